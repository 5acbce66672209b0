/* claims-matching.c - bipartite matching claims: interests, assignments and the count (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* An assignment: the applicant must be interested in the job, and no
 * other pair of the list may have either (claims-judge.c). */
static void assignment(struct claimset *cs, size_t off, size_t end, int64_t applicant,
		       int64_t job)
{
	struct claim *c = claims_add(cs, CLAIM_EDGE, off, end);

	c->u = applicant;
	c->v = job;
	c->job = true;
	c->assign = true;
}

static void matching_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	long list[64];
	size_t e, j, n;
	int64_t a;

	if (s[i] >= '0' && s[i] <= '9' && (a = extract_uint_at(s, len, i, &e)) >= 0) {
		if (i >= 7 && !memcmp(s + i - 7, "out of ", 7))
			return;	/* "6 out of 7": the 6 is the count */
		/* "6 applicants can find the job", "6 out of 7 applicants find" */
		j = e;
		if (claims_lit(s, len, j, " out of ")) {
			if (extract_uint_at(s, len, j + 8, &j) < 0)
				return;
			if (claims_lit(s, len, j, " the"))
				j += 4;
		}
		if (claims_lit(s, len, j, " applicants can find the job") || claims_lit(s, len, j, " applicants find the job") ||
		    claims_lit(s, len, j, " applicant can find the job") || claims_lit(s, len, j, " applicants can get")) {
			struct claim *c = claims_add(cs, CLAIM_COUNT, i, j + 12);
			c->has_w = true;
			c->w = a;
		}
		return;
	}
	if (extract_word_at(s, len, i, "job")) {
		/* an assignment told job first, a line each, "job 1:
		 * applicant 0" (3,382 lines of four runs); "job 1: applicant
		 * 0, applicant 2 and ... are interested" lists interests */
		int64_t job = extract_uint_at(s, len, claims_blanks(s, len, i + 3), &e);
		if (job < 0 || !(claims_lit(s, len, e, ": applicant ") ||
				 claims_lit(s, len, e, " -> applicant ")))
			return;
		a = extract_uint_at(s, len, claims_blanks(s, len, e + (s[e] == ':' ? 12 : 14)), &j);
		if (a >= 0 && claims_line_ends(s, len, j))
			assignment(cs, i, j, a, job);
		return;
	}
	if (!extract_word_at(s, len, i, "applicant"))
		return;
	a = extract_uint_at(s, len, claims_blanks(s, len, i + 9), &e);
	/* an assignment "applicant 0: job 1" / "applicant 0 -> job 1":
	 * the applicant must be interested in the job */
	if (a >= 0 && (claims_lit(s, len, e, ": job ") || claims_lit(s, len, e, " -> job ") ||
		       claims_lit(s, len, e, " is assigned to job ") || claims_lit(s, len, e, " to job "))) {
		size_t k = e;
		while (k < len && s[k] != 'j')
			k++;
		int64_t job = extract_uint_at(s, len, claims_blanks(s, len, k + 3), &j);
		if (job >= 0)
			assignment(cs, i, j, a, job);
		return;
	}
	if (a < 0 || !claims_lit(s, len, e, " is interested in "))
		return;
	n = claims_word_list(s, len, e + 18, "job", list, 64, &j);
	for (size_t k = 0; k < n; k++) {
		struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
		c->u = a;
		c->v = list[k];
		c->job = true;
	}
	/* "applicant 4 is interested in job 0, job 1, job 3.": all its jobs
	 * (one job a sentence is the question's own wording, a line an edge) */
	if (n >= 2 && claims_list_closed(s, len, j))
		claims_add_list(cs, CLAIM_NEIGHBOURS, i, j, a, list, n)->job = true;
}

const struct claims_ops matching_claims_ops = { .word = matching_word, .optional = CLAIMS_OPT_END };
