/* strbuf.c - growable byte buffers; str_format into a fixed buffer. */
#include "config.h"
#include "util.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* buf[*n..] += s[0..len), cut to leave room for the NUL of a size-byte buf */
static void put_cut(char *buf, size_t size, size_t *n, const char *s, size_t len)
{
	if (len > size - 1 - *n)
		len = size - 1 - *n;
	memcpy(buf + *n, s, len);
	*n += len;
}

void str_format(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap, again;
	size_t n = 0;

	if (!size)
		return;
	va_start(ap, fmt);
	va_copy(again, ap);
	for (const char *p = fmt;;) {
		const char *q = strchr(p, '%');
		char num[24], *d = num + sizeof num;
		unsigned long long x = 0;
		long long v = 0;

		put_cut(buf, size, &n, p, q ? (size_t)(q - p) : strlen(p));
		if (!q)
			break;
		p = q + 1;
		if (*p == '%' || *p == 's') {
			const char *str = *p == '%' ? "%" : va_arg(ap, const char *);
			if (!str)
				str = "(null)";	/* as glibc prints it */
			put_cut(buf, size, &n, str, strlen(str));
			p++;
			continue;
		}
		if (p[0] == 'z' && p[1] == 'u') {
			x = va_arg(ap, size_t);
			p += 2;
		} else if (p[0] == 'l' && p[1] == 'l' && p[2] == 'd') {
			v = va_arg(ap, long long);
			p += 3;
		} else if (p[0] == 'l' && p[1] == 'd') {
			v = va_arg(ap, long);
			p += 2;
		} else if (p[0] == 'd') {
			v = va_arg(ap, int);
			p++;
		} else {	/* a conversion of printf's own: all of it there */
			vsnprintf(buf, size, fmt, again);
			va_end(again);
			va_end(ap);
			return;
		}
		if (p[-1] == 'd')
			x = v < 0 ? -(unsigned long long)v : (unsigned long long)v;
		do
			*--d = (char)('0' + x % 10);
		while ((x /= 10));
		if (v < 0)
			*--d = '-';
		put_cut(buf, size, &n, d, (size_t)(num + sizeof num - d));
	}
	buf[n] = '\0';
	va_end(again);
	va_end(ap);
}

void sb_init(struct strbuf *sb)
{
	sb->data = NULL;
	sb->len = sb->cap = 0;
}

void sb_free(struct strbuf *sb)
{
	free(sb->data);
	sb_init(sb);
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->data)
		sb->data[0] = '\0';
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		xgrow(&sb->data, &sb->cap, sb->len + n + 1, 1);
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
	sb->data[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_putc(struct strbuf *sb, char c)
{
	if (sb->len + 2 > sb->cap)
		xgrow(&sb->data, &sb->cap, sb->len + 2, 1);
	sb->data[sb->len++] = c;
	sb->data[sb->len] = '\0';
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap, ap2;
	int n;

	size_t room = sb->data ? sb->cap - sb->len : 0;

	/* formatted once where it fits, which is most of the time */
	va_start(ap, fmt);
	va_copy(ap2, ap);
	n = vsnprintf(room ? sb->data + sb->len : NULL, room, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		gravel_fatal("bad format string");
	if ((size_t)n >= room) {
		xgrow(&sb->data, &sb->cap, sb->len + (size_t)n + 1, 1);
		vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	}
	sb->len += (size_t)n;
	va_end(ap);
}

void sb_put_i64(struct strbuf *sb, int64_t v)
{
	sb_put_i64w(sb, v, 0);
}

void sb_put_padded(struct strbuf *sb, const char *s, int width)
{
	size_t n = strlen(s), w = (size_t)(width < 0 ? -(long)width : width);

	if (width > 0)
		for (size_t i = n; i < w; i++)
			sb_putc(sb, ' ');
	sb_add(sb, s, n);
	if (width < 0)
		for (size_t i = n; i < w; i++)
			sb_putc(sb, ' ');
}

void sb_put_i64w(struct strbuf *sb, int64_t v, int width)
{
	char buf[24], *p = buf + sizeof buf;
	uint64_t x = v < 0 ? -(uint64_t)v : (uint64_t)v;

	*--p = '\0';
	do
		*--p = (char)('0' + x % 10);
	while ((x /= 10));
	if (v < 0)
		*--p = '-';
	sb_put_padded(sb, p, width);
}

char *sb_take(struct strbuf *sb)
{
	char *p = sb->data ? sb->data : xstrdup("");
	sb_init(sb);
	return p;
}
