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

void trace_state_apply(const struct trace *tr, struct trace_state *st, size_t i)
{
	const struct trace_event *ev = &tr->ev[i];
	int n = st->n;
	bool a_ok = ev->a >= 0 && ev->a < n, b_ok = ev->b >= 0 && ev->b < n;
	bool e_ok = ev->e >= 0 && (size_t)ev->e < st->m;
	size_t nl;
	const int *list = trace_list(tr, i, &nl);

	st->step = i + 1;
	st->cur = a_ok ? ev->a : -1;
	st->cur_edge = e_ok ? ev->e : -1;
	switch (ev->kind) {
	case TR_NOTE:
	case TR__COUNT:
		break;
	case TR_DISCOVER:
		if (a_ok) {
			if (st->mark[ev->a] < MARK_DISCOVERED)
				st->mark[ev->a] = MARK_DISCOVERED;
			if (b_ok)
				set_tree_edge(st, ev->a, ev->b, e_ok ? ev->e : -1);
			else if (e_ok)
				set_tree_edge(st, ev->a, st->parent[ev->a], ev->e);
		} else if (e_ok) {
			st->emark[ev->e] = EMARK_TREE;
		}
		break;
	case TR_EXAMINE:
		if (e_ok && st->emark[ev->e] < EMARK_EXAMINED)
			st->emark[ev->e] = EMARK_EXAMINED;
		st->examined++;
		break;
	case TR_TREE_EDGE:
		if (b_ok)
			set_tree_edge(st, ev->b, a_ok ? ev->a : -1, e_ok ? ev->e : -1);
		else if (e_ok)
			st->emark[ev->e] = EMARK_TREE;
		break;
	case TR_RELAX:
		if (b_ok) {
			st->dist[ev->b] = ev->val;
			set_tree_edge(st, ev->b, a_ok ? ev->a : -1, e_ok ? ev->e : -1);
			/* decrease-key: a queued node moves up with its new dist */
			if (tr->frontier == TRACE_PQ && frontier_has(st, ev->b))
				frontier_add(st, TRACE_PQ, ev->b, ev->val);
		} else if (e_ok) {
			st->emark[ev->e] = EMARK_TREE;
		}
		st->relaxed++;
		break;
	case TR_SETTLE:
		if (a_ok)
			st->mark[ev->a] = MARK_SETTLED;
		break;
	case TR_ENQUEUE:
	case TR_PUSH:
		if (a_ok)
			frontier_add(st, tr->frontier, ev->a, ev->val);
		st->pushed++;
		break;
	case TR_DEQUEUE:
	case TR_POP:
		if (a_ok)
			frontier_take(st, ev->a, ev->kind == TR_POP);
		st->popped++;
		break;
	case TR_SET_DIST:
		if (a_ok)
			st->dist[ev->a] = ev->val;
		break;
	case TR_FLOW_PATH:
		apply_flow_path(tr, st, ev);
		st->nfrontier = 0;
		break;
	case TR_SATURATE:
		if (e_ok)
			st->emark[ev->e] = EMARK_SATURATED;
		break;
	case TR_CUT: {
		size_t nv;
		const int64_t *ve = trace_vec(tr, i, &nv);
		memset(st->side, 0, (size_t)n);
		st->nfrontier = 0;
		for (size_t k = 0; k < nl; k++)
			if (list[k] >= 0 && list[k] < n)
				st->side[list[k]] = 1;
		for (size_t k = 0; k < nv; k++)
			if (ve[k] >= 0 && (size_t)ve[k] < st->m)
				st->emark[ve[k]] = EMARK_CUT;
		break;
	}
	case TR_MATCH:
		if (a_ok)
			set_mate(st, ev->a, b_ok ? ev->b : -1);
		if (b_ok)
			set_mate(st, ev->b, a_ok ? ev->a : -1);
		st->matched++;
		break;
	case TR_UNMATCH:
		if (a_ok)
			st->mate[ev->a] = -1;
		if (b_ok)
			st->mate[ev->b] = -1;
		break;
	case TR_PATH:
		copy_list(&st->path, &st->npath, &st->path_cap, list, nl);
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
	case TR_ASSIGN:
		if (a_ok) {
			st->value[ev->a] = ev->val;
			st->value_set[ev->a] = 1;
		}
		if (nl) {
			frontier_reserve(st, nl);
			memcpy(st->frontier, list, nl * sizeof *list);
			memset(st->fkey, 0, nl * sizeof *st->fkey);
			st->nfrontier = nl;
		}
		break;
	case TR_OUTPUT:
		list_push(&st->order, &st->norder, &st->order_cap, ev->a);
		break;
	case TR_UNION:
		if (a_ok && b_ok) {
			int from = st->comp[ev->b], to = st->comp[ev->a];
			for (int v = 0; v < n; v++)
				if (st->comp[v] == from)
					st->comp[v] = to;
		}
		st->unions++;
		break;
	case TR_AGGREGATE: {
		size_t nv;
		const int64_t *vec = trace_vec(tr, i, &nv);
		if (a_ok && ev->val >= 0 && ev->val <= st->layers && st->dim > 0) {
			size_t d = nv < (size_t)st->dim ? nv : (size_t)st->dim;
			int64_t *dst = st->emb + ((size_t)ev->val * (size_t)n + (size_t)ev->a) *
							 (size_t)st->dim;
			memcpy(dst, vec, d * sizeof *vec);
			st->emb_set[(size_t)ev->val * (size_t)n + (size_t)ev->a] = 1;
			if (ev->val > st->layer)
				st->layer = (int)ev->val;
		}
		break;
	}
	case TR_BEST:
		copy_list(&st->best, &st->nbest, &st->best_cap, list, nl);
		st->best_value = ev->val;
		st->improvements++;
		break;
	case TR_FOUND:
		copy_list(&st->best, &st->nbest, &st->best_cap, list, nl);
		st->found = true;
		break;
	case TR_ANSWER:
		if (nl)
			copy_list(&st->best, &st->nbest, &st->best_cap, list, nl);
		st->answer_value = ev->val;
		st->done = true;
		break;
	case TR_PHASE:
		memset(st->value, 0, (size_t)n * sizeof *st->value);
		memset(st->value_set, 0, (size_t)n);
		st->nfrontier = 0;
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
