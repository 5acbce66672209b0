/* ui-state.c - the state the screens share: policy, run, filter, rows,
 * selection, search and the prompt that edits them. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "text.h"
#include "problem.h"
#include "score.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static void first_answered(struct tui *t);

/* Open on a run that has answer texts: NLGraph's first logs kept only
 * their results, and a screen of "none" shows nothing. Until the user (or
 * the saved state) chooses a run, the first run with text as runs arrive;
 * the first run when none has any. */
static void first_run_with_text(struct tui *t)
{
	size_t nruns = explore_nruns(t->ex);

	if (t->run_chosen || t->restore_run || t->run < 0 ||
	    explore_run_has_text(t->ex, (size_t)t->run))
		return;
	for (size_t r = 0; r < nruns; r++)
		if (explore_run_has_text(t->ex, r)) {
			t->run = (long)r;
			return;
		}
}

void tui_state_init(struct tui *t, struct workspace *ws, const struct diags *diags,
		    const char *source)
{
	memset(t, 0, sizeof *t);
	t->ws = ws;
	t->ex = explore_new(ws);
	t->diags = diags;
	t->source = text_clean(source);
	t->pol = workspace_policy(ws);
	t->pinned = SIZE_MAX;
	t->run = explore_nruns(t->ex) ? 0 : -1;
	first_run_with_text(t);
	ex_filter_init(&t->filter, t->ex);
	/* one log folder opened: its answered problems, not the 36,562 of the
	 * dataset found up the tree (c clears it, as any filter) */
	if (ws->nruns == 1 && ws->runs[0].kind == WS_RUNS_NLGRAPH_RUN)
		t->filter.verdicts = 1u << EV_RIGHT | 1u << EV_PARTIAL | 1u << EV_WRONG |
				     1u << EV_UNPARSED;
	ex_result_init(&t->res);
	edit_init(&t->prompt.ed, "", PROMPT_MAX);	/* "" not NULL: the buffer exists */
	tui_refilter(t);
	if (explore_nruns(t->ex) == 1)
		first_answered(t);
}

/* ---- loading in slices -------------------------------------------------- */

#define SYNC_INTERVAL 0.25	/* seconds between explorer updates while loading */

/* One run opened on its dataset: start on its first item. */
static void first_answered(struct tui *t)
{
	for (size_t i = 0; i < t->res.n; i++) {
		size_t n;
		explore_samples(t->ex, 0, t->res.rows[i], &n);
		if (n) {
			t->cur = i;
			break;
		}
	}
}

/* What arrived: into the explorer (at once: the explorer borrows the
 * workspace's arrays, which loading moves), the overrides, and the rows
 * (when problems came, else every SYNC_INTERVAL and at the end). */
static void load_rows(struct tui *t)
{
	t->synced = now_seconds();
	t->stale_rows = false;
	if (t->restore_run) {
		long r = explore_run_find(t->ex, t->restore_run);
		if (r >= 0) {
			t->run = r;
			free(t->restore_run);
			t->restore_run = NULL;
		}
	}
	if (t->run < 0 && explore_nruns(t->ex))
		t->run = 0;
	first_run_with_text(t);
	if (t->restore_problem && tui_problem_index(t) != t->restore_guard) {
		free(t->restore_problem);	/* the user moved meanwhile */
		t->restore_problem = NULL;
	}
	tui_refilter(t);
	tui_restore_place(t);
	if (t->follow_end && t->res.n)	/* End while loading: still the end */
		t->cur = t->res.n - 1;
}

static void load_sync(struct tui *t, bool rows)
{
	size_t np = explore_nproblems(t->ex);

	if (explore_sync(t->ex)) {
		ui_annot_grow(t);
		t->stale_rows = true;
	}
	if (t->stale_rows && (rows || np != explore_nproblems(t->ex) ||
			      now_seconds() - t->synced >= SYNC_INTERVAL))
		load_rows(t);
}

void tui_load_begin(struct tui *t, struct ws_loader *l, struct diags *d)
{
	const struct diags *cfg = tui_config_diags();

	t->loader = l;
	t->load_diags = d;
	t->load_shown = d->n + d->dropped + (cfg ? cfg->n : 0);
	t->synced = now_seconds();
}

