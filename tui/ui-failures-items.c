/* ui-failures-items.c - the items of one failures cell, across its runs.
 *
 * Enter on a cell of the failures screen lists every item it counted, on
 * every run of its column (a model's or a size's column spans many): a row
 * per item with its run, its problem and its first error in words (for
 * the "none" row, its verdict), the run with the most of them first
 * (explore_failures_items). Enter on a row opens the problem on that run,
 * with the navigator on the same cell (the kind filter, the column's task
 * or size) so that the trace's t goes to the first error.
 *
 * The comparison's kinds view lists its rows here too (a kind's items in
 * run A and B, or a move's, each problem on both runs):
 * ui_failures_items_list. Enter then opens the trace on the row's run at
 * its first error without touching the navigator's filter, and runs A and
 * B are as they were once the list is shown again. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "text.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define RUN_W 30	/* a run column of this width, cut at its front */

struct items_screen {
	struct screen base;
	struct ex_fail_item *v;
	size_t n;
	size_t kind;		/* enum fault_kind; FAULT_NONE: no error found */
	enum ex_fail_by by;
	char *label;		/* the column's label */
	const char *task;	/* the column's task (the explorer's), or NULL */
	int nodes;		/* the column's size, or 0 */
	size_t runs;		/* distinct runs among the rows */
	int id_w;		/* the widest problem id */
	size_t cur, top;
	char *title;		/* a list made elsewhere: its title, or NULL */
	long run_a, run_b;	/* ... and the runs compared, put back when
				 * the list is drawn again */
};

static const char *kind_name(size_t kind)
{
	return kind == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)kind);
}

static void it_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct items_screen *is = (struct items_screen *)s;
	char *label = text_clean(is->label);

	(void)t;
	if (is->title)
		sb_puts(out, is->title);
	else
		sb_printf(out, "failures: %s, %s %s", kind_name(is->kind), ex_fail_by_name(is->by),
			  label);
	free(label);
}

/* The cell of a row: the run's scores under the screen's policy. */
static const struct ex_cell *row_cell(struct tui *t, const struct ex_fail_item *it)
{
	return explore_cell(t->ex, t->pol, it->run, it->pid);
}

/* The last width columns of a run name (names differ at their end). */
static void draw_run(int y, int x, int width, enum draw_role r, const char *name)
{
	char *clean = text_clean(name);
	const char *p = clean;

	if (text_width(p) > (size_t)width) {
		while (*p && text_width(p) > (size_t)width - 1)
			p++;
		draw_text(y, x, 1, ROLE_DIM, "~");
		draw_text(y, x + 1, width - 1, r, p);
	} else {
		draw_text(y, x, width, r, p);
	}
	free(clean);
}

static void it_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct items_screen *is = (struct items_screen *)s;
	int rows = height - 1, run_w = cols > 3 * RUN_W ? RUN_W : cols / 3;
	char head[96];

	if (is->title && (t->run != is->run_a || ui_other_run(t) != is->run_b)) {
		/* back from a row opened on run B: A and B as compared */
		t->run = is->run_a;
		t->an->cmp_run = is->run_b;
		t->an->cmp_for = is->run_a;
		tui_refilter(t);
	}
	s->body_rows = rows;
	snprintf(head, sizeof head, "%zu items on %zu runs", is->n, is->runs);
	draw_text(top, 0, cols, ROLE_STICKY, head);
	if (rows <= 0)
		return;
	if (is->cur < is->top)
		is->top = is->cur;
	if (is->cur >= is->top + (size_t)rows)
		is->top = is->cur - (size_t)rows + 1;
	for (int y = 0; y < rows && is->top + (size_t)y < is->n; y++) {
		size_t i = is->top + (size_t)y;
		const struct ex_fail_item *it = &is->v[i];
		const struct problem *p = explore_problem(t->ex, it->pid);
		const struct ex_cell *cell = row_cell(t, it);
		const struct score_fault *fe = score_first_error(&cell->res);
		enum draw_role r = i == is->cur ? ROLE_SELECTED : ROLE_NORMAL;
		int x = run_w + 1, idw = is->id_w < (cols - x) / 2 ? is->id_w : (cols - x) / 2;
		char *id = text_clean(p->id), *why;

		draw_run(top + 1 + y, 0, run_w, r, explore_run_name(t->ex, it->run));
		draw_text(top + 1 + y, x, idw, r, id);
		why = text_clean(fe ? fe->why : ex_verdict_name(cell->verdict));
		if (cols - x - idw - 1 > 0)
			draw_text(top + 1 + y, x + idw + 1, cols - x - idw - 1,
				  i == is->cur ? ROLE_SELECTED : ROLE_DIM, why);
		free(why);
		free(id);
	}
}

static void it_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct items_screen *is = (struct items_screen *)s;

	(void)t;
	ui_hint(hints, ACT_ENTER, ACT_NONE, "open");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	sb_printf(pos, "%zu/%zu", is->n ? is->cur + 1 : 0, is->n);
}

