/* compat-path.c - policy "compat" for the tasks that read a list of nodes:
 * shortest path, topological sort, Hamilton path (quirks in compat.h). */
#include "config.h"
#include "compat.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Weight of edge u-v as networkx keeps it: the last duplicate's. */
static int last_weight(const struct graph *g, int u, int v, int64_t *w)
{
	long best = -1;

	for (size_t i = g->off[u]; i < g->off[u + 1]; i++)
		if (g->nbr[i] == v && (long)g->nbr_edge[i] > best)
			best = (long)g->nbr_edge[i];
	if (best < 0)
		return -1;
	*w = g->ew ? g->ew[best] : 1;
	return 0;
}

/* Dijkstra (O(n^2), graphs are small); -1 when t is unreachable. An arc
 * weighs what last_weight says: its row's last duplicate's weight, found
 * for every neighbour in one pass over the row (lastedge, stamped with
 * the row). */
static int64_t shortest_distance(const struct graph *g, int s, int t)
{
	int64_t *dist = xmalloc((size_t)g->n * (sizeof *dist + 2 * sizeof(long)) + 1), res;
	long *lastedge = (long *)(dist + g->n), *stamp = lastedge + g->n;
	char *done = xcalloc((size_t)g->n, 1);

	for (int i = 0; i < g->n; i++) {
		dist[i] = -1;
		stamp[i] = -1;
	}
	dist[s] = 0;
	for (;;) {
		int u = -1;
		for (int i = 0; i < g->n; i++)
			if (!done[i] && dist[i] >= 0 && (u < 0 || dist[i] < dist[u]))
				u = i;
		if (u < 0)
			break;
		done[u] = 1;
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
			int v = g->nbr[i];
			if (stamp[v] != u || (long)g->nbr_edge[i] > lastedge[v])
				lastedge[v] = (long)g->nbr_edge[i];
			stamp[v] = u;
		}
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
			int v = g->nbr[i];
			int64_t w = g->ew ? g->ew[lastedge[v]] : 1;
			if (done[v])
				continue;
			if (dist[v] < 0 || dist[u] + w < dist[v])
				dist[v] = dist[u] + w;
		}
	}
	res = dist[t];
	free(dist);
	free(done);
	return res;
}

int compat_shortest_path(const struct score_input *in, struct score_runstate *st,
			 struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	const char *ent = in->city ? "city" : "node";
	const char *total = in->city ? "total length" : "total weight";
	size_t v1 = 0, v2 = 0, parsed = 0;
	char phrase[128];
	long s, t;
	int64_t best;

	(void)st;
	if (!problem_query_int(in->p, "source", &s) || !problem_query_int(in->p, "target", &t) ||
	    s < 0 || t < 0 || s >= g->n || t >= g->n) {
		*err = xasprintf("%s: query needs source and target nodes", in->p->id);
		return -1;
	}
	str_format(phrase, sizeof phrase, "the shortest path from %s %ld to %s %ld", ent, s, ent, t);
	best = shortest_distance(g, (int)s, (int)t);
	for (size_t k = 0; k < in->ns && best >= 0; k++) {
		struct ctext ct;
		int64_t *sol, len = 0;
		size_t n;
		int f1 = 1;
		long pos;

		if (!in->texts[k])
			continue;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		pos = cfind(&ct, phrase, 0);
		if (pos < 0) {
			ctext_free(&ct);
			continue;
		}
		parsed++;
		n = compat_numbers(&ct, pos + (long)strlen(phrase) + 1, 0, t, &sol);
		for (size_t i = 0; i + 1 < n; i++) {
			int64_t w;
			if (!compat_has_edge(g, sol[i], sol[i + 1]) ||
			    last_weight(g, (int)sol[i], (int)sol[i + 1], &w) != 0) {
				f1 = 0;
				break;
			}
			len += w;
		}
		if (len != best)
			f1 = 0;
		v1 += f1;
		pos = crfind(&ct, total);
		if (pos >= 0 && compat_number_after(&ct, pos) == best)
			v2++;
		free(sol);
		ctext_free(&ct);
	}
	metrics_set(&out->metrics, "res1", 2 * v1 > in->ns ? 1 : 0);
	metrics_set(&out->metrics, "res2", 2 * v2 > in->ns ? 1 : 0);
	out->unparsed = parsed == 0;
	return 0;
}

/* Which arcs of g repeat an earlier arc of their row (a networkx DiGraph
 * holds one edge per pair, so topo_check counts each pair once), in rep;
 * last: room for g->n ints. One pass: last[v] is the last row with an arc
 * to v. */
static void topo_repeats(const struct graph *g, bool *rep, int *last)
{
	for (int v = 0; v < g->n; v++)
		last[v] = -1;
	for (int u = 0; u < g->n; u++)
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
			rep[i] = last[g->nbr[i]] == u;
			last[g->nbr[i]] = u;
		}
}

