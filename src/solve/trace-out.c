/* trace-out.c - traces and states as text and JSON (see trace.h). */
#include "config.h"
#include "trace.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *const mark_names[] = { "-", "discovered", "settled" };
static const char *const emark_names[] = { "", "examined", "tree", "saturated", "cut" };

/* Narration, or a generic line for events recorded without one. */
static void event_line(const struct trace *tr, size_t i, struct strbuf *sb)
{
	const struct trace_event *ev = &tr->ev[i];
	const char *text = trace_text(tr, i);

	if (*text) {
		sb_puts(sb, text);
		return;
	}
	sb_puts(sb, trace_kind_name(ev->kind));
	if (ev->a >= 0)
		sb_printf(sb, " %d", ev->a);
	if (ev->b >= 0)
		sb_printf(sb, " %d", ev->b);
	if (ev->kind == TR_ENQUEUE && tr->frontier == TRACE_PQ)
		sb_printf(sb, " (key %lld)", (long long)ev->val);
	else if (ev->kind == TR_ASSIGN)
		sb_printf(sb, ": %s = %lld", tr->value_name, (long long)ev->val);
}

void trace_format_events(const struct trace *tr, size_t from, size_t to, struct strbuf *sb)
{
	if (to > tr->n)
		to = tr->n;
	for (size_t i = from; i < to; i++) {
		sb_printf(sb, "%6zu  ", i + 1);
		event_line(tr, i, sb);
		sb_putc(sb, '\n');
	}
}

static void list_text(struct strbuf *sb, const char *label, const int *v, size_t n)
{
	if (!n)
		return;
	sb_printf(sb, "%s:", label);
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, " %d", v[i]);
	sb_putc(sb, '\n');
}

struct columns {
	bool mark, parent, dist, value, comp, mate, side, edges;
};

static struct columns columns_of(const struct trace_state *st)
{
	struct columns c = { 0 };

	for (int v = 0; v < st->n; v++) {
		c.mark |= st->mark[v] != MARK_NONE;
		c.parent |= st->parent[v] >= 0;
		c.dist |= st->dist[v] != TRACE_INF;
		c.value |= st->value[v] != 0;
		c.comp |= st->comp[v] != v;
		c.mate |= st->mate[v] >= 0;
		c.side |= st->side[v] != 0;
	}
	for (size_t e = 0; e < st->m; e++)
		c.edges |= st->emark[e] != EMARK_NONE || st->flow[e] != 0;
	return c;
}

static void counters_text(const struct trace_state *st, struct strbuf *sb)
{
	const struct {
		const char *name;
		uint64_t v;
	} cs[] = {
		{ "examined", st->examined }, { "relaxed", st->relaxed },
		{ "pushed", st->pushed }, { "popped", st->popped },
		{ "augmentations", st->augmentations }, { "matched", st->matched },
		{ "branches", st->branches }, { "backtracks", st->backtracks },
		{ "prunings", st->prunings }, { "improvements", st->improvements },
		{ "unions", st->unions },
	};
	bool any = false;

	for (size_t i = 0; i < sizeof cs / sizeof *cs; i++) {
		if (!cs[i].v)
			continue;
		sb_printf(sb, "%s %s %llu", any ? "," : "counters:", cs[i].name,
			  (unsigned long long)cs[i].v);
		any = true;
	}
	if (any)
		sb_putc(sb, '\n');
}

static void nodes_text(const struct trace *tr, const struct trace_state *st,
		       struct columns c, struct strbuf *sb)
{
	if (!(c.mark || c.parent || c.dist || c.value || c.comp || c.mate || c.side))
		return;
	sb_puts(sb, "node");
	if (c.mark)
		sb_printf(sb, "  %-10s", "mark");
	if (c.parent)
		sb_printf(sb, "  %6s", "parent");
	if (c.dist)
		sb_printf(sb, "  %8s", "dist");
	if (c.value)
		sb_printf(sb, "  %8s", tr->value_name);
	if (c.comp)
		sb_printf(sb, "  %6s", "comp");
	if (c.mate)
		sb_printf(sb, "  %6s", "mate");
	if (c.side)
		sb_printf(sb, "  %4s", "side");
	sb_putc(sb, '\n');
	for (int v = 0; v < st->n; v++) {
		sb_printf(sb, "%4d", v);
		if (c.mark)
			sb_printf(sb, "  %-10s", mark_names[st->mark[v] % 3]);
		if (c.parent)
			st->parent[v] >= 0 ? sb_printf(sb, "  %6d", st->parent[v])
					   : sb_printf(sb, "  %6s", "-");
		if (c.dist)
			st->dist[v] != TRACE_INF ? sb_printf(sb, "  %8lld", (long long)st->dist[v])
						 : sb_printf(sb, "  %8s", "inf");
		if (c.value)
			sb_printf(sb, "  %8lld", (long long)st->value[v]);
		if (c.comp)
			sb_printf(sb, "  %6d", st->comp[v]);
		if (c.mate)
			st->mate[v] >= 0 ? sb_printf(sb, "  %6d", st->mate[v])
					 : sb_printf(sb, "  %6s", "-");
		if (c.side)
			sb_printf(sb, "  %4s", st->side[v] ? "S" : "T");
		sb_putc(sb, '\n');
	}
}

