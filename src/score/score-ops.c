/* score-ops.c - the policies' task ops tables (score-ops.h), expanded from
 * the task rows. */
#include "config.h"
#include "score-ops.h"

#define DECL(kind, family, ...)                             \
	extern const struct score_ops family##_strict_ops; \
	extern const struct score_ops family##_compat_ops;
TASKS(DECL)
#undef DECL
extern const struct score_ops lc_strict_ops;
extern const struct score_ops lc_compat_ops;

static const struct score_ops *const strict_table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_strict_ops,
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_strict_ops,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

static const struct score_ops *const compat_table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_compat_ops,
	TASKS(ROW)
#undef ROW
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_compat_ops,
	LC_TASKS(LC_ROW)
#undef LC_ROW
};

const struct score_ops *strict_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? strict_table[k] : NULL;
}

const struct score_ops *compat_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? compat_table[k] : NULL;
}
