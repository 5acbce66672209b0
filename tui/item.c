/* item.c - reference trace, highlights, parsed answer, claims and the
 * decisive step of one item (item.h). */
#include "config.h"
#include "item.h"
#include "decisive-ops.h"
#include "solve.h"
#include "task.h"
#include "util.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* An int array under key of a JSON object (NULL when absent). */
static int *json_ints(const cJSON *obj, const char *key, size_t *n)
{
	const cJSON *arr = obj ? cJSON_GetObjectItemCaseSensitive(obj, key) : NULL;
	int *v;
	size_t i = 0;
	const cJSON *it;

	*n = 0;
	if (!cJSON_IsArray(arr))
		return NULL;
	v = xcalloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof *v);
	cJSON_ArrayForEach(it, arr)
	{
		if (cJSON_IsNumber(it))
			v[i++] = (int)it->valuedouble;
	}
	*n = i;
	return v;
}

static void mark_node(unsigned char *set, const struct graph *g, long v)
{
	if (v >= 0 && v < g->n)
		set[v] = 1;
}

static void mark_edge(unsigned char *set, const struct graph *g, long u, long v)
{
	long e;

	if (u < 0 || v < 0 || u >= g->n || v >= g->n)
		return;
	e = graph_find_edge(g, (int)u, (int)v);
	if (e >= 0)
		set[e] = 1;
}

static void mark_path(unsigned char *ns, unsigned char *es, const struct graph *g,
		      const int *v, size_t n, bool edges)
{
	for (size_t i = 0; i < n; i++) {
		mark_node(ns, g, v[i]);
		if (edges && i > 0)
			mark_edge(es, g, v[i - 1], v[i]);
	}
}

/* The reference answer's nodes and edges. */
static void reference_marks(struct item *it, const cJSON *ans)
{
	const struct graph *g = it->g;
	size_t n;
	int *v;
	long s = -1, t = -1;

	problem_query_int(it->p, "source", &s);
	problem_query_int(it->p, "target", &t);
	if ((v = json_ints(ans, "path", &n)) != NULL)
		mark_path(it->ref_node, it->ref_edge, g, v, n, true);
	free(v);
	if ((v = json_ints(ans, "order", &n)) != NULL)
		mark_path(it->ref_node, it->ref_edge, g, v, n, false);
	free(v);
	{
		const cJSON *pairs = cJSON_GetObjectItemCaseSensitive(ans, "pairs"), *pr;
		int n1 = g->bipartite ? g->parts[0] : 0;
		cJSON_ArrayForEach(pr, pairs)
		{
			const cJSON *a = cJSON_GetArrayItem(pr, 0), *j = cJSON_GetArrayItem(pr, 1);
			if (!cJSON_IsNumber(a) || !cJSON_IsNumber(j))
				continue;
			mark_node(it->ref_node, g, (long)a->valuedouble);
			mark_node(it->ref_node, g, n1 + (long)j->valuedouble);
			mark_edge(it->ref_edge, g, (long)a->valuedouble, n1 + (long)j->valuedouble);
		}
	}
	if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "connected")) && s >= 0 && t >= 0 &&
	    s < g->n && t < g->n) {
		int *path = NULL;
		size_t len = 0;
		if (conn_bfs(g, (int)s, (int)t, NULL, &path, &len))
			mark_path(it->ref_node, it->ref_edge, g, path, len, true);
		free(path);
	}
	if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "has_cycle")) && !g->directed) {
		int *cyc = NULL;
		size_t len = 0;
		if (cycle_find(g, NULL, &cyc, &len) && len > 0) {
			mark_path(it->ref_node, it->ref_edge, g, cyc, len, true);
			mark_edge(it->ref_edge, g, cyc[len - 1], cyc[0]);
		}
		free(cyc);
	}
	if (it->p->task->kind == TASK_FLOW && it->tr) {
		struct trace_state st;
		trace_state_init(&st, it->tr);
		trace_state_at(it->tr, trace_count(it->tr), &st);
		for (size_t e = 0; e < g->m && e < st.m; e++) {
			if (st.flow[e] > 0) {
				it->ref_edge[e] = 1;
				mark_node(it->ref_node, g, g->eu[e]);
				mark_node(it->ref_node, g, g->ev[e]);
			}
		}
		trace_state_free(&st);
	}
}

/* The model's answer's nodes and edges. */
static void model_marks(struct item *it)
{
	const struct graph *g = it->g;
	const struct xanswer *x = &it->xa;
	int n1 = g->bipartite ? g->parts[0] : 0;

	switch (x->kind) {
	case XK_SEQ:
		for (size_t i = 0; i < x->n; i++) {
			mark_node(it->mod_node, g, (long)x->v[i]);
			if (i > 0 && it->p->task->kind != TASK_TOPOLOGY)
				mark_edge(it->mod_edge, g, (long)x->v[i - 1], (long)x->v[i]);
		}
		return;
	case XK_PAIRS:
		for (size_t i = 0; i + 1 < x->n; i += 2) {
			mark_node(it->mod_node, g, (long)x->v[i]);
			mark_node(it->mod_node, g, n1 + (long)x->v[i + 1]);
			mark_edge(it->mod_edge, g, (long)x->v[i], n1 + (long)x->v[i + 1]);
		}
		return;
	case XK_EMBED:
		for (size_t i = 0; i < x->n; i++)
			mark_node(it->mod_node, g, (long)x->v[i]);
		return;
	default:
		break;
	}
	/* yes/no and numbers: what the reasoning walked */
	for (size_t i = 0; i < it->cs.n; i++) {
		const struct claim *c = &it->cs.v[i];
		if ((c->kind == CLAIM_EDGE || c->kind == CLAIM_FLOW) && c->verdict == CLAIM_TRUE) {
			mark_node(it->mod_node, g, (long)c->u);
			mark_node(it->mod_node, g, (long)c->v);
			mark_edge(it->mod_edge, g, (long)c->u, (long)c->v);
		}
	}
}

