/* explore.c - the explorer's index (runs, groups, samples) and its lazily
 * scored, cached verdicts (see explore.h). Filters: explore-filter.c. */
#include "config.h"
#include "explore.h"
#include "explore-int.h"
#include "baseline.h"

#include <stdlib.h>
#include <string.h>

/* ---- a string -> index map (open addressing) ------------------------------ */

static uint64_t str_hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

void smap_init(struct smap *m, size_t expect)
{
	m->cap = 16;
	while (m->cap < expect * 2)
		m->cap *= 2;
	m->slot = xcalloc(m->cap, sizeof *m->slot);
	m->key = xcalloc(m->cap, sizeof *m->key);
	m->n = 0;
}

void smap_free(struct smap *m)
{
	free(m->slot);
	free(m->key);
	memset(m, 0, sizeof *m);
}

/* Index of key, or -1; with add, inserts key -> val (borrowed key). */
long smap_get(struct smap *m, const char *key, bool add, size_t val)
{
	size_t h;

	if (add && (m->n + 1) * 2 > m->cap) {
		struct smap big;
		smap_init(&big, m->cap);
		for (size_t i = 0; i < m->cap; i++)
			if (m->slot[i])
				smap_get(&big, m->key[i], true, m->slot[i] - 1);
		smap_free(m);
		*m = big;
	}
	for (h = (size_t)str_hash(key) & (m->cap - 1); m->slot[h]; h = (h + 1) & (m->cap - 1))
		if (!strcmp(m->key[h], key))
			return (long)(m->slot[h] - 1);
	if (!add)
		return -1;
	m->slot[h] = val + 1;
	m->key[h] = key;
	m->n++;
	return (long)val;
}

/* ---- building the index ---------------------------------------------------- */

static size_t prefix_len(const char *id)
{
	const char *s = strrchr(id, '/');

	return s ? (size_t)(s - id) : strlen(id);
}

static void build_groups(struct explore *ex)
{
	struct problemset *ps = &ex->ws->problems;
	size_t np = ex->np, *count, *fill;
	struct smap gm, sm;
	struct strbuf key;
	char **keys = xcalloc(np + 1, sizeof *keys);
	size_t *setidx = xcalloc(np + 1, sizeof *setidx), nsets = 0;
	long *setn;

	sb_init(&key);
	smap_init(&gm, 64);
	smap_init(&sm, 64);
	ex->group_of = xcalloc(np + 1, sizeof *ex->group_of);
	for (size_t p = 0; p < np; p++) {
		const struct problem *pr = ps->v[p];
		long g;
		sb_reset(&key);
		sb_printf(&key, "%s\x1f%s\x1f%s", pr->benchmark, pr->task_name, pr->difficulty);
		keys[p] = sb_take(&key);
		g = smap_get(&gm, keys[p], false, 0);
		if (g < 0) {
			g = smap_get(&gm, keys[p], true, ex->ngroups);
			xgrow(&ex->groups, &ex->capgroups, ex->ngroups + 1, sizeof *ex->groups);
			ex->groups[ex->ngroups++] = (struct ex_group){ pr->benchmark, pr->task_name,
								       pr->difficulty, 0, 0 };
		}
		ex->group_of[p] = (size_t)g;
		ex->groups[g].n++;
	}
	/* rows: group order, then problem order */
	count = xcalloc(ex->ngroups + 1, sizeof *count);
	fill = xcalloc(ex->ngroups + 1, sizeof *fill);
	for (size_t g = 0; g < ex->ngroups; g++) {
		ex->groups[g].first = count[g];
		count[g + 1] = count[g] + ex->groups[g].n;
	}
	ex->rows = xcalloc(np + 1, sizeof *ex->rows);
	ex->row_of = xcalloc(np + 1, sizeof *ex->row_of);
	for (size_t p = 0; p < np; p++) {
		size_t g = ex->group_of[p], r = count[g] + fill[g]++;
		ex->rows[r] = p;
		ex->row_of[p] = r;
	}
	/* set sizes: problems per benchmark/task/difficulty/set (the id prefix) */
	for (size_t p = 0; p < np; p++) {
		char *pre = xstrndup(ps->v[p]->id, prefix_len(ps->v[p]->id));
		long s = smap_get(&sm, pre, false, 0);
		free(keys[p]);
		keys[p] = pre;
		if (s < 0)
			s = smap_get(&sm, pre, true, nsets++);
		setidx[p] = (size_t)s;
	}
	setn = xcalloc(nsets + 1, sizeof *setn);
	for (size_t p = 0; p < np; p++)
		setn[setidx[p]]++;
	ex->set_size = xcalloc(np + 1, sizeof *ex->set_size);
	for (size_t p = 0; p < np; p++)
		ex->set_size[p] = setn[setidx[p]];
	for (size_t p = 0; p < np; p++)
		free(keys[p]);
	free(keys);
	free(setidx);
	free(setn);
	free(count);
	free(fill);
	smap_free(&gm);
	smap_free(&sm);
	sb_free(&key);
}

