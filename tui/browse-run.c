/* browse-run.c - `gravel browse` opened in the explorer (tui-run.h):
 * define the workspace, check the other annotator's file, run the screen.
 * Load errors are printed and end the command before the screen starts;
 * warnings travel into the explorer, which shows them. */
#include "config.h"
#include "tui-run.h"
#include "annot.h"
#include "diag.h"
#include "state.h"
#include "workspace.h"
#include "workspace-annot.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* --last: the workspace browse left last, still there to open; *last is
 * its path or "demo" (malloc'd). Returns 0 or the exit status (said). */
static int find_last(char **last)
{
	char *why = NULL;
	int rc = state_last(last, &why);

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

/* Is the store's file the workspace's own annotation file? */
static bool same_file(const char *own, const char *other)
{
	struct stat a, b;

	return own && stat(own, &a) == 0 && stat(other, &b) == 0 && a.st_dev == b.st_dev &&
	       a.st_ino == b.st_ino;
}

/* --beside FILE: another annotator's file, checked before the screen
 * starts (bad data is FILE:LINE:COL and 65, a missing file 66, the
 * annotation file itself a usage error); ws->beside gets its path. */
static int beside_check(const char *arg, struct workspace *ws)
{
	struct annot_store *st = NULL;
	struct diags d;
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
	if (same_file(own, annot_path(st))) {
		fprintf(stderr, "gravel browse: --beside %s is the annotation file itself\n", arg);
		rc = EXIT_USAGE;
	} else {
		ws->beside = xstrdup(annot_path(st));
	}
	free(own);
	annot_close(st);
	return rc;
}

/* The workspace's definition (tui_run loads it, the runs while the
 * screen is up): --last's, the operands' or the demo's. */
static int define(const struct browse_args *a, char **last, struct workspace *ws,
		  struct diags *d)
{
	int rc;

	if (a->last && (rc = find_last(last)) != EXIT_OK)
		return rc;
	if (*last)	/* "demo" is the embedded demo's key */
		rc = workspace_define_args(strcmp(*last, "demo") ? 1 : 0, last, ws, d);
	else
		rc = workspace_define_args(a->noperands, a->operands, ws, d);
	if (rc != EXIT_OK || d->errors > 0) {
		diags_print(d, stderr);
		return rc != EXIT_OK ? rc : EXIT_DATAERR;
	}
	if (a->annotations) {
		free(ws->annotations);
		ws->annotations = xstrdup(a->annotations);
	}
	return a->beside ? beside_check(a->beside, ws) : EXIT_OK;
}

int browse_run(const struct browse_args *a)
{
	struct tui_options opt = a->tui;
	struct workspace ws;
	struct diags d;
	char *last = NULL;
	int rc;

	workspace_init(&ws);
	diags_init(&d);
	rc = define(a, &last, &ws, &d);
	if (rc == EXIT_OK) {
		opt.source = ws.name ? ws.name : last ? last : a->noperands ? a->operands[0] : "demo";
		opt.restore = opt.restore || a->last;
		rc = tui_run(&ws, &d, &opt);
		/* the screen is gone: repeat the load warnings for the
		 * scrollback, and say why loading failed */
		if ((rc == EXIT_OK && !opt.keys_file) || !ws.loaded)
			diags_print(&d, stderr);
	}
	diags_free(&d);
	workspace_free(&ws);
	free(last);
	return rc;
}
