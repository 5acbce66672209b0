/* annot-value.c - the values of annotation fields: checking and
 * normalising them, storing them into an annotation and reading them back
 * as JSON (see annot.h annot_set). */
#include "config.h"
#include "annot-int.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* ---- field values ------------------------------------------------------- */

/* Valid UTF-8 with no NUL and no C0 controls but tab and newline (a note)
 * or no whitespace or controls at all (a tag). */
static bool text_ok(const char *s, bool tag)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		int n = *p < 0x80 ? 0 : (*p & 0xe0) == 0xc0 ? 1 : (*p & 0xf0) == 0xe0 ? 2 :
			(*p & 0xf8) == 0xf0 ? 3 : -1;
		if (n < 0 || (n == 1 && *p < 0xc2) || (n == 3 && *p > 0xf4))
			return false;
		if (!n && (*p < 0x20 || *p == 0x7f) && (tag || (*p != '\t' && *p != '\n')))
			return false;
		if (!n && tag && (*p == ' ' || *p == ','))
			return false;
		for (int k = 1; k <= n; k++)
			if ((p[k] & 0xc0) != 0x80)
				return false;
		p += n + 1;
	}
	return true;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static cJSON *norm_fail(char **err, const char *fmt, ...) ATTR_FORMAT(2, 3);
static cJSON *norm_fail(char **err, const char *fmt, ...)
{
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		*err = xvasprintf(fmt, ap);
		va_end(ap);
	}
	return NULL;
}

static cJSON *norm_tags(const cJSON *v, char **err)
{
	const char **t;
	size_t n = 0;
	cJSON *out;
	const cJSON *e;

	if (!cJSON_IsArray(v))
		return norm_fail(err, "%s must be an array of strings", "tags");
	t = xcalloc((size_t)cJSON_GetArraySize(v) + 1, sizeof *t);
	cJSON_ArrayForEach(e, v) {
		if (!cJSON_IsString(e) || !*e->valuestring || strlen(e->valuestring) > 64 ||
		    !text_ok(e->valuestring, true)) {
			free(t);
			return norm_fail(err, "bad tag '%s' (1-64 bytes of UTF-8, no blanks or commas)",
					 cJSON_IsString(e) ? e->valuestring : "?");
		}
		t[n++] = e->valuestring;
	}
	qsort(t, n, sizeof *t, cmp_str);
	out = n ? annot_ck(cJSON_CreateArray()) : annot_ck(cJSON_CreateNull());
	for (size_t i = 0; i < n; i++)
		if (!i || strcmp(t[i], t[i - 1]))
			cJSON_AddItemToArray(out, annot_ck(cJSON_CreateString(t[i])));
	free(t);
	return out;
}

cJSON *annot_value_norm(enum annot_field f, const cJSON *v, const struct annot_store *labels,
			char **err)
{
	if (f == AF_ALL) {
		cJSON *out;
		const cJSON *e;
		if (v && !cJSON_IsNull(v) && !cJSON_IsObject(v))
			return norm_fail(err, "%s must be an object", "a whole annotation");
		out = annot_ck(cJSON_CreateObject());
		for (int g = 0; g < AF_ALL; g++) {
			cJSON *x = annot_value_norm((enum annot_field)g,
						    cJSON_GetObjectItemCaseSensitive(v, annot_field_name((enum annot_field)g)),
						    labels, err);
			if (!x) {
				cJSON_Delete(out);
				return NULL;
			}
			cJSON_AddItemToObject(out, annot_field_name((enum annot_field)g), x);
		}
		cJSON_ArrayForEach(e, v)
			if (annot_field_parse(e->string, &f) != 0 || f == AF_ALL) {
				cJSON_Delete(out);
				return norm_fail(err, "unknown annotation field '%s'", e->string);
			}
		return out;
	}
	if (!v || cJSON_IsNull(v))
		return annot_ck(cJSON_CreateNull());
	switch (f) {
	case AF_LABEL:
		if (!cJSON_IsString(v))
			return norm_fail(err, "%s must be a string", "a label");
		if (!*v->valuestring)
			return annot_ck(cJSON_CreateNull());
		if (labels && !annot_label_known(labels, v->valuestring))
			return norm_fail(err, "unknown label '%s'", v->valuestring);
		return annot_ck(cJSON_CreateString(v->valuestring));
	case AF_NOTE:
		if (!cJSON_IsString(v))
			return norm_fail(err, "%s must be a string", "a note");
		if (strlen(v->valuestring) > 65536)
			return norm_fail(err, "%s must be at most 64 KiB", "a note");
		if (!text_ok(v->valuestring, false))
			return norm_fail(err, "%s must be UTF-8 text without control characters "
				  "(tab and newline allowed)", "a note");
		return annot_ck(*v->valuestring ? cJSON_CreateString(v->valuestring)
						 : cJSON_CreateNull());
	case AF_TAGS:
		return norm_tags(v, err);
	case AF_OVERRIDE:
		if (!cJSON_IsObject(v))
			return norm_fail(err, "%s must be an object (the task's answer shape)",
					 "an override");
		return annot_ck(v->child ? cJSON_Duplicate(v, true) : cJSON_CreateNull());
	default:
		return norm_fail(err, "%s", "bad field");
	}
}

