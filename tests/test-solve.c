/* test-solve.c - the reference solvers against brute force and textbook
 * alternatives on thousands of seeded random graphs; every checker accepts
 * the solver's answer and rejects mutated ones; bad problems are refused
 * with a message. */
#include "config.h"
#include "unit.h"
#include "problem.h"
#include "solve.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* xorshift64*: deterministic across platforms */
static uint64_t rng_state;
static void rng_seed(uint64_t s)
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
static int rng_int(int n)
{
	return (int)(rng_next() % (uint64_t)n);
}

/* n nodes, each pair an edge with probability pct/100, weights 0..maxw. */
static struct graph *random_graph(int n, int pct, bool directed, enum edge_attr attr, int maxw)
{
	struct graph *g = graph_new(n, directed, attr);

	for (int u = 0; u < n; u++)
		for (int v = directed ? 0 : u + 1; v < n; v++)
			if (u != v && rng_int(100) < pct)
				graph_add_edge(g, u, v, attr ? rng_int(maxw + 1) : 0);
	graph_finish(g);
	return g;
}

static struct problem *make_problem(const char *task, struct graph *g, const char *query)
{
	struct problem *p = problem_new();

	p->id = xstrdup("test/x");
	p->task_name = xstrdup(task);
	p->task = task_find(task);
	p->graph = g;
	p->query = cJSON_Parse(query);
	return p;
}

/* ---- shortest paths ---------------------------------------------------- */

static void bellman_ford(const struct graph *g, int s, int64_t *dist)
{
	for (int v = 0; v < g->n; v++)
		dist[v] = TRACE_INF;
	dist[s] = 0;
	for (int round = 0; round < g->n; round++)
		for (size_t e = 0; e < g->m; e++)
			for (int dir = 0; dir < (g->directed ? 1 : 2); dir++) {
				int u = dir ? g->ev[e] : g->eu[e], v = dir ? g->eu[e] : g->ev[e];
				if (dist[u] != TRACE_INF && dist[u] + g->ew[e] < dist[v])
					dist[v] = dist[u] + g->ew[e];
			}
}

static void test_dijkstra_vs_bellman_ford(void)
{
	int64_t d1[40], d2[40];
	int parent[40];

	for (int it = 0; it < 2000; it++) {
		rng_seed((uint64_t)it);
		int n = 2 + rng_int(30);
		struct graph *g = random_graph(n, 5 + rng_int(40), it % 3 == 0, ATTR_WEIGHT, 20);
		int s = rng_int(n);
		dijkstra(g, s, -1, d1, parent, NULL);
		bellman_ford(g, s, d2);
		for (int v = 0; v < n; v++) {
			CHECK_INT(d1[v], d2[v]);
			if (d1[v] != TRACE_INF && v != s) {
				/* the parent chain is a shortest path */
				int64_t w = 0;
				long e = graph_find_edge(g, parent[v], v);
				REQUIRE(e >= 0);
				w = d1[parent[v]] + g->ew[e];
				CHECK(w >= d1[v]);
			}
		}
		graph_free(g);
	}
}

/* Dijkstra as the specification has it, in O(n^2): take the open node of
 * least (distance, node), relax its arcs in adjacency order on a strict
 * improvement. Any priority queue must give these parents (the traces
 * and answers depend on them). */
static void dijkstra_reference(const struct graph *g, int s, int64_t *dist, int *parent)
{
	unsigned char *done = xcalloc((size_t)g->n, 1);

	for (int v = 0; v < g->n; v++) {
		dist[v] = TRACE_INF;
		parent[v] = -1;
	}
	dist[s] = 0;
	for (;;) {
		int u = -1;
		for (int v = 0; v < g->n; v++)
			if (!done[v] && dist[v] != TRACE_INF && (u < 0 || dist[v] < dist[u]))
				u = v;
		if (u < 0)
			break;
		done[u] = 1;
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = g->nbr[k];
			int64_t nd = dist[u] + g->ew[g->nbr_edge[k]];
			if (!done[v] && nd < dist[v]) {
				dist[v] = nd;
				parent[v] = u;
			}
		}
	}
	free(done);
}

/* Ties everywhere (weights 1-3): the parents of the (distance, node)
 * order, and dist_to_target equal to Bellman-Ford on the reversed graph. */
static void test_dijkstra_tie_order(void)
{
	int64_t d1[40], d2[40];
	int p1[40], p2[40];

	for (int it = 0; it < 2000; it++) {
		rng_seed(5000 + (uint64_t)it);
		int n = 2 + rng_int(38);
		struct graph *g = random_graph(n, 5 + rng_int(80), it % 2 == 0, ATTR_WEIGHT, 3);
		int s = rng_int(n);
		dijkstra(g, s, -1, d1, p1, NULL);
		dijkstra_reference(g, s, d2, p2);
		for (int v = 0; v < n; v++) {
			CHECK_INT(d1[v], d2[v]);
			CHECK_INT(p1[v], p2[v]);
		}
		dist_to_target(g, s, d1);
		for (int v = 0; v < n; v++) {
			bellman_ford(g, v, d2);
			CHECK_INT(d1[v], d2[s]);
		}
		graph_free(g);
	}
}

