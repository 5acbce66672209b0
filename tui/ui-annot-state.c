/* ui-annot-state.c - the explorer's annotation store, overrides applied
 * to the scored answers, the label and comparison filters and the global
 * annotation keys (ui-annot.h). */
#include "config.h"
#include "ui-annot.h"
#include "workspace-annot.h"
#include "problem.h"
#include "state.h"
#include "text.h"
#include "workspace.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define DEFAULT_THRESHOLD 0.25

/* Tests fix the clock of the history with SOURCE_DATE_EPOCH. */
static time_t annot_clock(void)
{
	const char *s = getenv("SOURCE_DATE_EPOCH");
	long v;

	if (s && parse_long(s, &v) == 0 && v >= 0)
		return (time_t)v;
	return time(NULL);
}

/* Open the store; quietly when only looking (create false) and the file
 * does not exist yet, so that browsing never creates files. */
/* Who signs the changes: the config's author:, $USER, the name asked for
 * once (this session's, else the state file's); NULL when none is known. */
static const char *find_author(struct tui *t)
{
	const char *a = tui_config_author(), *user = getenv("USER");
	char *path;
	struct state st;
	struct diags d;

	if (a && *a)
		return a;
	if (user && *user)
		return user;
	if (t->an->author)
		return t->an->author;
	path = state_path();
	state_init(&st);
	diags_init(&d);
	if (path && state_load(path, &st, &d) == 0 && st.author && *st.author)
		t->an->author = xstrdup(st.author);
	state_free(&st);
	diags_free(&d);
	free(path);
	return t->an->author;
}

void ui_annot_set_author(struct tui *t, const char *name)
{
	char *path = state_path(), *clean;
	struct state st;
	struct diags d;
	bool saved = false;

	if (!name || !*name) {
		tui_message(t, true, "no author given: nothing annotated (a asks again)");
		free(path);
		return;
	}
	free(t->an->author);
	t->an->author = xstrdup(name);
	state_init(&st);
	diags_init(&d);
	if (path && state_load(path, &st, &d) == 0) {
		free(st.author);
		st.author = xstrdup(name);
		saved = state_save(path, &st) == 0;
	}
	clean = text_clean(name);
	tui_message(t, false, "annotations are signed \"%s\"%s; %s annotates", clean,
		    saved ? " (remembered in the state file)" : "", "a");
	free(clean);
	state_free(&st);
	diags_free(&d);
	free(path);
}

static bool annot_workspace_path_known(struct tui *t)
{
	char *path = annot_workspace_path(t->ws);
	bool known = path != NULL;

	free(path);
	return known;
}

static bool store_open(struct tui *t, bool create)
{
	struct ui_annot *an = t->an;
	const char *author;
	struct annot_opts o;
	struct stat sb;
	char *path;
	int rc;

	if (an->st)
		return true;
	path = annot_workspace_path(t->ws);
	if (!path) {
		free(an->why);
		an->why = xstrdup("no annotation file: neither XDG_DATA_HOME nor HOME is set "
				  "(give --annotations FILE)");
		return false;
	}
	if (!create && stat(path, &sb) != 0 && errno == ENOENT) {
		free(path);
		return false;
	}
	author = find_author(t);
	memset(&o, 0, sizeof o);
	o.author = author;
	o.labels = (const char *const *)t->ws->labels;
	o.nlabels = t->ws->nlabels;
	o.clock = annot_clock;
	rc = annot_open(path, &o, &an->st, &an->diags);
	if (rc != 0) {
		free(an->why);
		an->why = an->diags.n ? diag_format(&an->diags.v[an->diags.n - 1])
				      : xasprintf("%s: cannot open (status %d)", path, rc);
		an->st = NULL;
	}
	free(path);
	return an->st != NULL;
}

