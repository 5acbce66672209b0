/* strict-value.c - policy strict for the answers that are values:
 * connectivity and cycle (yes/no), flow (a number), GNN (embeddings). */
#include "config.h"
#include "strict-policy.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_binary(struct score_result *out, bool right)
{
	metrics_set(&out->metrics, "exact", right);
	metrics_set(&out->metrics, "pc", right);
}

static int yes_no(const struct score_input *in, score_task_fn self, struct score_result *out,
		  char **err, bool truth)
{
	struct strict_ctx cx;

	if (strict_begin(in, self, &cx, out, err) != 0)
		return -1;
	set_binary(out, cx.a.kind == XK_BOOL && cx.a.yes == truth);
	if (cx.a.kind == XK_BOOL && cx.a.yes != truth)
		score_final(out, FAULT_WRONG_FINAL, cx.a.span.off, cx.a.span.len,
			    "the answer is %s", truth ? "yes" : "no");
	strict_pc_formula(in, out, "pc = exact = %d (the graph says %s)",
		 cx.a.kind == XK_BOOL && cx.a.yes == truth, truth ? "yes" : "no");
	strict_end(&cx, out);
	return 0;
}

int strict_connectivity(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	long s, t;

	(void)st;
	if (!problem_query_int(in->p, "source", &s) || !problem_query_int(in->p, "target", &t) ||
	    !g || s < 0 || t < 0 || s >= g->n || t >= g->n) {
		*err = xasprintf("%s: connectivity needs source and target nodes", in->p->id);
		return -1;
	}
	return yes_no(in, strict_connectivity, out, err, conn_bfs(g, (int)s, (int)t, NULL, NULL, NULL));
}

int strict_cycle(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err)
{
	(void)st;
	if (!in->p->graph) {
		*err = xasprintf("%s: no graph", in->p->id);
		return -1;
	}
	return yes_no(in, strict_cycle, out, err, cycle_exists(in->p->graph));
}

int strict_flow(const struct score_input *in, struct score_runstate *st,
		struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	struct strict_ctx cx;
	int64_t best;
	long s, t;
	double pc = 0;

	(void)st;
	if (!problem_query_int(in->p, "source", &s) || !problem_query_int(in->p, "target", &t) ||
	    !g || s < 0 || t < 0 || s >= g->n || t >= g->n) {
		*err = xasprintf("%s: flow needs source and target nodes", in->p->id);
		return -1;
	}
	for (size_t e = 0; e < g->m; e++)
		if (g->ew && g->ew[e] < 0) {
			*err = xasprintf("%s: negative capacity", in->p->id);
			return -1;
		}
	if (strict_begin(in, strict_flow, &cx, out, err) != 0)
		return -1;
	best = max_flow(g, (int)s, (int)t, NULL, NULL, NULL);
	if (cx.a.kind == XK_NUMBER) {
		if (cx.a.num <= best)
			pc = best ? (double)cx.a.num / (double)best : 1;
		if (cx.a.num < best)
			score_flag(out, "not-optimal", cx.a.span.off, cx.a.span.len);
		/* below the maximum some valid flow has the value; above, none */
		if (cx.a.num != best) {
			out->outcome = cx.a.num < best ? OUTCOME_SUBOPTIMAL : OUTCOME_INFEASIBLE;
			score_final(out, FAULT_WRONG_FINAL, cx.a.span.off, cx.a.span.len,
				    "the maximum flow is %lld, not %lld", (long long)best,
				    (long long)cx.a.num);
		}
	}
	metrics_set(&out->metrics, "exact", cx.a.kind == XK_NUMBER && cx.a.num == best);
	metrics_set(&out->metrics, "pc", pc);
	if (cx.a.kind != XK_NUMBER)
		strict_pc_formula(in, out, "pc = 0 (no value stated)");
	else if (cx.a.num > best)
		strict_pc_formula(in, out,
			 "pc = 0 (stated %lld > maximum flow %lld)", (long long)cx.a.num,
			 (long long)best);
	else
		strict_pc_formula(in, out,
			 "pc = stated %lld / maximum flow %lld = %.3g", (long long)cx.a.num,
			 (long long)best, pc);
	strict_end(&cx, out);
	return 0;
}

