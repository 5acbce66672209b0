/* solve-gc-color.c - graph colouring: the greedy largest-first count
 * GraCoRe reports, and the exact chromatic number.
 *
 * Exact: DSATUR branch and bound (Brelaz). A maximum clique, found first
 * by a small bitset search, is a lower bound and is coloured 0..w-1 up
 * front (no loss of generality); the greedy largest-first colouring is
 * the first upper bound. The search then colours, at each step, the uncoloured node
 * with the most distinct colours among its neighbours (ties: most
 * uncoloured neighbours, then smallest number), trying each colour it may
 * take and one new colour while fewer than best - 1 are in use. It stops
 * as soon as a colouring meets the clique bound. Node sets are 64-bit
 * masks, so the exact solver takes n <= GC_COLOR_MAX. Edge direction is
 * ignored; a self-loop makes a graph uncolourable. */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define COLOR_TRACE_STEPS 64
#define CLIQUE_MAX_NODES 2000000L

static bool has_loop(const struct graph *g)
{
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] == g->ev[e])
			return true;
	return false;
}

int gc_color_greedy(const struct graph *g, int *color)
{
	int n = g->n, k = 0;
	int *order = xmalloc((size_t)(n > 0 ? n : 1) * sizeof *order);
	long *deg = xcalloc((size_t)(n > 0 ? n : 1), sizeof *deg);
	int *mark = xmalloc((size_t)(n > 0 ? n : 1) * sizeof *mark), *lastseen;

	/* degree in the simple graph: distinct neighbours, a loop counts 2 */
	lastseen = xmalloc((size_t)(n > 0 ? n : 1) * sizeof *lastseen);
	for (int v = 0; v < n; v++)
		lastseen[v] = -1;
	for (int v = 0; v < n; v++) {
		for (size_t i = g->off[v]; i < g->off[v + 1]; i++) {
			int w = g->nbr[i];
			if (lastseen[w] != v) {
				lastseen[w] = v;
				deg[v] += w == v ? 2 : 1;
			}
		}
		if (g->directed)
			for (size_t i = g->in_off[v]; i < g->in_off[v + 1]; i++) {
				int w = g->in_nbr[i];
				if (lastseen[w] != v) {
					lastseen[w] = v;
					deg[v]++;
				}
			}
	}
	/* stable sort by degree, largest first (insertion sort, n small) */
	for (int v = 0; v < n; v++) {
		int j = v;
		while (j > 0 && deg[order[j - 1]] < deg[v]) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = v;
	}
	for (int v = 0; v < n; v++) {
		color[v] = -1;
		mark[v] = -1;
	}
	for (int i = 0; i < n; i++) {
		int u = order[i], c = 0;
		for (size_t x = g->off[u]; x < g->off[u + 1]; x++)
			if (color[g->nbr[x]] >= 0)
				mark[color[g->nbr[x]]] = u;
		if (g->directed)
			for (size_t x = g->in_off[u]; x < g->in_off[u + 1]; x++)
				if (color[g->in_nbr[x]] >= 0)
					mark[color[g->in_nbr[x]]] = u;
		while (mark[c] == u)
			c++;
		color[u] = c;
		if (c + 1 > k)
			k = c + 1;
	}
	free(order);
	free(deg);
	free(mark);
	free(lastseen);
	return k;
}

struct col {
	int n;
	uint64_t adj[GC_COLOR_MAX];
	int deg[GC_COLOR_MAX];
	int color[GC_COLOR_MAX], sat[GC_COLOR_MAX];
	int *cnt;		/* cnt[v * n + c]: neighbours of v with colour c */
	int best, lb, bestcol[GC_COLOR_MAX];
	const struct gc_limits *lim;
	struct gc_search_stats *st;
	struct trace *tr;
	double t0;
	bool stop;
	long clique_nodes;
};