void annot_field_assign(struct annot *a, enum annot_field f, const cJSON *v)
{
	const cJSON *e;

	if (f == AF_ALL) {
		for (int g = 0; g < AF_ALL; g++)
			annot_field_assign(a, (enum annot_field)g,
					   cJSON_GetObjectItemCaseSensitive(v, annot_field_name((enum annot_field)g)));
		return;
	}
	switch (f) {
	case AF_LABEL:
		free(a->label);
		a->label = cJSON_IsString(v) ? xstrdup(v->valuestring) : NULL;
		break;
	case AF_NOTE:
		free(a->note);
		a->note = cJSON_IsString(v) ? xstrdup(v->valuestring) : NULL;
		break;
	case AF_TAGS:
		for (size_t i = 0; i < a->ntags; i++)
			free(a->tags[i]);
		free(a->tags);
		a->tags = NULL;
		a->ntags = 0;
		if (!cJSON_IsArray(v))
			break;
		a->tags = xcalloc((size_t)cJSON_GetArraySize(v) + 1, sizeof *a->tags);
		cJSON_ArrayForEach(e, v)
			if (cJSON_IsString(e))
				a->tags[a->ntags++] = xstrdup(e->valuestring);
		break;
	case AF_OVERRIDE:
		cJSON_Delete(a->override);
		a->override = cJSON_IsObject(v) ? annot_ck(cJSON_Duplicate(v, true)) : NULL;
		break;
	default:
		break;
	}
}

cJSON *annot_field_json(const struct annot *a, enum annot_field f)
{
	cJSON *o;

	switch (f) {
	case AF_LABEL:
		return annot_ck(a->label ? cJSON_CreateString(a->label) : cJSON_CreateNull());
	case AF_NOTE:
		return annot_ck(a->note ? cJSON_CreateString(a->note) : cJSON_CreateNull());
	case AF_TAGS:
		if (!a->ntags)
			return annot_ck(cJSON_CreateNull());
		o = annot_ck(cJSON_CreateArray());
		for (size_t i = 0; i < a->ntags; i++)
			cJSON_AddItemToArray(o, annot_ck(cJSON_CreateString(a->tags[i])));
		return o;
	case AF_OVERRIDE:
		return annot_ck(a->override ? cJSON_Duplicate(a->override, true)
					    : cJSON_CreateNull());
	default:
		o = annot_ck(cJSON_CreateObject());
		for (int g = 0; g < AF_ALL; g++)
			cJSON_AddItemToObject(o, annot_field_name((enum annot_field)g),
					      annot_field_json(a, (enum annot_field)g));
		return o;
	}
}

bool annot_is_set(const struct annot *a)
{
	/* a merged item in conflict has no label of its own but the
	 * annotators' ones */
	return a->label || a->note || a->ntags || a->override || a->labels || a->notes;
}

bool annot_conflict(const struct annot *a)
{
	const cJSON *l;

	if (!a->labels)
		return false;
	cJSON_ArrayForEach(l, a->labels)
		if (strcmp(l->valuestring, a->labels->child->valuestring))
			return true;
	return false;
}

/* Does event e change the label (a label event, or a clear)? */
static bool sets_label(const struct annot_event *e)
{
	return e->field == AF_LABEL || e->field == AF_ALL;
}

/* The change event i stands for: a redo re-makes the change its undo
 * reversed, so it stands for that change (a redo of a redo likewise). */
static const struct annot_event *made_by(const struct annot *a, size_t i)
{
	const struct annot_event *e = &a->hist[i];

	for (size_t hops = 0; e->op == AO_REDO && hops < a->nhist; hops++) {
		const struct annot_event *u = NULL, *orig = NULL;
		for (size_t j = 0; j < a->nhist && !u; j++)
			if (a->hist[j].id == e->undoes)
				u = &a->hist[j];
		for (size_t j = 0; u && j < a->nhist && !orig; j++)
			if (a->hist[j].id == u->undoes)
				orig = &a->hist[j];
		if (!orig)
			break;
		e = orig;
	}
	return e;
}

const struct annot_event *annot_adjudication(const struct annot *a)
{
	for (size_t i = a->nhist; i-- > 0;)
		if (sets_label(&a->hist[i]))
			return made_by(a, i)->reason ? made_by(a, i) : NULL;
	return NULL;
}

const char *annot_own_label(const struct annot *a)
{
	const struct annot_event *first = NULL;

	/* back over the adjudications that follow one another at the end;
	 * the label before the first of them is the annotator's */
	for (size_t i = a->nhist; i-- > 0;) {
		if (!sets_label(&a->hist[i]))
			continue;
		if (!made_by(a, i)->reason)
			break;
		first = made_by(a, i);
	}
	if (!first)
		return a->label;
	return cJSON_IsString(first->from) ? first->from->valuestring : NULL;
}

const char *annot_label_author(const struct annot *a)
{
	for (size_t i = a->nhist; i-- > 0;)
		if (sets_label(&a->hist[i]))
			return a->hist[i].author;
	return NULL;
}

const char *annot_store_annotator(const struct annot_store *st)
{
	const char *best = NULL;
	size_t bestn = 0;

	for (size_t i = 0; i < annot_count(st); i++) {
		const char *w = annot_at(st, i)->label ? annot_label_author(annot_at(st, i)) : NULL;
		size_t n = 0;
		if (!w)
			continue;
		for (size_t k = 0; k < annot_count(st); k++) {
			const char *v = annot_at(st, k)->label ? annot_label_author(annot_at(st, k))
							       : NULL;
			n += v && !strcmp(v, w);
		}
		if (n > bestn) {
			best = w;
			bestn = n;
		}
	}
	return best;
}
