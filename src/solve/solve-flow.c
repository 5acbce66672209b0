/* solve-flow.c - maximum flow by Dinic's algorithm (one augmenting path at
 * a time, so the trace narrates each), a minimum cut, and a flow checker.
 *
 * It runs on the graph's own adjacency with the flow on each edge as its
 * only state (no residual network is built; the rest is per node): edge e of
 * capacity c carrying f (from eu[e] to ev[e]; an undirected edge may carry
 * -c..c) has an arc along it, 2e, with residual capacity c - f, and one
 * against it, 2e+1, with f (directed) or c + f (undirected). */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

struct dinic {
	const struct graph *g;
	int64_t *f;		/* flow by edge */
	int *level;		/* by node; -1: not levelled */
	int *fq, *bq;		/* the nodes levelled from s and (meet_levels) from t */
	size_t nf, nb;
};

static inline int64_t residual(const struct dinic *d, size_t e, int back)
{
	int64_t c = d->g->ew ? d->g->ew[e] : 1, f = d->f[e];
	return back ? (d->g->directed ? f : c + f) : c - f;
}

/* A node's arcs in the order of their edges, the order the search takes
 * them in (and its paths depend on): the adjacency list, and for a
 * directed graph the reverse one merged into it (the arcs against the
 * edges into the node). A cursor is a place in each. */
struct cur {
	size_t o, i;
};

static inline void cur_start(const struct graph *g, int u, struct cur *c)
{
	c->o = g->off[u];
	c->i = g->directed ? g->in_off[u] : 0;
}

/* The arc at c (edge, head, and 1 if against the edge); false past the
 * last. A directed self-loop is in both lists: along it first. */
static inline bool cur_arc(const struct graph *g, int u, const struct cur *c, size_t *e,
			   int *head, int *back)
{
	size_t oe = c->o < g->off[u + 1] ? g->nbr_edge[c->o] : SIZE_MAX;

	if (g->directed && c->i < g->in_off[u + 1] && g->in_edge[c->i] < oe) {
		*e = g->in_edge[c->i];
		*head = g->in_nbr[c->i];
		*back = 1;
		return true;
	}
	if (oe == SIZE_MAX)
		return false;
	*e = oe;
	*head = g->nbr[c->o];
	*back = !g->directed && g->eu[oe] != u;
	return true;
}

static inline void cur_next(const struct graph *g, struct cur *c, int back)
{
	if (g->directed && back)
		c->i++;
	else
		c->o++;
}

/* How arc (e, back) from u reads in a step's narration: "u -> w" along
 * edge e, "u <- w" against it (undoing flow w -> u). */
static void arc_text(const struct graph *g, size_t e, int back, struct strbuf *sb)
{
	int u = back ? g->ev[e] : g->eu[e], w = back ? g->eu[e] : g->ev[e];

	if (!g->directed)
		sb_printf(sb, "%d - %d", u, w);
	else
		sb_printf(sb, "%d %s %d", u, back ? "<-" : "->", w);
}

/* BFS levels from s over arcs with residual capacity: every node s
 * reaches (the minimum cut's side, and what a trace shows); true when t
 * is among them. Traced (tr on), each node levelled is a step in the
 * order the BFS reaches it, with the arc it came over and the queue
 * after it ("level[4] = 1 via 5 -> 4; queue: 2 3 4"): a lesson shows
 * the search, not a table filled in node order. */
static bool levels(struct dinic *d, int s, int t, struct trace *tr)
{
	const struct graph *g = d->g;
	size_t head = 0, tail = 0;
	struct strbuf sb;

	for (int v = 0; v < g->n; v++)
		d->level[v] = -1;
	d->level[s] = 0;
	d->fq[tail++] = s;
	if (trace_on(tr))
		trace_emit(tr, TR_ASSIGN, s, -1, -1, 0, 0, d->fq, 1, NULL, 0,
			   "level[%d] = 0; queue: %d", s, s);
	sb_init(&sb);
	while (head < tail) {
		int u = d->fq[head++], w, back;
		struct cur c;
		size_t e;
		for (cur_start(g, u, &c); cur_arc(g, u, &c, &e, &w, &back); cur_next(g, &c, back)) {
			if (d->level[w] >= 0 || residual(d, e, back) <= 0)
				continue;
			d->level[w] = d->level[u] + 1;
			d->fq[tail++] = w;
			if (!trace_on(tr))
				continue;
			/* one line at 80 columns where the queue is short: the
			 * room is in the state's edge table */
			sb_reset(&sb);
			sb_printf(&sb, "level[%d] = %d via ", w, d->level[w]);
			arc_text(g, e, back, &sb);
			sb_puts(&sb, "; queue:");
			for (size_t i = head; i < tail; i++)
				sb_printf(&sb, " %d", d->fq[i]);
			trace_emit(tr, TR_ASSIGN, w, -1, -1, d->level[w], 0, d->fq + head,
				   tail - head, NULL, 0, "%s", sb.data);
		}
	}
	sb_free(&sb);
	return d->level[t] >= 0;
}