static void load_end(struct tui *t, int rc)
{
	const struct diags *cfg = tui_config_diags();
	size_t n = t->load_diags->n + t->load_diags->dropped + (cfg ? cfg->n : 0);
	bool errors = t->load_diags->errors || (cfg && cfg->errors);
	char key[32];

	workspace_loader_free(t->loader);
	t->loader = NULL;
	load_sync(t, true);
	free(t->restore_run);
	t->restore_run = NULL;
	free(t->restore_problem);	/* never came: the checkout changed */
	t->restore_problem = NULL;
	if (!rc && t->load_diags->errors)
		rc = EXIT_DATAERR;
	t->load_rc = rc;
	if (!t->placed && explore_nruns(t->ex) == 1 && t->cur == 0)
		first_answered(t);
	action_key_labels(ACT_MESSAGES, 1, key, sizeof key);
	if (rc)
		tui_message(t, true, "loading stopped: %zu message%s (%s to read); showing what "
			    "was read", n, n == 1 ? "" : "s", key);
	else if (n != t->load_shown)	/* tui_start said how many there were then */
		tui_message(t, errors, "%zu message%s while loading (%s to read)", n,
			    n == 1 ? "" : "s", key);
}

bool tui_load_step(struct tui *t, double budget)
{
	int rc;

	if (!t->loader)
		return false;
	rc = workspace_loader_step(t->loader, budget, t->load_diags);
	if (rc != WS_LOAD_MORE) {
		load_end(t, rc);
	} else {
		load_sync(t, false);
	}
	return true;
}

bool tui_idle(struct tui *t, double budget)
{
	struct screen *s;

	if (t->loader) {
		/* a search shares the slice with loading */
		bool searched = tui_search_all_step(t, budget / 2);
		return tui_load_step(t, searched ? budget / 2 : budget) || searched;
	}
	if (tui_search_all_step(t, budget))
		return true;
	s = t->depth ? t->stack[t->depth - 1] : NULL;
	return s && s->ops->idle && s->ops->idle(s, t);
}

void tui_load_finish(struct tui *t)
{
	while (t->loader)
		tui_load_step(t, 1e9);
}

bool tui_load_progress(const struct tui *t, struct strbuf *sb)
{
	size_t done, total;
	const char *what;

	if (!t->loader)
		return tui_search_all_progress(t, sb);
	what = workspace_loader_what(t->loader, &done, &total);
	sb_printf(sb, "loading %s %zu/%zu", what, done, total);
	if (t->search_busy)
		sb_puts(sb, "  ");
	tui_search_all_progress(t, sb);
	return true;
}

void tui_state_free(struct tui *t)
{
	workspace_loader_free(t->loader);
	free(t->restore_run);
	free(t->restore_problem);
	free(t->saved_task);
	free(t->saved_diff);
	tui_audits_free(t);
	ex_result_free(&t->res);
	explore_free(t->ex);
	free(t->filter_text);
	tui_search_all_clear(t);
	free(t->search);
	free(t->source);
	free(t->message);
	edit_free(&t->prompt.ed);
}

size_t tui_problem_index(const struct tui *t)
{
	return t->cur < t->res.n ? t->res.rows[t->cur] : SIZE_MAX;
}

const struct problem *tui_problem(const struct tui *t)
{
	size_t p = tui_problem_index(t);

	return p == SIZE_MAX ? NULL : explore_problem(t->ex, p);
}

