/* gen-planar.c - planar graphs by construction, and the left-right
 * planarity test (de Fraysseix-Rosenstiehl, as described by Brandes, "The
 * Left-Right Planarity Test") used to check them.
 *
 * Construction: a stacked triangulation (each new node goes into a random
 * triangular face and joins its three corners), which is maximal planar;
 * the first edge of every node forms a spanning tree that is always kept,
 * and every other edge is kept with probability `keep`. */
#include "config.h"
#include "gen.h"

#include <stdlib.h>
#include <string.h>

/* Directed graphs get each edge in a random direction. */
static void add(struct prng *r, struct eb *b, int u, int v)
{
	if (b->directed && prng_chance(r, PROB_ONE / 2))
		eb_add(b, v, u);
	else
		eb_add(b, u, v);
}

void fam_planar(struct prng *r, struct eb *b, const int *map, int k, prob_t keep)
{
	int (*face)[3];
	size_t nf = 0;

	if (k < 2)
		return;
	add(r, b, map[0], map[1]);
	if (k == 2)
		return;
	face = xmalloc((size_t)(2 * k) * sizeof *face);
	add(r, b, map[1], map[2]);
	if (prng_chance(r, keep))
		add(r, b, map[0], map[2]);
	face[nf][0] = 0, face[nf][1] = 1, face[nf][2] = 2, nf++;
	face[nf][0] = 0, face[nf][1] = 1, face[nf][2] = 2, nf++;
	for (int v = 3; v < k; v++) {
		size_t f = (size_t)prng_below(r, nf);
		int a = face[f][0], c = face[f][1], d = face[f][2];
		int first = (int)prng_below(r, 3), corner[3] = { a, c, d };

		add(r, b, map[v], map[corner[first]]);
		for (int i = 0; i < 3; i++)
			if (i != first && prng_chance(r, keep))
				add(r, b, map[v], map[corner[i]]);
		face[f][2] = v;			/* (a, c, v) */
		face[nf][0] = c, face[nf][1] = d, face[nf][2] = v, nf++;
		face[nf][0] = a, face[nf][1] = d, face[nf][2] = v, nf++;
	}
	free(face);
}

/* ---- the left-right planarity test -------------------------------------- */

#define NONE (-1)

struct interval {
	int low, high;		/* edge ids or NONE */
};
struct cpair {
	struct interval l, r;
};

struct lr {
	int n;
	size_t m;
	int *eu, *ev;			/* simple undirected edges */
	int *tail, *head;		/* orientation, per edge */
	bool *oriented;
	int *height, *parent_edge;
	int *lowpt, *lowpt2, *nesting, *ref, *lowpt_edge, *stack_bottom;
	size_t *adj_off;		/* undirected adjacency: edge ids */
	int *adj;
	size_t *out_off;		/* oriented out-edges sorted by nesting depth */
	int *out;
	struct cpair *S;
	size_t ns;
};

static bool iv_empty(const struct interval *i)
{
	return i->low == NONE && i->high == NONE;
}

static bool iv_conflicting(const struct lr *s, const struct interval *i, int b)
{
	return !iv_empty(i) && s->lowpt[i->high] > s->lowpt[b];
}

static void cp_swap(struct cpair *p)
{
	struct interval t = p->l;
	p->l = p->r;
	p->r = t;
}

static int cp_lowest(const struct lr *s, const struct cpair *p)
{
	int a, b;

	if (iv_empty(&p->l))
		return s->lowpt[p->r.low];
	if (iv_empty(&p->r))
		return s->lowpt[p->l.low];
	a = s->lowpt[p->l.low];
	b = s->lowpt[p->r.low];
	return a < b ? a : b;
}

