/* annot-flow.c - maximum flow overrides: the canonical answer text (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void flow_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	long s = -1, t = -1;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	sb_printf(sb, "The maximum flow from node %ld to node %ld is ", s, t);
	annot_put_num(sb, annot_member(v, "value")->valuedouble);
	sb_putc(sb, '.');
}

const struct annot_ops flow_annot_ops = {
	.text = flow_text,
	.optional = ANNOT_OPT_WARNINGS,
};
