/* answer-shape.c - typed answers <-> gold.answer JSON, by the task row's
 * answer shape, and their check against the graph (answer-shape.h). */
#include "config.h"
#include "answer-shape.h"
#include "problem.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum answer_shape answer_shape_of(const struct problem *p, const char **key)
{
	const cJSON *g = p->gold_answer, *only;

	*key = NULL;
	if (p->task->shape != ANSWER_GOLD) {
		*key = p->task->shape_key;
		return p->task->shape;
	}
	if (!cJSON_IsObject(g) || !(only = g->child) || only->next || !only->string)
		return ANSWER_JSON;
	*key = only->string;
	if (cJSON_IsBool(only))
		return ANSWER_BOOL;
	if (cJSON_IsNumber(only))
		return ANSWER_NUMBER;
	if (cJSON_IsString(only))
		return ANSWER_TEXT;
	if (cJSON_IsArray(only) && (!only->child || cJSON_IsNumber(only->child)))
		return ANSWER_IDS;
	return ANSWER_JSON;
}

const char *answer_shape_hint(const struct problem *p)
{
	const char *key;

	switch (answer_shape_of(p, &key)) {
	case ANSWER_BOOL:
		return "yes or no";
	case ANSWER_IDS:
	case ANSWER_IDS_OR_NONE:
		return "node ids, e.g. 0 3 2";
	case ANSWER_PATH:
		return "the path, e.g. 0 3 2 (length from the graph, or 0 3 2 = 4)";
	case ANSWER_NUMBER:
		return "a number, e.g. 5";
	case ANSWER_PAIRS:
		return "applicant-job pairs, e.g. 0-1 2-0";
	case ANSWER_ROWS:
		return "one vector per node, e.g. 1 2; 3 3; 0 1";
	case ANSWER_TEXT:
		return "the answer text";
	default:
		return "a JSON object in the gold answer's shape";
	}
}

/* Numbers of s in order; separators are anything but digits, '-' before
 * a digit and '.'; a '-' right after a digit is a separator too ("0-1",
 * "0-3-2"), not a minus sign. Returns -1 (with *err) on a word. */
static long numbers(const char *s, double **out, size_t *n, char **err)
{
	const char *start = s;
	size_t cap = 0;

	*out = NULL;
	*n = 0;
	while (*s) {
		char *end;
		double v;

		if (isdigit((unsigned char)*s) ||
		    (*s == '-' && isdigit((unsigned char)s[1]) &&
		     (s == start || !isdigit((unsigned char)s[-1])))) {
			errno = 0;
			v = strtod(s, &end);
			if (errno || !isfinite(v)) {
				*err = xasprintf("number out of range: %.20s", s);
				free(*out);
				return -1;
			}
			xgrow(out, &cap, *n + 1, sizeof **out);
			(*out)[(*n)++] = v;
			s = end;
		} else if (isalpha((unsigned char)*s) || (unsigned char)*s >= 0x80) {
			*err = xasprintf("not a number: \"%.20s\"", s);
			free(*out);
			*out = NULL;
			return -1;
		} else {
			s++;
		}
	}
	return (long)*n;
}

static cJSON *int_array(const double *v, size_t n, char **err)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; i < n; i++) {
		if (v[i] != floor(v[i]) || v[i] < 0 || v[i] > INT32_MAX) {
			*err = xasprintf("not a node id: %g", v[i]);
			cJSON_Delete(a);
			return NULL;
		}
		cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
	}
	return a;
}

/* The weight of path v[0..n) in p's graph, or -1 when a step is not an
 * edge (the last duplicate edge counts, as networkx keeps it). */
static double path_weight(const struct problem *p, const double *v, size_t n)
{
	const struct graph *g = p->graph;
	double sum = 0;

	for (size_t i = 0; i + 1 < n; i++) {
		long found = -1;
		for (size_t e = 0; e < g->m; e++) {
			bool fwd = g->eu[e] == v[i] && g->ev[e] == v[i + 1];
			bool back = !g->directed && g->ev[e] == v[i] && g->eu[e] == v[i + 1];
			if (fwd || back)
				found = (long)e;
		}
		if (found < 0)
			return -1;
		sum += g->ew ? (double)g->ew[found] : 1;
	}
	return sum;
}

