/* fuzz-workspace.c - libFuzzer target: workspace definitions (YAML). */
#include "config.h"
#include "workspace.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct workspace ws;
	struct diags d;

	diags_init(&d);
	workspace_parse("ws.yaml", "/nonexistent", (const char *)data, size, &ws, &d);
	workspace_free(&ws);
	diags_free(&d);
	return 0;
}
