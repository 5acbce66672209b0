/* edge-scan.c - read the "edges" array of a problem line straight into
 * integers (see edge-scan.h).
 *
 * cJSON builds one node per number: 4 nodes and about 300 bytes per
 * weighted edge, which dominates memory and time on a graph of a million
 * edges. The scanner walks the line once, finds the first "graph" member
 * of the top-level object and the first "edges" member inside it (the
 * ones cJSON_GetObjectItemCaseSensitive would return), and reads the array
 * when it is a plain list of [u, v] or [u, v, w] integer triples. Anything
 * else (floats, exponents, mixed arities, numbers past 2^53, odd syntax)
 * makes it give up, and the caller parses the line with cJSON as before, so
 * messages for malformed input do not change. */
#include "config.h"
#include "edge-scan.h"
#include "util.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct cur {
	const char *s;
	size_t n, i;
};

static void ws(struct cur *c)
{
	while (c->i < c->n && (c->s[c->i] == ' ' || c->s[c->i] == '\t' || c->s[c->i] == '\r' ||
			       c->s[c->i] == '\n'))
		c->i++;
}

static bool eat(struct cur *c, char ch)
{
	ws(c);
	if (c->i < c->n && c->s[c->i] == ch) {
		c->i++;
		return true;
	}
	return false;
}

/* A string starting at the current '"': *k and *klen give its raw body. */
static bool string(struct cur *c, const char **k, size_t *klen)
{
	size_t start;

	ws(c);
	if (c->i >= c->n || c->s[c->i] != '"')
		return false;
	start = ++c->i;
	while (c->i < c->n && c->s[c->i] != '"') {
		if (c->s[c->i] == '\\')
			c->i++;
		c->i++;
	}
	if (c->i >= c->n)
		return false;
	*k = c->s + start;
	*klen = c->i - start;
	c->i++;
	return true;
}

/* Skip one JSON value of any kind (not validated: cJSON does that). */
static bool skip_value(struct cur *c)
{
	int depth = 0;

	ws(c);
	do {
		const char *k;
		size_t kl;
		if (c->i >= c->n)
			return false;
		switch (c->s[c->i]) {
		case '"':
			if (!string(c, &k, &kl))
				return false;
			break;
		case '[':
		case '{':
			depth++;
			c->i++;
			break;
		case ']':
		case '}':
			if (--depth < 0)
				return false;
			c->i++;
			break;
		default:
			if (depth == 0) {	/* a scalar: up to the next delimiter */
				while (c->i < c->n && !strchr(",]} \t\r\n", c->s[c->i]))
					c->i++;
				return true;
			}
			c->i++;
		}
	} while (depth > 0);
	return true;
}

static bool key_is(const char *k, size_t kl, const char *want)
{
	return kl == strlen(want) && memcmp(k, want, kl) == 0;
}

/* Position c on the value of the first member named key of the object at
 * the cursor. */
static bool find_member(struct cur *c, const char *key)
{
	if (!eat(c, '{'))
		return false;
	if (eat(c, '}'))
		return false;
	for (;;) {
		const char *k;
		size_t kl;
		if (!string(c, &k, &kl) || !eat(c, ':'))
			return false;
		if (memchr(k, '\\', kl))	/* an escaped key: leave it to cJSON */
			return false;
		ws(c);
		if (key_is(k, kl, key))
			return true;
		if (!skip_value(c))
			return false;
		if (eat(c, ','))
			continue;
		return false;
	}
}

/* A plain integer of at most 15 digits (exact in a double, as cJSON
 * would read it). */
static bool integer(struct cur *c, int64_t *out)
{
	bool neg = false;
	int digits = 0;
	int64_t v = 0;

	ws(c);
	if (c->i < c->n && c->s[c->i] == '-') {
		neg = true;
		c->i++;
	}
	while (c->i < c->n && c->s[c->i] >= '0' && c->s[c->i] <= '9') {
		if (++digits > 15)
			return false;
		v = v * 10 + (c->s[c->i++] - '0');
	}
	if (digits == 0 || (c->i < c->n && strchr(".eE", c->s[c->i])))
		return false;
	*out = neg ? -v : v;
	return true;
}

static void push(struct edge_scan *e, size_t *cap, int u, int v, int64_t w)
{
	if (e->m == *cap) {
		*cap = *cap ? 2 * *cap : 1024;
		e->u = xreallocarray(e->u, *cap, sizeof *e->u);
		e->v = xreallocarray(e->v, *cap, sizeof *e->v);
		if (e->arity == 3)
			e->w = xreallocarray(e->w, *cap, sizeof *e->w);
	}
	e->u[e->m] = u;
	e->v[e->m] = v;
	if (e->arity == 3)
		e->w[e->m] = w;
	e->m++;
}

bool edge_scan(const char *s, size_t n, struct edge_scan *e)
{
	struct cur c = { s, n, 0 };
	size_t cap = 0;

	memset(e, 0, sizeof *e);
	if (!find_member(&c, "graph") || !find_member(&c, "edges"))
		return false;
	ws(&c);
	e->start = c.i;
	if (!eat(&c, '['))
		return false;
	if (!eat(&c, ']')) {
		do {
			int64_t u, v, w = 0;
			int arity = 2;
			if (!eat(&c, '[') || !integer(&c, &u) || !eat(&c, ',') || !integer(&c, &v))
				goto fail;
			if (eat(&c, ',')) {
				if (!integer(&c, &w))
					goto fail;
				arity = 3;
			}
			if (!eat(&c, ']'))
				goto fail;
			/* a node outside 0..INT_MAX: cJSON's path reports it */
			if ((e->arity && e->arity != arity) || u < 0 || v < 0 || u > INT_MAX ||
			    v > INT_MAX)
				goto fail;
			e->arity = arity;
			push(e, &cap, (int)u, (int)v, w);
		} while (eat(&c, ','));
		if (!eat(&c, ']'))
			goto fail;
	}
	e->end = c.i;
	return true;
fail:
	edge_scan_free(e);
	return false;
}

void edge_scan_free(struct edge_scan *e)
{
	free(e->u);
	free(e->v);
	free(e->w);
	memset(e, 0, sizeof *e);
}
