/* annot-ops.h - what the annotation store does per task family (task.h,
 * "Task ops"): the canonical answer text of an override, and warnings
 * about an override that fits its shape but not the question. The
 * override's shape and its check against the graph are the task row's
 * (answer-shape.h); whether strict must read it back is extraction's
 * (extract-ops.h). */
#ifndef GRAVEL_ANNOT_OPS_H
#define GRAVEL_ANNOT_OPS_H

#include <stddef.h>
#include <cjson/cJSON.h>
#include "task.h"

struct problem;
struct strbuf;

struct annot_ops {
	/* Append the canonical answer text of the checked override v: the
	 * wording the task's scorers read (NLGraph's answer sentences, "the
	 * answer is X" for GraCoRe, the output JSON for GraphEval2000).
	 * Every family has one. */
	void (*text)(const struct problem *p, const cJSON *v, struct strbuf *sb);
	/* Append "; "-separated warnings about v against the question (p has
	 * a graph) to out; the number appended. */
	size_t (*warnings)(const struct problem *p, const cJSON *v, struct strbuf *out);
	unsigned optional;	/* ANNOT_OPT_* of the hooks left NULL */
};

#define ANNOT_OPT_WARNINGS 1u

const struct annot_ops *annot_ops_for(enum task_kind k);

#endif
