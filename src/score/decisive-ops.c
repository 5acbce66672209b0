/* decisive-ops.c - the decisive step (decisive-ops.h): the table,
 * expanded from the task list, and the generic entry. */
#include "config.h"
#include "decisive-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define ROW(kind, family, ...) extern const struct decisive_ops family##_decisive_ops;
#define LC_ROW(id, ...)
TASKS(ROW)
LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW

/* The object of a family the task row says has none in this layer
 * (task-list.h ops column): every hook optional. */
static const struct decisive_ops none = { .optional = DECISIVE_OPT_DECISIVE };

static const struct decisive_ops *const table[TASK__COUNT] = {
#define ROW(kind, family, ops, ...) \
	[TASK_##kind] = TASK_OPS_IF(TASK_OPS_DECISIVE ops)(&family##_decisive_ops, &none),
#define LC_ROW(id, ...) [TASK_LC##id] = &none,
	TASKS(ROW)
	LC_TASKS(LC_ROW)
#undef ROW
#undef LC_ROW
};

const struct decisive_ops *decisive_ops_for(enum task_kind k)
{
	return (unsigned)k < TASK__COUNT ? table[k] : NULL;
}

/* GraCoRe's pure-graph and heterogeneous tasks and GraphEval2000's: their
 * traces name no step that decides a model's answer. */

void decisive_step(const struct problem *p, const struct graph *g, const struct trace *tr,
		   const cJSON *ref, const struct xanswer *x, struct decisive *d)
{
	const struct decisive_ops *ops = decisive_ops_for(p->task->kind);
	struct decisive_in in = { p, g, tr, ref, x };

	d->step = -1;
	d->why[0] = '\0';
	if (!tr || !tr->n || x->kind == XK_NONE || !ops || !ops->decisive)
		return;
	ops->decisive(&in, d);
}

long decisive_find_event(const struct trace *tr, enum trace_kind k, int a, int b, bool last)
{
	long found = -1;

	for (size_t i = 0; i < tr->n; i++) {
		const struct trace_event *ev = &tr->ev[i];
		if (ev->kind != k || (a >= 0 && ev->a != a) || (b >= 0 && ev->b != b))
			continue;
		found = (long)i;
		if (!last)
			break;
	}
	return found;
}

int *decisive_json_ints(const cJSON *obj, const char *key, size_t *n)
{
	const cJSON *arr = obj ? cJSON_GetObjectItemCaseSensitive(obj, key) : NULL;
	int *v;
	size_t i = 0;
	const cJSON *it;

	*n = 0;
	if (!cJSON_IsArray(arr))
		return NULL;
	v = xcalloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof *v);
	cJSON_ArrayForEach(it, arr)
	{
		if (cJSON_IsNumber(it))
			v[i++] = (int)ll_of(it->valuedouble);
	}
	*n = i;
	return v;
}
