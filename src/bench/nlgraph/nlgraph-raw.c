/* nlgraph-raw.c - one NLGraph raw graph file (graphN.txt) into problems.
 *
 * Each task has its own layout (see ../shared/README.md and gravel(1)):
 * a header line, one line per edge, then the task's tail (queries, a
 * source and target, the stated answer, embedding blocks). Lines are read
 * with a hand-written scanner: exactly the expected count of integers per
 * line, separated by blanks; anything else is an error reported as
 * FILE:LINE[:COL]: message, and the file yields no problem at all. */
#include "config.h"
#include "nlgraph.h"
#include "nlgraph-scan.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory");
	return j;
}

static struct problem *new_problem(const struct task *t, const char *difficulty, const char *set,
				   long index, struct graph *g)
{
	struct problem *p = problem_new();

	p->id = xasprintf("nlgraph/%s/%s/%s/%ld", t->name, difficulty, set, index);
	p->benchmark = xstrdup("nlgraph");
	p->task_name = xstrdup(t->name);
	p->task = t;
	p->difficulty = xstrdup(difficulty);
	p->set = xstrdup(set);
	p->index = index;
	graph_finish(g);
	p->graph = g;
	p->query = ck(cJSON_CreateObject());
	return p;
}

static void add_num(cJSON *o, const char *key, double v)
{
	ck(cJSON_AddNumberToObject(o, key, v));
}

static cJSON *gold_new(void)
{
	return ck(cJSON_CreateObject());
}

static cJSON *int_rows(const int64_t *v, long rows, long cols)
{
	cJSON *a = ck(cJSON_CreateArray());

	for (long i = 0; i < rows; i++) {
		cJSON *r = ck(cJSON_CreateArray());
		for (long j = 0; j < cols; j++)
			cJSON_AddItemToArray(r, ck(cJSON_CreateNumber((double)v[i * cols + j])));
		cJSON_AddItemToArray(a, r);
	}
	return a;
}

struct rawctx {
	struct rawscan s;
	const struct task *t;
	const char *difficulty, *set;
	const struct nlgraph_pos *pos;
	struct problemset *out;
};

static int scan_query(struct rawctx *c, long n, int64_t *st, const char *what, long ord, long total)
{
	if (rawscan_ints(&c->s, 2, st, what, ord, total) != 0 ||
	    rawscan_range(&c->s, st[0], 0, 0, n - 1, "node") != 0 ||
	    rawscan_range(&c->s, st[1], 1, 0, n - 1, "node") != 0)
		return -1;
	return 0;
}

/* connectivity "n m q", m edges, 2q queries (q connected, q not); the
 * attack sets "n m", m edges, one query (clique: unconnected, line:
 * connected). One problem per query, each with its own copy of the graph. */
static long parse_connectivity(struct rawctx *c)
{
	int attack = !strcmp(c->set, "attack");
	int64_t h[3], (*qs)[2] = NULL;
	size_t qcap = 0;
	long nq, n;
	struct graph *g;

	if (rawscan_header(&c->s, attack ? 2 : 3, h, attack ? "header 'n m'" : "header 'n m q'") !=
	    0)
		return -1;
	if (!attack && rawscan_range(&c->s, h[2], 2, 1, INT32_MAX / 2, "query count") != 0)
		return -1;
	n = (long)h[0];
	nq = attack ? 1 : 2 * (long)h[2];
	g = graph_new((int)n, c->t->directed, c->t->attr);
	if (rawscan_plain_edges(&c->s, g, (long)h[1]) != 0) {
		graph_free(g);
		return -1;
	}
	for (long i = 0; i < nq; i++) {
		/* grown as read: the header's count is not trusted for memory */
		xgrow(&qs, &qcap, (size_t)i + 1, sizeof *qs);
		if (scan_query(c, n, qs[i], "query", i, nq) != 0)
			goto fail;
	}
	if (rawscan_end(&c->s, nq > 1 ? "last query" : "query") != 0)
		goto fail;
	graph_finish(g);
	for (long i = 0; i < nq; i++) {
		struct problem *p = new_problem(c->t, c->difficulty, c->set, c->pos->first + i,
						i + 1 < nq ? graph_ref(g) : g);
		int known = 1, conn = i < nq / 2;
		add_num(p->query, "source", (double)qs[i][0]);
		add_num(p->query, "target", (double)qs[i][1]);
		if (attack) {
			known = !strcmp(c->difficulty, "clique") || !strcmp(c->difficulty, "line");
			conn = !strcmp(c->difficulty, "line");
		}
		if (known) {
			p->gold_answer = gold_new();
			ck(cJSON_AddBoolToObject(p->gold_answer, "connected", conn));
		}
		problemset_add(c->out, p);
	}
	free(qs);
	return nq;
fail:
	free(qs);
	graph_free(g);
	return -1;
}

/* The layouts of the other tasks give one problem each. They read the
 * header and edges into g and may set query and gold on p. */
static long finish_one(struct rawctx *c, struct graph *g, cJSON *query, cJSON *gold)
{
	struct problem *p = new_problem(c->t, c->difficulty, c->set, c->pos->first, g);

	if (query) {
		cJSON_Delete(p->query);
		p->query = query;
	}
	p->gold_answer = gold;
	problemset_add(c->out, p);
	return 1;
}

/* cycle, topology, hamilton: "n m", m edges. */
static long parse_plain(struct rawctx *c)
{
	int64_t h[2];
	struct graph *g;
	cJSON *gold = NULL;

	if (rawscan_header(&c->s, 2, h, "header 'n m'") != 0)
		return -1;
	g = graph_new((int)h[0], c->t->directed, c->t->attr);
	if (rawscan_plain_edges(&c->s, g, (long)h[1]) != 0 ||
	    rawscan_end(&c->s, h[1] ? "last edge" : "header") != 0) {
		graph_free(g);
		return -1;
	}
	if (c->t->kind == TASK_CYCLE && c->pos->count > 0) {
		gold = gold_new();
		ck(cJSON_AddBoolToObject(gold, "has_cycle", c->pos->graph >= c->pos->count / 2));
	}
	return finish_one(c, g, NULL, gold);
}

