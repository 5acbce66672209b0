/* lc-judge.c - is an output right for a GraphEval2000 problem? Exact for
 * single-answer problems, by validity for multi-answer ones (lc.h). */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The elements of array a as sorted canonical strings (edges: smaller end
 * first). NULL when a is not an array (or an edge is not a pair). */
static char **canon(const cJSON *a, bool edges, size_t *n)
{
	const cJSON *it;
	char **v;
	size_t k = 0;

	if (!cJSON_IsArray(a))
		return NULL;
	v = xcalloc((size_t)cJSON_GetArraySize(a) + 1, sizeof *v);
	cJSON_ArrayForEach(it, a) {
		if (edges) {
			const cJSON *x = cJSON_GetArrayItem(it, 0), *y = cJSON_GetArrayItem(it, 1);
			double p, q;
			if (cJSON_GetArraySize(it) != 2 || !cJSON_IsNumber(x) || !cJSON_IsNumber(y)) {
				for (size_t i = 0; i < k; i++)
					free(v[i]);
				free(v);
				return NULL;
			}
			p = x->valuedouble < y->valuedouble ? x->valuedouble : y->valuedouble;
			q = x->valuedouble < y->valuedouble ? y->valuedouble : x->valuedouble;
			v[k++] = xasprintf("%.17g,%.17g", p, q);
		} else {
			char *s = cJSON_PrintUnformatted(it);
			if (!s)
				gravel_fatal("out of memory");
			v[k++] = xstrdup(s);
			cJSON_free(s);
		}
	}
	qsort(v, k, sizeof *v, cmp_str);
	*n = k;
	return v;
}

