/* lc-undir.c - undirected problems on whole graphs: bridges (1192),
 * components (1319, 2316, 2685), degrees (1615, 1782, 2285, 2508), trios
 * (1761), bipartite layering (2493), node sequences (2242). See lc.h. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static int components(const struct graph *g, int n, struct lc_dsu *d, struct trace *tr);

/* n for a problem: the query's "n", or the graph's node count; at least
 * the graph's node count so every edge has its ends. */
static int nodes_of(const struct problem *p)
{
	long n = lc_qint(p, "n", p->graph->n);
	return n > p->graph->n ? (int)n : p->graph->n;
}

int lc_solve_1192(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = g->n, timer = 0, *disc, *low, *stack, *pe, top;
	struct lc_adj a;
	size_t *it;
	cJSON *out = cJSON_CreateArray();

	(void)err;
	{
		struct lc_dsu d;
		int c = components(g, n, &d, NULL);
		lc_dsu_free(&d);
		if (c != 1) {
			cJSON_Delete(out);
			return lc_fail(err, "lc1192: off-spec input: the network is not connected "
					    "(%d components)", c);
		}
	}
	lc_adj_build(&a, g, n, LC_BOTH);
	disc = xcalloc((size_t)n + 1, sizeof *disc);
	low = xcalloc((size_t)n + 1, sizeof *low);
	stack = xmalloc(((size_t)n + 1) * sizeof *stack);
	pe = xmalloc(((size_t)n + 1) * sizeof *pe);
	it = xmalloc(((size_t)n + 1) * sizeof *it);
	/* Tarjan's bridges, iterative; the tree edge is skipped by index so
	 * parallel edges are never bridges */
	trace_set_algorithm(tr, "Tarjan's bridges (DFS)", TRACE_STACK);
	trace_set_value_name(tr, "low");
	for (int s = 0; s < n; s++) {
		if (disc[s])
			continue;
		top = 0;
		stack[top++] = s;
		pe[s] = -1;
		disc[s] = low[s] = ++timer;
		it[s] = a.off[s];
		trace_node(tr, TR_DISCOVER, s, 0, "start at %d: disc %d", s, disc[s]);
		trace_node(tr, TR_PUSH, s, 0, "push %d", s);
		trace_node(tr, TR_ASSIGN, s, low[s], "low[%d] = %d", s, low[s]);
		while (top) {
			int u = stack[top - 1];
			if (it[u] < a.off[u + 1]) {
				size_t k = it[u]++;
				int v = a.to[k];
				long e = (long)a.edge[k];
				if (e == pe[u])
					continue;
				if (disc[v]) {
					trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: back to %d (disc %d)",
						   u, v, v, disc[v]);
					if (disc[v] < low[u]) {
						low[u] = disc[v];
						trace_node(tr, TR_ASSIGN, u, low[u], "low[%d] = %d", u, low[u]);
					}
					continue;
				}
				disc[v] = low[v] = ++timer;
				pe[v] = (int)a.edge[k];
				it[v] = a.off[v];
				stack[top++] = v;
				trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d is new", u, v, v);
				trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0,
					   "discover %d from %d: disc %d", v, u, disc[v]);
				trace_node(tr, TR_PUSH, v, 0, "push %d", v);
				trace_node(tr, TR_ASSIGN, v, low[v], "low[%d] = %d", v, low[v]);
				continue;
			}
			top--;
			trace_node(tr, TR_POP, u, 0, "%d has no more edges: pop it", u);
			trace_node(tr, TR_SETTLE, u, 0, NULL);
			if (top) {
				int par = stack[top - 1];
				if (low[u] < low[par]) {
					low[par] = low[u];
					trace_node(tr, TR_ASSIGN, par, low[par], "low[%d] = %d, from %d",
						   par, low[par], u);
				}
				if (low[u] > disc[par]) {
					int pr[2] = { g->eu[pe[u]], g->ev[pe[u]] };
					cJSON_AddItemToArray(out, lc_intv_array(pr, 2));
					trace_edge(tr, TR_NOTE, par, u, pe[u], 0,
						   "low[%d] = %d > disc[%d] = %d: %d-%d is a bridge", u,
						   low[u], par, disc[par], par, u);
				}
			}
		}
	}
	trace_node(tr, TR_ANSWER, -1, cJSON_GetArraySize(out), "%d bridge%s",
		   cJSON_GetArraySize(out), cJSON_GetArraySize(out) == 1 ? "" : "s");
	free(disc);
	free(low);
	free(stack);
	free(pe);
	free(it);
	lc_adj_free(&a);
	return lc_answer(answer, out);
}

