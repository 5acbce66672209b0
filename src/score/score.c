/* score.c - the policy table, and scoring a runset's (run, problem) pairs
 * (see score.h). */
#include "config.h"
#include "score.h"
#include "score-memo.h"
#include "score-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The rows' per-kind scorers and primary metrics come from each policy's
 * task ops table (score-ops.h), filled in on first use. */
static struct policy policies[] = {
	{ "strict", "validity against the graph, partial credit, claim checks", false, { 0 }, { 0 },
	  { 0 }, { 0 } },
	{ "compat", "NLGraph's own evaluation scripts, quirks included", true, { 0 }, { 0 },
	  { 0 }, { 0 } },
};
static const struct score_ops *(*const policy_ops[])(enum task_kind) = { strict_ops_for,
									 compat_ops_for };

static void policies_fill(void)
{
	static bool filled;

	if (filled)
		return;
	for (size_t i = 0; i < ARRAY_SIZE(policies); i++)
		for (int k = 0; k < TASK__COUNT; k++) {
			const struct score_ops *o = policy_ops[i]((enum task_kind)k);
			policies[i].fn[k] = o->score;
			policies[i].primary[k] = o->primary;
			policies[i].pure[k] = o->pure;
			policies[i].why[k] = o->differs_why;
		}
	filled = true;
}

size_t policy_count(void)
{
	return ARRAY_SIZE(policies);
}

const struct policy *policy_at(size_t i)
{
	policies_fill();
	return i < policy_count() ? &policies[i] : NULL;
}

const struct policy *policy_find(const char *name, bool *known)
{
	*known = false;
	policies_fill();
	for (size_t i = 0; i < policy_count(); i++)
		if (!strcmp(policies[i].name, name)) {
			*known = true;
			return &policies[i];
		}
	return NULL;
}

/* strict is the default: the first row */
const struct policy *policy_default(void)
{
	policies_fill();
	return &policies[0];
}

/* ---- (run, problem) index ------------------------------------------- */

struct pairmap {
	struct pairslot {
		uint32_t h;	/* the low half of the item's pair_hash */
		uint32_t item;	/* item index + 1, 0 = empty */
	} *slot;
	size_t cap;
	const char *run;	/* the last run hashed, and its hash */
	uint64_t run_h;
};

/* h extended by s, eight bytes a step: every answer hashes its run and
 * problem ids, which run to 40 bytes and more, so a byte a step would be
 * a loop per byte of every id. Only the map's slots depend on it, never an
 * order. */
static uint64_t hash_str(uint64_t h, const char *s)
{
	const uint64_t k = 0x9e3779b97f4a7c15ULL;
	size_t n = strlen(s), i = 0;
	uint64_t w;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, s + i, 8);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	w = 0;
	memcpy(&w, s + i, n - i);
	h = (h ^ w ^ n) * k;
	return h ^ (h >> 32);
}

/* The pair's hash; a run's answers are adjacent, so its part is kept. */
static uint64_t pair_hash(struct pairmap *pm, const char *run, const char *problem)
{
	if (!pm->run || (pm->run != run && strcmp(pm->run, run) != 0)) {
		pm->run = run;
		pm->run_h = hash_str(14695981039346656037ULL, run) * 31;
	}
	return hash_str(pm->run_h, problem);
}

/* Room for want items at most half full (a table of at most 2^32 slots);
 * the items are put back by their kept hashes. */
static void pairmap_grow(struct pairmap *pm, size_t want)
{
	size_t ncap = pm->cap ? pm->cap : 1024;
	struct pairslot *ns;

	while (ncap < want * 2)
		ncap *= 2;
	if (ncap == pm->cap)
		ncap *= 2;
	ns = xcalloc(ncap, sizeof *ns);
	for (size_t i = 0; i < pm->cap; i++) {
		size_t h;
		if (!pm->slot[i].item)
			continue;
		h = (size_t)pm->slot[i].h & (ncap - 1);
		while (ns[h].item)
			h = (h + 1) & (ncap - 1);
		ns[h] = pm->slot[i];
	}
	free(pm->slot);
	pm->slot = ns;
	pm->cap = ncap;
}

