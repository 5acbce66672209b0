/* trace-state.c - fold trace events into states, with checkpoints so any
 * step is reached from the nearest saved state (see trace.h). */
#include "config.h"
#include "trace.h"

#include <stdlib.h>
#include <string.h>

#define CKPT_MIN_EVERY 256
#define CKPT_BUDGET ((size_t)64 << 20)	/* bytes of checkpoints per trace, roughly */

static size_t emb_size(const struct trace_state *st)
{
	return (size_t)(st->layers + 1) * (size_t)st->n * (size_t)st->dim;
}

static size_t emb_cells(const struct trace_state *st)
{
	return st->dim > 0 ? (size_t)(st->layers + 1) * (size_t)st->n : 0;
}

static void state_reset(struct trace_state *st)
{
	size_t n = (size_t)st->n, m = st->m;

	st->step = 0;
	st->cur = -1;
	st->cur_edge = -1;
	memset(st->mark, 0, n);
	memset(st->emark, 0, m);
	memset(st->side, 0, n);
	memset(st->value_set, 0, n);
	for (size_t i = 0; i < n; i++) {
		st->parent[i] = -1;
		st->pedge[i] = -1;
		st->dist[i] = TRACE_INF;
		st->value[i] = 0;
		st->comp[i] = (int)i;
		st->mate[i] = -1;
	}
	memset(st->flow, 0, m * sizeof *st->flow);
	memset(st->emb, 0, emb_size(st) * sizeof *st->emb);
	memset(st->emb_set, 0, emb_cells(st));
	st->flow_value = 0;
	st->nfrontier = st->npath = st->norder = st->nbest = 0;
	st->best_value = 0;
	st->layer = 0;
	st->found = st->done = false;
	st->answer_value = 0;
	st->examined = st->relaxed = st->pushed = st->popped = 0;
	st->augmentations = st->matched = st->branches = st->backtracks = 0;
	st->prunings = st->improvements = st->unions = 0;
}

void trace_state_init(struct trace_state *st, const struct trace *tr)
{
	size_t n, m;

	memset(st, 0, sizeof *st);
	st->n = tr && tr->g ? tr->g->n : 0;
	st->m = tr && tr->g ? tr->g->m : 0;
	st->layers = tr ? tr->layers : 0;
	st->dim = tr ? tr->dim : 0;
	n = (size_t)st->n;
	m = st->m;
	/* +1 keeps every allocation non-empty */
	st->mark = xcalloc(n + 1, 1);
	st->emark = xcalloc(m + 1, 1);
	st->side = xcalloc(n + 1, 1);
	st->parent = xcalloc(n + 1, sizeof *st->parent);
	st->pedge = xcalloc(n + 1, sizeof *st->pedge);
	st->dist = xcalloc(n + 1, sizeof *st->dist);
	st->value = xcalloc(n + 1, sizeof *st->value);
	st->value_set = xcalloc(n + 1, 1);
	st->comp = xcalloc(n + 1, sizeof *st->comp);
	st->mate = xcalloc(n + 1, sizeof *st->mate);
	st->flow = xcalloc(m + 1, sizeof *st->flow);
	st->emb = xcalloc(emb_size(st) + 1, sizeof *st->emb);
	st->emb_set = xcalloc(emb_cells(st) + 1, 1);
	state_reset(st);
}

void trace_state_free(struct trace_state *st)
{
	free(st->mark);
	free(st->emark);
	free(st->side);
	free(st->parent);
	free(st->pedge);
	free(st->dist);
	free(st->value);
	free(st->value_set);
	free(st->comp);
	free(st->mate);
	free(st->flow);
	free(st->emb);
	free(st->emb_set);
	free(st->frontier);
	free(st->fkey);
	free(st->path);
	free(st->order);
	free(st->best);
	memset(st, 0, sizeof *st);
}

static void copy_list(int **dst, size_t *dn, size_t *dcap, const int *src, size_t sn)
{
	xgrow(dst, dcap, sn + 1, sizeof **dst);
	if (sn)
		memcpy(*dst, src, sn * sizeof *src);
	*dn = sn;
}

static void frontier_reserve(struct trace_state *st, size_t need)
{
	size_t cap = st->frontier_cap ? st->frontier_cap : 16;

	if (need <= st->frontier_cap)
		return;
	while (cap < need)
		cap *= 2;
	st->frontier = xreallocarray(st->frontier, cap, sizeof *st->frontier);
	st->fkey = xreallocarray(st->fkey, cap, sizeof *st->fkey);
	st->frontier_cap = cap;
}

