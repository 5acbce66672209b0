/* compare.h - two runs on the same problems: paired verdicts and partial
 * credit, the comparison filters, wins/losses/ties per task and
 * difficulty, and the exact McNemar test for accuracy.
 *
 * A comparison pairs run A (ra) and run B (rb) of an explorer under one
 * policy over a list of problems (the navigator's filtered rows, or all
 * of them). An item is a problem both runs were scored on (verdict other
 * than EV_NONE in both); problems only one run answered are counted
 * (only_a, only_b) but not paired.
 *
 *   right        the verdict is EV_RIGHT (the policy's primary metric is 1);
 *                wrong, partial and unparsed all count as "not right".
 *   win / loss   A right and B not / B right and A not (the discordant
 *                pairs b and c of McNemar's table);
 *   tie          both right or both not right.
 *
 * Filters (compare_match):
 *   CF_ALL        every paired item;
 *   CF_DISAGREE   the two verdicts differ (right vs wrong, but also
 *                 partial vs wrong, unparsed vs wrong, ...);
 *   CF_A_WINS     A right, B not;
 *   CF_B_WINS     B right, A not;
 *   CF_PC_DIFF    |credit A - credit B| > threshold.
 *
 * McNemar. For b wins and c losses, the exact two-sided p-value is
 *   p = min(1, 2 * P[X <= min(b, c)]),  X ~ Binomial(b + c, 1/2),
 * (p = 1 when b + c = 0). The binomial tail is summed in ratio form from
 * its largest term, whose logarithm comes from lgamma, so it neither
 * underflows nor loses precision for counts in the millions.
 *
 * Kinds. Each paired item also carries the kind of each run's first error
 * (enum fault_kind; FAULT_NONE: none found, as the failures table counts
 * them), and moves[ka][kb] counts the paired items by that pair: its row
 * sums are A's count per kind, its column sums B's, and a cell off the
 * diagonal the items that moved from kind ka in A to kind kb in B.
 *
 * Ownership: struct compare owns its arrays; task and difficulty names
 * are borrowed from the explorer's problems (valid while it lives). */
#ifndef GRAVEL_COMPARE_H
#define GRAVEL_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "explore.h"

enum cmp_filter {
	CF_ALL,
	CF_DISAGREE,
	CF_A_WINS,
	CF_B_WINS,
	CF_PC_DIFF,
	CF__COUNT
};
/* "all", "disagree", "a-right-b-wrong", "b-right-a-wrong", "pc-differs";
 * parse returns 0 or -1. */
const char *cmp_filter_name(enum cmp_filter f);
int cmp_filter_parse(const char *s, enum cmp_filter *out);

struct cmp_item {
	size_t p;			/* problem index */
	enum ex_verdict va, vb;
	double pca, pcb;		/* partial credit in [0, 1] */
	unsigned char ka, kb;		/* first error kinds (FAULT_NONE: none) */
};

/* Wins, losses and ties of A against B over some items. */
struct cmp_tally {
	size_t items;
	size_t both_right, both_wrong;	/* the ties */
	size_t wins, losses;		/* A right B not, B right A not */
	size_t disagree;		/* verdicts differ */
	double pca, pcb;		/* credit sums */
	double p;			/* McNemar exact p of wins vs losses */
};

struct cmp_group {
	const char *task, *difficulty;	/* borrowed; NULL shown as "-" */
	struct cmp_tally t;
};

struct compare {
	const struct policy *pol;
	size_t ra, rb;
	struct cmp_item *v;		/* paired items, in the order given */
	size_t n, cap;
	size_t only_a, only_b;		/* problems one run only was scored on */
	struct cmp_group *groups;	/* per (task, difficulty), first appearance */
	size_t ngroups, capg;
	struct cmp_tally total;
	size_t moves[FAULT__COUNT][FAULT__COUNT];	/* paired items by [ka][kb] */
};

/* A move: the paired items whose first error was of kind from in A and
 * is of kind to in B (from != to). */
struct cmp_move {
	unsigned char from, to;
	size_t n;
};
#define CMP_MOVES_MAX (FAULT__COUNT * (FAULT__COUNT - 1))

void compare_init(struct compare *c);
void compare_free(struct compare *c);

/* Pair runs ra and rb of ex under pol over problems rows[0..nrows) (rows
 * NULL: every problem in the explorer's row order). c is overwritten
 * (buffers reused). Scores the two runs when they are not cached. */
void compare_runs(struct compare *c, struct explore *ex, const struct policy *pol, size_t ra,
		  size_t rb, const size_t *rows, size_t nrows);

/* Does the paired item pass filter f (threshold: CF_PC_DIFF only)? */
bool compare_match(const struct cmp_item *it, enum cmp_filter f, double threshold);
/* Count the items of c that pass f; with out non-NULL, also write their
 * indices into c->v there (room for c->n). */
size_t compare_filter(const struct compare *c, enum cmp_filter f, double threshold,
		      size_t *out);

/* Add one paired item to a tally (the p-value is not updated). */
void cmp_tally_add(struct cmp_tally *t, const struct cmp_item *it);

/* Paired items whose first error in run side (0 A, 1 B) is of kind. */
size_t compare_kind_count(const struct compare *c, int side, size_t kind);
/* The moves of c with at least one item into out (room for
 * CMP_MOVES_MAX), largest first, then in the taxonomy's order ("none"
 * after the kinds); returns how many. */
size_t compare_moves(const struct compare *c, struct cmp_move *out);
/* The kinds table as CSV: run_a,run_b,kind_a,kind_b,items, a row per
 * pair of kinds with items (the diagonal too), in the taxonomy's order;
 * every table of the kinds view follows from it. 0, or -1 on a write
 * error. */
int compare_kinds_csv(const struct compare *c, const char *run_a, const char *run_b, FILE *fp);

/* score --compare (compare-report.c): c's counts (moves, n, only_a,
 * only_b; not its items or groups) from rep's scored items of runs ra and
 * rb, paired by problem id; -1 when either run has none. The kinds table
 * and the moves as text. 0, or -1 on a write error. */
int compare_report(struct compare *c, const struct score_report *rep, const char *ra,
		   const char *rb);
int compare_print_kinds(FILE *fp, const struct compare *c, const char *ra, const char *rb);

/* Exact two-sided McNemar p-value for b and c discordant pairs. */
double compare_mcnemar(size_t b, size_t c);

#endif