/* Index of the item for (run, problem), creating it. */
static size_t pair_item(struct pairmap *pm, struct score_report *rep, const struct answer *a)
{
	uint32_t hv;
	size_t h;

	if (rep->n >= UINT32_MAX - 1)	/* 4 billion items of a KiB each: never */
		gravel_fatal("too many (run, problem) pairs");
	if ((rep->n + 1) * 2 > pm->cap)
		pairmap_grow(pm, rep->n + 1);
	hv = (uint32_t)pair_hash(pm, a->run, a->problem);
	h = (size_t)hv & (pm->cap - 1);
	while (pm->slot[h].item) {
		struct score_item *it = &rep->v[pm->slot[h].item - 1];
		if (pm->slot[h].h == hv && !strcmp(it->problem_id, a->problem) &&
		    !strcmp(it->run, a->run))
			return pm->slot[h].item - 1;
		h = (h + 1) & (pm->cap - 1);
	}
	xgrow(&rep->v, &rep->cap, rep->n + 1, sizeof *rep->v);
	memset(&rep->v[rep->n], 0, sizeof rep->v[rep->n]);
	rep->v[rep->n].run = a->run;
	rep->v[rep->n].model = a->model;
	rep->v[rep->n].method = a->method;
	rep->v[rep->n].problem_id = a->problem;
	pm->slot[h] = (struct pairslot){ hv, (uint32_t)++rep->n };
	return rep->n - 1;
}

/* ---- set sizes: problems per benchmark/task/difficulty/set ----------- */

/* What scoring keeps across calls over one problemset: the problems per id
 * prefix (the id up to its last '/'), counted in one pass over the
 * problems on first use (keys borrow the problems' ids), and the pure
 * scorers' results (score-memo.h). */
struct score_sets {
	struct set_slot {
		const char *key;	/* NULL: empty */
		size_t len;
		long n;
	} *slot;
	size_t cap, used;
	struct score_memo *memo;
};

static size_t prefix_len(const char *id)
{
	const char *s = strrchr(id, '/');
	return s ? (size_t)(s - id) : strlen(id);
}

static size_t prefix_hash(const char *s, size_t len)
{
	uint64_t h = 14695981039346656037ULL;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return (size_t)h;
}

/* The slot of the prefix (key, len): its own, or the empty one it would
 * take. */
static struct set_slot *sets_slot(struct score_sets *ss, const char *key, size_t len)
{
	size_t h = prefix_hash(key, len) & (ss->cap - 1);

	while (ss->slot[h].key &&
	       !(ss->slot[h].len == len && !memcmp(ss->slot[h].key, key, len)))
		h = (h + 1) & (ss->cap - 1);
	return &ss->slot[h];
}

static struct score_sets *sets_build(const struct problemset *ps, bool shared)
{
	struct score_sets *ss = xcalloc(1, sizeof *ss);

	ss->cap = 64;
	while (ss->cap < ps->n * 2 + 2)
		ss->cap *= 2;
	ss->slot = xcalloc(ss->cap, sizeof *ss->slot);
	ss->memo = score_memo_new(shared);
	for (size_t i = 0; i < ps->n; i++) {
		size_t pl = prefix_len(ps->v[i]->id);
		struct set_slot *sl = sets_slot(ss, ps->v[i]->id, pl);
		if (!sl->key) {
			*sl = (struct set_slot){ ps->v[i]->id, pl, 0 };
			ss->used++;
		}
		sl->n++;
	}
	return ss;
}

void score_sets_free(struct score_sets *ss)
{
	if (ss) {
		free(ss->slot);
		score_memo_free(ss->memo);
	}
	free(ss);
}

void score_sets_ready(struct score_sets **sets, struct problemset *ps, bool shared)
{
	if (!*sets)
		*sets = sets_build(ps, shared);
	problemset_index(ps);
}

void score_sets_counts(const struct score_sets *ss, size_t *hits, size_t *kept)
{
	score_memo_counts(ss ? ss->memo : NULL, hits, kept);
}

/* last: the slot asked last (a run's items are of one set) */
static long set_size(const struct problem *p, struct score_sets *ss, const struct set_slot **last)
{
	const struct set_slot *sl = *last;
	size_t len = prefix_len(p->id);

	if (!sl || !sl->key || sl->len != len || memcmp(sl->key, p->id, len))
		*last = sl = sets_slot(ss, p->id, len);
	return sl->key ? sl->n : 0;
}

/* ---- scoring ----------------------------------------------------------- */

static int cmp_sample(const void *a, const void *b)
{
	const struct answer *x = *(const struct answer *const *)a;
	const struct answer *y = *(const struct answer *const *)b;
	return (x->sample > y->sample) - (x->sample < y->sample);
}

