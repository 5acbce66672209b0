/* teach.h - teaching mode: an algorithm narrated step by step on a small
 * graph, with questions to the learner at chosen points, each scored at
 * once, and a summary at the end (`gravel teach`, the TUI's teach screen).
 *
 * A session runs the task's reference solver with a trace (trace.h) and
 * walks its events. Questions are chosen from the trace alone, so a
 * session is the same for the same problem (and `gravel teach TASK
 * --nodes N --seed S` generates the same problem for the same seed):
 *
 *   next node  "Which node is dequeued next?" before up to three
 *              dequeues whose frontier holds two or more nodes, spread
 *              over the run (Dijkstra accepts every node of least key);
 *   value      "Edge 5-6 (weight 2) is looked at next. What is dist[6]
 *              after it?" (Dijkstra) or "... how many predecessors does 3
 *              wait for after it?" (Kahn), up to two, spread;
 *   final      "Give the shortest path from 4 to 7" (any shortest path
 *              is right), "Give a path from 0 to 4, or none" (any path;
 *              asked before the answer is narrated), "Give a topological
 *              order of all nodes" (any valid order; asked before the
 *              first step, as a prediction).
 *
 * The other NLGraph tasks (each family's teach-TASK.c chooses, teach-judge.c
 * judges):
 *
 *   cycle      (DFS with parent) "Before we start: does the graph have a
 *              cycle?", "Which node does DFS visit next?", "Edge 3-4 is
 *              looked at next. Does it close a cycle?", "Give a cycle"
 *              (any cycle of the graph, cycle_check);
 *   flow       (Dinic: shortest augmenting paths) "Which augmenting path
 *              is found next?" (any shortest path with residual capacity
 *              on every hop), "... What is its bottleneck?", "What is the
 *              flow value now?", "What is the maximum flow?";
 *   matching   (augmenting paths) "Applicant 2 looks for a job next. Can
 *              it be matched now?", "How many applicants get a job?",
 *              "Give a maximum matching" (any, matching_check);
 *   hamilton   (backtracking, fewest onward choices first) "Which node
 *              extends the path next?" (every tied candidate), "Give a
 *              Hamilton path, or none" (any, hamilton_check);
 *   gnn        "What is node 3's embedding after layer 1?" (a vector).
 *
 * GraCoRe's pure tasks (teach-gracore.c; sequences judged by the task's
 * checker in gracore-solve.h, so every right answer is accepted):
 *
 *   bfs_order  "Which node is dequeued next?", "Give a breadth-first
 *              order from 0" (any order BFS allows; asked first);
 *   bipartite  "Is this graph bipartite?", "Node 4 was reached from 1, at
 *              depth 2. Which side does it take?", "Give a cycle of odd
 *              length" (when the check finds one);
 *   euler_path (Hierholzer) "Does it have an Euler circuit?", "The walk
 *              backed up to 3 ... Which node does the detour walk to
 *              first?" (any over an unused edge), "Give an Euler circuit";
 *   tsp        (branch and bound) "The partial tour is 0 3 1. Its lower
 *              bound is ... Is this branch pruned?", "What is the length of
 *              the shortest tour?", "Give a shortest tour";
 *   coloring   (DSATUR branch and bound) "How many colours does this graph
 *              need?", "Which is the smallest colour none of its neighbours
 *              has?", "Give a colouring with 3 colours".
 *
 * Stepping forward stops at a question until it is answered; an answer
 * that is not of the asked form (not a node number...) is refused without
 * scoring. Pure data: no terminal I/O; the TUI only renders.
 *
 * Ownership: a session borrows the problem (which must outlive it) and
 * owns its trace, state, questions and answers. */
#ifndef GRAVEL_TEACH_H
#define GRAVEL_TEACH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "trace.h"
#include "util.h"

struct problem;
struct task;

#define TEACH_MAX_NODES 20	/* larger graphs are not taught */
#define TEACH_MIN_NODES 3

enum teach_qkind { TQ_NEXT_NODE, TQ_VALUE, TQ_FINAL };

/* What a question wants typed: a node, a number, a path (or none), a
 * topological order, yes or no, a cycle, an augmenting path, applicant-job
 * pairs, a Hamilton path (or none), a vector. */
enum teach_form {
	TF_NODE, TF_NUMBER, TF_PATH, TF_ORDER, TF_YESNO, TF_CYCLE, TF_AUGPATH, TF_PAIRS,
	TF_HAMPATH, TF_VECTOR, TF_SEQ	/* TF_SEQ: nodes or colours, the task's checker */
};

