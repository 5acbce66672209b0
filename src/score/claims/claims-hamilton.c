/* claims-hamilton.c - Hamilton path claims: a walk told a step at a time
 * (claims-ops.h). The shared wording (claims.c) reads the steps that name
 * where they start ("from node 2, we can go to node 1 or node 4", arrow
 * walks); these name it only by the walk so far:
 *
 *   we start from node 0.
 *   we can go to node 4, node 7, node 1, or node 3.
 *   let's go to node 4.
 *   we can go to node 8.
 *
 * 1,787 "we can go to" sentences and 1,208 "let's go to" ones in the
 * hamilton logs. The node the walk is at (st->here) is known after a
 * start, after "let's go to node X" and after a single option; after
 * several options it is not known until "let's go to" picks one (the
 * options of "from node 1, we can go to node 4 or node 6", claimed in
 * claims.c, count as given from node 1), and a sentence with no known
 * node claims nothing. */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Does a sentence start at j (blanks back to a line end, '.', '!', '?',
 * ':' or the text's start)? */
static bool sentence_start(const char *s, size_t j)
{
	while (j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'))
		j--;
	return j == 0 || strchr("\n.!?:", s[j - 1]);
}

static void walk_edge(struct claimset *cs, size_t off, size_t end, long u, long v)
{
	struct claim *c = claims_add(cs, CLAIM_EDGE, off, end);

	c->u = u;
	c->v = v;
	c->directed = true;
}

/* The options at j: "node 4, node 7, or node 3", "nodes 1, 2, 4, or 5",
 * "either node 1 or node 3" - up to 16 into v with where each starts and
 * ends; 0 when the list is not that. */
static size_t options(const char *s, size_t len, size_t j, long *v, size_t *at, size_t *to)
{
	size_t n = 0, e;
	bool plural;
	long x;

	if (extract_word_at(s, len, j, "either"))
		j = claims_blanks(s, len, j + 6);
	plural = extract_word_at(s, len, j, "nodes");
	if (plural)
		j = claims_blanks(s, len, j + 5);
	for (;;) {
		size_t p;
		x = extract_node_at(s, len, j, &e);
		if (x < 0 && (plural || n))
			x = (long)extract_uint_at(s, len, j, &e);
		if (x < 0 || n == 16)
			return 0;
		at[n] = j;
		to[n] = e;
		v[n++] = x;
		p = claims_blanks(s, len, e + claims_lit(s, len, e, ","));
		if (claims_lit(s, len, p, "or "))
			p = claims_blanks(s, len, p + 3);
		else if (p == e)
			return n;	/* no separator: the list ends */
		j = p;
	}
}

/* "we can go to ..." at "can" (i): claims from the node the walk is at. */
static void can_go(const char *s, size_t len, size_t i, struct claimset *cs,
		   struct claims_scan *st)
{
	static const char *const go[] = { "can go to ", "can also go to " };
	long v[16];
	size_t at[16], to[16], n, k, p;

	if (i < 3 || memcmp(s + i - 3, "we ", 3))
		return;
	for (k = 0; k < 2 && !claims_lit(s, len, i, go[k]); k++)
		;
	if (k == 2)
		return;
	p = claims_blanks(s, len, i + strlen(go[k]));
	n = options(s, len, p, v, at, to);
	if (!sentence_start(s, i - 3)) {
		/* "from node 1, we can go to node 4 or node 6", "if we go to
		 * node 3, we can go to ..." (claims.c claims those edges): the
		 * options are node 1's, and where the walk is is not known
		 * until "let's go to" picks one */
		size_t j = i - 3, d;
		while (j > 0 && s[j - 1] == ' ')
			j--;
		if (j > 0 && s[j - 1] == ',')
			j--;
		for (d = j; d > 0 && s[d - 1] >= '0' && s[d - 1] <= '9'; d--)
			;
		st->from = -1;
		if (d < j) {
			size_t b = d;
			while (b > 0 && s[b - 1] == ' ')
				b--;
			if (b < d && claims_node_word_before(s, b))
				st->from = extract_node_at(s, len, b - claims_node_word_before(s, b), &p);
		}
		st->here = -1;
		st->noffered = st->from >= 0 ? n : 0;
		memcpy(st->offered, v, st->noffered * sizeof *v);
		return;
	}
	if (!n)
		return;
	if (st->here >= 0)
		for (k = 0; k < n; k++)
			walk_edge(cs, k ? at[k] : i - 3, to[k], st->here, v[k]);
	st->from = st->here;
	st->noffered = n;
	memcpy(st->offered, v, n * sizeof *v);
	/* one option: the walk goes on there; several: "let's go to" says */
	st->here = n == 1 && st->from >= 0 ? v[0] : -1;
}

/* "let's go to node X": the walk's next node; an edge claim when it was
 * not one of the options just given (those are claimed already). */
static void lets_go(const char *s, size_t len, size_t i, struct claimset *cs,
		    struct claims_scan *st)
{
	size_t e;
	long x, prev = st->here >= 0 ? st->here : st->from;
	bool offered = false;

	if (!claims_lit(s, len, i, "let's go to "))
		return;
	if ((x = extract_node_at(s, len, i + 12, &e)) < 0)
		return;
	for (size_t k = 0; k < st->noffered; k++)
		offered |= st->offered[k] == x;
	if (!offered && prev >= 0 && prev != x)
		walk_edge(cs, i, e, prev, x);
	st->here = x;
	st->from = -1;
	st->noffered = 0;
}

static void hamilton_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	size_t e;
	long x;

	(void)t;
	switch (s[i]) {
	case 'c':
		can_go(s, len, i, cs, st);
		break;
	case 'l':
		lets_go(s, len, i, cs, st);
		break;
	case 's':
		/* "we start from node 0", "start at node 0:" */
		if ((claims_lit(s, len, i, "start from ") || claims_lit(s, len, i, "start at ")) &&
		    (x = extract_node_at(s, len, i + (s[i + 6] == 'f' ? 11 : 9), &e)) >= 0) {
			st->here = x;
			st->from = -1;
			st->noffered = 0;
		}
		break;
	default:
		break;
	}
}

const struct claims_ops hamilton_claims_ops = { .word = hamilton_word,
						 .optional = CLAIMS_OPT_END };
