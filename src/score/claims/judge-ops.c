/* judge-ops.c - the claim scanner's and judge's task ops table
 * (judge-ops.h), expanded from the task rows, and the objects of the
 * families whose texts conclude nothing the judge checks. */
#include "config.h"
#include "judge-ops.h"

const struct judge_ops topology_judge_ops = {
	.reads = JUDGE_READ_EDGE_TUPLES,
	.optional = JUDGE_OPT_ALL,
};
const struct judge_ops flow_judge_ops = {
	.reads = JUDGE_READ_EDGE_TUPLES,
	.optional = JUDGE_OPT_ALL,
};
/* "(a,b)" pairs are assignments there, not edges */
const struct judge_ops matching_judge_ops = { .optional = JUDGE_OPT_ALL };
const struct judge_ops gnn_judge_ops = {
	.reads = JUDGE_READ_NEIGHBOUR_SUMS,
	.optional = JUDGE_OPT_ALL,
};

#define DECL(kind, family, ...) extern const struct judge_ops family##_judge_ops;
TASKS(DECL)
#undef DECL

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct judge_ops none = { .reads = JUDGE_READ_EDGE_TUPLES, .optional = JUDGE_OPT_ALL };

static const struct judge_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_JUDGE ops)(&family##_judge_ops, &none),
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct judge_ops *judge_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}