static void clique_search(struct col *s, uint64_t r, int nr, uint64_t p, uint64_t *best, int *nb)
{
	if (++s->clique_nodes > CLIQUE_MAX_NODES)
		return;
	if (!p) {
		if (nr > *nb) {
			*nb = nr;
			*best = r;
		}
		return;
	}
	while (p) {
		int v;
		if (nr + __builtin_popcountll(p) <= *nb)
			return;
		v = __builtin_ctzll(p);
		p &= p - 1;
		clique_search(s, r | (uint64_t)1 << v, nr + 1, p & s->adj[v], best, nb);
	}
}

static void col_assign(struct col *s, int v, int c, int sign)
{
	s->color[v] = sign > 0 ? c : -1;
	for (uint64_t x = s->adj[v]; x; x &= x - 1) {
		int w = __builtin_ctzll(x);
		int *p = &s->cnt[w * s->n + c];
		if (sign > 0 ? (*p)++ == 0 : --(*p) == 0)
			s->sat[w] += sign;
	}
}

static bool col_limit(struct col *s)
{
	if (s->stop)
		return true;
	if (s->lim && s->lim->max_nodes && s->st->nodes >= s->lim->max_nodes)
		s->stop = true;
	if (s->lim && s->lim->max_seconds > 0 && (s->st->nodes & 1023) == 0 &&
	    now_seconds() - s->t0 > s->lim->max_seconds)
		s->stop = true;
	return s->stop;
}

static void col_dfs(struct col *s, int ncolored, int k)
{
	int v = -1, top;

	if (ncolored == s->n) {
		s->best = k;
		memcpy(s->bestcol, s->color, (size_t)s->n * sizeof *s->color);
		s->st->improvements++;
		trace_emit(s->tr, TR_BEST, -1, -1, -1, k, 0, s->color, (size_t)s->n, NULL, 0,
			   "a colouring with %d colours (after %ld search nodes)", k, s->st->nodes);
		return;
	}
	for (int u = 0; u < s->n; u++)
		if (s->color[u] < 0 && (v < 0 || s->sat[u] > s->sat[v] ||
					(s->sat[u] == s->sat[v] && s->deg[u] > s->deg[v])))
			v = u;
	top = k < s->best - 1 ? k : s->best - 2;	/* colour k is a new one */
	for (int c = 0; c <= top && s->best > s->lb && !col_limit(s); c++) {
		bool tracing = s->st->nodes < COLOR_TRACE_STEPS;
		if (s->cnt[v * s->n + c])
			continue;
		s->st->nodes++;
		if (tracing)
			trace_node(s->tr, TR_ASSIGN, v, c, "try colour %d on node %d (%d colours in use)",
				   c, v, k);
		col_assign(s, v, c, 1);
		col_dfs(s, ncolored + 1, c == k ? k + 1 : k);
		col_assign(s, v, c, -1);
		if (tracing)
			trace_node(s->tr, TR_ASSIGN, v, -1, "uncolour node %d", v);
	}
	if (k >= s->best - 1)
		s->st->prunes++;	/* a new colour would not beat the best */
}

int gc_chromatic(const struct graph *g, const struct gc_limits *lim, int *color, bool *proven,
		 struct gc_search_stats *st, struct trace *tr)
{
	struct col *s;
	uint64_t clique = 0;
	int n = g->n, k, greedy;

