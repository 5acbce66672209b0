/* claims-flow.c - maximum flow claims: amounts sent along edges and out of nodes (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* "from node 3 to node 2" at i: the pair, *end past it. */
static bool pair_at(const char *s, size_t len, size_t i, long *u, long *v, size_t *end)
{
	size_t e;

	if (!claims_lit(s, len, i, "from "))
		return false;
	*u = extract_node_at(s, len, claims_blanks(s, len, i + 5), &e);
	if (*u < 0 || !claims_lit(s, len, e, " to "))
		return false;
	*v = extract_node_at(s, len, claims_blanks(s, len, e + 4), end);
	return *v >= 0;
}

static void add_flow(struct claimset *cs, enum claim_kind k, size_t off, size_t end, long u,
		     long v, int64_t w)
{
	struct claim *c = claims_add(cs, k, off, end);
	c->u = u;
	c->v = v;
	c->directed = true;
	c->has_w = true;
	c->w = w;
}

/* A stated value after i: "is 10", ": 10", "= 10", with "a + b = c" read as
 * c; -1 when none. */
static int64_t stated_value(const char *s, size_t len, size_t i, size_t *end)
{
	size_t j = claims_blanks(s, len, i), e;
	int64_t v, x;

	if (claims_lit(s, len, j, "is "))
		j += 3;
	else if (claims_lit(s, len, j, ":") || claims_lit(s, len, j, "="))
		j++;
	else
		return -1;
	j = claims_blanks(s, len, j);
	if ((v = extract_uint_at(s, len, j, &e)) < 0)
		return -1;
	*end = e;
	for (;;) {
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, "+") && !claims_lit(s, len, j, "="))
			return v;
		bool eq = s[j] == '=';
		j = claims_blanks(s, len, j + 1);
		if ((x = extract_uint_at(s, len, j, &e)) < 0)
			return v;
		if (eq) {
			v = x;
			*end = e;
		}
	}
}

/* The sender named earlier in the sentence before i: "from node K" or
 * "source (node K)"; -1 when none. */
static long sentence_sender(const char *s, size_t i)
{
	size_t a = i, e;
	long u = -1;

	while (a > 0 && s[a - 1] != '.' && s[a - 1] != '\n' && i - a < 300)
		a--;
	for (size_t j = a; j < i; j++) {
		long v;
		if (claims_lit(s, i, j, "from ") && (v = extract_node_at(s, i, j + 5, &e)) >= 0)
			u = v;
		else if (claims_lit(s, i, j, "source (") && (v = extract_node_at(s, i, j + 8, &e)) >= 0)
			u = v;
	}
	return u;
}

/* The first ' ' or line end at or after j (len: none). */
static size_t word_end(const char *s, size_t len, size_t j, struct claims_scan *st)
{
	if (!st->has_gap || j < st->gap_from || j > st->gap) {
		st->gap_from = j;
		for (st->gap = j; st->gap < len && s[st->gap] != ' ' && s[st->gap] != '\n';)
			st->gap++;
		st->has_gap = true;
	}
	return st->gap;
}

/* Flow wording at i: "(send) 8 units (of flow) from node 3 to node 2",
 * "3 units of flow arrive at node 1", "a flow of 3 from node 0 to node 1",
 * "(flow) from node 1 to node 0: 6", "the maximum flow from node 0 to node
 * 6 is 10". */
static void flow_claims(const char *s, size_t len, size_t i, struct claimset *cs,
			struct claims_scan *st)
{
	size_t j, e;
	int64_t amount;
	long u, v;

	if (s[i] >= '0' && s[i] <= '9') {
		if ((amount = extract_uint_at(s, len, i, &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, "unit"))
			return;
		j = word_end(s, len, j, st);
		j = claims_blanks(s, len, j);
		if (claims_lit(s, len, j, "of flow "))
			j = claims_blanks(s, len, j + 8);
		if (pair_at(s, len, j, &u, &v, &e)) {
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		} else if (claims_lit(s, len, j, "to ") &&
			   (v = extract_node_at(s, len, claims_blanks(s, len, j + 3), &e)) >= 0 &&
			   (u = sentence_sender(s, i)) >= 0) {
			/* "from the source (node 0), we can send 3 units of flow to
			 * node 1, 3 units of flow to node 2" */
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		} else if (claims_lit(s, len, j, "arrive") || claims_lit(s, len, j, "reach")) {
			j = word_end(s, len, j, st);
			j = claims_blanks(s, len, j);
			if (claims_lit(s, len, j, "at "))
				j = claims_blanks(s, len, j + 3);
			if ((v = extract_node_at(s, len, j, &e)) >= 0)
				add_flow(cs, CLAIM_ARRIVAL, i, e, -1, v, amount);
		}
		return;
	}
	if (claims_lit(s, len, i, "flow of ")) {
		if ((amount = extract_uint_at(s, len, i + 8, &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (claims_lit(s, len, j, "unit")) {
			j = word_end(s, len, j, st);
			j = claims_blanks(s, len, j);
		}
		if (pair_at(s, len, j, &u, &v, &e))
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		return;
	}
	if (claims_lit(s, len, i, "maximum flow from ") || claims_lit(s, len, i, "max flow from ")) {
		j = i + (claims_lit(s, len, i, "max flow") ? 9 : 13);
		if (pair_at(s, len, j, &u, &v, &e) && (amount = stated_value(s, len, e, &e)) >= 0)
			add_flow(cs, CLAIM_MAX_FLOW, i, e, u, v, amount);
		return;
	}
	/* "from node 1 to node 0: 6," and "flow from node 0 to node 8: 3" (a
	 * k-shot solution's list), not a total: "total flow from ..." */
	bool worded = claims_lit(s, len, i, "flow from ");	/* else "from " */
	if ((worded || claims_lit(s, len, i, "from ")) &&
	    pair_at(s, len, worded ? i + 5 : i, &u, &v, &j) && claims_lit(s, len, j, ":")) {
		static const char *const whole[] = { "total", "maximum", "max", "net", "overall" };
		size_t k = i;
		while (k > 0 && s[k - 1] == ' ')
			k--;
		if (!worded && k >= 4 && !memcmp(s + k - 4, "flow", 4))
			return;	/* read at its "flow" */
		for (size_t w = 0; w < ARRAY_SIZE(whole); w++) {
			size_t n = strlen(whole[w]);
			if (k >= n && !memcmp(s + k - n, whole[w], n) &&
			    (k == n || s[k - n - 1] == ' ' || s[k - n - 1] == '\n'))
				return;
		}
		if ((amount = extract_uint_at(s, len, claims_blanks(s, len, j + 1), &e)) < 0)
			return;
		if (claims_lit(s, len, claims_blanks(s, len, e), "+"))
			return;
		add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
	}
}

static void flow_word(const struct task *t, const char *s, size_t len, size_t i,
		      struct claimset *cs, struct claims_scan *st)
{
	if ((s[i] >= '0' && s[i] <= '9') || s[i] == 'f' || s[i] == 'm')
		flow_claims(s, len, i, cs, st);
}

const struct claims_ops flow_claims_ops = { .word = flow_word, .optional = CLAIMS_OPT_END };
