/* str.c - word lists (str.h). */
#include "config.h"
#include "str.h"

bool words_next(struct words *w)
{
	const char *s = w->at;

	if (!s)
		return false;
	s += strspn(s, " ");
	if (!*s) {
		w->at = s;
		return false;
	}
	w->word = s;
	w->len = strcspn(s, " ");
	w->at = s + w->len;
	return true;
}

bool words_has(const char *list, const char *word, size_t len)
{
	for (struct words w = words_of(list); words_next(&w);)
		if (w.len == len && !memcmp(w.word, word, len))
			return true;
	return false;
}
