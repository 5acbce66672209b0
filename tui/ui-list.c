/* ui-list.c - the navigator: the problems that pass the filter, grouped by
 * benchmark, task and difficulty under header rows with their counts; each
 * row shows its verdict under the current policy for the current run, its
 * partial credit, a mark when the policy disagrees with the recorded score,
 * the id, the graph's size and a preview of the question. A summary line
 * on top shows the filter and the counts per verdict. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define ID_COL_MAX 44

/* A display row: a group header (row == SIZE_MAX) or a filtered row. */
struct disp {
	size_t group;
	size_t row;		/* index into t->res.rows, SIZE_MAX for a header */
};

struct list_screen {
	struct screen base;
	size_t top;		/* first display row shown */
	int id_width;
	struct disp *d;		/* display rows for generation gen */
	size_t nd, cap;
	size_t *disp_of;	/* res row -> display row */
	size_t dcap;
	unsigned gen;
	bool built;
	size_t id_np;		/* problems id_width was measured on */
	size_t drawn_cr;	/* the cursor's display row at the last draw */
};

/* A problem's id as its row shows it: without the "benchmark/task/
 * difficulty/" its group's header names ("standard/7" under "nlgraph /
 * connectivity / easy"), else whole. */
static const char *row_id(const struct problem *pr)
{
	const char *id = pr->id, *parts[3] = { pr->benchmark, pr->task_name, pr->difficulty };

	for (int k = 0; k < 3; k++) {
		size_t n = parts[k] ? strlen(parts[k]) : 0;
		if (!n || strncmp(id, parts[k], n) || id[n] != '/')
			return pr->id;
		id += n + 1;
	}
	return *id ? id : pr->id;
}

/* The widest id, sampled (ids of one benchmark have similar widths); again
 * when problems arrived (loading in slices), with the same samples. */
static void measure_ids(struct list_screen *ls, struct tui *t)
{
	size_t n = explore_nproblems(t->ex);

	if (n == ls->id_np)
		return;
	ls->id_np = n;
	ls->id_width = 0;
	for (size_t i = 0; i < n && ls->id_width < ID_COL_MAX; i += 1 + i / 64) {
		size_t w = strlen(row_id(explore_problem(t->ex, i)));
		if (w > (size_t)ls->id_width)
			ls->id_width = w > ID_COL_MAX ? ID_COL_MAX : (int)w;
	}
}

static void build(struct list_screen *ls, struct tui *t)
{
	size_t last = SIZE_MAX;

	if (ls->built && ls->gen == t->gen)
		return;
	measure_ids(ls, t);
	ls->nd = 0;
	xgrow(&ls->disp_of, &ls->dcap, t->res.n + 1, sizeof *ls->disp_of);
	for (size_t i = 0; i < t->res.n; i++) {
		size_t g = explore_group_of(t->ex, t->res.rows[i]);
		if (g != last) {
			xgrow(&ls->d, &ls->cap, ls->nd + 1, sizeof *ls->d);
			ls->d[ls->nd++] = (struct disp){ g, SIZE_MAX };
			last = g;
		}
		xgrow(&ls->d, &ls->cap, ls->nd + 1, sizeof *ls->d);
		ls->disp_of[i] = ls->nd;
		ls->d[ls->nd++] = (struct disp){ g, i };
	}
	ls->gen = t->gen;
	ls->built = true;
}

static bool cut_front(struct strbuf *sb, const char *name, size_t *from, int room, size_t keep);

/* The source cut at its front when the title is wider than the screen, so
 * the counts stay: the title bar drops whole fields, and a long path (one
 * log folder of a checkout) took the counts with it. */
static void list_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	size_t n = explore_nproblems(t->ex), from = out->len;
	int rows, cols;

	sb_printf(out, "%s - %zu of %zu problem%s", t->source, t->res.n, n, n == 1 ? "" : "s");
	draw_size(&rows, &cols);
	if ((int)text_width(out->data) > cols - 2)
		cut_front(out, t->source, &from, cols - 2, 24);
}

static void draw_group(struct tui *t, size_t g, int y, int cols)
{
	const struct ex_group *gr = explore_group(t->ex, g);
	char *raw = xasprintf("%s / %s / %s (%zu of %zu)", gr->benchmark ? gr->benchmark : "-",
			      gr->task ? gr->task : "-", gr->difficulty ? gr->difficulty : "-",
			      t->res.group_counts ? t->res.group_counts[g] : 0, gr->n);
	char *text = text_clean(raw);
	int w;

	draw_hline(y, 0, 1, ROLE_GROUP);
	w = draw_text(y, 2, cols - 3, ROLE_GROUP, text);
	draw_hline(y, 3 + w, cols - 3 - w, ROLE_GROUP);
	free(text);
	free(raw);
}

