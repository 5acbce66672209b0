/* annot-hetero.c - GraCoRe heterogeneous-graph overrides: the canonical answer text (its scorers read the value after "the answer is") (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void hetero_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	/* a subgraph's answer is its typed edges */
	const cJSON *x = p->task->kind == TASK_SUBGRAPH ? annot_member(v, "edges") : NULL;

	annot_text_answer_is(p, v, x, sb);
}

const struct annot_ops hetero_annot_ops = {
	.text = hetero_text,
	.optional = ANNOT_OPT_WARNINGS,
};
