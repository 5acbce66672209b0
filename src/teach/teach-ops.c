/* teach-ops.c - the teaching ops table (teach-ops.h), one row per task
 * kind, expanded from the task list: it names no task itself. Each
 * family's object is in its teaching file (teach-flow.c, teach-gracore.c
 * ...). GraphEval2000's LeetCode problems are not taught: their family
 * object, every hook optional, is the one defined here. */
#include "config.h"
#include "teach-ops.h"

#define FAMILY_OPS(kind, family, ...) extern const struct teach_ops family##_teach_ops;
TASKS(FAMILY_OPS)
#undef FAMILY_OPS


/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct teach_ops none = { .optional = TEACH_OPT_ALL };

static const struct teach_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_TEACH ops)(&family##_teach_ops, &none),
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct teach_ops *teach_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : &none;
}
