/* view-draw.c - a small node-link drawing on a character grid.
 *
 * Nodes are drawn in brackets, "[3]", so they do not read as weights, and
 * sit on an ellipse (twice as wide as tall, since terminal cells are
 * about twice as tall as wide), node 0 at the top, numbered clockwise;
 * bipartite graphs put applicants in a left column ("[a0]", "[a1]", ...)
 * and jobs in a right one ("[j0]", ...). Each edge is a straight line whose
 * character follows its slope as it looks on screen: '/' or '\' for a
 * diagonal line, '-' for a flat one and '|' for a steep one, with a '/' or
 * '\' at each sideways step. Where two different lines cross, the cell
 * becomes '+'. Directed edges end in an arrowhead (> < ^ v) next to the
 * target. Weights and capacities are written on their own edge near its
 * middle, never on or next to a crossing, a node or another edge's line,
 * so each reads as its edge's; the ones that find no such spot, and
 * self-loops, are listed under the drawing, so nothing is silently dropped.
 * The ellipse grows with the node count (three columns per row of radius)
 * so that 20 nodes keep lines apart. Extra edges that are not in the graph
 * (a model's invented edges, view_draw_extra) are dotted lines ('.'), and
 * are listed under the drawing as well. Graphs above VIEW_DRAW_MAX nodes
 * are not drawn. */
#include "config.h"
#include "view.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define VIEW_PI 3.14159265358979323846

enum cell_kind { K_EMPTY, K_EDGE, K_LABEL, K_ARROW, K_WEIGHT };

struct canvas {
	int w, h;
	char *c;
	unsigned char *kind;
	long *owner;		/* edge index of a line/arrow/weight cell, -1 for a crossing */
	int *lnode;		/* node of a label cell */
	int *px, *py;		/* node positions (label centre) */
};

struct point {
	int x, y;
};

static void canvas_put_label(struct canvas *cv, int x, int y, const char *s, int node)
{
	for (int i = 0; s[i] && x + i < cv->w; i++) {
		size_t at = (size_t)y * (size_t)cv->w + (size_t)(x + i);
		cv->c[at] = s[i];
		cv->kind[at] = K_LABEL;
		cv->lnode[at] = node;
	}
}

/* Bresenham from a to b, both ends included; returns the point count. */
static int line_points(struct point a, struct point b, struct point *pts)
{
	int dx = abs(b.x - a.x), sx = a.x < b.x ? 1 : -1;
	int dy = -abs(b.y - a.y), sy = a.y < b.y ? 1 : -1;
	int err = dx + dy, n = 0;

	for (;;) {
		pts[n++] = a;
		if (a.x == b.x && a.y == b.y)
			return n;
		int e2 = 2 * err;
		if (e2 >= dy) {
			err += dy;
			a.x += sx;
		}
		if (e2 <= dx) {
			err += dx;
			a.y += sy;
		}
	}
}

/* The line character for a direction, judged on screen (a row is about
 * two columns tall). */
static char slope_char(int dx, int dy)
{
	double ax = abs(dx), ay = 2.0 * abs(dy);

	if (ay < ax * 0.4142)	/* under 22.5 degrees */
		return '-';
	if (ay > ax * 2.4142)	/* over 67.5 degrees */
		return '|';
	return (dx > 0) == (dy > 0) ? '\\' : '/';
}

static char arrow_char(int dx, int dy)
{
	if (2 * abs(dy) > abs(dx))
		return dy > 0 ? 'v' : '^';
	return dx > 0 ? '>' : '<';
}

/* Draw edge e from a to b. A dotted edge (one not in the graph) is all
 * '.' and only fills empty cells: the graph's own lines stay as they are. */
static void draw_edge(struct canvas *cv, size_t e, struct point a, struct point b,
		      bool arrow, bool dotted, struct point *pts)
{
	int n = line_points(a, b, pts);
	char cls = slope_char(b.x - a.x, b.y - a.y), diag = (b.x > a.x) == (b.y > a.y) ? '\\' : '/';
	int last = -1;

	for (int i = 0; i < n; i++) {
		size_t at = (size_t)pts[i].y * (size_t)cv->w + (size_t)pts[i].x;
		/* a mostly flat or steep line shows its sideways steps */
		char ch = cls;
		if (i > 0 && cls != diag && pts[i].x != pts[i - 1].x && pts[i].y != pts[i - 1].y)
			ch = diag;
		if (dotted) {
			if (cv->kind[at] == K_EMPTY) {
				cv->c[at] = '.';
				cv->kind[at] = K_EDGE;
				cv->owner[at] = (long)e;
			}
			continue;
		}

		switch (cv->kind[at]) {
		case K_EMPTY:
			cv->c[at] = ch;
			cv->kind[at] = K_EDGE;
			cv->owner[at] = (long)e;
			break;
		case K_EDGE:
			if (cv->c[at] != ch)
				cv->c[at] = '+';
			cv->owner[at] = -1;
			break;
		default:
			continue;
		}
		last = i;
	}
	if (arrow && last >= 0) {
		size_t at = (size_t)pts[last].y * (size_t)cv->w + (size_t)pts[last].x;
		cv->c[at] = arrow_char(b.x - a.x, b.y - a.y);
		cv->kind[at] = K_ARROW;
	}
}

