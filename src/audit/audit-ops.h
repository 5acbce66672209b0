/* audit-ops.h - what the gold audit (audit.h) does per task family
 * (task.h, "Task ops"): the check of a gold answer against the reference
 * solver's, and whether a task's golds can be checked at all.
 *
 * Family files: audit-keys.c (NLGraph's yes/no, count and list tasks
 * checked key by key), audit-optimisation.c (shortest path, flow),
 * audit-gracore.c, audit-hetero.c, grapheval-audit.c (GraphEval2000). */
#ifndef GRAVEL_AUDIT_OPS_H
#define GRAVEL_AUDIT_OPS_H

#include <cjson/cJSON.h>
#include "audit.h"
#include "task.h"

struct audit_ops {
	/* compare p's gold with the reference answer ref; add findings to r */
	void (*check)(const struct problem *p, const cJSON *ref, struct audit_result *r);
	/* why p's gold cannot be checked (the audit counts it unchecked), or
	 * NULL to check it; NULL hook: every gold is checked */
	const char *(*unchecked)(const struct problem *p);
	unsigned optional;
};

#define AUDIT_OPT_UNCHECKED (1u << 0)

const struct audit_ops *audit_ops_for(enum task_kind k);

#endif
