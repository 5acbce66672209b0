/* annot.c - the annotation store's items: index, field values, labels,
 * lookups and filters (see annot.h). */
#include "config.h"
#include "annot-int.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

const char *const annot_builtin_labels[] = { "correct",	    "incorrect",
					     "partial",	    "unparseable",
					     "ambiguous-question", NULL };

static const char *const field_names[] = { "label", "note", "tags", "override",
						    "all" };
_Static_assert(ARRAY_SIZE(field_names) == AF__COUNT, "a name for every field");
static const char *const op_names[] = { "set", "clear", "undo", "redo" };
_Static_assert(ARRAY_SIZE(op_names) == AO__COUNT, "a name for every operation");

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
	free(e->reason);
}

static void annot_free(struct annot *a)
{
	free(a->run);
	free(a->problem);
	annot_field_assign(a, AF_ALL, NULL);
	for (size_t i = 0; i < a->nhist; i++)
		annot_event_free(&a->hist[i]);
	free(a->hist);
	cJSON_Delete(a->labels);
	cJSON_Delete(a->notes);
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
	/* a bare annotation file: its workspace, unknown here, defined
	 * what the file already uses; a label nobody used yet is more
	 * likely a typo than a new label */
	if (st->any_label && !annot_label_problem(label))
		for (size_t i = 0; i < st->it.n; i++)
			if (st->it.v[i].label && !strcmp(st->it.v[i].label, label))
				return true;
	return false;
}

char *annot_data_dir(void)
{
	const char *x = getenv("XDG_DATA_HOME"), *home = getenv("HOME");

	if (x && *x)
		return xasprintf("%s/gravel/annotations", x);
	if (home && *home)
		return xasprintf("%s/.local/share/gravel/annotations", home);
	return NULL;
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