static void format_parsed(struct item *it)
{
	const struct xanswer *x = &it->xa;
	struct strbuf sb;
	int n1 = it->g->bipartite ? it->g->parts[0] : 0;

	sb_init(&sb);
	switch (x->kind) {
	case XK_NONE:
		sb_puts(&sb, it->a ? "(no final answer found)" : "(no answer)");
		break;
	case XK_BOOL:
		sb_puts(&sb, x->yes ? "yes" : "no");
		break;
	case XK_NUMBER:
		sb_printf(&sb, "%" PRId64, x->num);
		break;
	case XK_SEQ:
		for (size_t i = 0; i < x->n; i++)
			sb_printf(&sb, "%s%" PRId64, i ? "," : "", x->v[i]);
		if (x->has_num)
			sb_printf(&sb, " (total %" PRId64 ")", x->num);
		break;
	case XK_PAIRS:
		for (size_t i = 0; i + 1 < x->n; i += 2)
			sb_printf(&sb, "%sapplicant %" PRId64 " -> job %" PRId64, i ? ", " : "",
				  x->v[i], x->v[i + 1]);
		(void)n1;
		break;
	case XK_EMBED:
		/* the vectors themselves: "0:[1,1] 1:[2,0] ..." */
		for (size_t i = 0; i < x->n; i++) {
			sb_printf(&sb, "%s%" PRId64 ":[", i ? " " : "", x->v[i]);
			for (int d = 0; d < (x->rowdim ? x->rowdim[i] : x->dim); d++)
				sb_printf(&sb, "%s%g", d ? "," : "", x->f[i * (size_t)x->dim + (size_t)d]);
			sb_putc(&sb, ']');
		}
		if (!x->n)
			sb_puts(&sb, "(no vectors)");
		break;
	}
	if (x->kind != XK_NONE && !x->anchored)
		sb_puts(&sb, " [last stated, no answer phrase]");
	if (x->contradiction)
		sb_puts(&sb, " [contradicted elsewhere]");
	it->parsed = sb_take(&sb);
	sb_free(&sb);
}

/* ---- the decisive step (decisive-ops.h) -------------------------------- */

static void decide(struct item *it, const cJSON *ans)
{
	struct decisive d;

	decisive_step(it->p, it->g, it->tr, ans, &it->xa, &d);
	it->decisive = d.step;
	snprintf(it->why, sizeof it->why, "%s", d.why);
}

void item_load(struct item *it, const struct problem *p, const struct answer *a)
{
	struct problem tmp;
	cJSON *solved = NULL;
	const cJSON *ans;
	struct xquery q;
	long v;

	memset(it, 0, sizeof *it);
	it->p = p;
	it->a = a;
	it->decisive = -1;
	if (p->graph->finished) {
		it->g = p->graph;
	} else {
		it->g = graph_clone(p->graph);
		graph_finish(it->g);
		it->own_graph = true;
	}
	tmp = *p;
	tmp.graph = it->g;
	it->ref_node = xcalloc((size_t)it->g->n + 1, 1);
	it->mod_node = xcalloc((size_t)it->g->n + 1, 1);
	it->ref_edge = xcalloc(it->g->m + 1, 1);
	it->mod_edge = xcalloc(it->g->m + 1, 1);
	if (solve_fn(p->task)) {
		it->tr = trace_new(it->g, TRACE_DEFAULT_LIMIT);
		if (solve_problem(&tmp, &solved, it->tr, &it->trace_err) != 0) {
			trace_free(it->tr);
			it->tr = NULL;
		}
	} else {
		it->trace_err = xasprintf("task %s has no reference solver", p->task->name);
	}
	ans = p->gold_answer ? p->gold_answer : solved;
	if (ans)
		reference_marks(it, ans);

	q.source = problem_query_int(p, "source", &v) ? v : -1;
	q.target = problem_query_int(p, "target", &v) ? v : -1;
	q.nodes = it->g->n;
	claimset_init(&it->cs);
	if (a && a->text) {
		extract_answer(p->task->kind, a->text, a->text_len, &q, &it->xa);
		claims_check(&tmp, a->layer, a->text, a->text_len, &it->cs);
	} else {
		memset(&it->xa, 0, sizeof it->xa);
		it->xa.kind = XK_NONE;
	}
	model_marks(it);
	format_parsed(it);
	if (ans)
		decide(it, ans);
	cJSON_Delete(solved);
}

char *item_parse_text(const struct problem *p, const char *text, size_t len)
{
	struct item it;
	struct xquery q;
	long v;
	char *out;

	memset(&it, 0, sizeof it);
	it.p = p;
	it.g = p->graph;
	q.source = problem_query_int(p, "source", &v) ? v : -1;
	q.target = problem_query_int(p, "target", &v) ? v : -1;
	q.nodes = p->graph ? p->graph->n : 0;
	if (text) {
		extract_answer(p->task->kind, text, len, &q, &it.xa);
	} else {
		it.xa.kind = XK_NONE;
	}
	it.a = NULL;
	format_parsed(&it);
	xanswer_free(&it.xa);
	out = it.parsed;
	return out;
}

void item_free(struct item *it)
{
	if (it->tr)
		trace_free(it->tr);
	free(it->trace_err);
	free(it->ref_node);
	free(it->ref_edge);
	free(it->mod_node);
	free(it->mod_edge);
	xanswer_free(&it->xa);
	claimset_free(&it->cs);
	free(it->parsed);
	if (it->own_graph)
		graph_free(it->g);
	memset(it, 0, sizeof *it);
}
