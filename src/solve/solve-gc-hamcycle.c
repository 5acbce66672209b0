/* solve-gc-hamcycle.c - Hamiltonian cycles, directed and undirected.
 *
 * Up to GC_HAM_DP_MAX nodes: dynamic programming over subsets. Paths
 * start at node 0; ends[S] is the set of nodes v such that some path from
 * 0 visits exactly S (a subset of 1..n-1) and stops at v. A cycle exists
 * iff some v in ends[{1..n-1}] has an edge back to 0. 2^(n-1) words.
 *
 * Beyond: depth-first search from 0 with two prunings kept incrementally.
 * Every unvisited node must keep a way in and a way out: undirected, two
 * distinct neighbours among the unvisited nodes, the path's end and 0;
 * directed, an in-neighbour among the unvisited nodes and the end and an
 * out-neighbour among the unvisited nodes and 0. Candidates are tried
 * fewest-exits first (Warnsdorff). The search stops at the limits.
 *
 * A cycle uses distinct edges, so one node needs a self-loop and two
 * undirected nodes need two parallel edges. The trace records the first
 * steps of the search, then a summary (states, prunings). */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>

#define HAM_TRACE_STEPS 64	/* search steps traced one by one */

static size_t count_edges(const struct graph *g, int u, int v)
{
	size_t c = 0;

	for (size_t i = g->off[u]; i < g->off[u + 1]; i++)
		c += g->nbr[i] == v;
	return c;
}

/* n <= 2: the cycle needs distinct edges. */
static int ham_tiny(const struct graph *g, int *cycle)
{
	if (g->n == 1 && count_edges(g, 0, 0) > 0) {
		cycle[0] = cycle[1] = 0;
		return 1;
	}
	if (g->n == 2 && (g->directed ? count_edges(g, 0, 1) && count_edges(g, 1, 0)
				      : count_edges(g, 0, 1) >= 2)) {
		cycle[0] = 0;
		cycle[1] = 1;
		cycle[2] = 0;
		return 1;
	}
	return 0;
}

static int ham_dp(const struct graph *g, int *cycle, struct gc_search_stats *st,
		  struct trace *tr)
{
	int n = g->n, k = n - 1;
	uint32_t full = (k == 32) ? UINT32_MAX : ((uint32_t)1 << k) - 1;
	uint32_t *out = xcalloc((size_t)n, sizeof *out), *ends, into0 = 0, last;
	int found = 0;

	/* out[v]: out-neighbours among 1..n-1, as bits 0..n-2 */
	for (int v = 0; v < n; v++)
		for (size_t i = g->off[v]; i < g->off[v + 1]; i++) {
			int w = g->nbr[i];
			if (w > 0 && w != v)
				out[v] |= (uint32_t)1 << (w - 1);
			if (w == 0 && v > 0)
				into0 |= (uint32_t)1 << (v - 1);
		}
	ends = xcalloc((size_t)full + 1, sizeof *ends);
	for (int b = 0; b < k; b++)
		if (out[0] >> b & 1)
			ends[(uint32_t)1 << b] |= (uint32_t)1 << b;
	trace_note(tr, "dynamic programming over the %lu subsets of nodes 1..%d",
		   (unsigned long)full + 1, n - 1);
	for (uint32_t s = 1; s < full; s++) {
		uint32_t e = ends[s], reach = 0;
		if (!e)
			continue;
		for (uint32_t x = e; x; x &= x - 1) {
			reach |= out[__builtin_ctz(x) + 1];
			st->nodes++;
		}
		reach &= ~s;
		for (uint32_t x = reach; x; x &= x - 1)
			ends[s | (x & -x)] |= x & -x;
	}
	last = ends[full] & into0;
	trace_note(tr, "paths from 0 through all nodes end at %d node(s); %d of them return to 0",
		   __builtin_popcount(ends[full]), __builtin_popcount(last));
	if (last) {
		uint32_t s = full;
		int v = __builtin_ctz(last) + 1;
		cycle[0] = cycle[n] = 0;
		for (int pos = n - 1; pos >= 1; pos--) {
			uint32_t prev = s & ~((uint32_t)1 << (v - 1)), cand;
			cycle[pos] = v;
			if (!prev)
				break;
			cand = ends[prev];
			for (uint32_t x = cand; x; x &= x - 1) {
				int u = __builtin_ctz(x) + 1;
				if (out[u] >> (v - 1) & 1) {
					s = prev;
					v = u;
					break;
				}
			}
		}
		found = 1;
	}
	free(out);
	free(ends);
	return found;
}

struct ham {
	const struct graph *g;
	int n;
	int **adj, **radj;	/* distinct neighbours (no self-loops); radj: in-neighbours */
	int *nadj, *nradj;
	unsigned char *vis;
	int *av_in, *av_out;	/* undirected: av_out only (distinct neighbours available) */
	int *path;
	const struct gc_limits *lim;
	struct gc_search_stats *st;
	struct trace *tr;
	double t0;
	bool stop;
};

