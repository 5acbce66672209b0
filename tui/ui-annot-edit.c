/* ui-annot-edit.c - reading and changing the annotation of one item (an
 * answer: run, problem, sample) for the annotation screen (ui-annot.h):
 * the fields as they are shown and typed, and saving a typed value, with
 * the verdicts before and after in the status bar. */
#include "config.h"
#include "ui-annot.h"
#include "answer-shape.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

const char *const annot_row_title[] = { "label", "note", "tags", "override" };
_Static_assert(ARRAY_SIZE(annot_row_title) == AR__COUNT, "a name for every row");

static const struct answer *item_answer(struct tui *t, const struct ui_item *as)
{
	return ui_answer_at(t, as->r, as->p, as->s);
}

static bool item_key(struct tui *t, const struct ui_item *as, struct annot_key *k)
{
	const struct answer *a = item_answer(t, as);

	if (!a)
		return false;
	k->run = a->run;
	k->problem = a->problem;
	k->sample = a->sample;
	return true;
}

const struct annot *ui_item_annot(struct tui *t, const struct ui_item *as)
{
	struct annot_key k;

	if (!t->an->st || !item_key(t, as, &k))
		return NULL;
	return annot_get(t->an->st, &k);
}

const struct annot *ui_item_beside(struct tui *t, const struct ui_item *as)
{
	struct annot_key k;

	if (!t->an->beside || !item_key(t, as, &k))
		return NULL;
	return annot_get(t->an->beside, &k);
}

bool ui_item_adjudicate(struct tui *t, const struct ui_item *as, const char *label,
			const char *reason)
{
	struct annot_key k;
	char *err = NULL;
	int rc;

	if (!ui_annot_ready(t, true) || !item_key(t, as, &k))
		return false;
	rc = annot_adjudicate(t->an->st, &k, label, reason, &err);
	if (rc == ANNOT_OK) {
		ui_annot_changed(t);
		tui_message(t, false, "adjudicated: %s", label);
	} else {
		char *clean = text_clean(err ? err : "failed");
		tui_message(t, true, "adjudication: %s", clean);
		free(clean);
	}
	free(err);
	return rc == ANNOT_OK;
}

char *ui_item_field(struct tui *t, const struct ui_item *as, enum annot_row f)
{
	const struct annot *a = ui_item_annot(t, as);
	struct strbuf sb;

	if (!a)
		return xstrdup("");
	switch (f) {
	case AR_LABEL:
		return xstrdup(a->label ? a->label : "");
	case AR_NOTE:
		return xstrdup(a->note ? a->note : "");
	case AR_TAGS:
		sb_init(&sb);
		for (size_t i = 0; i < a->ntags; i++)
			sb_printf(&sb, "%s%s", i ? " " : "", a->tags[i]);
		return sb_take(&sb);
	default:
		return a->override ? answer_shape_format(explore_problem(t->ex, as->p), a->override)
				   : xstrdup("");
	}
}

void ui_item_verdicts(struct tui *t, const struct ui_item *as, struct strbuf *sb)
{
	for (size_t i = 0; i < policy_count(); i++) {
		const struct ex_cell *c = explore_cell(t->ex, policy_at(i), as->r, as->p);
		sb_printf(sb, "%s%s %s", i ? ", " : "", policy_at(i)->name,
			  ex_verdict_name(c->verdict));
	}
}

/* ---- changes ------------------------------------------------------------ */

static int set_tags(struct tui *t, const struct annot_key *k, const char *text, char **err)
{
	char *copy = xstrdup(text), *save = NULL, **v = NULL;
	size_t n = 0, cap = 0;
	int rc;

	for (char *w = strtok_r(copy, " ,\t", &save); w; w = strtok_r(NULL, " ,\t", &save)) {
		xgrow(&v, &cap, n + 1, sizeof *v);
		v[n++] = w;
	}
	rc = annot_set_tags(t->an->st, k, (const char *const *)v, n, err);
	free(v);
	free(copy);
	return rc;
}

static int set_override(struct tui *t, const struct ui_item *as, const struct annot_key *k,
			const char *text, char **err)
{
	const struct problem *p = explore_problem(t->ex, as->p);
	const char *s = text;
	cJSON *v;
	int rc;

	while (*s == ' ')
		s++;
	if (!*s)
		return annot_set_override(t->an->st, k, NULL, err);
	v = answer_shape_parse(p, s, err);
	if (!v)
		return ANNOT_INVALID;
	rc = annot_override_check(p, v, err);
	if (rc == 0)
		rc = annot_set_override(t->an->st, k, v, err);
	if (rc == 0) {
		struct strbuf w;
		sb_init(&w);
		if (annot_override_warnings(p, v, &w)) {
			char *clean = text_clean(w.data);
			free(t->an->warn);
			t->an->warn = xasprintf("override saved, but %s", clean);
			free(clean);
		}
		sb_free(&w);
	}
	cJSON_Delete(v);
	return rc;
}

void ui_item_apply(struct tui *t, const struct ui_item *as, enum annot_row f, const char *text)
{
	struct annot_key k;
	struct strbuf before, after;
	char *err = NULL;
	int rc;

	if (!ui_annot_ready(t, true) || !item_key(t, as, &k))
		return;
	sb_init(&before);
	sb_init(&after);
	ui_item_verdicts(t, as, &before);
	switch (f) {
	case AR_LABEL:
		rc = annot_set_label(t->an->st, &k, *text ? text : NULL, &err);
		break;
	case AR_NOTE:
		rc = annot_set_note(t->an->st, &k, text, &err);
		break;
	case AR_TAGS:
		rc = set_tags(t, &k, text, &err);
		break;
	default:
		rc = set_override(t, as, &k, text, &err);
		break;
	}
	if (rc == ANNOT_OK) {
		ui_annot_changed(t);
		ui_item_verdicts(t, as, &after);
		if (t->an->warn) {	/* the override contradicts the question */
			tui_message(t, true, "%s", t->an->warn);
			free(t->an->warn);
			t->an->warn = NULL;
		} else if (f == AR_OVERRIDE && strcmp(before.data, after.data))
			tui_message(t, false, "saved; %s -> %s", before.data, after.data);
		else
			tui_message(t, false, "%s saved", annot_row_title[f]);
	} else {
		char *clean = text_clean(err ? err : "failed");
		size_t tl = strlen(annot_row_title[f]);
		/* the checks below the screen name the field themselves
		 * ("override: ..."): say it once */
		bool named = !strncmp(clean, annot_row_title[f], tl) && clean[tl] == ':';
		tui_message(t, true, "%s%s%s", named ? "" : annot_row_title[f], named ? "" : ": ",
			    clean);
		free(clean);
	}
	free(err);
	sb_free(&before);
	sb_free(&after);
}
