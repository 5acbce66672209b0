/* ui-annot-filter.c - the navigator's annotation and comparison filters
 * and the global annotation keys (ui-annot.h). */
#include "config.h"
#include "ui-annot.h"
#include "text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define THRESHOLD_STEP 0.05	/* compare-threshold-up/down */

static size_t nlabels(const struct tui *t)
{
	return t->an->st ? annot_nlabels(t->an->st) : 0;
}

/* A merged file (annotations merge) or a file beside adds a filter
 * position after "not annotated": the items the annotators label
 * differently. */
static bool has_team(const struct tui *t)
{
	return ui_annot_team(t);
}

#define LF_CONFLICT(t) (3 + nlabels(t))

/* The label the filter asks for, NULL for the other positions. */
static const char *filter_label(const struct tui *t)
{
	size_t i = t->an->label_idx;

	if (i < 2 || i - 2 >= nlabels(t))
		return NULL;
	return annot_label_at(t->an->st, i - 2);
}

const char *ui_annot_label_filter(const struct tui *t)
{
	if (!t->an || t->an->label_idx == LF_ANY)
		return NULL;
	if (t->an->label_idx == LF_ANNOTATED)
		return "annotated";
	if (t->an->label_idx == 2 + nlabels(t))
		return "unannotated";
	if (t->an->label_idx == LF_CONFLICT(t))
		return "conflict";
	return filter_label(t);
}

bool ui_annot_set_label_filter(struct tui *t, const char *name)
{
	if (!t->an)
		return false;
	for (size_t i = 0; i < nlabels(t) + 3 + has_team(t); i++) {
		t->an->label_idx = i;
		if (i != LF_ANY && !strcmp(ui_annot_label_filter(t), name))
			return true;
	}
	t->an->label_idx = LF_ANY;
	return false;
}

static bool label_active(const struct tui *t)
{
	return t->an->label_idx != LF_ANY;
}

static bool keep_label(const struct tui *t, size_t p)
{
	const struct annot *a;
	const char *want;

	if (t->run < 0)
		return false;
	a = ui_annot_of(t, (size_t)t->run, p, t->sample);
	if (t->an->label_idx == LF_ANNOTATED)
		return a != NULL;
	if (t->an->label_idx == 2 + nlabels(t))
		return a == NULL;	/* not annotated */
	if (t->an->label_idx == LF_CONFLICT(t))
		return ui_annot_disagree(t, (size_t)t->run, p, t->sample);
	want = filter_label(t);
	return a && a->label && want && !strcmp(a->label, want);
}

static bool keep_compare(struct tui *t, size_t p, long rb)
{
	struct cmp_item it;
	const struct ex_cell *c;

	if (t->run < 0 || rb < 0)
		return false;
	c = explore_cell(t->ex, t->pol, (size_t)t->run, p);
	it.p = p;
	it.va = c->verdict;
	it.pca = c->credit;
	c = explore_cell(t->ex, t->pol, (size_t)rb, p);
	it.vb = c->verdict;
	it.pcb = c->credit;
	if (it.va == EV_NONE || it.vb == EV_NONE)
		return false;
	return compare_match(&it, t->an->cmp, t->an->threshold);
}

void ui_annot_refine(struct tui *t)
{
	struct ui_annot *an = t->an;
	struct ex_result *res = &t->res;
	unsigned vs = t->filter.verdicts;
	size_t n = 0, ng = explore_ngroups(t->ex);
	long rb;

	if (!an || (!label_active(t) && an->cmp == CF_ALL))
		return;
	rb = ui_other_run(t);
	/* the counts per verdict ignore the verdict set, as explore's do */
	if (vs) {
		t->filter.verdicts = 0;
		explore_filter(t->ex, &t->filter, res);
		t->filter.verdicts = vs;
	}
	memset(res->counts, 0, sizeof res->counts);
	if (res->group_counts)
		memset(res->group_counts, 0, ng * sizeof *res->group_counts);
	res->credit_sum = 0;
	res->answered = 0;
	for (size_t i = 0; i < res->n; i++) {
		size_t p = res->rows[i];
		const struct ex_cell *c;

		if (label_active(t) && !keep_label(t, p))
			continue;
		if (an->cmp != CF_ALL && !keep_compare(t, p, rb))
			continue;
		c = t->run >= 0 ? explore_cell(t->ex, t->pol, (size_t)t->run, p) : NULL;
		res->counts[c ? c->verdict : EV_NONE]++;
		if (vs && !(vs & 1u << (c ? c->verdict : EV_NONE)))
			continue;
		res->rows[n++] = p;
		if (res->group_counts)
			res->group_counts[explore_group_of(t->ex, p)]++;
		res->credit_sum += c ? c->credit : 0;
		res->answered += c && c->verdict != EV_NONE;
	}
	res->n = n;
}

