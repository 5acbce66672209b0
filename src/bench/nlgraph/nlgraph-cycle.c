/* nlgraph-cycle.c - NLGraph's cycle task: its raw layout (the gold comes
 * from the graph's place in its set), its answer wording and the join
 * check (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"

/* "n m", m edges; graphs 0..count/2-1 of a set are acyclic, the others
 * cyclic. */
static long read_raw(struct nlgraph_raw *c)
{
	struct graph *g = nlgraph_raw_plain(c);
	cJSON *gold = NULL;

	if (!g)
		return -1;
	if (c->pos->count > 0) {
		gold = nlgraph_ck(cJSON_CreateObject());
		nlgraph_ck(cJSON_AddBoolToObject(gold, "has_cycle",
						 c->pos->graph >= c->pos->count / 2));
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

const struct nlgraph_ops cycle_nlgraph_ops = {
	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS | NLGRAPH_OPT_RUN_PARAMS,
};
