/* claims-topology.c - topological sort claims: prerequisites, and nodes free to visit (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define NO_PRED "no nodes are required to be visited before "

/* "after node 1 and node 2 are visited, node 8 and node 9 can be visited" */
static void can_visit(const char *s, size_t len, size_t i, struct claimset *cs)
{
	static const char *const verbs[] = { " is visited", " are visited", " has been visited",
					     " have been visited" };
	long before[64], next[64];
	size_t nb, nn, j = 0, e;

	nb = claims_word_list(s, len, claims_blanks(s, len, i + 6), "node", before, 64, &e);
	if (!nb)
		return;
	for (size_t k = 0; k < ARRAY_SIZE(verbs) && !j; k++)
		if (claims_lit(s, len, e, verbs[k]))
			j = e + strlen(verbs[k]);
	if (!j)
		return;
	j = claims_blanks(s, len, j);
	if (claims_lit(s, len, j, ","))
		j = claims_blanks(s, len, j + 1);
	if (claims_lit(s, len, j, "then "))
		j = claims_blanks(s, len, j + 5);
	nn = claims_word_list(s, len, j, "node", next, 64, &e);
	if (!nn || !(claims_lit(s, len, e, " can be visited") || claims_lit(s, len, e, " can now be visited") ||
		     claims_lit(s, len, e, " can be visited next")))
		return;
	struct claim *c = claims_add_list(cs, CLAIM_CAN_VISIT, i, e + 15, -1, next, nn);
	c->nterms = nb;
	c->terms = claimset_ints(cs, nb);
	for (size_t k = 0; k < nb; k++)
		c->terms[k] = before[k];
}

/* u must be visited before v, directly or not: an edge claim that asks
 * for a path (judged by reachability). */
static void prerequisite(struct claimset *cs, size_t off, size_t end, long u, long v)
{
	struct claim *c = claims_add(cs, CLAIM_EDGE, off, end);

	c->u = u;
	c->v = v;
	c->directed = true;
	c->reach = true;
}

/* "node 1 should be visited before node 6, node 7 and node 9", "visit
 * node 4 before node 0": each later node needs the first, directly or
 * not (4,395 such lines in the logs; 4,268 state an edge, 5 a longer
 * path, 122 no path at all). */
static void precedes(const char *s, size_t len, size_t i, struct claimset *cs)
{
	static const char *const says[] = { " should be visited before ",
					    " must be visited before " };
	long list[64], u;
	size_t e, j, n, k = 0, p;

	if (extract_word_at(s, len, i, "visit")) {
		if ((u = extract_node_at(s, len, claims_blanks(s, len, i + 5), &e)) < 0 ||
		    !claims_lit(s, len, e, " before "))
			return;
		p = e + 8;
		if (extract_word_at(s, len, p, "visiting"))
			p = claims_blanks(s, len, p + 8);
	} else {
		/* most node mentions go on otherwise: a look at the byte after
		 * "node N " turns them away before the number is read */
		e = i + (i + 4 < len && s[i + 4] == ' ' ? 4 : 6);	/* "node", "vertex" */
		for (e = claims_blanks(s, len, e); e < len && s[e] >= '0' && s[e] <= '9'; e++)
			;
		if (e + 1 >= len || s[e] != ' ' || (s[e + 1] != 's' && s[e + 1] != 'm'))
			return;
		if ((u = extract_node_at(s, len, i, &e)) < 0)
			return;
		while (k < ARRAY_SIZE(says) && !claims_lit(s, len, e, says[k]))
			k++;
		if (k == ARRAY_SIZE(says))
			return;
		p = e + strlen(says[k]);
	}
	/* the nodes after "before", to the first that begins a new clause
	 * ("node 1 should be visited before node 7, node 1 should be visited
	 * before node 20", "... before node 2, node 4 must be visited first":
	 * 531 claims were read from such lists' next subjects); one that
	 * begins the next group of the same list ("visit node 1 before node
	 * 0, node 4, node 2 before node 3, node 5": node 2 before node 3 and
	 * node 5) goes on with it, 64 groups at most */
	for (size_t groups = 0; groups < 64; groups++) {
		bool next = false;
		for (n = 0, j = p; n < 64;) {
			long v = extract_node_at(s, len, p, &e);
			if (v < 0 || claims_lit(s, len, e, " should ") || claims_lit(s, len, e, " must ") ||
			    claims_lit(s, len, e, " is ") || claims_lit(s, len, e, " can "))
				break;	/* the subject of a new clause */
			if (claims_lit(s, len, e, " before ")) {
				next = true;	/* the next group's first node */
				break;
			}
			list[n++] = v;
			j = e;
			p = claims_blanks(s, len, e + claims_lit(s, len, e, ","));
			if (claims_lit(s, len, p, "and "))
				p = claims_blanks(s, len, p + 4);
			else if (p == e)
				break;
		}
		for (k = 0; k < n; k++)
			prerequisite(cs, i, j, u, list[k]);
		if (!next || !n)
			break;
		i = p;	/* the next group: "node 2 before node 3, ..." */
		u = extract_node_at(s, len, p, &e);
		p = e + 8;
	}
}