/* dst must have been initialised for the same trace as src. */
void trace_state_copy(struct trace_state *dst, const struct trace_state *src)
{
	size_t n = (size_t)src->n, m = src->m;
	struct trace_state keep = *dst;

	if (dst->n != src->n || dst->m != src->m || emb_size(dst) != emb_size(src))
		gravel_fatal("trace_state_copy: states of different traces");
	*dst = *src;
	/* restore dst's own buffers, then fill them */
	dst->mark = keep.mark;
	dst->emark = keep.emark;
	dst->side = keep.side;
	dst->parent = keep.parent;
	dst->pedge = keep.pedge;
	dst->dist = keep.dist;
	dst->value = keep.value;
	dst->value_set = keep.value_set;
	dst->comp = keep.comp;
	dst->mate = keep.mate;
	dst->flow = keep.flow;
	dst->emb = keep.emb;
	dst->emb_set = keep.emb_set;
	memcpy(dst->mark, src->mark, n);
	memcpy(dst->emark, src->emark, m);
	memcpy(dst->side, src->side, n);
	memcpy(dst->parent, src->parent, n * sizeof *src->parent);
	memcpy(dst->pedge, src->pedge, n * sizeof *src->pedge);
	memcpy(dst->dist, src->dist, n * sizeof *src->dist);
	memcpy(dst->value, src->value, n * sizeof *src->value);
	memcpy(dst->value_set, src->value_set, n);
	memcpy(dst->comp, src->comp, n * sizeof *src->comp);
	memcpy(dst->mate, src->mate, n * sizeof *src->mate);
	memcpy(dst->flow, src->flow, m * sizeof *src->flow);
	memcpy(dst->emb, src->emb, emb_size(src) * sizeof *src->emb);
	memcpy(dst->emb_set, src->emb_set, emb_cells(src));

	dst->frontier = keep.frontier;
	dst->fkey = keep.fkey;
	dst->frontier_cap = keep.frontier_cap;
	dst->nfrontier = 0;
	frontier_reserve(dst, src->nfrontier + 1);
	if (src->nfrontier) {
		memcpy(dst->frontier, src->frontier, src->nfrontier * sizeof *src->frontier);
		memcpy(dst->fkey, src->fkey, src->nfrontier * sizeof *src->fkey);
	}
	dst->nfrontier = src->nfrontier;
	dst->path = keep.path;
	dst->path_cap = keep.path_cap;
	copy_list(&dst->path, &dst->npath, &dst->path_cap, src->path, src->npath);
	dst->order = keep.order;
	dst->order_cap = keep.order_cap;
	copy_list(&dst->order, &dst->norder, &dst->order_cap, src->order, src->norder);
	dst->best = keep.best;
	dst->best_cap = keep.best_cap;
	copy_list(&dst->best, &dst->nbest, &dst->best_cap, src->best, src->nbest);
}


static void frontier_remove_at(struct trace_state *st, size_t i)
{
	memmove(st->frontier + i, st->frontier + i + 1,
		(st->nfrontier - i - 1) * sizeof *st->frontier);
	memmove(st->fkey + i, st->fkey + i + 1, (st->nfrontier - i - 1) * sizeof *st->fkey);
	st->nfrontier--;
}

static void frontier_add(struct trace_state *st, enum trace_frontier mode, int a, int64_t key)
{
	size_t at = st->nfrontier;

	if (mode == TRACE_PQ) {
		for (size_t i = 0; i < st->nfrontier; i++)
			if (st->frontier[i] == a) {
				frontier_remove_at(st, i);
				break;
			}
		at = st->nfrontier;
		while (at > 0 && st->fkey[at - 1] > key)
			at--;
	}
	frontier_reserve(st, st->nfrontier + 1);
	memmove(st->frontier + at + 1, st->frontier + at,
		(st->nfrontier - at) * sizeof *st->frontier);
	memmove(st->fkey + at + 1, st->fkey + at, (st->nfrontier - at) * sizeof *st->fkey);
	st->frontier[at] = a;
	st->fkey[at] = key;
	st->nfrontier++;
}

static bool frontier_has(const struct trace_state *st, int a)
{
	for (size_t i = 0; i < st->nfrontier; i++)
		if (st->frontier[i] == a)
			return true;
	return false;
}