/* Bucket 0 of Dijkstra's queue (the nodes at the least distance) holds
 * hundreds of nodes here, sorted by their bytes: node numbers of 12 bits
 * (two passes) and of 17 (three, the sorted copy in the other array),
 * scattered over the range, weights 0-1 or 0-3 (ties, and arcs that queue
 * a node at the distance being taken). Parents and distances must be the
 * reference's; dist_to_target's distances too (undirected). */
static void test_dijkstra_large_ties(void)
{
	static const int sizes[] = { 3000, 70000 };

	for (int it = 0; it < 8; it++) {
		int n = sizes[it % 2], a = it % 2 ? 700 : 1500, maxw = it % 4 < 2 ? 1 : 3;
		bool directed = it >= 4;
		int *active = xmalloc((size_t)a * sizeof *active), *p1, *p2;
		unsigned char *used = xcalloc((size_t)n, 1);
		int64_t *d1, *d2;
		struct graph *g = graph_new(n, directed, ATTR_WEIGHT);
		size_t big = 0;

		rng_seed(9100 + (uint64_t)it);
		for (int i = 0; i < a; i++) {
			int v;
			do
				v = rng_int(n);
			while (used[v]);
			used[v] = 1;
			active[i] = v;
		}
		for (int i = 0; i < 3 * a; i++)
			graph_add_edge(g, active[rng_int(a)], active[rng_int(a)], rng_int(maxw + 1));
		graph_finish(g);
		d1 = xmalloc((size_t)n * sizeof *d1);
		d2 = xmalloc((size_t)n * sizeof *d2);
		p1 = xmalloc((size_t)n * sizeof *p1);
		p2 = xmalloc((size_t)n * sizeof *p2);
		dijkstra(g, active[0], -1, d1, p1, NULL);
		dijkstra_reference(g, active[0], d2, p2);
		for (int v = 0; v < n; v++) {
			CHECK_INT(d1[v], d2[v]);
			CHECK_INT(p1[v], p2[v]);
		}
		/* the test is only as good as its ties: a distance shared by
		 * more than 32 nodes (the insertion sort's limit) */
		for (int64_t d = 0; d <= 8 && !big; d++) {
			size_t c = 0;
			for (int i = 0; i < a; i++)
				c += d2[active[i]] == d;
			big = c > 32;
		}
		CHECK(big);
		if (!directed) {
			dist_to_target(g, active[0], d1);
			for (int v = 0; v < n; v++)
				CHECK_INT(d1[v], d2[v]);
		}
		graph_free(g);
		free(active);
		free(used);
		free(d1);
		free(d2);
		free(p1);
		free(p2);
	}
}

/* Past 65,536 arcs Dijkstra reads each arc's head and weight from a copy
 * gathered in arc order, unless a weight is outside 0..2^31-1. The same
 * graph with one more edge, isolated, of weight 2^31 (no copy) must give
 * the same distances and parents, weights 0 and 2^31-1 included; and so
 * must a traced run, which reads the arcs' edge ids as well. */
static void test_dijkstra_gathered_arcs(void)
{
	for (int it = 0; it < 4; it++) {
		int n = 30000, m = 45000;
		bool directed = it % 2;
		struct graph *ga = graph_new(n + 2, directed, ATTR_WEIGHT);
		struct graph *gb = graph_new(n + 2, directed, ATTR_WEIGHT);
		int64_t *d1 = xmalloc((size_t)(n + 2) * sizeof *d1);
		int64_t *d2 = xmalloc((size_t)(n + 2) * sizeof *d2);
		int64_t *d3 = xmalloc((size_t)(n + 2) * sizeof *d3);
		int *p1 = xmalloc((size_t)(n + 2) * sizeof *p1);
		int *p2 = xmalloc((size_t)(n + 2) * sizeof *p2);
		int *p3 = xmalloc((size_t)(n + 2) * sizeof *p3);
		struct trace *tr;
		size_t reached = 0;

		rng_seed(7700 + (uint64_t)it);
		for (int i = 0; i < (directed ? 2 : 1) * m; i++) {
			int u = rng_int(n), v = rng_int(n);
			int64_t w = rng_int(50) ? rng_int(4) : INT32_MAX;
			graph_add_edge(ga, u, v, w);
			graph_add_edge(gb, u, v, w);
		}
		graph_add_edge(gb, n, n + 1, (int64_t)INT32_MAX + 1);
		graph_finish(ga);
		graph_finish(gb);
		CHECK(ga->off[n] >= 65536);
		dijkstra(ga, 0, -1, d1, p1, NULL);
		dijkstra(gb, 0, -1, d2, p2, NULL);
		tr = trace_new(ga, 1000);
		dijkstra(ga, 0, -1, d3, p3, tr);
		trace_free(tr);
		for (int v = 0; v < n + 2; v++) {
			CHECK_INT(d1[v], d2[v]);
			CHECK_INT(p1[v], p2[v]);
			CHECK_INT(d1[v], d3[v]);
			CHECK_INT(p1[v], p3[v]);
			reached += d1[v] != TRACE_INF;
		}
		CHECK(reached > (size_t)n / 2);
		graph_free(ga);
		graph_free(gb);
		free(d1);
		free(d2);
		free(d3);
		free(p1);
		free(p2);
		free(p3);
	}
}

