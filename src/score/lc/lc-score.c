/* lc-score.c - scoring outputs for GraphEval2000's LeetCode tasks.
 *
 * GraphEval2000 runs a model's code on each test case; a run gives the
 * value the code returned, per problem: runs JSONL with that value as JSON
 * text in "text" (for example "[0, 2, 1]" or "true"; a Python literal such
 * as "True" or "(1, 2)" is read too, and free text is searched for its last
 * JSON value), or as a structured "output" key, which runs.c reads as
 * "text" holding its JSON. Sample 0 is judged (several samples: each must
 * pass for "res"/"exact"; that is pass@all, as running the code again
 * would do).
 *
 *   compat  GraphEval2000's own check: "res" = 1 when the output equals
 *           the stored label (numbers by value).
 *   strict  "exact" = 1 when the output is right: equal to gravel's
 *           reference for single-answer problems, valid for multi-answer
 *           ones (any topological order, any Eulerian arrangement, lists in
 *           any order, lc.h lc_judge); on off-spec inputs, where the solver
 *           rejects the problem, the stored label decides. "label" = 1 when
 *           the output equals the stored label.
 * Both flag unparsed outputs (metric value 0, result unparsed), and flag
 * "off-spec" the inputs that break their statement's constraints (lc.h
 * lc_offspec, as gravel audit finds them): GraphEval2000 passes them to
 * the code all the same, and tables count them apart. */
#include "config.h"
#include "lc-score.h"
#include "lc.h"
#include "solve.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static const cJSON *label_of(const struct problem *p)
{
	return cJSON_GetObjectItemCaseSensitive(p->gold_answer, "output");
}

static void flag_offspec(const struct problem *p, struct score_result *out)
{
	struct lc_offspec spec;

	if (lc_offspec(p, &spec))
		score_flag(out, SCORE_FLAG_OFF_SPEC, 0, 0);
}

int lc_score_compat(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	const cJSON *label = label_of(in->p);
	int pass = 1;

	(void)st;
	memset(out, 0, sizeof *out);
	if (!label) {
		*err = xasprintf("%s: no stored label", in->p->id);
		return -1;
	}
	for (size_t k = 0; k < in->ns; k++) {
		cJSON *v = in->texts[k] ? lc_parse_output(in->texts[k], in->lens[k]) : NULL;
		if (!v)
			out->unparsed = true;
		if (!lc_json_equal(v, label))
			pass = 0;
		cJSON_Delete(v);
	}
	metrics_set(&out->metrics, "res", pass);
	flag_offspec(in->p, out);
	return 0;
}

int lc_score_strict(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	const cJSON *label = label_of(in->p), *ref;
	cJSON *ans = NULL;
	char *serr = NULL, why[200];
	int right = 1, same = 1;

	(void)st;
	memset(out, 0, sizeof *out);
	if (solve_problem(in->p, &ans, NULL, &serr) != 0) {
		free(serr);
		ans = NULL;
	}
	ref = ans ? cJSON_GetObjectItemCaseSensitive(ans, "output") : label;
	if (!ref) {
		*err = xasprintf("%s: no reference answer and no stored label", in->p->id);
		return -1;
	}
	for (size_t k = 0; k < in->ns; k++) {
		cJSON *v = in->texts[k] ? lc_parse_output(in->texts[k], in->lens[k]) : NULL;
		if (!v)
			out->unparsed = true;
		if (!(ans ? lc_judge(in->p, ref, v, why, sizeof why) : lc_json_equal(v, ref)))
			right = 0;
		if (!label || !lc_json_equal(v, label))
			same = 0;
		cJSON_Delete(v);
	}
	cJSON_Delete(ans);
	metrics_set(&out->metrics, "exact", right);
	metrics_set(&out->metrics, "label", same);
	flag_offspec(in->p, out);
	return 0;
}

/* What both policies read: the output as JSON, on one line. */
static char *lc_reads(const struct problem *p, const char *text, size_t len,
		      struct xanswer *walk)
{
	cJSON *v = lc_parse_output(text, len);
	char *s, *r;

	(void)p;
	(void)walk;
	if (!v)
		return NULL;
	s = cJSON_PrintUnformatted(v);
	cJSON_Delete(v);
	if (!s)
		gravel_out_of_memory("out of memory (printing an output)");
	r = xstrdup(s);
	cJSON_free(s);
	return r;
}

/* the policies' ops of GraphEval2000's tasks (score-ops.h) */
const struct score_ops lc_strict_ops = {
	.score = lc_score_strict,
	.primary = "exact",
	.reads = lc_reads,
};
const struct score_ops lc_compat_ops = {
	.score = lc_score_compat,
	.primary = "res",
	.reads = lc_reads,
};
