/* nlgraph.h - reading an NLGraph checkout as its authors publish it.
 *
 * Layout: DIR/NLGraph/<task>/graph/<difficulty>/<set>/graphN.txt plus
 * DIR/NLGraph/<task>/main.json (DIR may also be the NLGraph folder itself).
 * Raw file layouts per task are described in ../shared/README.md and in
 * gravel(1). Problem ids follow DESIGN.md: index is the position of the
 * question within that difficulty's set in main.json order. */
#ifndef GRAVEL_NLGRAPH_H
#define GRAVEL_NLGRAPH_H

#include "problem.h"

enum nlgraph_sets {
	NLG_STANDARD = 1,
	NLG_FULL = 2,
	NLG_ATTACK = 4,
	NLG_ALL = NLG_STANDARD | NLG_FULL | NLG_ATTACK,
};

/* Parse "standard|full|attack|all"; returns 0 or -1. */
int nlgraph_parse_sets(const char *s, unsigned *out);

/* Resolve DIR to the folder holding the task folders (DIR or DIR/NLGraph).
 * Returns a malloc'd path or NULL when DIR is not an NLGraph checkout. */
char *nlgraph_root(const char *dir);

/* Import every task's raw graphs of the chosen sets into ps, in task
 * registry order, then difficulty (easy, medium, hard), then index.
 * Returns 0 or an exit status (EXIT_NOINPUT, EXIT_DATAERR, EXIT_IOERR)
 * with diags filled; on error ps may hold a partial set. */
int nlgraph_import(const char *dir, unsigned sets, struct problemset *ps, struct diags *d);

/* Parse one raw graph file's text for a task into a problem (no main.json
 * join). index is the graph number; for connectivity, one problem per query
 * is appended. Errors go to diags as FILE:LINE: message; returns 0 or -1. */
int nlgraph_parse_raw(const struct task *t, const char *file, const char *text,
		      const char *difficulty, const char *set, long graph_index,
		      struct problemset *out, struct diags *d);

#endif
