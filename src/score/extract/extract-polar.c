/* extract-polar.c - yes/no answers: explicit answers, conclusive
 * statements and negation parity (see extract.h). */
#include "config.h"
#include "extract-int.h"
#include "extract-ops.h"
#include "util.h"

#include <stddef.h>
#include <string.h>

static bool is_letter(int c)
{
	return (c >= 'a' && c <= 'z') || c == '\'';
}

/* Clause end at i: . (not inside a number) ! ? ; , or a line end. */
static bool clause_end(const char *s, size_t len, size_t i)
{
	char c = s[i];

	if (c == '.')
		return !(i > 0 && i + 1 < len && s[i - 1] >= '0' && s[i - 1] <= '9' &&
			 s[i + 1] >= '0' && s[i + 1] <= '9');
	if (c == ',') {	/* "0,3,2" and "0, 3, 2" are one clause */
		size_t j = i + 1;
		while (j < len && s[j] == ' ')
			j++;
		return !(i > 0 && j < len && s[i - 1] >= '0' && s[i - 1] <= '9' &&
			 s[j] >= '0' && s[j] <= '9');
	}
	return c == '!' || c == '?' || c == ';' || c == '\n';
}

/* Count negation words in s[a..b). */
static int negations(const char *s, size_t a, size_t b)
{
	static const char *const neg[] = { "no", "not", "cannot", "never", "none", "neither",
					   "nor", "without", "impossible", "unreachable",
					   "disconnected", "acyclic", "unconnected", "isolated" };
	int n = 0;

	for (size_t i = a; i < b;) {
		size_t j = i;

		if (!is_letter((unsigned char)s[i])) {
			i++;
			continue;
		}
		while (j < b && is_letter((unsigned char)s[j]))
			j++;
		for (size_t k = 0; k < ARRAY_SIZE(neg); k++)
			if (s[i] == neg[k][0] && j - i == strlen(neg[k]) && !memcmp(s + i, neg[k], j - i))
				n++;
		if (j - i > 3 && !memcmp(s + j - 3, "n't", 3))
			n++;
		/* "doesn’t" with a typographic apostrophe */
		if (j + 4 <= b && !memcmp(s + j, "\xe2\x80\x99t", 4) && j > i && s[j - 1] == 'n')
			n++;
		i = j;
	}
	return n;
}

/* Does clause [a,b) hold w? Clauses are short and each is asked for
 * several words: a look for w's first byte and a compare cost less than
 * memmem's set-up (half a million calls a re-score). */
static bool contains(const char *s, size_t a, size_t b, const char *w)
{
	size_t n = strlen(w);
	const char *p = s + a, *end = s + b;

	if (!n)
		return b > a;
	while (end - p >= (ptrdiff_t)n && (p = memchr(p, w[0], (size_t)(end - p) - n + 1))) {
		if (!memcmp(p, w, n))
			return true;
		p++;
	}
	return false;
}

static long find_word(const char *s, size_t a, size_t b, const char *w)
{
	for (size_t i = a; i < b; i++) {
		const char *c = memchr(s + i, w[0], b - i);	/* its first byte */
		if (!c)
			break;
		i = (size_t)(c - s);
		if (extract_word_at(s, b, i, w))
			return (long)i;
	}
	return -1;
}

/* Explicit answer in clause [a,b): 1 yes, 0 no, -1 none; *at = its word. */
static int explicit_answer(const char *s, size_t a, size_t b, size_t *at)
{
	static const char *const filler[] = { "so", "thus", "therefore", "hence", "then", "and",
					      "final", "the", "is", "my", "answer", "in",
					      "conclusion", "short", "summary" };
	long i = find_word(s, a, b, "answer");

	if (i >= 0) {
		long y = find_word(s, (size_t)i, b, "yes"), n = find_word(s, (size_t)i, b, "no");
		long w = y < 0 ? n : n < 0 ? y : y < n ? y : n;
		if (w >= 0) {
			*at = (size_t)w;
			return (w == y) ^ (negations(s, (size_t)i, (size_t)w) & 1);
		}
	}
	/* a clause that is only "yes" or "no", after filler words */
	for (size_t p = a; p < b;) {
		size_t q = p;
		bool fill = false;

		if (!is_letter((unsigned char)s[p])) {
			p++;
			continue;
		}
		while (q < b && is_letter((unsigned char)s[q]))
			q++;
		for (size_t k = 0; k < ARRAY_SIZE(filler) && !fill; k++)
			fill = s[p] == filler[k][0] && q - p == strlen(filler[k]) &&
			       !memcmp(s + p, filler[k], q - p);
		if (fill) {
			p = q;
			continue;
		}
		if ((q - p == 3 && !memcmp(s + p, "yes", 3)) || (q - p == 2 && !memcmp(s + p, "no", 2))) {
			for (size_t r = q; r < b; r++)
				if (is_letter((unsigned char)s[r]) || (s[r] >= '0' && s[r] <= '9'))
					return -1;
			*at = p;
			return s[p] == 'y';
		}
		return -1;
	}
	return -1;
}

