/* claims-ops.c - claim extraction's task ops table (claims-ops.h),
 * expanded from the task lists: one family object per row. */
#include "config.h"
#include "claims-ops.h"

#define ROW(kind, family, ...) extern const struct claims_ops family##_claims_ops;
#define LC_ROW(id, ...)
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct claims_ops none = { .optional = CLAIMS_OPT_WORD | CLAIMS_OPT_END };

static const struct claims_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_CLAIMS ops)(&family##_claims_ops, &none),
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

/* Families with no claims of their own wording: connectivity's reasoning
 * is read by the shared wording of claims.c (edges, reachability, walks);
 * GraCoRe and GraphEval2000 texts are not checked for claims. */
#define NO_CLAIMS { .optional = CLAIMS_OPT_WORD | CLAIMS_OPT_END }
const struct claims_ops connectivity_claims_ops = NO_CLAIMS;

const struct claims_ops *claims_ops_for(enum task_kind k)
{
	return (size_t)k < TASK__COUNT ? table[k] : NULL;
}
