/* strict-order.c - policy strict for the answers that are node lists:
 * topology, shortest path, Hamilton path, and matching pairs. */
#include "config.h"
#include "strict-policy.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Node ids of a sequence answer as ints; false (with a flag) when one is
 * out of range. */
static bool seq_nodes(const struct strict_ctx *cx, struct score_result *out, int **nodes)
{
	*nodes = xmalloc((cx->a.n ? cx->a.n : 1) * sizeof **nodes);
	for (size_t i = 0; i < cx->a.n; i++) {
		if (cx->a.v[i] < 0 || cx->a.v[i] >= cx->g->n) {
			score_flag(out, "invalid-edge", cx->a.vspan[i].off, cx->a.vspan[i].len);
			out->outcome = OUTCOME_INFEASIBLE;
			score_final(out, FAULT_INVENTED_EDGE, cx->a.vspan[i].off, cx->a.vspan[i].len,
				    "node %lld does not exist", (long long)cx->a.v[i]);
			return false;
		}
		(*nodes)[i] = (int)cx->a.v[i];
	}
	return true;
}

static void put(struct score_result *out, bool exact, double pc)
{
	metrics_set(&out->metrics, "exact", exact);
	metrics_set(&out->metrics, "pc", pc);
}

int strict_topology(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	struct strict_ctx cx;
	const struct graph *g;
	int *nodes = NULL;
	unsigned char *placed;
	size_t prefix = 0;
	struct check c;
	bool exact = false;

	(void)st;
	if (strict_begin(in, strict_topology, &cx, out, err) != 0)
		return -1;
	g = cx.g;
	placed = xcalloc((size_t)g->n + 1, 1);
	if (cx.a.kind == XK_SEQ) {
		bool inrange = seq_nodes(&cx, out, &nodes);
		/* longest prefix: new nodes whose predecessors are all placed */
		for (size_t i = 0; inrange && i < cx.a.n; i++) {
			int v = nodes[i];
			bool ok = !placed[v];
			for (size_t k = g->in_off[v]; ok && k < g->in_off[v + 1]; k++)
				ok = placed[g->in_nbr[k]];
			if (!ok)
				break;
			placed[v] = 1;
			prefix++;
		}
		exact = inrange && topo_check(g, nodes, cx.a.n, &c);
		if (inrange && !exact && cx.a.n != (size_t)g->n)
			score_flag(out, "wrong-length", cx.a.span.off, cx.a.span.len);
		if (inrange && !exact && prefix < cx.a.n)
			score_flag(out, "invalid-edge", cx.a.vspan[prefix].off, cx.a.vspan[prefix].len);
		/* an order against an edge, a node twice, nodes left out: each
		 * fact true, the order breaks the task's rule */
		if (inrange && !exact) {
			out->outcome = OUTCOME_INFEASIBLE;
			if (prefix < cx.a.n)
				score_final(out, FAULT_CONSTRAINT, cx.a.vspan[prefix].off,
					    cx.a.vspan[prefix].len, placed[nodes[prefix]] ?
					    "node %d comes twice" : "node %d comes before a prerequisite",
					    nodes[prefix]);
			else
				score_final(out, FAULT_CONSTRAINT, cx.a.span.off, cx.a.span.len,
					    "the order has %zu of the %d nodes", cx.a.n, g->n);
		}
	}
	/* pc = valid prefix / max(n, nodes stated): 1 only for a full valid order */
	put(out, exact, exact ? 1 : g->n ? (double)prefix / (double)(cx.a.n > (size_t)g->n ? cx.a.n : (size_t)g->n) : 0);
	strict_pc_formula(in, out,
		 "pc = valid prefix %zu / max(n %d, stated %zu) = %.3g", prefix, g->n, cx.a.n,
		 metrics_get(&out->metrics, "pc") ? *metrics_get(&out->metrics, "pc") : 0);
	free(placed);
	free(nodes);
	strict_end(&cx, out);
	return 0;
}

/* The first consecutive pair of a sequence that is not an edge, or -1. */
static long first_non_edge(const struct graph *g, const int *nodes, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (!graph_has_edge(g, nodes[i], nodes[i + 1]))
			return (long)i;
	return -1;
}

/* A list of candidates said to be every path ("all the paths from node 3
 * to node 0 are:", a path a line) before the final answer that holds no
 * shortest path: it leaves out the optimum, an incomplete list (a list
 * that has the optimum is not: leaving out other paths does no harm).
 * Its heading's span in *sp. */
