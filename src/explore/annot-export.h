/* annot-export.h - `gravel annotations export` as one call. */
#ifndef GRAVEL_ANNOT_EXPORT_H
#define GRAVEL_ANNOT_EXPORT_H

#include "annot.h"

#include <stdbool.h>

struct annot_export_args {
	enum annot_format fmt;
	struct annot_filter filter;	/* --label, --tag, --run, --all */
	const char *output;	/* -o: written atomically; NULL: stdout */
	/* a workspace or annotation file, or PROBLEMS [RUNS...] browsed
	 * without one (workspace_is_data_path) */
	char *const *paths;
	int npaths;
};
/* Write the annotations as a says; messages on stderr. Returns the exit
 * status (66 when a data source has no annotations yet, 74 I/O). */
int annotations_export_run(const struct annot_export_args *a);
/* A path that holds data rather than a workspace or annotation file: a
 * directory, or a problems/runs JSONL file. */
bool workspace_is_data_path(const char *p);

#endif
