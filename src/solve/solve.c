/* solve.c - dispatch to the task solvers, fill missing gold answers, and
 * helpers the solver files share. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

char *solve_err(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

int solve_query_node(const struct problem *p, const char *key, int *out, char **err)
{
	long v;

	if (!p->graph) {
		*err = solve_err("problem has no graph");
		return -1;
	}
	if (!problem_query_int(p, key, &v)) {
		*err = solve_err("query has no integer \"%s\"", key);
		return -1;
	}
	if (v < 0 || v >= p->graph->n) {
		*err = solve_err("query %s %ld is not a node (nodes are 0..%d)", key, v,
				 p->graph->n - 1);
		return -1;
	}
	*out = (int)v;
	return 0;
}

cJSON *json_int_array(const int *v, size_t n)
{
	cJSON *a = cJSON_CreateArray();

	if (!a)
		gravel_fatal("out of memory");
	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
	return a;
}

void check_ok(struct check *c)
{
	if (!c)
		return;
	c->ok = true;
	c->pos = -1;
	c->u = c->v = -1;
	c->edge = -1;
	c->msg[0] = '\0';
}

void check_fail(struct check *c, long pos, int u, int v, long edge, const char *fmt, ...)
{
	va_list ap;

	if (!c)
		return;
	c->ok = false;
	c->pos = pos;
	c->u = u;
	c->v = v;
	c->edge = edge;
	va_start(ap, fmt);
	vsnprintf(c->msg, sizeof c->msg, fmt, ap);
	va_end(ap);
}

int solve_problem(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	*answer = NULL;
	*err = NULL;
	if (!solve_fn(p->task)) {
		*err = solve_err("no reference solver for task %s",
				 p->task ? p->task->name : p->task_name ? p->task_name : "?");
		return -1;
	}
	if (!p->graph) {
		*err = solve_err("problem has no graph");
		return -1;
	}
	graph_finish(p->graph);
	return solve_fn(p->task)(p, answer, tr, err);
}

size_t solve_fill_gold(struct problemset *ps, struct diags *d)
{
	size_t filled = 0;

	for (size_t i = 0; i < ps->n; i++) {
		struct problem *p = ps->v[i];
		cJSON *ans;
		char *err;

		if (p->gold_answer || !solve_fn(p->task))
			continue;
		if (solve_problem(p, &ans, NULL, &err) != 0) {
			if (d)
				diag_warn(d, p->id, 0, 0, "no gold answer: %s", err);
			free(err);
			continue;
		}
		p->gold_answer = ans;
		filled++;
	}
	return filled;
}
