/* fuzz-answer.c - libFuzzer target: answer extraction for every NLGraph
 * task (policy strict's parsers). Every span must lie inside the input. */
#include "fuzz.h"
#include "extract.h"

static void check_span(struct xspan sp, size_t size)
{
	if (sp.off > size || sp.len > size - sp.off)
		abort();
}

FUZZ_TARGET(data, size)
{
	static const enum task_kind kinds[] = { TASK_CONNECTIVITY, TASK_CYCLE, TASK_TOPOLOGY,
						TASK_SHORTEST_PATH, TASK_FLOW, TASK_MATCHING,
						TASK_HAMILTON, TASK_GNN };
	struct xquery q = { 0, 2, 5 };
	/* lower-cased once, as policy strict does (strict_begin); the first
	 * task goes through extract_answer, which lower-cases it itself */
	char *lc = extract_lower((const char *)data, size);

	for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
		struct xanswer a;
		char *key;

		if (k == 0)
			extract_answer(kinds[k], (const char *)data, size, &q, &a);
		else
			extract_answer_lower(kinds[k], lc, size, &q, &a);
		check_span(a.span, size);
		if (a.contradiction)
			check_span(a.other, size);
		if (a.has_num)
			check_span(a.num_span, size);
		for (size_t i = 0; i < a.n && a.vspan; i++)
			check_span(a.vspan[i], size);
		if (a.region > size)
			abort();
		key = xanswer_key(&a);
		if ((a.kind == XK_NONE) != (key == NULL))
			abort();
		free(key);
		xanswer_free(&a);
	}
	free(lc);
	return 0;
}
