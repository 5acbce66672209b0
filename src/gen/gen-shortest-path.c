/* gen-shortest-path.c - gravel gen for shortest path (gen-ops.h): a pair
 * in a connected graph, a path of at least 'path_length' nodes when the
 * config asks, and the weighted raw layout. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

static bool shortest_path_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
				const struct gen_graph_out *go, const struct gen_params *gp,
				long index, struct gen_want *w)
{
	const struct cfg_diff *df = c->diff;
	int s = go->source, t = go->target;

	if (!gprop_connected(p->graph) || !gen_pick_pair(r, p->graph, -1, &s, &t))
		return false;
	w->min_path_nodes = df->path_length.given
				    ? prng_range(r, df->path_length.lo, df->path_length.hi)
				    : 0;
	gen_set_query(p, "source", s, "target", t);
	return true;
}

static int shortest_path_raw(const struct gen_raw_out *o, struct problem *p, char **err)
{
	const struct graph *g = p->graph;

	sb_printf(o->sb, "%d %zu\n", g->n, g->m);
	gen_raw_edges(o->sb, g, true);
	sb_printf(o->sb, "%ld %ld\n", gen_query_long(p, "source"), gen_query_long(p, "target"));
	return 0;
}

const struct gen_ops shortest_path_gen_ops = {
	.graph_family = FAM_GNP,
	.path_length = true,
	.query = shortest_path_query,
	.raw = shortest_path_raw,
	.optional = GEN_OPT_VALIDATE | GEN_OPT_RAW_ORDER,
};