static void frontier_take(struct trace_state *st, int a, bool last)
{
	if (last) {
		for (size_t i = st->nfrontier; i-- > 0;)
			if (st->frontier[i] == a) {
				frontier_remove_at(st, i);
				return;
			}
	} else {
		for (size_t i = 0; i < st->nfrontier; i++)
			if (st->frontier[i] == a) {
				frontier_remove_at(st, i);
				return;
			}
	}
}

static void list_push(int **v, size_t *n, size_t *cap, int x)
{
	xgrow(v, cap, *n + 1, sizeof **v);
	(*v)[(*n)++] = x;
}

/* v's tree edge becomes e (to parent p): the old one is no tree edge any
 * more (Dijkstra found a shorter way, DFS re-parented). */
static void set_tree_edge(struct trace_state *st, int v, int p, long e)
{
	long old = st->pedge[v];

	st->parent[v] = p;
	if (old >= 0 && old != e && st->emark[old] == EMARK_TREE)
		st->emark[old] = EMARK_EXAMINED;
	st->pedge[v] = e;
	if (e >= 0)
		st->emark[e] = EMARK_TREE;
}

/* a's partner becomes b: their former partners are free */
static void set_mate(struct trace_state *st, int a, int b)
{
	int old = st->mate[a];

	if (old >= 0 && old != b && st->mate[old] == a)
		st->mate[old] = -1;
	st->mate[a] = b;
}

static void apply_flow_path(const struct trace *tr, struct trace_state *st,
			    const struct trace_event *ev)
{
	size_t nv;
	const int64_t *sv = trace_vec(tr, (size_t)(ev - tr->ev), &nv);
	size_t nl;
	const int *nodes = trace_list(tr, (size_t)(ev - tr->ev), &nl);

	for (size_t i = 0; i < nv; i++) {
		int64_t x = sv[i];
		size_t e = (size_t)(x > 0 ? x - 1 : -x - 1);
		if (x == 0 || e >= st->m)
			continue;
		st->flow[e] += x > 0 ? ev->val : -ev->val;
	}
	st->flow_value += ev->val;
	copy_list(&st->path, &st->npath, &st->path_cap, nodes, nl);
	st->augmentations++;
}

/* One event being folded: the event, its list and which of its node and
 * edge fields are in range, so each family below checks nothing twice. */
struct apply_ev {
	const struct trace *tr;
	struct trace_state *st;
	const struct trace_event *ev;
	size_t i;
	const int *list;
	size_t nl;
	bool a_ok, b_ok, e_ok;
};

/* Discovery, edges looked at, tree edges, distances and settling. */
static void apply_traversal(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;
	long e = c->e_ok ? ev->e : -1;

	switch (ev->kind) {
	case TR_DISCOVER:
		if (c->a_ok) {
			if (st->mark[ev->a] < MARK_DISCOVERED)
				st->mark[ev->a] = MARK_DISCOVERED;
			if (c->b_ok)
				set_tree_edge(st, ev->a, ev->b, e);
			else if (c->e_ok)
				set_tree_edge(st, ev->a, st->parent[ev->a], ev->e);
		} else if (c->e_ok) {
			st->emark[ev->e] = EMARK_TREE;
		}
		break;
	case TR_EXAMINE:
		if (c->e_ok && st->emark[ev->e] < EMARK_EXAMINED)
			st->emark[ev->e] = EMARK_EXAMINED;
		st->examined++;
		break;
	case TR_TREE_EDGE:
		if (c->b_ok)
			set_tree_edge(st, ev->b, c->a_ok ? ev->a : -1, e);
		else if (c->e_ok)
			st->emark[ev->e] = EMARK_TREE;
		break;
	case TR_RELAX:
		if (c->b_ok) {
			st->dist[ev->b] = ev->val;
			set_tree_edge(st, ev->b, c->a_ok ? ev->a : -1, e);
			/* decrease-key: a queued node moves up with its new dist */
			if (c->tr->frontier == TRACE_PQ && frontier_has(st, ev->b))
				frontier_add(st, TRACE_PQ, ev->b, ev->val);
		} else if (c->e_ok) {
			st->emark[ev->e] = EMARK_TREE;
		}
		st->relaxed++;
		break;
	case TR_SETTLE:
		if (c->a_ok)
			st->mark[ev->a] = MARK_SETTLED;
		break;
	case TR_SET_DIST:
		if (c->a_ok)
			st->dist[ev->a] = ev->val;
		break;
	default:
		break;
	}
}

