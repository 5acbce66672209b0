/* ui.h - screens and the application state they share.
 *
 * Each screen is one file filling one struct screen_ops:
 *   ui-list.c      the navigator: the filtered problems (the first screen)
 *   ui-problem.c   one problem: its graph, question and a run's answer
 *   ui-trace.c     the reference algorithm's trace beside the answer
 *   ui-scores.c    scores by run, task and difficulty under each policy
 *   ui-runs.c      the run picker
 *   ui-compare.c   two runs side by side (ui-compare-sum.c its summary)
 *   ui-annot.c     one answer's annotation (ui-annot-*.c its parts)
 *   ui-failures.c  first errors counted per kind and run, model, task...
 *   ui-exec.c      the failed test cases of GraphEval2000 exec runs
 *   ui-teach.c     a lesson stepping through a task's algorithm
 *   ui-help.c      text screens: the key help and loading's messages
 * Screens never call curses: they describe their content through draw.h
 * and receive key actions (keys.h), not key codes. tui.c owns the loop,
 * the terminal (or the virtual screen of script mode) and the screen
 * stack; ui-state.c the shared state: the explorer (src/explore.h), the
 * policy, the filter and its rows, the current run, problem and sample.
 *
 * Layout: row 0 is the title bar, the last row the status bar; a screen
 * draws the body rows in between. */
#ifndef GRAVEL_TUI_UI_H
#define GRAVEL_TUI_UI_H

#include <stdbool.h>
#include <stdint.h>
#include "diag.h"
#include "draw.h"
#include "edit.h"
#include "explore.h"
#include "keys.h"
#include "motion.h"
#include "util.h"

#define TUI_MIN_COLS 40
#define TUI_MIN_ROWS 10
#define TUI_STACK_MAX 8

struct tui;
struct screen;

/* A mouse event, already in screen coordinates. */
enum mouse_kind { MOUSE_CLICK, MOUSE_WHEEL_UP, MOUSE_WHEEL_DOWN };

struct screen_ops {
	const char *name;
	/* Title bar text after "gravel" (the screen's subject). */
	void (*title)(struct screen *s, struct tui *t, struct strbuf *out);
	/* Draw the body: rows [top, top + height) of a cols-wide screen. */
	void (*draw)(struct screen *s, struct tui *t, int top, int height, int cols);
	/* Status bar: key hints on the left, position on the right. */
	void (*status)(struct screen *s, struct tui *t, struct strbuf *hints,
		       struct strbuf *pos);
	/* Act on a key action; false when the screen has no use for it (the
	 * loop then applies the global meaning: help, quit, filters...). */
	bool (*handle)(struct screen *s, struct tui *t, enum action a);
	/* What the motion key a (motion.h: move, page, home, end) moves on
	 * this screen, for the ones handle left: fill m and return true;
	 * false when a moves nothing here (its global meaning applies). May
	 * be NULL. */
	bool (*motion)(struct screen *s, struct tui *t, enum action a, struct motion *m);
	/* A click at body row y (0 = first body row), column x; may be NULL
	 * (the wheel is turned into move-up/move-down by the loop). */
	void (*click)(struct screen *s, struct tui *t, int y, int x);
	/* Line editing (edit.h): while the screen has an editor open it gets
	 * every key as an enum edit_key (byte: the typed byte of EK_BYTE)
	 * and returns true; false lets the key go on. May be NULL. */
	bool (*edit)(struct screen *s, struct tui *t, int ek, int byte);
	/* The search prompt was accepted with text while this screen is on
	 * top: search inside the screen's own text (as less does) and return
	 * true; NULL (or false) searches the problems. */
	bool (*search)(struct screen *s, struct tui *t, const char *text);
	/* Between keys: one bounded piece of the work the screen left for
	 * later (e.g. scoring runs that did not fit in the frame's time);
	 * true when it did some (the screen is drawn again), false when none
	 * is left. May be NULL. */
	bool (*idle)(struct screen *s, struct tui *t);
	/* The terminal went away (SIGHUP) or the process was told to end
	 * (SIGTERM) while the screen is open: keep what was typed and not
	 * yet saved, saying so in said (printed once the terminal is back).
	 * May be NULL. */
	void (*hangup)(struct screen *s, struct tui *t, struct strbuf *said);
	/* export (X) while the screen is on top: write the screen's own
	 * table to fp as CSV (export_name: the file name offered); returns
	 * the rows written, or -1 on a write error. NULL exports the
	 * navigator's rows. */
	long (*export)(struct screen *s, struct tui *t, FILE *fp);
	const char *export_name;
	/* Does export apply in the screen's present view? NULL: always; false
	 * exports the navigator's rows (the comparison's side-by-side view). */
	bool (*exports)(struct screen *s);
	void (*free)(struct screen *s);
};