/* count simple s-t paths strictly lighter than w, by brute force */
static long brute_shorter(const struct graph *g, int u, int t, int64_t acc, int64_t w,
			  unsigned char *on)
{
	long c = 0;

	if (u == t)
		return acc < w;
	on[u] = 1;
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
		if (!on[g->nbr[k]])
			c += brute_shorter(g, g->nbr[k], t, acc + g->ew[g->nbr_edge[k]], w, on);
	on[u] = 0;
	return c;
}

static void test_path_rank(void)
{
	int64_t dist[12];
	int parent[12], path[12];
	unsigned char on[12];

	for (int it = 0; it < 1000; it++) {
		rng_seed(1000 + (uint64_t)it);
		int n = 3 + rng_int(7);
		struct graph *g = random_graph(n, 50, false, ATTR_WEIGHT, 9);
		int s = 0, t = n - 1;
		size_t len = 0;
		long rank;
		struct check c;
		dijkstra(g, s, t, dist, parent, NULL);
		if (dist[t] == TRACE_INF) {
			graph_free(g);
			continue;
		}
		/* a random simple s-t path: walk, restart on dead ends */
		for (int tries = 0; tries < 50; tries++) {
			memset(on, 0, sizeof on);
			len = 0;
			int u = s;
			path[len++] = u;
			on[u] = 1;
			while (u != t) {
				int cand[12], nc = 0;
				for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
					if (!on[g->nbr[k]])
						cand[nc++] = g->nbr[k];
				if (!nc)
					break;
				u = cand[rng_int(nc)];
				on[u] = 1;
				path[len++] = u;
			}
			if (u == t)
				break;
		}
		if (path[len - 1] != t) {
			graph_free(g);
			continue;
		}
		int64_t w;
		REQUIRE(path_check(g, s, t, path, len, &w, &c));
		CHECK(path_rank(g, s, t, path, len, 100000, &rank, &c) == RANK_OK);
		memset(on, 0, sizeof on);
		CHECK_INT(rank, 1 + brute_shorter(g, s, t, 0, w, on));
		/* the capped answer says "over the cap" */
		if (rank > 2) {
			CHECK(path_rank(g, s, t, path, len, 1, &rank, &c) == RANK_OVER_CAP);
			CHECK_INT(rank, 2);
		}
		/* a path that repeats a node is not ranked */
		if (len >= 3) {
			path[1] = path[0];
			CHECK(path_rank(g, s, t, path, len, 100, &rank, &c) == RANK_INVALID);
			CHECK_INT(c.pos, 1);
		}
		graph_free(g);
	}
}

/* ---- maximum flow -------------------------------------------------------- */

static void test_max_flow_equals_min_cut(void)
{
	int64_t flow[900];
	unsigned char side[30];

	for (int it = 0; it < 2000; it++) {
		rng_seed(5000 + (uint64_t)it);
		int n = 2 + rng_int(25);
		struct graph *g = random_graph(n, 10 + rng_int(40), true, ATTR_CAPACITY, 15);
		int s = rng_int(n), t = rng_int(n);
		struct check c;
		if (s == t)
			t = (s + 1) % n;
		int64_t v = max_flow(g, s, t, flow, side, NULL), cut = 0;
		CHECK(side[s] == 1);
		CHECK(side[t] == 0);
		for (size_t e = 0; e < g->m; e++)
			if (side[g->eu[e]] && !side[g->ev[e]])
				cut += g->ew[e];
		CHECK_INT(v, cut);
		CHECK(flow_check(g, s, t, flow, v, &c));
		CHECK(!flow_check(g, s, t, flow, v + 1, &c));
		if (g->m) {
			size_t e = (size_t)rng_int((int)g->m);
			flow[e] += 1;
			CHECK(!flow_check(g, s, t, flow, v, &c));
			flow[e] -= 2;
			CHECK(!flow_check(g, s, t, flow, v, &c));
		}
		graph_free(g);
	}
}

/* Untraced, each phase's level graph comes from a BFS from both ends that
 * stops where they meet (meet_levels); traced, a BFS from the source
 * levels every node it reaches. Both must find the same augmenting paths:
 * the same flow on every edge and the same cut, directed or not, with
 * parallel edges, self-loops and nodes the source does not reach, and with
 * a trace that fills up partway; every fourth graph is large and sparse,
 * so the two searches take many levels each and meet far from both ends. */
