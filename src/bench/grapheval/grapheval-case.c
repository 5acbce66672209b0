/* grapheval-case.c - one GraphEval2000 test case -> one problem (see
 * grapheval-import.h for the mapping, lc-tasks.h for array inputs). */
#include "config.h"
#include "grapheval-case.h"
#include "util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define GE_MAX_NODE 1000000L

static const struct {
	const char *task;
	enum ge_form form;
} forms[] = {
	{ "lc797", GE_ADJ }, { "lc802", GE_ADJ }, { "lc2360", GE_FUNC }, { "lc2374", GE_FUNC },
	{ "lc2876", GE_FUNC }, { "lc2246", GE_PARENT }, { "lc2328", GE_GRID }, { "lc3017", GE_LINE },
};

static const char *const size_keys[] = { "n", "n_list", "numCourse", "numNodes" };

static enum ge_form form_of(const struct task *t)
{
	for (size_t i = 0; i < ARRAY_SIZE(forms); i++)
		if (!strcmp(forms[i].task, t->name))
			return forms[i].form;
	return GE_EDGES;
}

enum ge_form ge_task_form(const struct task *t)
{
	return form_of(t);
}

static bool int_of(const cJSON *v, long lo, long hi, long *out)
{
	if (!cJSON_IsNumber(v) || !whole_ll(v->valuedouble) || v->valuedouble < lo ||
	    v->valuedouble > hi)
		return false;
	*out = (long)ll_of(v->valuedouble);
	return true;
}

struct edges {
	long *v;		/* u, v, w triples */
	size_t n, cap;
	long maxid;
};

static void edge_add(struct edges *e, long u, long v, long w)
{
	xgrow(&e->v, &e->cap, 3 * (e->n + 1), sizeof *e->v);
	e->v[3 * e->n] = u;
	e->v[3 * e->n + 1] = v;
	e->v[3 * e->n + 2] = w;
	e->n++;
	if (u > e->maxid)
		e->maxid = u;
	if (v > e->maxid)
		e->maxid = v;
}

/* lc2328 as a value grid (the sparse files): cell r*cols+c, a step from
 * each cell to every neighbour holding a larger value. */
static const char *read_matrix(const cJSON *gj, struct edges *e, long *nodes, cJSON *query)
{
	long rows = cJSON_GetArraySize(gj), cols = cJSON_GetArraySize(cJSON_GetArrayItem(gj, 0));
	long *val;
	const cJSON *row, *x;
	long r = 0;

	if (rows * cols > GE_MAX_NODE || rows * cols == 0)
		return "grid too large or empty";
	val = xmalloc((size_t)(rows * cols) * sizeof *val);
	cJSON_ArrayForEach(row, gj) {
		long c = 0;
		if (cJSON_GetArraySize(row) != cols) {
			free(val);
			return "grid rows differ in length";
		}
		cJSON_ArrayForEach(x, row) {
			if (!int_of(x, -GE_MAX_NODE * 1000, GE_MAX_NODE * 1000, &val[r * cols + c])) {
				free(val);
				return "grid cell is not an integer";
			}
			c++;
		}
		r++;
	}
	for (r = 0; r < rows; r++)
		for (long c = 0; c < cols; c++) {
			static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
			for (int k = 0; k < 4; k++) {
				long r2 = r + dr[k], c2 = c + dc[k];
				if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols &&
				    val[r2 * cols + c2] > val[r * cols + c])
					edge_add(e, r * cols + c, r2 * cols + c2, 0);
			}
		}
	free(val);
	cJSON_AddNumberToObject(query, "rows", (double)rows);
	cJSON_AddNumberToObject(query, "cols", (double)cols);
	cJSON_AddItemToObject(query, "grid", cJSON_Duplicate(gj, true));
	*nodes = rows * cols;
	return NULL;
}

/* Read the case's graph input into e; *nodes gets a count the input
 * implies (array length), -1 if none. Returns NULL or an error message. */
