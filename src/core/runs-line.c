/* runs-line.c - one runs JSONL line read without cJSON (see runs-line.h).
 *
 * cJSON makes a node per value (a malloc, a key copy, a strtod per number)
 * and runs.c's reader then looks each member up by name and frees the
 * tree: on the imported NLGraph logs that was 17,000 instructions a line
 * of 280 bytes. A plain record is read here in one walk: its members, the
 * first of each name (the one cJSON_GetObjectItemCaseSensitive returns),
 * their strings decoded as cJSON decodes them (json-scan.h), numbers read
 * as cJSON reads them (strtod with the locale's decimal point). Every
 * other value is checked to be JSON that cJSON reads. Anything else - an
 * escaped key, a number cJSON reads its own way ("01", "1.", "1.2.3") or of
 * 63 bytes or more (no buffer for it here), an escape json_string_decode
 * leaves to cJSON, bytes after the record, a record parse_line would warn
 * about - makes it give up, and the cJSON reading does all: the same
 * answers and the same messages. */
#include "config.h"
#include "runs-line.h"
#include "json-scan.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* the members read; the strings first (their buffers: sc->str[k]) */
enum { K_PROBLEM, K_RUN, K_TEXT, K_MODEL, K_METHOD, K_MISMATCH, K_SAMPLE, K_RECORDED, K_OUTPUT,
       K_PARAMS, K_EXEC, K_N };
static const char *const keys[K_N] = { "problem", "run",    "text",     "model",  "method",
				       "mismatch", "sample", "recorded", "output", "params",
				       "exec" };
_Static_assert(K_MISMATCH + 1 == RUNS_LINE_STRINGS, "a buffer for each string member");

/* deeper values are left to cJSON (it stops at 1000) */
#define DEPTH_MAX 32

bool runs_line_off;

void runs_line_scratch_free(struct runs_line_scratch *sc)
{
	for (int k = 0; k < RUNS_LINE_STRINGS; k++)
		sb_free(&sc->str[k]);
	sb_free(&sc->name);
}

/* A member's key (no escape) and its ':'. */
static bool plain_key(struct json_cur *c, const char **k, size_t *kl)
{
	return json_string_raw(c, k, kl) && !memchr(*k, '\\', *kl) && json_eat(c, ':');
}

static bool is_digit(const struct json_cur *c, size_t i)
{
	return i < c->n && c->s[i] >= '0' && c->s[i] <= '9';
}

/* A number at the cursor (JSON's grammar) and its value as cJSON reads
 * it. */
static bool number(struct json_cur *c, double *v)
{
	size_t start = c->i, len, i;
	bool plain;	/* digits, and a '-' */

	if (!(len = json_number_len(c, &plain)))
		return false;
	i = start + len;
	if (plain && len <= 16) {
		/* at most 15 digits: exact in a double, as strtod reads them */
		bool neg = c->s[start] == '-';
		int64_t x = 0;
		if (len - neg > 15)
			goto by_strtod;
		for (size_t k = start + neg; k < i; k++)
			x = x * 10 + (c->s[k] - '0');
		*v = neg ? -(double)x : (double)x;
	} else {
by_strtod:;
		char buf[64], *end;
		char point = localeconv()->decimal_point[0];
		memcpy(buf, c->s + start, len);
		buf[len] = '\0';
		for (size_t k = 0; k < len; k++)
			if (buf[k] == '.')
				buf[k] = point;
		*v = strtod(buf, &end);
		if (end != buf + len)
			return false;
	}
	c->i = i;
	return true;
}

/* One value of any kind, JSON that cJSON reads alike. */
static bool value(struct json_cur *c, int depth)
{
	return json_check_value(c, depth, DEPTH_MAX);
}

/* "recorded" at s[at]: null, or an object of numbers (what parse_line's
 * json_metrics accepts). */
static bool recorded(const char *s, size_t n, size_t at, struct metrics *ms,
		     struct runs_line_scratch *sc)
{
	struct json_cur c = { s, n, at };
	const char *k;
	size_t kl;
	double v;

	ms->n = 0;
	if (json_literal(&c, "null"))
		return true;
	if (!json_eat(&c, '{'))
		return false;
	if (json_eat(&c, '}'))
		return true;
	do {
		if (!plain_key(&c, &k, &kl) || kl >= 16 || ms->n == METRICS_MAX)
			return false;
		json_ws(&c);
		if (!number(&c, &v))
			return false;
		sb_reset(&sc->name);
		sb_add(&sc->name, k, kl);
		metrics_set(ms, sc->name.data, v);
	} while (json_eat(&c, ','));
	return true;
}

/* "params" at s[at]: layer and city, as parse_line reads them (the first
 * of each; other values ignored). */
