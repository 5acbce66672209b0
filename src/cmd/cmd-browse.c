/* cmd-browse.c - `gravel browse [WORKSPACE.yaml | PROBLEMS [RUNS...]]` and
 * bare `gravel`: load the workspace, then hand it to the terminal explorer
 * (tui/tui.h).
 *
 * No curses here. Load errors are printed and end the command before the
 * screen starts; warnings travel into the explorer, which shows them.
 *
 * Test and documentation seams (hidden from the usage line, listed in
 * --help): --keys FILE replays a key script on a virtual screen instead of
 * the terminal and --dump-screen OUT writes that screen as text
 * (--dump-roles adds the colour roles, --size COLSxROWS sets it, --stats
 * prints timings and peak memory); --dump-keys man|yaml|text prints the
 * key bindings (the man page's key section is made with it);
 * --no-config skips the user's config file. */
#include "config.h"
#include "cmd.h"
#include "cmd-tui.h"
#include "state.h"
#include "tui.h"
#include "workspace.h"
#include "workspace-annot.h"
#include "annot.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
	OPT_KEYS = CMD_TUI_OPT_KEYS, OPT_DUMP = CMD_TUI_OPT_DUMP, OPT_ROLES = CMD_TUI_OPT_ROLES,
	OPT_SIZE = CMD_TUI_OPT_SIZE, OPT_NO_CONFIG = CMD_TUI_OPT_NO_CONFIG,
	OPT_NO_COLOR = CMD_TUI_OPT_NO_COLOR, OPT_THEME = CMD_TUI_OPT_THEME,
	OPT_COLORS = CMD_TUI_OPT_COLORS, OPT_STYLES = CMD_TUI_OPT_STYLES,
	OPT_STATS = CMD_TUI_OPT_END, OPT_DUMP_KEYS, OPT_LAST, OPT_ANNOTATIONS,
	OPT_BESIDE,
};

static void browse_help(void)
{
	cmd_usage(&cmd_browse, stdout);
	printf("\nExplore a workspace in the terminal: a workspace YAML file, or a\n"
	       "problems JSONL file or NLGraph checkout with runs JSONL files; without\n"
	       "operands, the embedded demo (with simulated runs).\n"
	       "Press ? inside for the keys.\n\n"
	       "  --last               reopen the last workspace explored, at the\n"
	       "                       problem, run and policy it was left on (from\n"
	       "                       $XDG_STATE_HOME/gravel/state.json); status 66\n"
	       "                       when none is recorded\n"
	       "  --theme NAME|FILE    colour theme: default, light, dark, monochrome,\n"
	       "                       high-contrast, or a theme file (gravel-config(5))\n"
	       "  --no-color           no colours, attributes only (as NO_COLOR)\n"
	       "  --annotations FILE   annotate into FILE (default: the workspace's\n"
	       "                       annotations: key, W.annotations.json beside a\n"
	       "                       workspace W.yaml, else one file per data source\n"
	       "                       in $XDG_DATA_HOME/gravel/annotations/)\n"
	       "  --beside OTHER       another annotator's file (or workspace) beside\n"
	       "                       yours, read-only: both labels and notes side by\n"
	       "                       side, the annotators-disagree filter, and\n"
	       "                       adjudication into your file with a reason\n\n"
	       "Script mode (tests, demos):\n"
	       "  --keys FILE          replay a key script on a virtual screen\n"
	       "  --dump-screen OUT    write the final screen as text (- stdout)\n"
	       "  --dump-roles         add the colour role of every cell\n"
	       "  --size COLSxROWS     virtual screen size (default 100x30)\n"
	       "  --stats              print timings and peak memory to stderr\n"
	       "  --dump-keys FORMAT   print the key bindings: man, yaml or text\n"
	       "  --no-config          ignore the user's config file\n"
	       "  --colors N           colours of the virtual screen: 0, 8, 16, 256\n"
	       "  --dump-styles        add each role's style (theme, colours) to the dump\n");
}

/* --last: the workspace browse left last, still there to open; *last is
 * its path or "demo" (malloc'd). Returns 0 or the exit status (said). */
static int find_last(int noperands, char **last)
{
	char *why = NULL;
	int rc;

	if (noperands > 0)
		return cmd_usage_error(&cmd_browse, "--last takes no workspace operand");
	rc = state_last(last, &why);
	if (rc != EXIT_OK) {
		fprintf(stderr, "gravel browse: %s\n", why);
		free(why);
		return rc;
	}
	if (strcmp(*last, "demo") && access(*last, R_OK) != 0) {
		fprintf(stderr, "gravel browse: the last workspace %s cannot be opened: %s\n",
			*last, strerror(errno));
		free(*last);
		*last = NULL;
		return EXIT_NOINPUT;
	}
	return EXIT_OK;
}

/* --beside FILE: another annotator's file, checked before the screen
 * starts (bad data is FILE:LINE:COL and 65, a missing file 66, the
 * annotation file itself a usage error); ws->beside gets its path. */
