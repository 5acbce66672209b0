/* test-gracore-solve.c - GraCoRe's pure-graph solvers and checkers against
 * brute force on thousands of seeded random graphs, checkers against
 * mutated answers, and (when ../shared is present) the sample records. */
#include "config.h"
#include "unit.h"
#include "test-gracore.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <cjson/cJSON.h>

/* ---- a small seeded PRNG (xorshift64*) ---- */
static uint64_t rng_state;
void rng_seed(uint64_t s)
{
	rng_state = s * 0x9E3779B97F4A7C15ULL + 1;
}
static uint64_t rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ULL;
}
int rng_int(int n)
{
	return (int)(rng_next() % (uint64_t)n);
}

/* G(n, p) with p in percent, weights 1..wmax; loops/multi when asked. */
struct graph *random_graph(int n, int pct, bool directed, int wmax, bool multi)
{
	struct graph *g = graph_new(n, directed, wmax ? ATTR_WEIGHT : ATTR_NONE);

	for (int u = 0; u < n; u++)
		for (int v = directed ? 0 : u + 1; v < n; v++)
			if (u != v && rng_int(100) < pct)
				graph_add_edge(g, u, v, wmax ? 1 + rng_int(wmax) : 0);
	if (multi && n > 0)
		for (int k = rng_int(3); k > 0; k--) {
			int u = rng_int(n), v = rng_int(n);
			graph_add_edge(g, u, v, wmax ? 1 + rng_int(wmax) : 0);
		}
	graph_finish(g);
	return g;
}

bool next_perm(int *a, int n)
{
	int i = n - 2, j = n - 1;

	while (i >= 0 && a[i] >= a[i + 1])
		i--;
	if (i < 0)
		return false;
	while (a[j] <= a[i])
		j--;
	int t = a[i];
	a[i] = a[j];
	a[j] = t;
	for (int x = i + 1, y = n - 1; x < y; x++, y--) {
		t = a[x];
		a[x] = a[y];
		a[y] = t;
	}
	return true;
}

/* ---- basic properties ---- */

static void test_avg_degree_and_components(void)
{
	struct graph *g = graph_new(8, false, ATTR_WEIGHT);
	long num, den;
	int comp[8];

	for (int v = 1; v < 8; v++)
		graph_add_edge(g, v - 1, v, v);
	graph_finish(g);
	gc_avg_degree(g, &num, &den);
	CHECK_INT(num, 7);
	CHECK_INT(den, 4);
	CHECK_INT(gc_components(g, comp, NULL), 1);
	graph_free(g);

	/* GraCoRe's directed Hamiltonian sample: 8 nodes, 15 arcs, 3.75 */
	g = graph_new(8, true, ATTR_NONE);
	for (int i = 0; i < 15; i++)
		graph_add_edge(g, i % 8, (i * 3 + 1) % 8, 0);
	graph_finish(g);
	gc_avg_degree(g, &num, &den);
	CHECK_INT(num, 15);
	CHECK_INT(den, 4);
	graph_free(g);

	/* weakly connected: 0->1<-2 is one component */
	g = graph_new(4, true, ATTR_NONE);
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 2, 1, 0);
	graph_finish(g);
	CHECK_INT(gc_components(g, comp, NULL), 2);
	CHECK_INT(comp[2], 0);
	CHECK_INT(comp[3], 1);
	graph_free(g);
}

/* cycle is closed, consecutive nodes adjacent (underlying), nodes distinct */
static bool valid_cycle(const struct graph *g, const int *c, size_t len)
{
	if (len < 2 || c[0] != c[len - 1])
		return false;
	for (size_t i = 0; i + 1 < len; i++) {
		if (!graph_has_edge(g, c[i], c[i + 1]) && !graph_has_edge(g, c[i + 1], c[i]))
			return false;
		for (size_t j = i + 1; j + 1 < len; j++)
			if (c[i] == c[j])
				return false;
	}
	return true;
}

