/* audit-keys.c - the gold audit's generic check: the boolean and number
 * keys the gold and the reference share must agree. It is the whole audit
 * of NLGraph's connectivity, cycle, topology, matching, Hamilton path and
 * GNN tasks (their ops here, audit-ops.h), and the fallback of the other
 * families' checks. */
#include "config.h"
#include "audit-int.h"
#include "audit-ops.h"

#include <math.h>

void audit_generic(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *it;

	cJSON_ArrayForEach(it, ref) {
		const cJSON *g = audit_get(p->gold_answer, it->string);
		if (!g)
			continue;
		if (cJSON_IsBool(it) && cJSON_IsBool(g) && cJSON_IsTrue(it) != cJSON_IsTrue(g))
			audit_add(r, AUDIT_WRONG, it->string, audit_json_text(g), audit_json_text(it),
				  "the graph says %s", cJSON_IsTrue(it) ? "yes" : "no");
		else if (cJSON_IsNumber(it) && cJSON_IsNumber(g) &&
			 fabs(it->valuedouble - g->valuedouble) > 1e-9)
			audit_add(r, AUDIT_WRONG, it->string, audit_json_text(g), audit_json_text(it),
				  "not the graph's value");
	}
}


const struct audit_ops connectivity_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops cycle_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops topology_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops matching_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops hamilton_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops gnn_audit_ops = {
	.check = audit_generic,
	.optional = AUDIT_OPT_UNCHECKED,
};
