/* cmd-import.c - `gravel import NAME PATH [options]`: NAME is a row of the
 * benchmark table (bench.h): nlgraph, gracore, hetero and grapheval write
 * problems JSONL, nlgraph --logs and the log formats (lm-eval, inspect,
 * openai-evals, openai-batch) runs JSONL. One getopt parse reads every option; the row
 * says which it takes, and its import hook (bench-import.c) does the rest.
 *
 * Everything is read and checked before the first byte is written, and a
 * file named with -o is replaced atomically, so a failed import never
 * leaves half-written output. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "bench-import.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Every option of every row; the row named says which it takes. */
static const struct cmd_opt import_opts[] = {
	{ NULL, 0, NULL, NULL, "\nRead a benchmark's published files and write problems JSONL.",
	  OPT_TEXT, NULL },
	{ "set", 's', "S", NULL,
	  "NLGraph sets: standard (default), full, attack, all;\n"
	  "GraCoRe: paper (default: the paper's task set), all,\n"
	  "random-order (the shuffled edge descriptions)", OPT_SHORT | OPT_IN_USAGE, NULL },
	{ "logs", 'l', NULL, NULL, "write the checkout's model-output logs as runs JSONL",
	  OPT_IN_USAGE, NULL },
	{ "output", 'o', "FILE", NULL, "write to FILE (atomically) instead of stdout",
	  OPT_SHORT | OPT_SHOW_SHORT | OPT_IN_USAGE, NULL },
	{ "audit", 'a', NULL, NULL, "grapheval: judge the stored labels instead", OPT_IN_USAGE,
	  NULL },
	{ "strict", 'S', NULL, NULL,
	  "a record that cannot be read is an error (65, nothing\n"
	  "written) instead of being reported and skipped (exit\n"
	  "3); logs: so are unmatched answers", OPT_IN_USAGE, NULL },
	{ "problems", 'p', "P", NULL,
	  "logs: match answers to these problems (and report the\n"
	  "ones that match none)", OPT_IN_USAGE, NULL },
	{ "match-field", 'm', "F", NULL,
	  "logs: match on field F (id, question, index,\n"
	  "position, or an extra/query key) instead of the id", OPT_IN_USAGE, NULL },
	{ "run", 'r', "NAME", NULL, "logs: the run name to write", OPT_IN_USAGE, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

/* An option as given, in order: its bit (enum bench_opt; 0: unknown to
 * every row or missing its argument, -1: --help) and its text. */
struct given {
	int bit;
	const char *text;
};

/* The options into a (each checked against the row a->format names, in
 * the order given); 0, or the exit status (--help prints and returns
 * EXIT_OK through *done). */
static int parse(int argc, char **argv, struct import_args *a, bool *done)
{
	const struct benchmark *b;
	struct given *g = xcalloc((size_t)argc + 1, sizeof *g);
	size_t ng = 0;
	int c, rc = -1;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_import, argc, argv)) != -1) {
		/* the option's own word: before a separate argument */
		const char *text = optarg && optarg == argv[optind - 1] && optind >= 2 ?
					   argv[optind - 2] : argv[optind - 1];
		int bit = 0;
		switch (c) {
		case 's':
			bit = BOPT_SET;
			a->set = optarg;	/* read once the row is known */
			break;
		case 'o':
			bit = BOPT_OUTPUT;
			a->o.out = optarg;
			break;
		case 'l':
			bit = BOPT_LOGS;
			a->o.logs = true;
			break;
		case 'S':
			bit = BOPT_STRICT;
			a->o.strict = true;
			break;
		case 'a':
			bit = BOPT_AUDIT;
			a->o.audit = true;
			break;
		case 'p':
			bit = BOPT_PROBLEMS;
			a->o.problems = optarg;
			break;
		case 'm':
			bit = BOPT_MATCH;
			a->o.match = optarg;
			break;
		case 'r':
			bit = BOPT_RUN;
			a->o.run = optarg;
			break;
		case 'h':
			bit = -1;
			break;
		case ':':
			bit = -2;
			text = argv[optind - 1];
			break;
		default:
			text = argv[optind - 1];
			break;
		}
		g[ng++] = (struct given){ bit, text };
		a->used |= bit > 0 ? (unsigned)bit : 0;
	}
	/* the options are checked against the row named (an unknown name:
	 * NLGraph's, the first row), in the order given */
	b = optind < argc && bench_find(argv[optind]) ? bench_find(argv[optind]) : bench_at(0);
	for (size_t i = 0; rc < 0 && i < ng; i++) {
		if (g[i].bit == -1) {
			cmd_help(&cmd_import, stdout);
			*done = true;
			rc = EXIT_OK;
		} else if (g[i].bit == -2) {
			rc = cmd_usage_error(&cmd_import, "option '%s' needs a value", g[i].text);
		} else if (!(g[i].bit & (int)b->options)) {
			rc = cmd_usage_error(&cmd_import, "unknown option '%s'", g[i].text);
		}
	}
	free(g);
	if (rc >= 0)
		return rc;
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_import, "expected FORMAT and %s",
				       b->kind == BENCH_LOGS ? "FILE" : "DIR");
	a->format = argv[optind];
	a->path = argv[optind + 1];
	return EXIT_OK;
}

static int import_exec(int argc, char **argv)
{
	struct import_args a;
	bool done = false;
	int rc;

	memset(&a, 0, sizeof a);
	rc = parse(argc, argv, &a, &done);
	if (rc != EXIT_OK || done)
		return rc;
	rc = import_run(&a);
	if (rc == EXIT_USAGE)	/* the format, its sets or a misuse */
		cmd_usage(&cmd_import, stderr);
	return rc;
}

const struct command cmd_import = {
	.name = "import",
	.usage = "nlgraph DIR [--set standard|full|attack|all] [--logs] [--strict] [-o FILE]\n"
		 "       gravel import gracore DIR [--set paper|all|random-order] [--strict] [-o FILE]\n"
		 "       gravel import hetero FILE [--strict] [-o FILE]\n"
		 "       gravel import grapheval DIR [--audit] [--strict] [-o FILE]\n"
		 "       gravel import lm-eval|inspect|openai-evals|openai-batch FILE\n"
		 "                     [--problems PROBLEMS]\n"
		 "                     [--match-field F] [--run NAME] [--strict] [-o FILE]",
	.summary = "import a benchmark's published files as problems JSONL",
	.exec = import_exec,
	.opts = import_opts,
	.help_col = 15,
};
