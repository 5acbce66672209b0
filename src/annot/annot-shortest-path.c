/* annot-shortest-path.c - shortest path overrides: the canonical answer text and warnings (annot-ops.h). */
#include "config.h"
#include "annot-int.h"
#include "annot-ops.h"
#include "problem.h"

static void shortest_path_text(const struct problem *p, const cJSON *v, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	long s = -1, t = -1;
	const cJSON *x, *e;
	long long w = 0;
	int prev = -1;
	bool ok = true;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	sb_printf(sb, "The shortest path from node %ld to node %ld is ", s, t);
	annot_put_list(sb, annot_member(v, "path"));
	cJSON_ArrayForEach(e, annot_member(v, "path")) {
		long ei = prev >= 0 ? graph_find_edge(g, prev, (int)ll_of(e->valuedouble)) : 0;
		ok = ok && ei >= 0;
		if (prev >= 0 && ei >= 0)
			w += g->ew ? g->ew[ei] : 1;
		prev = (int)ll_of(e->valuedouble);
	}
	/* the stated total: the override's, else the path's own weight */
	if ((x = annot_member(v, "length")))
		sb_printf(sb, " with a total weight of %lld", (long long)ll_of(x->valuedouble));
	else if (ok)
		sb_printf(sb, " with a total weight of %lld", w);
	sb_putc(sb, '.');
}

static size_t shortest_path_warnings(const struct problem *p, const cJSON *v, struct strbuf *out)
{
	const cJSON *x = annot_member(v, "path");
	int len = cJSON_GetArraySize(x);
	long src, dst;
	size_t n = 0;

	if (len && problem_query_int(p, "source", &src) && problem_query_int(p, "target", &dst)) {
		long first = (long)ll_of(cJSON_GetArrayItem(x, 0)->valuedouble);
		long last = (long)ll_of(cJSON_GetArrayItem(x, len - 1)->valuedouble);
		if (first != src || last != dst)
			annot_warn(out, &n, "the path runs %ld -> %ld, the question asks %ld -> %ld",
				   first, last, src, dst);
	}
	if (annot_repeats(x, p->graph->n))
		annot_warn(out, &n, "the path visits a node twice");
	return n;
}

const struct annot_ops shortest_path_annot_ops = {
	.text = shortest_path_text,
	.warnings = shortest_path_warnings,
};
