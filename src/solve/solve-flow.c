/* solve-flow.c - maximum flow by Dinic's algorithm (one augmenting path at
 * a time, so the trace narrates each), a minimum cut, and a flow checker.
 *
 * The residual network has two arcs per edge e: 2e along the edge and
 * 2e+1 against it (capacity 0 for directed edges, the same capacity for
 * undirected ones). */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

/* What the search reads of an arc, side by side in 16 bytes: building
 * the network writes two arcs per edge at scattered places, one cache line
 * each, and at 10^6 nodes the arcs (96 MB) are most of what a phase reads.
 * Positions are 32-bit: 2^32 arcs would take 64 GB. */
struct res_arc {
	int64_t res;		/* residual capacity */
	uint32_t rev;		/* position of the opposite arc */
	int to;			/* head */
};

#define FLOW_AHEAD 16	/* prefetch distance, in queue places or edges */

struct residual {
	int n;
	size_t *off;		/* n+1: arcs leaving each node, at positions off[u].. */
	struct res_arc *a;	/* by position: a node's arcs are read in one run */
	uint32_t *fwd;		/* by edge e: the position of its arc 2e */
	size_t *id;		/* by position: the arc id (2e or 2e+1); traced only */
};

/* Builds the residual network with node v at place num[v] (num NULL: at
 * v). Each node's arcs keep the order of their edges, so a search over
 * it meets them as over the graph's own numbering. */
static void residual_build(struct residual *r, const struct graph *g, const int *num,
			   bool ids)
{
	size_t m2 = 2 * g->m, *fill;

	if (m2 >= UINT32_MAX)
		gravel_out_of_memory("out of memory (max flow over %zu edges: more than 2^31)",
				     g->m);
	r->n = g->n;
	r->off = xcalloc((size_t)g->n + 2, sizeof *r->off);
	r->a = xmalloc_large((m2 + 1) * sizeof *r->a);
	r->fwd = xmalloc((g->m + 1) * sizeof *r->fwd);
	r->id = ids ? xmalloc((m2 + 1) * sizeof *r->id) : NULL;
#define AT(v) (num ? num[v] : (v))
	/* both passes go through the edges in order and touch their ends'
	 * counters and arcs at random: the ends' numbers are asked for
	 * 2 * FLOW_AHEAD edges ahead, their counters and arcs FLOW_AHEAD */
#define AHEAD(e, counters)                                                              \
	do {                                                                            \
		size_t e2 = (e) + 2 * FLOW_AHEAD, e1 = (e) + FLOW_AHEAD;                \
		if (num && e2 < g->m) {                                                 \
			__builtin_prefetch(&num[g->eu[e2]]);                            \
			__builtin_prefetch(&num[g->ev[e2]]);                            \
		}                                                                       \
		if (e1 < g->m) {                                                        \
			__builtin_prefetch(&(counters)[AT(g->eu[e1]) + 1]);             \
			__builtin_prefetch(&(counters)[AT(g->ev[e1]) + 1]);             \
		}                                                                       \
	} while (0)
	for (size_t e = 0; e < g->m; e++) {
		AHEAD(e, r->off);
		r->off[AT(g->eu[e]) + 1]++;
		r->off[AT(g->ev[e]) + 1]++;
	}
	for (int v = 0; v < g->n; v++)
		r->off[v + 1] += r->off[v];
	/* fill[v] at [v + 1]: the same offsets as the count, for AHEAD */
	fill = xmalloc(((size_t)g->n + 2) * sizeof *fill);
	memcpy(fill + 1, r->off, (size_t)g->n * sizeof *fill);
	for (size_t e = 0; e < g->m; e++) {
		int64_t c = g->ew ? g->ew[e] : 1;
		int u, v;
		size_t p, q;
		AHEAD(e, fill);
		if (e + FLOW_AHEAD / 2 < g->m) {	/* the arcs that edge will write */
			__builtin_prefetch(&r->a[fill[AT(g->eu[e + FLOW_AHEAD / 2]) + 1]], 1);
			__builtin_prefetch(&r->a[fill[AT(g->ev[e + FLOW_AHEAD / 2]) + 1]], 1);
		}
		u = AT(g->eu[e]);
		v = AT(g->ev[e]);
		p = fill[u + 1]++;
		q = fill[v + 1]++;
		r->a[p] = (struct res_arc){ c, (uint32_t)q, v };
		r->a[q] = (struct res_arc){ g->directed ? 0 : c, (uint32_t)p, u };
		r->fwd[e] = (uint32_t)p;
		if (ids) {
			r->id[p] = 2 * e;
			r->id[q] = 2 * e + 1;
		}
	}
#undef AHEAD
#undef AT
	free(fill);
}

