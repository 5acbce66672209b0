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
	for (size_t k = 0; k < sizeof verbs / sizeof *verbs && !j; k++)
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

static void topology_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	long list[64];
	size_t e, j, n;

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
	} else if (claims_lit(s, len, i, NO_PRED)) {
		/* "... before node 1 and node 6": each has no prerequisite */
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
	}
}

const struct claims_ops topology_claims_ops = { .word = topology_word, .optional = CLAIMS_OPT_END };
