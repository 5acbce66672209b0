/* extract-ops.c - strict extraction's task ops table (extract-ops.h),
 * expanded from the task lists: one family object per row. */
#include "config.h"
#include "extract-ops.h"

#define ROW(kind, family, ...) extern const struct extract_ops family##_extract_ops;
#define LC_ROW(id, ...)
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct extract_ops none = { .optional = EXTRACT_OPT_ANSWER };

static const struct extract_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_EXTRACT ops)(&family##_extract_ops, &none),
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

/* GraCoRe (pure-graph and heterogeneous) and GraphEval2000 answers are read
 * by their own scorers (score/gracore, score/lc): strict extraction does
 * not apply to these families. */

const struct extract_ops *extract_ops_for(enum task_kind k)
{
	return (size_t)k < TASK__COUNT ? table[k] : NULL;
}
