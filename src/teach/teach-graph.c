/* teach-graph.c - the teacher's own graph (teach.h): an edge list, one
 * edge a line, "u v" or "u v weight", as CS Academy's graph editor takes
 * it; a line of one number names a node with no edge yet; blank lines and
 * lines starting with '#' are skipped. Nodes are numbered from 0; the
 * graph has the largest number plus one. A matching lesson's lines are
 * "applicant job", each side numbered from 0. Errors are FILE:LINE:COL. */
#include "config.h"
#include "teach.h"
#include "diag.h"
#include "problem.h"
#include "task.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define NODE_LIMIT 1000	/* a node number above it is a typo, not a lesson */
#define WEIGHT_LIMIT 1000000000LL

struct edge_in {
	long u, v, w;
	long line;
	bool weighted;
};

/* The next blank-separated field of the line [*p, end): its start and
 * length, or false at the end of the line. */
static bool next_field(const char **p, const char *end, const char **at, size_t *len)
{
	while (*p < end && (**p == ' ' || **p == '\t' || **p == ','))
		(*p)++;
	if (*p >= end)
		return false;
	*at = *p;
	while (*p < end && **p != ' ' && **p != '\t' && **p != ',')
		(*p)++;
	*len = (size_t)(*p - *at);
	return true;
}

/* A whole number in [lo, hi] from the field, or false. */
static bool field_long(const char *at, size_t len, long long lo, long long hi, long *out)
{
	char buf[32], *end;
	long long v;

	if (!len || len >= sizeof buf)
		return false;
	memcpy(buf, at, len);
	buf[len] = '\0';
	if (!isdigit((unsigned char)buf[buf[0] == '-']))
		return false;
	errno = 0;
	v = strtoll(buf, &end, 10);
	if (*end || errno || v < lo || v > hi)
		return false;
	*out = (long)v;
	return true;
}

/* The edge list being read: what the lesson allows and what is read so
 * far. A matching lesson counts its two sides apart (n1 applicants, n2
 * jobs); any other counts n nodes. */
struct graph_read {
	const struct task *task;
	const char *file;
	struct diags *d;
	bool matching, weights;
	struct edge_in *e;
	size_t ne, cap;
	long n, n1, n2;
};

/* One line's fields: where each starts, and the line's own start, for
 * FILE:LINE:COL. */
struct graph_line {
	long line;
	const char *ls, *at[4];
	size_t fl[4], nf;
	long v[3];
};

static long field_col(const struct graph_line *ln, size_t k)
{
	return (long)(ln->at[k] - ln->ls) + 1;
}

static const char *attr_word(const struct task *task)
{
	return task->attr == ATTR_CAPACITY ? "capacity" : "weight";
}

/* The line's numbers are in range and its shape is what the lesson takes
 * (one node, 'u v' or 'u v weight'); says why not. */
static bool line_fits(struct graph_read *r, struct graph_line *ln)
{
	const struct task *task = r->task;
	long line = ln->line + 1;

	for (size_t k = 0; k < ln->nf; k++) {
		bool w = k == 2;
		if (!field_long(ln->at[k], ln->fl[k], w ? -WEIGHT_LIMIT : 0,
				w ? WEIGHT_LIMIT : NODE_LIMIT, &ln->v[k])) {
			diag_error(r->d, r->file, line, field_col(ln, k),
				   w ? "'%.*s' is not a whole number (a weight)"
				     : "'%.*s' is not a node number (0 to %d)",
				   (int)ln->fl[k], ln->at[k], NODE_LIMIT);
			return false;
		}
	}
	if (ln->nf == 3 && !r->weights) {
		diag_error(r->d, r->file, line, field_col(ln, 2),
			   "a %s lesson takes no weights: 'u v'", task->name);
		return false;
	}
	if (ln->nf == 3 && ln->v[2] < 0) {
		diag_error(r->d, r->file, line, field_col(ln, 2),
			   "a %s lesson takes no negative %s", task->name, attr_word(task));
		return false;
	}
	if (ln->nf == 1 && r->matching) {
		diag_error(r->d, r->file, line, field_col(ln, 0),
			   "a matching lesson's lines are 'applicant job'");
		return false;
	}
	if (ln->nf == 2 && r->weights) {
		diag_error(r->d, r->file, line, field_col(ln, 1) + (long)ln->fl[1],
			   "a %s lesson wants a %s on every edge: 'u v %s'", task->name,
			   attr_word(task), attr_word(task));
		return false;
	}
	return true;
}

