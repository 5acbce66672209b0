/* pipeline.h - jobs 0 .. n-1 done ahead on worker threads, their results
 * taken in order on the caller's thread.
 *
 * gravel score reads NLGraph's runs this way: a worker reads and decodes
 * run i+1 (file reads, UTF-32 decoding) while the caller scores run i, so
 * the output, the diagnostics and their order are those of a loop that
 * does both in turn.
 *
 * A job's work must touch nothing the caller or another job changes: it
 * writes only into the result it returns. At most `ahead` results are done
 * and not yet taken (memory: that many results). With no worker threads
 * (one core, GRAVEL_THREADS=0, or a thread that could not be started),
 * pipeline_take does each job itself, on the caller's thread: the same
 * results, in the same order. */
#ifndef GRAVEL_PIPELINE_H
#define GRAVEL_PIPELINE_H

#include <stddef.h>

typedef void *(*pipeline_work_fn)(void *ctx, size_t i);
typedef void (*pipeline_drop_fn)(void *ctx, void *result);

struct pipeline;

/* Start n jobs on nthreads workers (at most PIPELINE_MAX_THREADS). drop
 * frees a result that pipeline_stop finds done but not taken. Never NULL
 * (out of memory exits, as xmalloc does). */
#define PIPELINE_MAX_THREADS 16
struct pipeline *pipeline_start(size_t n, size_t ahead, unsigned nthreads, pipeline_work_fn work,
				pipeline_drop_fn drop, void *ctx);
/* The result of the next job in order (job 0 first), waiting for it; the
 * caller owns it. Called at most n times. */
void *pipeline_take(struct pipeline *pl);
/* Let the workers finish the jobs they are doing, start no more, drop the
 * results not taken and free pl (NULL: nothing). */
void pipeline_stop(struct pipeline *pl);

/* The worker threads to use: GRAVEL_THREADS when set (0 ..
 * PIPELINE_MAX_THREADS; anything else is ignored), else the cores online,
 * at most most, or none on a machine of one core. */
unsigned pipeline_threads(unsigned most);

#endif
