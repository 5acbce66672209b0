/* strtab.c - interned strings: one kept copy of each. */
#include "config.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static size_t strtab_hash(const char *s, size_t len)
{
	uint64_t h = 14695981039346656037ULL;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return (size_t)h;
}

const char *strtab_intern_n(struct strtab *t, const char *s, size_t len)
{
	size_t h;

	if ((t->n + 1) * 2 > t->icap) {
		size_t cap = t->icap ? t->icap * 2 : 64;
		free(t->idx);
		t->idx = xcalloc(cap, sizeof *t->idx);
		t->icap = cap;
		for (size_t i = 0; i < t->n; i++) {
			for (h = strtab_hash(t->v[i], strlen(t->v[i])) & (cap - 1); t->idx[h];
			     h = (h + 1) & (cap - 1))
				;
			t->idx[h] = i + 1;
		}
	}
	for (h = strtab_hash(s, len) & (t->icap - 1); t->idx[h]; h = (h + 1) & (t->icap - 1)) {
		const char *c = t->v[t->idx[h] - 1];
		if (!strncmp(c, s, len) && c[len] == '\0')
			return t->recent[t->nrecent++ & 3] = c;
	}
	xgrow(&t->v, &t->cap, t->n + 1, sizeof *t->v);
	t->v[t->n] = xstrndup(s, len);
	t->idx[h] = ++t->n;
	return t->recent[t->nrecent++ & 3] = t->v[t->n - 1];
}

const char *strtab_intern(struct strtab *t, const char *s)
{
	if (!s)
		return NULL;
	for (int i = 0; i < 4; i++)
		if (s == t->recent[i])
			return s;
	return strtab_intern_n(t, s, strlen(s));
}

const char *strtab_find(const struct strtab *t, const char *s)
{
	size_t len = strlen(s);

	if (!t->icap)
		return NULL;
	for (size_t h = strtab_hash(s, len) & (t->icap - 1); t->idx[h]; h = (h + 1) & (t->icap - 1))
		if (!strcmp(t->v[t->idx[h] - 1], s))
			return t->v[t->idx[h] - 1];
	return NULL;
}

void strtab_clear(struct strtab *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i]);
	t->n = 0;
	if (t->idx)
		memset(t->idx, 0, t->icap * sizeof *t->idx);
	memset(t->recent, 0, sizeof t->recent);
}

void strtab_free(struct strtab *t)
{
	strtab_clear(t);
	free(t->v);
	free(t->idx);
	memset(t, 0, sizeof *t);
}
