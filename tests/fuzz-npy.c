/* fuzz-npy.c - libFuzzer target: the .npy reader on arbitrary bytes. */
#include "config.h"
#include "npy.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct npy a;
	struct diags d;

	diags_init(&d);
	if (npy_parse("fuzz.npy", data, size, &a, &d) == 0) {
		/* what was accepted must be whole */
		for (size_t i = 0; a.type == NPY_STR && i < a.count; i++)
			if (!a.str[i] || a.str[i][a.len[i]] != '\0')
				abort();
		npy_free(&a);
	}
	diags_free(&d);
	return 0;
}
