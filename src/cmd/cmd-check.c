/* cmd-check.c - `gravel check FILE.yaml...`: validate task configs,
 * workspace files and lesson plans, reporting every error as FILE:LINE:COL: message (exit
 * status 78). A file whose top level has a problems: or runs: key is a
 * workspace (workspace.h): its definition is checked, and every source,
 * runs path and the annotation file's directory must exist. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "line-stream.h"
#include "problem.h"
#include "taskcfg.h"
#include "teach.h"
#include "workspace.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Does the YAML text define a workspace (a top-level problems: or runs:
 * key)? Task configs have tasks: instead. */
static bool is_workspace(const char *text)
{
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!prefixcmp(p, "problems:") || !prefixcmp(p, "runs:"))
			return true;
	return false;
}

/* A config from a stream ("-", a pipe, a device) is parsed whole, so it
 * is read up to this size and no further (`yes 'a: 1' | gravel check -`). */
#define CHECK_MAX_STREAM ((size_t)16 << 20)

/* The text of path, read once (a stream cannot be read twice): NULL with
 * the error in d and *rc set (78 for bad bytes, as the loaders map them). */
static char *read_config(const char *path, size_t *len, struct diags *d, int *rc)
{
	struct line_stream ls;
	struct strbuf sb;
	const char *s;
	size_t n;
	int r;

	if (!path_is_stream(path)) {
		char *text = diag_read_text(d, path, NULL, DIAG_MAX_CONFIG_LINE, 0, len, rc);
		if (!text && *rc == EXIT_DATAERR)
			*rc = EXIT_CONFIG;
		return text;
	}
	if (line_stream_open(&ls, path, DIAG_MAX_CONFIG_LINE, 0) != 0) {
		diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
		*rc = errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
		return NULL;
	}
	sb_init(&sb);
	while ((r = line_stream_next(&ls, d, &s, &n, rc)) > 0) {
		if (sb.len + n + 1 > CHECK_MAX_STREAM) {
			diag_error(d, ls.name, ls.line, 1,
				   "a config from a stream is read whole, and this one is longer "
				   "than %zu MiB; reading stopped here",
				   CHECK_MAX_STREAM >> 20);
			r = -1;
			*rc = EXIT_CONFIG;
			break;
		}
		sb_add(&sb, s, n);
		sb_putc(&sb, '\n');
	}
	line_stream_close(&ls);
	if (r < 0) {
		if (*rc == EXIT_DATAERR)
			*rc = EXIT_CONFIG;
		sb_free(&sb);
		return NULL;
	}
	*len = sb.len;
	sb_putc(&sb, '\0');	/* NUL-terminated, as read_text_file's */
	return sb_take(&sb);
}

/* Does the YAML text define a lesson plan (a top-level lesson:, graph: or
 * graph_file: key; teach.h)? */
static bool is_lesson_plan(const char *text)
{
	for (const char *p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!prefixcmp(p, "lesson:") || !prefixcmp(p, "graph:") ||
		    !prefixcmp(p, "graph_file:"))
			return true;
	return false;
}

static int check_workspace(const char *path, const char *text, size_t len, struct diags *d)
{
	struct workspace ws;
	int rc;

	workspace_init(&ws);
	rc = workspace_parse(path, NULL, text, len, &ws, d);
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

static const struct cmd_opt check_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "Checks each config against gravel-config(5): unknown keys, wrong types,\n"
	  "empty or inverted ranges, probabilities outside [0, 1], unknown task\n"
	  "kinds, duplicate keys, aliases that would expand without bound. A\n"
	  "workspace file (a problems: or runs: key) is checked against WORKSPACES\n"
	  "in gravel-config(5), and its sources and runs must be readable. A lesson\n"
	  "plan (a lesson:, graph: or graph_file: key) is checked against LESSON\n"
	  "PLANS there, its graph read and its lesson run to check the steps. A file\n"
	  "from -, a pipe or a device is read whole, up to 16 MiB (longer: an\n"
	  "error, 78). Prints nothing and exits 0 when every file is valid; else\n"
	  "prints every error and exits 78.", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

const struct command cmd_check = {
	.name = "check",
	.usage = "CONFIG.yaml|NAME|WORKSPACE.yaml...",
	.summary = "validate configs and workspace files (all errors, FILE:LINE:COL)",
	.exec = check_exec,
	.opts = check_opts,
	.help_col = 2,
};

static int check_exec(int argc, char **argv)
{
	int worst = EXIT_OK, files = 0;
	int c;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_check, argc, argv)) != -1) {
		if (c != 'h')
			return cmd_option_error(&cmd_check, c, argv);
		cmd_help(&cmd_check, stdout);
		return EXIT_OK;
	}
	for (int i = optind; i < argc; i++) {
		struct taskcfg cfg;
		struct diags d;
		int rc;

		files++;
		size_t len = 0;
		char *path, *text = NULL;
		const char *name;

		diags_init(&d);
		d.limit = 0;
		rc = EXIT_OK;
		path = taskcfg_locate(argv[i], &d, &rc);
		name = diag_input_name(path ? path : argv[i]);
		/* read once: bounded as every text reader is (a NUL byte or an
		 * overlong line stops it), a stream also in its whole size */
		if (path)
			text = read_config(path, &len, &d, &rc);
		if (!text) {
			/* reported */
		} else if (is_workspace(text)) {
			rc = check_workspace(name, text, len, &d);
		} else if (is_lesson_plan(text)) {
			struct problem *p = teach_plan_parse(name, text, len, &d);
			rc = p ? EXIT_OK : EXIT_CONFIG;
			problem_free(p);
		} else {
			rc = taskcfg_parse(name, text, len, &cfg, &d);
			if (!rc)
				taskcfg_free(&cfg);
		}
		free(text);
		free(path);
		diags_print(&d, stderr);
		diags_free(&d);
		if (rc && (worst == EXIT_OK || rc == EXIT_CONFIG))
			worst = rc;
	}
	if (!files)
		return cmd_usage_error(&cmd_check, "no config given");
	return worst;
}