/* A step of a visit plan, a line each: "1. visit node 0", "step 1: visit
 * node 1, then node 2, then node 3." - each node visited there can be
 * visited: every node it needs was visited before it (its can-visit claim,
 * judged against the visits the text told before, as "after node 1 is
 * visited, node 2 can be visited" is). Only a plan read whole: step 1,
 * or the step after the last one read with nothing but line ends between
 * them; a line that goes on otherwise ("visit node 1 and visit all the
 * nodes that ...") claims nothing and ends the plan. That keeps out lists
 * that read like plans but are not: "step 9: visit node 9, then visit
 * node 4." among "step 1: visit node 0, then visit nodes 21, 13 and 10"
 * lines names a node's successors. Returns whether the line is a step. */
static bool visit_step(const char *s, size_t len, size_t i, struct claimset *cs,
		       struct claims_scan *st)
{
	long list[64], step = claims_line_mark(s, i);
	size_t at[64], to[64], n = 0, e = i, j = i + 5;

	if (step < 1)
		return false;
	if (step > 1) {
		size_t b = i;
		while (b > 0 && s[b - 1] != '\n')
			b--;	/* the line's start */
		if (st->plan_step != step - 1 || st->plan_end > b)
			return false;
		for (size_t k = st->plan_end; k < b; k++)
			if (!strchr(" \t\r\n.,;", s[k]))
				return false;
	}
	st->plan_step = 0;
	for (;;) {
		long v;
		j = claims_blanks(s, len, j);
		if (n == 64 || (v = extract_node_at(s, len, j, &e)) < 0)
			return false;
		at[n] = n ? j : i;
		to[n] = e;
		list[n++] = v;
		if (claims_line_ends(s, len, e))
			break;
		if (!claims_lit(s, len, e, ", then "))
			return false;
		j = claims_blanks(s, len, e + 7);
		if (extract_word_at(s, len, j, "visit"))
			j += 5;
	}
	for (size_t k = 0; k < n; k++)
		claims_add_list(cs, CLAIM_CAN_VISIT, at[k], to[k], -1, &list[k], 1);
	st->plan_step = step;
	st->plan_end = e;
	return true;
}

static void topology_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	long list[64];
	size_t e, j, n;

	/* "visiting", "visit", "after", "no nodes", "node", "vertex" */
	if (s[i] != 'v' && s[i] != 'n' && s[i] != 'a')
		return;
	if (extract_word_at(s, len, i, "visiting")) {
		long v = extract_node_at(s, len, i + 9, &e);
		if (v < 0 || !claims_lit(s, len, e, " requires visiting "))
			return;
		n = claims_word_list(s, len, e + 19, "node", list, 64, &j);
		for (size_t k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
			c->u = list[k];
			c->v = v;
			c->directed = true;
			c->reach = true;
		}
		if (n)
			claims_add_list(cs, CLAIM_NEIGHBOURS, i, j, v, list, n)->directed = true;
	} else if (extract_word_at(s, len, i, "after")) {
		can_visit(s, len, i, cs);
	} else if (i + 2 < len && s[i + 2] == ' ' && claims_lit(s, len, i, NO_PRED)) {
		/* "... before node 1 and node 6": each has no prerequisite
		 * (the blank first: every "node" begins with NO_PRED's "no") */
		size_t p = i + strlen(NO_PRED), e2;
		n = claims_word_list(s, len, p, "node", list, 64, &e2);
		/* "... before node 0, node 0 can be visited first": the
		 * list ends where a new clause starts */
		for (size_t k = 1; k < n; k++)
			for (size_t m = 0; m < k; m++)
				if (list[m] == list[k])
					n = k;	/* repeated: a new clause */
		/* the claim's span ends with the list's last item kept */
		n = claims_word_list(s, len, p, "node", list, n, &e2);
		for (size_t k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_NO_PRED, i, e2);
			c->u = list[k];
		}
	} else if (s[i] == 'n' || s[i] == 'v') {
		if (s[i] == 'v' && extract_word_at(s, len, i, "visit") && visit_step(s, len, i, cs, st))
			return;
		precedes(s, len, i, cs);
	}
}

const struct claims_ops topology_claims_ops = { .word = topology_word, .optional = CLAIMS_OPT_END };
