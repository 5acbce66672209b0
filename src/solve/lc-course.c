/* lc-course.c - prerequisite problems on directed graphs: course schedules
 * (207, 210, 1462, 2050), ancestors (2192), loud and rich (851), sources
 * (1557, 2924). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Prerequisite edges [a, b] (b before a), as b -> a. */
static int course_order(const struct problem *p, int **order, int *n, struct trace *tr)
{
	struct lc_adj a;
	int done;

	*n = (int)lc_qint(p, "n", p->graph->n);
	lc_adj_build(&a, p->graph, *n, LC_IN);
	*n = a.n;
	*order = xmalloc(((size_t)*n + 1) * sizeof **order);
	/* the views draw the pairs as given (a -> b); say that Kahn runs on
	 * them reversed, or "0 has 7 predecessors" reads against the list's
	 * "0 -> 1 2 3 4 11 32 44" */
	trace_note(tr, "prerequisite [a, b], the arc a -> b in the graph views: take b before a, so "
		       "Kahn runs on b -> a (a course's predecessors are the nodes its arcs point to)");
	done = lc_kahn(&a, *order, tr);
	if (done == *n)
		trace_emit(tr, TR_ANSWER, -1, -1, -1, done, 0, *order, (size_t)done, NULL, 0,
			   "all %d courses ordered", done);
	else
		trace_emit(tr, TR_ANSWER, -1, -1, -1, done, 0, *order, (size_t)done, NULL, 0,
			   "stuck after %d of %d courses: the rest lie on or behind a cycle", done,
			   *n);
	lc_adj_free(&a);
	return done;
}

int lc_solve_207(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *order, n, done = course_order(p, &order, &n, tr);

	(void)err;
	free(order);
	return lc_answer_bool(answer, done == n);
}

int lc_solve_210(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *order, n, done = course_order(p, &order, &n, tr);
	cJSON *v = lc_intv_array(order, done == n ? (size_t)n : 0);

	(void)err;
	free(order);
	return lc_answer(answer, v);
}

