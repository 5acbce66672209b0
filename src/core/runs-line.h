/* runs-line.h - a runs JSONL line read without cJSON, when it is a plain
 * record (see runs-line.c); runs.c's reader tries it first. */
#ifndef GRAVEL_RUNS_LINE_H
#define GRAVEL_RUNS_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include "runs.h"
#include "util.h"

/* What the lines of one reading reuse. Zero it to start. */
#define RUNS_LINE_STRINGS 6	/* problem, run, text, model, method, mismatch */
struct runs_line_scratch {
	struct strbuf str[RUNS_LINE_STRINGS], name;
};
void runs_line_scratch_free(struct runs_line_scratch *sc);

/* The answer of s[0..n) (no NUL byte) added to rs, as parse_line's cJSON
 * reading would add it: true. False, with rs as it was, when the line is
 * not a plain record - JSON cJSON might read otherwise or reject, a
 * record with something to say about it, an "output" to print - and is
 * left to cJSON. */
bool runs_line_read(const char *s, size_t n, struct runset *rs, struct runs_line_scratch *sc);
/* Tests: true sends every line to cJSON (set it before reading). */
extern bool runs_line_off;

#endif