static int **dedup_lists(const struct graph *g, bool reverse, int **count)
{
	int n = g->n;
	int **lists = xcalloc((size_t)n, sizeof *lists);
	int *mark = xmalloc((size_t)n * sizeof *mark);

	*count = xcalloc((size_t)n, sizeof **count);
	for (int v = 0; v < n; v++)
		mark[v] = -1;
	for (int v = 0; v < n; v++) {
		const size_t *off = reverse ? g->in_off : g->off;
		const int *nb = reverse ? g->in_nbr : g->nbr;
		lists[v] = xmalloc((off[v + 1] - off[v] + 1) * sizeof **lists);
		for (size_t i = off[v]; i < off[v + 1]; i++) {
			int w = nb[i];
			if (w == v || mark[w] == v)
				continue;
			mark[w] = v;
			lists[v][(*count)[v]++] = w;
		}
	}
	free(mark);
	return lists;
}

/* Move the end from v to w (w unvisited). Returns false when some node
 * lost its last way in or out; the caller undoes with ham_retreat. */
static bool ham_advance(struct ham *h, int v, int w)
{
	bool ok = true;

	h->vis[w] = 1;
	if (!h->g->directed) {
		if (v != 0)
			for (int i = 0; i < h->nadj[v]; i++) {
				int x = h->adj[v][i];
				if (--h->av_out[x] < 2 && !h->vis[x])
					ok = false;
			}
		return ok;
	}
	for (int i = 0; i < h->nradj[w]; i++) {
		int x = h->radj[w][i];
		if (--h->av_out[x] < 1 && !h->vis[x])
			ok = false;
	}
	for (int i = 0; i < h->nadj[v]; i++) {
		int x = h->adj[v][i];
		if (--h->av_in[x] < 1 && !h->vis[x])
			ok = false;
	}
	return ok;
}

static void ham_retreat(struct ham *h, int v, int w)
{
	h->vis[w] = 0;
	if (!h->g->directed) {
		if (v != 0)
			for (int i = 0; i < h->nadj[v]; i++)
				h->av_out[h->adj[v][i]]++;
		return;
	}
	for (int i = 0; i < h->nradj[w]; i++)
		h->av_out[h->radj[w][i]]++;
	for (int i = 0; i < h->nadj[v]; i++)
		h->av_in[h->adj[v][i]]++;
}

static bool ham_limit(struct ham *h)
{
	if (h->stop)
		return true;
	if (h->lim->max_nodes && h->st->nodes >= h->lim->max_nodes)
		h->stop = true;
	if (h->lim->max_seconds > 0 && (h->st->nodes & 1023) == 0 &&
	    now_seconds() - h->t0 > h->lim->max_seconds)
		h->stop = true;
	return h->stop;
}

static bool ham_dfs(struct ham *h, int depth)
{
	int v = h->path[depth - 1], cand[64], nc = 0;
	int *order = h->nadj[v] <= 64 ? cand : xmalloc((size_t)h->nadj[v] * sizeof *order);
	bool found = false;

	if (depth == h->n) {
		for (int i = 0; i < h->nadj[v]; i++)
			if (h->adj[v][i] == 0)
				found = true;
		goto out;
	}
	for (int i = 0; i < h->nadj[v]; i++) {
		int w = h->adj[v][i], j = nc++;
		if (h->vis[w]) {
			nc--;
			continue;
		}
		/* insertion sort: fewest ways out first */
		while (j > 0 && h->av_out[order[j - 1]] > h->av_out[w]) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = w;
	}
	for (int i = 0; i < nc && !found && !ham_limit(h); i++) {
		int w = order[i];
		bool tracing = h->st->nodes < HAM_TRACE_STEPS;
		h->st->nodes++;
		h->path[depth] = w;
		if (tracing)
			trace_node(h->tr, TR_EXTEND, w, depth, "extend the path to %d (length %d)", w,
				   depth + 1);
		if (ham_advance(h, v, w))
			found = ham_dfs(h, depth + 1);
		else
			h->st->prunes++;
		if (!found) {
			ham_retreat(h, v, w);
			if (tracing)
				trace_node(h->tr, TR_BACKTRACK, w, 0, "back up from %d", w);
		}
	}
out:
	if (order != cand)
		free(order);
	return found;
}

static int ham_search(const struct graph *g, const struct gc_limits *lim, int *cycle,
		      struct gc_search_stats *st, struct trace *tr)
{
	struct ham h = { .g = g, .n = g->n, .lim = lim, .st = st, .tr = tr };
	int found;

