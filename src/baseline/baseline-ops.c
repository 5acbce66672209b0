/* baseline-ops.c - the simulated baselines' ops table (baseline-ops.h),
 * one row per task kind, expanded from the task list: it names no task
 * itself. The NLGraph families' objects are in baseline-noisy.c (yes/no
 * and ordering tasks) and baseline-noisy-numeric.c (numeric tasks). The
 * baselines simulate NLGraph only: GraCoRe's and GraphEval2000's
 * families, defined here, have no hook. */
#include "config.h"
#include "baseline-ops.h"

#define FAMILY_OPS(kind, family, ...) extern const struct baseline_ops family##_baseline_ops;
TASKS(FAMILY_OPS)
#undef FAMILY_OPS


/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct baseline_ops none = { .optional = BASELINE_OPT_ALL };

static const struct baseline_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_BASELINE ops)(&family##_baseline_ops, &none),
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct baseline_ops *baseline_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : &none;
}
