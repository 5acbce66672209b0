/* hetero-quest.c - the questions of a heterogeneous graph file as
 * problems: query, question text and gold answer (see hetero.h). A
 * question may carry its own "answer" (ids and names as in the file); for
 * the four structural tasks it is optional and the solver fills it. */
#include "config.h"
#include "hetero.h"
#include "gracore-qa.h"
#include "solve.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static const cJSON *get(const cJSON *o, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(o, k);
}

static const char *str(const cJSON *o, const char *k)
{
	const cJSON *j = get(o, k);
	return cJSON_IsString(j) ? j->valuestring : NULL;
}

/* The graph as text: types, nodes (with labels except hide's), edges. */
static void describe(struct strbuf *sb, const struct hetero *h, int hide)
{
	sb_printf(sb, "This is a heterogeneous %s graph \"%s\" with node types", h->directed ?
		  "directed" : "undirected", h->name);
	for (int t = 0; t < h->ntypes; t++)
		sb_printf(sb, "%s %s", t ? "," : "", h->types[t]);
	sb_puts(sb, " and relations");
	for (int r = 0; r < h->nrel; r++)
		sb_printf(sb, "%s %s (%s -> %s)", r ? "," : "", h->rels[r],
			  h->rel_src[r] >= 0 ? h->types[h->rel_src[r]] : "any",
			  h->rel_dst[r] >= 0 ? h->types[h->rel_dst[r]] : "any");
	sb_puts(sb, ".\nNodes:\n");
	for (int v = 0; v < h->n; v++) {
		sb_printf(sb, "%s [%s]", h->ids[v], h->types[h->type[v]]);
		if (h->names[v])
			sb_printf(sb, " %s", h->names[v]);
		if (h->texts[v])
			sb_printf(sb, ": %s", h->texts[v]);
		if (h->label[v] >= 0 && v != hide)
			sb_printf(sb, " (label: %s)", h->labels[h->label[v]]);
		sb_putc(sb, '\n');
	}
	sb_puts(sb, "Edges:\n");
	for (size_t e = 0; e < h->m; e++)
		sb_printf(sb, "%s %s %s\n", h->ids[h->eu[e]], h->rels[h->erel[e]], h->ids[h->ev[e]]);
}

struct qctx {
	const char *file;
	const struct hetero *h;
	long k;
	struct diags *d;
	bool bad;
};

static int node_arg(struct qctx *c, const cJSON *q, const char *key, bool required)
{
	const char *id = str(q, key);
	int v = id ? hetero_node(c->h, id) : -1;

	if (!id && !required)
		return -1;
	if (v < 0) {
		diag_error(c->d, c->file, 0, 0, "questions[%ld]: %s \"%s\" is not a node", c->k, key,
			   id ? id : "(missing)");
		c->bad = true;
	}
	return v;
}

static const char *rel_arg(struct qctx *c, const cJSON *q, const char *key, bool type)
{
	const char *s = str(q, key);

	if (s && (type ? hetero_type(c->h, s) : hetero_relation(c->h, s)) < 0) {
		diag_error(c->d, c->file, 0, 0, "questions[%ld]: unknown %s \"%s\"", c->k,
			   type ? "node type" : "relation", s);
		c->bad = true;
	}
	return s;
}

/* One question being built: its record, the query and sentence it
 * fills, and the node whose label the graph's description hides (-1:
 * none). Each task's builder returns 0, or -1 with c->bad set. */
struct question {
	struct qctx *c;
	const cJSON *q;
	cJSON *query;
	struct strbuf *sb;
	enum task_kind kind;
	int hide;
};

static int ask_neighbours(struct question *b)
{
	const struct hetero *h = b->c->h;
	int v = node_arg(b->c, b->q, "node", true);
	const char *rel = rel_arg(b->c, b->q, "relation", false);
	const char *ty = rel_arg(b->c, b->q, "node_type", true);

	if (b->c->bad)
		return -1;
	cJSON_AddNumberToObject(b->query, "node", v);
	if (rel)
		cJSON_AddStringToObject(b->query, "relation", rel);
	if (ty)
		cJSON_AddStringToObject(b->query, "node_type", ty);
	sb_printf(b->sb, "Which %s%snodes are linked to %s%s%s? List their ids.", ty ? ty : "",
		  ty ? " " : "", h->ids[v], rel ? " by " : "", rel ? rel : "");
	return 0;
}

