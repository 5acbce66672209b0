/* source.h - load the PROBLEMS argument of any command: a problems JSONL
 * file, "-" for stdin, or a benchmark's checkout directory read in place
 * (the benchmark table, bench.h, tells which). */
#ifndef GRAVEL_SOURCE_H
#define GRAVEL_SOURCE_H

#include "problem.h"

/* Returns 0 or an exit status, with diags filled. */
int problems_load(const char *path, struct problemset *ps, struct diags *d);

/* The embedded demo problems (compiled into the program, demo.c). */
int problems_load_demo(struct problemset *ps, struct diags *d);

#endif