static void params(const char *s, size_t n, size_t at, struct answer *a)
{
	struct json_cur c = { s, n, at };
	bool layer = false, city = false;
	const char *k;
	size_t kl;
	double v;

	if (!json_eat(&c, '{') || json_eat(&c, '}'))
		return;
	do {
		bool is_layer, is_city;
		if (!plain_key(&c, &k, &kl))
			return;
		json_ws(&c);
		is_layer = !layer && kl == 5 && !memcmp(k, "layer", 5);
		is_city = !city && kl == 4 && !memcmp(k, "city", 4);
		layer |= is_layer;
		city |= is_city;
		if ((is_layer || is_city) && c.i < c.n && (c.s[c.i] == '-' || is_digit(&c, c.i)) &&
		    number(&c, &v)) {
			if (is_layer && v >= 1 && v <= 16)
				a->layer = (int)ll_of(v);
			if (is_city)
				a->city = v != 0;
			continue;
		}
		if (is_city && json_literal(&c, "true")) {
			a->city = true;
			continue;
		}
		if (!value(&c, 2))
			return;
	} while (json_eat(&c, ','));
}

bool runs_line_read(const char *s, size_t n, struct runset *rs, struct runs_line_scratch *sc)
{
	struct json_cur c = { s, n, 0 };
	size_t at[K_N] = { 0 };	/* at[j] is read only when seen[j] */
	bool seen[K_N] = { false }, str[RUNS_LINE_STRINGS] = { false };
	struct metrics rec = { 0 };
	double sample = 0;
	const char *text = NULL, *prev[RUNS_LINE_STRINGS] = { NULL };
	struct answer *a;

	if (runs_line_off || !json_eat(&c, '{') || json_eat(&c, '}'))
		return false;
	do {
		const char *k, *b;
		size_t kl, l;
		int j = 0;
		if (!plain_key(&c, &k, &kl))
			return false;
		json_ws(&c);
		while (j < K_N && (seen[j] || kl != strlen(keys[j]) || memcmp(k, keys[j], kl)))
			j++;
		if (j < K_N) {
			seen[j] = true;
			at[j] = c.i;
		}
		/* the first of a string member: decoded once, here */
		if (j < RUNS_LINE_STRINGS && c.i < n && s[c.i] == '"') {
			sb_reset(&sc->str[j]);
			if (!json_string_raw(&c, &b, &l) || !json_string_decode(b, l, &sc->str[j]))
				return false;
			str[j] = true;
			continue;
		}
		if (!value(&c, 1))
			return false;
	} while (json_eat(&c, ','));
	if (!json_eat(&c, '}'))
		return false;
	/* gravel exec's lines (a few thousand, not NLGraph's logs): their
	 * "exec" object is left to cJSON */
	if (seen[K_EXEC])
		return false;
	json_ws(&c);
	if (c.i != n)
		return false;	/* cJSON reads no further: left to it */
	/* what parse_line requires, else it says why: left to it */
	if (!str[K_PROBLEM] || !sc->str[K_PROBLEM].len || !str[K_RUN] || !sc->str[K_RUN].len)
		return false;
	if (seen[K_SAMPLE]) {
		c.i = at[K_SAMPLE];
		if (!(s[c.i] == '-' || is_digit(&c, c.i)) || !number(&c, &sample) || sample < 0 ||
		    sample != floor(sample) || sample > 1e9)
			return false;
	}
	if (str[K_TEXT])
		text = sc->str[K_TEXT].data;
	else if (seen[K_TEXT] && s[at[K_TEXT]] != 'n')
		return false;	/* "text" must be a string or null */
	if (seen[K_RECORDED] && !recorded(s, n, at[K_RECORDED], &rec, sc))
		return false;
	if (!text && seen[K_OUTPUT] && s[at[K_OUTPUT]] != 'n')
		return false;	/* its JSON stands for the text: cJSON prints it */
	/* a run's lines name the same run and model: the answer before's
	 * copies, which the runset knows by their address */
	if (rs->n) {
		const struct answer *b = &rs->v[rs->n - 1];
		prev[K_RUN] = b->run;
		prev[K_MODEL] = b->model;
		prev[K_METHOD] = b->method;
		prev[K_MISMATCH] = b->mismatch;
	}
	for (int j = K_RUN; j < RUNS_LINE_STRINGS; j++)
		if (prev[j] && str[j] && strcmp(prev[j], sc->str[j].data))
			prev[j] = NULL;
	a = runset_add(rs, sc->str[K_PROBLEM].data, prev[K_RUN] ? prev[K_RUN] : sc->str[K_RUN].data,
		       (long)sample, text, text ? strlen(text) : 0);
	a->recorded = rec;
	if (seen[K_PARAMS])
		params(s, n, at[K_PARAMS], a);
	for (int j = K_MODEL; j <= K_MISMATCH; j++) {
		const char *v;
		if (!str[j])
			continue;
		v = prev[j] ? runset_intern(rs, prev[j]) : runset_intern(rs, sc->str[j].data);
		if (j == K_MODEL)
			a->model = v;
		else if (j == K_METHOD)
			a->method = v;
		else
			a->mismatch = v;
	}
	return true;
}
