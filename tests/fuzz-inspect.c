/* fuzz-inspect.c - libFuzzer target: the Inspect log readers, keys taken as
 * problem ids (no problems to match): a zip archive (.eval, "PK\3\4") goes
 * to the archive reader as `gravel import inspect` sends it, anything else
 * to the JSON log reader. Seeds: tests/fuzz/inspect, eval-zip-* made with
 * python3's zipfile in Inspect's layout (header.json, samples/, summaries,
 * reductions, _journal/) from tests/data/foreign/inspect-log.eval. */
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
	if (size >= 4 && !memcmp(buf, "PK\3\4", 4))
		foreign_read_inspect_zip("fuzz.eval", buf, size, m, &o, &rs, &st, &d);
	else
		foreign_read_inspect("fuzz.json", buf, size, m, &o, &rs, &st, &d);
	if (st.matched > st.samples)
		abort();
	foreign_matcher_free(m);
	runset_free(&rs);
	fuzz_diags_done(&d);
	free(buf);
	return 0;
}
