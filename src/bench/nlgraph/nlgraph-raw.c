/* nlgraph-raw.c - one NLGraph raw graph file (graphN.txt) into problems.
 *
 * Each task has its own layout (see ../shared/README.md and gravel(1)):
 * a header line, one line per edge, then the task's tail (queries, a
 * source and target, the stated answer, embedding blocks). The layout is
 * the task family's read_raw hook (nlgraph-ops.h); this file holds the
 * pieces the layouts share. Lines are read
 * with a hand-written scanner: exactly the expected count of integers per
 * line, separated by blanks; anything else is an error reported as
 * FILE:LINE[:COL]: message, and the file yields no problem at all. */
#include "config.h"
#include "nlgraph-ops.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

cJSON *nlgraph_ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory");
	return j;
}

struct problem *nlgraph_raw_problem(struct nlgraph_raw *c, long index, struct graph *g)
{
	const struct task *t = c->t;
	struct problem *p = problem_new();

	p->id = xasprintf("nlgraph/%s/%s/%s/%ld", t->name, c->difficulty, c->set, index);
	p->benchmark = xstrdup("nlgraph");
	p->task_name = xstrdup(t->name);
	p->task = t;
	p->difficulty = xstrdup(c->difficulty);
	p->set = xstrdup(c->set);
	p->index = index;
	graph_finish(g);
	p->graph = g;
	p->query = nlgraph_ck(cJSON_CreateObject());
	return p;
}

int nlgraph_raw_query(struct nlgraph_raw *c, long n, int64_t *st, const char *what, long ord,
		      long total)
{
	if (rawscan_ints(&c->s, 2, st, what, ord, total) != 0 ||
	    rawscan_range(&c->s, st[0], 0, 0, n - 1, "node") != 0 ||
	    rawscan_range(&c->s, st[1], 1, 0, n - 1, "node") != 0)
		return -1;
	return 0;
}

/* The layouts of most tasks give one problem each. They read the header
 * and edges into g and may set query and gold on p. */
long nlgraph_raw_one(struct nlgraph_raw *c, struct graph *g, cJSON *query, cJSON *gold)
{
	struct problem *p = nlgraph_raw_problem(c, c->pos->first, g);

	if (query) {
		cJSON_Delete(p->query);
		p->query = query;
	}
	p->gold_answer = gold;
	problemset_add(c->out, p);
	return 1;
}

/* cycle, topology, hamilton: "n m", m edges. */
struct graph *nlgraph_raw_plain(struct nlgraph_raw *c)
{
	int64_t h[2];
	struct graph *g;

	if (rawscan_header(&c->s, 2, h, "header 'n m'") != 0)
		return NULL;
	g = graph_new((int)h[0], c->t->directed, c->t->attr);
	if (rawscan_plain_edges(&c->s, g, (long)h[1]) != 0 ||
	    rawscan_end(&c->s, h[1] ? "last edge" : "header") != 0) {
		graph_free(g);
		return NULL;
	}
	return g;
}

/* shortest_path and flow: "n m", m lines "u v w", "s t". */
struct graph *nlgraph_raw_weighted(struct nlgraph_raw *c, int64_t *st)
{
	int64_t h[2];
	struct graph *g;

	if (rawscan_header(&c->s, 2, h, "header 'n m'") != 0)
		return NULL;
	g = graph_new((int)h[0], c->t->directed, c->t->attr);
	if (rawscan_edges(&c->s, g, (long)h[1],
			  &(struct edge_spec){ 0, h[0] - 1, 0, h[0] - 1, "node", "node" }) != 0 ||
	    nlgraph_raw_query(c, (long)h[0], st, "source and target line", 0, 0) != 0) {
		graph_free(g);
		return NULL;
	}
	return g;
}

cJSON *nlgraph_st_query(const int64_t *st)
{
	cJSON *query = nlgraph_ck(cJSON_CreateObject());

	nlgraph_ck(cJSON_AddNumberToObject(query, "source", (double)st[0]));
	nlgraph_ck(cJSON_AddNumberToObject(query, "target", (double)st[1]));
	return query;
}

long nlgraph_parse_raw_at(const struct task *t, const char *file, const char *text, size_t len,
			  const char *difficulty, const char *set, const struct nlgraph_pos *pos,
			  struct problemset *out, struct diags *d)
{
	struct nlgraph_raw c = { { file, text, text + len, 0, { 0 }, d, text }, t, difficulty, set,
				 pos, out };
	const struct nlgraph_ops *ops = nlgraph_ops_for(t->kind);

	if (!ops || !ops->read_raw) {
		diag_error(d, file, 0, 0, "task %s has no NLGraph raw layout", t->name);
		return -1;
	}
	return ops->read_raw(&c);
}

int nlgraph_parse_raw(const struct task *t, const char *file, const char *text,
		      const char *difficulty, const char *set, long graph_index,
		      struct problemset *out, struct diags *d)
{
	struct nlgraph_pos pos = { graph_index, graph_index, 0 };
	long r = nlgraph_parse_raw_at(t, file, text, strlen(text), difficulty, set, &pos, out, d);

	return r < 0 ? -1 : 0;
}
