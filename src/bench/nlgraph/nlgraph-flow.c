/* nlgraph-flow.c - NLGraph's maximum flow task: its raw layout (which
 * states the flow value), its answer wording and the join check
 * (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdlib.h>

#include <stdint.h>
#include <string.h>

/* "n m", m lines "u v c", "s t", then the maximum flow value. */
static long read_raw(struct nlgraph_raw *c)
{
	int64_t st[2], val = 0;
	struct graph *g = nlgraph_raw_weighted(c, st);
	cJSON *gold;

	if (!g)
		return -1;
	if (rawscan_ints(&c->s, 1, &val, "maximum flow value", 0, 0) != 0 ||
	    rawscan_range(&c->s, val, 0, 0, INT64_MAX / 2, "flow value") != 0 ||
	    rawscan_end(&c->s, "flow value") != 0) {
		graph_free(g);
		return -1;
	}
	gold = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(gold, "value", (double)val));
	return nlgraph_raw_one(c, g, nlgraph_st_query(st), gold);
}

/* "The maximum flow from node 0 to node 2 is 7." */
static cJSON *answer_from_text(const char *text)
{
	const char *p = strstr(text, " is ");
	long v;
	cJSON *o;

	if (!p)
		return NULL;
	p += 4;
	if (!nlgraph_text_long(&p, &v))
		return NULL;
	o = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(o, "value", (double)v));
	return o;
}

static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	nlgraph_join_number(c, ans, "value");
	return ans;
}

/* ---- the prompt of evaluation/flow.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 400 };

/* The edges in networkx's order with their capacities, then the query. */
static void ask(struct nlgraph_ask *c)
{
	long s, t;

	if (!nlgraph_ask_st(c, &s, &t))
		return;
	sb_printf(c->sb, "In a directed graph, the nodes are numbered from 0 to %d, and the edges "
			 "are:\n",
		  c->p->graph->n - 1);
	nlgraph_ask_attr_edges(c, "an edge", "from", "node", "to", "capacity");
	sb_printf(c->sb, "Q: What is the maximum flow from node %ld to node %ld?\nA:", s, t);
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops flow_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
