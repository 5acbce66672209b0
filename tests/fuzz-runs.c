/* fuzz-runs.c - libFuzzer target: the runs (model answers) JSON Lines
 * reader. The lines runs-line.c reads without cJSON must give the answers
 * and the messages the cJSON reading gives (runs_line_off). */
#include "fuzz.h"
#include "runs.h"
#include "runs-line.h"

static bool same_str(const char *a, const char *b)
{
	return !a == !b && (!a || !strcmp(a, b));
}

FUZZ_TARGET(data, size)
{
	struct runset rs, ref;
	struct diags d, dref;

	runset_init(&rs);
	diags_init(&d);
	runs_parse_jsonl("fuzz.jsonl", (const char *)data, size, &rs, &d);
	for (size_t i = 0; i < rs.n; i++)
		if (rs.v[i].text && strlen(rs.v[i].text) != rs.v[i].text_len)
			abort();
	runset_init(&ref);
	diags_init(&dref);
	runs_line_off = true;
	runs_parse_jsonl("fuzz.jsonl", (const char *)data, size, &ref, &dref);
	runs_line_off = false;
	if (rs.n != ref.n || d.n != dref.n || d.errors != dref.errors)
		abort();
	for (size_t i = 0; i < rs.n; i++) {
		const struct answer *a = &rs.v[i], *b = &ref.v[i];
		if (!same_str(a->problem, b->problem) || !same_str(a->run, b->run) ||
		    a->sample != b->sample || a->text_len != b->text_len || !same_str(a->text, b->text) ||
		    a->layer != b->layer || a->city != b->city || !same_str(a->model, b->model) ||
		    !same_str(a->method, b->method) || !same_str(a->mismatch, b->mismatch) ||
		    a->recorded.n != b->recorded.n)
			abort();
		for (int k = 0; k < a->recorded.n; k++)
			if (!same_str(a->recorded.m[k].name, b->recorded.m[k].name) ||
			    memcmp(&a->recorded.m[k].v, &b->recorded.m[k].v, sizeof(double)))
				abort();
	}
	for (size_t i = 0; i < d.n; i++)
		if (!same_str(d.v[i].msg, dref.v[i].msg) || d.v[i].line != dref.v[i].line ||
		    d.v[i].col != dref.v[i].col)
			abort();
	runset_free(&rs);
	runset_free(&ref);
	diags_free(&dref);
	fuzz_diags_done(&d);
	return 0;
}
