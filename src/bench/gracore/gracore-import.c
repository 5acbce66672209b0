/* gracore-import.c - GraCoRe's graph types, and turning the records of one
 * file into problems (see gracore-import.h; gracore-walk.c walks the
 * folders). */
#include "config.h"
#include "gracore-import.h"
#include "gracore-qa.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* paper: the paper's task set (Table 10) takes this type's structure
 * questions */
static const struct gc_type {
	const char *folder, *slug;
	enum task_kind special;
	bool paper;
} types[] = {
	{ "Bipartite Graph", "bipartite", TASK_BIPARTITE, true },
	{ "Eulerian Graph", "eulerian", TASK_EULER, false },
	{ "Graph Coloring", "coloring", TASK_COLORING, false },
	{ "Graph Traversal Graph", "traversal", TASK_BFS_ORDER, true },
	{ "Hamiltonian Graph", "hamiltonian", TASK_HAMILTON_CYCLE, false },
	{ "Max Flow Graph", "max_flow", TASK_FLOW, false },
	{ "Shortest Path Graph", "shortest_path", TASK_SHORTEST_PATH, true },
	{ "TSP Graph", "tsp", TASK_TSP, false },
	{ "Tree Structure Graph", "tree", TASK_TREE, true },
};
#define NTYPES ARRAY_SIZE(types)

static const struct gc_type *type_find(const char *folder)
{
	for (size_t i = 0; i < NTYPES; i++)
		if (!strcmp(types[i].folder, folder))
			return &types[i];
	return NULL;
}

const char *gracore_type_slug(const char *folder)
{
	const struct gc_type *t = type_find(folder);
	return t ? t->slug : NULL;
}

int gracore_parse_sets(const char *arg, struct gracore_opts *o)
{
	const char *p = arg;

	o->all = o->random_order = false;
	while (*p) {
		size_t n = strcspn(p, ",");
		if (token_is(p, n, "paper"))
			o->all = false;
		else if (token_is(p, n, "all"))
			o->all = true;
		else if (token_is(p, n, "random-order"))
			o->random_order = true;
		else
			return -1;
		p += n + (p[n] == ',');
	}
	return 0;
}

char *gracore_root(const char *dir)
{
	static const char *const tries[] = { "Pure Graph", "Data/Pure Graph", "" };

	for (size_t i = 0; i < ARRAY_SIZE(tries); i++) {
		char *p = *tries[i] ? xasprintf("%s/%s", dir, tries[i]) : xstrdup(dir);
		for (size_t t = 0; is_dir(p) && t < NTYPES; t++) {
			char *sub = xasprintf("%s/%s", p, types[t].folder);
			bool ok = is_dir(sub);
			free(sub);
			if (ok)
				return p;
		}
		free(p);
	}
	return NULL;
}

/* ---- one record ------------------------------------------------------- */

static const cJSON *get(const cJSON *o, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(o, k);
}

/* An edge's weight from "attributes": a number, an object with weight or
 * capacity, or missing/null (1). */
static bool edge_weight(const cJSON *attr, int64_t *w)
{
	if (!attr || cJSON_IsNull(attr)) {
		*w = 1;
		return true;
	}
	if (cJSON_IsObject(attr)) {
		const cJSON *x = get(attr, "weight");
		attr = x ? x : get(attr, "capacity");
	}
	if (!cJSON_IsNumber(attr) || attr->valuedouble != floor(attr->valuedouble) ||
	    fabs(attr->valuedouble) > 9e15)
		return false;
	*w = (int64_t)ll_of(attr->valuedouble);
	return true;
}

static bool int_in(const cJSON *j, long lo, long hi, long *out)
{
	if (!cJSON_IsNumber(j) || j->valuedouble != floor(j->valuedouble) || j->valuedouble < lo ||
	    j->valuedouble > hi)
		return false;
	*out = (long)ll_of(j->valuedouble);
	return true;
}

