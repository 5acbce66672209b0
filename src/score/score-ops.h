/* score-ops.h - the scoring policies' task ops (task.h, "Task ops").
 *
 * Each policy of the policy table (score.c) is one layer with one ops
 * table: strict (`<family>_strict_ops`, in the family's file under
 * score/strict, score/gracore or score/lc) and compat (`<family>_compat_ops`,
 * under score/compat, score/gracore or score/lc). A family's object gives the
 * policy's scorer for its tasks and the metric whose value 1 means right;
 * a family holding several kinds (gracore, hetero, lc) tells them apart in
 * its own scorer. score.c fills each policy's per-kind arrays from its
 * table and names no task. */
#ifndef GRAVEL_SCORE_OPS_H
#define GRAVEL_SCORE_OPS_H

#include "score.h"

/* The policy strict's and compat's ops of kind k. */
const struct score_ops *strict_ops_for(enum task_kind k);
const struct score_ops *compat_ops_for(enum task_kind k);

#endif
