/* edit.c - the in-screen line editor (edit.h). */
#include "config.h"
#include "edit.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

static bool is_cont(unsigned char c)
{
	return (c & 0xc0) == 0x80;
}

/* Bytes of the sequence a lead byte starts, 0 when it cannot start one. */
static size_t seq_len(unsigned char c)
{
	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		return 2;
	if (c >= 0xe0 && c <= 0xef)
		return 3;
	if (c >= 0xf0 && c <= 0xf4)
		return 4;
	return 0;
}

/* Is s[0..n) one well-formed UTF-8 character (no overlong form,
 * surrogate or value past U+10FFFF)? */
static bool valid_seq(const unsigned char *s, size_t n)
{
	unsigned long cp;

	if (n == 1)
		return s[0] < 0x80;
	for (size_t i = 1; i < n; i++)
		if (!is_cont(s[i]))
			return false;
	if (n == 2)
		return true;	/* 0xc2.. excludes the overlong forms */
	if (n == 3) {
		cp = (s[0] & 0x0fUL) << 12 | (s[1] & 0x3fUL) << 6 | (s[2] & 0x3fUL);
		return cp >= 0x800 && (cp < 0xd800 || cp > 0xdfff);
	}
	cp = (s[0] & 0x07UL) << 18 | (s[1] & 0x3fUL) << 12 | (s[2] & 0x3fUL) << 6 |
	     (s[3] & 0x3fUL);
	return cp >= 0x10000 && cp <= 0x10ffff;
}

/* Length of the longest prefix of s that is valid UTF-8. */
static size_t valid_prefix(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len) {
		size_t n = seq_len((unsigned char)s[i]);
		if (!n || i + n > len || !valid_seq((const unsigned char *)s + i, n))
			break;
		i += n;
	}
	return i;
}

void edit_init(struct edit *e, const char *text, size_t max)
{
	memset(e, 0, sizeof *e);
	sb_init(&e->buf);
	e->max = max;
	if (text) {
		size_t n = valid_prefix(text, strlen(text));
		if (n > max)
			n = max;
		while (n > 0 && is_cont((unsigned char)text[n]))
			n--;	/* cut at a character boundary */
		sb_add(&e->buf, text, n);
	}
	e->cur = e->buf.len;
}

void edit_free(struct edit *e)
{
	sb_free(&e->buf);
}

static size_t prev_cp(const struct edit *e, size_t i)
{
	if (i == 0)
		return 0;
	i--;
	while (i > 0 && is_cont((unsigned char)e->buf.data[i]))
		i--;
	return i;
}

static size_t next_cp(const struct edit *e, size_t i)
{
	if (i >= e->buf.len)
		return e->buf.len;
	i++;
	while (i < e->buf.len && is_cont((unsigned char)e->buf.data[i]))
		i++;
	return i;
}

/* Remove bytes [from, to) of the text. */
static void cut(struct edit *e, size_t from, size_t to)
{
	struct strbuf *b = &e->buf;

	if (to <= from)
		return;
	memmove(b->data + from, b->data + to, b->len - to + 1);
	b->len -= to - from;
	if (e->cur >= to)
		e->cur -= to - from;
	else if (e->cur > from)
		e->cur = from;
}

static void insert(struct edit *e, const unsigned char *s, size_t n)
{
	struct strbuf *b = &e->buf;
	size_t tail = b->len - e->cur;

	if (b->len + n > e->max)
		return;
	sb_add(b, (const char *)s, n);	/* grow; then move into place */
	memmove(b->data + e->cur + n, b->data + e->cur, tail);
	memcpy(b->data + e->cur, s, n);
	b->data[b->len] = '\0';
	e->cur += n;
}

static void type_byte(struct edit *e, unsigned char c)
{
	if (e->npend) {
		if (!is_cont(c)) {
			e->npend = 0;	/* an unfinished character: dropped */
		} else {
			e->pend[e->npend++] = c;
			if (e->npend == e->need) {
				if (valid_seq(e->pend, e->npend))
					insert(e, e->pend, e->npend);
				e->npend = 0;
			}
			return;
		}
	}
	e->need = seq_len(c);
	if (e->need == 1) {
		if (c >= 0x20 && c != 0x7f)
			insert(e, &c, 1);
	} else if (e->need > 1) {
		e->pend[0] = c;
		e->npend = 1;
	}
}

static bool blank(char c)
{
	return c == ' ' || c == '\t';
}

enum edit_result edit_key(struct edit *e, enum edit_key k, int byte)
{
	size_t i;

	if (k != EK_BYTE)
		e->npend = 0;
	switch (k) {
	case EK_BYTE:
		type_byte(e, (unsigned char)byte);
		break;
	case EK_LEFT:
		e->cur = prev_cp(e, e->cur);
		break;
	case EK_RIGHT:
		e->cur = next_cp(e, e->cur);
		break;
	case EK_HOME:
		e->cur = 0;
		break;
	case EK_END:
		e->cur = e->buf.len;
		break;
	case EK_BACKSPACE:
		cut(e, prev_cp(e, e->cur), e->cur);
		break;
	case EK_DELETE:
		cut(e, e->cur, next_cp(e, e->cur));
		break;
	case EK_KILL_WORD:
		i = e->cur;
		while (i > 0 && blank(e->buf.data[i - 1]))
			i--;
		while (i > 0 && !blank(e->buf.data[i - 1]))
			i--;
		cut(e, i, e->cur);
		break;
	case EK_KILL_START:
		cut(e, 0, e->cur);
		break;
	case EK_KILL_END:
		cut(e, e->cur, e->buf.len);
		break;
	case EK_ENTER:
		return EDIT_ACCEPT;
	case EK_CANCEL:
		return EDIT_CANCEL;
	case EK_NONE:
		break;
	}
	return EDIT_CONTINUE;
}

size_t edit_cursor_chars(const struct edit *e)
{
	size_t n = 0;

	for (size_t i = 0; i < e->cur; i++)
		n += !is_cont((unsigned char)e->buf.data[i]);
	return n;
}

/* Display columns of bytes [0, end) of the text. */
static size_t cols_to(const struct edit *e, size_t end)
{
	size_t i = 0, cols = 0, b;

	while (i < end) {
		int w = text_char(e->buf.data + i, end - i, &b);
		cols += w < 0 ? 1 : (size_t)w;
		i += b;
	}
	return cols;
}

size_t edit_cursor_col(const struct edit *e)
{
	return cols_to(e, e->cur);
}

void edit_draw(struct edit *e, int y, int x, int width, enum draw_role r,
	       enum draw_role cursor_role)
{
	size_t col = cols_to(e, e->cur), b = 1;
	int w = 1;

	if (width < 2)
		return;
	draw_fill(y, x, width, r);
	/* keep the cursor cell inside [scroll, scroll + width) */
	if (col < e->scroll)
		e->scroll = col;
	if (col + 1 > e->scroll + (size_t)width)
		e->scroll = col + 1 - (size_t)width;
	draw_text_from(y, x, (int)e->scroll, width, r, e->buf.data);
	if (e->cur < e->buf.len) {
		w = text_char(e->buf.data + e->cur, e->buf.len - e->cur, &b);
		if (w < 1)
			w = 1;
	}
	if (col + (size_t)w > e->scroll + (size_t)width)
		return;
	if (e->cur < e->buf.len)
		draw_textn_from(y, x + (int)(col - e->scroll), 0, w, cursor_role,
				e->buf.data + e->cur, b);
	else
		draw_fill(y, x + (int)(col - e->scroll), 1, cursor_role);
}
