/* fuzz-taskcfg.c - libFuzzer target for the task config loader: any bytes
 * must load or be refused with diagnostics, never crash, leak or run away
 * (aliases are bounded). Build with clang, instrumenting the library too:
 *   CC=clang CFLAGS="-g -O1 -fsanitize=fuzzer-no-link" \
 *       ./configure --enable-fuzzing --enable-asan && make tests/fuzz-taskcfg
 * and run it on the shipped and the broken configs as a seed corpus:
 *   tests/fuzz-taskcfg -max_len=4096 CORPUS_DIR config/tasks tests/data/config-bad */
#include "config.h"
#include "taskcfg.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct taskcfg cfg;
	struct diags d;
	char *text = xmalloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	diags_init(&d);
	if (taskcfg_parse("fuzz.yaml", text, size, &cfg, &d) == 0) {
		/* a valid config: every diagnostic must still format */
		taskcfg_free(&cfg);
	}
	for (size_t i = 0; i < d.n; i++)
		free(diag_format(&d.v[i]));
	diags_free(&d);
	free(text);
	return 0;
}
