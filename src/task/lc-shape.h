/* lc-shape.h - what GraphEval2000's solvers need of a problem (lc-tasks.h
 * shape column), checked once when a problem is read. */
#ifndef GRAVEL_LC_SHAPE_H
#define GRAVEL_LC_SHAPE_H

struct problem;

/* The largest graph any GraphEval2000 task accepts (lc-tasks.h max= sets
 * lower limits for the quadratic solvers); the released files stay under
 * 100,000 nodes. */
#define LC_MAX_NODES 1000000L

/* Is p shaped as its task needs (lc-tasks.h shape column; task.h
 * task_check_fn)? 0, or -1 with a malloc'd *why and the JSON path of the
 * offending value in *where. */
int lc_check_shape(const struct problem *p, char **why, const char **where);

#endif