static int parse_bool(const char *s, bool *out)
{
	static const char *const yes[] = { "yes", "y", "true", "1" };
	static const char *const no[] = { "no", "n", "false", "0" };
	char w[8];
	size_t n = 0;

	while (isspace((unsigned char)*s))
		s++;
	while (*s && !isspace((unsigned char)*s) && *s != '.' && n < sizeof w - 1)
		w[n++] = (char)tolower((unsigned char)*s++);
	w[n] = '\0';
	while (*s == '.' || isspace((unsigned char)*s))
		s++;
	if (*s)
		return -1;
	for (size_t i = 0; i < 4; i++) {
		if (!strcmp(w, yes[i])) {
			*out = true;
			return 0;
		}
		if (!strcmp(w, no[i])) {
			*out = false;
			return 0;
		}
	}
	return -1;
}

static cJSON *parse_rows(const char *text, char **err)
{
	cJSON *rows = cJSON_CreateArray();
	char *copy = xstrdup(text), *save = NULL;

	for (char *row = strtok_r(copy, ";|\n", &save); row; row = strtok_r(NULL, ";|\n", &save)) {
		double *v;
		size_t n;
		cJSON *r;
		char *colon = strchr(row, ':');	/* "node 0: 1 2" / "0: 1 2" */

		if (colon)
			row = colon + 1;
		if (numbers(row, &v, &n, err) < 0)
			goto fail;
		if (!n) {
			free(v);
			continue;
		}
		r = cJSON_CreateArray();
		for (size_t i = 0; i < n; i++)
			cJSON_AddItemToArray(r, cJSON_CreateNumber(v[i]));
		cJSON_AddItemToArray(rows, r);
		free(v);
	}
	free(copy);
	return rows;
fail:
	free(copy);
	cJSON_Delete(rows);
	return NULL;
}

/* Node ids into o[key]; a path's with its length, the one typed after
 * '=' or else its weight in p's graph (none when a step is no edge). 0,
 * or -1 with a malloc'd *err. */
static int add_ids(cJSON *o, const struct problem *p, enum answer_shape sh, const char *key,
		   const char *s, const double *v, size_t n, char **err)
{
	const char *eq = strchr(s, '=');
	double len = -1;
	cJSON *val;

	if (sh == ANSWER_PATH && eq) {
		if (n < 2 || strchr(eq + 1, '=')) {
			*err = xstrdup("type the path, then optionally = LENGTH");
			return -1;
		}
		n--;	/* the last number is the stated length */
		len = v[n];
	} else if (sh == ANSWER_PATH) {
		len = path_weight(p, v, n);
	}
	if (!(val = int_array(v, n, err)))
		return -1;
	cJSON_AddItemToObject(o, key, val);
	if (sh == ANSWER_PATH && len >= 0)
		cJSON_AddNumberToObject(o, "length", len);
	return 0;
}

/* Applicant-job pairs into o[key], and their count as o.size. 0, or -1
 * with a malloc'd *err. */
static int add_pairs(cJSON *o, const char *key, const double *v, size_t n, char **err)
{
	cJSON *val;

	if (n % 2) {
		*err = xstrdup("pairs need an even count of numbers: applicant-job ...");
		return -1;
	}
	val = cJSON_CreateArray();
	for (size_t i = 0; i < n; i += 2) {
		cJSON *pr = int_array(v + i, 2, err);
		if (!pr) {
			cJSON_Delete(val);
			return -1;
		}
		cJSON_AddItemToArray(val, pr);
	}
	cJSON_AddNumberToObject(o, "size", (double)(n / 2));
	cJSON_AddItemToObject(o, key, val);
	return 0;
}

/* The answers typed as numbers: one number, node ids, a path or pairs.
 * The answer object, or NULL with a malloc'd *err. */