/* A question about two nodes: their relationship, or a missing link. */
static int ask_pair(struct question *b)
{
	const struct hetero *h = b->c->h;
	int u = node_arg(b->c, b->q, "source", true);
	int v = node_arg(b->c, b->q, "target", true);
	const char *rel = b->kind == TASK_LINK_PRED ? rel_arg(b->c, b->q, "relation", false) : NULL;

	if (b->c->bad)
		return -1;
	cJSON_AddNumberToObject(b->query, "source", u);
	cJSON_AddNumberToObject(b->query, "target", v);
	if (rel)
		cJSON_AddStringToObject(b->query, "relation", rel);
	if (b->kind == TASK_RELATIONSHIP)
		sb_printf(b->sb, "What is the relationship between %s and %s?", h->ids[u], h->ids[v]);
	else
		sb_printf(b->sb, "Is there likely a %s link between %s and %s that the list leaves "
			  "out? Answer yes or no.", rel ? rel : "", h->ids[u], h->ids[v]);
	return 0;
}

static int ask_relation_count(struct question *b)
{
	const struct hetero *h = b->c->h;
	int v = node_arg(b->c, b->q, "node", false);
	const char *rel = rel_arg(b->c, b->q, "relation", false);

	if (b->c->bad)
		return -1;
	if (v >= 0)
		cJSON_AddNumberToObject(b->query, "node", v);
	if (rel)
		cJSON_AddStringToObject(b->query, "relation", rel);
	if (v >= 0)
		sb_printf(b->sb, "How many %s%srelations does %s have?", rel ? rel : "",
			  rel ? " " : "", h->ids[v]);
	else if (rel)
		sb_printf(b->sb, "How many %s relations are there in the graph?", rel);
	else
		sb_puts(b->sb, "How many different relation types does the graph use?");
	return 0;
}

/* The subgraph among the listed nodes. */
static int ask_subgraph_nodes(struct question *b, const cJSON *ns)
{
	const struct hetero *h = b->c->h;
	cJSON *a = gcqa_check(cJSON_AddArrayToObject(b->query, "nodes"));
	const cJSON *it;

	sb_puts(b->sb, "List the edges (source, relation, target) among the nodes");
	cJSON_ArrayForEach(it, ns) {
		int w = cJSON_IsString(it) ? hetero_node(h, it->valuestring) : -1;
		if (w < 0) {
			diag_error(b->c->d, b->c->file, 0, 0, "questions[%ld]: nodes must be node ids",
				   b->c->k);
			b->c->bad = true;
			return -1;
		}
		cJSON_AddItemToArray(a, gcqa_check(cJSON_CreateNumber(w)));
		sb_printf(b->sb, "%s %s", it != ns->child ? "," : "", h->ids[w]);
	}
	sb_putc(b->sb, '.');
	return 0;
}

/* The subgraph of listed nodes, or within some hops of one node. */
static int ask_subgraph(struct question *b)
{
	const cJSON *ns = get(b->q, "nodes"), *hj = get(b->q, "hops");
	int hops = cJSON_IsNumber(hj) ? hj->valueint : 1, v;

	if (cJSON_IsArray(ns))
		return ask_subgraph_nodes(b, ns);
	v = node_arg(b->c, b->q, "node", true);
	if (b->c->bad || hops < 0 || hops > 16) {
		if (!b->c->bad)
			diag_error(b->c->d, b->c->file, 0, 0, "questions[%ld]: hops must be 0..16",
				   b->c->k);
		b->c->bad = true;
		return -1;
	}
	cJSON_AddNumberToObject(b->query, "node", v);
	cJSON_AddNumberToObject(b->query, "hops", hops);
	sb_printf(b->sb, "List the nodes within %d hop%s of %s and the edges (source, "
		  "relation, target) among them.", hops, hops == 1 ? "" : "s", b->c->h->ids[v]);
	return 0;
}

/* A labelled node's label, hidden from the graph's description. */
static int ask_node_class(struct question *b)
{
	const struct hetero *h = b->c->h;
	int v = node_arg(b->c, b->q, "node", true);

	if (b->c->bad)
		return -1;
	if (h->label[v] < 0) {
		diag_error(b->c->d, b->c->file, 0, 0, "questions[%ld]: node %s has no label",
			   b->c->k, h->ids[v]);
		b->c->bad = true;
		return -1;
	}
	cJSON_AddNumberToObject(b->query, "node", v);
	sb_printf(b->sb, "Which label (");
	for (int l = 0; l < h->nlabels; l++)
		sb_printf(b->sb, "%s%s", l ? ", " : "", h->labels[l]);
	sb_printf(b->sb, ") does %s have?", h->ids[v]);
	b->hide = v;
	return 0;
}

