/* lc-course.c - prerequisite problems on directed graphs: course schedules
 * (207, 210, 1462, 2050), ancestors (2192), loud and rich (851), sources
 * (1557, 2924). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Kahn's algorithm over adj (n nodes): order[] gets the nodes taken, in
 * order; returns how many. */
static int kahn(const struct lc_adj *a, int *order)
{
	int n = a->n, head = 0, tail = 0;
	int *indeg = xcalloc((size_t)n + 1, sizeof *indeg);

	for (size_t k = 0; k < a->off[n]; k++)
		indeg[a->to[k]]++;
	for (int v = 0; v < n; v++)
		if (!indeg[v])
			order[tail++] = v;
	while (head < tail) {
		int u = order[head++];
		for (size_t k = a->off[u]; k < a->off[u + 1]; k++)
			if (--indeg[a->to[k]] == 0)
				order[tail++] = a->to[k];
	}
	free(indeg);
	return tail;
}

/* Prerequisite edges [a, b] (b before a), as b -> a. */
static int course_order(const struct problem *p, int **order, int *n)
{
	struct lc_adj a;
	int done;

	*n = (int)lc_qint(p, "n", p->graph->n);
	lc_adj_build(&a, p->graph, *n, LC_IN);
	*n = a.n;
	*order = xmalloc(((size_t)*n + 1) * sizeof **order);
	done = kahn(&a, *order);
	lc_adj_free(&a);
	return done;
}

int lc_solve_207(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *order, n, done = course_order(p, &order, &n);

	(void)tr;
	(void)err;
	free(order);
	return lc_answer_bool(answer, done == n);
}

int lc_solve_210(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *order, n, done = course_order(p, &order, &n);
	cJSON *v = lc_intv_array(order, done == n ? (size_t)n : 0);

	(void)tr;
	(void)err;
	free(order);
	return lc_answer(answer, v);
}

/* Nodes reachable from s in a (s included), as a 0/1 array. */
static char *reach(const struct lc_adj *a, int s, int *queue)
{
	char *seen = xcalloc((size_t)a->n + 1, 1);
	int head = 0, tail = 0;

	seen[s] = 1;
	queue[tail++] = s;
	while (head < tail) {
		int u = queue[head++];
		for (size_t k = a->off[u]; k < a->off[u + 1]; k++)
			if (!seen[a->to[k]]) {
				seen[a->to[k]] = 1;
				queue[tail++] = a->to[k];
			}
	}
	return seen;
}

int lc_solve_1462(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const cJSON *qs = cJSON_GetObjectItemCaseSensitive(p->query, "queries"), *q;
	int n = (int)lc_qint(p, "n", p->graph->n), *queue;
	char **memo;
	struct lc_adj a;
	cJSON *out;

	(void)tr;
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
			if (!memo[u])
				memo[u] = reach(&a, u, queue);
			r = memo[u][v];
		}
		cJSON_AddItemToArray(out, cJSON_CreateBool(r));
	}
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

	(void)tr;
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
	done = kahn(&a, order);
	fin = xcalloc((size_t)a.n + 1, sizeof *fin);
	for (int i = 0; i < done; i++) {
		int u = order[i];
		fin[u] += u >= 1 && u <= n ? t[u - 1] : 0;
		if (fin[u] > best)
			best = fin[u];
		for (size_t k = a.off[u]; k < a.off[u + 1]; k++)
			if (fin[a.to[k]] < fin[u])
				fin[a.to[k]] = fin[u];
	}
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

	(void)tr;
	if (lc_require_dag(p, n, err)) {
		cJSON_Delete(out);
		return -1;
	}
	(void)err;
	lc_adj_build(&a, p->graph, n, LC_IN);
	n = a.n;
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	anc = xmalloc(((size_t)n + 1) * sizeof *anc);
	for (int v = 0; v < n; v++) {
		char *seen = reach(&a, v, queue);
		size_t k = 0;
		for (int u = 0; u < n; u++)
			if (seen[u] && u != v)
				anc[k++] = u;
		cJSON_AddItemToArray(out, lc_intv_array(anc, k));
		free(seen);
	}
	free(anc);
	free(queue);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* LeetCode's memoised DFS: ans[x] = the quietest of x and of everyone
 * richer (edges a -> b: a richer than b), read through in-edges. */
static int loud_dfs(const struct lc_adj *a, const int64_t *quiet, int *ans, int x)
{
	if (ans[x] >= 0)
		return ans[x];
	ans[x] = x;
	for (size_t k = a->off[x]; k < a->off[x + 1]; k++) {
		int c = loud_dfs(a, quiet, ans, a->to[k]);
		if (quiet[c] < quiet[ans[x]])
			ans[x] = c;
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

	(void)tr;
	if (!quiet)
		return lc_fail(err, "lc851: query.quiet must be a list of integers");
	lc_adj_build(&a, p->graph, (int)n, LC_IN);
	ans = xmalloc((n + 1) * sizeof *ans);
	for (size_t i = 0; i < n; i++)
		ans[i] = -1;
	for (size_t i = 0; i < n; i++)
		loud_dfs(&a, quiet, ans, (int)i);
	out = lc_intv_array(ans, n);
	free(ans);
	free(quiet);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* Nodes 0..n-1 without in-edges, ascending. */
static int sources(const struct problem *p, int **src)
{
	int n = (int)lc_qint(p, "n", p->graph->n), k = 0;
	char *has = xcalloc((size_t)n + 1, 1);

	for (size_t e = 0; e < p->graph->m; e++)
		if (p->graph->ev[e] < n)
			has[p->graph->ev[e]] = 1;
	*src = xmalloc(((size_t)n + 1) * sizeof **src);
	for (int v = 0; v < n; v++)
		if (!has[v])
			(*src)[k++] = v;
	free(has);
	return k;
}

int lc_solve_1557(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *src, k = sources(p, &src);
	cJSON *out = lc_intv_array(src, (size_t)k);

	(void)tr;
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
	int *src, k = sources(p, &src), champ = k == 1 ? src[0] : -1;

	(void)tr;
	if (lc_require_dag(p, (int)lc_qint(p, "n", p->graph->n), err)) {
		free(src);
		return -1;
	}
	(void)err;
	free(src);
	return lc_answer_int(answer, champ);
}
