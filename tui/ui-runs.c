/* ui-runs.c - the run picker: every run with its model and method (from
 * its name and prompt.txt, src/run-meta.h), task, difficulty, answered
 * count, and accuracy and mean partial credit under each policy.
 *
 * Statistics are computed lazily for the rows on screen (each run is
 * scored once per policy and cached by the explorer), so opening the
 * picker on hundreds of runs costs only the visible ones; sorting by a
 * statistic scores every run, once. Tab / S-Tab cycle the sort column,
 * / (or &) filters by a substring of the name, model, method or task
 * while typing, Enter chooses: run A (the navigator's run, with the
 * cursor on the run's first item), or run B when the picker was opened
 * from the comparison. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "edit.h"
#include "run-meta.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define NPOL_MAX 4
#define STATS_FRAME_S 0.02	/* scoring of visible runs in one frame */

enum sort_key { RS_ORDER, RS_NAME, RS_MODEL, RS_METHOD, RS_ANSWERED, RS_ACC, RS_PC, RS__COUNT };
static const char *const sort_names[] = { "load order", "name", "model", "method", "answered",
					  "accuracy", "mean pc" };
_Static_assert(ARRAY_SIZE(sort_names) == RS__COUNT, "a name for every sort key");

struct run_row {
	bool have_meta;
	struct run_meta meta;
	char *task, *diff;		/* cleaned */
	bool scored[NPOL_MAX];
	struct ex_run_stats st[NPOL_MAX];
};

struct runs_screen {
	struct screen base;
	bool for_b;			/* choosing run B of the comparison */
	struct run_row *rows;		/* per run */
	size_t nruns;
	size_t *shown, nshown;		/* run indices after filter and sort */
	size_t cur, top;
	enum sort_key sort;
	size_t sort_pol;		/* policy of the accuracy / pc sort */
	bool editing;
	struct edit ed;
	char *filter;
};

static void row_meta(struct runs_screen *rs, struct tui *t, size_t r)
{
	struct run_row *w = &rs->rows[r];
	bool mixed;
	long g;

	if (w->have_meta)
		return;
	run_meta_get(t->ws, explore_run_name(t->ex, r), &w->meta);
	g = explore_run_group(t->ex, r, &mixed);
	if (g >= 0 && !mixed) {
		const struct ex_group *gr = explore_group(t->ex, (size_t)g);
		w->task = text_clean(gr->task ? gr->task : "-");
		w->diff = text_clean(gr->difficulty ? gr->difficulty : "-");
	} else {
		w->task = xstrdup(g < 0 ? "-" : "(several)");
		w->diff = xstrdup("-");
	}
	w->have_meta = true;
}

static void row_stats(struct runs_screen *rs, struct tui *t, size_t r)
{
	size_t np = policy_count() < NPOL_MAX ? policy_count() : NPOL_MAX;

	for (size_t k = 0; k < np; k++) {
		if (rs->rows[r].scored[k])
			continue;
		explore_run_stats(t->ex, policy_at(k), r, &rs->rows[r].st[k]);
		rs->rows[r].scored[k] = true;
	}
}

static double stat_of(const struct run_row *w, enum sort_key k, size_t pol)
{
	const struct ex_run_stats *s = &w->st[pol];

	switch (k) {
	case RS_ANSWERED:
		return (double)s->answered;
	case RS_ACC:
		return s->answered ? (double)s->right / (double)s->answered : -1;
	case RS_PC:
		return s->answered ? s->credit / (double)s->answered : -1;
	default:
		return 0;
	}
}

/* qsort has no context: the screen being sorted */
static struct runs_screen *sorting;
static const struct explore *sorting_ex;

static int cmp_rows(const void *x, const void *y)
{
	size_t a = *(const size_t *)x, b = *(const size_t *)y;
	const struct run_row *wa = &sorting->rows[a], *wb = &sorting->rows[b];
	int c = 0;

	switch (sorting->sort) {
	case RS_NAME:
		c = strcmp(explore_run_name(sorting_ex, a), explore_run_name(sorting_ex, b));
		break;
	case RS_MODEL:
		c = strcmp(wa->meta.model, wb->meta.model);
		break;
	case RS_METHOD:
		c = strcmp(wa->meta.method, wb->meta.method);
		break;
	case RS_ANSWERED:
	case RS_ACC:
	case RS_PC: {
		double va = stat_of(wa, sorting->sort, sorting->sort_pol);
		double vb = stat_of(wb, sorting->sort, sorting->sort_pol);
		c = (va < vb) - (va > vb);	/* highest first */
		break;
	}
	default:
		break;
	}
	return c ? c : (a > b) - (a < b);
}

