/* override.c - typed overrides <-> gold.answer JSON (override.h). */
#include "config.h"
#include "override.h"
#include "problem.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum shape { SH_JSON, SH_BOOL, SH_IDS, SH_PATH, SH_NUMBER, SH_PAIRS, SH_ROWS, SH_TEXT };

/* The shape to type for p, and the gold key it fills. */
static enum shape shape_of(const struct problem *p, const char **key)
{
	const cJSON *g = p->gold_answer, *only;

	*key = NULL;
	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
		*key = "connected";
		return SH_BOOL;
	case TASK_CYCLE:
		*key = "has_cycle";
		return SH_BOOL;
	case TASK_TOPOLOGY:
		*key = "order";
		return SH_IDS;
	case TASK_SHORTEST_PATH:
		*key = "path";
		return SH_PATH;
	case TASK_FLOW:
		*key = "value";
		return SH_NUMBER;
	case TASK_MATCHING:
		*key = "pairs";
		return SH_PAIRS;
	case TASK_HAMILTON:
		*key = "path";
		return SH_IDS;
	case TASK_GNN:
		*key = "embeddings";
		return SH_ROWS;
	default:
		break;
	}
	if (!cJSON_IsObject(g) || !(only = g->child) || only->next || !only->string)
		return SH_JSON;
	*key = only->string;
	if (cJSON_IsBool(only))
		return SH_BOOL;
	if (cJSON_IsNumber(only))
		return SH_NUMBER;
	if (cJSON_IsString(only))
		return SH_TEXT;
	if (cJSON_IsArray(only) && (!only->child || cJSON_IsNumber(only->child)))
		return SH_IDS;
	return SH_JSON;
}

const char *override_hint(const struct problem *p)
{
	const char *key;

	switch (shape_of(p, &key)) {
	case SH_BOOL:
		return "yes or no";
	case SH_IDS:
		return "node ids, e.g. 0 3 2";
	case SH_PATH:
		return "the path, e.g. 0 3 2 (length from the graph, or 0 3 2 = 4)";
	case SH_NUMBER:
		return "a number, e.g. 5";
	case SH_PAIRS:
		return "applicant-job pairs, e.g. 0-1 2-0";
	case SH_ROWS:
		return "one vector per node, e.g. 1 2; 3 3; 0 1";
	case SH_TEXT:
		return "the answer text";
	default:
		return "a JSON object in the gold answer's shape";
	}
}

/* Numbers of s in order; separators are anything but digits, '-' before
 * a digit and '.'. Returns -1 (with *err) on a word. */
static long numbers(const char *s, double **out, size_t *n, char **err)
{
	size_t cap = 0;

	*out = NULL;
	*n = 0;
	while (*s) {
		char *end;
		double v;

		if (isdigit((unsigned char)*s) || (*s == '-' && isdigit((unsigned char)s[1]))) {
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

cJSON *override_parse(const struct problem *p, const char *text, char **err)
{
	const char *key, *s = text;
	enum shape sh = shape_of(p, &key);
	cJSON *o = NULL, *val = NULL;
	double *v = NULL;
	size_t n = 0;
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
	case SH_BOOL:
		if (parse_bool(s, &b) != 0) {
			*err = xstrdup("type yes or no");
			return NULL;
		}
		val = cJSON_CreateBool(b);
		break;
	case SH_TEXT:
		val = cJSON_CreateString(s);
		break;
	case SH_ROWS:
		if (!(val = parse_rows(s, err)))
			return NULL;
		break;
	case SH_JSON:
		*err = xasprintf("type %s", override_hint(p));
		return NULL;
	default:
		if (numbers(s, &v, &n, err) < 0)
			return NULL;
		if (!n) {
			*err = xasprintf("type %s", override_hint(p));
			return NULL;
		}
		break;
	}
	o = cJSON_CreateObject();
	if (sh == SH_NUMBER) {
		if (n != 1) {
			*err = xstrdup("type one number");
			goto fail;
		}
		val = cJSON_CreateNumber(v[0]);
	} else if (sh == SH_IDS || sh == SH_PATH) {
		const char *eq = strchr(s, '=');
		size_t np = n;
		double len = -1;
		if (sh == SH_PATH && eq) {
			if (np < 2 || strchr(eq + 1, '='))
				goto bad_path;
			np--;	/* the last number is the stated length */
			len = v[np];
		} else if (sh == SH_PATH) {
			len = path_weight(p, v, np);
		}
		if (!(val = int_array(v, np, err)))
			goto fail;
		if (sh == SH_PATH && len >= 0) {
			cJSON_AddItemToObject(o, key, val);
			cJSON_AddNumberToObject(o, "length", len);
			val = NULL;
		}
	} else if (sh == SH_PAIRS) {
		if (n % 2) {
			*err = xstrdup("pairs need an even count of numbers: applicant-job ...");
			goto fail;
		}
		val = cJSON_CreateArray();
		for (size_t i = 0; i < n; i += 2) {
			cJSON *pr = int_array(v + i, 2, err);
			if (!pr)
				goto fail;
			cJSON_AddItemToArray(val, pr);
		}
		cJSON_AddNumberToObject(o, "size", (double)(n / 2));
	}
	if (val)
		cJSON_AddItemToObject(o, key, val);
	free(v);
	return o;
bad_path:
	*err = xstrdup("type the path, then optionally = LENGTH");
fail:
	cJSON_Delete(val);
	cJSON_Delete(o);
	free(v);
	return NULL;
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

char *override_format(const struct problem *p, const cJSON *v)
{
	const char *key;
	enum shape sh = shape_of(p, &key);
	const cJSON *x = key ? cJSON_GetObjectItemCaseSensitive(v, key) : NULL, *e;
	struct strbuf sb;
	char *s;

	sb_init(&sb);
	if (sh == SH_BOOL && cJSON_IsBool(x)) {
		sb_puts(&sb, cJSON_IsTrue(x) ? "yes" : "no");
	} else if (sh == SH_NUMBER && cJSON_IsNumber(x)) {
		sb_printf(&sb, "%.15g", x->valuedouble);
	} else if (sh == SH_TEXT && cJSON_IsString(x)) {
		sb_puts(&sb, x->valuestring);
	} else if ((sh == SH_IDS || sh == SH_PATH) && cJSON_IsArray(x)) {
		const cJSON *len = cJSON_GetObjectItemCaseSensitive(v, "length");
		put_ids(&sb, x, " ");
		if (sh == SH_PATH && cJSON_IsNumber(len))
			sb_printf(&sb, " = %.15g", len->valuedouble);
	} else if (sh == SH_PAIRS && cJSON_IsArray(x)) {
		bool first = true;
		cJSON_ArrayForEach(e, x) {
			if (!first)
				sb_putc(&sb, ' ');
			put_ids(&sb, e, "-");
			first = false;
		}
	} else if (sh == SH_ROWS && cJSON_IsArray(x)) {
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
