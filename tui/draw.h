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
#include <stdio.h>

/* Roles: what a piece of text means. ROLES(R) lists each as R(ID, "name",
 * code): the name is the key a theme file uses (issue 7), the code the
 * character that stands for the role in a script-mode role dump. */
#define ROLES(R) \
	R(NORMAL, "normal", '.') \
	R(TITLE, "title", 'T')			/* title bar */ \
	R(STATUS, "status", 'S')		/* status bar */ \
	R(SELECTED, "selection", '>')		/* the cursor row */ \
	R(GROUP, "header", 'G')			/* group header rows */ \
	R(LABEL, "label", 'L')			/* "task:" labels, help key names */ \
	R(DIM, "dim", 'd')			/* secondary text: previews, counts */ \
	R(STICKY, "sticky", 's')		/* matrix header row and label column */ \
	R(ERROR, "error", 'E') \
	R(WARNING, "warning", 'W') \
	R(MODEL, "path-model", 'm')		/* the model's answer on a graph view */ \
	R(REF, "path-reference", 'r')		/* the reference answer */ \
	R(BOTH, "path-overlap", 'b')		/* in both answers */ \
	R(INVENTED, "path-invented", 'i')	/* the model's edges not in the graph */ \
	R(CURRENT, "trace-current", 'c')	/* what the trace step touches */ \
	R(VISITED, "trace-visited", 'v')	/* settled / tree so far */ \
	R(CLAIM_TRUE, "claim-true", 't') \
	R(CLAIM_FALSE, "claim-false", 'f') \
	R(FIRST_FALSE, "claim-first-false", 'F') \
	R(RIGHT, "verdict-right", '+') \
	R(WRONG, "verdict-wrong", '-') \
	R(PARTIAL, "verdict-partial", '~') \
	R(UNPARSED, "verdict-unparsed", '?') \
	R(DISAGREE, "disagreement", '!') \
	R(PROMPT, "prompt", 'P')

enum draw_role {
#define ROLE_ENUM_(id, name, code) ROLE_##id,
	ROLES(ROLE_ENUM_)
#undef ROLE_ENUM_
	ROLE__COUNT
};

const char *draw_role_name(enum draw_role r);
/* Every role's name, in enum order (ROLE__COUNT of them): what a theme
 * (src/theme.h) is keyed by. */
const char *const *draw_role_names(void);

struct theme;
/* The theme to draw with (borrowed until the screen ends; NULL: plain
 * text) and --no-color (the NO_COLOR variable is checked as well). Call
 * before draw_setup() or draw_virtual_begin(). Roles without a colour of
 * their own take the normal role's, so a theme's background is even. */
void draw_set_theme(const struct theme *th, bool no_color);
/* Script mode: the colours of the virtual terminal (0 none, 8, 16, 256)
 * and whether a dump ends with each role's style as that terminal gets it
 * (a "--- styles" section: role, fg, bg, attributes). */
void draw_virtual_colors(int colors, bool dump_styles);

/* Set up colours and line characters; call once after the screen starts. */
void draw_setup(void);

/* Script mode: draw into a virtual screen of rows x cols (vscreen.h)
 * instead of the terminal; no curses call is made until draw_virtual_end.
 * draw_virtual_resize changes its size (as a terminal resize would);
 * draw_virtual_dump writes it, with the role grid when roles is true. */
void draw_virtual_begin(int rows, int cols);
void draw_virtual_resize(int rows, int cols);
int draw_virtual_dump(FILE *fp, bool roles);
void draw_virtual_end(void);
/* Current terminal size. */
void draw_size(int *rows, int *cols);
/* Start a frame (blank screen) / show it. force repaints everything. */
void draw_begin(bool force);
void draw_end(void);

/* Draw s at (y, x), skipping its first skip columns, in at most width
 * columns. Returns the columns drawn. */
int draw_text_from(int y, int x, int skip, int width, enum draw_role r, const char *s);
/* The same for the first len bytes of s. */
int draw_textn_from(int y, int x, int skip, int width, enum draw_role r, const char *s,
		    size_t len);
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
