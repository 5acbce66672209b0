/* sanitize.c - caret notation for control characters, U+FFFD for invalid
 * UTF-8 (see sanitize.h). */
#include "config.h"
#include "sanitize.h"

#include <stdbool.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

size_t utf8_valid_len(const unsigned char *s, size_t len)
{
	unsigned c = s[0];
	size_t n;
	unsigned long cp;

	if (len == 0)
		return 0;
	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF) {
		n = 2;
		cp = c & 0x1F;
	} else if (c >= 0xE0 && c <= 0xEF) {
		n = 3;
		cp = c & 0x0F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		n = 4;
		cp = c & 0x07;
	} else {
		return 0;	/* continuation byte, C0/C1 overlong lead, F5..FF */
	}
	if (len < n)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3F);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000))
		return 0;	/* overlong */
	if (cp >= 0xD800 && cp <= 0xDFFF)
		return 0;	/* surrogate */
	if (cp > 0x10FFFF)
		return 0;
	return n;
}

static void put_caret(struct strbuf *sb, unsigned c)
{
	char buf[2] = { '^', c == 0x7F ? '?' : (char)(c + 0x40) };
	sb_add(sb, buf, 2);
}

/* The code point of the valid n-byte UTF-8 sequence at s. */
static unsigned long utf8_decode(const unsigned char *s, size_t n)
{
	static const unsigned char lead_mask[5] = { 0, 0x7F, 0x1F, 0x0F, 0x07 };
	unsigned long cp = s[0] & lead_mask[n];

	for (size_t i = 1; i < n; i++)
		cp = (cp << 6) | (s[i] & 0x3F);
	return cp;
}

/* Invisible characters that reorder or break the text around them: the
 * bidirectional embeddings, overrides, isolates and marks ("Trojan
 * Source"), and the Unicode line and paragraph separators. */
static bool is_format_control(unsigned long cp)
{
	return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
	       (cp >= 0x2066 && cp <= 0x2069);
}

void sanitize_append(struct strbuf *sb, const char *str, size_t len, unsigned flags)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	while (i < len) {
		unsigned c = s[i];
		size_t start = i, n;

		/* copy the longest run of plain printable ASCII at once */
		while (i < len && s[i] >= 0x20 && s[i] < 0x7F)
			i++;
		if (i > start) {
			sb_add(sb, str + start, i - start);
			continue;
		}
		if (c < 0x20 || c == 0x7F) {
			if ((c == '\n' && (flags & SANITIZE_KEEP_NEWLINE)) ||
			    (c == '\t' && (flags & SANITIZE_KEEP_TAB)))
				sb_putc(sb, (char)c);
			else
				put_caret(sb, c);
			i++;
			continue;
		}
		n = utf8_valid_len(s + i, len - i);
		if (n == 0) {
			sb_puts(sb, "\xEF\xBF\xBD");	/* U+FFFD */
			i++;
		} else if (n == 2 && c == 0xC2 && s[i + 1] < 0xA0) {
			sb_puts(sb, "M-");	/* C1 control U+0080..U+009F */
			put_caret(sb, s[i + 1] - 0x80);
			i += 2;
		} else if (n > 1 && is_format_control(utf8_decode(s + i, n))) {
			sb_printf(sb, "<U+%04lX>", utf8_decode(s + i, n));	/* as less(1) */
			i += n;
		} else {
			sb_add(sb, str + i, n);
			i += n;
		}
	}
}

char *sanitize_dup(const char *s, unsigned flags)
{
	struct strbuf sb;

	sb_init(&sb);
	if (s)
		sanitize_append(&sb, s, strlen(s), flags);
	return sb_take(&sb);
}

/* ---- a sanitizing stderr ---------------------------------------------- */

#if defined(__GLIBC__)
/* Bytes at the end of s[0..len) that start a UTF-8 sequence the next write
 * may complete (0..3). */
static size_t utf8_open_tail(const unsigned char *s, size_t len)
{
	for (size_t k = 1; k <= 3 && k <= len; k++) {
		unsigned c = s[len - k];
		size_t need;
		if ((c & 0xC0) == 0x80)
			continue;	/* a continuation byte: look further back */
		need = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 :
		       c >= 0xF0 && c <= 0xF4 ? 4 : 0;
		return need > k ? k : 0;
	}
	return 0;
}

struct sanitized_stream {
	int fd;
	unsigned char tail[4];	/* an unfinished UTF-8 sequence */
	size_t ntail;
	struct strbuf in, out;	/* kept allocated between writes */
	bool busy;		/* re-entered (out of memory while writing) */
};

static int write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static ssize_t sanitized_write(void *cookie, const char *buf, size_t size)
{
	struct sanitized_stream *ss = cookie;
	size_t keep;

	if (ss->busy)	/* our own fatal message from inside this function */
		return write_all(ss->fd, buf, size) == 0 ? (ssize_t)size : -1;
	ss->busy = true;
	sb_reset(&ss->in);
	sb_reset(&ss->out);
	sb_add(&ss->in, (const char *)ss->tail, ss->ntail);
	sb_add(&ss->in, buf, size);
	keep = utf8_open_tail((const unsigned char *)ss->in.data, ss->in.len);
	memcpy(ss->tail, ss->in.data + ss->in.len - keep, keep);
	ss->ntail = keep;
	sanitize_append(&ss->out, ss->in.data, ss->in.len - keep, SANITIZE_TEXT);
	ss->busy = false;
	if (ss->out.len && write_all(ss->fd, ss->out.data, ss->out.len) != 0)
		return -1;
	return (ssize_t)size;
}

static int sanitized_close(void *cookie)
{
	struct sanitized_stream *ss = cookie;

	if (ss->ntail) {	/* a sequence cut short for good: U+FFFD each */
		sb_reset(&ss->out);
		sanitize_append(&ss->out, (const char *)ss->tail, ss->ntail, SANITIZE_TEXT);
		(void)write_all(ss->fd, ss->out.data, ss->out.len);
		ss->ntail = 0;
	}
	return 0;
}

/* One stream per process (stderr): static, so nothing to free at exit. */
static struct sanitized_stream stderr_state;

void sanitize_stderr(void)
{
	static const cookie_io_functions_t io = { NULL, sanitized_write, NULL, sanitized_close };
	FILE *fp;

	if (stderr_state.fd)
		return;
	stderr_state.fd = STDERR_FILENO;
	fp = fopencookie(&stderr_state, "w", io);
	if (!fp)
		return;
	setvbuf(fp, NULL, _IONBF, 0);
	stderr = fp;
}
#else
void sanitize_stderr(void)
{
}
#endif
