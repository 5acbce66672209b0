/* baseline.h - simulated runs: answers gravel writes itself, so the demo
 * workspace has real answers to score, trace and annotate with no files.
 *
 * Two baselines, deterministic from a seed (prng.h; no clock):
 *
 *   random          NLGraph's RANDOM baseline: a random yes/no, or a
 *                   random order / path / value / assignment / embedding
 *                   in the task's answer wording ("The answer is yes.",
 *                   "The shortest path from node 0 to node 4 is 0,2,4 with
 *                   a total weight of 7.", "The maximum flow is 5.").
 *   noisy-reasoner  chain-of-thought text in NLGraph's answer style that
 *                   walks the reference solution in prose ("node 0 is
 *                   connected to node 3, node 3 is connected to node 5
 *                   ... 3 + 1 = 4 ..."), with planted mistakes. Each
 *                   problem draws an intent: right (no mistake), partial
 *                   (a valid but not optimal / incomplete final answer),
 *                   wrong (a planted mistake leading to a wrong final
 *                   answer) or unparseable (reasoning that never states an
 *                   answer), so every verdict occurs.
 *
 * Runs are named "simulated/random" and "simulated/noisy-reasoner"
 * (BASELINE_RUN_PREFIX + baseline_name()). Every planted mistake is
 * recorded in a baseline_log with the byte span of the text that carries
 * it, so tests can check that strict scoring and claim checks find it.
 *
 * Ownership: the answers go into the caller's runset (copied); the log
 * owns its entries' strings. */
#ifndef GRAVEL_BASELINE_H
#define GRAVEL_BASELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "util.h"

struct graph;
struct problem;
struct problemset;
struct runset;
struct strbuf;

#define BASELINE_RUN_PREFIX "simulated/"

enum baseline_kind { BASELINE_RANDOM, BASELINE_NOISY, BASELINE__COUNT };

/* "random", "noisy-reasoner"; parse returns 0 or -1. */
const char *baseline_name(enum baseline_kind k);
int baseline_parse(const char *s, enum baseline_kind *out);
/* Is run a simulated run name ("simulated/...")? */
bool baseline_is_simulated(const char *run);

/* What an answer of the noisy reasoner was meant to be. */
enum baseline_intent {
	BI_RIGHT,		/* correct reasoning, correct final answer */
	BI_PARTIAL,		/* a valid but suboptimal / incomplete answer */
	BI_WRONG,		/* a planted mistake, wrong final answer */
	BI_UNPARSEABLE,		/* no final answer stated */
	BI__COUNT
};
const char *baseline_intent_name(enum baseline_intent i);

enum mistake_kind {
	MK_MISSING_EDGE,	/* denies an edge the graph has / skips it */
	MK_INVENTED_EDGE,	/* asserts an edge the graph lacks */
	MK_ARITH,		/* a wrong sum: "3 + 1 = 5" */
	MK_WRONG_FINAL,		/* the final answer is wrong */
	MK__COUNT
};
const char *mistake_name(enum mistake_kind k);	/* "missing-edge", ... */

/* One planted mistake. The span is in the answer's text. */
struct planted {
	char *run;
	char *problem;
	long sample;
	enum baseline_intent intent;
	enum mistake_kind kind;
	size_t off, len;
	char what[96];		/* "says 2-5 is not an edge" */
};

/* Planted mistakes, plus each noisy answer's intent. */
struct baseline_log {
	struct planted *v;
	size_t n, cap;
	/* one entry per noisy answer: its intent, in answer order */
	struct baseline_case {
		char *problem;
		enum baseline_intent intent;
	} *cases;
	size_t ncases, capcases;
};

void baseline_log_init(struct baseline_log *log);
void baseline_log_free(struct baseline_log *log);
/* The first planted mistake (lowest offset) of (run, problem, sample), or
 * NULL. Linear; the log is small (one demo workspace). */
const struct planted *baseline_log_first(const struct baseline_log *log, const char *run,
					 const char *problem, long sample);
/* The intent recorded for a noisy answer of problem, or -1. */
int baseline_log_intent(const struct baseline_log *log, const char *problem);

/* Append one simulated answer (sample 0) per problem of ps that has a gold
 * answer and a task the baseline knows (the NLGraph tasks), in ps order,
 * under run BASELINE_RUN_PREFIX + name. Planted mistakes go to log (may be
 * NULL). Returns the number of answers added. */
size_t baseline_generate(enum baseline_kind k, uint64_t seed, const struct problemset *ps,
			 struct runset *rs, struct baseline_log *log);

/* ---- internals shared by baseline*.c ----------------------------------- */

/* Write the noisy reasoner's answer for p with the given intent into sb;
 * mistakes are appended to log (run/problem filled by the caller's
 * strings). Returns false when the task is not supported. */
struct prng;
bool baseline_noisy_text(const struct problem *p, enum baseline_intent intent, struct prng *r,
			 struct strbuf *sb, struct baseline_log *log, const char *run);
/* The random baseline's answer for p. */
bool baseline_random_text(const struct problem *p, struct prng *r, struct strbuf *sb);
/* Record a planted mistake covering sb[off, sb->len) for p. */
void baseline_plant(struct baseline_log *log, const char *run, const struct problem *p,
		    enum baseline_intent intent, enum mistake_kind k, size_t off, size_t end,
		    const char *fmt, ...) ATTR_FORMAT(8, 9);

/* What the noisy reasoner's task writers share (baseline-noisy*.c). */
struct noisy {
	const struct problem *p;
	const struct graph *g;
	struct prng *r;
	struct strbuf *sb;
	struct baseline_log *log;
	const char *run;
	enum baseline_intent in;
	long s, t;		/* query source and target, -1 when none */
};
/* Plant a mistake of kind k over sb[off, sb->len). */
void noisy_plant(struct noisy *c, enum mistake_kind k, size_t off, const char *fmt, ...)
	ATTR_FORMAT(4, 5);
/* A node v != u with no edge u-v (either direction), or -1. */
int noisy_non_neighbour(const struct noisy *c, int u);
/* Weight of edge u-v (1 without weights), or -1 when absent. */
long long noisy_weight(const struct noisy *c, int u, int v);
/* Append "a,b,c". */
void noisy_list(struct strbuf *sb, const int *v, size_t n, const char *sep);

#endif
