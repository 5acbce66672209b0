/* marks.c - which nodes and edges an item highlights (see marks.h). */
#include "config.h"
#include "marks.h"
#include "answer-shape.h"
#include "solve.h"
#include "trace.h"
#include "util.h"

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
			v[i++] = (int)ll_of(it->valuedouble);
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

/* The reference's cycle: the answer's own list, else the one the trace
 * found (the DFS the reader steps through: an untraced search of a large
 * graph takes another way and may find another cycle, solve-cycle.c),
 * else one searched for now. Malloc'd; NULL when none. */
static int *reference_cycle(const struct graph *g, const cJSON *ans, const struct trace *tr,
			    size_t *len)
{
	int *cyc = json_ints(ans, "cycle", len);

	if (cyc && *len)
		return cyc;
	free(cyc);
	for (size_t i = 0; tr && i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_FOUND) {
			const int *l = trace_list(tr, i, len);
			if (!l || !*len)
				break;
			cyc = xmalloc(*len * sizeof *cyc);
			memcpy(cyc, l, *len * sizeof *cyc);
			return cyc;
		}
	if (cycle_find(g, NULL, &cyc, len))
		return cyc;
	free(cyc);
	return NULL;
}

/* Does the trace push flow (a maximum-flow search)? */
static bool carries_flow(const struct trace *tr)
{
	for (size_t i = 0; i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_FLOW_PATH)
			return true;
	return false;
}

void marks_reference(const struct problem *p, const struct graph *g, const cJSON *ans,
		     struct trace *tr, unsigned char *nodes, unsigned char *edges)
{
	size_t n;
	int *v;
	long s = -1, t = -1;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	if ((v = json_ints(ans, "path", &n)) != NULL)
		mark_path(nodes, edges, g, v, n, true);
	free(v);
	if ((v = json_ints(ans, "order", &n)) != NULL)
		mark_path(nodes, edges, g, v, n, false);
	free(v);
	/* GraCoRe's Hamiltonian cycle and tour, closed: [3, 4, ..., 3] */
	if ((v = json_ints(ans, "cycle", &n)) != NULL || (v = json_ints(ans, "tour", &n)) != NULL)
		mark_path(nodes, edges, g, v, n, true);
	free(v);
	{
		const cJSON *pairs = cJSON_GetObjectItemCaseSensitive(ans, "pairs"), *pr;
		int n1 = g->bipartite ? g->parts[0] : 0;
		cJSON_ArrayForEach(pr, pairs)
		{
			const cJSON *a = cJSON_GetArrayItem(pr, 0), *j = cJSON_GetArrayItem(pr, 1);
			if (!cJSON_IsNumber(a) || !cJSON_IsNumber(j))
				continue;
			mark_node(nodes, g, (long)ll_of(a->valuedouble));
			mark_node(nodes, g, n1 + (long)ll_of(j->valuedouble));
			mark_edge(edges, g, (long)ll_of(a->valuedouble), n1 + (long)ll_of(j->valuedouble));
		}
	}
	if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "connected")) && s >= 0 && t >= 0 &&
	    s < g->n && t < g->n) {
		int *path = NULL;
		size_t len = 0;
		if (conn_bfs(g, (int)s, (int)t, NULL, &path, &len))
			mark_path(nodes, edges, g, path, len, true);
		free(path);
	}
	if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "has_cycle")) && !g->directed) {
		size_t len = 0;
		int *cyc = reference_cycle(g, ans, tr, &len);
		if (cyc && len > 0) {
			mark_path(nodes, edges, g, cyc, len, true);
			mark_edge(edges, g, cyc[len - 1], cyc[0]);
		}
		free(cyc);
	}
	if (carries_flow(tr)) {	/* the edges that carry flow at the end */
		struct trace_state st;
		trace_state_init(&st, tr);
		trace_state_at(tr, trace_count(tr), &st);
		for (size_t e = 0; st.flow && e < g->m && e < st.m; e++) {
			if (st.flow[e] > 0) {
				edges[e] = 1;
				mark_node(nodes, g, g->eu[e]);
				mark_node(nodes, g, g->ev[e]);
			}
		}
		trace_state_free(&st);
	}
}

void marks_model(const struct problem *p, const struct graph *g, const struct xanswer *x,
		 const struct claimset *cs, unsigned char *nodes, unsigned char *edges)
{
	int n1 = g->bipartite ? g->parts[0] : 0;

	switch (x->kind) {
	case XK_SEQ:
		for (size_t i = 0; i < x->n; i++) {
			mark_node(nodes, g, (long)x->v[i]);
			if (i > 0 && answer_shape_is_walk(p->task))
				mark_edge(edges, g, (long)x->v[i - 1], (long)x->v[i]);
		}
		return;
	case XK_PAIRS:
		for (size_t i = 0; i + 1 < x->n; i += 2) {
			mark_node(nodes, g, (long)x->v[i]);
			mark_node(nodes, g, n1 + (long)x->v[i + 1]);
			mark_edge(edges, g, (long)x->v[i], n1 + (long)x->v[i + 1]);
		}
		return;
	case XK_EMBED:
		for (size_t i = 0; i < x->n; i++)
			mark_node(nodes, g, (long)x->v[i]);
		return;
	default:
		break;
	}
	/* yes/no and numbers: what the reasoning walked */
	for (size_t i = 0; i < cs->n; i++) {
		const struct claim *c = &cs->v[i];
		if ((c->kind == CLAIM_EDGE || c->kind == CLAIM_FLOW) && c->verdict == CLAIM_TRUE) {
			mark_node(nodes, g, (long)c->u);
			mark_node(nodes, g, (long)c->v);
			mark_edge(edges, g, (long)c->u, (long)c->v);
		}
	}
}

