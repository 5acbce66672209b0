/* fuzz-lmeval.c - libFuzzer target: the lm-eval log reader, keys taken as
 * problem ids (no problems to match). */
#include "config.h"
#include "foreign.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct foreign_opts o = { NULL, NULL, NULL };
	struct foreign_matcher *m = foreign_matcher_new(&o);
	struct foreign_stats st = { 0, 0, 0, 0 };
	struct runset rs;
	struct diags d;
	/* the readers see a file read whole: NUL-terminated */
	char *buf = malloc(size + 1);

	if (!buf)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	runset_init(&rs);
	diags_init(&d);
	foreign_read_lmeval("fuzz.jsonl", buf, size, m, &o, &rs, &st, &d);
	if (st.matched > st.samples)
		abort();
	foreign_matcher_free(m);
	runset_free(&rs);
	diags_free(&d);
	free(buf);
	return 0;
}
