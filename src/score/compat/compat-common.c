/* compat-common.c - policy "compat": text helpers shared by the task
 * scorers, and the yes/no and single-number tasks (connectivity, cycle,
 * flow). The quirk list is in compat.h. */
#include "config.h"
#include "compat.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

void ctext_init(struct ctext *c, const char *text, size_t len)
{
	const char *nul = memchr(text, '\0', len);
	unsigned char *o;
	size_t i = 0;

	if (nul)		/* a stray NUL ends the text */
		len = (size_t)(nul - text);
	c->s = xmalloc(len + 1);
	o = (unsigned char *)c->s;
#ifdef __SSE2__
	/* sixteen bytes at a time: 'A'..'Z' gain 0x20 (signed compares:
	 * bytes from 0x80 are negative, never upper case) */
	const __m128i a1 = _mm_set1_epi8('A' - 1), z1 = _mm_set1_epi8('Z' + 1);
	const __m128i bit = _mm_set1_epi8(0x20);
	for (; i + 16 <= len; i += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(text + i));
		__m128i up = _mm_and_si128(_mm_cmpgt_epi8(x, a1), _mm_cmplt_epi8(x, z1));
		_mm_storeu_si128((__m128i *)(void *)(o + i), _mm_or_si128(x, _mm_and_si128(up, bit)));
	}
#endif
	/* eight bytes at a time: a high bit marks each byte in 'A'..'Z' (of
	 * those without their own high bit), moved down to 0x20 */
	for (; i + 8 <= len; i += 8) {
		const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
		uint64_t x, b, up;
		memcpy(&x, text + i, 8);
		b = x & ~highs;
		up = (b + ones * (0x80 - 'A')) & ~(b + ones * (0x80 - 'Z' - 1)) & ~x & highs;
		x |= up >> 2;
		memcpy(o + i, &x, 8);
	}
	for (; i < len; i++) {
		unsigned char ch = (unsigned char)text[i];
		o[i] = (unsigned char)(ch | ((unsigned)(ch - 'A') < 26u) << 5);
	}
	c->s[len] = '\0';
	c->len = len;
}

void ctext_free(struct ctext *c)
{
	free(c->s);
	c->s = NULL;
	c->len = 0;
}

long cfind(const struct ctext *c, const char *needle, long from)
{
	const char *p;

	if (from < 0 || (size_t)from > c->len)
		return -1;
	p = strstr(c->s + from, needle);
	return p ? (long)(p - c->s) : -1;
}

long crfind(const struct ctext *c, const char *needle)
{
	size_t n = strlen(needle);

	if (!n)
		return (long)c->len;
	/* from the end back: the last place the first byte matches first */
	for (size_t end = c->len + 1; end >= n + 1;) {
		const char *p = memrchr(c->s, needle[0], end - n);
		if (!p)
			break;
		if (!memcmp(p, needle, n))
			return (long)(p - c->s);
		end = (size_t)(p - c->s) + n;
	}
	return -1;
}

static int is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

static int64_t push_digit(int64_t num, char ch)
{
	/* saturate before multiplying: COMPAT_BIG * 10 overflows int64_t */
	if (num > (COMPAT_BIG - (ch - '0')) / 10)
		return COMPAT_BIG;
	return num * 10 + (ch - '0');
}

size_t compat_numbers(const struct ctext *c, long pos, size_t max, int64_t stop_at,
		      int64_t **out)
{
	size_t n = 0, cap = 0;
	int64_t num = 0;
	int flag = 0;

	*out = NULL;
	for (size_t i = pos < 0 ? 0 : (size_t)pos; i < c->len; i++) {
		if (is_digit(c->s[i])) {
			num = push_digit(num, c->s[i]);
			flag = 1;
			continue;
		}
		if (flag) {
			if (n == cap)	/* room for max at once when there is one */
				xgrow(out, &cap, max && max <= 4096 ? max : n + 1, sizeof **out);
			(*out)[n++] = num;
			if ((max && n == max) || (stop_at >= 0 && num == stop_at))
				break;
			flag = 0;
		}
		num = 0;
	}
	return n;
}

int64_t compat_number_after(const struct ctext *c, long pos)
{
	size_t i = pos < 0 ? 0 : (size_t)pos;
	int64_t num = 0;

	while (i < c->len && !is_digit(c->s[i]))
		i++;
	while (i < c->len && is_digit(c->s[i]))
		num = push_digit(num, c->s[i++]);
	return num;
}

int compat_has_edge(const struct graph *g, int64_t u, int64_t v)
{
	if (u < 0 || v < 0 || u >= g->n || v >= g->n)
		return 0;
	return graph_has_edge(g, (int)u, (int)v);
}

static int query_st(const struct score_input *in, long *s, long *t, char **err)
{
	if (!problem_query_int(in->p, "source", s) || !problem_query_int(in->p, "target", t)) {
		*err = xasprintf("%s: query has no source and target", in->p->id);
		return -1;
	}
	return 0;
}

