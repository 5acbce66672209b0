/* fuzz.h - what every libFuzzer target (tests/fuzz-*.c) shares.
 *
 * A target is one reader of untrusted input run on arbitrary bytes:
 *
 *   #include "fuzz.h"
 *   FUZZ_TARGET(data, size)
 *   {
 *           ... read data[0..size), abort() on a broken promise ...
 *           return 0;
 *   }
 *
 * The readers see a file read whole: fuzz_text() gives the bytes
 * NUL-terminated. Every diagnostic a reader adds must format
 * (fuzz_diags_done). The fixed problems some targets score against are
 * parsed once per process (fuzz_problems), not once per input: libFuzzer
 * runs an input in microseconds, a problem set takes far longer.
 *
 * Build: ./configure --enable-fuzzing CC=clang (Makefile.am, "fuzzing");
 * `make fuzz FUZZ_SECONDS=N` runs every target on its corpus tests/fuzz/NAME. */
#ifndef GRAVEL_FUZZ_H
#define GRAVEL_FUZZ_H

#include "config.h"
#include "diag.h"
#include "problem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_TARGET(data, size) int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)

/* data[0..size) as a NUL-terminated string (free it). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
	char *text = xmalloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	return text;
}

/* Every diagnostic must format; then free them. */
static inline void fuzz_diags_done(struct diags *d)
{
	for (size_t i = 0; i < d->n; i++)
		free(diag_format(&d->v[i]));
	diags_free(d);
}

/* The problems of jsonl, parsed on the first call; abort() if they do not
 * parse (the target itself is broken). */
static inline struct problemset *fuzz_problems(const char *jsonl)
{
	static struct problemset ps;
	static int loaded;

	if (!loaded) {
		struct diags d;
		diags_init(&d);
		problemset_init(&ps);
		if (problems_parse_jsonl("fuzz", jsonl, strlen(jsonl), &ps, &d) != 0 || !ps.n)
			abort();
		diags_free(&d);
		loaded = 1;
	}
	return &ps;
}

/* One small problem per NLGraph task, for the scoring targets (the first
 * input byte picks one). */
#define FUZZ_P(task, graph, query) \
	"{\"id\":\"f/" task "/easy/s/0\",\"benchmark\":\"f\",\"task\":\"" task "\",\"graph\":" graph \
	",\"query\":" query "}\n"
#define FUZZ_NLGRAPH_PROBLEMS \
	FUZZ_P("connectivity", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,1],[1,2],[3,4]]}", \
	       "{\"source\":0,\"target\":2}") \
	FUZZ_P("cycle", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,0],[2,3]]}", "{}") \
	FUZZ_P("topology", "{\"directed\":true,\"nodes\":5,\"edges\":[[0,2],[1,2],[3,2],[4,0]]}", "{}") \
	FUZZ_P("shortest_path", "{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3]," \
	       "[1,4,4],[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"}", \
	       "{\"source\":0,\"target\":2}") \
	FUZZ_P("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,3],[1,2,2],[0,2,4]]," \
	       "\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}") \
	FUZZ_P("matching", "{\"directed\":false,\"nodes\":5,\"parts\":[2,3],\"edges\":[[0,2],[0,3],[1,2]]}", \
	       "{}") \
	FUZZ_P("hamilton", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3],[0,2]]}", "{}") \
	FUZZ_P("GNN", "{\"directed\":false,\"nodes\":3,\"edges\":[[0,1],[1,2]]," \
	       "\"features\":[[1,0],[0,1],[1,1]]}", "{\"layers\":2}")

#endif
