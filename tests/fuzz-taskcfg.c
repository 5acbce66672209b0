/* fuzz-taskcfg.c - libFuzzer target for the task config loader: any bytes
 * must load or be refused with diagnostics, never crash, leak or run away
 * (aliases are bounded). */
#include "fuzz.h"
#include "taskcfg.h"

FUZZ_TARGET(data, size)
{
	struct taskcfg cfg;
	struct diags d;
	char *text = fuzz_text(data, size);

	diags_init(&d);
	if (taskcfg_parse("fuzz.yaml", text, size, &cfg, &d) == 0)
		taskcfg_free(&cfg);
	fuzz_diags_done(&d);
	free(text);
	return 0;
}
