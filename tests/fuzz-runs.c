/* fuzz-runs.c - libFuzzer target: the runs (model answers) JSON Lines
 * reader. */
#include "fuzz.h"
#include "runs.h"

FUZZ_TARGET(data, size)
{
	struct runset rs;
	struct diags d;

	runset_init(&rs);
	diags_init(&d);
	runs_parse_jsonl("fuzz.jsonl", (const char *)data, size, &rs, &d);
	for (size_t i = 0; i < rs.n; i++)
		if (rs.v[i].text && strlen(rs.v[i].text) != rs.v[i].text_len)
			abort();
	runset_free(&rs);
	fuzz_diags_done(&d);
	return 0;
}
