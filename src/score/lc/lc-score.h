/* lc-score.h - GraphEval2000 scorers for the policy table (lc-score.c).
 *
 * score.c adds LC_SCORERS_<POLICY> and LC_PRIMARY_<POLICY> to the policy
 * rows' initializers: one designated entry per lc-tasks.h row. */
#ifndef GRAVEL_LC_SCORE_H
#define GRAVEL_LC_SCORE_H

#include "score-result.h"
#include "lc-tasks.h"

int lc_score_compat(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int lc_score_strict(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);

/* Designated initializers for score.c's policy rows, one per task. */
#define LC_STRICT_FN_(id, ...) [TASK_LC##id] = lc_score_strict,
#define LC_COMPAT_FN_(id, ...) [TASK_LC##id] = lc_score_compat,
#define LC_STRICT_PRIM_(id, ...) [TASK_LC##id] = "exact",
#define LC_COMPAT_PRIM_(id, ...) [TASK_LC##id] = "res",
#define LC_SCORERS_STRICT LC_TASKS(LC_STRICT_FN_)
#define LC_SCORERS_COMPAT LC_TASKS(LC_COMPAT_FN_)
#define LC_PRIMARY_STRICT LC_TASKS(LC_STRICT_PRIM_)
#define LC_PRIMARY_COMPAT LC_TASKS(LC_COMPAT_PRIM_)

#endif
