/* ui-search-all.c - the navigator filtered to the problems where some
 * run's answer holds a text (the search-all-runs action).
 *
 * `/` looks in the current run's answers only; this search looks in every
 * run's, which on all of NLGraph's logs is seconds of work. It runs
 * between keys, a slice at a time as loading does (explore-search.c), and
 * the rows follow its matches as they come, so keys are answered all
 * along; the status line says how far it is. The filter it sets is one
 * of the navigator's: named in the filter line and cleared with the
 * other filters. */
#include "config.h"
#include "ui.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define SEARCH_SYNC_S 0.25	/* seconds between row updates while searching */

static void apply(struct tui *t)
{
	size_t np;

	t->filter.only = t->allsearch ? ex_search_matches(t->allsearch, &np) : NULL;
	t->filter.nonly = t->filter.only ? np : 0;
	t->search_synced = now_seconds();
}

void tui_search_all_start(struct tui *t, const char *text)
{
	tui_search_all_clear(t);
	if (!text || !*text)
		return;
	t->allsearch = ex_search_new(text);
	t->search_busy = true;
	/* a first slice at once: small workspaces are done before the
	 * frame, and the matches so far are the rows from the start */
	t->search_synced = 0;
	tui_search_all_step(t, 0.02);
}

void tui_search_all_clear(struct tui *t)
{
	ex_search_free(t->allsearch);
	t->allsearch = NULL;
	t->search_busy = false;
	t->filter.only = NULL;
	t->filter.nonly = 0;
}

bool tui_search_all_step(struct tui *t, double budget)
{
	bool more;

	if (!t->allsearch)
		return false;
	if (!t->search_busy && !ex_search_pending(t->allsearch, t->ex))
		return false;
	more = ex_search_step(t->allsearch, t->ex, budget);
	if (!more || now_seconds() - t->search_synced >= SEARCH_SYNC_S) {
		apply(t);
		tui_refilter(t);
	}
	if (t->search_busy && !more && !t->loader) {
		char key[32];
		tui_message(t, false, "\"%s\" in answers of %zu problem%s (%s clears)",
			    ex_search_text(t->allsearch), ex_search_matched(t->allsearch),
			    ex_search_matched(t->allsearch) == 1 ? "" : "s",
			    action_key_labels(ACT_FILTER_CLEAR, 1, key, sizeof key));
	}
	t->search_busy = more;
	return true;
}

bool tui_search_all_progress(const struct tui *t, struct strbuf *sb)
{
	size_t looked, total;

	if (!t->allsearch || !t->search_busy)
		return false;
	ex_search_progress(t->allsearch, t->ex, &looked, &total);
	sb_printf(sb, "searching all runs' answers %zu/%zu, %zu problems so far", looked, total,
		  ex_search_matched(t->allsearch));
	return true;
}

void tui_search_all_summary(const struct tui *t, struct strbuf *sb)
{
	char *c;

	if (!t->allsearch)
		return;
	c = text_clean(ex_search_text(t->allsearch));
	/* not done while runs still load: each one that arrives is searched */
	sb_printf(sb, "  all-runs=\"%s\"%s", c, t->search_busy || t->loader ? "..." : "");
	free(c);
}

void tui_search_all_runs(const struct tui *t, size_t p, struct strbuf *sb)
{
	size_t runs[4], n, total;

	if (!t->allsearch || p == SIZE_MAX)
		return;
	total = ex_search_nruns(t->allsearch, p);
	n = ex_search_runs_of(t->allsearch, t->ex, p, runs, ARRAY_SIZE(runs));
	sb_printf(sb, "in %zu run%s:", total, total == 1 ? "" : "s");
	for (size_t i = 0; i < n; i++) {
		char *c = text_clean(explore_run_name(t->ex, runs[i]));
		sb_printf(sb, "%s %s%s", i ? "," : "", (long)runs[i] == t->run ? "*" : "", c);
		free(c);
	}
	if (total > n)
		sb_printf(sb, ", +%zu", total - n);
}
