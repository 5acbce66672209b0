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
#include "gracore-import.h"
#include "hetero.h"
#include "cmd-import-ext.h"

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
	if (problems_write_jsonl(out.fp, ps) != 0) {
		int e = errno;
		output_abort(&out);
		fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>", strerror(e));
		return EXIT_IOERR;
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

/* The logs are checked against the checkout's own problems: runs made on
 * other graphs are flagged ("mismatch"), not dropped. */
static int import_logs(const char *dir, bool strict, const char *outpath)
{
	struct problemset ps;
	struct runset rs;
	struct diags d, pd;
	struct nlgraph_logs_opts o = { NULL, strict, 0, 0, 0, true };
	size_t nruns;
	int rc;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	diags_init(&pd);
	/* problems that cannot be read only weaken the check: their messages
	 * belong to `gravel import nlgraph`, not here */
	nlgraph_import_records(dir, NLG_STANDARD | NLG_ATTACK, false, &ps, NULL, &pd);
	o.ps = &ps;
	rc = nlgraph_logs_read_opts(dir, &o, &rs, &nruns, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu runs, %zu answers, %zu runs skipped, "
				"%zu runs flagged \"mismatch\" (not asked on the dataset's graphs)\n",
			nruns, rs.n, o.skipped + o.unplaced, o.mismatched);
		if (strict && o.unplaced) {
			fprintf(stderr, "gravel import: --strict: runs that cannot be placed, "
					"nothing written\n");
			rc = EXIT_DATAERR;
		} else {
			rc = write_runs(&rs, outpath);
		}
		if (rc == EXIT_OK && (o.skipped || o.unplaced))
			rc = EXIT_PARTIAL;
	}
	diags_free(&pd);
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
	return rc;
}

/* Problems read with records skipped (lenient): write them, then exit
 * EXIT_PARTIAL so a driving tool can tell a clean import from one with
 * skips. */
static int write_records(const struct problemset *ps, size_t skipped, const char *outpath)
{
	int rc;

	fprintf(stderr, "gravel import: %zu problems imported, %zu records skipped\n", ps->n,
		skipped);
	rc = write_problems(ps, outpath);
	return rc == EXIT_OK && skipped ? EXIT_PARTIAL : rc;
}

/* One heterogeneous graph file (hetero.h); each question is a record. */
static int import_hetero(const char *path, bool strict, const char *outpath)
{
	struct problemset ps;
	struct diags d;
	size_t skipped = 0;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = hetero_import_records(path, strict, &ps, &skipped, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK)
		rc = write_records(&ps, skipped, outpath);
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

/* GraCoRe's pure-graph folder (gracore-import.h) or one heterogeneous graph
 * file (hetero.h). sets is the --set value (NULL: the paper's task set).
 * Bad records are skipped (exit EXIT_PARTIAL) or, with --strict, refused
 * (exit 65, nothing written). */
static int import_gracore(const char *path, const char *sets, bool strict, const char *outpath)
{
	struct gracore_opts o = { false, false, strict };
	struct gracore_count cnt = { 0, 0, 0 };
	struct problemset ps;
	struct diags d;
	int rc;

	if (sets && gracore_parse_sets(sets, &o) != 0)
		return cmd_usage_error(&cmd_import, "gracore: --set must be paper, all and/or "
				       "random-order (comma-separated)");
	problemset_init(&ps);
	diags_init(&d);
	rc = gracore_import_with(path, &o, &ps, &d, &cnt);
	diags_print(&d, stderr);
	if (strict && rc == EXIT_DATAERR)
		fprintf(stderr, "gravel import: --strict: a bad record, nothing written\n");
	if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu problems from %zu records, %zu records skipped",
			ps.n, cnt.records, cnt.skipped);
		if (cnt.files_skipped)
			fprintf(stderr, ", %zu unreadable files skipped", cnt.files_skipped);
		fputc('\n', stderr);
		rc = write_problems(&ps, outpath);
		if (rc == EXIT_OK && (cnt.skipped || cnt.files_skipped))
			rc = EXIT_PARTIAL;
	}
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

static int import_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "set", required_argument, NULL, 's' },
		{ "output", required_argument, NULL, 'o' },
		{ "logs", no_argument, NULL, 'l' },
		{ "strict", no_argument, NULL, 'S' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned sets = NLG_STANDARD;
	const char *outpath = NULL, *setarg = NULL;
	struct problemset ps;
	struct diags d;
	size_t skipped = 0;
	int c, rc, logs = 0;
	bool strict = false;

	/* grapheval, lm-eval, inspect, openai-evals: cmd-import-ext.c */
	if (import_ext_find_format(argc, argv))
		return import_ext_exec(argc, argv);
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "s:o:h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			setarg = optarg;	/* read once the format is known */
			break;
		case 'S':
			strict = true;
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
			       "  --set S      NLGraph sets: standard (default), full, attack, all;\n"
			       "               GraCoRe: paper (default: the paper's task set), all,\n"
			       "               random-order (the shuffled edge descriptions)\n"
			       "  --logs       write the checkout's model-output logs as runs JSONL\n"
			       "  -o FILE      write to FILE (atomically) instead of stdout\n"
			       "  --audit      grapheval: judge the stored labels instead\n"
			       "  --strict     a record that cannot be read is an error (65, nothing\n"
			       "               written) instead of being reported and skipped (exit\n"
			       "               3); logs: so are unmatched answers\n"
			       "  --problems P logs: match answers to these problems (and report the\n"
			       "               ones that match none)\n"
			       "  --match-field F  logs: match on field F (id, question, index,\n"
			       "               position, or an extra/query key) instead of the id\n"
			       "  --run NAME   logs: the run name to write\n");
			return EXIT_OK;
		default:
			return cmd_usage_error(&cmd_import, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_import, "expected FORMAT and DIR");
	if (!strcmp(argv[optind], "hetero"))
		return import_hetero(argv[optind + 1], strict, outpath);
	if (!strcmp(argv[optind], "gracore"))
		return import_gracore(argv[optind + 1], setarg, strict, outpath);
	if (setarg && nlgraph_parse_sets(setarg, &sets) != 0)
		return cmd_usage_error(&cmd_import, "--set must be standard, full, attack or all");
	if (strcmp(argv[optind], "nlgraph") != 0)
		return cmd_usage_error(&cmd_import,
				       "unknown format '%s' (known: nlgraph, gracore, hetero, grapheval, "
				       "lm-eval, inspect, openai-evals)",
				       argv[optind]);
	if (logs)
		return import_logs(argv[optind + 1], strict, outpath);
	problemset_init(&ps);
	diags_init(&d);
	rc = nlgraph_import_records(argv[optind + 1], sets, strict, &ps, &skipped, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK)
		rc = write_records(&ps, skipped, outpath);
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

const struct command cmd_import = {
	"import", "nlgraph DIR [--set standard|full|attack|all] [--logs] [--strict] [-o FILE]\n"
	"       gravel import gracore DIR [--set paper|all|random-order] [--strict] [-o FILE]\n"
	"       gravel import hetero FILE [--strict] [-o FILE]\n"
	"       gravel import grapheval DIR [--audit] [--strict] [-o FILE]\n"
	"       gravel import lm-eval|inspect|openai-evals FILE [--problems PROBLEMS]\n"
	"                     [--match-field F] [--run NAME] [--strict] [-o FILE]",
	"import a benchmark's published files as problems JSONL", import_exec,
};
