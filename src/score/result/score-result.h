/* score-result.h - what a per-task scorer of any policy sees and fills:
 * the input of one (run, problem) pair, the state a policy carries along a
 * run, and the result (metrics, flags, claims, vote). The policy scorers
 * (score/strict, compat, gracore, lc) build on this; the policy table and
 * the aggregation above them are score.h. */
#ifndef GRAVEL_SCORE_RESULT_H
#define GRAVEL_SCORE_RESULT_H

#include <stdbool.h>
#include <stddef.h>
#include "problem.h"
#include "runs.h"
#include "score-taxonomy.h"
#include "util.h"

struct xanswer;

/* What a scorer sees for one (run, problem) pair. texts[k] is sample k
 * (NULL when that sample has no text). */
struct score_input {
	const struct problem *p;
	const char *const *texts;
	const size_t *lens;
	size_t ns;
	int layer;		/* run's GNN layer count, 0 = use the problem's */
	bool city;		/* the run used city wording */
	long set_size;		/* problems in p's benchmark/task/difficulty/set */
	bool explain;		/* fill score_result.pc_formula, for a person to
				 * read (the explorer); batch scoring, which
				 * prints no formula, leaves it empty */
};

/* State a policy carries from one item of a run to the next. */
struct score_runstate {
	double prev;		/* compat topology: the previous item's res */
};

/* A flag on an item (policy strict): its name and the byte span of the
 * judged sample's text it refers to. */
#define SCORE_FLAGS_MAX 6
struct score_flag {
	const char *name;	/* "invalid-edge", "not-optimal", "wrong-length", ... */
	size_t off, len;
};

/* Every name score_flag is given, in the order `gravel score --help`
 * lists them (a filter on any other name can select nothing); NULL-ended.
 * tests/score-filter.sh holds the scorers' calls to this list. */
extern const char *const score_flag_names[];
bool score_flag_known(const char *name);

/* The claims found in the judged sample's reasoning (claims.h). */
struct score_claims {
	int total, truth, falsity, unverifiable;
	bool has_false;
	size_t off, len;	/* the first false claim */
	char why[96];		/* what is wrong with it */
};

/* The self-consistency vote (policy strict): samples with a parsed answer,
 * the winning class's votes, the number of classes, and whether the win
 * came from the tie rule. */
struct score_vote {
	int voters, votes, classes;
	bool tie;
};

struct score_result {
	struct metrics metrics;
	bool unparsed;		/* no sample had the answer where the policy looks */
	long sample;		/* the sample the flags and claims refer to */
	int nflags;
	struct score_flag flags[SCORE_FLAGS_MAX];
	bool has_claims;
	struct score_claims claims;
	struct score_vote vote;
	bool vote_only;		/* set by the caller: judging one sample for a
				 * self-consistency vote (strict checks no claims) */
	const struct xanswer *pre;	/* with vote_only: that sample's answer,
					 * already extracted (borrowed) */
	char pc_formula[160];	/* strict: how pc was computed, with the item's
				 * numbers ("pc = valid pairs 3 / max(optimum 4,
				 * stated 4) = 0.75") */
	char vote_class[48];	/* strict: the value a vote compares when the
				 * answer is not right ("w:7": a valid path
				 * weighing 7); empty: the answer's key */
	/* Why it fails (score-taxonomy.h), where the policy judges it: */
	unsigned char outcome;	/* enum score_outcome; OUTCOME_NONE: the
				 * policy does not say (score_outcome_of
				 * derives it from the verdict) */
	struct score_fault final;	/* the final answer's own error (kind
					 * FAULT_NONE: none found) */
	struct score_fault *faults;	/* every false claim, first error first
					 * (fault_before); malloc'd, owned:
					 * score_result_free */
	int nfaults;
};

/* Add a flag (ignored when the list is full or the flag is there). */
void score_flag(struct score_result *r, const char *name, size_t off, size_t len);
/* The score flag of an input that breaks its problem statement's
 * constraints (GraphEval2000's off-spec test cases, grapheval-audit.c):
 * tables count such items apart. */
