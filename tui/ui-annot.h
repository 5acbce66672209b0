/* ui-annot.h - annotations and run comparison in the explorer: the
 * annotation store of the workspace (annot.h), overrides applied to the
 * answers the explorer scores, the navigator's label and comparison
 * filters, the global keys (annotate, undo, redo, compare, other-run).
 *
 * Overrides. An answer whose annotation holds an override is scored by
 * the override's canonical answer text (annot_override_text): that text
 * replaces the answer's text in the workspace (explore.h allows replacing
 * a text followed by explore_invalidate), and the model's own text is
 * kept here, to be shown by the annotation screen and put back when the
 * override goes (undo, clear, another process's change) and when the
 * explorer closes. Both policies therefore re-score the item at once.
 *
 * The store is opened (merging with other processes, see annot.h) when
 * the explorer starts, for the workspace's annotation file; a workspace
 * without one (the demo, bare paths) cannot be annotated, and says so.
 *
 * Ownership: struct ui_annot belongs to struct tui (t->an); pointers to
 * annotations are valid until the next change or refresh. */
#ifndef GRAVEL_TUI_UI_ANNOT_H
#define GRAVEL_TUI_UI_ANNOT_H

#include "annot.h"
#include "compare.h"
#include "ui.h"
#include "view.h"

struct ui_ovr {
	size_t ans;		/* index into ws->answers.v */
	const char *orig;	/* the model's own text (may be NULL; the runset's) */
	size_t orig_len;
};

/* The label filter cycles: any, annotated, each label, not annotated. */
enum { LF_ANY = 0, LF_ANNOTATED = 1 };

struct ui_annot {
	struct annot_store *st;	/* NULL: cannot annotate (why says why) */
	char *why;
	struct diags diags;	/* from opening and changes: kept aside, ... */
	struct ui_ovr *ovr;	/* overrides applied */
	size_t novr, capovr;
	unsigned char *is_ovr;	/* per answer: overridden */
	size_t nis_ovr;		/* its size (answers + 1) */
	unsigned gen;		/* bumped on every change seen */
	/* navigator filters */
	size_t label_idx;	/* LF_ANY, LF_ANNOTATED, 2 + label, 2 + nlabels */
	enum cmp_filter cmp;	/* CF_ALL: off */
	double threshold;	/* CF_PC_DIFF */
	long cmp_run;		/* run B of comparisons, -1 when fewer than 2 runs */
	long cmp_for;		/* the run A cmp_run was chosen for */
	char *author;		/* asked for this session (or the state file's) */
	char *warn;		/* what the override just saved contradicts */
	/* Undoing someone else's change asks first: the event asked about
	 * by this key (confirm_id) and by the key before (confirm_prev);
	 * the same key again reverses it, any other key drops the question. */
	long confirm_id, confirm_prev;
	bool label_advance;	/* a label key also goes to the next unlabelled */
	/* Another annotator's file opened beside this one (browse --beside):
	 * read-only, refreshed when idle as the store is; who names them
	 * (its labels' author, else the file's name). */
	struct annot_store *beside;
	char *beside_who;
	/* A label key on an item the annotators disagree on adjudicates:
	 * the item and label waiting for the reason prompt. */
	struct ui_item *adj_item;
	char *adj_label;
};

/* tui.c: open the store after the state is set up; close before it goes
 * (the answers get their own texts back). */
void ui_annot_open(struct tui *t);
void ui_annot_close(struct tui *t);
/* Is the store open? Opens it (create: even when the file does not
 * exist yet); when it cannot be, says why in the status bar (without
 * create, only when the workspace has no annotation file at all). */
bool ui_annot_ready(struct tui *t, bool create);
/* Undo (or redo) the last change of one item, from its history in the
 * file (annot_undo_item), saying which item and change in the status;
 * someone else's change only when the key is pressed twice in a row
 * (the first press names them). */
void ui_annot_undo_item(struct tui *t, long run, size_t p, long sample, bool redo);
/* The author typed at the author prompt: kept for the session and in the
 * state file (asked once, never silently "unknown"). */
void ui_annot_set_author(struct tui *t, const char *name);
/* Idle: pick up other processes' changes; true when the screen changed. */
bool ui_annot_idle(struct tui *t);
/* Answers were added to the workspace (loading in slices): make room for
 * them and apply the overrides that concern them. */
void ui_annot_grow(struct tui *t);
/* Global keys: annotate, undo, redo, compare, filter-label,
 * filter-compare, other-run, compare-threshold-up/down (the PC-differs
 * threshold, 0 to 1 in steps of 0.05), and filter-clear, which resets
 * these filters, then returns false so the rest is cleared too. */
bool ui_annot_global(struct tui *t, enum action a);
/* Open the annotation screen on run r's answer to the selected problem
 * (the sample shown), or say in the status bar why it cannot be. */
void ui_annotate(struct tui *t, long r);
/* ui-state.c: restrict t->res to the label and comparison filters. */
void ui_annot_refine(struct tui *t);
/* The label filter by name ("annotated", "unannotated" or a label; NULL
 * when off), and set from one (false when it names nothing known). */
const char *ui_annot_label_filter(const struct tui *t);
bool ui_annot_set_label_filter(struct tui *t, const char *name);
/* The label keys' hint for a footer ("1-7 label", with "+next" when a
 * label key also moves on), appended to hints. */
