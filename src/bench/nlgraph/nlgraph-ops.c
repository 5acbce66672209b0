/* nlgraph-ops.c - the NLGraph reader's task ops table (nlgraph-ops.h),
 * expanded from the task rows, and the objects of the families that have
 * no NLGraph format. */
#include "config.h"
#include "nlgraph-ops.h"

/* GraCoRe's and GraphEval2000's tasks are not in NLGraph. */

#define DECL(kind, family, ...) extern const struct nlgraph_ops family##_nlgraph_ops;
TASKS(DECL)
#undef DECL

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct nlgraph_ops none = { .optional = NLGRAPH_OPT_ALL };

static const struct nlgraph_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_NLGRAPH ops)(&family##_nlgraph_ops, &none),
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct nlgraph_ops *nlgraph_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}
