/* standardize.h - standardised scores across runs, as GraCoRe defines
 * them (`gravel score --standardize`).
 *
 * For each run and task, x = the run's accuracy on the task (share of its
 * scored items whose primary metric is 1). Per task, over the runs that
 * have it: z = (x - mean) / sd (population standard deviation; z = 0 when
 * sd = 0). Then all z of all tasks are min-max scaled together to 0..100:
 * score = 100 (z - zmin) / (zmax - zmin), or 50 everywhere when all z are
 * equal. A run's overall score is the mean of its task scores. */
#ifndef GRAVEL_STANDARDIZE_H
#define GRAVEL_STANDARDIZE_H

#include <stdio.h>
#include "score.h"

struct std_table {
	size_t nruns, ntasks;
	const char **runs;	/* borrowed from the report, first appearance order */
	const char **tasks;
	/* nruns * ntasks cells, row-major by run; has = 0 when the run has no
	 * scored item of the task */
	unsigned char *has;
	double *x, *z, *score;
	double *overall;	/* per run: mean score over its tasks */
};

void standardize(const struct score_report *rep, struct std_table *t);
void std_table_free(struct std_table *t);
/* Write the table (table, json, jsonl or csv); 0 or -1 on I/O error. */
int standardize_print(FILE *fp, enum score_format f, const struct std_table *t,
		      const char *policy);

#endif
