/* str.h - comparing and splitting C strings without counting lengths by
 * hand: prefixes, suffixes, counted tokens, space-separated word lists. */
#ifndef GRAVEL_STR_H
#define GRAVEL_STR_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "compiler.h"

/* The length of a string literal, counted by the compiler (no NUL). */
#define STRING_SIZE(lit) (sizeof("" lit) - 1)

/* 0 when s starts with prefix, as strncmp(s, prefix, strlen(prefix)):
 * s is read no further than the first byte that differs, so it need not be
 * NUL-terminated past that. Inline, so a literal prefix's length folds. */
static ATTR_INLINE int prefixcmp(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix));
}

/* 0 when s (of slen bytes, the rest unread; -1: strlen(s)) ends with
 * suffix and is longer than it, a bare suffix (".jsonl" alone) being no
 * name with that suffix; nonzero otherwise. */
static ATTR_INLINE int suffixcmp(const char *s, long slen, const char *suffix)
{
	size_t len = slen >= 0 ? (size_t)slen : strlen(s);
	size_t sl = strlen(suffix);

	return sl < len ? memcmp(s + len - sl, suffix, sl) : -1;
}

/* Whether the counted token s[0..len) (not NUL-terminated) is word. */
static ATTR_INLINE bool token_is(const char *s, size_t len, const char *word)
{
	return strlen(word) == len && !memcmp(s, word, len);
}

/* The words of a space-separated list, such as a task row's query and
 * answer keys ("path length"); runs of spaces separate as one:
 *
 *	for (struct words w = words_of(list); words_next(&w);)
 *		use(w.word, w.len);
 *
 * A NULL list has no words. */
struct words {
	const char *at;		/* the rest of the list */
	const char *word;	/* the current word, not NUL-terminated */
	size_t len;
};
static inline struct words words_of(const char *list)
{
	return (struct words){ list, NULL, 0 };
}
/* Step to the next word; false at the end of the list. */
bool words_next(struct words *w);
/* Whether word[0..len) is one of list's words. */
bool words_has(const char *list, const char *word, size_t len);

#endif
