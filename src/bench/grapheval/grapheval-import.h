/* grapheval-import.h - GraphEval2000: import the released files, and audit
 * the stored labels against gravel's reference solvers.
 *
 * Layout (../shared/grapheval2000): dataset/{directed,undirected}/lc<ID>/
 * <family>.jsonl test cases and problem-set/{directed,undirected}/lc<ID>.jsonl
 * problem records (statement, difficulty, examples, code framework).
 *
 * A test-case file holds JSON objects keyed by sub-category (connected,
 * disconnected, cyclic, acyclic), either one object per line or one object
 * with every key; each value is column-oriented: parallel lists "graphs",
 * "labels" (one file spells it "label"), "complexity", a size list whose key
 * varies ("n", "n_list", "numCourse", "numNodes", or none) and per-problem
 * inputs ("query", "time", "quiet", "k", "restricted", ...). Each test case
 * becomes one problem:
 *
 *   id          grapheval2000/lc<ID>/<family>-<direction>/<variant>/<k>
 *               (k counts the variant's cases in file order from 0)
 *   task        lc<ID> (lc-tasks.h), difficulty <family>-<direction> and
 *               set <variant> as `gravel gen` names GraphEval2000's grid
 *   category    <family>/<variant>, e.g. "planar/connected"
 *   graph       the test case's graph (lc-tasks.h says how array inputs
 *               become edges); nodes = max(size, largest id + 1)
 *   query       the other inputs: the size as "n", "query" renamed
 *               "queries", the rest under their file names; lc1971's files
 *               give no source and destination: 0 and n-1, which every
 *               stored label agrees with
 *   question    the LeetCode problem statement from problem-set
 *   gold        {"text": the label as JSON, "answer": {"output": label}}
 *   extra       {"leetcode_id", "leetcode_difficulty", "direction", "file",
 *                "line", "case", "complexity", "constraints",
 *                "code_framework"}
 *
 * Malformed JSON lines are reported as FILE:LINE:COL warnings and their test
 * cases skipped; the rest is imported. Other files in a problem folder
 * (lc207/application.txt) are reported and ignored. */
#ifndef GRAVEL_GRAPHEVAL_IMPORT_H
#define GRAVEL_GRAPHEVAL_IMPORT_H

#include <stdbool.h>
#include <stdio.h>
#include "problem.h"
#include "diag.h"
#include "lc.h"

struct grapheval_stats {
	size_t problems;	/* LeetCode problems (folders) imported */
	size_t files;		/* test-case files read */
	size_t bad_lines;	/* malformed JSON lines (their cases skipped) */
	size_t bad_cases;	/* test cases rejected for bad values */
	size_t cases;		/* problems made */
	size_t duplicates;	/* directed/ files byte-identical to undirected/
				 * ones (lc1971's), imported once from there */
};

/* Is dir a GraphEval2000 checkout (has dataset/ and problem-set/)? */
bool grapheval_is_dir(const char *dir);

/* Import every test case under dir into ps. Returns 0 (malformed lines are
 * warnings in d), or EXIT_NOINPUT / EXIT_DATAERR when dir is not a
 * GraphEval2000 checkout or nothing could be imported. st may be NULL. */
int grapheval_import(const char *dir, struct problemset *ps, struct grapheval_stats *st,
		     struct diags *d);
/* The same; with strict, the first record that cannot be read (a
 * malformed line, a bad test case) is an error and stops the import:
 * EXIT_DATAERR. */
int grapheval_import_with(const char *dir, struct problemset *ps, struct grapheval_stats *st,
			  bool strict, struct diags *d);

/* Import the examples of every problem statement (problem-set/DIR/lcID.jsonl
 * "data_examples": LeetCode's own inputs and outputs) as problems of
 * family and sub-category "example" (grapheval-case.h ge_import_example),
 * so the reference solvers can be checked against LeetCode's answers.
 * Returns 0, EXIT_NOINPUT or EXIT_DATAERR (no example read). */
int grapheval_import_examples(const char *dir, struct problemset *ps,
			      struct grapheval_stats *st, struct diags *d);

