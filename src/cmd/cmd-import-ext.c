/* cmd-import-ext.c - `gravel import` for GraphEval2000 and for other tools'
 * evaluation logs:
 *
 *   gravel import grapheval DIR [--audit] [--strict] [-o FILE]
 *   gravel import lm-eval|inspect|openai-evals FILE [--problems PROBLEMS]
 *                 [--match-field F] [--run NAME] [--strict] [-o FILE]
 *
 * grapheval writes problems JSONL; with --audit it writes the label audit
 * (grapheval-import.h) instead. The log formats write runs JSONL
 * (foreign.h). Malformed input lines and unmatched answers are warnings on
 * stderr and the exit status stays 0 (grapheval: 3, EXIT_PARTIAL, when
 * records were skipped); --strict makes them an error (65, nothing
 * written). Output goes to stdout or, with -o, atomically to FILE. */
#include "config.h"
#include "cmd.h"
#include "cmd-import-ext.h"
#include "foreign.h"
#include "grapheval-import.h"
#include "source.h"

#include <errno.h>
#include <getopt.h>
#include <string.h>

static const char *const formats[] = { "grapheval", "lm-eval", "inspect", "openai-evals" };

bool import_ext_format(const char *format)
{
	for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
		if (!strcmp(formats[i], format))
			return true;
	return false;
}

const char *import_ext_find_format(int argc, char **argv)
{
	static const char *const with_arg[] = { "-o", "--output", "--set", "-s", "--problems",
						"--match-field", "--run" };
	for (int i = 1; i < argc; i++) {
		bool skip = false;
		if (argv[i][0] != '-')
			return import_ext_format(argv[i]) ? argv[i] : NULL;
		for (size_t k = 0; k < sizeof with_arg / sizeof *with_arg; k++)
			skip = skip || !strcmp(argv[i], with_arg[k]);
		i += skip;
	}
	return NULL;
}

struct ext_opts {
	const char *out, *problems, *match, *run;
	bool audit, strict;
};

static int fail_io(const char *path)
{
	fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>", strerror(errno));
	return EXIT_IOERR;
}

static int import_grapheval(const char *dir, const struct ext_opts *o)
{
	struct problemset ps;
	struct grapheval_stats st;
	struct diags d;
	struct output out;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = grapheval_import_with(dir, &ps, &st, o->strict, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK)
		fprintf(stderr,
			"gravel import: %zu problems from %zu files of %zu LeetCode problems "
			"(%zu malformed lines, %zu bad cases skipped)\n",
			ps.n, st.files, st.problems, st.bad_lines, st.bad_cases);
	else if (o->strict && (st.bad_lines || st.bad_cases))
		fprintf(stderr, "gravel import: --strict: stopped at the first bad record, nothing "
				"written\n");
	if (rc == EXIT_OK) {
		if (output_open(&out, o->out) != 0) {
			rc = fail_io(o->out);
		} else {
			if (o->audit) {
				struct grapheval_audit a;
				grapheval_audit(&ps, out.fp, 0, &a);
				grapheval_audit_free(&a);
			} else {
				for (size_t i = 0; i < ps.n && rc == EXIT_OK; i++)
					if (problem_write_jsonl(out.fp, ps.v[i]) != 0)
						rc = EXIT_IOERR;
			}
			if (rc != EXIT_OK || ferror(out.fp)) {
				output_abort(&out);
				rc = fail_io(o->out);
			} else if (output_commit(&out) != 0) {
				rc = fail_io(o->out);
			}
		}
	}
	/* lenient: written, but say that records were skipped */
	if (rc == EXIT_OK && (st.bad_lines || st.bad_cases))
		rc = EXIT_PARTIAL;
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

static int import_log(enum foreign_format f, const char *path, const struct ext_opts *o)
{
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct foreign_stats st = { 0, 0, 0, 0, 0 };
	struct foreign_opts fo = { NULL, o->match, o->run, o->strict };
	struct output out;
	int rc = EXIT_OK;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	if (o->problems) {
		rc = problems_load(o->problems, &ps, &d);
		fo.ps = &ps;
	}
	if (rc == EXIT_OK)
		rc = foreign_read(f, path, &fo, &rs, &st, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu answers read, %zu written, %zu unmatched, "
				"%zu without text, %zu records skipped\n",
			st.samples, st.matched, st.unmatched, st.notext, st.skipped);
		if (o->strict && (st.unmatched || d.n)) {
			fprintf(stderr, "gravel import: --strict: %s, nothing written\n",
				st.unmatched ? "unmatched answers" : "malformed input");
			rc = EXIT_DATAERR;
		}
	}
	if (rc == EXIT_OK) {
		if (output_open(&out, o->out) != 0) {
			rc = fail_io(o->out);
		} else {
			for (size_t i = 0; i < rs.n && rc == EXIT_OK; i++)
				if (answer_write_jsonl(out.fp, &rs.v[i]) != 0)
					rc = EXIT_IOERR;
			if (rc != EXIT_OK) {
				output_abort(&out);
				rc = fail_io(o->out);
			} else if (output_commit(&out) != 0) {
				rc = fail_io(o->out);
			}
		}
	}
	if (rc == EXIT_OK && st.skipped)
		rc = EXIT_PARTIAL;
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
	return rc;
}

static const struct command *self(void)
{
	return &cmd_import;
}

int import_ext_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "problems", required_argument, NULL, 'p' },
		{ "match-field", required_argument, NULL, 'm' },
		{ "run", required_argument, NULL, 'r' },
		{ "audit", no_argument, NULL, 'a' },
		{ "strict", no_argument, NULL, 'S' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct ext_opts o = { NULL, NULL, NULL, NULL, false, false };
	enum foreign_format f;
	int c;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':	/* the one help text of `gravel import` */
			return cmd_import.exec(2, (char *[]){ (char *)"import", (char *)"--help", NULL });
		case 'o':
			o.out = optarg;
			break;
		case 'p':
			o.problems = optarg;
			break;
		case 'm':
			o.match = optarg;
			break;
		case 'r':
			o.run = optarg;
			break;
		case 'a':
			o.audit = true;
			break;
		case 'S':
			o.strict = true;
			break;
		default:
			return cmd_usage_error(self(), "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(self(), "expected FORMAT and %s",
				       optind < argc && !strcmp(argv[optind], "grapheval") ? "DIR" : "FILE");
	if (!strcmp(argv[optind], "grapheval")) {
		if (o.problems || o.match || o.run)
			return cmd_usage_error(self(), "--problems, --match-field and --run are for "
						       "evaluation logs");
		return import_grapheval(argv[optind + 1], &o);
	}
	if (o.audit)
		return cmd_usage_error(self(), "--audit is for grapheval");
	if (foreign_parse_format(argv[optind], &f) != 0)
		return cmd_usage_error(self(), "unknown format '%s'", argv[optind]);
	return import_log(f, argv[optind + 1], &o);
}