static void edges_text(const struct trace *tr, const struct trace_state *st, struct strbuf *sb)
{
	const struct graph *g = tr->g;
	bool flow = tr->g->attr == ATTR_CAPACITY;

	sb_printf(sb, "edge  %9s  %6s%s  mark\n", "", g->ew ? edge_attr_name(g->attr) : "",
		  flow ? "    flow  residual" : "");
	for (size_t e = 0; e < st->m; e++) {
		sb_printf(sb, "%4zu  %4d%s%-4d  ", e, g->eu[e], g->directed ? "->" : "-", g->ev[e]);
		if (g->ew)
			sb_printf(sb, "%6lld", (long long)g->ew[e]);
		else
			sb_printf(sb, "%6s", "");
		if (flow)
			sb_printf(sb, "  %6lld  %8lld", (long long)st->flow[e],
				  (long long)trace_state_residual(tr, st, (long)e));
		if (st->emark[e] != EMARK_NONE)
			sb_printf(sb, "  %s", emark_names[st->emark[e] % 5]);
		sb_putc(sb, '\n');
	}
}

static void emb_text(const struct trace_state *st, struct strbuf *sb)
{
	for (int l = 0; l <= st->layer && st->dim > 0; l++) {
		sb_printf(sb, "layer %d:", l);
		for (int v = 0; v < st->n; v++) {
			const int64_t *x = st->emb + ((size_t)l * (size_t)st->n + (size_t)v) *
							     (size_t)st->dim;
			if (!st->emb_set[(size_t)l * (size_t)st->n + (size_t)v]) {
				sb_printf(sb, " %d:-", v);	/* not computed yet */
				continue;
			}
			sb_printf(sb, " %d:[", v);
			for (int k = 0; k < st->dim; k++)
				sb_printf(sb, "%s%lld", k ? "," : "", (long long)x[k]);
			sb_putc(sb, ']');
		}
		sb_putc(sb, '\n');
	}
}

void trace_format_state(const struct trace *tr, const struct trace_state *st,
			struct strbuf *sb)
{
	static const char *const fnames[] = { "queue", "stack", "priority queue" };
	struct columns c = columns_of(st);

	sb_printf(sb, "step %zu of %zu%s%s%s%s\n", st->step, tr->n, *tr->algorithm ? " (" : "",
		  tr->algorithm, *tr->algorithm ? ")" : "", tr->truncated ? ", truncated" : "");
	if (st->cur >= 0 || st->cur_edge >= 0) {
		sb_puts(sb, "current:");
		if (st->cur >= 0)
			sb_printf(sb, " node %d", st->cur);
		if (st->cur_edge >= 0 && tr->g)
			sb_printf(sb, " edge %ld (%d-%d)", st->cur_edge, tr->g->eu[st->cur_edge],
				  tr->g->ev[st->cur_edge]);
		sb_putc(sb, '\n');
	}
	if (st->nfrontier) {
		sb_printf(sb, "%s:", fnames[tr->frontier % 3]);
		for (size_t i = 0; i < st->nfrontier; i++)
			if (tr->frontier == TRACE_PQ)
				sb_printf(sb, " %d(%lld)", st->frontier[i], (long long)st->fkey[i]);
			else
				sb_printf(sb, " %d", st->frontier[i]);
		sb_putc(sb, '\n');
	}
	list_text(sb, "path", st->path, st->npath);
	list_text(sb, "order", st->order, st->norder);
	list_text(sb, st->done ? "answer" : st->found ? "found" : "best", st->best, st->nbest);
	if (st->flow_value)
		sb_printf(sb, "flow value: %lld\n", (long long)st->flow_value);
	if (st->done)
		sb_printf(sb, "answer value: %lld\n", (long long)st->answer_value);
	counters_text(st, sb);
	nodes_text(tr, st, c, sb);
	if (c.edges && tr->g)
		edges_text(tr, st, sb);
	emb_text(st, sb);
}
