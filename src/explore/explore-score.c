/* explore-score.c - verdicts: scoring a whole run under a policy lazily,
 * caching every cell with the state before it, and rescoring only what
 * was invalidated (see explore.h). */
#include "config.h"
#include "explore.h"
#include "bench.h"
#include "explore-int.h"
#include "baseline.h"

#include <stdlib.h>
#include <string.h>

size_t ex_policy_index(const struct explore *ex, const struct policy *pol)
{
	for (size_t k = 0; k < ex->npol; k++)
		if (policy_at(k) == pol)
			return k;
	gravel_fatal("explore: policy '%s' is not in the policy table", pol ? pol->name : "?");
}

/* Partial credit: as score --by sums it (score_credit). */
double explore_credit(const struct score_result *res, bool right)
{
	return score_credit(res, right);
}

enum ex_verdict explore_verdict(const struct score_result *res, bool right, double *credit)
{
	double c = explore_credit(res, right);

	if (credit)
		*credit = c;
	if (res->unparsed)
		return EV_UNPARSED;
	if (right)
		return EV_RIGHT;
	return c > 0 ? EV_PARTIAL : EV_WRONG;
}

static void score_item(struct explore *ex, const struct policy *pol, size_t r,
		       const struct ex_item *it, struct score_runstate *st, struct ex_cell *cell)
{
	const struct answer *const *as = ex->samples + it->first;
	const struct problem *p;
	const char **texts;
	size_t *lens, ntext = 0;
	score_task_fn fn;
	const char *prim;
	const double *pv;
	bool right;
	struct score_input in = { NULL, NULL, NULL, 0, 0, false, 0, true };

	free(cell->err);
	score_result_free(&cell->res);
	memset(cell, 0, sizeof *cell);
	ex->scored++;
	for (size_t k = 0; k < it->n && !cell->flags; k++)
		if (as[k]->recorded.n)
			cell->flags |= EXF_RECORDED;
	if (it->n > 1)
		cell->flags |= EXF_SAMPLES;
	if (ex->run[r].simulated) {
		cell->flags |= EXF_SIMULATED;
		if (ex->run[r].planted[it - ex->run[r].items])
			cell->flags |= EXF_PLANTED;
	}
	cell->verdict = EV_NONE;
	if (it->pid >= ex->np) {
		cell->flags |= EXF_UNSCORABLE;
		return;
	}
	p = ex->ws->problems.v[it->pid];
	fn = bench_scorer_for(pol, p);
	prim = pol->primary[p->task->kind];
	texts = xcalloc(it->n, sizeof *texts);
	lens = xcalloc(it->n, sizeof *lens);
	for (size_t k = 0; k < it->n; k++) {
		texts[k] = as[k]->text;
		lens[k] = as[k]->text_len;
		ntext += as[k]->text != NULL;
	}
	if (!fn) {
		cell->flags |= EXF_UNSCORABLE;
	} else if (ntext) {
		in = (struct score_input){ p, texts, lens, it->n, as[0]->layer,
					   as[0]->city || strstr(ex->run[r].name, "+city") != NULL,
					   ex->set_size[it->pid], true };
		if (fn(&in, st, &cell->res, &cell->err) != 0) {
			cell->flags |= EXF_UNSCORABLE;
		} else {
			pv = prim ? metrics_get(&cell->res.metrics, prim) : NULL;
			right = pv && *pv == 1;
			cell->verdict = explore_verdict(&cell->res, right, &cell->credit);
		}
	}
	/* the recorded scores, compared metric by metric */
	for (size_t k = 0; k < it->n; k++) {
		const struct metrics *rec = &as[k]->recorded;
		if (!rec->n)
			continue;
		/* as score --items does (score_recorded_differs), and why */
		if (score_recorded_differs(pol, p,
					   cell->verdict == EV_NONE ? NULL : &cell->res.metrics,
					   cell->verdict == EV_RIGHT, rec, &cell->recorded_right)) {
			cell->flags |= EXF_DIFFERS;
			cell->why = (unsigned char)score_differs_why(pol, &in, rec, true,
								     as[0]->mismatch);
		}
		break;
	}
	free(texts);
	free(lens);
}

/* The failures table's byte of an item (ex_cache.kind). */
static unsigned char kind_of(const struct ex_cell *cell)
{
	const struct score_fault *fe;

	if (cell->verdict == EV_NONE)
		return EX_NO_KIND;
	fe = score_first_error(&cell->res);
	return (unsigned char)(fe ? fe->kind : FAULT_NONE);
}

static void score_all(struct explore *ex, const struct policy *pol, size_t r,
		      struct ex_cache *c)
{
	struct ex_run *run = &ex->run[r];
	struct score_runstate st;

