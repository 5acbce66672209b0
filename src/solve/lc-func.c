/* lc-func.c - functional graphs (one out-edge per node: 2360, 2374, 2876)
 * and orienting a tree's edges (1466, 2858). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The array edges[] back from the graph: f[i] = i's out-neighbour, -1. */
static int *functional(const struct graph *g)
{
	int *f = xmalloc(((size_t)g->n + 1) * sizeof *f);

	for (int i = 0; i < g->n; i++)
		f[i] = -1;
	for (size_t e = 0; e < g->m; e++)
		f[g->eu[e]] = g->ev[e];
	return f;
}

int lc_solve_2360(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = p->graph->n, *f = functional(p->graph);
	long *when = xcalloc((size_t)n + 1, sizeof *when), clock = 1, best = -1;

	(void)err;
	trace_set_algorithm(tr, "walk the out-edges", TRACE_QUEUE);
	trace_set_value_name(tr, "time");
	for (int i = 0; i < n; i++) {
		long start = clock;
		int x = i;
		if (when[i])
			continue;
		trace_note(tr, "walk from %d", i);
		while (x != -1 && !when[x]) {
			when[x] = clock++;
			trace_node(tr, TR_ASSIGN, x, when[x], "visit %d at time %ld", x, when[x]);
			x = f[x];
		}
		if (x != -1 && when[x] >= start) {
			trace_node(tr, TR_FOUND, x, clock - when[x],
				   "back at %d, seen on this walk: a cycle of %ld", x, clock - when[x]);
			if (clock - when[x] > best)
				best = clock - when[x];
		} else if (x != -1) {
			trace_node(tr, TR_NOTE, x, 0, "%d was seen on an earlier walk: no new cycle",
				   x);
		}
	}
	trace_node(tr, TR_ANSWER, -1, best, "the longest cycle: %ld", best);
	free(when);
	free(f);
	return lc_answer_int(answer, best);
}

int lc_solve_2374(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = p->graph->n, *f = functional(p->graph), best = 0;
	int64_t *score = xcalloc((size_t)n + 1, sizeof *score);

	(void)err;
	trace_set_algorithm(tr, "edge scores", TRACE_QUEUE);
	trace_set_value_name(tr, "score");
	for (int i = 0; i < n; i++)
		if (f[i] >= 0) {
			score[f[i]] += i;
			trace_node(tr, TR_ASSIGN, f[i], score[f[i]], "%d->%d: score[%d] += %d = %lld",
				   i, f[i], f[i], i, (long long)score[f[i]]);
		}
	for (int i = 1; i < n; i++)
		if (score[i] > score[best])
			best = i;
	trace_node(tr, TR_ANSWER, best, best, "%d has the highest score (%lld), the smallest "
		   "such node", best, (long long)score[best]);
	free(score);
	free(f);
	return lc_answer_int(answer, best);
}

int lc_solve_2876(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = p->graph->n, *f = functional(p->graph), *path, *ans;
	long *onpath = xcalloc((size_t)n + 1, sizeof *onpath);
	cJSON *out;

	(void)err;
	for (int i = 0; i < n; i++)
		if (f[i] < 0) {
			free(f);
			free(onpath);
			return lc_fail(err, "lc2876: off-spec input: node %d has no out-edge "
					    "(edges[%d] = -1)", i, i);
		}
	path = xmalloc(((size_t)n + 1) * sizeof *path);
	ans = xcalloc((size_t)n + 1, sizeof *ans);
	trace_set_algorithm(tr, "walk to a cycle", TRACE_STACK);
	trace_set_value_name(tr, "visits");
	for (int i = 0; i < n; i++) {
		int len = 0, total, x = i, base;
		if (ans[i])
			continue;
		while (x != -1 && !ans[x] && !onpath[x]) {
			onpath[x] = ++len;
			path[len - 1] = x;
			trace_node(tr, TR_EXTEND, x, 0, len == 1 ? "walk from %d" : "on to %d", x);
			x = f[x];
		}
		total = len;
		if (x != -1 && onpath[x]) {
			/* a new cycle: every node on it sees the whole cycle */
			int c = len - (int)onpath[x] + 1;
			trace_emit(tr, TR_FOUND, x, -1, -1, c, 0, path + onpath[x] - 1, (size_t)c,
				   NULL, 0, "back at %d: a cycle of %d", x, c);
			for (int k = (int)onpath[x] - 1; k < len; k++) {
				ans[path[k]] = c;
				trace_node(tr, TR_ASSIGN, path[k], c, "%d is on the cycle: %d visits",
					   path[k], c);
			}
			len = (int)onpath[x] - 1;
			base = c;
		} else {
			base = x == -1 ? 0 : ans[x];
			if (x != -1)
				trace_note(tr, "at %d, known already: %d visits", x, ans[x]);
		}
		for (int k = total - 1; k >= len; k--)
			trace_node(tr, TR_BACKTRACK, path[k], 0, NULL);
		for (int k = len - 1; k >= 0; k--) {
			base = ans[path[k]] = base + 1;
			trace_node(tr, TR_ASSIGN, path[k], base, "%d: one more than %d, %d visits",
				   path[k], f[path[k]], base);
			trace_node(tr, TR_BACKTRACK, path[k], 0, NULL);
		}
		for (int k = 0; k < total; k++)
			onpath[path[k]] = 0;
	}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, n, 0, ans, (size_t)n, NULL, 0,
		   "the visits from each of the %d nodes", n);
	out = lc_intv_array(ans, (size_t)n);
	free(ans);
	free(path);
	free(onpath);
	free(f);
	return lc_answer(answer, out);
}

