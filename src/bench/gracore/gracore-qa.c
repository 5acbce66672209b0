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

/* A special question being read: its text, its answer (as a string when
 * it is one), and the objects the reader fills. A reader returns 0,
 * SPECIAL_UNREAD when the answer does not read as its task's, or -1 with
 * a malloc'd *err. */
struct special_q {
	const char *q, *as, *key;
	const cJSON *a, *planted;
	cJSON *query, *gold, *extra;
	char **err;
};

#define SPECIAL_UNREAD 1
#define SPECIAL_NONE 2	/* no reader for the task */

/* "Yes"/"no" as the gold's one boolean. */
static int read_yes_no(struct special_q *sq)
{
	int yn = gcqa_yes_no(sq->as);

	if (yn < 0)
		return SPECIAL_UNREAD;
	cJSON_AddBoolToObject(sq->gold, sq->key, yn);
	return 0;
}

static int read_colors(struct special_q *sq)
{
	long v;

	if (!sq->as || !gcqa_int_after(sq->as, "required:", &v))
		return SPECIAL_UNREAD;
	cJSON_AddNumberToObject(sq->gold, "colors", (double)v);
	return 0;
}

/* A multiple-choice traversal question: the options, the gold letter and
 * the start node. */
static int read_bfs_order(struct special_q *sq)
{
	bool bad_layout;
	cJSON *opts = options_read(sq->q, &bad_layout);
	const cJSON *pick;
	char key[2] = { 0, 0 };
	const char *as = sq->as;
	long s;

	if (!opts || bad_layout || !options_complete(opts)) {
		*sq->err = xasprintf("the traversal question's options are not A, B, ... each with "
				     "a [...] list (found %d)", opts ? cJSON_GetArraySize(opts) : 0);
		cJSON_Delete(opts);
		return -1;
	}
	if (!as || !(as[0] >= 'A' && as[0] <= 'Z') || (as[1] && as[1] != '.' && as[1] != ' ')) {
		cJSON_Delete(opts);
		return SPECIAL_UNREAD;
	}
	key[0] = as[0];
	pick = cJSON_GetObjectItemCaseSensitive(opts, key);
	if (!pick) {
		*sq->err = xasprintf("the gold letter %s names no option", key);
		cJSON_Delete(opts);
		return -1;
	}
	/* "Visited the graph start node 0." (the release), "from node 0" */
	if (!gcqa_int_after(sq->q, "start node", &s) && !gcqa_int_after(sq->q, "from node", &s)) {
		cJSON_Delete(opts);
		*sq->err = xstrdup("the traversal question names no start node");
		return -1;
	}
	cJSON_AddNumberToObject(sq->query, "start", (double)s);
	cJSON_AddItemToObject(sq->gold, "order", gcqa_check(cJSON_Duplicate(pick, 1)));
	cJSON_AddItemToObject(sq->extra, "options", opts);
	cJSON_AddStringToObject(sq->extra, "choice", key);
	return 0;
}

/* The gold cycle is the record's planted one, a chain of edges. */
static int read_ham_cycle(struct special_q *sq)
{
	const cJSON *e;
	long *cyc;
	size_t k = 0, ne = (size_t)cJSON_GetArraySize(sq->planted);

	if (!cJSON_IsArray(sq->planted) || !ne) {
		*sq->err = xstrdup("no planted hamiltonian_cycle to take the gold cycle from");
		return -1;
	}
	cyc = xmalloc((ne + 1) * sizeof *cyc);
	cJSON_ArrayForEach(e, sq->planted) {
		long uv[2];
		char *txt = cJSON_PrintUnformatted(e);
		size_t got = txt ? gcqa_ints(txt, txt + strlen(txt), uv, 2) : 0;
		cJSON_free(txt);
		if (got != 2 || (k && cyc[k] != uv[0])) {
			free(cyc);
			*sq->err = xstrdup("hamiltonian_cycle is not a chain of edges");
			return -1;
		}
		if (!k)
			cyc[k] = uv[0];
		cyc[++k] = uv[1];
	}
	cJSON_AddBoolToObject(sq->gold, "has_cycle", 1);
	cJSON_AddItemToObject(sq->gold, "cycle", gcqa_int_array(cyc, k + 1));
	cJSON_AddNumberToObject(sq->extra, "answer_edges", cJSON_GetArraySize(sq->a));
	free(cyc);
	return 0;
}