static bool paths_miss_optimum(const struct strict_ctx *cx, long s, long t, struct xspan *sp)
{
	static const char *const heads[] = { "all the paths", "all possible paths",
					     "all the possible paths" };
	char *own = cx->lc ? NULL : extract_lower(cx->text, cx->len);
	const char *lc = cx->lc ? cx->lc : own, *at = NULL;
	size_t end = cx->a.span.off < cx->len ? cx->a.span.off : cx->len, i, hl = 0;
	int64_t *dist = NULL, w;
	int *parent = NULL, nodes[64];
	bool listed = false;

	for (size_t h = 0; h < ARRAY_SIZE(heads) && !at; h++) {
		const char *f = strstr(lc, heads[h]);
		if (f && (size_t)(f - lc) < end) {
			at = f;
			hl = strlen(heads[h]);
		}
	}
	if (!at || !(i = (size_t)(strchr(at, '\n') ? strchr(at, '\n') - lc : (long)end)) || i >= end) {
		free(own);
		return false;
	}
	dist = xmalloc((size_t)cx->g->n * sizeof *dist);
	parent = xmalloc((size_t)cx->g->n * sizeof *parent);
	dijkstra(cx->g, (int)s, (int)t, dist, parent, NULL);
	/* each line from the next: its leading nodes "3,1,0" */
	while (i < end && !listed) {
		size_t n = 0;
		long v;
		char *e;
		i++;
		while (i < end && lc[i] == ' ')
			i++;
		while (n < 64 && i < end && lc[i] >= '0' && lc[i] <= '9') {
			v = strtol(lc + i, &e, 10);
			i = (size_t)(e - lc);
			if (v < 0 || v >= cx->g->n)
				break;
			nodes[n++] = (int)v;
			if (i + 1 < end && lc[i] == ',' && lc[i + 1] >= '0' && lc[i + 1] <= '9')
				i++;
			else
				break;
		}
		listed = n > 1 && path_check(cx->g, (int)s, (int)t, nodes, n, &w, NULL) &&
			 w == dist[t];
		while (i < end && lc[i] != '\n')
			i++;
	}
	*sp = (struct xspan){ (size_t)(at - lc), hl };
	free(dist);
	free(parent);
	free(own);
	return !listed;
}

int strict_shortest_path(const struct score_input *in, struct score_runstate *st,
			 struct score_result *out, char **err)
{
	struct xspan heading;
	struct strict_ctx cx;
	int *nodes = NULL;
	long s, t, rank = 0, bad;
	int64_t weight = 0;
	struct check c;
	enum rank_status rs;
	bool exact = false;
	double pc = 0;

	(void)st;
	if (!problem_query_int(in->p, "source", &s) || !problem_query_int(in->p, "target", &t) ||
	    !in->p->graph || s < 0 || t < 0 || s >= in->p->graph->n || t >= in->p->graph->n) {
		*err = xasprintf("%s: shortest path needs source and target nodes", in->p->id);
		return -1;
	}
	if (strict_begin(in, strict_shortest_path, &cx, out, err) != 0)
		return -1;
	if (cx.a.kind == XK_SEQ && seq_nodes(&cx, out, &nodes)) {
		if ((bad = first_non_edge(cx.g, nodes, cx.a.n)) >= 0) {
			struct xspan sp = strict_items_span(&cx.a, (size_t)bad, (size_t)bad + 1);
			score_flag(out, "invalid-edge", sp.off, sp.len);
			out->outcome = OUTCOME_INFEASIBLE;
			score_final(out, FAULT_INVENTED_EDGE, sp.off, sp.len, "no edge %d-%d",
				    nodes[bad], nodes[bad + 1]);
		} else if (path_check(cx.g, (int)s, (int)t, nodes, cx.a.n, &weight, &c)) {
			rs = path_rank(cx.g, (int)s, (int)t, nodes, cx.a.n, RANK_DEFAULT_CAP, &rank, &c);
			if (rs != RANK_INVALID && rank > 0)
				pc = 1.0 / (double)rank;
			exact = rs == RANK_OK && rank == 1;
			if (!exact && pc >= 1)
				pc = 0.5;	/* rank unknown beyond the cap: never full credit */
			str_format(out->vote_class, sizeof out->vote_class, "w:%lld", (long long)weight);
			if (!exact) {
				score_flag(out, "not-optimal", cx.a.span.off, cx.a.span.len);
				out->outcome = OUTCOME_SUBOPTIMAL;
				score_final(out, FAULT_WRONG_FINAL, cx.a.span.off, cx.a.span.len,
					    "a valid path of weight %lld, not a shortest",
					    (long long)weight);
			}
			if (cx.a.has_num && cx.a.num != weight)
				score_flag(out, "wrong-length", cx.a.num_span.off, cx.a.num_span.len);
		} else {
			/* real edges, but not a simple source..target path */
			score_flag(out, "wrong-length", cx.a.span.off, cx.a.span.len);
			out->outcome = OUTCOME_INFEASIBLE;
			score_final(out, FAULT_CONSTRAINT, cx.a.span.off, cx.a.span.len,
				    "real edges, but no simple path from %ld to %ld", s, t);
		}
	} else if (cx.a.kind == XK_NUMBER) {
		/* a weight and no path: an answer, but not to the question */
		score_flag(out, "no-path", cx.a.span.off, cx.a.span.len);
		out->outcome = OUTCOME_MISSING;
		score_final(out, FAULT_NO_ANSWER, cx.a.span.off, cx.a.span.len,
			    "a weight, but no path");
		str_format(out->vote_class, sizeof out->vote_class, "weight:%lld", (long long)cx.a.num);
	}
	if (!exact && !out->unparsed && cx.a.kind == XK_SEQ && !out->vote_only &&
	    paths_miss_optimum(&cx, s, t, &heading))
		score_final(out, FAULT_INCOMPLETE_LIST, heading.off, heading.len,
			    "the paths listed leave out every shortest path");
	put(out, exact, pc);
	if (rank > 0 && pc > 0)
		strict_pc_formula(in, out,
			 "pc = 1/rank = 1/%ld (path weight %lld)", rank, (long long)weight);
	else
		strict_pc_formula(in, out, "pc = 0 (%s)",
			 cx.a.kind == XK_NUMBER ? "a weight, no path" :
			 cx.a.kind == XK_SEQ ? "not a valid path from source to target" :
			 "no answer");
	free(nodes);
	strict_end(&cx, out);
	return 0;
}