/* Components of nodes 0..n-1: dsu filled; returns their count. */
static int components(const struct graph *g, int n, struct lc_dsu *d, struct trace *tr)
{
	int c = n;

	lc_dsu_init(d, n);
	trace_set_algorithm(tr, "union-find", TRACE_QUEUE);
	trace_note(tr, "%d nodes, each its own component", n);
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] < n && g->ev[e] < n)
			lc_dsu_union_traced(d, g->eu[e], g->ev[e], (long)e, &c, tr);
	return c;
}

int lc_solve_1319(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = nodes_of(p), c;
	struct lc_dsu d;

	(void)err;
	if ((long)p->graph->m < (long)lc_qint(p, "n", n) - 1) {
		trace_node(tr, TR_ANSWER, -1, -1, "%zu cables cannot join %ld computers: -1",
			   p->graph->m, lc_qint(p, "n", n));
		return lc_answer_int(answer, -1);
	}
	c = components(p->graph, (int)lc_qint(p, "n", n), &d, tr);
	lc_dsu_free(&d);
	trace_node(tr, TR_ANSWER, -1, c - 1, "%d components: %d cables to move", c, c - 1);
	return lc_answer_int(answer, c - 1);
}

int lc_solve_2316(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = nodes_of(p);
	int64_t pairs = 0;
	struct lc_dsu d;

	(void)err;
	components(p->graph, n, &d, tr);
	for (int v = 0; v < n; v++)
		if (lc_dsu_find(&d, v) == v) {
			pairs += (int64_t)d.size[v] * (n - d.size[v]);
			trace_node(tr, TR_NOTE, v, 0, "component of %d: %d nodes, %d outside", v,
				   d.size[v], n - d.size[v]);
		}
	trace_node(tr, TR_ANSWER, -1, pairs / 2, "%lld unreachable pairs",
		   (long long)(pairs / 2));
	lc_dsu_free(&d);
	return lc_answer_int(answer, pairs / 2);
}

int lc_solve_2685(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = nodes_of(p), complete = 0;
	int64_t *edges = xcalloc((size_t)n + 1, sizeof *edges);
	struct lc_dsu d;

	(void)err;
	components(g, n, &d, tr);
	for (size_t e = 0; e < g->m; e++)
		edges[lc_dsu_find(&d, g->eu[e])]++;
	for (int v = 0; v < n; v++)
		if (lc_dsu_find(&d, v) == v) {
			bool full = edges[v] == (int64_t)d.size[v] * (d.size[v] - 1) / 2;
			complete += full;
			trace_node(tr, TR_NOTE, v, 0, "component of %d: %d nodes, %lld edges%s", v,
				   d.size[v], (long long)edges[v], full ? ": complete" : "");
		}
	trace_node(tr, TR_ANSWER, -1, complete, "%d complete component%s", complete,
		   complete == 1 ? "" : "s");
	free(edges);
	lc_dsu_free(&d);
	return lc_answer_int(answer, complete);
}

/* Degrees and an adjacency count matrix over nodes 0..n-1 (edges with an
 * end outside are left out); traced as one TR_EXAMINE per edge counted. */
static void degrees(const struct graph *g, int n, int64_t *deg, int *mat, struct trace *tr)
{
	trace_set_algorithm(tr, "degree count", TRACE_QUEUE);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (u >= n || v >= n)
			continue;
		deg[u]++;
		deg[v]++;
		trace_edge(tr, TR_EXAMINE, u, v, (long)e, 0, "edge %d-%d: deg[%d] = %lld, deg[%d] = %lld",
			   u, v, u, (long long)deg[u], v, (long long)deg[v]);
		if (mat) {
			mat[(size_t)u * n + v]++;
			if (u != v)
				mat[(size_t)v * n + u]++;
		}
	}
}

