/* annot-gnn.c - GNN overrides: the canonical answer text (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void gnn_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const cJSON *e;
	size_t k = 0;

	sb_puts(sb, "The answer is:\n");
	cJSON_ArrayForEach(e, annot_member(v, "embeddings")) {
		sb_printf(sb, "node %zu: [", k++);
		annot_put_list(sb, e);
		sb_puts(sb, "]\n");
	}
}

const struct annot_ops gnn_annot_ops = {
	.text = gnn_text,
	.optional = ANNOT_OPT_WARNINGS,
};