/* Depth-first over the undirected adjacency from s (recursion order as
 * LeetCode's solutions), marking seen; for each tree edge u -> v calls
 * back with whether the original edge points u -> v. Iterative. */
struct orient_cb {
	long reversed;		/* tree edges pointing towards s */
	int *parent;		/* parent[v] in the DFS tree, -1 for roots */
	char *away;		/* away[v]: edge parent -> v points away from s */
};

static void orient_dfs(const struct graph *g, const struct lc_adj *a, int s, char *seen,
		       struct orient_cb *cb, struct trace *tr)
{
	size_t *it = xmalloc(((size_t)a->n + 1) * sizeof *it);
	int *stack = xmalloc(((size_t)a->n + 1) * sizeof *stack), top = 0;

	trace_set_algorithm(tr, "DFS", TRACE_STACK);
	seen[s] = 1;
	cb->parent[s] = -1;
	stack[top++] = s;
	it[s] = a->off[s];
	trace_node(tr, TR_DISCOVER, s, 0, "start at %d", s);
	trace_node(tr, TR_PUSH, s, 0, "push %d", s);
	while (top) {
		int u = stack[top - 1];
		if (it[u] == a->off[u + 1]) {
			top--;
			trace_node(tr, TR_POP, u, 0, "%d has no more edges: pop it", u);
			trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
			continue;
		}
		size_t k = it[u]++;
		int v = a->to[k];
		long e = (long)a->edge[k];
		if (seen[v]) {
			trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d already seen", u, v, v);
			continue;
		}
		seen[v] = 1;
		cb->parent[v] = u;
		cb->away[v] = g->eu[a->edge[k]] == u && g->ev[a->edge[k]] == v;
		cb->reversed += !cb->away[v];
		trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d points %s", u, v,
			   cb->away[v] ? "away from the root" : "towards the root");
		trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0, "discover %d from %d",
			   v, u);
		it[v] = a->off[v];
		stack[top++] = v;
		trace_node(tr, TR_PUSH, v, 0, "push %d", v);
	}
	free(stack);
	free(it);
}

int lc_solve_1466(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = (int)lc_qint(p, "n", p->graph->n);
	struct lc_adj a;
	struct orient_cb cb = { 0, NULL, NULL };
	char *seen;

	if (n <= 0)
		return lc_fail(err, "lc1466: no cities");
	if (lc_require_tree(p, n, err))
		return -1;
	lc_adj_build(&a, p->graph, n, LC_BOTH);
	seen = xcalloc((size_t)n + 1, 1);
	cb.parent = xmalloc(((size_t)n + 1) * sizeof *cb.parent);
	cb.away = xcalloc((size_t)n + 1, 1);
	orient_dfs(p->graph, &a, 0, seen, &cb, tr);
	/* roads pointing away from city 0 must be reversed */
	{
		long away = 0;
		for (int v = 0; v < n; v++)
			away += seen[v] && cb.parent[v] >= 0 && cb.away[v];
		trace_node(tr, TR_ANSWER, -1, away, "%ld road%s point%s away from city 0", away,
			   away == 1 ? "" : "s", away == 1 ? "s" : "");
		free(seen);
		free(cb.parent);
		free(cb.away);
		lc_adj_free(&a);
		return lc_answer_int(answer, away);
	}
}

int lc_solve_2858(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = (int)lc_qint(p, "n", p->graph->n), *order, k = 0;
	struct lc_adj a;
	struct orient_cb cb = { 0, NULL, NULL };
	char *seen;
	int64_t *ans;
	cJSON *out;

	if (n <= 0)
		return lc_fail(err, "lc2858: no nodes");
	if (lc_require_tree(p, n, err))
		return -1;
	lc_adj_build(&a, p->graph, n, LC_BOTH);
	seen = xcalloc((size_t)n + 1, 1);
	cb.parent = xmalloc(((size_t)n + 1) * sizeof *cb.parent);
	cb.away = xcalloc((size_t)n + 1, 1);
	ans = xcalloc((size_t)n + 1, sizeof *ans);
	orient_dfs(p->graph, &a, 0, seen, &cb, tr);
	ans[0] = cb.reversed;
	trace_set_value_name(tr, "reversals");
	trace_node(tr, TR_ASSIGN, 0, ans[0], "root 0: %lld edge%s to reverse",
		   (long long)ans[0], ans[0] == 1 ? "" : "s");
	/* re-root along the tree in BFS order: moving the root from u to its
	 * child v flips the one edge between them */
	order = xmalloc(((size_t)n + 1) * sizeof *order);
	order[k++] = 0;
	for (int h = 0; h < k; h++) {
		int u = order[h];
		for (int v = 0; v < n; v++)
			if (seen[v] && cb.parent[v] == u) {
				ans[v] = ans[u] + (cb.away[v] ? 1 : -1);
				order[k++] = v;
				trace_node(tr, TR_ASSIGN, v, ans[v],
					   "root %d: the edge %d-%d flips, %lld to reverse", v, u,
					   v, (long long)ans[v]);
			}
	}
	trace_node(tr, TR_ANSWER, -1, n, "the reversals for each of the %d roots", n);
	out = lc_int_array(ans, (size_t)n);
	free(order);
	free(ans);
	free(seen);
	free(cb.parent);
	free(cb.away);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}