/* Position in t->res.rows where problem p is or would be (row order). */
static size_t res_position(const struct tui *t, size_t p)
{
	size_t want = explore_row_of(t->ex, p), lo = 0, hi = t->res.n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (explore_row_of(t->ex, t->res.rows[mid]) < want)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void refilter(struct tui *t, bool stay)
{
	size_t keep = tui_problem_index(t), lo;

	t->filter.pol = t->pol;
	t->filter.run = t->run;
	t->filter.text = t->filter_text;
	explore_filter(t->ex, &t->filter, &t->res);
	ui_annot_refine(t);	/* label and run-comparison filters */
	t->gen++;
	t->cur = 0;
	t->pinned = SIZE_MAX;
	if (keep == SIZE_MAX)
		return;
	/* rows are in row order: binary search the kept problem */
	lo = res_position(t, keep);
	if (stay && (lo >= t->res.n || t->res.rows[lo] != keep)) {
		/* res.rows has room for every problem (explore_filter) */
		memmove(&t->res.rows[lo + 1], &t->res.rows[lo],
			(t->res.n - lo) * sizeof *t->res.rows);
		t->res.rows[lo] = keep;
		t->res.n++;
		t->pinned = keep;
	}
	t->cur = lo < t->res.n ? lo : (t->res.n ? t->res.n - 1 : 0);
}

void tui_refilter(struct tui *t)
{
	refilter(t, false);
}

void tui_refilter_stay(struct tui *t)
{
	refilter(t, true);
}

void tui_unpin(struct tui *t)
{
	size_t at;

	if (t->pinned == SIZE_MAX || tui_problem_index(t) == t->pinned)
		return;
	at = res_position(t, t->pinned);
	if (at < t->res.n && t->res.rows[at] == t->pinned) {
		memmove(&t->res.rows[at], &t->res.rows[at + 1],
			(t->res.n - at - 1) * sizeof *t->res.rows);
		t->res.n--;
		if (t->cur > at)
			t->cur--;
	}
	t->pinned = SIZE_MAX;
	t->gen++;
}

const char *tui_run_name(const struct tui *t)
{
	return t->run >= 0 ? explore_run_name(t->ex, (size_t)t->run) : NULL;
}

const struct answer *const *tui_samples(const struct tui *t, size_t *n)
{
	size_t p = tui_problem_index(t);

	*n = 0;
	if (p == SIZE_MAX || t->run < 0)
		return NULL;
	return explore_samples(t->ex, (size_t)t->run, p, n);
}

const struct answer *tui_answer(const struct tui *t)
{
	size_t n;
	const struct answer *const *s = tui_samples(t, &n);

	if (!n)
		return NULL;
	return s[t->sample < n ? t->sample : n - 1];
}

const struct ex_cell *tui_cell(struct tui *t)
{
	size_t p = tui_problem_index(t);

	if (p == SIZE_MAX || t->run < 0)
		return NULL;
	return explore_cell(t->ex, t->pol, (size_t)t->run, p);
}

enum draw_role ui_verdict_role(enum ex_verdict v)
{
	switch (v) {
	case EV_RIGHT:
		return ROLE_RIGHT;
	case EV_WRONG:
		return ROLE_WRONG;
	case EV_PARTIAL:
		return ROLE_PARTIAL;
	case EV_UNPARSED:
		return ROLE_UNPARSED;
	default:
		return ROLE_DIM;
	}
}

/* The verdict cycle of filter-verdict: any, then these. */
static const enum ex_verdict verdict_cycle[] = { EV_RIGHT, EV_WRONG, EV_PARTIAL, EV_UNPARSED,
						 EV_NONE };
#define NVERDICT_CYCLE ARRAY_SIZE(verdict_cycle)

/* Distinct task or difficulty names of the groups, in group order. */
/* Whether d may cycle to group g's difficulty: g is of the current task
 * (the task filter's, else one the current run answers), so that no step
 * lands on a difficulty the task does not have (shortest_path: no medium). */
static bool difficulty_of_task(const struct tui *t, const struct ex_group *g)
{
	const struct ex_filter *f = &t->filter;
	struct ex_filter one;

	if (f->benchmark && *f->benchmark && (!g->benchmark || strcmp(f->benchmark, g->benchmark)))
		return false;
	if (f->task && *f->task)
		return g->task && !strcmp(f->task, g->task);
	if (t->run < 0)
		return true;
	ex_filter_init(&one, t->ex);
	one.benchmark = g->benchmark;
	one.task = g->task;
	return explore_run_in_groups(t->ex, (size_t)t->run, &one);
}

static const char *nth_group_value(const struct tui *t, bool task, int k)
{
	size_t ng = explore_ngroups(t->ex);
	int seen = 0;

	for (size_t g = 0; g < ng; g++) {
		const struct ex_group *gr = explore_group(t->ex, g);
		const char *v = task ? gr->task : gr->difficulty;
		bool dup = false;

		if (!v || (!task && !difficulty_of_task(t, gr)))
			continue;
		for (size_t h = 0; h < g && !dup; h++) {
			const struct ex_group *o = explore_group(t->ex, h);
			const char *w = task ? o->task : o->difficulty;
			dup = w && !strcmp(v, w) && (task || difficulty_of_task(t, o));
		}
		if (dup)
			continue;
		if (++seen == k)
			return v;
	}
	return NULL;
}

/* ---- filters remembered between sessions -------------------------------- */

static void put(cJSON *o, const char *key, const char *v)
{
	if (v && !cJSON_AddStringToObject(o, key, v))
		gravel_fatal("out of memory");
}

char *tui_filters_save(const struct tui *t)
{
	static const char *const dis[] = { NULL, "policy", "recorded" };
	_Static_assert(ARRAY_SIZE(dis) == DIS__COUNT, "a name for every disagreement");
	cJSON *o = cJSON_CreateObject();
	char *text = NULL, *j;

	if (!o)
		gravel_fatal("out of memory");
	if (t->verdict_idx)
		put(o, "verdict", ex_verdict_name(verdict_cycle[t->verdict_idx - 1]));
	if (t->flag_idx)
		put(o, "flag", ex_flag_name(1u << (t->flag_idx - 1)));
	put(o, "task", t->filter.task);
	put(o, "difficulty", t->filter.difficulty);
	put(o, "disagree", dis[t->disagree]);
	if (t->filter_text && *t->filter_text)
		put(o, "text", t->filter_text);
	put(o, "label", ui_annot_label_filter(t));
	if (o->child) {
		if (!(j = cJSON_PrintUnformatted(o)))
			gravel_fatal("out of memory");
		text = xstrdup(j);
		cJSON_free(j);
	}
	cJSON_Delete(o);
	return text;
}

static const char *get(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* A task or difficulty filter by name: the cycling position when the
 * value is loaded, else an owned copy that filters all the same. */
static const char *group_value(struct tui *t, bool task, const char *name, int *idx,
			       char **saved)
{
	const char *v;

	for (int k = 1; (v = nth_group_value(t, task, k)); k++)
		if (!strcmp(v, name)) {
			*idx = k;
			return v;
		}
	free(*saved);
	*saved = xstrdup(name);
	*idx = 0;
	return *saved;
}

void tui_filters_restore(struct tui *t, const char *json)
{
	cJSON *o = json ? cJSON_Parse(json) : NULL;
	const char *v;

	if (!cJSON_IsObject(o)) {
		cJSON_Delete(o);
		return;
	}
	if ((v = get(o, "verdict")))
		for (size_t i = 0; i < NVERDICT_CYCLE; i++)
			if (!strcmp(ex_verdict_name(verdict_cycle[i]), v)) {
				t->verdict_idx = (int)i + 1;
				t->filter.verdicts = 1u << verdict_cycle[i];
			}
	if ((v = get(o, "flag")))
		for (int i = 0; i < EXF__COUNT; i++)
			if (!strcmp(ex_flag_name(1u << i), v)) {
				t->flag_idx = i + 1;
				t->filter.flags = 1u << i;
			}
	if ((v = get(o, "task")))
		t->filter.task = group_value(t, true, v, &t->task_idx, &t->saved_task);
	if ((v = get(o, "difficulty")))
		t->filter.difficulty = group_value(t, false, v, &t->diff_idx, &t->saved_diff);
	if ((v = get(o, "disagree"))) {
		if (!strcmp(v, "policy") && explore_can_disagree())
			t->disagree = DIS_POLICY;
		else if (!strcmp(v, "recorded"))
			t->disagree = DIS_RECORDED;
		t->filter.policy_disagree = t->disagree == DIS_POLICY;
		t->filter.recorded_disagree = t->disagree == DIS_RECORDED;
	}
	if ((v = get(o, "text")) && *v) {
		free(t->filter_text);
		t->filter_text = xstrdup(v);
	}
	if ((v = get(o, "label")))
		ui_annot_set_label_filter(t, v);
	cJSON_Delete(o);
}

void tui_restore_place(struct tui *t)
{
	if (!t->restore_problem)
		return;
	for (size_t i = 0; i < t->res.n; i++)
		if (!strcmp(explore_problem(t->ex, t->res.rows[i])->id, t->restore_problem)) {
			t->cur = i;
			t->placed = true;
			free(t->restore_problem);
			t->restore_problem = NULL;
			return;
		}
	t->restore_guard = tui_problem_index(t);
}

void tui_filter_summary(const struct tui *t, struct strbuf *sb)
{
	const char *run = tui_run_name(t);
	char *clean = text_clean(run ? run : "(no runs)");

	sb_printf(sb, "run %s  policy %s", clean, t->pol ? t->pol->name : "-");
	free(clean);
	if (t->verdict_idx)
		sb_printf(sb, "  verdict=%s", ex_verdict_name(verdict_cycle[t->verdict_idx - 1]));
	else if (t->filter.verdicts)	/* every verdict but none: one log folder opened */
		sb_puts(sb, "  answered");
	if (t->flag_idx)
		sb_printf(sb, "  flag=%s", ex_flag_name(1u << (t->flag_idx - 1)));
	if (t->filter.kind)
		sb_printf(sb, "  kind=%s", fault_kind_name(t->filter.kind));
	if (t->filter.nodes)
		sb_printf(sb, "  nodes=%d", t->filter.nodes);
	if (t->filter.task)
		sb_printf(sb, "  task=%s", t->filter.task);
	if (t->filter.difficulty)
		sb_printf(sb, "  difficulty=%s", t->filter.difficulty);
	if (t->disagree == DIS_POLICY)
		sb_puts(sb, "  strict!=compat");
	else if (t->disagree == DIS_RECORDED)
		sb_puts(sb, "  differs-from-recorded");
	if (t->filter_text && *t->filter_text) {
		char *c = text_clean(t->filter_text);
		sb_printf(sb, "  text=\"%s\"", c);
		free(c);
	}
	tui_search_all_summary(t, sb);
}

/* Does the filter name a task, difficulty or benchmark (so that a run may
 * answer none of what it lets through)? */
static bool filter_has_groups(const struct ex_filter *f)
{
	return (f->task && *f->task) || (f->difficulty && *f->difficulty) ||
	       (f->benchmark && *f->benchmark);
}

void ui_draw_empty(struct tui *t, int top, int height, int cols)
{
	struct strbuf sb;
	struct textlines lines;
	char key[32];
	int y;

	sb_init(&sb);
	textlines_init(&lines);
	if (!explore_nproblems(t->ex)) {
		sb_puts(&sb, "No problems to show.");
	} else {
		sb_puts(&sb, "No problems match (filters: ");
		tui_filter_summary(t, &sb);
		ui_annot_summary(t, &sb);
		sb_puts(&sb, ").");
		if (t->run >= 0 && filter_has_groups(&t->filter) &&
		    !explore_run_in_groups(t->ex, (size_t)t->run, &t->filter)) {
			char prev[32];
			sb_printf(&sb, " Run %s answers none of these problems: %s / %s go to the runs "
				  "that do.",
				  explore_run_name(t->ex, (size_t)t->run),
				  action_key_labels(ACT_NEXT_RUN, 1, key, sizeof key),
				  action_key_labels(ACT_PREV_RUN, 1, prev, sizeof prev));
		}
		sb_printf(&sb, " %s clears the filters.",
			  action_key_labels(ACT_FILTER_CLEAR, 1, key, sizeof key));
	}
	text_wrap(sb.data, cols > 8 ? cols - 4 : 4, &lines);
	y = top + (height - (int)lines.n) / 2;
	if (y < top)
		y = top;
	for (size_t i = 0; i < lines.n && y < top + height; i++, y++)
		draw_text(y, 2, cols - 4, ROLE_DIM, lines.v[i]);
	textlines_free(&lines);
	sb_free(&sb);
}

/* r / R: on by step (1 or nruns - 1) to the next run that answers a
 * problem the task / difficulty filter lets through (a run of another
 * task would show an empty list); false, with a message, when none does. */
static bool step_run(struct tui *t, size_t step)
{
	size_t nruns = explore_nruns(t->ex), r = t->run < 0 ? 0 : (size_t)t->run;

	for (size_t k = 0; k < nruns; k++) {
		r = (r + step) % nruns;
		if (!filter_has_groups(&t->filter) || explore_run_in_groups(t->ex, r, &t->filter)) {
			t->run = (long)r;
			return true;
		}
	}
	{
		const struct ex_filter *f = &t->filter;
		bool b = f->benchmark && *f->benchmark, k = f->task && *f->task,
		     d = f->difficulty && *f->difficulty;
		tui_message(t, true, "no run answers a problem of%s%s%s%s%s%s",
			    b ? " benchmark=" : "", b ? f->benchmark : "", k ? " task=" : "",
			    k ? f->task : "", d ? " difficulty=" : "", d ? f->difficulty : "");
	}
	return false;
}

static void cycle_policy(struct tui *t)
{
	size_t n = policy_count(), i;

	for (i = 0; i < n && policy_at(i) != t->pol; i++)
		;
	t->pol = policy_at(n ? (i + 1) % n : 0);
	tui_refilter_stay(t);
	tui_message(t, false, "policy %s: %zu shown re-scored", t->pol->name, t->res.n);
}

void ui_step_problem(struct tui *t, enum action a)
{
	if (a == ACT_NEXT_PROBLEM && t->cur + 1 < t->res.n)
		t->cur++;
	else if (a == ACT_PREV_PROBLEM && t->cur > 0)
		t->cur--;
}

/* Every filter neutral, as c leaves them. */
void tui_filter_clear(struct tui *t)
{
	t->verdict_idx = t->flag_idx = t->task_idx = t->diff_idx = 0;
	t->disagree = DIS_ANY;
	free(t->filter_text);
	t->filter_text = NULL;
	tui_search_all_clear(t);
	ex_filter_init(&t->filter, t->ex);
}

bool tui_handle_state(struct tui *t, enum action a)
{
	size_t nruns = explore_nruns(t->ex);

	switch (a) {
	case ACT_FILTER_VERDICT:
		t->verdict_idx = (t->verdict_idx + 1) % (int)(NVERDICT_CYCLE + 1);
		t->filter.verdicts = t->verdict_idx ? 1u << verdict_cycle[t->verdict_idx - 1] : 0;
		break;
	case ACT_FILTER_FLAG:
		t->flag_idx = (t->flag_idx + 1) % (EXF__COUNT + 1);
		t->filter.flags = t->flag_idx ? 1u << (t->flag_idx - 1) : 0;
		break;
	case ACT_FILTER_KIND:	/* the taxonomy's kinds in order, then any */
		t->filter.kind = (unsigned char)((t->filter.kind + 1) % FAULT__COUNT);
		break;
	case ACT_FILTER_TASK:
		t->filter.task = nth_group_value(t, true, ++t->task_idx);
		if (!t->filter.task)
			t->task_idx = 0;
		break;
	case ACT_FILTER_DIFFICULTY:
		t->filter.difficulty = nth_group_value(t, false, ++t->diff_idx);
		if (!t->filter.difficulty)
			t->diff_idx = 0;
		break;
	case ACT_FILTER_DISAGREE:
		t->disagree = (enum disagree_mode)((t->disagree + 1) % DIS__COUNT);
		if (t->disagree == DIS_POLICY && !explore_can_disagree()) {
			tui_message(t, true, "strict and compat are not both built");
			t->disagree = DIS_RECORDED;
		}
		t->filter.policy_disagree = t->disagree == DIS_POLICY;
		t->filter.recorded_disagree = t->disagree == DIS_RECORDED;
		break;
	case ACT_FILTER_CLEAR:
		tui_filter_clear(t);
		break;
	case ACT_NEXT_RUN:
	case ACT_PREV_RUN:
		if (!nruns) {
			tui_message(t, true, "no runs in this workspace");
			return true;
		}
		if (!step_run(t, a == ACT_NEXT_RUN ? 1 : nruns - 1))
			return true;
		t->run_chosen = true;
		free(t->restore_run);	/* the user chose: a remembered run no longer applies */
		t->restore_run = NULL;
		t->sample = 0;
		break;
	case ACT_POLICY:
		cycle_policy(t);
		return true;
	case ACT_SEARCH:
		tui_prompt_start(t, PROMPT_SEARCH);
		return true;
	case ACT_SEARCH_ALL:
		tui_prompt_start(t, PROMPT_SEARCH_ALL);
		return true;
	case ACT_FILTER_TEXT:
		tui_prompt_start(t, PROMPT_FILTER);
		return true;
	case ACT_EXPORT:
		tui_prompt_start(t, PROMPT_EXPORT);
		return true;
	case ACT_SEARCH_NEXT:
	case ACT_SEARCH_PREV:
		tui_search(t, a == ACT_SEARCH_NEXT ? 1 : -1);
		return true;
	case ACT_NEXT_SAMPLE:
	case ACT_PREV_SAMPLE: {
		size_t n;
		tui_samples(t, &n);
		if (n < 2) {
			tui_message(t, false, "one sample only");
			return true;
		}
		t->sample = (t->sample + (a == ACT_NEXT_SAMPLE ? 1 : n - 1)) % n;
		/* numbered as in the runs and annotation files (from 0) */
		tui_message(t, false, "sample %ld (%zu of %zu)", tui_answer(t)->sample,
			    t->sample + 1, n);
		return true;
	}
	default:
		return false;
	}
	tui_refilter(t);
	return true;
}

/* ---- search and the prompt ------------------------------------------- */

static bool row_matches(struct tui *t, size_t p, const char *needle, size_t nlen)
{
	const struct problem *pr = explore_problem(t->ex, p);
	size_t n;
	const struct answer *const *s;

	/* the id as the row shows it: "/ traversal/2" found nothing on a
	 * GraCoRe list whose rows read so */
	if (pr->id && ex_text_contains(pr->id, strlen(pr->id), needle, nlen))
		return true;
	if (pr->question && ex_text_contains(pr->question, strlen(pr->question), needle, nlen))
		return true;
	if (t->run < 0)
		return false;
	s = explore_samples(t->ex, (size_t)t->run, p, &n);
	for (size_t i = 0; i < n; i++)
		if (s[i]->text && ex_text_contains(s[i]->text, s[i]->text_len, needle, nlen))
			return true;
	return false;
}

char *tui_search_scope(const struct tui *t)
{
	const struct screen *top = t->depth ? t->stack[t->depth - 1] : NULL;
	const char *run = tui_run_name(t);
	char *clean = text_clean(run ? run : "(no runs)"), *s;

	/* what / looks in, said, since it is not every run's answers */
	if (t->prompt.kind == PROMPT_SEARCH_ALL)
		s = xasprintf("/ (answers of all %zu runs: a filter; Tab: run %s only) ",
			      explore_nruns(t->ex), clean);
	else if (top && top->ops->search)
		s = xasprintf("/ (this answer of %s) ", clean);
	else if (run)
		s = xasprintf("/ (ids, questions, answers of run %s only; Tab: all runs) ", clean);
	else
		s = xstrdup("/ (ids, questions) ");
	free(clean);
	return s;
}

void tui_search(struct tui *t, int dir)
{
	size_t n = t->res.n, nlen;

	if (!t->search || !*t->search) {
		char key[32];
		tui_message(t, true, "no search yet (%s to search)",
			    action_key_labels(ACT_SEARCH, 1, key, sizeof key));
		return;
	}
	nlen = strlen(t->search);
	for (size_t k = 1; k <= n; k++) {
		size_t i = dir > 0 ? (t->cur + k) % n : (t->cur + n - k % n) % n;
		if (row_matches(t, t->res.rows[i], t->search, nlen)) {
			if ((dir > 0 && i <= t->cur) || (dir < 0 && i >= t->cur))
				tui_message(t, false, "search wrapped");
			t->cur = i;
			return;
		}
	}
	tui_message(t, true, "not found: %s", t->search);
}

/* Does X write top's own table (screen_ops.export) rather than the rows? */
static bool screen_exports(struct screen *top)
{
	return top && top->ops->export && (!top->ops->exports || top->ops->exports(top));
}

void tui_prompt_start(struct tui *t, enum prompt_kind k)
{
	const char *text = "";

	t->prompt.kind = k;
	if (k == PROMPT_FILTER && t->filter_text)
		text = t->filter_text;
	if (k == PROMPT_EXPORT) {
		struct screen *top = t->depth ? t->stack[t->depth - 1] : NULL;
		text = screen_exports(top) ? top->ops->export_name : "gravel-view.csv";
	}
	edit_free(&t->prompt.ed);
	edit_init(&t->prompt.ed, text, PROMPT_MAX);
}

/* Write the filtered rows to path: JSON lines for a .jsonl name, else CSV;
 * atomically (output_open). */
static void export_view(struct tui *t, const char *path)
{
	struct output out;
	size_t len = strlen(path);
	bool jsonl = !suffixcmp(path, len, ".jsonl");
	char *clean = text_clean(path);
	struct screen *top = t->depth ? t->stack[t->depth - 1] : NULL;
	long rows;

	if (len && screen_exports(top)) {
		/* the screen's own table (the failures' counts) */
		if (jsonl)
			tui_message(t, true, "export: %s: this table is written as CSV only", clean);
		else if (output_open(&out, path) != 0)
			tui_message(t, true, "export: %s: %s", clean, strerror(errno));
		else if ((rows = top->ops->export(top, t, out.fp)) < 0) {
			output_abort(&out);
			tui_message(t, true, "export: %s: write error", clean);
		} else if (output_commit(&out) != 0)
			tui_message(t, true, "export: %s: %s", clean, strerror(errno));
		else
			tui_message(t, false, "exported %ld row%s (CSV) to %s", rows,
				    rows == 1 ? "" : "s", clean);
		free(clean);
		return;
	}
	if (!len) {
		tui_message(t, true, "export: no file name");
	} else if (output_open(&out, path) != 0) {
		tui_message(t, true, "export: %s: %s", clean, strerror(errno));
	} else if (explore_export(t->ex, t->run, t->res.rows, t->res.n, jsonl, out.fp) != 0) {
		output_abort(&out);
		tui_message(t, true, "export: %s: write error", clean);
	} else if (output_commit(&out) != 0) {
		tui_message(t, true, "export: %s: %s", clean, strerror(errno));
	} else {
		tui_message(t, false, "exported %zu row%s (%s) to %s", t->res.n,
			    t->res.n == 1 ? "" : "s", jsonl ? "JSON lines" : "CSV", clean);
	}
	free(clean);
}

bool tui_prompt_key(struct tui *t, int ek, int byte)
{
	const char *text;
	bool any;

	if (byte == '\t' && (t->prompt.kind == PROMPT_SEARCH || t->prompt.kind == PROMPT_SEARCH_ALL)) {
		/* the scope, as less's ^R and tig's toggles inside the prompt:
		 * the current run's answers or every run's */
		t->prompt.kind = t->prompt.kind == PROMPT_SEARCH ? PROMPT_SEARCH_ALL : PROMPT_SEARCH;
		return true;
	}
	switch (edit_key(&t->prompt.ed, (enum edit_key)ek, byte)) {
	case EDIT_CONTINUE:
		return true;
	case EDIT_CANCEL:
		t->prompt.kind = PROMPT_NONE;
		return false;
	case EDIT_ACCEPT:
		break;
	}
	text = edit_text(&t->prompt.ed);
	any = *text != '\0';
	if (t->prompt.kind == PROMPT_EXPORT) {
		t->prompt.kind = PROMPT_NONE;
		export_view(t, text);
	} else if (t->prompt.kind == PROMPT_AUTHOR) {
		t->prompt.kind = PROMPT_NONE;
		if (t->an)
			ui_annot_set_author(t, text);
	} else if (t->prompt.kind == PROMPT_REASON) {
		t->prompt.kind = PROMPT_NONE;
		if (t->an)
			ui_annot_reason(t, text);
	} else if (t->prompt.kind == PROMPT_SEARCH_ALL) {
		t->prompt.kind = PROMPT_NONE;
		tui_search_all_start(t, text);
	} else if (t->prompt.kind == PROMPT_SEARCH) {
		struct screen *top = t->depth ? t->stack[t->depth - 1] : NULL;
		t->prompt.kind = PROMPT_NONE;
		/* inside the screen's text (the answer), else the problems */
		if (any && top && top->ops->search && top->ops->search(top, t, text))
			return false;
		if (any) {
			free(t->search);
			t->search = xstrdup(text);
		}
		tui_search(t, 1);
	} else {
		free(t->filter_text);
		t->filter_text = any ? xstrdup(text) : NULL;
		t->prompt.kind = PROMPT_NONE;
		tui_refilter(t);
	}
	return false;
}
