/* pipeline.c - jobs done ahead on worker threads, taken in order (see
 * pipeline.h). */
#include "config.h"
#include "pipeline.h"
#include "util.h"

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct pipeline {
	pthread_mutex_t mu;
	pthread_cond_t done_cv;	/* a result is done (the taker waits) */
	pthread_cond_t room_cv;	/* a result was taken or stop (workers wait) */
	size_t n, ahead;
	size_t next_job;	/* the next job a worker starts */
	size_t next_take;	/* the next job pipeline_take hands over */
	void **result;		/* ring of ahead slots: job i at i % ahead */
	bool *done;
	bool stop;
	unsigned nthreads;
	pthread_t th[PIPELINE_MAX_THREADS];
	pipeline_work_fn work;
	pipeline_drop_fn drop;
	void *ctx;
};

static void *worker(void *arg)
{
	struct pipeline *pl = arg;

	pthread_mutex_lock(&pl->mu);
	for (;;) {
		size_t i;
		void *r;

		/* a job starts when its slot is free: at most ahead past the
		 * taker */
		while (!pl->stop && pl->next_job < pl->n && pl->next_job - pl->next_take >= pl->ahead)
			pthread_cond_wait(&pl->room_cv, &pl->mu);
		if (pl->stop || pl->next_job >= pl->n)
			break;
		i = pl->next_job++;
		pthread_mutex_unlock(&pl->mu);
		r = pl->work(pl->ctx, i);
		pthread_mutex_lock(&pl->mu);
		pl->result[i % pl->ahead] = r;
		pl->done[i % pl->ahead] = true;
		pthread_cond_broadcast(&pl->done_cv);
	}
	pthread_mutex_unlock(&pl->mu);
	return NULL;
}

struct pipeline *pipeline_start(size_t n, size_t ahead, unsigned nthreads, pipeline_work_fn work,
				pipeline_drop_fn drop, void *ctx)
{
	struct pipeline *pl = xcalloc(1, sizeof *pl);
	sigset_t all, old;

	pl->n = n;
	pl->ahead = ahead ? ahead : 1;
	pl->result = xcalloc(pl->ahead, sizeof *pl->result);
	pl->done = xcalloc(pl->ahead, sizeof *pl->done);
	pl->work = work;
	pl->drop = drop;
	pl->ctx = ctx;
	if (nthreads > PIPELINE_MAX_THREADS)
		nthreads = PIPELINE_MAX_THREADS;
	if (!nthreads || n < 2)
		return pl;	/* pipeline_take works inline */
	if (pthread_mutex_init(&pl->mu, NULL) != 0)
		return pl;
	if (pthread_cond_init(&pl->done_cv, NULL) != 0) {
		pthread_mutex_destroy(&pl->mu);
		return pl;
	}
	if (pthread_cond_init(&pl->room_cv, NULL) != 0) {
		pthread_cond_destroy(&pl->done_cv);
		pthread_mutex_destroy(&pl->mu);
		return pl;
	}
	/* signals go to the caller's thread, which restores the terminal or
	 * stops cleanly: the workers start with every signal blocked */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	for (unsigned t = 0; t < nthreads; t++) {
		if (pthread_create(&pl->th[t], NULL, worker, pl) != 0)
			break;	/* fewer workers; none: inline */
		pl->nthreads++;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!pl->nthreads) {
		pthread_cond_destroy(&pl->room_cv);
		pthread_cond_destroy(&pl->done_cv);
		pthread_mutex_destroy(&pl->mu);
	}
	return pl;
}

void *pipeline_take(struct pipeline *pl)
{
	size_t k = pl->next_take % pl->ahead;
	void *r;

	if (!pl->nthreads)
		return pl->next_take < pl->n ? pl->work(pl->ctx, pl->next_take++) : NULL;
	pthread_mutex_lock(&pl->mu);
	if (pl->next_take >= pl->n) {
		pthread_mutex_unlock(&pl->mu);
		return NULL;
	}
	while (!pl->done[k])
		pthread_cond_wait(&pl->done_cv, &pl->mu);
	r = pl->result[k];
	pl->result[k] = NULL;
	pl->done[k] = false;
	pl->next_take++;
	pthread_cond_broadcast(&pl->room_cv);
	pthread_mutex_unlock(&pl->mu);
	return r;
}

void pipeline_stop(struct pipeline *pl)
{
	if (!pl)
		return;
	if (pl->nthreads) {
		pthread_mutex_lock(&pl->mu);
		pl->stop = true;
		pthread_cond_broadcast(&pl->room_cv);
		pthread_mutex_unlock(&pl->mu);
		for (unsigned t = 0; t < pl->nthreads; t++)
			pthread_join(pl->th[t], NULL);
		pthread_cond_destroy(&pl->room_cv);
		pthread_cond_destroy(&pl->done_cv);
		pthread_mutex_destroy(&pl->mu);
	}
	for (size_t k = 0; k < pl->ahead; k++)
		if (pl->done[k] && pl->drop)
			pl->drop(pl->ctx, pl->result[k]);
	free(pl->result);
	free(pl->done);
	free(pl);
}

unsigned pipeline_threads(unsigned most)
{
	const char *e = getenv("GRAVEL_THREADS");
	long cores;

	if (e && *e) {
		char *end;
		long v = strtol(e, &end, 10);
		if (!*end && v >= 0 && v <= PIPELINE_MAX_THREADS)
			return (unsigned)v;
	}
	cores = sysconf(_SC_NPROCESSORS_ONLN);
	if (cores < 2)
		return 0;
	return (unsigned long)cores < most ? (unsigned)cores : most;
}
