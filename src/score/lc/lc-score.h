/* lc-score.h - GraphEval2000 scorers for the policy table (lc-score.c).
 *
 * lc_strict_ops and lc_compat_ops (score-ops.h) give them to the policy
 * table for every lc-tasks.h row. */
#ifndef GRAVEL_LC_SCORE_H
#define GRAVEL_LC_SCORE_H

#include "score-result.h"
#include "lc-tasks.h"

int lc_score_compat(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int lc_score_strict(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);

#endif
