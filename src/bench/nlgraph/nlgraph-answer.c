/* nlgraph-answer.c - the gold answer stated by main.json's answer text.
 *
 * main.json words each task's answer one way ("The solution is: 1,3,4,0,2.",
 * "... is 0,3,2 with a total weight of 4", "applicant 0: job 1" lines, ...).
 * These readers take exactly those shapes and return DESIGN.md's
 * gold.answer object, or NULL when the text does not have its shape. */
#include "config.h"
#include "nlgraph.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static cJSON *ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory");
	return j;
}

/* A decimal integer at *pp (after optional blanks); advances *pp. */
static bool read_long(const char **pp, long *out)
{
	const char *p = *pp;
	char *end;
	long v;

	while (*p == ' ' || *p == '\t')
		p++;
	if (!isdigit((unsigned char)*p) && !(*p == '-' && isdigit((unsigned char)p[1])))
		return false;
	errno = 0;
	v = strtol(p, &end, 10);
	if (errno)
		return false;
	*out = v;
	*pp = end;
	return true;
}

/* "a,b,c" (blanks allowed around commas) into a new array; NULL when no
 * number is there. */
static cJSON *read_list(const char **pp)
{
	const char *p = *pp;
	cJSON *a = NULL;
	long v;

	while (read_long(&p, &v)) {
		if (!a)
			a = ck(cJSON_CreateArray());
		cJSON_AddItemToArray(a, ck(cJSON_CreateNumber((double)v)));
		*pp = p;
		while (*p == ' ')
			p++;
		if (*p != ',')
			break;
		p++;
	}
	return a;
}

/* The first word "yes" or "no" (any case): 1, 0, or -1 for neither. */
static int first_yes_no(const char *s)
{
	for (const char *p = s; *p; p++) {
		if (p > s && isalpha((unsigned char)p[-1]))
			continue;
		if (!strncasecmp(p, "yes", 3) && !isalpha((unsigned char)p[3]))
			return 1;
		if (!strncasecmp(p, "no", 2) && !isalpha((unsigned char)p[2]))
			return 0;
	}
	return -1;
}

static cJSON *bool_answer(const char *key, const char *text)
{
	int yn = first_yes_no(text);
	cJSON *o;

	if (yn < 0)
		return NULL;
	o = ck(cJSON_CreateObject());
	ck(cJSON_AddBoolToObject(o, key, yn));
	return o;
}

/* The list after marker: "The solution is: 1,3,4,0,2." */
static cJSON *list_answer(const char *key, const char *text, const char *marker)
{
	const char *p = strstr(text, marker);
	cJSON *a, *o;

	if (!p)
		return NULL;
	p += strlen(marker);
	a = read_list(&p);
	if (!a)
		return NULL;
	o = ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, key, a);
	return o;
}

/* "The shortest path from node 0 to node 2 is 0,3,2 with a total weight of 4" */
static cJSON *path_answer(const char *text)
{
	const char *p = strstr(text, " is "), *w;
	cJSON *path, *o;
	long len;

	if (!p)
		return NULL;
	p += 4;
	path = read_list(&p);
	if (!path)
		return NULL;
	w = strstr(p, "total weight of");
	if (!w)
		w = strstr(p, "total length of");
	if (!w || (w += strlen("total weight of"), !read_long(&w, &len))) {
		cJSON_Delete(path);
		return NULL;
	}
	o = ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, "path", path);
	ck(cJSON_AddNumberToObject(o, "length", (double)len));
	return o;
}

/* "The maximum flow from node 0 to node 2 is 7." */
static cJSON *flow_answer(const char *text)
{
	const char *p = strstr(text, " is ");
	long v;
	cJSON *o;

	if (!p)
		return NULL;
	p += 4;
	if (!read_long(&p, &v))
		return NULL;
	o = ck(cJSON_CreateObject());
	ck(cJSON_AddNumberToObject(o, "value", (double)v));
	return o;
}

/* "applicant 0: job 1" at q. */
static bool read_pair(const char *q, long *a, long *j)
{
	if (strncasecmp(q, "applicant", 9) != 0)
		return false;
	q += 9;
	if (!read_long(&q, a) || *q != ':')
		return false;
	q++;
	q += strspn(q, " ");
	if (strncasecmp(q, "job", 3) != 0)
		return false;
	q += 3;
	return read_long(&q, j);
}

/* "applicant 0: job 1" lines, then "2 applicants can find the job ..." */
static cJSON *matching_answer(const char *text)
{
	cJSON *pairs = ck(cJSON_CreateArray()), *o;
	const char *p = text;
	long size = -1;

	while (p) {
		const char *q = p;
		long a, j;

		if (read_pair(p, &a, &j)) {
			cJSON *pr = ck(cJSON_CreateArray());
			cJSON_AddItemToArray(pr, ck(cJSON_CreateNumber((double)a)));
			cJSON_AddItemToArray(pr, ck(cJSON_CreateNumber((double)j)));
			cJSON_AddItemToArray(pairs, pr);
		} else if (read_long(&q, &a) && !strncmp(q, " applicant", 10)) {
			size = a;
		}
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (size < 0 || size != cJSON_GetArraySize(pairs)) {
		cJSON_Delete(pairs);
		return NULL;
	}
	o = ck(cJSON_CreateObject());
	ck(cJSON_AddNumberToObject(o, "size", (double)size));
	cJSON_AddItemToObject(o, "pairs", pairs);
	return o;
}

/* "The answer is:\nnode 0: [3,3]\nnode 1: [1,0]\n..." with nodes 0, 1, ...
 * in order and one dimension throughout. */
static cJSON *gnn_answer(const char *text)
{
	cJSON *rows = ck(cJSON_CreateArray()), *o;
	const char *p = text;
	long next = 0;
	int dim = -1;

	while ((p = strstr(p, "node ")) != NULL) {
		const char *q = p + 5;
		cJSON *row;
		long k;

		p = q;
		if (!read_long(&q, &k) || strncmp(q, ": [", 3) != 0)
			continue;
		q += 3;
		row = read_list(&q);
		if (k != next || !row || *q != ']' ||
		    (dim >= 0 && cJSON_GetArraySize(row) != dim)) {
			cJSON_Delete(row);
			cJSON_Delete(rows);
			return NULL;
		}
		dim = cJSON_GetArraySize(row);
		cJSON_AddItemToArray(rows, row);
		next++;
	}
	if (next == 0) {
		cJSON_Delete(rows);
		return NULL;
	}
	o = ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, "embeddings", rows);
	return o;
}

cJSON *nlgraph_answer_from_text(const struct task *t, const char *text)
{
	if (!text)
		return NULL;
	switch (t->kind) {
	case TASK_CONNECTIVITY:
		return bool_answer("connected", text);
	case TASK_CYCLE:
		return bool_answer("has_cycle", text);
	case TASK_TOPOLOGY:
		return list_answer("order", text, "solution is:");
	case TASK_SHORTEST_PATH:
		return path_answer(text);
	case TASK_FLOW:
		return flow_answer(text);
	case TASK_MATCHING:
		return matching_answer(text);
	case TASK_HAMILTON:
		return first_yes_no(text) == 1 ? list_answer("path", text, "path can be:") : NULL;
	case TASK_GNN:
		return gnn_answer(text);
	default:
		return NULL;
	}
}
