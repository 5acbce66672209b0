/* annot-export.c - `gravel annotations export` as one call
 * (annot-export.h): the annotations of a workspace, an annotation file or
 * a data source browsed without a workspace file, with each item's verdict
 * when the data loads (explore_export_annotations), else as stored. */
#include "config.h"
#include "annot-export.h"
#include "explore.h"
#include "output.h"
#include "util.h"
#include "workspace.h"
#include "workspace-annot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A path that holds data rather than a workspace or annotation file: a
 * directory, or a problems/runs JSONL file. */
bool workspace_is_data_path(const char *p)
{
	size_t n = strlen(p);

	if (is_dir(p))
		return true;
	return !suffixcmp(p, n, ".jsonl");
}

int annotations_export_run(const struct annot_export_args *a)
{
	struct annot_store *st = NULL;
	struct output out;
	char *arg;
	struct diags d;
	struct workspace ws;
	struct explore *ex = NULL;
	bool loaded = false;
	int rc;

	diags_init(&d);
	workspace_init(&ws);
	arg = a->paths[0];
	if (workspace_is_data_path(arg)) {
		/* a data source browsed without a workspace file (an NLGraph
		 * checkout, a problems file): its default annotation file */
		struct annot_opts o = { 0 };
		struct workspace key;
		struct ws_source src = { 0 };
		char *path;
		/* the file's name needs only the first source: look before loading */
		workspace_init(&key);
		src.path = arg;
		key.sources = &src;
		key.nsources = 1;
		path = annot_workspace_path(&key);
		rc = EXIT_OK;
		if (!path || access(path, F_OK) != 0) {
			fprintf(stderr,
				"gravel annotations: no annotations for %s yet: annotate with "
				"'gravel browse %s' (press a); they are kept in %s\n",
				arg, arg, path ? path : "$XDG_DATA_HOME/gravel/annotations/");
			rc = EXIT_NOINPUT;
		} else {
			rc = workspace_from_paths((const char *const *)a->paths,
						  (size_t)a->npaths, &ws, &d);
			o.any_label = true;
			o.readonly = true;
			if (!rc)
				rc = annot_open(path, &o, &st, &d);
			loaded = rc == 0;
		}
		free(path);
	} else {
		rc = annot_open_arg(arg, NULL, true, &st, &d);
		/* a workspace file: load its data for the verdicts */
		if (!rc && workspace_is_file_name(arg))
			loaded = workspace_open(arg, &ws, &d) == 0;
	}
	diags_print(&d, stderr);
	diags_free(&d);
	if (rc) {
		workspace_free(&ws);
		return rc;
	}
	if (loaded)
		ex = explore_new(&ws);
	if (output_open(&out, a->output) != 0) {
		fprintf(stderr, "gravel annotations: %s: %s\n", a->output, strerror(errno));
		annot_close(st);
		explore_free(ex);
		workspace_free(&ws);
		return EXIT_IOERR;
	}
	if ((ex ? explore_export_annotations(ex, st, &a->filter, a->fmt, out.fp)
		: annot_export(st, &a->filter, a->fmt, out.fp)) != 0 ||
	    output_commit(&out) != 0) {
		fprintf(stderr, "gravel annotations: %s: %s\n", a->output ? a->output : "<stdout>",
			strerror(errno));
		output_abort(&out);
		rc = EXIT_IOERR;
	}
	annot_close(st);
	explore_free(ex);
	workspace_free(&ws);
	return rc;
}
