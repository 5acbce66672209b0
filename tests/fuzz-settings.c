/* fuzz-settings.c - libFuzzer target: the settings file (YAML). */
#include "fuzz.h"
#include "settings.h"

FUZZ_TARGET(data, size)
{
	struct settings s;
	struct diags d;

	settings_init(&s);
	diags_init(&d);
	settings_parse("config.yaml", (const char *)data, size, &s, &d);
	settings_free(&s);
	fuzz_diags_done(&d);
	return 0;
}
