/* nlgraph-hamilton.c - NLGraph's Hamilton path task: its raw layout, its
 * answer wording and the join check of the stated path (nlgraph-ops.h).
 * Its scripts never vote. */
#include "config.h"
#include "nlgraph-ops.h"

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

const struct nlgraph_ops hamilton_nlgraph_ops = {
	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.no_votes = true,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
