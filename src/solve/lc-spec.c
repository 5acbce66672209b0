/* lc-spec.c - does a GraphEval2000 input keep its problem statement's
 * constraints? The constraints are each task's `spec` column in
 * lc-tasks.h (the statements' "Constraints" sections, in a small
 * vocabulary); this reads them. An input that breaks one is off-spec: the
 * audit counts it apart from wrong labels and names the constraint. */
#include "config.h"
#include "lc.h"
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
	const char *spec, *reading;
} specs[] = {
#define LC_SPEC_ROW(id, dir, attr, query, judge, title, output, shape, spec, reading) \
	{ TASK_LC##id, spec, reading },
	LC_TASKS(LC_SPEC_ROW)
#undef LC_SPEC_ROW
};
/* clang-format on */

static int row_of(enum task_kind k)
{
	for (size_t i = 0; i < ARRAY_SIZE(specs); i++)
		if (specs[i].kind == k)
			return (int)i;
	return -1;
}

const char *lc_reading(enum task_kind k)
{
	int r = row_of(k);
	return r >= 0 && specs[r].reading[0] ? specs[r].reading : NULL;
}

struct spec_ctx {
	const struct problem *p;
	long n;
	struct lc_offspec *out;
};

static bool broken(struct spec_ctx *c, const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static bool broken(struct spec_ctx *c, const char *rule, const char *fmt, ...)
{
	struct lc_offspec *o = c->out;
	va_list ap;

	if (o->n < LC_OFFSPEC_MAX)
		snprintf(o->rules[o->n], sizeof o->rules[o->n], "%s", rule);
	if (!o->n) {
		va_start(ap, fmt);
		vsnprintf(o->detail, sizeof o->detail, fmt, ap);
		va_end(ap);
	}
	o->n++;
	return true;
}

/* "LO..HI" (either side may be empty: no bound). */
static void parse_range(const char *s, double *lo, double *hi)
{
	const char *dots = strstr(s, "..");

	*lo = -INFINITY;
	*hi = INFINITY;
	if (!dots)
		return;
	if (dots > s)
		*lo = atof(s);
	if (dots[2])
		*hi = atof(dots + 2);
}

/* The rule "lo <= name <= hi" into buf (name may be buf itself: copied
 * first; a rule past len is cut, as every message of a spec is). */
static void range_text(char *buf, size_t len, const char *name, double lo, double hi)
{
	char what[96];

	str_format(what, sizeof what, "%s", name);
	if (isinf(lo))
		str_format(buf, len, "%s <= %.0f", what, hi);
	else if (isinf(hi))
		str_format(buf, len, "%s >= %.0f", what, lo);
	else
		str_format(buf, len, "%.0f <= %s <= %.0f", lo, what, hi);
}

/* The first number of v (nested lists walked) outside [lo, hi], or NULL. */
static const cJSON *outside(const cJSON *v, double lo, double hi)
{
	const cJSON *x, *bad;

	if (cJSON_IsNumber(v))
		return v->valuedouble < lo || v->valuedouble > hi ? v : NULL;
	for (x = cJSON_IsArray(v) ? v->child : NULL; x; x = x->next)
		if ((bad = outside(x, lo, hi)))
			return bad;
	return NULL;
}

static const cJSON *odd(const cJSON *v)
{
	const cJSON *x, *bad;

	if (cJSON_IsNumber(v))
		return fmod(v->valuedouble, 2.0) != 0 ? v : NULL;
	for (x = cJSON_IsArray(v) ? v->child : NULL; x; x = x->next)
		if ((bad = odd(x)))
			return bad;
	return NULL;
}

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static int cmp_pair(const void *a, const void *b)
{
	const int *x = a, *y = b;
	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return (x[1] > y[1]) - (x[1] < y[1]);
}

/* A query key's constraint: KEY=LO..HI, KEY#LO..HI, KEY~even|unique|uv|lower. */
static bool key_broken(struct spec_ctx *c, const char *tok)
{
	size_t kl = strcspn(tok, "=#~");
	char key[48], rule[96];
	const cJSON *v, *x;
	double lo, hi;

	snprintf(key, sizeof key, "%.*s", (int)kl, tok);
	v = cJSON_GetObjectItemCaseSensitive(c->p->query, key);
	if (tok[kl] == '=') {
		parse_range(tok + kl + 1, &lo, &hi);
		if (!strcmp(key, "n"))
			return false;	/* sizes: the second pass */
		if (!v)
			return false;
		snprintf(rule, sizeof rule, "%s%s", key, cJSON_IsArray(v) ? "[i]" : "");
		range_text(rule, sizeof rule, rule, lo, hi);
		if ((x = outside(v, lo, hi)))
			return broken(c, rule, "%s holds %.17g", key, x->valuedouble);
		return false;
	}
	if (tok[kl] == '#') {
		parse_range(tok + kl + 1, &lo, &hi);
		snprintf(rule, sizeof rule, "%s.length", key);
		range_text(rule, sizeof rule, rule, lo, hi);
		if (cJSON_IsArray(v) && (cJSON_GetArraySize(v) < lo || cJSON_GetArraySize(v) > hi))
			return broken(c, rule, "%s has %d", key, cJSON_GetArraySize(v));
		return false;
	}
	if (!v)
		return false;
	if (!strcmp(tok + kl, "~even")) {
		snprintf(rule, sizeof rule, "%s[i] is even", key);
		if ((x = odd(v)))
			return broken(c, rule, "%s holds %.17g", key, x->valuedouble);
	} else if (!strcmp(tok + kl, "~unique")) {
		int k = 0, len = cJSON_GetArraySize(v);
		double *d = xmalloc(((size_t)len + 1) * sizeof *d);
		bool dup = false;
		cJSON_ArrayForEach(x, v)
			d[k++] = cJSON_IsNumber(x) ? x->valuedouble : NAN;
		qsort(d, (size_t)k, sizeof *d, cmp_dbl);
		for (int i = 1; i < k && !dup; i++)
			if (d[i] == d[i - 1]) {
				dup = true;
				snprintf(rule, sizeof rule, "the values of %s are unique", key);
				broken(c, rule, "%.17g appears twice", d[i]);
			}
		free(d);
		return dup;
	} else if (!strcmp(tok + kl, "~uv")) {
		snprintf(rule, sizeof rule, "%s[j] = [u, v] with u != v", key);
		cJSON_ArrayForEach(x, v) {
			const cJSON *a = cJSON_GetArrayItem(x, 0), *b = cJSON_GetArrayItem(x, 1);
			if (cJSON_IsNumber(a) && cJSON_IsNumber(b) && a->valuedouble == b->valuedouble)
				return broken(c, rule, "[%.17g, %.17g] is asked", a->valuedouble,
					      b->valuedouble);
		}
	} else if (!strcmp(tok + kl, "~lower")) {
		snprintf(rule, sizeof rule, "%s consists of lowercase English letters", key);
		if (cJSON_IsString(v))
			for (const char *s = v->valuestring; *s; s++)
				if (*s < 'a' || *s > 'z')
					return broken(c, rule, "byte 0x%02x at %ld", (unsigned char)*s,
						      (long)(s - v->valuestring));
	}
	return false;
}

/* The graph's constraints, one function each: true when the input breaks
 * it (recorded by broken()); arg is what follows the rule's name. */
static bool loopless_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;

	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] == g->ev[e])
			return broken(c, "ai != bi (no self-loop)", "a self-loop at node %d",
				      g->eu[e]);
	return false;
}

