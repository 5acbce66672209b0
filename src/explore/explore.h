/* explore.h - the explorer's data model: runs, grouped problems, samples,
 * verdicts under a policy (scored lazily, cached), and filters.
 *
 * The TUI (tui/) draws from this model and never scores by itself. An
 * explorer borrows a loaded workspace (workspace.h) and indexes it once:
 *
 *   runs      the distinct run names of ws->answers, in first-appearance
 *             order; run index r in 0..explore_nruns()-1.
 *   problems  ws->problems, grouped by (benchmark, task, difficulty) in
 *             first-appearance order; problem index p is the position in
 *             ws->problems, "rows" are problem indices in group order.
 *   samples   the answers of a (run, problem) cell, ordered by sample
 *             number (pointers into ws->answers).
 *
 * Verdicts. A cell (run, problem) under a policy gets one verdict:
 *   EV_NONE      no answer (no sample, no text, or the problem cannot be
 *                scored: flag EXF_UNSCORABLE says which);
 *   EV_UNPARSED  the scorer found no answer where the policy looks;
 *   EV_RIGHT     the policy's primary metric is 1;
 *   EV_PARTIAL   not right, but partial credit > 0;
 *   EV_WRONG     otherwise.
 * credit is the partial-credit value in [0, 1]: the "pc" metric when the
 * policy gives one (strict); else 1 when right; else, for tasks scored by
 * several 0/1 metrics, the share that are 1 (compat: shortest path with
 * res2 but not res1, flow with res1 - the phrase was found - but not
 * res2, score 0.5); else 0.
 *
 * Scoring is lazy and cached per (run, policy): the first question about
 * a run under a policy scores that whole run, in its answers' order (as
 * score_runs does: compat's topology carries state from item to item),
 * and keeps every cell and the state before it. explore_invalidate()
 * marks one (run, problem) stale in every policy's cache; the next query
 * rescores that cell from its stored state, then the following cells only
 * while the carried state comes out different from before. Policies are
 * the built ones (policy_at()); "strict" takes part as soon as it exists.
 *
 * Filters combine (AND) run, verdict set, required flags, benchmark, task,
 * difficulty, compat-vs-strict disagreement, recorded-score disagreement
 * and a case-insensitive (ASCII) substring of the question or the run's
 * answer texts (every run's when run is -1). The text matches are cached
 * per (text, run), so changing the other parts of a filter does not
 * rescan, and a text that extends the previous one (typing) only rechecks
 * the rows that matched before. explore_filter() fills the matching rows
 * (group order) and counts per verdict and per group. Cells flagged
 * EXF_PLANTED come from the workspace's baseline log (simulated runs).
 *
 * Ownership: struct explore borrows the workspace (which must outlive it
 * and whose problems and answers must not be added to or removed while
 * it lives; an answer's text may be replaced, followed by
 * explore_invalidate()). Everything it returns is borrowed from it and
 * stays valid until the next call that scores or filters, or until
 * explore_free(); struct ex_result is the caller's (ex_result_free). */
#ifndef GRAVEL_EXPLORE_H
#define GRAVEL_EXPLORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "score.h"
#include "score-taxonomy.h"
#include "workspace.h"

enum ex_verdict {
	EV_NONE,
	EV_UNPARSED,
	EV_RIGHT,
	EV_PARTIAL,
	EV_WRONG,
	EV__COUNT
};
/* "none", "unparsed", "right", "partial", "wrong"; parse returns 0/-1. */
const char *ex_verdict_name(enum ex_verdict v);
int ex_verdict_parse(const char *s, enum ex_verdict *out);

/* Flags of a scored cell (bit set). */
enum ex_flag {
	EXF_UNSCORABLE = 1u << 0,	/* problem missing, no gold, scorer refused */
	EXF_RECORDED = 1u << 1,		/* the answers came with recorded scores */
	EXF_DIFFERS = 1u << 2,		/* a recorded metric differs from the policy's */
	EXF_POLICY_DISAGREE = 1u << 3,	/* compat and strict differ on right/not right */
	EXF_SAMPLES = 1u << 4,		/* more than one sample (self-consistency) */
	EXF_SIMULATED = 1u << 5,	/* a simulated baseline run */
	EXF_PLANTED = 1u << 6,		/* the baseline planted a mistake here */
	EXF__COUNT = 7
};
/* "unscorable", "recorded", "differs", "policy-disagree", "samples",
 * "simulated", "planted"; parse returns the bit or 0. */