static void test_tree_bipartite_random(void)
{
	for (int iter = 0; iter < 3000; iter++) {
		int n = 1 + rng_int(10), side[10], *cyc, k, brute_bip = 0;
		size_t len;
		bool directed = iter & 1;
		struct graph *g;
		rng_seed((uint64_t)iter);
		g = random_graph(n, 10 + rng_int(40), directed, 0, iter % 5 == 0);
		bool tree = gc_tree(g, &cyc, &len, &k, NULL);
		CHECK(tree == (k == 1 && g->m == (size_t)n - 1));
		if (!tree && cyc)
			CHECK(valid_cycle(g, cyc, len) || (len == 2 && cyc[0] == cyc[1]));
		if (!tree && !cyc)
			CHECK(k > 1);
		free(cyc);
		/* brute-force two-colouring */
		for (int mask = 0; mask < 1 << n && !brute_bip; mask++) {
			bool ok = true;
			for (size_t e = 0; e < g->m && ok; e++)
				ok = ((mask >> g->eu[e]) & 1) != ((mask >> g->ev[e]) & 1);
			brute_bip = ok;
		}
		bool bip = gc_bipartite(g, side, &cyc, &len, NULL);
		CHECK(bip == (bool)brute_bip);
		if (bip)
			for (size_t e = 0; e < g->m; e++)
				CHECK(side[g->eu[e]] != side[g->ev[e]]);
		else
			CHECK(cyc && len % 2 == 0 && (valid_cycle(g, cyc, len) || len == 2));
		free(cyc);
		graph_free(g);
	}
}

/* ---- triplet similarity ---- */

static double dense_cosine(const struct gc_triplet *a, size_t na, const struct gc_triplet *b,
			   size_t nb, int n, bool directed)
{
	double A[8][8] = { { 0 } }, B[8][8] = { { 0 } }, dot = 0, qa = 0, qb = 0;

	for (size_t i = 0; i < na; i++) {
		A[a[i].u][a[i].v] = a[i].w;
		if (!directed)
			A[a[i].v][a[i].u] = a[i].w;
	}
	for (size_t i = 0; i < nb; i++) {
		B[b[i].u][b[i].v] = b[i].w;
		if (!directed)
			B[b[i].v][b[i].u] = b[i].w;
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			dot += A[i][j] * B[i][j];
			qa += A[i][j] * A[i][j];
			qb += B[i][j] * B[i][j];
		}
	if (qa == 0 && qb == 0)
		return 1;
	if (qa == 0 || qb == 0)
		return 0;
	return dot / sqrt(qa * qb);
}

static void test_triplet_similarity(void)
{
	struct gc_triplet a[] = { { 0, 1, 2 }, { 1, 2, 3 } }, b[] = { { 2, 1, 3 }, { 1, 0, 2 } };
	struct gc_triplet c[] = { { 0, 1, 4 }, { 1, 2, 6 } }, d[] = { { 3, 4, 1 } };

	CHECK(fabs(gc_triplet_similarity(a, 2, b, 2, false) - 1) < 1e-12);
	CHECK(gc_triplet_similarity(a, 2, b, 2, true) < 1e-12);
	CHECK(fabs(gc_triplet_similarity(a, 2, c, 2, false) - 1) < 1e-12);
	CHECK(gc_triplet_similarity(a, 2, d, 1, false) == 0);
	CHECK(gc_triplet_similarity(a, 0, d, 0, false) == 1);
	for (int iter = 0; iter < 2000; iter++) {
		struct gc_triplet x[12], y[12];
		size_t nx, ny;
		bool directed = iter & 1;
		rng_seed(1000 + (uint64_t)iter);
		nx = (size_t)rng_int(12);
		ny = (size_t)rng_int(12);
		for (size_t i = 0; i < nx; i++)
			x[i] = (struct gc_triplet){ rng_int(5), rng_int(5), 1 + rng_int(4) };
		for (size_t i = 0; i < ny; i++)
			y[i] = (struct gc_triplet){ rng_int(5), rng_int(5), 1 + rng_int(4) };
		double s = gc_triplet_similarity(x, nx, y, ny, directed);
		CHECK(fabs(s - dense_cosine(x, nx, y, ny, 5, directed)) < 1e-9);
		CHECK(fabs(gc_triplet_similarity(x, nx, x, nx, directed) - (nx ? 1 : 1)) < 1e-9);
	}
}

/* ---- BFS ---- */

/* Every BFS order from s, by trying every neighbour order (n <= 6). */
struct bfs_all {
	const struct graph *g;
	int seqs[800][6], nseq, len[800];
};

static void bfs_enum(struct bfs_all *b, int *queue, int head, int tail, unsigned seen)
{
	if (head == tail) {
		if (b->nseq < 800) {
			for (int i = 0; i < tail; i++)
				b->seqs[b->nseq][i] = queue[i];
			b->len[b->nseq++] = tail;
		}
		return;
	}
	int u = queue[head], nb[6], k = 0;
	for (size_t i = b->g->off[u]; i < b->g->off[u + 1]; i++) {
		int w = b->g->nbr[i];
		bool dup = false;
		for (int j = 0; j < k; j++)
			dup |= nb[j] == w;
		if (!(seen >> w & 1) && !dup)
			nb[k++] = w;
	}
	/* every order of the k new neighbours */
	int idx[6];
	for (int i = 0; i < k; i++)
		idx[i] = i;
	do {
		unsigned s2 = seen;
		for (int i = 0; i < k; i++) {
			queue[tail + i] = nb[idx[i]];
			s2 |= 1u << nb[idx[i]];
		}
		bfs_enum(b, queue, head + 1, tail + k, s2);
	} while (next_perm(idx, k));
}