static void test_max_flow_same_traced(void)
{
	for (int it = 0; it < 400; it++) {
		rng_seed(9100 + (uint64_t)it);
		int n = it % 4 == 3 ? 500 + rng_int(1500) : 2 + rng_int(60);
		int m = it % 4 == 3 ? n + rng_int(n) : rng_int(4 * n);
		bool directed = it % 2;
		struct graph *g = graph_new(n, directed, ATTR_CAPACITY);
		int s = rng_int(n), t = (s + 1 + rng_int(n - 1)) % n;
		for (int i = 0; i < m; i++) {
			int u = rng_int(n), v = rng_int(8) ? rng_int(n) : u;
			graph_add_edge(g, u, v, 1 + rng_int(20));
		}
		graph_finish(g);
		int64_t *f1 = xmalloc((g->m + 1) * sizeof *f1), *f2 = xmalloc((g->m + 1) * sizeof *f2);
		unsigned char *c1 = xmalloc((size_t)n), *c2 = xmalloc((size_t)n);
		struct trace *tr = trace_new(g, 1000000);
		int64_t v1 = max_flow(g, s, t, f1, c1, NULL);
		int64_t v2 = max_flow(g, s, t, f2, c2, tr);
		CHECK_INT(v1, v2);
		CHECK(memcmp(f1, f2, g->m * sizeof *f1) == 0);
		CHECK(memcmp(c1, c2, (size_t)n) == 0);
		trace_free(tr);
		/* a trace that reaches its limit partway stops recording; the
		 * search goes on as it began */
		tr = trace_new(g, 1 + (size_t)rng_int(300));
		CHECK_INT(max_flow(g, s, t, f2, c2, tr), v1);
		CHECK(memcmp(f1, f2, g->m * sizeof *f1) == 0);
		CHECK(memcmp(c1, c2, (size_t)n) == 0);
		trace_free(tr);
		free(f1);
		free(f2);
		free(c1);
		free(c2);
		graph_free(g);
	}
}

/* The augmenting paths, and so the flow on each edge (which solve prints),
 * follow each node's arcs in the order of their edges, along or against
 * them, as the residual network gravel built until 6777af3 kept them: a
 * digest of the flows and cuts on 300 random networks with many edges out
 * of the source and into the sink and small capacities (many paths, flow
 * sent back), directed and not, as that version computed it. Taking a node's arcs against its edges after those along
 * them changes it. */
static void test_max_flow_edge_order(void)
{
	uint64_t digest = 1469598103934665603u;
	int64_t total = 0;

	for (int it = 0; it < 300; it++) {
		rng_seed(9900 + (uint64_t)it);
		int n = 5 + rng_int(200), m = n * (1 + rng_int(4));
		struct graph *g = graph_new(n, it % 2 == 0, ATTR_CAPACITY);
		int s = rng_int(n), t = (s + 1 + rng_int(n - 1)) % n;
		for (int i = 0; i < m; i++)
			graph_add_edge(g, rng_int(n), rng_int(n), 1 + rng_int(5));
		for (int i = 0; i < n / 4; i++) {	/* much to send */
			graph_add_edge(g, s, rng_int(n), 1 + rng_int(5));
			graph_add_edge(g, rng_int(n), t, 1 + rng_int(5));
		}
		graph_finish(g);
		int64_t *flow = xmalloc((g->m + 1) * sizeof *flow);
		unsigned char *side = xmalloc((size_t)n);
		total += max_flow(g, s, t, flow, side, NULL);
		for (size_t e = 0; e < g->m; e++)
			digest = (digest ^ (uint64_t)(flow[e] + 16)) * 1099511628211u;
		for (int v = 0; v < n; v++)
			digest = (digest ^ side[v]) * 1099511628211u;
		free(flow);
		free(side);
		graph_free(g);
	}
	CHECK_INT(total, 19693);
	if (digest != 750160728542344316u)
		printf("    max flow digest %llu\n", (unsigned long long)digest);
	CHECK(digest == 750160728542344316u);
}

/* Undirected networks with parallel edges and self-loops (each edge gives
 * two residual arcs of the same capacity, a self-loop's both at one node):
 * the flow is valid, equals the capacity of the cut it reports, and a flow
 * along an edge may run either way. */
static void test_max_flow_undirected_multigraph(void)
{
	int64_t flow[200];
	unsigned char side[20];

	for (int it = 0; it < 2000; it++) {
		rng_seed(6000 + (uint64_t)it);
		int n = 2 + rng_int(15), m = rng_int(60);
		struct graph *g = graph_new(n, false, ATTR_CAPACITY);
		int s = rng_int(n), t = (s + 1 + rng_int(n - 1)) % n;
		struct check c;
		for (int i = 0; i < m; i++) {
			int u = rng_int(n), v = rng_int(6) ? rng_int(n) : u;
			graph_add_edge(g, u, v, rng_int(9));
			if (rng_int(4) == 0)	/* a parallel edge */
				graph_add_edge(g, u, v, rng_int(9));
		}
		graph_finish(g);
		int64_t v = max_flow(g, s, t, flow, side, NULL), cut = 0;
		CHECK(side[s] == 1);
		CHECK(side[t] == 0);
		for (size_t e = 0; e < g->m; e++)
			if (side[g->eu[e]] != side[g->ev[e]])
				cut += g->ew[e];
		CHECK_INT(v, cut);
		CHECK(flow_check(g, s, t, flow, v, &c));
		graph_free(g);
	}
}