static int cmp_sample(const void *a, const void *b)
{
	const struct answer *x = *(const struct answer *const *)a;
	const struct answer *y = *(const struct answer *const *)b;

	return (x->sample > y->sample) - (x->sample < y->sample);
}

static void cache_free(struct ex_cache *c, size_t n);

/* Make run->item_of cover pid (new slots SIZE_MAX), with room around it. */
static void item_window(struct ex_run *run, size_t pid)
{
	size_t lo, hi, *v;

	if (run->nitem_of && pid >= run->item_lo && pid - run->item_lo < run->nitem_of)
		return;
	lo = run->nitem_of && run->item_lo < pid ? run->item_lo : pid;
	hi = run->nitem_of && run->item_lo + run->nitem_of > pid + 1 ? run->item_lo + run->nitem_of
								       : pid + 1;
	/* room for half as much again (amortised), on the side it grew */
	if (run->nitem_of && pid < run->item_lo) {
		size_t slack = (hi - lo) / 2 + 64;
		lo = lo > slack ? lo - slack : 0;
	} else {
		hi += (hi - lo) / 2 + 64;
	}
	v = xcalloc(hi - lo, sizeof *v);
	for (size_t k = 0; k < hi - lo; k++)
		v[k] = SIZE_MAX;
	if (run->nitem_of)
		memcpy(v + (run->item_lo - lo), run->item_of, run->nitem_of * sizeof *v);
	free(run->item_of);
	run->item_of = v;
	run->item_lo = lo;
	run->nitem_of = hi - lo;
}

/* Group the samples of items [from, ex->nitems) (global item ids) at
 * ex->samples[at ..), answers in index order, then each item's sorted by
 * sample, and set those items' first. */
static void group_items(struct explore *ex, size_t from, size_t at, size_t answers_from)
{
	const struct runset *rs = &ex->ws->answers;
	size_t n = ex->nitems - from, *start = xcalloc(n + 1, sizeof *start), *fill;

	fill = xcalloc(n + 1, sizeof *fill);
	for (size_t i = answers_from; i < rs->n; i++)
		start[ex->owner[i] - from + 1]++;
	for (size_t k = 0; k < n; k++)
		start[k + 1] += start[k];
	for (size_t i = answers_from; i < rs->n; i++) {
		size_t g = ex->owner[i] - from;
		ex->samples[at + start[g] + fill[g]++] = &rs->v[i];
	}
	for (size_t r = 0; r < ex->nruns; r++) {
		const struct ex_run *run = &ex->run[r];
		/* a run's items come in gid order: its new ones are its last */
		for (size_t k = run->nitems; k-- > 0 && run->items[k].gid >= from;) {
			struct ex_item *it = &run->items[k];
			it->first = at + start[it->gid - from];
			if (it->n > 1)
				qsort(ex->samples + it->first, it->n, sizeof *ex->samples, cmp_sample);
		}
	}
	free(start);
	free(fill);
}

/* The samples grouped by item (global item id gid, in gid order), each
 * item's sorted by sample, after answers [nindexed0, n) were indexed.
 * When they all started new items and the answers did not move, only the
 * new items' samples are placed (after the others: the same order as
 * grouping them all); else everything is grouped again. */
static void group_samples(struct explore *ex, size_t nindexed0)
{
	const struct runset *rs = &ex->ws->answers;
	bool append = ex->samples && ex->samples_base == rs->v;

	for (size_t i = nindexed0; append && i < rs->n; i++)
		append = ex->owner[i] >= ex->nitems_grouped;
	if (append) {
		ex->samples = xreallocarray(ex->samples, rs->n + 1, sizeof *ex->samples);
		group_items(ex, ex->nitems_grouped, nindexed0, nindexed0);
	} else {
		free(ex->samples);
		ex->samples = xcalloc(rs->n + 1, sizeof *ex->samples);
		group_items(ex, 0, 0, 0);
	}
	ex->samples_base = rs->v;
	ex->nitems_grouped = ex->nitems;
}

/* A new item on problem pid: the run's group (explore_run_group). */
static void run_group_add(const struct explore *ex, struct ex_run *run, size_t pid)
{
	if (pid >= ex->np)
		return;
	if (run->group < 0)
		run->group = (long)ex->group_of[pid];
	else if ((size_t)run->group != ex->group_of[pid])
		run->mixed = true;
}

/* Index the answers added to the workspace since the last call (all of
 * them the first time): new runs are appended, runs that got answers lose
 * their cached scores, and the samples are regrouped. Returns whether
 * there was anything new. */