/* The frontier: queue, stack or priority queue, by the trace's mode. */
static void apply_frontier(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;

	if (ev->kind == TR_ENQUEUE || ev->kind == TR_PUSH) {
		if (c->a_ok)
			frontier_add(st, c->tr->frontier, ev->a, ev->val);
		st->pushed++;
	} else {
		if (c->a_ok)
			frontier_take(st, ev->a, ev->kind == TR_POP);
		st->popped++;
	}
}

static void apply_cut(const struct apply_ev *c)
{
	struct trace_state *st = c->st;
	size_t nv;
	const int64_t *ve = trace_vec(c->tr, c->i, &nv);

	memset(st->side, 0, (size_t)st->n);
	st->nfrontier = 0;
	for (size_t k = 0; k < c->nl; k++)
		if (c->list[k] >= 0 && c->list[k] < st->n)
			st->side[c->list[k]] = 1;
	for (size_t k = 0; k < nv; k++)
		if (ve[k] >= 0 && (size_t)ve[k] < st->m)
			st->emark[ve[k]] = EMARK_CUT;
}

/* Flows, cuts and matchings. */
static void apply_flow_match(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;

	switch (ev->kind) {
	case TR_FLOW_PATH:
		apply_flow_path(c->tr, st, ev);
		st->nfrontier = 0;
		break;
	case TR_SATURATE:
		if (c->e_ok)
			st->emark[ev->e] = EMARK_SATURATED;
		break;
	case TR_CUT:
		apply_cut(c);
		break;
	case TR_MATCH:
		if (c->a_ok)
			set_mate(st, ev->a, c->b_ok ? ev->b : -1);
		if (c->b_ok)
			set_mate(st, ev->b, c->a_ok ? ev->a : -1);
		st->matched++;
		break;
	case TR_UNMATCH:
		if (c->a_ok)
			st->mate[ev->a] = -1;
		if (c->b_ok)
			st->mate[ev->b] = -1;
		break;
	default:
		break;
	}
}

/* Backtracking search: the current path, prunings and the best so far. */
static void apply_search(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;

	switch (ev->kind) {
	case TR_PATH:
		copy_list(&st->path, &st->npath, &st->path_cap, c->list, c->nl);
		break;
	case TR_EXTEND:
		list_push(&st->path, &st->npath, &st->path_cap, ev->a);
		st->branches++;
		break;
	case TR_BACKTRACK:
		if (st->npath)
			st->npath--;
		st->backtracks++;
		break;
	case TR_PRUNE:
		st->prunings += ev->val > 0 ? (uint64_t)ev->val : 1;
		break;
	case TR_BEST:
		copy_list(&st->best, &st->nbest, &st->best_cap, c->list, c->nl);
		st->best_value = ev->val;
		st->improvements++;
		break;
	case TR_FOUND:
		copy_list(&st->best, &st->nbest, &st->best_cap, c->list, c->nl);
		st->found = true;
		break;
	case TR_ANSWER:
		if (c->nl)
			copy_list(&st->best, &st->nbest, &st->best_cap, c->list, c->nl);
		st->answer_value = ev->val;
		st->done = true;
		break;
	default:
		break;
	}
}

static void apply_aggregate(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;
	size_t nv, n = (size_t)st->n;
	const int64_t *vec = trace_vec(c->tr, c->i, &nv);

	if (!c->a_ok || ev->val < 0 || ev->val > st->layers || st->dim <= 0)
		return;
	size_t d = nv < (size_t)st->dim ? nv : (size_t)st->dim;
	size_t cell = (size_t)ev->val * n + (size_t)ev->a;
	memcpy(st->emb + cell * (size_t)st->dim, vec, d * sizeof *vec);
	st->emb_set[cell] = 1;
	if (ev->val > st->layer)
		st->layer = (int)ev->val;
}

/* Per-node values: labels and colours, output order, components and
 * embeddings. */