/* The prompt of p's LeetCode problem as the GraphEval2000 paper describes
 * it: the statement, the published examples (data_examples of
 * problem-set/<direction>/<task>.jsonl under checkout), the constraints
 * and the code framework, asking for the completed code (one ```python
 * block, which `gravel exec` runs). A malloc'd text, or NULL with *err
 * set (malloc'd) when p lacks them or the record cannot be read. */
char *grapheval_prompt(const struct problem *p, const char *checkout, char **err);

/* ---- the label audit (grapheval-audit.c) ------------------------------ */

/* One problem's verdict (grapheval_judge): its input against the
 * statement's constraints (lc.h lc_offspec), its stored label against the
 * reference solver (lc.h lc_judge). */
enum grapheval_kind {
	GE_EXACT,		/* label == the reference solver's output */
	GE_VALID_ONLY,		/* a validity check accepts, exact match rejects
				 * (multi-answer problems) */
	GE_WRONG,		/* in-spec input, the label is not right */
	GE_OFF_SPEC,		/* the input breaks a stated constraint: never a
				 * wrong label; see off */
	GE_UNJUDGEABLE,		/* in-spec input the solver cannot answer */
};
enum grapheval_off {
	GE_OFF_HOLDS,		/* the label is the reference's under its reading */
	GE_OFF_DIFFERS,		/* it is not (a known-wrong label stays flagged) */
	GE_OFF_UNREAD,		/* the solver cannot read the input (a cycle where
				 * a DAG is promised...): not judged */
};
struct grapheval_verdict {
	enum grapheval_kind kind;
	enum grapheval_off off;		/* GE_OFF_SPEC only */
	struct lc_offspec spec;		/* GE_OFF_SPEC only */
	const char *reading;		/* GE_OFF_HOLDS: the solver's reading or NULL */
	char why[256];			/* wrong / differs / unread / unjudgeable */
};

/* Judge p (a GraphEval2000 problem with a stored label). Returns 0, or -1
 * when p is not one (another task, or no label). */
int grapheval_judge(const struct problem *p, struct grapheval_verdict *v);
/* "ID: off-spec: ..." etc., one line, the id sanitised (caller frees). */
char *grapheval_verdict_line(const struct problem *p, const struct grapheval_verdict *v);

struct grapheval_audit_row {
	const char *task;	/* task name, "lc207" */
	size_t cases;		/* problems with a stored label */
	size_t exact, valid_only, wrong, unjudgeable;
	size_t off_spec;	/* of which: */
	size_t off_holds, off_differs;	/* the rest were not read */
};

/* Off-spec cases of one task by one broken constraint. */
struct grapheval_rule_count {
	const char *task;
	char rule[96];
	size_t n, holds, differs;
};

struct grapheval_audit {
	struct grapheval_audit_row *rows;	/* one per task, registry order */
	size_t nrows;
	struct grapheval_audit_row total;
	struct grapheval_rule_count *rules;	/* in order of first appearance */
	size_t nrules, caprules;
};

/* Piecewise: init, add each judged problem (returns its task's row, NULL
 * when p is not a GraphEval2000 task), print the table and the off-spec
 * counts by constraint, free. */
void grapheval_audit_init(struct grapheval_audit *a);
struct grapheval_audit_row *grapheval_audit_add(struct grapheval_audit *a,
						const struct problem *p,
						const struct grapheval_verdict *v);
void grapheval_audit_print(const struct grapheval_audit *a, FILE *fp);

/* Judge every GraphEval2000 problem of ps (grapheval_judge); "agree" is
 * (exact + valid_only) over the in-spec judged cases (exact + valid_only +
 * wrong). When fp is not NULL, print one line per case that is not exact
 * or valid-only (at most max_list per task, 0 = all), the per-task table,
 * and the off-spec cases counted by violated constraint. The `gravel
 * audit` command calls this for grapheval2000 problems. */
void grapheval_audit(struct problemset *ps, FILE *fp, size_t max_list,
		     struct grapheval_audit *out);
void grapheval_audit_free(struct grapheval_audit *a);

#endif
