/* ui-problem.c - the problem screen: a fixed header (task, size, query,
 * gold answer), then one scrolling document: the question, wrapped, and the
 * graph in one of the text views of src/view.h (Tab cycles them).
 *
 * Vertical scrolling moves the whole document; horizontal scrolling moves
 * the graph view only. Once the view's tab row scrolls out of sight it is
 * pinned at the top of the body, together with the view's sticky header
 * rows (the matrix's column labels); its sticky columns (row labels) stay
 * at the left while scrolling right. */
#include "config.h"
#include "ui.h"
#include "text.h"
#include "view.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HSTEP 4			/* columns per left/right step */

struct problem_screen {
	struct screen base;
	size_t pos;		/* position of the problem shown, SIZE_MAX: none yet */
	enum view_kind view;
	struct textlines views[VIEW__COUNT];
	bool rendered[VIEW__COUNT];
	struct textlines question;	/* wrapped to wrap_width */
	int wrap_width;
	size_t top, left;	/* scroll: document row, graph column */
};

static const struct problem *shown(struct tui *t)
{
	return browse_problem(&t->browse, t->cur);
}

static void reset_content(struct problem_screen *ps)
{
	for (int k = 0; k < VIEW__COUNT; k++) {
		if (ps->rendered[k])
			textlines_free(&ps->views[k]);
		ps->rendered[k] = false;
	}
	textlines_free(&ps->question);
	ps->wrap_width = -1;
	ps->top = ps->left = 0;
}

/* Bring the cached content in line with the problem shown and the width. */
static void update_content(struct problem_screen *ps, struct tui *t, int cols)
{
	const struct problem *p = shown(t);
	enum view_kind k = ps->view;

	if (ps->pos != t->cur) {
		reset_content(ps);
		ps->pos = t->cur;
	}
	if (!ps->rendered[k]) {
		textlines_init(&ps->views[k]);
		if (p->graph->finished) {
			view_render(p->graph, k, &ps->views[k]);
		} else {
			struct graph *g = graph_clone(p->graph);
			graph_finish(g);
			view_render(g, k, &ps->views[k]);
			graph_free(g);
		}
		ps->rendered[k] = true;
	}
	if (ps->wrap_width != cols - 2) {
		textlines_free(&ps->question);
		textlines_init(&ps->question);
		ps->wrap_width = cols - 2;
		text_wrap(p->question && *p->question ? p->question : "(no question text)",
			  ps->wrap_width, &ps->question);
	}
}

/* "label value" on one header row; value is file text. */
static void header_row(int y, int cols, const char *label, const char *value)
{
	char *clean = text_clean(value);
	int w = draw_text(y, 1, cols - 2, ROLE_LABEL, label);

	draw_text(y, 2 + w, cols - 3 - w, ROLE_NORMAL, clean);
	free(clean);
}

static char *json_compact(const cJSON *j)
{
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;
	char *copy = xstrdup(s ? s : "{}");

	cJSON_free(s);
	return copy;
}

static int draw_header(struct tui *t, int top, int cols)
{
	const struct problem *p = shown(t);
	const struct graph *g = p->graph;
	struct strbuf sb;
	char *q;
	int y = top;

	sb_init(&sb);
	sb_printf(&sb, "%s (%s)  difficulty %s  set %s", p->task->name, p->task->title,
		  p->difficulty ? p->difficulty : "-", p->set ? p->set : "-");
	if (p->category)
		sb_printf(&sb, "  category %s", p->category);
	header_row(y++, cols, "task ", sb.data);
	sb_reset(&sb);
	sb_printf(&sb, "%d nodes, %zu edges, %s", g->n, g->m,
		  g->directed ? "directed" : "undirected");
	if (edge_attr_name(g->attr))
		sb_printf(&sb, ", %s", edge_attr_name(g->attr));
	if (g->bipartite)
		sb_printf(&sb, ", bipartite %d+%d", g->parts[0], g->parts[1]);
	if (g->feat_dim)
		sb_printf(&sb, ", features of %d", g->feat_dim);
	header_row(y++, cols, "graph", sb.data);
	q = json_compact(p->query);
	header_row(y++, cols, "query", q);
	free(q);
	if (p->gold_answer) {
		q = json_compact(p->gold_answer);
		header_row(y++, cols, "gold ", q);
		free(q);
	} else {
		header_row(y++, cols, "gold ", p->gold_text ? p->gold_text : "(unknown)");
	}
	draw_hline(y++, 0, cols, ROLE_DIM);
	sb_free(&sb);
	return y - top;
}