/* The matched (applicant, job) pairs of mate[] into pairs[]; each pair's
 * mates point at each other. Returns their number. */
static size_t mate_pairs(int n1, const int *mate, int *pairs)
{
	size_t np = 0;

	for (int a = 0; a < n1; a++)
		if (mate[a] >= 0) {
			CHECK_INT(mate[mate[a]], a);
			pairs[2 * np] = a;
			pairs[2 * np + 1] = mate[a];
			np++;
		}
	return np;
}

/* ---- matching ------------------------------------------------------------ */

static int brute_matching(const struct graph *g, int a, unsigned used)
{
	int best;

	if (a == g->parts[0])
		return 0;
	best = brute_matching(g, a + 1, used);
	for (size_t k = g->off[a]; k < g->off[a + 1]; k++) {
		int j = g->nbr[k];
		if (!(used & (1u << j))) {
			int r = 1 + brute_matching(g, a + 1, used | (1u << j));
			if (r > best)
				best = r;
		}
	}
	return best;
}

static void test_matching_vs_brute_force(void)
{
	int mate[20], pairs[40];

	for (int it = 0; it < 3000; it++) {
		rng_seed(9000 + (uint64_t)it);
		int n1 = 1 + rng_int(7), n2 = 1 + rng_int(7), pct = 10 + rng_int(60);
		struct graph *g = graph_new(n1 + n2, false, ATTR_NONE);
		struct check c;
		size_t np;
		graph_set_parts(g, n1, n2);
		for (int a = 0; a < n1; a++)
			for (int j = 0; j < n2; j++)
				if (rng_int(100) < pct)
					graph_add_edge(g, a, n1 + j, 0);
		graph_finish(g);
		int k = bipartite_matching(g, mate, NULL);
		CHECK_INT(k, brute_matching(g, 0, 0));
		np = mate_pairs(n1, mate, pairs);
		CHECK_INT(np, k);
		CHECK(matching_check(g, pairs, np, &c));
		if (np >= 2) {
			pairs[3] = pairs[1];	/* two applicants, one job */
			CHECK(!matching_check(g, pairs, np, &c));
			CHECK_INT(c.pos, 1);
		}
		graph_free(g);
	}
}

/* Large graphs go to Karp-Sipser, Hopcroft-Karp and one search per free
 * applicant: its size equals the maximum flow of the unit network
 * s -> applicants -> jobs -> t (Dinic, an independent solver), and the
 * pairs form a matching on real edges. The densities run from a forest
 * the degree-one rule settles alone (m = (n1 + n2) / 4) to a core that
 * needs every stage (m = 4 (n1 + n2)). Every other graph is directed
 * (applicant -> job), whose CSR lists no job's applicants. */
static void test_matching_large_vs_max_flow(void)
{
	static const int quarters[] = { 1, 2, 4, 6, 8, 12, 16 };
	for (int it = 0; it < 14; it++) {
		rng_seed(77000 + (uint64_t)it);
		int n1 = 2500 + rng_int(3000), n2 = 2500 + rng_int(3000);
		int m = (n1 + n2) * quarters[it % 7] / 4;
		struct graph *g = graph_new(n1 + n2, it % 2 == 1, ATTR_NONE);
		struct graph *f = graph_new(n1 + n2 + 2, true, ATTR_CAPACITY);
		int s = n1 + n2, t = n1 + n2 + 1, *mate = xmalloc((size_t)(n1 + n2) * sizeof *mate);
		int *pairs = xmalloc((size_t)(n1 + n2) * 2 * sizeof *pairs);
		size_t np;
		struct check c;

		graph_set_parts(g, n1, n2);
		for (int a = 0; a < n1; a++)
			graph_add_edge(f, s, a, 1);
		for (int j = 0; j < n2; j++)
			graph_add_edge(f, n1 + j, t, 1);
		for (int e = 0; e < m; e++) {
			int a = rng_int(n1), j = n1 + rng_int(n2);
			graph_add_edge(g, a, j, 0);
			graph_add_edge(f, a, j, 1);
		}
		graph_finish(g);
		graph_finish(f);
		REQUIRE(g->n >= 4096);	/* the Hopcroft-Karp side */
		int64_t *flow = xmalloc((f->m + 1) * sizeof *flow);
		int64_t want = max_flow(f, s, t, flow, NULL, NULL);
		/* the phases run to the end, hand over after the first one, or
		 * as they do by default */
		static const unsigned ratios[] = { UINT_MAX, 0, 64 };
		for (size_t r = 0; r < sizeof ratios / sizeof *ratios; r++) {
			unsigned old = matching_set_tail_ratio(ratios[r]);
			int k = bipartite_matching(g, mate, NULL);
			matching_set_tail_ratio(old);
			CHECK_INT(k, want);
			np = mate_pairs(n1, mate, pairs);
			CHECK_INT(np, k);
			CHECK(matching_check(g, pairs, np, &c));
		}
		free(flow);
		free(mate);
		free(pairs);
		graph_free(g);
		graph_free(f);
	}
}

