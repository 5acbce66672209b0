/* cmd-browse.c - `gravel browse [WORKSPACE.yaml | PROBLEMS [RUNS...]]` and
 * bare `gravel`: the options into a struct browse_args, which browse_run
 * (tui/tui-run.h) loads and hands to the terminal explorer. No curses here.
 *
 * Test and documentation seams (left out of the usage line, listed in
 * --help): --keys FILE replays a key script on a virtual screen instead of
 * the terminal and --dump-screen OUT writes that screen as text
 * (--dump-roles adds the colour roles, --size COLSxROWS sets it, --stats
 * prints timings and peak memory); --dump-keys man|yaml|text prints the
 * key bindings (the man page's key section is made with it);
 * --no-config skips the user's config file. */
#include "config.h"
#include "cmd.h"
#include "cmd-tui.h"
#include "options.h"
#include "tui-run.h"
#include "util.h"

#include <string.h>

enum { OPT_STATS = CMD_TUI_OPT_END, OPT_DUMP_KEYS, OPT_LAST, OPT_ANNOTATIONS, OPT_BESIDE };

static const struct cmd_opt browse_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nExplore a workspace in the terminal: a workspace YAML file, or a\n"
	  "problems JSONL file or NLGraph checkout with runs JSONL files; without\n"
	  "operands, the embedded demo (with simulated runs).\n"
	  "Press ? inside for the keys.\n", OPT_TEXT, NULL },
	{ "last", OPT_LAST, NULL, NULL,
	  "reopen the last workspace explored, at the\n"
	  "problem, run and policy it was left on (from\n"
	  "$XDG_STATE_HOME/gravel/state.json); status 66\n"
	  "when none is recorded", OPT_IN_USAGE, NULL },
	CMD_TUI_LOOKS_ROWS(0),
	{ "annotations", OPT_ANNOTATIONS, "FILE", NULL,
	  "annotate into FILE (default: the workspace's\n"
	  "annotations: key, W.annotations.json beside a\n"
	  "workspace W.yaml, else one file per data source\n"
	  "in $XDG_DATA_HOME/gravel/annotations/)", 0, NULL },
	{ "beside", OPT_BESIDE, "OTHER", NULL,
	  "another annotator's file (or workspace) beside\n"
	  "yours, read-only: both labels and notes side by\n"
	  "side, the annotators-disagree filter, and\n"
	  "adjudication into your file with a reason", 0, NULL },
	{ NULL, 0, NULL, NULL, "\nScript mode (tests, demos):", OPT_TEXT, NULL },
	CMD_TUI_SCRIPT_ROWS,
	{ "stats", OPT_STATS, NULL, NULL, "print timings and peak memory to stderr",
	  OPT_NO_USAGE, NULL },
	{ "dump-keys", OPT_DUMP_KEYS, "FORMAT", NULL, "print the key bindings: man, yaml or text",
	  OPT_NO_USAGE, NULL },
	CMD_TUI_NO_CONFIG_ROW(OPT_NO_USAGE),
	CMD_TUI_COLORS_ROWS,
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

/* The options into a; 0, or the exit status (--help and --dump-keys print
 * and return through *done). */
static int parse(int argc, char **argv, struct browse_args *a, bool *done)
{
	const char *dump_keys = NULL;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_browse, argc, argv)) != -1) {
		switch (c) {
		case 'h':
			cmd_help(&cmd_browse, stdout);
			*done = true;
			return EXIT_OK;
		case OPT_STATS:
			a->tui.stats = true;
			break;
		case OPT_DUMP_KEYS:
			dump_keys = optarg;
			break;
		case OPT_LAST:
			a->last = a->tui.restore = true;
			break;
		case OPT_ANNOTATIONS:
			a->annotations = optarg;
			break;
		case OPT_BESIDE:
			a->beside = optarg;
			break;
		case ':':
		case '?':
			return cmd_option_error(&cmd_browse, c, argv);
		default:
			if ((rc = cmd_tui_option(&cmd_browse, c, optarg, &a->tui)) != EXIT_OK)
				return rc;
		}
	}
	if (dump_keys) {
		*done = true;
		return tui_dump_keys(dump_keys, a->tui.user_config);
	}
	if ((rc = cmd_tui_check(&cmd_browse, &a->tui)) != EXIT_OK)
		return rc;
	if (a->last && optind < argc)
		return cmd_usage_error(&cmd_browse, "--last takes no workspace operand");
	a->operands = argv + optind;
	a->noperands = argc - optind;
	return EXIT_OK;
}

static int browse_exec(int argc, char **argv)
{
	struct browse_args a;
	bool done = false;
	int rc;

	memset(&a, 0, sizeof a);
	a.tui.t0 = now_seconds();
	a.tui.user_config = true;
	rc = parse(argc, argv, &a, &done);
	if (rc != EXIT_OK || done)
		return rc;
	rc = browse_run(&a);
	if (rc == EXIT_USAGE)	/* --beside naming the annotation file itself */
		cmd_usage(&cmd_browse, stderr);
	return rc;
}

const struct command cmd_browse = {
	.name = "browse",
	.usage = "[--last | WORKSPACE.yaml | PROBLEMS [RUNS...]]",
	.summary = "explore a workspace in the terminal (the embedded demo by default)",
	.exec = browse_exec,
	.opts = browse_opts,
	.help_col = 23,
};