/* Every screen struct starts with this. */
struct screen {
	const struct screen_ops *ops;
	int body_rows, body_cols;	/* size of the last drawn body */
};

/* The prompt in the status bar (search in this run's answers or in all
 * runs', text filter, author, export file, an adjudication's reason): the
 * line editor of every screen (edit.h), PROMPT_MAX bytes at most. */
enum prompt_kind {
	PROMPT_NONE, PROMPT_SEARCH, PROMPT_FILTER, PROMPT_AUTHOR, PROMPT_EXPORT,
	PROMPT_REASON,	/* an adjudication's (a label key on a disagreement) */
	PROMPT_SEARCH_ALL,
};
#define PROMPT_MAX 200
struct prompt {
	enum prompt_kind kind;
	struct edit ed;
};

/* Disagreement filter modes (filter-disagree cycles them). */
enum disagree_mode { DIS_ANY, DIS_POLICY, DIS_RECORDED, DIS__COUNT };

struct tui {
	struct workspace *ws;
	struct explore *ex;
	const struct diags *diags;	/* load messages, may be NULL */
	char *source;		/* what was loaded, cleaned for display */

	const struct policy *pol;	/* the policy verdicts are shown under */
	struct ex_filter filter;	/* filter.pol and filter.run follow pol/run */
	char *filter_text;	/* owned copy behind filter.text */
	int verdict_idx, flag_idx, task_idx, diff_idx;	/* cycling positions, 0 = any */
	enum disagree_mode disagree;
	struct ex_result res;	/* rows matching the filter */
	unsigned gen;		/* bumped whenever res changes */
	size_t cur;		/* index into res.rows of the selected problem */
	/* End was the last key while rows were still loading: the selection
	 * stays on the last row as rows arrive (as `less +F` follows a file) */
	bool follow_end;
	/* A problem kept on screen although it no longer matches the filter
	 * (a policy or override change never moves the user): its row stays
	 * in res.rows until the selection moves off it; SIZE_MAX = none. */
	size_t pinned;
	long run;		/* current run, -1 when there are none */
	size_t sample;		/* self-consistency sample shown */
	char *search;		/* last search text, or NULL */

	struct prompt prompt;
	struct screen *stack[TUI_STACK_MAX];
	int depth;
	char *message;		/* one-shot status message, or NULL */
	bool message_error;
	bool quit;
	struct ui_annot *an;	/* annotations, comparisons (ui-annot.h) */
	struct ui_audits *audits;	/* gold audits per problem (ui-audit.c), or NULL */

	/* Runs still loading (workspace.h's loader, driven between keys by
	 * tui_load_step); NULL once everything is in. */
	struct ws_loader *loader;
	struct diags *load_diags;	/* where the loader reports */
	int load_rc;		/* how loading ended: 0 or its exit status */
	size_t load_shown;	/* messages counted when the screen opened */
	double synced;		/* now_seconds() when the rows were last redone */
	bool stale_rows;	/* answers arrived since (tui_load_step) */
	char *restore_run;	/* a remembered run not loaded yet (looks.c) */
	/* a remembered problem not loaded yet, placed when it arrives while
	 * the selection is still on restore_guard (the problem index it was
	 * on then): a user who moved meanwhile stays where they went */
	char *restore_problem;
	size_t restore_guard;
	char *saved_task, *saved_diff;	/* restored task/difficulty filters */
	bool placed;		/* the selection was restored: stay there */
	bool run_chosen;	/* the user or the saved state chose the run */
	/* the all-runs search behind filter.only (ui-search-all.c), or
	 * NULL; search_busy while answers are left to look at */
	struct ex_search *allsearch;
	bool search_busy;
	double search_synced;
};

/* ---- state (ui-state.c) ------------------------------------------------ */
void tui_state_init(struct tui *t, struct workspace *ws, const struct diags *diags,
		    const char *source);