/* ---- Hamilton -------------------------------------------------------------- */

static bool brute_hamilton(const struct graph *g, int u, int depth, unsigned char *on)
{
	if (depth == g->n)
		return true;
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
		int v = g->nbr[k];
		if (on[v])
			continue;
		on[v] = 1;
		if (brute_hamilton(g, v, depth + 1, on))
			return true;
		on[v] = 0;
	}
	return false;
}

static void test_hamilton_vs_brute_force(void)
{
	int path[10];
	unsigned char on[10];

	for (int it = 0; it < 3000; it++) {
		rng_seed(20000 + (uint64_t)it);
		int n = 1 + rng_int(9);
		struct graph *g = random_graph(n, 15 + rng_int(60), it % 4 == 0, ATTR_NONE, 0);
		bool want = false;
		struct check c;
		for (int s = 0; s < n && !want; s++) {
			memset(on, 0, sizeof on);
			on[s] = 1;
			want = brute_hamilton(g, s, 1, on);
		}
		bool got = hamilton_path(g, path, NULL);
		CHECK_INT(got, want);
		if (got) {
			CHECK(hamilton_check(g, path, (size_t)n, &c));
			if (n >= 2) {
				CHECK(!hamilton_check(g, path, (size_t)n - 1, &c));
				path[n - 1] = path[0];
				CHECK(!hamilton_check(g, path, (size_t)n, &c));
				CHECK_INT(c.pos, n - 1);
			}
		}
		graph_free(g);
	}
}

/* ---- topological sort, cycles, connectivity ------------------------------ */

static void test_topology_and_checker(void)
{
	int order[30], perm[30];

	for (int it = 0; it < 2000; it++) {
		rng_seed(30000 + (uint64_t)it);
		int n = 1 + rng_int(25);
		struct graph *g = graph_new(n, true, ATTR_NONE);
		struct check c;
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = rng_int(i + 1), x = perm[i];
			perm[i] = perm[j];
			perm[j] = x;
		}
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++)
				if (rng_int(100) < 20)
					graph_add_edge(g, perm[i], perm[j], 0);
		graph_finish(g);
		CHECK_INT(topo_kahn(g, order, NULL), n);
		CHECK(topo_check(g, order, (size_t)n, &c));
		CHECK(topo_check(g, perm, (size_t)n, &c));
		if (g->m) {
			/* put an edge's head first: the checker points at it */
			size_t e = (size_t)rng_int((int)g->m);
			int u = g->eu[e], v = g->ev[e], pu = 0, pv = 0;
			for (int i = 0; i < n; i++) {
				if (order[i] == u)
					pu = i;
				if (order[i] == v)
					pv = i;
			}
			order[pu] = v;
			order[pv] = u;
			CHECK(!topo_check(g, order, (size_t)n, &c));
			CHECK(c.pos >= 0 && c.pos <= pu);
			CHECK(c.edge >= 0);
		}
		CHECK(!topo_check(g, order, (size_t)n - 1, &c) || n == 0);
		/* a back edge makes it cyclic */
		if (n >= 2) {
			graph_add_edge(g, perm[n - 1], perm[0], 0);
			graph_add_edge(g, perm[0], perm[n - 1], 0);
			graph_finish(g);
			CHECK(topo_kahn(g, order, NULL) < n);
			size_t len;
			int *cyc = topo_find_cycle(g, &len);
			CHECK(cyc != NULL);
			CHECK(cyc && cycle_check(g, cyc, len, &c));
			free(cyc);
		}
		graph_free(g);
	}
}

/* Past 4,096 nodes an untraced cycle_find takes a BFS (undirected) or
 * Kahn's algorithm (directed) instead of the DFS, which a trace keeps (one
 * of a single event: a trace that fills must not switch algorithms). Both
 * must agree on whether there is a cycle, and the large path's cycle must
 * be one, on forests and DAGs (all of the graph searched), with one edge
 * added (a cycle or not), a self-loop, a doubled edge, and sparse random
 * graphs. */