static int beside_check(const char *arg, struct workspace *ws)
{
	struct annot_store *st = NULL;
	struct diags d;
	struct stat a, b;
	char *own;
	int rc;

	diags_init(&d);
	rc = annot_open_arg(arg, NULL, true, &st, &d);
	if (rc == 0 && access(annot_path(st), F_OK) != 0) {
		diag_error(&d, annot_path(st), 0, 0, "no such annotation file");
		rc = EXIT_NOINPUT;
	}
	diags_print(&d, stderr);
	diags_free(&d);
	if (rc != 0) {
		if (st)
			annot_close(st);
		return rc;
	}
	own = annot_workspace_path(ws);
	if (own && stat(own, &a) == 0 && stat(annot_path(st), &b) == 0 && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino)
		rc = cmd_usage_error(&cmd_browse, "--beside %s is the annotation file itself", arg);
	else
		ws->beside = xstrdup(annot_path(st));
	free(own);
	annot_close(st);
	return rc;
}

static int browse_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "keys", required_argument, NULL, OPT_KEYS },
		{ "dump-screen", required_argument, NULL, OPT_DUMP },
		{ "dump-roles", no_argument, NULL, OPT_ROLES },
		{ "size", required_argument, NULL, OPT_SIZE },
		{ "stats", no_argument, NULL, OPT_STATS },
		{ "dump-keys", required_argument, NULL, OPT_DUMP_KEYS },
		{ "no-config", no_argument, NULL, OPT_NO_CONFIG },
		{ "no-color", no_argument, NULL, OPT_NO_COLOR },
		{ "theme", required_argument, NULL, OPT_THEME },
		{ "colors", required_argument, NULL, OPT_COLORS },
		{ "dump-styles", no_argument, NULL, OPT_STYLES },
		{ "last", no_argument, NULL, OPT_LAST },
		{ "annotations", required_argument, NULL, OPT_ANNOTATIONS },
		{ "beside", required_argument, NULL, OPT_BESIDE },
		{ NULL, 0, NULL, 0 },
	};
	struct tui_options opt;
	struct workspace ws;
	struct diags d;
	const char *dump_keys = NULL, *annotations = NULL, *beside = NULL;
	char *last = NULL;
	bool want_last = false;
	int c, rc;

	memset(&opt, 0, sizeof opt);
	opt.t0 = now_seconds();
	opt.user_config = true;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			browse_help();
			return EXIT_OK;
		case OPT_STATS:
			opt.stats = true;
			break;
		case OPT_DUMP_KEYS:
			dump_keys = optarg;
			break;
		case OPT_LAST:
			want_last = opt.restore = true;
			break;
		case OPT_ANNOTATIONS:
			annotations = optarg;
			break;
		case OPT_BESIDE:
			beside = optarg;
			break;
		case ':':
			return cmd_option_error(&cmd_browse, c, argv);
		default:
			rc = cmd_tui_option(&cmd_browse, c, optarg, &opt);
			if (rc < 0)
				return cmd_usage_error(&cmd_browse, "unknown option '%s'",
						       argv[optind - 1]);
			if (rc != EXIT_OK)
				return rc;
		}
	}
	if (dump_keys)
		return tui_dump_keys(dump_keys, opt.user_config);
	if ((rc = cmd_tui_check(&cmd_browse, &opt)) != EXIT_OK)
		return rc;
	if (want_last && (rc = find_last(argc - optind, &last)) != EXIT_OK)
		return rc;

	workspace_init(&ws);
	diags_init(&d);
	/* the definition only: tui_run loads it, the runs while the screen is up */
	if (last)	/* "demo" is the embedded demo's key */
		rc = workspace_define_args(strcmp(last, "demo") ? 1 : 0, &last, &ws, &d);
	else
		rc = workspace_define_args(argc - optind, argv + optind, &ws, &d);
	if (rc != EXIT_OK || d.errors > 0) {
		diags_print(&d, stderr);
		if (rc == EXIT_OK)
			rc = EXIT_DATAERR;
	} else {
		if (annotations) {
			free(ws.annotations);
			ws.annotations = xstrdup(annotations);
		}
		if (beside && (rc = beside_check(beside, &ws)) != EXIT_OK)
			goto done;
		opt.source = ws.name ? ws.name : last ? last : optind < argc ? argv[optind] : "demo";
		rc = tui_run(&ws, &d, &opt);
		/* the screen is gone: repeat the load warnings for the
		 * scrollback, and say why loading failed */
		if ((rc == EXIT_OK && !opt.keys_file) || !ws.loaded)
			diags_print(&d, stderr);
	}
done:
	diags_free(&d);
	workspace_free(&ws);
	free(last);
	return rc;
}

const struct command cmd_browse = {
	"browse", "[--last | WORKSPACE.yaml | PROBLEMS [RUNS...]] [--annotations FILE] [--beside OTHER]",
	"explore a workspace in the terminal (the embedded demo by default)", browse_exec, NULL, 0,
};
