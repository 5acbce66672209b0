/* gen-graph.c - one graph of a family and variant: drawing parameters,
 * building (with retries), relabelling, and checking the guarantees. */
#include "config.h"
#include "gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ATTEMPTS 200

static long draw_range(struct prng *r, const struct cfg_range *rg, long dlo, long dhi)
{
	return rg->given ? prng_range(r, rg->lo, rg->hi) : prng_range(r, dlo, dhi);
}

void gen_params_draw(struct prng *r, const struct cfg_diff *df, const struct task *t,
		     long index, struct gen_params *gp)
{
	long span = df->nodes.hi - df->nodes.lo + 1;
	int n;

	memset(gp, 0, sizeof *gp);
	gp->family = df->family;
	gp->variant = df->variants[(size_t)index % df->nvariants];
	gp->directed = df->directed;
	if (df->per_size > 0)
		n = (int)(df->nodes.lo + (index / df->per_size) % span);
	else
		n = (int)prng_range(r, df->nodes.lo, df->nodes.hi);
	gp->degree = df->degree;
	if ((gp->family == FAM_REGULAR || gp->family == FAM_PSEUDO) && !gp->directed &&
	    gp->degree % 2 && n % 2)
		n = n + 1 <= df->nodes.hi ? n + 1 : n - 1;
	gp->n = n;
	if (df->np == 0)
		gp->p = PROB_ONE;
	else if (df->p_is_range)
		gp->p = prng_prob(r, df->p[0], df->p[1]);
	else
		gp->p = df->p[prng_below(r, df->np)];
	gp->m = draw_range(r, &df->edges, n, n);
	gp->components = (int)draw_range(r, &df->components, 2, n < 3 ? 2 : 3);
	if (gp->components > n)
		gp->components = n;
	gp->loops = df->loops;
	if (gp->family == FAM_EULERIAN)
		gp->extra = draw_range(r, &df->extra_edges, 0, n / 4);
	else
		gp->extra = draw_range(r, &df->extra_edges, 1, 3);
	if (gp->family == FAM_BIPARTITE) {
		int third = n / 3 > 0 ? n / 3 : 1;
		gp->n1 = (int)draw_range(r, &df->left, third, n - third > third ? n - third : third);
		if (gp->n1 >= n)
			gp->n1 = n - 1;
		if (gp->n1 < 1)
			gp->n1 = 1;
	}
	gp->attr = t->attr;
	gp->wlo = df->weights.lo;
	gp->whi = df->weights.hi;
}

/* ---- building ---------------------------------------------------------- */

/* Tree on k nodes plus `extra` random non-edges (which close cycles). */
static void tree_plus(struct prng *r, struct eb *b, const int *map, int k, long extra)
{
	long maxm = b->directed ? (long)k * (k - 1) : (long)k * (k - 1) / 2;
	long target = (long)b->m + (k - 1) + extra, tries = 0;

	fam_tree(r, b, map, k);
	if (target - (long)b->m > maxm)
		target = (long)b->m + maxm;
	while ((long)b->m < target && tries++ < 100 * (extra + 1)) {
		int u = (int)prng_below(r, (uint64_t)k), v = (int)prng_below(r, (uint64_t)k);
		if (u != v)
			eb_add(b, map[u], map[v]);
	}
}

/* A random forest of c trees (c <= k) on the k nodes of map. */
static void forest(struct prng *r, struct eb *b, const int *map, int k, int c)
{
	int *perm = xmalloc(((size_t)k + 1) * sizeof *perm), *sub;
	int *cut = xmalloc(((size_t)c + 1) * sizeof *cut);

	if (c < 1)
		c = 1;
	prng_permutation(r, perm, (size_t)k);
	sub = xmalloc(((size_t)k + 1) * sizeof *sub);
	for (int i = 0; i < k; i++)
		sub[i] = map[perm[i]];
	/* c - 1 distinct cut points in 1..k-1 */
	{
		int *pts = xmalloc(((size_t)k + 1) * sizeof *pts);
		prng_permutation(r, pts, (size_t)(k - 1));
		for (int i = 0; i < c - 1; i++)
			cut[i] = pts[i] + 1;
		free(pts);
	}
	cut[c - 1] = k;
	for (int i = 0; i < c - 1; i++)	/* sort the few cut points */
		for (int j = i + 1; j < c - 1; j++)
			if (cut[j] < cut[i]) {
				int t = cut[i];
				cut[i] = cut[j];
				cut[j] = t;
			}
	for (int i = 0, start = 0; i < c; start = cut[i], i++)
		fam_tree(r, b, sub + start, cut[i] - start);
	free(perm);
	free(sub);
	free(cut);
}

