/* text.c - cleaning, measuring and wrapping text for the screens. */
#include "config.h"
#include "text.h"
#include "draw.h"
#include "explore.h"
#include "sanitize.h"
#include "styled.h"
#include "util.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int text_char(const char *s, size_t len, size_t *bytes)
{
	unsigned char c = (unsigned char)*s;
	mbstate_t st;
	wchar_t wc;
	size_t r;
	int w;

	/* ASCII, most of any text here, needs no decoding: what mbrtowc and
	 * wcwidth say of it (a trace's state tables on 50,000 nodes spent 60%
	 * of each step key in them) */
	if (c < 0x80) {
		*bytes = 1;
		return c >= 0x20 && c < 0x7f ? 1 : -1;
	}
	memset(&st, 0, sizeof st);
	r = mbrtowc(&wc, s, len, &st);
	if (r == 0) {
		*bytes = 1;
		return -1;
	}
	if (r == (size_t)-1 || r == (size_t)-2) {
		*bytes = 1;
		return -1;
	}
	*bytes = r;
	w = wcwidth(wc);
	return w < 0 ? -1 : w;
}

size_t text_width(const char *s)
{
	size_t len = strlen(s), i = 0, cols = 0, b;

	while (i < len) {
		int w = text_char(s + i, len - i, &b);
		cols += w < 0 ? 1 : (size_t)w;
		i += b;
	}
	return cols;
}

char *text_clean(const char *s)
{
	return sanitize_dup(s, SANITIZE_LINE);
}

size_t text_wrap_next(const char *s, size_t start, size_t end, int width, size_t *line_end)
{
	size_t i = start, brk = 0, b = 1, e;
	int cols = 0;

	while (i < end) {
		int w = text_char(s + i, end - i, &b);
		if (w < 0)
			w = 1;
		if (cols + w > width)
			break;
		cols += w;
		i += b;
		if (s[i - b] == ' ')
			brk = i;
	}
	if (i >= end)
		brk = end;
	else if (s[i] == ' ')
		brk = i;
	else if (brk <= start)
		brk = i > start ? i : start + b;	/* cut a long word */
	e = brk;
	while (e > start && s[e - 1] == ' ')
		e--;
	*line_end = e;
	while (brk < end && s[brk] == ' ')
		brk++;
	return brk;
}

/* Wrap one clean line (no newline) of len bytes. */
static void wrap_line(const char *s, size_t len, int width, struct textlines *out)
{
	size_t start = 0;

	if (width < 1)
		width = 1;
	while (start < len) {
		size_t end, next = text_wrap_next(s, start, len, width, &end);

		textlines_take(out, xstrndup(s + start, end - start));
		start = next;
	}
}

void text_wrap_hanging(const char *s, int width, int indent, struct textlines *out)
{
	char *clean = text_clean(s);
	size_t len = strlen(clean), start = 0;

	if (indent < 0 || indent > width / 2)
		indent = 0;
	if (width < 1)
		width = 1;
	if (!len)
		textlines_add(out, "");
	while (start < len) {
		int w = start ? width - indent : width;
		size_t end, next = text_wrap_next(clean, start, len, w, &end);
		textlines_take(out, xasprintf("%*s%.*s", start ? indent : 0, "", (int)(end - start),
					      clean + start));
		start = next;
	}
	free(clean);
}

void text_wrap(const char *s, int width, struct textlines *out)
{
	const char *p = s ? s : "";

	for (;;) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		char *raw = xstrndup(p, n);
		char *clean;

		if (n && raw[n - 1] == '\r')
			raw[n - 1] = '\0';
		clean = text_clean(raw);
		if (!*clean)
			textlines_add(out, "");
		else
			wrap_line(clean, strlen(clean), width, out);
		free(clean);
		free(raw);
		if (!nl || !nl[1])
			break;
		p = nl + 1;
	}
}

#define PREVIEW_MAX 240

/* The length of line s's first word (up to a blank or the line's end). */
static size_t first_word(const char *s)
{
	size_t n = 0;

	while (s[n] && s[n] != ' ' && s[n] != '\t' && s[n] != '\n')
		n++;
	return n;
}