void ui_annot_label_hint(const struct tui *t, struct strbuf *hints);
/* The reason typed at the reason prompt: adjudicate the item waiting
 * for it (an empty reason saves nothing). */
void ui_annot_reason(struct tui *t, const char *reason);
/* The label keys and their labels ("1 correct, 2 incorrect, ..."). */
void ui_annot_label_keys(const struct tui *t, struct strbuf *sb);
/* ui-list.c: the filters' part of the summary line. */
void ui_annot_summary(const struct tui *t, struct strbuf *sb);

/* After a change of the store: re-apply overrides, re-score, refilter. */
void ui_annot_changed(struct tui *t);
/* The annotation of answer sample `sample` of (run r, problem p) when it
 * is set, else of another sample of the cell that is; NULL when none. */
const struct annot *ui_annot_of(const struct tui *t, size_t r, size_t p, size_t sample);
/* The same from the file beside (NULL: none open, or no annotation). */
const struct annot *ui_beside_of(const struct tui *t, size_t r, size_t p, size_t sample);
/* Do the annotators disagree on (r, p)'s answer: a merged file's item in
 * conflict, or, with a file beside, both labelled and their own labels
 * (before any adjudication) differ? */
bool ui_annot_disagree(const struct tui *t, size_t r, size_t p, size_t sample);
/* Is a team view on: a file beside, or a merged file? */
bool ui_annot_team(const struct tui *t);
/* Does some sample of (r, p) carry an override that is applied? */
bool ui_overridden(const struct tui *t, size_t r, size_t p);
/* The model's own text of answer a (its text unless overridden). */
const char *ui_own_text(const struct tui *t, const struct answer *a, size_t *len);
/* The answer of (r, p) with sample number `sample` (clamped), or NULL. */
const struct answer *ui_answer_at(const struct tui *t, size_t r, size_t p, size_t sample);
/* Run B: t->an->cmp_run made valid (not the current run): by default,
 * and whenever run A changed, the run sharing the most problems with A
 * (explore_run_partner); -1 if none. */
long ui_other_run(struct tui *t);
/* " [override]" when (r, p) is overridden, else "". */
const char *ui_override_mark(const struct tui *t, size_t r, size_t p);

/* One answer to annotate: run r, problem p, sample index s. */
struct ui_item {
	size_t r, p, s;
};
enum annot_row { AR_LABEL, AR_NOTE, AR_TAGS, AR_OVERRIDE, AR__COUNT };
extern const char *const annot_row_title[AR__COUNT];	/* "label", ... */
/* ui-annot-edit.c: the item's annotation (NULL: none), a field as it is
 * shown and typed (malloc'd: tags blank-separated, the override in the
 * task's shape), the verdicts under every policy ("strict wrong, compat
 * right"), and saving a typed value (label "" and other fields empty
 * remove it), with the outcome in the status bar. */
const struct annot *ui_item_annot(struct tui *t, const struct ui_item *it);
/* The other annotator's annotation of the item (the file beside). */
const struct annot *ui_item_beside(struct tui *t, const struct ui_item *it);
/* Set the item's label as an adjudication with its reason (status bar
 * says what was saved or why not); true when saved. */
bool ui_item_adjudicate(struct tui *t, const struct ui_item *it, const char *label,
			const char *reason);
/* ui-annot-team.c: the annotators' labels, notes (side by side, a column
 * each) and the adjudication's reason for the item, from row y, labels
 * in columns 1..lw, values from x; at most max rows. Returns the rows
 * drawn (0: no team view for the item). */
int ui_team_draw(struct tui *t, const struct ui_item *it, int y, int lw, int x, int cols, int max);
char *ui_item_field(struct tui *t, const struct ui_item *it, enum annot_row f);
void ui_item_verdicts(struct tui *t, const struct ui_item *it, struct strbuf *sb);
void ui_item_apply(struct tui *t, const struct ui_item *it, enum annot_row f, const char *text);

/* Lines with a role each (the compare summary). */
struct ui_lines {
	struct textlines lines;
	enum draw_role *roles;
	size_t cap;
};
/* ui-compare-sum.c: the summary of c (over t's filtered rows) into out. */
void ui_compare_summary(struct tui *t, const struct compare *c, struct ui_lines *out, int width);
/* A line (taken) of role r at the end of out. */
void ui_lines_add(struct ui_lines *out, enum draw_role r, char *line);
/* ui-compare-kinds.c: the kinds view of c. Its selectable rows (the kinds
 * shown, then the moves); drawing it with row *sel selected (clamped) and
 * the rows under the heading scrolled from *top; row sel's items as a
 * list screen (NULL, said, when it has none); the kinds table as CSV
 * (the rows written, or -1). */
size_t ui_compare_kinds_rows(const struct compare *c);
void ui_compare_kinds_draw(struct tui *t, const struct compare *c, size_t *sel, size_t *top,
			   int y0, int height, int cols);
struct screen *ui_compare_kinds_items(struct tui *t, const struct compare *c, size_t sel);
long ui_compare_kinds_csv(struct tui *t, const struct compare *c, FILE *fp);

/* Screens. */
struct screen *ui_annot_new(struct tui *t, size_t r, size_t p, size_t sample);
struct screen *ui_compare_new(struct tui *t);

#endif