/* One part (or the whole graph) of a family, nodes map[0..k). */
static int build_part(struct prng *r, const struct gen_params *gp, struct eb *b, const int *map,
		      int k, enum gen_variant var)
{
	bool dir = gp->directed;

	switch (gp->family) {
	case FAM_GNP:
	case FAM_GNM:
		if (var == VAR_ACYCLIC && !dir) {
			fam_tree(r, b, map, k);
		} else if (var == VAR_ACYCLIC) {
			fam_dag(r, b, map, k, gp->p, false);
		} else {
			if (var == VAR_CONNECTED)
				fam_tree(r, b, map, k);
			if (gp->family == FAM_GNP)
				fam_gnp(r, b, map, k, gp->p);
			else
				fam_gnm(r, b, map, k, gp->m - (long)b->m);
		}
		return 0;
	case FAM_TREE:
		if (var == VAR_CYCLIC)
			tree_plus(r, b, map, k, gp->extra);
		else
			fam_tree(r, b, map, k);
		return 0;
	case FAM_FOREST:
		forest(r, b, map, k, gp->components);
		return 0;
	case FAM_DAG:
		fam_dag(r, b, map, k, gp->p, var == VAR_CONNECTED);
		return 0;
	case FAM_PLANAR:
		if (var == VAR_ACYCLIC)
			fam_tree(r, b, map, k);
		else
			fam_planar(r, b, map, k, gp->p);
		return 0;
	case FAM_REGULAR:
	case FAM_PSEUDO:
		return fam_regular(r, b, map, k, gp->degree);
	case FAM_COMPLETE:
		fam_complete(b, map, k, var == VAR_ACYCLIC);
		return 0;
	case FAM_HAMILTONIAN: {
		for (int i = 0; i + 1 < k; i++)
			eb_add(b, map[i], map[i + 1]);	/* relabelled later */
		fam_gnp(r, b, map, k, gp->p);
		return 0;
	}
	case FAM_EULERIAN:
		fam_eulerian(r, b, map, k, gp->extra);
		return 0;
	default:
		return -1;
	}
}

/* Disconnected: nodes split into c >= 2 random parts built separately. */
static int build_parts(struct prng *r, const struct gen_params *gp, struct eb *b, int c)
{
	int n = gp->n, *perm = xmalloc(((size_t)n + 1) * sizeof *perm);
	int *size = xcalloc((size_t)c + 1, sizeof *size), start = 0, rc = 0;

	if (c < 2)
		c = 2;
	prng_permutation(r, perm, (size_t)n);
	for (int i = 0; i < c; i++)
		size[i] = 1;
	for (int i = c; i < n; i++)
		size[prng_below(r, (uint64_t)c)]++;
	if (gp->family == FAM_REGULAR || gp->family == FAM_PSEUDO) {
		/* each part needs more than d nodes (d + 2 leaves the switch
		 * repair room to work) and an even stub count */
		int d = gp->degree, minsz = d + 2;
		if (n < 2 * minsz) {
			free(perm);
			free(size);
			return -1;
		}
		size[0] = (int)prng_range(r, minsz, n - minsz);
		size[1] = n - size[0];
		if (!gp->directed && d % 2 && size[0] % 2) {
			size[0]++;
			size[1]--;
		}
		c = 2;
		if (size[1] <= d) {
			free(perm);
			free(size);
			return -1;
		}
	}
	for (int i = 0; i < c && !rc; i++) {
		rc = build_part(r, gp, b, perm + start, size[i], VAR_ANY);
		start += size[i];
	}
	free(perm);
	free(size);
	return rc;
}

/* Attack sets: a chain between the query's ends amid cliques, or disjoint
 * cliques with the query across two of them. */
static void build_attack(struct prng *r, const struct gen_params *gp, struct eb *b, int *s,
			 int *t)
{
	int n = gp->n, *perm = xmalloc(((size_t)n + 1) * sizeof *perm), start = 0;

	prng_permutation(r, perm, (size_t)n);
	if (gp->family == FAM_CHAIN) {
		int len = (int)prng_range(r, 2, n > 3 ? n / 2 : 2);
		for (int i = 0; i + 1 < len; i++)
			eb_add(b, perm[i], perm[i + 1]);
		*s = perm[0];
		*t = perm[len - 1];
		start = len;
		while (start < n) {
			int k = (int)prng_range(r, 1, n - start);
			fam_complete(b, perm + start, k, false);
			start += k;
		}
	} else {
		int c = gp->components < 2 ? 2 : gp->components, first = 0;
		int *size = xcalloc((size_t)c, sizeof *size);
		for (int i = 0; i < c; i++)
			size[i] = 1;
		for (int i = c; i < n; i++)
			size[prng_below(r, (uint64_t)c)]++;
		for (int i = 0; i < c; i++) {
			fam_complete(b, perm + start, size[i], false);
			if (i == 0)
				first = start;
			start += size[i];
		}
		*s = perm[first + (int)prng_below(r, (uint64_t)size[0])];
		*t = perm[size[0] + (int)prng_below(r, (uint64_t)size[1])];
		free(size);
	}
	free(perm);
}

