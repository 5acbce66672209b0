/* view.h - text views of a graph: adjacency list, adjacency matrix, edge
 * list, bipartite columns, and a small node-link drawing.
 *
 * Views are plain data: lines of UTF-8 text (ASCII unless asked otherwise)
 * that `gravel show` prints and the TUI scrolls. sticky_rows/sticky_cols
 * tell the TUI how many leading rows and columns are headers that stay
 * visible while scrolling (the matrix view's labels). */
#ifndef GRAVEL_VIEW_H
#define GRAVEL_VIEW_H

#include <stddef.h>
#include "graph.h"

enum view_kind { VIEW_LIST, VIEW_MATRIX, VIEW_EDGES, VIEW_DRAW, VIEW__COUNT };

struct textlines {
	char **v;
	size_t n, cap;
	size_t width;		/* widest line, in columns */
	int sticky_rows, sticky_cols;
};

void textlines_init(struct textlines *t);
void textlines_free(struct textlines *t);
void textlines_add(struct textlines *t, const char *s);

const char *view_name(enum view_kind k);	/* "list", "matrix", "edges", "draw" */
int view_parse(const char *s, enum view_kind *out);	/* 0 ok, -1 unknown */

/* Render graph g as view k into out (appending). Returns 0, or -1 when the
 * view does not apply (a drawing of a graph too large to draw), with one
 * explanatory line appended instead. */
int view_render(const struct graph *g, enum view_kind k, struct textlines *out);

#endif
