/* nlgraph-ops.c - the NLGraph reader's task ops table (nlgraph-ops.h),
 * expanded from the task rows, and the objects of the families that have
 * no NLGraph format. */
#include "config.h"
#include "nlgraph-ops.h"

/* GraCoRe's and GraphEval2000's tasks are not in NLGraph. */
const struct nlgraph_ops gracore_nlgraph_ops = { .optional = NLGRAPH_OPT_ALL };
const struct nlgraph_ops hetero_nlgraph_ops = { .optional = NLGRAPH_OPT_ALL };
const struct nlgraph_ops lc_nlgraph_ops = { .optional = NLGRAPH_OPT_ALL };

#define DECL(kind, family, ...) extern const struct nlgraph_ops family##_nlgraph_ops;
TASKS(DECL)
#undef DECL

static const struct nlgraph_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_nlgraph_ops,
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_nlgraph_ops,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct nlgraph_ops *nlgraph_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}
