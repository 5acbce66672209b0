/* annot-edit.c - changes to annotations: one locked read-modify-write per
 * change, history events, undo and redo (see annot.h). */
#include "config.h"
#include "annot-int.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int fail(char **err, int rc, const char *fmt, ...) ATTR_FORMAT(3, 4);
static int fail(char **err, int rc, const char *fmt, ...)
{
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		*err = xvasprintf(fmt, ap);
		va_end(ap);
	}
	return rc;
}

static char *now_string(const struct annot_store *st)
{
	time_t t = st->clock ? st->clock() : time(NULL);
	struct tm tm;
	char buf[32];

	gmtime_r(&t, &tm);
	strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
	return xstrdup(buf);
}

/* One change, under the lock: re-read, check, record, save. to is a
 * normalised value; expect (undo/redo) the value the field must hold now;
 * reason an adjudication's. On success *id is the new event's id, or 0
 * when the field already held to (nothing recorded, unless there is a
 * reason or decided: an adjudication that keeps the label is still a
 * decision, and so is undoing or redoing one). */
static int apply(struct annot_store *st, const struct annot_key *k, enum annot_field f,
		 const cJSON *to, enum annot_op op, long undoes, const cJSON *expect,
		 const char *reason, bool decided, long *id, char **err)
{
	static const struct annot none;
	struct annot_event *ev;
	struct annot *a;
	cJSON *cur;
	long i;
	bool created;
	int e;

	*id = 0;
	if (st->readonly)
		return fail(err, ANNOT_READONLY, "%s: opened read-only", st->path);
	if (annot_lock(st) != 0)
		return fail(err, ANNOT_IOERR, "%s: cannot lock: %s", st->lockpath,
			    errno == EWOULDBLOCK ? "another gravel holds it (not saved; try again)"
						 : strerror(errno));
	if (annot_sync(st) != 0) {
		e = errno;
		annot_unlock(st);
		return fail(err, ANNOT_IOERR, "%s: cannot read: %s", st->path,
			    e == EPROTO ? "written by a newer gravel" : strerror(e));
	}
	i = annot_items_find(&st->it, k->run, k->problem, k->sample);
	cur = annot_field_json(i >= 0 ? &st->it.v[i] : &none, f);
	if (expect && !cJSON_Compare(cur, expect, true)) {
		annot_unlock(st);
		cJSON_Delete(cur);
		return fail(err, ANNOT_CONFLICT, "the %s of %s %s %ld was changed since (by %s)",
			    annot_field_name(f), k->run, k->problem, k->sample,
			    i >= 0 && st->it.v[i].nhist ? st->it.v[i].hist[st->it.v[i].nhist - 1].author
							: "another session");
	}
	if (cJSON_Compare(cur, to, true) && !reason && !decided) {
		annot_unlock(st);
		cJSON_Delete(cur);
		return ANNOT_OK;
	}
	created = i < 0;
	a = annot_items_add(&st->it, k->run, k->problem, k->sample);
	xgrow(&a->hist, &a->caphist, a->nhist + 1, sizeof *a->hist);
	ev = &a->hist[a->nhist++];
	*ev = (struct annot_event){ st->it.next_id++, now_string(st), xstrdup(st->author), op, f,
				    undoes, cur, annot_ck(cJSON_Duplicate(to, true)),
				    reason ? xstrdup(reason) : NULL };
	annot_field_assign(a, f, to);
	if (annot_save(st) != 0) {
		e = errno;
		/* nothing was written: take the change back */
		annot_field_assign(a, f, cur);
		annot_event_free(&a->hist[--a->nhist]);
		st->it.next_id--;
		if (created)
			annot_items_pop(&st->it);
		annot_unlock(st);
		return fail(err, ANNOT_IOERR, "%s: cannot save: %s", st->path, strerror(e));
	}
	annot_unlock(st);
	*id = st->last_id = ev->id;
	xgrow(&st->mine, &st->capmine, st->nmine + 1, sizeof *st->mine);
	st->mine[st->nmine++] = ev->id;
	return ANNOT_OK;
}

static void step_push(struct annot_steps *s, const char *run, const char *problem, long sample,
		      enum annot_field f, cJSON *from, cJSON *to, long id)
{
	xgrow(&s->v, &s->cap, s->n + 1, sizeof *s->v);
	s->v[s->n++] = (struct annot_step){ xstrdup(run), xstrdup(problem), sample, f, from, to, id };
}

static void step_free(struct annot_step *s)
{
	free(s->run);
	free(s->problem);
	cJSON_Delete(s->from);
	cJSON_Delete(s->to);
}

static void steps_clear(struct annot_steps *s)
{
	while (s->n)
		step_free(&s->v[--s->n]);
}

