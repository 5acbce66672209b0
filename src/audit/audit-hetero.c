/* audit-hetero.c - the gold audit of GraCoRe's heterogeneous tasks (audit
 * ops, audit-ops.h): the lookups (neighbours, relationship, subgraph)
 * compare every gold key with the typed graph's, lists as sets; the
 * relation count compares the shared number keys; the predictive tasks
 * (node classification, link prediction) are not checked, their gold is
 * the dataset's label. */
#include "config.h"
#include "audit-int.h"
#include "audit-ops.h"

/* Arrays compared as sets (each element of one found in the other). */
static bool same_set(const cJSON *a, const cJSON *b)
{
	const cJSON *x, *y;

	if (cJSON_GetArraySize(a) != cJSON_GetArraySize(b))
		return false;
	cJSON_ArrayForEach(x, a) {
		bool found = false;
		cJSON_ArrayForEach(y, b)
			if (cJSON_Compare(x, y, true))
				found = true;
		if (!found)
			return false;
	}
	return true;
}

static void same_keys(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *g;

	cJSON_ArrayForEach(g, p->gold_answer) {
		const cJSON *v = audit_get(ref, g->string);
		if (!v || cJSON_Compare(g, v, true))
			continue;
		if (cJSON_IsArray(g) && cJSON_IsArray(v) && same_set(g, v))
			continue;
		audit_add(r, AUDIT_WRONG, g->string, audit_json_text(g), audit_json_text(v),
			  "not what the typed graph holds");
	}
}

static void hetero_check(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	switch (p->task->kind) {
	case TASK_NEIGHBOURS:
	case TASK_RELATIONSHIP:
	case TASK_SUBGRAPH:
		same_keys(p, ref, r);
		break;
	default:
		audit_generic(p, ref, r);
		break;
	}
}

static const char *hetero_unchecked(const struct problem *p)
{
	if (p->task->kind == TASK_NODE_CLASS || p->task->kind == TASK_LINK_PRED)
		return "predictive task: the gold is the dataset's label";
	return NULL;
}

const struct audit_ops hetero_audit_ops = {
	.check = hetero_check,
	.unchecked = hetero_unchecked,
};
