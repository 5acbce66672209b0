/* judge-ops.h - what the claim scanner reads and the judge concludes per
 * task: the task ops of claims.c and claims-judge.c (task.h, "Task ops").
 *
 * `reads` names the generic wordings claims_extract() takes as claims in
 * a task's texts; `conclude` adds the text's final answer as a conclusion
 * claim and `judge_conclusion` judges it. The yes/no conclusions
 * (connectivity, cycle, hamilton) are in judge-polar.c, the shortest path's
 * in judge-path.c; the other families conclude nothing (judge-ops.c). The
 * per-task wordings of claims-task.c are not here. */
#ifndef GRAVEL_JUDGE_OPS_H
#define GRAVEL_JUDGE_OPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "claims.h"
#include "task.h"

/* Generic wordings read as claims (judge_ops.reads). */
enum {
	JUDGE_READ_WALKS = 1u << 0,	      /* "0 -> 3 -> 2" walks */
	JUDGE_READ_COMMA_PATHS = 1u << 1,     /* walks given with commas after "path" */
	JUDGE_READ_EDGE_TUPLES = 1u << 2,     /* "(a,b)" edge tuples */
	JUDGE_READ_NEIGHBOUR_SUMS = 1u << 3,  /* "node u: sum of embeddings of a, b" */
};

enum {
	JUDGE_OPT_CONCLUDE = 1u << 0,
	JUDGE_OPT_JUDGE_CONCLUSION = 1u << 1,
	JUDGE_OPT_ALL = (1u << 2) - 1,
};

struct judge_ops {
	unsigned reads; /* JUDGE_READ_* */
	/* Add the final answer of text (given, when not NULL, is it already
	 * extracted; borrowed) to cs as a CLAIM_CONCLUSION, when it is one. */
	void (*conclude)(const struct problem *p, const char *text, size_t len,
			 const struct xanswer *given, struct claimset *cs);
	/* Judge conclusion c (verdict preset to unverifiable) against the
	 * graph and the text's own claims cs, already judged. */
	void (*judge_conclusion)(const struct problem *p, struct claimset *cs, struct claim *c);
	unsigned optional; /* JUDGE_OPT_* bits of the hooks left NULL */
};

const struct judge_ops *judge_ops_for(enum task_kind k);

/* ---- for the families' hooks (claims-judge.c) --------------------------- */

/* u is a node of g. */
static inline bool judge_node_ok(const struct graph *g, int64_t u)
{
	return u >= 0 && u < g->n;
}

/* The final answer of text into *a with p's query in *q: given itself
 * when not NULL (then borrowed), else extracted; release with
 * judge_answer_done. */
void judge_answer(const struct problem *p, const char *text, size_t len,
		  const struct xanswer *given, struct xquery *q, struct xanswer *a);
void judge_answer_done(const struct xanswer *given, struct xanswer *a);
/* Add a yes/no final answer as a conclusion: the claim, or NULL when the
 * answer is no yes/no. */
struct claim *judge_yes_no_conclusion(const struct problem *p, const char *text, size_t len,
				      const struct xanswer *given, struct claimset *cs);
/* A yes/no conclusion c of cs against the truth: its verdict, and the
 * reason (yes_why when truth, else no_why) when false: a bare wrong
 * answer, or with claims before it in the text, a conclusion that does
 * not follow from them. */
void judge_yes_no(const struct claimset *cs, struct claim *c, bool truth, const char *yes_why,
		  const char *no_why);

#endif
