/* extract-list.c - answers given as lists of lines: matching pairs
 * ("applicant 0: job 1") and GNN embeddings ("node 0: [3,3]"); see
 * extract.h. */
#include "config.h"
#include "extract-int.h"
#include "extract-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define ROW_MAXDIM 16

static bool has_in(const char *s, size_t a, size_t b, const char *w)
{
	size_t n = strlen(w);
	for (size_t i = a; i + n <= b; i++)
		if (!memcmp(s + i, w, n))
			return true;
	return false;
}

static size_t line_end(const char *s, size_t len, size_t i)
{
	const char *nl = i < len ? memchr(s + i, '\n', len - i) : NULL;
	return nl ? (size_t)(nl - s) : len > i ? len : i;
}

/* Does an anchor occur in s[a..b)? */
static bool anchor_in(const char *s, size_t a, size_t b, const char *const *anchors)
{
	for (size_t k = 0; anchors[k]; k++)
		if (has_in(s, a, b, anchors[k]))
			return true;
	return false;
}

static void push_item(struct xanswer *c, size_t *cap, int64_t v, size_t off, size_t len)
{
	size_t cap2 = *cap;
	xgrow(&c->v, cap, c->n + 1, sizeof *c->v);
	xgrow(&c->vspan, &cap2, c->n + 1, sizeof *c->vspan);
	c->v[c->n] = v;
	c->vspan[c->n] = (struct xspan){ off, len };
	c->n++;
}

/* Only blanks, punctuation and "and" between two pairs of one list? */
static bool list_gap(const char *s, size_t a, size_t b)
{
	for (size_t i = a; i < b; i++) {
		if (strchr(" \t\r\n,;.-", s[i]))
			continue;
		if (i + 3 <= b && !memcmp(s + i, "and", 3)) {
			i += 2;
			continue;
		}
		return false;
	}
	return true;
}

/* The number after word w at i ("applicant 3", "job 2"): value, *end past
 * it; -1 when i is not w followed by a number. */
static int64_t word_num(const char *s, size_t len, size_t i, const char *w, size_t *end)
{
	size_t j = i + strlen(w);

	if (!extract_word_at(s, len, i, w))
		return -1;
	while (j < len && (s[j] == ' ' || s[j] == '\t'))
		j++;
	return extract_uint_at(s, len, j, end);
}

/* From e, within 40 bytes on the line ending at le, the number after the
 * word other ("job" after an applicant, "applicant" after a job) with
 * nothing but words in between; -1 when none or when negated. */
static int64_t partner(const char *s, size_t len, size_t e, size_t le, const char *self,
		       const char *other, size_t *end)
{
	for (size_t j = e; j < le && j < e + 40; j++) {
		int64_t v;
		if (s[j] >= '0' && s[j] <= '9')
			return -1;
		if (extract_word_at(s, len, j, self))
			return -1;
		if ((v = word_num(s, len, j, other, end)) >= 0) {
			if (has_in(s, e, j, "not") || has_in(s, e, j, "no "))
				return -1;
			return v;
		}
		if (extract_word_at(s, len, j, other))
			return -1;
	}
	return -1;
}

void extract_pairs(const char *s, size_t len, const char *const *anchors, struct xanswer *out)
{
	struct xcands cs = { 0 };
	struct xanswer *c = NULL;
	size_t cap = 0, prev_end = 0, block_start = 0, le = 0;
	bool has_le = false;

	for (size_t i = 0; i < len; i++) {
		size_t e, j = 0;
		int64_t a, job = -1;
		bool job_first = false;

		/* "applicant 0: job 1", or job first: "job 0: applicant 2"; on
		 * to the next 'a' or 'j' (s, extract_lower's copy, holds no
		 * NUL before its end) */
		i += strcspn(s + i, "aj");
		if (i >= len)
			break;
		if ((a = word_num(s, len, i, "applicant", &e)) < 0) {
			if ((job = word_num(s, len, i, "job", &e)) < 0)
				continue;
			job_first = true;
		}
		if (!has_le || le < i)	/* i only grows: each line end is found once */
			le = line_end(s, len, i);
		has_le = true;
		if (job_first)
			a = partner(s, len, e, le, "job", "applicant", &j);
		else
			job = partner(s, len, e, le, "applicant", "job", &j);
		/* "applicant 0 is interested in job 1" is reasoning */
		if (a < 0 || job < 0 || has_in(s, i, j, "interest"))
			continue;
		if (!c || !list_gap(s, prev_end, i)) {
			c = xcands_push(&cs);
			c->kind = XK_PAIRS;
			cap = 0;
			block_start = i;
			c->anchored = anchor_in(s, prev_end > 0 && i - prev_end < 160 ? prev_end :
					       i > 160 ? i - 160 : 0, i, anchors);
		}
		push_item(c, &cap, a, i, j - i);
		push_item(c, &cap, job, i, j - i);
		c->span = (struct xspan){ block_start, j - block_start };
		prev_end = j;
		i = j - 1;
	}
	xcands_pick(&cs, false, out);
}