static cJSON *parse_numbers(const struct problem *p, enum answer_shape sh, const char *key,
			    const char *s, char **err)
{
	double *v = NULL;
	size_t n = 0;
	cJSON *o;
	int rc = 0;

	if (numbers(s, &v, &n, err) < 0)
		return NULL;
	if (!n) {
		*err = xasprintf("type %s", answer_shape_hint(p));
		free(v);
		return NULL;
	}
	o = cJSON_CreateObject();
	if (sh == ANSWER_NUMBER) {
		if (n != 1) {
			*err = xstrdup("type one number");
			rc = -1;
		} else {
			cJSON_AddItemToObject(o, key, cJSON_CreateNumber(v[0]));
		}
	} else if (sh == ANSWER_IDS || sh == ANSWER_IDS_OR_NONE || sh == ANSWER_PATH) {
		rc = add_ids(o, p, sh, key, s, v, n, err);
	} else if (sh == ANSWER_PAIRS) {
		rc = add_pairs(o, key, v, n, err);
	}
	free(v);
	if (rc != 0) {
		cJSON_Delete(o);
		return NULL;
	}
	return o;
}

cJSON *answer_shape_parse(const struct problem *p, const char *text, char **err)
{
	const char *key, *s = text;
	enum answer_shape sh = answer_shape_of(p, &key);
	cJSON *o = NULL, *val = NULL;
	bool b;

	*err = NULL;
	while (isspace((unsigned char)*s))
		s++;
	if (!*s) {
		*err = xstrdup("empty override");
		return NULL;
	}
	if (*s == '{') {
		o = cJSON_Parse(s);
		if (!cJSON_IsObject(o)) {
			cJSON_Delete(o);
			*err = xstrdup("not a JSON object");
			return NULL;
		}
		return o;
	}
	switch (sh) {
	case ANSWER_BOOL:
		if (parse_bool(s, &b) != 0) {
			*err = xstrdup("type yes or no");
			return NULL;
		}
		val = cJSON_CreateBool(b);
		break;
	case ANSWER_TEXT:
		val = cJSON_CreateString(s);
		break;
	case ANSWER_ROWS:
		if (!(val = parse_rows(s, err)))
			return NULL;
		break;
	case ANSWER_JSON:
		*err = xasprintf("type %s", answer_shape_hint(p));
		return NULL;
	default:
		return parse_numbers(p, sh, key, s, err);
	}
	o = cJSON_CreateObject();
	cJSON_AddItemToObject(o, key, val);
	return o;
}

static void put_ids(struct strbuf *sb, const cJSON *a, const char *sep)
{
	const cJSON *x;
	bool first = true;

	cJSON_ArrayForEach(x, a) {
		sb_printf(sb, "%s%.15g", first ? "" : sep, x->valuedouble);
		first = false;
	}
}

char *answer_shape_format(const struct problem *p, const cJSON *v)
{
	const char *key;
	enum answer_shape sh = answer_shape_of(p, &key);
	const cJSON *x = key ? cJSON_GetObjectItemCaseSensitive(v, key) : NULL, *e;
	struct strbuf sb;
	char *s;

	sb_init(&sb);
	if (sh == ANSWER_BOOL && cJSON_IsBool(x)) {
		sb_puts(&sb, cJSON_IsTrue(x) ? "yes" : "no");
	} else if (sh == ANSWER_NUMBER && cJSON_IsNumber(x)) {
		sb_printf(&sb, "%.15g", x->valuedouble);
	} else if (sh == ANSWER_TEXT && cJSON_IsString(x)) {
		sb_puts(&sb, x->valuestring);
	} else if ((sh == ANSWER_IDS || sh == ANSWER_IDS_OR_NONE || sh == ANSWER_PATH) && cJSON_IsArray(x)) {
		const cJSON *len = cJSON_GetObjectItemCaseSensitive(v, "length");
		put_ids(&sb, x, " ");
		if (sh == ANSWER_PATH && cJSON_IsNumber(len))
			sb_printf(&sb, " = %.15g", len->valuedouble);
	} else if (sh == ANSWER_PAIRS && cJSON_IsArray(x)) {
		bool first = true;
		cJSON_ArrayForEach(e, x) {
			if (!first)
				sb_putc(&sb, ' ');
			put_ids(&sb, e, "-");
			first = false;
		}
	} else if (sh == ANSWER_ROWS && cJSON_IsArray(x)) {
		bool first = true;
		cJSON_ArrayForEach(e, x) {
			if (!first)
				sb_puts(&sb, "; ");
			put_ids(&sb, e, " ");
			first = false;
		}
	} else if (v) {
		s = cJSON_PrintUnformatted(v);
		sb_puts(&sb, s ? s : "");
		cJSON_free(s);
	}
	return sb_take(&sb);
}

