/* annot-score.c - answer overrides: their shape per task and the canonical
 * answer text (see annot.h "Overrides"; checks and scoring: annot-rescore.c). */
#include "config.h"
#include "annot-int.h"
#include "problem.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int annot_nope(char **err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	*err = xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

#define nope annot_nope

static bool is_int(const cJSON *j)
{
	return cJSON_IsNumber(j) && fabs(j->valuedouble) < 9e15 &&
	       j->valuedouble == floor(j->valuedouble);
}

bool annot_answer_key(const struct task *t, const char *key)
{
	size_t n = strlen(key);

	for (const char *p = t->answer_keys; (p = strstr(p, key)); p += n)
		if ((p == t->answer_keys || p[-1] == ' ') && (p[n] == ' ' || !p[n]))
			return true;
	return false;
}

/* An array of node ids in [0, n) (at least min of them). */
static int node_list(const cJSON *a, int n, size_t min, const char *key, char **err)
{
	const cJSON *e;
	size_t k = 0;

	if (!cJSON_IsArray(a))
		return nope(err, "override: \"%s\" must be an array of node ids", key);
	cJSON_ArrayForEach(e, a) {
		if (!is_int(e) || e->valuedouble < 0 || e->valuedouble >= n)
			return nope(err, "override: \"%s\"[%zu] is not a node of the graph (0..%d)", key,
				    k, n - 1);
		k++;
	}
	if (k < min)
		return nope(err, "override: \"%s\" needs at least %zu nodes", key, min);
	return 0;
}

static const cJSON *get(const cJSON *v, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(v, k);
}

/* The NLGraph tasks' shapes (DESIGN.md gold.answer). */
int annot_shape_nlgraph(const struct problem *p, const cJSON *v, char **err)
{
	const struct graph *g = p->graph;
	const cJSON *x, *e;
	size_t k = 0;

	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
	case TASK_CYCLE:
		x = get(v, p->task->kind == TASK_CYCLE ? "has_cycle" : "connected");
		return cJSON_IsBool(x) ? 0 : nope(err, "override: needs \"%s\": true or false",
						  p->task->answer_keys);
	case TASK_TOPOLOGY:
		return node_list(get(v, "order"), g->n, 1, "order", err);
	case TASK_SHORTEST_PATH:
		x = get(v, "length");
		if (x && (!is_int(x) || x->valuedouble < 0))
			return nope(err, "override: \"length\" must be a whole number >= 0");
		return node_list(get(v, "path"), g->n, 1, "path", err);
	case TASK_HAMILTON:
		x = get(v, "path");
		if (cJSON_IsNull(x) || (cJSON_IsArray(x) && !x->child))
			return 0;	/* "there is no such path" */
		return node_list(x, g->n, 1, "path", err);
	case TASK_FLOW:
		x = get(v, "value");
		return is_int(x) && x->valuedouble >= 0 ? 0 :
		       nope(err, "override: needs \"value\": a whole number >= 0");
	case TASK_MATCHING:
		x = get(v, "pairs");
		if (!cJSON_IsArray(x) || !g->bipartite)
			return nope(err, "override: needs \"pairs\": [[applicant, job], ...]");
		cJSON_ArrayForEach(e, x) {
			const cJSON *a = cJSON_GetArrayItem(e, 0), *j = cJSON_GetArrayItem(e, 1);
			if (cJSON_GetArraySize(e) != 2 || !is_int(a) || !is_int(j) || a->valuedouble < 0 ||
			    a->valuedouble >= g->parts[0] || j->valuedouble < 0 ||
			    j->valuedouble >= g->parts[1])
				return nope(err, "override: pairs[%zu] is not [applicant 0..%d, job 0..%d]",
					    k, g->parts[0] - 1, g->parts[1] - 1);
			k++;
		}
		x = get(v, "size");
		if (x && (!is_int(x) || x->valuedouble != (double)k))
			return nope(err, "override: \"size\" must be the number of pairs (%zu)", k);
		return 0;
	case TASK_GNN:
		x = get(v, "embeddings");
		if (!cJSON_IsArray(x) || cJSON_GetArraySize(x) != g->n)
			return nope(err, "override: needs \"embeddings\": one vector per node (%d)", g->n);
		cJSON_ArrayForEach(e, x) {
			const cJSON *c;
			if (!cJSON_IsArray(e) || !e->child)
				return nope(err, "override: embeddings[%zu] is not a vector", k);
			cJSON_ArrayForEach(c, e)
				if (!is_int(c) || c->valuedouble < 0)
					return nope(err, "override: embeddings[%zu] holds a value that is not "
						    "a whole number >= 0", k);
			k++;
		}
		return 0;
	default:
		return 0;
	}
}

