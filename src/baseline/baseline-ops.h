/* baseline-ops.h - what the simulated baselines (baseline.h) write per
 * task family (task.h, "Task ops"): NLGraph's RANDOM answer and the noisy
 * reasoner's chain of thought. A family without a hook gets no answer of
 * that baseline (baseline_generate skips its problems); GraCoRe's and
 * GraphEval2000's families have none. */
#ifndef GRAVEL_BASELINE_OPS_H
#define GRAVEL_BASELINE_OPS_H

#include <stdbool.h>
#include "baseline.h"
#include "task.h"

struct prng;

enum {
	BASELINE_OPT_RANDOM = 1u << 0,
	BASELINE_OPT_NOISY = 1u << 1,
	BASELINE_OPT_ALL = (1u << 2) - 1
};

struct baseline_ops {
	/* The random baseline's answer for p into sb, in the task's answer
	 * wording; false when p cannot have one (a query out of range). */
	bool (*random)(const struct problem *p, struct prng *r, struct strbuf *sb);
	/* The noisy reasoner's answer for c->p with intent c->in into c->sb,
	 * its mistakes planted (noisy_plant); false when p cannot have one. */
	bool (*noisy)(struct noisy *c);
	unsigned optional;	/* BASELINE_OPT_* of the hooks left NULL */
};

const struct baseline_ops *baseline_ops_for(enum task_kind k);

#endif
