/* lc-shape.c - is a GraphEval2000 problem shaped as its solver needs? The
 * requirements are each task's `shape` column in lc-tasks.h; this reads
 * them. The problem reader runs the check once on load (task.h
 * task_check_fn), and so does the importer, so the solvers, the audit, the
 * trace and the TUI never see a graph filed the wrong way, an n that does
 * not match the graph, or a missing or mistyped query value. */
#include "config.h"
#include "lc-shape.h"
#include "lc-tasks.h"
#include "task.h"
#include "problem.h"
#include "util.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* clang-format off */
static const struct {
	enum task_kind kind;
	bool directed;
	const char *shape;
} shapes[] = {
#define LC_SHAPE_ROW(id, dir, attr, query, judge, title, output, shape, ...) \
	{ TASK_LC##id, dir, shape },
	LC_TASKS(LC_SHAPE_ROW)
#undef LC_SHAPE_ROW
};
/* clang-format on */

/* An integer JSON number in [lo, hi]. */
static bool int_in(const cJSON *v, double lo, double hi, long *out)
{
	if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble) ||
	    v->valuedouble < lo || v->valuedouble > hi)
		return false;
	if (out)
		*out = (long)ll_of(v->valuedouble);
	return true;
}

static bool int_list(const cJSON *a)
{
	const cJSON *x;

	if (!cJSON_IsArray(a))
		return false;
	cJSON_ArrayForEach(x, a)
		if (!int_in(x, -9007199254740992.0, 9007199254740992.0, NULL))
			return false;
	return true;
}

struct shape_ctx {
	const struct problem *p;
	long n;			/* query.n, -1 when the shape has none */
	long max;
	char **why;
	const char **where;
};

