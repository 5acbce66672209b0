/* score-taxonomy.h - why an answer fails: the fixed kinds of error a
 * false claim or a wrong final answer is, and the outcome of an item.
 *
 * The kinds are one table (FAULT_KINDS below), the same for every task:
 * its name, its definition and the tasks where it can occur; the names
 * and the documentation (gravel(1), gravel-formats(5)) come from it. The
 * table is in precedence order: when one statement fits two kinds the
 * earlier wins, and of two errors at the same place in a text the one of
 * the earlier kind is the first error. The claim judges set the kind of
 * each false claim where they decide it is false (claims.h); a policy's
 * scorer sets the kind of a wrong final answer (score_result.final). */
#ifndef GRAVEL_SCORE_TAXONOMY_H
#define GRAVEL_SCORE_TAXONOMY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* X(ENUM, name, definition, tasks where it can occur) */
#define FAULT_KINDS(X)                                                                          \
	X(INVENTED_EDGE, "invented-edge",                                                       \
	  "states an edge, neighbour, or a path, pair or flow step over a pair the graph "      \
	  "does not have (or a node it does not have)",                                         \
	  "every task")                                                                         \
	X(WRONG_ATTRIBUTE, "wrong-attribute",                                                   \
	  "misstates the weight or capacity of an edge that exists, or a GNN node's input "     \
	  "vector",                                                                             \
	  "shortest_path, flow, GNN")                                                           \
	X(ARITHMETIC, "arithmetic",                                                             \
	  "a sum, difference, total or count computed wrongly from numbers it stated",          \
	  "shortest_path, flow, matching, GNN")                                                 \
	X(CONSTRAINT, "constraint-violation",                                                   \
	  "a step that breaks the task's rules though each fact in it is true: flow over "      \
	  "capacity or not conserved, a job used twice, a node repeated in a Hamilton path, "   \
	  "an order against an edge, a walk given as a path, a final order or path that "       \
	  "leaves out nodes, a cycle witness of real edges that is no cycle",                   \
	  "cycle, topology, shortest_path, flow, matching, hamilton")                           \
	X(INCOMPLETE_LIST, "incomplete-list",                                                   \
	  "a list presented as complete (neighbours, a component, a node's prerequisites, "     \
	  "\"all the paths\" without a shortest one) that omits members",                       \
	  "connectivity, cycle, topology, shortest_path, GNN")                                                        \
	X(SELF_CONTRADICTION, "self-contradiction",                                             \
	  "contradicts the answer's own earlier statement (a final vector unlike the layer "    \
	  "it computed, a \"no\" after its own walk shows \"yes\", two final answers)",         \
	  "every task")                                                                         \
	X(FALSE_STATE, "false-state",                                                           \
	  "another false claim about the algorithm's state (visited, in-degree, distance, "     \
	  "level, matched, a GNN intermediate value, an edge or node said absent)",             \
	  "every task")                                                                         \
	X(UNSUPPORTED, "unsupported-conclusion",                                                \
	  "a conclusion that does not follow from true steps (\"therefore there is no "         \
	  "cycle\" after checking some cases; final vectors before the last layer)",            \
	  "connectivity, cycle, hamilton, GNN")                                                 \
	X(WRONG_FINAL, "wrong-final",                                                           \
	  "nothing before the final answer is false, yet it is wrong: a bare wrong yes/no, "    \
	  "number or vector, a valid but non-optimal path, flow or matching",                   \
	  "every task")                                                                         \
	X(TRUNCATED, "truncated", "the text stops before a final answer", "every task")         \
	X(NO_ANSWER, "no-answer",                                                               \
	  "it ends without answering the question asked (a weight with no path)",               \
	  "every task")

enum fault_kind {
	FAULT_NONE,
#define FAULT_ENUM(e, name, def, tasks) FAULT_##e,
	FAULT_KINDS(FAULT_ENUM)
#undef FAULT_ENUM
	FAULT__COUNT
};

/* X(ENUM, name, definition) */
#define SCORE_OUTCOMES(X)                                                                       \
	X(CORRECT, "correct", "the final answer is right")                                     \
	X(SUBOPTIMAL, "suboptimal",                                                             \
	  "feasible, not optimal: a valid heavier path, a valid flow below the maximum, a "     \
	  "smaller valid matching")                                                             \
	X(INFEASIBLE, "infeasible",                                                             \
	  "the final answer itself uses a missing edge, breaks a constraint or claims a value " \
	  "no valid solution has")                                                              \
	X(WRONG, "wrong", "a wrong yes/no, GNN vectors, anything else")                         \
	X(MISSING, "missing", "no final answer")

enum score_outcome {
	OUTCOME_NONE,
#define OUTCOME_ENUM(e, name, def) OUTCOME_##e,
	SCORE_OUTCOMES(OUTCOME_ENUM)
#undef OUTCOME_ENUM
	OUTCOME__COUNT
};

/* A false claim or a wrong final answer: its kind, its byte span in the
 * judged text and what is wrong. */
struct score_fault {
	unsigned char kind;	/* enum fault_kind */
	size_t off, len;
	char why[96];
};

/* "invented-edge", ...; "" for FAULT_NONE. */
const char *fault_kind_name(enum fault_kind k);
const char *fault_kind_definition(enum fault_kind k);
const char *fault_kind_tasks(enum fault_kind k);
/* The kind named s, or FAULT_NONE. */
enum fault_kind fault_kind_parse(const char *s);
const char *outcome_name(enum score_outcome o);
const char *outcome_definition(enum score_outcome o);
enum score_outcome outcome_parse(const char *s);
/* Does fault a come before fault b: earlier in the text, then the kind
 * earlier in precedence. */
bool fault_before(const struct score_fault *a, const struct score_fault *b);
/* The kinds and the outcomes as man page paragraphs (gravel(1)'s WHY
 * ANSWERS FAIL section, man/gravel-kinds.inc). */
void taxonomy_print_man(FILE *fp);

#endif
