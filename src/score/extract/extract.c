/* extract.c - scanning helpers for answer extraction: the lower-cased
 * copy, the answer region, words, node mentions, numbers and node
 * sequences (see extract.h). The per-task rules are in extract-task.c. */
#include "config.h"
#include "extract.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define XNUM_MAX ((int64_t)1 << 40)

/* Byte classes, one look-up each: ASCII letters, digits, and '_' (a word
 * byte with them). */
enum { C_ALPHA = 1, C_DIGIT = 2, C_UNDER = 4 };
static const unsigned char cls[256] = {
#define C1(c) ((c) >= 'a' && (c) <= 'z' ? C_ALPHA : (c) >= 'A' && (c) <= 'Z' ? C_ALPHA : \
	       (c) >= '0' && (c) <= '9' ? C_DIGIT : (c) == '_' ? C_UNDER : 0)
#define C4(c) C1(c), C1((c) + 1), C1((c) + 2), C1((c) + 3)
#define C16(c) C4(c), C4((c) + 4), C4((c) + 8), C4((c) + 12)
#define C64(c) C16(c), C16((c) + 16), C16((c) + 32), C16((c) + 48)
	C64(0), C64(64), C64(128), C64(192)
#undef C64
#undef C16
#undef C4
#undef C1
};

static bool is_alnum(int c)
{
	return cls[(unsigned char)c] != 0;
}

/* What extract_lower makes of each byte: one table look-up a byte, no
 * branch (the fuzzing builds trace every comparison). */
static const unsigned char lower_map[256] = {
#define L1(c) ((c) >= 'A' && (c) <= 'Z' ? (c) - 'A' + 'a' : \
	       (c) == '*' || (c) == '`' || (c) == '#' || (c) == 0 ? ' ' : (c))
#define L4(c) L1(c), L1((c) + 1), L1((c) + 2), L1((c) + 3)
#define L16(c) L4(c), L4((c) + 4), L4((c) + 8), L4((c) + 12)
#define L64(c) L16(c), L16((c) + 16), L16((c) + 32), L16((c) + 48)
	L64(0), L64(64), L64(128), L64(192)
#undef L64
#undef L16
#undef L4
#undef L1
};

char *extract_lower(const char *text, size_t len)
{
	char *s = xmalloc(len + 1);
	size_t i = 0;
	const unsigned char *t = (const unsigned char *)text;

#ifdef __SSE2__
	/* 16 bytes at a time: what lower_map does, by lanes (A-Z gain 0x20;
	 * '*', '`', '#' and NUL become spaces) */
	const __m128i a1 = _mm_set1_epi8('A' - 1), z1 = _mm_set1_epi8('Z' + 1);
	const __m128i bit = _mm_set1_epi8(0x20), sp = _mm_set1_epi8(' ');
	const __m128i star = _mm_set1_epi8('*'), tick = _mm_set1_epi8('`');
	const __m128i hash = _mm_set1_epi8('#'), zero = _mm_setzero_si128();
	for (; i + 16 <= len; i += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(t + i));
		/* signed compares: bytes from 0x80 are negative, never A-Z */
		__m128i up = _mm_and_si128(_mm_cmpgt_epi8(x, a1), _mm_cmplt_epi8(x, z1));
		__m128i blank = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, star),
							  _mm_cmpeq_epi8(x, tick)),
					     _mm_or_si128(_mm_cmpeq_epi8(x, hash),
							  _mm_cmpeq_epi8(x, zero)));
		x = _mm_or_si128(x, _mm_and_si128(up, bit));
		x = _mm_or_si128(_mm_andnot_si128(blank, x), _mm_and_si128(blank, sp));
		_mm_storeu_si128((__m128i *)(s + i), x);
	}
#endif
	for (; i + 8 <= len; i += 8) {	/* one loop test per 8 bytes */
		s[i] = (char)lower_map[t[i]];
		s[i + 1] = (char)lower_map[t[i + 1]];
		s[i + 2] = (char)lower_map[t[i + 2]];
		s[i + 3] = (char)lower_map[t[i + 3]];
		s[i + 4] = (char)lower_map[t[i + 4]];
		s[i + 5] = (char)lower_map[t[i + 5]];
		s[i + 6] = (char)lower_map[t[i + 6]];
		s[i + 7] = (char)lower_map[t[i + 7]];
	}
	for (; i < len; i++)
		s[i] = (char)lower_map[t[i]];
	s[len] = '\0';
	return s;
}

static bool starts_with(const char *s, size_t len, size_t i, const char *w)
{
	size_t n;

	if (i >= len || s[i] != w[0])
		return false;	/* most positions fail here, before strlen */
	n = strlen(w);
	return i + n <= len && !memcmp(s + i, w, n);
}

/* The opening words of an NLGraph question (what a made-up next question
 * starts with). */
static bool preamble_at(const char *lc, size_t len, size_t j)
{
	static const char *const pre[] = { "in an undirected graph", "in a directed graph",
					   "determine if there is a path", "there are " };
	for (size_t k = 0; k < ARRAY_SIZE(pre); k++)
		if (starts_with(lc, len, j, pre[k]))
			return k < 3 || (j + 200 < len ? memmem(lc + j, 200, "applicant", 9) :
					 memmem(lc + j, len - j, "applicant", 9)) != NULL;
	return false;
}