static const char *read_graph(enum ge_form form, const cJSON *gj, struct edges *e, long *nodes,
			      cJSON *query, bool *weighted)
{
	const cJSON *it;
	long i = 0;

	*nodes = -1;
	if (!cJSON_IsArray(gj))
		return "\"graphs\" entry is not a list";
	if (form == GE_ADJ || form == GE_FUNC || form == GE_PARENT)
		*nodes = cJSON_GetArraySize(gj);
	if (form == GE_GRID && cJSON_IsNumber(cJSON_GetArrayItem(cJSON_GetArrayItem(gj, 0), 0)))
		return read_matrix(gj, e, nodes, query);
	if (form == GE_GRID) {
		long rows = 0, cols = 0;
		/* two passes: the grid's size, then cell r*cols+c */
		for (int pass = 0; pass < 2; pass++) {
			cJSON_ArrayForEach(it, gj) {
				long rc[4];
				for (int k = 0; k < 4; k++) {
					const cJSON *cell = cJSON_GetArrayItem(it, k / 2);
					if (!int_of(cJSON_GetArrayItem(cell, k % 2), 0, GE_MAX_NODE, &rc[k]))
						return "grid step is not [[r, c], [r, c]]";
				}
				if (pass == 0) {
					rows = rc[0] + 1 > rows ? rc[0] + 1 : rows;
					rows = rc[2] + 1 > rows ? rc[2] + 1 : rows;
					cols = rc[1] + 1 > cols ? rc[1] + 1 : cols;
					cols = rc[3] + 1 > cols ? rc[3] + 1 : cols;
				} else {
					edge_add(e, rc[0] * cols + rc[1], rc[2] * cols + rc[3], 0);
				}
			}
			if (rows * cols > GE_MAX_NODE)
				return "grid too large";
		}
		cJSON_AddNumberToObject(query, "rows", (double)rows);
		cJSON_AddNumberToObject(query, "cols", (double)cols);
		*nodes = rows * cols;
		return NULL;
	}
	cJSON_ArrayForEach(it, gj) {
		long u, v, w = 0;
		const cJSON *x;
		switch (form) {
		case GE_ADJ:
			if (!cJSON_IsArray(it))
				return "adjacency entry is not a list";
			cJSON_ArrayForEach(x, it) {
				if (!int_of(x, 0, GE_MAX_NODE, &v))
					return "adjacency entry is not a node";
				edge_add(e, i, v, 0);
			}
			break;
		case GE_FUNC:
		case GE_PARENT:
			if (!int_of(it, -1, GE_MAX_NODE, &v))
				return "array entry is not a node or -1";
			if (v >= 0)
				edge_add(e, form == GE_FUNC ? i : v, form == GE_FUNC ? v : i, 0);
			break;
		default:
			if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) < 2 ||
			    cJSON_GetArraySize(it) > 3 ||
			    !int_of(cJSON_GetArrayItem(it, 0), 0, GE_MAX_NODE, &u) ||
			    !int_of(cJSON_GetArrayItem(it, 1), 0, GE_MAX_NODE, &v))
				return "edge is not [u, v] or [u, v, w] with nodes 0 or more";
			if (cJSON_GetArraySize(it) == 3) {
				if (!int_of(cJSON_GetArrayItem(it, 2), -GE_MAX_NODE * 1000,
					    GE_MAX_NODE * 1000, &w))
					return "edge weight is not an integer";
				*weighted = true;
			}
			edge_add(e, u, v, w);
			break;
		}
		i++;
	}
	return NULL;
}

static long next_index(struct ge_ctx *c, const char *prefix)
{
	for (size_t i = 0; i < c->nkeys; i++)
		if (!strcmp(c->keys[i], prefix))
			return c->next[i]++;
	xgrow(&c->keys, &c->capkeys, c->nkeys + 1, sizeof *c->keys);
	xgrow(&c->next, &c->capnext, c->nkeys + 1, sizeof *c->next);
	c->keys[c->nkeys] = xstrdup(prefix);
	c->next[c->nkeys] = 1;
	c->nkeys++;
	return 0;
}

void ge_bad(struct ge_ctx *c, const char *file, long line, long col, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	diag_add(c->d, c->strict ? DIAG_ERROR : DIAG_WARNING, file, line, col, "%s", msg);
	free(msg);
	c->stop = c->strict;
}

