/* solve-path.c - shortest paths: Dijkstra with a radix heap, and a path
 * checker. Path ranks (NLGraph's partial credit) are in solve-rank.c. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

/* The priority queue: a radix heap of (distance, node). Dijkstra's keys
 * never fall below the last one taken (weights are not negative), so an
 * entry waits in the bucket of the highest bit where its key differs from
 * that last key; when bucket 0 runs dry, the lowest bucket left is spread
 * over the buckets below it, each entry moving down a few times at most.
 * Buckets are appended to and read front to back: no heap slot per node
 * to keep up to date in scattered memory, the cost that made a 4-ary heap
 * 0.8-0.97 s at 10^6 nodes. Entries are lazy: a node lowered again leaves
 * its old entry behind, dropped when its bucket is spread.
 *
 * Bucket 0 holds the nodes whose key is the last key, sorted, and they
 * come out lowest node first, so nodes are taken in (distance, node)
 * order: the order of the indexed heap before it, which decides every
 * trace and every parent among equal paths. A node queued at the last key
 * while bucket 0 is being taken (over an arc of weight 0) waits in a small
 * heap beside it. Sorted, bucket 0 also says which nodes come next, so
 * Dijkstra asks for their arcs ahead (rq_ahead). */
struct rq_item {
	int64_t key;
	int node;
};

/* A bucket is a chain of segments taken from the queue's free list and
 * given back when the bucket is spread: no array is ever copied to grow,
 * and other arrays (a trace's) keep growing in place. */
struct rq_seg {
	struct rq_seg *next;
	size_t n;
	struct rq_item v[];
};

struct rq_bucket {
	struct rq_seg *head, *tail;
};

/* A node's distance, state and parent side by side: one cache line read
 * per arc instead of three on graphs past the cache. */
struct node_rec {
	int64_t dist;
	int done;
	int parent;
};

struct radix_queue {
	uint64_t last;		/* the key of bucket 0 */
	struct rq_bucket b[65];	/* 1..64: by the highest bit differing from last */
	int *zero, *tmp;	/* bucket 0, ascending, taken from zi; sort room */
	size_t zi, zn, zcap, tcap;
	int *side;		/* a min-heap: queued at the last key meanwhile */
	size_t sn, scap;
	int bits;		/* node numbers fit in this many bits */
	size_t seg_cap;		/* items per segment */
	struct rq_seg *spare;	/* the free list */
	struct node_rec *nr;
};

static void rq_init(struct radix_queue *q, int n)
{
	memset(q, 0, sizeof *q);
	q->nr = xmalloc(((size_t)n + 1) * sizeof *q->nr);
	for (int v = 0; v < n; v++)
		q->nr[v] = (struct node_rec){ TRACE_INF, 0, -1 };
	while (q->bits < 31 && (n - 1) >> q->bits)
		q->bits++;
	/* 1/8 of the nodes, from 16 to 1,024 items (16 KiB) */
	q->seg_cap = (size_t)n / 8 < 16 ? 16 : (size_t)n / 8 > 1024 ? 1024 : (size_t)n / 8;
}

static void seg_chain_free(struct rq_seg *s)
{
	while (s) {
		struct rq_seg *next = s->next;
		free(s);
		s = next;
	}
}

static void rq_free(struct radix_queue *q)
{
	for (int i = 0; i < 65; i++)
		seg_chain_free(q->b[i].head);
	seg_chain_free(q->spare);
	free(q->zero);
	free(q->tmp);
	free(q->side);
	free(q->nr);
}

/* Sort bucket 0's k node numbers (distinct, below 2^bits): by insertion
 * when few, else by bytes, least significant first. */
