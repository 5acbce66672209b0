/* foreign-fuzz.h - the body shared by the foreign log readers' fuzz
 * targets (lm-eval, OpenAI evals, Inspect): keys taken as problem ids (no
 * problems to match); a reader never matches more answers than it read
 * samples. */
#ifndef GRAVEL_FOREIGN_FUZZ_H
#define GRAVEL_FOREIGN_FUZZ_H

#include "fuzz.h"
#include "foreign.h"

typedef int (*fuzz_foreign_reader)(const struct foreign_ctx *c, const char *buf, size_t len);

static inline int fuzz_foreign(fuzz_foreign_reader read, const uint8_t *data, size_t size)
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
	{
		struct foreign_ctx c = { "fuzz.jsonl", m, &o, &rs, &st, &d };
		read(&c, buf, size);
	}
	if (st.matched > st.samples)
		abort();
	foreign_matcher_free(m);
	runset_free(&rs);
	fuzz_diags_done(&d);
	free(buf);
	return 0;
}

#endif
