/* score.h - scoring runs against problems: policies, items, groups.
 *
 * A policy is one row of a table (score.c): a name and one scorer per task
 * kind. A scorer judges the samples of one (run, problem) pair - after
 * self-consistency voting, as the policy defines it - and fills named
 * metrics. The policy also names, per task, the metric that decides
 * whether an item is right (its "accuracy"). Policies: "compat" (NLGraph's
 * own scripts reproduced, compat-*.c) and "strict" (the default: robust
 * extraction, validity against the graph, partial credit, claim checks;
 * strict-*.c).
 *
 * score_runs() groups a runset's answers by (run, problem) in the order
 * they first appear, scores each pair in that order (a run's items are
 * scored in sequence, as NLGraph's scripts did, because topology's
 * script carries a result from one item to the next), and compares with
 * the recorded scores. score_group() aggregates items by any of task,
 * difficulty and run; score_print_* write the four output formats. */
#ifndef GRAVEL_SCORE_H
#define GRAVEL_SCORE_H

#include <stdbool.h>
#include <stdio.h>
#include "problem.h"
#include "runs.h"
#include "score-result.h"

struct policy {
	const char *name;
	const char *summary;
	/* runs made on other graphs than the dataset's are scored too (compat
	 * reproduces the recorded scores, whatever graph they came from); else
	 * they are left out unless asked (score --include-mismatched) */
	bool keeps_mismatched;
	score_task_fn fn[TASK__COUNT];
	const char *primary[TASK__COUNT];	/* metric whose value 1 means right */
	bool pure[TASK__COUNT];	/* fn reads its input alone (score_ops.pure) */
	score_why_fn why[TASK__COUNT];	/* score_ops.differs_why */
};

/* NULL when unknown (*known false). */
const struct policy *policy_find(const char *name, bool *known);
const struct policy *policy_default(void);
size_t policy_count(void);
const struct policy *policy_at(size_t i);

/* Does a recorded score (rec, e.g. NLGraph's res arrays) differ from the
 * policy's metrics res for problem p? Metric by metric where the policy
 * names its metrics as the recorded ones; else (recorded by another
 * policy's rules, as the res arrays under strict) right against wrong,
 * correct being the policy's verdict. Sets *recorded_correct (may be
 * NULL) from the recorded primary metric. res NULL (not scored): false.
 * score --items and the explorer's "differs" mark both use this. */
bool score_recorded_differs(const struct policy *pol, const struct problem *p,
			    const struct metrics *res, bool correct, const struct metrics *rec,
			    bool *recorded_correct);

struct score_item {
	const char *run;	/* borrowed from the runset */
	const char *model, *method;	/* borrowed: the first answer's, or NULL */
	const char *problem_id;
	const struct problem *p;	/* NULL when the id is not in the problems */
	size_t samples;
	bool scored;		/* false: no text, or problem missing/unscorable */
	bool correct;
	struct score_result res;
	struct metrics recorded;
	bool has_recorded, recorded_correct;
	bool differs;		/* a metric present in both differs */
	unsigned char why;	/* enum score_why: why it differs (score_differs_why) */
	bool overridden;	/* a sample was scored by its override (score_subst) */
	const char *text;	/* the judged sample's text (borrowed from the runset;
				 * NULL when unscored or overridden) */
	size_t text_len;
	double credit;		/* partial credit in [0, 1] when scored (score_credit) */
	unsigned char exec;	/* gravel exec's runs: 1 + the SX_* column of the
				 * item (score_exec_column); 0 (as zeroed) when it
				 * has no status */
};

/* The columns of gravel exec's statuses in score tables: ok is "ran and
 * judged right", wrong "ran and judged wrong"; the others are the status
 * of the run (exec.h). */
enum score_exec { SX_OK, SX_WRONG, SX_ERROR, SX_TIMEOUT, SX_MEMORY, SX_NO_CODE, SX_PROTOCOL,
		  SX__COUNT };
