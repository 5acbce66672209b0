/* score-memo.h - the results of a pure scorer (score_ops.pure), kept for
 * inputs seen again.
 *
 * The published NLGraph logs hold the same answer to the same problem many
 * times over: a self-consistency run's samples repeat the answers of the
 * plain run beside it, and reruns repeat each other. A pure scorer's
 * result depends on its score_input alone, so score_runs_sets looks an
 * input up here before scoring it. An input is its
 * scorer, problem, layer, wording and set size and every sample's bytes,
 * compared in full (the memo keeps a copy of the texts), never by hash
 * alone.
 *
 * Runs come a problem set at a time, and an answer can repeat only one to
 * the same problem: the memo holds one set's inputs (the problem id up to
 * its last '/'; SCORE_MEMO_SETS when runs are scored at once on several
 * threads, which can be at neighbouring sets) and starts over at another, or
 * when it is full: SCORE_MEMO_ENTRIES inputs or SCORE_MEMO_TEXT bytes of
 * text, allocated once. Those bounds hold a set's repeats, which come
 * close together, while keeping the memo small beside the answers it
 * saves scoring again, whatever the number of runs.
 *
 * Runs scored on several threads share one memo, in shards by hash, a
 * lock each making each call one step: a memo per thread would take its
 * own room and find fewer inputs again, since threads take turns at the
 * runs that repeat each other. */
#ifndef GRAVEL_SCORE_MEMO_H
#define GRAVEL_SCORE_MEMO_H

#include "score-result.h"

#include <stdbool.h>
#include <stdint.h>

#define SCORE_MEMO_ENTRIES 4096
#define SCORE_MEMO_TEXT ((size_t)2 << 20)
#define SCORE_MEMO_SETS 2
#define SCORE_MEMO_SHARDS 8

struct score_memo;

/* shared: runs are scored on several threads at once (SCORE_MEMO_SETS
 * sets held), else one at a time (one set: a set left is not seen again) */
struct score_memo *score_memo_new(bool shared);
void score_memo_free(struct score_memo *m);
/* The hash of fn's input in, for the two below. */
uint64_t score_memo_hash(score_task_fn fn, const struct score_input *in);
/* The result kept for fn's input in (hash h), copied to *out: true, or
 * false when none is kept. */
bool score_memo_find(struct score_memo *m, score_task_fn fn, const struct score_input *in,
		     uint64_t h, struct score_result *out);
/* Keep fn's result r for in (hash h; copied). */
void score_memo_put(struct score_memo *m, score_task_fn fn, const struct score_input *in,
		    uint64_t h, const struct score_result *r);
/* Lookups answered, and inputs kept, since the memo was made. */
void score_memo_counts(const struct score_memo *m, size_t *hits, size_t *kept);

#endif
