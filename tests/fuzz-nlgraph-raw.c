/* fuzz-nlgraph-raw.c - libFuzzer target: NLGraph raw graph files. The first
 * input byte picks the task; the rest is the graphN.txt text. */
#include "fuzz.h"
#include "nlgraph.h"
#include "task.h"

FUZZ_TARGET(data, size)
{
	static const char *const names[] = { "connectivity", "cycle", "topology", "shortest_path",
					     "flow", "matching", "hamilton", "GNN" };
	const struct task *t;
	struct problemset ps;
	struct diags d;
	char *text;

	if (!size)
		return 0;
	t = task_find(names[data[0] % 8]);
	if (!t)
		abort();
	text = fuzz_text(data + 1, size - 1);
	problemset_init(&ps);
	diags_init(&d);
	nlgraph_parse_raw(t, "graph0.txt", text, "easy", "standard", 0, &ps, &d);
	problemset_free(&ps);
	fuzz_diags_done(&d);
	free(text);
	return 0;
}
