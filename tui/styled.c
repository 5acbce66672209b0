/* styled.c - clean, wrap and draw text with roles. */
#include "config.h"
#include "styled.h"
#include "sanitize.h"
#include "text.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

void styled_build(struct styled *st, const char *text, size_t len, const unsigned char *roles)
{
	struct strbuf sb;
	size_t rcap = 0;

	memset(st, 0, sizeof *st);
	st->width = -1;
	sb_init(&sb);
	for (size_t i = 0; i < len;) {
		unsigned char r = roles ? roles[i] : ROLE_NORMAL;
		size_t j = i + 1, before = sb.len;

		while (j < len && (roles ? roles[j] : ROLE_NORMAL) == r)
			j++;
		/* do not cut a UTF-8 sequence between two runs */
		while (j < len && ((unsigned char)text[j] & 0xc0) == 0x80)
			j++;
		sanitize_append(&sb, text + i, j - i, SANITIZE_KEEP_NEWLINE);
		xgrow(&st->role, &rcap, sb.len + 1, 1);
		memset(st->role + before, r, sb.len - before);
		i = j;
	}
	st->len = sb.len;
	st->s = sb_take(&sb);
	sb_free(&sb);
	if (!st->role)
		st->role = xcalloc(1, 1);
}

void styled_free(struct styled *st)
{
	free(st->s);
	free(st->role);
	free(st->lines);
	memset(st, 0, sizeof *st);
}

static void add_line(struct styled *st, size_t off, size_t len)
{
	xgrow(&st->lines, &st->cap, st->nlines + 1, sizeof *st->lines);
	st->lines[st->nlines++] = (struct styled_line){ off, len };
}

/* Wrap s[start, end) (no newline inside). */
static void wrap_para(struct styled *st, size_t start, size_t end, int width)
{
	const char *s = st->s;

	if (start == end) {
		add_line(st, start, 0);
		return;
	}
	while (start < end) {
		size_t e, next = text_wrap_next(s, start, end, width, &e);

		add_line(st, start, e - start);
		start = next;
	}
}

void styled_wrap(struct styled *st, int width)
{
	size_t p = 0;

	if (width < 1)
		width = 1;
	if (st->width == width)
		return;
	st->nlines = 0;
	st->width = width;
	while (p <= st->len) {
		const char *nl = memchr(st->s + p, '\n', st->len - p);
		size_t e = nl ? (size_t)(nl - st->s) : st->len;

		wrap_para(st, p, e, width);
		if (!nl)
			break;
		p = e + 1;
	}
}

size_t styled_line_of(const struct styled *st, size_t off)
{
	size_t lo = 0, hi = st->nlines;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (st->lines[mid].off <= off)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

void styled_draw_line(const struct styled *st, size_t i, int y, int x, int width)
{
	const struct styled_line *l;
	int drawn = 0;

	if (i >= st->nlines)
		return;
	l = &st->lines[i];
	for (size_t a = l->off; a < l->off + l->len && drawn < width;) {
		size_t b = a + 1;
		while (b < l->off + l->len && st->role[b] == st->role[a])
			b++;
		drawn += draw_textn_from(y, x + drawn, 0, width - drawn, (enum draw_role)st->role[a],
					 st->s + a, b - a);
		a = b;
	}
}
