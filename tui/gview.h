/* gview.h - a graph view pane shared by the problem and trace screens:
 * the text views of src/view.h rendered once per kind, drawn with the
 * nodes and edges a caller picks coloured (view spans), the sticky header
 * rows and columns kept in place while scrolling.
 *
 * Drawing goes through draw.h only; no curses here. */
#ifndef GRAVEL_TUI_GVIEW_H
#define GRAVEL_TUI_GVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include "draw.h"
#include "graph.h"
#include "view.h"

/* The role for a span showing node (>= 0) or edge (>= 0); ROLE_NORMAL
 * leaves the text as it is. */
typedef enum draw_role (*gview_role_fn)(const void *ctx, int node, long edge);

struct gview {
	enum view_kind kind;
	struct textlines v[VIEW__COUNT];
	bool rendered[VIEW__COUNT];
	int *xu, *xv;		/* extra edges the drawing shows dotted (owned) */
	size_t nx;
	int fit_w, fit_h;	/* the drawing's room (gview_set_fit), 0: any */
};

void gview_init(struct gview *gv);
/* Forget the rendered views (a different graph). */
void gview_reset(struct gview *gv);
void gview_free(struct gview *gv);
/* The current kind's lines for g (finished), rendered when needed. */
const struct textlines *gview_lines(struct gview *gv, const struct graph *g);
/* The extra edges the drawing shows (view_draw_extra: the model's
 * invented edges, span edge g->m + i); copies them and forgets the
 * drawing when they differ from the ones it has. */
void gview_set_extra(struct gview *gv, const int *xu, const int *xv, size_t nx);
/* Cycle the kind (dir +1 / -1). */
void gview_cycle(struct gview *gv, int dir);
/* The row naming the views, the current one in brackets. */
void gview_draw_tabs(const struct gview *gv, int y, int x, int width);
/* Draw line `line` of v at (y, x) in width columns: the sticky columns,
 * then the rest from column left; a sticky row in ROLE_STICKY. */
void gview_draw_line(const struct textlines *v, size_t line, int y, int x, int width,
		     size_t left, gview_role_fn fn, const void *ctx);

/* Line `line` of v wrapped into width columns at blanks (never inside
 * "9(2)"), continuations indented under the first neighbour, at most
 * rows rows from y; drawn only when draw. Returns the rows it takes. */
int gview_draw_wrapped(const struct textlines *v, size_t line, int y, int x, int width,
		       int rows, gview_role_fn fn, const void *ctx, bool draw);
/* Draw the drawing within width x height cells where the graph allows
 * (view_draw_fit); 0, 0: its natural size. */
void gview_set_fit(struct gview *gv, int width, int height);
/* The widest line of the current kind's view of g. */
int gview_width(struct gview *gv, const struct graph *g);

#endif
