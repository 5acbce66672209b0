/* cmd-import.c - `gravel import nlgraph DIR [--set S] [--logs] [-o FILE]`.
 *
 * With --logs the checkout's model-output logs are written as runs JSONL
 * (nlgraph-logs.h) instead of the problems.
 *
 * Everything is read and checked before the first byte is written, and a
 * file named with -o is replaced atomically, so a failed import never
 * leaves half-written output. */
#include "config.h"
#include "cmd.h"
#include "nlgraph.h"
#include "nlgraph-logs.h"

#include <errno.h>
#include <getopt.h>
#include <string.h>

static int write_problems(const struct problemset *ps, const char *path)
{
	struct output out;

	if (output_open(&out, path) != 0) {
		fprintf(stderr, "gravel import: %s: %s\n", path, strerror(errno));
		return EXIT_IOERR;
	}
	for (size_t i = 0; i < ps->n; i++) {
		if (problem_write_jsonl(out.fp, ps->v[i]) != 0) {
			int e = errno;
			output_abort(&out);
			fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>",
				strerror(e));
			return EXIT_IOERR;
		}
	}
	if (output_commit(&out) != 0) {
		fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>",
			strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

static int write_runs(const struct runset *rs, const char *path)
{
	struct output out;

	if (output_open(&out, path) != 0) {
		fprintf(stderr, "gravel import: %s: %s\n", path, strerror(errno));
		return EXIT_IOERR;
	}
	for (size_t i = 0; i < rs->n; i++) {
		if (answer_write_jsonl(out.fp, &rs->v[i]) != 0) {
			int e = errno;
			output_abort(&out);
			fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>",
				strerror(e));
			return EXIT_IOERR;
		}
	}
	if (output_commit(&out) != 0) {
		fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>",
			strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

static int import_logs(const char *dir, const char *outpath)
{
	struct runset rs;
	struct diags d;
	size_t nruns;
	int rc;

	runset_init(&rs);
	diags_init(&d);
	rc = nlgraph_logs_read(dir, &rs, &nruns, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu runs, %zu answers\n", nruns, rs.n);
		rc = write_runs(&rs, outpath);
	}
	diags_free(&d);
	runset_free(&rs);
	return rc;
}

static int import_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "set", required_argument, NULL, 's' },
		{ "output", required_argument, NULL, 'o' },
		{ "logs", no_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned sets = NLG_STANDARD;
	const char *outpath = NULL;
	struct problemset ps;
	struct diags d;
	int c, rc, logs = 0;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "s:o:h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			if (nlgraph_parse_sets(optarg, &sets) != 0)
				return cmd_usage_error(&cmd_import,
						       "--set must be standard, full, attack or all");
			break;
		case 'o':
			outpath = optarg;
			break;
		case 'l':
			logs = 1;
			break;
		case 'h':
			cmd_usage(&cmd_import, stdout);
			printf("\nRead a benchmark's published files and write problems JSONL.\n"
			       "  --set S      NLGraph sets: standard (default), full, attack, all\n"
			       "  --logs       write the checkout's model-output logs as runs JSONL\n"
			       "  -o FILE      write to FILE (atomically) instead of stdout\n");
			return EXIT_OK;
		default:
			return cmd_usage_error(&cmd_import, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_import, "expected FORMAT and DIR");
	if (strcmp(argv[optind], "nlgraph") != 0)
		return cmd_usage_error(&cmd_import, "unknown format '%s' (known: nlgraph)",
				       argv[optind]);
	if (logs)
		return import_logs(argv[optind + 1], outpath);
	problemset_init(&ps);
	diags_init(&d);
	rc = nlgraph_import(argv[optind + 1], sets, &ps, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK)
		rc = write_problems(&ps, outpath);
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

const struct command cmd_import = {
	"import", "nlgraph DIR [--set standard|full|attack|all] [--logs] [-o FILE]",
	"import a benchmark's published files as problems JSONL", import_exec,
};