int lc_solve_1615(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = nodes_of(p), *mat = xcalloc((size_t)n * n + 1, sizeof *mat);
	int64_t *deg = xcalloc((size_t)n + 1, sizeof *deg), best = 0;

	(void)err;
	degrees(p->graph, n, deg, mat, tr);
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++) {
			int64_t r = deg[a] + deg[b] - (mat[(size_t)a * n + b] > 0);
			if (r > best) {
				int pair[2] = { a, b };
				best = r;
				trace_emit(tr, TR_BEST, -1, -1, -1, r, 0, pair, 2, NULL, 0,
					   "rank of %d and %d: %lld + %lld%s = %lld, the best so far", a,
					   b, (long long)deg[a], (long long)deg[b],
					   mat[(size_t)a * n + b] ? " - 1 (joined)" : "", (long long)r);
			}
		}
	trace_node(tr, TR_ANSWER, -1, best, "maximal network rank %lld", (long long)best);
	free(mat);
	free(deg);
	return lc_answer_int(answer, best);
}

int lc_solve_1761(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int n = nodes_of(p), *mat = xcalloc((size_t)n * n + 1, sizeof *mat);
	int64_t *deg = xcalloc((size_t)n + 1, sizeof *deg), best = -1;

	(void)err;
	degrees(g, n, deg, mat, tr);
	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++) {
			if (!mat[(size_t)u * n + v])
				continue;
			for (int w = v + 1; w < n; w++)
				if (mat[(size_t)u * n + w] && mat[(size_t)v * n + w]) {
					int64_t d = deg[u] + deg[v] + deg[w] - 6;
					if (best < 0 || d < best) {
						int trio[3] = { u, v, w };
						best = d;
						trace_emit(tr, TR_BEST, -1, -1, -1, d, 0, trio, 3, NULL,
							   0, "trio %d %d %d: degree %lld, the least so far",
							   u, v, w, (long long)d);
					}
				}
		}
	if (best < 0)
		trace_node(tr, TR_ANSWER, -1, best, "no trio: -1");
	else
		trace_node(tr, TR_ANSWER, -1, best, "minimum trio degree %lld", (long long)best);
	free(mat);
	free(deg);
	return lc_answer_int(answer, best);
}

/* Does an edge touch node 0 (off-spec in a 1..n problem)? */
static bool uses_node0(const struct graph *g)
{
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] == 0 || g->ev[e] == 0)
			return true;
	return false;
}

int lc_solve_1782(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	/* LeetCode numbers nodes 1..n. GraphEval's graphs use 0..n-1 (off-spec),
	 * and its labels count the pairs of all n+1 slots 0..n: node 0 is one
	 * more node when an edge uses it, as a solver over 1..n that keeps
	 * every edge's degree would see it */
	long qn = lc_qint(p, "n", p->graph->n);
	int n = qn + 1 > p->graph->n ? (int)qn + 1 : p->graph->n;
	int *mat = xcalloc((size_t)n * n + 1, sizeof *mat);
	int64_t *deg = xcalloc((size_t)n + 1, sizeof *deg), *qs;
	int first = uses_node0(p->graph) ? 0 : 1;
	size_t nq;
	cJSON *out;

	qs = lc_qints(p, "queries", &nq);
	if (!qs) {
		free(mat);
		free(deg);
		return lc_fail(err, "lc1782: query.queries must be a list of integers");
	}
	degrees(p->graph, n, deg, mat, tr);
	out = cJSON_CreateArray();
	for (size_t j = 0; j < nq; j++) {
		int64_t cnt = 0;
		for (int a = first; a < n; a++)
			for (int b = a + 1; b < n; b++)
				cnt += deg[a] + deg[b] - mat[(size_t)a * n + b] > qs[j];
		cJSON_AddItemToArray(out, cJSON_CreateNumber((double)cnt));
		trace_note(tr, "query %zu: %lld pairs with incident(a, b) > %lld", j,
			   (long long)cnt, (long long)qs[j]);
	}
	trace_node(tr, TR_ANSWER, -1, (int64_t)nq, "%zu quer%s answered", nq,
		   nq == 1 ? "y" : "ies");
	free(qs);
	free(mat);
	free(deg);
	return lc_answer(answer, out);
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return (x > y) - (x < y);
}