/* num[v]: v's place in BFS order from s over the graph's edges, the nodes
 * it does not reach after. Dinic's phases meet the nodes in nearly that
 * order, so numbered so, a BFS reads the arcs almost front to back and a
 * large graph's random accesses shrink to the levels array. */
static int *bfs_numbering(const struct graph *g, int s, int *queue)
{
	int *num = xmalloc(((size_t)g->n + 1) * sizeof *num);
	size_t head = 0, tail = 0;
	int next = 0;

	for (int v = 0; v < g->n; v++)
		num[v] = -1;
	num[s] = next++;
	queue[tail++] = s;
	while (head < tail) {
		int u = queue[head++];
		/* the marks of the neighbours of a node a few places down */
		if (head + FLOW_AHEAD / 2 < tail) {
			int w = queue[head + FLOW_AHEAD / 2];
			for (size_t k = g->off[w]; k < g->off[w + 1]; k++)
				__builtin_prefetch(&num[g->nbr[k]]);
		}
		if (head + FLOW_AHEAD < tail)
			__builtin_prefetch(&g->nbr[g->off[queue[head + FLOW_AHEAD]]]);
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
			if (num[g->nbr[k]] < 0) {
				num[g->nbr[k]] = next++;
				queue[tail++] = g->nbr[k];
			}
	}
	for (int v = 0; v < g->n; v++)
		if (num[v] < 0)
			num[v] = next++;
	return num;
}

static void residual_free(struct residual *r)
{
	free(r->off);
	free(r->a);
	free(r->fwd);
	free(r->id);
}

/* BFS levels over arcs with residual capacity; true when t is reached.
 * Unless full, the BFS stops as it levels t: every node below t's level
 * is levelled by then, and the nodes at or past it are on no path the
 * phase's DFS completes (each step climbs one level, and t is the only
 * node of its level a path ends at), so leaving them unlevelled only
 * spares the DFS their dead ends; the paths it finds, and so the flow,
 * are the same. A full BFS levels every node reachable from s (the
 * minimum cut's side, and what a trace shows). */
static bool levels(const struct residual *r, int s, int t, int *level, int *queue, bool full)
{
	size_t head = 0, tail = 0;

	for (int v = 0; v < r->n; v++)
		level[v] = -1;
	level[s] = 0;
	queue[tail++] = s;
	while (head < tail) {
		int u = queue[head++];
		/* nodes come out of the queue in random order: fetch the arcs
		 * of one a few places down before they are needed */
		if (head + FLOW_AHEAD < tail) {
			size_t k = r->off[queue[head + FLOW_AHEAD]];
			__builtin_prefetch(&r->a[k]);
			__builtin_prefetch(&r->a[k + 2]);
		}
		if (head + FLOW_AHEAD / 2 < tail)
			for (size_t k = r->off[queue[head + FLOW_AHEAD / 2]];
			     k < r->off[queue[head + FLOW_AHEAD / 2] + 1]; k++)
				__builtin_prefetch(&level[r->a[k].to]);
		for (size_t k = r->off[u]; k < r->off[u + 1]; k++) {
			int v = r->a[k].to;
			if (r->a[k].res > 0 && level[v] < 0) {
				level[v] = level[u] + 1;
				queue[tail++] = v;
				if (v == t && !full)
					return true;
			}
		}
	}
	return level[t] >= 0;
}

/* Unlevels the nodes no level path leads from to t: a BFS back from t
 * over arcs that climb one level and have residual capacity. The phase's
 * DFS would enter such a node, find every arc a dead end and unlevel it;
 * skipped at once, it finds the same paths. */
static void prune_levels(const struct residual *r, int t, int *level, int *queue,
			 unsigned char *useful)
{
	size_t head = 0, tail = 0;

	memset(useful, 0, (size_t)r->n);
	useful[t] = 1;
	queue[tail++] = t;
	while (head < tail) {
		int v = queue[head++];
		for (size_t k = r->off[v]; k < r->off[v + 1]; k++) {
			int w = r->a[k].to;
			if (!useful[w] && level[w] == level[v] - 1 && level[w] >= 0 &&
			    r->a[r->a[k].rev].res > 0) {
				useful[w] = 1;
				queue[tail++] = w;
			}
		}
	}
	for (int v = 0; v < r->n; v++)
		if (!useful[v])
			level[v] = -1;
}