int compat_connectivity(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	const cJSON *c = in->p->gold_answer ?
		cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "connected") : NULL;
	size_t votes = 0, ns = 0;
	char phrase[96];
	long s, t;
	int label;

	(void)st;
	if (query_st(in, &s, &t, err) != 0)
		return -1;
	if (cJSON_IsBool(c))
		label = cJSON_IsTrue(c);
	else if (in->p->difficulty && !strcmp(in->p->difficulty, "line"))
		label = 1;	/* attack sets: every line query is connected */
	else if (in->p->difficulty && !strcmp(in->p->difficulty, "clique"))
		label = 0;
	else {
		*err = xasprintf("%s: no gold answer (connected)", in->p->id);
		return -1;
	}
	str_format(phrase, sizeof phrase, "there is a path between node %ld and node %ld", s, t);
	for (size_t k = 0; k < in->ns; k++) {
		struct ctext ct;
		int yes;

		if (!in->texts[k])
			continue;
		ns++;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		yes = cfind(&ct, "the answer is yes", 0) >= 0 || cfind(&ct, phrase, 0) >= 0;
		votes += yes == label;
		ctext_free(&ct);
	}
	metrics_set(&out->metrics, "res", 2 * votes >= in->ns ? 1 : 0);
	out->unparsed = false;	/* no phrase simply means "no" */
	(void)ns;
	return 0;
}

/* The first "there is no cycle" (*no) and "there is a cycle" (*a), -1 for
 * none: one pass over the text's "there is ". With loops, "there is no
 * loop" and "there is a loop" count as those. */
static void cycle_phrases(const struct ctext *c, bool loops, long *no, long *a)
{
	long at = 0;

	*no = *a = -1;
	while ((*no < 0 || *a < 0) && (at = cfind(c, "there is ", at)) >= 0) {
		const char *rest = c->s + at + 9;
		if (*no < 0 && (!prefixcmp(rest, "no cycle") || (loops && !prefixcmp(rest, "no loop"))))
			*no = at;
		else if (*a < 0 && (!prefixcmp(rest, "a cycle") || (loops && !prefixcmp(rest, "a loop"))))
			*a = at;
		at++;
	}
}

int compat_cycle_res(const struct score_input *in, bool loops, enum cycle_label label,
		     size_t *parsed)
{
	long idx = in->p->index, n = in->set_size;
	size_t votes = 0;

	*parsed = 0;
	for (size_t k = 0; k < in->ns; k++) {
		struct ctext ct;
		long p1, p2;

		if (!in->texts[k])
			continue;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		cycle_phrases(&ct, loops, &p1, &p2);
		ctext_free(&ct);
		*parsed += p1 >= 0 || p2 >= 0;
		p1 = p1 < 0 ? 1000000000L : p1;
		p2 = p2 < 0 ? 1000000000L : p2;
		if (label == CYCLE_BY_INDEX ? (idx * 2 < n && p1 < p2) || (idx * 2 > n && p2 < p1) :
		    label == CYCLE_ACYCLIC  ? p1 < p2 :
					      p2 < p1)
			votes++;
	}
	return 2 * votes >= in->ns ? 1 : 0;
}

int compat_cycle(const struct score_input *in, struct score_runstate *st, struct score_result *out,
		 char **err)
{
	size_t parsed;
	int res;

	(void)st;
	if (in->p->index < 0) {
		*err = xasprintf("%s: the cycle label needs a numeric index", in->p->id);
		return -1;
	}
	res = compat_cycle_res(in, false, CYCLE_BY_INDEX, &parsed);
	metrics_set(&out->metrics, "res", res);
	out->unparsed = parsed == 0;
	return 0;
}

int compat_flow(const struct score_input *in, struct score_runstate *st, struct score_result *out,
		char **err)
{
	const cJSON *v = in->p->gold_answer ?
		cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "value") : NULL;
	size_t v1 = 0, v2 = 0, parsed = 0;
	char phrase[96];
	long s, t;

	(void)st;
	if (query_st(in, &s, &t, err) != 0)
		return -1;
	if (!cJSON_IsNumber(v)) {
		*err = xasprintf("%s: no gold answer (value)", in->p->id);
		return -1;
	}
	str_format(phrase, sizeof phrase, "the maximum flow from node %ld to node %ld", s, t);
	for (size_t k = 0; k < in->ns; k++) {
		struct ctext ct;
		long pos;

		if (!in->texts[k])
			continue;
		ctext_init(&ct, in->texts[k], in->lens[k]);
		pos = cfind(&ct, phrase, 0);
		if (pos >= 0) {
			parsed++;
			v1++;
			pos += (long)strlen(phrase) + 1;
			if ((double)compat_number_after(&ct, pos) == v->valuedouble)
				v2++;
		}
		ctext_free(&ct);
	}
	metrics_set(&out->metrics, "res1", 2 * v1 > in->ns ? 1 : 0);
	metrics_set(&out->metrics, "res2", 2 * v2 > in->ns ? 1 : 0);
	out->unparsed = parsed == 0;
	return 0;
}

/* the policy compat of these tasks (score-ops.h) */
const struct score_ops connectivity_compat_ops = {
	.score = compat_connectivity,
	.primary = "res",
};
const struct score_ops cycle_compat_ops = {
	.score = compat_cycle,
	.primary = "res",
	.differs_why = compat_cycle_why,
};
const struct score_ops flow_compat_ops = {
	.score = compat_flow,
	.primary = "res2",
};