/* The row naming the views, the current one highlighted. */
static void draw_tabs(struct problem_screen *ps, int y, int cols)
{
	int x = 3;

	draw_hline(y, 0, cols, ROLE_DIM);
	for (int k = 0; k < VIEW__COUNT && x < cols - 2; k++) {
		bool cur = k == (int)ps->view;
		char label[32];

		/* brackets as well as colour: the choice shows in monochrome */
		snprintf(label, sizeof label, cur ? "[%s]" : " %s ", view_name((enum view_kind)k));
		x += draw_text(y, x, cols - x - 1, cur ? ROLE_SELECTED : ROLE_DIM, label) + 1;
	}
}

/* One graph view line: sticky columns, then the rest from ps->left. */
static void draw_view_line(struct problem_screen *ps, const char *line, bool sticky, int y,
			   int cols)
{
	const struct textlines *v = &ps->views[ps->view];
	int sc = v->sticky_cols < cols / 2 ? v->sticky_cols : cols / 2;
	int w = 0;

	if (sticky) {
		draw_text_from(y, 0, 0, sc, ROLE_STICKY, line);
		draw_text_from(y, sc, sc + (int)ps->left, cols - sc, ROLE_STICKY, line);
		return;
	}
	if (sc > 0)
		w = draw_text_from(y, 0, 0, sc, ROLE_STICKY, line);
	draw_text_from(y, w, sc + (int)ps->left, cols - w, ROLE_NORMAL, line);
}

/* Document rows: question lines, a blank row, the tab row, view lines. */
static size_t tab_row(const struct problem_screen *ps)
{
	return ps->question.n + 1;
}

static size_t doc_rows(const struct problem_screen *ps)
{
	return tab_row(ps) + 1 + ps->views[ps->view].n;
}

/* Sticky view rows pinned under the tab row, given the body height. */
static size_t pinned_rows(const struct problem_screen *ps, int height)
{
	size_t s = (size_t)ps->views[ps->view].sticky_rows;

	if (s > ps->views[ps->view].n)
		s = ps->views[ps->view].n;
	while (s > 0 && 1 + s + 1 > (size_t)height)
		s--;
	return s;
}

static void draw_doc_row(struct problem_screen *ps, size_t r, int y, int cols)
{
	size_t tr = tab_row(ps);
	const struct textlines *v = &ps->views[ps->view];

	if (r < ps->question.n)
		draw_text(y, 1, cols - 2, ROLE_NORMAL, ps->question.v[r]);
	else if (r == tr)
		draw_tabs(ps, y, cols);
	else if (r > tr && r - tr - 1 < v->n)
		draw_view_line(ps, v->v[r - tr - 1], r - tr - 1 < (size_t)v->sticky_rows, y, cols);
}