/* Where the text after a prompt's graph listing starts, or NULL: the
 * listing is the last run of three or more lines that begin with the
 * same word and name a number ("From node 0 to node 6, distance is 1", as
 * GraCoRe lists a graph before its question; two such lines are prose as
 * often: LeetCode 2467's "If Alice and Bob reach ... c / 2"). */
static const char *after_listing(const char *p)
{
	const char *line = p, *prev = NULL, *after = NULL;
	int run = 0;

	while (*line) {
		const char *nl = strchr(line, '\n'), *next = nl ? nl + 1 : line + strlen(line);
		size_t w = first_word(line);
		bool digit = false;
		for (const char *c = line; c < next; c++)
			digit = digit || (*c >= '0' && *c <= '9');
		if (!digit || !w) {
			prev = NULL;
		} else {
			if (prev && first_word(prev) == w && !strncmp(prev, line, w))
				run++;
			else
				run = 1;
			if (run >= 3)
				after = next;
			prev = line;
		}
		line = next;
	}
	while (after && (*after == ' ' || *after == '\t' || *after == '\n' || *after == '\r'))
		after++;
	return after && *after ? after : NULL;
}

char *text_preview(const char *question)
{
	const char *p = question ? question : "", *q, *end;
	struct strbuf sb;
	char *clean;
	bool space = false;

	for (q = strstr(p, "Q:"); q; q = strstr(q + 2, "Q:"))
		p = q + 2;
	if (p == question && (q = after_listing(p)))
		p = q;
	end = strstr(p, "\nA:");
	if (!end)
		end = p + strlen(p);
	sb_init(&sb);
	for (; p < end && sb.len < PREVIEW_MAX; p++) {
		unsigned char c = (unsigned char)*p;
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			space = sb.len > 0;
			continue;
		}
		if (space)
			sb_putc(&sb, ' ');
		space = false;
		sb_putc(&sb, (char)c);
	}
	if (p < end && sb.len) {
		/* cut short: do not end inside a UTF-8 sequence */
		size_t i = sb.len;
		while (i > 0 && ((unsigned char)sb.data[i - 1] & 0xc0) == 0x80)
			i--;
		if (i > 0 && (unsigned char)sb.data[i - 1] >= 0xc0) {
			unsigned char lead = (unsigned char)sb.data[i - 1];
			size_t need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
			if (sb.len - (i - 1) < need)
				sb.len = i - 1;
		}
		sb.data[sb.len] = '\0';
	}
	clean = text_clean(sb.data);
	sb_free(&sb);
	return clean;
}

void text_find_refresh(struct text_find *f, struct styled *st)
{
	size_t nl;

	if (!f->needle || !st->s || f->for_text == st->s)
		return;
	f->for_text = st->s;
	f->n = 0;
	f->cur = 0;
	free(f->saved);
	f->saved = xmalloc(st->len + 1);
	memcpy(f->saved, st->role, st->len);
	nl = strlen(f->needle);
	for (size_t i = 0; nl && i + nl <= st->len; i++) {
		if (!ex_text_contains(st->s + i, nl, f->needle, nl))
			continue;
		xgrow(&f->match, &f->cap, f->n + 1, sizeof *f->match);
		f->match[f->n++] = i;
		memset(st->role + i, ROLE_PROMPT, nl);
		i += nl - 1;
	}
}

void text_find_set(struct text_find *f, struct styled *st, const char *needle)
{
	if (f->saved && st->s && f->for_text == st->s)	/* the old highlights off */
		memcpy(st->role, f->saved, st->len);
	free(f->needle);
	f->needle = xstrdup(needle);
	f->for_text = NULL;
	text_find_refresh(f, st);
}

size_t text_find_go(struct text_find *f, struct styled *st, size_t k)
{
	if (!f->n)
		return SIZE_MAX;
	f->cur = k % f->n;
	if (st->width < 0)
		styled_wrap(st, 40);
	return styled_line_of(st, f->match[f->cur]);
}

size_t text_find_step(struct text_find *f, struct styled *st, int dir)
{
	text_find_refresh(f, st);
	if (!f->n)
		return SIZE_MAX;
	return text_find_go(f, st, dir > 0 ? f->cur + 1 : f->cur + f->n - 1);
}

void text_find_free(struct text_find *f)
{
	free(f->needle);
	free(f->match);
	free(f->saved);
	memset(f, 0, sizeof *f);
}
