/* lc-dir.c - more directed problems: network delay (743), all paths (797),
 * safe states (802), town judge (997), Eulerian arrangement (2097),
 * increasing grid paths (2328), tree reconstruction (1719), path existence
 * (1971, which GraphEval files under both directions). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int lc_solve_743(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	long n = lc_qint(p, "n", g->n - 1), k = lc_qint(p, "k", 1);
	int64_t *dist, best = 0;
	char *done;
	long size = n >= g->n ? n + 1 : g->n;

	(void)tr;

	if (n < 1 || k < 1 || k > n)
		return lc_fail(err, "lc743: need 1 <= k <= n (n %ld, k %ld)", n, k);
	dist = xmalloc((size_t)size * sizeof *dist);
	done = xcalloc((size_t)size, 1);
	for (long i = 0; i < size; i++)
		dist[i] = INT64_MAX;
	dist[k] = 0;
	/* Dijkstra on nodes 1..n, quadratic: these graphs are small */
	for (;;) {
		long u = -1;
		for (long i = 1; i <= n; i++)
			if (!done[i] && dist[i] != INT64_MAX && (u < 0 || dist[i] < dist[u]))
				u = i;
		if (u < 0)
			break;
		done[u] = 1;
		if (u >= g->n)
			continue;
		for (size_t q = g->off[u]; q < g->off[u + 1]; q++) {
			int v = g->nbr[q];
			int64_t w = g->ew ? g->ew[g->nbr_edge[q]] : 1;
			if (v <= n && dist[u] + w < dist[v])
				dist[v] = dist[u] + w;
		}
	}
	for (long i = 1; i <= n; i++) {
		if (dist[i] == INT64_MAX) {
			best = -1;
			break;
		}
		if (dist[i] > best)
			best = dist[i];
	}
	free(dist);
	free(done);
	return lc_answer_int(answer, best);
}

#define LC797_MAX_PATHS 1000000

int lc_solve_797(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, *path, *stack_it, depth = 0;
	size_t count = 0;
	cJSON *out = cJSON_CreateArray();

	(void)tr;
	if (n == 0)
		return lc_answer(answer, out);
	if (lc_require_dag(p, n, err)) {
		cJSON_Delete(out);
		return -1;
	}
	path = xmalloc(((size_t)n + 1) * sizeof *path);
	stack_it = xmalloc(((size_t)n + 1) * sizeof *stack_it);
	path[0] = 0;
	stack_it[0] = (int)g->off[0];
	depth = 1;
	if (n == 1)
		cJSON_AddItemToArray(out, lc_intv_array(path, 1));
	while (depth > 0) {
		int u = path[depth - 1];
		if ((size_t)stack_it[depth - 1] == g->off[u + 1] || depth > n) {
			depth--;
			continue;
		}
		int v = g->nbr[stack_it[depth - 1]++];
		path[depth] = v;
		if (v == n - 1) {
			cJSON_AddItemToArray(out, lc_intv_array(path, (size_t)depth + 1));
			if (++count > LC797_MAX_PATHS) {
				free(path);
				free(stack_it);
				cJSON_Delete(out);
				return lc_fail(err, "lc797: more than %d paths", LC797_MAX_PATHS);
			}
			continue;
		}
		stack_it[depth] = (int)g->off[v];
		depth++;
	}
	free(path);
	free(stack_it);
	return lc_answer(answer, out);
}

int lc_solve_802(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, *outdeg = xcalloc((size_t)n + 1, sizeof *outdeg), *queue, head = 0,
	    tail = 0, *safe, k = 0;
	char *ok = xcalloc((size_t)n + 1, 1);
	cJSON *out;

	(void)tr;
	(void)err;
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	for (int v = 0; v < n; v++)
		if (!(outdeg[v] = (int)graph_degree(g, v)))
			queue[tail++] = v;
	/* peel terminal nodes backwards: safe once every out-edge is safe */
	while (head < tail) {
		int v = queue[head++];
		ok[v] = 1;
		for (size_t q = g->in_off[v]; q < g->in_off[v + 1]; q++)
			if (--outdeg[g->in_nbr[q]] == 0)
				queue[tail++] = g->in_nbr[q];
	}
	safe = xmalloc(((size_t)n + 1) * sizeof *safe);
	for (int v = 0; v < n; v++)
		if (ok[v])
			safe[k++] = v;
	out = lc_intv_array(safe, (size_t)k);
	free(safe);
	free(queue);
	free(ok);
	free(outdeg);
	return lc_answer(answer, out);
}

int lc_solve_997(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	long n = lc_qint(p, "n", g->n), judge = -1;
	long size = (n > g->n ? n : g->n) + 1, *bal = xcalloc((size_t)size, sizeof *bal);

	(void)tr;
	(void)err;
	for (size_t e = 0; e < g->m; e++) {
		bal[g->eu[e]]--;
		bal[g->ev[e]]++;
	}
	/* people are 1..n: trusted by the n-1 others, trusting nobody */
	for (long i = 1; i <= n && judge < 0; i++)
		if (bal[i] == n - 1)
			judge = i;
	free(bal);
	return lc_answer_int(answer, judge);
}

