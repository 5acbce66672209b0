/* cmd-browse.c - `gravel browse [PROBLEMS]` and bare `gravel`: load the
 * problems, then hand them to the terminal browser (tui/tui.h).
 *
 * No curses here. Load errors are printed and end the command before the
 * screen starts; warnings travel into the browser, which shows them. */
#include "config.h"
#include "cmd.h"
#include "source.h"
#include "tui.h"

#include <getopt.h>
#include <string.h>

static int browse_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *path = NULL;
	struct problemset ps;
	struct diags d;
	int c, rc;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			cmd_usage(&cmd_browse, stdout);
			printf("\nBrowse problems in the terminal: a problems JSONL file or an NLGraph\n"
			       "checkout directory; without PROBLEMS, the embedded demo.\n"
			       "Press ? inside for the keys.\n");
			return EXIT_OK;
		default:
			return cmd_usage_error(&cmd_browse, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (argc - optind > 1)
		return cmd_usage_error(&cmd_browse, "expected at most one PROBLEMS argument");
	if (optind < argc)
		path = argv[optind];

	problemset_init(&ps);
	diags_init(&d);
	rc = path ? problems_load(path, &ps, &d) : problems_load_demo(&ps, &d);
	if (rc != EXIT_OK || d.errors > 0) {
		diags_print(&d, stderr);
		if (rc == EXIT_OK)
			rc = EXIT_DATAERR;
	} else {
		rc = tui_run(&ps, &d, path ? path : "demo");
		/* the screen is gone: repeat the load warnings for the scrollback */
		if (rc == EXIT_OK)
			diags_print(&d, stderr);
	}
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

const struct command cmd_browse = {
	"browse", "[PROBLEMS]",
	"browse problems in the terminal (the embedded demo by default)", browse_exec,
};
