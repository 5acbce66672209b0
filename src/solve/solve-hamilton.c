/* solve-hamilton.c - Hamilton path: backtracking with pruning (every
 * unvisited node must stay reachable; at most one forced end), with a
 * bitmask DP fallback for small graphs when the search grows long. The
 * trace shows the first steps of the search in detail, then a summary. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

#define DETAIL_EVENTS 3000	/* detailed search events before summarising */
#define SEARCH_BUDGET 2000000	/* extensions before the DP takes over */
#define DP_MAX_N 22
#define HAMILTON_MAX_N 2000

struct ham {
	const struct graph *g;
	struct trace *tr;
	int *path, depth;
	unsigned char *on;
	int *queue;
	unsigned char *seen;
	int *order;		/* candidate buffer, n per level */
	uint64_t branches, prunings, backtracks, next_summary;
	size_t detail_end;	/* trace event count where detail stops */
	bool budgeted, over, summarising;
};

static bool detail(const struct ham *h)
{
	return trace_on(h->tr) && h->tr->n < h->detail_end;
}

static int unvisited_degree(const struct ham *h, int v)
{
	const struct graph *g = h->g;
	int d = 0;

	for (size_t k = g->off[v]; k < g->off[v + 1]; k++)
		if (!h->on[g->nbr[k]] && g->nbr[k] != v)
			d++;
	return d;
}

/* Can the path ending at u still be completed? A BFS from u over the
 * unvisited nodes must reach them all; it also 2-colours them, and when
 * that works the path alternates colours from u, so the counts must be
 * equal or one more on u's side. Undirected graphs then allow no node
 * with no onward edge (unless it is the last) and at most one forced end. */
static bool feasible(struct ham *h, int u, int remaining)
{
	const struct graph *g = h->g;
	size_t head = 0, tail = 0;
	int reached = 0, ends = 0, count[2] = { 1, 0 };
	bool bipartite = !g->directed;

	memset(h->seen, 0, (size_t)g->n);
	h->queue[tail++] = u;
	h->seen[u] = 1;	/* colour + 1 */
	while (head < tail) {
		int x = h->queue[head++];
		for (size_t k = g->off[x]; k < g->off[x + 1]; k++) {
			int y = g->nbr[k];
			if (h->on[y] && y != u)
				continue;
			if (h->seen[y]) {
				if (h->seen[y] == h->seen[x])
					bipartite = false;
				continue;
			}
			h->seen[y] = (unsigned char)(3 - h->seen[x]);
			count[h->seen[y] - 1]++;
			h->queue[tail++] = y;
			reached++;
		}
	}
	if (reached < remaining)
		return false;
	if (g->directed)
		return true;
	if (bipartite && count[0] != count[1] && count[0] != count[1] + 1)
		return false;
	for (int v = 0; v < g->n; v++) {
		if (h->on[v])
			continue;
		int d = unvisited_degree(h, v);
		if (d == 0 && remaining > 1)
			return false;
		if (d == 1 && !graph_has_edge(g, u, v) && ++ends > 1)
			return false;
	}
	return true;
}

static void summary(struct ham *h)
{
	if (!trace_on(h->tr) || detail(h) || h->branches < h->next_summary)
		return;
	h->next_summary *= 4;
	if (!h->summarising) {
		h->summarising = true;
		trace_note(h->tr, "(detailed steps end here; the search goes on, summarised)");
	}
	trace_emit(h->tr, TR_PATH, h->path[h->depth - 1], -1, -1, 0, 0, h->path,
		   (size_t)h->depth, NULL, 0,
		   "... %llu branches tried, %llu pruned, %llu backtracks; now at depth %d",
		   (unsigned long long)h->branches, (unsigned long long)h->prunings,
		   (unsigned long long)h->backtracks, h->depth);
}

