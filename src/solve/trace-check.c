/* trace-check.c - is a folded state a consistent picture (trace.h,
 * trace_state_check)? What a student sees at any step must be true at
 * that step: the property tests run this on every solver's trace at every
 * step. */
#include "config.h"
#include "trace.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static bool fail(char *why, size_t len, const char *fmt, ...) ATTR_FORMAT(3, 4);
static bool fail(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	if (why && len) {
		va_start(ap, fmt);
		vsnprintf(why, len, fmt, ap);
		va_end(ap);
	}
	return false;
}

static bool joins(const struct graph *g, long e, int u, int v)
{
	return (g->eu[e] == u && g->ev[e] == v) || (g->eu[e] == v && g->ev[e] == u);
}

static bool adjacent(const struct graph *g, int u, int v)
{
	return graph_find_edge(g, u, v) >= 0 || graph_find_edge(g, v, u) >= 0;
}

/* Tree edges: one per node with a tree edge, joining it to its parent;
 * parent links without a cycle. */
static bool check_tree(const struct graph *g, const struct trace_state *st, char *why,
		       size_t len)
{
	size_t tree = 0, linked = 0;

	for (size_t e = 0; e < st->m; e++)
		tree += st->emark[e] == EMARK_TREE;
	for (int v = 0; v < st->n; v++) {
		long e = st->pedge[v];
		int p = st->parent[v], hops = 0;
		if (e < 0)
			continue;
		linked++;
		if ((size_t)e >= st->m || st->emark[e] != EMARK_TREE)
			return fail(why, len, "node %d's tree edge %ld is not marked tree", v, e);
		if (p < 0 || !joins(g, e, v, p))
			return fail(why, len, "node %d's tree edge %ld does not join it to parent %d",
				    v, e, p);
		for (int w = v; w >= 0; w = st->parent[w])
			if (++hops > st->n)
				return fail(why, len, "the parent links from %d form a cycle", v);
	}
	if (tree != linked)
		return fail(why, len, "%zu tree edges for %zu nodes reached by one", tree, linked);
	return true;
}

static bool check_mates(const struct graph *g, const struct trace_state *st, char *why,
			size_t len)
{
	for (int v = 0; v < st->n; v++) {
		int w = st->mate[v];
		if (w < 0)
			continue;
		if (w >= st->n || w == v || st->mate[w] != v)
			return fail(why, len, "mate[%d] = %d but mate[%d] = %d", v, w,
				    w >= 0 && w < st->n ? w : v,
				    w >= 0 && w < st->n ? st->mate[w] : -1);
		if (!adjacent(g, v, w))
			return fail(why, len, "%d and %d are matched without an edge", v, w);
	}
	return true;
}

static bool check_flow(const struct graph *g, const struct trace_state *st, char *why,
		       size_t len)
{
	int64_t *net = xcalloc((size_t)st->n + 1, sizeof *net);
	int src = -1, snk = -1;
	bool ok = true;

	for (size_t e = 0; e < st->m && ok; e++) {
		int64_t f = st->flow[e], cap = g->ew ? g->ew[e] : 1;
		if (f > cap || (g->directed ? f < 0 : -f > cap))
			ok = fail(why, len, "edge %d-%d carries %" PRId64 " of capacity %" PRId64,
				  g->eu[e], g->ev[e], f, cap);
		net[g->eu[e]] += f;
		net[g->ev[e]] -= f;
	}
	for (int v = 0; v < st->n && ok; v++) {
		if (!net[v])
			continue;
		if (net[v] == st->flow_value && src < 0)
			src = v;
		else if (net[v] == -st->flow_value && snk < 0)
			snk = v;
		else
			ok = fail(why, len, "flow is not conserved at %d (net %" PRId64
				  ", flow value %" PRId64 ")", v, net[v], st->flow_value);
	}
	if (ok && st->flow_value && (src < 0 || snk < 0))
		ok = fail(why, len, "flow value %" PRId64 " leaves no source", st->flow_value);
	free(net);
	return ok;
}

static bool check_pq(const struct trace *tr, const struct trace_state *st, char *why,
		     size_t len)
{
	const struct graph *g = tr->g;

	for (size_t i = 0; i < st->nfrontier; i++) {
		int v = st->frontier[i];
		if (i && st->fkey[i - 1] > st->fkey[i])
			return fail(why, len, "the priority queue is out of order at %d", v);
		for (size_t j = 0; j < i; j++)
			if (st->frontier[j] == v)
				return fail(why, len, "%d is twice in the priority queue", v);
		if (st->fkey[i] != st->dist[v])
			return fail(why, len, "%d is queued with key %" PRId64 " but dist %" PRId64,
				    v, st->fkey[i], st->dist[v]);
	}
	for (int v = 0; v < st->n; v++) {
		long e = st->pedge[v];
		int p = st->parent[v];
		int64_t w;
		if (e < 0 || p < 0 || st->dist[v] == TRACE_INF)
			continue;
		w = g->ew ? g->ew[e] : 1;
		if (st->dist[p] == TRACE_INF || st->dist[p] + w != st->dist[v])
			return fail(why, len, "dist[%d] = %" PRId64 " is not dist[%d] + %" PRId64, v,
				    st->dist[v], p, w);
	}
	return true;
}

static bool check_emb(const struct graph *g, const struct trace_state *st, char *why,
		      size_t len)
{
	size_t n = (size_t)st->n;

	for (int l = 1; l <= st->layers; l++)
		for (int v = 0; v < st->n; v++) {
			if (!st->emb_set[(size_t)l * n + (size_t)v])
				continue;
			for (size_t k = g->off[v]; k < g->off[v + 1]; k++)
				if (!st->emb_set[(size_t)(l - 1) * n + (size_t)g->nbr[k]])
					return fail(why, len, "node %d's layer %d is computed before "
						    "neighbour %d's layer %d", v, l, g->nbr[k], l - 1);
		}
	return true;
}

bool trace_state_check(const struct trace *tr, const struct trace_state *st, char *why,
		       size_t len)
{
	const struct graph *g = tr->g;

	if (why && len)
		why[0] = '\0';
	if (!g || !st->n)
		return true;
	if (!check_tree(g, st, why, len) || !check_mates(g, st, why, len) ||
	    !check_flow(g, st, why, len))
		return false;
	if (tr->frontier == TRACE_PQ && !check_pq(tr, st, why, len))
		return false;
	for (size_t i = 0; i < st->nfrontier; i++)
		if (st->frontier[i] < 0 || st->frontier[i] >= st->n)
			return fail(why, len, "node %d in the frontier", st->frontier[i]);
	for (size_t i = 1; i < st->npath; i++)
		if (!adjacent(g, st->path[i - 1], st->path[i]))
			return fail(why, len, "the path steps from %d to %d without an edge",
				    st->path[i - 1], st->path[i]);
	for (int v = 0; v < st->n; v++) {
		int c = st->comp[v];
		if (c < 0 || c >= st->n || st->comp[c] != c)
			return fail(why, len, "node %d's component label %d is not its own label",
				    v, c);
	}
	if (st->dim > 0 && g->finished && !check_emb(g, st, why, len))
		return false;
	return true;
}
