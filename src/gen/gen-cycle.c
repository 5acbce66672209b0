/* gen-cycle.c - gravel gen for cycle (gen-ops.h): trees by default, the
 * cyclic / acyclic variants fix the answer, and the raw layout writes a
 * set's acyclic graphs first, as NLGraph's scripts expect. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

static bool cycle_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
			const struct gen_graph_out *go, const struct gen_params *gp, long index,
			struct gen_want *w)
{
	w->bool_key = "has_cycle";
	if (gp->variant == VAR_CYCLIC || gp->variant == VAR_ACYCLIC)
		w->bool_answer = gp->variant == VAR_CYCLIC;
	return true;
}

static int by_cycle(const void *a, const void *b)
{
	const struct problem *x = *(struct problem *const *)a, *y = *(struct problem *const *)b;
	bool cx = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(x->gold_answer, "has_cycle"));
	bool cy = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(y->gold_answer, "has_cycle"));

	if (cx != cy)
		return cx ? 1 : -1;
	return x->index < y->index ? -1 : x->index > y->index;
}

const struct gen_ops cycle_gen_ops = {
	.graph_family = FAM_TREE,
	.query = cycle_query,
	.raw = gen_raw_plain,
	.raw_order = by_cycle,
	.optional = GEN_OPT_VALIDATE,
};
