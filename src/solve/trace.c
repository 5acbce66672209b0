/* trace.c - trace events, and states folded from them (see trace.h). */
#include "config.h"
#include "trace.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = {
	[TR_NOTE] = "note",
	[TR_DISCOVER] = "discover",
	[TR_EXAMINE] = "examine",
	[TR_TREE_EDGE] = "tree-edge",
	[TR_RELAX] = "relax",
	[TR_SETTLE] = "settle",
	[TR_ENQUEUE] = "enqueue",
	[TR_DEQUEUE] = "dequeue",
	[TR_PUSH] = "push",
	[TR_POP] = "pop",
	[TR_SET_DIST] = "set-dist",
	[TR_FLOW_PATH] = "flow-path",
	[TR_SATURATE] = "saturate",
	[TR_CUT] = "cut",
	[TR_MATCH] = "match",
	[TR_UNMATCH] = "unmatch",
	[TR_PATH] = "path",
	[TR_EXTEND] = "extend",
	[TR_BACKTRACK] = "backtrack",
	[TR_PRUNE] = "prune",
	[TR_ASSIGN] = "assign",
	[TR_OUTPUT] = "output",
	[TR_UNION] = "union",
	[TR_AGGREGATE] = "aggregate",
	[TR_BEST] = "best",
	[TR_FOUND] = "found",
	[TR_ANSWER] = "answer",
	[TR_PHASE] = "phase",
};
_Static_assert(ARRAY_SIZE(kind_names) == TR__COUNT, "a name for every event kind");

const char *trace_kind_name(enum trace_kind k)
{
	return (unsigned)k < TR__COUNT ? kind_names[k] : "?";
}

struct trace *trace_new(const struct graph *g, size_t limit)
{
	struct trace *tr = xcalloc(1, sizeof *tr);
	tr->g = g;
	tr->limit = limit;
	tr->algorithm = "";
	tr->value_name = "value";
	return tr;
}

static void drop_checkpoints(struct trace *tr)
{
	for (size_t i = 0; i < tr->nckpt; i++) {
		if (tr->ckpt[i]) {
			trace_state_free(tr->ckpt[i]);
			free(tr->ckpt[i]);
		}
	}
	free(tr->ckpt);
	tr->ckpt = NULL;
	tr->nckpt = 0;
	tr->every = 0;
}

void trace_free(struct trace *tr)
{
	if (!tr)
		return;
	drop_checkpoints(tr);
	free(tr->ev);
	free(tr->ints);
	free(tr->vals);
	free(tr->text);
	free(tr);
}

void trace_set_algorithm(struct trace *tr, const char *name, enum trace_frontier f)
{
	if (!tr)
		return;
	tr->algorithm = name;
	tr->frontier = f;
}

void trace_set_value_name(struct trace *tr, const char *name)
{
	if (tr)
		tr->value_name = name;
}

void trace_set_layers(struct trace *tr, int layers, int dim)
{
	if (!tr)
		return;
	tr->layers = layers > 0 ? layers : 0;
	tr->dim = dim > 0 ? dim : 0;
}

static void add_text(struct trace *tr, const char *fmt, va_list ap)
{
	va_list cp;
	int len;

	if (!fmt) {
		xgrow(&tr->text, &tr->text_cap, tr->ntext + 1, 1);
		tr->text[tr->ntext++] = '\0';
		return;
	}
	va_copy(cp, ap);
	len = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (len < 0)
		len = 0;
	xgrow(&tr->text, &tr->text_cap, tr->ntext + (size_t)len + 1, 1);
	vsnprintf(tr->text + tr->ntext, (size_t)len + 1, fmt, ap);
	tr->ntext += (size_t)len + 1;
}

