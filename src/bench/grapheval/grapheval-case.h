/* grapheval-case.h - internal to the GraphEval2000 importer: turning one
 * sub-category's columns into problems (grapheval-case.c). */
#ifndef GRAVEL_GRAPHEVAL_CASE_H
#define GRAVEL_GRAPHEVAL_CASE_H

#include "grapheval-import.h"

struct ge_ctx {
	struct problemset *ps;
	struct diags *d;
	const struct task *task;	/* lc<ID> */
	cJSON *record;		/* problem-set record or NULL */
	const char *direction;	/* "directed" / "undirected" */
	char *family;		/* file name without .jsonl */
	const char *fname;	/* file name */
	const char *file;	/* path, for messages */
	long line;
	size_t made;
	char *why;		/* the last rejected case's reason (owned) */
	bool strict;		/* the first bad record is an error, and stops */
	bool stop;		/* set by it */
	/* next case number per id prefix */
	char **keys;
	long *next;
	size_t nkeys, capkeys, capnext;
};

/* Import the test cases of sub-category variant (a column object). */
void ge_import_columns(struct ge_ctx *c, const char *variant, const cJSON *cols,
		       struct grapheval_stats *st);
void ge_ctx_free(struct ge_ctx *c);

/* How a problem's "graphs" entries read (lc-tasks.h says how each becomes
 * edges); exec-args.c turns the edges back into the LeetCode argument. */
enum ge_form { GE_EDGES, GE_ADJ, GE_FUNC, GE_PARENT, GE_GRID, GE_LINE };
enum ge_form ge_task_form(const struct task *t);
/* A record that cannot be read: a warning, or with c->strict an error
 * that stops the import. */
void ge_bad(struct ge_ctx *c, const char *file, long line, long col, const char *fmt, ...)
	ATTR_FORMAT(5, 6);

/* Import one example of a problem statement (data_examples[i]: the
 * LeetCode function's arguments by name, and its output) as a test case
 * of sub-category "example": the arguments become the columns a test-case
 * file would hold (the graph argument "graphs", numCourses "n", vals
 * "values", destination "target"). */
void ge_import_example(struct ge_ctx *c, const cJSON *input, const cJSON *output,
		       struct grapheval_stats *st);

#endif
