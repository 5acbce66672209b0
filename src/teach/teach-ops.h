/* teach-ops.h - what teaching mode does per task family (task.h, "Task
 * ops"): the family's lessons, the facts it reads from the solver's
 * answer, the title, the questions, the judging of its own answer forms,
 * the state tables and how a lesson's graph is picked. teach.c,
 * teach-quiz.c, teach-judge.c and teach-pick.c call these hooks and never
 * look at the task kind.
 *
 * A family teaches a task when its choose hook is set and its covers hook
 * (when it has one) says yes; a family that teaches nothing (hetero, lc)
 * marks every hook optional. A family that teaches must set title, choose
 * and format and list its lessons. */
#ifndef GRAVEL_TEACH_OPS_H
#define GRAVEL_TEACH_OPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "task.h"
#include "teach.h"

struct cfg_diff;

enum {
	TEACH_OPT_LESSONS = 1u << 0,
	TEACH_OPT_COVERS = 1u << 1,
	TEACH_OPT_READ = 1u << 2,
	TEACH_OPT_TITLE = 1u << 3,
	TEACH_OPT_CHOOSE = 1u << 4,
	TEACH_OPT_JUDGE = 1u << 5,
	TEACH_OPT_FORMAT = 1u << 6,
	TEACH_OPT_SHOWS = 1u << 7,
	TEACH_OPT_PICK = 1u << 8,
	TEACH_OPT_ALL = (1u << 9) - 1
};

struct teach_ops {
	/* The family's rows of the lesson table (teach_lesson_at), in the
	 * order `gravel teach --help` and the man page list them. */
	const struct teach_lesson *lessons;
	size_t nlessons;
	/* Is this task of the family taught? NULL: every task of it is. */
	bool (*covers)(const struct task *task);
	/* The facts the lesson needs from the solver's answer (DESIGN.md
	 * gold.answer) into t: t->best, t->connected, t->source. */
	void (*read)(struct teach *t, const cJSON *ans);
	/* The title's question after "ALGORITHM: ", e.g. "shortest path from
	 * 4 to 7". */
	void (*title)(const struct teach *t, struct strbuf *sb);
	/* The session's questions (teach_new_question), in any order. */
	void (*choose)(struct teach *t);
	/* Judge an answer to one of the family's own TF_PATH, TF_ORDER or
	 * TF_SEQ questions: v[0..n) numbers below the node count, or n == 0
	 * for "none" (TF_PATH). A reason when wrong goes to why. */
	enum teach_verdict (*judge)(const struct teach *t, const struct teach_question *q,
				    const int *v, size_t n, char *why, size_t len);
	/* The state tables at the current step. */
	void (*format)(const struct teach *t, struct strbuf *sb);
	/* Does the trace show what the lesson's default graph is picked for
	 * (teach_lesson.shows)? NULL: any graph does. */
	bool (*shows)(const struct problem *p, struct trace *tr);
	/* Adjust the lesson's generator (teach_make_problem): the difficulty
	 * df copied from the built-in config and the problem index (0). */
	void (*pick)(const struct task *task, struct cfg_diff *df, uint64_t seed, bool plain,
		     long *index);
	unsigned optional;	/* TEACH_OPT_* of the hooks left NULL */
};

const struct teach_ops *teach_ops_for(enum task_kind k);

/* ---- helpers the family files share ------------------------------------- */

/* teach-quiz.c: the questions of a search over a frontier (BFS, Dijkstra,
 * Kahn): up to three "which node next" before dequeues with two nodes or
 * more ready; up to two value questions before edges looked at that
 * value_asked accepts in the state before them (none when NULL), filled
 * by value (q->node set, before the state as the edge is looked at, st
 * the state after its updates: the explanation shows the arithmetic); then
 * final at the step of the answer, l the answer's list as text. */
struct teach_search_quiz {
	bool (*value_asked)(const struct trace_state *st, const struct trace_event *ev);
	void (*value)(struct teach_question *q, const struct trace_event *ev,
		      const struct trace_state *before, const struct trace_state *st);
	void (*final)(struct teach *t, size_t step, const char *l);
};
void teach_choose_search(struct teach *t, const struct teach_search_quiz *sq);
/* Up to k of the n event indexes in v, spread evenly (the middle of k
 * equal parts), each passed to ask(). */
void teach_ask_spread(struct teach *t, const size_t *v, size_t n, size_t k,
		      void (*ask)(struct teach *, size_t));
/* Why the node dequeued at event i is next: the queue before it, front
 * first, when its first two entries joined and the list order of the
 * neighbours the front joined among ("the queue is 5 3, front first
 * (first in, first out): 5 joined at step 6, 3 at step 9, in the order
 * of 0's list (5 3)"). */
void teach_queue_why(const struct teach *t, size_t i, struct strbuf *sb);
/* "v0 v1 ..." with sep between, odd entries less shift (malloc'd). */
char *teach_list_text(const int *v, size_t n, int shift, const char *sep);
/* The first event of kind k at or after i, or trace_count. */
size_t teach_next_event(const struct trace *tr, size_t i, enum trace_kind k);

/* teach.c: state tables. "LABEL v0 v1 ...\n" ("(empty)" when n is 0); the
 * frontier line ("queue: 3 5", "priority queue: 3(4)", "stack: ...");
 * one node's row start "   3  seen" and, when parent, its parent column;
 * the frontier line and the node/state/parent table (BFS, DFS). */
void teach_put_list(struct strbuf *sb, const char *label, const int *v, size_t n);
void teach_put_frontier(const struct teach *t, struct strbuf *sb);
void teach_put_node(const struct teach *t, struct strbuf *sb, int v, bool parent);
/* The same with the state word given (NULL: the trace's mark): Dijkstra's
 * "open", a node reached but not final. */
void teach_put_node_as(const struct teach *t, struct strbuf *sb, int v, const char *state,
		       bool parent);
void teach_format_search(const struct teach *t, struct strbuf *sb);

#endif