/* An id too wide for its column keeps its end, where ids differ. */
static void draw_id(int y, int x, int width, enum draw_role r, const char *id)
{
	int w = (int)text_width(id);

	if (w <= width || width < 2) {
		draw_text(y, x, width, r, id);
		return;
	}
	draw_text(y, x, 1, r, "~");
	draw_text_from(y, x + 1, w - (width - 1), width - 1, r, id);
}

static const char *verdict_tag(enum ex_verdict v)
{
	switch (v) {
	case EV_RIGHT:
		return "right";
	case EV_WRONG:
		return "wrong";
	case EV_PARTIAL:
		return "part.";
	case EV_UNPARSED:
		return "unpar";
	default:
		return "  -  ";
	}
}

static void draw_row(struct list_screen *ls, struct tui *t, size_t i, int y, int cols)
{
	size_t p = t->res.rows[i];
	const struct problem *pr = explore_problem(t->ex, p);
	bool sel = i == t->cur;
	enum draw_role base = sel ? ROLE_SELECTED : ROLE_NORMAL;
	enum draw_role dim = sel ? ROLE_SELECTED : ROLE_DIM;
	int idw = ls->id_width, x = 1;
	char *id = text_clean(row_id(pr)), *preview, *size, credit[16];

	if (idw > cols / 2 - 12)
		idw = cols / 2 - 12;
	if (sel)
		draw_fill(y, 0, cols, ROLE_SELECTED);
	if (t->run >= 0) {
		const struct ex_cell *c = explore_cell(t->ex, t->pol, (size_t)t->run, p);
		bool differs = c->flags & EXF_DIFFERS;
		draw_text(y, x, 1, differs ? ROLE_DISAGREE : base, differs ? "!" : " ");
		x += 1;
		draw_text(y, x, 5, sel ? ROLE_SELECTED : ui_verdict_role(c->verdict),
			  verdict_tag(c->verdict));
		x += 6;
		if (c->verdict == EV_NONE)
			snprintf(credit, sizeof credit, "  -  ");
		else
			snprintf(credit, sizeof credit, "%4.2f ", c->credit);
		draw_text(y, x, 5, dim, credit);
		if (ui_overridden(t, (size_t)t->run, p))	/* scored by an override */
			draw_text(y, x + 4, 1, sel ? ROLE_SELECTED : ROLE_DISAGREE, "*");
		x += 6;
	}
	draw_id(y, x, idw, base, id);
	x += idw + 2;
	size = xasprintf("n=%-3d m=%-4zu", pr->graph->n, pr->graph->m);
	x += draw_text(y, x, cols - x, dim, size) + 1;
	if (t->run >= 0) {	/* the annotation's label */
		const struct annot *an = ui_annot_of(t, (size_t)t->run, p, t->sample);
		if (an) {
			char *tag = xasprintf("[%s]", an->label ? an->label : "noted");
			char *clean = text_clean(tag);
			x += draw_text(y, x, cols - x - 1, sel ? ROLE_SELECTED : ROLE_LABEL, clean) + 1;
			free(clean);
			free(tag);
		}
	}
	preview = text_preview(pr->question);
	draw_text(y, x, cols - x - 1, base, preview);
	free(preview);
	free(size);
	free(id);
}

/* Cut name, found in sb at or after *from, at its front to a '~' and its
 * end, so that sb fits room columns; the last keep bytes of the name stay
 * (where a run's date and method, or a path's last folders, tell it
 * apart). *from moves past the name. False when name is not in sb. */
static bool cut_front(struct strbuf *sb, const char *name, size_t *from, int room, size_t keep)
{
	char *c = text_clean(name), *at, *rest;
	size_t len, over, cut;

	if (!(at = strstr(sb->data + *from, c))) {
		free(c);
		return false;
	}
	len = strlen(c);
	over = text_width(sb->data) > (size_t)room ? text_width(sb->data) - (size_t)room : 0;
	cut = over + 1 < len ? over + 1 : len;
	if (len > keep && cut > len - keep)
		cut = len - keep;
	while (cut < len && ((unsigned char)c[cut] & 0xc0) == 0x80)
		cut++;	/* not inside a UTF-8 character */
	if (over && cut > 1) {
		size_t off = (size_t)(at - sb->data);
		rest = xasprintf("~%s", at + cut);
		sb->len = off;
		sb->data[off] = '\0';
		sb_puts(sb, rest);
		free(rest);
		*from = off + 1 + len - cut;
	} else {
		*from = (size_t)(at - sb->data) + len;
	}
	free(c);
	return true;
}

