/* draw.c - the drawing layer: roles to attributes, text to curses calls,
 * or, in script mode, to the virtual screen (vscreen.h). */
#include "config.h"
#include "draw.h"
#include "text.h"
#include "vscreen.h"
#include "tui-curses.h"

#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct role_style {
	short fg, bg;		/* colour pair, -1 = terminal default */
	attr_t color_attr;	/* attributes with colour */
	attr_t mono_attr;	/* attributes without */
};

/* The default theme, keyed by meaning. Monochrome keeps every highlight
 * tellable apart by attributes alone: the model's answer underlined, the
 * reference bold, the overlap both. */
static const struct role_style styles[ROLE__COUNT] = {
	[ROLE_NORMAL] = { -1, -1, A_NORMAL, A_NORMAL },
	[ROLE_TITLE] = { COLOR_BLACK, COLOR_CYAN, A_BOLD, A_REVERSE | A_BOLD },
	[ROLE_STATUS] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_REVERSE },
	[ROLE_SELECTED] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_REVERSE },
	[ROLE_GROUP] = { COLOR_YELLOW, -1, A_BOLD, A_BOLD | A_UNDERLINE },
	[ROLE_LABEL] = { COLOR_CYAN, -1, A_BOLD, A_BOLD },
	[ROLE_DIM] = { -1, -1, A_DIM, A_DIM },
	[ROLE_STICKY] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
	[ROLE_ERROR] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[ROLE_WARNING] = { COLOR_YELLOW, -1, A_NORMAL, A_BOLD },
	[ROLE_MODEL] = { COLOR_BLACK, COLOR_MAGENTA, A_NORMAL, A_UNDERLINE },
	[ROLE_REF] = { COLOR_BLACK, COLOR_GREEN, A_NORMAL, A_BOLD },
	[ROLE_BOTH] = { COLOR_BLACK, COLOR_CYAN, A_BOLD, A_BOLD | A_UNDERLINE },
	[ROLE_CURRENT] = { COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_REVERSE },
	[ROLE_VISITED] = { COLOR_BLUE, -1, A_BOLD, A_BOLD },
	[ROLE_CLAIM_TRUE] = { COLOR_GREEN, -1, A_NORMAL, A_NORMAL },
	[ROLE_CLAIM_FALSE] = { COLOR_RED, -1, A_NORMAL, A_UNDERLINE },
	[ROLE_FIRST_FALSE] = { COLOR_WHITE, COLOR_RED, A_BOLD, A_REVERSE | A_BOLD },
	[ROLE_RIGHT] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
	[ROLE_WRONG] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[ROLE_PARTIAL] = { COLOR_YELLOW, -1, A_NORMAL, A_NORMAL },
	[ROLE_UNPARSED] = { COLOR_MAGENTA, -1, A_NORMAL, A_DIM },
	[ROLE_DISAGREE] = { COLOR_WHITE, COLOR_MAGENTA, A_BOLD, A_STANDOUT },
	[ROLE_PROMPT] = { -1, -1, A_BOLD, A_BOLD },
};

static const char *const role_names[ROLE__COUNT] = {
#define ROLE_NAME_(id, name, code) [ROLE_##id] = name,
	ROLES(ROLE_NAME_)
#undef ROLE_NAME_
};

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
} dr;

const char *draw_role_name(enum draw_role r)
{
	return (unsigned)r < ROLE__COUNT ? role_names[r] : "?";
}

static bool locale_is_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);

	return cs && (!strcmp(cs, "UTF-8") || !strcmp(cs, "utf8"));
}

void draw_setup(void)
{
	const char *nc = getenv("NO_COLOR");
	char *acsc = tigetstr((char *)"acsc");

	dr.color = has_colors() && !(nc && *nc);
	/* ncurses falls back to ASCII itself for a terminal without line
	 * drawing; do it explicitly so every curses does the same. */
	dr.ascii_lines = !locale_is_utf8() && (acsc == NULL || acsc == (char *)-1);
	if (dr.color && start_color() == ERR)
		dr.color = false;
	if (dr.color) {
		bool defaults = use_default_colors() == OK;
		for (int r = 0; r < ROLE__COUNT; r++) {
			short fg = styles[r].fg, bg = styles[r].bg;
			if (!defaults) {
				fg = fg < 0 ? COLOR_WHITE : fg;
				bg = bg < 0 ? COLOR_BLACK : bg;
			}
			if (r == ROLE_NORMAL && defaults) {
				dr.attr[r] = A_NORMAL;
				continue;
			}
			init_pair((short)(r + 1), fg, bg);
			dr.attr[r] = styles[r].color_attr | COLOR_PAIR(r + 1);
		}
	} else {
		for (int r = 0; r < ROLE__COUNT; r++)
			dr.attr[r] = styles[r].mono_attr;
	}
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
	return vscreen_dump(&dr.vs, fp, roles ? role_codes : NULL);
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
	if (left)
		draw_text(y, 1, lw_max, r, left);
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
