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

const struct nlgraph_ops topology_nlgraph_ops = {
	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.no_votes = true,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