static int fail(struct shape_ctx *c, const char *where, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int fail(struct shape_ctx *c, const char *where, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	*c->why = xasprintf("%s: %s", c->p->task->name, msg);
	free(msg);
	*c->where = where;
	return -1;
}

/* One "KEY:TYPE" item; where is a static "query.KEY" path. */
static int check_key(struct shape_ctx *c, const char *key, const char *type)
{
	static char where[64];
	const struct graph *g = c->p->graph;
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(c->p->query, key), *x;
	long nodes = g->n;

	snprintf(where, sizeof where, "query.%s", key);
	if (!v)
		return fail(c, "query", "query.%s is missing", key);
	if (!prefixcmp(type, "ints")) {
		long len = cJSON_GetArraySize(v);
		if (!int_list(v))
			return fail(c, where, "query.%s must be a list of integers", key);
		if (!strcmp(type, "ints=n") && len != c->n)
			return fail(c, where, "query.%s has %ld entries, query.n is %ld", key, len,
				    c->n);
		if (!strcmp(type, "ints>=nodes") && len < nodes)
			return fail(c, where, "query.%s has %ld entries for %ld nodes", key, len,
				    nodes);
	} else if (!strcmp(type, "pairs")) {
		if (!cJSON_IsArray(v))
			return fail(c, where, "query.%s must be a list of [u, v] pairs", key);
		cJSON_ArrayForEach(x, v)
			if (!cJSON_IsArray(x) || cJSON_GetArraySize(x) != 2 ||
			    !int_in(cJSON_GetArrayItem(x, 0), 0, (double)nodes - 1, NULL) ||
			    !int_in(cJSON_GetArrayItem(x, 1), 0, (double)nodes - 1, NULL))
				return fail(c, where,
					    "query.%s must be a list of [u, v] pairs of nodes 0..%ld",
					    key, nodes - 1);
	} else if (!strcmp(type, "node")) {
		if (!int_in(v, 0, (double)nodes - 1, NULL))
			return fail(c, where, "query.%s must be a node from 0 to %ld", key, nodes - 1);
	} else if (!strcmp(type, "1..n")) {
		if (!int_in(v, 1, (double)c->n, NULL))
			return fail(c, where, "query.%s must be an integer from 1 to n = %ld", key,
				    c->n);
	} else if (!strcmp(type, "pos")) {
		if (!int_in(v, 1, 2147483647.0, NULL))
			return fail(c, where, "query.%s must be a positive integer", key);
	} else if (!strcmp(type, "str>=nodes")) {
		if (!cJSON_IsString(v) || (long)strlen(v->valuestring) < nodes)
			return fail(c, where, "query.%s must be a string of %ld characters at least",
				    key, nodes);
	} else {
		return fail(c, where, "unknown shape type '%s' (lc-tasks.h)", type);
	}
	return 0;
}

int lc_check_shape(const struct problem *p, char **why, const char **where)
{
	const struct graph *g = p->graph;
	struct shape_ctx c = { p, -1, LC_MAX_NODES, why, where };
	const char *spec = NULL;
	bool directed = false, found = false;
	char *copy, *tok, *save = NULL;
	int rc = 0;

	for (size_t i = 0; i < ARRAY_SIZE(shapes); i++)
		if (shapes[i].kind == p->task->kind) {
			spec = shapes[i].shape;
			directed = shapes[i].directed;
			found = true;
		}
	if (!found)
		return 0;
	if (g->directed != directed)
		return fail(&c, "graph.directed", "graph.directed must be %s (GraphEval files "
			    "this problem's graphs as %s)", directed ? "true" : "false",
			    directed ? "directed" : "undirected");
	/* max= and n first: the other items refer to them */
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		if (!prefixcmp(tok, "max="))
			c.max = atol(tok + STRING_SIZE("max="));
	free(copy);
	if (g->n > c.max) {
		return fail(&c, "graph.nodes", "graph.nodes is %d, more than this task's limit %ld",
			    g->n, c.max);
	}
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, " ", &save); tok && !rc; tok = strtok_r(NULL, " ", &save)) {
		if (!strcmp(tok, "n") || !strcmp(tok, "n1")) {
			bool one = tok[1] == '1';
			const cJSON *n = cJSON_GetObjectItemCaseSensitive(p->query, "n");
			if (!int_in(n, 0, (double)c.max, &c.n))
				rc = fail(&c, n ? "query.n" : "query",
					  "query.n must be an integer from 0 to %ld", c.max);
			else if (!one && g->n != c.n)
				rc = fail(&c, "query.n",
					  "query.n is %ld but graph.nodes is %d (nodes 0..n-1)", c.n,
					  g->n);
			else if (one && g->n != c.n && g->n != c.n + 1)
				rc = fail(&c, "query.n",
					  "query.n is %ld but graph.nodes is %d (nodes 1..n: n or "
					  "n+1 slots)", c.n, g->n);
		}
	}
	free(copy);
	if (rc)
		return rc;
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, " ", &save); tok && !rc; tok = strtok_r(NULL, " ", &save)) {
		char *colon = strchr(tok, ':');
		if (colon) {
			*colon = 0;
			rc = check_key(&c, tok, colon + 1);
		} else if (!strcmp(tok, "functional")) {
			for (int v = 0; v < g->n && !rc; v++)
				if (graph_degree(g, v) > 1)
					rc = fail(&c, "graph.edges",
						  "node %d has %zu out-edges; edges[i] gives one", v,
						  graph_degree(g, v));
		} else if (!strcmp(tok, "grid")) {
			long rows, cols;
			if (!int_in(cJSON_GetObjectItemCaseSensitive(p->query, "rows"), 0,
				    (double)c.max, &rows) ||
			    !int_in(cJSON_GetObjectItemCaseSensitive(p->query, "cols"), 0,
				    (double)c.max, &cols) ||
			    rows * cols != g->n)
				rc = fail(&c, "query.rows",
					  "query.rows * query.cols must be graph.nodes (%d)", g->n);
		} else if (strcmp(tok, "n") && strcmp(tok, "n1") && prefixcmp(tok, "max=")) {
			rc = fail(&c, "graph", "unknown shape item '%s' (lc-tasks.h)", tok);
		}
	}
	free(copy);
	return rc;
}
