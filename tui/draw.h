/* draw.h - the drawing layer: the only place that turns screen content
 * into curses calls (tig's draw.c, htop's RichString writer).
 *
 * Screens describe what to show with text and a role (what the text means);
 * the role picks the colour or, on a monochrome terminal or with NO_COLOR
 * set, an attribute. Coordinates are screen rows/columns from 0; widths
 * are display columns, and text never spills past the given width. */
#ifndef GRAVEL_TUI_DRAW_H
#define GRAVEL_TUI_DRAW_H

#include <stdbool.h>

enum draw_role {
	ROLE_NORMAL,
	ROLE_TITLE,		/* title bar */
	ROLE_STATUS,		/* status bar */
	ROLE_SELECTED,		/* the cursor row */
	ROLE_GROUP,		/* group header rows */
	ROLE_LABEL,		/* "task:" labels, help key names */
	ROLE_DIM,		/* secondary text: previews, counts */
	ROLE_STICKY,		/* matrix header row and label column */
	ROLE_ERROR,
	ROLE_WARNING,
	ROLE__COUNT
};

/* Set up colours and line characters; call once after the screen starts. */
void draw_setup(void);
/* Current terminal size. */
void draw_size(int *rows, int *cols);
/* Start a frame (blank screen) / show it. force repaints everything. */
void draw_begin(bool force);
void draw_end(void);

/* Draw s at (y, x), skipping its first skip columns, in at most width
 * columns. Returns the columns drawn. */
int draw_text_from(int y, int x, int skip, int width, enum draw_role r, const char *s);
static inline int draw_text(int y, int x, int width, enum draw_role r, const char *s)
{
	return draw_text_from(y, x, 0, width, r, s);
}
/* Blank width columns at (y, x) in role r (bars, the cursor row). */
void draw_fill(int y, int x, int width, enum draw_role r);
/* A horizontal line (box-drawing character, ASCII '-' fallback). */
void draw_hline(int y, int x, int width, enum draw_role r);
/* A full-width bar: left text, right text aligned right (left is cut so
 * that right stays whole when it fits). */
void draw_bar(int y, int cols, enum draw_role r, const char *left, const char *right);
/* The "terminal too small" message, centered. */
void draw_too_small(int rows, int cols, int min_rows, int min_cols);

#endif
