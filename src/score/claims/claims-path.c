/* claims-path.c - shortest path claims: the total weight a text states for a path (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The sequence that starts at i (extract_seq_at) as the items first..n-1
 * of st->seq. The number of a worded item ("node 3" at "3") starts the
 * same sequence from that item on: a sequence that starts with a number
 * never follows "to" (extract_seq), so once one is read, the numbers of
 * its later items are looked up in it, not read again to its end. */
static bool seq_at(const char *s, size_t len, size_t i, struct claims_scan *st, size_t *first)
{
	struct xseq *seq = &st->seq;
	size_t e;

	if (st->seq_bare && s[i] >= '0' && s[i] <= '9') {
		size_t k = st->seq_item;
		while (k < seq->n && seq->sp[k].off + seq->sp[k].len <= i)
			k++;
		st->seq_item = k;
		if (k > 0 && k < seq->n && seq->sp[k].off <= i &&
		    extract_uint_at(s, len, i, &e) >= 0 && e == seq->sp[k].off + seq->sp[k].len) {
			*first = k;
			return true;
		}
	}
	*first = 0;
	st->seq_item = 0;
	st->seq_bare = false;
	if (!extract_seq_at(s, len, i, seq))
		return false;
	st->seq_bare = s[i] >= '0' && s[i] <= '9';
	return true;
}

/* Whether the text before j ends with a node word the scan also starts a
 * claim at ("node", "ndoe", "city"), so a number at j is that word's item. */
static bool after_node_word(const char *s, size_t j)
{
	return claims_node_word_before(s, j) == 4 && !(j > 4 && s[j - 5] >= 'a' && s[j - 5] <= 'z');
}

/* Does "total " follow i on its line? Every path-weight wording has it
 * after the path, and a path never crosses a line end: where it does not,
 * no sequence is read (each line end and "total " is looked for once). */
static bool total_on_line(const char *s, size_t len, size_t i, struct claims_scan *st)
{
	if (!st->total_looked || i > st->line_end) {
		const char *nl = memchr(s + i, '\n', len - i);
		st->line_end = nl ? (size_t)(nl - s) : len;
	}
	if (!st->total_looked || st->total_at < i) {
		const char *t = memmem(s + i, len - i, "total ", 6);
		st->total_at = t ? (size_t)(t - s) : len;
	}
	st->total_looked = true;
	return st->total_at < st->line_end;
}

/* "0,3,2 with a total weight of 3 + 1 = 4" */
static void path_weight(const char *s, size_t len, size_t i, struct claimset *cs,
			struct claims_scan *st)
{
	static const char *const kw[] = { "total weight", "total length", "total distance",
					  "total cost" };
	struct xseq seq = { 0 };
	size_t j, k, e, first;
	int64_t t, terms[64];
	size_t nt = 0;
	struct claim *c;

	if (!total_on_line(s, len, i, st))
		return;
	/* inside a longer path: "0 -> 3 -> 2" is one claim, not also "3 -> 2" */
	for (j = i; j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'); j--)
		;
	if (j > 0 && (strchr(",->", s[j - 1]) || (unsigned char)s[j - 1] >= 0x80))
		return;
	if (j >= 3 && !memcmp(s + j - 3, " to", 3))
		return;	/* "city 3 to city 0 to city 2" */
	if (s[i] >= '0' && s[i] <= '9' && after_node_word(s, j))
		return;	/* "node 3" of "node 0, node 3, node 2": claimed from "node 0" */
	if (!seq_at(s, len, i, st, &first) || st->seq.n - first < 2)
		return;
	/* the items first.. of st->seq, not owned */
	seq.v = st->seq.v + first;
	seq.n = st->seq.n - first;
	seq.end = st->seq.end;
	for (j = seq.end; j < len && j < seq.end + 30 && s[j] != '\n'; j++) {
		for (k = 0; k < 4 && !claims_lit(s, len, j, kw[k]); k++)
			;
		if (k < 4)
			break;
	}
	if (j >= len || j >= seq.end + 30 || s[j] == '\n')
		return;
	j = claims_blanks(s, len, j + strlen(kw[k]));
	if (claims_lit(s, len, j, "of"))
		j = claims_blanks(s, len, j + 2);
	else if (claims_lit(s, len, j, "is"))
		j = claims_blanks(s, len, j + 2);
	else if (claims_lit(s, len, j, ":"))
		j = claims_blanks(s, len, j + 1);
	while ((t = extract_uint_at(s, len, j, &e)) >= 0 && nt < 64) {
		terms[nt++] = t;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, "+"))
			break;
		j = claims_blanks(s, len, j + 1);
	}
	if (!nt)
		return;
	if (nt > 1 || claims_lit(s, len, j, "=")) {
		if (!claims_lit(s, len, j, "=") ||
		    (t = extract_uint_at(s, len, claims_blanks(s, len, j + 1), &e)) < 0)
			return;
	} else {
		t = terms[0];
		nt = 0;
	}
	c = claims_add(cs, CLAIM_PATH_WEIGHT, i, e);
	c->has_w = true;
	c->w = t;
	c->npath = seq.n;
	c->path = claimset_ints(cs, seq.n);
	memcpy(c->path, seq.v, seq.n * sizeof *c->path);
	c->nterms = nt;
	c->terms = claimset_ints(cs, nt);
	memcpy(c->terms, terms, nt * sizeof *terms);
}

/* A leg of a path, one a line: "1. node 0 to node 3: 4", "from city 1 to
 * city 3 (length 4)", "step 2: from node 1 to node 0 with weight 4." -
 * an edge with its weight. In the shortest-path logs 2,258 such lines
 * state 2,021 edges' own weights, 30 other weights and 207 pairs that are
 * no edge; none states a running total (the distance so far). */
static void leg_claim(const char *s, size_t len, size_t i, struct claimset *cs)
{
	size_t j = i, e;
	long u, v;
	int64_t w;

	if (claims_line_mark(s, i) < 0)
		return;
	if (extract_word_at(s, len, j, "from"))
		j = claims_blanks(s, len, j + 4);
	if ((u = extract_node_at(s, len, j, &e)) < 0)
		return;
	j = claims_blanks(s, len, e);
	if (!extract_word_at(s, len, j, "to"))
		return;
	if ((v = extract_node_at(s, len, claims_blanks(s, len, j + 2), &e)) < 0)
		return;
	if ((w = extract_leg_weight(s, len, e, &e)) < 0 || !claims_line_ends(s, len, e))
		return;
	struct claim *c = claims_add(cs, CLAIM_EDGE, i, e);
	c->u = u;
	c->v = v;
	c->has_w = true;
	c->w = w;
}

static void shortest_path_word(const struct task *t, const char *s, size_t len, size_t i,
			       struct claimset *cs, struct claims_scan *st)
{
	if ((s[i] >= '0' && s[i] <= '9') || s[i] == 'n' || s[i] == 'c')
		path_weight(s, len, i, cs, st);
	if (s[i] == 'f' || s[i] == 'n' || s[i] == 'c')
		leg_claim(s, len, i, cs);
}

const struct claims_ops shortest_path_claims_ops = {
	.word = shortest_path_word,
	.optional = CLAIMS_OPT_END,
};