static bool index_runs(struct explore *ex)
{
	const struct runset *rs = &ex->ws->answers;
	size_t nruns0 = ex->nruns, nindexed0 = ex->nindexed;

	if (ex->nindexed == rs->n && ex->samples)
		return false;
	xgrow(&ex->owner, &ex->capowner, rs->n + 1, sizeof *ex->owner);
	for (size_t i = ex->nindexed; i < rs->n; i++) {
		const struct answer *a = &rs->v[i];
		long r = smap_get(&ex->runmap, a->run, false, 0), pid;
		struct ex_run *run;
		size_t k;
		if (r < 0) {
			r = smap_get(&ex->runmap, a->run, true, ex->nruns);
			xgrow(&ex->run, &ex->caprun, ex->nruns + 1, sizeof *ex->run);
			memset(&ex->run[ex->nruns], 0, sizeof *ex->run);
			ex->run[ex->nruns].name = a->run;
			ex->run[ex->nruns].mismatch = a->mismatch;
			ex->run[ex->nruns].simulated = baseline_is_simulated(a->run);
			ex->run[ex->nruns].group = -1;
			ex->nruns++;
		}
		pid = smap_get(&ex->pids, a->problem, false, 0);
		if (pid < 0)
			pid = smap_get(&ex->pids, a->problem, true, ex->npids++);
		run = &ex->run[r];
		if ((size_t)r < nruns0 && run->cache) {
			/* an older run grows: its scores no longer fit */
			for (size_t j = 0; j < ex->npol; j++)
				cache_free(&run->cache[j], run->nitems);
			free(run->cache);
			run->cache = NULL;
			free(run->planted);
			run->planted = NULL;
		}
		item_window(run, (size_t)pid);
		k = ex_run_item(run, (size_t)pid);
		if (k == SIZE_MAX) {
			xgrow(&run->items, &run->capitems, run->nitems + 1, sizeof *run->items);
			run->items[run->nitems] = (struct ex_item){ (size_t)pid, ex->nitems++, 0, 0 };
			k = run->nitems++;
			run->item_of[(size_t)pid - run->item_lo] = k;
			run_group_add(ex, run, (size_t)pid);
		}
		ex->owner[i] = run->items[k].gid;
		run->items[k].n++;
	}
	ex->nindexed = rs->n;
	group_samples(ex, nindexed0);
	for (size_t r = 0; r < ex->nruns; r++) {
		if (!ex->run[r].cache)
			ex->run[r].cache = xcalloc(ex->npol, sizeof *ex->run[r].cache);
		if (!ex->run[r].planted)
			ex->run[r].planted = xcalloc(ex->run[r].nitems + 1, 1);
		else
			memset(ex->run[r].planted, 0, ex->run[r].nitems + 1);
	}
	/* the planted mistakes, as a flag per item (the log is a flat list) */
	for (size_t i = 0; i < ex->ws->planted.n; i++) {
		const struct planted *pl = &ex->ws->planted.v[i];
		long r = explore_run_find(ex, pl->run);
		long p = smap_get(&ex->pids, pl->problem, false, 0);
		const struct ex_run *run = r >= 0 ? &ex->run[r] : NULL;
		if (run && p >= 0 && ex_run_item(run, (size_t)p) != SIZE_MAX && pl->sample == 0)
			run->planted[ex_run_item(run, (size_t)p)] = 1;
	}
	/* a text search may match the new answers */
	free(ex->text);
	ex->text = NULL;
	ex->text_run = -2;
	return true;
}

/* Problem ids -> pids for problems [from, ex->np) (the first id wins). */
static void index_pids(struct explore *ex, size_t from)
{
	for (size_t p = from; p < ex->np; p++)
		if (smap_get(&ex->pids, ex->ws->problems.v[p]->id, false, 0) < 0)
			smap_get(&ex->pids, ex->ws->problems.v[p]->id, true, p);
	ex->npids = ex->np;
}

static void build_runs(struct explore *ex)
{
	smap_init(&ex->runmap, 16);
	smap_init(&ex->pids, ex->np + 16);
	index_pids(ex, 0);
	ex->npol = policy_count();
	index_runs(ex);
}

/* Problems that arrived before any answer: groups and rows again. */
static bool index_problems(struct explore *ex)
{
	size_t old = ex->np;

	if (ex->ws->problems.n == old || ex->nindexed)
		return false;
	free(ex->groups);
	free(ex->group_of);
	free(ex->rows);
	free(ex->row_of);
	free(ex->set_size);
	ex->groups = NULL;
	ex->ngroups = ex->capgroups = 0;
	ex->np = ex->ws->problems.n;
	build_groups(ex);
	index_pids(ex, old);
	free(ex->text);
	ex->text = NULL;
	ex->text_run = -2;
	return true;
}

