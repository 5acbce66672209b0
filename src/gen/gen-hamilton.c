/* gen-hamilton.c - gravel gen for Hamilton path (gen-ops.h): graphs with a
 * planted Hamilton path, kept only when the solver finds one. */
#include "config.h"
#include "gen-ops.h"

static bool hamilton_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
			   const struct gen_graph_out *go, const struct gen_params *gp,
			   long index, struct gen_want *w)
{
	w->bool_key = "exists";
	w->bool_answer = 1;
	return true;
}

const struct gen_ops hamilton_gen_ops = {
	.graph_family = FAM_HAMILTONIAN,
	.query = hamilton_query,
	.raw = gen_raw_plain,
	.optional = GEN_OPT_VALIDATE | GEN_OPT_RAW_ORDER,
};
