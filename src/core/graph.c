/* graph.c - graph model: source-ordered edges plus a CSR built once. */
#include "config.h"
#include "graph.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

struct graph *graph_new(int n, bool directed, enum edge_attr attr)
{
	struct graph *g = xcalloc(1, sizeof *g);

	if (n < 0)
		n = 0;
	g->n = n;
	g->directed = directed;
	g->attr = attr;
	g->memo_cyclic = -1;
	return g;
}

static void graph_drop_csr(struct graph *g)
{
	free(g->off);
	free(g->nbr);
	free(g->nbr_edge);
	free(g->in_off);
	free(g->in_nbr);
	free(g->in_edge);
	g->off = g->in_off = NULL;
	g->nbr = g->in_nbr = NULL;
	g->nbr_edge = g->in_edge = NULL;
	g->memo_cyclic = -1;
	g->finished = false;
}

struct graph *graph_ref(struct graph *g)
{
	g->refs++;
	return g;
}

void graph_free(struct graph *g)
{
	if (!g)
		return;
	if (g->refs > 0) {
		g->refs--;
		return;
	}
	graph_drop_csr(g);
	free(g->eu);
	free(g->ev);
	free(g->ew);
	free(g->features);
	free(g);
}

void graph_add_edge(struct graph *g, int u, int v, int64_t w)
{
	if (g->refs > 0)
		gravel_fatal("graph_add_edge on a shared graph");
	if (g->m == g->cap) {
		size_t c = g->cap;
		xgrow(&g->eu, &c, g->m + 1, sizeof *g->eu);
		c = g->cap;
		xgrow(&g->ev, &c, g->m + 1, sizeof *g->ev);
		if (g->attr != ATTR_NONE) {
			c = g->cap;
			xgrow(&g->ew, &c, g->m + 1, sizeof *g->ew);
		}
		g->cap = c;
	}
	g->eu[g->m] = u;
	g->ev[g->m] = v;
	if (g->attr != ATTR_NONE)
		g->ew[g->m] = w;
	g->m++;
	if (g->finished)
		graph_drop_csr(g);
}

void graph_set_parts(struct graph *g, int n1, int n2)
{
	g->bipartite = true;
	g->parts[0] = n1;
	g->parts[1] = n2;
}

int64_t *graph_alloc_features(struct graph *g, int dim)
{
	free(g->features);
	g->feat_dim = dim;
	g->features = xcalloc((size_t)(g->n ? g->n : 1) * (size_t)(dim ? dim : 1), sizeof(int64_t));
	return g->features;
}

/* Stable counting sort of adjacency by source node: each node's list keeps
 * edge order, which is networkx's insertion order. */
static void build_csr(int n, size_t m, const int *from, const int *to, bool both,
		      size_t **offp, int **nbrp, size_t **edgep)
{
	size_t *off = xcalloc((size_t)n + 2, sizeof *off);
	size_t total = 0;
	int *nbr;
	size_t *eidx, *pos;

	for (size_t e = 0; e < m; e++) {
		off[from[e] + 1]++;
		if (both && from[e] != to[e])
			off[to[e] + 1]++;
	}
	for (int u = 0; u < n; u++)
		off[u + 1] += off[u];
	total = off[n];
	nbr = xmalloc((total ? total : 1) * sizeof *nbr);
	eidx = xmalloc((total ? total : 1) * sizeof *eidx);
	pos = xmalloc(((size_t)n + 1) * sizeof *pos);
	memcpy(pos, off, ((size_t)n + 1) * sizeof *pos);
	for (size_t e = 0; e < m; e++) {
		size_t k = pos[from[e]]++;
		nbr[k] = to[e];
		eidx[k] = e;
		if (both && from[e] != to[e]) {
			k = pos[to[e]]++;
			nbr[k] = from[e];
			eidx[k] = e;
		}
	}
	free(pos);
	*offp = off;
	*nbrp = nbr;
	*edgep = eidx;
}

void graph_finish(struct graph *g)
{
	if (g->finished)
		return;
	build_csr(g->n, g->m, g->eu, g->ev, !g->directed, &g->off, &g->nbr, &g->nbr_edge);
	if (g->directed)
		build_csr(g->n, g->m, g->ev, g->eu, false, &g->in_off, &g->in_nbr, &g->in_edge);
	g->finished = true;
}

long graph_find_edge(const struct graph *g, int u, int v)
{
	if (u < 0 || u >= g->n || v < 0 || v >= g->n)
		return -1;
	if (!g->finished) {
		for (size_t e = 0; e < g->m; e++)
			if ((g->eu[e] == u && g->ev[e] == v) ||
			    (!g->directed && g->eu[e] == v && g->ev[e] == u))
				return (long)e;
		return -1;
	}
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
		if (g->nbr[k] == v)
			return (long)g->nbr_edge[k];
	return -1;
}

bool graph_has_edge(const struct graph *g, int u, int v)
{
	return graph_find_edge(g, u, v) >= 0;
}

const char *edge_attr_name(enum edge_attr a)
{
	switch (a) {
	case ATTR_WEIGHT:
		return "weight";
	case ATTR_CAPACITY:
		return "capacity";
	default:
		return NULL;
	}
}

int edge_attr_parse(const char *s, enum edge_attr *out)
{
	if (!s || !*s) {
		*out = ATTR_NONE;
		return 0;
	}
	if (!strcmp(s, "weight")) {
		*out = ATTR_WEIGHT;
		return 0;
	}
	if (!strcmp(s, "capacity")) {
		*out = ATTR_CAPACITY;
		return 0;
	}
	return -1;
}

struct graph *graph_clone(const struct graph *g)
{
	struct graph *c = graph_new(g->n, g->directed, g->attr);

	for (size_t e = 0; e < g->m; e++)
		graph_add_edge(c, g->eu[e], g->ev[e], g->ew ? g->ew[e] : 0);
	if (g->bipartite)
		graph_set_parts(c, g->parts[0], g->parts[1]);
	if (g->features) {
		graph_alloc_features(c, g->feat_dim);
		memcpy(c->features, g->features,
		       (size_t)g->n * (size_t)g->feat_dim * sizeof *g->features);
	}
	if (g->finished)
		graph_finish(c);
	return c;
}
