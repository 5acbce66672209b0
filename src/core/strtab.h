/* strtab.h - interned strings. */
#ifndef GRAVEL_STRTAB_H
#define GRAVEL_STRTAB_H

#include <stddef.h>

/* strtab: one kept copy of each string interned (run, model and method
 * names, metric names), until strtab_clear or strtab_free. A string the
 * table returned lately is known by its address, without hashing: a live
 * copy's address is no other string's. */
struct strtab {
	char **v;
	size_t n, cap;
	size_t *idx;		/* open-addressed: index into v + 1, 0 empty */
	size_t icap;
	const char *recent[4];
	unsigned nrecent;
};
/* The table's copy of s (NULL for NULL). */
const char *strtab_intern(struct strtab *t, const char *s);
/* The table's copy of s[0..len) (no NUL in it). */
const char *strtab_intern_n(struct strtab *t, const char *s, size_t len);
/* The table's copy of s if s was interned, else NULL (nothing added). */
const char *strtab_find(const struct strtab *t, const char *s);
/* Free the copies (their addresses go stale); the table stays usable. */
void strtab_clear(struct strtab *t);
void strtab_free(struct strtab *t);

#endif