bool ui_annot_ready(struct tui *t, bool create)
{
	bool had = t->an->st != NULL;
	const char *author = create ? find_author(t) : NULL;

	if (create && !author && annot_workspace_path_known(t)) {
		/* no author: the config, $USER and the state file are silent */
		tui_prompt_start(t, PROMPT_AUTHOR);
		tui_message(t, false, "who is annotating? (asked once; set author: in the config)");
		return false;
	}
	if (store_open(t, create)) {
		if (author && strcmp(annot_author(t->an->st), author))
			annot_set_author(t->an->st, author);
		if (!had && annot_count(t->an->st))
			ui_annot_changed(t);
		return true;
	}
	if (create || t->an->why)
		tui_message(t, true, "cannot annotate: %s", t->an->why ? t->an->why : "?");
	return false;
}

/* The file beside (browse --beside, checked there): read-only, with the
 * workspace's labels and whatever the file uses. */
static void beside_open(struct tui *t)
{
	struct ui_annot *an = t->an;
	struct annot_opts o;
	const char *who, *slash;

	memset(&o, 0, sizeof o);
	o.readonly = true;
	o.any_label = true;
	o.labels = (const char *const *)t->ws->labels;
	o.nlabels = t->ws->nlabels;
	if (annot_open(t->ws->beside, &o, &an->beside, &an->diags) != 0) {
		an->beside = NULL;
		return;
	}
	who = annot_store_annotator(an->beside);
	slash = strrchr(t->ws->beside, '/');
	an->beside_who = xstrdup(who ? who : slash ? slash + 1 : t->ws->beside);
}

void ui_annot_open(struct tui *t)
{
	struct ui_annot *an = xcalloc(1, sizeof *an);

	t->an = an;
	diags_init(&an->diags);
	an->is_ovr = xcalloc(t->ws->answers.n + 1, 1);
	an->nis_ovr = t->ws->answers.n + 1;
	an->threshold = DEFAULT_THRESHOLD;
	an->cmp_run = -1;	/* chosen when first asked for (ui_other_run) */
	an->cmp_for = -1;
	if (t->ws->beside)
		beside_open(t);
	if (store_open(t, false) || an->beside)
		ui_annot_changed(t);
	if (an->diags.n) {
		char *msg = diag_format(&an->diags.v[0]);
		tui_message(t, an->diags.v[0].level == DIAG_ERROR, "annotations: %s", msg);
		free(msg);
	}
}

static void restore(struct tui *t, struct ui_ovr *o)
{
	struct answer *a = &t->ws->answers.v[o->ans];

	free((char *)a->text);	/* the override, ours; the model's text is the runset's */
	a->text = o->orig;
	a->text_len = o->orig_len;
	t->an->is_ovr[o->ans] = 0;
}

void ui_annot_close(struct tui *t)
{
	struct ui_annot *an = t->an;

	if (!an)
		return;
	for (size_t i = 0; i < an->novr; i++)
		restore(t, &an->ovr[i]);
	free(an->ovr);
	free(an->is_ovr);
	if (an->st)
		annot_close(an->st);
	if (an->beside)
		annot_close(an->beside);
	free(an->beside_who);
	free(an->adj_label);
	free(an->adj_item);
	diags_free(&an->diags);
	free(an->why);
	free(an->author);
	free(an->warn);
	free(an);
	t->an = NULL;
}

/* The answer index of an annotation's key, or SIZE_MAX. */
static size_t answer_of(const struct tui *t, const char *run, const char *problem,
			long sample, size_t *r, size_t *p)
{
	long ri = explore_run_find(t->ex, run), pi = explore_problem_find(t->ex, problem);
	const struct answer *const *s;
	size_t n;

	if (ri < 0 || pi < 0)
		return SIZE_MAX;
	*r = (size_t)ri;
	*p = (size_t)pi;
	s = explore_samples(t->ex, *r, *p, &n);
	for (size_t i = 0; i < n; i++)
		if (s[i]->sample == sample)
			return (size_t)(s[i] - t->ws->answers.v);
	return SIZE_MAX;
}

static void invalidate_answer(struct tui *t, size_t ans)
{
	const struct answer *a = &t->ws->answers.v[ans];
	size_t r, p;

	if (answer_of(t, a->run, a->problem, a->sample, &r, &p) != SIZE_MAX)
		explore_invalidate(t->ex, r, p);
}