static void orient(struct lr *s, int v)
{
	int e = s->parent_edge[v];

	for (size_t k = s->adj_off[v]; k < s->adj_off[v + 1]; k++) {
		int vw = s->adj[k], w;
		if (s->oriented[vw])
			continue;
		s->oriented[vw] = true;
		w = s->eu[vw] == v ? s->ev[vw] : s->eu[vw];
		s->tail[vw] = v;
		s->head[vw] = w;
		s->lowpt[vw] = s->lowpt2[vw] = s->height[v];
		if (s->height[w] == NONE) {
			s->parent_edge[w] = vw;
			s->height[w] = s->height[v] + 1;
			orient(s, w);
		} else {
			s->lowpt[vw] = s->height[w];
		}
		s->nesting[vw] = 2 * s->lowpt[vw] + (s->lowpt2[vw] < s->height[v]);
		if (e != NONE) {
			if (s->lowpt[vw] < s->lowpt[e]) {
				s->lowpt2[e] = s->lowpt[e] < s->lowpt2[vw] ? s->lowpt[e] : s->lowpt2[vw];
				s->lowpt[e] = s->lowpt[vw];
			} else if (s->lowpt[vw] > s->lowpt[e]) {
				if (s->lowpt[vw] < s->lowpt2[e])
					s->lowpt2[e] = s->lowpt[vw];
			} else if (s->lowpt2[vw] < s->lowpt2[e]) {
				s->lowpt2[e] = s->lowpt2[vw];
			}
		}
	}
}

static bool add_constraints(struct lr *s, int ei, int e)
{
	struct cpair P = { { NONE, NONE }, { NONE, NONE } };

	do {
		struct cpair Q = s->S[--s->ns];
		if (!iv_empty(&Q.l))
			cp_swap(&Q);
		if (!iv_empty(&Q.l))
			return false;
		if (s->lowpt[Q.r.low] > s->lowpt[e]) {
			if (iv_empty(&P.r))
				P.r = Q.r;
			else
				s->ref[P.r.low] = Q.r.high;
			P.r.low = Q.r.low;
		} else {
			s->ref[Q.r.low] = s->lowpt_edge[e];
		}
	} while ((int)s->ns != s->stack_bottom[ei]);
	while (s->ns && (iv_conflicting(s, &s->S[s->ns - 1].l, ei) ||
			 iv_conflicting(s, &s->S[s->ns - 1].r, ei))) {
		struct cpair Q = s->S[--s->ns];
		if (iv_conflicting(s, &Q.r, ei))
			cp_swap(&Q);
		if (iv_conflicting(s, &Q.r, ei))
			return false;
		s->ref[P.r.low] = Q.r.high;
		if (Q.r.low != NONE)
			P.r.low = Q.r.low;
		if (iv_empty(&P.l))
			P.l = Q.l;
		else
			s->ref[P.l.low] = Q.l.high;
		P.l.low = Q.l.low;
	}
	if (!iv_empty(&P.l) || !iv_empty(&P.r))
		s->S[s->ns++] = P;
	return true;
}

static void remove_back_edges(struct lr *s, int e)
{
	int u = s->tail[e];

	while (s->ns && cp_lowest(s, &s->S[s->ns - 1]) == s->height[u])
		s->ns--;
	if (s->ns) {
		struct cpair *P = &s->S[s->ns - 1];
		while (P->l.high != NONE && s->head[P->l.high] == u)
			P->l.high = s->ref[P->l.high];
		if (P->l.high == NONE && P->l.low != NONE) {
			s->ref[P->l.low] = P->r.low;
			P->l.low = NONE;
		}
		while (P->r.high != NONE && s->head[P->r.high] == u)
			P->r.high = s->ref[P->r.high];
		if (P->r.high == NONE && P->r.low != NONE) {
			s->ref[P->r.low] = P->l.low;
			P->r.low = NONE;
		}
	}
	if (s->lowpt[e] < s->height[u] && s->ns) {
		int hl = s->S[s->ns - 1].l.high, hr = s->S[s->ns - 1].r.high;
		s->ref[e] = (hl != NONE && (hr == NONE || s->lowpt[hl] > s->lowpt[hr])) ? hl : hr;
	}
}

static bool test_dfs(struct lr *s, int v)
{
	int e = s->parent_edge[v];

	for (size_t k = s->out_off[v]; k < s->out_off[v + 1]; k++) {
		int ei = s->out[k], w = s->head[ei];
		s->stack_bottom[ei] = (int)s->ns;
		if (ei == s->parent_edge[w]) {
			if (!test_dfs(s, w))
				return false;
		} else {
			s->lowpt_edge[ei] = ei;
			s->S[s->ns].l.low = s->S[s->ns].l.high = NONE;
			s->S[s->ns].r.low = s->S[s->ns].r.high = ei;
			s->ns++;
		}
		if (s->lowpt[ei] < s->height[v]) {
			if (k == s->out_off[v])
				s->lowpt_edge[e] = s->lowpt_edge[ei];
			else if (!add_constraints(s, ei, e))
				return false;
		}
	}
	if (e != NONE)
		remove_back_edges(s, e);
	return true;
}