static void zero_sort(struct radix_queue *q)
{
	int *a = q->zero, *t;
	size_t k = q->zn;

	if (k <= 32) {
		for (size_t i = 1; i < k; i++) {
			int x = a[i];
			size_t j = i;
			for (; j > 0 && a[j - 1] > x; j--)
				a[j] = a[j - 1];
			a[j] = x;
		}
		return;
	}
	xgrow(&q->tmp, &q->tcap, k, sizeof *q->tmp);
	t = q->tmp;
	for (int sh = 0; sh < q->bits; sh += 8) {
		size_t count[257] = { 0 };
		int *x;
		for (size_t i = 0; i < k; i++)
			count[((unsigned)a[i] >> sh & 255) + 1]++;
		for (int d = 0; d < 256; d++)
			count[d + 1] += count[d];
		for (size_t i = 0; i < k; i++)
			t[count[(unsigned)a[i] >> sh & 255]++] = a[i];
		x = a;
		a = t;
		t = x;
	}
	if (a != q->zero) {	/* an odd number of passes: the sorted copy is tmp */
		q->tmp = q->zero;
		q->zero = a;
		size_t c = q->tcap;
		q->tcap = q->zcap;
		q->zcap = c;
	}
}

static void side_push(struct radix_queue *q, int node)
{
	size_t i;

	xgrow(&q->side, &q->scap, q->sn + 1, sizeof *q->side);
	for (i = q->sn++; i > 0 && node < q->side[(i - 1) / 2]; i = (i - 1) / 2)
		q->side[i] = q->side[(i - 1) / 2];
	q->side[i] = node;
}

static int side_pop(struct radix_queue *q)
{
	int top = q->side[0], x = q->side[--q->sn];
	size_t i = 0, n = q->sn;

	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= n)
			break;
		if (c + 1 < n && q->side[c + 1] < q->side[c])
			c++;
		if (q->side[c] >= x)
			break;
		q->side[i] = q->side[c];
		i = c;
	}
	if (n)
		q->side[i] = x;
	return top;
}

static inline void bucket_put(struct radix_queue *q, struct rq_bucket *b, int64_t key, int node)
{
	struct rq_seg *t = b->tail;

	if (!t || t->n == q->seg_cap) {
		t = q->spare;
		if (t)
			q->spare = t->next;
		else
			t = xmalloc(sizeof *t + q->seg_cap * sizeof t->v[0]);
		t->next = NULL;
		t->n = 0;
		if (b->tail)
			b->tail->next = t;
		else
			b->head = t;
		b->tail = t;
	}
	t->v[t->n++] = (struct rq_item){ key, node };
}

/* Queue node with key (not below the last key taken). */
static inline void rq_push(struct radix_queue *q, int64_t key, int node)
{
	uint64_t x = (uint64_t)key ^ q->last;

	if (!x)
		side_push(q, node);
	else
		bucket_put(q, &q->b[64 - __builtin_clzll(x)], key, node);
}

/* Step a position in a chain of segments (each holds an item) on by one;
 * NULL past the end. */
static inline void seg_step(struct rq_seg **sg, size_t *k)
{
	if (++*k == (*sg)->n) {
		*sg = (*sg)->next;
		*k = 0;
	}
}

/* How many entries ahead rq_spread asks for an entry's node record. Its
 * staleness test reads one record per entry, scattered: past the cache
 * (10^6 nodes) asked for 32 entries on, Dijkstra took 0.171-0.178 s
 * instead of 0.184-0.201 (driver, alternating, 8 rounds); 16 did less. */
#define RQ_SPREAD_AHEAD 32

/* Fill bucket 0 from the lowest bucket holding a live entry; false when
 * none does. */
