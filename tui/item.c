/* item.c - reference trace, highlights, parsed answer, claims and the
 * decisive step of one item (item.h). */
#include "config.h"
#include "item.h"
#include "draw.h"
#include "decisive-ops.h"
#include "marks.h"
#include "score-ops.h"
#include "solve.h"
#include "task.h"
#include "util.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Read the answer text (len bytes): strict extraction's answer into it->xa,
 * or for the families whose scorers read answers themselves (GraCoRe's,
 * GraphEval2000's) what the scorer reads into it->parsed, and a cycle or
 * tour it gives into it->xa (both policies read those alike, so strict's
 * hook serves). */
static void read_answer(struct item *it, const char *text, size_t len, const struct xquery *q)
{
	const struct score_ops *ops = strict_ops_for(it->p->task->kind);

	extract_answer(it->p->task->kind, text, len, q, &it->xa);
	if (it->xa.kind == XK_NONE && ops && ops->reads) {
		char *read = ops->reads(it->p, text, len, &it->xa);
		it->parsed = read ? read : xstrdup("(no final answer found)");
	}
}

/* The answer as it reads, when read_answer has not said (the text NULL
 * when there is none). */
static void format_parsed(struct item *it, const char *text)
{
	const struct xanswer *x = &it->xa;
	struct strbuf sb;
	int n1 = it->g->bipartite ? it->g->parts[0] : 0;

	if (it->parsed)
		return;
	sb_init(&sb);
	switch (x->kind) {
	case XK_NONE:
		/* an answer without text: a run that kept its results only
		 * (NLGraph's earliest logs) */
		sb_puts(&sb, text ? "(no final answer found)" :
			     it->a ? "(no text: the run kept results only)" : "(no answer)");
		break;
	case XK_BOOL:
		sb_puts(&sb, x->yes ? "yes" : "no");
		break;
	case XK_NUMBER:
		sb_printf(&sb, "%" PRId64, x->num);
		break;
	case XK_SEQ:
		for (size_t i = 0; i < x->n; i++)
			sb_printf(&sb, "%s%" PRId64, i ? "," : "", x->v[i]);
		if (x->has_num)
			sb_printf(&sb, " (total %" PRId64 ")", x->num);
		break;
	case XK_PAIRS:
		for (size_t i = 0; i + 1 < x->n; i += 2)
			sb_printf(&sb, "%sapplicant %" PRId64 " -> job %" PRId64, i ? ", " : "",
				  x->v[i], x->v[i + 1]);
		(void)n1;
		break;
	case XK_EMBED:
		/* the vectors themselves: "0:[1,1] 1:[2,0] ..." */
		for (size_t i = 0; i < x->n; i++) {
			sb_printf(&sb, "%s%" PRId64 ":[", i ? " " : "", x->v[i]);
			for (int d = 0; d < (x->rowdim ? x->rowdim[i] : x->dim); d++)
				sb_printf(&sb, "%s%g", d ? "," : "", x->f[i * (size_t)x->dim + (size_t)d]);
			sb_putc(&sb, ']');
		}
		if (!x->n)
			sb_puts(&sb, "(no vectors)");
		break;
	}
	if (x->kind != XK_NONE && !x->anchored)
		sb_puts(&sb, " [last stated, no answer phrase]");
	if (x->contradiction)
		sb_puts(&sb, " [contradicted elsewhere]");
	it->parsed = sb_take(&sb);
	sb_free(&sb);
}

/* ---- the decisive step (decisive-ops.h) -------------------------------- */

static void decide(struct item *it, const cJSON *ans)
{
	struct decisive d;

	decisive_step(it->p, it->g, it->tr, ans, &it->xa, &d);
	it->decisive = d.step;
	snprintf(it->why, sizeof it->why, "%s", d.why);
}

void item_load(struct item *it, const struct problem *p, const struct answer *a)
{
	struct problem tmp;
	cJSON *solved = NULL;
	const cJSON *ans;
	struct xquery q;
	long v;

	memset(it, 0, sizeof *it);
	it->p = p;
	it->a = a;
	it->decisive = -1;
	if (p->graph->finished) {
		it->g = p->graph;
	} else {
		it->g = graph_clone(p->graph);
		graph_finish(it->g);
		it->own_graph = true;
	}
	tmp = *p;
	tmp.graph = it->g;
	it->ref_node = xcalloc((size_t)it->g->n + 1, 1);
	it->mod_node = xcalloc((size_t)it->g->n + 1, 1);
	it->ref_edge = xcalloc(it->g->m + 1, 1);
	it->mod_edge = xcalloc(it->g->m + 1, 1);
	if (solve_fn(p->task)) {
		it->tr = trace_new(it->g, TRACE_DEFAULT_LIMIT);
		if (solve_problem(&tmp, &solved, it->tr, &it->trace_err) != 0) {
			trace_free(it->tr);
			it->tr = NULL;
		}
	} else {
		it->trace_err = xasprintf("task %s has no reference solver", p->task->name);
	}
	ans = p->gold_answer ? p->gold_answer : solved;
	if (ans)
		marks_reference(p, it->g, ans, it->tr, it->ref_node, it->ref_edge);

	q.source = problem_query_int(p, "source", &v) ? v : -1;
	q.target = problem_query_int(p, "target", &v) ? v : -1;
	q.nodes = it->g->n;
	claimset_init(&it->cs);
	if (a && a->text) {
		read_answer(it, a->text, a->text_len, &q);
		claims_check(&tmp, a->layer, a->text, a->text_len, &it->cs);
	} else {
		memset(&it->xa, 0, sizeof it->xa);
		it->xa.kind = XK_NONE;
	}
	marks_model(p, it->g, &it->xa, &it->cs, it->mod_node, it->mod_edge);
	format_parsed(it, a ? a->text : NULL);
	if (ans)
		decide(it, ans);
	cJSON_Delete(solved);
}

char *item_parse_text(const struct problem *p, const char *text, size_t len)
{
	struct item it;
	struct xquery q;
	long v;
	char *out;

	memset(&it, 0, sizeof it);
	it.p = p;
	it.g = p->graph;
	q.source = problem_query_int(p, "source", &v) ? v : -1;
	q.target = problem_query_int(p, "target", &v) ? v : -1;
	q.nodes = p->graph ? p->graph->n : 0;
	if (text) {
		read_answer(&it, text, len, &q);
	} else {
		it.xa.kind = XK_NONE;
	}
	it.a = NULL;
	format_parsed(&it, text);
	xanswer_free(&it.xa);
	out = it.parsed;
	return out;
}

void item_free(struct item *it)
{
	if (it->tr)
		trace_free(it->tr);
	free(it->trace_err);
	free(it->ref_node);
	free(it->ref_edge);
	free(it->mod_node);
	free(it->mod_edge);
	xanswer_free(&it->xa);
	claimset_free(&it->cs);
	free(it->parsed);
	if (it->own_graph)
		graph_free(it->g);
	memset(it, 0, sizeof *it);
}

unsigned char *item_answer_roles(const struct item *it)
{
	const struct answer *a = it->a;
	unsigned char *r = xcalloc(a->text_len + 1, 1);
	const struct xanswer *x = &it->xa;

	if (x->kind != XK_NONE && x->span.off < a->text_len) {
		size_t e = x->span.off + x->span.len;
		memset(r + x->span.off, ROLE_MODEL, (e > a->text_len ? a->text_len : e) - x->span.off);
	}
	/* true claims, then false ones over them, then the first false: a
	 * claim inside a longer one (a GNN sum's wrong term inside the true
	 * sum) keeps its colour whatever their order */
	for (int pass = 0; pass < 3; pass++)
		for (size_t i = 0; i < it->cs.n; i++) {
			const struct claim *c = &it->cs.v[i];
			size_t e = c->span.off + c->span.len;
			bool first = (long)i == it->cs.first_false;
			int want = first ? 2 : c->verdict == CLAIM_FALSE ? 1 : 0;

			if (c->verdict == CLAIM_UNVERIFIABLE || c->span.off >= a->text_len ||
			    want != pass)
				continue;
			memset(r + c->span.off,
			       first ? ROLE_FIRST_FALSE : pass ? ROLE_CLAIM_FALSE : ROLE_CLAIM_TRUE,
			       (e > a->text_len ? a->text_len : e) - c->span.off);
		}
	return r;
}