/* The navigator's row of problem pid, or SIZE_MAX when filtered out. */
static size_t row_of(const struct tui *t, size_t pid)
{
	for (size_t i = 0; i < t->res.n; i++)
		if (t->res.rows[i] == pid)
			return i;
	return SIZE_MAX;
}

/* Enter: the problem on the row's run, the navigator on the cell. */
static void open_row(struct items_screen *is, struct tui *t)
{
	const struct ex_fail_item *it = &is->v[is->cur];
	size_t i;

	tui_filter_clear(t);
	t->run = (long)it->run;
	t->run_chosen = true;
	free(t->restore_run);
	t->restore_run = NULL;
	t->sample = 0;
	t->filter.kind = (unsigned char)is->kind;
	t->filter.task = is->task;
	t->filter.nodes = is->nodes;
	tui_refilter(t);
	i = row_of(t, it->pid);
	if (i == SIZE_MAX) {
		tui_message(t, true, "the item is hidden by a label filter");
		return;
	}
	t->cur = i;
	tui_push(t, ui_problem_new(t));
}

/* Enter on a list made elsewhere: the trace of the row's run at its
 * first error, the navigator's filter as it is (the comparison is over
 * it); the other run is then the other side. */
static void open_row_in_place(struct items_screen *is, struct tui *t)
{
	const struct ex_fail_item *it = &is->v[is->cur];
	size_t i;

	t->run = (long)it->run;
	t->sample = 0;
	t->an->cmp_run = it->run == (size_t)is->run_a ? is->run_b : is->run_a;
	t->an->cmp_for = t->run;
	tui_refilter(t);
	i = row_of(t, it->pid);
	if (i == SIZE_MAX) {
		tui_message(t, true, "the navigator's filter hides this problem on this run");
		return;
	}
	t->cur = i;
	tui_push(t, ui_trace_at_error_new(t));
}

static bool it_handle(struct screen *s, struct tui *t, enum action a)
{
	struct items_screen *is = (struct items_screen *)s;

	if (a != ACT_ENTER || !is->n)
		return false;
	if (is->title)
		open_row_in_place(is, t);
	else
		open_row(is, t);
	return true;
}

static bool it_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct items_screen *is = (struct items_screen *)s;

	*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &is->cur, .count = is->n,
			      .page = ui_page(s->body_rows) };
	return true;
}

static void it_free(struct screen *s)
{
	struct items_screen *is = (struct items_screen *)s;

	free(is->v);
	free(is->label);
	free(is->title);
	free(is);
}

static const struct screen_ops it_ops = {
	.name = "failure-items",
	.title = it_title,
	.draw = it_draw,
	.status = it_status,
	.handle = it_handle,
	.motion = it_motion,
	.free = it_free,
};

/* The widest problem id among the rows, up to 60. */
static void measure_ids(struct items_screen *is, struct tui *t)
{
	for (size_t i = 0; i < is->n; i++) {
		char *id = text_clean(explore_problem(t->ex, is->v[i].pid)->id);
		size_t w = text_width(id);
		if (w > (size_t)is->id_w)
			is->id_w = w < 60 ? (int)w : 60;
		free(id);
	}
}

struct screen *ui_failures_items_new(struct tui *t, const struct ex_failures *fl, size_t col,
				     size_t kind)
{
	struct items_screen *is;
	struct ex_fail_item *v;
	size_t n = explore_failures_items(t->ex, t->pol, fl, col, kind, &v);

	if (!n) {
		tui_message(t, true, "no %s in this column", kind_name(kind));
		return NULL;
	}
	is = xcalloc(1, sizeof *is);
	is->base.ops = &it_ops;
	is->v = v;
	is->n = n;
	is->kind = kind;
	is->by = fl->by;
	is->label = xstrdup(fl->col[col].label);
	if (fl->by == EX_FAIL_TASKS) {
		/* a group's task name outlives the screen (the explorer's) */
		for (size_t g = 0; g < explore_ngroups(t->ex); g++)
			if (explore_group(t->ex, g)->task &&
			    !strcmp(explore_group(t->ex, g)->task, fl->col[col].label))
				is->task = explore_group(t->ex, g)->task;
	} else if (fl->by == EX_FAIL_SIZES) {
		is->nodes = fl->col[col].nodes;
	}
	for (size_t i = 0; i < n; i++)
		is->runs += !i || v[i].run != v[i - 1].run;
	measure_ids(is, t);
	return &is->base;
}

struct screen *ui_failures_items_list(struct tui *t, struct ex_fail_item *v, size_t n,
				      char *title, long run_a, long run_b)
{
	struct items_screen *is = xcalloc(1, sizeof *is);
	bool on[2] = { false, false };

	is->base.ops = &it_ops;
	is->v = v;
	is->n = n;
	is->kind = FAULT_NONE;
	is->label = xstrdup("");
	is->title = title;
	is->run_a = run_a;
	is->run_b = run_b;
	for (size_t i = 0; i < n; i++)
		on[v[i].run != (size_t)run_a] = true;
	is->runs = (size_t)on[0] + (size_t)on[1];
	measure_ids(is, t);
	return &is->base;
}
