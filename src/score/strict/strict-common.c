/* strict-common.c - policy strict: self-consistency vote, claim checks
 * and flags shared by every task (see strict-policy.h). */
#include "config.h"
#include "strict-policy.h"
#include "claims.h"
#include "problem.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void score_flag(struct score_result *r, const char *name, size_t off, size_t len)
{
	for (int i = 0; i < r->nflags; i++)
		if (!strcmp(r->flags[i].name, name))
			return;
	if (r->nflags < SCORE_FLAGS_MAX)
		r->flags[r->nflags++] = (struct score_flag){ name, off, len };
}

struct xspan strict_items_span(const struct xanswer *a, size_t i, size_t j)
{
	size_t off = a->vspan[i].off, end = a->vspan[j].off + a->vspan[j].len;
	return (struct xspan){ off, end > off ? end - off : 0 };
}

static void fill_claims(struct strict_ctx *cx, struct score_result *out)
{
	struct claimset cs;

	claimset_init(&cs);
	claims_check(cx->in->p, cx->in->layer, cx->text, cx->len, &cs);
	out->has_claims = true;
	out->claims.total = (int)cs.n;
	out->claims.truth = (int)cs.ntrue;
	out->claims.falsity = (int)cs.nfalse;
	out->claims.unverifiable = (int)cs.nunverifiable;
	if (cs.first_false >= 0) {
		const struct claim *c = &cs.v[cs.first_false];
		out->claims.has_false = true;
		out->claims.off = c->span.off;
		out->claims.len = c->span.len;
		snprintf(out->claims.why, sizeof out->claims.why, "%s", c->why);
	}
	claimset_free(&cs);
}

int strict_begin(const struct score_input *in, struct strict_ctx *cx, struct score_result *out,
		 char **err)
{
	const struct problem *p = in->p;
	struct xanswer *as = xcalloc(in->ns, sizeof *as);
	char **keys = xcalloc(in->ns, sizeof *keys);
	long best = -1, bestv = 0, first_text = -1;

	memset(cx, 0, sizeof *cx);
	cx->in = in;
	cx->g = p->graph;
	if (!cx->g || !cx->g->finished) {
		free(as);
		free(keys);
		*err = xasprintf("%s: no graph to judge against", p->id);
		return -1;
	}
	cx->q.source = cx->q.target = -1;
	problem_query_int(p, "source", &cx->q.source);
	problem_query_int(p, "target", &cx->q.target);
	cx->q.nodes = cx->g->n;
	for (size_t k = 0; k < in->ns; k++) {
		if (!in->texts[k])
			continue;
		if (first_text < 0)
			first_text = (long)k;
		extract_answer(p->task->kind, in->texts[k], in->lens[k], &cx->q, &as[k]);
		keys[k] = xanswer_key(&as[k]);
	}
	/* majority of parsed answers; a tie goes to the value seen first */
	for (size_t k = 0; k < in->ns; k++) {
		long votes = 0;
		bool seen = false;
		if (!keys[k])
			continue;
		for (size_t j = 0; j < in->ns && !seen; j++)
			seen = j < k && keys[j] && !strcmp(keys[j], keys[k]);
		if (seen)
			continue;
		for (size_t j = k; j < in->ns; j++)
			votes += keys[j] && !strcmp(keys[j], keys[k]);
		if (votes > bestv) {
			bestv = votes;
			best = (long)k;
		}
	}
	cx->sample = best >= 0 ? best : first_text;
	for (size_t k = 0; k < in->ns; k++) {
		if ((long)k == best)
			cx->a = as[k];
		else
			xanswer_free(&as[k]);
		free(keys[k]);
	}
	free(as);
	free(keys);
	cx->text = in->texts[cx->sample];
	cx->len = in->lens[cx->sample];
	out->sample = cx->sample;
	if (cx->a.kind == XK_NONE) {
		size_t rl;
		char *lc = extract_lower(cx->text, cx->len);
		rl = extract_region(lc, cx->len);
		free(lc);
		out->unparsed = true;
		score_flag(out, "unparsed", 0, rl);
	}
	if (cx->a.contradiction)
		score_flag(out, "contradiction", cx->a.other.off, cx->a.other.len);
	fill_claims(cx, out);
	return 0;
}

void strict_end(struct strict_ctx *cx)
{
	xanswer_free(&cx->a);
}
