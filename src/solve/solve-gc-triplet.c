/* solve-gc-triplet.c - adjacency reconstruction: the cosine similarity of
 * two weighted edge lists, computed sparsely (gracore-solve.h gives the
 * formula). */
#include "config.h"
#include "gracore-solve.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>

struct entry {
	long u, v;
	size_t idx;	/* position in the list: a later triplet wins */
	double w;
};

static int entry_cmp(const void *pa, const void *pb)
{
	const struct entry *a = pa, *b = pb;

	if (a->u != b->u)
		return a->u < b->u ? -1 : 1;
	if (a->v != b->v)
		return a->v < b->v ? -1 : 1;
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

/* Sorted, one entry per matrix cell (the last triplet of each pair), with
 * undirected pairs as (min, max). Returns the count. */
static size_t normalize(const struct gc_triplet *t, size_t n, bool directed, struct entry **out)
{
	struct entry *e = xcalloc(n ? n : 1, sizeof *e);
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		long u = t[i].u, v = t[i].v;
		if (!directed && u > v) {
			long x = u;
			u = v;
			v = x;
		}
		e[i] = (struct entry){ u, v, i, t[i].w };
	}
	qsort(e, n, sizeof *e, entry_cmp);
	for (size_t i = 0; i < n; i++) {
		if (i + 1 < n && e[i + 1].u == e[i].u && e[i + 1].v == e[i].v)
			continue;	/* a later triplet replaces this one */
		e[k++] = e[i];
	}
	*out = e;
	return k;
}

/* An undirected off-diagonal pair fills two cells of the matrix. */
static double cells(const struct entry *e, bool directed)
{
	return !directed && e->u != e->v ? 2.0 : 1.0;
}

double gc_triplet_similarity(const struct gc_triplet *a, size_t na,
			     const struct gc_triplet *b, size_t nb, bool directed)
{
	struct entry *ea, *eb;
	size_t ka = normalize(a, na, directed, &ea);
	size_t kb = normalize(b, nb, directed, &eb);
	double dot = 0, qa = 0, qb = 0, sim;
	size_t i = 0, j = 0;

	for (size_t x = 0; x < ka; x++)
		qa += cells(&ea[x], directed) * ea[x].w * ea[x].w;
	for (size_t x = 0; x < kb; x++)
		qb += cells(&eb[x], directed) * eb[x].w * eb[x].w;
	while (i < ka && j < kb) {
		int c = ea[i].u != eb[j].u ? (ea[i].u < eb[j].u ? -1 : 1)
			: ea[i].v != eb[j].v ? (ea[i].v < eb[j].v ? -1 : 1) : 0;
		if (c < 0) {
			i++;
		} else if (c > 0) {
			j++;
		} else {
			dot += cells(&ea[i], directed) * ea[i].w * eb[j].w;
			i++;
			j++;
		}
	}
	if (qa == 0 && qb == 0)
		sim = 1.0;
	else if (qa == 0 || qb == 0)
		sim = 0.0;
	else
		sim = dot / (sqrt(qa) * sqrt(qb));
	/* rounding can step just outside [-1, 1] */
	if (sim > 1.0)
		sim = 1.0;
	if (sim < -1.0)
		sim = -1.0;
	free(ea);
	free(eb);
	return sim;
}

struct gc_triplet *gc_graph_triplets(const struct graph *g)
{
	struct gc_triplet *t = xcalloc(g->m ? g->m : 1, sizeof *t);

	for (size_t e = 0; e < g->m; e++) {
		t[e].u = g->eu[e];
		t[e].v = g->ev[e];
		t[e].w = g->ew ? (double)g->ew[e] : 1.0;
	}
	return t;
}