static bool hamilton_exists(const struct problem *p)
{
	const cJSON *path = p->gold_answer ? cJSON_GetObjectItemCaseSensitive(p->gold_answer, "path")
					   : NULL;
	int *tmp;
	bool ok;

	if (cJSON_IsArray(path))
		return cJSON_GetArraySize(path) > 0;
	tmp = xmalloc(((size_t)p->graph->n + 1) * sizeof *tmp);
	ok = hamilton_path(p->graph, tmp, NULL);
	free(tmp);
	return ok;
}

int strict_hamilton(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	struct strict_ctx cx;
	const struct graph *g;
	int *nodes = NULL;
	unsigned char *seen;
	size_t prefix = 0;
	bool exact = false, exists;
	struct check c;

	(void)st;
	if (strict_begin(in, strict_hamilton, &cx, out, err) != 0)
		return -1;
	g = cx.g;
	exists = hamilton_exists(in->p);
	seen = xcalloc((size_t)g->n + 1, 1);
	if (cx.a.kind == XK_BOOL && !cx.a.yes) {
		exact = !exists;
		prefix = exists ? 0 : (size_t)g->n;
	} else if (cx.a.kind == XK_BOOL) {
		out->unparsed = true;	/* "yes" without a path */
		score_flag(out, "unparsed", cx.a.span.off, cx.a.span.len);
		out->outcome = OUTCOME_MISSING;
		score_final(out, FAULT_NO_ANSWER, cx.a.span.off, cx.a.span.len,
			    "\"yes\", but no path");
	} else if (cx.a.kind == XK_SEQ && seq_nodes(&cx, out, &nodes)) {
		for (size_t i = 0; i < cx.a.n; i++) {
			if (seen[nodes[i]] || (i && !graph_has_edge(g, nodes[i - 1], nodes[i])))
				break;
			seen[nodes[i]] = 1;
			prefix++;
		}
		exact = hamilton_check(g, nodes, cx.a.n, &c);
		if (!exact && prefix < cx.a.n) {
			struct xspan sp = strict_items_span(&cx.a, prefix ? prefix - 1 : 0, prefix);
			score_flag(out, "invalid-edge", sp.off, sp.len);
			/* a step over a missing edge, or back to a node visited */
			if (seen[nodes[prefix]])
				score_final(out, FAULT_CONSTRAINT, sp.off, sp.len,
					    "node %d is visited twice", nodes[prefix]);
			else
				score_final(out, FAULT_INVENTED_EDGE, sp.off, sp.len, "no edge %d-%d",
					    nodes[prefix - 1], nodes[prefix]);
		}
		if (!exact && cx.a.n != (size_t)g->n)
			score_flag(out, "wrong-length", cx.a.span.off, cx.a.span.len);
		if (!exact && prefix == cx.a.n)
			score_final(out, FAULT_CONSTRAINT, cx.a.span.off, cx.a.span.len,
				    "the path visits %zu of the %d nodes", cx.a.n, g->n);
		if (!exact)
			out->outcome = OUTCOME_INFEASIBLE;
	}
	/* pc = valid prefix / max(n, nodes stated): 1 only for a Hamilton path */
	put(out, exact, exact ? 1 : g->n ? (double)(prefix > (size_t)g->n ? (size_t)g->n : prefix) /
		(double)(cx.a.kind == XK_SEQ && cx.a.n > (size_t)g->n ? cx.a.n : (size_t)g->n) : 0);
	if (cx.a.kind == XK_BOOL)
		strict_pc_formula(in, out, "pc = %d (\"no\"; the graph %s)",
			 exact, exists ? "has a Hamilton path" : "has none");
	else
		strict_pc_formula(in, out,
			 "pc = valid prefix %zu / max(n %d, stated %zu) = %.3g", prefix, g->n,
			 cx.a.kind == XK_SEQ ? cx.a.n : 0,
			 metrics_get(&out->metrics, "pc") ? *metrics_get(&out->metrics, "pc") : 0);
	free(seen);
	free(nodes);
	strict_end(&cx, out);
	return 0;
}