extern const char *const score_exec_names[SX__COUNT];
/* 1 + the column of an answer's exec status (answer.exec) judged right or
 * not; 0 for none or a status gravel exec does not write. */
int score_exec_column(const char *status, bool right);

struct score_report {
	const struct policy *pol;
	struct score_item *v;
	size_t n, cap;
	size_t missing;		/* items whose problem is not in the problems */
};

/* One line saying which pairs were left out because their problems are
 * not in the problems file (counted by set) and how to score them; NULL
 * when none. Malloc'd. */
char *score_missing_text(const struct score_report *rep, const char *problems);
/* The same counted as the items go by (score_stream): the missing pairs
 * of the first SCORE_MISSING_SETS sets, in order, and the rest. */
#define SCORE_MISSING_SETS 8
struct score_missing {
	char *sets[SCORE_MISSING_SETS];
	size_t lens[SCORE_MISSING_SETS], counts[SCORE_MISSING_SETS], ns, other, n;
};
void score_missing_count(struct score_missing *m, const char *problem_id);
/* missing: the pairs left out (counted before any filter) */
char *score_missing_say(const struct score_missing *m, size_t missing, const char *problems);
void score_missing_free(struct score_missing *m);

/* Score every (run, problem) pair of rs with the policy's own scorers (no
 * benchmark's overrides: GraCoRe problems need score_runs_subst with
 * bench_scorer_for). Unscorable problems are reported in d as warnings;
 * pairs whose problem id is unknown are counted in missing
 * (score_missing_text says so once); returns 0. */
int score_runs(const struct policy *pol, struct problemset *ps, const struct runset *rs,
	       struct score_report *rep, struct diags *d);
/* Substituted answer texts (gravel score --with-annotations, annot.h):
 * text() returns a malloc'd text to score in place of answer a's (an
 * annotator's override), *len set, or NULL to keep a's own. Items with a
 * substituted sample get overridden = true and the flag "override" (span
 * 0+0) first in their flags. */
struct score_subst {
	char *(*text)(void *ctx, const struct problem *p, const struct answer *a, size_t *len);
	void *ctx;
};
/* Which scorer judges problem p under pol: a benchmark's override
 * (bench.h bench_scorer_for) or the policy's own (NULL: pol->fn). */
typedef score_task_fn (*score_resolve_fn)(const struct policy *pol, const struct problem *p);
int score_runs_subst(const struct policy *pol, score_resolve_fn resolve, struct problemset *ps,
		     const struct runset *rs, const struct score_subst *sub,
		     struct score_report *rep, struct diags *d);
/* The same, with the problems-per-set counts (score_input.set_size) kept
 * in *sets (NULL at first; counted once on first use) for later calls on
 * the same problems: score_stream scores many parts. */
struct score_sets;
int score_runs_sets(const struct policy *pol, score_resolve_fn resolve, struct problemset *ps,
		    const struct runset *rs, const struct score_subst *sub,
		    struct score_report *rep, struct score_sets **sets, struct diags *d);
void score_sets_free(struct score_sets *sets);
/* Make *sets (when NULL) and ps's index: done, score_runs_sets may score
 * runs on several threads at once with the same sets and ps (shared: it
 * will, and the memo holds the inputs of neighbouring sets). */
void score_sets_ready(struct score_sets **sets, struct problemset *ps, bool shared);
/* Items whose result a pure scorer had already found for the same input
 * (score-memo.h), and inputs kept, over the calls sharing sets. */
void score_sets_counts(const struct score_sets *sets, size_t *hits, size_t *kept);
void score_report_free(struct score_report *rep);

/* SK_ABILITY groups by GraCoRe's ability taxonomy ("reasoning/traversal",
 * gracore-score.h; "-" for tasks outside it). At most three keys at once. */
