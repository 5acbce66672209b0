/* judge-polar.c - the yes/no conclusions of connectivity, cycle and
 * hamilton: the text's final yes or no as a claim, judged against the
 * text's own walks and the graph (judge-ops.h). */
#include "config.h"
#include "judge-ops.h"
#include "claims-int.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The generic wordings a walk-narrating task's texts hold. */
#define READS_WALKS (JUDGE_READ_WALKS | JUDGE_READ_EDGE_TUPLES)

static void conclude(const struct problem *p, const char *text, size_t len,
		     const struct xanswer *given, struct claimset *cs)
{
	judge_yes_no_conclusion(p, text, len, given, cs);
}

/* ---- connectivity ------------------------------------------------------ */

/* "no path" after the text's own valid walk from s to t contradicts it. */
static void judge_connected(const struct problem *p, struct claimset *cs, struct claim *c)
{
	const struct graph *g = p->graph;
	long s = -1, t = -1;

	if (!problem_query_int(p, "source", &s) || !problem_query_int(p, "target", &t) ||
	    !judge_node_ok(g, s) || !judge_node_ok(g, t))
		return;
	for (size_t i = 0; !c->yes && i < cs->n; i++) {
		const struct claim *w = &cs->v[i];
		if (w->kind == CLAIM_WALK && w->verdict == CLAIM_TRUE && w->npath > 1 &&
		    w->span.off < c->span.off &&
		    ((w->path[0] == s && w->path[w->npath - 1] == t) ||
		     (w->path[0] == t && w->path[w->npath - 1] == s))) {
			claim_false(c, FAULT_SELF_CONTRADICTION,
				    "self-contradiction: the walk above leads from %ld to %ld", s, t);
			return;
		}
	}
	judge_yes_no(cs, c, conn_bfs(g, (int)s, (int)t, NULL, NULL, NULL), "the nodes are connected",
		     "the nodes are not connected");
}

const struct judge_ops connectivity_judge_ops = {
	.reads = READS_WALKS,
	.conclude = conclude,
	.judge_conclusion = judge_connected,
};

/* ---- cycle ------------------------------------------------------------- */

static void judge_cycle(const struct problem *p, struct claimset *cs, struct claim *c)
{
	bool truth = cycle_exists(p->graph);

	judge_yes_no(cs, c, truth, "the graph has a cycle", "the graph has no cycle");
}

const struct judge_ops cycle_judge_ops = {
	.reads = READS_WALKS,
	.conclude = conclude,
	.judge_conclusion = judge_cycle,
};

/* ---- hamilton ---------------------------------------------------------- */

/* The yes/no, with the walk the text narrated ("start at node 0 ... visit
 * node 2") as its path. */
static void conclude_hamilton(const struct problem *p, const char *text, size_t len,
			      const struct xanswer *given, struct claimset *cs)
{
	struct claim *c = judge_yes_no_conclusion(p, text, len, given, cs);
	char *s;
	size_t rl;
	long *walk = NULL;
	size_t nwalk = 0, cap = 0;
	unsigned char *seen;

	if (!c || !p->graph || p->graph->n <= 0)
		return;
	s = extract_lower(text, len);
	rl = extract_region(s, len);
	seen = xcalloc((size_t)p->graph->n, 1);
	for (size_t i = 0; i < rl; i++) {
		size_t e, w;
		long v;
		if (i > 0 && s[i - 1] >= 'a' && s[i - 1] <= 'z')
			continue;
		if (!prefixcmp(s + i, "start at "))
			w = 9;
		else if (!prefixcmp(s + i, "visit "))
			w = 6;
		else
			continue;
		v = extract_node_at(s, rl, i + w, &e);
		if (v < 0 || v >= p->graph->n || seen[v])
			continue;
		/* "we cannot visit node 1 again" is no visit */
		if (i >= 4 && !memcmp(s + i - 4, "not ", 4))
			continue;
		seen[v] = 1;
		xgrow(&walk, &cap, nwalk + 1, sizeof *walk);
		walk[nwalk++] = v;
	}
	c->npath = nwalk;
	c->path = claimset_ints(cs, nwalk);
	for (size_t i = 0; i < nwalk; i++)
		c->path[i] = walk[i];
	free(walk);
	free(seen);
	free(s);
}

static void judge_hamilton(const struct problem *p, struct claimset *cs, struct claim *c)
{
	const struct graph *g = p->graph;
	int *tmp = xmalloc(((size_t)g->n + 1) * sizeof *tmp);
	const cJSON *gp;
	bool truth;

	/* "no" after the text itself walked every node once */
	if (!c->yes && c->npath == (size_t)g->n) {
		bool ok = true;
		for (size_t i = 0; i < c->npath && ok; i++) {
			ok = judge_node_ok(g, c->path[i]);
			tmp[i] = ok ? (int)c->path[i] : 0;
		}
		if (ok && hamilton_check(g, tmp, c->npath, NULL)) {
			free(tmp);
			claim_false(c, FAULT_SELF_CONTRADICTION,
				    "self-contradiction: the walk above visits every node once");
			return;
		}
	}
	/* the gold answer says whether one exists; search only without it */
	gp = p->gold_answer ? cJSON_GetObjectItemCaseSensitive(p->gold_answer, "path") : NULL;
	truth = cJSON_IsArray(gp) ? cJSON_GetArraySize(gp) > 0 : hamilton_path(g, tmp, NULL);
	free(tmp);
	judge_yes_no(cs, c, truth, "the graph has a Hamilton path", "the graph has no Hamilton path");
}

const struct judge_ops hamilton_judge_ops = {
	.reads = READS_WALKS | JUDGE_READ_COMMA_PATHS,
	.conclude = conclude_hamilton,
	.judge_conclusion = judge_hamilton,
};
