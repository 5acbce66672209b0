/* test-graph.c - the graph model: CSR order, directed reverse adjacency,
 * edge lookup, clone, large graphs. */
#include "config.h"
#include "unit.h"
#include "graph.h"

#include <stdlib.h>

static void test_undirected_csr_keeps_edge_order(void)
{
	struct graph *g = graph_new(4, false, ATTR_WEIGHT);
	graph_add_edge(g, 0, 2, 5);
	graph_add_edge(g, 1, 0, 3);
	graph_add_edge(g, 0, 3, 1);
	graph_add_edge(g, 2, 2, 7); /* self-loop, listed once */
	graph_finish(g);
	CHECK_INT(g->m, 4);
	CHECK_INT(graph_degree(g, 0), 3);
	CHECK_INT(g->nbr[g->off[0] + 0], 2);
	CHECK_INT(g->nbr[g->off[0] + 1], 1);
	CHECK_INT(g->nbr[g->off[0] + 2], 3);
	CHECK_INT(graph_degree(g, 2), 2);
	CHECK_INT(g->ew[g->nbr_edge[g->off[1]]], 3);
	CHECK(graph_has_edge(g, 2, 0));
	CHECK(graph_has_edge(g, 0, 2));
	CHECK(!graph_has_edge(g, 1, 3));
	CHECK_INT(graph_find_edge(g, 3, 0), 2);
	CHECK(!graph_has_edge(g, 0, 9));
	graph_free(g);
}

static void test_directed_in_out(void)
{
	struct graph *g = graph_new(3, true, ATTR_CAPACITY);
	graph_add_edge(g, 0, 1, 4);
	graph_add_edge(g, 2, 1, 2);
	graph_add_edge(g, 1, 2, 9);
	graph_finish(g);
	CHECK(graph_has_edge(g, 0, 1));
	CHECK(!graph_has_edge(g, 1, 0));
	CHECK_INT(graph_degree(g, 1), 1);
	CHECK_INT(graph_in_degree(g, 1), 2);
	CHECK_INT(g->in_nbr[g->in_off[1]], 0);
	CHECK_INT(g->in_nbr[g->in_off[1] + 1], 2);
	/* adding an edge invalidates and rebuilds */
	graph_add_edge(g, 1, 0, 1);
	CHECK(!g->finished);
	graph_finish(g);
	CHECK(graph_has_edge(g, 1, 0));
	graph_free(g);
}

static void test_clone_and_features(void)
{
	struct graph *g = graph_new(3, false, ATTR_NONE), *c;
	int64_t *f = graph_alloc_features(g, 2);
	f[0] = 1;
	f[5] = 7;
	graph_add_edge(g, 0, 1, 0);
	graph_set_parts(g, 1, 2);
	graph_finish(g);
	c = graph_clone(g);
	CHECK(c->finished);
	CHECK_INT(c->m, 1);
	CHECK(c->bipartite);
	CHECK_INT(c->parts[1], 2);
	CHECK_INT(c->features[5], 7);
	CHECK(c->ew == NULL);
	graph_free(g);
	graph_free(c);
}

static void test_large_graph(void)
{
	/* 100,000 nodes, 1,000,000 edges: CSR degrees sum to 2m. */
	const int n = 100000;
	struct graph *g = graph_new(n, false, ATTR_WEIGHT);
	size_t sum = 0;
	unsigned long long x = 88172645463325252ULL;
	for (int i = 0; i < 1000000; i++) {
		int u, v;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		u = (int)(x % (unsigned)n);
		v = (int)((x >> 20) % (unsigned)n);
		graph_add_edge(g, u, v, (int64_t)(x % 10) + 1);
	}
	graph_finish(g);
	for (int u = 0; u < n; u++)
		sum += graph_degree(g, u);
	{
		size_t loops = 0;
		for (size_t e = 0; e < g->m; e++)
			loops += g->eu[e] == g->ev[e];
		CHECK_INT(sum, 2 * g->m - loops);
	}
	graph_free(g);
}

static void test_attr_names(void)
{
	enum edge_attr a;
	CHECK(edge_attr_parse("capacity", &a) == 0 && a == ATTR_CAPACITY);
	CHECK(edge_attr_parse("weight", &a) == 0 && a == ATTR_WEIGHT);
	CHECK(edge_attr_parse("colour", &a) != 0);
	CHECK_STR(edge_attr_name(ATTR_WEIGHT), "weight");
	CHECK(edge_attr_name(ATTR_NONE) == NULL);
}

void suite_graph(void);
void suite_graph(void)
{
	RUN(test_undirected_csr_keeps_edge_order);
	RUN(test_directed_in_out);
	RUN(test_clone_and_features);
	RUN(test_large_graph);
	RUN(test_attr_names);
}
