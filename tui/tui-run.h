/* tui-run.h - `gravel browse` and `gravel teach` as one call each: their
 * arguments parsed by the command line (src/cmd/), the workspace or lesson
 * made and opened in the terminal explorer (tui.h). No curses type here. */
#ifndef GRAVEL_TUI_RUN_H
#define GRAVEL_TUI_RUN_H

#include "tui.h"

#include <stdbool.h>

struct teach_args;

struct browse_args {
	struct tui_options tui;	/* looks and script mode; source is set here */
	/* WORKSPACE.yaml | PROBLEMS [RUNS...]; none: the embedded demo */
	char *const *operands;
	int noperands;
	bool last;		/* --last: the workspace browse left last (no operands) */
	const char *annotations;	/* annotate into this file, or NULL */
	const char *beside;	/* another annotator's file, or NULL */
};

/* Define the workspace a names, check --beside's file, then open the
 * explorer (tui_run). Messages on stderr; a usage error (--beside naming
 * the annotation file itself) says "gravel browse: ..." and returns 64
 * for the caller to add its usage line. Returns the exit status. */
int browse_run(const struct browse_args *a);

/* Make the lesson a asks for (teach_lesson_open) and open it on the
 * teaching screen. Returns the exit status. */
int teach_run(const struct teach_args *a, const struct tui_options *opt);

#endif