const char *ex_flag_name(unsigned bit);
unsigned ex_flag_parse(const char *s);

/* One cell under one policy. */
struct ex_cell {
	enum ex_verdict verdict;
	unsigned flags;			/* enum ex_flag bits; EXF_POLICY_DISAGREE is
					 * filled by explore_disagree() / filters */
	double credit;			/* partial credit in [0, 1] */
	struct score_result res;	/* the policy's metrics */
	bool recorded_right;		/* recorded primary metric == 1 */
	unsigned char why;		/* enum score_why: why a recorded result
					 * differs (EXF_DIFFERS), else SW_NONE */
	char *err;			/* why the scorer refused, or NULL */
};

/* A group of problems sharing benchmark, task and difficulty. */
struct ex_group {
	const char *benchmark, *task, *difficulty;	/* borrowed from a problem */
	size_t first, n;		/* rows [first, first + n) of the row order */
};

struct explore;

/* Index ws (loaded). Never fails; an empty workspace gives empty lists. */
struct explore *explore_new(struct workspace *ws);
void explore_free(struct explore *ex);
struct workspace *explore_workspace(const struct explore *ex);

/* Index what was added to the workspace since (it loads in slices,
 * workspace.h): problems while no answer is indexed yet (groups and rows
 * are built again: group and row numbers may change), then answers: new
 * runs come after the known ones, a run that got more answers is scored
 * again when next asked, and the text search is redone. Until then the
 * explorer shows the workspace as it was (explore_nproblems counts the
 * problems indexed). Returns whether there was anything new; everything
 * borrowed from ex before (samples, cells, groups, rows) is invalid after
 * a true. */
bool explore_sync(struct explore *ex);

/* ---- runs ------------------------------------------------------------- */
size_t explore_nruns(const struct explore *ex);
const char *explore_run_name(const struct explore *ex, size_t r);
/* Why run r was not asked on the dataset's graphs (answer.mismatch,
 * nlgraph-logs.h), or NULL. */
const char *explore_run_mismatch(const struct explore *ex, size_t r);
/* Index of a run name, or -1. */
long explore_run_find(const struct explore *ex, const char *name);
/* Problems the run has answers for. */
size_t explore_run_size(const struct explore *ex, size_t r);
/* Whether any answer of run r has text (NLGraph's first logs kept only
 * their results: answers without text, all "none"). */
bool explore_run_has_text(const struct explore *ex, size_t r);

/* ---- runs as a whole (explore-runs.c) ----------------------------------
 * Each of these scores run r under pol when that is not cached. */
struct ex_run_stats {
	size_t answered;	/* items with a verdict other than EV_NONE */
	size_t right, unparsed;
	double credit;		/* sum over the answered items */
};
void explore_run_stats(struct explore *ex, const struct policy *pol, size_t r,
		       struct ex_run_stats *out);
/* Problems both runs answered (no scoring). */
size_t explore_run_shared(const struct explore *ex, size_t a, size_t b);
/* The run sharing the most problems with run a (the first on ties),
 * among the runs with answer texts first when a has them, or -1 when no
 * other run shares one. */
long explore_run_partner(const struct explore *ex, size_t a);
/* Run r's model, method and time (run_meta_get), read once and kept;
 * NULL when there is no run r. Reading may open the run's prompt.txt:
 * explore_run_meta_known says whether it was read already, so a screen
 * can leave the runs not read yet to between keys. */
struct run_meta;
const struct run_meta *explore_run_meta(struct explore *ex, size_t r);
bool explore_run_meta_known(const struct explore *ex, size_t r);
/* A run's answered items by difficulty or by graph size (nodes), in
 * difficulty order (easy, medium, hard, ...) or by n; *out is malloc'd
 * (caller frees); returns the number of bins. */
enum ex_by { EX_BY_DIFFICULTY, EX_BY_NODES };
struct ex_bin {
	char label[24];
	long order;
	size_t items, right;
	double credit;
};
size_t explore_run_breakdown(struct explore *ex, const struct policy *pol, size_t r,
			     enum ex_by by, struct ex_bin **out);
