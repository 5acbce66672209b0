/* fuzz-compat.c - libFuzzer target: policy compat (NLGraph's scripts'
 * rules) end to end on a fixed small problem per NLGraph task; the first
 * input byte picks the task and the run name's +city wording, the rest is
 * the model's answer. (Policy strict: fuzz-claims.c, fuzz-answer.c.) */
#include "fuzz.h"
#include "score.h"

FUZZ_TARGET(data, size)
{
	struct problemset *ps = fuzz_problems(FUZZ_NLGRAPH_PROBLEMS);
	bool known;
	const struct policy *pol = policy_find("compat", &known);
	const char *run = size && data[0] & 0x80 ? "fuzz+city" : "fuzz";
	struct problem *p;
	struct runset rs;
	struct score_report rep;
	struct diags d;

	if (!pol)
		abort();
	if (!size)
		return 0;
	p = ps->v[data[0] % ps->n];
	diags_init(&d);
	runset_init(&rs);
	runset_add(&rs, p->id, run, 0, (const char *)data + 1, size - 1);
	runset_add(&rs, p->id, run, 1, (const char *)data + 1, (size - 1) / 2);
	score_runs(pol, ps, &rs, &rep, &d);
	score_report_free(&rep);
	runset_free(&rs);
	fuzz_diags_done(&d);
	return 0;
}