static bool distinct_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;
	int *pr = xmalloc((2 * g->m + 2) * sizeof *pr);
	bool dup = false;

	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		if (!g->directed && u > v) {
			int t = u;
			u = v;
			v = t;
		}
		pr[2 * e] = u;
		pr[2 * e + 1] = v;
	}
	qsort(pr, g->m, 2 * sizeof *pr, cmp_pair);
	for (size_t e = 1; e < g->m && !dup; e++)
		if (!cmp_pair(pr + 2 * e, pr + 2 * e - 2)) {
			dup = true;
			broken(c, "no repeated edge", "[%d, %d] appears twice", pr[2 * e],
			       pr[2 * e + 1]);
		}
	free(pr);
	return dup;
}

static bool dag_broken(struct spec_ctx *c, const char *arg)
{
	char *err = NULL;

	if (!lc_require_dag(c->p, c->p->graph->n, &err))
		return false;
	free(err);
	return broken(c, "the graph is acyclic (a DAG)", "it has a cycle");
}

static bool tree_broken(struct spec_ctx *c, const char *arg)
{
	char *err = NULL, *d;

	if (!lc_require_tree(c->p, (int)c->n, &err))
		return false;
	d = strstr(err, "off-spec input: ");
	broken(c, "the edges form a tree", "%s", d ? d + 16 : err);
	free(err);
	return true;
}

