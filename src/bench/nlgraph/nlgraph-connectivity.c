/* nlgraph-connectivity.c - NLGraph's connectivity task: its raw layout,
 * several problems per file and the attack sets, its answer wording and
 * the join check (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "n m q", m edges, 2q queries (q connected, q not); the attack sets "n m",
 * m edges, one query (clique: unconnected, line: connected). One problem
 * per query, each with its own copy of the graph. */
static long read_raw(struct nlgraph_raw *c)
{
	int attack = !strcmp(c->set, "attack");
	int64_t h[3], (*qs)[2] = NULL;
	size_t qcap = 0;
	long nq, n;
	struct graph *g;

	if (rawscan_header(&c->s, attack ? 2 : 3, h, attack ? "header 'n m'" : "header 'n m q'") !=
	    0)
		return -1;
	if (!attack && rawscan_range(&c->s, h[2], 2, 1, INT32_MAX / 2, "query count") != 0)
		return -1;
	n = (long)h[0];
	nq = attack ? 1 : 2 * (long)h[2];
	g = graph_new((int)n, c->t->directed, c->t->attr);
	if (rawscan_plain_edges(&c->s, g, (long)h[1]) != 0) {
		graph_free(g);
		return -1;
	}
	for (long i = 0; i < nq; i++) {
		/* grown as read: the header's count is not trusted for memory */
		xgrow(&qs, &qcap, (size_t)i + 1, sizeof *qs);
		if (nlgraph_raw_query(c, n, qs[i], "query", i, nq) != 0)
			goto fail;
	}
	if (rawscan_end(&c->s, nq > 1 ? "last query" : "query") != 0)
		goto fail;
	graph_finish(g);
	for (long i = 0; i < nq; i++) {
		struct problem *p = nlgraph_raw_problem(c, c->pos->first + i,
							i + 1 < nq ? graph_ref(g) : g);
		int known = 1, conn = i < nq / 2;
		nlgraph_ck(cJSON_AddNumberToObject(p->query, "source", (double)qs[i][0]));
		nlgraph_ck(cJSON_AddNumberToObject(p->query, "target", (double)qs[i][1]));
		if (attack) {
			known = !strcmp(c->difficulty, "clique") || !strcmp(c->difficulty, "line");
			conn = !strcmp(c->difficulty, "line");
		}
		if (known) {
			p->gold_answer = nlgraph_ck(cJSON_CreateObject());
			nlgraph_ck(cJSON_AddBoolToObject(p->gold_answer, "connected", conn));
		}
		problemset_add(c->out, p);
	}
	free(qs);
	return nq;
fail:
	free(qs);
	graph_free(g);
	return -1;
}

/* Problems a file holds, from its header alone (2q, or 1 in the attack
 * sets), so the files after a skipped one keep their ids; -1 when the
 * header cannot tell. */
static long file_problems(const char *text, const char *set)
{
	long n, m, q;

	if (!strcmp(set, "attack"))
		return 1;
	if (sscanf(text, "%ld %ld %ld", &n, &m, &q) != 3 || q < 1 || q > INT32_MAX / 2)
		return -1;
	return 2 * q;
}

static cJSON *answer_from_text(const char *text)
{
	return nlgraph_bool_answer("connected", text);
}

static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	nlgraph_join_bool(c, ans, "connected");
	return ans;
}

/* ---- the prompt of evaluation/connectivity.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Algorithm", "Instruct", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "Algorithm", "Instruct", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 256 };

/* The edges in file order, then the query. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;
	long s, t;

	if (!nlgraph_ask_st(c, &s, &t))
		return;
	sb_puts(c->sb, "Determine if there is a path between two nodes in the graph. Note that "
		       "(i,j) means that node i and node j are connected with an undirected "
		       "edge.\nGraph:");
	for (size_t i = 0; i < g->m; i++)
		sb_printf(c->sb, " (%d,%d)", g->eu[i], g->ev[i]);
	sb_puts(c->sb, "\n");
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, "Let's construct a graph with the nodes and edges first.\n");
	sb_printf(c->sb, "Q: Is there a path between node %ld and node %ld?\nA:", s, t);
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops connectivity_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.file_problems = file_problems,
	.answer_from_text = answer_from_text,
	.join = join,
	.attack_sets = true,
	.optional = NLGRAPH_OPT_RUN_PARAMS,
};