static bool row_matches(const struct runs_screen *rs, struct tui *t, size_t r, const char *f)
{
	const struct run_row *w = &rs->rows[r];
	const char *name = explore_run_name(t->ex, r);
	size_t n = strlen(f);

	return ex_text_contains(name, strlen(name), f, n) ||
	       ex_text_contains(w->meta.model, strlen(w->meta.model), f, n) ||
	       ex_text_contains(w->meta.method, strlen(w->meta.method), f, n) ||
	       ex_text_contains(w->task, strlen(w->task), f, n);
}

/* Filter and sort again, keeping the cursor on the same run. */
static void rebuild(struct runs_screen *rs, struct tui *t)
{
	size_t keep = rs->nshown && rs->cur < rs->nshown ? rs->shown[rs->cur] : SIZE_MAX;
	const char *f = rs->editing ? edit_text(&rs->ed) : rs->filter;

	rs->nshown = 0;
	for (size_t r = 0; r < rs->nruns; r++) {
		row_meta(rs, t, r);
		if (f && *f && !row_matches(rs, t, r, f))
			continue;
		if (rs->sort >= RS_ANSWERED)
			row_stats(rs, t, r);
		rs->shown[rs->nshown++] = r;
	}
	sorting = rs;
	sorting_ex = t->ex;
	qsort(rs->shown, rs->nshown, sizeof *rs->shown, cmp_rows);
	sorting = NULL;
	rs->cur = 0;
	for (size_t i = 0; i < rs->nshown; i++)
		if (rs->shown[i] == keep)
			rs->cur = i;
}

static void rn_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct runs_screen *rs = (struct runs_screen *)s;

	sb_printf(out, "%s - %zu of %zu runs, sorted by %s", rs->for_b ? "pick run B" : "runs",
		  rs->nshown, rs->nruns, sort_names[rs->sort]);
	if (rs->sort >= RS_ACC)
		sb_printf(out, " (%s)", policy_at(rs->sort_pol)->name);
	(void)t;
}

static void put_stat(struct strbuf *sb, const struct ex_run_stats *s)
{
	if (!s->answered)
		sb_printf(sb, "  %5s %4s", "-", "-");
	else
		sb_printf(sb, "  %5.3f %4.2f", (double)s->right / (double)s->answered,
			  s->credit / (double)s->answered);
}

/* Runs the workspace loaded since the picker opened (it loads in slices
 * while screens are up): rows for them, filtered and sorted in as the
 * others; true when there were any. */
static bool grow(struct runs_screen *rs, struct tui *t)
{
	size_t n = explore_nruns(t->ex);

	if (n <= rs->nruns)
		return false;
	rs->rows = xreallocarray(rs->rows, n, sizeof *rs->rows);
	memset(rs->rows + rs->nruns, 0, (n - rs->nruns) * sizeof *rs->rows);
	rs->shown = xreallocarray(rs->shown, n, sizeof *rs->shown);
	rs->nruns = n;
	rebuild(rs, t);
	return true;
}

/* The picker's columns at a screen width. */
struct rn_cols {
	int name, model, method;
	size_t k0, np;			/* the policies whose figures are shown */
};

/* Widths from every row's name and meta (cheap); the figures stay in
 * sight: the name gives way first (it keeps its end: date, time and
 * method), then model and method, then the other policies' figures (p
 * shows another), and the name down to 14: at 80 columns the figures
 * were past the edge. */
static struct rn_cols rn_cols_fit(const struct runs_screen *rs, struct tui *t, int cols)
{
	struct rn_cols c = { 8, 5, 6, 0, policy_count() < NPOL_MAX ? policy_count() : NPOL_MAX };
	int fixed;

