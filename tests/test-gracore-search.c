/* test-gracore-search.c - the exhaustive GraCoRe solvers (Euler,
 * Hamiltonian cycle, TSP, colouring) against brute force on seeded random
 * graphs, their checkers against mutated answers. */
#include "config.h"
#include "unit.h"
#include "test-gracore.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* ---- Euler: every trail using all edges, by brute force (m <= 7) ---- */

struct trails {
	const struct graph *g;
	int seq[8], nall, all[2000][8];
	unsigned char used[8];
};

static void trail_dfs(struct trails *t, int depth)
{
	int u = t->seq[depth];

	if ((size_t)depth == t->g->m) {
		if (t->nall < 2000)
			memcpy(t->all[t->nall++], t->seq, sizeof t->seq);
		return;
	}
	for (size_t e = 0; e < t->g->m; e++) {
		int w;
		if (t->used[e])
			continue;
		if (t->g->eu[e] == u)
			w = t->g->ev[e];
		else if (!t->g->directed && t->g->ev[e] == u)
			w = t->g->eu[e];
		else
			continue;
		t->used[e] = 1;
		t->seq[depth + 1] = w;
		trail_dfs(t, depth + 1);
		t->used[e] = 0;
	}
}

static bool in_trails(const struct trails *t, const int *seq, size_t len, bool circuit)
{
	if (len != t->g->m + 1)
		return false;
	for (int i = 0; i < t->nall; i++)
		if (!memcmp(t->all[i], seq, len * sizeof *seq) && (!circuit || seq[0] == seq[len - 1]))
			return true;
	return false;
}

static void test_euler_brute(void)
{
	static struct trails t;

	for (int iter = 0; iter < 2000; iter++) {
		int n, trail[8];
		bool path = false, circ = false;
		rng_seed(20000 + (uint64_t)iter);
		n = 1 + rng_int(5);
		struct graph *g = random_graph(n, 30 + rng_int(50), iter & 1, 0, iter % 3 == 0);
		if (g->m > 7) {
			graph_free(g);
			continue;
		}
		t.g = g;
		t.nall = 0;
		for (int s = 0; s < n; s++) {
			t.seq[0] = s;
			trail_dfs(&t, 0);
		}
		for (int i = 0; i < t.nall; i++) {
			path = true;
			circ |= t.all[i][0] == t.all[i][g->m];
		}
		enum gc_euler kind = gc_euler(g, trail, NULL);
		if (g->m == 0)
			CHECK(kind == GC_EULER_CIRCUIT);
		else
			CHECK(kind == (circ ? GC_EULER_CIRCUIT : path ? GC_EULER_PATH : GC_EULER_NONE));
		if (kind != GC_EULER_NONE && g->m > 0) {
			CHECK(gc_euler_check(g, trail, g->m + 1, kind == GC_EULER_CIRCUIT, NULL));
			CHECK(!gc_euler_check(g, trail, g->m, false, NULL));
			/* random mutations agree with the brute-force set */
			for (int k = 0; k < 10; k++) {
				int mut[8];
				memcpy(mut, trail, sizeof mut);
				mut[rng_int((int)g->m + 1)] = rng_int(n);
				for (int c = 0; c < 2; c++)
					CHECK(gc_euler_check(g, mut, g->m + 1, c, NULL) ==
					      in_trails(&t, mut, g->m + 1, c));
			}
		}
		graph_free(g);
	}
}

/* ---- Hamiltonian cycle ---- */

static size_t edge_count(const struct graph *g, int u, int v)
{
	size_t c = 0;

	for (size_t e = 0; e < g->m; e++)
		c += (g->eu[e] == u && g->ev[e] == v) ||
		     (!g->directed && g->eu[e] == v && g->ev[e] == u);
	return c;
}

static bool ham_brute(const struct graph *g)
{
	int n = g->n, p[10];

	if (n == 1)
		return edge_count(g, 0, 0) > 0;
	if (n == 2)
		return g->directed ? edge_count(g, 0, 1) && edge_count(g, 1, 0)
				   : edge_count(g, 0, 1) >= 2;
	for (int i = 0; i < n - 1; i++)
		p[i] = i + 1;
	do {
		bool ok = graph_has_edge(g, 0, p[0]) && graph_has_edge(g, p[n - 2], 0);
		for (int i = 0; i + 1 < n - 1 && ok; i++)
			ok = graph_has_edge(g, p[i], p[i + 1]);
		if (ok)
			return true;
	} while (next_perm(p, n - 1));
	return false;
}