void ui_annot_summary(const struct tui *t, struct strbuf *sb)
{
	const struct ui_annot *an = t->an;

	if (!an)
		return;
	if (an->label_idx == LF_ANNOTATED)
		sb_puts(sb, "  annotated");
	else if (an->label_idx == 2 + nlabels(t))
		sb_puts(sb, "  not-annotated");
	else if (an->label_idx == LF_CONFLICT(t))
		sb_puts(sb, "  annotators-disagree");
	else if (filter_label(t))
		sb_printf(sb, "  label=%s", filter_label(t));
	if (an->cmp != CF_ALL && an->cmp_run >= 0) {
		char *b = text_clean(explore_run_name(t->ex, (size_t)an->cmp_run));
		sb_printf(sb, "  vs %s: %s", b, cmp_filter_name(an->cmp));
		if (an->cmp == CF_PC_DIFF)
			sb_printf(sb, ">%.2f", an->threshold);
		free(b);
	}
}

/* ---- keys --------------------------------------------------------------- */

void ui_annotate(struct tui *t, long r)
{
	size_t p = tui_problem_index(t);

	if (p == SIZE_MAX) {
		tui_message(t, true, "no problem selected");
		return;
	}
	if (r < 0 || !ui_answer_at(t, (size_t)r, p, t->sample)) {
		tui_message(t, true, "no answer to annotate in this run");
		return;
	}
	if (!ui_annot_ready(t, true))
		return;
	tui_push(t, ui_annot_new(t, (size_t)r, p, t->sample));
}

void ui_annot_undo_item(struct tui *t, long run, size_t p, long sample, bool redo)
{
	const struct annot_event *ev = NULL;
	struct annot_key k;
	char *err = NULL, *what, *id;
	int rc;

	if (!t->an->st && !ui_annot_ready(t, false)) {
		if (!t->an->why)	/* no file yet: no change was ever made */
			tui_message(t, false, "nothing to %s", redo ? "redo" : "undo");
		return;
	}
	if (run < 0 || p == SIZE_MAX) {
		tui_message(t, false, "nothing to %s: no item selected", redo ? "redo" : "undo");
		return;
	}
	k = (struct annot_key){ explore_run_name(t->ex, (size_t)run), explore_problem(t->ex, p)->id,
				sample };
	id = text_clean(k.problem);
	what = xasprintf("%s sample %ld", id, sample);	/* numbered as in the file */
	free(id);
	ev = annot_item_target(t->an->st, &k, redo);
	if (ev && !annot_event_mine(t->an->st, ev) && t->an->confirm_prev != ev->id) {
		char key[32], *who = text_clean(ev->author ? ev->author : "unknown");
		action_key_labels(redo ? ACT_REDO : ACT_UNDO, 1, key, sizeof key);
		t->an->confirm_id = ev->id;
		tui_message(t, true, "%s #%ld of %s is %s's, from another session: %s again to %s it",
			    annot_field_name(ev->field), ev->id, what, who, key,
			    redo ? "redo" : "undo");
		free(who);
		free(what);
		return;
	}
	ev = NULL;
	rc = redo ? annot_redo_item(t->an->st, &k, &ev, &err)
		  : annot_undo_item(t->an->st, &k, &ev, &err);
	if (rc == ANNOT_OK) {
		ui_annot_changed(t);
		tui_message(t, false, "%s %s of %s (change #%ld)", redo ? "redid" : "undid",
			    ev ? annot_field_name(ev->field) : "the change", what, ev ? ev->undoes : 0L);
	} else if (rc == ANNOT_NOTHING) {
		tui_message(t, false, "nothing to %s for %s", redo ? "redo" : "undo", what);
	} else {
		tui_message(t, true, "%s: %s", redo ? "redo" : "undo", err ? err : "failed");
		ui_annot_changed(t);	/* a conflict may have reloaded the file */
	}
	free(err);
	free(what);
}

