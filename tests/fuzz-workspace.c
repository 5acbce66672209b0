/* fuzz-workspace.c - libFuzzer target: workspace definitions (YAML). */
#include "fuzz.h"
#include "workspace.h"

FUZZ_TARGET(data, size)
{
	struct workspace ws;
	struct diags d;

	diags_init(&d);
	workspace_parse("ws.yaml", "/nonexistent", (const char *)data, size, &ws, &d);
	workspace_free(&ws);
	fuzz_diags_done(&d);
	return 0;
}
