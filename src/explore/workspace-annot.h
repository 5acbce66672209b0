/* workspace-annot.h - a workspace's annotation store (workspace-annot.c). */
#ifndef GRAVEL_WORKSPACE_ANNOT_H
#define GRAVEL_WORKSPACE_ANNOT_H

#include <stdbool.h>
#include "annot.h"
#include "workspace.h"

/* The annotation file of a workspace: its annotations: key, else for a
 * workspace file W.yaml the file W.annotations.json next to it, else (the
 * demo, bare paths such as an NLGraph checkout) a default file per data
 * source in annot_data_dir(), named after the source's absolute path;
 * NULL only when neither XDG_DATA_HOME nor HOME is set. malloc'd. */
char *annot_workspace_path(const struct workspace *ws);
/* Open what a command line names: a workspace file (.yaml/.yml: its
 * annotation file, annot_workspace_path, and its labels) or an annotation
 * file (the built-in labels and those it uses then, opts.any_label).
 * Errors as annot_open, or workspace_read's. */
int annot_open_arg(const char *arg, const char *author, bool readonly, struct annot_store **out,
		   struct diags *d);
#endif