/* A run's items (its (run, problem) cells with answers) without scoring:
 * how many, and the problem of item k (SIZE_MAX when its id is not a
 * problem of the workspace). */
size_t explore_run_nitems(const struct explore *ex, size_t r);
size_t explore_run_item_problem(const struct explore *ex, size_t r, size_t k);
/* The group (task, difficulty) of run r's first answered problem, or -1;
 * *mixed tells whether its problems span several groups. */
long explore_run_group(const struct explore *ex, size_t r, bool *mixed);
/* Credit histogram of a run's answered items: EX_HIST_BINS equal bins of
 * [0, 1], a credit of 1 in the last. */
#define EX_HIST_BINS 10
void explore_run_histogram(struct explore *ex, const struct policy *pol, size_t r,
			   size_t hist[EX_HIST_BINS]);

/* ---- problems and groups --------------------------------------------- */
size_t explore_nproblems(const struct explore *ex);
const struct problem *explore_problem(const struct explore *ex, size_t p);
/* Problem index of an id, or -1. */
long explore_problem_find(const struct explore *ex, const char *id);
size_t explore_ngroups(const struct explore *ex);
const struct ex_group *explore_group(const struct explore *ex, size_t g);
/* Group of problem p. */
size_t explore_group_of(const struct explore *ex, size_t p);
/* Row order: rows[i] is a problem index; n = explore_nproblems(). */
const size_t *explore_rows(const struct explore *ex);
/* Position of problem p in the row order. */
size_t explore_row_of(const struct explore *ex, size_t p);

/* ---- samples ---------------------------------------------------------- */
/* Answers of (run r, problem p) ordered by sample; *n gets the count (0
 * and NULL when none). */
const struct answer *const *explore_samples(const struct explore *ex, size_t r, size_t p,
					    size_t *n);

/* ---- verdicts ---------------------------------------------------------- */
/* The cell of (run r, problem p) under pol, scoring run r under pol first
 * when that is not cached (or stale). Never NULL. */
const struct ex_cell *explore_cell(struct explore *ex, const struct policy *pol, size_t r,
				   size_t p);
/* Score the whole run now (e.g. before timing a filter); the cell calls
 * do this by themselves. */
void explore_score_run(struct explore *ex, const struct policy *pol, size_t r);
/* Whether run r's scores under pol are cached and current (explore_cell
 * on it costs no scoring). */
bool explore_run_scored(const struct explore *ex, const struct policy *pol, size_t r);
/* compat and strict both built and differ on whether the cell is right;
 * false while strict does not exist. */
bool explore_disagree(struct explore *ex, size_t r, size_t p);
/* Are both policies of the disagreement check built? */
bool explore_can_disagree(void);
/* Mark (r, p) stale under every policy (an answer text or override
 * changed), and check p again against the cached text search when that
 * search covers run r (so a search never matches the replaced text). */
void explore_invalidate(struct explore *ex, size_t r, size_t p);
/* Drop every cached score (e.g. after reloading the answers' texts). */
void explore_invalidate_all(struct explore *ex);
/* Cells rescored since explore_new (for tests of the cache). */
size_t explore_scored_cells(const struct explore *ex);

/* The verdict and credit (may be NULL) of a scored result whose primary
 * metric is right or not, by the rules above; score --filter and the
 * exports use it too. */
double explore_credit(const struct score_result *res, bool right);
enum ex_verdict explore_verdict(const struct score_result *res, bool right, double *credit);

/* ---- filters ---------------------------------------------------------- */
struct ex_filter {
	const struct policy *pol;	/* NULL = the workspace's policy */
	long run;			/* run index; -1 = verdicts are EV_NONE */
	unsigned verdicts;		/* bits 1 << enum ex_verdict; 0 = any */
	unsigned flags;			/* every bit must be set; 0 = any */
	const char *benchmark, *task, *difficulty;	/* NULL = any */
	bool policy_disagree;		/* only compat/strict disagreements */
	bool recorded_disagree;		/* only cells whose recorded score differs */
	const char *text;		/* substring of question or answers, NULL/"" any */
	unsigned char kind;		/* the run's first error is of this kind
					 * (enum fault_kind); FAULT_NONE = any */
	int nodes;			/* the graph has this many nodes; 0 = any */
	/* only problems p < nonly with only[p] set (an all-runs search's
	 * matches, ex_search_matches); NULL = any */
	const unsigned char *only;
	size_t nonly;
};

