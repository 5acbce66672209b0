/* annot-lc.c - GraphEval2000 overrides: the canonical answer text is the output JSON itself (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void lc_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	annot_put_value(sb, annot_member(v, "output"));
}

const struct annot_ops lc_annot_ops = {
	.text = lc_text,
	.optional = ANNOT_OPT_WARNINGS,
};
