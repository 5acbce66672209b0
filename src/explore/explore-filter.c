/* explore-filter.c - verdict and flag names, and filtering the problem
 * rows (see explore.h). */
#include "config.h"
#include "explore.h"
#include "explore-int.h"
#include "graph.h"

#include <stdlib.h>
#include <string.h>

static const char *const verdict_names[] = { "none", "unparsed", "right", "partial",
						      "wrong" };
_Static_assert(ARRAY_SIZE(verdict_names) == EV__COUNT, "a name for every verdict");
static const char *const flag_names[] = { "unscorable", "recorded", "differs",
						    "policy-disagree", "samples", "simulated",
						    "planted" };
_Static_assert(ARRAY_SIZE(flag_names) == EXF__COUNT, "a name for every flag");

const char *ex_verdict_name(enum ex_verdict v)
{
	return v < EV__COUNT ? verdict_names[v] : "?";
}

int ex_verdict_parse(const char *s, enum ex_verdict *out)
{
	for (int i = 0; i < EV__COUNT; i++)
		if (!strcmp(s, verdict_names[i])) {
			*out = (enum ex_verdict)i;
			return 0;
		}
	return -1;
}

const char *ex_flag_name(unsigned bit)
{
	for (int i = 0; i < EXF__COUNT; i++)
		if (bit == 1u << i)
			return flag_names[i];
	return "?";
}

unsigned ex_flag_parse(const char *s)
{
	for (int i = 0; i < EXF__COUNT; i++)
		if (!strcmp(s, flag_names[i]))
			return 1u << i;
	return 0;
}

void ex_filter_init(struct ex_filter *f, const struct explore *ex)
{
	memset(f, 0, sizeof *f);
	f->run = ex && explore_nruns(ex) ? 0 : -1;
}

void ex_result_init(struct ex_result *res)
{
	memset(res, 0, sizeof *res);
}

void ex_result_free(struct ex_result *res)
{
	free(res->rows);
	free(res->group_counts);
	memset(res, 0, sizeof *res);
}

static inline unsigned char lower(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c;
}

bool ex_text_contains(const char *hay, size_t len, const char *needle, size_t nlen)
{
	const unsigned char *h = (const unsigned char *)hay, *n = (const unsigned char *)needle;
	unsigned char a, b;

	if (!nlen)
		return true;
	if (!hay || len < nlen)
		return false;
	a = lower(n[0]);
	b = a >= 'a' && a <= 'z' ? (unsigned char)(a - 32) : a;
	for (size_t i = 0; i + nlen <= len; i++) {
		const unsigned char *p;
		size_t k;
		if (h[i] != a && h[i] != b) {
			/* skip ahead to the next byte that can start a match */
			const unsigned char *pa = memchr(h + i, a, len - nlen + 1 - i);
			const unsigned char *pb = a != b ? memchr(h + i, b, len - nlen + 1 - i) : NULL;
			if (!pa && !pb)
				return false;
			p = !pa ? pb : !pb ? pa : pa < pb ? pa : pb;
			i = (size_t)(p - h);
		}
		for (k = 1; k < nlen && lower(h[i + k]) == lower(n[k]); k++)
			;
		if (k == nlen)
			return true;
	}
	return false;
}

/* Does problem p's question, or an answer text of run (any run when run
 * < 0), contain text? */
static bool row_matches(const struct explore *ex, size_t p, long run, const char *text,
			size_t nl)
{
	const struct problem *pr = ex->ws->problems.v[p];

	if (pr->question && ex_text_contains(pr->question, strlen(pr->question), text, nl))
		return true;
	for (size_t r = run >= 0 ? (size_t)run : 0; r < ex->nruns; r++) {
		const struct ex_item *it = ex_item_of(ex, r, p);
		for (size_t s = 0; it && s < it->n; s++) {
			const struct answer *a = ex->samples[it->first + s];
			if (ex_text_contains(a->text, a->text_len, text, nl))
				return true;
		}
		if (run >= 0)
			break;
	}
	return false;
}

/* The matches of text per problem, cached per (text, run). While a search
 * is typed, each text extends the last one: only the rows that matched
 * the shorter text can match the longer one. */
static const unsigned char *text_matches(struct explore *ex, const char *text, long run)
{
	size_t np = ex->np, nl = strlen(text);
	bool narrow;

	if (ex->text && ex->text_run == run && !strcmp(ex->text, text))
		return ex->text_match;
	narrow = ex->text && ex->text_run == run && ex->text_match &&
		 ex_text_contains(text, nl, ex->text, strlen(ex->text));
	if (!narrow) {
		free(ex->text_match);
		ex->text_match = xcalloc(np + 1, 1);
	}
	for (size_t p = 0; p < np; p++)
		if (!narrow || ex->text_match[p])
			ex->text_match[p] = row_matches(ex, p, run, text, nl);
	free(ex->text);
	ex->text = xstrdup(text);
	ex->text_run = run;
	return ex->text_match;
}

