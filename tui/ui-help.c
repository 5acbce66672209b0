/* ui-help.c - text screens: the key help, generated from the action table
 * (keys.h) so that it always matches the bindings, and the messages left by
 * loading (diagnostics collected while the screen could not print them). */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "text.h"
#include "view.h"

#include <stdlib.h>
#include <string.h>

struct text_screen {
	struct screen base;
	const char *title;
	enum action toggle;	/* the action that opened it also closes it */
	struct textlines lines;	/* already clean */
	enum draw_role *roles;	/* per line */
	int *hang;		/* per line: where wrapped rows continue */
	size_t roles_cap, hang_cap;
	size_t top;		/* in display rows */
	/* the lines word-wrapped to the width they were last drawn at */
	struct row {
		size_t line, off, len;
		int indent;
	} *rows;
	size_t nrows, rows_cap;
	int wrapped_for;
};

static void add_hung(struct text_screen *ts, enum draw_role r, int hang, char *line)
{
	xgrow(&ts->roles, &ts->roles_cap, ts->lines.n + 1, sizeof *ts->roles);
	xgrow(&ts->hang, &ts->hang_cap, ts->lines.n + 1, sizeof *ts->hang);
	ts->roles[ts->lines.n] = r;
	ts->hang[ts->lines.n] = hang;
	textlines_take(&ts->lines, line);
	ts->wrapped_for = 0;
}

static void add_line(struct text_screen *ts, enum draw_role r, char *line)
{
	add_hung(ts, r, 2, line);
}

/* Word-wrap every line to width columns: help and messages wrap instead
 * of cutting words; a wrapped row continues under the line's hang. */
static void wrap_rows(struct text_screen *ts, int width)
{
	if (ts->wrapped_for == width)
		return;
	ts->nrows = 0;
	for (size_t l = 0; l < ts->lines.n; l++) {
		const char *s = ts->lines.v[l];
		size_t end = strlen(s), at = 0, le;
		int indent = 0;
		do {
			int w = width - indent;
			size_t next;
			if (w < 8)
				w = 8;
			next = end ? text_wrap_next(s, at, end, w, &le) : (le = 0, 0);
			xgrow(&ts->rows, &ts->rows_cap, ts->nrows + 1, sizeof *ts->rows);
			ts->rows[ts->nrows++] = (struct row){ l, at, le - at, indent };
			if (!end || next <= at)
				break;
			at = next;
			indent = ts->hang[l] < width - 16 ? ts->hang[l] : 2;
		} while (at < end);
	}
	ts->wrapped_for = width;
}

void ui_hint(struct strbuf *sb, enum action a, enum action b, const char *what)
{
	char keys[64];

	if (sb->len)
		sb_puts(sb, "  ");
	sb_puts(sb, action_key_labels(a, 1, keys, sizeof keys));
	if (b != ACT_NONE) {
		sb_putc(sb, '/');
		sb_puts(sb, action_key_labels(b, 1, keys, sizeof keys));
	}
	sb_printf(sb, " %s", what);
}

static void text_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	sb_puts(out, ((struct text_screen *)s)->title);
}

static void text_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct text_screen *ts = (struct text_screen *)s;

	wrap_rows(ts, cols - 2);
	ts->top = ui_clamp_top(ts->top, ts->nrows, (size_t)height);
	for (int i = 0; i < height && ts->top + (size_t)i < ts->nrows; i++) {
		const struct row *r = &ts->rows[ts->top + (size_t)i];
		draw_textn_from(top + i, 1 + r->indent, 0, cols - 2 - r->indent, ts->roles[r->line],
				ts->lines.v[r->line] + r->off, r->len);
	}
}

static void text_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	struct text_screen *ts = (struct text_screen *)s;

	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "scroll");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "close");
	sb_printf(pos, "line %zu/%zu", ts->nrows ? ts->top + 1 : 0, ts->nrows);
}

static bool text_handle(struct screen *s, struct tui *t, enum action a)
{
	struct text_screen *ts = (struct text_screen *)s;

	if (a == ts->toggle) {
		tui_pop(t);	/* frees s */
		return true;
	}
	return false;
}

static bool text_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct text_screen *ts = (struct text_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &ts->top, .count = ts->nrows,
			      .page = ui_page(s->body_rows) };
	return true;	/* clamped when drawn */
}

static void text_free(struct screen *s)
{
	struct text_screen *ts = (struct text_screen *)s;

	textlines_free(&ts->lines);
	free(ts->roles);
	free(ts->hang);
	free(ts->rows);
	free(ts);
}

