/* gen-topology.c - gravel gen for topological sort (gen-ops.h): directed
 * acyclic graphs only, no query. */
#include "config.h"
#include "gen-ops.h"

static void topology_validate(struct yaml_ctx *c, const struct yaml_tnode *at,
			      const struct cfg_diff *df)
{
	if (!df->directed)
		yaml_err(c, at, "task kind 'topology' needs directed graphs");
	if (df->family != FAM_DAG && !(df->nvariants == 1 && df->variants[0] == VAR_ACYCLIC))
		yaml_err(c, at, "task kind 'topology' needs the 'dag' family or the 'acyclic' "
			    "variant, not '%s'", gen_family_name(df->family));
}

const struct gen_ops topology_gen_ops = {
	.graph_family = FAM_DAG,
	.validate = topology_validate,
	.raw = gen_raw_plain,
	.optional = GEN_OPT_QUERY | GEN_OPT_RAW_ORDER,
};
