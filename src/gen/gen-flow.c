/* gen-flow.c - gravel gen for maximum flow (gen-ops.h): directed networks,
 * the family's planted source and sink (else a drawn pair), and the raw
 * layout with capacities and the flow value. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

static void flow_validate(struct yaml_ctx *c, const struct yaml_tnode *at,
			  const struct cfg_diff *df)
{
	if (!df->directed)
		yaml_err(c, at, "task kind 'flow' needs directed graphs");
}

static bool flow_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
		       const struct gen_graph_out *go, const struct gen_params *gp, long index,
		       struct gen_want *w)
{
	int s = go->source, t = go->target;

	if (s < 0 && !gen_pick_pair(r, p->graph, -1, &s, &t))
		return false;
	gen_set_query(p, "source", s, "target", t);
	return true;
}

static int flow_raw(const struct gen_raw_out *o, struct problem *p, char **err)
{
	const struct graph *g = p->graph;

	sb_printf(o->sb, "%d %zu\n", g->n, g->m);
	gen_raw_edges(o->sb, g, true);
	sb_printf(o->sb, "%ld %ld\n%ld\n", gen_query_long(p, "source"), gen_query_long(p, "target"),
		  gen_answer_long(p, "value"));
	return 0;
}

const struct gen_ops flow_gen_ops = {
	.graph_family = FAM_FLOW,
	.validate = flow_validate,
	.query = flow_query,
	.raw = flow_raw,
	.optional = GEN_OPT_RAW_ORDER,
};