/* ---- labelling in one key ----------------------------------------------- */

static const enum action label_keys[] = { ACT_LABEL_1, ACT_LABEL_2, ACT_LABEL_3,
					  ACT_LABEL_4, ACT_LABEL_5, ACT_LABEL_6,
					  ACT_LABEL_7, ACT_LABEL_8, ACT_LABEL_9 };
#define NLABEL_KEYS ARRAY_SIZE(label_keys)

/* The i-th label one can set (the store's, else, before it is opened,
 * the built-in ones then the workspace's), or NULL. */
static const char *label_name(const struct tui *t, size_t i)
{
	size_t nb = 0;

	if (t->an && t->an->st)
		return annot_label_at(t->an->st, i);
	while (annot_builtin_labels[nb])
		nb++;
	if (i < nb)
		return annot_builtin_labels[i];
	return i - nb < t->ws->nlabels ? t->ws->labels[i - nb] : NULL;
}

static size_t label_key_count(const struct tui *t)
{
	size_t n = 0;

	while (n < NLABEL_KEYS && label_name(t, n))
		n++;
	return n;
}

void ui_annot_label_hint(const struct tui *t, struct strbuf *hints)
{
	char first[32], last[32];
	size_t n = label_key_count(t);

	if (!n)
		return;
	action_key_labels(label_keys[0], 1, first, sizeof first);
	action_key_labels(label_keys[n - 1], 1, last, sizeof last);
	sb_printf(hints, "%s%s-%s label%s", hints->len ? "  " : "", first, last,
		  t->an && t->an->label_advance ? "+next" : "");
}

void ui_annot_label_keys(const struct tui *t, struct strbuf *sb)
{
	for (size_t i = 0; i < label_key_count(t); i++) {
		char key[32];
		action_key_labels(label_keys[i], 1, key, sizeof key);
		sb_printf(sb, "%s%s %s", i ? ", " : "", key, label_name(t, i));
	}
}

/* The next row of the filter (after the selection, then from the top)
 * whose answer in the current run has no label. */
static bool next_unlabelled(struct tui *t)
{
	size_t n = t->res.n;

	for (size_t k = 1; t->run >= 0 && k <= n; k++) {
		size_t i = (t->cur + k) % n, p = t->res.rows[i];
		const struct annot *a = ui_annot_of(t, (size_t)t->run, p, t->sample);
		if (!ui_answer_at(t, (size_t)t->run, p, t->sample) || (a && a->label))
			continue;
		t->cur = i;
		return true;
	}
	return false;
}

static void label_key(struct tui *t, enum action a)
{
	size_t i = 0, p = tui_problem_index(t);
	struct ui_item it;

	while (i < NLABEL_KEYS && label_keys[i] != a)
		i++;
	if (!ui_annot_ready(t, true))
		return;
	if (i >= annot_nlabels(t->an->st)) {
		struct strbuf sb;
		sb_init(&sb);
		ui_annot_label_keys(t, &sb);
		tui_message(t, true, "no label %zu: %s", i + 1, sb.data);
		sb_free(&sb);
		return;
	}
	if (p == SIZE_MAX || t->run < 0 || !ui_answer_at(t, (size_t)t->run, p, t->sample)) {
		tui_message(t, true, "no answer to label in this run");
		return;
	}
	it = (struct ui_item){ (size_t)t->run, p, t->sample };
	if (ui_annot_disagree(t, it.r, it.p, it.s)) {
		/* settling a disagreement: recorded with why */
		free(t->an->adj_label);
		free(t->an->adj_item);
		t->an->adj_label = xstrdup(annot_label_at(t->an->st, i));
		t->an->adj_item = xmalloc(sizeof it);
		*t->an->adj_item = it;
		tui_prompt_start(t, PROMPT_REASON);
		tui_message(t, false, "adjudicating %s: why? (Enter saves, Esc cancels)",
			    t->an->adj_label);
		return;
	}
	ui_item_apply(t, &it, AR_LABEL, annot_label_at(t->an->st, i));
	if (t->an->label_advance && ui_item_annot(t, &it) && ui_item_annot(t, &it)->label &&
	    !next_unlabelled(t))
		tui_message(t, false, "label saved; every answer of the filter is labelled");
}