static bool search(struct ham *h)
{
	const struct graph *g = h->g;
	int u = h->path[h->depth - 1], remaining = g->n - h->depth, nc = 0;
	int *cand = h->order + (size_t)h->depth * (size_t)g->n;

	if (!remaining)
		return true;
	if (h->budgeted && h->branches > SEARCH_BUDGET) {
		h->over = true;
		return false;
	}
	if (!feasible(h, u, remaining)) {
		h->prunings++;
		if (detail(h))
			trace_node(h->tr, TR_PRUNE, u, 1,
				   "prune: from %d the %d unvisited node%s cannot all be covered", u,
				   remaining, remaining == 1 ? "" : "s");
		return false;
	}
	/* candidates, fewest onward choices first (Warnsdorff) */
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
		int v = g->nbr[k], i;
		if (h->on[v])
			continue;
		for (i = 0; i < nc && cand[i] != v; i++)
			;
		if (i < nc)
			continue;	/* parallel edge */
		int dv = unvisited_degree(h, v);
		for (i = nc++; i > 0 && unvisited_degree(h, cand[i - 1]) > dv; i--)
			cand[i] = cand[i - 1];
		cand[i] = v;
	}
	for (int i = 0; i < nc; i++) {
		int v = cand[i];
		h->on[v] = 1;
		h->path[h->depth++] = v;
		h->branches++;
		if (detail(h))
			trace_edge(h->tr, TR_EXTEND, v, u, graph_find_edge(g, u, v), 0,
				   "extend %d -> %d (depth %d)", u, v, h->depth);
		summary(h);
		if (search(h))
			return true;
		h->depth--;
		h->on[v] = 0;
		h->backtracks++;
		if (detail(h))
			trace_node(h->tr, TR_BACKTRACK, v, 0, "back from %d to %d", v, u);
		if (h->over)
			return false;
	}
	return false;
}

/* dp[mask] = set of nodes that can end a path covering exactly mask. */
static bool hamilton_dp(const struct graph *g, int *path)
{
	int n = g->n;
	uint32_t full = (n == 32) ? 0xffffffffu : ((1u << n) - 1), *pred, *dp;
	bool ok;

	pred = xcalloc((size_t)n, sizeof *pred);
	dp = xcalloc((size_t)full + 1, sizeof *dp);
	for (size_t e = 0; e < g->m; e++) {
		pred[g->ev[e]] |= 1u << g->eu[e];
		if (!g->directed)
			pred[g->eu[e]] |= 1u << g->ev[e];
	}
	for (int v = 0; v < n; v++)
		dp[1u << v] = 1u << v;
	for (uint32_t mask = 1; mask < full; mask++) {
		if (!dp[mask])
			continue;
		for (int v = 0; v < n; v++)
			if (!(mask & (1u << v)) && (dp[mask] & pred[v]))
				dp[mask | (1u << v)] |= 1u << v;
	}
	ok = dp[full] != 0;
	if (ok) {
		uint32_t mask = full;
		int v = __builtin_ctz(dp[full]);
		for (int i = n - 1;; i--) {
			path[i] = v;
			mask &= ~(1u << v);
			if (!mask)
				break;
			v = __builtin_ctz(dp[mask] & pred[v]);
		}
	}
	free(pred);
	free(dp);
	return ok;
}

