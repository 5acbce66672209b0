/* sanitize.h - make untrusted text (questions, model answers, ids) safe to
 * print on a terminal.
 *
 * Benchmark files and model outputs may carry escape sequences (ESC [ 2 J,
 * OSC 52 clipboard writes, BEL...) that a terminal would obey. The
 * sanitizer turns every control character into visible caret notation, as
 * `cat -v` does, and keeps everything else:
 *   - C0 controls U+0000..U+001F and DEL: "^@".."^_", "^?" (ESC is "^[");
 *     newline and tab are kept when the flags say so;
 *   - C1 controls U+0080..U+009F (UTF-8 C2 80..C2 9F): "M-^@".."M-^_";
 *   - bytes that are not valid UTF-8 (stray continuation bytes, truncated
 *     sequences, overlong forms, surrogates, code points above U+10FFFF):
 *     U+FFFD, one per offending byte;
 *   - the invisible characters that reorder or break a line: bidi
 *     embeddings, overrides, isolates and marks (U+061C, U+200E, U+200F,
 *     U+202A..U+202E, U+2066..U+2069) and U+2028, U+2029: "<U+202E>", as
 *     less(1) shows them;
 *   - valid UTF-8 otherwise: copied unchanged.
 * The result is always valid UTF-8 without control characters other than
 * the kept newline/tab. */
#ifndef GRAVEL_SANITIZE_H
#define GRAVEL_SANITIZE_H

#include <stddef.h>
#include <stdio.h>
#include "util.h"

enum sanitize_flags {
	SANITIZE_KEEP_NEWLINE = 1 << 0,	/* keep \n (multi-line text) */
	SANITIZE_KEEP_TAB = 1 << 1,	/* keep \t */
	SANITIZE_TEXT = SANITIZE_KEEP_NEWLINE | SANITIZE_KEEP_TAB,
	SANITIZE_LINE = 0,	/* one line: \n becomes ^J, \t ^I */
};

/* Append the sanitized form of s[0..len) to sb. */
void sanitize_append(struct strbuf *sb, const char *s, size_t len, unsigned flags);
/* Sanitized copy of the NUL-terminated s (malloc'd; NULL gives ""). */
char *sanitize_dup(const char *s, unsigned flags);
/* Length of the valid UTF-8 sequence at s[0..len), or 0 when s does not
 * start one. */
size_t utf8_valid_len(const unsigned char *s, size_t len);

/* Route stderr through an unbuffered stream that sanitizes everything
 * written to it (SANITIZE_TEXT: newlines and tabs kept; a UTF-8 sequence
 * split between two writes is joined first): whatever a message quotes
 * from the input (ids, keys, found bytes, file names) reaches the terminal
 * without escape sequences. Messages only: data goes to stdout, exact.
 * Does nothing where the C library has no fopencookie (glibc's). */
void sanitize_stderr(void);

#endif
