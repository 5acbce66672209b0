/* explore-int.h - the explorer's internals, shared by explore.c (index),
 * explore-score.c (lazy cached scoring) and explore-filter.c (filters).
 * Nothing outside those files includes this. */
#ifndef GRAVEL_EXPLORE_INT_H
#define GRAVEL_EXPLORE_INT_H

#include <stdint.h>
#include "explore.h"
#include "run-meta.h"

/* string -> index, keys borrowed */
struct smap {
	size_t *slot;		/* value + 1, 0 = empty */
	const char **key;
	size_t cap, n;
};
void smap_init(struct smap *m, size_t expect);
void smap_free(struct smap *m);
long smap_get(struct smap *m, const char *key, bool add, size_t val);

/* One (run, problem) cell with answers: an item of the run, in the order
 * its first answer appears. */
struct ex_item {
	size_t pid;		/* problem index; >= problems.n: id not in the problems */
	size_t gid;		/* global item number (sample grouping) */
	size_t first, n;	/* samples[first .. first + n) */
};

/* Scores of one run under one policy. */
struct ex_cache {
	bool valid;
	struct ex_cell *cells;		/* per item */
	struct score_runstate *before;	/* state before each item (nitems + 1) */
	unsigned char *stale;		/* per item */
	size_t nstale;
	/* per item, what the failures table counts: the first error's kind
	 * (enum fault_kind), or EX_NO_KIND when the verdict is EV_NONE; a
	 * byte an item, so counting a million items reads a megabyte and not
	 * every cell */
	unsigned char *kind;
};
#define EX_NO_KIND 0xff

struct ex_run {
	const char *name;	/* borrowed from the first answer */
	const char *mismatch;	/* the first answer's answer.mismatch, or NULL */
	bool simulated;
	struct ex_item *items;
	size_t nitems, capitems;
	unsigned char *planted;	/* per item: the baseline planted a mistake */
	/* pid -> item index or SIZE_MAX, for pids [item_lo, item_lo +
	 * nitem_of) only: a run answers a few neighbouring groups, and one
	 * array over every problem per run was 100 MB on all of NLGraph */
	size_t *item_of;
	size_t item_lo, nitem_of;
	struct ex_cache *cache;	/* one per policy_at() */
	/* explore_run_group, kept as items arrive (the groups are fixed once
	 * an answer is indexed): the first answered problem's group or -1,
	 * and whether another group follows */
	long group;
	bool mixed;
	/* explore_run_meta: read once (a prompt.txt), NULL strings before */
	struct run_meta meta;
	bool meta_read;
};

struct explore {
	struct workspace *ws;
	struct ex_run *run;
	size_t nruns, caprun;
	size_t npol;
	size_t np;		/* the workspace's problems indexed (explore_sync
				 * adds those loaded since) */
	struct smap pids;	/* problem id -> pid */
	size_t npids;
	const struct answer **samples;
	/* the answers' array samples points into, and the samples of the
	 * items before nitems_grouped are in place: a sync that brings only
	 * new items (a checkout's next runs) groups only theirs */
	const struct answer *samples_base;
	size_t nitems_grouped;
	/* the answers indexed so far (explore_sync adds the rest) */
	size_t nindexed;
	size_t *owner, capowner;	/* per answer: its item's gid */
	size_t nitems;		/* items of every run (gids given) */
	struct smap runmap;	/* run name -> run index */

	struct ex_group *groups;
	size_t ngroups, capgroups;
	size_t *group_of, *rows, *row_of;
	long *set_size;

	struct ex_cell none;	/* returned for cells without answers */
	size_t scored;

	/* text search cache: the matches of (text, text_run) per problem */
	char *text;
	long text_run;
	unsigned char *text_match;
};

const struct ex_item *ex_item_of(const struct explore *ex, size_t r, size_t p);
/* The item index of problem p in run, or SIZE_MAX. */
static inline size_t ex_run_item(const struct ex_run *run, size_t p)
{
	return p >= run->item_lo && p - run->item_lo < run->nitem_of
		       ? run->item_of[p - run->item_lo] : SIZE_MAX;
}
/* explore-export.c: s as one CSV field (quoted when it must be; NULL
 * empty), then ',' or, when last, a newline. */
void ex_csv_field(FILE *fp, const char *s, bool last);
/* Policy table index of pol. */
size_t ex_policy_index(const struct explore *ex, const struct policy *pol);
/* Make run r's cache under policy index k current; returns it. */
struct ex_cache *ex_run_scores(struct explore *ex, size_t k, size_t r);
/* explore-filter.c: problem p's answer text of run r changed: check p
 * again against the cached text search when that search covers run r. */
void ex_text_recheck(struct explore *ex, size_t r, size_t p);

#endif
