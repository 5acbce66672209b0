/* fuzz-nlgraph-main.c - libFuzzer target: NLGraph main.json, and the gold
 * answers read from its answer texts for every task. */
#include "fuzz.h"
#include "nlgraph.h"
#include "task.h"

FUZZ_TARGET(data, size)
{
	static const char *const names[] = { "connectivity", "cycle", "topology", "shortest_path",
					     "flow", "matching", "hamilton", "GNN" };
	static const struct task *tasks[8];
	struct nlgraph_main m;
	struct diags d;

	if (!tasks[0])
		for (size_t t = 0; t < 8; t++)
			if (!(tasks[t] = task_find(names[t])))
				abort();
	diags_init(&d);
	if (nlgraph_main_parse("main.json", (const char *)data, size, &m, &d) == 0) {
		for (int k = 0; k < NLG_NDIFF; k++)
			for (size_t i = 0; i < m.n[k] && i < 4; i++)
				for (size_t t = 0; t < 8; t++)
					cJSON_Delete(nlgraph_answer_from_text(tasks[t], m.v[k][i].answer));
		nlgraph_main_free(&m);
	}
	fuzz_diags_done(&d);
	return 0;
}
