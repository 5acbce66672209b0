/* gview.c - graph view panes with highlighted spans. */
#include "config.h"
#include "gview.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gview_init(struct gview *gv)
{
	memset(gv, 0, sizeof *gv);
	gv->kind = VIEW_LIST;
}

void gview_reset(struct gview *gv)
{
	for (int k = 0; k < VIEW__COUNT; k++) {
		if (gv->rendered[k])
			textlines_free(&gv->v[k]);
		gv->rendered[k] = false;
	}
}

void gview_free(struct gview *gv)
{
	gview_reset(gv);
	free(gv->xu);
	free(gv->xv);
	gv->xu = gv->xv = NULL;
	gv->nx = 0;
}

void gview_set_extra(struct gview *gv, const int *xu, const int *xv, size_t nx)
{
	if (nx == gv->nx && (!nx || (!memcmp(xu, gv->xu, nx * sizeof *xu) &&
				     !memcmp(xv, gv->xv, nx * sizeof *xv))))
		return;
	free(gv->xu);
	free(gv->xv);
	gv->xu = gv->xv = NULL;
	if (nx) {
		gv->xu = xcalloc(nx, sizeof *gv->xu);
		gv->xv = xcalloc(nx, sizeof *gv->xv);
		memcpy(gv->xu, xu, nx * sizeof *xu);
		memcpy(gv->xv, xv, nx * sizeof *xv);
	}
	gv->nx = nx;
	if (gv->rendered[VIEW_DRAW])
		textlines_free(&gv->v[VIEW_DRAW]);
	gv->rendered[VIEW_DRAW] = false;
}

const struct textlines *gview_lines(struct gview *gv, const struct graph *g)
{
	enum view_kind k = gv->kind;

	if (!gv->rendered[k]) {
		textlines_init(&gv->v[k]);
		if (k == VIEW_DRAW)
			view_draw_fit(g, gv->xu, gv->xv, gv->nx, gv->fit_w, gv->fit_h, &gv->v[k]);
		else
			view_render(g, k, &gv->v[k]);
		gv->rendered[k] = true;
	}
	return &gv->v[k];
}

void gview_cycle(struct gview *gv, int dir)
{
	gv->kind = (enum view_kind)((gv->kind + (dir > 0 ? 1 : VIEW__COUNT - 1)) % VIEW__COUNT);
}

void gview_draw_tabs(const struct gview *gv, int y, int x, int width)
{
	int end = x + width;

	draw_hline(y, x, width, ROLE_DIM);
	x += 3;
	for (int k = 0; k < VIEW__COUNT && x < end - 2; k++) {
		bool cur = k == (int)gv->kind;
		char label[32];

		/* brackets as well as colour: the choice shows in monochrome */
		snprintf(label, sizeof label, cur ? "[%s]" : " %s ", view_name((enum view_kind)k));
		x += draw_text(y, x, end - x - 1, cur ? ROLE_SELECTED : ROLE_DIM, label) + 1;
	}
}

/* Draw columns [from, to) of s (ASCII view text, one byte per column)
 * with their roles, at screen column x. Returns the columns drawn. */
static int draw_runs(const char *s, size_t len, const unsigned char *roles, size_t from,
		     size_t to, int y, int x, int width)
{
	int drawn = 0;

	if (to > len)
		to = len;
	for (size_t i = from; i < to && drawn < width;) {
		size_t j = i + 1;
		while (j < to && roles[j] == roles[i])
			j++;
		drawn += draw_textn_from(y, x + drawn, 0, width - drawn, (enum draw_role)roles[i],
					 s + i, j - i);
		i = j;
	}
	return drawn;
}

/* The roles of line's columns: sticky ones (the first sc, or all of a
 * sticky row) and the spans fn colours (a buffer of len + 1, the
 * caller's stack when it is big enough). */