/* Does clause [a,b) name node x (node/city word)? */
static bool names_node(const char *s, size_t a, size_t b, long x)
{
	for (size_t i = a; i < b; i++) {
		size_t e;
		if (extract_node_at(s, b, i, &e) == x)
			return true;
	}
	return false;
}

/* A conclusive statement in clause [a,b): 1 yes, 0 no, -1 none. */
/* "direct" / "directly" as a word of its own (not "indirect"). */
static bool says_direct(const char *s, size_t a, size_t b)
{
	return find_word(s, a, b, "direct") >= 0 || find_word(s, a, b, "directly") >= 0;
}

static int conclusive(enum polar_topic topic, const struct xquery *q, const char *s, size_t sa,
		      size_t a, size_t b)
{
	size_t na = a;

	static const char *const conn_kw[] = { "path", "connect", "reach", "route" };
	static const char *const cyc_mark[] = { "there", "graph", "contain", "has", "have",
						"exist", "find", "found", "is acyclic" };
	bool hit = false;

	switch (topic) {
	case POLAR_CONNECTED:
		if (q->source < 0 || q->target < 0 || says_direct(s, a, b) || contains(s, a, b, "edge"))
			return -1;
		for (size_t k = 0; k < 4 && !hit; k++)
			hit = contains(s, a, b, conn_kw[k]);
		/* "node 1 is connected to node 8, so there is a path between
		 * them": the nodes are named earlier in the sentence */
		if (contains(s, a, b, " them"))
			na = sa;
		if (!hit || !names_node(s, na, b, q->source) || !names_node(s, na, b, q->target))
			return -1;
		break;
	case POLAR_CYCLE:
		/* "cycle", or "loop" as many answers call it */
		if (!contains(s, a, b, "cycl") && find_word(s, a, b, "loop") < 0 &&
		    find_word(s, a, b, "loops") < 0)
			return -1;
		for (size_t k = 0; k < ARRAY_SIZE(cyc_mark) && !hit; k++)
			hit = contains(s, a, b, cyc_mark[k]);
		if (!hit)
			return -1;
		break;
	case POLAR_HAMILTON:
		if (!contains(s, a, b, "path") ||
		    !(contains(s, a, b, "every node") || contains(s, a, b, "all nodes") ||
		      contains(s, a, b, "all the nodes") || contains(s, a, b, "each node") ||
		      contains(s, a, b, "hamilton")))
			return -1;
		break;
	}
	return !(negations(s, a, b) & 1);
}

/* Does the sentence whose first letter is at a (len: none) state a
 * condition ("if a node is visited twice, then there is a cycle"), not a
 * conclusion? */
static bool hypothetical(const char *s, size_t a, size_t len)
{
	static const char *const cond[] = { "if", "when", "whenever", "whether", "to", "suppose",
					    "assume", "assuming", "once" };
	if (extract_word_at(s, len, a, "to") && a + 3 < len &&
	    (!prefixcmp(s + a + 3, "sum") || !prefixcmp(s + a + 3, "conclu")))
		return false;	/* "to summarize", "to conclude" */
	for (size_t k = 0; k < ARRAY_SIZE(cond); k++)
		if (extract_word_at(s, len, a, cond[k]))
			return true;
	return false;
}

void extract_polar(enum polar_topic topic, const struct xquery *q, const char *s, size_t len,
		   struct xcands *explicit, struct xcands *concl)
{
	size_t a = 0, sa = 0, letter = 0;
	bool hypo;