enum score_key { SK_TASK = 1, SK_DIFFICULTY = 2, SK_RUN = 4, SK_ABILITY = 8,
		 /* the problem's category ("planar/connected") and set; for
		  * GraphEval2000, --by difficulty,set is its Table 1 grid:
		  * family-direction x sub-category */
		 SK_CATEGORY = 16, SK_SET = 32,
		 /* "directed" / "undirected": GraphEval2000's folder (extra
		  * "direction"), else the graph's */
		 SK_DIRECTION = 64,
		 /* the run's model and prompting method (answer.model/method) */
		 SK_MODEL = 128, SK_METHOD = 256,
		 /* the graph's size (nodes), groups in size order: accuracy by
		  * graph size, as NLGraph's paper plots it */
		 SK_NODES = 512,
		 /* the graph family alone: the category up to its '/'
		  * ("planar"), GraphEval2000's columns */
		 SK_FAMILY = 1024,
		 /* why items fail (score-taxonomy.h): the kind of the first
		  * error ("none" without one), and the outcome; groups in the
		  * taxonomy's order */
		 SK_KIND = 2048, SK_OUTCOME = 4096 };
/* Parse "task,difficulty,run" (any subset, in order) into keys[]; returns
 * the count, or -1 on an unknown key. */
int score_parse_by(const char *s, enum score_key keys[3]);

struct score_group {
	const char *val[3];	/* key values, in keys[] order */
	size_t items, scored, correct, unparsed;
	size_t invalid;		/* items flagged invalid-edge */
	size_t claims, claims_false;	/* claims found / judged false */
	size_t rec_items, rec_correct, differs;
	size_t why[SW__COUNT];	/* differing items per reason (score_item.why) */
	struct metrics sum;	/* metric sums over scored items */
	struct metrics cnt;	/* how many items had each metric */
	double credit;		/* partial credit summed over scored items */
	size_t first;		/* index in rep->v of the group's first item */
	size_t exec[SX__COUNT];	/* items per exec column; execs their sum */
	size_t execs;
	size_t offspec, offspec_correct;	/* scored items flagged off-spec */
	const char *direction;	/* the first item's direction (the paper format) */
};

/* Does pol test why recorded results differ (a family's differs_why)?
 * Policy compat does; strict, whose rules are its own, does not. */
bool score_why_known(const struct policy *pol);
/* Why an item's recorded result rec differs (differs) under pol, its
 * input in, the run flagged mismatch when mismatch is not NULL (runs.h):
 * SW_NONE when it does not differ or pol tests nothing. */
enum score_why score_differs_why(const struct policy *pol, const struct score_input *in,
				 const struct metrics *rec, bool differs, const char *mismatch);
/* A reason's name ("loop-wording") and what it means, for a person. */
const char *score_why_name(enum score_why w);
const char *score_why_text(enum score_why w);
/* Why a group's differing items differ: "" where nothing was recorded or
 * scored, "reproduces" where no item differs, else the reasons' names joined by
 * '+', in the table's order ("loop-wording+split-point"). A group of one
 * run (by_run) whose recorded metric is 0 on every item has its
 * unexplained items counted as SW_NEVER_RIGHT. Malloc'd. */
char *score_why_summary(const struct score_group *g, bool by_run);
/* The reason that explains most of a group's differing items (by_run as
 * score_why_summary), SW_NONE when none differs. */
enum score_why score_why_main(const struct score_group *g, bool by_run);

/* The kind of an item's first error ("none": none; "-": not scored)
 * and its outcome ("-": not scored), as --by kind / outcome group them. */
const char *score_item_kind(const struct score_item *it);
const char *score_item_outcome(const struct score_item *it);

/* Partial credit in [0, 1] of a scored result: the policy's "pc" metric,
 * else the share of its 0/1 metrics that are 1 (compat's res1/res2
 * splits), else 1 when right and 0 when not. */
double score_credit(const struct score_result *res, bool right);

