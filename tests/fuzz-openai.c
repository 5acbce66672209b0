/* fuzz-openai.c - libFuzzer target: the OpenAI evals log reader, keys taken as
 * problem ids (no problems to match). */
#include "fuzz.h"
#include "foreign.h"

FUZZ_TARGET(data, size)
{
	struct foreign_opts o;
	struct foreign_matcher *m;
	struct foreign_stats st;
	struct runset rs;
	struct diags d;
	char *buf = fuzz_text(data, size);

	memset(&o, 0, sizeof o);
	memset(&st, 0, sizeof st);
	m = foreign_matcher_new(&o);
	runset_init(&rs);
	diags_init(&d);
	foreign_read_openai("fuzz.jsonl", buf, size, m, &o, &rs, &st, &d);
	if (st.matched > st.samples)
		abort();
	foreign_matcher_free(m);
	runset_free(&rs);
	fuzz_diags_done(&d);
	free(buf);
	return 0;
}
