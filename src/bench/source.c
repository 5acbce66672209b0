/* source.c - resolve a PROBLEMS argument to a problem set. */
#include "config.h"
#include "source.h"
#include "bench.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

extern const char gravel_demo_problems[];
extern const size_t gravel_demo_problems_len;

int problems_load(const char *path, struct problemset *ps, struct diags *d)
{
	struct stat st;
	const struct benchmark *b;

	if (strcmp(path, "-") != 0 && stat(path, &st) != 0) {
		diag_error(d, path, 0, 0, "cannot open: %s", strerror(errno));
		return errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	if ((b = bench_detect(path)))	/* a benchmark's checkout, every set */
		return b->load(path, b->all_sets, ps, d);
	return problems_read_jsonl(path, ps, d);
}

int problems_load_demo(struct problemset *ps, struct diags *d)
{
	return problems_parse_jsonl("<demo>", gravel_demo_problems, gravel_demo_problems_len, ps,
				    d);
}