int lc_solve_2285(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = nodes_of(p);
	int64_t *deg = xcalloc((size_t)n + 1, sizeof *deg), total = 0;

	(void)err;
	degrees(p->graph, n, deg, NULL, tr);
	qsort(deg, (size_t)n, sizeof *deg, cmp_i64);
	trace_note(tr, "degrees sorted: the i-th smallest gets value i");
	for (int i = 0; i < n; i++)
		total += deg[i] * (i + 1);
	trace_node(tr, TR_ANSWER, -1, total, "total importance %lld", (long long)total);
	free(deg);
	return lc_answer_int(answer, total);
}

int lc_solve_2508(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = nodes_of(p) + 1, *mat = xcalloc((size_t)n * n + 1, sizeof *mat), odd[4], k = 0;
	int64_t *deg = xcalloc((size_t)n + 1, sizeof *deg);
	bool ok = false;

	(void)err;
	degrees(p->graph, n, deg, mat, tr);
	for (int v = 0; v < n && k <= 4; v++)
		if (deg[v] % 2) {
			if (k < 4)
				odd[k] = v;
			k++;
		}
#define FREE(a, b) (!mat[(size_t)(a) * n + (b)])
	if (k == 0) {
		ok = true;
	} else if (k == 2) {
		ok = FREE(odd[0], odd[1]);
		/* or both to a third node (LeetCode's nodes are 1..n) */
		for (int c = 1; c < n && !ok; c++)
			if (c != odd[0] && c != odd[1] && FREE(odd[0], c) && FREE(odd[1], c))
				ok = true;
	} else if (k == 4) {
		ok = (FREE(odd[0], odd[1]) && FREE(odd[2], odd[3])) ||
		     (FREE(odd[0], odd[2]) && FREE(odd[1], odd[3])) ||
		     (FREE(odd[0], odd[3]) && FREE(odd[1], odd[2]));
	}
#undef FREE
	trace_node(tr, TR_ANSWER, -1, ok, "%s%d node%s of odd degree: %s", k > 4 ? "over " : "",
		   k > 4 ? 4 : k, k == 1 ? "" : "s",
		   ok ? "at most two new edges make every degree even" : "impossible");
	free(mat);
	free(deg);
	return lc_answer_bool(answer, ok);
}

/* Nodes are 1..n (slot 0 is no node): groups are counted over the BFS
 * layers from each of 1..n; node 0 counts only when an edge (off-spec
 * input) joins it to them, as one more vertex, as LeetCode's solutions do. */
int lc_solve_2493(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	long qn = lc_qint(p, "n", g->n);
	int n = qn + 1 > g->n ? (int)qn + 1 : g->n, *dist, *queue, *best;
	struct lc_adj a;
	struct lc_dsu d;
	int64_t total = 0;
	bool bad = false;
	char *shown;

	(void)err;
	lc_adj_build(&a, g, n, LC_BOTH);
	components(g, n, &d, NULL);
	dist = xmalloc(((size_t)n + 1) * sizeof *dist);
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	best = xcalloc((size_t)n + 1, sizeof *best);
	/* the trace shows each component's first BFS step by step (their
	 * trees are disjoint) and the depth every other BFS reaches */
	shown = xcalloc((size_t)n + 1, 1);
	trace_set_algorithm(tr, "BFS from every node", TRACE_QUEUE);
	trace_set_value_name(tr, "groups");
	/* BFS from every node: the layers are the groups; an edge inside a
	 * layer means an odd cycle, and then no division exists */
	for (int s = 1; s <= qn && !bad; s++) {
		int head = 0, tail = 0, depth = 1;
		bool show = !shown[lc_dsu_find(&d, s)] && s < g->n;
		shown[lc_dsu_find(&d, s)] = 1;
		for (int v = 0; v < n; v++)
			dist[v] = 0;
		dist[s] = 1;
		queue[tail++] = s;
		if (show) {
			trace_node(tr, TR_DISCOVER, s, 0, "BFS from %d: group 1", s);
			trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d", s);
		}
		while (head < tail && !bad) {
			int u = queue[head++];
			if (show)
				trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d (group %d)", u, dist[u]);
			for (size_t k = a.off[u]; k < a.off[u + 1]; k++) {
				int v = a.to[k];
				long e = (long)a.edge[k];
				if (!dist[v]) {
					dist[v] = dist[u] + 1;
					if (dist[v] > depth)
						depth = dist[v];
					queue[tail++] = v;
					if (show) {
						trace_edge(tr, TR_EXAMINE, u, v, e, 0,
							   "edge %d-%d: %d is new", u, v, v);
						trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0,
							   NULL, 0, "discover %d from %d: group %d", v,
							   u, dist[v]);
						trace_node(tr, TR_ENQUEUE, v, 0, "enqueue %d", v);
					}
				} else if (dist[v] == dist[u]) {
					bad = true;
					trace_edge(tr, TR_EXAMINE, u, v, e, 0,
						   "BFS from %d: edge %d-%d inside group %d, an odd "
						   "cycle", s, u, v, dist[u]);
				} else if (show) {
					trace_edge(tr, TR_EXAMINE, u, v, e, 0,
						   "edge %d-%d: %d is in group %d", u, v, v, dist[v]);
				}
			}
			if (show && !bad)
				trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
		}
		if (!bad)
			trace_node(tr, TR_ASSIGN, s, depth, "BFS from %d: %d group%s", s, depth,
				   depth == 1 ? "" : "s");
		if (depth > best[lc_dsu_find(&d, s)])
			best[lc_dsu_find(&d, s)] = depth;
	}
	for (int v = 0; v < n && !bad; v++)
		if (lc_dsu_find(&d, v) == v) {
			total += best[v];
			if (best[v])
				trace_node(tr, TR_NOTE, v, best[v],
					   "component of %d: at most %d groups", v, best[v]);
		}
	if (bad)
		trace_node(tr, TR_ANSWER, -1, -1, "an odd cycle: no division, -1");
	else
		trace_node(tr, TR_ANSWER, -1, total, "%lld groups in all", (long long)total);
	free(shown);
	free(dist);
	free(queue);
	free(best);
	lc_dsu_free(&d);
	lc_adj_free(&a);
	return lc_answer_int(answer, bad ? -1 : total);
}

