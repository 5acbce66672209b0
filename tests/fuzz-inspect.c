/* fuzz-inspect.c - libFuzzer target: the Inspect log readers, keys taken as
 * problem ids (no problems to match): a zip archive (.eval, "PK\3\4") goes
 * to the archive reader as `gravel import inspect` sends it, anything else
 * to the JSON log reader. Seeds: tests/fuzz/inspect, eval-zip-* made with
 * python3's zipfile in Inspect's layout (header.json, samples/, summaries,
 * reductions, _journal/) from tests/data/foreign/inspect-log.eval. */
#include "foreign-fuzz.h"

/* The reader `gravel import inspect` picks for the bytes. */
static int read_inspect(const struct foreign_ctx *c, const char *buf, size_t len)
{
	struct foreign_ctx named = *c;

	named.path = len >= 4 && !memcmp(buf, "PK\3\4", 4) ? "fuzz.eval" : "fuzz.json";
	if (len >= 4 && !memcmp(buf, "PK\3\4", 4))
		return foreign_read_inspect_zip(&named, buf, len);
	return foreign_read_inspect(&named, buf, len);
}

FUZZ_TARGET(data, size)
{
	return fuzz_foreign(read_inspect, data, size);
}
