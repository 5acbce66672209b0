/* nlgraph-gnn.c - NLGraph's GNN message passing task: its raw layout
 * (embeddings and the stated layers), its answer wording, the join check
 * of the stated embeddings, and the layer count its runs ask for
 * (nlgraph-ops.h). */
#include "config.h"
#include "nlgraph-ops.h"
#include "runs.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* rows x cols integers into an array of rows */
static cJSON *int_rows(const int64_t *v, long rows, long cols)
{
	cJSON *a = nlgraph_ck(cJSON_CreateArray());

	for (long i = 0; i < rows; i++) {
		cJSON *r = nlgraph_ck(cJSON_CreateArray());
		for (long j = 0; j < cols; j++)
			cJSON_AddItemToArray(
				r, nlgraph_ck(cJSON_CreateNumber((double)v[i * cols + j])));
		cJSON_AddItemToArray(a, r);
	}
	return a;
}

/* "n m d", m edges, n embedding lines of d numbers, then either n
 * layer-1 and n layer-2 lines or only n layer-2 lines. */
static long read_raw(struct nlgraph_raw *c)
{
	int64_t h[3], *layers = NULL, *emb = NULL;
	size_t ecap = 0;
	long n, d, left, blocks;
	struct graph *g;
	cJSON *gold, *query;

	if (rawscan_header(&c->s, 3, h, "header 'n m d'") != 0 ||
	    rawscan_range(&c->s, h[2], 2, 1, NLG_MAX_DIM, "embedding dimension") != 0)
		return -1;
	n = (long)h[0];
	d = (long)h[2];
	g = graph_new((int)n, c->t->directed, c->t->attr);
	if (rawscan_plain_edges(&c->s, g, (long)h[1]) != 0)
		goto fail;
	for (long i = 0; i < n; i++) {
		xgrow(&emb, &ecap, (size_t)((i + 1) * d), sizeof *emb);
		if (rawscan_ints(&c->s, (int)d, emb + i * d, "embedding", i, n) != 0)
			goto fail;
	}
	memcpy(graph_alloc_features(g, (int)d), emb, (size_t)(n * d) * sizeof *emb);
	free(emb);
	emb = NULL;
	left = rawscan_left(&c->s);
	if (left != n && left != 2 * n) {
		long line, col;
		rawscan_next_pos(&c->s, &line, &col);
		diag_error(
			c->s.d, c->s.file, line, col,
			"expected %ld layer-2 lines, or %ld layer-1 and layer-2 lines, after the "
			"embeddings; found %ld",
			n, 2 * n, left);
		goto fail;
	}
	blocks = left / n;
	layers = xreallocarray(NULL, (size_t)(blocks * n * d), sizeof *layers);
	for (long i = 0; i < blocks * n; i++)
		if (rawscan_ints(&c->s, (int)d, layers + i * d,
				 blocks == 2 && i < n ? "layer-1 line" : "layer-2 line", i % n,
				 n) != 0)
			goto fail;
	gold = nlgraph_ck(cJSON_CreateObject());
	cJSON_AddItemToObject(gold, "embeddings", int_rows(layers + (blocks - 1) * n * d, n, d));
	if (blocks == 2)
		cJSON_AddItemToObject(gold, "layer1", int_rows(layers, n, d));
	free(layers);
	query = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddNumberToObject(query, "layers", 2));
	return nlgraph_raw_one(c, g, query, gold);
fail:
	free(emb);
	free(layers);
	graph_free(g);
	return -1;
}

/* "The answer is:\nnode 0: [3,3]\nnode 1: [1,0]\n..." with nodes 0, 1, ...
 * in order and one dimension throughout. */
static cJSON *answer_from_text(const char *text)
{
	cJSON *rows = nlgraph_ck(cJSON_CreateArray()), *o;
	const char *p = text;
	long next = 0;
	int dim = -1;

	while ((p = strstr(p, "node ")) != NULL) {
		const char *q = p + 5;
		cJSON *row;
		long k;

		p = q;
		if (!nlgraph_text_long(&q, &k) || prefixcmp(q, ": [") != 0)
			continue;
		q += 3;
		row = nlgraph_text_list(&q);
		if (k != next || !row || *q != ']' ||
		    (dim >= 0 && cJSON_GetArraySize(row) != dim)) {
			cJSON_Delete(row);
			cJSON_Delete(rows);
			return NULL;
		}
		dim = cJSON_GetArraySize(row);
		cJSON_AddItemToArray(rows, row);
		next++;
	}
	if (next == 0) {
		cJSON_Delete(rows);
		return NULL;
	}
	o = nlgraph_ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, "embeddings", rows);
	return o;
}

