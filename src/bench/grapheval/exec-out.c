/* exec-out.c - RUNS lines with the exec status object, and the published
 * examples of `gravel exec --solutions-check` (exec.h). */
#include "config.h"
#include "exec.h"
#include "problem.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void add_str(cJSON *o, const char *k, const char *v)
{
	if (v && !cJSON_AddStringToObject(o, k, v))
		gravel_fatal("out of memory");
}

char *exec_run_line(const char *problem, const char *run, long sample,
		    const struct exec_result *r)
{
	cJSON *o = cJSON_CreateObject(), *ex;
	char *s, *line;

	if (!o)
		gravel_fatal("out of memory");
	add_str(o, "problem", problem);
	add_str(o, "run", run);
	cJSON_AddNumberToObject(o, "sample", (double)sample);
	add_str(o, "text", r->status == EXEC_OK && r->value ? r->value : "");
	ex = cJSON_AddObjectToObject(o, "exec");
	if (!ex)
		gravel_fatal("out of memory");
	add_str(ex, "status", exec_status_name(r->status));
	cJSON_AddNumberToObject(ex, "ms", (double)(long)(r->ms * 1000.0 + 0.5) / 1000.0);
	add_str(ex, "stderr", r->err ? r->err : "");
	add_str(ex, "error", r->error);
	add_str(ex, "traceback", r->traceback);
	add_str(ex, "stdout", r->out);
	add_str(ex, "code", r->code);
	add_str(ex, "off_spec", r->off_spec);
	s = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	if (!s)
		gravel_fatal("out of memory");
	line = xstrdup(s);
	cJSON_free(s);
	return line;
}

static char *jdup(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	return cJSON_IsString(v) && *v->valuestring ? xstrdup(v->valuestring) : NULL;
}

int exec_run_parse(const char *line, size_t len, char **problem, char **run,
		   struct exec_result *r)
{
	cJSON *o = cJSON_ParseWithLength(line, len);
	const cJSON *ex = cJSON_GetObjectItemCaseSensitive(o, "exec"), *st, *ms;

	memset(r, 0, sizeof *r);
	*problem = *run = NULL;
	if (!cJSON_IsObject(ex)) {
		cJSON_Delete(o);
		return -1;
	}
	st = cJSON_GetObjectItemCaseSensitive(ex, "status");
	if (!cJSON_IsString(st) || exec_status_parse(st->valuestring, &r->status) != 0)
		r->status = EXEC_ERROR;
	ms = cJSON_GetObjectItemCaseSensitive(ex, "ms");
	r->ms = cJSON_IsNumber(ms) ? ms->valuedouble : 0;
	r->value = jdup(o, "text");
	r->err = jdup(ex, "stderr");
	r->error = jdup(ex, "error");
	r->traceback = jdup(ex, "traceback");
	r->out = jdup(ex, "stdout");
	r->code = jdup(ex, "code");
	r->off_spec = jdup(ex, "off_spec");
	*problem = jdup(o, "problem");
	*run = jdup(o, "run");
	cJSON_Delete(o);
	return 0;
}

/* The example as a problem judge-able by lc_judge: the graph from its edge
 * list (the first list of [u, v] or [u, v, w]), the query from the rest. */
