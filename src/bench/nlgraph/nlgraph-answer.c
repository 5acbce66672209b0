/* nlgraph-answer.c - the gold answer stated by main.json's answer text.
 *
 * main.json words each task's answer one way ("The solution is: 1,3,4,0,2.",
 * "... is 0,3,2 with a total weight of 4", "applicant 0: job 1" lines, ...).
 * The task family's answer_from_text hook (nlgraph-ops.h) takes exactly its
 * shape and returns DESIGN.md's gold.answer object, or NULL when the text
 * does not have it; this file holds the pieces the readers share. */
#include "config.h"
#include "nlgraph-ops.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool nlgraph_text_long(const char **pp, long *out)
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

cJSON *nlgraph_text_list(const char **pp)
{
	const char *p = *pp;
	cJSON *a = NULL;
	long v;

	while (nlgraph_text_long(&p, &v)) {
		if (!a)
			a = nlgraph_ck(cJSON_CreateArray());
		cJSON_AddItemToArray(a, nlgraph_ck(cJSON_CreateNumber((double)v)));
		*pp = p;
		while (*p == ' ')
			p++;
		if (*p != ',')
			break;
		p++;
	}
	return a;
}

int nlgraph_text_yes_no(const char *s)
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

cJSON *nlgraph_bool_answer(const char *key, const char *text)
{
	int yn = nlgraph_text_yes_no(text);
	cJSON *o;

	if (yn < 0)
		return NULL;
	o = nlgraph_ck(cJSON_CreateObject());
	nlgraph_ck(cJSON_AddBoolToObject(o, key, yn));
	return o;
}

/* The list after marker: "The solution is: 1,3,4,0,2." */
cJSON *nlgraph_list_answer(const char *key, const char *text, const char *marker)
{
	const char *p = strstr(text, marker);
	cJSON *a, *o;

	if (!p)
		return NULL;
	p += strlen(marker);
	a = nlgraph_text_list(&p);
	if (!a)
		return NULL;
	o = nlgraph_ck(cJSON_CreateObject());
	cJSON_AddItemToObject(o, key, a);
	return o;
}

cJSON *nlgraph_answer_from_text(const struct task *t, const char *text)
{
	const struct nlgraph_ops *ops;

	if (!text)
		return NULL;
	ops = nlgraph_ops_for(t->kind);
	return ops && ops->answer_from_text ? ops->answer_from_text(text) : NULL;
}
