/* gracore-qa.c - reading the answers of GraCoRe's records: the special
 * question of each graph type, written as prose ("The shortest path is
 * [11, 6, 3, 1] with length 6."), turned into gold.answer objects
 * (gracore-import.h lists the shapes). */
#include "config.h"
#include "gracore-qa.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

cJSON *gcqa_check(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

/* Next integer at or after *s (a '-' right before digits makes it
 * negative); false when none. *s moves past it. */
static bool next_int(const char **s, const char *end, long *out)
{
	const char *p = *s;

	while (p < end && !isdigit((unsigned char)*p))
		p++;
	if (p >= end)
		return false;
	{
		bool neg = p > *s && p[-1] == '-';
		long v = 0;
		while (p < end && isdigit((unsigned char)*p)) {
			if (v < 1000000000000L)
				v = v * 10 + (*p - '0');
			p++;
		}
		*out = neg ? -v : v;
	}
	*s = p;
	return true;
}

size_t gcqa_ints(const char *s, const char *end, long *out, size_t max)
{
	size_t k = 0;
	long v;

	while (k < max && next_int(&s, end, &v))
		out[k++] = v;
	return k;
}

bool gcqa_int_after(const char *text, const char *phrase, long *out)
{
	const char *p = text ? strstr(text, phrase) : NULL;

	if (!p)
		return false;
	p += strlen(phrase);
	return next_int(&p, p + strlen(p), out);
}

long *gcqa_list(const char *text, const char *from, size_t *n)
{
	const char *p = from ? strstr(text, from) : text, *open, *close;
	size_t cap;
	long *v;

	*n = 0;
	if (!p)
		return NULL;
	open = strchr(p, '[');
	close = open ? strchr(open, ']') : NULL;
	if (!close)
		return NULL;
	cap = (size_t)(close - open) + 1;
	v = xmalloc(cap * sizeof *v);
	*n = gcqa_ints(open + 1, close, v, cap);
	return v;
}

int gcqa_yes_no(const char *text)
{
	while (text && isspace((unsigned char)*text))
		text++;
	if (!text)
		return -1;
	if (!strncasecmp(text, "yes", 3) || !strncasecmp(text, "true", 4))
		return 1;
	if (!strncasecmp(text, "no", 2) || !strncasecmp(text, "false", 5))
		return 0;
	return -1;
}

cJSON *gcqa_int_array(const long *v, size_t n)
{
	cJSON *a = gcqa_check(cJSON_CreateArray());

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(a, gcqa_check(cJSON_CreateNumber((double)v[i])));
	return a;
}

/* The options of a multiple-choice question: every "X. [...]" that starts
 * a line or follows a blank, wherever it is (GraCoRe's traversal questions
 * put C and D on one line). An object letter -> list, or NULL when the
 * question has none; *bad (may be NULL) is set when an option repeats a
 * letter or its list has no closing ']'. */
static cJSON *options_read(const char *q, bool *bad)
{
	cJSON *o = NULL;

	if (bad)
		*bad = false;
	for (const char *s = q; s && *s; s++) {
		const char *b = s + 2, *close;
		char key[2];
		size_t n;
		long *v;

		if (!(*s >= 'A' && *s <= 'Z') || s[1] != '.' ||
		    (s > q && !isspace((unsigned char)s[-1])))
			continue;
		while (*b == ' ' || *b == '\t')
			b++;
		if (*b != '[')
			continue;
		key[0] = *s;
		key[1] = '\0';
		close = strchr(b, ']');
		if (!close || (o && cJSON_GetObjectItemCaseSensitive(o, key))) {
			if (bad)
				*bad = true;
			if (!close)
				break;
			continue;
		}
		v = gcqa_list(b, NULL, &n);
		if (!o)
			o = gcqa_check(cJSON_CreateObject());
		cJSON_AddItemToObject(o, key, gcqa_int_array(v, n));
		free(v);
		s = close;
	}
	return o;
}

cJSON *gcqa_options(const char *q)
{
	return options_read(q, NULL);
}

/* The options are A, B, ... in order, at least two, none empty? */
static bool options_complete(const cJSON *opts)
{
	const cJSON *it;
	char want = 'A';

	cJSON_ArrayForEach(it, opts) {
		if (!it->string || it->string[0] != want++ || cJSON_GetArraySize(it) == 0)
			return false;
	}
	return want > 'B';
}

/* "(u, v, f)" triples after "flow paths are": [[u, v, f], ...]. */
static cJSON *flow_triples(const char *a)
{
	const char *p = strstr(a, "flow paths are"), *end;
	cJSON *arr;
	long v[3];

	if (!p)
		return NULL;
	arr = gcqa_check(cJSON_CreateArray());
	end = p + strlen(p);
	for (p = strchr(p, '('); p; p = strchr(p + 1, '(')) {
		const char *close = strchr(p, ')');
		if (!close || gcqa_ints(p, close, v, 3) != 3)
			break;
		cJSON_AddItemToArray(arr, gcqa_int_array(v, 3));
		p = close;
		if (p >= end)
			break;
	}
	return arr;
}

int gcqa_special(enum task_kind kind, const char *q, const cJSON *a, const cJSON *planted,
		 cJSON *query, cJSON **gold, cJSON **extra, char **err)
{
	const char *as = cJSON_IsString(a) ? a->valuestring : NULL;
	long s, t, v;
	long *list;
	size_t n;
	int yn;

	*gold = gcqa_check(cJSON_CreateObject());
	switch (kind) {
	case TASK_BIPARTITE:
	case TASK_TREE:
	case TASK_EULER:
		if ((yn = gcqa_yes_no(as)) < 0)
			goto bad;
		cJSON_AddBoolToObject(*gold, kind == TASK_BIPARTITE ? "bipartite" :
					     kind == TASK_TREE ? "tree" : "circuit", yn);
		return 0;
	case TASK_COLORING:
		if (!as || !gcqa_int_after(as, "required:", &v))
			goto bad;
		cJSON_AddNumberToObject(*gold, "colors", (double)v);
		return 0;
	case TASK_BFS_ORDER: {
		bool bad_layout;
		cJSON *opts = options_read(q, &bad_layout);
		const cJSON *pick;
		char key[2] = { 0, 0 };
		if (!opts || bad_layout || !options_complete(opts)) {
			*err = xasprintf("the traversal question's options are not A, B, ... each with "
					 "a [...] list (found %d)", opts ? cJSON_GetArraySize(opts) : 0);
			cJSON_Delete(opts);
			goto fail;
		}
		if (!as || !(as[0] >= 'A' && as[0] <= 'Z') || (as[1] && as[1] != '.' && as[1] != ' ')) {
			cJSON_Delete(opts);
			goto bad;
		}
		key[0] = as[0];
		pick = cJSON_GetObjectItemCaseSensitive(opts, key);
		if (!pick) {
			*err = xasprintf("the gold letter %s names no option", key);
			cJSON_Delete(opts);
			goto fail;
		}
		/* "Visited the graph start node 0." (the release), "from node 0" */
		if (!gcqa_int_after(q, "start node", &s) && !gcqa_int_after(q, "from node", &s)) {
			cJSON_Delete(opts);
			*err = xstrdup("the traversal question names no start node");
			goto fail;
		}
		cJSON_AddNumberToObject(query, "start", (double)s);
		cJSON_AddItemToObject(*gold, "order", gcqa_check(cJSON_Duplicate(pick, 1)));
		cJSON_AddItemToObject(*extra, "options", opts);
		cJSON_AddStringToObject(*extra, "choice", key);
		return 0;
	}
	case TASK_HAMILTON_CYCLE: {
		const cJSON *e;
		long *cyc;
		size_t k = 0, ne = (size_t)cJSON_GetArraySize(planted);
		if (!cJSON_IsArray(planted) || !ne) {
			*err = xstrdup("no planted hamiltonian_cycle to take the gold cycle from");
			goto fail;
		}
		cyc = xmalloc((ne + 1) * sizeof *cyc);
		cJSON_ArrayForEach(e, planted) {
			long uv[2];
			char *txt = cJSON_PrintUnformatted(e);
			size_t got = txt ? gcqa_ints(txt, txt + strlen(txt), uv, 2) : 0;
			cJSON_free(txt);
			if (got != 2 || (k && cyc[k] != uv[0])) {
				free(cyc);
				*err = xstrdup("hamiltonian_cycle is not a chain of edges");
				goto fail;
			}
			if (!k)
				cyc[k] = uv[0];
			cyc[++k] = uv[1];
		}
		cJSON_AddBoolToObject(*gold, "has_cycle", 1);
		cJSON_AddItemToObject(*gold, "cycle", gcqa_int_array(cyc, k + 1));
		cJSON_AddNumberToObject(*extra, "answer_edges", cJSON_GetArraySize(a));
		free(cyc);
		return 0;
	}
	case TASK_FLOW: {
		cJSON *fl;
		if (!as || !gcqa_int_after(q, "from node", &s) || !gcqa_int_after(q, "to node", &t) ||
		    !gcqa_int_after(as, "maximum flow is", &v))
			goto bad;
		cJSON_AddNumberToObject(query, "source", (double)s);
		cJSON_AddNumberToObject(query, "target", (double)t);
		cJSON_AddNumberToObject(*gold, "value", (double)v);
		if ((fl = flow_triples(as)))
			cJSON_AddItemToObject(*gold, "flows", fl);
		return 0;
	}
	case TASK_SHORTEST_PATH:
		if (!as || !gcqa_int_after(q, "from node", &s) || !gcqa_int_after(q, "to node", &t) ||
		    !gcqa_int_after(as, "length", &v) || !(list = gcqa_list(as, NULL, &n)))
			goto bad;
		cJSON_AddNumberToObject(query, "source", (double)s);
		cJSON_AddNumberToObject(query, "target", (double)t);
		cJSON_AddItemToObject(*gold, "path", gcqa_int_array(list, n));
		cJSON_AddNumberToObject(*gold, "length", (double)v);
		free(list);
		return 0;
	case TASK_TSP:
		if (!as || !gcqa_int_after(as, "path is", &v) ||
		    !(list = gcqa_list(as, "and path is", &n)))
			goto bad;
		cJSON_AddItemToObject(*gold, "tour", gcqa_int_array(list, n));
		cJSON_AddNumberToObject(*gold, "length", (double)v);
		free(list);
		return 0;
	default:
		*err = xstrdup("no special question for this task");
		goto fail;
	}
bad:
	*err = xasprintf("cannot read the answer %s%s%s", as ? "\"" : "", as ? as : "(not a string)",
			 as ? "\"" : "");
fail:
	cJSON_Delete(*gold);
	*gold = NULL;
	return -1;
}
