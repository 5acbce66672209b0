/* inspect-slim.c - an Inspect sample cut to the members the importer reads
 * (see inspect-slim.h). */
#include "config.h"
#include "inspect-slim.h"
#include "json-scan.h"
#include "util.h"

#include <string.h>

#define KEPT_MAX 16		/* members kept: more is no sample of Inspect's */

/* Whether foreign_inspect_sample reads the top-level member named
 * key[0..len) (as written: no escape in it) under o. */
static bool member_read(const char *key, size_t len, const struct foreign_opts *o)
{
	static const char *const always[] = { "id", "epoch", "output", "scores", "attachments" };
	const char *f = o->match_field;

	for (size_t k = 0; k < ARRAY_SIZE(always); k++)
		if (strlen(always[k]) == len && !memcmp(always[k], key, len))
			return true;
	if (!f || !strcmp(f, "id") || !strcmp(f, "position"))
		return false;
	return (len == 8 && !memcmp(key, "metadata", 8)) || (len == 5 && !memcmp(key, "input", 5)) ||
	       (strlen(f) == len && !memcmp(f, key, len));
}

size_t inspect_slim(char *text, size_t len, const struct foreign_opts *o)
{
	struct json_cur c = { text, len, 0 };
	size_t from[KEPT_MAX], to[KEPT_MAX], nkept = 0, w;

	if (!json_eat(&c, '{') || json_eat(&c, '}'))
		return 0;	/* not an object, or nothing to cut */
	do {
		const char *key;
		size_t klen, at;
		bool keep;

		json_ws(&c);
		at = c.i;
		if (!json_string_raw(&c, &key, &klen) || memchr(key, '\\', klen) ||
		    !json_eat(&c, ':') || !json_check_value(&c, 1, SLIM_DEPTH))
			return 0;
		keep = member_read(key, klen, o);
		if (keep && nkept == KEPT_MAX)
			return 0;
		if (keep) {
			from[nkept] = at;
			to[nkept++] = c.i;
		}
	} while (json_eat(&c, ','));
	if (!json_eat(&c, '}'))
		return 0;
	/* what follows the object is not read (cJSON stops there too) */
	text[0] = '{';
	w = 1;
	for (size_t k = 0; k < nkept; k++) {
		if (k)
			text[w++] = ',';
		memmove(text + w, text + from[k], to[k] - from[k]);
		w += to[k] - from[k];
	}
	text[w++] = '}';
	text[w] = 0;
	return w;
}