bool explore_sync(struct explore *ex)
{
	bool grew = index_problems(ex);

	return index_runs(ex) || grew;
}

struct explore *explore_new(struct workspace *ws)
{
	struct explore *ex = xcalloc(1, sizeof *ex);

	ex->ws = ws;
	ex->np = ws->problems.n;
	build_groups(ex);
	build_runs(ex);
	ex->none.verdict = EV_NONE;
	ex->text_run = -2;
	return ex;
}

static void cache_free(struct ex_cache *c, size_t n)
{
	if (c->cells)
		for (size_t i = 0; i < n; i++) {
			free(c->cells[i].err);
			score_result_free(&c->cells[i].res);
		}
	free(c->cells);
	free(c->before);
	free(c->stale);
	free(c->kind);
	memset(c, 0, sizeof *c);
}

void explore_free(struct explore *ex)
{
	if (!ex)
		return;
	for (size_t r = 0; r < ex->nruns; r++) {
		for (size_t k = 0; k < ex->npol; k++)
			cache_free(&ex->run[r].cache[k], ex->run[r].nitems);
		free(ex->run[r].cache);
		free(ex->run[r].items);
		free(ex->run[r].item_of);
		free(ex->run[r].planted);
		if (ex->run[r].meta_read)
			run_meta_free(&ex->run[r].meta);
	}
	free(ex->run);
	free(ex->samples);
	free(ex->owner);
	smap_free(&ex->runmap);
	free(ex->groups);
	free(ex->group_of);
	free(ex->rows);
	free(ex->row_of);
	free(ex->set_size);
	free(ex->text);
	free(ex->text_match);
	smap_free(&ex->pids);
	free(ex);
}

struct workspace *explore_workspace(const struct explore *ex)
{
	return ex->ws;
}

/* ---- plain accessors ---------------------------------------------------------- */

size_t explore_nruns(const struct explore *ex)
{
	return ex->nruns;
}

const char *explore_run_name(const struct explore *ex, size_t r)
{
	return r < ex->nruns ? ex->run[r].name : NULL;
}

const char *explore_run_mismatch(const struct explore *ex, size_t r)
{
	return r < ex->nruns ? ex->run[r].mismatch : NULL;
}

long explore_run_find(const struct explore *ex, const char *name)
{
	for (size_t r = 0; r < ex->nruns; r++)
		if (!strcmp(ex->run[r].name, name))
			return (long)r;
	return -1;
}

size_t explore_run_size(const struct explore *ex, size_t r)
{
	size_t n = 0;

	if (r >= ex->nruns)
		return 0;
	for (size_t k = 0; k < ex->run[r].nitems; k++)
		n += ex->run[r].items[k].pid < ex->np;
	return n;
}

bool explore_run_has_text(const struct explore *ex, size_t r)
{
	if (r >= ex->nruns)
		return false;
	for (size_t k = 0; k < ex->run[r].nitems; k++) {
		const struct ex_item *it = &ex->run[r].items[k];
		for (size_t i = 0; i < it->n; i++)
			if (ex->samples[it->first + i]->text)
				return true;
	}
	return false;
}

size_t explore_nproblems(const struct explore *ex)
{
	return ex->np;
}

const struct problem *explore_problem(const struct explore *ex, size_t p)
{
	return p < ex->np ? ex->ws->problems.v[p] : NULL;
}

long explore_problem_find(const struct explore *ex, const char *id)
{
	long pid = smap_get((struct smap *)&ex->pids, id, false, 0);

	return pid >= 0 && (size_t)pid < ex->np ? pid : -1;
}

size_t explore_ngroups(const struct explore *ex)
{
	return ex->ngroups;
}

const struct ex_group *explore_group(const struct explore *ex, size_t g)
{
	return g < ex->ngroups ? &ex->groups[g] : NULL;
}

size_t explore_group_of(const struct explore *ex, size_t p)
{
	return ex->group_of[p];
}

const size_t *explore_rows(const struct explore *ex)
{
	return ex->rows;
}

size_t explore_row_of(const struct explore *ex, size_t p)
{
	return ex->row_of[p];
}

const struct ex_item *ex_item_of(const struct explore *ex, size_t r, size_t p)
{
	const struct ex_run *run = &ex->run[r];
	size_t k = ex_run_item(run, p);

	return k == SIZE_MAX ? NULL : &run->items[k];
}

const struct answer *const *explore_samples(const struct explore *ex, size_t r, size_t p,
					    size_t *n)
{
	const struct ex_item *it = r < ex->nruns ? ex_item_of(ex, r, p) : NULL;

	*n = it ? it->n : 0;
	return it ? ex->samples + it->first : NULL;
}
