/* extract-ops.c - strict extraction's task ops table (extract-ops.h),
 * expanded from the task lists: one family object per row. */
#include "config.h"
#include "extract-ops.h"

#define ROW(kind, family, ...) extern const struct extract_ops family##_extract_ops;
#define LC_ROW(id, ...) extern const struct extract_ops lc_extract_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

static const struct extract_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_extract_ops,
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_extract_ops,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

/* GraCoRe (pure-graph and heterogeneous) and GraphEval2000 answers are read
 * by their own scorers (score/gracore, score/lc): strict extraction does
 * not apply to these families. */
const struct extract_ops gracore_extract_ops = { .optional = EXTRACT_OPT_ANSWER };
const struct extract_ops hetero_extract_ops = { .optional = EXTRACT_OPT_ANSWER };
const struct extract_ops lc_extract_ops = { .optional = EXTRACT_OPT_ANSWER };

const struct extract_ops *extract_ops_for(enum task_kind k)
{
	return (size_t)k < TASK__COUNT ? table[k] : NULL;
}
