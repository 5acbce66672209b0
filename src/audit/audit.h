/* audit.h - gold audit: compare each problem's stored gold answer with
 * gravel's exact reference solver and say why they differ.
 *
 * A finding has a kind:
 *   wrong      the gold contradicts the graph (a yes/no the graph refutes, a
 *              count that is not the graph's, a path that is not a path)
 *   heuristic  the gold is a feasible answer but not the optimum the
 *              question asks for, and the reason names the heuristic it
 *              matches: a TSP tour that is the nearest-neighbour tour from
 *              node 0, a colour count of the greedy largest-first colouring
 *              rather than the chromatic number
 *   ambiguous  the question admits more than the stored answer (several
 *              multiple-choice options are valid BFS orders)
 *   format     the stored answer does not have the shape its question asks
 *              for (GraCoRe's Hamiltonian answers list the graph's edges;
 *              the gold cycle is the planted one)
 * Problems with no gold, no solver, or a predictive task (node
 * classification, link prediction: the gold is the dataset's label, not a
 * computation) are counted as unchecked.
 *
 * Per task: counts, booleans and values against the solver's; BFS orders
 * and Hamiltonian cycles with the checkers (any valid answer passes);
 * shortest paths by validity and weight; TSP tours by validity, stated
 * length and the proven optimum; flows by value and, when the gold lists
 * edge flows, by capacity and conservation; triplet lists by similarity.
 * Other tasks compare the boolean and number keys the reference and the
 * gold share. */
#ifndef GRAVEL_AUDIT_H
#define GRAVEL_AUDIT_H

#include <stdbool.h>
#include <stdio.h>
#include "problem.h"

enum audit_kind { AUDIT_WRONG, AUDIT_HEURISTIC, AUDIT_AMBIGUOUS, AUDIT_FORMAT };
enum audit_status { AUDIT_AGREE, AUDIT_DIFFER, AUDIT_UNCHECKED };

#define AUDIT_MAX_FINDINGS 6

struct audit_finding {
	enum audit_kind kind;
	char field[24];		/* gold.answer key ("length", "colors") */
	char *gold, *ref;	/* the values as short text */
	char *reason;
};

struct audit_result {
	enum audit_status status;
	char *note;		/* why unchecked, or NULL */
	size_t n;
	struct audit_finding v[AUDIT_MAX_FINDINGS];
};

const char *audit_kind_name(enum audit_kind k);	/* "wrong", ... */

/* Audit one problem. Always fills r (caller frees with audit_free). */
void audit_problem(const struct problem *p, struct audit_result *r);
void audit_free(struct audit_result *r);

/* Totals over a problem set. */
struct audit_totals {
	size_t problems, agree, differ, unchecked;
	size_t kinds[4];	/* findings by kind */
};
void audit_count(struct audit_totals *t, const struct audit_result *r);

/* Totals per task, in the order the tasks first appear (audit-summary.c):
 * the table gravel audit prints before its summary line. */
struct audit_task_row {
	const char *task;	/* borrowed: the task table's name */
	struct audit_totals t;
};
struct audit_summary {
	struct audit_task_row *v;
	size_t n, cap;
	struct audit_totals total;
};
void audit_summary_add(struct audit_summary *s, const struct problem *p,
		       const struct audit_result *r);
/* A row per task and the total: problems, agree, differ, unchecked,
 * findings by kind, and the agreement over the checked problems ("-"
 * when none was checked). */
void audit_summary_print(const struct audit_summary *s, FILE *fp);
void audit_summary_free(struct audit_summary *s);

#endif
