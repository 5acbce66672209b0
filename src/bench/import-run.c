/* import-run.c - `gravel import` as one call (bench-import.h import_run):
 * the row named, its sets and its refusals, then its import hook. */
#include "config.h"
#include "bench-import.h"
#include "util.h"

#include <stdio.h>

static int usage(const char *what, const char *arg)
{
	fprintf(stderr, "gravel import: %s", what);
	if (arg)
		fprintf(stderr, " '%s' (known: %s)", arg, bench_names());
	fputc('\n', stderr);
	return EXIT_USAGE;
}

int import_run(const struct import_args *a)
{
	const struct benchmark *b = bench_find(a->format);
	struct bench_import_opts o = a->o;

	/* as the options were checked: an unknown name, NLGraph's row */
	const struct benchmark *rules = b ? b : bench_at(0);

	if (a->used & rules->misuse_opts)
		return usage(rules->misuse, NULL);
	o.sets = rules->default_sets;
	if (a->set && rules->parse_sets && rules->parse_sets(a->set, &o.sets) != 0)
		return usage(rules->sets_usage, NULL);
	if (!b)
		return usage("unknown format", a->format);
	return b->import(a->path, &o);
}