static struct problem *example_problem(const struct task *t, const char *task, size_t k,
				       char **names, size_t nn, const cJSON *args,
				       const cJSON *output)
{
	struct problem *p = problem_new();
	const cJSON *edges = NULL;
	long n = -1, maxid = -1;
	bool weighted = false;

	p->benchmark = xstrdup("grapheval2000");
	p->task_name = xstrdup(task);
	p->task = t;
	p->difficulty = xstrdup("example");
	p->set = xstrdup("example");
	p->index = (long)k;
	p->id = xasprintf("grapheval2000/%s/example/%zu", task, k);
	p->query = cJSON_CreateObject();
	for (size_t i = 0; i < nn; i++) {
		const cJSON *v = cJSON_GetArrayItem(args, (int)i);
		const cJSON *first = cJSON_GetArrayItem(v, 0);
		bool size = !strcmp(names[i], "n") || !strcmp(names[i], "numCourses");
		if (size && cJSON_IsNumber(v))
			n = (long)ll_of(v->valuedouble);
		if (!edges && !size && cJSON_IsArray(v) && cJSON_IsArray(first) &&
		    (cJSON_GetArraySize(first) == 2 || cJSON_GetArraySize(first) == 3)) {
			edges = v;
			continue;
		}
		cJSON_AddItemToObject(p->query,
				      size ? "n" : !strcmp(names[i], "destination") ? "target" :
						   names[i],
				      cJSON_Duplicate(v, true));
	}
	if (edges) {
		const cJSON *e;
		cJSON_ArrayForEach(e, edges) {
			for (int j = 0; j < 2; j++) {
				const cJSON *x = cJSON_GetArrayItem(e, j);
				if (cJSON_IsNumber(x) && x->valuedouble > maxid)
					maxid = (long)ll_of(x->valuedouble);
			}
			weighted = weighted || cJSON_GetArraySize(e) == 3;
		}
	}
	if (n < maxid + 1)
		n = maxid + 1;
	if (n < 0 || n > 100000)
		n = 0;
	p->graph = graph_new((int)n, t ? t->directed : true, weighted ? ATTR_WEIGHT : ATTR_NONE);
	if (edges) {
		const cJSON *e;
		cJSON_ArrayForEach(e, edges) {
			const cJSON *u = cJSON_GetArrayItem(e, 0), *v = cJSON_GetArrayItem(e, 1);
			const cJSON *w = cJSON_GetArrayItem(e, 2);
			if (cJSON_IsNumber(u) && cJSON_IsNumber(v) && u->valuedouble >= 0 &&
			    v->valuedouble >= 0)
				graph_add_edge(p->graph, (int)ll_of(u->valuedouble), (int)ll_of(v->valuedouble),
					       cJSON_IsNumber(w) ? (int64_t)ll_of(w->valuedouble) : 0);
		}
	}
	graph_finish(p->graph);
	p->gold_answer = cJSON_CreateObject();
	cJSON_AddItemToObject(p->gold_answer, "output", cJSON_Duplicate(output, true));
	return p;
}

size_t exec_examples_load(const char *checkout, const char *task, char **method,
			  char ***inputs, struct problemset *ps, struct diags *d)
{
	static const char *const dirs[] = { "directed", "undirected" };
	char *buf = NULL, *path = NULL, **names = NULL;
	size_t len, nn = 0, count = 0;
	cJSON *rec = NULL;
	const cJSON *ex, *fw, *it;

	*method = NULL;
	*inputs = NULL;
	for (int i = 0; i < 2 && !buf; i++) {
		free(path);
		path = xasprintf("%s/problem-set/%s/%s.jsonl", checkout, dirs[i], task);
		buf = read_file(path, &len);
	}
	if (!buf) {
		diag_warn(d, path, 0, 0, "no problem record: %s", strerror(errno));
		free(path);
		return 0;
	}
	rec = cJSON_ParseWithLength(buf, len);
	fw = cJSON_GetObjectItemCaseSensitive(rec, "code_framework");
	ex = cJSON_GetObjectItemCaseSensitive(rec, "data_examples");
	if (!cJSON_IsString(fw) || exec_framework_parse(fw->valuestring, method, &names, &nn) != 0 ||
	    !cJSON_IsArray(ex)) {
		diag_warn(d, path, 1, 0, "no code_framework or data_examples");
		goto out;
	}
	*inputs = xcalloc((size_t)cJSON_GetArraySize(ex) + 1, sizeof **inputs);
	cJSON_ArrayForEach(it, ex) {
		const cJSON *in = cJSON_GetObjectItemCaseSensitive(it, "input");
		const cJSON *outv = cJSON_GetObjectItemCaseSensitive(it, "output");
		cJSON *args = cJSON_CreateArray();
		bool by_name = true;
		char *s;
		for (size_t k = 0; k < nn; k++)
			by_name = by_name && cJSON_GetObjectItemCaseSensitive(in, names[k]);
		/* by name, else in the record's order (lc2192 says edgeList) */
		if (by_name) {
			for (size_t k = 0; k < nn; k++)
				cJSON_AddItemToArray(args, cJSON_Duplicate(
					cJSON_GetObjectItemCaseSensitive(in, names[k]), true));
		} else {
			const cJSON *x;
			cJSON_ArrayForEach(x, in)
				cJSON_AddItemToArray(args, cJSON_Duplicate(x, true));
		}
		if (!cJSON_IsObject(in) || !outv || cJSON_GetArraySize(args) != (int)nn) {
			diag_warn(d, path, 1, 0, "example %zu does not match the framework; skipped",
				  count);
			cJSON_Delete(args);
			continue;
		}
		s = cJSON_PrintUnformatted(args);
		if (!s)
			gravel_fatal("out of memory");
		(*inputs)[count] = xstrdup(s);
		cJSON_free(s);
		problemset_add(ps, example_problem(task_find(task), task, count, names, nn, args,
						   outv));
		cJSON_Delete(args);
		count++;
	}
out:
	exec_names_free(names, nn);
	cJSON_Delete(rec);
	free(buf);
	free(path);
	return count;
}