/* Aggregate rep's items; returns the groups (caller frees) in first
 * appearance order. */
struct score_group *score_group(const struct score_report *rep, const enum score_key *keys,
				int nkeys, size_t *ngroups);

/* Groups built up over several reports in turn (gravel score scores one
 * run at a time, score_stream): add each report (base: how many items the
 * earlier reports held, for score_group.first), then take the groups
 * (sorted as score_group sorts them; caller frees). The key values are
 * borrowed from the items: they must outlive the groups. */
struct score_groups {
	struct score_group *v;
	size_t n, cap, last;
};
void score_groups_add(struct score_groups *gs, const struct score_report *rep,
		      const enum score_key *keys, int nkeys, size_t base);
struct score_group *score_groups_take(struct score_groups *gs, const enum score_key *keys,
				      int nkeys, size_t *ngroups);

/* SF_PAPER: GraphEval2000's paper layout, groups only (score-paper.c) */
enum score_format { SF_TABLE, SF_JSON, SF_JSONL, SF_CSV, SF_PAPER };
int score_parse_format(const char *s, enum score_format *out);
/* Write groups or items; return 0 or -1 on I/O error. */
int score_print_groups(FILE *fp, enum score_format f, const struct score_report *rep,
		       const enum score_key *keys, int nkeys, const struct score_group *g,
		       size_t ng);
int score_print_items(FILE *fp, enum score_format f, const struct score_report *rep);
/* A CSV field (last: then a newline, else a comma), quoted when it needs
 * to be, control characters in caret notation (sanitize.h). */
void score_csv_field(FILE *fp, const char *raw, int last);
/* Where a difficulty goes among others: easy, medium, hard (then
 * GraCoRe's clique and line), any other (or NULL) after them all. */
long score_difficulty_order(const char *difficulty);
/* The paper's layout (score-paper.c): groups made with the keys
 * SCORE_PAPER_KEYS, a table per run of problems by graph family, the pass
 * rate over the cases within the statement's constraints, off-spec cases
 * apart. */
#define SCORE_PAPER_KEYS "run,task,family"
int score_print_paper(FILE *fp, const struct score_report *rep, const struct score_group *g,
		      size_t ng);
/* The table's and CSV's columns of exec statuses and off-spec items, when
 * some group has any (score-paper.c). */
bool score_groups_have_exec(const struct score_group *g, size_t ng);
bool score_groups_have_offspec(const struct score_group *g, size_t ng);
/* One part of the items in turn (first: the first part, which carries the
 * CSV header); not for SF_JSON, whose array needs every item at once. */
int score_print_items_part(FILE *fp, enum score_format f, const struct score_report *rep,
			   bool first);
/* Scoring in parts, for bounded memory (gravel score on a checkout or a
 * stream): runs are handed over a part at a time (score_stream_add; a
 * run's answers must all be in one part, as a checkout's run folder or a
 * stream's adjacent lines give them), scored as score_runs_subst would
 * score the whole, then folded into groups or written as items at once;
 * the answers can be freed after each part. Only the groups, the run,
 * model and method names (interned) and the items whose problem is
 * missing (counted by set, for score_missing_text) are kept. Output is byte for byte what
 * the whole runset would give, as long as no run spans two parts.
 *
 * keep (NULL: every item) selects the items (gravel score --filter). With
 * items set, each part's items are written to out in fmt (not SF_JSON);
 * else score_stream_groups returns the groups. drop_mismatched: each
 * part's mismatched runs are left out first (runset_drop_mismatched),
 * their warnings going to drop_d; scoring warnings go to d. */
