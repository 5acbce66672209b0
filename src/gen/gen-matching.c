/* gen-matching.c - gravel gen for bipartite matching (gen-ops.h): the
 * bipartite family only, no query, and the raw layout with both sides'
 * sizes and the matching's size. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

static void matching_validate(struct yaml_ctx *c, const struct yaml_tnode *at,
			      const struct cfg_diff *df)
{
	if (df->family != FAM_BIPARTITE)
		yaml_err(c, at, "task kind 'matching' needs the 'bipartite' family, not '%s'",
			 gen_family_name(df->family));
}

static int matching_raw(const struct gen_raw_out *o, struct problem *p, char **err)
{
	const struct graph *g = p->graph;

	sb_printf(o->sb, "%d %d %zu\n", g->parts[0], g->parts[1], g->m);
	gen_raw_edges(o->sb, g, false);
	sb_printf(o->sb, "%ld\n", gen_answer_long(p, "size"));
	return 0;
}

const struct gen_ops matching_gen_ops = {
	.graph_family = FAM_BIPARTITE,
	.validate = matching_validate,
	.raw = matching_raw,
	.optional = GEN_OPT_QUERY | GEN_OPT_RAW_ORDER,
};
