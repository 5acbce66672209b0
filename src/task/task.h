/* task.h - the task registry: one table of task kinds.
 *
 * Every benchmark task gravel knows is one row in tasks[] (task.c). Later
 * layers attach their behaviour to the row: the solver, the answer parser,
 * the scorer and the renderer hooks. Code looks a task up by name with
 * task_find() and never switches on task names elsewhere.
 *
 * Task ops. A layer that does something per task (extraction, claims,
 * scoring, teaching, simulated answers, generation, audit...) keeps one ops
 * table of its own, indexed by task kind, and never switches on the kind
 * in its generic code:
 *
 *   LAYER-ops.h  struct LAYER_ops { hooks...; unsigned optional; } where
 *                `optional` has a bit (LAYER_OPT_<HOOK>) for every hook
 *                this family may leave NULL, and
 *                const struct LAYER_ops *LAYER_ops_for(enum task_kind k);
 *   LAYER-ops.c  the table, expanded from TASKS() and LC_TASKS(), so that
 *                it names no task itself:
 *                  #define ROW(kind, family, ...) \
 *                          [TASK_##kind] = &family##_LAYER_ops,
 *   family file  `const struct LAYER_ops hamilton_LAYER_ops = {...}` in
 *                the layer's file for that task family (annot-hamilton.c)
 *                or, when several families answer alike and share the
 *                layer's code for it, in the layer's file for that kind
 *                of answer, whose head comment names the families it
 *                holds: node lists (strict-order.c, compat-path.c,
 *                extract-task.c), yes/no (judge-polar.c,
 *                decisive-search.c, baseline-noisy.c), shared keys
 *                (audit-keys.c). Splitting such a file by family would
 *                put the shared code in a header or a third file and
 *                the ops a file away from the code they point at. A
 *                `case TASK_` appears only in these files, when one
 *                family holds several kinds.
 *
 * A family without an ops object for a layer does not link; a hook that is
 * NULL and not marked optional fails the task_ops unit suite
 * (tests/test-task-ops.c), which walks every row of every layer. Tables
 * point only at the layer's own folder and below, never up, so the layers
 * stay free of circles. */
#ifndef GRAVEL_TASK_H
#define GRAVEL_TASK_H

#include <stdbool.h>
#include "graph.h"
#include "task-list.h"
#include "lc-tasks.h"

enum task_kind {
#define TASK_ENUM(kind, ...) TASK_##kind,
	TASKS(TASK_ENUM)
#undef TASK_ENUM
	/* GraphEval2000's LeetCode problems, TASK_LC<ID> (lc-tasks.h) */
#define LC_TASK_ENUM(id, ...) TASK_LC##id,
	LC_TASKS(LC_TASK_ENUM)
#undef LC_TASK_ENUM
	TASK__COUNT
};

/* How a person types a task's answer (the TASKS shape column; parse, print
 * and validate: answer-shape.h). */
enum answer_shape {
	ANSWER_GOLD,	/* the shape of the gold answer's only key (below) */
	ANSWER_JSON,	/* a JSON object in the gold answer's shape */
	ANSWER_BOOL,	/* yes or no */
	ANSWER_IDS,	/* node ids */
	ANSWER_IDS_OR_NONE,	/* node ids, or none: no such path */
	ANSWER_PATH,	/* node ids and the path's length */
	ANSWER_NUMBER,	/* one number */
	ANSWER_PAIRS,	/* applicant-job pairs (and their count, "size") */
	ANSWER_ROWS,	/* one vector per node */
	ANSWER_TEXT	/* free text */
};

struct problem;
struct trace;
struct diags;
typedef struct cJSON cJSON;

/* solve: compute the reference answer (typed, DESIGN.md gold.answer JSON)
 * and optionally append the algorithm's trace events. Returns 0, or -1
 * with a message in *err (malloc'd) when the problem is not solvable as
 * posed (bad query, cyclic DAG...). A task's solver is solve_fn(task), in
 * the solver layer's table (solve-ops.c). */
typedef int (*task_solve_fn)(const struct problem *p, cJSON **answer, struct trace *tr,
			     char **err);

/* check: is a loaded problem's graph and query shaped as the solver needs
 * (directedness, node count, required query values)? 0, or -1 with a
 * message in *why (malloc'd) and in *where the JSON path of the offending
 * value ("query.n", "graph.directed"). Run once by the problem reader, so
 * solve, audit, trace and the TUI never see a bad shape. NULL: no check. */
typedef int (*task_check_fn)(const struct problem *p, char **why, const char **where);

struct task {
	enum task_kind kind;
	const char *name;	/* as in problem JSON: "shortest_path" */
	const char *title;	/* for humans: "Shortest path" */
	const char *nlgraph_dir;	/* folder name in an NLGraph checkout, or NULL */
	bool directed;		/* graphs of this task are directed */
	enum edge_attr attr;	/* edge attribute the task's graphs carry */
	const char *query_keys;	/* space-separated query keys, "" for none */
	const char *answer_keys;	/* gold.answer keys */
	const char *summary;	/* one line: what the task asks */
	task_check_fn check;	/* shape check on load, NULL if none */
	enum answer_shape shape;	/* how a person types the answer */
	const char *shape_key;	/* the gold.answer key it fills, NULL: the
				 * gold answer's only key (ANSWER_GOLD) */
};

const struct task *task_find(const char *name);
const struct task *task_by_kind(enum task_kind k);
size_t task_count(void);
const struct task *task_at(size_t i);

#endif
