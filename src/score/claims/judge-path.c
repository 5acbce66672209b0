/* judge-path.c - the shortest path's conclusion: the text's final path as
 * a claim that it is a shortest one (judge-ops.h). */
#include "config.h"
#include "judge-ops.h"
#include "claims-int.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Only a real source..target path: an invalid one is the walk's, the path
 * weight's and the score's business. */
static void conclude(const struct problem *p, const char *text, size_t len,
		     const struct xanswer *given, struct claimset *cs)
{
	struct xquery q;
	struct xanswer a;
	struct claim *c;

	judge_answer(p, text, len, given, &q, &a);
	bool valid = a.kind == XK_SEQ && a.n && p->graph && q.source >= 0 && q.target >= 0 &&
		     q.source < p->graph->n && q.target < p->graph->n;
	int *nodes = valid ? xmalloc(a.n * sizeof *nodes) : NULL;
	int64_t w;
	for (size_t i = 0; valid && i < a.n; i++) {
		valid = a.v[i] >= 0 && a.v[i] < p->graph->n;
		nodes[i] = valid ? (int)a.v[i] : 0;
	}
	valid = valid && path_check(p->graph, (int)q.source, (int)q.target, nodes, a.n, &w, NULL);
	free(nodes);
	if (valid) {
		c = claims_add(cs, CLAIM_CONCLUSION, a.span.off, a.span.off + a.span.len);
		c->npath = a.n;
		c->path = claimset_ints(cs, a.n);
		memcpy(c->path, a.v, a.n * sizeof *c->path);
	}
	judge_answer_done(given, &a);
}

/* The final path is a shortest one (invalid paths: the walk or path-weight
 * claims say why; the score flags it). */
static void judge_conclusion(const struct problem *p, struct claimset *cs, struct claim *c)
{
	const struct graph *g = p->graph;
	long s = -1, t = -1;
	int *nodes;
	int64_t w = 0, *dist;
	bool ok = true;

	(void)cs;
	if (!problem_query_int(p, "source", &s) || !problem_query_int(p, "target", &t) ||
	    !judge_node_ok(g, s) || !judge_node_ok(g, t))
		return;
	nodes = xmalloc((c->npath ? c->npath : 1) * sizeof *nodes);
	for (size_t i = 0; i < c->npath && ok; i++) {
		ok = judge_node_ok(g, c->path[i]);
		nodes[i] = ok ? (int)c->path[i] : 0;
	}
	if (ok && path_check(g, (int)s, (int)t, nodes, c->npath, &w, NULL)) {
		int *parent = xmalloc((size_t)g->n * sizeof *parent);
		dist = xmalloc((size_t)g->n * sizeof *dist);
		dijkstra(g, (int)s, (int)t, dist, parent, NULL);
		free(parent);
		c->verdict = w == dist[t] ? CLAIM_TRUE : CLAIM_FALSE;
		if (c->verdict == CLAIM_FALSE)
			claim_false(c, FAULT_WRONG_FINAL,
				    "not a shortest path: it weighs %lld, the shortest %lld",
				 (long long)w, (long long)dist[t]);
		free(dist);
	}
	free(nodes);
}

const struct judge_ops shortest_path_judge_ops = {
	.reads = JUDGE_READ_EDGE_TUPLES,
	.conclude = conclude,
	.judge_conclusion = judge_conclusion,
};
