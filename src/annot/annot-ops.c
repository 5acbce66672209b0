/* annot-ops.c - the annotation store's task ops table (annot-ops.h),
 * expanded from the task lists: one family object per row. */
#include "config.h"
#include "annot-ops.h"

#define ROW(kind, family, ...) extern const struct annot_ops family##_annot_ops;
#define LC_ROW(id, ...) extern const struct annot_ops lc_annot_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

static const struct annot_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_annot_ops,
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_annot_ops,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

const struct annot_ops *annot_ops_for(enum task_kind k)
{
	return (size_t)k < TASK__COUNT ? table[k] : NULL;
}
