/* fuzz-nlgraph-raw.c - libFuzzer target: NLGraph raw graph files. The first
 * input byte picks the task; the rest is the graphN.txt text. */
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
	const struct task *t;
	struct problemset ps;
	struct diags d;
	char *text;

	if (!size)
		return 0;
	t = task_find(tasks[data[0] % 8]);
	if (!t)
		abort();
	text = malloc(size);
	if (!text)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	problemset_init(&ps);
	diags_init(&d);
	nlgraph_parse_raw(t, "graph0.txt", text, "easy", "standard", 0, &ps, &d);
	problemset_free(&ps);
	diags_free(&d);
	free(text);
	return 0;
}
