/* lc-dir.c - more directed problems: network delay (743), all paths (797),
 * safe states (802), town judge (997), Eulerian arrangement (2097),
 * increasing grid paths (2328), tree reconstruction (1719), path existence
 * (1971, which GraphEval files under both directions). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
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

	if (n < 1 || k < 1 || k > n)
		return lc_fail(err, "lc743: need 1 <= k <= n (n %ld, k %ld)", n, k);
	dist = xmalloc((size_t)size * sizeof *dist);
	done = xcalloc((size_t)size, 1);
	for (long i = 0; i < size; i++)
		dist[i] = INT64_MAX;
	dist[k] = 0;
	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	trace_node(tr, TR_SET_DIST, (int)k, 0, "dist[%ld] = 0: the signal starts at %ld", k, k);
	trace_node(tr, TR_ENQUEUE, (int)k, 0, "enqueue %ld with time 0", k);
	/* Dijkstra on nodes 1..n, quadratic: these graphs are small */
	for (;;) {
		long u = -1;
		for (long i = 1; i <= n; i++)
			if (!done[i] && dist[i] != INT64_MAX && (u < 0 || dist[i] < dist[u]))
				u = i;
		if (u < 0)
			break;
		done[u] = 1;
		trace_node(tr, TR_DEQUEUE, (int)u, dist[u], "take %ld, the closest open node (%lld)",
			   u, (long long)dist[u]);
		trace_node(tr, TR_SETTLE, (int)u, dist[u], "dist[%ld] = %lld is final", u,
			   (long long)dist[u]);
		if (u >= g->n)
			continue;
		for (size_t q = g->off[u]; q < g->off[u + 1]; q++) {
			int v = g->nbr[q];
			long e = (long)g->nbr_edge[q];
			int64_t w = g->ew ? g->ew[e] : 1;
			if (v > n)
				continue;
			if (done[v]) {
				trace_edge(tr, TR_EXAMINE, (int)u, v, e, w,
					   "edge %ld->%d (%lld): %d is settled", u, v, (long long)w, v);
			} else if (dist[u] + w < dist[v]) {
				trace_edge(tr, TR_EXAMINE, (int)u, v, e, w, "edge %ld->%d (%lld)", u, v,
					   (long long)w);
				if (dist[v] == INT64_MAX)
					trace_emit(tr, TR_RELAX, (int)u, v, e, dist[u] + w, TRACE_INF,
						   NULL, 0, NULL, 0,
						   "relax %ld->%d: dist[%d] inf -> %lld via %ld", u, v, v,
						   (long long)(dist[u] + w), u);
				else
					trace_emit(tr, TR_RELAX, (int)u, v, e, dist[u] + w, dist[v],
						   NULL, 0, NULL, 0,
						   "relax %ld->%d: dist[%d] %lld -> %lld via %ld", u, v,
						   v, (long long)dist[v], (long long)(dist[u] + w), u);
				trace_node(tr, TR_ENQUEUE, v, dist[u] + w, NULL);
				dist[v] = dist[u] + w;
			} else {
				trace_edge(tr, TR_EXAMINE, (int)u, v, e, w,
					   "edge %ld->%d (%lld): %lld is no better than %lld", u, v,
					   (long long)w, (long long)(dist[u] + w), (long long)dist[v]);
			}
		}
	}
	for (long i = 1; i <= n; i++) {
		if (dist[i] == INT64_MAX) {
			best = -1;
			trace_node(tr, TR_ANSWER, (int)i, -1, "%ld is never reached: -1", i);
			break;
		}
		if (dist[i] > best)
			best = dist[i];
	}
	if (best >= 0)
		trace_node(tr, TR_ANSWER, -1, best, "every node has the signal after %lld",
			   (long long)best);
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
	trace_set_algorithm(tr, "DFS (every path)", TRACE_STACK);
	trace_node(tr, TR_EXTEND, 0, 0, "start at 0; every path to %d is an answer", n - 1);
	if (n == 1)
		cJSON_AddItemToArray(out, lc_intv_array(path, 1));
	while (depth > 0) {
		int u = path[depth - 1];
		if ((size_t)stack_it[depth - 1] == g->off[u + 1] || depth > n) {
			depth--;
			trace_node(tr, TR_BACKTRACK, u, 0, "%d has no more edges: back up", u);
			continue;
		}
		long e = (long)g->nbr_edge[stack_it[depth - 1]];
		int v = g->nbr[stack_it[depth - 1]++];
		path[depth] = v;
		trace_edge(tr, TR_EXTEND, v, u, e, 0, "go %d->%d", u, v);
		if (v == n - 1) {
			trace_emit(tr, TR_FOUND, v, -1, -1, (int64_t)count + 1, 0, path,
				   (size_t)depth + 1, NULL, 0, "path %zu reaches %d", count + 1, v);
			trace_node(tr, TR_BACKTRACK, v, 0, "back from %d", v);
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
	trace_node(tr, TR_ANSWER, -1, (int64_t)count, "%zu path%s from 0 to %d", count,
		   count == 1 ? "" : "s", n - 1);
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

	(void)err;
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	trace_set_algorithm(tr, "Kahn, backwards", TRACE_QUEUE);
	trace_set_value_name(tr, "outdeg");
	for (int v = 0; v < n; v++)
		if (!(outdeg[v] = (int)graph_degree(g, v))) {
			queue[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "%d is terminal: enqueue it", v);
		} else {
			trace_node(tr, TR_ASSIGN, v, outdeg[v], "%d has %d edge%s out", v, outdeg[v],
				   outdeg[v] == 1 ? "" : "s");
		}
	/* peel terminal nodes backwards: safe once every out-edge is safe */
	while (head < tail) {
		int v = queue[head++];
		ok[v] = 1;
		trace_node(tr, TR_DEQUEUE, v, 0, "dequeue %d", v);
		trace_node(tr, TR_SETTLE, v, 0, "%d is safe", v);
		for (size_t q = g->in_off[v]; q < g->in_off[v + 1]; q++) {
			int u = g->in_nbr[q];
			--outdeg[u];
			trace_edge(tr, TR_EXAMINE, u, v, (long)g->in_edge[q], 0, "edge %d->%d", u, v);
			trace_node(tr, TR_ASSIGN, u, outdeg[u], "%d has %d unsafe edge%s left", u,
				   outdeg[u], outdeg[u] == 1 ? "" : "s");
			if (outdeg[u] == 0) {
				queue[tail++] = u;
				trace_node(tr, TR_ENQUEUE, u, 0, "every edge of %d leads to safety: "
					   "enqueue it", u);
			}
		}
	}
	safe = xmalloc(((size_t)n + 1) * sizeof *safe);
	for (int v = 0; v < n; v++)
		if (ok[v])
			safe[k++] = v;
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, safe, (size_t)k, NULL, 0,
		   "%d safe node%s; the others reach a cycle", k, k == 1 ? "" : "s");
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

	(void)err;
	trace_set_algorithm(tr, "trust balance", TRACE_QUEUE);
	trace_set_value_name(tr, "trusted-trusts");
	for (size_t e = 0; e < g->m; e++) {
		bal[g->eu[e]]--;
		bal[g->ev[e]]++;
		trace_edge(tr, TR_EXAMINE, g->eu[e], g->ev[e], (long)e, 0,
			   "%d trusts %d: balance %d %ld, %d %ld", g->eu[e], g->ev[e], g->eu[e],
			   bal[g->eu[e]], g->ev[e], bal[g->ev[e]]);
	}
	/* people are 1..n: trusted by the n-1 others, trusting nobody */
	for (long i = 1; i <= n; i++)
		if (bal[i])
			trace_node(tr, TR_ASSIGN, (int)i, bal[i], "%ld: balance %ld", i, bal[i]);
	for (long i = 1; i <= n && judge < 0; i++)
		if (bal[i] == n - 1)
			judge = i;
	if (judge > 0)
		trace_node(tr, TR_ANSWER, (int)judge, judge,
			   "%ld: trusted by the %ld others, trusting nobody", judge, n - 1);
	else
		trace_node(tr, TR_ANSWER, -1, -1, "nobody has balance n - 1 = %ld: no judge",
			   n - 1);
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
	trace_set_algorithm(tr, "Hierholzer", TRACE_STACK);
	stack[top++] = start;
	trace_node(tr, TR_EXTEND, start, 0, "start at %d (%s)", start,
		   bal[start] == 1 ? "one more pair out than in" : "every balance is 0");
	while (top) {
		int u = stack[top - 1];
		if (it[u] < g->off[u + 1]) {
			size_t q = it[u]++;
			stack[top++] = g->nbr[q];
			estack[etop++] = g->nbr_edge[q];
			trace_edge(tr, TR_EXAMINE, u, g->nbr[q], (long)g->nbr_edge[q], 0,
				   "take the unused pair %d->%d", u, g->nbr[q]);
			trace_node(tr, TR_EXTEND, g->nbr[q], 0, "walk on to %d", g->nbr[q]);
		} else {
			top--;
			if (etop && top) {
				trail[nt++] = estack[--etop];
				trace_node(tr, TR_BACKTRACK, u, 0,
					   "%d has no unused pair: %d->%d goes before the pairs "
					   "placed so far", u, g->eu[trail[nt - 1]],
					   g->ev[trail[nt - 1]]);
			} else {
				trace_node(tr, TR_BACKTRACK, u, 0, "%d has no unused pair", u);
			}
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
	trace_node(tr, TR_ANSWER, -1, (int64_t)nt, "all %zu pairs arranged", nt);
	return lc_answer(answer, out);
}

int lc_solve_2328(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	const int64_t mod = 1000000007;
	int n = g->n, *order = xmalloc(((size_t)n + 1) * sizeof *order), head = 0, tail = 0;
	int *indeg = xcalloc((size_t)n + 1, sizeof *indeg);
	int64_t *cnt = xmalloc(((size_t)n + 1) * sizeof *cnt), total = 0;

	/* each cell starts a path of one; steps go to strictly larger cells, so
	 * count paths ending at each cell in topological order */
	trace_set_algorithm(tr, "Kahn, counting paths", TRACE_QUEUE);
	trace_set_value_name(tr, "paths");
	trace_note(tr, "each of the %d cells ends one path of its own", n);
	for (size_t e = 0; e < g->m; e++)
		indeg[g->ev[e]]++;
	for (int v = 0; v < n; v++) {
		cnt[v] = 1;
		if (!indeg[v]) {
			order[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "%d has no smaller neighbour: enqueue it", v);
		}
	}
	while (head < tail) {
		int u = order[head++];
		total = (total + cnt[u]) % mod;
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d", u);
		trace_node(tr, TR_OUTPUT, u, cnt[u], "%lld paths end at %d: %lld in all",
			   (long long)cnt[u], u, (long long)total);
		for (size_t q = g->off[u]; q < g->off[u + 1]; q++) {
			int v = g->nbr[q];
			cnt[v] = (cnt[v] + cnt[u]) % mod;
			trace_edge(tr, TR_EXAMINE, u, v, (long)g->nbr_edge[q], 0,
				   "step %d->%d: %d's paths go on to %d", u, v, u, v);
			trace_node(tr, TR_ASSIGN, v, cnt[v], "paths[%d] = %lld", v, (long long)cnt[v]);
			if (--indeg[v] == 0) {
				order[tail++] = v;
				trace_node(tr, TR_ENQUEUE, v, 0, "%d has all its smaller neighbours: "
					   "enqueue it", v);
			}
		}
		trace_node(tr, TR_SETTLE, u, 0, NULL);
	}
	free(order);
	free(indeg);
	free(cnt);
	if (tail != n)
		return lc_fail(err, "lc2328: the steps form a cycle, so they are not increasing");
	trace_node(tr, TR_ANSWER, -1, total, "%lld increasing paths", (long long)total);
	return lc_answer_int(answer, total);
}

int lc_solve_1719(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, nodes = 0, ways = 1;
	char *adj = xcalloc((size_t)n * (size_t)n + 1, 1), *in = xcalloc((size_t)n + 1, 1);
	int *deg = xcalloc((size_t)n + 1, sizeof *deg);

	(void)err;
	trace_set_algorithm(tr, "parent by degree", TRACE_QUEUE);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (u == v || adj[(size_t)u * n + v]) {
			trace_edge(tr, TR_EXAMINE, u, v, (long)e, 0,
				   "pair %d-%d: %s, not counted", u, v,
				   u == v ? "a node with itself" : "seen already");
			continue;
		}
		adj[(size_t)u * n + v] = adj[(size_t)v * n + u] = 1;
		deg[u]++;
		deg[v]++;
		in[u] = in[v] = 1;
		trace_edge(tr, TR_EXAMINE, u, v, (long)e, 0,
			   "pair %d-%d: one is an ancestor of the other; deg[%d] = %d, "
			   "deg[%d] = %d", u, v, u, deg[u], v, deg[v]);
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
			trace_node(tr, TR_NOTE, x, 0, "%d has no neighbour of degree %d or more: %s",
				   x, deg[x], deg[x] == nodes - 1 ? "the root" :
				   "not the root either, as it misses some nodes: no tree");
			continue;
		}
		for (int z = 0; z < n && ways; z++)
			if (z != par && adj[(size_t)x * n + z] && !adj[(size_t)par * n + z]) {
				ways = 0;
				trace_node(tr, TR_NOTE, x, 0, "parent of %d is %d, but %d is paired "
					   "with %d and not with %d: no tree", x, par, z, x, par);
			}
		if (ways)
			trace_node(tr, TR_NOTE, x, 0, "parent of %d: %d (degree %d)%s", x, par,
				   deg[par], deg[par] == deg[x] ? ", which could swap with it" : "");
		if (ways && deg[par] == deg[x])
			ways = 2;
	}
	trace_node(tr, TR_ANSWER, -1, ways, ways == 0 ? "%d: no rooted tree fits the pairs" :
		   ways == 1 ? "%d: exactly one rooted tree" : "%d: more than one rooted tree",
		   ways);
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
	int *queue;
	char *seen;

	if (s < 0 || s >= g->n || t < 0 || t >= g->n)
		return lc_fail(err, "lc1971: source or target out of range");
	lc_adj_build(&a, g, g->n, LC_BOTH);
	queue = xmalloc(((size_t)g->n + 1) * sizeof *queue);
	seen = lc_bfs(&a, (int)s, (int)t, queue, tr);
	{
		bool r = seen[t];
		trace_node(tr, TR_ANSWER, (int)t, r, r ? "reached %ld: a path from %ld exists" :
						       "queue empty: %ld cannot be reached from %ld",
			   t, s);
		free(seen);
		free(queue);
		lc_adj_free(&a);
		return lc_answer_bool(answer, r);
	}
}