void ui_annot_reason(struct tui *t, const char *reason)
{
	struct ui_annot *an = t->an;

	if (!an->adj_label || !an->adj_item)
		return;
	if (!reason[strspn(reason, " \t")])
		tui_message(t, true, "an adjudication needs a reason: nothing saved");
	else {
		ui_item_adjudicate(t, an->adj_item, an->adj_label, reason);
		/* label and go: the next item of the filter (with the
		 * disagreement filter on, the next disputed one) */
		if (an->label_advance && t->cur + 1 < t->res.n)
			t->cur++;
	}
	free(an->adj_label);
	free(an->adj_item);
	an->adj_label = NULL;
	an->adj_item = NULL;
}

bool ui_annot_global(struct tui *t, enum action a)
{
	struct ui_annot *an = t->an;
	size_t nruns = explore_nruns(t->ex);

	if (!an)
		return false;
	switch (a) {
	case ACT_ANNOTATE:
		ui_annotate(t, t->run);
		return true;
	case ACT_LABEL_1:
	case ACT_LABEL_2:
	case ACT_LABEL_3:
	case ACT_LABEL_4:
	case ACT_LABEL_5:
	case ACT_LABEL_6:
	case ACT_LABEL_7:
	case ACT_LABEL_8:
	case ACT_LABEL_9:
		label_key(t, a);
		return true;
	case ACT_NEXT_UNLABELLED:
		if (!next_unlabelled(t))
			tui_message(t, false, "every answer of the filter is labelled");
		return true;
	case ACT_LABEL_NEXT:
		an->label_advance = !an->label_advance;
		tui_message(t, false, "a label key %s", an->label_advance
			    ? "now also goes to the next unlabelled answer" : "now stays on the answer");
		return true;
	case ACT_UNDO:
	case ACT_REDO: {
		/* the item on screen: the current run's answer shown */
		const struct answer *ans = tui_answer(t);
		ui_annot_undo_item(t, t->run, tui_problem_index(t), ans ? ans->sample : 0,
				   a == ACT_REDO);
		return true;
	}
	case ACT_COMPARE:
		if (nruns < 2 || t->run < 0) {
			tui_message(t, true, "comparing needs two runs");
			return true;
		}
		ui_other_run(t);
		tui_push(t, ui_compare_new(t));
		return true;
	case ACT_OTHER_RUN:
		if (nruns < 2 || t->run < 0) {
			tui_message(t, true, "comparing needs two runs");
			return true;
		}
		ui_other_run(t);
		do
			an->cmp_run = (an->cmp_run + 1) % (long)nruns;
		while (an->cmp_run == t->run);
		break;
	case ACT_FILTER_LABEL:
		if (!an->st && !ui_annot_ready(t, false) && an->why)
			return true;	/* no annotation file at all */
		an->label_idx = (an->label_idx + 1) % (nlabels(t) + 3 + has_team(t));
		break;
	case ACT_FILTER_COMPARE:
		if (nruns < 2 || t->run < 0) {
			tui_message(t, true, "comparing needs two runs");
			return true;
		}
		ui_other_run(t);
		an->cmp = (enum cmp_filter)((an->cmp + 1) % CF__COUNT);
		break;
	case ACT_THRESHOLD_UP:
	case ACT_THRESHOLD_DOWN:
		/* in steps of 0.05 between 0 and 1, kept on the grid */
		an->threshold = floor(an->threshold / THRESHOLD_STEP + 0.5) +
				(a == ACT_THRESHOLD_UP ? 1 : -1);
		an->threshold = fmin(fmax(an->threshold * THRESHOLD_STEP, 0.0), 1.0);
		tui_message(t, false, "PC-differs threshold %.2f%s", an->threshold,
			    an->cmp == CF_PC_DIFF ? "" : " (filter-compare cycles to pc-differs)");
		break;
	case ACT_FILTER_CLEAR:
		an->label_idx = LF_ANY;
		an->cmp = CF_ALL;
		return false;	/* the rest of the filter too */
	default:
		return false;
	}
	tui_refilter(t);
	return true;
}
