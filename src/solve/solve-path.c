/* solve-path.c - shortest paths: Dijkstra with a binary heap, and a path
 * checker. Path ranks (NLGraph's partial credit) are in solve-rank.c. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

/* The priority queue: an indexed 4-ary heap of (distance, node) with
 * decrease-key, each node in it at most once (pos[v]: its slot, HEAP_OUT
 * never queued, HEAP_DONE taken). Ties go to the lower node, so nodes are
 * taken in (distance, node) order: the order, and with it every trace,
 * is the one a lazy binary heap gave. Four children of 16 bytes share a
 * cache line, and at most n entries (not one per relaxation) are kept. */
struct heap_item {
	int64_t key;
	int node;
};

/* A node's distance, heap slot and parent side by side: one cache line
 * read per arc instead of three on graphs past the cache. */
struct node_rec {
	int64_t dist;
	int pos;
	int parent;
};

struct heap {
	struct heap_item *v;
	struct node_rec *nr;
	size_t n;
};

#define HEAP_OUT (-1)
#define HEAP_DONE (-2)

static void heap_init(struct heap *h, int n)
{
	h->v = xmalloc(((size_t)n + 1) * sizeof *h->v);
	h->nr = xmalloc(((size_t)n + 1) * sizeof *h->nr);
	for (int v = 0; v < n; v++)
		h->nr[v] = (struct node_rec){ TRACE_INF, HEAP_OUT, -1 };
	h->n = 0;
}

static void heap_free(struct heap *h)
{
	free(h->v);
	free(h->nr);
}

static inline bool item_less(struct heap_item a, struct heap_item b)
{
	return a.key < b.key || (a.key == b.key && a.node < b.node);
}

static void sift_up(struct heap *h, size_t i, struct heap_item x)
{
	while (i > 0 && item_less(x, h->v[(i - 1) / 4])) {
		h->v[i] = h->v[(i - 1) / 4];
		h->nr[h->v[i].node].pos = (int)i;
		i = (i - 1) / 4;
	}
	h->v[i] = x;
	h->nr[x.node].pos = (int)i;
}

/* Queue node with key, or lower its key (key below its queued one). */
static void heap_set(struct heap *h, int64_t key, int node)
{
	struct heap_item x = { key, node };

	sift_up(h, h->nr[node].pos >= 0 ? (size_t)h->nr[node].pos : h->n++, x);
}

static struct heap_item heap_pop(struct heap *h)
{
	struct heap_item top = h->v[0], x = h->v[--h->n];
	size_t i = 0;

	h->nr[top.node].pos = HEAP_DONE;
	if (!h->n)
		return top;
	for (;;) {
		size_t c = 4 * i + 1, m = c, end = c + 4 < h->n ? c + 4 : h->n;
		if (c >= h->n)
			break;
		for (size_t k = c + 1; k < end; k++)
			if (item_less(h->v[k], h->v[m]))
				m = k;
		if (!item_less(h->v[m], x))
			break;
		h->v[i] = h->v[m];
		h->nr[h->v[i].node].pos = (int)i;
		i = m;
	}
	h->v[i] = x;
	h->nr[x.node].pos = (int)i;
	return top;
}

static inline int64_t edge_weight(const struct graph *g, size_t e)
{
	return g->ew ? g->ew[e] : 1;
}

void dijkstra(const struct graph *g, int s, int t, int64_t *dist, int *parent,
	      struct trace *tr)
{
	struct heap h;
	struct node_rec *nr;

	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	heap_init(&h, g->n);
	nr = h.nr;
	nr[s].dist = 0;
	trace_node(tr, TR_SET_DIST, s, 0, "dist[%d] = 0: the source", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d with distance 0", s);
	heap_set(&h, 0, s);
	while (h.n) {
		struct heap_item it = heap_pop(&h);
		int u = it.node;
		trace_node(tr, TR_DEQUEUE, u, it.key, "take %d, the closest open node (%lld)", u,
			   (long long)it.key);
		trace_node(tr, TR_SETTLE, u, it.key, "dist[%d] = %lld is final", u,
			   (long long)it.key);
		if (u == t)
			break;
		/* the arcs' targets and weights are scattered: ask for them
		 * before the loop needs them */
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			__builtin_prefetch(&nr[g->nbr[k]]);
			if (g->ew)
				__builtin_prefetch(&g->ew[g->nbr_edge[k]]);
		}
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = g->nbr[k];
			size_t e = g->nbr_edge[k];
			int64_t w = edge_weight(g, e), nd;
			if (nr[v].pos == HEAP_DONE) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
					   "edge %d-%d (%lld): %d is settled", u, v, (long long)w, v);
				continue;
			}
			if (w < 0 || nr[u].dist > INT64_MAX - 1 - w)
				continue;	/* callers reject negative weights */
			nd = nr[u].dist + w;
			if (nd >= nr[v].dist) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
					   "edge %d-%d (%lld): %lld is no better than %lld", u, v,
					   (long long)w, (long long)nd, (long long)nr[v].dist);
				continue;
			}
			if (trace_on(tr)) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)e, w, "edge %d-%d (%lld)", u, v,
					   (long long)w);
				if (nr[v].dist == TRACE_INF)
					trace_emit(tr, TR_RELAX, u, v, (long)e, nd, nr[v].dist, NULL, 0,
						   NULL, 0, "relax %d-%d: dist[%d] inf -> %lld via %d",
						   u, v, v, (long long)nd, u);
				else
					trace_emit(tr, TR_RELAX, u, v, (long)e, nd, nr[v].dist, NULL, 0,
						   NULL, 0, "relax %d-%d: dist[%d] %lld -> %lld via %d",
						   u, v, v, (long long)nr[v].dist, (long long)nd, u);
				trace_node(tr, TR_ENQUEUE, v, nd, NULL);
			}
			nr[v].dist = nd;
			nr[v].parent = u;
			heap_set(&h, nd, v);
		}
	}
	for (int v = 0; v < g->n; v++) {
		dist[v] = nr[v].dist;
		parent[v] = nr[v].parent;
	}
	heap_free(&h);
}

void dist_to_target(const struct graph *g, int t, int64_t *dist)
{
	struct heap h;
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	const size_t *edge = g->directed ? g->in_edge : g->nbr_edge;

	heap_init(&h, g->n);
	h.nr[t].dist = 0;
	heap_set(&h, 0, t);
	while (h.n) {
		struct heap_item it = heap_pop(&h);
		int u = it.node;
		for (size_t k = off[u]; k < off[u + 1]; k++) {
			int v = nbr[k];
			int64_t w = edge_weight(g, edge[k]);
			if (w < 0 || it.key > INT64_MAX - 1 - w || it.key + w >= h.nr[v].dist)
				continue;
			h.nr[v].dist = it.key + w;
			heap_set(&h, h.nr[v].dist, v);
		}
	}
	for (int v = 0; v < g->n; v++)
		dist[v] = h.nr[v].dist;
	heap_free(&h);
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