	if (!c->cells) {
		c->cells = xcalloc(run->nitems + 1, sizeof *c->cells);
		c->before = xcalloc(run->nitems + 1, sizeof *c->before);
		c->stale = xcalloc(run->nitems + 1, 1);
		c->kind = xcalloc(run->nitems + 1, 1);
	}
	memset(&st, 0, sizeof st);
	for (size_t k = 0; k < run->nitems; k++) {
		c->before[k] = st;
		score_item(ex, pol, r, &run->items[k], &st, &c->cells[k]);
		c->kind[k] = kind_of(&c->cells[k]);
	}
	c->before[run->nitems] = st;
	memset(c->stale, 0, run->nitems + 1);
	c->nstale = 0;
	c->valid = true;
}

/* Rescore stale items from their stored state; carry on to the next
 * items only while the state after differs from what they saw. */
static void score_stale(struct explore *ex, const struct policy *pol, size_t r,
			struct ex_cache *c)
{
	struct ex_run *run = &ex->run[r];

	for (size_t k = 0; k < run->nitems && c->nstale; k++) {
		struct score_runstate st;
		size_t j = k;
		if (!c->stale[k])
			continue;
		st = c->before[k];
		for (;;) {
			if (c->stale[j]) {
				c->stale[j] = 0;
				c->nstale--;
			}
			score_item(ex, pol, r, &run->items[j], &st, &c->cells[j]);
			c->kind[j] = kind_of(&c->cells[j]);
			j++;
			if (!memcmp(&st, &c->before[j], sizeof st) || j == run->nitems) {
				c->before[j] = st;
				break;
			}
			c->before[j] = st;
		}
		k = j - 1;
	}
}

struct ex_cache *ex_run_scores(struct explore *ex, size_t k, size_t r)
{
	struct ex_cache *c = &ex->run[r].cache[k];

	if (!c->valid)
		score_all(ex, policy_at(k), r, c);
	else if (c->nstale)
		score_stale(ex, policy_at(k), r, c);
	return c;
}

void explore_score_run(struct explore *ex, const struct policy *pol, size_t r)
{
	if (r < ex->nruns)
		ex_run_scores(ex, ex_policy_index(ex, pol), r);
}

bool explore_run_scored(const struct explore *ex, const struct policy *pol, size_t r)
{
	const struct ex_cache *c;

	if (r >= ex->nruns)
		return true;
	c = &ex->run[r].cache[ex_policy_index(ex, pol)];
	return c->valid && !c->nstale;
}

const struct ex_cell *explore_cell(struct explore *ex, const struct policy *pol, size_t r,
				   size_t p)
{
	const struct ex_run *run;
	struct ex_cache *c;

	if (r >= ex->nruns || p >= ex->np)
		return &ex->none;
	run = &ex->run[r];
	if (ex_run_item(run, p) == SIZE_MAX)
		return &ex->none;
	c = ex_run_scores(ex, ex_policy_index(ex, pol), r);
	return &c->cells[ex_run_item(run, p)];
}

static const struct policy *named(const char *name)
{
	bool known;

	return policy_find(name, &known);
}

bool explore_can_disagree(void)
{
	return named("compat") && named("strict");
}

bool explore_disagree(struct explore *ex, size_t r, size_t p)
{
	const struct policy *a = named("compat"), *b = named("strict");
	const struct ex_cell *x, *y;

	if (!a || !b)
		return false;
	x = explore_cell(ex, a, r, p);
	y = explore_cell(ex, b, r, p);
	if (x->verdict == EV_NONE || y->verdict == EV_NONE)
		return false;
	return (x->verdict == EV_RIGHT) != (y->verdict == EV_RIGHT);
}

void explore_invalidate(struct explore *ex, size_t r, size_t p)
{
	const struct ex_run *run;
	size_t k;

	if (r >= ex->nruns)
		return;
	ex_text_recheck(ex, r, p);
	run = &ex->run[r];
	k = ex_run_item(run, p);
	if (k == SIZE_MAX)
		return;
	for (size_t i = 0; i < ex->npol; i++) {
		struct ex_cache *c = &run->cache[i];
		if (c->valid && !c->stale[k]) {
			c->stale[k] = 1;
			c->nstale++;
		}
	}
}

void explore_invalidate_all(struct explore *ex)
{
	for (size_t r = 0; r < ex->nruns; r++)
		for (size_t i = 0; i < ex->npol; i++)
			ex->run[r].cache[i].valid = false;
	free(ex->text);
	ex->text = NULL;
	ex->text_run = -2;
}

size_t explore_scored_cells(const struct explore *ex)
{
	return ex->scored;
}