void ex_text_recheck(struct explore *ex, size_t r, size_t p)
{
	if (!ex->text || !ex->text_match || p >= ex->np)
		return;
	if (ex->text_run >= 0 && (size_t)ex->text_run != r)
		return;
	ex->text_match[p] = row_matches(ex, p, ex->text_run, ex->text, strlen(ex->text));
}

static bool eq_or_any(const char *want, const char *have)
{
	return !want || !*want || (have && !strcmp(want, have));
}

bool explore_run_in_groups(const struct explore *ex, size_t r, const struct ex_filter *f)
{
	if (r >= ex->nruns)
		return false;
	for (size_t k = 0; k < ex->run[r].nitems; k++) {
		size_t p = ex->run[r].items[k].pid;
		const struct ex_group *g;
		if (p >= ex->np)
			continue;
		g = &ex->groups[ex->group_of[p]];
		if (eq_or_any(f->benchmark, g->benchmark) && eq_or_any(f->task, g->task) &&
		    eq_or_any(f->difficulty, g->difficulty))
			return true;
	}
	return false;
}

void explore_filter(struct explore *ex, const struct ex_filter *f, struct ex_result *res)
{
	const struct policy *pol = f->pol ? f->pol : workspace_policy(ex->ws);
	size_t np = ex->np, k = ex_policy_index(ex, pol);
	long run = f->run >= 0 && (size_t)f->run < ex->nruns ? f->run : -1;
	const unsigned char *tm = NULL;
	unsigned char *gok = xcalloc(ex->ngroups + 1, 1);
	struct ex_cache *cache = NULL;
	const struct ex_run *ru = run >= 0 ? &ex->run[run] : NULL;
	bool dis_ok = explore_can_disagree();

	if (f->text && *f->text)
		tm = text_matches(ex, f->text, run);
	if (ru)
		cache = ex_run_scores(ex, k, (size_t)run);
	for (size_t g = 0; g < ex->ngroups; g++)
		gok[g] = eq_or_any(f->benchmark, ex->groups[g].benchmark) &&
			 eq_or_any(f->task, ex->groups[g].task) &&
			 eq_or_any(f->difficulty, ex->groups[g].difficulty);
	if (res->cap < np + 1) {
		res->rows = xreallocarray(res->rows, np + 1, sizeof *res->rows);
		res->cap = np + 1;
	}
	free(res->group_counts);
	res->group_counts = xcalloc(ex->ngroups + 1, sizeof *res->group_counts);
	res->n = 0;
	res->credit_sum = 0;
	res->answered = 0;
	memset(res->counts, 0, sizeof res->counts);
	for (size_t i = 0; i < np; i++) {
		size_t p = ex->rows[i];
		const struct ex_cell *cell = &ex->none;
		unsigned flags;

		if (!gok[ex->group_of[p]] || (tm && !tm[p]))
			continue;
		if (f->only && (p >= f->nonly || !f->only[p]))
			continue;
		if (f->nodes && (!ex->ws->problems.v[p]->graph ||
				 ex->ws->problems.v[p]->graph->n != f->nodes))
			continue;
		if (ru && ex_run_item(ru, p) != SIZE_MAX)
			cell = &cache->cells[ex_run_item(ru, p)];
		flags = cell->flags;
		if (ru && dis_ok && (f->policy_disagree || (f->flags & EXF_POLICY_DISAGREE)) &&
		    explore_disagree(ex, (size_t)run, p))
			flags |= EXF_POLICY_DISAGREE;
		if ((flags & f->flags) != f->flags)
			continue;
		if (f->policy_disagree && !(flags & EXF_POLICY_DISAGREE))
			continue;
		if (f->recorded_disagree && !(flags & EXF_DIFFERS))
			continue;
		if (f->kind && (cell->verdict == EV_NONE || !score_first_error(&cell->res) ||
				score_first_error(&cell->res)->kind != f->kind))
			continue;
		/* counts cover every verdict under the other filters */
		res->counts[cell->verdict]++;
		if (f->verdicts && !(f->verdicts & (1u << cell->verdict)))
			continue;
		res->rows[res->n++] = p;
		res->group_counts[ex->group_of[p]]++;
		res->credit_sum += cell->credit;
		res->answered += cell->verdict != EV_NONE;
	}
	free(gok);
}