static bool emit_v(struct trace *tr, enum trace_kind k, int a, int b, long e, int64_t val,
		   int64_t val2, const int *list, size_t nlist, const int64_t *vec, size_t nvec,
		   const char *fmt, va_list ap)
{
	struct trace_event *ev;

	if (!trace_on(tr))
		return false;
	if (tr->limit && tr->n >= tr->limit) {
		tr->truncated = true;
		/* one final note, past the limit, says why the trace stops */
		xgrow(&tr->ev, &tr->cap, tr->n + 1, sizeof *tr->ev);
		ev = &tr->ev[tr->n++];
		memset(ev, 0, sizeof *ev);
		ev->kind = TR_NOTE;
		ev->a = ev->b = -1;
		ev->e = -1;
		ev->text_off = tr->ntext;
		{
			char buf[96];
			int len = snprintf(buf, sizeof buf,
					   "trace truncated: limit of %zu events reached",
					   tr->limit);
			xgrow(&tr->text, &tr->text_cap, tr->ntext + (size_t)len + 1, 1);
			memcpy(tr->text + tr->ntext, buf, (size_t)len + 1);
			tr->ntext += (size_t)len + 1;
		}
		return false;
	}
	xgrow(&tr->ev, &tr->cap, tr->n + 1, sizeof *tr->ev);
	ev = &tr->ev[tr->n++];
	ev->kind = k;
	ev->a = a;
	ev->b = b;
	ev->e = e;
	ev->val = val;
	ev->val2 = val2;
	ev->list_off = tr->nints;
	ev->list_len = list ? nlist : 0;
	if (ev->list_len) {
		xgrow(&tr->ints, &tr->ints_cap, tr->nints + nlist, sizeof *tr->ints);
		memcpy(tr->ints + tr->nints, list, nlist * sizeof *list);
		tr->nints += nlist;
	}
	ev->vec_off = tr->nvals;
	ev->vec_len = vec ? nvec : 0;
	if (ev->vec_len) {
		xgrow(&tr->vals, &tr->vals_cap, tr->nvals + nvec, sizeof *tr->vals);
		memcpy(tr->vals + tr->nvals, vec, nvec * sizeof *vec);
		tr->nvals += nvec;
	}
	ev->text_off = tr->ntext;
	add_text(tr, fmt, ap);
	return true;
}

bool trace_emit(struct trace *tr, enum trace_kind k, int a, int b, long e, int64_t val,
		int64_t val2, const int *list, size_t nlist, const int64_t *vec, size_t nvec,
		const char *fmt, ...)
{
	va_list ap;
	bool r;

	if (!trace_on(tr))
		return false;
	va_start(ap, fmt);
	r = emit_v(tr, k, a, b, e, val, val2, list, nlist, vec, nvec, fmt, ap);
	va_end(ap);
	return r;
}

bool trace_node(struct trace *tr, enum trace_kind k, int a, int64_t val, const char *fmt, ...)
{
	va_list ap;
	bool r;

	if (!trace_on(tr))
		return false;
	va_start(ap, fmt);
	r = emit_v(tr, k, a, -1, -1, val, 0, NULL, 0, NULL, 0, fmt, ap);
	va_end(ap);
	return r;
}

bool trace_edge(struct trace *tr, enum trace_kind k, int a, int b, long e, int64_t val,
		const char *fmt, ...)
{
	va_list ap;
	bool r;

	if (!trace_on(tr))
		return false;
	va_start(ap, fmt);
	r = emit_v(tr, k, a, b, e, val, 0, NULL, 0, NULL, 0, fmt, ap);
	va_end(ap);
	return r;
}

bool trace_note(struct trace *tr, const char *fmt, ...)
{
	va_list ap;
	bool r;

	if (!trace_on(tr))
		return false;
	va_start(ap, fmt);
	r = emit_v(tr, TR_NOTE, -1, -1, -1, 0, 0, NULL, 0, NULL, 0, fmt, ap);
	va_end(ap);
	return r;
}

const char *trace_text(const struct trace *tr, size_t i)
{
	return i < tr->n ? tr->text + tr->ev[i].text_off : "";
}

const int *trace_list(const struct trace *tr, size_t i, size_t *len)
{
	*len = i < tr->n ? tr->ev[i].list_len : 0;
	return *len ? tr->ints + tr->ev[i].list_off : NULL;
}

const int64_t *trace_vec(const struct trace *tr, size_t i, size_t *len)
{
	*len = i < tr->n ? tr->ev[i].vec_len : 0;
	return *len ? tr->vals + tr->ev[i].vec_off : NULL;
}
