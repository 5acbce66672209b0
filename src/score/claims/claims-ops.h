/* claims-ops.h - what claim extraction does per task family (task.h,
 * "Task ops"): the claims in a task's own wording (path weights, flow
 * amounts, GNN node values and layers, matching interests, topology
 * prerequisites, cycles formed), on top of the wording every task shares
 * (claims.c). The NLGraph families' hooks are in claims-<family>.c, with
 * the helpers they share in claims-task.c; the other families have no
 * wording of their own. */
#ifndef GRAVEL_CLAIMS_OPS_H
#define GRAVEL_CLAIMS_OPS_H

#include "claims-int.h"

struct claims_ops {
	/* Claims in task t's wording at s[i] (a word start) of the lower-cased
	 * region s[0..len), appended to cs; st is the pass's state. Called
	 * only where s[i] is one of claim_start's bytes (claims.c): a wording
	 * that starts with another byte must be added there. */
	void (*word)(const struct task *t, const char *s, size_t len, size_t i,
		     struct claimset *cs, struct claims_scan *st);
	/* Claims known once the whole region is read. */
	void (*end)(const struct task *t, const char *s, size_t len, struct claimset *cs,
		    struct claims_scan *st);
	unsigned optional;	/* CLAIMS_OPT_* of the hooks left NULL */
};

#define CLAIMS_OPT_WORD 1u
#define CLAIMS_OPT_END 2u

const struct claims_ops *claims_ops_for(enum task_kind k);

#endif
