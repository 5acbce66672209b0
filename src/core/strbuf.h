/* strbuf.h - growable byte buffers, and bounded formatting into a fixed one. */
#ifndef GRAVEL_STRBUF_H
#define GRAVEL_STRBUF_H

#include <stddef.h>
#include <stdint.h>

#include "compiler.h"

/* A growable byte buffer; data is always NUL-terminated. */
struct strbuf {
	char *data;
	size_t len, cap;
};
void sb_init(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_reset(struct strbuf *sb);
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_puts(struct strbuf *sb, const char *s);
void sb_putc(struct strbuf *sb, char c);
void sb_printf(struct strbuf *sb, const char *fmt, ...) ATTR_FORMAT(2, 3);
/* v in decimal (what "%lld" prints), without printf. */
void sb_put_i64(struct strbuf *sb, int64_t v);
/* s padded with spaces to width columns of bytes, on the left when width
 * is positive, on the right when negative: what "%*s" prints. */
void sb_put_padded(struct strbuf *sb, const char *s, int width);
/* v in decimal padded to width as sb_put_padded pads: "%*lld". */
void sb_put_i64w(struct strbuf *sb, int64_t v, int width);
/* Take ownership of the buffer's string; sb is reset. */
char *sb_take(struct strbuf *sb);


/* snprintf into buf (always NUL-terminated, cut at size - 1 bytes) for the
 * short messages the scorers write per answer: a format whose conversions
 * are all %d, %ld, %lld, %zu, %s or %% with no flag, width or precision is
 * written in one pass without printf's machinery; at any other conversion
 * the whole format goes to vsnprintf. */
void str_format(char *buf, size_t size, const char *fmt, ...) ATTR_FORMAT(3, 4);

#endif