static int set_with(struct annot_store *st, const struct annot_key *k, enum annot_field f,
		    const cJSON *value, const char *reason, char **err)
{
	cJSON *to, *from;
	long i, id;
	int rc;

	if ((unsigned)f >= AF__COUNT || !k->run || !k->problem || k->sample < 0)
		return fail(err, ANNOT_INVALID, "bad annotation key or field");
	if (!(to = annot_value_norm(f, value, st, err)))
		return ANNOT_INVALID;
	rc = apply(st, k, f, to, AO_SET, 0, NULL, reason, false, &id, err);
	if (rc || !id) {
		cJSON_Delete(to);
		return rc;
	}
	i = annot_items_find(&st->it, k->run, k->problem, k->sample);
	const struct annot *a = &st->it.v[i];
	from = annot_ck(cJSON_Duplicate(a->hist[a->nhist - 1].from, true));
	steps_clear(&st->redo);
	step_push(&st->undo, k->run, k->problem, k->sample, f, from, to, id);
	return ANNOT_OK;
}

int annot_set(struct annot_store *st, const struct annot_key *k, enum annot_field f,
	      const cJSON *value, char **err)
{
	return set_with(st, k, f, value, NULL, err);
}

int annot_adjudicate(struct annot_store *st, const struct annot_key *k, const char *label,
		     const char *reason, char **err)
{
	cJSON *v;
	int rc;

	if (!label)
		return fail(err, ANNOT_INVALID, "an adjudication sets a label");
	if (!reason || !reason[strspn(reason, " \t")])
		return fail(err, ANNOT_INVALID, "an adjudication needs a reason");
	if (strpbrk(reason, "\r\n"))
		return fail(err, ANNOT_INVALID, "a reason is one line");
	v = annot_ck(cJSON_CreateString(label));
	rc = set_with(st, k, AF_LABEL, v, reason, err);
	cJSON_Delete(v);
	return rc;
}

int annot_clear(struct annot_store *st, const struct annot_key *k, char **err)
{
	cJSON *to, *from;
	long i, id;
	int rc;

	if (!k->run || !k->problem || k->sample < 0)
		return fail(err, ANNOT_INVALID, "bad annotation key");
	to = annot_value_norm(AF_ALL, NULL, NULL, NULL);
	rc = apply(st, k, AF_ALL, to, AO_CLEAR, 0, NULL, NULL, false, &id, err);
	if (rc || !id) {
		cJSON_Delete(to);
		return rc;
	}
	i = annot_items_find(&st->it, k->run, k->problem, k->sample);
	from = annot_ck(cJSON_Duplicate(st->it.v[i].hist[st->it.v[i].nhist - 1].from, true));
	steps_clear(&st->redo);
	step_push(&st->undo, k->run, k->problem, k->sample, AF_ALL, from, to, id);
	return ANNOT_OK;
}

/* Undo (back) or redo the top step of src, moving it to dst. A step whose
 * field someone else changed since is dropped (ANNOT_CONFLICT). */
static int replay(struct annot_store *st, struct annot_steps *src, struct annot_steps *dst,
		  bool back, char **err)
{
	struct annot_step *s;
	struct annot_key k;
	long id;
	int rc;

	if (!src->n)
		return fail(err, ANNOT_NOTHING, "nothing to %s", back ? "undo" : "redo");
	s = &src->v[src->n - 1];
	k = (struct annot_key){ s->run, s->problem, s->sample };
	rc = apply(st, &k, s->field, back ? s->from : s->to, back ? AO_UNDO : AO_REDO, s->id,
		   back ? s->to : s->from, NULL, false, &id, err);
	if (rc == ANNOT_CONFLICT)
		step_free(&src->v[--src->n]);
	if (rc)
		return rc;
	s->id = id ? id : s->id;
	xgrow(&dst->v, &dst->cap, dst->n + 1, sizeof *dst->v);
	dst->v[dst->n++] = *s;
	src->n--;
	return ANNOT_OK;
}

int annot_undo(struct annot_store *st, char **err)
{
	return replay(st, &st->undo, &st->redo, true, err);
}

int annot_redo(struct annot_store *st, char **err)
{
	return replay(st, &st->redo, &st->undo, false, err);
}

/* ---- per item, from the history in the file ---------------------------- */

/* Is event id reversed by a later event of a's history (an undo of it, or
 * for an undo, a redo of it)? */
static bool reversed(const struct annot *a, size_t at)
{
	for (size_t j = at + 1; j < a->nhist; j++)
		if ((a->hist[j].op == AO_UNDO || a->hist[j].op == AO_REDO) &&
		    a->hist[j].undoes == a->hist[at].id)
			return true;
	return false;
}

bool annot_event_mine(const struct annot_store *st, const struct annot_event *e)
{
	for (size_t i = 0; i < st->nmine; i++)
		if (st->mine[i] == e->id)
			return true;
	/* before this session opened the file, by the same author: an
	 * earlier session of the same person (undo survives a restart) */
	return e->id < st->first_id && e->author && !strcmp(e->author, st->author);
}

/* The event an item undo (back) or redo reverses: undo, the last change
 * (set, clear or redo) not undone yet, of this session's when st is given
 * and it has one; redo, the last undo not redone, when no set or clear
 * came after it. -1 when none. */
