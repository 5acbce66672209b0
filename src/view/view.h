/* view.h - text views of a graph: adjacency list, adjacency matrix, edge
 * list, bipartite columns, and a small node-link drawing.
 *
 * Views are plain data: lines of UTF-8 text (ASCII unless asked otherwise)
 * that `gravel show` prints and the TUI scrolls. sticky_rows/sticky_cols
 * tell the TUI how many leading rows and columns are headers that stay
 * visible while scrolling (the matrix view's labels); they count from the
 * first line, so render into an empty textlines when they matter.
 *
 * Every view is deterministic: the same graph gives the same lines. The
 * list and edges views are linear in n + m, so they serve graphs of any
 * size; the matrix is n^2 and refuses graphs above VIEW_MATRIX_MAX nodes,
 * the drawing refuses graphs above VIEW_DRAW_MAX nodes (one explanatory
 * line and -1 instead). */
#ifndef GRAVEL_VIEW_H
#define GRAVEL_VIEW_H

#include <stddef.h>
#include "graph.h"
#include "util.h"

enum view_kind { VIEW_LIST, VIEW_MATRIX, VIEW_EDGES, VIEW_DRAW, VIEW__COUNT };

#define VIEW_MATRIX_MAX 2000	/* largest n the matrix view renders */
#define VIEW_DRAW_MAX 20	/* largest n the drawing renders */

/* A piece of a view line that shows one node or one edge, so that a
 * viewer can colour what an answer or a trace step touches: columns
 * [col, col + width) of line `line`. Spans are appended in line order and
 * may nest (an edge-list line spans its edge, and inside it its two
 * nodes); a viewer lets the later, inner span win where both apply. */
struct view_span {
	size_t line;
	int col, width;		/* display columns (views are ASCII) */
	int node;		/* node shown, or -1 */
	long edge;		/* edge shown, or -1 */
};

struct textlines {
	char **v;
	size_t n, cap;
	size_t width;		/* widest line, in columns */
	int sticky_rows, sticky_cols;
	struct view_span *spans;	/* in line order; NULL when none */
	size_t nspans, spans_cap;
	bool no_spans;		/* set by a caller that only prints the lines */
};

void textlines_init(struct textlines *t);
void textlines_free(struct textlines *t);
/* Append a copy of s (one line, no newline). */
void textlines_add(struct textlines *t, const char *s);
void textlines_addf(struct textlines *t, const char *fmt, ...) ATTR_FORMAT(2, 3);
/* Append a line taking ownership of s (malloc'd). */
void textlines_take(struct textlines *t, char *s);

/* Record that the next line to be appended (index t->n) shows node or
 * edge at columns [col, col + width). */
void textlines_span(struct textlines *t, int col, int width, int node, long edge);
/* The spans of line: returns the index of the first, *count how many. */
size_t textlines_spans_of(const struct textlines *t, size_t line, size_t *count);

const char *view_name(enum view_kind k);	/* "list", "matrix", "edges", "draw" */
int view_parse(const char *s, enum view_kind *out);	/* 0 ok, -1 unknown */

/* Render graph g as view k into out (appending). Returns 0, or -1 when the
 * view does not apply (a drawing of a graph too large to draw), with one
 * explanatory line appended instead. g must be finished (graph_finish). */
int view_render(const struct graph *g, enum view_kind k, struct textlines *out);

/* The views one by one (view_render dispatches to these). */
int view_list(const struct graph *g, struct textlines *out);
int view_matrix(const struct graph *g, struct textlines *out);
int view_edges(const struct graph *g, struct textlines *out);
int view_draw(const struct graph *g, struct textlines *out);
/* The drawing with nx extra edges xu[i]-xv[i] that are not in the graph
 * (a model's invented edges): dotted lines over empty cells only, their
 * spans edge g->m + i, and all of them listed under the drawing ("not in
 * the graph (dotted): [3]-[7] 2-25"; a node out of range has no brackets
 * and no line). */
int view_draw_extra(const struct graph *g, const int *xu, const int *xv, size_t nx,
		    struct textlines *out);

/* The same within maxw x maxh cells (0: no limit) where the nodes keep
 * apart: the ellipse shrinks, never below what keeps every label clear;
 * the lines listed under it come on top. */
int view_draw_fit(const struct graph *g, const int *xu, const int *xv, size_t nx, int maxw,
		  int maxh, struct textlines *out);

/* Number of decimal digits of v (with the sign when negative). */
int view_digits(long long v);

#endif