/* Bring the applied overrides in line with the store. */
static void sync_overrides(struct tui *t)
{
	struct ui_annot *an = t->an;
	size_t nwant = 0, *want = NULL, cap = 0;
	char **texts = NULL;
	size_t *lens = NULL, tcap = 0, lcap = 0;

	for (size_t i = 0; an->st && i < annot_count(an->st); i++) {
		const struct annot *a = annot_at(an->st, i);
		size_t r, p, ans;
		char *err = NULL, *text;
		size_t len;

		if (!a->override)
			continue;
		ans = answer_of(t, a->run, a->problem, a->sample, &r, &p);
		if (ans == SIZE_MAX)
			continue;	/* not in this workspace */
		text = annot_override_text(explore_problem(t->ex, p), a->override, &len, &err);
		if (!text) {
			diag_warn(&an->diags, annot_path(an->st), 0, 0, "%s: override not applied: %s",
				  a->problem, err ? err : "?");
			free(err);
			continue;
		}
		xgrow(&want, &cap, nwant + 1, sizeof *want);
		xgrow(&texts, &tcap, nwant + 1, sizeof *texts);
		xgrow(&lens, &lcap, nwant + 1, sizeof *lens);
		want[nwant] = ans;
		texts[nwant] = text;
		lens[nwant++] = len;
	}
	/* overrides that went: the model's text comes back */
	for (size_t i = 0; i < an->novr;) {
		bool keep = false;
		for (size_t k = 0; k < nwant && !keep; k++)
			keep = want[k] == an->ovr[i].ans;
		if (keep) {
			i++;
			continue;
		}
		restore(t, &an->ovr[i]);
		invalidate_answer(t, an->ovr[i].ans);
		an->ovr[i] = an->ovr[--an->novr];
	}
	for (size_t k = 0; k < nwant; k++) {
		struct answer *a = &t->ws->answers.v[want[k]];
		if (an->is_ovr[want[k]]) {
			if (a->text && a->text_len == lens[k] && !memcmp(a->text, texts[k], lens[k])) {
				free(texts[k]);
				continue;
			}
			free((char *)a->text);	/* the override before, ours */
		} else {
			xgrow(&an->ovr, &an->capovr, an->novr + 1, sizeof *an->ovr);
			an->ovr[an->novr++] = (struct ui_ovr){ want[k], a->text, a->text_len };
			an->is_ovr[want[k]] = 1;
		}
		a->text = texts[k];
		a->text_len = lens[k];
		invalidate_answer(t, want[k]);
	}
	free(want);
	free(texts);
	free(lens);
}

void ui_annot_changed(struct tui *t)
{
	size_t n = t->an->diags.n;

	sync_overrides(t);
	if (t->an->st)	/* what the store reported during the change */
		annot_drain_diags(t->an->st, &t->an->diags);
	if (t->an->diags.n > n) {
		char *msg = diag_format(&t->an->diags.v[t->an->diags.n - 1]);
		tui_message(t, t->an->diags.v[t->an->diags.n - 1].level == DIAG_ERROR,
			    "annotations: %s", msg);
		free(msg);
	}
	t->an->gen++;
	tui_refilter_stay(t);
}

void ui_annot_grow(struct tui *t)
{
	struct ui_annot *an = t->an;

	if (!an || an->nis_ovr >= t->ws->answers.n + 1)
		return;
	an->is_ovr = xreallocarray(an->is_ovr, t->ws->answers.n + 1, 1);
	memset(an->is_ovr + an->nis_ovr, 0, t->ws->answers.n + 1 - an->nis_ovr);
	an->nis_ovr = t->ws->answers.n + 1;
	if (an->st)	/* overrides of the answers that arrived */
		sync_overrides(t);
	an->gen++;
}

bool ui_annot_idle(struct tui *t)
{
	struct ui_annot *an = t->an;
	int rc;

	if (an && an->beside && annot_refresh(an->beside, &an->diags) == 1) {
		/* the other annotator labelled on: their file, live */
		const char *who = annot_store_annotator(an->beside);
		if (who && strcmp(who, an->beside_who)) {
			free(an->beside_who);
			an->beside_who = xstrdup(who);
		}
		ui_annot_changed(t);
		tui_message(t, false, "%s's annotations changed: reloaded", an->beside_who);
		return true;
	}
	if (!an || !an->st)
		return false;
	rc = annot_refresh(an->st, &an->diags);
	if (rc == 1) {
		ui_annot_changed(t);
		tui_message(t, false, "annotations changed by another gravel: reloaded");
		return true;
	}
	return false;
}

