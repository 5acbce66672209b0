/* explore-search.c - a text searched in every run's answers, a slice at a
 * time (see explore.h).
 *
 * All of NLGraph's logs hold about 117,000 answers, many of them long
 * chains of thought: one pass takes seconds, so the search keeps a cursor
 * per run and looks at answers until its time budget is spent. Runs that
 * arrive later (loading in slices) and answers added to a run already
 * passed are searched on a later step: a run's cursor is the number of
 * its items looked at, and items are only ever appended. */
#include "config.h"
#include "explore.h"
#include "explore-int.h"

#include <stdlib.h>
#include <string.h>

struct ex_search {
	char *text;
	size_t nlen;
	size_t *done;		/* per run: items looked at */
	size_t ndone;		/* runs the array covers */
	size_t next;		/* the run a step starts at */
	unsigned *count;	/* per problem: runs with a matching answer */
	unsigned char *match;	/* per problem: count > 0 */
	size_t np;		/* problems the two arrays cover */
	size_t matched;		/* problems with a match */
	size_t looked;		/* answers looked at */
};

struct ex_search *ex_search_new(const char *text)
{
	struct ex_search *s = xcalloc(1, sizeof *s);

	s->text = xstrdup(text);
	s->nlen = strlen(text);
	return s;
}

void ex_search_free(struct ex_search *s)
{
	if (!s)
		return;
	free(s->text);
	free(s->done);
	free(s->count);
	free(s->match);
	free(s);
}

const char *ex_search_text(const struct ex_search *s)
{
	return s->text;
}

/* The per-run and per-problem arrays as large as the explorer's. */
static void grow(struct ex_search *s, const struct explore *ex)
{
	if (ex->nruns > s->ndone) {
		s->done = xreallocarray(s->done, ex->nruns, sizeof *s->done);
		memset(s->done + s->ndone, 0, (ex->nruns - s->ndone) * sizeof *s->done);
		s->ndone = ex->nruns;
	}
	if (ex->np + 1 > s->np) {
		s->count = xreallocarray(s->count, ex->np + 1, sizeof *s->count);
		s->match = xreallocarray(s->match, ex->np + 1, 1);
		memset(s->count + s->np, 0, (ex->np + 1 - s->np) * sizeof *s->count);
		memset(s->match + s->np, 0, ex->np + 1 - s->np);
		s->np = ex->np + 1;
	}
}

static bool item_matches(const struct ex_search *s, const struct explore *ex,
			 const struct ex_item *it)
{
	for (size_t k = 0; k < it->n; k++) {
		const struct answer *a = ex->samples[it->first + k];
		if (a->text && ex_text_contains(a->text, a->text_len, s->text, s->nlen))
			return true;
	}
	return false;
}

bool ex_search_step(struct ex_search *s, const struct explore *ex, double budget)
{
	double until = now_seconds() + budget;
	size_t idle = 0, since = 0;

	grow(s, ex);
	if (!ex->nruns)
		return false;
	if (s->next >= ex->nruns)
		s->next = 0;
	/* round the runs from the cursor until a whole round found nothing */
	while (idle < ex->nruns) {
		const struct ex_run *ru = &ex->run[s->next];
		size_t *d = &s->done[s->next];

		if (*d >= ru->nitems) {
			idle++;
			s->next = (s->next + 1) % ex->nruns;
			continue;
		}
		idle = 0;
		for (; *d < ru->nitems; (*d)++) {
			const struct ex_item *it = &ru->items[*d];
			if (it->pid < ex->np && item_matches(s, ex, it)) {
				if (!s->count[it->pid]++)
					s->matched++;
				s->match[it->pid] = 1;
			}
			s->looked += it->n;
			since += it->n;
			if (since >= 64) {	/* the clock is looked at now and then */
				since = 0;
				if (now_seconds() >= until) {
					(*d)++;
					return true;
				}
			}
		}
	}
	return false;
}

bool ex_search_pending(const struct ex_search *s, const struct explore *ex)
{
	if (ex->nruns > s->ndone)
		return true;
	for (size_t r = 0; r < ex->nruns; r++)
		if (s->done[r] < ex->run[r].nitems)
			return true;
	return false;
}

void ex_search_progress(const struct ex_search *s, const struct explore *ex, size_t *looked,
			size_t *total)
{
	*looked = s->looked;
	*total = ex->nindexed > s->looked ? ex->nindexed : s->looked;
}

const unsigned char *ex_search_matches(const struct ex_search *s, size_t *np)
{
	*np = s->np;
	return s->match;
}

size_t ex_search_matched(const struct ex_search *s)
{
	return s->matched;
}

size_t ex_search_nruns(const struct ex_search *s, size_t p)
{
	return p < s->np ? s->count[p] : 0;
}

size_t ex_search_runs_of(const struct ex_search *s, const struct explore *ex, size_t p,
			 size_t *runs, size_t max)
{
	size_t n = 0;

	if (p >= s->np || !s->count[p])
		return 0;
	for (size_t r = 0; r < ex->nruns && r < s->ndone && n < max; r++) {
		const struct ex_item *it = ex_item_of(ex, r, p);
		/* only what the search has looked at: the figures stay those
		 * of the filter's rows */
		if (it && ex_run_item(&ex->run[r], p) < s->done[r] && item_matches(s, ex, it))
			runs[n++] = r;
	}
	return n;
}
