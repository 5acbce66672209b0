/* fuzz-nlgraph-main.c - libFuzzer target: NLGraph main.json, and the gold
 * answers read from its answer texts for every task. */
#include "config.h"
#include "nlgraph.h"
#include "task.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const tasks[] = { "connectivity", "cycle", "topology", "shortest_path",
					     "flow", "matching", "hamilton", "GNN" };
	struct nlgraph_main m;
	struct diags d;

	diags_init(&d);
	if (nlgraph_main_parse("main.json", (const char *)data, size, &m, &d) == 0) {
		for (int k = 0; k < NLG_NDIFF; k++)
			for (size_t i = 0; i < m.n[k] && i < 4; i++)
				for (size_t t = 0; t < 8; t++)
					cJSON_Delete(nlgraph_answer_from_text(task_find(tasks[t]),
									      m.v[k][i].answer));
		nlgraph_main_free(&m);
	}
	diags_free(&d);
	return 0;
}
