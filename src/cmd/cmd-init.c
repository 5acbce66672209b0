/* cmd-init.c - `gravel init [PROBLEMS [RUNS...]] [-o FILE] [--force]`:
 * write a workspace file (gravel-config(5) WORKSPACES) for the data named,
 * so that its annotations, theme and labels have a home: an NLGraph
 * checkout becomes an nlgraph source with its logs as runs, a JSONL file a
 * problems or runs file; without operands, the demo problems with the two
 * simulated runs (init_run, workspace.h). `gravel check` validates the
 * result; `gravel browse FILE` opens it. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "workspace.h"

static const struct cmd_opt init_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nWrite a workspace file (default workspace.yaml) for PROBLEMS (a problems\n"
	  "JSONL file or an NLGraph checkout, whose logs become runs) and RUNS\n"
	  "(runs JSONL files); without operands, the demo with simulated runs.\n"
	  "The annotations go to NAME.annotations.json beside it.\n", OPT_TEXT, NULL },
	{ "output", 'o', "FILE", NULL, "the workspace file to write", OPT_SHORT | OPT_SHOW_BOTH,
	  NULL },
	{ "force", 'f', NULL, "--force", "replace an existing file", OPT_SHORT | OPT_SHOW_BOTH, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int init_exec(int argc, char **argv)
{
	struct init_args a = { .output = "workspace.yaml" };
	int c;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_init, argc, argv)) != -1) {
		switch (c) {
		case 'h':
			cmd_help(&cmd_init, stdout);
			return EXIT_OK;
		case 'o':
			a.output = optarg;
			break;
		case 'f':
			a.force = true;
			break;
		default:
			return cmd_option_error(&cmd_init, c, argv);
		}
	}
	a.paths = argv + optind;
	a.npaths = argc - optind;
	return init_run(&a);
}

const struct command cmd_init = {
	.name = "init",
	.usage = "[PROBLEMS [RUNS...]]",
	.summary = "write a workspace file for a data set (annotations, labels, theme)",
	.exec = init_exec,
	.opts = init_opts,
	.help_col = 22,
};