enum teach_verdict { TEACH_RIGHT, TEACH_WRONG, TEACH_INVALID };

struct teach_question {
	enum teach_qkind kind;
	enum teach_form form;
	size_t step;		/* asked when the state is after `step` events */
	int node;		/* TQ_VALUE: whose value; else -1 */
	char *text;		/* the question */
	char *expect;		/* the reference answer as shown ("3", "4 3 7") */
	int64_t value;		/* TF_NUMBER: expected (TRACE_INF = inf);
				 * TF_YESNO: 1 yes, 0 no */
	int64_t *vec;		/* TF_VECTOR: the expected vector */
	size_t nvec;
	size_t seq;		/* creation order (ties at one step) */
	int *accept;		/* TQ_NEXT_NODE: every right node */
	size_t naccept;
	/* the learner's answer, once given */
	bool answered, right;
	char *given;		/* as typed (cleaned of surrounding blanks) */
	char *feedback;		/* one line */
};

struct teach {
	const struct problem *p;	/* borrowed */
	struct trace *tr;
	struct trace_state st;	/* the state after k events */
	size_t k;
	int source, target;	/* from the query, -1 when none */
	const char *picked;	/* teach_picked_for(p) */
	int64_t best;		/* shortest_path: the optimal length; flow:
				 * the maximum flow; matching: its size */
	bool connected;		/* connectivity: the answer; cycle: a cycle
				 * exists; hamilton: a path exists */
	struct teach_question *q;	/* by step */
	size_t nq;
	size_t cur;		/* first question not answered */
	bool plan;		/* the problem carries a lesson plan */
};

/* The lessons, one row per taught task: what `gravel teach --help`, the
 * man page's teach section (`gravel teach --dump-tasks man`) and the
 * error for an untaught task list. shows: what the default graph is picked
 * for (teach_make_problem); NULL when any graph shows the idea. Each task
 * family lists its own (teach-ops.h); the table is theirs in task order,
 * a family's lessons where its first task is. */
/* How the teacher's own graph (teach_graph_parse) is read for a lesson. */
enum teach_own {
	TEACH_OWN_EDGES,	/* "u v [weight]", nodes from 0 */
	TEACH_OWN_BIPARTITE,	/* "applicant job", each side from 0 */
	TEACH_OWN_NONE		/* the lesson needs more than edges (features) */
};
struct teach_lesson {
	const char *task;	/* the task's name */
	const char *algorithm;
	const char *asks;	/* the questions, in a phrase */
	const char *shows;	/* "at least one improving relaxation" */
	enum teach_own own;	/* how an edge list is read for it */
};
size_t teach_lesson_count(void);
const struct teach_lesson *teach_lesson_at(size_t i);	/* NULL past the end */
const struct teach_lesson *teach_lesson_find(const char *task);
/* Does the lesson's trace show what its default graph is picked for? */
bool teach_shows(const struct teach_lesson *l, const struct problem *p, struct trace *tr);

/* Can p be taught (task taught, 3..TEACH_MAX_NODES nodes)? When not and
 * why is not NULL, a reason goes there (static text or a formatted one). */
bool teach_can(const struct problem *p, char *why, size_t len);
bool teach_task_taught(const struct task *t);

/* The lesson's problem for `gravel teach TASK --nodes n --seed seed`: a
 * graph of the task's first difficulty in the built-in NLGraph config,
 * generated with exactly n nodes. Unless plain, the first of the seed's
 * graphs (seed, then derived seeds, at most TEACH_PICK_TRIES) that shows
 * the lesson's idea (teach_lesson.shows); its extra object says
 * {"lesson": shows} (or {"lesson": null, "wanted": shows} when none of
 * them did). Plain: the seed's first graph, as before. Its id is
 * teach/TASK/N-nodes/seed-S[/plain], never a benchmark's. NULL with *err
 * (malloc'd) when the task is not taught or n is out of range. The
 * caller owns the problem. */
#define TEACH_PICK_TRIES 10000
struct problem *teach_make_problem(const char *task, int n, uint64_t seed, bool plain,
				   char **err);
/* The property a generated lesson's graph was picked for, or NULL; the
 * property asked for when none of the seed's graphs showed it, or NULL. */
const char *teach_picked_for(const struct problem *p);
const char *teach_wanted(const struct problem *p);

