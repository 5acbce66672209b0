/* lc.h - reference solvers and judges for GraphEval2000's LeetCode problems.
 *
 * Each row of lc-tasks.h has a solver lc_solve_<ID> with the task_solve_fn
 * signature: it reads the problem's graph and query as the LeetCode function
 * would read its arguments and answers {"output": X} (X as lc-tasks.h says).
 * The solvers follow the problem statements; where GraphEval2000's files
 * leave an argument out (lc1971's source and destination), the query holds
 * the value the importer chose and documents it.
 *
 * lc_judge() decides whether an output is right for a problem: by deep
 * equality with the reference for single-answer problems, and by validity
 * for multi-answer ones (any topological order, any Eulerian arrangement,
 * lists in any order). Files: lc-util.c (helpers, judge), lc-course.c,
 * lc-func.c, lc-dir.c, lc-undir.c, lc-tree.c (solvers). */
#ifndef GRAVEL_LC_H
#define GRAVEL_LC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cjson/cJSON.h>
#include "task.h"
#include "lc-shape.h"

struct problem;
struct trace;

#define LC_SOLVE_DECL(id, ...) \
	int lc_solve_##id(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
LC_TASKS(LC_SOLVE_DECL)
#undef LC_SOLVE_DECL


/* Does p's input break a constraint of its problem statement (lc-tasks.h
 * spec column)? Then out names them: rules[] (each constraint as the
 * statement puts it, structure before size) and detail (what the input
 * does against the first). lc-spec.c. */
#define LC_OFFSPEC_MAX 6
struct lc_offspec {
	size_t n;		/* constraints broken (rules[] keeps the first 6) */
	char rules[LC_OFFSPEC_MAX][96];
	char detail[160];
};
bool lc_offspec(const struct problem *p, struct lc_offspec *out);
/* o as one line: "n >= 2 (n is 0); also ..." (malloc'd). */
char *lc_offspec_text(const struct lc_offspec *o);
/* How the reference solver reads an off-spec input of task k (lc-tasks.h
 * reading column), or NULL when it applies the statement's rules as they
 * stand. */
const char *lc_reading(enum task_kind k);

enum lc_judge { LC_EXACT, LC_SET, LC_EDGESET, LC_TOPO, LC_EULER };

/* The judge of a task kind; false when k is not a GraphEval2000 task. */
bool lc_task_judge(enum task_kind k, enum lc_judge *out);
bool lc_is_task(enum task_kind k);

/* Is out (an output value, not the {"output"} wrapper) right for p? ref is
 * the reference solver's output value (may be NULL when the solver
 * rejected the problem: TOPO and EULER judge from the graph alone; others
 * are then never right). On false, why gets a short reason. */
bool lc_judge(const struct problem *p, const cJSON *ref, const cJSON *out, char *why,
	      size_t whylen);

/* JSON values equal, numbers by value (1 == 1.0). */
bool lc_json_equal(const cJSON *a, const cJSON *b);

/* Parse a model's output value out of text: the whole text as JSON, then
 * as a Python literal (True/False/None, single quotes, tuples), then the
 * last JSON value in the text. NULL when nothing parses. */
cJSON *lc_parse_output(const char *text, size_t len);

/* ---- helpers for the solvers (lc-util.c) ----------------------------- */

/* An integer of the query; def when absent. */
long lc_qint(const struct problem *p, const char *key, long def);
/* An integer array of the query (malloc'd, *n elements; NULL when absent
 * or not an array of integers). */
int64_t *lc_qints(const struct problem *p, const char *key, size_t *n);
/* Answers {"output": v}; the lc_out_* take ownership of nothing. */
int lc_answer(cJSON **answer, cJSON *v);
int lc_answer_int(cJSON **answer, int64_t v);
int lc_answer_bool(cJSON **answer, bool v);
cJSON *lc_int_array(const int64_t *v, size_t n);
cJSON *lc_intv_array(const int *v, size_t n);
/* Fail with a message (always returns -1). */
int lc_fail(char **err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Adjacency lists built from the graph's edge list, in edge order, over
 * nodes 0..max(n, graph nodes)-1 (a->n): no edge is left out.
 * LC_OUT: u -> v; LC_IN: v -> u; LC_BOTH: both ways (edge's other end). */
enum lc_dir { LC_OUT, LC_IN, LC_BOTH };
struct lc_adj {
	int n;
	enum lc_dir dir;	/* as built: narration says u->v or u-v */
	size_t *off;		/* n + 1 */
	int *to;
	size_t *edge;		/* edge index of each entry */
};
void lc_adj_build(struct lc_adj *a, const struct graph *g, int n, enum lc_dir dir);
void lc_adj_free(struct lc_adj *a);

/* The problem's promises about its input: 0, or -1 with *err "lcID:
 * off-spec input: ..." (the audit counts those apart from wrong labels). */
int lc_require_tree(const struct problem *p, int n, char **err);
int lc_require_dag(const struct problem *p, int n, char **err);

/* Union-find */
struct lc_dsu {
	int *parent, *size;
	int n;
};
void lc_dsu_init(struct lc_dsu *d, int n);
int lc_dsu_find(struct lc_dsu *d, int x);
bool lc_dsu_union(struct lc_dsu *d, int a, int b);
void lc_dsu_free(struct lc_dsu *d);

/* ---- traced kernels (lc-util.c) ---------------------------------------
 * The shared algorithms of the solvers, recording the same trace events as
 * NLGraph's solvers (trace.h; tr may be NULL): the reference trace the TUI
 * shows beside a failed GraphEval2000 case. Edge indices are the graph's. */

/* Breadth-first search over a from s (TR_DISCOVER, TR_ENQUEUE, TR_DEQUEUE,
 * TR_EXAMINE, TR_SETTLE, as solve-conn.c's BFS). Returns seen[] (malloc'd,
 * a->n + 1 bytes: 1 for the nodes reached); queue is scratch of a->n + 1
 * ints. It stops once stop (>= 0) is discovered; -1 searches everything. */
char *lc_bfs(const struct lc_adj *a, int s, int stop, int *queue, struct trace *tr);
/* Kahn's algorithm over a (TR_ASSIGN indeg, TR_ENQUEUE, TR_DEQUEUE,
 * TR_OUTPUT, TR_EXAMINE, TR_SETTLE, as solve-topo.c's): order[] (a->n + 1)
 * gets the nodes taken; returns how many. The caller emits TR_ANSWER. */
int lc_kahn(const struct lc_adj *a, int *order, struct trace *tr);
/* lc_dsu_union, traced as solve-conn.c's union-find: TR_EXAMINE of edge e
 * (a-b), then TR_UNION when it joins two components (*comps, when not
 * NULL, counts them down). */
bool lc_dsu_union_traced(struct lc_dsu *d, int a, int b, long e, int *comps,
			 struct trace *tr);

#endif