static bool connected_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;
	struct lc_dsu d;
	int comps = (int)c->n;

	lc_dsu_init(&d, (int)c->n);
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] < c->n && g->ev[e] < c->n && lc_dsu_union(&d, g->eu[e], g->ev[e]))
			comps--;
	lc_dsu_free(&d);
	if (comps > 1)
		return broken(c, "every node can reach every other", "%d components", comps);
	return false;
}

static bool nodes1_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;

	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] == 0 || g->ev[e] == 0)
			return broken(c, "1 <= ai, bi <= n (nodes 1..n)",
				      "node 0 is used (edge [%d, %d])", g->eu[e], g->ev[e]);
	return false;
}

/* ids=LO..HI: every edge's ends in range. */
static bool ids_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;
	double lo, hi;
	char rule[64];

	parse_range(arg, &lo, &hi);
	range_text(rule, sizeof rule, "ai, bi", lo, hi);
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] < lo || g->eu[e] > hi || g->ev[e] < lo || g->ev[e] > hi)
			return broken(c, rule, "edge [%d, %d]", g->eu[e], g->ev[e]);
	return false;
}

static bool outdeg1_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;

	for (int v = 0; v < g->n; v++)
		if (graph_degree(g, v) != 1)
			return broken(c, "0 <= edges[i] <= n - 1 (one out-edge each)",
				      "node %d has %zu", v, graph_degree(g, v));
	return false;
}

/* The first node whose pairs do not balance for an Eulerian path (out
 * minus in beyond one, or more than one start or end), or -1. */
static int euler_unbalanced(const struct graph *g)
{
	long *bal = xcalloc((size_t)g->n + 1, sizeof *bal);
	int plus = 0, minus = 0, bad = -1;

	for (size_t e = 0; e < g->m; e++) {
		bal[g->eu[e]]++;
		bal[g->ev[e]]--;
	}
	for (int v = 0; v < g->n && bad < 0; v++) {
		plus += bal[v] == 1;
		minus += bal[v] == -1;
		if (bal[v] > 1 || bal[v] < -1 || plus > 1 || minus > 1)
			bad = v;
	}
	free(bal);
	return bad;
}

/* Do the edges' ends fall into more than one group? */
static bool edges_split(const struct graph *g)
{
	struct lc_dsu d;
	int root = -1;
	bool split = false;

	lc_dsu_init(&d, g->n);
	for (size_t e = 0; e < g->m; e++)
		lc_dsu_union(&d, g->eu[e], g->ev[e]);
	for (size_t e = 0; e < g->m && !split; e++) {
		int r = lc_dsu_find(&d, g->eu[e]);
		split = root >= 0 && r != root;
		root = r;
	}
	lc_dsu_free(&d);
	return split;
}

static bool euler_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;
	int bad = euler_unbalanced(g);

	if (bad >= 0)
		return broken(c, "a valid arrangement of the pairs exists",
			      "node %d's pairs do not balance", bad);
	if (edges_split(g))
		return broken(c, "a valid arrangement of the pairs exists",
			      "the pairs fall apart into separate groups");
	return false;
}