static void test_hamcycle_brute(void)
{
	struct gc_limits bt = { .ham_dp_max = -1 };
	struct gc_search_stats st;

	for (int iter = 0; iter < 3000; iter++) {
		int n, cyc[10], cyc2[10];
		rng_seed(30000 + (uint64_t)iter);
		n = 1 + rng_int(8);
		struct graph *g = random_graph(n, 25 + rng_int(60), iter & 1, 0, n <= 2 || iter % 4 == 0);
		bool want = ham_brute(g);
		int r = gc_hamcycle(g, NULL, cyc, &st, NULL);
		int r2 = gc_hamcycle(g, &bt, cyc2, &st, NULL);
		CHECK_INT(r, want);
		CHECK_INT(r2, want);
		if (r > 0) {
			CHECK(gc_hamcycle_check(g, cyc, (size_t)n + 1, NULL));
			CHECK(gc_hamcycle_check(g, cyc, (size_t)n, NULL));
			CHECK(gc_hamcycle_check(g, cyc2, (size_t)n + 1, NULL));
			if (n >= 3) {
				int x = cyc[1];
				cyc[1] = cyc[2];	/* a repeated node */
				CHECK(!gc_hamcycle_check(g, cyc, (size_t)n + 1, NULL));
				cyc[1] = x;
			}
			CHECK(!gc_hamcycle_check(g, cyc, (size_t)n - 1, NULL));
		}
		graph_free(g);
	}
	/* larger: DP against backtracking */
	for (int iter = 0; iter < 60; iter++) {
		int n, cyc[24], cyc2[24];
		rng_seed(40000 + (uint64_t)iter);
		n = 12 + rng_int(9);
		struct graph *g = random_graph(n, 10 + rng_int(20), iter & 1, 0, false);
		int r = gc_hamcycle(g, NULL, cyc, &st, NULL);
		int r2 = gc_hamcycle(g, &bt, cyc2, &st, NULL);
		CHECK_INT(r, r2);
		if (r > 0)
			CHECK(gc_hamcycle_check(g, cyc, (size_t)n + 1, NULL));
		if (r2 > 0)
			CHECK(gc_hamcycle_check(g, cyc2, (size_t)n + 1, NULL));
		graph_free(g);
	}
}

/* ---- TSP ---- */

static int64_t tsp_brute(const struct graph *g)
{
	int n = g->n, p[10], t[11];
	int64_t *d = gc_tsp_matrix(g), best = GC_TSP_INF;

	for (int i = 0; i < n - 1; i++)
		p[i] = i + 1;
	do {
		t[0] = t[n] = 0;
		for (int i = 0; i < n - 1; i++)
			t[i + 1] = p[i];
		int64_t len = gc_tsp_length(d, n, t);
		if (len < best)
			best = len;
	} while (next_perm(p, n - 1));
	free(d);
	return best;
}

static void test_tsp_brute(void)
{
	struct gc_search_stats st;
	struct trace *tr;

	for (int iter = 0; iter < 2500; iter++) {
		int n, tour[11], nn[11], kind = iter % 4;
		bool proven;
		int64_t len, got;
		rng_seed(50000 + (uint64_t)iter);
		n = 2 + rng_int(iter < 2300 ? 7 : 8);
		/* complete 1..5, complete 1..100, asymmetric, incomplete */
		struct graph *g = random_graph(n, kind == 3 ? 60 : 100, kind == 2,
					       kind == 0 ? 5 : 100, iter % 7 == 0);
		tr = iter % 50 ? NULL : trace_new(g, 0);
		len = gc_tsp(g, NULL, tour, &proven, &st, tr);
		CHECK(proven);
		CHECK_INT(len, tsp_brute(g));
		if (len != GC_TSP_INF) {
			CHECK_INT(tour[0], 0);
			CHECK(gc_tsp_check(g, tour, (size_t)n + 1, &got, NULL));
			CHECK_INT(got, len);
			if (gc_tsp_nearest(g, nn) != GC_TSP_INF)
				CHECK(gc_tsp_check(g, nn, (size_t)n + 1, &got, NULL) && got >= len);
			if (n >= 3) {
				int i = 1 + rng_int(n - 1), j = 1 + rng_int(n - 1), x = tour[i];
				int64_t *d = gc_tsp_matrix(g), want;
				tour[i] = tour[j];
				tour[j] = x;
				want = gc_tsp_length(d, n, tour);
				CHECK(gc_tsp_check(g, tour, (size_t)n + 1, &got, NULL) ==
				      (want != GC_TSP_INF));
				if (want != GC_TSP_INF)
					CHECK_INT(got, want);
				tour[1] = tour[2];
				CHECK(!gc_tsp_check(g, tour, (size_t)n + 1, &got, NULL));
				free(d);
			}
		}
		if (tr) {
			CHECK(trace_count(tr) > 0);
			trace_free(tr);
		}
		graph_free(g);
	}
}

/* ---- colouring ---- */

static bool color_try(const struct graph *g, int *c, int v, int k)
{
	if (v == g->n)
		return true;
	for (c[v] = 0; c[v] < k; c[v]++) {
		bool ok = true;
		for (size_t i = g->off[v]; i < g->off[v + 1] && ok; i++)
			ok = g->nbr[i] > v || c[g->nbr[i]] != c[v];
		if (g->directed)
			for (size_t i = g->in_off[v]; i < g->in_off[v + 1] && ok; i++)
				ok = g->in_nbr[i] > v || c[g->in_nbr[i]] != c[v];
		if (ok && color_try(g, c, v + 1, k))
			return true;
	}
	return false;
}