static void free_strs(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

static bool same_set(const cJSON *ref, const cJSON *out, bool edges, char *why, size_t wl)
{
	size_t na = 0, nb = 0;
	char **a = canon(ref, edges, &na), **b = canon(out, edges, &nb);
	bool ok = a && b && na == nb;

	if (!b)
		snprintf(why, wl, "not a list%s", edges ? " of pairs" : "");
	else if (!a)
		snprintf(why, wl, "no reference answer");
	else if (na != nb)
		snprintf(why, wl, "%zu elements, expected %zu", nb, na);
	for (size_t i = 0; ok && i < na; i++)
		if (strcmp(a[i], b[i])) {
			ok = false;
			snprintf(why, wl, "element %s is not expected", b[i]);
		}
	if (a)
		free_strs(a, na);
	if (b)
		free_strs(b, nb);
	return ok;
}

/* Integer element i of an array, or false. */
static bool int_at(const cJSON *a, int i, long *v)
{
	const cJSON *it = cJSON_GetArrayItem(a, i);
	if (!cJSON_IsNumber(it) || it->valuedouble != (double)(long)ll_of(it->valuedouble))
		return false;
	*v = (long)ll_of(it->valuedouble);
	return true;
}

static bool judge_topo(const struct problem *p, const cJSON *ref, const cJSON *out, char *why,
		       size_t wl)
{
	const struct graph *g = p->graph;
	long n = lc_qint(p, "n", g->n), *pos;
	int k = cJSON_GetArraySize(out);
	bool ok = true;

	if (!cJSON_IsArray(out)) {
		snprintf(why, wl, "not a list");
		return false;
	}
	if (k == 0) {
		/* [] claims there is no order: right when the reference found none */
		if (ref && cJSON_GetArraySize(ref) == 0)
			return true;
		snprintf(why, wl, "[] but an order exists");
		return false;
	}
	if (ref && cJSON_IsArray(ref) && cJSON_GetArraySize(ref) == 0) {
		/* the reference found no order: any order given is wrong for
		 * that reason, whatever its length */
		snprintf(why, wl, "the prerequisites have a cycle, so no order exists "
				  "(expected [])");
		return false;
	}
	if (k != n) {
		snprintf(why, wl, "%d courses, expected %ld", k, n);
		return false;
	}
	pos = xmalloc((size_t)n * sizeof *pos);
	for (long i = 0; i < n; i++)
		pos[i] = -1;
	for (int i = 0; i < k && ok; i++) {
		long v;
		if (!int_at(out, i, &v) || v < 0 || v >= n) {
			snprintf(why, wl, "position %d is not a course 0..%ld", i, n - 1);
			ok = false;
		} else if (pos[v] >= 0) {
			snprintf(why, wl, "course %ld appears twice", v);
			ok = false;
		} else {
			pos[v] = i;
		}
	}
	/* prerequisites [a, b]: b before a */
	for (size_t e = 0; e < g->m && ok; e++) {
		int a = g->eu[e], b = g->ev[e];
		if (a < n && b < n && pos[b] > pos[a]) {
			snprintf(why, wl, "%d is taken before its prerequisite %d", a, b);
			ok = false;
		}
	}
	free(pos);
	return ok;
}

static int cmp_pair(const void *a, const void *b)
{
	const long *x = a, *y = b;
	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return (x[1] > y[1]) - (x[1] < y[1]);
}

static bool judge_euler(const struct problem *p, const cJSON *out, char *why, size_t wl)
{
	const struct graph *g = p->graph;
	size_t m = g->m, k = (size_t)cJSON_GetArraySize(out);
	long *want, *got;
	bool ok = true;

	if (!cJSON_IsArray(out)) {
		snprintf(why, wl, "not a list of pairs");
		return false;
	}
	if (k != m) {
		snprintf(why, wl, "%zu pairs, expected all %zu", k, m);
		return false;
	}
	want = xmalloc((2 * m + 1) * sizeof *want);
	got = xmalloc((2 * m + 1) * sizeof *got);
	for (size_t e = 0; e < m; e++) {
		want[2 * e] = g->eu[e];
		want[2 * e + 1] = g->ev[e];
	}
	for (size_t i = 0; i < k && ok; i++) {
		const cJSON *pr = cJSON_GetArrayItem(out, (int)i);
		if (cJSON_GetArraySize(pr) != 2 || !int_at(pr, 0, &got[2 * i]) ||
		    !int_at(pr, 1, &got[2 * i + 1])) {
			snprintf(why, wl, "element %zu is not a pair", i);
			ok = false;
		} else if (i > 0 && got[2 * i] != got[2 * i - 1]) {
			snprintf(why, wl, "pair %zu starts at %ld, the last ended at %ld", i,
				 got[2 * i], got[2 * i - 1]);
			ok = false;
		}
	}
	if (ok) {
		qsort(want, m, 2 * sizeof *want, cmp_pair);
		qsort(got, m, 2 * sizeof *got, cmp_pair);
		for (size_t i = 0; i < m && ok; i++)
			if (cmp_pair(want + 2 * i, got + 2 * i)) {
				snprintf(why, wl, "pair [%ld, %ld] is not one of the input's (or repeats)",
					 got[2 * i], got[2 * i + 1]);
				ok = false;
			}
	}
	free(want);
	free(got);
	return ok;
}

bool lc_judge(const struct problem *p, const cJSON *ref, const cJSON *out, char *why,
	      size_t whylen)
{
	enum lc_judge j = LC_EXACT;

	why[0] = 0;
	if (!out) {
		snprintf(why, whylen, "no output");
		return false;
	}
	lc_task_judge(p->task->kind, &j);
	switch (j) {
	case LC_TOPO:
		return judge_topo(p, ref, out, why, whylen);
	case LC_EULER:
		return judge_euler(p, out, why, whylen);
	case LC_SET:
		return same_set(ref, out, false, why, whylen);
	case LC_EDGESET:
		return same_set(ref, out, true, why, whylen);
	case LC_EXACT:
		break;
	}
	if (!ref) {
		snprintf(why, whylen, "no reference answer");
		return false;
	}
	if (lc_json_equal(ref, out))
		return true;
	{
		char *r = cJSON_PrintUnformatted(ref);
		snprintf(why, whylen, "expected %.60s%s", r ? r : "?",
			 r && strlen(r) > 60 ? "..." : "");
		cJSON_free(r);
	}
	return false;
}