static const struct {
	enum task_kind kind;
	int (*ask)(struct question *b);
} askers[] = {
	{ TASK_NEIGHBOURS, ask_neighbours },
	{ TASK_RELATIONSHIP, ask_pair },
	{ TASK_RELATION_COUNT, ask_relation_count },
	{ TASK_SUBGRAPH, ask_subgraph },
	{ TASK_NODE_CLASS, ask_node_class },
	{ TASK_LINK_PRED, ask_pair },
};

/* Build query and question sentence; returns the task kind or -1. */
static int build_query(struct qctx *c, const cJSON *q, cJSON *query, struct strbuf *sb, int *hide)
{
	const struct task *t = task_find(str(q, "task"));
	struct question b = { c, q, query, sb, t ? t->kind : TASK_NEIGHBOURS, -1 };

	*hide = -1;
	for (size_t i = 0; t && i < ARRAY_SIZE(askers); i++)
		if (askers[i].kind == t->kind) {
			if (askers[i].ask(&b) != 0)
				return -1;
			*hide = b.hide;
			return (int)t->kind;
		}
	diag_error(c->d, c->file, 0, 0, "questions[%ld]: unknown heterogeneous task \"%s\"", c->k,
		   str(q, "task") ? str(q, "task") : "(missing)");
	c->bad = true;
	return -1;
}

/* The file's own answer, as gold.answer; NULL when it has none. */
static cJSON *file_gold(struct qctx *c, int kind, const cJSON *a, const struct problem *p)
{
	const struct hetero *h = c->h;
	cJSON *g;
	const cJSON *it;

	if (kind == TASK_NODE_CLASS) {
		long v;
		problem_query_int(p, "node", &v);
		g = gcqa_check(cJSON_CreateObject());
		cJSON_AddStringToObject(g, "label", h->labels[h->label[v]]);
		return g;
	}
	if (!a)
		return NULL;
	g = gcqa_check(cJSON_CreateObject());
	switch (kind) {
	case TASK_LINK_PRED:
		if (!cJSON_IsBool(a))
			goto bad;
		cJSON_AddBoolToObject(g, "link", cJSON_IsTrue(a));
		return g;
	case TASK_RELATION_COUNT:
		if (!cJSON_IsNumber(a))
			goto bad;
		cJSON_AddNumberToObject(g, "count", a->valuedouble);
		return g;
	case TASK_RELATIONSHIP: {
		cJSON *rs = gcqa_check(cJSON_AddArrayToObject(g, "relations"));
		if (cJSON_IsString(a) && strcmp(a->valuestring, "none") != 0) {
			if (hetero_relation(h, a->valuestring) < 0)
				goto bad;
			cJSON_AddItemToArray(rs, gcqa_check(cJSON_CreateString(a->valuestring)));
		} else if (!cJSON_IsString(a)) {
			goto bad;
		}
		cJSON_AddStringToObject(g, "relation", a->valuestring);
		return g;
	}
	case TASK_NEIGHBOURS: {
		cJSON *ns = gcqa_check(cJSON_AddArrayToObject(g, "neighbours"));
		cJSON_ArrayForEach(it, a) {
			int v = cJSON_IsString(it) ? hetero_node(h, it->valuestring) : -1;
			if (v < 0)
				goto bad;
			cJSON_AddItemToArray(ns, gcqa_check(cJSON_CreateNumber(v)));
		}
		if (!cJSON_IsArray(a))
			goto bad;
		return g;
	}
	default: /* TASK_SUBGRAPH: a list of [source, relation, target] */
		if (!cJSON_IsArray(a))
			goto bad;
		{
			cJSON *es = gcqa_check(cJSON_CreateArray());
			cJSON_AddItemToObject(g, "edges", es);
			cJSON_ArrayForEach(it, a) {
				int u = hetero_node(h, cJSON_GetStringValue(cJSON_GetArrayItem(it, 0)));
				int r = hetero_relation(h, cJSON_GetStringValue(cJSON_GetArrayItem(it, 1)));
				int v = hetero_node(h, cJSON_GetStringValue(cJSON_GetArrayItem(it, 2)));
				cJSON *t;
				if (u < 0 || r < 0 || v < 0)
					goto bad;
				t = gcqa_check(cJSON_CreateArray());
				cJSON_AddItemToArray(t, gcqa_check(cJSON_CreateNumber(u)));
				cJSON_AddItemToArray(t, gcqa_check(cJSON_CreateString(h->rels[r])));
				cJSON_AddItemToArray(t, gcqa_check(cJSON_CreateNumber(v)));
				cJSON_AddItemToArray(es, t);
			}
		}
		return g;
	}
bad:
	diag_error(c->d, c->file, 0, 0, "questions[%ld]: cannot read \"answer\"", c->k);
	c->bad = true;
	cJSON_Delete(g);
	return NULL;
}