bool hamilton_path(const struct graph *g, int *path, struct trace *tr)
{
	size_t n = (size_t)g->n;
	struct ham h = { 0 };
	int *starts;
	size_t nstarts = 0;
	bool found = false;
	size_t min_deg = SIZE_MAX;

	trace_set_algorithm(tr, "backtracking", TRACE_STACK);
	if (g->n <= 1) {
		if (g->n == 1)
			path[0] = 0;
		trace_emit(tr, TR_ANSWER, -1, -1, -1, 1, 0, path, n, NULL, 0,
			   "a graph of %d node%s is its own Hamilton path", g->n, g->n ? "" : "s");
		return true;
	}
	h.g = g;
	h.tr = tr;
	h.path = path;
	h.on = xcalloc(n + 1, 1);
	h.seen = xcalloc(n + 1, 1);
	h.queue = xmalloc((n + 1) * sizeof *h.queue);
	h.order = xmalloc((n + 1) * n * sizeof *h.order);
	h.budgeted = g->n <= DP_MAX_N;
	h.next_summary = 256;
	h.detail_end = tr ? tr->n + DETAIL_EVENTS : 0;
	starts = xmalloc(n * sizeof *starts);
	for (int v = 0; v < g->n; v++) {
		size_t d = g->directed ? graph_in_degree(g, v) : graph_degree(g, v);
		if (d < min_deg)
			min_deg = d;
	}
	for (int v = 0; v < g->n; v++) {
		size_t d = g->directed ? graph_in_degree(g, v) : graph_degree(g, v);
		/* undirected: a degree-1 node ends the path, so start there;
		 * directed: a node nothing enters must start it */
		if (g->directed ? min_deg > 0 || d == 0 : min_deg > 1 || d == min_deg)
			starts[nstarts++] = v;
	}
	if (!g->directed && min_deg == 0) {
		nstarts = 0;
		trace_note(tr, "a node has no edges: no path can visit it");
	}
	for (size_t i = 0; i < nstarts && !found && !h.over; i++) {
		int s = starts[i];
		h.depth = 1;
		path[0] = s;
		h.on[s] = 1;
		if (detail(&h))
			trace_emit(tr, TR_PATH, s, -1, -1, 0, 0, path, 1, NULL, 0, "start at %d", s);
		found = search(&h);
		h.on[s] = 0;
	}
	if (h.over) {
		trace_note(tr, "after %llu branches the search switches to a bitmask DP over "
			   "all %lu subsets", (unsigned long long)h.branches, 1ul << g->n);
		found = hamilton_dp(g, path);
	}
	if (found)
		trace_emit(tr, TR_FOUND, path[n - 1], path[0], -1, 1, 0, path, n, NULL, 0,
			   "Hamilton path found after %llu branches (%llu pruned)",
			   (unsigned long long)h.branches, (unsigned long long)h.prunings);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, found, 0, found ? path : NULL, found ? n : 0, NULL,
		   0, found ? "the path visits all %d nodes" : "no Hamilton path among %d nodes",
		   g->n);
	free(h.on);
	free(h.seen);
	free(h.queue);
	free(h.order);
	free(starts);
	return found;
}

bool hamilton_check(const struct graph *g, const int *path, size_t len, struct check *c)
{
	struct check local;
	unsigned char *seen = xcalloc((size_t)g->n + 1, 1);

	if (!c)
		c = &local;
	check_ok(c);
	for (size_t i = 0; i < len; i++) {
		int u = path[i];
		if (u < 0 || u >= g->n) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: %d is not a node", i, u);
			break;
		}
		if (seen[u]) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: node %d repeats", i, u);
			break;
		}
		seen[u] = 1;
		if (i > 0 && !graph_has_edge(g, path[i - 1], u)) {
			check_fail(c, (long)i, path[i - 1], u, -1, "position %zu: no edge %d-%d", i,
				   path[i - 1], u);
			break;
		}
	}
	if (c->ok && len != (size_t)g->n) {
		/* "visits 3 of 6 nodes; missing: 2 3 5" (the nodes, not a count) */
		char list[96];
		size_t at = 0;
		int first = -1;
		list[0] = '\0';
		for (int v = 0; v < g->n; v++) {
			if (seen[v])
				continue;
			if (first < 0)
				first = v;
			if (at + 16 < sizeof list)
				at += (size_t)snprintf(list + at, sizeof list - at, " %d", v);
			else if (!strstr(list, "..."))
				snprintf(list + at, sizeof list - at, " ...");
		}
		check_fail(c, (long)len, first, -1, -1, "the path visits %zu of %d nodes; missing:%s",
			   len, g->n, list);
	}
	free(seen);
	return c->ok;
}

int solve_hamilton(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *path = xmalloc(((size_t)g->n + 1) * sizeof *path);
	bool ok;
	cJSON *a;

	if (g->n > HAMILTON_MAX_N) {
		free(path);
		*err = solve_err("Hamilton path search is limited to %d nodes (graph has %d)",
				 HAMILTON_MAX_N, g->n);
		return -1;
	}
	ok = hamilton_path(g, path, tr);
	a = cJSON_CreateObject();
	cJSON_AddBoolToObject(a, "exists", ok);
	if (ok)
		cJSON_AddItemToObject(a, "path", json_int_array(path, (size_t)g->n));
	free(path);
	*answer = a;
	return 0;
}
