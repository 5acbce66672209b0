/* gen-gnn.c - gravel gen for GNN message passing (gen-ops.h): 0/1 node
 * features of the config's dimension, the number of layers as the query,
 * and the raw layout with the features and every layer's embeddings. */
#include "config.h"
#include "gen-ops.h"
#include "problem.h"

static void gnn_validate(struct yaml_ctx *c, const struct yaml_tnode *at,
			 const struct cfg_diff *df)
{
	if (!df->dim)
		yaml_err(c, at, "task kind 'gnn' needs the embedding dimension 'dim'");
	if (!df->layers)
		yaml_err(c, at, "task kind 'gnn' needs 'layers'");
}

static bool gnn_query(const struct gen_ctx *c, struct prng *r, struct problem *p,
		      const struct gen_graph_out *go, const struct gen_params *gp, long index,
		      struct gen_want *w)
{
	const struct cfg_diff *df = c->diff;
	const struct graph *g = p->graph;
	int64_t *f = graph_alloc_features(p->graph, df->dim);

	for (size_t i = 0; i < (size_t)g->n * (size_t)df->dim; i++)
		f[i] = (int64_t)prng_below(r, 2);
	gen_set_query(p, "layers", df->layers, NULL, 0);
	return true;
}

static int gnn_raw(const struct gen_raw_out *o, struct problem *p, char **err)
{
	const struct graph *g = p->graph;
	struct strbuf *sb = o->sb;
	const cJSON *by = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "by_layer"), *l, *row, *x;

	sb_printf(sb, "%d %zu %d\n", g->n, g->m, g->feat_dim);
	gen_raw_edges(sb, g, false);
	for (int u = 0; u < g->n; u++) {
		for (int d = 0; d < g->feat_dim; d++)
			sb_printf(sb, "%lld ", (long long)g->features[(size_t)u * (size_t)g->feat_dim + (size_t)d]);
		sb_putc(sb, '\n');
	}
	cJSON_ArrayForEach(l, by) {
		cJSON_ArrayForEach(row, l) {
			cJSON_ArrayForEach(x, row)
				sb_printf(sb, "%lld ", (long long)ll_of(x->valuedouble));
			sb_putc(sb, '\n');
		}
	}
	return 0;
}

const struct gen_ops gnn_gen_ops = {
	.graph_family = FAM_GNP,
	.validate = gnn_validate,
	.query = gnn_query,
	.raw = gnn_raw,
	.optional = GEN_OPT_RAW_ORDER,
};