/* Write edge e's weight over its own line near the middle: every cell it
 * covers must be this edge's line (or empty), with a free cell or the
 * grid's edge either side. Returns false when no spot fits. */
static bool place_weight(struct canvas *cv, size_t e, struct point a, struct point b,
			 const char *s, struct point *pts)
{
	int n = line_points(a, b, pts), len = (int)strlen(s);

	for (int k = 0; k < n; k++) {
		/* try the middle first, then alternately further out */
		int i = n / 2 + (k % 2 ? -(k + 1) / 2 : k / 2);
		int x0 = pts[i].x - (len - 1) / 2, y = pts[i].y;
		bool ok = x0 >= 0 && x0 + len <= cv->w;

		/* the weight and the cell either side: empty or this edge's
		 * own line, so no crossing, node, arrow or other line touches it */
		for (int x = x0 - 1; ok && x <= x0 + len; x++) {
			size_t at;
			if (x < 0 || x >= cv->w)
				continue;
			at = (size_t)y * (size_t)cv->w + (size_t)x;
			ok = cv->kind[at] == K_EMPTY ||
			     (cv->kind[at] == K_EDGE && cv->owner[at] == (long)e);
		}
		if (!ok)
			continue;
		for (int x = 0; x < len; x++) {
			size_t at = (size_t)y * (size_t)cv->w + (size_t)(x0 + x);
			cv->c[at] = s[x];
			cv->kind[at] = K_WEIGHT;
			cv->owner[at] = (long)e;
		}
		return true;
	}
	return false;
}

/* Round to nearest, halves up, with a little slack so that exact halves
 * (sin 30 degrees) round the same way whatever the libm's last bit. */
static int round_half_up(double v)
{
	return (int)floor(v + 0.5 + 1e-6);
}

/* Do two labels share a row and touch (less than a blank between)? */
static bool labels_clash(const struct graph *g, const struct canvas *cv, char (*label)[16])
{
	for (int u = 0; u < g->n; u++)
		for (int v = u + 1; v < g->n; v++) {
			int lu = (int)strlen(label[u]), lv = (int)strlen(label[v]);
			int xu = cv->px[u] - (lu - 1) / 2, xv = cv->px[v] - (lv - 1) / 2;
			if (cv->py[u] == cv->py[v] && xu < xv + lv + 1 && xv < xu + lu + 1)
				return true;
		}
	return false;
}

/* Node positions and labels: an ellipse, or two columns when bipartite.
 * maxw, maxh (0: none) shrink the ellipse to fit a pane as far as every
 * label keeps its own place: at 80x24 a lesson's drawing lost the nodes
 * below the pane's edge. */
static void layout(const struct graph *g, struct canvas *cv, char (*label)[16], int maxw,
		   int maxh)
{
	int n = g->n;

	if (g->bipartite) {
		int n1 = g->parts[0], n2 = g->parts[1], rows = n1 > n2 ? n1 : n2, gap = 3;
		/* rows three apart keep the lines steep enough to tell apart;
		 * closer when the pane is not tall enough for every node */
		while (gap > 1 && maxh > 0 && gap * (rows - 1) + 1 > maxh)
			gap--;
		cv->h = rows > 0 ? gap * (rows - 1) + 1 : 1;
		cv->w = 22;
		for (int u = 0; u < n; u++) {
			bool left = u < n1;
			int k = left ? u : u - n1, cnt = left ? n1 : n2;
			/* centre the shorter column */
			cv->py[u] = gap * k + gap * (rows - cnt) / 2;
			snprintf(label[u], sizeof label[u], "[%c%d]", left ? 'a' : 'j', k);
			cv->px[u] = left ? 2 : cv->w - 4;
		}
		return;
	}
	/* a row and two columns more than an ellipse just round enough:
	 * over 25 NLGraph graphs of each size from 7 to 9 nodes the weights
	 * that found no room fell from 84, 104 and 147 to 62, 64 and 85, and
	 * five-node graphs stopped running lines into their weights
	 * ("\2\+/4/\ 1"); above ten nodes, a wider ellipse (three columns
	 * per row of radius) and a taller one keep the lines apart */
	int ry = 3 + n / 2;
	int rx = 2 * ry + 2;
	if (n > 10) {
		ry = 2 + (n + 1) / 2;
		rx = 3 * ry;
	}
	int fy = maxh > 2 && 2 * ry + 1 > maxh ? (maxh - 1) / 2 : ry;
	int fx = maxw > 6 && 2 * rx + 4 > maxw ? (maxw - 4) / 2 : rx;
	for (;;) {
		int ey = fy < ry ? fy : ry, ex = fx < rx ? fx : rx;
		cv->h = 2 * ey + 1;
		cv->w = 2 * ex + 4;
		for (int u = 0; u < n; u++) {
			double t = -VIEW_PI / 2 + 2 * VIEW_PI * u / n;
			cv->px[u] = ex + 1 + round_half_up(ex * cos(t));
			cv->py[u] = ey + round_half_up(ey * sin(t));
			snprintf(label[u], sizeof label[u], "[%d]", u);
		}
		if ((ey >= ry && ex >= rx) || !labels_clash(g, cv, label))
			break;
		fy++;	/* a little larger, until every label has room */
		fx += 2;
	}
}

