/* bench-gracore.c - `make bench`: the exact TSP and chromatic-number
 * solvers on 20 seeded random instances per size (n = 20, 25, 30), with
 * the time per instance (median and maximum) and how many finished
 * proven. The goal: every instance exact and under a second.
 *
 * usage: bench-gracore [SECONDS-LIMIT]    (default 10 s per instance) */
#include "config.h"
#include "gracore-solve.h"

#include <stdio.h>
#include <stdlib.h>

#define INSTANCES 20

static uint64_t rng_state;

static int rng_int(int n)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (int)((rng_state * 2685821657736338717ULL) % (uint64_t)n);
}

static struct graph *make_graph(int n, int pct, int wmax)
{
	struct graph *g = graph_new(n, false, wmax ? ATTR_WEIGHT : ATTR_NONE);

	for (int u = 0; u < n; u++)
		for (int v = u + 1; v < n; v++)
			if (rng_int(100) < pct)
				graph_add_edge(g, u, v, wmax ? 1 + rng_int(wmax) : 0);
	graph_finish(g);
	return g;
}

static int dcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* kind 0: TSP on complete graphs, weights 1..param; kind 1: chromatic
 * number of G(n, param%). Returns the number of instances not exact or
 * over a second. */
static int bench(int kind, int n, int param, const struct gc_limits *lim)
{
	double t[INSTANCES];
	int exact = 0, slow = 0, tour[GC_TSP_MAX + 1], color[GC_COLOR_MAX];
	long maxnodes = 0;
	int64_t sum = 0;

	for (int i = 0; i < INSTANCES; i++) {
		struct gc_search_stats st;
		struct graph *g;
		bool proven;
		double t0;

		rng_state = 0x9E3779B97F4A7C15ULL * (uint64_t)(1000 * kind + 100 * n + i + 1) + 1;
		g = kind == 0 ? make_graph(n, 100, param) : make_graph(n, param, 0);
		t0 = now_seconds();
		if (kind == 0)
			sum += gc_tsp(g, lim, tour, &proven, &st, NULL);
		else
			sum += gc_chromatic(g, lim, color, &proven, &st, NULL);
		t[i] = now_seconds() - t0;
		exact += proven;
		slow += t[i] >= 1.0;
		if (st.nodes > maxnodes)
			maxnodes = st.nodes;
		graph_free(g);
	}
	qsort(t, INSTANCES, sizeof *t, dcmp);
	printf("%-22s n=%2d  exact %2d/%d  median %8.4f s  max %8.4f s  max nodes %8ld  mean %.2f\n",
	       kind == 0 ? (param == 5 ? "tsp (weights 1..5)" : "tsp (weights 1..100)")
			 : param == 50 ? "chromatic G(n, 0.5)" : "chromatic G(n, 0.8)",
	       n, exact, INSTANCES, (t[INSTANCES / 2 - 1] + t[INSTANCES / 2]) / 2,
	       t[INSTANCES - 1], maxnodes, (double)sum / INSTANCES);
	fflush(stdout);
	return (INSTANCES - exact) + slow;
}

int main(int argc, char **argv)
{
	struct gc_limits lim = { .max_seconds = argc > 1 ? atof(argv[1]) : 10.0 };
	static const int sizes[] = { 20, 25, 30 };
	int bad = 0;

	for (int s = 0; s < 3; s++) {
		bad += bench(0, sizes[s], 100, &lim);
		bad += bench(0, sizes[s], 5, &lim);
	}
	for (int s = 0; s < 3; s++) {
		bad += bench(1, sizes[s], 50, &lim);
		bad += bench(1, sizes[s], 80, &lim);
	}
	printf("%s: %d instance%s not exact or over 1 s\n", bad ? "MISSED" : "ok", bad,
	       bad == 1 ? "" : "s");
	return bad ? 1 : 0;
}