static void pscr_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct problem_screen *ps = (struct problem_screen *)s;
	const struct textlines *v;
	size_t total, tr, maxleft, r;
	int hdr, y, page;

	update_content(ps, t, cols);
	v = &ps->views[ps->view];
	hdr = draw_header(t, top, cols);
	page = height - hdr;
	s->body_rows = page;	/* the scrolling part, for page moves */
	if (page < 1)
		return;
	total = doc_rows(ps);
	tr = tab_row(ps);
	ps->top = ui_clamp_top(ps->top, total, (size_t)page);
	maxleft = v->width > (size_t)cols ? v->width - (size_t)cols : 0;
	if (ps->left > maxleft)
		ps->left = maxleft;
	y = top + hdr;
	r = ps->top;
	if (ps->top > tr) {
		size_t pin = pinned_rows(ps, page);
		draw_tabs(ps, y++, cols);
		for (size_t i = 0; i < pin; i++)
			draw_view_line(ps, v->v[i], true, y++, cols);
		r = ps->top + 1 + pin;
	}
	for (; y < top + height && r < total; y++, r++)
		draw_doc_row(ps, r, y, cols);
}

static void pscr_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	char *id = text_clean(shown(t)->id);

	sb_puts(out, id);
	free(id);
}

static void pscr_status(struct screen *s, struct tui *t, struct strbuf *hints,
			   struct strbuf *pos)
{
	struct problem_screen *ps = (struct problem_screen *)s;
	size_t total = doc_rows(ps);

	ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "view");
	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "scroll");
	ui_hint(hints, ACT_SCROLL_LEFT, ACT_SCROLL_RIGHT, "left/right");
	ui_hint(hints, ACT_PREV_PROBLEM, ACT_NEXT_PROBLEM, "prev/next");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	ui_hint(hints, ACT_HELP, ACT_NONE, "help");
	sb_printf(pos, "%zu/%zu  line %zu/%zu  col %zu", t->cur + 1, t->browse.n,
		  total ? ps->top + 1 : 0, total, ps->left + 1);
}

static bool pscr_handle(struct screen *s, struct tui *t, enum action a)
{
	struct problem_screen *ps = (struct problem_screen *)s;
	size_t page = s->body_rows > 2 ? (size_t)s->body_rows - 1 : 1;

	switch (a) {
	case ACT_MOVE_DOWN:
		ps->top++;	/* clamped when drawn */
		return true;
	case ACT_MOVE_UP:
		if (ps->top > 0)
			ps->top--;
		return true;
	case ACT_PAGE_DOWN:
		ps->top += page;
		return true;
	case ACT_PAGE_UP:
		ps->top = ps->top > page ? ps->top - page : 0;
		return true;
	case ACT_HOME:
		ps->top = ps->left = 0;
		return true;
	case ACT_END:
		ps->top = SIZE_MAX / 2;
		return true;
	case ACT_SCROLL_LEFT:
		ps->left = ps->left > HSTEP ? ps->left - HSTEP : 0;
		return true;
	case ACT_SCROLL_RIGHT:
		ps->left += HSTEP;
		return true;
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		ps->view = (enum view_kind)((ps->view + (a == ACT_NEXT_VIEW ? 1 : VIEW__COUNT - 1)) %
					    VIEW__COUNT);
		ps->left = 0;
		/* stay on the graph when it was in sight */
		if (ps->top > tab_row(ps))
			ps->top = tab_row(ps);
		return true;
	case ACT_NEXT_PROBLEM:
		if (t->cur + 1 < t->browse.n)
			t->cur++;
		else
			tui_message(t, false, "last problem");
		return true;
	case ACT_PREV_PROBLEM:
		if (t->cur > 0)
			t->cur--;
		else
			tui_message(t, false, "first problem");
		return true;
	default:
		return false;
	}
}

static void pscr_free(struct screen *s)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	reset_content(ps);
	free(ps);
}

static const struct screen_ops pscr_ops = {
	.name = "problem",
	.title = pscr_title,
	.draw = pscr_draw,
	.status = pscr_status,
	.handle = pscr_handle,
	.free = pscr_free,
};

struct screen *ui_problem_new(struct tui *t)
{
	struct problem_screen *ps = xcalloc(1, sizeof *ps);

	ps->base.ops = &pscr_ops;
	ps->pos = SIZE_MAX;
	ps->view = VIEW_LIST;
	textlines_init(&ps->question);
	ps->wrap_width = -1;
	(void)t;
	return &ps->base;
}
