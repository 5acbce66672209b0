/* ui-failures.c - the failures screen: why the answers fail, counted.
 *
 * Rows are the kinds of first error (score-taxonomy.h, in its order) and
 * "none" (answered without an error found); columns the current grouping
 * (runs, models, methods, tasks, sizes; next-view cycles it). Each cell
 * is the count, its share of the column's answered items and a bar of
 * '#' that reads without colour. The table comes from the explorer
 * (explore_failures): runs not scored yet are scored between keys
 * (fl_idle), a few per frame, and the status bar says how many are in.
 * Enter lists a cell's items, every run of its column together
 * (ui-failures-items.c), the "none" row's too. */
#include "config.h"
#include "ui.h"
#include "text.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define LABEL_W 23	/* "unsupported-conclusion" and a space */
#define CELL_W 18	/* "123456 100% #####" and a space */
#define BAR_W 5
#define NROWS FAULT__COUNT	/* the kinds, then none */
#define SMALL_RUNS 16	/* up to this many runs are scored before the first frame */

struct failures_screen {
	struct screen base;
	struct ex_failures fl;
	enum ex_fail_by by;
	size_t row, col, left;	/* selection; first column shown */
	unsigned gen;		/* t->gen the table was counted at */
	const struct policy *pol;
	size_t nruns, scored;	/* as counted */
	bool counted;
};

/* Row i's kind: the taxonomy's kinds first, "none" last. */
static size_t row_kind(size_t i)
{
	return (i + 1) % FAULT__COUNT;
}

static const char *row_name(size_t i)
{
	return row_kind(i) == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)row_kind(i));
}

/* Runs not scored under the policy yet. */
static size_t unscored(struct tui *t)
{
	size_t n = 0;

	for (size_t r = 0; r < explore_nruns(t->ex); r++)
		n += !explore_run_scored(t->ex, t->pol, r);
	return n;
}

/* Score the next run not scored yet; false when all are. */
static bool score_one(struct tui *t)
{
	for (size_t r = 0; r < explore_nruns(t->ex); r++)
		if (!explore_run_scored(t->ex, t->pol, r)) {
			explore_score_run(t->ex, t->pol, r);
			return true;
		}
	return false;
}

/* Count again when the rows, the policy or the scored runs changed. */
static void recount(struct failures_screen *fs, struct tui *t)
{
	size_t left = unscored(t), nr = explore_nruns(t->ex);

	if (fs->counted && fs->gen == t->gen && fs->pol == t->pol && fs->nruns == nr &&
	    fs->scored == nr - left)
		return;
	explore_failures(t->ex, t->pol, fs->by, false, &fs->fl);
	fs->counted = true;
	fs->gen = t->gen;
	fs->pol = t->pol;
	fs->nruns = nr;
	fs->scored = fs->fl.scored;
	if (fs->col >= fs->fl.ncols)
		fs->col = fs->fl.ncols ? fs->fl.ncols - 1 : 0;
}

static void fl_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	sb_printf(out, "failures by %s  policy %s", ex_fail_by_name(fs->by), t->pol->name);
}

/* "    12  30% ##..." into buf (width CELL_W - 1). */
static void cell_text(char *buf, size_t len, size_t n, size_t of)
{
	double share = of ? (double)n / (double)of : 0;
	int bar = (int)(share * BAR_W + 0.5);
	char b[BAR_W + 1];

	if (n && !bar)
		bar = 1;	/* a kind that occurs never shows an empty bar */
	for (int i = 0; i < BAR_W; i++)
		b[i] = i < bar ? '#' : '.';
	b[BAR_W] = '\0';
	snprintf(buf, len, "%6zu %3.0f%% %s", n, share * 100, b);
}

/* The last width columns of a label: run names differ at their end. */
static void draw_label(int y, int x, int width, enum draw_role r, const char *label)
{
	char *clean = text_clean(label);
	size_t w = text_width(clean), skip = 0;

	if (w > (size_t)width) {
		/* cut at the front, keeping "~" and the end */
		const char *p = clean;
		while (*p && text_width(p) > (size_t)width - 1)
			p++;
		draw_text(y, x, 1, ROLE_DIM, "~");
		draw_text(y, x + 1, width - 1, r, p);
	} else {
		draw_text(y, x + width - (int)w, (int)w, r, clean + skip);
	}
	free(clean);
}