static void apply_values(const struct apply_ev *c)
{
	const struct trace_event *ev = c->ev;
	struct trace_state *st = c->st;
	int n = st->n;

	switch (ev->kind) {
	case TR_ASSIGN:
		if (c->a_ok) {
			st->value[ev->a] = ev->val;
			st->value_set[ev->a] = 1;
		}
		if (c->nl) {
			frontier_reserve(st, c->nl);
			memcpy(st->frontier, c->list, c->nl * sizeof *c->list);
			memset(st->fkey, 0, c->nl * sizeof *st->fkey);
			st->nfrontier = c->nl;
		}
		break;
	case TR_OUTPUT:
		list_push(&st->order, &st->norder, &st->order_cap, ev->a);
		break;
	case TR_UNION:
		if (c->a_ok && c->b_ok) {
			int from = st->comp[ev->b], to = st->comp[ev->a];
			for (int v = 0; v < n; v++)
				if (st->comp[v] == from)
					st->comp[v] = to;
		}
		st->unions++;
		break;
	case TR_AGGREGATE:
		apply_aggregate(c);
		break;
	case TR_PHASE:
		memset(st->value, 0, (size_t)n * sizeof *st->value);
		memset(st->value_set, 0, (size_t)n);
		st->nfrontier = 0;
		break;
	default:
		break;
	}
}

void trace_state_apply(const struct trace *tr, struct trace_state *st, size_t i)
{
	const struct trace_event *ev = &tr->ev[i];
	struct apply_ev c = {
		.tr = tr, .st = st, .ev = ev, .i = i,
		.a_ok = ev->a >= 0 && ev->a < st->n,
		.b_ok = ev->b >= 0 && ev->b < st->n,
		.e_ok = ev->e >= 0 && (size_t)ev->e < st->m,
	};

	c.list = trace_list(tr, i, &c.nl);
	st->step = i + 1;
	st->cur = c.a_ok ? ev->a : -1;
	st->cur_edge = c.e_ok ? ev->e : -1;
	switch (ev->kind) {
	case TR_NOTE:
	case TR__COUNT:
		break;
	case TR_DISCOVER: case TR_EXAMINE: case TR_TREE_EDGE: case TR_RELAX:
	case TR_SETTLE: case TR_SET_DIST:
		apply_traversal(&c);
		break;
	case TR_ENQUEUE: case TR_PUSH: case TR_DEQUEUE: case TR_POP:
		apply_frontier(&c);
		break;
	case TR_FLOW_PATH: case TR_SATURATE: case TR_CUT: case TR_MATCH: case TR_UNMATCH:
		apply_flow_match(&c);
		break;
	case TR_PATH: case TR_EXTEND: case TR_BACKTRACK: case TR_PRUNE:
	case TR_BEST: case TR_FOUND: case TR_ANSWER:
		apply_search(&c);
		break;
	case TR_ASSIGN: case TR_OUTPUT: case TR_UNION: case TR_AGGREGATE: case TR_PHASE:
		apply_values(&c);
		break;
	}
}

static size_t state_bytes(const struct trace_state *st)
{
	return (size_t)st->n * 40 + st->m * 9 + emb_size(st) * 8 + 256;
}

void trace_state_at(struct trace *tr, size_t k, struct trace_state *st)
{
	size_t from = 0, want;

	if (k > tr->n)
		k = tr->n;
	if (!tr->every) {
		size_t per = state_bytes(st), every = CKPT_MIN_EVERY;
		while (every < tr->n && tr->n / every * per > CKPT_BUDGET)
			every *= 2;
		tr->every = every;
	}
	want = k / tr->every;	/* checkpoints at steps every, 2*every, ... */
	if (want > tr->nckpt) {
		/* extend the checkpoint chain up to `want`, folding forward */
		if (tr->nckpt)
			trace_state_copy(st, tr->ckpt[tr->nckpt - 1]);
		else
			state_reset(st);
		tr->ckpt = xreallocarray(tr->ckpt, want, sizeof *tr->ckpt);
		while (tr->nckpt < want) {
			size_t end = (tr->nckpt + 1) * tr->every;
			for (size_t i = st->step; i < end; i++)
				trace_state_apply(tr, st, i);
			tr->ckpt[tr->nckpt] = xmalloc(sizeof **tr->ckpt);
			trace_state_init(tr->ckpt[tr->nckpt], tr);
			trace_state_copy(tr->ckpt[tr->nckpt], st);
			tr->nckpt++;
		}
		from = st->step;
	} else if (want > 0) {
		trace_state_copy(st, tr->ckpt[want - 1]);
		from = st->step;
	} else {
		state_reset(st);
	}
	for (size_t i = from; i < k; i++)
		trace_state_apply(tr, st, i);
	if (k == 0)
		st->step = 0;
}

int64_t trace_state_residual(const struct trace *tr, const struct trace_state *st, long e)
{
	if (!tr->g || !tr->g->ew || e < 0 || (size_t)e >= st->m)
		return 0;
	return tr->g->ew[e] - st->flow[e];
}