/* ---- checks against the question ----------------------------------------- */

/* Append "; " and a message to out. */
static void warn(struct strbuf *out, size_t *n, const char *fmt, ...) ATTR_FORMAT(3, 4);
static void warn(struct strbuf *out, size_t *n, const char *fmt, ...)
{
	va_list ap;
	char *m;

	va_start(ap, fmt);
	m = xvasprintf(fmt, ap);
	va_end(ap);
	sb_printf(out, "%s%s", out->len ? "; " : "", m);
	free(m);
	(*n)++;
}

/* Node ids of a list that repeat, counted. */
static size_t repeats(const cJSON *a, int n)
{
	unsigned char *seen = xcalloc((size_t)n + 1, 1);
	const cJSON *e;
	size_t r = 0;

	cJSON_ArrayForEach(e, a) {
		int v = (int)e->valuedouble;
		if (v >= 0 && v < n && seen[v]++)
			r++;
	}
	free(seen);
	return r;
}

size_t annot_override_warnings(const struct problem *p, const cJSON *v, struct strbuf *out)
{
	const cJSON *x;
	size_t n = 0;
	long src, dst;
	int len;

	if (!p->graph || p->task->kind > TASK_GNN)
		return 0;
	switch (p->task->kind) {
	case TASK_SHORTEST_PATH:
		x = get(v, "path");
		len = cJSON_GetArraySize(x);
		if (len && problem_query_int(p, "source", &src) && problem_query_int(p, "target", &dst)) {
			long first = (long)cJSON_GetArrayItem(x, 0)->valuedouble;
			long last = (long)cJSON_GetArrayItem(x, len - 1)->valuedouble;
			if (first != src || last != dst)
				warn(out, &n, "the path runs %ld -> %ld, the question asks %ld -> %ld",
				     first, last, src, dst);
		}
		if (repeats(x, p->graph->n))
			warn(out, &n, "the path visits a node twice");
		break;
	case TASK_TOPOLOGY:
		x = get(v, "order");
		if (cJSON_GetArraySize(x) != p->graph->n)
			warn(out, &n, "the order lists %d nodes, the graph has %d",
			     cJSON_GetArraySize(x), p->graph->n);
		if (repeats(x, p->graph->n))
			warn(out, &n, "the order lists a node twice");
		break;
	case TASK_HAMILTON:
		x = get(v, "path");
		if (cJSON_IsArray(x) && x->child && cJSON_GetArraySize(x) != p->graph->n)
			warn(out, &n, "the path visits %d nodes, the graph has %d",
			     cJSON_GetArraySize(x), p->graph->n);
		if (cJSON_IsArray(x) && repeats(x, p->graph->n))
			warn(out, &n, "the path visits a node twice");
		break;
	default:
		break;
	}
	return n;
}

/* ---- the canonical text ------------------------------------------------- */

static void put_num(struct strbuf *sb, double v)
{
	if (v == floor(v) && fabs(v) < 9e15)
		sb_printf(sb, "%lld", (long long)v);
	else
		sb_printf(sb, "%.6g", v);
}

static void put_list(struct strbuf *sb, const cJSON *a)
{
	const cJSON *e;
	bool first = true;

	cJSON_ArrayForEach(e, a) {
		if (!first)
			sb_putc(sb, ',');
		put_num(sb, e->valuedouble);
		first = false;
	}
}

/* Any JSON value as an answer: yes/no, a number, a string, compact JSON. */
static void put_value(struct strbuf *sb, const cJSON *v)
{
	char *s;

	if (cJSON_IsBool(v)) {
		sb_puts(sb, cJSON_IsTrue(v) ? "yes" : "no");
	} else if (cJSON_IsNumber(v)) {
		put_num(sb, v->valuedouble);
	} else if (cJSON_IsString(v)) {
		sb_puts(sb, v->valuestring);
	} else {
		s = cJSON_PrintUnformatted(v);
		if (!s)
			gravel_fatal("out of memory (JSON)");
		sb_puts(sb, s);
		cJSON_free(s);
	}
}

