/* cmd-check.c - `gravel check FILE.yaml...`: validate task configs and
 * workspace files, reporting every error as FILE:LINE:COL: message (exit
 * status 78). A file whose top level has a problems: or runs: key is a
 * workspace (workspace.h): its definition is checked, and every source,
 * runs path and the annotation file's directory must exist. */
#include "config.h"
#include "cmd.h"
#include "taskcfg.h"
#include "workspace.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Does the YAML text define a workspace (a top-level problems: or runs:
 * key)? Task configs have tasks: instead. */
static bool is_workspace(const char *text)
{
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, "problems:", 9) || !strncmp(p, "runs:", 5))
			return true;
	return false;
}

static int check_workspace(const char *path, struct diags *d)
{
	struct workspace ws;
	int rc;

	workspace_init(&ws);
	rc = workspace_read(path, &ws, d);
	if (!rc) {
		for (size_t i = 0; i < ws.nsources; i++) {
			const struct ws_source *s = &ws.sources[i];
			if (s->path && s->kind != WS_SRC_GENERATE && access(s->path, R_OK) != 0)
				diag_error(d, path, s->line, s->col, "problems source %s: cannot read",
					   s->path);
		}
		for (size_t i = 0; i < ws.nruns; i++) {
			const struct ws_runs *r = &ws.runs[i];
			if (r->path && access(r->path, R_OK) != 0)
				diag_error(d, path, r->line, r->col, "runs %s: cannot read", r->path);
		}
		if (d->errors)
			rc = EXIT_CONFIG;
	}
	workspace_free(&ws);
	return rc;
}

static int check_exec(int argc, char **argv);

const struct command cmd_check = { "check", "CONFIG.yaml|WORKSPACE.yaml...",
				   "validate task configs and workspace files (all errors, FILE:LINE:COL)",
				   check_exec };

static int check_exec(int argc, char **argv)
{
	int worst = EXIT_OK, files = 0;

	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		if (c != 'h')
			return cmd_option_error(&cmd_check, c, argv);
		cmd_usage(&cmd_check, stdout);
		printf("Checks each config against gravel-config(5): unknown keys, wrong "
		       "types,\nempty or inverted ranges, probabilities outside [0, 1], "
		       "unknown task kinds,\nduplicate keys, aliases that would expand "
		       "without bound. A workspace file (a problems: or runs: key) is\n"
		       "checked against WORKSPACES in gravel-config(5), and its sources and\n"
		       "runs must be readable. Prints nothing and\nexits 0 when every file is "
		       "valid; else prints every error and exits 78.\n");
		return EXIT_OK;
	}
	for (int i = optind; i < argc; i++) {
		struct taskcfg cfg;
		struct diags d;
		int rc;

		files++;
		size_t len, stop;
		/* a sniff for a workspace: bounded as every text reader is (a
		 * NUL byte or an overlong line stops it; the loaders report) */
		char *text = read_text_file(argv[i], &len, DIAG_MAX_CONFIG_LINE, 0, &stop);

		diags_init(&d);
		d.limit = 0;
		if (text && is_workspace(text)) {
			rc = check_workspace(argv[i], &d);
		} else {
			rc = taskcfg_load(argv[i], &cfg, &d);
			if (!rc)
				taskcfg_free(&cfg);
		}
		free(text);
		diags_print(&d, stderr);
		diags_free(&d);
		if (rc && (worst == EXIT_OK || rc == EXIT_CONFIG))
			worst = rc;
	}
	if (!files)
		return cmd_usage_error(&cmd_check, "no config given");
	return worst;
}