	for (size_t i = 0; i < rs->nshown; i++) {
		size_t r = rs->shown[i];
		int w = (int)strlen(explore_run_name(t->ex, r));
		c.name = w > c.name ? w : c.name;
		w = (int)strlen(rs->rows[r].meta.model);
		c.model = w > c.model ? w : c.model;
		w = (int)strlen(rs->rows[r].meta.method);
		c.method = w > c.method ? w : c.method;
	}
	c.name = c.name > 56 ? 56 : c.name;
	c.model = c.model > 16 ? 16 : c.model;
	c.method = c.method > 14 ? 14 : c.method;
	fixed = 2 + 1 + c.model + 1 + c.method + 1 + 13 + 1 + 6 + 1 + 8 + (int)c.np * 13;
	if (fixed + c.name > cols)
		c.name = cols - fixed > 20 ? cols - fixed : 20;
	if (fixed + c.name > cols && c.model > 8) {
		int cut = fixed + c.name - cols;
		int m = c.model - 8 < cut ? c.model - 8 : cut;
		c.model -= m;
		fixed -= m;
	}
	if (fixed + c.name > cols && c.method > 8) {
		int m = fixed + c.name - cols < c.method - 8 ? fixed + c.name - cols : c.method - 8;
		c.method -= m;
		fixed -= m;
	}
	if (fixed + c.name > cols && c.np > 1) {
		fixed -= (int)(c.np - 1) * 13;
		c.k0 = rs->sort_pol < c.np ? rs->sort_pol : 0;
		c.np = 1;
	}
	if (fixed + c.name > cols)
		c.name = cols - fixed > 14 ? cols - fixed : 14;
	return c;
}

/* Row idx of the shown runs at screen line y; its figures computed first
 * when stats is set. */
static void draw_row(struct runs_screen *rs, struct tui *t, const struct rn_cols *c, size_t idx,
		     int y, int cols, long cur_run, bool stats, struct strbuf *sb)
{
	size_t r = rs->shown[idx];
	struct run_row *w = &rs->rows[r];
	char *name = text_clean(explore_run_name(t->ex, r));
	char *model = text_clean(w->meta.model), *method = text_clean(w->meta.method);
	size_t nl = strlen(name);
	enum draw_role role = idx == rs->cur ? ROLE_SELECTED : ROLE_NORMAL;

	if (stats)
		row_stats(rs, t, r);
	sb_reset(sb);
	/* '!': a run not asked on the dataset's graphs, as on the scores
	 * screen (explore_run_mismatch) */
	sb_printf(sb, "%c%c%s%-*s %-*.*s %-*.*s %-13.13s %-6.6s %8zu",
		  (long)r == cur_run ? '*' : ' ', explore_run_mismatch(t->ex, r) ? '!' : ' ',
		  nl > (size_t)c->name ? "~" : "", nl > (size_t)c->name ? c->name - 1 : c->name,
		  nl > (size_t)c->name ? name + nl - (size_t)c->name + 1 : name, c->model,
		  c->model, model, c->method, c->method, method, w->task, w->diff,
		  w->st[0].answered);
	for (size_t k = c->k0; k < c->k0 + c->np; k++)
		if (w->scored[k])
			put_stat(sb, &w->st[k]);
		else
			sb_printf(sb, "  %5s %4s", "...", "...");
	if (role == ROLE_SELECTED)
		draw_fill(y, 0, cols, ROLE_SELECTED);
	draw_text(y, 0, cols, role, sb->data);
	free(name);
	free(model);
	free(method);
}

