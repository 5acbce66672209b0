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

#endif