/* shortest_path "n m", m lines "u v w", "s t"; flow the same with
 * capacities, then the maximum flow value. */
static long parse_weighted(struct rawctx *c)
{
	int flow = c->t->kind == TASK_FLOW;
	int64_t h[2], st[2], val = 0;
	struct graph *g;
	cJSON *query, *gold = NULL;

	if (rawscan_header(&c->s, 2, h, "header 'n m'") != 0)
		return -1;
	g = graph_new((int)h[0], c->t->directed, c->t->attr);
	if (rawscan_edges(&c->s, g, (long)h[1],
			  &(struct edge_spec){ 0, h[0] - 1, 0, h[0] - 1, "node", "node" }) != 0 ||
	    scan_query(c, (long)h[0], st, "source and target line", 0, 0) != 0)
		goto fail;
	if (flow) {
		if (rawscan_ints(&c->s, 1, &val, "maximum flow value", 0, 0) != 0 ||
		    rawscan_range(&c->s, val, 0, 0, INT64_MAX / 2, "flow value") != 0)
			goto fail;
	}
	if (rawscan_end(&c->s, flow ? "flow value" : "source and target line") != 0)
		goto fail;
	query = ck(cJSON_CreateObject());
	add_num(query, "source", (double)st[0]);
	add_num(query, "target", (double)st[1]);
	if (flow) {
		gold = gold_new();
		add_num(gold, "value", (double)val);
	}
	return finish_one(c, g, query, gold);
fail:
	graph_free(g);
	return -1;
}

/* matching "n1 n2 m", m lines "a j" (a < n1 <= j < n1 + n2), then the
 * maximum matching size. */
static long parse_matching(struct rawctx *c)
{
	int64_t h[3], size;
	long n1, n2;
	struct graph *g;
	cJSON *gold;

	if (rawscan_ints(&c->s, 3, h, "header 'n1 n2 m'", 0, 0) != 0 ||
	    rawscan_range(&c->s, h[0], 0, 1, NLG_MAX_NODES, "applicant count") != 0 ||
	    rawscan_range(&c->s, h[1], 1, 1, NLG_MAX_NODES - h[0], "job count") != 0 ||
	    rawscan_range(&c->s, h[2], 2, 0, INT32_MAX, "edge count") != 0)
		return -1;
	n1 = (long)h[0];
	n2 = (long)h[1];
	g = graph_new((int)(n1 + n2), c->t->directed, c->t->attr);
	graph_set_parts(g, (int)n1, (int)n2);
	if (rawscan_edges(&c->s, g, (long)h[2],
			  &(struct edge_spec){ 0, n1 - 1, n1, n1 + n2 - 1, "applicant",
					       "job node" }) != 0 ||
	    rawscan_ints(&c->s, 1, &size, "maximum matching size", 0, 0) != 0 ||
	    rawscan_range(&c->s, size, 0, 0, n1 < n2 ? n1 : n2, "matching size") != 0 ||
	    rawscan_end(&c->s, "matching size") != 0) {
		graph_free(g);
		return -1;
	}
	gold = gold_new();
	add_num(gold, "size", (double)size);
	return finish_one(c, g, NULL, gold);
}

/* GNN "n m d", m edges, n embedding lines of d numbers, then either n
 * layer-1 and n layer-2 lines or only n layer-2 lines. */
static long parse_gnn(struct rawctx *c)
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
		diag_error(
			c->s.d, c->s.file, c->s.line + 1, 0,
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
	gold = gold_new();
	cJSON_AddItemToObject(gold, "embeddings", int_rows(layers + (blocks - 1) * n * d, n, d));
	if (blocks == 2)
		cJSON_AddItemToObject(gold, "layer1", int_rows(layers, n, d));
	free(layers);
	query = ck(cJSON_CreateObject());
	add_num(query, "layers", 2);
	return finish_one(c, g, query, gold);
fail:
	free(emb);
	free(layers);
	graph_free(g);
	return -1;
}

long nlgraph_parse_raw_at(const struct task *t, const char *file, const char *text, size_t len,
			  const char *difficulty, const char *set, const struct nlgraph_pos *pos,
			  struct problemset *out, struct diags *d)
{
	struct rawctx c = { { file, text, text + len, 0, { 0 }, d }, t, difficulty, set, pos, out };

	switch (t->kind) {
	case TASK_CONNECTIVITY:
		return parse_connectivity(&c);
	case TASK_CYCLE:
	case TASK_TOPOLOGY:
	case TASK_HAMILTON:
		return parse_plain(&c);
	case TASK_SHORTEST_PATH:
	case TASK_FLOW:
		return parse_weighted(&c);
	case TASK_MATCHING:
		return parse_matching(&c);
	case TASK_GNN:
		return parse_gnn(&c);
	default:
		diag_error(d, file, 0, 0, "task %s has no NLGraph raw layout", t->name);
		return -1;
	}
}

int nlgraph_parse_raw(const struct task *t, const char *file, const char *text,
		      const char *difficulty, const char *set, long graph_index,
		      struct problemset *out, struct diags *d)
{
	struct nlgraph_pos pos = { graph_index, graph_index, 0 };
	long r = nlgraph_parse_raw_at(t, file, text, strlen(text), difficulty, set, &pos, out, d);

	return r < 0 ? -1 : 0;
}