static struct graph *plain_graph(const struct hetero *h)
{
	struct graph *g = graph_new(h->n, h->directed, ATTR_NONE);

	for (size_t e = 0; e < h->m; e++)
		graph_add_edge(g, h->eu[e], h->ev[e], 0);
	graph_finish(g);
	return g;
}

/* bad: 0 any bad question fails the file (nothing added), 1 a bad question
 * is skipped (its errors demoted, counted in *skipped), 2 the first bad
 * question stops (nothing added). */
int hetero_questions(const char *file, const struct hetero *h, const cJSON *qs,
		     cJSON *hjson, int bad, size_t *skipped, struct problemset *ps,
		     struct diags *d);

int hetero_questions(const char *file, const struct hetero *h, const cJSON *qs,
		     cJSON *hjson, int bad, size_t *skipped, struct problemset *ps,
		     struct diags *d)
{
	struct qctx c = { file, h, 0, d, false };
	struct problemset tmp;
	const cJSON *q;
	size_t ndiag = d->n;

	if (!cJSON_IsArray(qs) || !cJSON_GetArraySize(qs)) {
		diag_error(d, file, 0, 0, "\"questions\" must be a non-empty list");
		return EXIT_DATAERR;
	}
	problemset_init(&tmp);
	cJSON_ArrayForEach(q, qs) {
		struct problem *p;
		struct strbuf sb;
		int kind, hide;
		char *err = NULL;

		if (bad == 2 && c.bad)
			break;
		if (bad == 1) {
			if (c.bad) {
				diags_demote(d, ndiag);
				(*skipped)++;
			}
			c.bad = false;
			ndiag = d->n;
		}
		p = problem_new();
		sb_init(&sb);
		p->query = gcqa_check(cJSON_CreateObject());
		kind = build_query(&c, q, p->query, &sb, &hide);
		if (kind < 0) {
			sb_free(&sb);
			problem_free(p);
			c.k++;
			continue;
		}
		p->task = task_by_kind((enum task_kind)kind);
		p->task_name = xstrdup(p->task->name);
		p->benchmark = xstrdup("gracore");
		p->difficulty = xstrdup(h->name);
		p->set = xstrdup("hetero");
		p->index = c.k;
		p->id = xasprintf("gracore/%s/%s/hetero/%ld", p->task->name, h->name, c.k);
		p->category = xasprintf("hetero/%s", h->name);
		p->graph = plain_graph(h);
		p->extra = gcqa_check(cJSON_CreateObject());
		cJSON_AddItemToObject(p->extra, "hetero", gcqa_check(cJSON_Duplicate(hjson, 1)));
		{
			struct strbuf qt;
			sb_init(&qt);
			describe(&qt, h, hide);
			sb_puts(&qt, sb.data);
			p->question = sb_take(&qt);
		}
		sb_free(&sb);
		p->gold_answer = file_gold(&c, kind, get(q, "answer"), p);
		if (!p->gold_answer && !c.bad && kind == TASK_LINK_PRED) {
			diag_error(d, file, 0, 0, "questions[%ld]: link_prediction needs \"answer\"",
				   c.k);
			c.bad = true;
		}
		if (!p->gold_answer && !c.bad && solve_problem(p, &p->gold_answer, NULL, &err) != 0) {
			diag_error(d, file, 0, 0, "questions[%ld]: %s", c.k, err);
			free(err);
			c.bad = true;
		}
		if (bad == 1 && c.bad)
			problem_free(p);
		else
			problemset_add(&tmp, p);
		c.k++;
	}
	if (bad == 1) {
		if (c.bad) {
			diags_demote(d, ndiag);
			(*skipped)++;
		}
		c.bad = !tmp.n;
		if (c.bad)
			diag_error(d, file, 0, 0, "no question could be read");
	}
	if (!c.bad)
		for (size_t i = 0; i < tmp.n; i++) {
			problemset_add(ps, tmp.v[i]);
			tmp.v[i] = NULL;
		}
	tmp.n = c.bad ? tmp.n : 0;
	problemset_free(&tmp);
	return c.bad ? EXIT_DATAERR : EXIT_OK;
}