struct score_stream {
	/* in */
	const struct policy *pol;
	score_resolve_fn resolve;
	struct problemset *ps;
	const struct score_subst *sub;
	bool (*keep)(void *ctx, const struct score_item *it);
	void *keep_ctx;
	enum score_key keys[3];
	int nkeys;
	bool items, drop_mismatched;
	enum score_format fmt;
	FILE *out;
	struct diags *drop_d, *d;
	/* every kept item lands here, text and all, instead of being written or
	 * grouped: what needs the whole report at once (a census, GraCoRe's
	 * standardised table, items as one JSON array) reads the runs as one
	 * part into it; the caller keeps that runset until the report is read */
	struct score_report *whole;
	/* state */
	struct score_groups groups;
	struct score_report rep;	/* no items: the policy, for the printers */
	struct score_missing missing;	/* the kept items whose problem is missing */
	struct score_sets *sets;
	struct strtab names;	/* run, model and method names of the items kept */
	size_t items_seen, answers;
	int io_failed;		/* writing items failed (errno kept) */
};
void score_stream_init(struct score_stream *ss, const struct policy *pol);
/* Score the answers of rs (left as they are; the caller frees them).
 * Returns 0, or -1 when writing items failed. */
int score_stream_add(struct score_stream *ss, struct runset *rs);
/* score_stream_add for a runset read whole (a runs file): when each run's
 * answers are together, a run at a time, on a thread per core
 * (GRAVEL_THREADS) and taken in order - the same items, groups and
 * messages as scoring rs at once (its (run, problem) pairs come in the
 * same order), holding the items of a few runs, not of all; a run whose
 * answers are apart (its pairs and state span the others) scores rs at
 * once. */
int score_stream_add_all(struct score_stream *ss, struct runset *rs);
/* The runs of the runs JSONL file path read and scored a run at a time
 * (runs-file.h; on a thread per core, taken in order): the groups, items
 * and messages of reading the file whole and scoring it, holding a few
 * runs, not all. The reading's messages go to d, in the file's order; a
 * line that cannot be read makes it return EXIT_DATAERR as
 * runs_read_jsonl does (the groups are then not to be printed). Items are
 * written to a temporary file (temp_stream) and copied to out once every
 * line is read, none when one cannot be; a temporary file that cannot be
 * written is said in d, EXIT_IOERR. Returns SCORE_STREAM_WHOLE, having
 * read nothing, when the file is to be read whole (runs_index_jsonl; no
 * temporary file for items). */
#define SCORE_STREAM_WHOLE (-2)
int score_stream_file(struct score_stream *ss, const char *path, struct diags *d);
/* score_stream_add in two steps, for runs scored on other threads
 * (pipeline.h): score_stream_part scores rs (dropping its mismatched
 * answers) and touches nothing of ss but the memo, so parts may be made on
 * several threads at once once score_stream_ready has run;
 * score_stream_take, on the caller's thread and in the runs' order, adds
 * a part's items and messages (and frees the part) as score_stream_add
 * would. score_part_free frees a part never taken. */
struct score_part;
void score_stream_ready(struct score_stream *ss, bool shared);
struct score_part *score_stream_part(struct score_stream *ss, struct runset *rs);
int score_stream_take(struct score_stream *ss, struct runset *rs, struct score_part *part);
void score_part_free(struct score_part *part);
/* The groups over every part (caller frees); sets *ng. */
struct score_group *score_stream_groups(struct score_stream *ss, size_t *ng);
/* A report of nothing but what the groups' printers read (the policy). */
const struct score_report *score_stream_report(const struct score_stream *ss);
/* score_missing_text over every part (malloc'd; NULL: none missing). */
char *score_stream_missing_text(const struct score_stream *ss, const char *problems);
void score_stream_free(struct score_stream *ss);

/* The census of unparsed answers (gravel score --unparsed, score-census.c):
 * each unparsed item with the closing text of its judged sample, or with
 * by_pattern, the closing lines grouped by their wording (digits as "N"),
 * most frequent first; then the unparsed count per task. Returns 0 or -1
 * on an I/O error. */
int score_print_unparsed(FILE *fp, const struct score_report *rep, bool by_pattern);

#endif