/* A phase's level graph, searched from both ends: a BFS from s
 * over arcs with residual capacity and one back from t over arcs into it,
 * a whole level at a time on the side with the smaller frontier, until
 * they meet. With every node within a of s and within b of t found, and
 * none both, a meeting from the frontiers means s and t are d = a + b + 1
 * apart: a node i from s keeps level i, a node j from t gets d - j, and
 * the nodes of the level that met are unlevelled. Every node on a
 * shortest path is levelled so, as a BFS from s alone levels it, and no
 * other node the phase's DFS can reach leads to t, so its paths are the
 * same; but on a graph that grows like a random one it reads a few
 * thousand arcs a phase instead of most of the graph. While searching, a
 * node j from t has level -2 - j. The caller unlevels d->fq and d->bq
 * after the phase. False when a side runs out: t is not reachable. */
static bool meet_levels(struct dinic *d, int s, int t)
{
	const struct graph *g = d->g;
	int *level = d->level, *fq = d->fq, *bq = d->bq, a = 0, b = 0, dist = -1;
	size_t fh = 0, ft = 1, bh = 0, bt = 1;

	level[s] = 0;
	fq[0] = s;
	level[t] = -2;
	bq[0] = t;
	while (dist < 0 && fh < ft && bh < bt) {
		bool from_s = ft - fh <= bt - bh;
		int *q = from_s ? fq : bq;
		size_t h = from_s ? fh : bh, end = from_s ? ft : bt, tail = end;
		for (; h < end && dist < 0; h++) {
			int u = q[h], w, back;
			struct cur c;
			size_t e;
			for (cur_start(g, u, &c); cur_arc(g, u, &c, &e, &w, &back);
			     cur_next(g, &c, back)) {
				/* from t: the arc w -> u, against the way it is listed */
				if (residual(d, e, from_s ? back : !back) <= 0)
					continue;
				if (level[w] == -1) {
					level[w] = from_s ? a + 1 : -3 - b;
					q[tail++] = w;
				} else if (from_s ? level[w] <= -2 : level[w] >= 0) {
					dist = a + b + 1;
					break;
				}
			}
		}
		if (dist >= 0)	/* the level that met */
			while (tail > end)
				level[q[--tail]] = -1;
		if (from_s) {
			fh = end;
			ft = tail;
			a += dist < 0;
		} else {
			bh = end;
			bt = tail;
			b += dist < 0;
		}
	}
	d->nf = ft;
	d->nb = bt;
	if (dist < 0)
		return false;
	for (size_t i = 0; i < bt; i++)
		level[bq[i]] += dist + 2;
	return true;
}

static void trace_augment(struct trace *tr, const struct dinic *d, int s, const size_t *arcs,
			  size_t len, int64_t push)
{
	const struct graph *g = d->g;
	int *nodes = xmalloc((len + 1) * sizeof *nodes);
	int64_t *signed_edges = xmalloc((len + 1) * sizeof *signed_edges);
	struct strbuf sb;

	sb_init(&sb);
	nodes[0] = s;
	sb_printf(&sb, "%d", s);
	for (size_t i = 0; i < len; i++) {
		size_t e = arcs[i] / 2;
		int back = (int)(arcs[i] % 2);
		nodes[i + 1] = back ? g->eu[e] : g->ev[e];
		signed_edges[i] = back ? -(int64_t)(e + 1) : (int64_t)(e + 1);
		sb_printf(&sb, "%s%d", back ? " <- " : " -> ", nodes[i + 1]);
	}
	trace_emit(tr, TR_FLOW_PATH, s, nodes[len], -1, push, 0, nodes, len + 1, signed_edges, len,
		   "push %lld along %s", (long long)push, sb.data);
	for (size_t i = 0; i < len; i++) {
		size_t e = arcs[i] / 2;
		if (arcs[i] % 2 == 0 && residual(d, e, 0) == 0)
			trace_edge(tr, TR_SATURATE, g->eu[e], g->ev[e], (long)e, 0,
				   "edge %d->%d is saturated", g->eu[e], g->ev[e]);
	}
	sb_free(&sb);
	free(nodes);
	free(signed_edges);
}

/* One phase's augmenting paths, found by DFS over the arcs that climb one
 * level, each pushed as found; a node with no way on is unlevelled. */
static int64_t augment(struct dinic *d, int s, int t, struct cur *it, size_t *arcs, int *from,
		       struct trace *tr)
{
	const struct graph *g = d->g;
	int *level = d->level;
	int64_t total = 0;

