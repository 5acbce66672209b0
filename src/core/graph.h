/* graph.h - the graph model.
 *
 * Nodes are 0..n-1. Edges keep the order of their source (file or JSON) in
 * eu/ev/ew, which is the order every edge-list view shows. Adjacency is a
 * CSR built once by graph_finish(): for node u, out[off[u]..off[u+1]) lists
 * the neighbours in edge order (for undirected graphs each edge appears at
 * both ends, a self-loop once), and out_edge[] gives the edge index of each.
 * Directed graphs also get the reverse CSR (in_off/in_nbr/in_edge).
 *
 * Ownership: a graph owns all its arrays; graph_free releases them. A
 * finished graph may be shared (graph_ref: connectivity problems that ask
 * several queries of one file share its graph); a shared graph is
 * read-only and graph_free drops one reference. */
#ifndef GRAVEL_GRAPH_H
#define GRAVEL_GRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum edge_attr { ATTR_NONE = 0, ATTR_WEIGHT, ATTR_CAPACITY };

struct graph {
	bool directed;
	int refs;		/* extra owners (graph_ref); 0 = one owner */
	int n;			/* node count */
	size_t m;		/* edge count */
	size_t cap;		/* allocated edge slots */
	int *eu, *ev;		/* edge endpoints, source order */
	int64_t *ew;		/* weights/capacities (NULL when attr == ATTR_NONE) */
	enum edge_attr attr;

	bool bipartite;		/* parts[0] left nodes 0..parts[0]-1, then parts[1] right */
	int parts[2];

	int feat_dim;		/* per-node feature vectors, n * feat_dim, row-major */
	int64_t *features;

	/* CSR, valid after graph_finish() */
	bool finished;
	size_t *off;		/* n+1 */
	int *nbr;		/* neighbour */
	size_t *nbr_edge;	/* edge index of that adjacency */
	size_t *in_off;		/* directed only: reverse CSR */
	int *in_nbr;
	size_t *in_edge;
	/* Facts solved once per finished graph and kept until its edges
	 * change (dropped with the CSR): -1 not known yet. Scoring asks them
	 * for every answer to a problem (solve.h: cycle_exists). */
	signed char memo_cyclic;
};

struct graph *graph_new(int n, bool directed, enum edge_attr attr);
void graph_free(struct graph *g);
/* Share g with another owner; returns g. Each owner calls graph_free. */
struct graph *graph_ref(struct graph *g);
/* Append an edge (w ignored when the graph has no attribute). Invalidates
 * the CSR. Endpoints must be in [0, n): callers validate input first. */
void graph_add_edge(struct graph *g, int u, int v, int64_t w);
/* Set bipartite parts; n1 + n2 must equal n. */
void graph_set_parts(struct graph *g, int n1, int n2);
/* Allocate (zeroed) features of dimension dim; returns the array. */
int64_t *graph_alloc_features(struct graph *g, int dim);
/* Build the CSR (idempotent). */
void graph_finish(struct graph *g);

static inline size_t graph_degree(const struct graph *g, int u)
{
	return g->off[u + 1] - g->off[u];
}
static inline size_t graph_in_degree(const struct graph *g, int u)
{
	return g->directed ? g->in_off[u + 1] - g->in_off[u] : graph_degree(g, u);
}

/* Index of the first edge u-v (respecting direction), or -1. Linear in
 * deg(u). */
long graph_find_edge(const struct graph *g, int u, int v);
bool graph_has_edge(const struct graph *g, int u, int v);
const char *edge_attr_name(enum edge_attr a);	/* NULL, "weight", "capacity" */
int edge_attr_parse(const char *s, enum edge_attr *out);	/* 0 ok */
struct graph *graph_clone(const struct graph *g);

#endif
