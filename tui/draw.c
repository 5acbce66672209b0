/* draw.c - the drawing layer: roles to attributes, text to curses calls,
 * or, in script mode, to the virtual screen (vscreen.h). */
#include "config.h"
#include "draw.h"
#include "theme.h"
#include "text.h"
#include "vscreen.h"
#include "tui-curses.h"

#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const role_names[] = {
#define ROLE_NAME_(id, name, code) [ROLE_##id] = name,
	ROLES(ROLE_NAME_)
#undef ROLE_NAME_
};
_Static_assert(ARRAY_SIZE(role_names) == ROLE__COUNT, "a name for every role");

static const char role_codes[ROLE__COUNT + 1] = {
#define ROLE_CODE_(id, name, code) code,
	ROLES(ROLE_CODE_)
#undef ROLE_CODE_
	'\0'
};

/* The drawing state: one terminal (or virtual screen) per process. */
static struct {
	bool color;
	bool ascii_lines;
	attr_t attr[ROLE__COUNT];
	bool virt;
	struct vscreen vs;
	const struct theme *th;	/* borrowed (draw_set_theme) */
	bool no_color;
	int vcolors;		/* script mode: the virtual terminal's colours */
	bool dump_styles;
} dr = { .vcolors = 256 };

const char *draw_role_name(enum draw_role r)
{
	return (unsigned)r < ROLE__COUNT ? role_names[r] : "?";
}

const char *const *draw_role_names(void)
{
	return role_names;
}

void draw_set_theme(const struct theme *th, bool no_color)
{
	const char *nc = getenv("NO_COLOR");

	dr.th = th;
	dr.no_color = no_color || (nc && *nc);
}

void draw_virtual_colors(int colors, bool dump_styles)
{
	dr.vcolors = colors;
	dr.dump_styles = dump_styles;
}

/* Role r on a terminal of `colors` colours (0: none); colours a role
 * leaves to the terminal come from the normal role. */
static void role_style(int r, int colors, short *fg, short *bg, unsigned *attrs)
{
	short nfg, nbg;
	unsigned nat;

	*fg = *bg = THEME_DEFAULT_COLOR;
	*attrs = 0;
	if (!dr.th)
		return;
	if (dr.no_color)
		colors = 0;
	theme_resolve(dr.th, (size_t)r, colors, fg, bg, attrs);
	theme_resolve(dr.th, ROLE_NORMAL, colors, &nfg, &nbg, &nat);
	if (*fg < 0)
		*fg = nfg;
	if (*bg < 0)
		*bg = nbg;
}

static attr_t curses_attrs(unsigned a)
{
	attr_t c = A_NORMAL;

	if (a & THEME_BOLD)
		c |= A_BOLD;
	if (a & THEME_DIM)
		c |= A_DIM;
	if (a & THEME_UNDERLINE)
		c |= A_UNDERLINE;
	if (a & THEME_REVERSE)
		c |= A_REVERSE;
	if (a & THEME_STANDOUT)
		c |= A_STANDOUT;
	if (a & THEME_BLINK)
		c |= A_BLINK;
#ifdef A_ITALIC
	if (a & THEME_ITALIC)
		c |= A_ITALIC;
#endif
	return c;
}

/* "--- styles": each role as the virtual terminal gets it. */
static void dump_styles(FILE *fp)
{
	fprintf(fp, "--- styles (%d colours%s)\n", dr.no_color ? 0 : dr.vcolors,
		dr.no_color ? ", no-color" : "");
	for (int r = 0; r < ROLE__COUNT; r++) {
		short fg, bg;
		unsigned at;
		char a[96], b1[8], b2[8];

		role_style(r, dr.vcolors, &fg, &bg, &at);
		theme_attrs_format(at, a, sizeof a);
		fprintf(fp, "%-18s fg=%-8s bg=%-8s %s\n", role_names[r], theme_color_name(fg, b1),
			theme_color_name(bg, b2), a);
	}
}

