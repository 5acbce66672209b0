/* annot-topology.c - topological sort overrides: the canonical answer text and warnings (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void topology_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	sb_puts(sb, "The solution is: ");
	annot_put_list(sb, annot_member(v, "order"));
	sb_putc(sb, '.');
}

static size_t topology_warnings(const struct problem *p, const cJSON *v, struct strbuf *out)
{
	const cJSON *x = annot_member(v, "order");
	size_t n = 0;

	if (cJSON_GetArraySize(x) != p->graph->n)
		annot_warn(out, &n, "the order lists %d nodes, the graph has %d", cJSON_GetArraySize(x),
			   p->graph->n);
	if (annot_repeats(x, p->graph->n))
		annot_warn(out, &n, "the order lists a node twice");
	return n;
}

const struct annot_ops topology_annot_ops = {
	.text = topology_text,
	.warnings = topology_warnings,
};
