/* strict-common.c - policy strict: self-consistency vote, claim checks
 * and flags shared by every task (see strict-policy.h). */
#include "config.h"
#include "strict-policy.h"
#include "claims.h"
#include "problem.h"
#include "util.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strict_pc_formula(const struct score_input *in, struct score_result *out, const char *fmt,
		       ...)
{
	va_list ap;

	if (!in->explain)
		return;	/* only explaining views read it; a batch score would format
			 * one per answer for nothing */
	va_start(ap, fmt);
	vsnprintf(out->pc_formula, sizeof out->pc_formula, fmt, ap);
	va_end(ap);
}

struct xspan strict_items_span(const struct xanswer *a, size_t i, size_t j)
{
	size_t off = a->vspan[i].off, end = a->vspan[j].off + a->vspan[j].len;
	return (struct xspan){ off, end > off ? end - off : 0 };
}

/* A thread's claim set, its array kept from one answer to the next (a
 * reasoning's claims take some 16 KiB) and freed when the thread ends
 * (runs are scored on several threads: pipeline.h). */
static pthread_key_t claims_key;
static pthread_once_t claims_once = PTHREAD_ONCE_INIT;

static void claims_end(void *p)
{
	claimset_free(p);
	free(p);
}

static void claims_key_make(void)
{
	if (pthread_key_create(&claims_key, claims_end) != 0)
		gravel_out_of_memory("out of memory (a thread key)");
}

static struct claimset *thread_claims(void)
{
	struct claimset *cs;

	pthread_once(&claims_once, claims_key_make);
	cs = pthread_getspecific(claims_key);
	if (!cs) {
		cs = xcalloc(1, sizeof *cs);
		claimset_init(cs);
		if (pthread_setspecific(claims_key, cs) != 0)
			gravel_out_of_memory("out of memory (a thread's claims)");
	}
	return cs;
}

/* Every false claim of cs into out->faults, first error first (claims
 * come nearly in text order: an insertion sort). */
static void keep_faults(const struct claimset *cs, struct score_result *out)
{
	struct score_fault *f;
	size_t n = 0;

	score_result_free(out);
	if (!cs->nfalse)
		return;
	f = xmalloc(cs->nfalse * sizeof *f);
	for (size_t i = 0; i < cs->n; i++) {
		const struct claim *c = &cs->v[i];
		struct score_fault x;
		size_t k;
		if (c->verdict != CLAIM_FALSE)
			continue;
		x.kind = c->fault;
		x.off = c->span.off;
		x.len = c->span.len;
		memcpy(x.why, c->why, sizeof x.why);
		for (k = n; k > 0 && fault_before(&x, &f[k - 1]); k--)
			f[k] = f[k - 1];
		f[k] = x;
		n++;
	}
	out->faults = f;
	out->nfaults = (int)n;
}

static void fill_claims(struct strict_ctx *cx, struct score_result *out)
{
	struct claimset *cs = thread_claims();

	claimset_reset(cs);
	if (cx->lc)
		claims_check_lower(cx->in->p, cx->in->layer, cx->text, cx->lc, cx->len, cx->region,
				   &cx->a, cs);
	else
		claims_check_answer(cx->in->p, cx->in->layer, cx->text, cx->len, &cx->a, cs);
	out->has_claims = true;
	out->claims.total = (int)cs->n;
	out->claims.truth = (int)cs->ntrue;
	out->claims.falsity = (int)cs->nfalse;
	out->claims.unverifiable = (int)cs->nunverifiable;
	if (cs->first_false >= 0) {
		const struct claim *c = &cs->v[cs->first_false];
		out->claims.has_false = true;
		out->claims.off = c->span.off;
		out->claims.len = c->span.len;
		str_format(out->claims.why, sizeof out->claims.why, "%s", c->why);
	}
	keep_faults(cs, out);
}

/* The class a sample's answer falls in: samples that strict judges the same
 * (both right, or equal score and equal value: the scorer's vote_class,
 * e.g. a path's weight, else the answer's canonical key) share a vote. */
static char *sample_class(const struct score_input *in, score_task_fn self, size_t k,
			  const char *key, const struct xanswer *pre, double *pc)
{
	struct score_input one = *in;
	struct score_result r;
	char *err = NULL, *cls;
	const double *ex, *pv;

	memset(&r, 0, sizeof r);
	one.texts = in->texts + k;
	one.lens = in->lens + k;
	one.ns = 1;
	r.vote_only = true;
	r.pre = pre;
	*pc = 0;
	if (!self || self(&one, &(struct score_runstate){ 0 }, &r, &err) != 0) {
		free(err);
		return xasprintf("?|%s", key);
	}
	ex = metrics_get(&r.metrics, "exact");
	pv = metrics_get(&r.metrics, "pc");
	*pc = pv ? *pv : 0;
	if (ex && *ex == 1) {
		*pc = 1;
		cls = xstrdup("right");
	} else {
		cls = xasprintf("pc=%.9g|%s", *pc, r.vote_class[0] ? r.vote_class : key);
	}
	return cls;
}