int lc_solve_2242(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	size_t ns;
	int64_t *sc = lc_qints(p, "scores", &ns), best = -1;
	int n = (int)ns, (*top)[3];

	if (!sc)
		return lc_fail(err, "lc2242: query.scores must be a list of integers");
	trace_set_algorithm(tr, "middle edge + best three neighbours", TRACE_QUEUE);
	/* each node's three best-scoring neighbours are enough */
	top = xmalloc(((size_t)n + 1) * sizeof *top);
	for (int v = 0; v < n; v++)
		top[v][0] = top[v][1] = top[v][2] = -1;
	for (size_t e = 0; e < g->m; e++)
		for (int side = 0; side < 2; side++) {
			int u = side ? g->ev[e] : g->eu[e], v = side ? g->eu[e] : g->ev[e];
			if (u >= n || v >= n)
				continue;
			for (int i = 0; i < 3; i++) {
				if (top[u][i] == v)
					break;
				if (top[u][i] < 0 || sc[v] > sc[top[u][i]]) {
					for (int j = 2; j > i; j--)
						top[u][j] = top[u][j - 1];
					top[u][i] = v;
					break;
				}
			}
		}
	trace_note(tr, "each node keeps its three best-scoring neighbours");
	for (size_t e = 0; e < g->m; e++) {
		int a = g->eu[e], b = g->ev[e];
		if (a >= n || b >= n || a == b)
			continue;
		trace_edge(tr, TR_EXAMINE, a, b, (long)e, 0,
			   "middle edge %d-%d: try their best neighbours at the ends", a, b);
		for (int i = 0; i < 3; i++)
			for (int j = 0; j < 3; j++) {
				int c = top[a][i], dd = top[b][j];
				if (c < 0 || dd < 0 || c == b || dd == a || c == dd)
					continue;
				if (sc[a] + sc[b] + sc[c] + sc[dd] > best) {
					int seq[4] = { c, a, b, dd };
					best = sc[a] + sc[b] + sc[c] + sc[dd];
					trace_emit(tr, TR_BEST, -1, -1, -1, best, 0, seq, 4, NULL, 0,
						   "%d %d %d %d: score %lld, the best so far", c, a,
						   b, dd, (long long)best);
				}
			}
	}
	if (best < 0)
		trace_node(tr, TR_ANSWER, -1, best, "no valid sequence of four: -1");
	else
		trace_node(tr, TR_ANSWER, -1, best, "maximum score %lld", (long long)best);
	free(top);
	free(sc);
	return lc_answer_int(answer, best);
}