static void fl_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct failures_screen *fs = (struct failures_screen *)s;
	size_t ncol, shown;
	int y = top;
	char buf[64];

	/* a few runs are scored at once (the table is whole on the first
	 * frame); more only between keys (fl_idle): one run of a million
	 * answers' checkout takes longer than a key may */
	if (explore_nruns(t->ex) <= SMALL_RUNS)
		while (score_one(t))
			;
	recount(fs, t);
	s->body_rows = height;
	ncol = fs->fl.ncols;
	if (!ncol) {
		draw_text(y + height / 2, 2, cols - 4, ROLE_DIM,
			  explore_nruns(t->ex) ? "no answered item scored yet" : "no runs loaded");
		return;
	}
	shown = cols > LABEL_W + CELL_W ? (size_t)(cols - LABEL_W) / CELL_W : 1;
	if (fs->col < fs->left)
		fs->left = fs->col;
	if (fs->col >= fs->left + shown)
		fs->left = fs->col - shown + 1;
	/* header: the grouping, then the column labels */
	draw_text(y, 0, LABEL_W, ROLE_STICKY, ex_fail_by_name(fs->by));
	for (size_t c = 0; c < shown && fs->left + c < ncol; c++) {
		size_t ci = fs->left + c;
		draw_label(y, LABEL_W + (int)(c * CELL_W), CELL_W - 1,
			   ci == fs->col ? ROLE_SELECTED : ROLE_STICKY, fs->fl.col[ci].label);
	}
	y++;
	draw_text(y, 0, LABEL_W, ROLE_DIM, "answered");
	for (size_t c = 0; c < shown && fs->left + c < ncol; c++) {
		snprintf(buf, sizeof buf, "%6zu", fs->fl.col[fs->left + c].answered);
		draw_text(y, LABEL_W + (int)(c * CELL_W), CELL_W - 1, ROLE_DIM, buf);
	}
	y++;
	for (size_t i = 0; i < NROWS && y < top + height; i++, y++) {
		size_t k = row_kind(i);
		draw_text(y, 0, LABEL_W - 1, i == fs->row ? ROLE_SELECTED : ROLE_LABEL, row_name(i));
		for (size_t c = 0; c < shown && fs->left + c < ncol; c++) {
			const struct ex_fail_col *col = &fs->fl.col[fs->left + c];
			bool sel = i == fs->row && fs->left + c == fs->col;
			cell_text(buf, sizeof buf, col->count[k], col->answered);
			draw_text(y, LABEL_W + (int)(c * CELL_W), CELL_W - 1,
				  sel ? ROLE_SELECTED : col->count[k] ? ROLE_NORMAL : ROLE_DIM, buf);
		}
	}
	/* the selected cell in words, with the column's whole name */
	if (y + 1 < top + height) {
		const struct ex_fail_col *col = &fs->fl.col[fs->col];
		size_t k = row_kind(fs->row);
		struct strbuf sb;
		struct textlines lines;
		char *label = text_clean(col->label);

		sb_init(&sb);
		sb_printf(&sb, "%s %s: %zu of %zu answered items %s %s", ex_fail_by_name(fs->by),
			  label, col->count[k], col->answered,
			  k == FAULT_NONE ? "with" : "whose first error is",
			  k == FAULT_NONE ? "no error found" : row_name(fs->row));
		if (col->count[k])
			sb_printf(&sb, "; Enter lists them");
		textlines_init(&lines);
		text_wrap(sb.data, cols - 2, &lines);
		y++;
		for (size_t l = 0; l < lines.n && y < top + height; l++)
			draw_text(y++, 1, cols - 2, ROLE_DIM, lines.v[l]);
		textlines_free(&lines);
		sb_free(&sb);
		free(label);
	}
}