/* The teacher's own graph for `gravel teach TASK --graph FILE`: text (len
 * bytes, from file, "-" for stdin) as an edge list, one edge a line, "u v"
 * or "u v weight" as CS Academy's graph editor takes it (a line of one
 * number names a node; '#' starts a comment line), read as the lesson's
 * teach_lesson.own says; source and target (-1: 0 and the last node) for
 * the tasks that ask from where to where. NULL with FILE:LINE:COL errors
 * in d. Its id is teach/TASK/graph/NAME. The caller owns the problem. */
struct diags;
struct problem *teach_graph_parse(const char *task, const char *file, const char *text,
				  size_t len, int source, int target, struct diags *d);

/* A lesson plan (gravel-config(5) LESSON PLANS): the YAML text of file
 * checked whole, its errors FILE:LINE:COL in d; the problem it makes (its
 * graph, and the plan in its extra object, which teach_new applies), or
 * NULL. */
struct problem *teach_plan_parse(const char *file, const char *text, size_t len,
				 struct diags *d);
/* The plan's note for this step (the last given at or before it, its step
 * in *step when not NULL), or NULL; the first step after this one where
 * the plan pauses (teach_steps when none); the plan's title, or NULL. */
const char *teach_plan_note(const struct teach *t, size_t *step);
size_t teach_next_pause(const struct teach *t);
const char *teach_plan_title(const struct teach *t);

/* Start a session on p. Returns 0, or -1 with *err (malloc'd). */
int teach_new(struct teach *t, const struct problem *p, char **err);
void teach_free(struct teach *t);

static inline size_t teach_steps(const struct teach *t)
{
	return trace_count(t->tr);
}
/* The question waiting at this step, or NULL. */
const struct teach_question *teach_pending(const struct teach *t);
/* Step by dir (+1 / -1). Forward stops at a pending question; returns
 * whether the step moved. */
bool teach_step(struct teach *t, int dir);
/* Go to step k, forward no further than the next pending question. */
void teach_goto(struct teach *t, size_t k);
/* Where the phase under way started (the step before its first event; a
 * Dijkstra extraction, a Dinic phase): at a phase's start, the one before. */
size_t teach_phase_back(const struct teach *t);
/* Answer the pending question. TEACH_INVALID leaves it pending (the
 * feedback, in *msg when not NULL, says what form is wanted). */
enum teach_verdict teach_answer(struct teach *t, const char *text, const char **msg);
/* Every question answered and the last step reached. */
bool teach_finished(const struct teach *t);
/* Answered and right so far. */
void teach_score(const struct teach *t, size_t *answered, size_t *right);

/* Text for the screen (lines separated by '\n'): the state tables at the
 * current step; the summary (score, then one line per question). */
void teach_format_state(const struct teach *t, struct strbuf *sb);
void teach_format_summary(const struct teach *t, struct strbuf *sb);
/* The lines of state (teach_format_state's text at this step) that the
 * question waiting asks about: the row of the node it names, the rows of
 * the edges of the path it names; with no question, the rows of the node
 * and edge the last step touched; at most max into lines, in order. A
 * screen too short for the table keeps these in view. */
size_t teach_focus_lines(const struct teach *t, const char *state, size_t *lines, size_t max);
/* One line saying what is taught: "Dijkstra: shortest path from 4 to 7". */
void teach_format_title(const struct teach *t, struct strbuf *sb);

/* ---- internal, shared by teach.c and teach-quiz.c ----------------------- */
void teach_choose_questions(struct teach *t);
void teach_question_free(struct teach_question *q);
/* teach-quiz.c: the questions in the order they are asked (by step). */
void teach_sort_questions(struct teach *t);
/* teach-plan.c: the problem's lesson plan, if any, into the session. */
void teach_apply_plan(struct teach *t);
/* teach-quiz.c: a new question (zeroed but for kind, form, step, seq). */
struct teach_question *teach_new_question(struct teach *t, enum teach_qkind k,
					  enum teach_form f, size_t step);
/* teach-judge.c: judge s (trimmed) for q, a question of the forms above
 * TF_ORDER; a reason when wrong goes to why. */
enum teach_verdict teach_judge_more(const struct teach *t, const struct teach_question *q,
				    const char *s, char *why, size_t len);
/* teach-gracore.c: is the task one of GraCoRe's taught pure tasks
 * (bfs_order, bipartite, euler_path, tsp, coloring)? */
bool teach_gc_taught(const struct task *t);
/* Integers of s (separators " \t,;->[]()"; signed when sign), at most
 * max; -1 when s holds anything else. */
long teach_parse_ints(const char *s, int64_t *out, size_t max, bool sign);

#endif