struct rctx {
	const char *name;	/* file name for messages */
	const char *rel;	/* "<Type>/graph_<N>.json", for extra.file */
	const struct gc_type *type;
	const struct gracore_opts *o;
	long bucket, index;
	struct diags *d;
};

static struct graph *record_graph(const struct rctx *c, const cJSON *r)
{
	const cJSON *nodes = get(r, "nodes"), *e;
	long n, i = 0, u, v;
	struct graph *g;
	unsigned char *seen;

	if (!cJSON_IsArray(nodes)) {
		diag_error(c->d, c->name, 0, 0, "record %ld: \"nodes\" must be a list", c->index);
		return NULL;
	}
	n = cJSON_GetArraySize(nodes);
	if (n > GRACORE_MAX_NODES) {
		diag_error(c->d, c->name, 0, 0, "record %ld: %ld nodes (at most %d)", c->index, n,
			   GRACORE_MAX_NODES);
		return NULL;
	}
	/* any order (Hamiltonian records shuffle them), each of 0..n-1 once */
	seen = xcalloc((size_t)n + 1, 1);
	cJSON_ArrayForEach(e, nodes) {
		if (!int_in(e, 0, n - 1, &u) || seen[u]) {
			diag_error(c->d, c->name, 0, 0,
				   "record %ld: nodes[%ld] %s (nodes must be a permutation of 0..%ld)",
				   c->index, i, int_in(e, 0, n - 1, &u) ? "repeats a node" :
				   "is not an integer in 0..n-1", n - 1);
			free(seen);
			return NULL;
		}
		seen[u] = 1;
		i++;
	}
	free(seen);
	if (!cJSON_IsArray(get(r, "edges"))) {
		diag_error(c->d, c->name, 0, 0, "record %ld: \"edges\" must be a list", c->index);
		return NULL;
	}
	g = graph_new((int)n, cJSON_IsTrue(get(r, "is_directed")),
		      task_by_kind(c->type->special)->attr == ATTR_CAPACITY ? ATTR_CAPACITY
									   : ATTR_WEIGHT);
	i = 0;
	cJSON_ArrayForEach(e, get(r, "edges")) {
		int64_t w;
		if (!int_in(get(e, "source"), 0, n - 1, &u) || !int_in(get(e, "target"), 0, n - 1, &v) ||
		    !edge_weight(get(e, "attributes"), &w)) {
			diag_error(c->d, c->name, 0, 0,
				   "record %ld: edges[%ld] needs source and target in 0..%ld and an "
				   "integer weight in attributes", c->index, i, n - 1);
			graph_free(g);
			return NULL;
		}
		graph_add_edge(g, (int)u, (int)v, w);
		i++;
	}
	graph_finish(g);
	return g;
}

static char *answer_text(const cJSON *a)
{
	char *s;

	if (cJSON_IsString(a))
		return xstrdup(a->valuestring);
	if (!a)
		return NULL;
	s = cJSON_PrintUnformatted(a);
	if (!s)
		gravel_fatal("out of memory");
	{
		char *dup = xstrdup(s);
		cJSON_free(s);
		return dup;
	}
}

/* The record's problems wait here until the whole record has been read. */
struct pending {
	struct problem *v[8];
	size_t n;
};

