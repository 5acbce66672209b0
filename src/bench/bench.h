/* bench.h - the benchmark table: one row per benchmark or foreign log
 * format, and the one place that tells which benchmark a directory is.
 *
 * Every command that takes PROBLEMS, RUNS or a directory (source, score,
 * audit, browse and workspaces, import) goes through this table; a new
 * benchmark is a row here (bench.c) plus its functions in its own folder
 * (src/bench/NAME/). */
#ifndef GRAVEL_BENCH_H
#define GRAVEL_BENCH_H

#include "problem.h"
#include "runs.h"
#include "score.h"

enum bench_kind {
	BENCH_PROBLEMS,		/* a benchmark: imports problems */
	BENCH_LOGS,		/* another tool's evaluation logs: imports runs */
};

/* The options of `gravel import` (one getopt parse in cmd-import.c); a row
 * says which it takes in its options mask. */
enum bench_opt {
	BOPT_SET = 1 << 0,	/* --set S */
	BOPT_LOGS = 1 << 1,	/* --logs */
	BOPT_AUDIT = 1 << 2,	/* --audit */
	BOPT_STRICT = 1 << 3,	/* --strict */
	BOPT_OUTPUT = 1 << 4,	/* -o FILE */
	BOPT_PROBLEMS = 1 << 5,	/* --problems P */
	BOPT_MATCH = 1 << 6,	/* --match-field F */
	BOPT_RUN = 1 << 7,	/* --run NAME */
};

struct bench_import_opts {
	unsigned sets;		/* parsed --set (parse_sets), else default_sets */
	const char *out;	/* -o (NULL: stdout) */
	const char *problems, *match, *run;
	bool logs, audit, strict;
};

/* A scorer that replaces a policy's own for this benchmark's problems. */
struct bench_scorer {
	const char *policy;
	enum task_kind task;
	score_task_fn fn;
};

/* GraCoRe's sets (its --set): every type's structure questions, and the
 * shuffled edge descriptions (gracore-import.h struct gracore_opts). */
enum { BENCH_GRACORE_ALL = 1, BENCH_GRACORE_RANDOM = 2 };

/* Reading a benchmark's runs: ps (in) the problems to check them against
 * (NULL: no check); out the runs read, runs that could not be read and
 * runs made on other graphs than the problems' (flagged "mismatch"). */
struct bench_runs {
	const struct problemset *ps;
	size_t runs, skipped, mismatched;
	/* optional: each run handed over as read, then freed (runs.h
	 * run_sink); readers without it append everything to rs */
	const struct run_sink *sink;
};

struct benchmark {
	const char *name;	/* as `gravel import NAME` and problem.benchmark */
	enum bench_kind kind;
	unsigned options;	/* the import options it reads (enum bench_opt) */
	unsigned misuse_opts;	/* of those, the ones it refuses with misuse */
	const char *misuse;
	/* the benchmark of a directory no other row claims (NLGraph's
	 * checkouts have no fixed marker) */
	bool fallback;
	/* Is dir one of this benchmark's checkouts? NULL: never guessed, only
	 * named (`gravel import NAME`) or the fallback. */
	bool (*detect)(const char *dir);
	/* Read the problems of sets (default_sets, run_sets, all_sets) from
	 * path. NULL for log formats. */
	int (*load)(const char *path, unsigned sets, struct problemset *ps, struct diags *d);
	/* Read the runs found in dir; NULL when the benchmark ships none. */
	int (*read_runs)(const char *dir, struct bench_runs *br, struct runset *rs,
			 struct diags *d);
	/* `gravel import NAME PATH` with o; prints its summary on stderr and
	 * writes o->out atomically. Returns an exit status. */
	int (*import)(const char *path, const struct bench_import_opts *o);
	/* --set S -> sets; NULL: --set is ignored. Returns 0, or -1 (the usage
	 * error is sets_usage). */
	int (*parse_sets)(const char *arg, unsigned *sets);
	const char *sets_usage;
	unsigned default_sets;	/* `gravel import` without --set */
	unsigned run_sets;	/* the sets its logs were made on (score) */
	unsigned all_sets;	/* every set (source, browse) */
	const struct bench_scorer *scorers;	/* { NULL }-terminated, or NULL */
};

size_t bench_count(void);
const struct benchmark *bench_at(size_t i);
/* The row named name, or NULL. */
const struct benchmark *bench_find(const char *name);
/* The benchmark whose checkout path is (the first row whose detect says
 * so), or NULL when path is "-", not a directory or no benchmark's. */
const struct benchmark *bench_detect(const char *path);
/* The comma-separated names of the rows, for "known: ..." messages. */
const char *bench_names(void);

/* The scorer of policy pol for problem p: the benchmark's override when it
 * has one, else the policy's own (may be NULL: unscorable). */
score_task_fn bench_scorer_for(const struct policy *pol, const struct problem *p);

#endif
