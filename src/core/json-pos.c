/* json-pos.c - the line and column of a value in JSON text, by its path
 * (see json-pos.h). One pass, no allocation. */
#include "config.h"
#include "json-pos.h"
#include "util.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct scan {
	const char *s;
	size_t len, i;
};

/* Blanks as cJSON skips them (it parsed the text): every byte 1-32, not
 * only JSON's four, or a form feed before a value hides every position. */
static void skip_ws(struct scan *c)
{
	while (c->i < c->len && (unsigned char)c->s[c->i] <= ' ' && c->s[c->i])
		c->i++;
}

/* Past the string that starts at c->i (a '"'): to the next quote that an
 * even run of backslashes (or none) precedes, found with memchr. */
static bool skip_string(struct scan *c)
{
	size_t i = c->i + 1;

	while (i < c->len) {
		const char *q = memchr(c->s + i, '"', c->len - i);
		size_t at, bs = 0;
		if (!q)
			break;
		at = (size_t)(q - c->s);
		while (at - bs > c->i + 1 && c->s[at - bs - 1] == '\\')
			bs++;
		i = at + 1;
		if (bs % 2 == 0) {
			c->i = i;
			return true;
		}
	}
	c->i = c->len;
	return false;
}

/* Past the value at c->i: strings, nested containers and scalars. The
 * nesting is counted, not recursed into: deep documents cost no stack. */
static bool skip_value(struct scan *c)
{
	size_t depth = 0;

	skip_ws(c);
	do {
		if (c->i >= c->len)
			return false;
		switch (c->s[c->i]) {
		case '"':
			if (!skip_string(c))
				return false;
			break;
		case '{':
		case '[':
			depth++;
			c->i++;
			break;
		case '}':
		case ']':
			if (!depth)
				return false;
			depth--;
			c->i++;
			break;
		default:
			if (!depth) {	/* a scalar: up to a delimiter */
				while (c->i < c->len && !strchr(",]} \t\r\n", c->s[c->i]))
					c->i++;
				return true;
			}
			c->i++;
		}
	} while (depth);
	return true;
}

/* Into the member key[0..klen) of the object at c->i. */
static bool enter_key(struct scan *c, const char *key, size_t klen)
{
	skip_ws(c);
	if (c->i >= c->len || c->s[c->i] != '{')
		return false;
	c->i++;
	for (;;) {
		size_t k0;
		bool match;
		skip_ws(c);
		if (c->i >= c->len || c->s[c->i] != '"')
			return false;
		k0 = c->i + 1;
		if (!skip_string(c))
			return false;
		match = c->i - 1 - k0 == klen && !memcmp(c->s + k0, key, klen);
		skip_ws(c);
		if (c->i >= c->len || c->s[c->i] != ':')
			return false;
		c->i++;
		skip_ws(c);
		if (match)
			return true;
		if (!skip_value(c))
			return false;
		skip_ws(c);
		if (c->i >= c->len || c->s[c->i] != ',')
			return false;
		c->i++;
	}
}

/* Into element k of the array at c->i. */
static bool enter_index(struct scan *c, unsigned long k)
{
	skip_ws(c);
	if (c->i >= c->len || c->s[c->i] != '[')
		return false;
	c->i++;
	for (unsigned long n = 0;; n++) {
		skip_ws(c);
		if (n == k)
			return c->i < c->len && c->s[c->i] != ']';
		if (!skip_value(c))
			return false;
		skip_ws(c);
		if (c->i >= c->len || c->s[c->i] != ',')
			return false;
		c->i++;
	}
}

void json_line_col(const char *text, size_t off, long *line, long *col)
{
	size_t start = 0;

	*line = 1;
	for (size_t i = 0; i < off; i++)
		if (text[i] == '\n') {
			++*line;
			start = i + 1;
		}
	*col = (long)(off - start) + 1;
}

/* Move c to the value at path; false when it is not there. */
static bool walk(struct scan *c, const char *path)
{
	const char *p = path;

	while (*p) {
		if (*p == '[') {
			char *e;
			unsigned long k = strtoul(p + 1, &e, 10);
			if (e == p + 1 || *e != ']' || !enter_index(c, k))
				return false;
			p = e + 1;
		} else {
			size_t n;
			if (*p == '.')
				p++;
			n = strcspn(p, ".[");
			if (!n || !enter_key(c, p, n))
				return false;
			p += n;
		}
	}
	return true;
}

int json_pos(const char *text, size_t len, const char *path, long *line, long *col)
{
	struct scan c = { text, len, 0 };

	*line = *col = 0;
	if (!walk(&c, path))
		return -1;
	skip_ws(&c);
	if (c.i >= len)
		return -1;
	json_line_col(text, c.i, line, col);
	return 0;
}

size_t json_item_lines(const char *text, size_t len, const char *path, long *line, long *col,
		       size_t n)
{
	struct scan c = { text, len, 0 };
	size_t found = 0, last = 0;
	long ln = 1, cl = 1;
	bool object;

	if (!walk(&c, path))
		return 0;
	skip_ws(&c);
	if (c.i >= len || (text[c.i] != '{' && text[c.i] != '['))
		return 0;
	object = text[c.i] == '{';
	c.i++;
	while (found < n) {
		skip_ws(&c);
		if (c.i >= len || text[c.i] == (object ? '}' : ']'))
			break;
		/* the item's line and column, counted on from the last one's */
		for (const char *p = text + last, *nl;; p = nl + 1) {
			nl = memchr(p, '\n', c.i - (size_t)(p - text));
			if (!nl) {
				cl += (long)(c.i - (size_t)(p - text));
				break;
			}
			ln++;
			cl = 1;
		}
		last = c.i;
		line[found] = ln;
		col[found] = cl;
		found++;
		if (object) {
			if (text[c.i] != '"' || !skip_string(&c))
				break;
			skip_ws(&c);
			if (c.i >= len || text[c.i] != ':')
				break;
			c.i++;
		}
		if (!skip_value(&c))
			break;
		skip_ws(&c);
		if (c.i >= len || text[c.i] != ',')
			break;
		c.i++;
	}
	return found;
}

long json_col(const char *text, size_t len, const char *path)
{
	long l, c;

	if (path && json_pos(text, len, path, &l, &c) == 0 && l == 1)
		return c;
	json_pos(text, len, "", &l, &c);
	return l == 1 ? c : 1;
}

int json_pos_near(const char *text, size_t len, const char *path, long *line, long *col)
{
	char *p;
	size_t n;
	int rc = -1;

	*line = *col = 0;
	if (!path || !*path)
		return -1;
	p = xstrdup(path);
	n = strlen(p);
	while (n && (rc = json_pos(text, len, p, line, col)) != 0) {
		/* cut the last step: a key (".k"), an index ("[i]"), or a word
		 * straight after an index ("[1]word", from a message) */
		char *cut = strrchr(p, '.'), *br = strrchr(p, '['), *close = strrchr(p, ']');
		if (br > cut)
			cut = br;
		if (close && close + 1 < p + n && close + 1 > cut)
			cut = close + 1;
		n = cut ? (size_t)(cut - p) : 0;
		p[n] = '\0';
	}
	free(p);
	return n ? 0 : -1;
}
