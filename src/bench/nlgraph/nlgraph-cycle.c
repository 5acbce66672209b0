/* nlgraph-cycle.c - NLGraph's cycle task: its raw layout (the gold comes
 * from the graph's place in its set), its answer wording and the join
 * check (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdlib.h>

/* "n m", m edges; graph i of a set of count is acyclic when i * 2 < count,
 * cyclic otherwise: the rule of evaluation/cycle.py (compat_cycle), so
 * that an odd count's graph count/2 is acyclic as the script judges it
 * (and as gravel gen writes it), not cyclic as count/2 would say. */
static long read_raw(struct nlgraph_raw *c)
{
	struct graph *g = nlgraph_raw_plain(c);
	cJSON *gold = NULL;

	if (!g)
		return -1;
	if (c->pos->count > 0) {
		gold = nlgraph_ck(cJSON_CreateObject());
		nlgraph_ck(cJSON_AddBoolToObject(gold, "has_cycle",
						 c->pos->graph * 2 >= c->pos->count));
	}
	return nlgraph_raw_one(c, g, NULL, gold);
}

static cJSON *answer_from_text(const char *text)
{
	return nlgraph_bool_answer("has_cycle", text);
}

static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	nlgraph_join_bool(c, ans, "has_cycle");
	return ans;
}

/* ---- the prompt of evaluation/cycle.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Instruct", "Algorithm", "Recitation",
	"hard-CoT", "medium-CoT", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "Instruct", "Algorithm", "Recitation", "hard-CoT", "medium-CoT", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 400 };

/* Is [u, v] one of the edges as the file lists them? */
static bool listed(const struct graph *g, int u, int v)
{
	for (size_t i = 0; i < g->m; i++)
		if (g->eu[i] == u && g->ev[i] == v)
			return true;
	return false;
}

/* The edges in file order, then the question; Recitation first asks
 * about the first edge and about the first pair (i, j) the file does not
 * list, i and j from 0 up. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;

	sb_printf(c->sb,
		  "In an undirected graph, (i,j) means that node i and node j are connected with "
		  "an undirected edge.\nThe nodes are numbered from 0 to %d, and the edges are:",
		  g->n - 1);
	for (size_t i = 0; i < g->m; i++)
		sb_printf(c->sb, " (%d,%d)", g->eu[i], g->ev[i]);
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, ". Let's construct a graph with the nodes and edges first.");
	sb_puts(c->sb, "\n");
	if (nlgraph_ask_is(c, "Recitation")) {
		int u = -1, v = -1;
		if (!g->m) {
			c->error = "Recitation asks about the first edge; the graph has none";
			return;
		}
		sb_printf(c->sb,
			  "Q1: Are node %d and node %d connected with an edge?\nA1: Yes.\n",
			  g->eu[0], g->ev[0]);
		for (int i = 0; i < g->n && u < 0; i++)
			for (int j = 0; j < g->n && u < 0; j++)
				if (!listed(g, i, j))
					u = i, v = j;
		if (u < 0) {
			c->error = "Recitation asks about a pair with no edge; every pair has one";
			return;
		}
		sb_printf(c->sb,
			  "Q2: Are node %d and node %d connected with an edge?\nA2: No.\n", u,
			  v);
	}
	sb_puts(c->sb, "Q: Is there a cycle in this graph?\nA:");
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops cycle_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