/* Self-consistency: the class with the most votes wins; a tie goes to the
 * tied class that scores lowest (a value the samples do not agree on earns
 * no credit it has no majority for), then to the smaller class key - never
 * to sample order. Returns the first sample of the winning class, -1 when
 * no sample was parsed; fills v. */
static long vote(const struct score_input *in, score_task_fn self, char **keys,
		 const struct xanswer *as, struct score_vote *v)
{
	char **cls = xcalloc(in->ns, sizeof *cls);
	double *pc = xcalloc(in->ns, sizeof *pc);
	long best = -1, bestv = 0;
	size_t voters = 0, distinct = 0;

	memset(v, 0, sizeof *v);
	for (size_t k = 0; k < in->ns; k++) {
		voters += keys[k] != NULL;
		for (size_t j = 0; keys[k] && j < k; j++)
			if (keys[j] && !strcmp(keys[j], keys[k]))
				goto seen;
		distinct += keys[k] != NULL;
seen:;
	}
	for (size_t k = 0; k < in->ns; k++) {
		if (!keys[k])
			continue;
		/* one value only: no need to judge every sample; equal values
		 * are judged once */
		for (size_t j = 0; j < k && !cls[k]; j++)
			if (cls[j] && keys[j] && !strcmp(keys[j], keys[k])) {
				cls[k] = xstrdup(cls[j]);
				pc[k] = pc[j];
			}
		if (!cls[k])
			cls[k] = distinct > 1 ? sample_class(in, self, k, keys[k], &as[k], &pc[k]) :
						xstrdup(keys[k]);
	}
	for (size_t k = 0; k < in->ns; k++) {
		long votes = 0;
		bool seen = false;
		if (!cls[k])
			continue;
		for (size_t j = 0; j < k && !seen; j++)
			seen = cls[j] && !strcmp(cls[j], cls[k]);
		if (seen)
			continue;
		v->classes++;
		for (size_t j = k; j < in->ns; j++)
			votes += cls[j] && !strcmp(cls[j], cls[k]);
		if (best < 0 || votes > bestv ||
		    (votes == bestv && (pc[k] < pc[best] ||
					(pc[k] == pc[best] && strcmp(cls[k], cls[best]) < 0)))) {
			if (best >= 0 && votes == bestv)
				v->tie = true;
			else if (votes > bestv)
				v->tie = false;
			bestv = votes;
			best = (long)k;
		} else if (votes == bestv) {
			v->tie = true;
		}
	}
	v->voters = (int)voters;
	v->votes = (int)bestv;
	for (size_t k = 0; k < in->ns; k++)
		free(cls[k]);
	free(cls);
	free(pc);
	return best;
}

/* Each sample's final answer into as[k] (its lower-cased text into
 * lcs[k]) and, when there are samples to compare, its vote key into
 * keys[k]. Returns the first sample with a text, -1 when none has one. */
static long read_samples(const struct score_input *in, struct strict_ctx *cx,
			 struct score_result *out, struct xanswer *as, char **keys, char **lcs)
{
	const struct problem *p = in->p;
	long first_text = -1;

	for (size_t k = 0; k < in->ns; k++) {
		long same = -1;

		if (!in->texts[k])
			continue;
		if (first_text < 0)
			first_text = (long)k;
		/* a sample with an earlier one's very text has its key: the
		 * earlier sample is the one a vote can pick (vote() picks a
		 * class's first), so this one's answer is never read */
		for (size_t j = 0; j < k && same < 0; j++)
			if (in->texts[j] && in->lens[j] == in->lens[k] &&
			    !memcmp(in->texts[j], in->texts[k], in->lens[k]))
				same = (long)j;
		if (same >= 0) {
			keys[k] = keys[same] ? xstrdup(keys[same]) : NULL;
			continue;
		}
		if (out->pre && in->ns == 1) {
			as[k] = *out->pre;	/* borrowed: see strict_end */
			cx->borrowed = true;
		} else {
			lcs[k] = extract_lower(in->texts[k], in->lens[k]);
			extract_answer_lower(p->task->kind, lcs[k], in->lens[k], &cx->q, &as[k]);
		}
		/* a vote's classes: keys only when there are samples to compare */
		if (in->ns != 1)
			keys[k] = xanswer_key(&as[k]);
	}
	return first_text;
}

/* The sample whose answer is judged: the vote's winner, or the one
 * sample when it has a value; -1 when no sample has one. */
static long pick_sample(const struct score_input *in, score_task_fn self, char **keys,
			const struct xanswer *as, struct score_result *out)
{
	if (in->ns != 1)
		return vote(in, self, keys, as, &out->vote);
	/* what vote() finds for one sample, with or without a value */
	memset(&out->vote, 0, sizeof out->vote);
	if (in->texts[0] && as[0].kind != XK_NONE) {
		out->vote.voters = out->vote.votes = out->vote.classes = 1;
		return 0;
	}
	return -1;
}