static void rn_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct runs_screen *rs = (struct runs_screen *)s;
	struct rn_cols c;
	struct strbuf sb;
	long cur_run = rs->for_b ? (t->an ? t->an->cmp_run : -1) : t->run;
	double t0 = now_seconds();

	grow(rs, t);
	s->body_rows = height - 1;
	if (height < 2)
		return;
	rs->top = ui_clamp_top(rs->top, rs->nshown, (size_t)height - 1);
	if (rs->cur < rs->top)
		rs->top = rs->cur;
	if (rs->cur >= rs->top + (size_t)height - 1)
		rs->top = rs->cur - (size_t)height + 2;
	c = rn_cols_fit(rs, t, cols);
	sb_init(&sb);
	sb_printf(&sb, "  %-*s %-*s %-*s %-13s %-6s %8s", c.name, "run", c.model, "model",
		  c.method, "method", "task", "diff", "answered");
	for (size_t k = c.k0; k < c.k0 + c.np; k++) {
		const char *pn = policy_at(k)->name;
		sb_printf(&sb, "  %.1s.acc %.1s.pc", pn, pn);
	}
	draw_text(top, 0, cols, ROLE_LABEL, sb.data);
	if (!rs->nshown)
		draw_text(top + 2, 2, cols - 4, ROLE_DIM,
			  rs->nruns ? "No run matches the filter." : "This workspace has no runs.");
	/* a run scored while the frame's time lasts, the rest between keys
	 * (rn_idle): scoring every newly visible run on each key typed into
	 * the filter made typing lag on 335 runs */
	for (int i = 0; i < height - 1 && rs->top + (size_t)i < rs->nshown; i++)
		draw_row(rs, t, &c, rs->top + (size_t)i, top + 1 + i, cols, cur_run,
			 now_seconds() - t0 < STATS_FRAME_S, &sb);
	sb_free(&sb);
}

/* Between keys: score one more visible run; true when one was. */
static bool rn_idle(struct screen *s, struct tui *t)
{
	struct runs_screen *rs = (struct runs_screen *)s;
	size_t np = policy_count() < NPOL_MAX ? policy_count() : NPOL_MAX;

	if (grow(rs, t))
		return true;
	for (size_t i = 0; i < (size_t)s->body_rows && rs->top + i < rs->nshown; i++) {
		size_t r = rs->shown[rs->top + i];
		for (size_t k = 0; k < np; k++)
			if (!rs->rows[r].scored[k]) {
				row_stats(rs, t, r);
				return true;
			}
	}
	return false;
}

static void rn_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct runs_screen *rs = (struct runs_screen *)s;

	(void)t;
	if (rs->editing) {
		sb_printf(hints, "filter runs: %s_", edit_text(&rs->ed));
		return;
	}
	ui_hint(hints, ACT_ENTER, ACT_NONE, "choose");
	ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "sort");
	ui_hint(hints, ACT_SEARCH, ACT_NONE, "filter");
	ui_hint(hints, ACT_POLICY, ACT_NONE, "sort policy");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	sb_printf(pos, "%zu/%zu", rs->nshown ? rs->cur + 1 : 0, rs->nshown);
}

/* Put the navigator's cursor on run r's first item among the filtered
 * rows; false when the filter shows none of them. */
static bool cursor_to_run(struct tui *t, size_t r)
{
	for (size_t i = 0; i < t->res.n; i++) {
		size_t n;
		explore_samples(t->ex, r, t->res.rows[i], &n);
		if (n) {
			t->cur = i;
			return true;
		}
	}
	return false;
}

static void choose(struct runs_screen *rs, struct tui *t)
{
	size_t r;
	char *name;

	if (!rs->nshown)
		return;
	r = rs->shown[rs->cur];
	name = text_clean(explore_run_name(t->ex, r));
	if (rs->for_b) {
		if ((long)r == t->run) {
			tui_message(t, true, "run B must differ from run A");
			free(name);
			return;
		}
		t->an->cmp_run = (long)r;
		t->an->cmp_for = t->run;
		tui_message(t, false, "run B: %s (%zu problems shared)", name,
			    explore_run_shared(t->ex, (size_t)t->run, r));
		tui_refilter(t);
	} else {
		t->run = (long)r;
		t->run_chosen = true;
		t->sample = 0;
		tui_refilter(t);
		if (cursor_to_run(t, r))
			tui_message(t, false, "run %s", name);
		else
			tui_message(t, true, "run %s: none of its problems pass the filter (c clears it)",
				    name);
	}
	free(name);
	tui_pop(t);
}