static const struct screen_ops text_ops = {
	.name = "text",
	.title = text_title,
	.draw = text_draw,
	.status = text_status,
	.handle = text_handle,
	.motion = text_motion,
	.free = text_free,
};

static struct text_screen *text_new(const char *title, enum action toggle)
{
	struct text_screen *ts = xcalloc(1, sizeof *ts);

	ts->base.ops = &text_ops;
	ts->title = title;
	ts->toggle = toggle;
	textlines_init(&ts->lines);
	return ts;
}

struct screen *ui_help_new(struct tui *t)
{
	struct text_screen *ts = text_new("help", ACT_HELP);

	/* the key and action columns as wide as their widest entries: at a
	 * fixed 20 and 18, "Enter/Return/KP-Enter" and "compare-threshold-down"
	 * ran into the next column */
	int kw, nw;

	keys_columns(&kw, &nw);
	add_line(ts, ROLE_GROUP, xasprintf("Keys (gravel %s)", PACKAGE_VERSION));
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++)	/* descriptions hang */
		add_hung(ts, ROLE_NORMAL, kw + nw + 2, keys_help_row((enum action)a, kw, nw));
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	{
		struct strbuf sb;
		sb_init(&sb);
		sb_puts(&sb, "Label keys in this workspace: ");
		ui_annot_label_keys(t, &sb);
		add_hung(ts, ROLE_LABEL, 2, sb_take(&sb));
	}
	add_line(ts, ROLE_LABEL, xstrdup("Mouse: the wheel scrolls; a click selects a row, a "
					 "second click opens it."));
	add_hung(ts, ROLE_LABEL, 2,
		 xstrdup("Prompts (search, filter, export, name, reason): Enter applies, Esc "
			 "cancels; Left/Right (C-b/C-f) move, C-a/C-e go to the ends, Backspace "
			 "and Delete (C-d) remove a character, C-w a word, C-u and C-k the text "
			 "before and after the cursor; Tab in the search prompt switches between "
			 "this run's answers and every run's."));
	add_line(ts, ROLE_NORMAL, xstrdup(""));
	add_line(ts, ROLE_LABEL, xstrdup("Verdicts: right, partial, wrong, unparsed, - (no answer); "
					 "! marks a disagreement with the recorded score."));
	add_line(ts, ROLE_DIM, xstrdup("Bindings come from config/gravel.yaml and your config file "
				       "(keys:); see gravel(1) and gravel-config(5)."));
	(void)t;
	return &ts->base;
}

static void add_diags(struct text_screen *ts, const struct diags *d)
{
	for (size_t i = 0; d && i < d->n; i++) {
		char *raw = diag_format(&d->v[i]);
		add_line(ts, d->v[i].level == DIAG_ERROR ? ROLE_ERROR : ROLE_WARNING,
			 text_clean(raw));
		free(raw);
	}
	if (d && d->dropped)
		add_line(ts, ROLE_DIM, xasprintf("(%zu more not kept)", d->dropped));
}

/* The runs marked '!' in the picker and on the scores screen, each with
 * why (the message `gravel score` warns with). */
static void add_flagged_runs(struct text_screen *ts, const struct tui *t)
{
	size_t n = 0, nruns = t->ex ? explore_nruns(t->ex) : 0;

	for (size_t r = 0; r < nruns; r++)
		n += explore_run_mismatch(t->ex, r) != NULL;
	if (!n)
		return;
	add_line(ts, ROLE_LABEL,
		 xasprintf("%zu run%s marked '!': not asked on the dataset's graphs, so their "
			   "answers are not matched to these problems by position (strict leaves "
			   "them out of `gravel score`; compat reproduces their recorded scores):",
			   n, n == 1 ? "" : "s"));
	for (size_t r = 0; r < nruns; r++) {
		const char *why = explore_run_mismatch(t->ex, r);
		char *raw;
		if (!why)
			continue;
		raw = xasprintf("%s: %s", explore_run_name(t->ex, r), why);
		add_line(ts, ROLE_WARNING, text_clean(raw));
		free(raw);
	}
}

struct screen *ui_messages_new(struct tui *t)
{
	struct text_screen *ts = text_new("messages", ACT_MESSAGES);
	const struct diags *cfg = tui_config_diags();

	add_diags(ts, t->diags);
	add_diags(ts, cfg);
	add_flagged_runs(ts, t);
	if (!ts->lines.n)
		add_line(ts, ROLE_DIM, xstrdup("No messages."));
	return &ts->base;
}
