/* sanitize.c - caret notation for control characters, U+FFFD for invalid
 * UTF-8 (see sanitize.h). */
#include "config.h"
#include "sanitize.h"

#include <string.h>

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