static bool rn_edit(struct screen *s, struct tui *t, int ek, int byte)
{
	struct runs_screen *rs = (struct runs_screen *)s;
	enum edit_result res;

	if (!rs->editing)
		return false;
	res = edit_key(&rs->ed, (enum edit_key)ek, byte);
	if (res == EDIT_ACCEPT) {
		free(rs->filter);
		rs->filter = xstrdup(edit_text(&rs->ed));
		rs->editing = false;
	} else if (res == EDIT_CANCEL) {
		rs->editing = false;
	}
	rebuild(rs, t);
	return true;
}

static bool rn_handle(struct screen *s, struct tui *t, enum action a)
{
	struct runs_screen *rs = (struct runs_screen *)s;

	switch (a) {
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		rs->sort = (enum sort_key)((rs->sort + (a == ACT_NEXT_VIEW ? 1 : RS__COUNT - 1)) %
					   RS__COUNT);
		rebuild(rs, t);
		rs->cur = 0;
		return true;
	case ACT_POLICY:
		rs->sort_pol = policy_count() ? (rs->sort_pol + 1) % policy_count() : 0;
		if (rs->sort_pol >= NPOL_MAX)
			rs->sort_pol = 0;
		rebuild(rs, t);
		return true;
	case ACT_SEARCH:
	case ACT_FILTER_TEXT:
		edit_free(&rs->ed);
		edit_init(&rs->ed, rs->filter, 200);
		rs->editing = true;
		return true;
	case ACT_FILTER_CLEAR:
		free(rs->filter);
		rs->filter = NULL;
		rebuild(rs, t);
		return true;
	case ACT_ENTER:
		choose(rs, t);
		return true;
	case ACT_RUNS:
		tui_pop(t);
		return true;
	default:
		return false;
	}
}

static bool rn_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct runs_screen *rs = (struct runs_screen *)s;

	*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &rs->cur, .count = rs->nshown,
			      .page = ui_page(s->body_rows) };
	return true;
}

static void rn_click(struct screen *s, struct tui *t, int y, int x)
{
	struct runs_screen *rs = (struct runs_screen *)s;
	size_t i;

	(void)x;
	if (y < 1)
		return;
	i = rs->top + (size_t)y - 1;
	if (i >= rs->nshown)
		return;
	if (i == rs->cur)
		choose(rs, t);
	else
		rs->cur = i;
}

static void rn_free(struct screen *s)
{
	struct runs_screen *rs = (struct runs_screen *)s;

	for (size_t r = 0; r < rs->nruns; r++) {
		if (rs->rows[r].have_meta)
			run_meta_free(&rs->rows[r].meta);
		free(rs->rows[r].task);
		free(rs->rows[r].diff);
	}
	free(rs->rows);
	free(rs->shown);
	edit_free(&rs->ed);
	free(rs->filter);
	free(rs);
}

static const struct screen_ops rn_ops = {
	.name = "runs",
	.title = rn_title,
	.draw = rn_draw,
	.status = rn_status,
	.handle = rn_handle,
	.motion = rn_motion,
	.click = rn_click,
	.edit = rn_edit,
	.idle = rn_idle,
	.free = rn_free,
};

struct screen *ui_runs_new(struct tui *t, bool for_b)
{
	struct runs_screen *rs;
	size_t k;

	if (!explore_nruns(t->ex)) {
		tui_message(t, true, "no runs in this workspace");
		return NULL;
	}
	if (for_b && (!t->an || t->run < 0 || explore_nruns(t->ex) < 2)) {
		tui_message(t, true, "comparing needs two runs");
		return NULL;
	}
	rs = xcalloc(1, sizeof *rs);
	rs->base.ops = &rn_ops;
	rs->for_b = for_b;
	rs->nruns = explore_nruns(t->ex);
	rs->rows = xcalloc(rs->nruns, sizeof *rs->rows);
	rs->shown = xcalloc(rs->nruns, sizeof *rs->shown);
	edit_init(&rs->ed, NULL, 200);
	for (k = 0; k < policy_count() && policy_at(k) != t->pol; k++)
		;
	rs->sort_pol = k < policy_count() && k < NPOL_MAX ? k : 0;
	rebuild(rs, t);
	/* start on the current run (or B) */
	for (size_t i = 0; i < rs->nshown; i++)
		if ((long)rs->shown[i] == (for_b ? ui_other_run(t) : t->run))
			rs->cur = i;
	return &rs->base;
}
