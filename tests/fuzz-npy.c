/* fuzz-npy.c - libFuzzer target: the .npy reader on arbitrary bytes. */
#include "fuzz.h"
#include "npy.h"

FUZZ_TARGET(data, size)
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
	fuzz_diags_done(&d);
	return 0;
}
