/* fuzz-settings.c - libFuzzer target: the settings file (YAML). */
#include "config.h"
#include "settings.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct settings s;
	struct diags d;

	settings_init(&s);
	diags_init(&d);
	settings_parse("config.yaml", (const char *)data, size, &s, &d);
	settings_free(&s);
	diags_free(&d);
	return 0;
}