static void test_cycle_large_vs_dfs(void)
{
	int answers[2] = { 0, 0 };	/* acyclic, cyclic */

	for (int it = 0; it < 96; it++) {
		rng_seed(41000 + (uint64_t)it);
		int n = 4096 + rng_int(8000), kind = it % 6;
		bool directed = it % 12 >= 6;
		struct graph *g = graph_new(n, directed, ATTR_NONE);
		int *c1, *c2;
		size_t l1, l2;
		struct trace *tr;
		struct check c;
		bool h1, h2;

		if (kind == 5) {	/* sparse random: cycles near or far */
			int m = n / 2 + rng_int(n);
			for (int i = 0; i < m; i++)
				graph_add_edge(g, rng_int(n), rng_int(n), 0);
		} else {	/* a forest, or a DAG of about 2n edges */
			for (int v = 1; v < n; v++)
				for (int j = directed ? rng_int(4) : !!rng_int(20); j > 0; j--)
					graph_add_edge(g, rng_int(v), v, 0);
		}
		if (kind == 1) {	/* one more edge anywhere */
			int u = rng_int(n), v = rng_int(n);
			graph_add_edge(g, u, v, 0);
		} else if (kind == 2) {
			int u = rng_int(n);
			graph_add_edge(g, u, u, 0);
		} else if (kind == 3 && g->m) {	/* an edge doubled, same way */
			size_t e = (size_t)rng_int((int)g->m);
			graph_add_edge(g, g->eu[e], g->ev[e], 0);
		} else if (kind == 4 && g->m) {	/* an edge reversed: a 2-cycle, or one through it */
			size_t e = (size_t)rng_int((int)g->m);
			graph_add_edge(g, g->ev[e], g->eu[e], 0);
		}
		graph_finish(g);
		h1 = cycle_find(g, NULL, &c1, &l1);
		tr = trace_new(g, 1);
		h2 = cycle_find(g, tr, &c2, &l2);
		trace_free(tr);
		CHECK_INT(h1, h2);
		if (h1) {
			CHECK(cycle_check(g, c1, l1, &c));
			if (!c.ok)
				fprintf(stderr, "  it %d (kind %d, %s): %s\n", it, kind,
					directed ? "directed" : "undirected", c.msg);
		}
		answers[h1]++;
		free(c1);
		free(c2);
		graph_free(g);
	}
	/* both answers came up often */
	CHECK(answers[0] >= 20 && answers[1] >= 20);
}

static void test_cycle_and_connectivity(void)
{
	int comp[40], comp2[40];

	for (int it = 0; it < 3000; it++) {
		rng_seed(40000 + (uint64_t)it);
		int n = 1 + rng_int(30);
		struct graph *g = random_graph(n, 2 + rng_int(15), false, ATTR_NONE, 0);
		int *cyc, nc = conn_components(g, comp, NULL);
		size_t len;
		struct check c;
		/* a simple graph has a cycle iff m > n - components */
		bool want = (long)g->m > n - nc;
		CHECK_INT(cycle_find(g, NULL, &cyc, &len), want);
		if (want) {
			CHECK(cycle_check(g, cyc, len, &c));
			if (len >= 3) {
				int x = cyc[0];
				cyc[0] = cyc[1];
				cyc[1] = x;
				/* the swapped order is usually broken; a repeat always */
				cyc[2] = cyc[0];
				CHECK(!cycle_check(g, cyc, len, &c));
			}
		}
		free(cyc);
		for (int q = 0; q < 5; q++) {
			int s = rng_int(n), t = rng_int(n), *path;
			CHECK_INT(conn_bfs(g, s, t, NULL, &path, &len), comp[s] == comp[t]);
			if (path) {
				int64_t w;
				CHECK(path_check(g, s, t, path, len, &w, &c));
			}
			free(path);
		}
		/* labels are the smallest node of each component */
		for (int v = 0; v < n; v++) {
			CHECK(comp[v] <= v);
			comp2[v] = comp[comp[v]];
			CHECK_INT(comp2[v], comp[v]);
		}
		graph_free(g);
	}
}

/* ---- GNN ----------------------------------------------------------------- */

static void test_gnn_vs_edge_list(void)
{
	int64_t out[3 * 12 * 3], ref[2][12 * 3];

	for (int it = 0; it < 500; it++) {
		rng_seed(50000 + (uint64_t)it);
		int n = 1 + rng_int(12), dim = 1 + rng_int(3);
		struct graph *g = random_graph(n, 30, false, ATTR_NONE, 0);
		int64_t *f = graph_alloc_features(g, dim);
		for (int i = 0; i < n * dim; i++)
			f[i] = rng_int(3);
		memcpy(ref[0], f, (size_t)(n * dim) * sizeof *f);
		REQUIRE(gnn_layers(g, 3, out, NULL) == 0);
		for (int l = 0; l < 3; l++) {
			memset(ref[1], 0, sizeof ref[1]);
			for (size_t e = 0; e < g->m; e++)
				for (int d = 0; d < dim; d++) {
					ref[1][g->ev[e] * dim + d] += ref[0][g->eu[e] * dim + d];
					ref[1][g->eu[e] * dim + d] += ref[0][g->ev[e] * dim + d];
				}
			for (int i = 0; i < n * dim; i++)
				CHECK_INT(out[(size_t)l * (size_t)(n * dim) + (size_t)i], ref[1][i]);
			memcpy(ref[0], ref[1], sizeof ref[0]);
		}
		graph_free(g);
	}
}

/* ---- bad problems get a message, not an answer ---------------------------- */