static bool locale_is_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);

	return cs && (!strcmp(cs, "UTF-8") || !strcmp(cs, "utf8"));
}

void draw_setup(void)
{
	char *acsc = tigetstr((char *)"acsc");

	dr.color = has_colors() && !dr.no_color;
	/* ncurses falls back to ASCII itself for a terminal without line
	 * drawing; do it explicitly so every curses does the same. */
	dr.ascii_lines = !locale_is_utf8() && (acsc == NULL || acsc == (char *)-1);
	if (dr.color && start_color() == ERR)
		dr.color = false;
	if (dr.color) {
		bool defaults = use_default_colors() == OK;
		for (int r = 0; r < ROLE__COUNT; r++) {
			short fg, bg;
			unsigned at;

			role_style(r, COLORS, &fg, &bg, &at);
			if (defaults && fg < 0 && bg < 0) {
				dr.attr[r] = curses_attrs(at);
				continue;
			}
			if (!defaults) {
				fg = fg < 0 ? COLOR_WHITE : fg;
				bg = bg < 0 ? COLOR_BLACK : bg;
			}
			init_pair((short)(r + 1), fg, bg);
			dr.attr[r] = curses_attrs(at) | COLOR_PAIR(r + 1);
		}
	} else {
		for (int r = 0; r < ROLE__COUNT; r++) {
			short fg, bg;
			unsigned at;
			role_style(r, 0, &fg, &bg, &at);
			dr.attr[r] = curses_attrs(at);
		}
	}
	/* the normal role's colours fill the whole screen */
	wbkgdset(stdscr, ' ' | dr.attr[ROLE_NORMAL]);
}

void draw_virtual_begin(int rows, int cols)
{
	dr.virt = true;
	dr.ascii_lines = !locale_is_utf8();
	vscreen_init(&dr.vs, rows, cols);
}

void draw_virtual_resize(int rows, int cols)
{
	vscreen_resize(&dr.vs, rows, cols);
}

int draw_virtual_dump(FILE *fp, bool roles)
{
	int rc = vscreen_dump(&dr.vs, fp, roles ? role_codes : NULL);

	if (rc == 0 && dr.dump_styles)
		dump_styles(fp);
	return rc;
}

void draw_virtual_end(void)
{
	vscreen_free(&dr.vs);
	dr.virt = false;
}

void draw_size(int *rows, int *cols)
{
	if (dr.virt) {
		*rows = dr.vs.rows;
		*cols = dr.vs.cols;
		return;
	}
	getmaxyx(stdscr, *rows, *cols);
}

void draw_begin(bool force)
{
	if (dr.virt) {
		vscreen_clear(&dr.vs);
		return;
	}
	if (force)
		clearok(curscr, TRUE);
	werase(stdscr);
}

void draw_end(void)
{
	if (dr.virt)
		return;
	wnoutrefresh(stdscr);
	doupdate();
}

/* Put one character at column x of row y (virtual or real). */
static void put_char(int y, int x, const char *s, size_t b, int w, enum draw_role r)
{
	if (dr.virt)
		vscreen_put(&dr.vs, y, x, s, b, w, (unsigned char)r);
	else
		waddnstr(stdscr, s, (int)b);
}

int draw_textn_from(int y, int x, int skip, int width, enum draw_role r, const char *s,
		    size_t len)
{
	size_t i = 0, b;
	int col = 0, skipped = 0;

	if (width <= 0)
		return 0;
	if (!dr.virt) {
		if (wmove(stdscr, y, x) == ERR)
			return 0;
		wattrset(stdscr, dr.attr[r]);
	}
	while (i < len && col < width) {
		int w = text_char(s + i, len - i, &b);
		bool bad = w < 0;

		if (bad)
			w = 1;
		if (skipped < skip) {
			skipped += w;
			i += b;
			/* a wide character cut by the left edge: pad its rest */
			for (; skipped > skip && col < width; skipped--, col++)
				put_char(y, x + col, " ", 1, 1, r);
			continue;
		}
		if (col + w > width)
			break;
		if (w == 0 && col == 0) {	/* combining mark with nothing to join */
			i += b;
			continue;
		}
		if (bad)
			put_char(y, x + col, "?", 1, 1, r);
		else
			put_char(y, x + col, s + i, b, w, r);
		col += w;
		i += b;
	}
	if (!dr.virt)
		wattrset(stdscr, A_NORMAL);
	return col;
}

