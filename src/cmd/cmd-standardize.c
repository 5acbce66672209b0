/* cmd-standardize.c - `gravel standardize TABLE.csv [--format F]`: GraCoRe's
 * standardised scores (standardize.h) of a model x task table of raw
 * accuracies, so a model can be placed among published results. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "standardize.h"

#include <stdlib.h>
#include <string.h>

static const struct cmd_opt standardize_opts[] = {
	{ NULL, 0, NULL, NULL, "\nStandardise a model x task table of accuracies as GraCoRe does.",
	  OPT_TEXT, NULL },
	{ "TABLE.csv", 0, NULL, NULL,
	  "header \"model,<task>,...\" (NN AD CT MS TR BR BFS NQ RQ RN\n"
	  "SE SP MF EP HC TSP GC NC LP, or gravel's task names), then\n"
	  "one line per model: name, one accuracy per task (empty or\n"
	  "\"-\" when missing); \"-\" reads stdin", OPT_OPERAND, NULL },
	{ "format", 'f', "F", "--format table|csv|json", "table (default), csv or json", OPT_SHORT,
	  NULL },
	{ NULL, 0, NULL, NULL,
	  "Per task: z = (x - mean) / sd over the models (sample sd, n - 1); then\n"
	  "one min-max over all z: score = 100 (z - zmin) / (zmax - zmin). Each\n"
	  "model's average z and total (the sum of its task scores) follow.\n"
	  "A column is all fractions or all percentages (a mix is refused); a\n"
	  "model is named once. A missing cell is left out: the model's average z\n"
	  "and total are over its own tasks (counted in \"tasks\"; a note names\n"
	  "the models lacking some).", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int standardize_exec(int argc, char **argv)
{
	enum score_format fmt = SF_TABLE;
	struct std_table t;
	struct diags d;
	const char *path;
	char *buf;
	size_t len;
	int c, rc = EXIT_OK;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_standardize, argc, argv)) != -1) {
		switch (c) {
		case 'f':
			if (score_parse_format(optarg, &fmt) != 0 || fmt == SF_JSONL || fmt == SF_PAPER)
				return cmd_usage_error(&cmd_standardize,
						       "--format must be table, csv or json");
			break;
		case 'h':
			cmd_help(&cmd_standardize, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_standardize, c, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage_error(&cmd_standardize, "expected one TABLE.csv");
	path = argv[optind];
	diags_init(&d);
	buf = diag_read_file(&d, path, NULL, &len, &rc);
	if (buf)
		rc = std_table_read(diag_input_name(path), buf, len, &t, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	free(buf);
	if (rc != EXIT_OK)
		return rc;
	if (standardize_print(stdout, fmt, &t, NULL) != 0)
		rc = EXIT_IOERR;
	std_table_free(&t);
	return cmd_finish_stdout(&cmd_standardize, rc);
}

const struct command cmd_standardize = {
	.name = "standardize",
	.usage = "TABLE.csv",
	.summary = "GraCoRe's standardised scores of a model x task accuracy table",
	.exec = standardize_exec,
	.opts = standardize_opts,
	.help_col = 17,
};