void tui_state_free(struct tui *t);
/* The navigator's filters by name, as a JSON object's text (malloc'd;
 * NULL when none is set), and setting them from one (names that do not
 * apply are ignored; a task or difficulty not loaded yet still filters). */
char *tui_filters_save(const struct tui *t);
void tui_filters_restore(struct tui *t, const char *json);
/* Place a remembered problem that arrived (loading in slices). */
void tui_restore_place(struct tui *t);
/* Loading in slices (issue 16): the explorer opens on the problems and
 * reads the runs between keys. tui_load_begin hands the loader over (the
 * state owns it from then on); tui_load_step does about budget seconds of
 * loading, brings the explorer, the rows and the annotations up to date
 * with what arrived (at most every few tenths of a second, and at the
 * end) and says when loading ends, in the message line; it returns
 * whether the screen changed. tui_load_finish loads the rest at once
 * (script mode, before its first key). tui_load_progress writes "loading
 * runs N/M" while loading, and the all-runs search's progress while it
 * runs, and returns false when there is nothing to say. */
struct ws_loader;
void tui_load_begin(struct tui *t, struct ws_loader *l, struct diags *d);
bool tui_load_step(struct tui *t, double budget);
void tui_load_finish(struct tui *t);
bool tui_load_progress(const struct tui *t, struct strbuf *sb);
/* Work between keys: a slice of loading (and of the all-runs search),
 * else the top screen's idle work; true when something was done (draw
 * again, and call again). */
bool tui_idle(struct tui *t, double budget);
/* Apply the filter again (after any change to it, the policy or the run);
 * the selection stays on the same problem when it still matches. */
void tui_refilter(struct tui *t);
/* Every filter neutral, as the filter-clear action leaves them. */
void tui_filter_clear(struct tui *t);
/* The same after a change of policy or annotation: the selected problem
 * stays selected even when it no longer matches (t->pinned). */
void tui_refilter_stay(struct tui *t);
/* Drop the pinned row once the selection has moved off it (the loop calls
 * this after every key). */
void tui_unpin(struct tui *t);
/* The selected problem index (explore), or SIZE_MAX when no row matches. */
size_t tui_problem_index(const struct tui *t);
const struct problem *tui_problem(const struct tui *t);
/* The current run's name, or NULL. */
const char *tui_run_name(const struct tui *t);
/* The search prompt, saying what / looks in (the current run's answers,
 * or the open answer); caller frees. */
char *tui_search_scope(const struct tui *t);
/* Samples of the current run for the selected problem (n 0 when none). */
const struct answer *const *tui_samples(const struct tui *t, size_t *n);
/* The answer shown (sample t->sample clamped), or NULL. */
const struct answer *tui_answer(const struct tui *t);
/* The selected problem's cell under the current policy and run, or NULL. */
const struct ex_cell *tui_cell(struct tui *t);
/* Role and short label of a verdict ("right", ...). */
enum draw_role ui_verdict_role(enum ex_verdict v);
/* One-line summary of the filter ("run X  policy strict  verdict wrong")
 * into sb. */
void tui_filter_summary(const struct tui *t, struct strbuf *sb);
/* The body of a screen when no problem matches: what the filter is and
 * how to clear it, wrapped, centred in rows [top, top + height). */
void ui_draw_empty(struct tui *t, int top, int height, int cols);
/* Global actions shared by every screen: filters, run, policy, search.
 * Returns true when a was one of them. */
bool tui_handle_state(struct tui *t, enum action a);
/* ACT_NEXT_PROBLEM or ACT_PREV_PROBLEM on a screen of the selected
 * problem: select the next or previous filtered problem, staying put at
 * either end. */
void ui_step_problem(struct tui *t, enum action a);
/* The prompt: start one; feed it a key (an enum edit_key, byte: the
 * typed byte of EK_BYTE); returns true while it stays open. */
void tui_prompt_start(struct tui *t, enum prompt_kind k);
bool tui_prompt_key(struct tui *t, int ek, int byte);
/* Move the selection to the next (dir 1) or previous (-1) row whose
 * question or current-run answer contains the search text. */
void tui_search(struct tui *t, int dir);

/* ---- every run's answers searched (ui-search-all.c) -------------------- */
/* Filter the navigator to the problems where some run's answer holds
 * text (empty: no such filter), searched between keys; clear drops it. */