static void build_flow(struct prng *r, const struct gen_params *gp, struct eb *b, int *s, int *t)
{
	int n = gp->n, *all = xmalloc(((size_t)n + 1) * sizeof *all);

	for (int i = 0; i < n; i++)
		all[i] = i;
	fam_gnp(r, b, all, n, gp->p);
	*s = (int)prng_below(r, (uint64_t)n);
	do
		*t = (int)prng_below(r, (uint64_t)n);
	while (*t == *s);
	/* a planted s..t path through up to two random middle nodes */
	{
		int hops = (int)prng_range(r, 1, n > 3 ? 3 : n - 1), prev = *s;
		prng_permutation(r, all, (size_t)n);
		for (int i = 0, k = 0; i < n && k < hops - 1; i++)
			if (all[i] != *s && all[i] != *t) {
				eb_add(b, prev, all[i]);
				prev = all[i];
				k++;
			}
		eb_add(b, prev, *t);
	}
	free(all);
}

/* Make an acyclic result cyclic when the family allows one more edge: the
 * reverse of an edge (directed), or a chord a-b of a path a-x-b. */
static void close_cycle(struct prng *r, struct eb *b)
{
	if (!b->m)
		return;
	for (int tries = 0; tries < 50; tries++) {
		size_t e = (size_t)prng_below(r, b->m), f = (size_t)prng_below(r, b->m);
		if (b->directed) {
			if (eb_add(b, b->v[e], b->u[e]))
				return;
			continue;
		}
		/* two edges sharing a node x */
		{
			int a = -1, c = -1;
			if (b->u[e] == b->u[f]) a = b->v[e], c = b->v[f];
			else if (b->u[e] == b->v[f]) a = b->v[e], c = b->u[f];
			else if (b->v[e] == b->u[f]) a = b->u[e], c = b->v[f];
			else if (b->v[e] == b->v[f]) a = b->u[e], c = b->u[f];
			if (a >= 0 && a != c && eb_add(b, a, c))
				return;
		}
	}
}

int gen_build(struct prng *r, const struct gen_params *gp, struct eb *b, int *s, int *t)
{
	int n = gp->n, *id = xmalloc(((size_t)n + 1) * sizeof *id), rc = 0;

	for (int i = 0; i < n; i++)
		id[i] = i;
	*s = *t = -1;
	switch (gp->family) {
	case FAM_CHAIN:
	case FAM_CLIQUE:
		build_attack(r, gp, b, s, t);
		break;
	case FAM_FLOW:
		build_flow(r, gp, b, s, t);
		break;
	case FAM_BIPARTITE:
		fam_bipartite(r, b, gp->n1, n - gp->n1, gp->variant == VAR_ACYCLIC ? 0 : gp->p,
			      gp->variant == VAR_CONNECTED || gp->variant == VAR_ACYCLIC);
		if (gp->variant == VAR_DISCONNECTED) {
			/* isolate one random node: drop its edges */
			int x = (int)prng_below(r, (uint64_t)n);
			struct eb keep;
			eb_init(&keep, n, b->directed, b->loops);
			for (size_t e = 0; e < b->m; e++)
				if (b->u[e] != x && b->v[e] != x)
					eb_add(&keep, b->u[e], b->v[e]);
			eb_free(b);
			*b = keep;
		}
		break;
	default:
		if (gp->variant == VAR_DISCONNECTED && gp->family != FAM_FOREST)
			rc = build_parts(r, gp, b, gp->components);
		else
			rc = build_part(r, gp, b, id, n, gp->variant);
		if (!rc && gp->variant == VAR_CYCLIC &&
		    (gp->family == FAM_GNP || gp->family == FAM_GNM)) {
			struct graph *g = graph_new(n, b->directed, ATTR_NONE);
			for (size_t e = 0; e < b->m; e++)
				graph_add_edge(g, b->u[e], b->v[e], 0);
			if (!gprop_cyclic(g))
				close_cycle(r, b);
			graph_free(g);
		}
		break;
	}
	if (!rc && gp->family == FAM_PSEUDO) {
		size_t before = b->m;
		for (int v = 0; v < n; v++)
			if (prng_chance(r, gp->loops))
				eb_add(b, v, v);
		if (b->m == before) {
			int x = (int)prng_below(r, (uint64_t)n);
			eb_add(b, x, x);
		}
	}
	free(id);
	return rc;
}
