/* claims-cycle.c - cycle claims: edges said to form a cycle (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* "the edges (8,6) (6,1), (1,0) and (0,8) form a cycle" at "edges" */
static void forms_cycle(const char *s, size_t len, size_t i, struct claimset *cs)
{
	long pairs[128];
	size_t n = 0, j = claims_blanks(s, len, i + 5), e;
	int64_t a, b;

	while (n + 2 <= 128 && claims_lit(s, len, j, "(")) {
		if ((a = extract_uint_at(s, len, claims_blanks(s, len, j + 1), &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, ","))
			return;
		if ((b = extract_uint_at(s, len, claims_blanks(s, len, j + 1), &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, ")"))
			return;
		pairs[n++] = (long)a;
		pairs[n++] = (long)b;
		j = claims_blanks(s, len, j + 1);
		if (claims_lit(s, len, j, ","))
			j = claims_blanks(s, len, j + 1);
		if (claims_lit(s, len, j, "and "))
			j = claims_blanks(s, len, j + 4);
	}
	static const char *const verbs[] = { "form a cycle", "forms a cycle", "form a loop",
					     "forms a loop" };
	for (size_t k = 0; n >= 4 && k < 4; k++)
		if (claims_lit(s, len, j, verbs[k])) {
			claims_add_list(cs, CLAIM_FORMS_CYCLE, i, j + strlen(verbs[k]), -1, pairs, n);
			return;
		}
}

static void cycle_word(const struct task *t, const char *s, size_t len, size_t i,
		       struct claimset *cs, struct claims_scan *st)
{
	if (claims_lit(s, len, i, "edges ("))
		forms_cycle(s, len, i, cs);
}

const struct claims_ops cycle_claims_ops = { .word = cycle_word, .optional = CLAIMS_OPT_END };
