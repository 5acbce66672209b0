/* styled.h - untrusted text with a role per byte, cleaned and wrapped:
 * a model's answer with its claims and final answer coloured.
 *
 * styled_build sanitises the text (sanitize.h: escape sequences and
 * control characters as visible ^[ notation, invalid UTF-8 as U+FFFD,
 * newlines kept) run by run, so every byte of the result keeps the role of
 * the source bytes it came from; runs never split a UTF-8 sequence.
 * styled_wrap word-wraps it to a width (a word wider than the line is
 * cut), in time linear in the text, so a 1 MB single line is fine. */
#ifndef GRAVEL_TUI_STYLED_H
#define GRAVEL_TUI_STYLED_H

#include <stddef.h>
#include "draw.h"

struct styled_line {
	size_t off, len;	/* bytes of s */
};

struct styled {
	char *s;		/* clean text */
	size_t len;
	unsigned char *role;	/* len: enum draw_role per byte */
	struct styled_line *lines;
	size_t nlines, cap;
	int width;		/* wrapped to, -1 not yet */
};

/* roles: one per byte of text (NULL: all ROLE_NORMAL). */
void styled_build(struct styled *st, const char *text, size_t len, const unsigned char *roles);
void styled_free(struct styled *st);
void styled_wrap(struct styled *st, int width);
/* The wrapped line holding clean byte off. */
size_t styled_line_of(const struct styled *st, size_t off);
/* Draw wrapped line i at (y, x) within width columns. */
void styled_draw_line(const struct styled *st, size_t i, int y, int x, int width);

#endif