void tui_search_all_start(struct tui *t, const char *text);
void tui_search_all_clear(struct tui *t);
/* A slice of about budget seconds of the search, the rows brought up to
 * date now and then; false when there was nothing to do. */
bool tui_search_all_step(struct tui *t, double budget);
/* "searching all runs' answers N/M" while it runs; false otherwise. */
bool tui_search_all_progress(const struct tui *t, struct strbuf *sb);
/* The filter line's part ("  all-runs=\"text\""), nothing when unset. */
void tui_search_all_summary(const struct tui *t, struct strbuf *sb);
/* Which runs' answers to problem p matched ("in 3 runs: A, B, C"). */
void tui_search_all_runs(const struct tui *t, size_t p, struct strbuf *sb);

/* ---- gold audit (ui-audit.c) ------------------------------------------- */
/* The gold audit of problem p in one line, as gravel audit says it
 * ("heuristic - length: gold 16, reference 15: ...", GraphEval2000's
 * "off-spec: 2 <= n <= 15 (n is 0); the label holds"), *role the role to
 * draw it in: computed the first time it is asked for and kept until
 * tui_audits_free (tui_state_free calls it); NULL when p is out of
 * range. */
const char *tui_audit(struct tui *t, size_t p, enum draw_role *role);
void tui_audits_free(struct tui *t);

/* ---- screen stack (tui.c) ---------------------------------------------- */
/* Problems found in the key bindings (config files), or NULL. */
const struct diags *tui_config_diags(void);
/* The config file's author: setting, or NULL. */
const char *tui_config_author(void);
/* Push (takes ownership; a full stack frees s), pop (frees the top one;
 * popping the last sets t->quit). */
void tui_push(struct tui *t, struct screen *s);
void tui_pop(struct tui *t);
/* Show a message in the status bar until the next key. */
void tui_message(struct tui *t, bool error, const char *fmt, ...) ATTR_FORMAT(3, 4);

/* Screen constructors. */
struct screen *ui_list_new(struct tui *t);
struct screen *ui_problem_new(struct tui *t);
struct screen *ui_trace_new(struct tui *t);
struct screen *ui_scores_new(struct tui *t);
struct screen *ui_help_new(struct tui *t);
/* The run picker (ui-runs.c): choose run A, or with for_b run B of the
 * comparison; NULL with a message when there is nothing to pick. */
struct screen *ui_runs_new(struct tui *t, bool for_b);
struct screen *ui_messages_new(struct tui *t);
/* Teaching mode (ui-teach.c) on the selected problem; NULL with a message
 * when its task cannot be taught. */
struct screen *ui_teach_new(struct tui *t);
/* The failed test cases of GraphEval2000 exec runs (ui-exec.c); NULL with
 * a message when no runs file carries exec results. */
struct screen *ui_exec_new(struct tui *t);
/* The failures table (ui-failures.c). */
struct screen *ui_failures_new(struct tui *t);
/* The items of a failures cell across its runs (ui-failures-items.c):
 * column col of fl (the caller's; the list is copied) and kind (FAULT_NONE:
 * no error found); NULL with a message when there are none. */
struct screen *ui_failures_items_new(struct tui *t, const struct ex_failures *fl, size_t col,
				     size_t kind);
/* A list of items made elsewhere (v and title taken; the comparison's
 * kinds view): Enter opens a row's trace at its first error on its run,
 * runs run_a and run_b put back as compared when the list shows again. */
struct screen *ui_failures_items_list(struct tui *t, struct ex_fail_item *v, size_t n,
				      char *title, long run_a, long run_b);
/* The trace scrolled to the answer's first error, saying what it is. */
struct screen *ui_trace_at_error_new(struct tui *t);

/* Append a key hint such as "Enter open" or, with b (else ACT_NONE),
 * "j/k move", built from the action table (ui-help.c). */
void ui_hint(struct strbuf *sb, enum action a, enum action b, const char *what);

/* How far a page moves in a pane of rows rows: one row less, at least 1. */
static inline size_t ui_page(int rows)
{
	return rows > 2 ? (size_t)rows - 1 : 1;
}

/* Clamp a scroll offset so that [top, top + page) stays inside [0, total). */
static inline size_t ui_clamp_top(size_t top, size_t total, size_t page)
{
	if (total <= page)
		return 0;
	return top > total - page ? total - page : top;
}

#endif