/* The line's edge joins two nodes and is not listed before. */
static bool edge_new(struct graph_read *r, const struct graph_line *ln)
{
	const long *v = ln->v;

	if (!r->matching && v[0] == v[1]) {
		diag_error(r->d, r->file, ln->line + 1, field_col(ln, 0),
			   "edge %ld %ld is a loop: a lesson's edges join two nodes", v[0], v[1]);
		return false;
	}
	for (size_t k = 0; k < r->ne; k++) {
		const struct edge_in *e = &r->e[k];
		if ((e->u == v[0] && e->v == v[1]) ||
		    (!r->task->directed && !r->matching && e->u == v[1] && e->v == v[0])) {
			diag_error(r->d, r->file, ln->line + 1, field_col(ln, 0),
				   "edge %ld %ld is listed before, on line %ld", v[0], v[1],
				   e->line);
			return false;
		}
	}
	return true;
}

static long at_least(long n, long v)
{
	return v + 1 > n ? v + 1 : n;
}

/* A line of one node grows the graph; a line of an edge adds it. */
static void read_line(struct graph_read *r, struct graph_line *ln)
{
	const long *v = ln->v;

	if (!line_fits(r, ln))
		return;
	if (ln->nf == 1) {
		r->n = at_least(r->n, v[0]);
		return;
	}
	if (!edge_new(r, ln))
		return;
	xgrow(&r->e, &r->cap, r->ne + 1, sizeof *r->e);
	r->e[r->ne++] = (struct edge_in){ v[0], v[1], ln->nf == 3 ? v[2] : 1, ln->line + 1,
					  ln->nf == 3 };
	if (r->matching) {
		r->n1 = at_least(r->n1, v[0]);
		r->n2 = at_least(r->n2, v[1]);
	} else {
		r->n = at_least(r->n, v[0]);
		r->n = at_least(r->n, v[1]);
	}
}

/* Every line of the text; returns how many lines there were. */
static long read_lines(struct graph_read *r, const char *text, size_t len)
{
	long line = 0;

	for (const char *s = text, *end = text + len; s < end; line++) {
		const char *nl = memchr(s, '\n', (size_t)(end - s)), *le = nl ? nl : end, *q = s;
		struct graph_line ln = { .line = line, .ls = s };

		if (le > s && le[-1] == '\r')
			le--;
		while (ln.nf < 4 && next_field(&q, le, &ln.at[ln.nf], &ln.fl[ln.nf]))
			ln.nf++;
		s = nl ? nl + 1 : end;
		if (!ln.nf || ln.at[0][0] == '#')
			continue;
		if (ln.nf == 4) {
			diag_error(r->d, r->file, line + 1, field_col(&ln, 3),
				   "a line is 'u v' or 'u v weight', not more");
			continue;
		}
		read_line(r, &ln);
	}
	return line;
}

/* The graph as read has edges, a lesson's size, and the source and target
 * its task asks for (defaults: the first and the last node). */
static bool graph_fits(struct graph_read *r, long line, int *source, int *target)
{
	long n = r->n;

	if (!r->ne) {
		diag_error(r->d, r->file, line, 0, "no edges: write one edge a line, 'u v%s'",
			   r->weights ? " weight" : "");
		return false;
	}
	if (n < TEACH_MIN_NODES || n > TEACH_MAX_NODES) {
		diag_error(r->d, r->file, line, 0, "%ld nodes: a lesson takes %d to %d", n,
			   TEACH_MIN_NODES, TEACH_MAX_NODES);
		return false;
	}
	if (!strstr(r->task->query_keys, "source"))
		return true;
	if (*source < 0)
		*source = 0;
	if (*target < 0)
		*target = (int)n - 1;
	if (*source >= n || *target >= n || *source == *target) {
		diag_error(r->d, r->file, 0, 0, "from %d to %d: the lesson wants two nodes of the "
			   "graph's %ld", *source, *target, n);
		return false;
	}
	return true;
}

