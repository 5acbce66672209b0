/* fuzz-problems.c - libFuzzer target: the problems JSON Lines reader, and
 * writing back what it accepted. */
#include "config.h"
#include "problem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
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
	for (size_t i = 0; i < d.n; i++)
		free(diag_format(&d.v[i]));
	problemset_free(&ps);
	diags_free(&d);
	return 0;
}
