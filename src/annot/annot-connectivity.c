/* annot-connectivity.c - connectivity overrides: the canonical answer text (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void connectivity_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	sb_printf(sb, "The answer is %s.", cJSON_IsTrue(annot_member(v, "connected")) ? "yes" : "no");
}

const struct annot_ops connectivity_annot_ops = {
	.text = connectivity_text,
	.optional = ANNOT_OPT_WARNINGS,
};