bool score_recorded_differs(const struct policy *pol, const struct problem *p,
			    const struct metrics *res, bool correct, const struct metrics *rec,
			    bool *recorded_correct)
{
	const char *prim = p ? pol->primary[p->task->kind] : NULL;
	const double *rv;
	bool cross = false, differs = false;

	rv = prim ? metrics_get(rec, prim) : NULL;
	/* recorded by another policy's rules (NLGraph's res arrays under
	 * strict): compare right / wrong */
	for (size_t k = 0; !rv && p && k < policy_count(); k++)
		if (policies[k].primary[p->task->kind] &&
		    (rv = metrics_get(rec, policies[k].primary[p->task->kind])))
			cross = true;
	if (recorded_correct)
		*recorded_correct = rv && *rv == 1;
	if (!res)
		return false;
	if (cross)
		return rv && correct != (*rv == 1);
	for (int i = 0; i < rec->n; i++) {
		const double *mv = metrics_get(res, rec->m[i].name);
		if (mv && *mv != rec->m[i].v)
			differs = true;
	}
	return differs;
}

static void compare_recorded(const struct policy *pol, struct score_item *it)
{
	if (!it->recorded.n)
		return;
	it->has_recorded = true;
	it->differs = score_recorded_differs(pol, it->p, it->scored ? &it->res.metrics : NULL,
					     it->correct, &it->recorded, &it->recorded_correct);
}

int score_runs(const struct policy *pol, struct problemset *ps, const struct runset *rs,
	       struct score_report *rep, struct diags *d)
{
	return score_runs_subst(pol, NULL, ps, rs, NULL, rep, d);
}

/* Put the "override" flag first (dropping the last flag when full). */
static void flag_override(struct score_result *r)
{
	if (r->nflags == SCORE_FLAGS_MAX)
		r->nflags--;
	memmove(&r->flags[1], &r->flags[0], (size_t)r->nflags * sizeof *r->flags);
	r->flags[0] = (struct score_flag){ "override", 0, 0 };
	r->nflags++;
}

int score_runs_subst(const struct policy *pol, score_resolve_fn resolve, struct problemset *ps,
		     const struct runset *rs, const struct score_subst *sub,
		     struct score_report *rep, struct diags *d)
{
	struct score_sets *sets = NULL;
	int rc = score_runs_sets(pol, resolve, ps, rs, sub, rep, &sets, d);

	score_sets_free(sets);
	return rc;
}

/* What scoring a runset's items carries from one item to the next. */
struct runs_scoring {
	const struct policy *pol;
	score_resolve_fn resolve;
	const struct score_subst *sub;
	struct problemset *ps;
	struct score_sets *sets;
	struct diags *d;
	size_t near;	/* where the next problem is looked for first */
	const struct set_slot *last_set;
	/* each run carries its own state, even when runs interleave */
	struct runstate {
		const char *run;
		struct score_runstate st;
	} *rst;
	size_t nrst, caprst, cur;
};

/* rep's items, one per (run, problem) in order of first appearance, with
 * their sample counts; returns the answers grouped by item:
 * (*start)[i] .. (*start)[i + 1] are item i's (both malloc'd). */
static const struct answer **items_gather(struct score_report *rep, const struct runset *rs,
					  size_t **start)
{
	struct pairmap pm = { NULL, 0, NULL, 0 };
	size_t *owner = xcalloc(rs->n ? rs->n : 1, sizeof *owner), *fill;
	const struct answer **byitem;

	/* at most an item per answer: room for all at once (pages untouched
	 * until used), not a copy of every item at each doubling */
	rep->cap = rs->n ? rs->n : 1;
	rep->v = xreallocarray(NULL, rep->cap, sizeof *rep->v);
	for (size_t i = 0; i < rs->n; i++) {
		owner[i] = pair_item(&pm, rep, &rs->v[i]);
		rep->v[owner[i]].samples++;
	}
	free(pm.slot);
	*start = xcalloc(rep->n + 1, sizeof **start);
	fill = xcalloc(rep->n + 1, sizeof *fill);
	for (size_t i = 0; i < rep->n; i++)
		(*start)[i + 1] = (*start)[i] + rep->v[i].samples;
	byitem = xcalloc(rs->n ? rs->n : 1, sizeof *byitem);
	for (size_t i = 0; i < rs->n; i++)
		byitem[(*start)[owner[i]] + fill[owner[i]]++] = &rs->v[i];
	free(owner);
	free(fill);
	return byitem;
}

