/* gen-connectivity.c - gravel gen for connectivity (gen-ops.h): a query
 * pair in the same component or not (balanced yes/no when the config
 * asks, fixed by the attack families), and NLGraph's raw file: one
 * connected and one unconnected query (the problem's own and the first
 * pair of the other kind), each its own main.json entry. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"
#include "template.h"

#include <stdlib.h>

static bool connectivity_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
			       const struct gen_graph_out *go, const struct gen_params *gp,
			       long index, struct gen_want *w)
{
	const struct graph *g = p->graph;
	int s = go->source, t = go->target;

	w->bool_key = "connected";
	if (gp->family == FAM_CHAIN || gp->family == FAM_CLIQUE) {
		w->bool_answer = gp->family == FAM_CHAIN;
	} else {
		if (c->task->balance)
			w->bool_answer = index % 2 == 0;
		if (!gen_pick_pair(r, g, w->bool_answer, &s, &t))
			return false;
	}
	gen_set_query(p, "source", s, "target", t);
	return true;
}

/* First pair (u < v) whose connectivity differs from want_connected. */
static bool other_pair(const struct graph *g, bool connected, int *s, int *t)
{
	int *c = xmalloc(((size_t)g->n + 1) * sizeof *c);
	bool found = false;

	for (int i = 0; i < g->n; i++)
		c[i] = i;
	for (bool ch = true; ch;) {
		ch = false;
		for (size_t e = 0; e < g->m; e++) {
			int a = c[g->eu[e]], b = c[g->ev[e]], lo = a < b ? a : b;
			if (a != b) {
				c[g->eu[e]] = c[g->ev[e]] = lo;
				ch = true;
			}
		}
	}
	for (int u = 0; u < g->n && !found; u++)
		for (int v = u + 1; v < g->n && !found; v++)
			if ((c[u] == c[v]) == connected) {
				*s = u;
				*t = v;
				found = true;
			}
	free(c);
	return found;
}

static int connectivity_raw(const struct gen_raw_out *o, struct problem *p, char **err)
{
	const struct graph *g = p->graph;
	struct strbuf *sb = o->sb;
	int s, t, os, ot;
	bool conn;

	if (o->attack) {
		sb_printf(sb, "%d %zu\n", g->n, g->m);
		gen_raw_edges(sb, g, false);
		sb_printf(sb, "%ld %ld\n", gen_query_long(p, "source"), gen_query_long(p, "target"));
		return 0;
	}
	s = (int)gen_query_long(p, "source");
	t = (int)gen_query_long(p, "target");
	conn = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p->gold_answer, "connected"));
	if (!other_pair(g, !conn, &os, &ot)) {
		*err = xasprintf("%s: no %s pair to pair with the query in NLGraph's layout",
				 p->id, conn ? "unconnected" : "connected");
		return -1;
	}
	sb_printf(sb, "%d %zu 1\n", g->n, g->m);
	gen_raw_edges(sb, g, false);
	for (int pass = 0; pass < 2; pass++) {
		bool want = pass == 0;	/* connected first */
		int a = want == conn ? s : os, b = want == conn ? t : ot;
		sb_printf(sb, "%d %d\n", a, b);
		if (o->main) {
			struct problem *q = problem_new();
			char *qs, *as, *e = NULL;
			q->graph = p->graph;
			q->task = p->task;
			q->query = cJSON_CreateObject();
			cJSON_AddNumberToObject(q->query, "source", a);
			cJSON_AddNumberToObject(q->query, "target", b);
			q->gold_answer = cJSON_CreateObject();
			cJSON_AddBoolToObject(q->gold_answer, "connected", want);
			qs = template_render_str(o->ct->question, q, &e);
			free(e);
			e = NULL;
			as = o->ct->answer ? template_render_str(o->ct->answer, q, &e) : NULL;
			free(e);
			gen_raw_main_add(o->main, o->key, qs, as, p->difficulty);
			free(qs);
			free(as);
			q->graph = NULL;
			problem_free(q);
		}
	}
	return GEN_RAW_OWN_ENTRIES;
}

const struct gen_ops connectivity_gen_ops = {
	.graph_family = FAM_GNP,
	.query = connectivity_query,
	.raw = connectivity_raw,
	.optional = GEN_OPT_VALIDATE | GEN_OPT_RAW_ORDER,
};