int lc_solve_2097(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, start = g->m ? g->eu[0] : 0, *stack, top = 0;
	long *bal = xcalloc((size_t)n + 1, sizeof *bal);
	size_t *it = xcalloc((size_t)n + 1, sizeof *it), *estack, etop = 0, *trail, nt = 0;
	cJSON *out;

	(void)tr;
	for (size_t e = 0; e < g->m; e++) {
		bal[g->eu[e]]++;
		bal[g->ev[e]]--;
	}
	for (int v = 0; v < n; v++)
		if (bal[v] == 1) {
			start = v;
			break;
		}
	/* Hierholzer: walk unused out-edges, emit edges as the walk unwinds */
	stack = xmalloc((g->m + 2) * sizeof *stack);
	estack = xmalloc((g->m + 2) * sizeof *estack);
	trail = xmalloc((g->m + 1) * sizeof *trail);
	for (int v = 0; v < n; v++)
		it[v] = g->off[v];
	stack[top++] = start;
	while (top) {
		int u = stack[top - 1];
		if (it[u] < g->off[u + 1]) {
			size_t q = it[u]++;
			stack[top++] = g->nbr[q];
			estack[etop++] = g->nbr_edge[q];
		} else {
			top--;
			if (etop && top)
				trail[nt++] = estack[--etop];
		}
	}
	free(stack);
	free(estack);
	free(it);
	free(bal);
	if (nt != g->m) {
		free(trail);
		return lc_fail(err, "lc2097: the %zu pairs have no valid arrangement", g->m);
	}
	out = cJSON_CreateArray();
	for (size_t i = nt; i-- > 0;) {
		int pr[2] = { g->eu[trail[i]], g->ev[trail[i]] };
		cJSON_AddItemToArray(out, lc_intv_array(pr, 2));
	}
	free(trail);
	{
		/* the unwinding may splice detours wrongly when no trail exists */
		char why[160];
		if (!lc_judge(p, NULL, out, why, sizeof why)) {
			cJSON_Delete(out);
			return lc_fail(err, "lc2097: no valid arrangement (%s)", why);
		}
	}
	return lc_answer(answer, out);
}

int lc_solve_2328(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	const int64_t mod = 1000000007;
	int n = g->n, *order = xmalloc(((size_t)n + 1) * sizeof *order), head = 0, tail = 0;
	int *indeg = xcalloc((size_t)n + 1, sizeof *indeg);
	int64_t *cnt = xmalloc(((size_t)n + 1) * sizeof *cnt), total = 0;

	(void)tr;
	/* each cell starts a path of one; steps go to strictly larger cells, so
	 * count paths ending at each cell in topological order */
	for (size_t e = 0; e < g->m; e++)
		indeg[g->ev[e]]++;
	for (int v = 0; v < n; v++) {
		cnt[v] = 1;
		if (!indeg[v])
			order[tail++] = v;
	}
	while (head < tail) {
		int u = order[head++];
		total = (total + cnt[u]) % mod;
		for (size_t q = g->off[u]; q < g->off[u + 1]; q++) {
			int v = g->nbr[q];
			cnt[v] = (cnt[v] + cnt[u]) % mod;
			if (--indeg[v] == 0)
				order[tail++] = v;
		}
	}
	free(order);
	free(indeg);
	free(cnt);
	if (tail != n)
		return lc_fail(err, "lc2328: the steps form a cycle, so they are not increasing");
	return lc_answer_int(answer, total);
}

int lc_solve_1719(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, nodes = 0, ways = 1;
	char *adj = xcalloc((size_t)n * (size_t)n + 1, 1), *in = xcalloc((size_t)n + 1, 1);
	int *deg = xcalloc((size_t)n + 1, sizeof *deg);

	(void)tr;
	(void)err;
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (u == v || adj[(size_t)u * n + v])
			continue;
		adj[(size_t)u * n + v] = adj[(size_t)v * n + u] = 1;
		deg[u]++;
		deg[v]++;
		in[u] = in[v] = 1;
	}
	for (int v = 0; v < n; v++)
		nodes += in[v];
	/* each node's parent is its neighbour of least degree not below its
	 * own; the node's neighbours must all be the parent's too */
	for (int x = 0; x < n && ways; x++) {
		int par = -1;
		if (!in[x])
			continue;
		for (int y = 0; y < n; y++)
			if (adj[(size_t)x * n + y] && deg[y] >= deg[x] && (par < 0 || deg[y] < deg[par]))
				par = y;
		if (par < 0) {
			if (deg[x] != nodes - 1)
				ways = 0;
			continue;
		}
		for (int z = 0; z < n && ways; z++)
			if (z != par && adj[(size_t)x * n + z] && !adj[(size_t)par * n + z])
				ways = 0;
		if (ways && deg[par] == deg[x])
			ways = 2;
	}
	free(adj);
	free(in);
	free(deg);
	return lc_answer_int(answer, ways);
}

int lc_solve_1971(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	long s = lc_qint(p, "source", 0), t = lc_qint(p, "target", g->n - 1);
	struct lc_adj a;
	int *queue, head = 0, tail = 0;
	char *seen;

	(void)tr;
	if (s < 0 || s >= g->n || t < 0 || t >= g->n)
		return lc_fail(err, "lc1971: source or target out of range");
	lc_adj_build(&a, g, g->n, LC_BOTH);
	queue = xmalloc(((size_t)g->n + 1) * sizeof *queue);
	seen = xcalloc((size_t)g->n + 1, 1);
	seen[s] = 1;
	queue[tail++] = (int)s;
	while (head < tail) {
		int u = queue[head++];
		for (size_t k = a.off[u]; k < a.off[u + 1]; k++)
			if (!seen[a.to[k]]) {
				seen[a.to[k]] = 1;
				queue[tail++] = a.to[k];
			}
	}
	{
		bool r = seen[t];
		free(seen);
		free(queue);
		lc_adj_free(&a);
		return lc_answer_bool(answer, r);
	}
}
