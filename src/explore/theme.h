/* theme.h - colour themes keyed by meaning (themes/NAME.yaml).
 *
 * A theme gives each role (what a piece of text means: "selection",
 * "path-model", "claim-false"...; the TUI's draw.h lists them) a
 * foreground, a background and attributes:
 *
 *   name: dark
 *   description: light text on a dark background
 *   colors: 256                  # 256 (default) or none: attributes only
 *   roles:
 *     selection: {fg: black, bg: 214, bg8: yellow}
 *     path-model: {fg: 201, fg8: magenta, attrs: [bold], mono: [underline]}
 *
 * Colours are names (default, black, red, green, yellow, blue, magenta,
 * cyan, white, bright-black .. bright-white) or numbers 0-255. A terminal
 * with fewer colours than a number needs gets the role's 8-colour
 * fallback (fg8, bg8), or else the nearest of the eight basic colours
 * (bright-X becomes X). attrs are bold, dim, underline, reverse, standout,
 * italic, blink; mono are the attributes used without colour (NO_COLOR,
 * --no-color, a monochrome terminal, `colors: none`), by default attrs
 * plus reverse for a role with a background. A role listed replaces the
 * earlier style of that role entirely; roles not listed keep theirs, so a
 * theme is read over the built-in default.
 *
 * This module knows neither curses nor the TUI's role list: the caller
 * passes the role names, and the attribute bits below are its own. Errors
 * are FILE:LINE:COL: messages; a bad entry leaves that role as it was.
 *
 * Ownership: a theme owns its strings and styles. */
#ifndef GRAVEL_THEME_H
#define GRAVEL_THEME_H

#include <stdbool.h>
#include <stddef.h>
#include "diag.h"

enum theme_attr {
	THEME_BOLD = 1 << 0,
	THEME_DIM = 1 << 1,
	THEME_UNDERLINE = 1 << 2,
	THEME_REVERSE = 1 << 3,
	THEME_STANDOUT = 1 << 4,
	THEME_ITALIC = 1 << 5,
	THEME_BLINK = 1 << 6,
};

#define THEME_DEFAULT_COLOR (-1)	/* the terminal's own colour */
#define THEME_NO_FALLBACK (-2)

struct theme_style {
	short fg, bg;		/* 0-255 or THEME_DEFAULT_COLOR */
	short fg8, bg8;		/* 0-7, THEME_DEFAULT_COLOR or THEME_NO_FALLBACK */
	unsigned attrs;		/* with colour */
	unsigned mono;		/* without colour */
	bool set;		/* some theme gave this role a style */
};

struct theme {
	char *name;		/* name: (or the file's base name) */
	char *description;
	bool mono_only;		/* colors: none */
	const char *const *roles;	/* borrowed: the caller's role names */
	size_t nroles;
	struct theme_style *style;	/* nroles */
};

/* An empty theme over the role names (borrowed; they must outlive it). */
void theme_init(struct theme *th, const char *const *roles, size_t nroles);
void theme_free(struct theme *th);

/* Read a theme document over th (roles it lists replace theirs). Returns
 * 0, or EXIT_CONFIG with every problem in d (what is right still applies). */
int theme_parse(const char *name, const char *text, size_t len, struct theme *th,
		struct diags *d);
/* The same from a file: EXIT_NOINPUT / EXIT_IOERR when unreadable. */
int theme_read(const char *path, struct theme *th, struct diags *d);

/* How role r looks on a terminal with `colors` colours (0 = no colour,
 * 8, 16, 88 or 256): fg and bg (THEME_DEFAULT_COLOR or a colour number
 * below colors) and attribute bits. Without colour, fg and bg are
 * THEME_DEFAULT_COLOR and attrs the mono attributes. */
void theme_resolve(const struct theme *th, size_t r, int colors, short *fg, short *bg,
		   unsigned *attrs);

/* Is s a theme file name rather than a theme name (has a '/' or ends in
 * .yaml / .yml)? */
bool theme_is_file_name(const char *s);
/* Where a theme named name is looked for, in order: the user's themes
 * ($XDG_CONFIG_HOME/gravel/themes, ~/.config/gravel/themes) and datadir's
 * themes folder; the first existing file (malloc'd), or NULL. */
char *theme_find(const char *name, const char *datadir);

/* Names and text of colours and attributes, for messages and dumps. */
const char *theme_color_name(short c, char buf[8]);
void theme_attrs_format(unsigned attrs, char *buf, size_t len);

#endif
