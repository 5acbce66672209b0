/* score-run.h - `gravel score` as one call: load the problems, read the
 * runs, score them and print groups, items, the unparsed census or
 * GraCoRe's standardised table. It lives above score, bench and annot
 * (it reads runs through the benchmark table and overrides through the
 * annotation store), beside the explorer's item filter it applies.
 *
 * One pipeline (score.h, struct score_stream): a checkout's runs, a pipe's
 * and a runs file's are scored a run at a time; what needs every item at
 * once (--unparsed, --standardize, --with-annotations, items as one JSON
 * array) reads all the runs into one runset and streams it as one part. */
#ifndef GRAVEL_SCORE_RUN_H
#define GRAVEL_SCORE_RUN_H

#include "score.h"

#include <stdbool.h>

struct ex_item_filter;

struct score_args {
	const struct policy *pol;
	enum score_key keys[3];
	int nkeys;
	enum score_format fmt;
	bool items;		/* one record per (run, problem) */
	bool census;		/* --unparsed */
	bool by_pattern;	/* --unparsed's closing lines grouped */
	bool standardize;
	bool include_mismatched;	/* also under a policy that leaves them out */
	bool heat;		/* --heatmap: keys {task, n or difficulty} drawn as a
				 * picture 80 columns wide, or its CSV grid */
	const char *heat_kind;	/* --kind: the heat map shows this first error
				 * kind's share (keys[2] SK_KIND); NULL: accuracy */
	const char *compare[2];	/* --compare A,B: the runs' kinds and moves */
	const char *with;	/* --with-annotations: a workspace or annotation file */
	const struct ex_item_filter *filter;	/* NULL: every item */
	/* PROBLEMS then RUNS (none: a checkout's own logs) */
	char *const *paths;
	int npaths;
};

/* Score as args say, printing on stdout and the messages on stderr.
 * Returns the exit status (0, 65 bad data, 66 missing input, 74 I/O). */
int score_run(const struct score_args *a);

#endif