/* Keep sample cx->sample's text lower-cased and answer best's in cx (a
 * text with no answer keeps whether it stops short); free the rest. */
static void keep_sample(struct strict_ctx *cx, long best, struct xanswer *as, char **keys,
			char **lcs, size_t ns)
{
	bool truncated = false;

	for (size_t k = 0; k < ns; k++) {
		if ((long)k == cx->sample && best < 0)
			truncated = as[k].truncated;
		if ((long)k == cx->sample && lcs[k]) {
			cx->lc = lcs[k];
			cx->region = as[k].region;
		} else {
			free(lcs[k]);
		}
		if ((long)k == best)
			cx->a = as[k];
		else if (!cx->borrowed)
			xanswer_free(&as[k]);
		free(keys[k]);
	}
	cx->a.truncated |= truncated;
}

/* No final answer: the unparsed flag over the answer region, and the
 * outcome missing, its error where the text stops (any false claim
 * before it comes first). */
static void mark_unparsed(const struct strict_ctx *cx, struct score_result *out)
{
	size_t rl;

	if (cx->lc) {
		rl = cx->region;
	} else {
		char *lc = extract_lower(cx->text, cx->len);
		rl = extract_region(lc, cx->len);
		free(lc);
	}
	out->unparsed = true;
	score_flag(out, "unparsed", 0, rl);
	if (cx->a.truncated)
		score_flag(out, "truncated", rl, 0);
	out->outcome = OUTCOME_MISSING;
	if (cx->a.truncated)
		score_final(out, FAULT_TRUNCATED, rl, 0, "the text stops before a final answer");
	else
		score_final(out, FAULT_NO_ANSWER, rl, 0, "no final answer to the question");
}

int strict_begin(const struct score_input *in, score_task_fn self, struct strict_ctx *cx,
		 struct score_result *out, char **err)
{
	const struct problem *p = in->p;

	memset(cx, 0, sizeof *cx);
	cx->in = in;
	cx->g = p->graph;
	if (!cx->g || !cx->g->finished) {
		*err = xasprintf("%s: no graph to judge against", p->id);
		return -1;
	}
	cx->q.source = cx->q.target = -1;
	problem_query_int(p, "source", &cx->q.source);
	problem_query_int(p, "target", &cx->q.target);
	cx->q.nodes = cx->g->n;

	/* up to 8 samples (nearly every item) on the stack */
	struct xanswer as8[8] = { 0 };
	char *keys8[8] = { 0 }, *lcs8[8] = { 0 };
	bool few = in->ns <= 8;
	struct xanswer *as = few ? as8 : xcalloc(in->ns, sizeof *as);
	char **keys = few ? keys8 : xcalloc(in->ns, sizeof *keys);
	/* each sample's text lower-cased once, for extraction and claims */
	char **lcs = few ? lcs8 : xcalloc(in->ns, sizeof *lcs);
	long first_text = read_samples(in, cx, out, as, keys, lcs);
	long best = pick_sample(in, self, keys, as, out);

	cx->sample = best >= 0 ? best : first_text;
	keep_sample(cx, best, as, keys, lcs, in->ns);
	if (!few) {
		free(as);
		free(keys);
		free(lcs);
	}
	cx->text = in->texts[cx->sample];
	cx->len = in->lens[cx->sample];
	out->sample = cx->sample;
	if (cx->a.kind == XK_NONE)
		mark_unparsed(cx, out);
	if (cx->a.contradiction)
		score_flag(out, "contradiction", cx->a.other.off, cx->a.other.len);
	if (!out->vote_only)
		fill_claims(cx, out);
	return 0;
}

void strict_end(struct strict_ctx *cx, struct score_result *out)
{
	const double *ex = metrics_get(&out->metrics, "exact");

	/* the outcome and the final answer's error where the scorer found
	 * none more precise: a right answer that another final answer of the
	 * text contradicts; a wrong one */
	if (ex && *ex == 1) {
		out->outcome = OUTCOME_CORRECT;
		if (cx->a.contradiction && out->final.kind == FAULT_NONE)
			score_final(out, FAULT_SELF_CONTRADICTION, cx->a.other.off, cx->a.other.len,
				    "another final answer of the text differs");
	} else if (!out->unparsed && cx->a.unfinished) {
		/* the answer credited is an item of a list the text stops in:
		 * for a reader the text never answered */
		out->outcome = OUTCOME_MISSING;
		score_final(out, FAULT_TRUNCATED, cx->a.span.off + cx->a.span.len, 0,
			    "the text stops before a final answer");
	} else if (!out->unparsed) {
		if (out->outcome == OUTCOME_NONE)
			out->outcome = OUTCOME_WRONG;
		if (out->final.kind == FAULT_NONE)
			score_final(out, FAULT_WRONG_FINAL, cx->a.span.off, cx->a.span.len,
				    "the final answer is wrong");
	}
	if (!cx->borrowed)
		xanswer_free(&cx->a);
	free(cx->lc);
	cx->lc = NULL;
}