/* ---- checks against the graph ----------------------------------------- */

static int nope(char **err, const char *fmt, ...) ATTR_FORMAT(2, 3);
static int nope(char **err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	*err = xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

static bool is_int(const cJSON *j)
{
	return cJSON_IsNumber(j) && fabs(j->valuedouble) < 9e15 &&
	       j->valuedouble == floor(j->valuedouble);
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

static int check_pairs(const struct graph *g, const cJSON *v, const char *key, char **err)
{
	const cJSON *x = get(v, key), *e;
	size_t k = 0;

	if (!cJSON_IsArray(x) || !g->bipartite)
		return nope(err, "override: needs \"%s\": [[applicant, job], ...]", key);
	cJSON_ArrayForEach(e, x) {
		const cJSON *a = cJSON_GetArrayItem(e, 0), *j = cJSON_GetArrayItem(e, 1);
		if (cJSON_GetArraySize(e) != 2 || !is_int(a) || !is_int(j) || a->valuedouble < 0 ||
		    a->valuedouble >= g->parts[0] || j->valuedouble < 0 ||
		    j->valuedouble >= g->parts[1])
			return nope(err, "override: pairs[%zu] is not [applicant 0..%d, job 0..%d]", k,
				    g->parts[0] - 1, g->parts[1] - 1);
		k++;
	}
	x = get(v, "size");
	if (x && (!is_int(x) || x->valuedouble != (double)k))
		return nope(err, "override: \"size\" must be the number of pairs (%zu)", k);
	return 0;
}

static int check_rows(const struct graph *g, const cJSON *v, const char *key, char **err)
{
	const cJSON *x = get(v, key), *e;
	size_t k = 0;

	if (!cJSON_IsArray(x) || cJSON_GetArraySize(x) != g->n)
		return nope(err, "override: needs \"%s\": one vector per node (%d)", key, g->n);
	cJSON_ArrayForEach(e, x) {
		const cJSON *c;
		if (!cJSON_IsArray(e) || !e->child)
			return nope(err, "override: %s[%zu] is not a vector", key, k);
		cJSON_ArrayForEach(c, e)
			if (!is_int(c) || c->valuedouble < 0)
				return nope(err, "override: %s[%zu] holds a value that is not "
					    "a whole number >= 0", key, k);
		k++;
	}
	return 0;
}

int answer_shape_check(const struct problem *p, const cJSON *v, char **err)
{
	const struct graph *g = p->graph;
	const char *key = p->task->shape_key;
	const cJSON *x;

	switch (p->task->shape) {
	case ANSWER_BOOL:
		return cJSON_IsBool(get(v, key)) ? 0 : nope(err, "override: needs \"%s\": true or false",
							    key);
	case ANSWER_IDS:
		return node_list(get(v, key), g->n, 1, key, err);
	case ANSWER_IDS_OR_NONE:
		x = get(v, key);
		if (cJSON_IsNull(x) || (cJSON_IsArray(x) && !x->child))
			return 0;	/* "there is no such path" */
		return node_list(x, g->n, 1, key, err);
	case ANSWER_PATH:
		x = get(v, "length");
		if (x && (!is_int(x) || x->valuedouble < 0))
			return nope(err, "override: \"length\" must be a whole number >= 0");
		return node_list(get(v, key), g->n, 1, key, err);
	case ANSWER_NUMBER:
		x = get(v, key);
		return is_int(x) && x->valuedouble >= 0 ? 0 :
		       nope(err, "override: needs \"%s\": a whole number >= 0", key);
	case ANSWER_PAIRS:
		return check_pairs(g, v, key, err);
	case ANSWER_ROWS:
		return check_rows(g, v, key, err);
	case ANSWER_GOLD:
	case ANSWER_JSON:
	case ANSWER_TEXT:
		break;
	}
	return 0;
}

bool answer_shape_is_walk(const struct task *t)
{
	return t && t->shape != ANSWER_IDS;
}
