/* audit-ops.c - the audit ops table (audit-ops.h), expanded from the task
 * list. */
#include "config.h"
#include "util.h"
#include "audit-ops.h"
#include "audit-int.h"

#define ROW(kind, family, ...) extern const struct audit_ops family##_audit_ops;
#define LC_ROW(id, ...) extern const struct audit_ops lc_audit_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): the generic check, the other hooks left out.
 * No family says so today. */
ATTR_UNUSED static const struct audit_ops none = { .check = audit_generic, .optional = AUDIT_OPT_UNCHECKED };

static const struct audit_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_AUDIT ops)(&family##_audit_ops, &none),
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