/* Parse "[a, b, ...]" at s[i] == '['; returns the count or -1. */
static int parse_vec(const char *s, size_t len, size_t i, double *out, size_t *end)
{
	int n = 0;
	size_t j = i + 1;

	for (;;) {
		char *ep;
		double v;
		char buf[48];
		size_t k = 0;

		while (j < len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j < len && s[j] == ']' && n == 0)
			break;
		while (j + k < len && k + 1 < sizeof buf && strchr("+-.0123456789e", s[j + k]))
			k++;
		if (!k)
			return -1;
		memcpy(buf, s + j, k);
		buf[k] = '\0';
		v = strtod(buf, &ep);
		if (ep == buf)
			return -1;
		if (n < ROW_MAXDIM)
			out[n++] = v;
		j += (size_t)(ep - buf);
		while (j < len && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j < len && s[j] == ',') {
			j++;
			continue;
		}
		if (j < len && s[j] == ']')
			break;
		return -1;
	}
	*end = j + 1;
	return n;
}

/* One embedding line at [ls, le): node id, vector, span. */
static bool embed_line(const char *s, size_t ls, size_t le, int64_t *node, double *vec, int *dim,
		       struct xspan *sp)
{
	size_t i = ls, e, last = le;

	while (i < le && strchr(" \t-+>", s[i]))
		i++;
	*node = extract_node_at(s, le, i, &e);
	if (*node < 0)
		return false;
	const char *br = e < le ? memrchr(s + e, '[', le - e) : NULL;	/* the last '[' */
	if (!br)
		return false;
	last = (size_t)(br - s);
	*dim = parse_vec(s, le, last, vec, &e);
	if (*dim < 0)
		return false;
	*sp = (struct xspan){ i, e - i };
	return true;
}

void extract_embed(const char *s, size_t len, struct xanswer *out)
{
	static const char *const anchors[] = { "answer", "final", NULL };
	struct xcands cs = { 0 };
	struct xanswer *c = NULL;
	size_t cap = 0, fcap = 0, rcap = 0, prev_end = 0;
	bool gap = true;

	for (size_t ls = 0; ls < len;) {
		size_t le = line_end(s, len, ls);
		double vec[ROW_MAXDIM];
		int64_t node;
		int dim;
		struct xspan sp;

		if (!embed_line(s, ls, le, &node, vec, &dim, &sp)) {
			bool blank = true;
			for (size_t i = ls; i < le && blank; i++) {
				i += strspn(s + i, " \t\r");	/* on past the blanks */
				blank = i >= le;
			}
			gap = gap || !blank;
		} else {
			if (!c || gap) {
				c = xcands_push(&cs);
				c->kind = XK_EMBED;
				c->dim = ROW_MAXDIM;
				cap = fcap = rcap = 0;
				c->anchored = anchor_in(s, prev_end, ls, anchors);
				c->span.off = sp.off;
			}
			gap = false;
			push_item(c, &cap, node, sp.off, sp.len);
			xgrow(&c->f, &fcap, c->n * ROW_MAXDIM, sizeof *c->f);
			xgrow(&c->rowdim, &rcap, c->n, sizeof *c->rowdim);
			memcpy(c->f + (c->n - 1) * ROW_MAXDIM, vec, (size_t)dim * sizeof *vec);
			c->rowdim[c->n - 1] = dim;
			c->span.len = sp.off + sp.len - c->span.off;
			prev_end = le;
		}
		ls = le + 1;
	}
	/* compact each candidate's rows to its widest row */
	for (size_t k = 0; k < cs.n; k++) {
		struct xanswer *a = &cs.v[k];
		int w = 0;
		for (size_t r = 0; r < a->n; r++)
			if (a->rowdim[r] > w)
				w = a->rowdim[r];
		for (size_t r = 0; r < a->n; r++)
			for (int d = 0; d < w; d++)
				a->f[r * (size_t)w + (size_t)d] = d < a->rowdim[r] ?
					a->f[r * ROW_MAXDIM + (size_t)d] : 0;
		a->dim = w;
	}
	xcands_pick(&cs, false, out);
}

static const char *const match_anchors[] = { "assignment", "matching", "answer", "match",
					     "pairs", "pairing", NULL };

static void matching_answer(const struct task *t, const char *s, size_t len,
			    const struct xquery *q, struct xanswer *out)
{
	extract_pairs(s, len, match_anchors, out);
}

static void gnn_answer(const struct task *t, const char *s, size_t len, const struct xquery *q,
		       struct xanswer *out)
{
	extract_embed(s, len, out);
}

const struct extract_ops matching_extract_ops = { .answer = matching_answer };
const struct extract_ops gnn_extract_ops = { .answer = gnn_answer };