/* ---- lookups ----------------------------------------------------------- */

const struct answer *ui_answer_at(const struct tui *t, size_t r, size_t p, size_t sample)
{
	size_t n;
	const struct answer *const *s = explore_samples(t->ex, r, p, &n);

	if (!n)
		return NULL;
	return s[sample < n ? sample : n - 1];
}

static const struct annot *annot_in(const struct tui *t, const struct annot_store *st, size_t r,
				    size_t p, size_t sample)
{
	const struct answer *const *s;
	const struct annot *best = NULL;
	size_t n;

	if (!st || !annot_count(st))
		return NULL;
	s = explore_samples(t->ex, r, p, &n);
	for (size_t i = 0; i < n; i++) {
		struct annot_key k = { s[i]->run, s[i]->problem, s[i]->sample };
		const struct annot *a = annot_get(st, &k);
		if (!a || !annot_is_set(a))
			continue;
		if (i == sample || (sample >= n && i == n - 1))
			return a;
		if (!best)
			best = a;
	}
	return best;
}

const struct annot *ui_annot_of(const struct tui *t, size_t r, size_t p, size_t sample)
{
	return t->an ? annot_in(t, t->an->st, r, p, sample) : NULL;
}

const struct annot *ui_beside_of(const struct tui *t, size_t r, size_t p, size_t sample)
{
	return t->an ? annot_in(t, t->an->beside, r, p, sample) : NULL;
}

bool ui_annot_team(const struct tui *t)
{
	if (!t->an)
		return false;
	if (t->an->beside)
		return true;
	for (size_t i = 0; t->an->st && i < annot_count(t->an->st); i++)
		if (annot_at(t->an->st, i)->labels)
			return true;
	return false;
}

bool ui_annot_disagree(const struct tui *t, size_t r, size_t p, size_t sample)
{
	const struct annot *mine = ui_annot_of(t, r, p, sample), *theirs;
	const char *ml, *tl;

	if (mine && annot_conflict(mine))
		return true;
	theirs = ui_beside_of(t, r, p, sample);
	if (!mine || !theirs)
		return false;
	ml = annot_own_label(mine);
	tl = annot_own_label(theirs);
	return ml && tl && strcmp(ml, tl);
}

bool ui_overridden(const struct tui *t, size_t r, size_t p)
{
	const struct answer *const *s;
	size_t n;

	if (!t->an || !t->an->novr)
		return false;
	s = explore_samples(t->ex, r, p, &n);
	for (size_t i = 0; i < n; i++)
		if (t->an->is_ovr[s[i] - t->ws->answers.v])
			return true;
	return false;
}

const char *ui_override_mark(const struct tui *t, size_t r, size_t p)
{
	return ui_overridden(t, r, p) ? " [override]" : "";
}

const char *ui_own_text(const struct tui *t, const struct answer *a, size_t *len)
{
	size_t ans = (size_t)(a - t->ws->answers.v);

	if (t->an && ans < t->ws->answers.n && t->an->is_ovr[ans]) {
		for (size_t i = 0; i < t->an->novr; i++) {
			if (t->an->ovr[i].ans == ans) {
				*len = t->an->ovr[i].orig_len;
				return t->an->ovr[i].orig;
			}
		}
	}
	*len = a->text_len;
	return a->text;
}

long ui_other_run(struct tui *t)
{
	long n = (long)explore_nruns(t->ex);
	struct ui_annot *an = t->an;

	if (n < 2 || t->run < 0)
		return -1;
	if (an->cmp_run < 0 || an->cmp_run >= n || an->cmp_run == t->run ||
	    an->cmp_for != t->run) {
		long b = explore_run_partner(t->ex, (size_t)t->run);
		an->cmp_run = b >= 0 ? b : (t->run + 1) % n;
		an->cmp_for = t->run;
	}
	return an->cmp_run;
}
