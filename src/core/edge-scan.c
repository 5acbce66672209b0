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
#include "json-scan.h"
#include "util.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* A plain integer of at most 15 digits (exact in a double, as cJSON
 * would read it). */
static bool integer(struct json_cur *c, int64_t *out)
{
	bool neg = false;
	int digits = 0;
	int64_t v = 0;

	json_ws(c);
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
	struct json_cur c = { s, n, 0 };
	size_t cap = 0;

	memset(e, 0, sizeof *e);
	if (!json_find_member(&c, "graph") || !json_find_member(&c, "edges"))
		return false;
	json_ws(&c);
	e->start = c.i;
	if (!json_eat(&c, '['))
		return false;
	if (!json_eat(&c, ']')) {
		do {
			int64_t u, v, w = 0;
			int arity = 2;
			if (!json_eat(&c, '[') || !integer(&c, &u) || !json_eat(&c, ',') || !integer(&c, &v))
				goto fail;
			if (json_eat(&c, ',')) {
				if (!integer(&c, &w))
					goto fail;
				arity = 3;
			}
			if (!json_eat(&c, ']'))
				goto fail;
			/* a node outside 0..INT_MAX: cJSON's path reports it */
			if ((e->arity && e->arity != arity) || u < 0 || v < 0 || u > INT_MAX ||
			    v > INT_MAX)
				goto fail;
			e->arity = arity;
			push(e, &cap, (int)u, (int)v, w);
		} while (json_eat(&c, ','));
		if (!json_eat(&c, ']'))
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