int draw_text_from(int y, int x, int skip, int width, enum draw_role r, const char *s)
{
	return draw_textn_from(y, x, skip, width, r, s, strlen(s));
}

void draw_fill(int y, int x, int width, enum draw_role r)
{
	if (width <= 0)
		return;
	if (dr.virt) {
		for (int i = 0; i < width; i++)
			vscreen_put(&dr.vs, y, x + i, " ", 1, 1, (unsigned char)r);
		return;
	}
	mvwhline(stdscr, y, x, ' ' | dr.attr[r], width);
}

void draw_hline(int y, int x, int width, enum draw_role r)
{
	if (width <= 0)
		return;
	if (dr.virt) {
		const char *ch = dr.ascii_lines ? "-" : "\u2500";
		for (int i = 0; i < width; i++)
			vscreen_put(&dr.vs, y, x + i, ch, strlen(ch), 1, (unsigned char)r);
		return;
	}
	if (dr.ascii_lines) {
		mvwhline(stdscr, y, x, '-' | dr.attr[r], width);
		return;
	}
#ifdef HAVE_WIDE_CURSES
	{
		wchar_t wch[CCHARW_MAX + 1];
		attr_t a;
		short pair;
		cchar_t cc;

		if (getcchar(WACS_HLINE, wch, &a, &pair, NULL) != ERR &&
		    setcchar(&cc, wch, dr.attr[r] & ~A_COLOR, (short)PAIR_NUMBER(dr.attr[r]),
			     NULL) != ERR) {
			mvwhline_set(stdscr, y, x, &cc, width);
			return;
		}
	}
#endif
	mvwhline(stdscr, y, x, ACS_HLINE | dr.attr[r], width);
}

void draw_bar(int y, int cols, enum draw_role r, const char *left, const char *right)
{
	int rw = right ? (int)text_width(right) : 0;
	int lw_max = cols - 2 - (rw ? rw + 2 : 0);

	draw_fill(y, 0, cols, r);
	if (rw && rw > cols - 2) {	/* not even the right part fits */
		rw = 0;
		lw_max = cols - 2;
	}
	if (left && (int)text_width(left) > lw_max && lw_max > 0) {
		/* key hints are separated by two blanks: drop whole hints, never
		 * cut one in the middle */
		char *cut = xstrdup(left), *sep = NULL;
		for (char *p = strstr(cut, "  "); p; p = strstr(p + 1, "  ")) {
			*p = '\0';
			if ((int)text_width(cut) <= lw_max)
				sep = p;
			*p = ' ';
		}
		if (sep)
			*sep = '\0';
		draw_text(y, 1, lw_max, r, cut);
		free(cut);
	} else if (left) {
		draw_text(y, 1, lw_max, r, left);
	}
	if (rw)
		draw_text(y, cols - 1 - rw, rw, r, right);
}

void draw_too_small(int rows, int cols, int min_rows, int min_cols)
{
	char need[64];
	const char *msg = "Terminal too small";

	snprintf(need, sizeof need, "%dx%d needed", min_cols, min_rows);
	draw_text(rows / 2 - (rows > 1), cols > 18 ? (cols - 18) / 2 : 0, cols, ROLE_ERROR, msg);
	if (rows > 1) {
		int w = (int)strlen(need);
		draw_text(rows / 2, cols > w ? (cols - w) / 2 : 0, cols, ROLE_NORMAL, need);
	}
}
