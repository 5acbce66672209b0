/* json-scan.c - a walk over one JSON object line (see json-scan.h).
 *
 * cJSON builds a node per value and copies every string twice over (it
 * measures, then decodes): on a line of a large graph or a long answer the
 * tree costs more than the rest of the reading. The walk finds the member
 * cJSON_GetObjectItemCaseSensitive would return, the first of that name at
 * the top level, and the caller reads its value from the bytes. Anything
 * unusual (an escaped key, a value the walk cannot pass, an escape cJSON
 * reads its own way) makes it give up, and the caller parses the line with
 * cJSON alone, so what a line means and the messages for a malformed one do
 * not change. */
#include "config.h"
#include "json-scan.h"

#include <string.h>

void json_ws(struct json_cur *c)
{
	while (c->i < c->n && (c->s[c->i] == ' ' || c->s[c->i] == '\t' || c->s[c->i] == '\r' ||
			       c->s[c->i] == '\n'))
		c->i++;
}

bool json_eat(struct json_cur *c, char ch)
{
	json_ws(c);
	if (c->i < c->n && c->s[c->i] == ch) {
		c->i++;
		return true;
	}
	return false;
}

bool json_string_raw(struct json_cur *c, const char **body, size_t *len)
{
	size_t start;

	json_ws(c);
	if (c->i >= c->n || c->s[c->i] != '"')
		return false;
	start = ++c->i;
	/* to the closing quote: a backslash takes the byte after it. The
	 * quote found is kept while the escapes before it are passed (looked
	 * up again only past an escaped one): a text of many "\n" is read
	 * once, not once per escape (its rest searched again each time) */
	for (const char *q = NULL;;) {
		const char *b;
		if (!q || (size_t)(q - c->s) < c->i)
			q = memchr(c->s + c->i, '"', c->n - c->i);
		if (!q)
			return false;
		b = memchr(c->s + c->i, '\\', (size_t)(q - c->s) - c->i);
		if (!b) {
			c->i = (size_t)(q - c->s);
			break;
		}
		c->i = (size_t)(b - c->s) + 2;
		if (c->i > c->n)
			return false;
	}
	*body = c->s + start;
	*len = c->i - start;
	c->i++;
	return true;
}