static bool rq_spread(struct radix_queue *q)
{
	for (int i = 1; i < 65; i++) {
		struct rq_bucket *b = &q->b[i];
		struct rq_seg *head = b->head, *tail = b->tail, *ps = head;
		uint64_t least = UINT64_MAX;
		size_t pk = 0;
		if (!head)
			continue;
		b->head = b->tail = NULL;
		for (int d = 0; d < RQ_SPREAD_AHEAD && ps; d++)
			seg_step(&ps, &pk);
		/* entries left behind by a later, lower key go now (marked
		 * -1, so the second pass does not read their nodes again) */
		for (struct rq_seg *sg = head; sg; sg = sg->next)
			for (size_t k = 0; k < sg->n; k++) {
				struct rq_item *it = &sg->v[k];
				if (ps) {
					__builtin_prefetch(&q->nr[ps->v[pk].node]);
					seg_step(&ps, &pk);
				}
				if (q->nr[it->node].dist != it->key)
					it->node = -1;
				else if ((uint64_t)it->key < least)
					least = (uint64_t)it->key;
			}
		if (least != UINT64_MAX) {
			/* every entry here agrees with least above bit i-1, so
			 * each goes to a bucket below i */
			q->last = least;
			q->zi = q->zn = 0;
			for (struct rq_seg *sg = head; sg; sg = sg->next)
				for (size_t k = 0; k < sg->n; k++) {
					struct rq_item it = sg->v[k];
					uint64_t x = (uint64_t)it.key ^ least;
					if (it.node < 0)
						continue;
					if (!x) {
						xgrow(&q->zero, &q->zcap, q->zn + 1, sizeof *q->zero);
						q->zero[q->zn++] = it.node;
					} else {
						bucket_put(q, &q->b[64 - __builtin_clzll(x)], it.key, it.node);
					}
				}
		}
		tail->next = q->spare;	/* the chain goes back to the free list */
		q->spare = head;
		if (least != UINT64_MAX) {
			zero_sort(q);
			return true;
		}
	}
	return false;
}

/* Take the least (key, node); false when the queue is empty. */
static bool rq_pop(struct radix_queue *q, int64_t *key, int *node)
{
	if (q->zi == q->zn && !q->sn && !rq_spread(q))
		return false;
	*key = (int64_t)q->last;
	if (q->sn && (q->zi == q->zn || q->side[0] < q->zero[q->zi]))
		*node = side_pop(q);
	else
		*node = q->zero[q->zi++];
	return true;
}

/* The node to be taken k places after the next one, if bucket 0 says
 * (it does not count the side heap: a guess, for prefetching only). */
static inline int rq_ahead(const struct radix_queue *q, size_t k)
{
	return q->zi + k < q->zn ? q->zero[q->zi + k] : -1;
}

static inline int64_t edge_weight(const struct graph *g, size_t e)
{
	return g->ew ? g->ew[e] : 1;
}

/* An arc's head and weight side by side, in the graph's arc order. */
struct arc_w {
	int v;
	int32_t w;
};

/* Past the cache, reading an arc's weight through its edge id costs two
 * scattered reads per arc (the id, 8 bytes, then the weight) inside the
 * loop that waits for them. Gathered once in arc order beforehand, the
 * same reads are independent of each other and overlap, and Dijkstra then
 * reads 8 bytes per arc next to each other. The weights are first copied
 * to 4 bytes each, in edge order: the gather's scattered reads then fall
 * in half the memory (at 10^6 nodes, 12 MB instead of 24), which halves
 * the gather's time there (0.029 -> 0.015 s) for one more pass in order.
 * NULL (read them through the ids) for small graphs, unweighted ones, and
 * weights outside 0..2^31-1. */
#define ARCW_MIN 65536	/* arcs; below, the arrays stay in the cache */
static struct arc_w *gather_arcs(const struct graph *g)
{
	size_t arcs = g->off[g->n];
	struct arc_w *aw;
	int32_t *w32;

	if (!g->ew || arcs < ARCW_MIN)
		return NULL;
	w32 = xmalloc(g->m * sizeof *w32);
	for (size_t e = 0; e < g->m; e++) {
		if (g->ew[e] < 0 || g->ew[e] > INT32_MAX) {
			free(w32);
			return NULL;
		}
		w32[e] = (int32_t)g->ew[e];
	}
	aw = xmalloc(arcs * sizeof *aw);
	for (size_t k = 0; k < arcs; k++) {
		aw[k].v = g->nbr[k];
		aw[k].w = w32[g->nbr_edge[k]];
	}
	free(w32);
	return aw;
}

/* Ask for the records of u's arcs' targets and for the arcs' weights:
 * they are scattered, and the relaxing loop reads them all. */
static inline void prefetch_arcs(const struct graph *g, const struct arc_w *aw,
				 const struct node_rec *nr, int u)
{
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
		if (aw) {
			__builtin_prefetch(&nr[aw[k].v]);
			continue;
		}
		__builtin_prefetch(&nr[g->nbr[k]]);
		if (g->ew)
			__builtin_prefetch(&g->ew[g->nbr_edge[k]]);
	}
}