size_t extract_region(const char *lc, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		size_t j = i, p;

		if (i > 0 && lc[i - 1] != '\n') {
			/* on to the next line start */
			const char *nl = memchr(lc + i, '\n', len - i);
			if (!nl)
				break;
			i = (size_t)(nl - lc);
			continue;
		}
		while (j < len && (lc[j] == ' ' || lc[j] == '\t'))
			j++;
		/* a made-up next question that the text stops in before its
		 * "q:": a new paragraph restating the task's preamble */
		if (i >= 2 && lc[i - 2] == '\n' && preamble_at(lc, len, j))
			return i - 2;
		if (!starts_with(lc, len, j, "q:") && !starts_with(lc, len, j, "question:"))
			continue;
		if (i == 0)
			continue;	/* the text itself starts with the question */
		/* back to the start of this question's paragraph */
		for (p = i - 1; p > 0; p--)
			if (lc[p] == '\n' && lc[p - 1] == '\n')
				return p - 1;
		return i;
	}
	return len;
}

bool extract_word_n_at(const char *s, size_t len, size_t i, const char *w, size_t n)
{
	/* the byte tests first, memcmp last: all must hold */
	if (i >= len || s[i] != w[0] || i + n > len || (n > 1 && s[i + 1] != w[1]))
		return false;
	if (i > 0 && is_alnum((unsigned char)s[i - 1]))
		return false;
	if (i + n < len && is_alnum((unsigned char)s[i + n]))
		return false;
	return !memcmp(s + i, w, n);
}

int64_t extract_uint_from(const char *s, size_t len, size_t i, size_t *end)
{
	const unsigned char *u = (const unsigned char *)s;
	int64_t v;
	size_t j;
	unsigned d;

	if (i >= len || (unsigned)(u[i] - '0') > 9)
		return -1;
	if (i > 0) {
		unsigned char p = u[i - 1];
		if (cls[p] & (C_ALPHA | C_DIGIT))
			return -1;
		/* the fraction of a decimal number is not a number of its own */
		if (p == '.' && i > 1 && (unsigned)(u[i - 2] - '0') <= 9)
			return -1;
	}
	/* one loop, saturating (most numbers have a digit or two) */
	v = u[i] - '0';
	for (j = i + 1; j < len && (d = (unsigned)(u[j] - '0')) <= 9; j++) {
		v = v * 10 + d;
		if (v > XNUM_MAX)
			v = XNUM_MAX;
	}
	if (j < len) {
		if (cls[u[j]] & C_ALPHA)
			return -1;	/* "3rd", "2x" */
		if (u[j] == '.' && j + 1 < len && (unsigned)(u[j + 1] - '0') <= 9)
			return -1;	/* "2.5" */
	}
	*end = j;
	return v;
}

long extract_node_from(const char *s, size_t len, size_t i, size_t *end)
{
	size_t j, n;
	int64_t v;

	if (i >= len)
		return -1;
	/* the node words "node", "city", "ndoe" and "vertex": at most one
	 * starts at i; compared byte by byte (no memcmp call) */
	switch (s[i]) {
	case 'n':
		if (i + 4 > len || s[i + 3] != 'e' ||
		    !((s[i + 1] == 'o' && s[i + 2] == 'd') || (s[i + 1] == 'd' && s[i + 2] == 'o')))
			return -1;
		n = 4;
		break;
	case 'c':
		if (i + 4 > len || s[i + 1] != 'i' || s[i + 2] != 't' || s[i + 3] != 'y')
			return -1;
		n = 4;
		break;
	case 'v':
		if (i + 6 > len || s[i + 1] != 'e' || s[i + 2] != 'r' || s[i + 3] != 't' ||
		    s[i + 4] != 'e' || s[i + 5] != 'x')
			return -1;
		n = 6;
		break;
	default:
		return -1;	/* no node word starts here: the common case */
	}
	/* a word of its own: the blank that must follow ends it */
	if (i > 0 && is_alnum((unsigned char)s[i - 1]))
		return -1;
	j = i + n;
	if (j >= len || (s[j] != ' ' && s[j] != '\t'))
		return -1;
	while (j < len && (s[j] == ' ' || s[j] == '\t'))
		j++;
	v = extract_uint_at(s, len, j, end);
	return v < 0 ? -1 : (long)v;
}

/* An item at i: "node 3" (*worded set) or a bare number. */
static int64_t item_at(const char *s, size_t len, size_t i, size_t *end, bool *worded)
{
	long v = extract_node_at(s, len, i, end);

	*worded = v >= 0;
	return v >= 0 ? v : extract_uint_at(s, len, i, end);
}