/* The filter line made to fit room columns by cutting the front of the run
 * names in it (run A's, then the comparison's run B), so that the filters
 * after them stay whole: at 120 columns "vs RUN: b-right-a-wrong" lost its
 * end. */
static void fit_run_names(const struct tui *t, struct strbuf *sb, int room)
{
	const char *names[2] = { tui_run_name(t), NULL };
	size_t from = 0;

	if (t->an && t->an->cmp_run >= 0)
		names[1] = explore_run_name(t->ex, (size_t)t->an->cmp_run);
	for (int i = 0; i < 2 && (int)text_width(sb->data) > room; i++)
		if (names[i])
			cut_front(sb, names[i], &from, room, 12);
}

static void draw_summary(struct tui *t, int y, int cols)
{
	struct strbuf sb;
	int x = 1;
	static const enum ex_verdict order[] = { EV_RIGHT, EV_PARTIAL, EV_WRONG, EV_UNPARSED,
						 EV_NONE };

	sb_init(&sb);
	tui_filter_summary(t, &sb);
	ui_annot_summary(t, &sb);
	fit_run_names(t, &sb, cols - 2);
	draw_text(y, 1, cols - 2, ROLE_LABEL, sb.data);
	for (size_t k = 0; k < ARRAY_SIZE(order) && x < cols - 2; k++) {
		sb_reset(&sb);
		sb_printf(&sb, "%s %zu", ex_verdict_name(order[k]), t->res.counts[order[k]]);
		x += draw_text(y + 1, x, cols - x - 1, ui_verdict_role(order[k]), sb.data) + 2;
	}
	sb_reset(&sb);
	/* over the answered rows: a run covers few of a directory's problems */
	if (t->res.answered)
		sb_printf(&sb, "| mean credit %.2f of %zu answered",
			  t->res.credit_sum / (double)t->res.answered, t->res.answered);
	else
		sb_puts(&sb, "| mean credit - (none answered)");
	if (x + (int)sb.len > cols - 1) {
		/* 80 columns cut "| mean credit 0.81 of" before its count, and
		 * "(none answered)" inside its word */
		sb_reset(&sb);
		if (t->res.answered)
			sb_printf(&sb, "| mean %.2f of %zu",
				  t->res.credit_sum / (double)t->res.answered, t->res.answered);
		else
			sb_puts(&sb, "| mean - (none)");
	}
	draw_text(y + 1, x, cols - x - 1, ROLE_DIM, sb.data);
	sb_free(&sb);
}

static void list_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct list_screen *ls = (struct list_screen *)s;
	size_t cr;
	int hdr = 2;

	build(ls, t);
	draw_summary(t, top, cols);
	top += hdr;
	height -= hdr;
	s->body_rows = height;
	if (height < 1)
		return;
	if (!t->res.n) {
		ui_draw_empty(t, top, height, cols);
		return;
	}
	/* keep the cursor row in view, with its group's header when the
	 * cursor is on the group's first problem */
	cr = ls->disp_of[t->cur];
	if ((cr < ls->top || cr >= ls->top + (size_t)height) && ls->drawn_cr != SIZE_MAX &&
	    (cr > ls->drawn_cr ? cr - ls->drawn_cr : ls->drawn_cr - cr) > 2 * (size_t)height) {
		/* a jump (a run picked, a search, a problem id), not a step or
		 * a page: the row a third down, not at the edge under a screen
		 * of rows it came past */
		ls->top = cr > (size_t)height / 3 ? cr - (size_t)height / 3 : 0;
	}
	if (cr > 0 && ls->d[cr - 1].row == SIZE_MAX && cr - 1 < ls->top)
		ls->top = cr - 1;
	if (cr < ls->top)
		ls->top = cr;
	if (cr >= ls->top + (size_t)height)
		ls->top = cr - (size_t)height + 1;
	ls->drawn_cr = cr;
	ls->top = ui_clamp_top(ls->top, ls->nd, (size_t)height);
	for (int i = 0; i < height; i++) {
		size_t r = ls->top + (size_t)i;
		if (r >= ls->nd)
			break;
		if (ls->d[r].row == SIZE_MAX)
			draw_group(t, ls->d[r].group, top + i, cols);
		else
			draw_row(ls, t, ls->d[r].row, top + i, cols);
	}
}

