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

struct problem *teach_graph_parse(const char *task_name, const char *file, const char *text,
				  size_t len, int source, int target, struct diags *d)
{
	const struct task *task = task_find(task_name);
	const struct teach_lesson *l = teach_lesson_find(task_name);
	bool matching = l && l->own == TEACH_OWN_BIPARTITE;
	bool weights = task && task->attr != ATTR_NONE;
	struct edge_in *e = NULL;
	size_t ne = 0, cap = 0, errs = d->errors;
	long line = 0, n = 0, n1 = 0, n2 = 0;
	struct problem *p = NULL;

	if (!task || !l || !teach_task_taught(task)) {
		diag_error(d, file, 0, 0, "cannot teach task '%s'", task_name);
		return NULL;
	}
	if (l->own == TEACH_OWN_NONE) {
		diag_error(d, file, 0, 0, "a %s lesson needs more than an edge list gives",
			   task->name);
		return NULL;
	}
	for (const char *s = text, *end = text + len; s < end; line++) {
		const char *nl = memchr(s, '\n', (size_t)(end - s)), *le = nl ? nl : end, *q = s;
		const char *ls = s, *at[4];
		size_t fl[4], nf = 0;
		long v[3];

		if (le > s && le[-1] == '\r')
			le--;
		while (nf < 4 && next_field(&q, le, &at[nf], &fl[nf]))
			nf++;
		s = nl ? nl + 1 : end;
		if (!nf || at[0][0] == '#')
			continue;
		if (nf == 4) {
			diag_error(d, file, line + 1, (long)(at[3] - ls) + 1,
				   "a line is 'u v' or 'u v weight', not more");
			continue;
		}
		{
			for (size_t k = 0; k < nf; k++) {
				bool w = k == 2;
				if (!field_long(at[k], fl[k], w ? -WEIGHT_LIMIT : 0,
						w ? WEIGHT_LIMIT : NODE_LIMIT, &v[k])) {
					diag_error(d, file, line + 1, (long)(at[k] - ls) + 1,
						   w ? "'%.*s' is not a whole number (a weight)"
						     : "'%.*s' is not a node number (0 to %d)",
						   (int)fl[k], at[k], NODE_LIMIT);
					goto next_line;
				}
			}
			if (nf == 3 && !weights) {
				diag_error(d, file, line + 1, (long)(at[2] - ls) + 1,
					   "a %s lesson takes no weights: 'u v'", task->name);
				goto next_line;
			}
			if (nf == 3 && v[2] < 0) {
				diag_error(d, file, line + 1, (long)(at[2] - ls) + 1,
					   "a %s lesson takes no negative %s", task->name,
					   task->attr == ATTR_CAPACITY ? "capacity" : "weight");
				goto next_line;
			}
			if (nf == 1 && matching) {
				diag_error(d, file, line + 1, (long)(at[0] - ls) + 1,
					   "a matching lesson's lines are 'applicant job'");
				goto next_line;
			}
			if (nf == 2 && weights) {
				diag_error(d, file, line + 1, (long)(at[1] - ls + (long)fl[1]) + 1,
					   "a %s lesson wants a %s on every edge: 'u v %s'", task->name,
					   task->attr == ATTR_CAPACITY ? "capacity" : "weight",
					   task->attr == ATTR_CAPACITY ? "capacity" : "weight");
				goto next_line;
			}
			if (nf >= 2 && !matching && v[0] == v[1]) {
				diag_error(d, file, line + 1, (long)(at[0] - ls) + 1,
					   "edge %ld %ld is a loop: a lesson's edges join two nodes",
					   v[0], v[1]);
				goto next_line;
			}
			if (nf == 1) {
				n = v[0] + 1 > n ? v[0] + 1 : n;
				goto next_line;
			}
			for (size_t k = 0; k < ne; k++)
				if ((e[k].u == v[0] && e[k].v == v[1]) ||
				    (!task->directed && !matching && e[k].u == v[1] && e[k].v == v[0])) {
					diag_error(d, file, line + 1, (long)(at[0] - ls) + 1,
						   "edge %ld %ld is listed before, on line %ld", v[0], v[1],
						   e[k].line);
					goto next_line;
				}
			xgrow(&e, &cap, ne + 1, sizeof *e);
			e[ne] = (struct edge_in){ v[0], v[1], nf == 3 ? v[2] : 1, line + 1, nf == 3 };
			ne++;
			if (matching) {
				n1 = v[0] + 1 > n1 ? v[0] + 1 : n1;
				n2 = v[1] + 1 > n2 ? v[1] + 1 : n2;
			} else {
				n = v[0] + 1 > n ? v[0] + 1 : n;
				n = v[1] + 1 > n ? v[1] + 1 : n;
			}
		}
next_line:;
	}
	if (matching)
		n = n1 + n2;
	if (d->errors == errs && !ne)
		diag_error(d, file, line, 0, "no edges: write one edge a line, 'u v%s'",
			   weights ? " weight" : "");
	else if (d->errors == errs && (n < TEACH_MIN_NODES || n > TEACH_MAX_NODES))
		diag_error(d, file, line, 0, "%ld nodes: a lesson takes %d to %d", n,
			   TEACH_MIN_NODES, TEACH_MAX_NODES);
	if (d->errors == errs && strstr(task->query_keys, "source")) {
		if (source < 0)
			source = 0;
		if (target < 0)
			target = (int)n - 1;
		if (source >= n || target >= n || source == target)
			diag_error(d, file, 0, 0, "from %d to %d: the lesson wants two nodes of the "
				   "graph's %ld", source, target, n);
	}
	if (d->errors == errs) {
		cJSON *o = cJSON_CreateObject(), *g = cJSON_CreateObject(), *q = cJSON_CreateObject();
		cJSON *edges = cJSON_CreateArray();
		const char *base = strrchr(file, '/');
		char *id = xasprintf("teach/%s/graph/%s", task->name,
				     strcmp(file, "-") ? (base ? base + 1 : file) : "stdin");
		char *json;
		struct problemset ps;

		cJSON_AddStringToObject(o, "id", id);
		cJSON_AddStringToObject(o, "benchmark", "teach");
		cJSON_AddStringToObject(o, "task", task->name);
		cJSON_AddStringToObject(o, "difficulty", "easy");
		cJSON_AddStringToObject(o, "set", "standard");
		cJSON_AddBoolToObject(g, "directed", task->directed);
		cJSON_AddNumberToObject(g, "nodes", (double)n);
		for (size_t k = 0; k < ne; k++) {
			cJSON *a = cJSON_CreateArray();
			cJSON_AddItemToArray(a, cJSON_CreateNumber((double)e[k].u));
			cJSON_AddItemToArray(a, cJSON_CreateNumber((double)(matching ? n1 + e[k].v
										    : e[k].v)));
			if (weights)
				cJSON_AddItemToArray(a, cJSON_CreateNumber((double)e[k].w));
			cJSON_AddItemToArray(edges, a);
		}
		cJSON_AddItemToObject(g, "edges", edges);
		if (weights)
			cJSON_AddStringToObject(g, "edge_attr", edge_attr_name(task->attr));
		if (matching) {
			cJSON *parts = cJSON_CreateArray();
			cJSON_AddItemToArray(parts, cJSON_CreateNumber((double)n1));
			cJSON_AddItemToArray(parts, cJSON_CreateNumber((double)n2));
			cJSON_AddItemToObject(g, "parts", parts);
		}
		cJSON_AddItemToObject(o, "graph", g);
		if (strstr(task->query_keys, "source")) {
			cJSON_AddNumberToObject(q, "source", source);
			cJSON_AddNumberToObject(q, "target", target);
		}
		cJSON_AddItemToObject(o, "query", q);
		json = cJSON_PrintUnformatted(o);
		problemset_init(&ps);
		if (json && problems_parse_jsonl(file, json, strlen(json), &ps, d) == 0 &&
		    ps.n == 1) {
			p = ps.v[0];
			ps.n = 0;	/* the caller owns it */
		}
		problemset_free(&ps);
		cJSON_free(json);
		cJSON_Delete(o);
		free(id);
	}
	free(e);
	return p;
}
