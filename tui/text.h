/* text.h - text preparation for the screens: cleaning, measuring, wrapping.
 *
 * Pure functions, no curses: widths are display columns of UTF-8 text in
 * the current locale (wcwidth), an invalid or unprintable byte counting as
 * one column (draw.c shows it as '?'). Everything that came from a file
 * goes through text_clean() before it is measured or drawn, so no escape
 * sequence reaches the terminal. */
#ifndef GRAVEL_TUI_TEXT_H
#define GRAVEL_TUI_TEXT_H

#include <stddef.h>
#include "view.h"

/* One character at s (at most len bytes): sets *bytes (>= 1) and returns
 * its width in columns (0 for combining marks), or -1 when the bytes are
 * not a printable character in this locale. */
int text_char(const char *s, size_t len, size_t *bytes);
/* Word-wrap: the line of at most width (>= 1) columns that starts at
 * s[start] in the paragraph s[start, end) (no newline inside, start <
 * end), broken after a blank or, for a word longer than the line, inside
 * it. Sets *line_end to the line's end without its trailing blanks and
 * returns where the next line starts (past the blanks at the break). */
size_t text_wrap_next(const char *s, size_t start, size_t end, int width, size_t *line_end);
/* Display width of s. */
size_t text_width(const char *s);

/* A copy of file text that is safe to draw: control characters and escape
 * sequences escaped (src/sanitize.h), so the result holds no byte < 0x20 or
 * 0x7f. NULL gives "". Caller frees. */
char *text_clean(const char *s);

/* Clean s and word-wrap it to width columns, appending the lines to out.
 * Newlines in s start new lines; a word wider than the line is cut. */
void text_wrap(const char *s, int width, struct textlines *out);
/* Clean one line s (no newline) and word-wrap it to width columns, the
 * lines after the first indented by indent spaces (0 when indent is over
 * half the width), appending them to out: a table's note or a quote under
 * its label. */
void text_wrap_hanging(const char *s, int width, int indent, struct textlines *out);

/* A one-line preview of a benchmark question: the text after its last
 * "Q:" (the actual question of NLGraph-style prompts), else the text after
 * its graph listing (GraCoRe's: lines "From node 0 to node 6, distance is
 * 1" and then the question), else its start; whitespace runs collapsed,
 * cleaned. Caller frees. */
char *text_preview(const char *question);

/* ---- search inside a text, as less does --------------------------------
 * Every match of the needle (case-insensitive, ASCII) in a styled text is
 * highlighted in the prompt role; text_find_go moves to one of them. The
 * trace screen searches the model's answer with it, the problem screen
 * the question. */
struct styled;
struct text_find {
	char *needle;		/* NULL: no search */
	size_t *match;		/* byte offsets in the text's clean bytes */
	size_t n, cap, cur;
	const char *for_text;	/* the styled text's s the matches are for */
	unsigned char *saved;	/* the text's roles before the highlights */
};

/* Search st for needle: the earlier highlights off, the new ones on. */
void text_find_set(struct text_find *f, struct styled *st, const char *needle);
/* Find again when st was rebuilt (a new text.s) since the last search. */
void text_find_refresh(struct text_find *f, struct styled *st);
/* Make match k (modulo the count) current; returns its wrapped line in st
 * (wrapped to 40 columns first when it is not wrapped yet), or SIZE_MAX
 * when there is no match. */
size_t text_find_go(struct text_find *f, struct styled *st, size_t k);
/* The match after (dir > 0) or before the current one: its line, as
 * text_find_go. */
size_t text_find_step(struct text_find *f, struct styled *st, int dir);
void text_find_free(struct text_find *f);

#endif
