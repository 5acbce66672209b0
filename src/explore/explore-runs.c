/* explore-runs.c - runs as a whole: a run's answered count, accuracy and
 * mean credit under a policy, the run sharing the most problems with
 * another, and a run's accuracy by difficulty or by graph size and its
 * credit histogram (the run picker, compare and the plots of the scores
 * screen; explore.h). */
#include "config.h"
#include "explore-int.h"
#include "problem.h"
#include "graph.h"

#include <stdlib.h>
#include <string.h>

void explore_run_stats(struct explore *ex, const struct policy *pol, size_t r,
		       struct ex_run_stats *out)
{
	struct ex_cache *c;
	const struct ex_run *ru;

	memset(out, 0, sizeof *out);
	if (r >= ex->nruns)
		return;
	ru = &ex->run[r];
	c = ex_run_scores(ex, ex_policy_index(ex, pol), r);
	for (size_t k = 0; k < ru->nitems; k++) {
		const struct ex_cell *cell = &c->cells[k];
		if (cell->verdict == EV_NONE)
			continue;
		out->answered++;
		out->right += cell->verdict == EV_RIGHT;
		out->unparsed += cell->verdict == EV_UNPARSED;
		out->credit += cell->credit;
	}
}

size_t explore_run_shared(const struct explore *ex, size_t a, size_t b)
{
	const struct ex_run *ra, *rb;
	size_t n = 0;

	if (a >= ex->nruns || b >= ex->nruns)
		return 0;
	ra = &ex->run[a];
	rb = &ex->run[b];
	for (size_t k = 0; k < ra->nitems; k++) {
		size_t p = ra->items[k].pid;
		if (ex_run_item(rb, p) != SIZE_MAX)
			n++;
	}
	return n;
}

long explore_run_partner(const struct explore *ex, size_t a)
{
	long best = -1;
	size_t most = 0;
	bool text = false, want = explore_run_has_text(ex, a);

	for (size_t b = 0; b < ex->nruns; b++) {
		size_t n;
		bool t;
		if (b == a)
			continue;
		n = explore_run_shared(ex, a, b);
		if (!n)
			continue;
		/* a run with texts before one without: NLGraph's first logs
		 * answer the same problems with results only, and paired with
		 * them the comparison had nothing to show */
		t = want && explore_run_has_text(ex, b);
		if (best < 0 || (t && !text) || (t == text && n > most)) {
			most = n;
			best = (long)b;
			text = t;
		}
	}
	return best;
}

/* The bin of a problem for a breakdown key, as a label. */
static void bin_label(const struct problem *p, enum ex_by by, char *buf, size_t len)
{
	if (by == EX_BY_DIFFICULTY)
		snprintf(buf, len, "%s", p->difficulty ? p->difficulty : "-");
	else
		snprintf(buf, len, "%d", p->graph ? p->graph->n : 0);
}

static int cmp_bins(const void *x, const void *y)
{
	const struct ex_bin *a = x, *b = y;

	return (a->order > b->order) - (a->order < b->order);
}

/* Sort position of a bin: difficulties in their usual order, sizes by n. */
static long bin_order(const struct problem *p, enum ex_by by)
{
	if (by == EX_BY_NODES)
		return p->graph ? p->graph->n : 0;
	return score_difficulty_order(p->difficulty);
}

size_t explore_run_breakdown(struct explore *ex, const struct policy *pol, size_t r,
			     enum ex_by by, struct ex_bin **out)
{
	struct ex_bin *bins = NULL;
	size_t nb = 0, cap = 0;
	struct ex_cache *c;
	const struct ex_run *ru;

	*out = NULL;
	if (r >= ex->nruns)
		return 0;
	ru = &ex->run[r];
	c = ex_run_scores(ex, ex_policy_index(ex, pol), r);
	for (size_t k = 0; k < ru->nitems; k++) {
		const struct ex_cell *cell = &c->cells[k];
		const struct problem *p;
		char label[sizeof bins->label];
		size_t b;

		if (cell->verdict == EV_NONE || ru->items[k].pid >= ex->np)
			continue;
		p = ex->ws->problems.v[ru->items[k].pid];
		bin_label(p, by, label, sizeof label);
		for (b = 0; b < nb && strcmp(bins[b].label, label); b++)
			;
		if (b == nb) {
			xgrow(&bins, &cap, nb + 1, sizeof *bins);
			memset(&bins[nb], 0, sizeof *bins);
			memcpy(bins[nb].label, label, sizeof label);
			bins[nb].order = bin_order(p, by);
			nb++;
		}
		bins[b].items++;
		bins[b].right += cell->verdict == EV_RIGHT;
		bins[b].credit += cell->credit;
	}
	if (nb)
		qsort(bins, nb, sizeof *bins, cmp_bins);
	*out = bins;
	return nb;
}

void explore_run_histogram(struct explore *ex, const struct policy *pol, size_t r,
			   size_t hist[EX_HIST_BINS])
{
	struct ex_cache *c;
	const struct ex_run *ru;

	memset(hist, 0, EX_HIST_BINS * sizeof *hist);
	if (r >= ex->nruns)
		return;
	ru = &ex->run[r];
	c = ex_run_scores(ex, ex_policy_index(ex, pol), r);
	for (size_t k = 0; k < ru->nitems; k++) {
		const struct ex_cell *cell = &c->cells[k];
		int b;
		if (cell->verdict == EV_NONE)
			continue;
		b = (int)(cell->credit * EX_HIST_BINS);
		if (b >= EX_HIST_BINS)
			b = EX_HIST_BINS - 1;
		if (b < 0)
			b = 0;
		hist[b]++;
	}
}

long explore_run_group(const struct explore *ex, size_t r, bool *mixed)
{
	*mixed = false;
	if (r >= ex->nruns)
		return -1;
	*mixed = ex->run[r].mixed;
	return ex->run[r].group;
}

const struct run_meta *explore_run_meta(struct explore *ex, size_t r)
{
	struct ex_run *run;

	if (r >= ex->nruns)
		return NULL;
	run = &ex->run[r];
	if (!run->meta_read) {
		run_meta_get(ex->ws, run->name, &run->meta);
		run->meta_read = true;
	}
	return &run->meta;
}

bool explore_run_meta_known(const struct explore *ex, size_t r)
{
	return r >= ex->nruns || ex->run[r].meta_read;
}

size_t explore_run_nitems(const struct explore *ex, size_t r)
{
	return r < ex->nruns ? ex->run[r].nitems : 0;
}

size_t explore_run_item_problem(const struct explore *ex, size_t r, size_t k)
{
	if (r >= ex->nruns || k >= ex->run[r].nitems || ex->run[r].items[k].pid >= ex->np)
		return SIZE_MAX;
	return ex->run[r].items[k].pid;
}