static size_t skip_blanks(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/* A separator at i (blanks around it, never a line end): returns the
 * position after it, or 0 when there is none. The separators: "->", "=>",
 * "\xe2\x86\x92" (→), "\xe2\x9f\xb6" (⟶), "\xe2\x80\x93" (–),
 * "\xe2\x80\x94" (—), "-", ",", ">"; the first byte picks. */
static size_t sep_at(const char *s, size_t len, size_t i)
{
	size_t j = skip_blanks(s, len, i), n;

	if (j >= len)
		return 0;
	switch (s[j]) {
	case '-':
		n = j + 1 < len && s[j + 1] == '>' ? 2 : 1;
		break;
	case '=':
		if (j + 1 >= len || s[j + 1] != '>')
			return 0;
		n = 2;
		break;
	case ',':
	case '>':
		n = 1;
		break;
	case '\xe2':
		if (j + 3 > len)
			return 0;
		if (!memcmp(s + j + 1, "\x86\x92", 2) || !memcmp(s + j + 1, "\x9f\xb6", 2) ||
		    !memcmp(s + j + 1, "\x80\x93", 2) || !memcmp(s + j + 1, "\x80\x94", 2)) {
			n = 3;
			break;
		}
		return 0;
	default:
		return 0;
	}
	return skip_blanks(s, len, j + n);
}

void xseq_free(struct xseq *seq)
{
	free(seq->v);
	free(seq->sp);
	memset(seq, 0, sizeof *seq);
}

void xseq_push(struct xseq *seq, int64_t v, size_t off, size_t end)
{
	if (seq->n == seq->cap) {	/* the arrays are kept between scans */
		size_t cap = seq->cap;
		xgrow(&seq->v, &cap, seq->n + 1, sizeof *seq->v);
		xgrow(&seq->sp, &seq->cap, seq->n + 1, sizeof *seq->sp);
	}
	seq->v[seq->n] = v;
	seq->sp[seq->n] = (struct xspan){ off, end - off };
	seq->n++;
}

/* A "to" between two worded items: "city 3 to city 0 to city 2". Returns
 * the position of the next item, 0 when there is none. */
static size_t to_sep_at(const char *s, size_t len, size_t i)
{
	size_t j = skip_blanks(s, len, i), e;

	if (j == i || !extract_word_at(s, len, j, "to"))
		return 0;
	j = skip_blanks(s, len, j + 2);
	return extract_node_at(s, len, j, &e) >= 0 ? j : 0;
}

/* Is the word before i "from" or "between" ("from node 3 to node 2" names a
 * query, not a path)? */
static bool after_from(const char *s, size_t i)
{
	size_t j = i;

	while (j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'))
		j--;
	return (j >= 4 && !memcmp(s + j - 4, "from", 4)) ||
	       (j >= 7 && !memcmp(s + j - 7, "between", 7));
}

/* The sequence whose first item v (ending at end, worded when it is "node
 * 3" rather than "3") starts at i. */
static void seq_from(const char *lc, size_t len, size_t i, int64_t v, size_t end, bool worded,
		     struct xseq *seq)
{
	bool to_ok = worded && !after_from(lc, i);

	seq->start = i;
	xseq_push(seq, v, i, end);
	for (;;) {
		size_t j = sep_at(lc, len, end), e2;
		int64_t w;

		if (!j && to_ok && worded)
			j = to_sep_at(lc, len, end);
		if (!j)
			break;
		w = item_at(lc, len, j, &e2, &worded);
		if (w < 0)
			break;
		xseq_push(seq, w, j, e2);
		end = e2;
	}
	seq->end = end;
}

/* The bytes an item can start with: digits and the node words' first
 * bytes. */
static const bool item_start[256] = {
	['0'] = true, ['1'] = true, ['2'] = true, ['3'] = true, ['4'] = true,
	['5'] = true, ['6'] = true, ['7'] = true, ['8'] = true, ['9'] = true,
	['n'] = true, ['c'] = true, ['v'] = true,
};

bool extract_seq(const char *lc, size_t len, size_t pos, struct xseq *seq)
{
	size_t i, end = 0;
	int64_t v = -1;
	bool worded = false;

	seq->n = 0;
	for (i = pos; i < len; i++) {
		/* on to the next byte an item can start with */
		while (i < len && !item_start[(unsigned char)lc[i]])
			i++;
		if (i >= len)
			break;
		if (i == 0 || !is_alnum((unsigned char)lc[i - 1])) {
			v = item_at(lc, len, i, &end, &worded);
			if (v >= 0)
				break;
		}
		/* no item starts inside a word: past the rest of this one */
		while (i + 1 < len && is_alnum((unsigned char)lc[i + 1]))
			i++;
	}
	if (v < 0)
		return false;
	seq_from(lc, len, i, v, end, worded, seq);
	return true;
}

bool extract_seq_at(const char *lc, size_t len, size_t i, struct xseq *seq)
{
	size_t end = 0;
	int64_t v;
	bool worded;

	seq->n = 0;
	if (i >= len || (i > 0 && is_alnum((unsigned char)lc[i - 1])))
		return false;
	v = item_at(lc, len, i, &end, &worded);
	if (v < 0)
		return false;
	seq_from(lc, len, i, v, end, worded, seq);
	return true;
}