static void test_bfs_checker_exhaustive(void)
{
	static struct bfs_all b;

	for (int iter = 0; iter < 1500; iter++) {
		int n, queue[6], perm[6], order[6], s;
		rng_seed(5000 + (uint64_t)iter);
		n = 1 + rng_int(6);
		struct graph *g = random_graph(n, 20 + rng_int(60), iter & 1, 0, iter % 3 == 0);
		s = rng_int(n);
		b.g = g;
		b.nseq = 0;
		queue[0] = s;
		bfs_enum(&b, queue, 0, 1, 1u << s);
		int reach = gc_bfs(g, s, order, NULL);
		CHECK(gc_bfs_check(g, s, order, (size_t)reach, NULL));
		CHECK_INT(reach, b.len[0]);
		/* every permutation of every length-`reach` node sequence from s */
		for (int i = 0; i < n; i++)
			perm[i] = i;
		do {
			bool want = false;
			for (int q = 0; q < b.nseq && !want; q++) {
				bool same = true;
				for (int i = 0; i < reach; i++)
					same &= b.seqs[q][i] == perm[i];
				want = same;
			}
			CHECK(gc_bfs_check(g, s, perm, (size_t)reach, NULL) == want);
			if (reach < n)	/* too long: an unreachable node appended */
				CHECK(!gc_bfs_check(g, s, perm, (size_t)reach + 1, NULL));
		} while (next_perm(perm, n));
		if (reach > 1)
			CHECK(!gc_bfs_check(g, s, order, (size_t)reach - 1, NULL));
		graph_free(g);
	}
}

/* Shuffling the edge list permutes adjacency order: the checker of the
 * original graph accepts the BFS order of every shuffle, and rejects a
 * swap of two nodes at different depths. */
static void test_bfs_shuffled_adjacency(void)
{
	for (int iter = 0; iter < 300; iter++) {
		int n = 10 + rng_int(40), *order = xmalloc((size_t)n * sizeof *order), *depth;
		rng_seed(9000 + (uint64_t)iter);
		struct graph *g = random_graph(n, 5 + rng_int(20), iter & 1, 0, false);
		int reach = gc_bfs(g, 0, order, NULL);
		depth = xcalloc((size_t)n, sizeof *depth);
		for (int i = 1; i < reach; i++)	/* depth of each node in order */
			for (int j = 0; j < i; j++)
				if (graph_has_edge(g, order[j], order[i])) {
					depth[order[i]] = depth[order[j]] + 1;
					break;
				}
		for (int sh = 0; sh < 10; sh++) {
			struct graph *h = graph_new(n, g->directed, ATTR_NONE);
			size_t *idx = xmalloc((g->m + 1) * sizeof *idx);
			for (size_t e = 0; e < g->m; e++)
				idx[e] = e;
			for (size_t e = g->m; e > 1; e--) {
				size_t j = (size_t)rng_int((int)e), t = idx[e - 1];
				idx[e - 1] = idx[j];
				idx[j] = t;
			}
			for (size_t e = 0; e < g->m; e++)
				graph_add_edge(h, g->eu[idx[e]], g->ev[idx[e]], 0);
			graph_finish(h);
			int *o2 = xmalloc((size_t)n * sizeof *o2);
			CHECK_INT(gc_bfs(h, 0, o2, NULL), reach);
			CHECK(gc_bfs_check(g, 0, o2, (size_t)reach, NULL));
			free(o2);
			free(idx);
			graph_free(h);
		}
		for (int t = 0; t < 20 && reach > 2; t++) {
			int i = 1 + rng_int(reach - 1), j = 1 + rng_int(reach - 1), x;
			if (depth[order[i]] == depth[order[j]])
				continue;
			x = order[i];
			order[i] = order[j];
			order[j] = x;
			CHECK(!gc_bfs_check(g, 0, order, (size_t)reach, NULL));
			order[j] = order[i];
			order[i] = x;
		}
		free(order);
		free(depth);
		graph_free(g);
	}
}

void suite_gracore_solve(void);
void suite_gracore_solve(void)
{
	RUN(test_avg_degree_and_components);
	RUN(test_tree_bipartite_random);
	RUN(test_triplet_similarity);
	RUN(test_bfs_checker_exhaustive);
	RUN(test_bfs_shuffled_adjacency);
	suite_gracore_solve_more();
	suite_gracore_sample();
}