/* The state of run's policy, made at its first item. */
static struct score_runstate *run_state(struct runs_scoring *sc, const char *run)
{
	if (!sc->nrst || strcmp(sc->rst[sc->cur].run, run) != 0) {
		for (sc->cur = 0; sc->cur < sc->nrst && strcmp(sc->rst[sc->cur].run, run); sc->cur++)
			;
		if (sc->cur == sc->nrst) {
			xgrow(&sc->rst, &sc->caprst, sc->nrst + 1, sizeof *sc->rst);
			memset(&sc->rst[sc->nrst], 0, sizeof *sc->rst);
			sc->rst[sc->nrst++].run = run;
		}
	}
	return &sc->rst[sc->cur].st;
}

/* An item's sample texts as its scorer reads them: the answers' own, or
 * their substitutes (sub). */
struct item_texts {
	const char **texts, *text1[8];
	size_t *lens, len1[8];
	char **subst;
	size_t ntext;	/* samples with a text */
};

static void texts_gather(struct item_texts *t, const struct score_subst *sub,
			 struct score_item *it, const struct answer **as)
{
	/* most items have a sample or a few: no allocation for them */
	t->texts = it->samples <= 8 ? t->text1 : xcalloc(it->samples, sizeof *t->texts);
	t->lens = it->samples <= 8 ? t->len1 : xcalloc(it->samples, sizeof *t->lens);
	t->subst = sub ? xcalloc(it->samples, sizeof *t->subst) : NULL;
	t->ntext = 0;
	for (size_t k = 0; k < it->samples; k++) {
		size_t sl = 0;
		t->texts[k] = as[k]->text;
		t->lens[k] = as[k]->text_len;
		if (sub && (t->subst[k] = sub->text(sub->ctx, it->p, as[k], &sl))) {
			t->texts[k] = t->subst[k];
			t->lens[k] = sl;
			it->overridden = true;
		}
		t->ntext += t->texts[k] != NULL;
	}
}

static void texts_free(struct item_texts *t, size_t samples)
{
	for (size_t k = 0; t->subst && k < samples; k++)
		free(t->subst[k]);
	free(t->subst);
	if (t->texts != t->text1) {
		free(t->texts);
		free(t->lens);
	}
}

/* The item's recorded scores (its first sample's that has any) and exec
 * status: a sample's that did not run, else "ok" (made "ok" or "wrong"
 * by the verdict). */
static void item_recorded(struct score_item *it, const struct answer **as)
{
	const char *xs = NULL;

	for (size_t k = 0; k < it->samples && !it->recorded.n; k++)
		it->recorded = as[k]->recorded;
	for (size_t k = 0; k < it->samples; k++)
		if (as[k]->exec && (!xs || !strcmp(xs, "ok")))
			xs = as[k]->exec;
	it->exec = (unsigned char)score_exec_column(xs, false);
}

/* Score the item's texts with fn: the result a pure scorer found for the
 * same input before, else fn's; then the verdict. */
static void item_judge(struct runs_scoring *sc, score_task_fn fn, struct score_item *it,
		       const struct score_input *in)
{
	enum task_kind kind = it->p->task->kind;
	/* a pure scorer's result is kept for an input seen again */
	bool pure = sc->pol->pure[kind] && fn == sc->pol->fn[kind];
	uint64_t h = pure ? score_memo_hash(fn, in) : 0;
	const double *pv;
	char *err = NULL;
	int rc = 0;

	if (!pure || !score_memo_find(sc->sets->memo, fn, in, h, &it->res)) {
		rc = fn(in, run_state(sc, it->run), &it->res, &err);
		if (rc == 0 && pure)
			score_memo_put(sc->sets->memo, fn, in, h, &it->res);
	}
	if (rc != 0) {
		diag_warn(sc->d, it->run, 0, 0, "%s", err);
		free(err);
		return;
	}
	pv = metrics_get(&it->res.metrics, sc->pol->primary[kind]);
	it->scored = true;
	it->correct = pv && *pv == 1;
	if (it->correct && it->exec == 1 + SX_WRONG)
		it->exec = 1 + SX_OK;
	it->credit = score_credit(&it->res, it->correct);
}