#define SCORE_FLAG_OFF_SPEC "off-spec"
/* The final answer's error: kind k at span off+len, why formatted (with
 * str_format: a wrong answer of every other item says why). */
#define score_final(r, k, o, l, ...)                                             \
	do {                                                                     \
		(r)->final.kind = (unsigned char)(k);                            \
		(r)->final.off = (o);                                            \
		(r)->final.len = (l);                                            \
		str_format((r)->final.why, sizeof (r)->final.why, __VA_ARGS__);  \
	} while (0)
/* The first error: the earliest of the false claims and the final
 * answer's error (fault_before); NULL when there is none. */
const struct score_fault *score_first_error(const struct score_result *r);
/* r's outcome: the policy's, else correct when right, missing when
 * unparsed, wrong otherwise. */
enum score_outcome score_outcome_of(const struct score_result *r, bool right);
/* Free what r owns (its false claims) and forget it; r stays usable. */
void score_result_free(struct score_result *r);
/* *dst = *src, with a copy of what src owns (dst's own is not freed). */
void score_result_copy(struct score_result *dst, const struct score_result *src);

/* Returns 0, or -1 with a malloc'd message in *err when the problem lacks
 * what the scorer needs (gold answer, query). */
typedef int (*score_task_fn)(const struct score_input *in, struct score_runstate *st,
			     struct score_result *out, char **err);

/* Why an item's recorded result differs from the one re-scored under
 * policy compat (score-why.c names and explains them): each is a rule of
 * an earlier version of NLGraph's scripts, or a condition of the run,
 * that the item's own data reproduces. SW_NONE: the item does not differ
 * or has no recorded result; SW_UNEXPLAINED: no known rule reproduces it. */
enum score_why {
	SW_NONE,
	SW_OTHER_GRAPH,		/* the run was made on other graphs */
	SW_LOOP_WORDING,	/* cycle: "there is no loop" read as "no cycle" */
	SW_SPLIT_POINT,		/* cycle: labelled acyclic past the final split */
	SW_PATH_IS,		/* hamilton: the path read after "the path is" */
	SW_NO_PATH_ZERO,	/* hamilton: no path recorded 0, not -1 */
	SW_NEVER_RIGHT,		/* the run's recorded metric is 0 on every item */
	SW_UNEXPLAINED,
	SW__COUNT
};
/* Of the rules a family knows, the first under which the item's recorded
 * metrics (rec) come out of in; SW_UNEXPLAINED when none does. */
typedef enum score_why (*score_why_fn)(const struct score_input *in, const struct metrics *rec);

/* A scoring policy's task ops (score-ops.h: the strict and compat tables):
 * a family's scorer and the metric whose value 1 means right. */
enum {
	SCORE_OPT_SCORE = 1u << 0,
};

struct score_ops {
	score_task_fn score;	/* the policy's scorer (score.h) */
	const char *primary;	/* metric whose value 1 means right */
	bool pure;		/* score reads its score_input alone: no run state,
				 * no file, no clock, no child process; the same
				 * input gets the same result, so scoring may reuse
				 * it (score-memo.h) */
	unsigned optional;	/* SCORE_OPT_* bits of the hooks left NULL */
	/* What the scorer reads in one answer's text, for a person ("8",
	 * "no", "B: 0,1,7,6", "[0,2,1]"): malloc'd, NULL when it reads
	 * nothing there. When walk is not NULL and the answer reads as a walk
	 * of the graph (a Hamiltonian cycle, a tour), its nodes go there as
	 * XK_SEQ (free with xanswer_free); else walk is left alone. Set, alike
	 * in both policies, for the families whose scorers read answers
	 * themselves (GraCoRe's and GraphEval2000's: strict extraction,
	 * extract.h, does not apply to them); NULL for the NLGraph tasks,
	 * whose answers extract_answer reads. */
	char *(*reads)(const struct problem *p, const char *text, size_t len,
		       struct xanswer *walk);
	/* Policy compat: why a recorded result differs (score_why_fn); NULL
	 * where the family knows no earlier rule of its script. */
	score_why_fn differs_why;
};

#endif