static void trace_augment(struct trace *tr, const struct graph *g, int s, const size_t *arcs,
			  size_t len, int64_t push, const struct residual *r)
{
	int *nodes = xmalloc((len + 1) * sizeof *nodes);
	int64_t *signed_edges = xmalloc((len + 1) * sizeof *signed_edges);
	struct strbuf sb;

	sb_init(&sb);
	nodes[0] = s;
	sb_printf(&sb, "%d", s);
	for (size_t i = 0; i < len; i++) {
		size_t a = r->id[arcs[i]], e = a / 2;
		nodes[i + 1] = r->a[arcs[i]].to;
		signed_edges[i] = a % 2 ? -(int64_t)(e + 1) : (int64_t)(e + 1);
		sb_printf(&sb, "%s%d", a % 2 ? " <- " : " -> ", r->a[arcs[i]].to);
	}
	trace_emit(tr, TR_FLOW_PATH, s, nodes[len], -1, push, 0, nodes, len + 1, signed_edges, len,
		   "push %lld along %s", (long long)push, sb.data);
	for (size_t i = 0; i < len; i++) {
		size_t a = r->id[arcs[i]], e = a / 2;
		if (r->a[arcs[i]].res == 0 && a % 2 == 0)
			trace_edge(tr, TR_SATURATE, g->eu[e], g->ev[e], (long)e, 0,
				   "edge %d->%d is saturated", g->eu[e], g->ev[e]);
	}
	sb_free(&sb);
	free(nodes);
	free(signed_edges);
}

int64_t max_flow(const struct graph *g, int s, int t, int64_t *flow, unsigned char *side,
		 struct trace *tr)
{
	struct residual r;
	size_t n = (size_t)g->n;
	int *level = xmalloc((n + 1) * sizeof *level), *queue = xmalloc((n + 1) * sizeof *queue);
	size_t *it = xmalloc((n + 1) * sizeof *it), *stack = xmalloc((n + 1) * sizeof *stack);
	unsigned char *useful = xmalloc(n + 1);
	int64_t total = 0;
	int phase = 0;

	/* untraced, the nodes are renumbered in BFS order (a trace names
	 * them as the graph does); the paths found are the same */
	int *num = NULL, s0 = s, t0 = t;

	trace_set_algorithm(tr, "Dinic", TRACE_QUEUE);
	trace_set_value_name(tr, "level");
	if (!trace_on(tr) && s >= 0 && s < g->n && t >= 0 && t < g->n) {
		num = bfs_numbering(g, s, queue);
		s = num[s];
		t = num[t];
	}
	residual_build(&r, g, num, trace_on(tr));
	while (s != t && levels(&r, s, t, level, queue, trace_on(tr))) {
		phase++;
		if (trace_on(tr)) {
			trace_note(tr, "phase %d: BFS in the residual graph puts %d at level %d", phase,
				   t, level[t]);
			for (int v = 0; v < g->n; v++)
				if (level[v] >= 0)
					trace_node(tr, TR_ASSIGN, v, level[v], NULL);
		}
		prune_levels(&r, t, level, queue, useful);
		for (int v = 0; v < g->n; v++)
			it[v] = r.off[v];
		for (;;) {
			size_t top = 0;
			int u = s;
			while (u != t) {
				size_t k = it[u];
				while (k < r.off[u + 1] &&
				       !(r.a[k].res > 0 && level[r.a[k].to] == level[u] + 1))
					k++;
				it[u] = k;
				if (k < r.off[u + 1]) {
					stack[top++] = k;
					u = r.a[k].to;
					continue;
				}
				level[u] = -1;	/* dead end for this phase */
				if (u == s)
					break;
				u = r.a[r.a[stack[--top]].rev].to;
				it[u]++;
			}
			if (u != t)
				break;
			int64_t push = INT64_MAX;
			for (size_t i = 0; i < top; i++)
				if (r.a[stack[i]].res < push)
					push = r.a[stack[i]].res;
			for (size_t i = 0; i < top; i++) {
				r.a[stack[i]].res -= push;
				r.a[r.a[stack[i]].rev].res += push;
			}
			total += push;
			if (trace_on(tr))
				trace_augment(tr, g, s, stack, top, push, &r);
		}
	}
	/* the source side of a minimum cut: reachable in the final residual
	 * (the loop's last BFS, which did not reach t, levelled all of it) */
	if (s == t)
		levels(&r, s, t, level, queue, true);
	if (flow)	/* the arcs read are scattered: asked for well ahead */
		for (size_t e = 0; e < g->m; e++) {
			if (e + 8 * FLOW_AHEAD < g->m)
				__builtin_prefetch(&r.a[r.fwd[e + 8 * FLOW_AHEAD]]);
			flow[e] = (g->ew ? g->ew[e] : 1) - r.a[r.fwd[e]].res;
		}
	if (side)
		for (int v = 0; v < g->n; v++)
			side[v] = level[num ? num[v] : v] >= 0;
	free(num);
	s = s0;
	t = t0;
	if (trace_on(tr)) {
		int *src = xmalloc((n + 1) * sizeof *src);
		int64_t *cut = xmalloc((g->m + 1) * sizeof *cut);
		size_t ns = 0, nc = 0;
		for (int v = 0; v < g->n; v++)
			if (level[v] >= 0)
				src[ns++] = v;
		for (size_t e = 0; e < g->m; e++)
			if (level[g->eu[e]] >= 0 && level[g->ev[e]] < 0)
				cut[nc++] = (int64_t)e;
		trace_emit(tr, TR_CUT, s, t, -1, total, 0, src, ns, cut, nc,
			   "no augmenting path left: %zu node%s reachable from %d form a minimum cut "
			   "of %zu edge%s", ns, ns == 1 ? "" : "s", s, nc, nc == 1 ? "" : "s");
		trace_node(tr, TR_ANSWER, t, total, "maximum flow from %d to %d is %lld", s, t,
			   (long long)total);
		free(src);
		free(cut);
	}
	residual_free(&r);
	free(level);
	free(queue);
	free(it);
	free(stack);
	free(useful);
	return total;
}

