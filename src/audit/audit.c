/* audit.c - the gold audit's framework (see audit.h): a problem's gold
 * against the reference solver's answer, checked by its family's audit
 * ops (audit-ops.h). */
#include "config.h"
#include "audit.h"
#include "audit-int.h"
#include "audit-ops.h"
#include "solve.h"
#include "util.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *audit_kind_name(enum audit_kind k)
{
	static const char *const names[] = { "wrong", "heuristic", "ambiguous", "format" };
	_Static_assert(ARRAY_SIZE(names) == AUDIT_FORMAT + 1, "a name for every audit kind");
	return (unsigned)k < ARRAY_SIZE(names) ? names[k] : "?";
}

char *audit_json_text(const cJSON *j)
{
	char *s, *r;

	if (!j)
		return xstrdup("-");
	s = cJSON_PrintUnformatted(j);
	if (!s)
		gravel_fatal("out of memory");
	r = strlen(s) > 72 ? xasprintf("%.69s...", s) : xstrdup(s);
	cJSON_free(s);
	return r;
}

void audit_add(struct audit_result *r, enum audit_kind kind, const char *field, char *gold,
	       char *ref, const char *fmt, ...)
{
	va_list ap;
	struct audit_finding *f;

	r->status = AUDIT_DIFFER;
	if (r->n == AUDIT_MAX_FINDINGS) {
		free(gold);
		free(ref);
		return;
	}
	f = &r->v[r->n++];
	f->kind = kind;
	snprintf(f->field, sizeof f->field, "%s", field);
	f->gold = gold;
	f->ref = ref;
	va_start(ap, fmt);
	f->reason = xvasprintf(fmt, ap);
	va_end(ap);
}

const cJSON *audit_get(const cJSON *o, const char *k)
{
	return o ? cJSON_GetObjectItemCaseSensitive(o, k) : NULL;
}

int *audit_ints(const cJSON *a, size_t *n)
{
	const cJSON *it;
	int *v;

	*n = 0;
	if (!cJSON_IsArray(a))
		return NULL;
	v = xmalloc(((size_t)cJSON_GetArraySize(a) + 1) * sizeof *v);
	cJSON_ArrayForEach(it, a)
		v[(*n)++] = cJSON_IsNumber(it) ? it->valueint : -1;
	return v;
}

char *json_text_ints(const int *v, size_t n)
{
	cJSON *a = json_int_array(v, n);
	char *s = audit_json_text(a);

	cJSON_Delete(a);
	return s;
}

void audit_free(struct audit_result *r)
{
	for (size_t i = 0; i < r->n; i++) {
		free(r->v[i].gold);
		free(r->v[i].ref);
		free(r->v[i].reason);
	}
	free(r->note);
	memset(r, 0, sizeof *r);
}

void audit_count(struct audit_totals *t, const struct audit_result *r)
{
	t->problems++;
	if (r->status == AUDIT_AGREE)
		t->agree++;
	else if (r->status == AUDIT_DIFFER)
		t->differ++;
	else
		t->unchecked++;
	for (size_t i = 0; i < r->n; i++)
		t->kinds[r->v[i].kind]++;
}

void audit_problem(const struct problem *p, struct audit_result *r)
{
	const struct audit_ops *ops = audit_ops_for(p->task->kind);
	cJSON *ref = NULL;
	char *err = NULL;
	const char *why;

	memset(r, 0, sizeof *r);
	if (!p->gold_answer) {
		r->status = AUDIT_UNCHECKED;
		r->note = xstrdup("no gold answer");
		return;
	}
	if (ops->unchecked && (why = ops->unchecked(p)) != NULL) {
		r->status = AUDIT_UNCHECKED;
		r->note = xstrdup(why);
		return;
	}
	if (solve_problem(p, &ref, NULL, &err) != 0) {
		r->status = AUDIT_UNCHECKED;
		r->note = xasprintf("no reference: %s", err ? err : "no solver");
		free(err);
		return;
	}
	ops->check(p, ref, r);
	cJSON_Delete(ref);
}
