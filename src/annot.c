/* annot.c - the annotation store's items: index, field values, labels,
 * lookups and filters (see annot.h). */
#include "config.h"
#include "annot-int.h"
#include "workspace.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const char *const annot_builtin_labels[] = { "correct",	    "incorrect",
					     "partial",	    "unparseable",
					     "ambiguous-question", NULL };

static const char *const field_names[AF__COUNT] = { "label", "note", "tags", "override",
						    "all" };
static const char *const op_names[AO__COUNT] = { "set", "clear", "undo", "redo" };

const char *annot_field_name(enum annot_field f)
{
	return (unsigned)f < AF__COUNT ? field_names[f] : "?";
}

int annot_field_parse(const char *s, enum annot_field *out)
{
	for (int i = 0; i < AF__COUNT; i++)
		if (!strcmp(s, field_names[i])) {
			*out = (enum annot_field)i;
			return 0;
		}
	return -1;
}

const char *annot_op_name(enum annot_op op)
{
	return (unsigned)op < AO__COUNT ? op_names[op] : "?";
}

cJSON *annot_ck(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory (JSON)");
	return j;
}

/* ---- items and the index ------------------------------------------------ */

static uint64_t key_hash(const char *run, const char *problem, long sample)
{
	uint64_t h = 14695981039346656037ULL;
	for (const char *s = run; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	h = (h ^ 0xff) * 1099511628211ULL;
	for (const char *s = problem; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return (h ^ (uint64_t)sample) * 1099511628211ULL;
}

void annot_items_init(struct annot_items *it)
{
	memset(it, 0, sizeof *it);
	it->next_id = 1;
}

void annot_event_free(struct annot_event *e)
{
	free(e->time);
	free(e->author);
	cJSON_Delete(e->from);
	cJSON_Delete(e->to);
}

static void annot_free(struct annot *a)
{
	free(a->run);
	free(a->problem);
	annot_field_assign(a, AF_ALL, NULL);
	for (size_t i = 0; i < a->nhist; i++)
		annot_event_free(&a->hist[i]);
	free(a->hist);
}

void annot_items_free(struct annot_items *it)
{
	for (size_t i = 0; i < it->n; i++)
		annot_free(&it->v[i]);
	free(it->v);
	free(it->slot);
	annot_items_init(it);
}

static void index_put(struct annot_items *it, size_t i)
{
	const struct annot *a = &it->v[i];
	size_t h = (size_t)key_hash(a->run, a->problem, a->sample) & (it->scap - 1);

	while (it->slot[h])
		h = (h + 1) & (it->scap - 1);
	it->slot[h] = i + 1;
}

static void index_rebuild(struct annot_items *it, size_t cap)
{
	free(it->slot);
	it->scap = cap;
	it->slot = xcalloc(cap, sizeof *it->slot);
	for (size_t i = 0; i < it->n; i++)
		index_put(it, i);
}

long annot_items_find(const struct annot_items *it, const char *run, const char *problem,
		      long sample)
{
	size_t h;

	if (!it->scap)
		return -1;
	h = (size_t)key_hash(run, problem, sample) & (it->scap - 1);
	for (; it->slot[h]; h = (h + 1) & (it->scap - 1)) {
		const struct annot *a = &it->v[it->slot[h] - 1];
		if (a->sample == sample && !strcmp(a->run, run) && !strcmp(a->problem, problem))
			return (long)(it->slot[h] - 1);
	}
	return -1;
}

struct annot *annot_items_add(struct annot_items *it, const char *run, const char *problem,
			      long sample)
{
	long i = annot_items_find(it, run, problem, sample);
	struct annot *a;

	if (i >= 0)
		return &it->v[i];
	xgrow(&it->v, &it->cap, it->n + 1, sizeof *it->v);
	a = &it->v[it->n++];
	memset(a, 0, sizeof *a);
	a->run = xstrdup(run);
	a->problem = xstrdup(problem);
	a->sample = sample;
	if (it->n * 2 > it->scap)
		index_rebuild(it, it->scap ? it->scap * 2 : 64);
	else
		index_put(it, it->n - 1);
	return a;
}

void annot_items_pop(struct annot_items *it)
{
	if (!it->n)
		return;
	annot_free(&it->v[--it->n]);
	index_rebuild(it, it->scap);
}

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
						    cJSON_GetObjectItemCaseSensitive(v, field_names[g]),
						    labels, err);
			if (!x) {
				cJSON_Delete(out);
				return NULL;
			}
			cJSON_AddItemToObject(out, field_names[g], x);
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
		if (strlen(v->valuestring) > 65536 || !text_ok(v->valuestring, false))
			return norm_fail(err, "%s must be UTF-8 text of at most 64 KiB", "a note");
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
					   cJSON_GetObjectItemCaseSensitive(v, field_names[g]));
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
			cJSON_AddItemToObject(o, field_names[g],
					      annot_field_json(a, (enum annot_field)g));
		return o;
	}
}