/* The text's embeddings are the raw file's layer 2. */
static cJSON *join(struct nlgraph_join *c, cJSON *ans)
{
	struct problem *p = c->p;

	if (p->gold_answer &&
	    !cJSON_Compare(cJSON_GetObjectItemCaseSensitive(p->gold_answer, "embeddings"),
			   cJSON_GetObjectItemCaseSensitive(ans, "embeddings"), 1))
		NLGRAPH_JWARN(c,
			      "entry \"%ld\" (%s): the answer's embeddings differ from the "
			      "graph file's layer 2",
			      c->key, p->id);
	return ans;
}

/* The run's layer count: layer=1..16 in the namespace, else 1. */
static void run_params(struct answer *a, long layer, long city, const char *run_folder)
{
	(void)city;
	(void)run_folder;
	a->layer = (int)(layer >= 1 && layer <= 16 ? layer : 1);
}

/* ---- the prompt of evaluation/gnn.py ---- */

static const char *const method_names[] = {
	"CoT", "none", "0-CoT", "LTM", "PROGRAM", "k-shot", NULL
};
static const char *const exemplar_methods[] = {
	"CoT", "k-shot", NULL
};
static const struct nlgraph_methods methods = { method_names, exemplar_methods, "\n\n\n", 2000 };

/* The layers asked for: the script's --layer when given, else the
 * problem's query (the dataset's problems ask for two). */
static long ask_layers(const struct nlgraph_ask *c)
{
	long l;

	if (c->o->layers)
		return c->o->layers;
	return problem_query_int(c->p, "layers", &l) ? l : 2;
}

/* The script's --layer 1 reads the one-layer exemplars. */
static const char *exemplar_folder(const struct nlgraph_ask *c)
{
	return ask_layers(c) == 1 ? "one-prompt" : "prompt";
}

/* The embeddings, the edges in networkx's order, then the question. */
static void ask(struct nlgraph_ask *c)
{
	const struct graph *g = c->p->graph;
	struct nlgraph_nx_edge *e;
	size_t n;
	long layers = ask_layers(c);

	if (layers != 1 && layers != 2) {
		c->error = "the script asks for one or two layers";
		return;
	}
	if (g->feat_dim < 1 || !g->features) {
		c->error = "the graph has no node embeddings";
		return;
	}
	sb_printf(c->sb, "In an undirected graph, the nodes are numbered from 0 to %d, and every "
			 "node has an embedding. (i,j) means that node i and node j are connected "
			 "with an undirected edge.\nEmbeddings:\n",
		  g->n - 1);
	for (int i = 0; i < g->n; i++) {
		sb_printf(c->sb, "node %d: [", i);
		for (int j = 0; j < g->feat_dim; j++) {
			sb_put_i64(c->sb, g->features[(size_t)i * (size_t)g->feat_dim + (size_t)j]);
			sb_puts(c->sb, j + 1 < g->feat_dim ? "," : "]\n");
		}
	}
	sb_puts(c->sb, "The edges are:");
	e = nlgraph_nx_edges(g, &n);
	for (size_t i = 0; i < n; i++)
		sb_printf(c->sb, " (%d,%d)", e[i].u, e[i].v);
	free(e);
	sb_printf(c->sb, "\nIn a simple graph convolution layer, each node's embedding is updated "
			 "by the sum of its neighbors' embeddings.\nQ: What's the embedding of each "
			 "node after %s of simple graph convolution layer?\nA:",
		  layers == 1 ? "one layer" : "two layers");
	nlgraph_ask_suffix(c->sb, c->method);
}

const struct nlgraph_ops gnn_nlgraph_ops = {
	.ask = ask,
	.methods = &methods,
	.exemplar_folder = exemplar_folder,

	.read_raw = read_raw,
	.answer_from_text = answer_from_text,
	.join = join,
	.run_params = run_params,
	.optional = NLGRAPH_OPT_FILE_PROBLEMS,
};
