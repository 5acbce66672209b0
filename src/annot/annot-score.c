/* annot-score.c - answer overrides: warnings and the canonical answer text,
 * through each task family's annotation ops (annot-ops.h; the families'
 * wording: annot-<family>.c), and the helpers those share (see annot.h
 * "Overrides"; checks and scoring: annot-rescore.c). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
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

bool annot_answer_key(const struct task *t, const char *key)
{
	return words_has(t->answer_keys, key, strlen(key));
}

const cJSON *annot_member(const cJSON *v, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(v, k);
}

/* ---- checks against the question ----------------------------------------- */

void annot_warn(struct strbuf *out, size_t *n, const char *fmt, ...)
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

size_t annot_repeats(const cJSON *a, int n)
{
	unsigned char *seen = xcalloc((size_t)n + 1, 1);
	const cJSON *e;
	size_t r = 0;

	cJSON_ArrayForEach(e, a) {
		int v = (int)ll_of(e->valuedouble);
		if (v >= 0 && v < n && seen[v]++)
			r++;
	}
	free(seen);
	return r;
}

size_t annot_override_warnings(const struct problem *p, const cJSON *v, struct strbuf *out)
{
	const struct annot_ops *ops = annot_ops_for(p->task->kind);

	if (!p->graph || !ops->warnings)
		return 0;
	return ops->warnings(p, v, out);
}

/* ---- the canonical text ------------------------------------------------- */

void annot_put_num(struct strbuf *sb, double v)
{
	if (v == floor(v) && fabs(v) < 9e15)
		sb_printf(sb, "%lld", (long long)v);
	else
		sb_printf(sb, "%.6g", v);
}

void annot_put_list(struct strbuf *sb, const cJSON *a)
{
	const cJSON *e;
	bool first = true;

	cJSON_ArrayForEach(e, a) {
		if (!first)
			sb_putc(sb, ',');
		annot_put_num(sb, e->valuedouble);
		first = false;
	}
}

void annot_put_value(struct strbuf *sb, const cJSON *v)
{
	char *s;

	if (cJSON_IsBool(v)) {
		sb_puts(sb, cJSON_IsTrue(v) ? "yes" : "no");
	} else if (cJSON_IsNumber(v)) {
		annot_put_num(sb, v->valuedouble);
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

void annot_text_answer_is(const struct problem *p, const cJSON *v, const cJSON *x,
			  struct strbuf *sb)
{
	/* with no x, the first of the task's answer keys the override gives */
	for (struct words k = words_of(p->task->answer_keys); !x && words_next(&k);) {
		char *name = xstrndup(k.word, k.len);
		x = annot_member(v, name);
		free(name);
	}
	sb_puts(sb, "The answer is ");
	annot_put_value(sb, x ? x : v->child);
	sb_putc(sb, '.');
}

void annot_answer_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	annot_ops_for(p->task->kind)->text(p, v, sb);
}