static bool row_used(const struct canvas *cv, int y)
{
	const char *row = cv->c + (size_t)y * (size_t)cv->w;

	for (int x = 0; x < cv->w; x++)
		if (row[x] != ' ')
			return true;
	return false;
}

/* Spans of one row: runs of label cells of one node, and runs of
 * line, arrow and weight cells of one edge (crossings belong to none). */
static void emit_spans(const struct canvas *cv, int y, int len, struct textlines *out)
{
	size_t base = (size_t)y * (size_t)cv->w;

	for (int x = 0; x < len;) {
		size_t at = base + (size_t)x;
		int k = cv->kind[at], end = x + 1;

		if (k == K_LABEL) {
			while (end < len && cv->kind[base + (size_t)end] == K_LABEL &&
			       cv->lnode[base + (size_t)end] == cv->lnode[at])
				end++;
			textlines_span(out, x, end - x, cv->lnode[at], -1);
		} else if (k != K_EMPTY && cv->owner[at] >= 0) {
			while (end < len && cv->kind[base + (size_t)end] != K_EMPTY &&
			       cv->kind[base + (size_t)end] != K_LABEL &&
			       cv->owner[base + (size_t)end] == cv->owner[at])
				end++;
			textlines_span(out, x, end - x, -1, cv->owner[at]);
		}
		x = end;
	}
}

/* Blank rows at the top and bottom are left out. */
static void emit(const struct canvas *cv, struct textlines *out)
{
	int top = 0, bottom = cv->h;

	while (top < bottom && !row_used(cv, top))
		top++;
	while (bottom > top && !row_used(cv, bottom - 1))
		bottom--;
	for (int y = top; y < bottom; y++) {
		const char *row = cv->c + (size_t)y * (size_t)cv->w;
		int len = cv->w;
		while (len > 0 && row[len - 1] == ' ')
			len--;
		emit_spans(cv, y, len, out);
		textlines_take(out, xstrndup(row, (size_t)len));
	}
}

int view_draw(const struct graph *g, struct textlines *out)
{
	return view_draw_extra(g, NULL, NULL, 0, out);
}

int view_draw_extra(const struct graph *g, const int *xu, const int *xv, size_t nx,
		    struct textlines *out)
{
	return view_draw_fit(g, xu, xv, nx, 0, 0, out);
}

/* The canvas's cells, once layout has sized it, blank. */
static void canvas_cells(struct canvas *cv)
{
	size_t cells = (size_t)cv->w * (size_t)cv->h;

	cv->c = xmalloc(cells);
	memset(cv->c, ' ', cells);
	cv->kind = xcalloc(cells, 1);
	cv->owner = xcalloc(cells, sizeof *cv->owner);
	cv->lnode = xcalloc(cells, sizeof *cv->lnode);
}

static void canvas_free(struct canvas *cv)
{
	free(cv->c);
	free(cv->kind);
	free(cv->owner);
	free(cv->lnode);
	free(cv->px);
	free(cv->py);
}

/* A drawing in progress: the graph, its canvas, the nodes' labels and
 * room for one line's points. */
struct drawing {
	const struct graph *g;
	struct canvas *cv;
	char (*label)[16];
	struct point *pts;
};

/* The graph's edges as lines; self-loops go to loops instead. */
static void draw_edges(const struct drawing *dr, struct strbuf *loops)
{
	const struct graph *g = dr->g;
	struct canvas *cv = dr->cv;
	char (*label)[16] = dr->label;

	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		struct point a = { cv->px[u], cv->py[u] }, b = { cv->px[v], cv->py[v] };

		if (u == v) {
			sb_printf(loops, " %s", label[u]);
			if (g->ew)
				sb_printf(loops, "(%" PRId64 ")", g->ew[e]);
			continue;
		}
		draw_edge(cv, e, a, b, g->directed, false, dr->pts);
	}
}