static void add_problem(const struct rctx *c, const cJSON *r, const struct graph *g,
			enum task_kind kind, const cJSON *qa, cJSON *query, cJSON *gold,
			cJSON *extra, struct pending *ps)
{
	struct problem *p = problem_new();
	const cJSON *desc = get(r, c->o->random_order ? "random_graph_description" :
				"graph_description"), *q = get(qa, "Q");
	const cJSON *keep[] = { get(r, "diameter"), get(r, "radius") };
	static const char *const keep_names[] = { "diameter", "radius" };

	p->task = task_by_kind(kind);
	p->task_name = xstrdup(p->task->name);
	p->benchmark = xstrdup("gracore");
	p->difficulty = xasprintf("n%ld", c->bucket);
	p->set = c->o->random_order ? xasprintf("%s-random", c->type->slug) :
				      xstrdup(c->type->slug);
	p->index = c->index;
	p->id = xasprintf("gracore/%s/%s/%s/%ld", p->task->name, p->difficulty, p->set, c->index);
	p->category = xasprintf("pure/%s", c->type->slug);
	p->graph = graph_clone(g);
	if (p->task->attr != ATTR_CAPACITY && p->graph->attr == ATTR_CAPACITY)
		p->graph->attr = ATTR_WEIGHT;
	p->query = query ? query : gcqa_check(cJSON_CreateObject());
	p->question = xasprintf("%s%s%s", cJSON_IsString(desc) ? desc->valuestring : "",
				cJSON_IsString(desc) && cJSON_IsString(q) ? "\n" : "",
				cJSON_IsString(q) ? q->valuestring : "");
	p->gold_text = answer_text(get(qa, "A"));
	p->gold_answer = gold;
	p->extra = extra ? extra : gcqa_check(cJSON_CreateObject());
	cJSON_AddStringToObject(p->extra, "file", c->rel);
	cJSON_AddNumberToObject(p->extra, "record", (double)c->index);
	cJSON_AddStringToObject(p->extra, "type", c->type->folder);
	if (c->o->random_order)
		cJSON_AddStringToObject(p->extra, "description", "random_graph_description");
	for (size_t k = 0; k < 2; k++)
		if (keep[k])
			cJSON_AddItemToObject(p->extra, keep_names[k],
					      gcqa_check(cJSON_Duplicate(keep[k], 1)));
	ps->v[ps->n++] = p;
}

/* The four structure questions: the record's key, the task, and the gold
 * answer's key and how the record states it. */
static const struct structure_q {
	const char *key;
	enum task_kind kind;
	const char *gold_key;
	enum { SQ_NUMBER, SQ_YES_NO, SQ_LIST } shape;
} sqs[] = {
	{ "node_number", TASK_NODE_COUNT, "nodes", SQ_NUMBER },
	{ "average_degree", TASK_AVG_DEGREE, "value", SQ_NUMBER },
	{ "is_connected", TASK_GRAPH_CONNECTIVITY, "connected", SQ_YES_NO },
	{ "similarity", TASK_TRIPLETS, "triplets", SQ_LIST },
};

static int structure_gold(const cJSON *sq, const struct structure_q *s, cJSON **gold)
{
	const cJSON *a = get(get(sq, s->key), "A");
	int yn;

	*gold = gcqa_check(cJSON_CreateObject());
	switch (s->shape) {
	case SQ_NUMBER:
		if (!cJSON_IsNumber(a))
			break;
		cJSON_AddNumberToObject(*gold, s->gold_key, a->valuedouble);
		return 0;
	case SQ_YES_NO:
		yn = cJSON_IsBool(a) ? cJSON_IsTrue(a) : gcqa_yes_no(cJSON_IsString(a) ? a->valuestring : NULL);
		if (yn < 0)
			break;
		cJSON_AddBoolToObject(*gold, s->gold_key, yn);
		return 0;
	case SQ_LIST:
		if (!cJSON_IsArray(a))
			break;
		cJSON_AddItemToObject(*gold, s->gold_key, gcqa_check(cJSON_Duplicate(a, 1)));
		return 0;
	}
	cJSON_Delete(*gold);
	*gold = NULL;
	return -1;
}

/* Read one record into pend. 0, or -1 with the error in d (pend then
 * holds what was read before it; the caller frees it). */
