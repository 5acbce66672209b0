/* solve-path.c - shortest paths: Dijkstra with a binary heap, and a path
 * checker. Path ranks (NLGraph's partial credit) are in solve-rank.c. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

struct heap_item {
	int64_t key;
	int node;
};

struct heap {
	struct heap_item *v;
	size_t n, cap;
};

static bool item_less(struct heap_item a, struct heap_item b)
{
	return a.key < b.key || (a.key == b.key && a.node < b.node);
}

static void heap_push(struct heap *h, int64_t key, int node)
{
	size_t i;

	xgrow(&h->v, &h->cap, h->n + 1, sizeof *h->v);
	i = h->n++;
	h->v[i] = (struct heap_item){ key, node };
	while (i > 0 && item_less(h->v[i], h->v[(i - 1) / 2])) {
		struct heap_item x = h->v[i];
		h->v[i] = h->v[(i - 1) / 2];
		h->v[(i - 1) / 2] = x;
		i = (i - 1) / 2;
	}
}

static struct heap_item heap_pop(struct heap *h)
{
	struct heap_item top = h->v[0];
	size_t i = 0;

	h->v[0] = h->v[--h->n];
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, m = i;
		if (l < h->n && item_less(h->v[l], h->v[m]))
			m = l;
		if (r < h->n && item_less(h->v[r], h->v[m]))
			m = r;
		if (m == i)
			break;
		struct heap_item x = h->v[i];
		h->v[i] = h->v[m];
		h->v[m] = x;
		i = m;
	}
	return top;
}

static inline int64_t edge_weight(const struct graph *g, size_t e)
{
	return g->ew ? g->ew[e] : 1;
}

void dijkstra(const struct graph *g, int s, int t, int64_t *dist, int *parent,
	      struct trace *tr)
{
	struct heap h = { 0 };
	unsigned char *done = xcalloc((size_t)g->n + 1, 1);

	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	for (int v = 0; v < g->n; v++) {
		dist[v] = TRACE_INF;
		parent[v] = -1;
	}
	dist[s] = 0;
	trace_node(tr, TR_SET_DIST, s, 0, "dist[%d] = 0: the source", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d with distance 0", s);
	heap_push(&h, 0, s);
	while (h.n) {
		struct heap_item it = heap_pop(&h);
		int u = it.node;
		if (done[u] || it.key != dist[u])
			continue;	/* stale entry */
		done[u] = 1;
		trace_node(tr, TR_DEQUEUE, u, it.key, "take %d, the closest open node (%lld)", u,
			   (long long)it.key);
		trace_node(tr, TR_SETTLE, u, it.key, "dist[%d] = %lld is final", u,
			   (long long)it.key);
		if (u == t)
			break;
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = g->nbr[k];
			size_t e = g->nbr_edge[k];
			int64_t w = edge_weight(g, e), nd;
			if (done[v]) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
					   "edge %d-%d (%lld): %d is settled", u, v, (long long)w, v);
				continue;
			}
			if (w < 0 || dist[u] > INT64_MAX - 1 - w)
				continue;	/* callers reject negative weights */
			nd = dist[u] + w;
			if (nd >= dist[v]) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
					   "edge %d-%d (%lld): %lld is no better than %lld", u, v,
					   (long long)w, (long long)nd, (long long)dist[v]);
				continue;
			}
			if (trace_on(tr)) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w, "edge %d-%d (%lld)", u, v,
					   (long long)w);
				if (dist[v] == TRACE_INF)
					trace_emit(tr, TR_RELAX, u, v, (long)e, nd, dist[v], NULL, 0,
						   NULL, 0, "relax %d-%d: dist[%d] inf -> %lld via %d",
						   u, v, v, (long long)nd, u);
				else
					trace_emit(tr, TR_RELAX, u, v, (long)e, nd, dist[v], NULL, 0,
						   NULL, 0, "relax %d-%d: dist[%d] %lld -> %lld via %d",
						   u, v, v, (long long)dist[v], (long long)nd, u);
				trace_node(tr, TR_ENQUEUE, v, nd, NULL);
			}
			dist[v] = nd;
			parent[v] = u;
			heap_push(&h, nd, v);
		}
	}
	free(h.v);
	free(done);
}

