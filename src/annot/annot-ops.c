/* annot-ops.c - the annotation store's task ops table (annot-ops.h),
 * expanded from the task lists: one family object per row. */
#include "config.h"
#include "util.h"
#include "annot-ops.h"
#include "annot-int.h"

#define ROW(kind, family, ...) extern const struct annot_ops family##_annot_ops;
#define LC_ROW(id, ...) extern const struct annot_ops lc_annot_ops;
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* A family without annotation checks: the answer's JSON as it is. */
static void none_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	(void)p;
	annot_put_value(sb, v);
}

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): the answer as JSON, no warnings.
 * No family says so today. */
ATTR_UNUSED static const struct annot_ops none = { .text = none_text, .optional = ANNOT_OPT_WARNINGS };

static const struct annot_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_ANNOT ops)(&family##_annot_ops, &none),
#define LC_ROW(id, ...) [TASK_LC##id] = &lc_annot_ops,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

const struct annot_ops *annot_ops_for(enum task_kind k)
{
	return (size_t)k < TASK__COUNT ? table[k] : NULL;
}