static int parse_record(const struct rctx *c, const cJSON *r, struct pending *pend)
{
	const cJSON *qa = get(r, "QA"), *sql = get(qa, "structure_qa"), *sp, *sq, *desc, *q;
	struct graph *g;
	cJSON *gold, *query, *extra;
	char *err = NULL;
	int rc = 0;

	if (!cJSON_IsObject(r) || !cJSON_IsObject(qa)) {
		diag_error(c->d, c->name, 0, 0, "record %ld: not an object with \"QA\"", c->index);
		return -1;
	}
	desc = get(r, c->o->random_order ? "random_graph_description" : "graph_description");
	if (c->o->random_order && !cJSON_IsString(desc)) {
		diag_error(c->d, c->name, 0, 0, "record %ld: no random_graph_description",
			   c->index);
		return -1;
	}
	sp = get(qa, "specail_qa");
	if (!sp)
		sp = get(qa, "special_qa");
	if (!cJSON_IsObject(sp)) {
		diag_error(c->d, c->name, 0, 0, "record %ld: no special question (specail_qa)",
			   c->index);
		return -1;
	}
	/* structure_qa is a one-element list in the released files; accept the
	 * object itself too */
	sq = cJSON_IsArray(sql) ? cJSON_GetArrayItem(sql, 0) : sql;
	if (!(g = record_graph(c, r)))
		return -1;
	for (size_t k = 0; (c->o->all || c->type->paper) && k < ARRAY_SIZE(sqs); k++) {
		if (!get(sq, sqs[k].key))
			continue;
		if (structure_gold(sq, &sqs[k], &gold) != 0) {
			diag_error(c->d, c->name, 0, 0, "record %ld: cannot read the answer of %s",
				   c->index, sqs[k].key);
			rc = -1;
			goto out;
		}
		add_problem(c, r, g, sqs[k].kind, get(sq, sqs[k].key), NULL, gold, NULL, pend);
	}
	q = get(sp, "Q");
	query = gcqa_check(cJSON_CreateObject());
	extra = gcqa_check(cJSON_CreateObject());
	if (gcqa_special(c->type->special, cJSON_IsString(q) ? q->valuestring : "", get(sp, "A"),
			 get(r, "hamiltonian_cycle"), query, &gold, &extra, &err) != 0) {
		diag_error(c->d, c->name, 0, 0, "record %ld: special question: %s", c->index, err);
		free(err);
		cJSON_Delete(query);
		cJSON_Delete(extra);
		rc = -1;
	} else {
		add_problem(c, r, g, c->type->special, sp, query, gold, extra, pend);
	}
out:
	graph_free(g);
	return rc;
}

long gracore_parse_file(const char *name, const char *folder, long n_bucket, const char *buf,
			size_t len, const struct gracore_opts *o, struct problemset *ps,
			struct diags *d, struct gracore_count *cnt)
{
	static const struct gracore_opts defaults;
	struct gracore_count dummy = { 0, 0, 0 };
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
	const char *rel = strstr(name, folder);
	struct rctx c = { name, rel ? rel : name, type_find(folder), o ? o : &defaults, n_bucket,
			  0, d };
	const cJSON *r;
	long added = 0;

	if (!cnt)
		cnt = &dummy;
	if (!c.type) {
		diag_error(d, name, 0, 0, "unknown GraCoRe graph type \"%s\"", folder);
		cJSON_Delete(root);
		cnt->files_skipped++;
		return -1;
	}
	if (!root) {
		long line = 1, col = 1;
		for (const char *p = buf; end && p < end; p++, col++)
			if (*p == '\n')
				line++, col = 0;
		diag_error(d, name, line, col, "invalid JSON");
		cnt->files_skipped++;
		return -1;
	}
	if (!cJSON_IsArray(root)) {
		diag_error(d, name, 1, 1, "expected a JSON array of records");
		cJSON_Delete(root);
		cnt->files_skipped++;
		return -1;
	}
	cJSON_ArrayForEach(r, root) {
		struct pending pend = { { NULL }, 0 };
		cnt->records++;
		if (parse_record(&c, r, &pend) != 0) {
			for (size_t i = 0; i < pend.n; i++)
				problem_free(pend.v[i]);
			cnt->skipped++;
			if (c.o->strict) {
				cJSON_Delete(root);
				return -1;
			}
		} else {
			for (size_t i = 0; i < pend.n; i++)
				problemset_add(ps, pend.v[i]);
			added += (long)pend.n;
		}
		c.index++;
	}
	cJSON_Delete(root);
	return added;
}
