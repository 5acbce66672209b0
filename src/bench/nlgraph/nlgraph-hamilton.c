/* nlgraph-hamilton.c - NLGraph's Hamilton path task: its raw layout, its
 * answer wording and the join check of the stated path (nlgraph-ops.h).
 * Its scripts never vote. */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdlib.h>

/* "n m", m edges; no stated answer. */
static long read_raw(struct nlgraph_raw *c)
{
	struct graph *g = nlgraph_raw_plain(c);

	return g ? nlgraph_raw_one(c, g, NULL, NULL) : -1;
}

/* "Yes. The path can be: 1,3,4,0,2." */
static cJSON *answer_from_text(const char *text)
{
	return nlgraph_text_yes_no(text) == 1 ? nlgraph_list_answer("path", text, "path can be:")
					      : NULL;
}

/* The path uses the graph's edges and visits every node once. */
static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	const cJSON *path = cJSON_GetObjectItemCaseSensitive(ans, "path");
	int n = cJSON_GetArraySize(path);

	if (nlgraph_join_walk(c, path, true) >= 0 && n != c->p->graph->n)
		NLGRAPH_JWARN(c, "entry \"%ld\" (%s): the path visits %d of %d nodes", c->key,
			      c->p->id, n, c->p->graph->n);
	return ans;
}

/* ---- the prompt of evaluation/hamilton.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", "Algorithm", "Instruct", "12-shot",
	"2-shot", "4-shot", "8-shot", "16-shot", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", "Algorithm", "Instruct", "12-shot", "2-shot", "4-shot", "8-shot",
	"16-shot", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 400 };

/* The edges in networkx's order, then the question. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;
	size_t n;
	struct nlgraph_nx_edge *e = nlgraph_nx_edges(g, &n);

	sb_printf(c->sb,
		  "In an undirected graph, (i,j) means that node i and node j are connected with "
		  "an undirected edge.\nThe nodes are numbered from 0 to %d, and the edges are:",
		  g->n - 1);
	for (size_t i = 0; i < n; i++)
		sb_printf(c->sb, " (%d,%d)", e[i].u, e[i].v);
	free(e);
	sb_puts(c->sb, "\n");
	if (nlgraph_ask_is(c, "Instruct"))
		sb_puts(c->sb, "Let's construct a graph with the nodes and edges first.\n");
	sb_puts(c->sb, "Q: Is there a path in this graph that visits every node exactly once? If "
		       "yes, give the path. Note that in a path, adjacent nodes must be connected "
		       "with edges.\nA:");
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops hamilton_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.no_votes = true,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