/* Score item it from its answers as (in sample order). */
static void item_score(struct runs_scoring *sc, struct score_item *it, const struct answer **as)
{
	struct item_texts t;
	struct score_input in = { 0 };
	score_task_fn fn;

	item_recorded(it, as);
	it->p = problemset_find_near(sc->ps, it->problem_id, &sc->near);
	if (!it->p)	/* said once, by set, by the caller (score_missing_text) */
		return;
	texts_gather(&t, sc->sub, it, as);
	fn = sc->resolve ? sc->resolve(sc->pol, it->p) : sc->pol->fn[it->p->task->kind];
	if (t.ntext && fn) {
		in = (struct score_input){ it->p, t.texts, t.lens, it->samples, as[0]->layer,
					   as[0]->city || strstr(it->run, "+city") != NULL,
					   set_size(it->p, sc->sets, &sc->last_set), false };
		item_judge(sc, fn, it, &in);
	}
	if (it->overridden && it->scored)
		flag_override(&it->res);
	if (it->scored && !it->overridden && it->res.sample >= 0 &&
	    (size_t)it->res.sample < it->samples) {
		it->text = as[it->res.sample]->text;
		it->text_len = as[it->res.sample]->text_len;
	}
	compare_recorded(sc->pol, it);
	it->why = (unsigned char)score_differs_why(sc->pol, &in, &it->recorded, it->differs,
						   as[0]->mismatch);
	texts_free(&t, it->samples);
}

int score_runs_sets(const struct policy *pol, score_resolve_fn resolve, struct problemset *ps,
		    const struct runset *rs, const struct score_subst *sub,
		    struct score_report *rep, struct score_sets **sets, struct diags *d)
{
	struct runs_scoring sc = { pol, resolve, sub, ps, NULL, d, 0, NULL, NULL, 0, 0, 0 };
	const struct answer **byitem;
	size_t *start;

	memset(rep, 0, sizeof *rep);
	rep->pol = pol;
	/* built once, before runs are scored on several threads (then this
	 * call only reads *sets and ps) */
	score_sets_ready(sets, ps, false);
	sc.sets = *sets;
	byitem = items_gather(rep, rs, &start);
	for (size_t i = 0; i < rep->n; i++) {
		const struct answer **as = byitem + start[i];
		if (rep->v[i].samples > 1)
			qsort(as, rep->v[i].samples, sizeof *as, cmp_sample);
		item_score(&sc, &rep->v[i], as);
		if (!rep->v[i].p)
			rep->missing++;
	}
	free(sc.rst);
	free(byitem);
	free(start);
	return 0;
}

void score_report_free(struct score_report *rep)
{
	for (size_t i = 0; i < rep->n; i++)
		score_result_free(&rep->v[i].res);
	free(rep->v);
	memset(rep, 0, sizeof *rep);
}

/* The set of an id benchmark/task/difficulty/set/index ("attack"), or "". */
static size_t id_set(const char *id, const char **set)
{
	const char *end = strrchr(id, '/'), *start = end;

	*set = "";
	if (!end || end == id)
		return 0;
	while (start > id && start[-1] != '/')
		start--;
	*set = start;
	return (size_t)(end - start);
}

void score_missing_count(struct score_missing *m, const char *problem_id)
{
	const char *set;
	size_t len = id_set(problem_id, &set), k;

	m->n++;
	for (k = 0; k < m->ns && !(m->lens[k] == len && !strncmp(m->sets[k], set, len)); k++)
		;
	if (k == m->ns && m->ns < SCORE_MISSING_SETS) {
		m->sets[m->ns] = xstrndup(set, len);
		m->lens[m->ns] = len;
		m->counts[m->ns++] = 0;
	}
	if (k < m->ns)
		m->counts[k]++;
	else
		m->other++;
}

void score_missing_free(struct score_missing *m)
{
	for (size_t k = 0; k < m->ns; k++)
		free(m->sets[k]);
	memset(m, 0, sizeof *m);
}

char *score_missing_say(const struct score_missing *m, size_t missing, const char *problems)
{
	struct strbuf sb;

	if (!missing)
		return NULL;
	sb_init(&sb);
	sb_printf(&sb, "left out %zu (run, problem) pair%s whose problems are not in %s:",
		  missing, missing == 1 ? "" : "s", problems);
	for (size_t k = 0; k < m->ns; k++)
		sb_printf(&sb, "%s %zu of set %.*s", k ? "," : "", m->counts[k], (int)m->lens[k],
			  m->lens[k] ? m->sets[k] : "?");
	if (m->other)
		sb_printf(&sb, ", %zu of other sets", m->other);
	sb_puts(&sb, " (import those sets too to score them, e.g. --set all)");
	return sb_take(&sb);
}

char *score_missing_text(const struct score_report *rep, const char *problems)
{
	struct score_missing m;
	char *s;

	if (!rep->missing)
		return NULL;
	memset(&m, 0, sizeof m);
	for (size_t i = 0; i < rep->n; i++)
		if (!rep->v[i].p)
			score_missing_count(&m, rep->v[i].problem_id);
	s = score_missing_say(&m, rep->missing, problems);
	score_missing_free(&m);
	return s;
}