static int chromatic_brute(const struct graph *g)
{
	int c[10];

	for (int k = 0; k <= g->n; k++)
		if (color_try(g, c, 0, k))
			return k;
	return -1;
}

static void test_coloring_brute(void)
{
	struct gc_search_stats st;
	int worse = 0;	/* graphs where largest-first is not optimal */

	for (int iter = 0; iter < 3000; iter++) {
		int n, col[10], greedy[10], k, nc;
		bool proven;
		rng_seed(60000 + (uint64_t)iter);
		n = 1 + rng_int(9);
		struct graph *g = random_graph(n, 10 + rng_int(85), iter & 1, 0, false);
		k = gc_chromatic(g, NULL, col, &proven, &st, NULL);
		CHECK(proven);
		CHECK_INT(k, chromatic_brute(g));
		CHECK(gc_color_check(g, col, (size_t)n, &nc, NULL));
		CHECK_INT(nc, k);
		int gk = gc_color_greedy(g, greedy);
		worse += gk > k;
		CHECK(gc_color_check(g, greedy, (size_t)n, &nc, NULL) && nc == gk && gk >= k);
		if (g->m > 0) {	/* give an edge's ends one colour */
			size_t e = (size_t)rng_int((int)g->m);
			col[g->eu[e]] = col[g->ev[e]];
			CHECK(!gc_color_check(g, col, (size_t)n, &nc, NULL));
		}
		graph_free(g);
	}
	/* crown graphs numbered u0 v0 u1 v1 ...: largest-first needs k colours,
	 * two suffice, so the search must beat its incumbent */
	for (int k = 3; k <= 5; k++) {
		struct graph *cr = graph_new(2 * k, false, ATTR_NONE);
		int col[10], greedy[10], nc;
		bool pr;
		for (int i = 0; i < k; i++)
			for (int j = 0; j < k; j++)
				if (i != j && i < j)
					graph_add_edge(cr, 2 * i, 2 * j + 1, 0);
				else if (i != j)
					graph_add_edge(cr, 2 * j + 1, 2 * i, 0);
		graph_finish(cr);
		CHECK_INT(gc_color_greedy(cr, greedy), k);
		CHECK_INT(gc_chromatic(cr, NULL, col, &pr, &st, NULL), 2);
		CHECK(pr && gc_color_check(cr, col, (size_t)(2 * k), &nc, NULL) && nc == 2);
		graph_free(cr);
	}
	CHECK(worse > 0);
	/* crown(5) plus a 5-cycle: clique 2 < chromatic 3 < greedy 5 */
	{
		struct graph *cr = graph_new(15, false, ATTR_NONE);
		int col[15], nc;
		bool pr;
		for (int i = 0; i < 5; i++) {
			for (int j = 0; j < 5; j++)
				if (i != j)
					graph_add_edge(cr, 2 * i, 2 * j + 1, 0);
			graph_add_edge(cr, 10 + i, 10 + (i + 1) % 5, 0);
		}
		graph_finish(cr);
		CHECK_INT(gc_color_greedy(cr, col), 5);
		CHECK_INT(gc_chromatic(cr, NULL, col, &pr, &st, NULL), 3);
		CHECK(pr && gc_color_check(cr, col, 15, &nc, NULL) && nc == 3);
		graph_free(cr);
	}
	/* a self-loop has no colouring */
	struct graph *g = graph_new(2, false, ATTR_NONE);
	int col[2];
	bool proven;
	graph_add_edge(g, 1, 1, 0);
	graph_finish(g);
	CHECK_INT(gc_chromatic(g, NULL, col, &proven, &st, NULL), -1);
	graph_free(g);
}

/* Limits stop the search and say so; the answer is still valid. */
static void test_limits_reported(void)
{
	struct gc_limits lim = { .max_nodes = 2 };
	struct gc_search_stats st;
	int tour[31], col[41], stopped = 0;
	int64_t got;
	bool proven;
	struct graph *g;

	for (int seed = 0; seed < 40; seed++) {
		rng_seed(70000 + (uint64_t)seed);
		g = random_graph(30, 100, false, seed & 1 ? 5 : 1000, false);
		CHECK(gc_tsp(g, &lim, tour, &proven, &st, NULL) != GC_TSP_INF);
		CHECK(proven != st.limit_hit);
		CHECK(gc_tsp_check(g, tour, 31, &got, NULL));
		stopped += !proven;
		graph_free(g);
	}
	CHECK(stopped > 0);
	g = random_graph(40, 50, false, 0, false);
	lim.max_nodes = 3;
	CHECK(gc_chromatic(g, &lim, col, &proven, &st, NULL) > 0);
	CHECK(!proven && st.limit_hit);
	CHECK(gc_color_check(g, col, 40, &(int){ 0 }, NULL));
	graph_free(g);
}

void suite_gracore_solve_more(void)
{
	RUN(test_euler_brute);
	RUN(test_hamcycle_brute);
	RUN(test_tsp_brute);
	RUN(test_coloring_brute);
	RUN(test_limits_reported);
}
