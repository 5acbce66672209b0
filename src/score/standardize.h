/* standardize.h - standardised scores across models, as GraCoRe defines
 * them (its Tables 3 and 4): `gravel score --standardize` over scored runs,
 * and `gravel standardize TABLE.csv` over a table of published accuracies.
 *
 * x[m][t] is model m's accuracy on task t (for runs: the share of its
 * scored items whose primary metric is 1; in a table: the number as given,
 * a fraction or a percentage, which z does not see). Per task t, over the
 * n models that have it:
 *
 *   mean_t = (1/n) sum_m x[m][t]
 *   sd_t   = sqrt( sum_m (x[m][t] - mean_t)^2 / (n - 1) )   (sample sd)
 *   z[m][t] = (x[m][t] - mean_t) / sd_t    (0 when n < 2 or sd_t = 0)
 *
 * Then one min-max over every z of every task (zmin, zmax):
 *
 *   s[m][t] = 100 (z[m][t] - zmin) / (zmax - zmin)   (50 when all z are equal)
 *
 * Per model: "average z" = the mean of its z over its tasks and "total" =
 * the sum of its task scores s, the paper's two summaries.
 *
 * Missing cells (a model without a task; GraCoRe's paper, whose models all
 * have every task, states no rule for them): a task's mean and sd are over
 * the models that have it, and a model's average z and total over its own
 * tasks, so the total of a model with a missing task sums fewer scores and
 * is not comparable with a complete model's; std_missing_note says so, and
 * every output format carries each model's task count. */
#ifndef GRAVEL_STANDARDIZE_H
#define GRAVEL_STANDARDIZE_H

#include <stdio.h>
#include "score.h"
#include "diag.h"

struct std_table {
	size_t nruns, ntasks;
	const char **runs;	/* models: borrowed from the report (first appearance
				 * order), or owned when own is set */
	const char **tasks;
	bool own;		/* runs and tasks are malloc'd (std_table_read) */
	/* nruns * ntasks cells, row-major by run; has = 0 when the run has no
	 * scored item of the task (an empty cell of a table) */
	unsigned char *has;
	double *x, *z, *score;
	double *avg_z;		/* per run: mean z over its tasks */
	double *total;		/* per run: sum of its task scores */
};

void standardize(const struct score_report *rep, struct std_table *t);
/* Compute z, score, avg_z and total from has and x (allocated here). */
void std_compute(struct std_table *t);
void std_table_free(struct std_table *t);
/* Read a model x task table: a header "model,<task>,..." whose task
 * columns are GraCoRe's abbreviations (NN, AD, CT, MS, TR, BR, BFS, NQ, RQ,
 * RN, SE, SP, MF, EP, HC, TSP, GC, NC, LP) or gravel's task names, then one
 * line per model: its name (each once) and one accuracy per task (empty or
 * "-" when missing). Fields may be double-quoted. A column is fractions
 * (0 to 1) or percentages (0 to 100, a value with "%" or above 1): a
 * fraction in a column of percentages, or the reverse, is refused (0 reads
 * the same in both); x keeps fractions. Returns 0, or EXIT_DATAERR with
 * errors "FILE:LINE:COL: ..." in d. name is for messages. */
int std_table_read(const char *name, const char *buf, size_t len, struct std_table *t,
		   struct diags *d);
/* Write the table (table, json, jsonl or csv); 0 or -1 on I/O error.
 * policy may be NULL (a table read from a file). */
/* Tasks a model has (its cells). */
size_t std_tasks_of(const struct std_table *t, size_t r);
/* The line that says which models lack tasks and what that does to their
 * totals (malloc'd), or NULL when no cell is missing. */
char *std_missing_note(const struct std_table *t);
int standardize_print(FILE *fp, enum score_format f, const struct std_table *t,
		      const char *policy);

#endif