/* Every field neutral (pol NULL, run -1 or 0 when there are runs). */
void ex_filter_init(struct ex_filter *f, const struct explore *ex);

struct ex_result {
	size_t *rows;			/* matching problem indices, row order */
	size_t n, cap;
	size_t counts[EV__COUNT];	/* rows per verdict matching every part
					 * of the filter but the verdict set (so
					 * a verdict tab shows what it would hold) */
	size_t *group_counts;		/* matching rows per group (ngroups) */
	double credit_sum;		/* sum of credit over matching rows */
	size_t answered;		/* matching rows the run answered (verdict
					 * not EV_NONE): mean credit divides by it */
};

/* Does run r answer a problem of f's benchmark, task and difficulty (the
 * groups it lets through; its other parts are not looked at)? */
bool explore_run_in_groups(const struct explore *ex, size_t r, const struct ex_filter *f);

void ex_result_init(struct ex_result *res);
void ex_result_free(struct ex_result *res);
/* Apply f; res is overwritten (its buffers reused). */
void explore_filter(struct explore *ex, const struct ex_filter *f, struct ex_result *res);

/* ---- the same filters on scored items (explore-items.c) ----------------
 * gravel score --filter "verdict=wrong,task=flow": comma-separated
 * key=value parts, ANDed; verdict takes right|wrong|partial|unparsed
 * (several joined by '|'), task, difficulty and run a name, flag a score
 * flag ("invalid-edge") or "differs" (the recorded score differs); kind
 * the kind of the first error, claim the kind of any false claim
 * (score-taxonomy.h: "invented-edge", ...). */
struct ex_item_filter {
	unsigned verdicts;		/* bits 1 << enum ex_verdict; 0 = any */
	char *task, *difficulty, *run, *flag;	/* NULL = any */
	unsigned char kind, claim;	/* enum fault_kind; FAULT_NONE = any */
};
/* 0, or -1 with *err (malloc'd) saying what is wrong. */
int ex_item_filter_parse(const char *spec, struct ex_item_filter *f, char **err);
void ex_item_filter_free(struct ex_item_filter *f);
bool ex_item_filter_match(const struct ex_item_filter *f, const struct score_item *it);
/* Keep the matching items of rep (in order); returns how many. */
size_t ex_item_filter_apply(const struct ex_item_filter *f, struct score_report *rep);
/* The verdict of a score item (EV_NONE when not scored). */
enum ex_verdict ex_item_verdict(const struct score_item *it, double *credit);

/* Write rows (problem indices, e.g. a filter's) with run's verdicts and
 * credits under every policy and its first sample's answer text, as CSV
 * (a header line) or JSON lines (explore-export.c). 0 or -1 on a write
 * error. */
int explore_export(struct explore *ex, long run, const size_t *rows, size_t n, bool jsonl,
		   FILE *fp);

/* gravel annotations export with a loaded workspace: annot_export's rows
 * (sorted by problem id, then run and sample; label, tags, note,
 * override, history) with the item's task, difficulty, the model's
 * answer's verdict and credit under every policy, question and answer
 * text. 0 or -1 on a write error. */
struct annot_store;
struct annot_filter;
int explore_export_annotations(struct explore *ex, const struct annot_store *st,
			       const struct annot_filter *f, int annot_format, FILE *fp);

/* ---- first errors counted per kind and group (explore-failures.c) -----
 * The failures table: for every answered (run, problem) cell under a
 * policy, the kind of its first error (FAULT_NONE: no error found),
 * counted per column of one grouping: each run, each model or method
 * (run-meta.h; runs without one share "-"), each task, each graph size
 * (nodes); columns without an answered cell are left out. Only runs
 * whose scores are cached are counted unless score is true
 * (explore_run_scored), so a screen can show the table while runs are
 * still scored between keys; scored and runs say how far it is. By
 * model or method, the runs' metadata (a prompt.txt each) is read about
 * 10 ms a call unless score is true, and a run counts once it is read
 * (nmeta < runs: call again). Counting reads a byte per scored item. */