static void fl_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	if (fs->fl.scored < fs->fl.runs)
		sb_printf(hints, "scored %zu of %zu runs  ", fs->fl.scored, fs->fl.runs);
	ui_hint(hints, ACT_ENTER, ACT_NONE, "list");
	ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "group by");
	ui_hint(hints, ACT_POLICY, ACT_NONE, "policy");
	ui_hint(hints, ACT_EXPORT, ACT_NONE, "csv");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	sb_printf(pos, "%zu items  %s %zu/%zu", fs->fl.answered, ex_fail_by_name(fs->by),
		  fs->fl.ncols ? fs->col + 1 : 0, fs->fl.ncols);
}

/* Enter: the cell's items on all its runs (ui-failures-items.c). */
static void list_cell(struct failures_screen *fs, struct tui *t)
{
	struct screen *s;

	if (!fs->fl.ncols)
		return;
	s = ui_failures_items_new(t, &fs->fl, fs->col, row_kind(fs->row));
	if (s)
		tui_push(t, s);
}

static bool fl_handle(struct screen *s, struct tui *t, enum action a)
{
	struct failures_screen *fs = (struct failures_screen *)s;
	size_t ncol = fs->fl.ncols;

	switch (a) {
	case ACT_SCROLL_RIGHT:
		if (fs->col + 1 < ncol)
			fs->col++;
		return true;
	case ACT_SCROLL_LEFT:
		if (fs->col > 0)
			fs->col--;
		return true;
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		fs->by = (enum ex_fail_by)((fs->by + (a == ACT_NEXT_VIEW ? 1 : EX_FAIL__COUNT - 1)) %
					    EX_FAIL__COUNT);
		fs->col = fs->left = 0;
		fs->counted = false;
		return true;
	case ACT_ENTER:
		list_cell(fs, t);
		return true;
	case ACT_FAILURES:
		tui_pop(t);
		return true;
	default:
		return false;
	}
}

/* The lines and ends move the kind selected; the pages move across the
 * columns, four at a time, since the table is wider than it is tall. */
static bool fl_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	if (motion_is_page(a))
		*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &fs->col,
				      .count = fs->fl.ncols, .page = 4 };
	else
		*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &fs->row, .count = NROWS };
	return true;
}

/* Between keys: score one more run, or read more runs' models or methods
 * (the table is counted again when drawn). */
static bool fl_idle(struct screen *s, struct tui *t)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	if ((fs->by == EX_FAIL_MODELS || fs->by == EX_FAIL_METHODS) &&
	    fs->fl.nmeta < explore_nruns(t->ex)) {
		fs->counted = false;
		return true;
	}
	return score_one(t);
}

/* X: the whole table, a row per cell (explore_failures_csv): the runs
 * not scored yet are scored first, so a file never holds part of them. */
static long fl_export(struct screen *s, struct tui *t, FILE *fp)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	explore_failures(t->ex, t->pol, fs->by, true, &fs->fl);
	fs->counted = false;
	if (explore_failures_csv(&fs->fl, fp) != 0)
		return -1;
	return (long)(fs->fl.ncols * FAULT__COUNT);
}

static void fl_free(struct screen *s)
{
	struct failures_screen *fs = (struct failures_screen *)s;

	ex_failures_free(&fs->fl);
	free(fs);
}

static const struct screen_ops fl_ops = {
	.name = "failures",
	.title = fl_title,
	.draw = fl_draw,
	.status = fl_status,
	.handle = fl_handle,
	.motion = fl_motion,
	.idle = fl_idle,
	.export = fl_export,
	.export_name = "gravel-failures.csv",
	.free = fl_free,
};

struct screen *ui_failures_new(struct tui *t)
{
	struct failures_screen *fs = xcalloc(1, sizeof *fs);

	fs->base.ops = &fl_ops;
	ex_failures_init(&fs->fl);
	fs->by = EX_FAIL_RUNS;
	/* start on the current run's column */
	fs->col = t->run > 0 ? (size_t)t->run : 0;
	return &fs->base;
}