static bool grid_broken(struct spec_ctx *c, const char *arg)
{
	if (!cJSON_GetObjectItemCaseSensitive(c->p->query, "grid"))
		return broken(c, "grid[i][j] values are given",
			      "the case lists only the increasing steps");
	return false;
}

/* w=LO..HI: every edge's weight in range. */
static bool weights_broken(struct spec_ctx *c, const char *arg)
{
	const struct graph *g = c->p->graph;
	double lo, hi;
	char rule[64];

	parse_range(arg, &lo, &hi);
	range_text(rule, sizeof rule, "wi", lo, hi);
	for (size_t e = 0; g->ew && e < g->m; e++)
		if (g->ew[e] < lo || g->ew[e] > hi)
			return broken(c, rule, "edge [%d, %d] weighs %lld", g->eu[e], g->ev[e],
				      (long long)g->ew[e]);
	return false;
}

/* The graph rules of the spec vocabulary; a name ending in '=' takes a
 * range after it. */
static const struct {
	const char *name;
	bool (*broken)(struct spec_ctx *c, const char *arg);
} graph_rules[] = {
	{ "loopless", loopless_broken },
	{ "distinct", distinct_broken },
	{ "dag", dag_broken },
	{ "tree", tree_broken },
	{ "connected", connected_broken },
	{ "nodes1", nodes1_broken },
	{ "ids=", ids_broken },
	{ "outdeg1", outdeg1_broken },
	{ "euler", euler_broken },
	{ "grid", grid_broken },
	{ "w=", weights_broken },
};

static bool graph_broken(struct spec_ctx *c, const char *tok)
{
	for (size_t i = 0; i < ARRAY_SIZE(graph_rules); i++) {
		const char *name = graph_rules[i].name;
		size_t len = strlen(name);
		bool ranged = name[len - 1] == '=';
		if (ranged ? !prefixcmp(tok, name) : !strcmp(tok, name))
			return graph_rules[i].broken(c, tok + len);
	}
	return false;
}

/* Sizes, checked last: a broken structure says more about an input. */
static bool size_broken(struct spec_ctx *c, const char *tok)
{
	double lo, hi, v;
	char rule[64];

	if (prefixcmp(tok, "n=") && prefixcmp(tok, "m="))
		return false;
	parse_range(tok + 2, &lo, &hi);
	v = tok[0] == 'n' ? (double)c->n : (double)c->p->graph->m;
	range_text(rule, sizeof rule, tok[0] == 'n' ? "n" : "edges.length", lo, hi);
	if (v < lo || v > hi)
		return broken(c, rule, "%s is %.0f", tok[0] == 'n' ? "n" : "edges.length", v);
	return false;
}

bool lc_offspec(const struct problem *p, struct lc_offspec *out)
{
	int r = row_of(p->task->kind);
	struct spec_ctx c = { p, p->graph->n, out };
	char *copy, *tok, *save = NULL;

	memset(out, 0, sizeof *out);
	if (r < 0)
		return false;
	problem_query_int(p, "n", &c.n);
	/* every constraint is checked; the first broken one is detailed */
	for (int pass = 0; pass < 2; pass++) {
		copy = xstrdup(specs[r].spec);
		for (tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
			if (pass == 1)
				size_broken(&c, tok);
			else if (strpbrk(tok, "#~") || (strchr(tok, '=') && prefixcmp(tok, "m=") &&
							 prefixcmp(tok, "w=") &&
							 prefixcmp(tok, "ids=")))
				key_broken(&c, tok);
			else
				graph_broken(&c, tok);
		}
		free(copy);
	}
	return out->n > 0;
}

char *lc_offspec_text(const struct lc_offspec *o)
{
	struct strbuf t;

	sb_init(&t);
	sb_puts(&t, o->rules[0]);
	sb_puts(&t, " (");
	sb_puts(&t, o->detail);
	sb_puts(&t, ")");
	for (size_t i = 1; i < o->n && i < LC_OFFSPEC_MAX; i++) {
		sb_puts(&t, i == 1 ? "; also " : ", ");
		sb_puts(&t, o->rules[i]);
	}
	return t.data ? t.data : xstrdup("");
}
