/* annot-hamilton.c - Hamilton path overrides: the canonical answer text and warnings (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void hamilton_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const cJSON *x = annot_member(v, "path");

	if (!cJSON_IsArray(x) || !x->child) {
		sb_puts(sb, "No, there is no path that visits every node exactly once.");
		return;
	}
	sb_puts(sb, "Yes. The path can be: ");
	annot_put_list(sb, x);
	sb_putc(sb, '.');
}

static size_t hamilton_warnings(const struct problem *p, const cJSON *v, struct strbuf *out)
{
	const cJSON *x = annot_member(v, "path");
	size_t n = 0;

	if (cJSON_IsArray(x) && x->child && cJSON_GetArraySize(x) != p->graph->n)
		annot_warn(out, &n, "the path visits %d nodes, the graph has %d", cJSON_GetArraySize(x),
			   p->graph->n);
	if (cJSON_IsArray(x) && annot_repeats(x, p->graph->n))
		annot_warn(out, &n, "the path visits a node twice");
	return n;
}

const struct annot_ops hamilton_annot_ops = {
	.text = hamilton_text,
	.warnings = hamilton_warnings,
};
