/* gen-ops.c - the gen ops table (gen-ops.h), expanded from the task list;
 * and the ops of the families gen has no rules for. */
#include "config.h"
#include "gen-ops.h"

#define ROW(kind, family, ...) extern const struct gen_ops family##_gen_ops;
#define LC_ROW(id, ...) extern const struct gen_ops lc_gen_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

static const struct gen_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_gen_ops,
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_gen_ops,
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
const struct gen_ops gracore_gen_ops = { .graph_family = FAM_GNP, .optional = GEN_OPT_ALL };
const struct gen_ops hetero_gen_ops = { .graph_family = FAM_GNP, .optional = GEN_OPT_ALL };
const struct gen_ops lc_gen_ops = { .graph_family = FAM_GNP, .optional = GEN_OPT_ALL };