bool annot_is_set(const struct annot *a)
{
	return a->label || a->note || a->ntags || a->override;
}

/* ---- labels ------------------------------------------------------------- */

const char *annot_label_problem(const char *s)
{
	bool ok = *s && strlen(s) <= 32 && (islower((unsigned char)*s) || isdigit((unsigned char)*s));

	for (const char *p = s; ok && *p; p++)
		ok = islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '-' ||
		     *p == '_';
	if (!ok)
		return "is not a label name (lower-case letters, digits, '-' and '_', at most 32)";
	for (size_t k = 0; annot_builtin_labels[k]; k++)
		if (!strcmp(annot_builtin_labels[k], s))
			return "is built in";
	return NULL;
}

size_t annot_labels_check(const char *const *labels, size_t n, const char *file,
			  struct diags *d)
{
	size_t bad = 0;

	for (size_t i = 0; i < n; i++) {
		const char *why = annot_label_problem(labels[i]);
		for (size_t k = 0; !why && k < i; k++)
			if (!strcmp(labels[k], labels[i]))
				why = "is defined twice";
		if (why) {
			diag_error(d, file, 0, 0, "label '%s' %s", labels[i], why);
			bad++;
		}
	}
	return bad;
}

size_t annot_nlabels(const struct annot_store *st)
{
	return st->nlabels;
}

const char *annot_label_at(const struct annot_store *st, size_t i)
{
	return i < st->nlabels ? st->labels[i] : NULL;
}

bool annot_label_known(const struct annot_store *st, const char *label)
{
	for (size_t i = 0; i < st->nlabels; i++)
		if (!strcmp(st->labels[i], label))
			return true;
	return false;
}

char *annot_workspace_path(const struct workspace *ws)
{
	const char *base, *dot;

	if (ws->annotations)
		return xstrdup(ws->annotations);
	if (!ws->file || !workspace_is_file_name(ws->file))
		return NULL;
	base = strrchr(ws->file, '/');
	base = base ? base + 1 : ws->file;
	dot = strrchr(base, '.');
	return xasprintf("%.*s.annotations.json", (int)(dot - ws->file), ws->file);
}

/* ---- reading ------------------------------------------------------------ */

size_t annot_count(const struct annot_store *st)
{
	return st->it.n;
}

const struct annot *annot_at(const struct annot_store *st, size_t i)
{
	return i < st->it.n ? &st->it.v[i] : NULL;
}

const struct annot *annot_get(const struct annot_store *st, const struct annot_key *k)
{
	long i = annot_items_find(&st->it, k->run, k->problem, k->sample);
	return i < 0 ? NULL : &st->it.v[i];
}

void annot_filter_init(struct annot_filter *f)
{
	memset(f, 0, sizeof *f);
	f->has_override = f->has_note = -1;
}

static bool ci_contains(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	for (; *hay; hay++)
		if (!strncasecmp(hay, needle, n))
			return true;
	return !n;
}

bool annot_matches(const struct annot *a, const struct annot_filter *f)
{
	bool tag = !f->tag;

	if (!f->all && !annot_is_set(a))
		return false;
	if ((f->run && strcmp(f->run, a->run)) || (f->problem && strcmp(f->problem, a->problem)))
		return false;
	if (f->label && (*f->label ? !a->label || strcmp(a->label, f->label) : a->label != NULL))
		return false;
	for (size_t i = 0; !tag && i < a->ntags; i++)
		tag = !strcmp(a->tags[i], f->tag);
	if (!tag)
		return false;
	if (f->has_override >= 0 && (a->override != NULL) != (f->has_override > 0))
		return false;
	if (f->has_note >= 0 && (a->note != NULL) != (f->has_note > 0))
		return false;
	if (f->text && *f->text && (!a->note || !ci_contains(a->note, f->text)))
		return false;
	return true;
}

size_t annot_list(const struct annot_store *st, const struct annot_filter *f, size_t **idx)
{
	size_t n = 0;
	struct annot_filter all;

	if (!f) {
		annot_filter_init(&all);
		f = &all;
	}
	*idx = xcalloc(st->it.n + 1, sizeof **idx);
	for (size_t i = 0; i < st->it.n; i++)
		if (annot_matches(&st->it.v[i], f))
			(*idx)[n++] = i;
	return n;
}