	/* letter: the first letter at or after the sentence start (kept
	 * across sentences, so that a text of line ends is not rescanned to
	 * its next letter at each one) */
	while (letter < len && !is_letter((unsigned char)s[letter]))
		letter++;
	hypo = hypothetical(s, letter, len);

	for (size_t i = 0; i <= len; i++) {
		size_t at = 0;
		int v;

		/* on to the next byte that may end a clause (s, extract_lower's
		 * copy, holds no NUL before its end) */
		if (i < len) {
			i += strcspn(s + i, ".,!?;\n");
			if (i > len)
				i = len;
		}
		if (i < len && !clause_end(s, len, i))
			continue;
		if (i > a) {
			v = explicit_answer(s, a, i, &at);
			if (v < 0 && hypo)
				;	/* a condition, not a conclusion */
			else if (v >= 0) {
				struct xanswer *c = xcands_push(explicit);
				c->kind = XK_BOOL;
				c->yes = v;
				c->anchored = true;
				c->span = (struct xspan){ a, i - a };
			} else if ((v = conclusive(topic, q, s, sa, a, i)) >= 0) {
				struct xanswer *c = xcands_push(concl);
				c->kind = XK_BOOL;
				c->yes = v;
				c->anchored = true;
				c->span = (struct xspan){ a, i - a };
			}
		}
		if (i < len && s[i] != ',' && s[i] != ';') {
			if (letter < i + 1)
				for (letter = i + 1; letter < len && !is_letter((unsigned char)s[letter]);)
					letter++;
			hypo = hypothetical(s, letter, len);
			sa = i + 1;
		}
		a = i + 1;
	}
	/* trim leading blanks from the spans */
	for (int pass = 0; pass < 2; pass++) {
		struct xcands *cs = pass ? concl : explicit;
		for (size_t k = 0; k < cs->n; k++) {
			struct xspan *sp = &cs->v[k].span;
			while (sp->len && (s[sp->off] == ' ' || s[sp->off] == '\t')) {
				sp->off++;
				sp->len--;
			}
		}
	}
}

/* Connectivity answered by a walk alone: the last arrow walk from the
 * source to the target ("4 -> 0 -> 20 -> 10") says yes. */
static void walk_answer(const char *s, size_t len, const struct xquery *q, struct xanswer *out)
{
	struct xseq seq = { 0 };
	size_t pos = 0;

	while (q->source >= 0 && extract_seq(s, len, pos, &seq)) {
		bool arrow = false;
		pos = seq.end > pos ? seq.end : pos + 1;
		if (seq.n < 2)
			continue;
		for (size_t j = seq.sp[0].off + seq.sp[0].len; j < seq.sp[1].off; j++)
			arrow |= s[j] == '>' || (unsigned char)s[j] == 0xe2;
		if (arrow && ((seq.v[0] == q->source && seq.v[seq.n - 1] == q->target) ||
			      (seq.v[0] == q->target && seq.v[seq.n - 1] == q->source))) {
			out->kind = XK_BOOL;
			out->yes = true;
			out->span = (struct xspan){ seq.start, seq.end - seq.start };
		}
	}
	xseq_free(&seq);
}

/* A yes/no answer: explicit answers outrank conclusive statements. */
static void polar_answer(enum polar_topic topic, const char *s, size_t len, const struct xquery *q,
			 struct xanswer *out)
{
	struct xcands ex = { 0 }, co = { 0 };

	extract_polar(topic, q, s, len, &ex, &co);
	if (ex.n) {
		xcands_free(&co);
		xcands_pick(&ex, true, out);
	} else {
		xcands_pick(&co, true, out);
	}
}

static void connectivity_answer(const struct task *t, const char *s, size_t len,
				const struct xquery *q, struct xanswer *out)
{
	polar_answer(POLAR_CONNECTED, s, len, q, out);
	if (out->kind == XK_NONE)
		walk_answer(s, len, q, out);
}

static void cycle_answer(const struct task *t, const char *s, size_t len, const struct xquery *q,
			 struct xanswer *out)
{
	polar_answer(POLAR_CYCLE, s, len, q, out);
}

const struct extract_ops connectivity_extract_ops = { .answer = connectivity_answer };
const struct extract_ops cycle_extract_ops = { .answer = cycle_answer };
