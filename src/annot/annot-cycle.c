/* annot-cycle.c - cycle overrides: the canonical answer text (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void cycle_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	sb_puts(sb, cJSON_IsTrue(annot_member(v, "has_cycle")) ? "Yes, there is a cycle in this graph."
							     : "No, there is no cycle in this graph.");
}

const struct annot_ops cycle_annot_ops = {
	.text = cycle_text,
	.optional = ANNOT_OPT_WARNINGS,
};