void ge_ctx_free(struct ge_ctx *c)
{
	for (size_t i = 0; i < c->nkeys; i++)
		free(c->keys[i]);
	free(c->keys);
	free(c->next);
	c->keys = NULL;
	c->next = NULL;
	c->nkeys = c->capkeys = c->capnext = 0;
	free(c->why);
	c->why = NULL;
}

static const char *rec_str(const cJSON *rec, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(rec, key);
	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static cJSON *dup(const cJSON *v)
{
	cJSON *d = cJSON_Duplicate(v, true);
	if (!d)
		gravel_fatal("out of memory");
	return d;
}

static void add_str(cJSON *o, const char *key, const char *s)
{
	if (s)
		cJSON_AddStringToObject(o, key, s);
}

/* Case i's query: its size n (when the file has one; else *n is -1)
 * and every other column's value under its own name. NULL with *why. */
static cJSON *case_query(const cJSON *cols, const cJSON *size, long i, long *n, const char **why)
{
	cJSON *query = cJSON_CreateObject();
	const cJSON *col;

	*n = -1;
	if (size && !int_of(cJSON_GetArrayItem(size, (int)i), 0, GE_MAX_NODE, n)) {
		*why = "size is not a count";
		cJSON_Delete(query);
		return NULL;
	}
	if (*n >= 0)
		cJSON_AddNumberToObject(query, "n", (double)*n);
	/* per-problem inputs: every other column, under its own name */
	cJSON_ArrayForEach(col, cols) {
		const char *k = col->string;
		bool skip = !strcmp(k, "graphs") || !strcmp(k, "labels") || !strcmp(k, "label") ||
			    !strcmp(k, "complexity");
		for (size_t s = 0; s < ARRAY_SIZE(size_keys); s++)
			skip = skip || !strcmp(k, size_keys[s]);
		if (skip)
			continue;
		if (!cJSON_IsArray(col) || cJSON_GetArraySize(col) <= i) {
			*why = "a column is shorter than the labels";
			cJSON_Delete(query);
			return NULL;
		}
		cJSON_AddItemToObject(query, !strcmp(k, "query") ? "queries" : k,
				      dup(cJSON_GetArrayItem(col, (int)i)));
	}
	return query;
}

/* The case's graph as the task's form gives it */
struct case_graph {
	struct edges e;
	long nodes;
	bool weighted, directed;
};

/* Case i's graph into g: the houses of a line (GE_LINE), else the graphs
 * column's; nodes at least n and every edge's ends. NULL, or why not. */
static const char *case_graph(const struct ge_ctx *c, const cJSON *gj, long i, long n,
			      cJSON *query, struct case_graph *g)
{
	enum ge_form form = form_of(c->task);
	const char *why;

	if (form == GE_LINE) {
		long x = -1, y = -1;
		if (n < 1 || !int_of(cJSON_GetObjectItem(query, "x"), 1, n, &x) ||
		    !int_of(cJSON_GetObjectItem(query, "y"), 1, n, &y))
			return "n, x, y are not houses 1 <= x, y <= n";
		for (long h = 1; h < n; h++)
			edge_add(&g->e, h - 1, h, 0);
		if (x != y)
			edge_add(&g->e, x - 1, y - 1, 0);
		g->nodes = n;
	} else if ((why = read_graph(form, cJSON_GetArrayItem(gj, (int)i), &g->e, &g->nodes, query,
				     &g->weighted))) {
		return why;
	}
	if (g->nodes < n)
		g->nodes = n;
	if (g->nodes <= g->e.maxid)
		g->nodes = g->e.maxid + 1;
	if (!strcmp(c->task->name, "lc1971")) {
		/* the files carry no source and destination (the statements'
		 * examples do) */
		if (!cJSON_GetObjectItemCaseSensitive(query, "source"))
			cJSON_AddNumberToObject(query, "source", 0);
		if (!cJSON_GetObjectItemCaseSensitive(query, "target"))
			cJSON_AddNumberToObject(query, "target",
						(double)(g->nodes > 0 ? g->nodes - 1 : 0));
		g->directed = false;
	}
	if (form == GE_LINE || form == GE_PARENT)
		g->directed = false;
	return NULL;
}

/* Case i's extra object: where it comes from and what its record says. */
static cJSON *case_extra(const struct ge_ctx *c, const cJSON *cols, long i)
{
	cJSON *extra = cJSON_CreateObject();
	const cJSON *id = cJSON_GetObjectItemCaseSensitive(c->record, "leetcode_id");
	const cJSON *cx = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(cols, "complexity"),
					     (int)i);

	cJSON_AddNumberToObject(extra, "leetcode_id",
				cJSON_IsNumber(id) ? id->valuedouble : atof(c->task->name + 2));
	add_str(extra, "leetcode_difficulty", rec_str(c->record, "difficulty"));
	add_str(extra, "direction", c->direction);
	add_str(extra, "file", c->fname);
	cJSON_AddNumberToObject(extra, "line", (double)c->line);
	cJSON_AddNumberToObject(extra, "case", (double)i);
	if (cx)
		cJSON_AddItemToObject(extra, "complexity", dup(cx));
	add_str(extra, "constraints", rec_str(c->record, "constraints"));
	add_str(extra, "code_framework", rec_str(c->record, "code_framework"));
	return extra;
}

