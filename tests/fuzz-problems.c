/* fuzz-problems.c - libFuzzer target: the problems JSON Lines reader, and
 * writing back what it accepted. */
#include "fuzz.h"

FUZZ_TARGET(data, size)
{
	struct problemset ps;
	struct diags d;

	problemset_init(&ps);
	diags_init(&d);
	problems_parse_jsonl("fuzz.jsonl", (const char *)data, size, &ps, &d);
	for (size_t i = 0; i < ps.n; i++) {
		cJSON *o = problem_to_json(ps.v[i]);
		cJSON_Delete(o);
		if (!problemset_find(&ps, ps.v[i]->id))
			abort();
	}
	fuzz_diags_done(&d);
	problemset_free(&ps);
	return 0;
}
