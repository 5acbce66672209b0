/* audit-ops.c - the audit ops table (audit-ops.h), expanded from the task
 * list. */
#include "config.h"
#include "audit-ops.h"

#define ROW(kind, family, ...) extern const struct audit_ops family##_audit_ops;
#define LC_ROW(id, ...) extern const struct audit_ops lc_audit_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

static const struct audit_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ...) [TASK_##kind] = &family##_audit_ops,
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_audit_ops,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

const struct audit_ops *audit_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}