/* The problem of the case: its id (the next index of its prefix), graph,
 * query (taken), question, gold label and extra. */
static struct problem *case_problem(struct ge_ctx *c, const char *variant, const cJSON *cols,
				    const cJSON *label, long i, const struct case_graph *g,
				    cJSON *query)
{
	struct problem *p = problem_new();
	char *prefix, *text;

	p->benchmark = xstrdup("grapheval2000");
	p->task_name = xstrdup(c->task->name);
	p->task = c->task;
	p->difficulty = xasprintf("%s-%s", c->family, c->direction);
	p->set = xstrdup(variant);
	prefix = xasprintf("grapheval2000/%s/%s/%s", p->task_name, p->difficulty, p->set);
	p->index = next_index(c, prefix);
	p->id = xasprintf("%s/%ld", prefix, p->index);
	free(prefix);
	p->category = xasprintf("%s/%s", c->family, variant);
	p->graph = graph_new((int)g->nodes, g->directed, g->weighted ? ATTR_WEIGHT : ATTR_NONE);
	for (size_t k = 0; k < g->e.n; k++)
		graph_add_edge(p->graph, (int)g->e.v[3 * k], (int)g->e.v[3 * k + 1],
			       g->e.v[3 * k + 2]);
	graph_finish(p->graph);
	p->query = query;
	if (rec_str(c->record, "problem_statement"))
		p->question = xstrdup(rec_str(c->record, "problem_statement"));
	text = cJSON_PrintUnformatted(label);
	if (!text)
		gravel_fatal("out of memory");
	p->gold_text = xstrdup(text);
	cJSON_free(text);
	p->gold_answer = cJSON_CreateObject();
	cJSON_AddItemToObject(p->gold_answer, "output", dup(label));
	p->extra = case_extra(c, cols, i);
	return p;
}

/* Build problem i of the columns; NULL with *why set when it is bad. */
static struct problem *make_case(struct ge_ctx *c, const char *variant, const cJSON *cols,
				 const cJSON *labels, const cJSON *size, long i,
				 const char **why)
{
	struct case_graph g = { { NULL, 0, 0, -1 }, -1, false, c->task->directed };
	struct problem *p;
	cJSON *query;
	long n;

	if (!(query = case_query(cols, size, i, &n, why)))
		return NULL;
	if ((*why = case_graph(c, cJSON_GetObjectItemCaseSensitive(cols, "graphs"), i, n, query,
			       &g))) {
		free(g.e.v);
		cJSON_Delete(query);
		return NULL;
	}
	p = case_problem(c, variant, cols, cJSON_GetArrayItem(labels, (int)i), i, &g, query);
	free(g.e.v);
	if (c->task->check) {
		/* the shape the problem reader will demand of it (task.h) */
		const char *where = NULL;
		char *msg = NULL;
		if (c->task->check(p, &msg, &where) != 0) {
			free(c->why);
			c->why = msg;
			*why = c->why;
			problem_free(p);
			return NULL;
		}
	}
	return p;
}

