/* ui-list.c - the list screen: every problem, grouped by task, difficulty
 * and set under header rows, one row per problem with its id, size and a
 * preview of the question. */
#include "config.h"
#include "ui.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define ID_COL_MAX 48

struct list_screen {
	struct screen base;
	size_t top;		/* first display row shown */
	int id_width;		/* widest id, capped */
};

/* Display rows: each group's header row, then its problems. */
static size_t header_row(const struct browse *b, size_t g)
{
	return b->groups[g].first + g;
}

static size_t row_of(const struct browse *b, size_t pos)
{
	return pos + b->group_of[pos] + 1;
}

static size_t total_rows(const struct browse *b)
{
	return b->n + b->ngroups;
}

/* The group whose rows include display row r. */
static size_t group_at_row(const struct browse *b, size_t r)
{
	size_t lo = 0, hi = b->ngroups;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (header_row(b, mid) <= r)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

static void list_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	sb_printf(out, "%s - %zu problem%s in %zu group%s", t->source, t->browse.n,
		  t->browse.n == 1 ? "" : "s", t->browse.ngroups, t->browse.ngroups == 1 ? "" : "s");
}

static void draw_group(const struct browse *b, size_t g, int y, int cols)
{
	char *label = browse_group_label(&b->groups[g]);
	char *text = xasprintf("%s (%zu)", label, b->groups[g].count);
	int w;

	draw_hline(y, 0, 1, ROLE_GROUP);
	w = draw_text(y, 2, cols - 3, ROLE_GROUP, text);
	draw_hline(y, 3 + w, cols - 3 - w, ROLE_GROUP);
	free(text);
	free(label);
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

static void draw_problem(struct list_screen *ls, const struct problem *p, bool selected, int y,
			 int cols)
{
	enum draw_role base = selected ? ROLE_SELECTED : ROLE_NORMAL;
	enum draw_role dim = selected ? ROLE_SELECTED : ROLE_DIM;
	int idw = ls->id_width, x = 2;
	char *id = text_clean(p->id), *preview, *size;

	if (idw > cols / 2)
		idw = cols / 2;
	if (selected)
		draw_fill(y, 0, cols, ROLE_SELECTED);
	draw_id(y, x, idw, base, id);
	x += idw + 2;
	size = xasprintf("n=%-4d m=%-5zu", p->graph->n, p->graph->m);
	x += draw_text(y, x, cols - x, dim, size) + 1;
	preview = text_preview(p->question);
	draw_text(y, x, cols - x - 1, base, preview);
	free(preview);
	free(size);
	free(id);
}

static void list_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct list_screen *ls = (struct list_screen *)s;
	const struct browse *b = &t->browse;
	size_t total = total_rows(b), cr, hr;

	if (!b->n) {
		draw_text(top + height / 2, 2, cols - 4, ROLE_DIM, "No problems to show.");
		return;
	}
	/* keep the cursor row in view, with its group's header when the
	 * cursor is on the group's first problem */
	cr = row_of(b, t->cur);
	hr = header_row(b, b->group_of[t->cur]);
	if (hr + 1 == cr && hr < ls->top)
		ls->top = hr;
	if (cr < ls->top)
		ls->top = cr;
	if (cr >= ls->top + (size_t)height)
		ls->top = cr - (size_t)height + 1;
	ls->top = ui_clamp_top(ls->top, total, (size_t)height);
	for (int i = 0; i < height; i++) {
		size_t r = ls->top + (size_t)i, g, pos;
		if (r >= total)
			break;
		g = group_at_row(b, r);
		if (r == header_row(b, g)) {
			draw_group(b, g, top + i, cols);
			continue;
		}
		pos = b->groups[g].first + (r - header_row(b, g) - 1);
		draw_problem(ls, browse_problem(b, pos), pos == t->cur, top + i, cols);
	}
}

static void list_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	ui_hint(hints, ACT_ENTER, ACT_NONE, "open");
	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "move");
	ui_hint(hints, ACT_PREV_GROUP, ACT_NEXT_GROUP, "group");
	ui_hint(hints, ACT_HELP, ACT_NONE, "help");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "quit");
	sb_printf(pos, "%zu/%zu", t->browse.n ? t->cur + 1 : 0, t->browse.n);
}

static bool list_handle(struct screen *s, struct tui *t, enum action a)
{
	struct list_screen *ls = (struct list_screen *)s;
	const struct browse *b = &t->browse;
	size_t page = s->body_rows > 2 ? (size_t)s->body_rows - 1 : 1, g;

	if (!b->n)
		return false;
	g = b->group_of[t->cur];
	switch (a) {
	case ACT_MOVE_DOWN:
		if (t->cur + 1 < b->n)
			t->cur++;
		return true;
	case ACT_MOVE_UP:
		if (t->cur > 0)
			t->cur--;
		return true;
	case ACT_PAGE_DOWN:
		t->cur = t->cur + page < b->n ? t->cur + page : b->n - 1;
		return true;
	case ACT_PAGE_UP:
		t->cur = t->cur > page ? t->cur - page : 0;
		return true;
	case ACT_HOME:
		t->cur = 0;
		return true;
	case ACT_END:
		t->cur = b->n - 1;
		return true;
	case ACT_NEXT_GROUP:
	case ACT_PREV_GROUP:
		if (a == ACT_NEXT_GROUP && g + 1 < b->ngroups)
			g++;
		else if (a == ACT_PREV_GROUP && t->cur == b->groups[g].first && g > 0)
			g--;
		t->cur = b->groups[g].first;
		ls->top = header_row(b, g);	/* the group's header at the top */
		return true;
	case ACT_ENTER:
		tui_push(t, ui_problem_new(t));
		return true;
	default:
		return false;
	}
}

static void list_free(struct screen *s)
{
	free(s);
}

static const struct screen_ops list_ops = {
	.name = "list",
	.title = list_title,
	.draw = list_draw,
	.status = list_status,
	.handle = list_handle,
	.free = list_free,
};

struct screen *ui_list_new(struct tui *t)
{
	struct list_screen *ls = xcalloc(1, sizeof *ls);
	const struct browse *b = &t->browse;

	ls->base.ops = &list_ops;
	for (size_t i = 0; i < b->n && ls->id_width < ID_COL_MAX; i++) {
		char *id = text_clean(browse_problem(b, i)->id);
		size_t w = text_width(id);
		if (w > (size_t)ls->id_width)
			ls->id_width = w > ID_COL_MAX ? ID_COL_MAX : (int)w;
		free(id);
	}
	return &ls->base;
}
