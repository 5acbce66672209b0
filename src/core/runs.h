/* runs.h - model answers ("runs") and the runs JSONL format.
 *
 * One answer is one completion of a model for one problem (DESIGN.md
 * "Runs"): the problem id, the run name, the self-consistency sample
 * number, the text, and the scores recorded with it (NLGraph's res
 * arrays), kept for comparison and never recomputed.
 *
 * A line may also carry "params": settings of the run that change how the
 * answer is judged and that the problem does not hold: {"layer": L} for
 * NLGraph GNN runs (prompt.txt's argument namespace; the problem's query
 * asks for two layers, a run may have asked for one) and {"city": 1} for
 * runs that used city wording. Other readers ignore the key.
 *
 * Ownership: a runset owns its answers and their strings. */
#ifndef GRAVEL_RUNS_H
#define GRAVEL_RUNS_H

#include <stdbool.h>
#include <stdio.h>
#include "diag.h"
#include "util.h"

/* A small set of named numbers: recorded scores, or a policy's metrics.
 * A name is kept once for the whole program (metrics_set interns it, cut
 * to METRIC_NAME_MAX bytes), so copies of a set share it. */
#define METRICS_MAX 8
#define METRIC_NAME_MAX 15
struct metrics {
	int n;
	struct metric {
		const char *name;	/* interned: never freed */
		double v;
	} m[METRICS_MAX];
};

void metrics_set(struct metrics *ms, const char *name, double v);
/* Pointer to the value named name, or NULL. */
const double *metrics_get(const struct metrics *ms, const char *name);

struct answer {
	const char *problem;	/* problem id (held by the runset, as text is) */
	const char *run;	/* run name (interned in the runset: runset_intern) */
	long sample;		/* self-consistency sample, from 0 */
	const char *text;	/* the completion (UTF-8), NULL when not kept */
	size_t text_len;
	struct metrics recorded;	/* n == 0 when none */
	int layer;		/* params.layer, 0 when unset */
	bool city;		/* params.city */
	/* Optional, NULL when unknown: the run's model and prompting method
	 * ("model", "method"), and why the run does not belong to the
	 * dataset's graphs ("mismatch", nlgraph-logs.h): strict scoring
	 * leaves such runs out unless asked (runset_drop_mismatched). Interned
	 * in the runset, as run is: one copy a run, not one an answer. */
	const char *model, *method, *mismatch;
	/* gravel exec's runs: the "exec" object's status ("ok", "error",
	 * "timeout", ...), interned; NULL when the line has none */
	const char *exec;
};

struct runset {
	struct answer *v;
	size_t n, cap;
	/* the interned run, model, method and mismatch strings: freed when
	 * the runset is emptied (runset_truncate to 0) or freed */
	struct strtab names;
	/* the answers' problem ids and texts, packed in blocks (no malloc and
	 * free per answer); freed when the runset is emptied */
	char **blocks;
	size_t nblocks, capblocks;
	char *room;		/* the free part of the last block */
	size_t roomlen;
};

void runset_init(struct runset *rs);
void runset_free(struct runset *rs);
/* Drop the answers from index n on, keeping the first n (and the array);
 * n == 0 frees the strings the runset holds (names, ids, texts) too. */
void runset_truncate(struct runset *rs, size_t n);
/* The runset's copy of s (NULL for NULL): what an answer's run, model,
 * method and mismatch point to. Valid until the runset is emptied.
 * Readers intern a run's strings once and pass the copies for every
 * answer (strtab knows them by their address). */
const char *runset_intern(struct runset *rs, const char *s);
/* Append an answer; problem and text are copied into the runset, run
 * interned (text may be NULL). Returns the new answer so callers can fill
 * recorded scores and params. */
struct answer *runset_add(struct runset *rs, const char *problem, const char *run, long sample,
			  const char *text, size_t text_len);

/* Remove the answers of runs flagged mismatch, with one warning per run
 * naming it and the reason. Returns the number of runs dropped. */
size_t runset_drop_mismatched(struct runset *rs, struct diags *d);

/* Where a reader of many runs hands each over as it is read (NLGraph's
 * logs, bench.h's bench_runs): start, when set, is told how many threads
 * will prepare runs (0: prepare runs on the caller's thread) before any
 * is read; prepare, when set, runs on a reader thread
 * (pipeline.h) right after a run is read, with rs holding that run alone,
 * and returns what each then receives (NULL without prepare); each runs on
 * the caller's thread in reading order, and a nonzero return stops the
 * reading; drop frees what prepare made for a run never handed over. rs
 * is freed after each. */
struct run_sink {
	void (*start)(void *ctx, unsigned threads);
	int (*each)(void *ctx, struct runset *rs, void *prepared);
	void *(*prepare)(void *ctx, struct runset *rs);
	void (*drop)(void *ctx, void *prepared);
	void *ctx;
};

/* Read runs JSONL (a file, or "-" for stdin) and append to rs. Returns 0 or
 * an exit status (EXIT_NOINPUT, EXIT_DATAERR, EXIT_IOERR) with d filled as
 * FILE:LINE: message. Blank lines are skipped; unknown keys ignored. */
int runs_read_jsonl(const char *path, struct runset *rs, struct diags *d);
/* Read runs JSONL from a stream (a pipe, stdin) in bounded memory: each
 * run is handed to each as soon as a line of another run (or the end)
 * shows it complete, rs (empty at first) holding that run's answers
 * alone; they are freed after the call. A run whose lines resume after
 * other runs' is handed over again (a warning says so). After a bad line
 * nothing more is handed over (the lines are still checked). A nonzero
 * return of each stops reading and is returned; else 0 or an exit status
 * as runs_read_jsonl. */
int runs_stream_jsonl(const char *path, int (*each)(void *ctx, struct runset *rs), void *ctx,
		      struct runset *rs, struct diags *d);
int runs_parse_jsonl(const char *name, const char *buf, size_t len, struct runset *rs,
		     struct diags *d);
/* The same for lines of a file that come after its line lineno (the
 * first of buf is lineno + 1 in messages). */
int runs_parse_jsonl_from(const char *name, const char *buf, size_t len, long lineno,
			  struct runset *rs, struct diags *d);
/* Write one answer as a JSON line. Returns 0 or -1 on I/O error. */
int answer_write_jsonl(FILE *fp, const struct answer *a);
/* Write every answer of rs to path (NULL or "-": stdout), atomically
 * (output_open). Returns 0, or -1 with errno set and nothing written. */
int runs_write_file(const struct runset *rs, const char *path);

#endif