/* The question's "from node S to node T" as the query's source and
 * target; false when it names them not. */
static bool read_ends(struct special_q *sq, long *s, long *t)
{
	return gcqa_int_after(sq->q, "from node", s) && gcqa_int_after(sq->q, "to node", t);
}

static void add_ends(struct special_q *sq, long s, long t)
{
	cJSON_AddNumberToObject(sq->query, "source", (double)s);
	cJSON_AddNumberToObject(sq->query, "target", (double)t);
}

static int read_flow(struct special_q *sq)
{
	cJSON *fl;
	long s, t, v;

	if (!sq->as || !read_ends(sq, &s, &t) || !gcqa_int_after(sq->as, "maximum flow is", &v))
		return SPECIAL_UNREAD;
	add_ends(sq, s, t);
	cJSON_AddNumberToObject(sq->gold, "value", (double)v);
	if ((fl = flow_triples(sq->as)))
		cJSON_AddItemToObject(sq->gold, "flows", fl);
	return 0;
}

static int read_shortest_path(struct special_q *sq)
{
	long s, t, v, *list;
	size_t n;

	if (!sq->as || !read_ends(sq, &s, &t) || !gcqa_int_after(sq->as, "length", &v) ||
	    !(list = gcqa_list(sq->as, NULL, &n)))
		return SPECIAL_UNREAD;
	add_ends(sq, s, t);
	cJSON_AddItemToObject(sq->gold, "path", gcqa_int_array(list, n));
	cJSON_AddNumberToObject(sq->gold, "length", (double)v);
	free(list);
	return 0;
}

static int read_tsp(struct special_q *sq)
{
	long v, *list;
	size_t n;

	if (!sq->as || !gcqa_int_after(sq->as, "path is", &v) ||
	    !(list = gcqa_list(sq->as, "and path is", &n)))
		return SPECIAL_UNREAD;
	cJSON_AddItemToObject(sq->gold, "tour", gcqa_int_array(list, n));
	cJSON_AddNumberToObject(sq->gold, "length", (double)v);
	free(list);
	return 0;
}

/* Each special task's reader; key is the gold's key where the reader
 * serves several tasks. */
static const struct {
	enum task_kind kind;
	int (*read)(struct special_q *sq);
	const char *key;
} SPECIAL_READERS[] = {
	{ TASK_BIPARTITE, read_yes_no, "bipartite" },
	{ TASK_TREE, read_yes_no, "tree" },
	{ TASK_EULER, read_yes_no, "circuit" },
	{ TASK_COLORING, read_colors, NULL },
	{ TASK_BFS_ORDER, read_bfs_order, NULL },
	{ TASK_HAMILTON_CYCLE, read_ham_cycle, NULL },
	{ TASK_FLOW, read_flow, NULL },
	{ TASK_SHORTEST_PATH, read_shortest_path, NULL },
	{ TASK_TSP, read_tsp, NULL },
};

int gcqa_special(enum task_kind kind, const char *q, const cJSON *a, const cJSON *planted,
		 cJSON *query, cJSON **gold, cJSON **extra, char **err)
{
	struct special_q sq = {
		.q = q, .as = cJSON_IsString(a) ? a->valuestring : NULL, .a = a,
		.planted = planted, .query = query, .extra = *extra, .err = err,
	};
	int rc = SPECIAL_NONE;

	*gold = sq.gold = gcqa_check(cJSON_CreateObject());
	for (size_t k = 0; k < ARRAY_SIZE(SPECIAL_READERS); k++)
		if (SPECIAL_READERS[k].kind == kind) {
			sq.key = SPECIAL_READERS[k].key;
			rc = SPECIAL_READERS[k].read(&sq);
			break;
		}
	if (rc == 0)
		return 0;
	if (rc == SPECIAL_UNREAD)
		*err = xasprintf("cannot read the answer %s%s%s", sq.as ? "\"" : "",
				 sq.as ? sq.as : "(not a string)", sq.as ? "\"" : "");
	else if (rc == SPECIAL_NONE)
		*err = xstrdup("no special question for this task");
	cJSON_Delete(*gold);
	*gold = NULL;
	return -1;
}