bool flow_check(const struct graph *g, int s, int t, const int64_t *flow, int64_t value,
		struct check *c)
{
	struct check local;
	int64_t *net = xcalloc((size_t)g->n + 1, sizeof *net);	/* outflow - inflow */

	if (!c)
		c = &local;
	check_ok(c);
	for (size_t e = 0; e < g->m; e++) {
		int64_t cap = g->ew ? g->ew[e] : 1, f = flow[e];
		int64_t lo = g->directed ? 0 : -cap;
		if (f < lo || f > cap) {
			check_fail(c, (long)e, g->eu[e], g->ev[e], (long)e,
				   "edge %d->%d carries %lld, outside 0..%lld", g->eu[e], g->ev[e],
				   (long long)f, (long long)cap);
			break;
		}
		net[g->eu[e]] += f;
		net[g->ev[e]] -= f;
	}
	for (int v = 0; c->ok && v < g->n; v++)
		if (v != s && v != t && net[v] != 0)
			check_fail(c, -1, v, -1, -1,
				   "node %d: inflow and outflow differ by %lld (no conservation)", v,
				   (long long)-net[v]);
	if (c->ok && net[s] != value)
		check_fail(c, -1, s, t, -1, "the flow out of %d is %lld, not %lld", s,
			   (long long)net[s], (long long)value);
	free(net);
	return c->ok;
}

int solve_flow(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int s, t;
	int64_t value, out = 0, *flow;
	unsigned char *side;
	cJSON *a, *fl;

	if (solve_query_node(p, "source", &s, err) || solve_query_node(p, "target", &t, err))
		return -1;
	if (s == t) {
		*err = solve_err("source and sink are the same node %d", s);
		return -1;
	}
	for (size_t e = 0; e < g->m; e++) {
		int64_t cap = g->ew ? g->ew[e] : 1;
		if (cap < 0) {
			*err = solve_err("edge %d->%d has negative capacity %lld", g->eu[e], g->ev[e],
					 (long long)cap);
			return -1;
		}
		if ((g->eu[e] == s || g->ev[e] == s) && __builtin_add_overflow(out, cap, &out)) {
			*err = solve_err("capacities at the source overflow 64-bit integers");
			return -1;
		}
	}
	flow = xmalloc((g->m + 1) * sizeof *flow);
	side = xmalloc((size_t)g->n + 1);
	value = max_flow(g, s, t, flow, side, tr);
	a = cJSON_CreateObject();
	cJSON_AddNumberToObject(a, "value", (double)value);
	fl = cJSON_AddArrayToObject(a, "flow");
	for (size_t e = 0; e < g->m; e++) {
		if (!flow[e])
			continue;
		int triple[3] = { g->eu[e], g->ev[e], 0 };
		cJSON *it = json_int_array(triple, 2);
		cJSON_AddItemToArray(it, cJSON_CreateNumber((double)flow[e]));
		cJSON_AddItemToArray(fl, it);
	}
	{
		int *src = xmalloc(((size_t)g->n + 1) * sizeof *src);
		size_t ns = 0;
		for (int v = 0; v < g->n; v++)
			if (side[v])
				src[ns++] = v;
		cJSON_AddItemToObject(a, "cut", json_int_array(src, ns));
		free(src);
	}
	free(flow);
	free(side);
	*answer = a;
	return 0;
}