/* The graph as gravel's problem JSON (gravel-formats(5)). */
static cJSON *graph_json(const struct graph_read *r, int source, int target)
{
	const struct task *task = r->task;
	cJSON *o = cJSON_CreateObject(), *g = cJSON_CreateObject(), *q = cJSON_CreateObject();
	cJSON *edges = cJSON_CreateArray();
	const char *base = strrchr(r->file, '/');
	char *id = xasprintf("teach/%s/graph/%s", task->name,
			     strcmp(r->file, "-") ? (base ? base + 1 : r->file) : "stdin");

	cJSON_AddStringToObject(o, "id", id);
	free(id);
	cJSON_AddStringToObject(o, "benchmark", "teach");
	cJSON_AddStringToObject(o, "task", task->name);
	cJSON_AddStringToObject(o, "difficulty", "easy");
	cJSON_AddStringToObject(o, "set", "standard");
	cJSON_AddBoolToObject(g, "directed", task->directed);
	cJSON_AddNumberToObject(g, "nodes", (double)r->n);
	for (size_t k = 0; k < r->ne; k++) {
		cJSON *a = cJSON_CreateArray();
		const struct edge_in *e = &r->e[k];
		cJSON_AddItemToArray(a, cJSON_CreateNumber((double)e->u));
		cJSON_AddItemToArray(a, cJSON_CreateNumber((double)(r->matching ? r->n1 + e->v
										  : e->v)));
		if (r->weights)
			cJSON_AddItemToArray(a, cJSON_CreateNumber((double)e->w));
		cJSON_AddItemToArray(edges, a);
	}
	cJSON_AddItemToObject(g, "edges", edges);
	if (r->weights)
		cJSON_AddStringToObject(g, "edge_attr", edge_attr_name(task->attr));
	if (r->matching) {
		cJSON *parts = cJSON_CreateArray();
		cJSON_AddItemToArray(parts, cJSON_CreateNumber((double)r->n1));
		cJSON_AddItemToArray(parts, cJSON_CreateNumber((double)r->n2));
		cJSON_AddItemToObject(g, "parts", parts);
	}
	cJSON_AddItemToObject(o, "graph", g);
	if (strstr(task->query_keys, "source")) {
		cJSON_AddNumberToObject(q, "source", source);
		cJSON_AddNumberToObject(q, "target", target);
	}
	cJSON_AddItemToObject(o, "query", q);
	return o;
}

/* The problem, read back through the problems reader so a lesson's graph
 * is checked as any benchmark's is. */
static struct problem *graph_problem(const struct graph_read *r, int source, int target)
{
	cJSON *o = graph_json(r, source, target);
	char *json = cJSON_PrintUnformatted(o);
	struct problem *p = NULL;
	struct problemset ps;

	problemset_init(&ps);
	if (json && problems_parse_jsonl(r->file, json, strlen(json), &ps, r->d) == 0 &&
	    ps.n == 1) {
		p = ps.v[0];
		ps.n = 0;	/* the caller owns it */
	}
	problemset_free(&ps);
	cJSON_free(json);
	cJSON_Delete(o);
	return p;
}

struct problem *teach_graph_parse(const char *task_name, const char *file, const char *text,
				  size_t len, int source, int target, struct diags *d)
{
	const struct task *task = task_find(task_name);
	const struct teach_lesson *l = teach_lesson_find(task_name);
	struct graph_read r = { .task = task, .file = file, .d = d };
	struct problem *p = NULL;
	size_t errs = d->errors;
	long line;

	if (!task || !l || !teach_task_taught(task)) {
		diag_error(d, file, 0, 0, "cannot teach task '%s'", task_name);
		return NULL;
	}
	if (l->own == TEACH_OWN_NONE) {
		diag_error(d, file, 0, 0, "a %s lesson needs more than an edge list gives",
			   task->name);
		return NULL;
	}
	r.matching = l->own == TEACH_OWN_BIPARTITE;
	r.weights = task->attr != ATTR_NONE;
	line = read_lines(&r, text, len);
	if (r.matching)
		r.n = r.n1 + r.n2;
	if (d->errors == errs && graph_fits(&r, line, &source, &target))
		p = graph_problem(&r, source, target);
	free(r.e);
	return p;
}
