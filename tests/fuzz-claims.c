/* fuzz-claims.c - libFuzzer target: claim extraction and judging, and
 * policy strict end to end, on a fixed small problem per NLGraph task. The
 * first input byte picks the task; the rest is the model's answer. */
#include "fuzz.h"
#include "claims.h"
#include "score.h"

FUZZ_TARGET(data, size)
{
	struct problemset *ps = fuzz_problems(FUZZ_NLGRAPH_PROBLEMS);
	struct problem *p;
	struct claimset cs;
	struct runset rs;
	struct score_report rep;
	struct diags d;

	if (!size)
		return 0;
	p = ps->v[data[0] % ps->n];
	claimset_init(&cs);
	claims_check(p, 0, (const char *)data + 1, size - 1, &cs);
	for (size_t i = 0; i < cs.n; i++)
		if (cs.v[i].span.off + cs.v[i].span.len > size - 1)
			abort();
	claimset_free(&cs);
	diags_init(&d);
	runset_init(&rs);
	runset_add(&rs, p->id, "fuzz", 0, (const char *)data + 1, size - 1);
	score_runs(policy_default(), ps, &rs, &rep, &d);
	score_report_free(&rep);
	runset_free(&rs);
	fuzz_diags_done(&d);
	return 0;
}