	*st = (struct gc_search_stats){ 0 };
	*proven = false;
	trace_set_algorithm(tr, "DSATUR branch and bound", TRACE_STACK);
	trace_set_value_name(tr, "colour");
	if (has_loop(g)) {
		trace_note(tr, "a node with a self-loop cannot be coloured");
		return -1;
	}
	greedy = gc_color_greedy(g, color);
	trace_note(tr, "greedy largest-first colouring uses %d colour%s", greedy,
		   greedy == 1 ? "" : "s");
	if (n > GC_COLOR_MAX || n == 0) {
		*proven = n == 0;
		st->limit_hit = n > 0;
		trace_emit(tr, TR_ANSWER, -1, -1, -1, greedy, 0, color, (size_t)n, NULL, 0,
			   "%s", n ? "too many nodes for the exact search: greedy count only"
				   : "no nodes: no colours");
		return greedy;
	}
	s = xcalloc(1, sizeof *s);
	s->n = n;
	s->lim = lim;
	s->st = st;
	s->tr = tr;
	s->t0 = now_seconds();
	s->cnt = xcalloc((size_t)n * (size_t)n, sizeof *s->cnt);
	for (size_t e = 0; e < g->m; e++) {
		s->adj[g->eu[e]] |= (uint64_t)1 << g->ev[e];
		s->adj[g->ev[e]] |= (uint64_t)1 << g->eu[e];
	}
	for (int v = 0; v < n; v++) {
		s->deg[v] = __builtin_popcountll(s->adj[v]);
		s->color[v] = -1;
	}
	/* the greedy colouring is the first incumbent */
	memcpy(s->bestcol, color, (size_t)n * sizeof *color);
	s->best = greedy;
	clique_search(s, 0, 0, n == 64 ? UINT64_MAX : ((uint64_t)1 << n) - 1, &clique, &s->lb);
	trace_note(tr, "a clique of %d nodes: at least %d colours%s", s->lb, s->lb,
		   s->clique_nodes > CLIQUE_MAX_NODES ? " (clique search cut short)" : "");
	/* colour the clique 0..w-1, then search the rest */
	k = 0;
	for (uint64_t x = clique; x; x &= x - 1) {
		int v = __builtin_ctzll(x);
		col_assign(s, v, k, 1);
		trace_node(tr, TR_ASSIGN, v, k, "clique node %d gets colour %d", v, k);
		k++;
	}
	if (s->best > s->lb)
		col_dfs(s, s->lb, s->lb);
	*proven = !s->stop;
	st->limit_hit = s->stop;
	st->seconds = now_seconds() - s->t0;
	memcpy(color, s->bestcol, (size_t)n * sizeof *color);
	for (int v = 0; v < n; v++)
		trace_node(tr, TR_ASSIGN, v, color[v], "node %d: colour %d", v, color[v]);
	trace_emit(tr, TR_PRUNE, -1, -1, -1, st->prunes, 0, NULL, 0, NULL, 0,
		   "%ld search nodes, %ld pruned, %ld improvements%s", st->nodes,
		   st->prunes, st->improvements,
		   s->stop ? ": limit reached, not proven optimal" : "");
	trace_emit(tr, TR_ANSWER, -1, -1, -1, s->best, greedy, color, (size_t)n, NULL, 0,
		   "chromatic number %s%d (greedy largest-first: %d)", *proven ? "" : "at most ",
		   s->best, greedy);
	k = s->best;
	free(s->cnt);
	free(s);
	return k;
}

bool gc_color_check(const struct graph *g, const int *color, size_t len, int *ncolors,
		    struct check *c)
{
	unsigned char *used;
	int k = 0;

	*ncolors = 0;
	if (len != (size_t)g->n) {
		check_fail(c, (long)(len < (size_t)g->n ? len : (size_t)g->n), -1, -1, -1,
			   "%zu colours for %d nodes", len, g->n);
		return false;
	}
	for (size_t v = 0; v < len; v++)
		if (color[v] < 0 || (size_t)color[v] > len) {
			check_fail(c, (long)v, (int)v, -1, -1, "colour %d of node %zu is not in 0..%zu",
				   color[v], v, len);
			return false;
		}
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (color[u] != color[v])
			continue;
		if (u == v)
			check_fail(c, v, u, v, (long)e, "node %d has a self-loop: no proper colour", u);
		else
			check_fail(c, v, u, v, (long)e, "neighbours %d and %d share colour %d", u, v,
				   color[u]);
		return false;
	}
	used = xcalloc(len + 2, 1);
	for (size_t v = 0; v < len; v++)
		if (!used[color[v]]++)
			k++;
	free(used);
	*ncolors = k;
	check_ok(c);
	return true;
}
