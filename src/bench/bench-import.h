/* bench-import.h - the import hooks of the benchmark table's rows
 * (bench.h): `gravel import NAME PATH` reads, reports its counts on stderr
 * and writes problems or runs JSONL (o->out, atomically). Each returns an
 * exit status: 3 (EXIT_PARTIAL) when records were skipped. */
#ifndef GRAVEL_BENCH_IMPORT_H
#define GRAVEL_BENCH_IMPORT_H

#include "bench.h"

int bench_import_nlgraph(const char *dir, const struct bench_import_opts *o);
int bench_import_gracore(const char *dir, const struct bench_import_opts *o);
int bench_import_hetero(const char *path, const struct bench_import_opts *o);
int bench_import_grapheval(const char *dir, const struct bench_import_opts *o);
int bench_import_lmeval(const char *path, const struct bench_import_opts *o);
int bench_import_inspect(const char *path, const struct bench_import_opts *o);
int bench_import_openai(const char *path, const struct bench_import_opts *o);
int bench_import_batch(const char *path, const struct bench_import_opts *o);

#endif
