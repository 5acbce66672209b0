/* annot-matching.c - bipartite matching overrides: the canonical answer text (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void matching_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const cJSON *e;
	size_t k = 0;

	sb_puts(sb, "We can make the following assignments:\n");
	cJSON_ArrayForEach(e, annot_member(v, "pairs")) {
		sb_printf(sb, "applicant %d: job %d\n", (int)ll_of(e->child->valuedouble),
			  (int)ll_of(e->child->next->valuedouble));
		k++;
	}
	sb_printf(sb, "This way, %zu applicants can find the job they are interested in.", k);
}

const struct annot_ops matching_annot_ops = {
	.text = matching_text,
	.optional = ANNOT_OPT_WARNINGS,
};