int lc_solve_1462(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const cJSON *qs = cJSON_GetObjectItemCaseSensitive(p->query, "queries"), *q;
	int n = (int)lc_qint(p, "n", p->graph->n), *queue;
	char **memo;
	struct lc_adj a;
	cJSON *out;

	if (!cJSON_IsArray(qs))
		return lc_fail(err, "lc1462: query.queries must be a list of pairs");
	lc_adj_build(&a, p->graph, n, LC_OUT);
	n = a.n;
	memo = xcalloc((size_t)n + 1, sizeof *memo);
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	out = cJSON_CreateArray();
	cJSON_ArrayForEach(q, qs) {
		const cJSON *x = cJSON_GetArrayItem(q, 0), *y = cJSON_GetArrayItem(q, 1);
		int u = cJSON_IsNumber(x) ? x->valueint : -1, v = cJSON_IsNumber(y) ? y->valueint : -1;
		bool r = false;
		if (u >= 0 && u < n && v >= 0 && v < n) {
			if (!memo[u]) {
				trace_note(tr, "query [%d, %d]: search from %d", u, v, u);
				memo[u] = lc_bfs(&a, u, -1, queue, tr);
			}
			r = memo[u][v];
			trace_node(tr, TR_NOTE, v, 0, "query [%d, %d]: %d %s a prerequisite of %d",
				   u, v, u, r ? "is" : "is not", v);
		}
		cJSON_AddItemToArray(out, cJSON_CreateBool(r));
	}
	trace_node(tr, TR_ANSWER, -1, cJSON_GetArraySize(out), "%d quer%s answered",
		   cJSON_GetArraySize(out), cJSON_GetArraySize(out) == 1 ? "y" : "ies");
	for (int i = 0; i < n; i++)
		free(memo[i]);
	free(memo);
	free(queue);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* Courses are 1..n and time[i] is course i+1's: node v takes time[v-1];
 * slot 0 is no course (takes no time; an edge there is off-spec input). */
int lc_solve_2050(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = (int)lc_qint(p, "n", p->graph->n), *order, done;
	size_t nt;
	int64_t *t = lc_qints(p, "time", &nt), *fin, best = 0;
	struct lc_adj a;

	if (!t || nt < (size_t)n) {
		free(t);
		return lc_fail(err, "lc2050: query.time must list %d times", n);
	}
	if (lc_require_dag(p, n + 1, err)) {
		free(t);
		return -1;
	}
	lc_adj_build(&a, p->graph, n + 1, LC_OUT);
	order = xmalloc(((size_t)a.n + 1) * sizeof *order);
	done = lc_kahn(&a, order, tr);
	fin = xcalloc((size_t)a.n + 1, sizeof *fin);
	trace_note(tr, "in that order, each course finishes at its time plus its latest "
		       "prerequisite's finish (shown as dist)");
	for (int i = 0; i < done; i++) {
		int u = order[i];
		fin[u] += u >= 1 && u <= n ? t[u - 1] : 0;
		if (u >= 1 && u <= n)
			trace_node(tr, TR_SET_DIST, u, fin[u], "course %d finishes at %lld", u,
				   (long long)fin[u]);
		if (fin[u] > best)
			best = fin[u];
		for (size_t k = a.off[u]; k < a.off[u + 1]; k++)
			if (fin[a.to[k]] < fin[u])
				fin[a.to[k]] = fin[u];
	}
	trace_node(tr, TR_ANSWER, -1, best, "all courses done after %lld months",
		   (long long)best);
	free(fin);
	free(order);
	free(t);
	lc_adj_free(&a);
	return lc_answer_int(answer, best);
}

int lc_solve_2192(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = (int)lc_qint(p, "n", p->graph->n), *queue, *anc;
	struct lc_adj a;
	cJSON *out = cJSON_CreateArray();

	if (lc_require_dag(p, n, err)) {
		cJSON_Delete(out);
		return -1;
	}
	lc_adj_build(&a, p->graph, n, LC_IN);
	n = a.n;
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	anc = xmalloc(((size_t)n + 1) * sizeof *anc);
	for (int v = 0; v < n; v++) {
		char *seen;
		size_t k = 0;
		trace_note(tr, "ancestors of %d: search against the edges", v);
		seen = lc_bfs(&a, v, -1, queue, tr);
		for (int u = 0; u < n; u++)
			if (seen[u] && u != v)
				anc[k++] = u;
		trace_emit(tr, TR_OUTPUT, v, -1, -1, (int64_t)k, 0, anc, k, NULL, 0,
			   "%d has %zu ancestor%s", v, k, k == 1 ? "" : "s");
		cJSON_AddItemToArray(out, lc_intv_array(anc, k));
		free(seen);
	}
	trace_node(tr, TR_ANSWER, -1, n, "the ancestors of all %d nodes listed", n);
	free(anc);
	free(queue);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* LeetCode's memoised DFS: ans[x] = the quietest of x and of everyone
 * richer (edges a -> b: a richer than b), read through in-edges. Traced
 * as a DFS (x reached from par over edge e, par -1 for a root); nodes
 * from gn on have no edges and are left out of the trace. */
static int loud_dfs(const struct lc_adj *a, const int64_t *quiet, int *ans, int x, int par,
		    long e, int gn, struct trace *tr)
{
	if (ans[x] >= 0)
		return ans[x];
	ans[x] = x;
	if (x < gn) {
		if (par >= 0)
			trace_emit(tr, TR_DISCOVER, x, par, e, 0, 0, NULL, 0, NULL, 0,
				   "%d is richer than %d: visit it", x, par);
		else
			trace_node(tr, TR_DISCOVER, x, 0, "start at %d", x);
		trace_node(tr, TR_PUSH, x, 0, "push %d", x);
		trace_node(tr, TR_ASSIGN, x, x, "quietest so far for %d: itself (quiet %lld)", x,
			   (long long)quiet[x]);
	}
	for (size_t k = a->off[x]; k < a->off[x + 1]; k++) {
		int y = a->to[k], c;
		if (ans[y] >= 0)
			trace_edge(tr, TR_EXAMINE, x, y, (long)a->edge[k], 0,
				   "%d is richer than %d, visited already: quietest %d", y, x, ans[y]);
		else
			trace_edge(tr, TR_EXAMINE, x, y, (long)a->edge[k], 0,
				   "%d is richer than %d", y, x);
		c = loud_dfs(a, quiet, ans, y, x, (long)a->edge[k], gn, tr);
		if (quiet[c] < quiet[ans[x]]) {
			ans[x] = c;
			trace_node(tr, TR_ASSIGN, x, c, "quietest for %d: %d (quiet %lld), via %d",
				   x, c, (long long)quiet[c], y);
		}
	}
	if (x < gn) {
		trace_node(tr, TR_POP, x, 0, "%d done: answer %d", x, ans[x]);
		trace_node(tr, TR_SETTLE, x, 0, NULL);
	}
	return ans[x];
}

int lc_solve_851(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	size_t n;
	int64_t *quiet = lc_qints(p, "quiet", &n);
	int *ans;
	struct lc_adj a;
	cJSON *out;

	if (!quiet)
		return lc_fail(err, "lc851: query.quiet must be a list of integers");
	lc_adj_build(&a, p->graph, (int)n, LC_IN);
	ans = xmalloc((n + 1) * sizeof *ans);
	for (size_t i = 0; i < n; i++)
		ans[i] = -1;
	trace_set_algorithm(tr, "memoised DFS to the richer", TRACE_STACK);
	trace_set_value_name(tr, "quietest");
	for (size_t i = 0; i < n; i++)
		loud_dfs(&a, quiet, ans, (int)i, -1, -1, p->graph->n, tr);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, (int64_t)n, 0, ans, n, NULL, 0,
		   "the quietest richer-or-equal person of all %zu", n);
	out = lc_intv_array(ans, n);
	free(ans);
	free(quiet);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* Nodes 0..n-1 without in-edges, ascending. */
static int sources(const struct problem *p, int **src, struct trace *tr)
{
	const struct graph *g = p->graph;
	int n = (int)lc_qint(p, "n", g->n), k = 0;
	char *has = xcalloc((size_t)n + 1, 1);

	trace_set_algorithm(tr, "in-degree scan", TRACE_QUEUE);
	for (size_t e = 0; e < g->m; e++)
		if (g->ev[e] < n) {
			if (!has[g->ev[e]])
				trace_edge(tr, TR_EXAMINE, g->eu[e], g->ev[e], (long)e, 0,
					   "edge %d->%d: %d has an edge in", g->eu[e], g->ev[e],
					   g->ev[e]);
			has[g->ev[e]] = 1;
		}
	*src = xmalloc(((size_t)n + 1) * sizeof **src);
	for (int v = 0; v < n; v++)
		if (!has[v]) {
			(*src)[k++] = v;
			trace_node(tr, TR_OUTPUT, v, k - 1, "%d has no edge in", v);
		}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, *src, (size_t)k, NULL, 0,
		   "%d node%s without an edge in", k, k == 1 ? "" : "s");
	free(has);
	return k;
}

int lc_solve_1557(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *src, k = sources(p, &src, tr);
	cJSON *out = lc_intv_array(src, (size_t)k);

	if (lc_require_dag(p, (int)lc_qint(p, "n", p->graph->n), err)) {
		cJSON_Delete(out);
		free(src);
		return -1;
	}
	(void)err;
	free(src);
	return lc_answer(answer, out);
}

int lc_solve_2924(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *src, k = sources(p, &src, tr), champ = k == 1 ? src[0] : -1;

	if (lc_require_dag(p, (int)lc_qint(p, "n", p->graph->n), err)) {
		free(src);
		return -1;
	}
	(void)err;
	free(src);
	return lc_answer_int(answer, champ);
}
