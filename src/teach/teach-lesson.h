/* teach-lesson.h - `gravel teach` as one call up to the screen: what the
 * command line asks of a lesson (struct teach_args) made into its problem
 * (a plan's, the teacher's graph or a generated one) and the title that
 * names it. The terminal part, tui/tui-run.h teach_run, opens it. */
#ifndef GRAVEL_TEACH_LESSON_H
#define GRAVEL_TEACH_LESSON_H

#include <stdbool.h>
#include <stdint.h>

struct problem;

#define TEACH_DEFAULT_NODES 6

struct teach_args {
	const char *task;	/* TASK; NULL with a plan */
	long nodes;		/* TEACH_MIN_NODES .. TEACH_MAX_NODES */
	uint64_t seed;
	bool plain;		/* the seed's first graph, not one picked */
	const char *graph;	/* the teacher's edge list ("-": stdin), or NULL */
	const char *plan;	/* a lesson plan file, or NULL */
	long source, target;	/* on graph; -1: its defaults */
};

/* The lesson's problem in *p (the caller frees it) and its title in
 * *title (malloc'd: "teach TASK --nodes N --seed S", "teach --plan FILE",
 * ...). Messages go to stderr: a plan's errors FILE:LINE:COL, the graph's
 * as well. Returns the exit status: 0; 64 for a task not taught or a
 * graph no lesson can be made of where the task takes none; 65 for a bad
 * graph; 66 or 74 when a file cannot be read; 78 for a bad plan. */
int teach_lesson_open(const struct teach_args *a, struct problem **p, char **title);

#endif