int strict_matching(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	struct strict_ctx cx;
	unsigned char *used;
	int *mate, opt;
	size_t valid = 0, npairs;
	bool all_ok = true;

	(void)st;
	if (!g || !g->bipartite) {
		*err = xasprintf("%s: matching needs a bipartite graph", in->p->id);
		return -1;
	}
	if (strict_begin(in, strict_matching, &cx, out, err) != 0)
		return -1;
	mate = xmalloc(((size_t)g->n + 1) * sizeof *mate);
	opt = bipartite_matching(g, mate, NULL);
	used = xcalloc((size_t)g->n + 1, 1);
	npairs = cx.a.kind == XK_PAIRS ? cx.a.n / 2 : 0;
	for (size_t i = 0; i < npairs; i++) {
		int64_t a = cx.a.v[2 * i], j = cx.a.v[2 * i + 1];
		int64_t u = a, v = j + g->parts[0];
		bool edge = a >= 0 && a < g->parts[0] && j >= 0 && j < g->parts[1] &&
			    graph_has_edge(g, (int)u, (int)v);
		if (!edge) {
			score_flag(out, "invalid-edge", cx.a.vspan[2 * i].off, cx.a.vspan[2 * i].len);
			if (all_ok)
				score_final(out, FAULT_INVENTED_EDGE, cx.a.vspan[2 * i].off,
					    cx.a.vspan[2 * i].len,
					    "no edge between applicant %lld and job %lld", (long long)a,
					    (long long)j);
			all_ok = false;
			continue;
		}
		if (used[u] || used[v]) {
			score_flag(out, "invalid-edge", cx.a.vspan[2 * i].off, cx.a.vspan[2 * i].len);
			if (all_ok)
				score_final(out, FAULT_CONSTRAINT, cx.a.vspan[2 * i].off,
					    cx.a.vspan[2 * i].len, "%s %lld is assigned twice",
					    used[u] ? "applicant" : "job", (long long)(used[u] ? a : j));
			all_ok = false;
			continue;
		}
		used[u] = used[v] = 1;
		valid++;
	}
	if (cx.a.kind == XK_PAIRS && all_ok && (int)valid < opt) {
		score_flag(out, "not-optimal", cx.a.span.off, cx.a.span.len);
		out->outcome = OUTCOME_SUBOPTIMAL;
		score_final(out, FAULT_WRONG_FINAL, cx.a.span.off, cx.a.span.len,
			    "a valid matching of %zu, the maximum is %d", valid, opt);
	}
	if (cx.a.kind == XK_PAIRS && !all_ok)
		out->outcome = OUTCOME_INFEASIBLE;
	if (cx.a.kind == XK_PAIRS && all_ok)
		str_format(out->vote_class, sizeof out->vote_class, "valid:%zu", valid);
	/* pc = valid pairs / max(optimum, pairs stated): a pair that reuses an
	 * applicant or a job, or is no edge, keeps the answer from full credit */
	put(out, cx.a.kind == XK_PAIRS && all_ok && (int)valid == opt,
	    cx.a.kind == XK_PAIRS && all_ok && (int)valid == opt ? 1 :
	    opt || npairs ? (double)valid / (double)((size_t)opt > npairs ? (size_t)opt : npairs) : 0);
	strict_pc_formula(in, out,
		 "pc = valid pairs %zu / max(optimum %d, stated %zu) = %.3g%s", valid, opt, npairs,
		 metrics_get(&out->metrics, "pc") ? *metrics_get(&out->metrics, "pc") : 0,
		 all_ok ? "" : " (a pair reuses a node or is no edge)");
	free(used);
	free(mate);
	strict_end(&cx, out);
	return 0;
}

/* the policy strict of these tasks (score-ops.h) */
const struct score_ops topology_strict_ops = {
	.score = strict_topology,
	.primary = "exact",
	.pure = true,
};
const struct score_ops shortest_path_strict_ops = {
	.score = strict_shortest_path,
	.primary = "exact",
	.pure = true,
};
const struct score_ops hamilton_strict_ops = {
	.score = strict_hamilton,
	.primary = "exact",
	.pure = true,
};
const struct score_ops matching_strict_ops = {
	.score = strict_matching,
	.primary = "exact",
	.pure = true,
};