/* The extra edges, dotted, after the graph's so they never hide one; each
 * is listed in extra, a node that does not exist named without
 * brackets. */
static void draw_extra(const struct drawing *dr, const int *xu, const int *xv, size_t nx,
		       struct strbuf *extra)
{
	const struct graph *g = dr->g;
	struct canvas *cv = dr->cv;
	char (*label)[16] = dr->label;

	for (size_t i = 0; i < nx; i++) {
		bool in_u = xu[i] >= 0 && xu[i] < g->n, in_v = xv[i] >= 0 && xv[i] < g->n;

		if (in_u)
			sb_printf(extra, " %s", label[xu[i]]);
		else
			sb_printf(extra, " %d", xu[i]);
		sb_puts(extra, g->directed ? "->" : "-");
		if (in_v)
			sb_puts(extra, label[xv[i]]);
		else
			sb_printf(extra, "%d", xv[i]);
		if (!in_u || !in_v || xu[i] == xv[i])
			continue;
		draw_edge(cv, g->m + i, (struct point){ cv->px[xu[i]], cv->py[xu[i]] },
			  (struct point){ cv->px[xv[i]], cv->py[xv[i]] }, false, true, dr->pts);
	}
}

/* Each weight on its edge where it reads as that edge's; the others are
 * listed in unplaced. */
static void draw_weights(const struct drawing *dr, struct strbuf *unplaced)
{
	const struct graph *g = dr->g;
	struct canvas *cv = dr->cv;
	char (*label)[16] = dr->label;

	for (size_t e = 0; g->ew && e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		struct point a = { cv->px[u], cv->py[u] }, b = { cv->px[v], cv->py[v] };
		char w[24];

		if (u == v)
			continue;
		/* "(-3)": a bare minus sign would read as part of a line */
		snprintf(w, sizeof w, g->ew[e] < 0 ? "(%" PRId64 ")" : "%" PRId64, g->ew[e]);
		if (!place_weight(cv, e, a, b, w, dr->pts))
			sb_printf(unplaced, " %s%s%s=%s", label[u], g->directed ? "->" : "-",
				  label[v], w);
	}
}

int view_draw_fit(const struct graph *g, const int *xu, const int *xv, size_t nx, int maxw,
		  int maxh, struct textlines *out)
{
	char (*label)[16];
	struct canvas cv;
	struct point *pts;
	struct strbuf loops, unplaced, extra;
	struct drawing dr;

	if (g->n > VIEW_DRAW_MAX) {
		/* the matrix only where it would show; two lines, each within
		 * 80 columns (one was cut there: "use the list, matrix or edg") */
		textlines_addf(out, "draw view: %d nodes is too many to draw (limit %d);", g->n,
			       VIEW_DRAW_MAX);
		textlines_addf(out, "use the list%s or edges view",
			       g->n <= VIEW_MATRIX_MAX ? ", matrix" : "");
		return -1;
	}
	if (g->n == 0) {
		textlines_add(out, "(no nodes)");
		return 0;
	}
	label = xcalloc((size_t)g->n, sizeof *label);
	cv.px = xcalloc((size_t)g->n, sizeof *cv.px);
	cv.py = xcalloc((size_t)g->n, sizeof *cv.py);
	layout(g, &cv, label, maxw, maxh);
	canvas_cells(&cv);
	pts = xcalloc((size_t)(cv.w + cv.h + 2), sizeof *pts);
	/* labels first, so lines stop at them */
	for (int u = 0; u < g->n; u++) {
		int len = (int)strlen(label[u]);
		canvas_put_label(&cv, cv.px[u] - (len - 1) / 2, cv.py[u], label[u], u);
	}
	sb_init(&loops);
	sb_init(&unplaced);
	sb_init(&extra);
	dr = (struct drawing){ g, &cv, label, pts };
	draw_edges(&dr, &loops);
	draw_extra(&dr, xu, xv, nx, &extra);
	draw_weights(&dr, &unplaced);
	emit(&cv, out);
	if (loops.len)
		textlines_addf(out, "self-loops:%s", loops.data);
	if (extra.len)
		textlines_addf(out, "not in the graph (dotted):%s", extra.data);
	if (unplaced.len)
		textlines_addf(out, "%s not drawn:%s",
			       g->attr == ATTR_CAPACITY ? "capacities" : "weights", unplaced.data);
	sb_free(&loops);
	sb_free(&unplaced);
	sb_free(&extra);
	free(pts);
	canvas_free(&cv);
	free(label);
	return 0;
}
