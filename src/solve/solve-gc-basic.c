/* solve-gc-basic.c - whole-graph properties: average degree, weak
 * components, tree and bipartite recognition with witnesses.
 *
 * The three searches share one BFS forest over the underlying undirected
 * graph (both CSRs when directed), which gives parents, depths and the
 * tree edge of each node; a non-tree edge then closes a cycle through the
 * lowest common ancestor of its ends. */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>

void gc_avg_degree(const struct graph *g, long *num, long *den)
{
	long p = 2 * (long)g->m, q = g->n, a, b;

	if (q <= 0) {
		*num = 0;
		*den = 1;
		return;
	}
	a = p;
	b = q;
	while (b) {
		long t = a % b;
		a = b;
		b = t;
	}
	*num = p / a;
	*den = q / a;
}

struct forest {
	int *comp, *par, *depth, *order;
	long *pedge;		/* tree edge to the parent, -1 at roots */
	int k;			/* components */
};

static void forest_free(struct forest *f)
{
	free(f->comp);
	free(f->par);
	free(f->depth);
	free(f->order);
	free(f->pedge);
}

/* Visit v's neighbour w over edge e (either direction) from the queue. */
static void forest_reach(struct forest *f, int v, int w, long e, int *tail, struct trace *tr)
{
	trace_edge(tr, TR_EXAMINE, v, w, e, 0, "examine %d-%d", v, w);
	if (f->comp[w] >= 0)
		return;
	f->comp[w] = f->comp[v];
	f->par[w] = v;
	f->pedge[w] = e;
	f->depth[w] = f->depth[v] + 1;
	f->order[(*tail)++] = w;
	trace_emit(tr, TR_DISCOVER, w, v, e, 0, 0, NULL, 0, NULL, 0,
		   "discover %d from %d (depth %d)", w, v, f->depth[w]);
	trace_node(tr, TR_ENQUEUE, w, 0, "enqueue %d", w);
}

static void forest_build(const struct graph *g, struct forest *f, struct trace *tr)
{
	int n = g->n, head = 0, tail = 0;
	size_t cnt = n > 0 ? (size_t)n : 1;

	f->comp = xmalloc(cnt * sizeof *f->comp);
	f->par = xmalloc(cnt * sizeof *f->par);
	f->depth = xcalloc(cnt, sizeof *f->depth);
	f->order = xmalloc(cnt * sizeof *f->order);
	f->pedge = xmalloc(cnt * sizeof *f->pedge);
	f->k = 0;
	for (int v = 0; v < n; v++) {
		f->comp[v] = -1;
		f->par[v] = -1;
		f->pedge[v] = -1;
	}
	for (int r = 0; r < n; r++) {
		if (f->comp[r] >= 0)
			continue;
		f->comp[r] = f->k++;
		f->order[tail++] = r;
		trace_emit(tr, TR_DISCOVER, r, -1, -1, 0, 0, NULL, 0, NULL, 0,
			   "start component %d at node %d", f->comp[r], r);
		trace_node(tr, TR_ENQUEUE, r, 0, "enqueue %d", r);
		while (head < tail) {
			int v = f->order[head++];
			trace_node(tr, TR_DEQUEUE, v, 0, "dequeue %d", v);
			for (size_t i = g->off[v]; i < g->off[v + 1]; i++)
				forest_reach(f, v, g->nbr[i], (long)g->nbr_edge[i], &tail, tr);
			if (g->directed)
				for (size_t i = g->in_off[v]; i < g->in_off[v + 1]; i++)
					forest_reach(f, v, g->in_nbr[i], (long)g->in_edge[i], &tail,
						     tr);
			trace_node(tr, TR_SETTLE, v, 0, "%d done", v);
		}
	}
}

/* The closed cycle made by non-tree edge u-v and the tree paths to their
 * lowest common ancestor: u .. lca .. v, u. */
static int *forest_cycle(const struct forest *f, int u, int v, size_t *len)
{
	int a = u, b = v, lca;
	size_t na = 0, nb = 0, k = 0;
	int *up, *down, *cyc;

	while (f->depth[a] > f->depth[b])
		a = f->par[a];
	while (f->depth[b] > f->depth[a])
		b = f->par[b];
	while (a != b) {
		a = f->par[a];
		b = f->par[b];
	}
	lca = a;
	for (a = u; a != lca; a = f->par[a])
		na++;
	for (b = v; b != lca; b = f->par[b])
		nb++;
	up = xmalloc((na + nb + 2) * sizeof *up);
	down = xmalloc((nb + 1) * sizeof *down);
	for (a = u; a != lca; a = f->par[a])
		up[k++] = a;
	up[k++] = lca;
	nb = 0;
	for (b = v; b != lca; b = f->par[b])
		down[nb++] = b;
	while (nb > 0)
		up[k++] = down[--nb];
	up[k++] = u;
	free(down);
	cyc = up;
	*len = k;
	return cyc;
}