	for (;;) {
		size_t top = 0, e;
		int u = s, w, back;
		while (u != t) {
			bool found = false;
			while (cur_arc(g, u, &it[u], &e, &w, &back)) {
				if (residual(d, e, back) > 0 && level[w] == level[u] + 1) {
					found = true;
					break;
				}
				cur_next(g, &it[u], back);
			}
			if (found) {
				arcs[top] = 2 * e + (size_t)back;
				from[top++] = u;
				u = w;
				continue;
			}
			level[u] = -1;	/* dead end for this phase */
			if (u == s)
				break;
			u = from[--top];
			cur_next(g, &it[u], (int)(arcs[top] % 2));
		}
		if (u != t)
			return total;
		int64_t push = INT64_MAX;
		for (size_t i = 0; i < top; i++) {
			int64_t r = residual(d, arcs[i] / 2, (int)(arcs[i] % 2));
			push = r < push ? r : push;
		}
		for (size_t i = 0; i < top; i++)
			d->f[arcs[i] / 2] += arcs[i] % 2 ? -push : push;
		total += push;
		if (trace_on(tr))
			trace_augment(tr, d, s, arcs, top, push);
	}
}

int64_t max_flow(const struct graph *g, int s, int t, int64_t *flow, unsigned char *side,
		 struct trace *tr)
{
	size_t n = (size_t)g->n;
	struct dinic d = { .g = g };
	struct cur *it = xmalloc((n + 1) * sizeof *it);
	size_t *arcs = xmalloc((n + 1) * sizeof *arcs);
	int *from = xmalloc((n + 1) * sizeof *from);
	int64_t total = 0;
	int phase = 0;
	bool cut_levelled = false;	/* level[] holds what s reaches */

	d.f = flow ? flow : xmalloc((g->m + 1) * sizeof *d.f);
	memset(d.f, 0, g->m * sizeof *d.f);
	d.level = xmalloc((n + 1) * sizeof *d.level);
	d.fq = xmalloc((n + 1) * sizeof *d.fq);
	d.bq = xmalloc((n + 1) * sizeof *d.bq);
	for (size_t v = 0; v < n; v++)
		d.level[v] = -1;
	trace_set_algorithm(tr, "Dinic", TRACE_QUEUE);
	trace_set_value_name(tr, "level");
	while (s != t) {
		/* traced, a BFS levels every node s reaches, for the trace
		 * to show; the search itself takes the levels of the nodes
		 * on shortest paths (meet_levels), traced or not */
		if (trace_on(tr)) {
			/* levels belong to a phase: the new BFS unassigns them */
			trace_emit(tr, TR_PHASE, -1, -1, -1, phase + 1, 0, NULL, 0, NULL, 0,
				   "phase %d: a BFS from %d in the residual graph levels the "
				   "nodes by their distance; the phase's augmenting paths climb one "
				   "level a hop", phase + 1, s);
			if (!levels(&d, s, t, tr)) {
				cut_levelled = true;
				break;
			}
			phase++;
			for (int v = 0; v < g->n; v++)
				d.level[v] = -1;
		}
		if (!meet_levels(&d, s, t))
			break;
		for (size_t i = 0; i < d.nf; i++)
			cur_start(g, d.fq[i], &it[d.fq[i]]);
		for (size_t i = 0; i < d.nb; i++)
			cur_start(g, d.bq[i], &it[d.bq[i]]);
		total += augment(&d, s, t, it, arcs, from, tr);
		for (size_t i = 0; i < d.nf; i++)
			d.level[d.fq[i]] = -1;
		for (size_t i = 0; i < d.nb; i++)
			d.level[d.bq[i]] = -1;
	}
	/* the source side of a minimum cut: reachable in the final residual */
	if (!cut_levelled && (side || trace_on(tr)))
		levels(&d, s, t, NULL);
	if (side)
		for (int v = 0; v < g->n; v++)
			side[v] = d.level[v] >= 0;
	if (trace_on(tr)) {
		int *src = xmalloc((n + 1) * sizeof *src);
		int64_t *cut = xmalloc((g->m + 1) * sizeof *cut);
		size_t ns = 0, nc = 0;
		for (int v = 0; v < g->n; v++)
			if (d.level[v] >= 0)
				src[ns++] = v;
		for (size_t e = 0; e < g->m; e++)
			if (d.level[g->eu[e]] >= 0 && d.level[g->ev[e]] < 0)
				cut[nc++] = (int64_t)e;
		trace_emit(tr, TR_CUT, s, t, -1, total, 0, src, ns, cut, nc,
			   "no augmenting path left: %zu node%s reachable from %d form a minimum cut "
			   "of %zu edge%s", ns, ns == 1 ? "" : "s", s, nc, nc == 1 ? "" : "s");
		trace_node(tr, TR_ANSWER, t, total, "maximum flow from %d to %d is %lld", s, t,
			   (long long)total);
		free(src);
		free(cut);
	}
	if (!flow)
		free(d.f);
	free(d.level);
	free(d.fq);
	free(d.bq);
	free(it);
	free(arcs);
	free(from);
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
