/* grapheval-ask.c - the prompt of a GraphEval2000 problem as the paper
 * describes it (grapheval-import.h grapheval_prompt): the LeetCode
 * statement, its published examples, its constraints and the code
 * framework to complete. */
#include "config.h"
#include "grapheval-import.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char *extra_str(const struct problem *p, const char *key)
{
	const cJSON *v = p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, key) : NULL;

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

static void put_json(struct strbuf *sb, const cJSON *v)
{
	char *s = cJSON_PrintUnformatted(v);

	if (!s)
		gravel_fatal("out of memory");
	sb_puts(sb, s);
	cJSON_free(s);
}

/* "Example K:\nInput: a = ..., b = ...\nOutput: ...\n" for each published
 * example, the inputs in the record's order. Returns how many. */
static int put_examples(struct strbuf *sb, const cJSON *examples)
{
	const cJSON *ex;
	int k = 0;

	cJSON_ArrayForEach(ex, examples) {
		const cJSON *in = cJSON_GetObjectItemCaseSensitive(ex, "input");
		const cJSON *out = cJSON_GetObjectItemCaseSensitive(ex, "output"), *a;
		if (!cJSON_IsObject(in) || !out)
			continue;
		sb_printf(sb, "\nExample %d:\nInput: ", ++k);
		cJSON_ArrayForEach(a, in) {
			sb_printf(sb, "%s%s = ", a == in->child ? "" : ", ", a->string);
			put_json(sb, a);
		}
		sb_puts(sb, "\nOutput: ");
		put_json(sb, out);
		sb_puts(sb, "\n");
	}
	return k;
}

char *grapheval_prompt(const struct problem *p, const char *checkout, char **err)
{
	const char *fw = extra_str(p, "code_framework"), *cons = extra_str(p, "constraints");
	const char *dir = extra_str(p, "direction");
	char *path, *buf;
	size_t len;
	cJSON *rec;
	struct strbuf sb;

	*err = NULL;
	if (!p->question || !fw || !dir) {
		*err = xasprintf("%s: no statement, code framework or direction to ask with",
				 p->id);
		return NULL;
	}
	if (!checkout) {
		*err = xasprintf("%s: the examples are read from problem-set/%s/%s.jsonl: name the "
				 "GraphEval2000 checkout",
				 p->id, dir, p->task->name);
		return NULL;
	}
	path = xasprintf("%s/problem-set/%s/%s.jsonl", checkout, dir, p->task->name);
	if (!(buf = read_file(path, &len))) {
		*err = xasprintf("%s: cannot read: %s", path, strerror(errno));
		free(path);
		return NULL;
	}
	rec = cJSON_ParseWithLength(buf, len);
	free(buf);
	sb_init(&sb);
	sb_puts(&sb, p->question);
	sb_puts(&sb, "\n");
	if (!put_examples(&sb, cJSON_GetObjectItemCaseSensitive(rec, "data_examples"))) {
		*err = xasprintf("%s: no published example (data_examples)", path);
		cJSON_Delete(rec);
		free(path);
		sb_free(&sb);
		return NULL;
	}
	cJSON_Delete(rec);
	free(path);
	if (cons)
		sb_printf(&sb, "\nConstraints:\n%s\n", cons);
	sb_printf(&sb, "\nComplete the following Python code so that it solves the problem. "
		       "Reply with the whole completed code in one ```python block.\n\n```python\n"
		       "%s\n```\n",
		  fw);
	return sb_take(&sb);
}
