/* nlgraph-topology.c - NLGraph's topological sort task: its raw layout,
 * its answer wording and the join check of the stated order
 * (nlgraph-ops.h). Its scripts never vote. */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdlib.h>

/* "n m", m edges "u v" (u before v); no stated answer. */
static long read_raw(struct nlgraph_raw *c)
{
	struct graph *g = nlgraph_raw_plain(c);

	return g ? nlgraph_raw_one(c, g, NULL, NULL) : -1;
}

/* "The solution is: 1,3,4,0,2." */
static cJSON *answer_from_text(const char *text)
{
	return nlgraph_list_answer("order", text, "solution is:");
}

/* The order is a permutation of the nodes that puts every u before v. */
static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	const cJSON *order = cJSON_GetObjectItemCaseSensitive(ans, "order");
	const struct graph *g = c->p->graph;
	long *at = xmalloc((size_t)g->n * sizeof *at);
	const cJSON *it;
	long i = 0;
	int u;

	for (int k = 0; k < g->n; k++)
		at[k] = -1;
	cJSON_ArrayForEach(it, order) {
		if (!nlgraph_json_node(g, it, &u) || at[u] >= 0)
			break;
		at[u] = i++;
	}
	if (i != g->n || it) {
		NLGRAPH_JWARN(c,
			      "entry \"%ld\" (%s): the order is not a permutation of the %d nodes",
			      c->key, c->p->id, g->n);
	} else {
		for (size_t e = 0; e < g->m; e++)
			if (at[g->eu[e]] > at[g->ev[e]]) {
				NLGRAPH_JWARN(c,
					      "entry \"%ld\" (%s): the order puts %d after %d, "
					      "against edge %d->%d",
					      c->key, c->p->id, g->eu[e], g->ev[e], g->eu[e],
					      g->ev[e]);
				break;
			}
	}
	free(at);
	return ans;
}

/* ---- the prompt of evaluation/topology.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Instruct", "Algorithm", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "LTM", "Instruct", "Algorithm", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n", 400 };

/* The edges in file order, then the question. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;

	sb_printf(c->sb, "In a directed graph with %d nodes numbered from 0 to %d:\n", g->n,
		  g->n - 1);
	for (size_t i = 0; i < g->m; i++)
		sb_printf(c->sb, "node %d should be visited before node %d\n", g->eu[i],
			  g->ev[i]);
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, "Let's construct a graph with the nodes and edges first.\n");
	sb_puts(c->sb, "Q: Can all the nodes be visited? Give the solution.\nA:");
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops topology_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.no_votes = true,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