/* Topology's check(): 1, 0, or -1 where the script raised IndexError.
 * deg0: the in-degrees (repeats counted once); deg: room for them. */
static int topo_check(const struct graph *g, const bool *rep, const long *deg0,
		      const int64_t *sol, size_t n, long *deg)
{
	memcpy(deg, deg0, (size_t)g->n * sizeof *deg);
	for (size_t k = 0; k < n; k++) {
		int64_t v = sol[k];
		if (v >= g->n)
			return -1;
		if (deg[v] > 0)
			return 0;
		for (size_t i = g->off[v]; i < g->off[v + 1]; i++)
			deg[g->nbr[i]] -= !rep[i];
	}
	for (int i = 0; i < g->n; i++)
		if (deg[i] != 0)
			return 0;
	return 1;
}

int compat_topology(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	struct ctext ct;
	int64_t *sol;
	long pos, *deg, *deg0;
	bool *rep;
	size_t n;
	int f1, f2;
	double res;

	(void)err;
	if (!in->ns || !in->texts[0]) {
		out->unparsed = true;
		metrics_set(&out->metrics, "res", 0);
		return 0;
	}
	ctext_init(&ct, in->texts[0], in->lens[0]);
	pos = cfind(&ct, "solution", 0);
	if (pos < 0) {
		long a = cfind(&ct, "yes", 0), b = cfind(&ct, "in the following order", 0);
		pos = a > b ? a : b;
	}
	out->unparsed = pos < 0;
	if (pos < 0) {
		res = 0;
		goto done;
	}
	/* one block: deg0 and deg (n + 1 longs each), last (n ints), rep */
	deg0 = xcalloc(2 * ((size_t)g->n + 1) * sizeof *deg0 + (size_t)g->n * sizeof(int) +
			       g->off[g->n] + 1, 1);
	deg = deg0 + g->n + 1;
	rep = (bool *)((int *)(deg + g->n + 1) + g->n);
	topo_repeats(g, rep, (int *)(deg + g->n + 1));
	for (size_t i = 0; i < g->off[g->n]; i++)
		deg0[g->nbr[i]] += !rep[i];
	n = compat_numbers(&ct, pos, (size_t)g->n, -1, &sol);
	f1 = topo_check(g, rep, deg0, sol, n, deg);
	free(sol);
	f2 = -1;
	if (f1 >= 0) {
		n = compat_numbers(&ct, 0, (size_t)g->n, -1, &sol);
		f2 = topo_check(g, rep, deg0, sol, n, deg);
		free(sol);
	}
	free(deg0);
	res = f1 < 0 || f2 < 0 ? st->prev : (f1 || f2);
done:
	ctext_free(&ct);
	st->prev = res;
	metrics_set(&out->metrics, "res", res);
	return 0;
}

int compat_hamilton_res(const struct graph *g, const struct ctext *ct, const char *anchor)
{
	long pos = cfind(ct, anchor, 0), pos2 = cfind(ct, "no ", 0);
	int64_t *sol = NULL;
	size_t n;
	int res = 1;

	if (pos < 0 || (pos2 >= 0 && pos2 < pos))
		return -1;
	n = compat_numbers(ct, pos, (size_t)g->n, -1, &sol);
	if (n != (size_t)g->n)
		res = 0;
	for (size_t i = 0; res && i + 1 < n; i++)
		if (!compat_has_edge(g, sol[i], sol[i + 1]))
			res = 0;
	for (size_t i = 0; res && i + 1 < n; i++)
		for (size_t j = i + 1; res && j + 1 < n; j++)
			if (sol[i] == sol[j])
				res = 0;
	free(sol);
	return res;
}

int compat_hamilton(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	struct ctext ct;
	int res;

	(void)st;
	(void)err;
	if (!in->ns || !in->texts[0]) {
		out->unparsed = true;
		metrics_set(&out->metrics, "res", -1);
		return 0;
	}
	ctext_init(&ct, in->texts[0], in->lens[0]);
	out->unparsed = cfind(&ct, "the path can be", 0) < 0;
	res = compat_hamilton_res(in->p->graph, &ct, "the path can be");
	ctext_free(&ct);
	metrics_set(&out->metrics, "res", res);
	return 0;
}

/* the policy compat of these tasks (score-ops.h) */
const struct score_ops shortest_path_compat_ops = {
	.score = compat_shortest_path,
	.primary = "res1",
};
const struct score_ops topology_compat_ops = {
	.score = compat_topology,
	.primary = "res",
};
const struct score_ops hamilton_compat_ops = {
	.score = compat_hamilton,
	.primary = "res",
	.differs_why = compat_hamilton_why,
};