/* Past one value of any kind (not validated: cJSON does that). */
static bool skip_value(struct json_cur *c)
{
	int depth = 0;

	json_ws(c);
	do {
		const char *k;
		size_t kl;
		if (c->i >= c->n)
			return false;
		switch (c->s[c->i]) {
		case '"':
			if (!json_string_raw(c, &k, &kl))
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

bool json_find_member(struct json_cur *c, const char *key)
{
	size_t want = strlen(key);

	if (!json_eat(c, '{'))
		return false;
	if (json_eat(c, '}'))
		return false;
	for (;;) {
		const char *k;
		size_t kl;
		if (!json_string_raw(c, &k, &kl) || !json_eat(c, ':'))
			return false;
		if (memchr(k, '\\', kl))	/* an escaped key: leave it to cJSON */
			return false;
		json_ws(c);
		if (kl == want && !memcmp(k, key, kl))
			return true;
		if (!skip_value(c))
			return false;
		if (json_eat(c, ','))
			continue;
		return false;
	}
}

/* Four hex digits at p: their value, or -1. */
static long hex4(const char *p)
{
	long v = 0;

	for (int k = 0; k < 4; k++) {
		char ch = p[k];
		int d = ch >= '0' && ch <= '9' ? ch - '0' :
			ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 :
			ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* cp as UTF-8 at o; the bytes written. */
static size_t put_utf8(char *o, long cp)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xC0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xE0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		o[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (char)(0xF0 | (cp >> 18));
	o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	o[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* The escape at body[i] ('\\'): its code point (*cp) and its length in
 * body, or 0 when json_string_decode leaves it to cJSON. cJSON fails on
 * fewer than 6 bytes left for \u, on a low surrogate first, on a bad pair;
 * it reads bad hex digits as 0, which ends its string as \u0000 does: all
 * left to it. */
static size_t escape(const char *body, size_t len, size_t i, long *cp)
{
	long lo;

	if (i + 1 >= len)
		return 0;
	switch (body[i + 1]) {
	case 'b':
		*cp = '\b';
		return 2;
	case 'f':
		*cp = '\f';
		return 2;
	case 'n':
		*cp = '\n';
		return 2;
	case 'r':
		*cp = '\r';
		return 2;
	case 't':
		*cp = '\t';
		return 2;
	case '"':
	case '\\':
	case '/':
		*cp = body[i + 1];
		return 2;
	case 'u':
		if (len - i < 6 || (*cp = hex4(body + i + 2)) <= 0 || (*cp >= 0xDC00 && *cp <= 0xDFFF))
			return 0;
		if (*cp < 0xD800 || *cp > 0xDBFF)
			return 6;
		if (len - i < 12 || body[i + 6] != '\\' || body[i + 7] != 'u' ||
		    (lo = hex4(body + i + 8)) < 0xDC00 || lo > 0xDFFF)
			return 0;
		*cp = 0x10000 + (((*cp & 0x3FF) << 10) | (lo & 0x3FF));
		return 12;
	default:
		return 0;
	}
}

bool json_string_check(const char *body, size_t len)
{
	const char *bs;
	size_t i = 0, k;
	long cp;

	while ((bs = memchr(body + i, '\\', len - i))) {
		i = (size_t)(bs - body);
		if (!(k = escape(body, len, i, &cp)))
			return false;
		i += k;
	}
	return true;
}

bool json_string_decode(const char *body, size_t len, struct strbuf *sb)
{
	size_t keep = sb->len, i = 0;
	char *o;

	/* the decoded bytes are never more than the escaped ones */
	sb_add(sb, "", 0);
	if (sb->cap - sb->len < len + 1)
		xgrow(&sb->data, &sb->cap, sb->len + len + 1, 1);
	o = sb->data + sb->len;
	while (i < len) {
		const char *bs = memchr(body + i, '\\', len - i);
		size_t run = bs ? (size_t)(bs - body) - i : len - i, k;
		long cp;

		memcpy(o, body + i, run);
		o += run;
		i += run;
		if (!bs)
			break;
		if (!(k = escape(body, len, i, &cp))) {
			sb->len = keep;
			sb->data[keep] = '\0';
			return false;
		}
		o += put_utf8(o, cp);
		i += k;
	}
	*o = '\0';
	sb->len = (size_t)(o - sb->data);
	return true;
}

static bool is_digit(const struct json_cur *c, size_t i)
{
	return i < c->n && c->s[i] >= '0' && c->s[i] <= '9';
}

size_t json_number_len(const struct json_cur *c, bool *plain)
{
	size_t i = c->i, len;

	*plain = true;
	if (i < c->n && c->s[i] == '-')
		i++;
	if (!is_digit(c, i))
		return 0;
	if (c->s[i] == '0')
		i++;
	else
		while (is_digit(c, i))
			i++;
	if (i < c->n && c->s[i] == '.') {
		*plain = false;
		if (!is_digit(c, ++i))
			return 0;
		while (is_digit(c, i))
			i++;
	}
	if (i < c->n && (c->s[i] == 'e' || c->s[i] == 'E')) {
		*plain = false;
		i++;
		if (i < c->n && (c->s[i] == '+' || c->s[i] == '-'))
			i++;
		if (!is_digit(c, i))
			return 0;
		while (is_digit(c, i))
			i++;
	}
	len = i - c->i;
	/* cJSON takes the bytes of "0123456789+-eE." and strtods them: a
	 * number followed by one of those it reads otherwise */
	if (len >= 63 || (i < c->n && memchr("0123456789+-eE.", c->s[i], 15)))
		return 0;
	return len;
}

bool json_literal(struct json_cur *c, const char *w)
{
	size_t n = strlen(w);

	if (c->n - c->i < n || memcmp(c->s + c->i, w, n))
		return false;
	c->i += n;
	return true;
}

/* A member's key (no escape) and its ':'. */
static bool plain_key(struct json_cur *c)
{
	const char *k;
	size_t kl;

	return json_string_raw(c, &k, &kl) && !memchr(k, '\\', kl) && json_eat(c, ':');
}

bool json_check_value(struct json_cur *c, int depth, int depth_max)
{
	const char *b;
	size_t l;
	bool plain;

	json_ws(c);
	if (c->i >= c->n)
		return false;
	switch (c->s[c->i]) {
	case '"':
		return json_string_raw(c, &b, &l) && json_string_check(b, l);
	case '{':
		if (depth >= depth_max)
			return false;
		c->i++;
		if (json_eat(c, '}'))
			return true;
		do {
			if (!plain_key(c) || !json_check_value(c, depth + 1, depth_max))
				return false;
		} while (json_eat(c, ','));
		return json_eat(c, '}');
	case '[':
		if (depth >= depth_max)
			return false;
		c->i++;
		if (json_eat(c, ']'))
			return true;
		do {
			if (!json_check_value(c, depth + 1, depth_max))
				return false;
		} while (json_eat(c, ','));
		return json_eat(c, ']');
	case 't':
		return json_literal(c, "true");
	case 'f':
		return json_literal(c, "false");
	case 'n':
		return json_literal(c, "null");
	default:
		l = json_number_len(c, &plain);
		c->i += l;
		return l > 0;
	}
}
