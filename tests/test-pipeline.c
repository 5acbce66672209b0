/* test-pipeline.c - jobs done ahead on worker threads, taken in order
 * (pipeline.h): every result in job order whatever finishes first, at most
 * `ahead` results held, the same results with no threads, and the results
 * of a pipeline stopped early freed. */
#include "config.h"
#include "unit.h"
#include "pipeline.h"
#include "util.h"

#include <pthread.h>
#include <stdlib.h>
#include <time.h>

struct jobs {
	pthread_mutex_t mu;
	size_t started;		/* jobs begun */
	size_t dropped;		/* results freed by pipeline_stop */
	size_t ahead_seen;	/* the most begun and not yet taken */
	size_t taken;
};

/* Job i: i*i, the even jobs slower, so later jobs often finish first. */
static void *square(void *ctx, size_t i)
{
	struct jobs *j = ctx;
	size_t *r = xmalloc(sizeof *r);

	pthread_mutex_lock(&j->mu);
	j->started++;
	if (j->started - j->taken > j->ahead_seen)
		j->ahead_seen = j->started - j->taken;
	pthread_mutex_unlock(&j->mu);
	if (i % 2 == 0)
		nanosleep(&(struct timespec){ 0, 200000 }, NULL);
	*r = i * i;
	return r;
}

static void drop(void *ctx, void *r)
{
	struct jobs *j = ctx;

	pthread_mutex_lock(&j->mu);
	j->dropped++;
	pthread_mutex_unlock(&j->mu);
	free(r);
}

/* Take n results from a pipeline of threads workers; true when each was
 * i*i in order. */
static bool take_all(unsigned threads, size_t n, size_t ahead, struct jobs *j)
{
	struct pipeline *pl = pipeline_start(n, ahead, threads, square, drop, j);
	bool in_order = true;

	for (size_t i = 0; i < n; i++) {
		size_t *r = pipeline_take(pl);
		if (!r || *r != i * i)
			in_order = false;
		free(r);
		pthread_mutex_lock(&j->mu);
		j->taken++;
		pthread_mutex_unlock(&j->mu);
	}
	CHECK(pipeline_take(pl) == NULL);	/* past the last job */
	pipeline_stop(pl);
	return in_order;
}

static void test_in_order(void)
{
	for (unsigned t = 0; t <= 4; t++) {
		struct jobs j = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0 };
		CHECK(take_all(t, 200, 4, &j));
		CHECK_INT(j.started, 200);
		CHECK_INT(j.dropped, 0);
		/* no more begun ahead of the taker than asked (plus the one
		 * counted before its take is) */
		CHECK(j.ahead_seen <= 4 + 1);
		pthread_mutex_destroy(&j.mu);
	}
}

/* Stopped after 3 of 100 jobs: the workers finish what they began, the
 * results not taken are dropped, and no job past the window starts. */
static void test_stop_early(void)
{
	for (unsigned t = 0; t <= 3; t++) {
		struct jobs j = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0 };
		struct pipeline *pl = pipeline_start(100, 3, t, square, drop, &j);

		for (size_t i = 0; i < 3; i++) {
			size_t *r = pipeline_take(pl);
			REQUIRE(r != NULL);
			CHECK_INT(*r, i * i);
			free(r);
		}
		pipeline_stop(pl);
		CHECK(j.started >= 3);
		CHECK(j.started <= 3 + 3);	/* the window past the taker */
		CHECK_INT(j.dropped, j.started - 3);
		pthread_mutex_destroy(&j.mu);
	}
}

static void test_threads_setting(void)
{
	const char *was = getenv("GRAVEL_THREADS");
	char *keep = was ? xstrdup(was) : NULL;

	setenv("GRAVEL_THREADS", "0", 1);
	CHECK_INT(pipeline_threads(8), 0);
	setenv("GRAVEL_THREADS", "3", 1);
	CHECK_INT(pipeline_threads(8), 3);
	setenv("GRAVEL_THREADS", "x", 1);	/* ignored: the cores decide */
	CHECK(pipeline_threads(1) <= 1);
	setenv("GRAVEL_THREADS", "99", 1);
	CHECK(pipeline_threads(1) <= 1);
	if (keep)
		setenv("GRAVEL_THREADS", keep, 1);
	else
		unsetenv("GRAVEL_THREADS");
	free(keep);
}

void suite_pipeline(void);
void suite_pipeline(void)
{
	RUN(test_in_order);
	RUN(test_stop_early);
	RUN(test_threads_setting);
}