static void text_nlgraph(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	long s = -1, t = -1;
	const cJSON *x, *e;
	size_t k = 0;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
		sb_printf(sb, "The answer is %s.", cJSON_IsTrue(get(v, "connected")) ? "yes" : "no");
		break;
	case TASK_CYCLE:
		sb_puts(sb, cJSON_IsTrue(get(v, "has_cycle")) ? "Yes, there is a cycle in this graph."
							      : "No, there is no cycle in this graph.");
		break;
	case TASK_TOPOLOGY:
		sb_puts(sb, "The solution is: ");
		put_list(sb, get(v, "order"));
		sb_putc(sb, '.');
		break;
	case TASK_SHORTEST_PATH: {
		long long w = 0;
		int prev = -1;
		bool ok = true;
		sb_printf(sb, "The shortest path from node %ld to node %ld is ", s, t);
		put_list(sb, get(v, "path"));
		cJSON_ArrayForEach(e, get(v, "path")) {
			long ei = prev >= 0 ? graph_find_edge(g, prev, (int)e->valuedouble) : 0;
			ok = ok && ei >= 0;
			if (prev >= 0 && ei >= 0)
				w += g->ew ? g->ew[ei] : 1;
			prev = (int)e->valuedouble;
		}
		/* the stated total: the override's, else the path's own weight */
		if ((x = get(v, "length")))
			sb_printf(sb, " with a total weight of %lld", (long long)x->valuedouble);
		else if (ok)
			sb_printf(sb, " with a total weight of %lld", w);
		sb_putc(sb, '.');
		break;
	}
	case TASK_FLOW:
		sb_printf(sb, "The maximum flow from node %ld to node %ld is ", s, t);
		put_num(sb, get(v, "value")->valuedouble);
		sb_putc(sb, '.');
		break;
	case TASK_MATCHING:
		sb_puts(sb, "We can make the following assignments:\n");
		cJSON_ArrayForEach(e, get(v, "pairs")) {
			sb_printf(sb, "applicant %d: job %d\n", (int)e->child->valuedouble,
				  (int)e->child->next->valuedouble);
			k++;
		}
		sb_printf(sb, "This way, %zu applicants can find the job they are interested in.", k);
		break;
	case TASK_HAMILTON:
		x = get(v, "path");
		if (!cJSON_IsArray(x) || !x->child) {
			sb_puts(sb, "No, there is no path that visits every node exactly once.");
			break;
		}
		sb_puts(sb, "Yes. The path can be: ");
		put_list(sb, x);
		sb_putc(sb, '.');
		break;
	case TASK_GNN:
		sb_puts(sb, "The answer is:\n");
		cJSON_ArrayForEach(e, get(v, "embeddings")) {
			sb_printf(sb, "node %zu: [", k++);
			put_list(sb, e);
			sb_puts(sb, "]\n");
		}
		break;
	default:
		break;
	}
}

/* GraCoRe and GraphEval2000 tasks: their scorers read the value after "the
 * answer is" (GraphEval2000: the output JSON itself). */
static void text_other(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const struct task *t = p->task;
	const cJSON *x = NULL;
	const char *k, *sp;

	if (!strcmp(t->answer_keys, "output")) {
		put_value(sb, get(v, "output"));
		return;
	}
	if (t->kind == TASK_HAMILTON_CYCLE && cJSON_IsFalse(get(v, "has_cycle"))) {
		sb_puts(sb, "The answer is no.");
		return;
	}
	if (t->kind == TASK_HAMILTON_CYCLE)
		x = get(v, "cycle");
	else if (t->kind == TASK_SUBGRAPH)
		x = get(v, "edges");
	/* else the first of the task's answer keys the override gives */
	for (k = t->answer_keys; !x && *k; k = *sp ? sp + 1 : sp) {
		char *name;
		sp = strchr(k, ' ');
		sp = sp ? sp : k + strlen(k);
		name = xstrndup(k, (size_t)(sp - k));
		x = get(v, name);
		free(name);
	}
	sb_puts(sb, "The answer is ");
	put_value(sb, x ? x : v->child);
	sb_putc(sb, '.');
	if (t->kind == TASK_TSP && cJSON_IsNumber(get(v, "length"))) {
		sb_puts(sb, " The total length is ");
		put_num(sb, get(v, "length")->valuedouble);
		sb_putc(sb, '.');
	}
}

void annot_answer_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	if (p->task->kind <= TASK_GNN)
		text_nlgraph(p, v, sb);
	else
		text_other(p, v, sb);
}
