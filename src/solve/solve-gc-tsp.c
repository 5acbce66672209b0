/* solve-gc-tsp.c - travelling salesman: the distance matrix, the
 * nearest-neighbour tour, 2-opt improvement and the tour checker. The
 * exact branch and bound is in solve-gc-tspbb.c. */
#include "config.h"
#include "gracore-solve.h"
#include "util.h"

#include <stdlib.h>

int64_t *gc_tsp_matrix(const struct graph *g)
{
	size_t n = g->n > 0 ? (size_t)g->n : 1;
	int64_t *d = xmalloc(n * n * sizeof *d);

	for (size_t i = 0; i < n * n; i++)
		d[i] = GC_TSP_INF;
	for (size_t e = 0; e < g->m; e++) {
		size_t u = (size_t)g->eu[e], v = (size_t)g->ev[e];
		int64_t w = g->ew ? g->ew[e] : 1;
		if (w < d[u * n + v])
			d[u * n + v] = w;
		if (!g->directed && w < d[v * n + u])
			d[v * n + u] = w;
	}
	return d;
}

int64_t gc_tsp_length(const int64_t *d, int n, const int *tour)
{
	int64_t len = 0;

	for (int i = 0; i < n; i++) {
		int64_t w = d[(size_t)tour[i] * (size_t)n + (size_t)tour[i + 1]];
		if (w == GC_TSP_INF)
			return GC_TSP_INF;
		len += w;
	}
	return len;
}

/* Nearest neighbour from start; tour[n] = start. */
static int64_t nearest_from(const int64_t *d, int n, int start, int *tour, unsigned char *used)
{
	int cur = start;

	for (int v = 0; v < n; v++)
		used[v] = 0;
	used[start] = 1;
	tour[0] = start;
	for (int i = 1; i < n; i++) {
		int best = -1;
		for (int v = 0; v < n; v++)
			if (!used[v] && d[(size_t)cur * (size_t)n + (size_t)v] != GC_TSP_INF &&
			    (best < 0 || d[(size_t)cur * (size_t)n + (size_t)v] <
						 d[(size_t)cur * (size_t)n + (size_t)best]))
				best = v;
		if (best < 0)
			return GC_TSP_INF;
		used[best] = 1;
		tour[i] = cur = best;
	}
	tour[n] = start;
	return gc_tsp_length(d, n, tour);
}

int64_t gc_tsp_nearest(const struct graph *g, int *tour)
{
	int64_t *d, len;
	unsigned char *used;

	if (g->n <= 0)
		return GC_TSP_INF;
	d = gc_tsp_matrix(g);
	used = xmalloc((size_t)g->n);
	len = g->n == 1 ? 0 : nearest_from(d, g->n, 0, tour, used);
	if (g->n == 1)
		tour[0] = tour[1] = 0;
	free(d);
	free(used);
	return len;
}

/* 2-opt on a symmetric matrix until no move improves: reverse
 * tour[i+1..j] when d(a,b) + d(c,e) > d(a,c) + d(b,e). */
static void two_opt(const int64_t *d, int n, int *tour)
{
	bool better = true;

	while (better) {
		better = false;
		for (int i = 0; i < n - 2; i++)
			for (int j = i + 2; j < n; j++) {
				size_t a = (size_t)tour[i], b = (size_t)tour[i + 1];
				size_t c = (size_t)tour[j], e = (size_t)tour[j + 1];
				int64_t ab = d[a * (size_t)n + b], ce = d[c * (size_t)n + e];
				int64_t ac = d[a * (size_t)n + c], be = d[b * (size_t)n + e];
				if (ac == GC_TSP_INF || be == GC_TSP_INF ||
				    ab + ce <= ac + be)
					continue;
				for (int x = i + 1, y = j; x < y; x++, y--) {
					int t = tour[x];
					tour[x] = tour[y];
					tour[y] = t;
				}
				better = true;
			}
	}
}

int64_t gc_tsp_heuristic(const int64_t *d, int n, bool symmetric, int *tour)
{
	int *t = xmalloc(((size_t)n + 1) * sizeof *t);
	unsigned char *used = xmalloc((size_t)n);
	int64_t best = GC_TSP_INF;

	for (int s = 0; s < n; s++) {
		int64_t len = nearest_from(d, n, s, t, used);
		if (len == GC_TSP_INF)
			continue;
		if (symmetric)
			two_opt(d, n, t);
		len = gc_tsp_length(d, n, t);
		if (len < best) {
			/* rotate so the tour starts at 0 */
			int k = 0;
			while (t[k] != 0)
				k++;
			for (int i = 0; i < n; i++)
				tour[i] = t[(k + i) % n];
			tour[n] = 0;
			best = len;
		}
	}
	free(t);
	free(used);
	return best;
}

bool gc_tsp_check(const struct graph *g, const int *seq, size_t len, int64_t *len_out,
		  struct check *c)
{
	size_t n = (size_t)g->n;
	int64_t *d, total = 0;
	bool ok = false;

	*len_out = GC_TSP_INF;
	if (!gc_cycle_perm_check(g, seq, len, "tour", c))
		return false;
	d = gc_tsp_matrix(g);
	for (size_t i = 0; n > 1 && i < n; i++) {
		int v = seq[i], w = seq[(i + 1) % n];
		int64_t dw = d[(size_t)v * n + (size_t)w];
		if (dw == GC_TSP_INF) {
			check_fail(c, (long)(i + 1), v, w, -1, "there is no edge %d%s%d", v,
				   g->directed ? "->" : "-", w);
			goto out;
		}
		total += dw;
	}
	*len_out = total;
	ok = true;
	check_ok(c);
out:
	free(d);
	return ok;
}