void ge_import_columns(struct ge_ctx *c, const char *variant, const cJSON *cols,
		       struct grapheval_stats *st)
{
	const cJSON *labels = cJSON_GetObjectItemCaseSensitive(cols, "labels"), *size = NULL;
	const cJSON *gj = cJSON_GetObjectItemCaseSensitive(cols, "graphs");
	int count;

	if (!labels)
		labels = cJSON_GetObjectItemCaseSensitive(cols, "label");
	if (!cJSON_IsArray(labels)) {
		ge_bad(c, c->file, c->line, 0, "%s: no \"labels\" list; skipped", variant);
		st->bad_cases++;
		return;
	}
	count = cJSON_GetArraySize(labels);
	if (form_of(c->task) != GE_LINE && (!cJSON_IsArray(gj) || cJSON_GetArraySize(gj) < count)) {
		ge_bad(c, c->file, c->line, 0, "%s: \"graphs\" is not a list of %d graphs; skipped",
		       variant, count);
		st->bad_cases += (size_t)count;
		return;
	}
	for (size_t s = 0; s < ARRAY_SIZE(size_keys) && !size; s++)
		size = cJSON_GetObjectItemCaseSensitive(cols, size_keys[s]);
	if (size && (!cJSON_IsArray(size) || cJSON_GetArraySize(size) < count)) {
		diag_warn(c->d, c->file, c->line, 0, "%s: \"%s\" is not a list of %d sizes; ignored",
			  variant, size->string, count);
		size = NULL;
	}
	for (int i = 0; i < count && !c->stop; i++) {
		const char *why = NULL;
		struct problem *p = make_case(c, variant, cols, labels, size, i, &why);
		if (!p) {
			ge_bad(c, c->file, c->line, 0, "%s case %d: %s; skipped", variant, i, why);
			st->bad_cases++;
			continue;
		}
		problemset_add(c->ps, p);
		c->made++;
	}
}

/* The statements' argument names: the graph argument, and the ones the
 * test-case files name otherwise. */
static const char *const graph_args[] = {
	"edges", "relations", "prerequisites", "connections", "pairs", "edgeList", "times",
	"graph", "richer", "trust", "roads", "grid", "parent",
};
static const struct {
	const char *arg, *column;
} arg_columns[] = {
	{ "numCourses", "n" }, { "vals", "values" }, { "destination", "target" },
};

void ge_import_example(struct ge_ctx *c, const cJSON *input, const cJSON *output,
		       struct grapheval_stats *st)
{
	cJSON *cols = cJSON_CreateObject(), *one;
	const cJSON *arg;

	if (!cols)
		gravel_fatal("out of memory");
	cJSON_ArrayForEach(arg, input) {
		const char *name = arg->string;
		for (size_t i = 0; i < ARRAY_SIZE(graph_args); i++)
			if (!strcmp(name, graph_args[i]))
				name = "graphs";
		for (size_t i = 0; i < ARRAY_SIZE(arg_columns); i++)
			if (!strcmp(name, arg_columns[i].arg))
				name = arg_columns[i].column;
		if (cJSON_GetObjectItemCaseSensitive(cols, name)) {
			ge_bad(c, c->file, c->line, 0, "example argument \"%s\" repeats \"%s\"; "
			       "example skipped", arg->string, name);
			st->bad_cases++;
			cJSON_Delete(cols);
			return;
		}
		one = cJSON_AddArrayToObject(cols, name);
		if (!one)
			gravel_fatal("out of memory");
		cJSON_AddItemToArray(one, dup(arg));
	}
	one = cJSON_AddArrayToObject(cols, "labels");
	if (!one)
		gravel_fatal("out of memory");
	cJSON_AddItemToArray(one, dup(output));
	ge_import_columns(c, "example", cols, st);
	cJSON_Delete(cols);
}