static double rel_err(double x, double y)
{
	double m = fmax(fabs(x), fabs(y));
	return m == 0 ? 0 : fabs(x - y) / m;
}

int strict_gnn(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err)
{
	const struct graph *g = in->p->graph;
	long layers = in->layer;
	struct strict_ctx cx;
	int64_t *emb, *last;
	size_t n, dim, right = 0;
	long *row;
	double re = 0;

	(void)st;
	if (!layers && !problem_query_int(in->p, "layers", &layers))
		layers = 1;
	if (!g || !g->features || g->feat_dim <= 0 || layers < 1 || layers > 16) {
		*err = xasprintf("%s: GNN needs node features and 1..16 layers", in->p->id);
		return -1;
	}
	n = (size_t)g->n;
	dim = (size_t)g->feat_dim;
	emb = xcalloc((size_t)layers * n * dim + 1, sizeof *emb);
	if (gnn_layers(g, (int)layers, emb, NULL) != 0) {
		free(emb);
		*err = xasprintf("%s: GNN values overflow", in->p->id);
		return -1;
	}
	if (strict_begin(in, strict_gnn, &cx, out, err) != 0) {
		free(emb);
		return -1;
	}
	last = emb + (size_t)(layers - 1) * n * dim;
	/* the row given for each node (the last one when repeated) */
	row = xmalloc((n ? n : 1) * sizeof *row);
	for (size_t v = 0; v < n; v++)
		row[v] = -1;
	for (size_t r = 0; cx.a.kind == XK_EMBED && r < cx.a.n; r++) {
		if (cx.a.v[r] >= 0 && (size_t)cx.a.v[r] < n)
			row[cx.a.v[r]] = (long)r;
		else
			score_flag(out, "invalid-edge", cx.a.vspan[r].off, cx.a.vspan[r].len);
	}
	for (size_t v = 0; v < n; v++) {
		bool ok = row[v] >= 0 && cx.a.rowdim[row[v]] == (int)dim, was = ok;
		for (size_t d = 0; d < dim; d++) {
			double want = (double)last[v * dim + d], got;
			if (row[v] < 0 || (int)d >= cx.a.rowdim[row[v]]) {
				re += 1;
				ok = false;
				continue;
			}
			got = cx.a.f[(size_t)row[v] * (size_t)cx.a.dim + d];
			re += rel_err(got, want);
			ok = ok && got == want;
		}
		right += ok;
		/* the first node whose final vector is wrong or missing */
		if (!ok && cx.a.kind == XK_EMBED && out->final.kind == FAULT_NONE) {
			struct xspan sp = row[v] >= 0 ? cx.a.vspan[row[v]] : cx.a.span;
			score_final(out, FAULT_WRONG_FINAL, sp.off, sp.len, "node %zu's vector is %s",
				    v, row[v] < 0 ? "missing" : was ? "wrong" : "of the wrong width");
		}
	}
	if (cx.a.kind == XK_EMBED && cx.a.n != n)
		score_flag(out, "wrong-length", cx.a.span.off, cx.a.span.len);
	metrics_set(&out->metrics, "exact", n && right == n && cx.a.kind == XK_EMBED);
	metrics_set(&out->metrics, "pc", n ? (double)right / (double)n : 0);
	strict_pc_formula(in, out,
		 "pc = nodes exactly right %zu / n %zu = %.3g (layer %ld)", right, n,
		 n ? (double)right / (double)n : 0, layers);
	metrics_set(&out->metrics, "re", n && dim ? re / (double)(n * dim) : 0);
	free(row);
	free(emb);
	strict_end(&cx, out);
	return 0;
}

/* the policy strict of these tasks (score-ops.h) */
const struct score_ops connectivity_strict_ops = {
	.score = strict_connectivity,
	.primary = "exact",
	.pure = true,
};
const struct score_ops cycle_strict_ops = {
	.score = strict_cycle,
	.primary = "exact",
	.pure = true,
};
const struct score_ops flow_strict_ops = {
	.score = strict_flow,
	.primary = "exact",
	.pure = true,
};
const struct score_ops gnn_strict_ops = {
	.score = strict_gnn,
	.primary = "exact",
	.pure = true,
};
