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

/* `gravel import FORMAT PATH` as one call (import-run.c): the options
 * given, already checked to be ones the row takes. */
struct import_args {
	const char *format;	/* a row's name (bench_find) */
	const char *path;	/* its DIR or FILE */
	struct bench_import_opts o;	/* o.sets is set here, from set */
	const char *set;	/* --set's text, or NULL: the row's default sets */
	unsigned used;		/* the options given (enum bench_opt bits) */
};

/* Import as a says. A format no row has, a set the row does not know or
 * an option it refuses in this use (its misuse) is said as "gravel
 * import: ..." and returns 64, for the caller to add its usage line;
 * else the row's import hook's status. */
int import_run(const struct import_args *a);

#endif