static void expect_refusal(struct problem *p, const char *part)
{
	cJSON *ans = NULL;
	char *err = NULL;

	CHECK_INT(solve_problem(p, &ans, NULL, &err), -1);
	CHECK(ans == NULL);
	CHECK(err && strstr(err, part));
	if (err && !strstr(err, part))
		printf("    message was: %s\n", err);
	free(err);
	cJSON_Delete(ans);
	problem_free(p);
}

static void test_bad_problems(void)
{
	struct graph *g;

	g = graph_new(3, true, ATTR_CAPACITY);
	graph_add_edge(g, 0, 1, 5);
	graph_add_edge(g, 1, 2, -1);
	expect_refusal(make_problem("flow", g, "{\"source\":0,\"target\":2}"), "negative capacity");

	g = graph_new(3, false, ATTR_WEIGHT);
	graph_add_edge(g, 0, 1, 5);
	expect_refusal(make_problem("shortest_path", g, "{\"source\":0,\"target\":7}"),
		       "not a node");
	g = graph_new(3, false, ATTR_WEIGHT);
	graph_add_edge(g, 0, 1, 5);
	expect_refusal(make_problem("shortest_path", g, "{\"source\":0,\"target\":2}"),
		       "no path from 0 to 2");
	g = graph_new(3, false, ATTR_WEIGHT);
	expect_refusal(make_problem("shortest_path", g, "{\"source\":0}"), "\"target\"");

	g = graph_new(3, true, ATTR_NONE);
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_add_edge(g, 2, 1, 0);
	expect_refusal(make_problem("topology", g, "{}"), "not a DAG");

	g = graph_new(2, false, ATTR_NONE);
	graph_add_edge(g, 0, 1, 0);
	expect_refusal(make_problem("matching", g, "{}"), "bipartite");

	g = graph_new(2, false, ATTR_NONE);
	expect_refusal(make_problem("gnn", g, "{\"layers\":1}"), "features");

	g = graph_new(2, false, ATTR_NONE);
	expect_refusal(make_problem("connectivity", g, "{\"source\":-1,\"target\":1}"),
		       "not a node");
}

static void test_answers_have_gold_shape(void)
{
	struct graph *g = graph_new(4, false, ATTR_WEIGHT);
	struct problem *p;
	cJSON *ans;
	char *err;

	graph_add_edge(g, 0, 1, 2);
	graph_add_edge(g, 1, 2, 2);
	graph_add_edge(g, 0, 2, 5);
	graph_add_edge(g, 2, 3, 1);
	p = make_problem("shortest_path", g, "{\"source\":0,\"target\":3}");
	REQUIRE(solve_problem(p, &ans, NULL, &err) == 0);
	char *s = cJSON_PrintUnformatted(ans);
	CHECK_STR(s, "{\"path\":[0,1,2,3],\"length\":5}");
	free(s);
	cJSON_Delete(ans);
	problem_free(p);

	g = graph_new(5, false, ATTR_NONE);
	graph_set_parts(g, 2, 3);
	graph_add_edge(g, 0, 2, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_add_edge(g, 1, 4, 0);
	p = make_problem("matching", g, "{}");
	REQUIRE(solve_problem(p, &ans, NULL, &err) == 0);
	s = cJSON_PrintUnformatted(ans);
	CHECK_STR(s, "{\"size\":2,\"pairs\":[[0,0],[1,2]]}");
	free(s);
	cJSON_Delete(ans);
	problem_free(p);
}

/* cycle_exists keeps its answer while the graph stays finished, and asks
 * again once an edge is added: a path, then the edge that closes it. */
static void test_cycle_exists_memo(void)
{
	struct graph *g = graph_new(4, false, ATTR_NONE);

	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_add_edge(g, 2, 3, 0);
	CHECK(g->memo_cyclic == -1);
	graph_finish(g);
	CHECK(!cycle_exists(g) && g->memo_cyclic == 0);
	CHECK(!cycle_exists(g));
	graph_add_edge(g, 3, 0, 0);
	CHECK(g->memo_cyclic == -1);
	graph_finish(g);
	CHECK(cycle_exists(g) && g->memo_cyclic == 1);
	CHECK(cycle_exists(g));
	graph_free(g);
}

void suite_solve(void);
void suite_solve(void)
{
	RUN(test_cycle_exists_memo);
	RUN(test_dijkstra_vs_bellman_ford);
	RUN(test_dijkstra_tie_order);
	RUN(test_dijkstra_large_ties);
	RUN(test_dijkstra_gathered_arcs);
	RUN(test_path_rank);
	RUN(test_max_flow_equals_min_cut);
	RUN(test_max_flow_undirected_multigraph);
	RUN(test_max_flow_same_traced);
	RUN(test_max_flow_edge_order);
	RUN(test_matching_vs_brute_force);
	RUN(test_matching_large_vs_max_flow);
	RUN(test_hamilton_vs_brute_force);
	RUN(test_topology_and_checker);
	RUN(test_cycle_and_connectivity);
	RUN(test_cycle_large_vs_dfs);
	RUN(test_gnn_vs_edge_list);
	RUN(test_bad_problems);
	RUN(test_answers_have_gold_shape);
}
