/* gen-check.c - gen_graph(): build, relabel, shuffle, weigh and verify a
 * graph, retrying with the same stream until the checks pass; and
 * gen_check(), the family and variant guarantees. */
#include "config.h"
#include "gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ATTEMPTS 200

/* Random labels (bipartite: within each side), random edge order and
 * orientation (undirected, not bipartite), weights last. */
static struct graph *finish(struct prng *r, const struct gen_params *gp, const struct eb *b,
			    int *s, int *t)
{
	int n = gp->n, *lab = xmalloc(((size_t)n + 1) * sizeof *lab);
	int *ord = xmalloc((b->m + 1) * sizeof *ord);
	struct graph *g = graph_new(n, gp->directed, gp->attr);

	if (gp->family == FAM_BIPARTITE) {
		prng_permutation(r, lab, (size_t)gp->n1);
		prng_permutation(r, lab + gp->n1, (size_t)(n - gp->n1));
		for (int i = gp->n1; i < n; i++)
			lab[i] += gp->n1;
		graph_set_parts(g, gp->n1, n - gp->n1);
	} else {
		prng_permutation(r, lab, (size_t)n);
	}
	prng_permutation(r, ord, b->m);
	for (size_t k = 0; k < b->m; k++) {
		int u = lab[b->u[ord[k]]], v = lab[b->v[ord[k]]];
		if (!gp->directed && gp->family != FAM_BIPARTITE && prng_chance(r, PROB_ONE / 2)) {
			int x = u;
			u = v;
			v = x;
		}
		graph_add_edge(g, u, v, 0);
	}
	if (g->ew)
		for (size_t k = 0; k < g->m; k++)
			g->ew[k] = prng_range(r, gp->wlo, gp->whi);
	if (*s >= 0)
		*s = lab[*s];
	if (*t >= 0)
		*t = lab[*t];
	free(lab);
	free(ord);
	graph_finish(g);
	return g;
}

int gen_graph(struct prng *r, const struct gen_params *gp, struct gen_graph_out *out, char **err)
{
	struct eb b;
	char why[160] = "";

	out->g = NULL;
	eb_init(&b, gp->n, gp->directed, gp->family == FAM_PSEUDO);
	for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
		int s = -1, t = -1;
		struct graph *g;

		eb_clear(&b);
		if (gen_build(r, gp, &b, &s, &t)) {
			snprintf(why, sizeof why, "cannot build such a graph");
			continue;
		}
		g = finish(r, gp, &b, &s, &t);
		if (gen_check(g, gp, why, sizeof why)) {
			out->g = g;
			out->source = s;
			out->target = t;
			eb_free(&b);
			return 0;
		}
		graph_free(g);
	}
	eb_free(&b);
	*err = xasprintf("no %s/%s graph with %d nodes after %d attempts (last: %s)",
			 gen_family_name(gp->family), gen_variant_name(gp->variant), gp->n, ATTEMPTS,
			 why);
	return -1;
}

static bool degrees_ok(const struct graph *g, int d, bool loops, char *why, size_t len)
{
	int *out = xcalloc((size_t)g->n + 1, sizeof *out), *in = xcalloc((size_t)g->n + 1, sizeof *in);
	size_t nloops = 0;
	bool ok = true;

	for (size_t e = 0; e < g->m; e++) {
		if (g->eu[e] == g->ev[e]) {
			nloops++;
			continue;
		}
		out[g->eu[e]]++;
		in[g->ev[e]]++;
	}
	for (int v = 0; v < g->n && ok; v++) {
		int got = g->directed ? out[v] : out[v] + in[v];
		if (got != d || (g->directed && in[v] != d)) {
			snprintf(why, len, "node %d has degree %d, not %d", v, got, d);
			ok = false;
		}
	}
	if (ok && loops && nloops == 0) {
		snprintf(why, len, "a pseudograph needs a self-loop");
		ok = false;
	}
	free(out);
	free(in);
	return ok;
}

static bool eulerian_ok(const struct graph *g, char *why, size_t len)
{
	int *out = xcalloc((size_t)g->n + 1, sizeof *out), *in = xcalloc((size_t)g->n + 1, sizeof *in);
	bool ok = gprop_connected(g);

	if (!ok)
		snprintf(why, len, "not connected");
	for (size_t e = 0; e < g->m; e++) {
		out[g->eu[e]]++;
		in[g->ev[e]]++;
	}
	for (int v = 0; v < g->n && ok; v++)
		if (g->directed ? out[v] != in[v] : (out[v] + in[v]) % 2) {
			snprintf(why, len, "node %d breaks the degree condition", v);
			ok = false;
		}
	free(out);
	free(in);
	return ok;
}

bool gen_check(const struct graph *g, const struct gen_params *gp, char *why, size_t len)
{
	long full = gp->directed ? (long)g->n * (g->n - 1) : (long)g->n * (g->n - 1) / 2;

	if (g->n != gp->n) {
		snprintf(why, len, "%d nodes, not %d", g->n, gp->n);
		return false;
	}
	if (!gprop_simple(g, gp->family == FAM_PSEUDO)) {
		snprintf(why, len, "repeated edge or self-loop");
		return false;
	}
	switch (gp->variant) {
	case VAR_CONNECTED:
		if (!gprop_connected(g))
			return snprintf(why, len, "not connected"), false;
		break;
	case VAR_DISCONNECTED:
		if (gprop_connected(g))
			return snprintf(why, len, "not disconnected"), false;
		break;
	case VAR_CYCLIC:
		if (!gprop_cyclic(g))
			return snprintf(why, len, "no cycle"), false;
		break;
	case VAR_ACYCLIC:
		if (gprop_cyclic(g))
			return snprintf(why, len, "has a cycle"), false;
		break;
	default:
		break;
	}
	switch (gp->family) {
	case FAM_TREE:
		if (gp->variant != VAR_CYCLIC && gp->variant != VAR_DISCONNECTED &&
		    (!gprop_connected(g) || g->m + 1 != (size_t)g->n))
			return snprintf(why, len, "not a tree"), false;
		break;
	case FAM_FOREST:
		if (gprop_cyclic(g))
			return snprintf(why, len, "not a forest"), false;
		break;
	case FAM_DAG:
		if (!g->directed || gprop_cyclic(g))
			return snprintf(why, len, "not a DAG"), false;
		break;
	case FAM_BIPARTITE:
		for (size_t e = 0; e < g->m; e++)
			if (g->eu[e] >= gp->n1 || g->ev[e] < gp->n1)
				return snprintf(why, len, "edge %zu does not cross the parts", e), false;
		break;
	case FAM_PLANAR:
		if (!gprop_planar(g))
			return snprintf(why, len, "not planar"), false;
		break;
	case FAM_REGULAR:
	case FAM_PSEUDO:
		if (!degrees_ok(g, gp->degree, gp->family == FAM_PSEUDO, why, len))
			return false;
		break;
	case FAM_COMPLETE:
		if ((long)g->m != (gp->variant == VAR_ACYCLIC && gp->directed ? full / 2 : full))
			return snprintf(why, len, "not complete"), false;
		break;
	case FAM_HAMILTONIAN:
		if (!gprop_connected(g))
			return snprintf(why, len, "not connected"), false;
		break;
	case FAM_EULERIAN:
		if (!eulerian_ok(g, why, len))
			return false;
		break;
	default:
		break;
	}
	return true;
}