/* Stable insertion sort of v's out-edges by nesting depth. */
static void sort_out(struct lr *s, int v)
{
	for (size_t i = s->out_off[v] + 1; i < s->out_off[v + 1]; i++) {
		int e = s->out[i];
		size_t j = i;
		for (; j > s->out_off[v] && s->nesting[s->out[j - 1]] > s->nesting[e]; j--)
			s->out[j] = s->out[j - 1];
		s->out[j] = e;
	}
}

bool gprop_planar(const struct graph *g)
{
	struct lr s;
	struct eb b;
	bool ok = true;
	size_t *pos;

	/* simple underlying undirected graph */
	eb_init(&b, g->n, false, false);
	for (size_t e = 0; e < g->m; e++)
		eb_add(&b, g->eu[e], g->ev[e]);
	if (g->n > 2 && b.m > 3 * (size_t)g->n - 6) {
		eb_free(&b);
		return false;
	}
	memset(&s, 0, sizeof s);
	s.n = g->n;
	s.m = b.m;
	s.eu = b.u;
	s.ev = b.v;
#define ALLOC(f, cnt) s.f = xmalloc(((cnt) + 1) * sizeof *s.f)
	ALLOC(tail, s.m); ALLOC(head, s.m); ALLOC(lowpt, s.m); ALLOC(lowpt2, s.m);
	ALLOC(nesting, s.m); ALLOC(ref, s.m); ALLOC(lowpt_edge, s.m); ALLOC(stack_bottom, s.m);
	ALLOC(height, (size_t)s.n); ALLOC(parent_edge, (size_t)s.n); ALLOC(adj, 2 * s.m);
	ALLOC(out, s.m); ALLOC(S, s.m);
#undef ALLOC
	s.oriented = xcalloc(s.m + 1, sizeof *s.oriented);
	s.adj_off = xcalloc((size_t)s.n + 2, sizeof *s.adj_off);
	s.out_off = xcalloc((size_t)s.n + 2, sizeof *s.out_off);
	pos = xmalloc(((size_t)s.n + 1) * sizeof *pos);
	for (size_t e = 0; e < s.m; e++) {
		s.adj_off[s.eu[e] + 1]++;
		s.adj_off[s.ev[e] + 1]++;
		s.ref[e] = s.lowpt_edge[e] = NONE;
	}
	for (int v = 0; v < s.n; v++)
		s.adj_off[v + 1] += s.adj_off[v];
	memcpy(pos, s.adj_off, ((size_t)s.n + 1) * sizeof *pos);
	for (size_t e = 0; e < s.m; e++) {
		s.adj[pos[s.eu[e]]++] = (int)e;
		s.adj[pos[s.ev[e]]++] = (int)e;
	}
	for (int v = 0; v < s.n; v++)
		s.height[v] = s.parent_edge[v] = NONE;
	for (int v = 0; v < s.n; v++)
		if (s.height[v] == NONE) {
			s.height[v] = 0;
			orient(&s, v);
		}
	for (size_t e = 0; e < s.m; e++)
		s.out_off[s.tail[e] + 1]++;
	for (int v = 0; v < s.n; v++)
		s.out_off[v + 1] += s.out_off[v];
	memcpy(pos, s.out_off, ((size_t)s.n + 1) * sizeof *pos);
	for (size_t e = 0; e < s.m; e++)
		s.out[pos[s.tail[e]]++] = (int)e;
	for (int v = 0; v < s.n; v++)
		sort_out(&s, v);
	for (int v = 0; v < s.n && ok; v++)
		if (s.parent_edge[v] == NONE) {
			s.ns = 0;
			ok = test_dfs(&s, v);
		}
	free(pos);
	free(s.tail); free(s.head); free(s.lowpt); free(s.lowpt2); free(s.nesting);
	free(s.ref); free(s.lowpt_edge); free(s.stack_bottom); free(s.height);
	free(s.parent_edge); free(s.adj); free(s.out); free(s.S); free(s.oriented);
	free(s.adj_off); free(s.out_off);
	eb_free(&b);
	return ok;
}
