/* problem.h - problems and problem sets, and the problems JSONL format.
 *
 * A problem is one question about one graph (DESIGN.md "Problems"). The
 * query and the gold answer are kept as cJSON objects, exactly as the file
 * has them, so reading and writing round-trip and other benchmarks can add
 * keys; typed access goes through the helpers below and the task layer.
 *
 * Ownership: a problemset owns its problems; a problem owns its strings,
 * graph and JSON. */
#ifndef GRAVEL_PROBLEM_H
#define GRAVEL_PROBLEM_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <cjson/cJSON.h>
#include "graph.h"
#include "task.h"
#include "diag.h"

struct problem {
	char *id;		/* benchmark/task/difficulty/set/index */
	char *benchmark;
	char *task_name;
	const struct task *task;	/* never NULL once loaded */
	char *difficulty;
	char *set;
	long index;		/* last id component when numeric, else -1 */
	char *category;		/* "family/variant" or NULL */
	struct graph *graph;
	cJSON *query;		/* object, never NULL ({} when none) */
	char *question;		/* may be NULL */
	char *gold_text;	/* may be NULL */
	cJSON *gold_answer;	/* object or NULL when the gold answer is unknown */
	cJSON *extra;		/* benchmark-specific extra keys ("extra" object) or NULL */
};

struct problemset {
	struct problem **v;
	size_t n, cap;
	/* id index (built lazily by problemset_find): open addressing over
	 * slots of a cache line that hold what a probe compares, the hash
	 * and the id itself (when it fits), beside the problem: a lookup
	 * reads one line, not the problem and its id */
	struct problem_slot {
		uint64_t h;
		struct problem *p;	/* NULL: empty */
		uint32_t at;		/* p's index in v when the index was built */
		char id[44];		/* the id, or "" when it does not fit */
	} *hidx;
	size_t hcap;
	/* where the next lookup looks first (its id compared, so a v
	 * reordered since costs a miss, not a wrong answer): the problem
	 * after the last one found. Runs list their answers in the dataset's
	 * order, so most lookups end there without touching the index, whose
	 * lines are scattered over megabytes. Used only when no id repeats
	 * (dups), since the index returns the first of equal ids. */
	size_t next;
	bool dups;
};

struct problem *problem_new(void);
void problem_free(struct problem *p);

void problemset_init(struct problemset *ps);
void problemset_free(struct problemset *ps);
/* Takes ownership of p. */
void problemset_add(struct problemset *ps, struct problem *p);
struct problem *problemset_find(struct problemset *ps, const char *id);
/* The same without changing ps (no index built, no next remembered), for
 * a reader on another thread while the caller looks up problems too: build
 * the index first with problemset_index, or each lookup is a pass over v. */
void problemset_index(struct problemset *ps);
const struct problem *problemset_lookup(const struct problemset *ps, const char *id);
/* problemset_find with the caller's own next (start it at 0). */
struct problem *problemset_find_near(const struct problemset *ps, const char *id, size_t *next);

/* Query helpers: an integer key of the query object; returns false when
 * missing or not an integer. */
bool problem_query_int(const struct problem *p, const char *key, long *out);

/* The most nodes a problem's graph may have: PROBLEM_MAX_NODES unless
 * raised (gravel --max-nodes N, or GRAVEL_MAX_NODES), never above the
 * ceiling. Memory and time follow graph.nodes, which a few bytes of input
 * can set: the limit keeps them proportional to the input. */
#define PROBLEM_MAX_NODES 100000L
#define PROBLEM_MAX_NODES_CEILING 50000000L
void problem_set_max_nodes(long n);
long problem_max_nodes(void);

/* JSON <-> problem. problem_from_json reports what is wrong through diags
 * with file/line (col 0) and returns NULL. */
struct problem *problem_from_json(const cJSON *obj, const char *file, long line,
				  struct diags *d);
cJSON *problem_to_json(const struct problem *p);

/* Read a problems JSONL file (or stdin for "-") into ps. Returns 0, or the
 * exit status (EXIT_NOINPUT / EXIT_DATAERR / EXIT_IOERR) with diags filled.
 * Blank lines are skipped. */
int problems_read_jsonl(const char *path, struct problemset *ps, struct diags *d);
/* Parse JSONL from memory (name used in messages). */
int problems_parse_jsonl(const char *name, const char *buf, size_t len, struct problemset *ps,
			 struct diags *d);
/* Read problems JSONL from a stream (path, "-": stdin; line-stream.h) one
 * line at a time, in memory bounded by the longest line: each(p, ctx) is
 * called on every problem as soon as its line is read and takes ownership
 * of p; a nonzero return stops reading. Bad lines are reported in d as by
 * problems_read_jsonl and skipped; reading stops where read_text_file
 * stops. With diag_fp, the diagnostics of each line are printed there
 * (diags_flush) before each sees its problem. Returns 0, or the exit status, as
 * problems_read_jsonl. */
int problems_stream_jsonl(const char *path, int (*each)(struct problem *p, void *ctx),
			  void *ctx, struct diags *d, FILE *diag_fp);
/* Append p's JSON (one line, no newline) to sb: the same bytes as
 * cJSON_PrintUnformatted(problem_to_json(p)), built faster. */
void problem_format_json(struct strbuf *sb, const struct problem *p);
/* Write one problem as a line. Returns 0 or -1 on I/O error. */
int problem_write_jsonl(FILE *fp, const struct problem *p);
/* Write every problem of ps, one per line. Returns 0 or -1 on I/O error. */
int problems_write_jsonl(FILE *fp, const struct problemset *ps);
/* Write every problem of ps to path (NULL or "-": stdout), atomically
 * (output_open). Returns 0, or -1 with errno set and nothing written. */
int problems_write_file(const struct problemset *ps, const char *path);

#endif
