/* extract-ops.h - what strict extraction does per task family (task.h,
 * "Task ops"): read the final answer of the task's free text (extract.h
 * says what each family reads). Families: connectivity and cycle in
 * extract-polar.c, the sequence tasks (topology, shortest path, hamilton)
 * and flow in extract-task.c, matching and GNN in extract-list.c; GraCoRe
 * and GraphEval2000 are read by their own scorers, not here. */
#ifndef GRAVEL_EXTRACT_OPS_H
#define GRAVEL_EXTRACT_OPS_H

#include "extract.h"

struct extract_ops {
	/* The final answer of a text of task t: s[0..len) is the lower-cased
	 * answer region, out is zeroed (extract_answer marks truncation). */
	void (*answer)(const struct task *t, const char *s, size_t len, const struct xquery *q,
		       struct xanswer *out);
	unsigned optional;	/* EXTRACT_OPT_* of the hooks left NULL */
};

#define EXTRACT_OPT_ANSWER 1u

const struct extract_ops *extract_ops_for(enum task_kind k);

#endif