	h.t0 = now_seconds();
	h.adj = dedup_lists(g, false, &h.nadj);
	h.radj = g->directed ? dedup_lists(g, true, &h.nradj) : NULL;
	h.vis = xcalloc((size_t)g->n, 1);
	h.av_out = xcalloc((size_t)g->n, sizeof *h.av_out);
	h.av_in = xcalloc((size_t)g->n, sizeof *h.av_in);
	h.path = xmalloc(((size_t)g->n + 1) * sizeof *h.path);
	for (int v = 0; v < g->n; v++) {
		h.av_out[v] = h.nadj[v];
		h.av_in[v] = g->directed ? h.nradj[v] : 0;
		if (g->directed ? h.nadj[v] == 0 || h.nradj[v] == 0 : h.nadj[v] < 2)
			h.stop = true;	/* a dead node: no cycle */
	}
	trace_note(tr, "backtracking search from 0 (fewest exits first), showing the first %d steps",
		   HAM_TRACE_STEPS);
	h.vis[0] = 1;
	h.path[0] = 0;
	found = h.stop ? 0 : ham_dfs(&h, 1);
	if (found) {
		for (int i = 0; i < g->n; i++)
			cycle[i] = h.path[i];
		cycle[g->n] = 0;
	}
	for (int v = 0; v < g->n; v++) {
		free(h.adj[v]);
		if (h.radj)
			free(h.radj[v]);
	}
	free(h.adj);
	free(h.radj);
	free(h.nadj);
	free(h.nradj);
	free(h.vis);
	free(h.av_out);
	free(h.av_in);
	free(h.path);
	if (!found && h.stop && st->nodes > 0)
		return -1;
	return found;
}

int gc_hamcycle(const struct graph *g, const struct gc_limits *lim, int *cycle,
		struct gc_search_stats *st, struct trace *tr)
{
	struct gc_limits none = { .max_nodes = 0 };
	double t0 = now_seconds();
	int r, dp_max;

	if (!lim)
		lim = &none;
	dp_max = lim->ham_dp_max == 0 ? GC_HAM_DP_MAX
		 : lim->ham_dp_max < GC_HAM_DP_MAX ? lim->ham_dp_max : GC_HAM_DP_MAX;
	*st = (struct gc_search_stats){ 0 };
	trace_set_algorithm(tr, g->n <= dp_max ? "Subset DP" : "Backtracking", TRACE_STACK);
	if (g->n <= 2)
		r = ham_tiny(g, cycle);
	else if (g->n <= dp_max)
		r = ham_dp(g, cycle, st, tr);
	else
		r = ham_search(g, lim, cycle, st, tr);
	st->seconds = now_seconds() - t0;
	st->limit_hit = r < 0;
	trace_note(tr, "%ld search states, %ld prunings, %.3f s%s", st->nodes, st->prunes,
		   st->seconds, r < 0 ? ": limit reached, undecided" : "");
	if (r > 0)
		trace_emit(tr, TR_FOUND, -1, -1, -1, 0, 0, cycle, (size_t)g->n + 1, NULL, 0,
			   "Hamiltonian cycle found");
	trace_emit(tr, TR_ANSWER, -1, -1, -1, r, 0, r > 0 ? cycle : NULL,
		   r > 0 ? (size_t)g->n + 1 : 0, NULL, 0, "%s",
		   r > 0 ? "a Hamiltonian cycle exists" : r == 0 ? "no Hamiltonian cycle"
		   : "undecided: search limit reached");
	return r;
}

bool gc_cycle_perm_check(const struct graph *g, const int *seq, size_t len, const char *what,
			 struct check *c)
{
	size_t n = (size_t)g->n;
	unsigned char *seen;
	bool ok = true;

	if (n == 0) {
		check_fail(c, 0, -1, -1, -1, "the graph has no nodes");
		return false;
	}
	if (len == n + 1 && seq[n] != seq[0]) {
		check_fail(c, (long)n, seq[n], seq[0], -1,
			   "the %s ends at %d, not at its first node %d", what, seq[n], seq[0]);
		return false;
	}
	if (len != n && len != n + 1) {
		check_fail(c, (long)(len < n ? len : n + 1), -1, -1, -1,
			   "the %s lists %zu nodes; the graph has %zu", what, len, n);
		return false;
	}
	seen = xcalloc(n, 1);
	for (size_t i = 0; i < n && ok; i++) {
		int v = seq[i];
		if (v < 0 || v >= g->n || seen[v]) {
			check_fail(c, (long)i, v, -1, -1, v < 0 || v >= g->n
				   ? "%d is not a node of the graph" : "%d is visited twice", v);
			ok = false;
		} else {
			seen[v] = 1;
		}
	}
	free(seen);
	return ok;
}

bool gc_hamcycle_check(const struct graph *g, const int *seq, size_t len, struct check *c)
{
	size_t n = (size_t)g->n;

	if (!gc_cycle_perm_check(g, seq, len, "cycle", c))
		return false;
	for (size_t i = 0; i < n; i++) {
		int v = seq[i], w = seq[(i + 1) % n];
		if (!graph_has_edge(g, v, w)) {
			check_fail(c, (long)(i + 1), v, w, -1, "there is no edge %d%s%d", v,
				   g->directed ? "->" : "-", w);
			return false;
		}
	}
	if (n == 2 && !g->directed && count_edges(g, 0, 1) < 2) {
		check_fail(c, 2, 1, 0, -1, "two nodes need two distinct edges to form a cycle");
		return false;
	}
	check_ok(c);
	return true;
}