static void list_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	if (t->allsearch) {
		/* which runs' answers hold the text, for the selected row */
		tui_search_all_runs(t, tui_problem_index(t), hints);
		ui_hint(hints, ACT_FILTER_CLEAR, ACT_NONE, "clear");
		sb_printf(pos, "%zu/%zu", t->res.n ? t->cur + 1 : 0, t->res.n);
		(void)s;
		return;
	}
	ui_hint(hints, ACT_ENTER, ACT_NONE, "open");
	ui_hint(hints, ACT_TRACE, ACT_NONE, "trace");
	ui_hint(hints, ACT_SCORES, ACT_NONE, "scores");
	ui_hint(hints, ACT_FILTER_VERDICT, ACT_NONE, "verdict");
	ui_hint(hints, ACT_NEXT_RUN, ACT_NONE, "run");
	ui_hint(hints, ACT_POLICY, ACT_NONE, "policy");
	ui_hint(hints, ACT_SEARCH, ACT_NONE, "search");
	ui_annot_label_hint(t, hints);
	ui_hint(hints, ACT_HELP, ACT_NONE, "help");
	sb_printf(pos, "%zu/%zu", t->res.n ? t->cur + 1 : 0, t->res.n);
}

static bool list_handle(struct screen *s, struct tui *t, enum action a)
{
	struct list_screen *ls = (struct list_screen *)s;
	size_t n = t->res.n;
	size_t g;

	if (!n) {
		if (a != ACT_ENTER)
			return false;
		tui_push(t, ui_problem_new(t));	/* says that nothing matches */
		return true;
	}
	build(ls, t);
	g = explore_group_of(t->ex, t->res.rows[t->cur]);
	switch (a) {
	case ACT_NEXT_GROUP: {
		size_t i = t->cur;
		while (i < n && explore_group_of(t->ex, t->res.rows[i]) == g)
			i++;
		if (i < n) {
			t->cur = i;
			ls->top = ls->disp_of[i] - 1;	/* the group's header on top */
		}
		return true;
	}
	case ACT_PREV_GROUP: {
		size_t i = t->cur;
		if (i > 0 && explore_group_of(t->ex, t->res.rows[i - 1]) != g)
			i--;	/* on a group's first row: go to the previous group */
		g = explore_group_of(t->ex, t->res.rows[i]);
		while (i > 0 && explore_group_of(t->ex, t->res.rows[i - 1]) == g)
			i--;
		t->cur = i;
		ls->top = ls->disp_of[i] - 1;
		return true;
	}
	case ACT_ENTER:
		tui_push(t, ui_problem_new(t));
		return true;
	default:
		return false;
	}
}

/* The keys move the selection over the filtered rows (none: nothing
 * moves). End while rows are still loading keeps the selection on the
 * last row as rows arrive; any other key stops that (tui.c). */
static bool list_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &t->cur, .count = t->res.n,
			      .page = ui_page(s->body_rows) };
	t->follow_end = a == ACT_END && t->loader && t->res.n;
	return t->res.n > 0;
}

static void list_click(struct screen *s, struct tui *t, int y, int x)
{
	struct list_screen *ls = (struct list_screen *)s;
	size_t r;

	(void)x;
	y -= 2;			/* the summary lines */
	if (y < 0)
		return;
	r = ls->top + (size_t)y;
	if (r >= ls->nd || ls->d[r].row == SIZE_MAX)
		return;
	if (ls->d[r].row == t->cur)
		tui_push(t, ui_problem_new(t));	/* a click on the selection opens it */
	else
		t->cur = ls->d[r].row;
}

static void list_free(struct screen *s)
{
	struct list_screen *ls = (struct list_screen *)s;

	free(ls->d);
	free(ls->disp_of);
	free(ls);
}

static const struct screen_ops list_ops = {
	.name = "navigator",
	.title = list_title,
	.draw = list_draw,
	.status = list_status,
	.handle = list_handle,
	.motion = list_motion,
	.click = list_click,
	.free = list_free,
};

struct screen *ui_list_new(struct tui *t)
{
	struct list_screen *ls = xcalloc(1, sizeof *ls);

	ls->base.ops = &list_ops;
	ls->id_np = SIZE_MAX;
	ls->drawn_cr = SIZE_MAX;
	measure_ids(ls, t);
	return &ls->base;
}