static long item_target(const struct annot *a, bool back, const struct annot_store *st)
{
	if (back && st) {
		long j = item_target(a, true, NULL);
		/* ours, unless someone else changed the same field since */
		for (size_t i = a->nhist; i-- > 0;) {
			const struct annot_event *e = &a->hist[i];
			if (e->op == AO_UNDO || reversed(a, i))
				continue;
			if (!annot_event_mine(st, e))
				continue;
			for (size_t n = i + 1; n < a->nhist; n++)
				if (!annot_event_mine(st, &a->hist[n]) &&
				    (a->hist[n].field == e->field || a->hist[n].field == AF_ALL ||
				     e->field == AF_ALL))
					return j;
			return (long)i;
		}
		return j;
	}
	for (size_t j = a->nhist; j-- > 0;) {
		const struct annot_event *e = &a->hist[j];
		if (reversed(a, j))
			continue;
		if (back) {
			if (e->op != AO_UNDO)
				return (long)j;
		} else {
			if (e->op == AO_UNDO)
				return (long)j;
			if (e->op == AO_SET || e->op == AO_CLEAR)
				return -1;	/* a newer change: nothing to redo */
		}
	}
	return -1;
}

static int item_replay(struct annot_store *st, const struct annot_key *k, bool back,
		       const struct annot_event **done, char **err)
{
	const struct annot *a;
	long j, id, evid;
	enum annot_field f;
	cJSON *from, *to;
	int rc;

	*done = NULL;
	if (st->readonly)
		return fail(err, ANNOT_READONLY, "%s: opened read-only", st->path);
	a = annot_get(st, k);	/* apply re-reads the file and checks the value */
	j = a ? item_target(a, back, st) : -1;
	if (j < 0)
		return fail(err, ANNOT_NOTHING, "nothing to %s for this item", back ? "undo" : "redo");
	/* reverse the event: put back its from, expecting its to */
	f = a->hist[j].field;
	evid = a->hist[j].id;
	from = annot_ck(cJSON_Duplicate(a->hist[j].from, true));
	to = annot_ck(cJSON_Duplicate(a->hist[j].to, true));
	rc = apply(st, k, f, from, back ? AO_UNDO : AO_REDO, evid, to, NULL,
		   a->hist[j].reason != NULL, &id, err);
	cJSON_Delete(from);
	cJSON_Delete(to);
	if (rc == ANNOT_OK && (a = annot_get(st, k)) && a->nhist)
		*done = &a->hist[a->nhist - 1];
	return rc;
}

const struct annot_event *annot_item_target(const struct annot_store *st,
					    const struct annot_key *k, bool redo)
{
	const struct annot *a = annot_get(st, k);
	long j = a ? item_target(a, !redo, st) : -1;

	return j < 0 ? NULL : &a->hist[j];
}

int annot_undo_item(struct annot_store *st, const struct annot_key *k,
		    const struct annot_event **done, char **err)
{
	return item_replay(st, k, true, done, err);
}

int annot_redo_item(struct annot_store *st, const struct annot_key *k,
		    const struct annot_event **done, char **err)
{
	return item_replay(st, k, false, done, err);
}

bool annot_can_undo(const struct annot_store *st)
{
	return st->undo.n > 0;
}

bool annot_can_redo(const struct annot_store *st)
{
	return st->redo.n > 0;
}

long annot_last_id(const struct annot_store *st)
{
	return st->last_id;
}

static const struct annot *step_target(const struct annot_store *st, const struct annot_steps *s)
{
	const struct annot_step *p;

	if (!s->n)
		return NULL;
	p = &s->v[s->n - 1];
	return annot_get(st, &(struct annot_key){ p->run, p->problem, p->sample });
}

const struct annot *annot_undo_target(const struct annot_store *st)
{
	return step_target(st, &st->undo);
}

const struct annot *annot_redo_target(const struct annot_store *st)
{
	return step_target(st, &st->redo);
}

/* ---- the typed shortcuts ------------------------------------------------- */

int annot_set_label(struct annot_store *st, const struct annot_key *k, const char *label,
		    char **err)
{
	cJSON *v = annot_ck(label ? cJSON_CreateString(label) : cJSON_CreateNull());
	int rc = annot_set(st, k, AF_LABEL, v, err);
	cJSON_Delete(v);
	return rc;
}

int annot_set_note(struct annot_store *st, const struct annot_key *k, const char *note,
		   char **err)
{
	cJSON *v = annot_ck(note ? cJSON_CreateString(note) : cJSON_CreateNull());
	int rc = annot_set(st, k, AF_NOTE, v, err);
	cJSON_Delete(v);
	return rc;
}

int annot_set_tags(struct annot_store *st, const struct annot_key *k, const char *const *tags,
		   size_t n, char **err)
{
	cJSON *v = annot_ck(cJSON_CreateArray());
	int rc;

	for (size_t i = 0; i < n; i++)
		cJSON_AddItemToArray(v, annot_ck(cJSON_CreateString(tags[i])));
	rc = annot_set(st, k, AF_TAGS, v, err);
	cJSON_Delete(v);
	return rc;
}

int annot_set_override(struct annot_store *st, const struct annot_key *k, const cJSON *v,
		       char **err)
{
	return annot_set(st, k, AF_OVERRIDE, v, err);
}
