/* gen-ops.c - the gen ops table (gen-ops.h), expanded from the task list;
 * and the ops of the families gen has no rules for. */
#include "config.h"
#include "gen-ops.h"

#define ROW(kind, family, ...) extern const struct gen_ops family##_gen_ops;
#define LC_ROW(id, ...)
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct gen_ops none = { .graph_family = FAM_GNP, .optional = GEN_OPT_ALL };

static const struct gen_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_GEN ops)(&family##_gen_ops, &none),
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

const struct gen_ops *gen_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}

/* GraCoRe's pure-graph and heterogeneous tasks and GraphEval2000's: G(n,p)
 * graphs unless the config says otherwise, the query from the task row's
 * keys, no constraint and no NLGraph raw layout. */