void dist_to_target(const struct graph *g, int t, int64_t *dist)
{
	struct heap h = { 0 };
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	const size_t *edge = g->directed ? g->in_edge : g->nbr_edge;

	for (int v = 0; v < g->n; v++)
		dist[v] = TRACE_INF;
	dist[t] = 0;
	heap_push(&h, 0, t);
	while (h.n) {
		struct heap_item it = heap_pop(&h);
		int u = it.node;
		if (it.key != dist[u])
			continue;
		for (size_t k = off[u]; k < off[u + 1]; k++) {
			int v = nbr[k];
			int64_t w = edge_weight(g, edge[k]);
			if (w < 0 || it.key > INT64_MAX - 1 - w || it.key + w >= dist[v])
				continue;
			dist[v] = it.key + w;
			heap_push(&h, dist[v], v);
		}
	}
	free(h.v);
}

bool path_check(const struct graph *g, int s, int t, const int *path, size_t len,
		int64_t *weight, struct check *c)
{
	struct check local;
	unsigned char *seen;
	int64_t total = 0;

	if (!c)
		c = &local;
	check_ok(c);
	if (len == 0) {
		check_fail(c, 0, -1, -1, -1, "empty path");
		return false;
	}
	if (path[0] != s) {
		check_fail(c, 0, path[0], -1, -1, "the path starts at %d, not at %d", path[0], s);
		return false;
	}
	seen = xcalloc((size_t)g->n + 1, 1);
	for (size_t i = 0; i < len; i++) {
		int u = path[i];
		if (u < 0 || u >= g->n) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: %d is not a node", i, u);
			break;
		}
		if (seen[u]) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: node %d repeats", i, u);
			break;
		}
		seen[u] = 1;
		if (i > 0) {
			int p = path[i - 1];
			long best = -1;
			for (size_t k = g->off[p]; k < g->off[p + 1]; k++)
				if (g->nbr[k] == u &&
				    (best < 0 || edge_weight(g, g->nbr_edge[k]) <
							 edge_weight(g, (size_t)best)))
					best = (long)g->nbr_edge[k];
			if (best < 0) {
				check_fail(c, (long)i, p, u, -1, "position %zu: no edge %d-%d", i, p, u);
				break;
			}
			total += edge_weight(g, (size_t)best);
		}
	}
	free(seen);
	if (c->ok && path[len - 1] != t)
		check_fail(c, (long)len - 1, path[len - 1], -1, -1, "the path ends at %d, not at %d",
			   path[len - 1], t);
	if (c->ok && weight)
		*weight = total;
	return c->ok;
}

int solve_shortest_path(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	size_t n = (size_t)g->n;
	int s, t;
	int64_t *dist;
	int *parent, *path;
	size_t len = 0;
	cJSON *a;

	if (solve_query_node(p, "source", &s, err) || solve_query_node(p, "target", &t, err))
		return -1;
	for (size_t e = 0; g->ew && e < g->m; e++)
		if (g->ew[e] < 0) {
			*err = solve_err("edge %d-%d has negative weight %lld", g->eu[e], g->ev[e],
					 (long long)g->ew[e]);
			return -1;
		}
	dist = xmalloc((n + 1) * sizeof *dist);
	parent = xmalloc((n + 1) * sizeof *parent);
	dijkstra(g, s, t, dist, parent, tr);
	if (dist[t] == TRACE_INF) {
		trace_node(tr, TR_ANSWER, t, -1, "%d is never reached: no path from %d", t, s);
		*err = solve_err("no path from %d to %d: they are not connected", s, t);
		free(dist);
		free(parent);
		return -1;
	}
	for (int v = t; v != -1; v = parent[v])
		len++;
	path = xmalloc(len * sizeof *path);
	{
		size_t i = len;
		for (int v = t; v != -1; v = parent[v])
			path[--i] = v;
	}
	trace_emit(tr, TR_ANSWER, t, s, -1, dist[t], 0, path, len, NULL, 0,
		   "shortest path %d -> %d has length %lld (%zu edges)", s, t, (long long)dist[t],
		   len - 1);
	a = cJSON_CreateObject();
	cJSON_AddItemToObject(a, "path", json_int_array(path, len));
	cJSON_AddNumberToObject(a, "length", (double)dist[t]);
	free(path);
	free(dist);
	free(parent);
	*answer = a;
	return 0;
}
