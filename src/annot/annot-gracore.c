/* annot-gracore.c - GraCoRe pure-graph overrides: the canonical answer text (its scorers read the value after "the answer is") (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void gracore_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const cJSON *x = NULL;

	if (p->task->kind == TASK_HAMILTON_CYCLE) {
		if (cJSON_IsFalse(annot_member(v, "has_cycle"))) {
			sb_puts(sb, "The answer is no.");
			return;
		}
		x = annot_member(v, "cycle");
	}
	annot_text_answer_is(p, v, x, sb);
	if (p->task->kind == TASK_TSP && cJSON_IsNumber(annot_member(v, "length"))) {
		sb_puts(sb, " The total length is ");
		annot_put_num(sb, annot_member(v, "length")->valuedouble);
		sb_putc(sb, '.');
	}
}

const struct annot_ops gracore_annot_ops = {
	.text = gracore_text,
	.optional = ANNOT_OPT_WARNINGS,
};