void dijkstra(const struct graph *g, int s, int t, int64_t *dist, int *parent,
	      struct trace *tr)
{
	struct radix_queue q;
	struct node_rec *nr;
	struct arc_w *aw;
	int64_t key;
	int u;

	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	rq_init(&q, g->n);
	nr = q.nr;
	aw = gather_arcs(g);
	nr[s].dist = 0;
	trace_node(tr, TR_SET_DIST, s, 0, "dist[%d] = 0: the source", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d with distance 0", s);
	rq_push(&q, 0, s);
	while (rq_pop(&q, &key, &u)) {
		nr[u].done = 1;
		trace_node(tr, TR_DEQUEUE, u, key, "take %d, the closest open node (%lld)", u,
			   (long long)key);
		trace_node(tr, TR_SETTLE, u, key, "dist[%d] = %lld is final", u, (long long)key);
		if (u == t)
			break;
		/* the nodes taken next are known: ask for their arcs' records
		 * two nodes ahead, their arcs six ahead and where those start
		 * twelve ahead, so the misses of a dozen nodes overlap (their
		 * addresses come in by then); then this node's own */
		{
			int a12 = rq_ahead(&q, 12), a6 = rq_ahead(&q, 6), a2 = rq_ahead(&q, 2);
			if (a12 >= 0)
				__builtin_prefetch(&g->off[a12]);
			if (a6 >= 0 && aw) {
				__builtin_prefetch(&aw[g->off[a6]]);
			} else if (a6 >= 0) {
				__builtin_prefetch(&g->nbr[g->off[a6]]);
				__builtin_prefetch(&g->nbr_edge[g->off[a6]]);
			}
			if (a2 >= 0)
				prefetch_arcs(g, aw, nr, a2);
		}
		prefetch_arcs(g, aw, nr, u);
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = aw ? aw[k].v : g->nbr[k];
			/* the edge id only where a trace names it or the weight
			 * is read through it */
			size_t e = tr || !aw ? g->nbr_edge[k] : 0;
			int64_t w = aw ? aw[k].w : edge_weight(g, e), nd;
			if (nr[v].done) {
				if (tr)
					trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
						   "edge %d-%d (%lld): %d is settled", u, v,
						   (long long)w, v);
				continue;
			}
			if (w < 0 || key > INT64_MAX - 1 - w)
				continue;	/* callers reject negative weights */
			nd = key + w;
			if (nd >= nr[v].dist) {
				if (tr)
					trace_edge(tr, TR_EXAMINE, u, v, (long)e, w,
						   "edge %d-%d (%lld): %lld is no better than %lld",
						   u, v, (long long)w, (long long)nd,
						   (long long)nr[v].dist);
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
			rq_push(&q, nd, v);
		}
	}
	for (int v = 0; v < g->n; v++) {
		dist[v] = nr[v].dist;
		parent[v] = nr[v].parent;
	}
	free(aw);
	rq_free(&q);
}

void dist_to_target(const struct graph *g, int t, int64_t *dist)
{
	struct radix_queue q;
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	const size_t *edge = g->directed ? g->in_edge : g->nbr_edge;
	int64_t key;
	int u;

	rq_init(&q, g->n);
	q.nr[t].dist = 0;
	rq_push(&q, 0, t);
	while (rq_pop(&q, &key, &u)) {
		q.nr[u].done = 1;
		for (size_t k = off[u]; k < off[u + 1]; k++) {
			int v = nbr[k];
			int64_t w = edge_weight(g, edge[k]);
			if (q.nr[v].done || w < 0 || key > INT64_MAX - 1 - w ||
			    key + w >= q.nr[v].dist)
				continue;
			q.nr[v].dist = key + w;
			rq_push(&q, q.nr[v].dist, v);
		}
	}
	for (int v = 0; v < g->n; v++)
		dist[v] = q.nr[v].dist;
	rq_free(&q);
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