enum ex_fail_by { EX_FAIL_RUNS, EX_FAIL_MODELS, EX_FAIL_METHODS, EX_FAIL_TASKS, EX_FAIL_SIZES,
		  EX_FAIL__COUNT };
/* "runs", "models", "methods", "tasks", "sizes". */
const char *ex_fail_by_name(enum ex_fail_by by);
struct ex_fail_col {
	char *label;		/* run, model, method or task name, or nodes */
	long order;		/* sort key: first appearance, or nodes */
	int nodes;		/* EX_FAIL_SIZES: the graphs' nodes */
	size_t answered;	/* cells with a verdict other than EV_NONE */
	size_t count[FAULT__COUNT];	/* of them, per first error's kind */
	/* per kind, the run with the most such cells in the column (-1) and
	 * how many: the filter that lists a cell's items is on one run */
	long best_run[FAULT__COUNT];
	size_t best_n[FAULT__COUNT];
};
struct ex_failures {
	enum ex_fail_by by;
	struct ex_fail_col *col;
	size_t ncols;
	size_t runs, scored;	/* runs in all, runs counted */
	size_t answered;	/* every column's */
	char **meta;		/* per run, its model or method (cached) */
	size_t nmeta;
	enum ex_fail_by meta_by;
};
void ex_failures_init(struct ex_failures *fl);
void ex_failures_free(struct ex_failures *fl);
/* Count again under pol grouped by by (fl's cached run metadata is kept
 * while the grouping is the same). */
void explore_failures(struct explore *ex, const struct policy *pol, enum ex_fail_by by,
		      bool score, struct ex_failures *fl);
/* A counted cell's items, across its runs: run index, the run's item
 * index and its problem; runs_n is how many of the cell's items its run
 * holds. */
struct ex_fail_item {
	size_t run, item, pid, runs_n;
};
/* The items of column col's cell of kind (FAULT_NONE: the items with no
 * error found) on every run scored under pol (NULL: the workspace's), the
 * run with the most of them first, then in run and item order. *out is
 * malloc'd (NULL when none); returns the count. */
size_t explore_failures_items(struct explore *ex, const struct policy *pol,
			      const struct ex_failures *fl, size_t col, size_t kind,
			      struct ex_fail_item **out);
/* The table as CSV: by,column,kind,count,answered,share (kinds in the
 * taxonomy's order, then "none"). 0, or -1 on a write error. */
int explore_failures_csv(const struct ex_failures *fl, FILE *fp);

/* ---- a text in every run's answers (explore-search.c) -----------------
 * The search over all runs' answers, done a slice at a time so that a
 * screen stays responsive on NLGraph's 117,000 answers: ex_search_step
 * looks at answers for about budget seconds and returns whether any are
 * left (runs that arrive later, while loading, are searched as they come;
 * ex_search_pending says whether some are waiting). The matches are per
 * problem: a byte per problem (for ex_filter.only) and how many runs
 * answered it with the text. Case-insensitive, as ex_text_contains. */
struct ex_search;
struct ex_search *ex_search_new(const char *text);
void ex_search_free(struct ex_search *s);
const char *ex_search_text(const struct ex_search *s);
bool ex_search_step(struct ex_search *s, const struct explore *ex, double budget);
bool ex_search_pending(const struct ex_search *s, const struct explore *ex);
/* Answers looked at, of the total indexed so far. */
void ex_search_progress(const struct ex_search *s, const struct explore *ex, size_t *looked,
			size_t *total);
/* Per problem (*np of them): nonzero when some run's answer matched. */
const unsigned char *ex_search_matches(const struct ex_search *s, size_t *np);
/* Problems with a match so far. */
size_t ex_search_matched(const struct ex_search *s);
/* Runs whose answer to problem p matched. */
size_t ex_search_nruns(const struct ex_search *s, size_t p);
/* Those runs' indices (at most max of them, in run order) into runs;
 * returns how many were written. */
size_t ex_search_runs_of(const struct ex_search *s, const struct explore *ex, size_t p,
			 size_t *runs, size_t max);

/* Case-insensitive (ASCII) substring test, as the text filter uses. */
bool ex_text_contains(const char *hay, size_t len, const char *needle, size_t nlen);

#endif