static unsigned char *line_roles(const struct textlines *v, size_t line, int sc, gview_role_fn fn,
				 const void *ctx, unsigned char *stack, size_t cap)
{
	const char *s = v->v[line];
	size_t len = strlen(s), first, cnt;
	bool sticky_row = line < (size_t)v->sticky_rows;
	unsigned char *roles = len < cap ? stack : xmalloc(len + 1);

	for (size_t i = 0; i < len; i++)
		roles[i] = (unsigned char)(sticky_row || (int)i < sc ? ROLE_STICKY : ROLE_NORMAL);
	first = textlines_spans_of(v, line, &cnt);
	for (size_t k = first; fn && k < first + cnt; k++) {
		const struct view_span *sp = &v->spans[k];
		enum draw_role r = fn(ctx, sp->node, sp->edge);
		if (r == ROLE_NORMAL)
			continue;
		for (int c = sp->col; c < sp->col + sp->width && (size_t)c < len; c++)
			if (c >= 0)
				roles[c] = (unsigned char)r;
	}
	return roles;
}

void gview_draw_line(const struct textlines *v, size_t line, int y, int x, int width,
		     size_t left, gview_role_fn fn, const void *ctx)
{
	const char *s = v->v[line];
	size_t len = strlen(s);
	int sc = v->sticky_cols < width / 2 ? v->sticky_cols : width / 2, w = 0;
	unsigned char stack[256], *roles = line_roles(v, line, sc, fn, ctx, stack, sizeof stack);

	if (sc > 0) {
		draw_runs(s, len, roles, 0, (size_t)sc, y, x, sc);
		w = sc;
	}
	draw_runs(s, len, roles, (size_t)sc + left, len, y, x + w, width - w);
	if (roles != stack)
		free(roles);
}

/* Where a wrapped line's continuation starts: under the first neighbour
 * of an adjacency line ("3: " or "1 -> "), else two columns in. */
static int wrap_indent(const char *s, int width)
{
	const char *p = strstr(s, ": "), *a = strstr(s, "-> ");
	int at = 2;

	if (a && (!p || a < p))
		at = (int)(a - s) + 3;
	else if (p)
		at = (int)(p - s) + 2;
	return at < 10 && at < width / 2 ? at : 2;
}

int gview_draw_wrapped(const struct textlines *v, size_t line, int y, int x, int width,
		       int rows, gview_role_fn fn, const void *ctx, bool draw)
{
	const char *s = v->v[line];
	size_t len = strlen(s), i = 0;
	int indent = wrap_indent(s, width), used = 0;
	unsigned char stack[256], *roles = NULL;

	if (draw)
		roles = line_roles(v, line, 0, fn, ctx, stack, sizeof stack);
	if (!len && rows > 0)
		used = 1;
	while (i < len && used < rows) {
		int avail = used ? width - indent : width;
		size_t end = i + (size_t)(avail > 1 ? avail : 1);
		if (end >= len) {
			end = len;
		} else {
			/* break at a blank: "9(2)" is never cut in two */
			size_t b = end;
			while (b > i && s[b] != ' ')
				b--;
			if (b > i)
				end = b;
		}
		if (draw)
			draw_runs(s, len, roles, i, end, y + used, x + (used ? indent : 0), avail);
		used++;
		for (i = end; i < len && s[i] == ' '; i++)
			;
	}
	if (roles && roles != stack)
		free(roles);
	return used;
}

void gview_set_fit(struct gview *gv, int width, int height)
{
	if (gv->fit_w == width && gv->fit_h == height)
		return;
	gv->fit_w = width;
	gv->fit_h = height;
	if (gv->rendered[VIEW_DRAW])
		textlines_free(&gv->v[VIEW_DRAW]);
	gv->rendered[VIEW_DRAW] = false;
}

int gview_width(struct gview *gv, const struct graph *g)
{
	const struct textlines *v = gview_lines(gv, g);
	int w = 0;

	for (size_t i = 0; i < v->n; i++)
		if ((int)strlen(v->v[i]) > w)
			w = (int)strlen(v->v[i]);
	return w;
}
