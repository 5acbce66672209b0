/* solve-gnn.c - GNN message passing as NLGraph poses it: in each layer,
 * every node's embedding becomes the sum of its neighbours' embeddings in
 * the previous layer (in-neighbours for directed graphs). Exact int64,
 * every layer kept. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

#define GNN_MAX_LAYERS 64
#define GNN_AHEAD 32	/* prefetch distance, in adjacencies */

static void vec_text(struct strbuf *sb, const int64_t *v, int dim)
{
	sb_putc(sb, '[');
	for (int k = 0; k < dim; k++)
		sb_printf(sb, "%s%lld", k ? "," : "", (long long)v[k]);
	sb_putc(sb, ']');
}

static void trace_node_layer(struct trace *tr, const struct graph *g, int l, int v,
			     const int64_t *prev, const int64_t *cur, const size_t *off,
			     const int *nbr)
{
	int dim = g->feat_dim;
	struct strbuf sb;
	size_t shown = 0;

	sb_init(&sb);
	sb_printf(&sb, "layer %d, node %d: ", l, v);
	for (size_t k = off[v]; k < off[v + 1]; k++) {
		if (shown++ == 6) {
			sb_printf(&sb, " + ... (%zu neighbours)", off[v + 1] - off[v]);
			break;
		}
		if (k > off[v])
			sb_puts(&sb, " + ");
		vec_text(&sb, prev + (size_t)nbr[k] * (size_t)dim, dim);
		sb_printf(&sb, " from %d", nbr[k]);
	}
	if (off[v] == off[v + 1])
		sb_puts(&sb, "no neighbours");
	sb_puts(&sb, " = ");
	vec_text(&sb, cur, dim);
	trace_emit(tr, TR_AGGREGATE, v, -1, -1, l, 0, nbr + off[v], off[v + 1] - off[v], cur,
		   (size_t)dim, "%s", sb.data);
	sb_free(&sb);
}

int gnn_layers(const struct graph *g, int layers, int64_t *out, struct trace *tr)
{
	size_t n = (size_t)g->n, dim = (size_t)g->feat_dim, row = n * dim;
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	const size_t end = off[n];

	trace_set_algorithm(tr, "message passing", TRACE_QUEUE);
	trace_set_layers(tr, layers, g->feat_dim);
	if (trace_on(tr)) {
		struct strbuf sb;
		sb_init(&sb);
		for (int v = 0; v < g->n; v++) {
			sb_reset(&sb);
			vec_text(&sb, g->features + (size_t)v * dim, g->feat_dim);
			trace_emit(tr, TR_AGGREGATE, v, -1, -1, 0, 0, NULL, 0,
				   g->features + (size_t)v * dim, dim, "node %d starts with %s", v,
				   sb.data);
		}
		sb_free(&sb);
	}
	for (int l = 1; l <= layers; l++) {
		const int64_t *prev = l == 1 ? g->features : out + (size_t)(l - 2) * row;
		int64_t *cur = out + (size_t)(l - 1) * row;
		trace_note(tr, "layer %d: every node sums its neighbours' layer-%d vectors", l, l - 1);
		for (size_t v = 0; v < n; v++) {
			int64_t *dst = cur + v * dim;
			memset(dst, 0, dim * sizeof *dst);
			for (size_t k = off[v]; k < off[v + 1]; k++) {
				const int64_t *src = prev + (size_t)nbr[k] * dim;
				/* the rows are gathered at random: ask for one
				 * a few neighbours ahead (the CSR runs on across
				 * nodes, so k + GNN_AHEAD is valid below m) */
				if (k + GNN_AHEAD < end)
					__builtin_prefetch(prev + (size_t)nbr[k + GNN_AHEAD] * dim);
				for (size_t d = 0; d < dim; d++)
					if (__builtin_add_overflow(dst[d], src[d], &dst[d])) {
						trace_note(tr, "layer %d, node %zu: 64-bit overflow", l, v);
						return -1;
					}
			}
			if (trace_on(tr))
				trace_node_layer(tr, g, l, (int)v, prev, dst, off, nbr);
		}
	}
	trace_node(tr, TR_ANSWER, -1, layers, "embeddings after %d layer%s", layers,
		   layers == 1 ? "" : "s");
	return 0;
}

static cJSON *layer_json(const int64_t *v, size_t n, size_t dim)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++) {
		cJSON *row = cJSON_CreateArray();
		for (size_t d = 0; d < dim; d++)
			cJSON_AddItemToArray(row, cJSON_CreateNumber((double)v[i * dim + d]));
		cJSON_AddItemToArray(a, row);
	}
	return a;
}

int solve_gnn(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	size_t n = (size_t)g->n, dim = (size_t)g->feat_dim, row = n * dim;
	long layers;
	int64_t *out;
	cJSON *a, *by;

	if (!g->features || g->feat_dim <= 0) {
		*err = solve_err("GNN needs node features (\"features\")");
		return -1;
	}
	if (!problem_query_int(p, "layers", &layers)) {
		*err = solve_err("query has no integer \"layers\"");
		return -1;
	}
	if (layers < 0 || layers > GNN_MAX_LAYERS) {
		*err = solve_err("query layers %ld is outside 0..%d", layers, GNN_MAX_LAYERS);
		return -1;
	}
	out = xmalloc(((size_t)layers * row + 1) * sizeof *out);
	if (gnn_layers(g, (int)layers, out, tr) != 0) {
		free(out);
		*err = solve_err("embeddings overflow 64-bit integers");
		return -1;
	}
	a = cJSON_CreateObject();
	cJSON_AddItemToObject(a, "embeddings",
			      layer_json(layers ? out + (size_t)(layers - 1) * row : g->features,
					 n, dim));
	by = cJSON_AddArrayToObject(a, "by_layer");
	for (long l = 0; l < layers; l++)
		cJSON_AddItemToArray(by, layer_json(out + (size_t)l * row, n, dim));
	free(out);
	*answer = a;
	return 0;
}