static bool is_tree_edge(const struct graph *g, const struct forest *f, size_t e)
{
	return f->pedge[g->eu[e]] == (long)e || f->pedge[g->ev[e]] == (long)e;
}

int gc_components(const struct graph *g, int *comp, struct trace *tr)
{
	struct forest f;
	int k;

	trace_set_algorithm(tr, "BFS (weak components)", TRACE_QUEUE);
	trace_set_value_name(tr, "component");
	forest_build(g, &f, tr);
	k = f.k;
	for (int v = 0; v < g->n; v++) {
		trace_node(tr, TR_ASSIGN, v, f.comp[v], "node %d in component %d", v, f.comp[v]);
		if (comp)
			comp[v] = f.comp[v];
	}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, NULL, 0, NULL, 0,
		   "%d component%s: %s", k, k == 1 ? "" : "s",
		   k <= 1 ? "connected" : "not connected");
	forest_free(&f);
	return k;
}

bool gc_tree(const struct graph *g, int **cycle, size_t *cycle_len, int *ncomp,
	     struct trace *tr)
{
	struct forest f;
	bool tree;

	*cycle = NULL;
	*cycle_len = 0;
	trace_set_algorithm(tr, "BFS forest (tree test)", TRACE_QUEUE);
	forest_build(g, &f, tr);
	*ncomp = f.k;
	for (size_t e = 0; e < g->m && !*cycle; e++) {
		if (is_tree_edge(g, &f, e))
			continue;
		*cycle = forest_cycle(&f, g->eu[e], g->ev[e], cycle_len);
		trace_emit(tr, TR_FOUND, g->eu[e], g->ev[e], (long)e, 0, 0, *cycle,
			   *cycle_len, NULL, 0, "edge %d-%d is not in the BFS forest: it closes a cycle",
			   g->eu[e], g->ev[e]);
	}
	tree = g->n > 0 && f.k == 1 && !*cycle;
	if (tree)
		trace_emit(tr, TR_ANSWER, -1, -1, -1, 1, 0, NULL, 0, NULL, 0,
			   "connected with %zu edges on %d nodes and no cycle: a tree", g->m, g->n);
	else if (*cycle)
		trace_emit(tr, TR_ANSWER, -1, -1, -1, 0, 0, *cycle, *cycle_len, NULL, 0,
			   "a cycle of %zu nodes: not a tree", *cycle_len - 1);
	else
		trace_emit(tr, TR_ANSWER, -1, -1, -1, 0, 0, NULL, 0, NULL, 0,
			   "%d components: not a tree", f.k);
	forest_free(&f);
	return tree;
}

bool gc_bipartite(const struct graph *g, int *side, int **cycle, size_t *cycle_len,
		  struct trace *tr)
{
	struct forest f;

	*cycle = NULL;
	*cycle_len = 0;
	trace_set_algorithm(tr, "BFS two-colouring", TRACE_QUEUE);
	trace_set_value_name(tr, "side");
	forest_build(g, &f, tr);
	for (int v = 0; v < g->n; v++) {
		trace_node(tr, TR_ASSIGN, v, f.depth[v] & 1, "node %d: side %d (depth %d)", v,
			   f.depth[v] & 1, f.depth[v]);
		if (side)
			side[v] = f.depth[v] & 1;
	}
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if ((f.depth[u] & 1) != (f.depth[v] & 1))
			continue;
		*cycle = forest_cycle(&f, u, v, cycle_len);
		trace_emit(tr, TR_FOUND, u, v, (long)e, 0, 0, *cycle, *cycle_len, NULL, 0,
			   "edge %d-%d joins two nodes of side %d: odd cycle of %zu", u, v,
			   f.depth[u] & 1, *cycle_len - 1);
		break;
	}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, !*cycle, 0, *cycle, *cycle ? *cycle_len : 0,
		   NULL, 0, "%s", *cycle ? "not bipartite" : "bipartite");
	forest_free(&f);
	return !*cycle;
}
