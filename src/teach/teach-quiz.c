/* teach-quiz.c - choosing a session's questions from its trace (teach.h
 * lists the kinds). Every choice depends on the trace alone. */
#include "config.h"
#include "teach.h"
#include "gen.h"
#include "problem.h"
#include "taskcfg.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NEXT 3
#define MAX_VALUE 2

struct cands {
	size_t *v;
	size_t n, cap;
};

static void cand_add(struct cands *c, size_t i)
{
	xgrow(&c->v, &c->cap, c->n + 1, sizeof *c->v);
	c->v[c->n++] = i;
}

struct teach_question *teach_new_question(struct teach *t, enum teach_qkind k,
					  enum teach_form f, size_t step)
{
	struct teach_question *q;

	t->q = xreallocarray(t->q, t->nq + 1, sizeof *t->q);
	q = &t->q[t->nq++];
	memset(q, 0, sizeof *q);
	q->kind = k;
	q->form = f;
	q->step = step;
	q->node = -1;
	q->seq = t->nq - 1;
	return q;
}

static void ask_next(struct teach *t, struct trace_state *st, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	bool pq = t->tr->frontier == TRACE_PQ;
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);
	int64_t least = INT64_MAX;
	struct strbuf sb;

	trace_state_at(t->tr, i, st);
	q->accept = xcalloc(st->nfrontier + 1, sizeof *q->accept);
	if (pq) {
		for (size_t j = 0; j < st->nfrontier; j++)
			if (st->fkey[j] < least)
				least = st->fkey[j];
		for (size_t j = 0; j < st->nfrontier; j++)
			if (st->fkey[j] == least)
				q->accept[q->naccept++] = st->frontier[j];
		q->text = xstrdup("Which node is taken from the priority queue next?");
	} else {
		q->accept[q->naccept++] = ev->a;
		q->text = xstrdup("Which node is dequeued next?");
	}
	sb_init(&sb);
	if (pq) {
		sb_printf(&sb, "the least distance in the queue is %" PRId64 ", ", least);
		if (q->naccept > 1) {
			sb_puts(&sb, "held by");
			for (size_t j = 0; j < q->naccept; j++)
				sb_printf(&sb, "%s %d", j ? "," : "", q->accept[j]);
			sb_printf(&sb, " (any is right; the trace takes %d)", ev->a);
		} else {
			sb_printf(&sb, "so %d comes next", ev->a);
		}
	} else {
		sb_printf(&sb, "%d is at the front of the queue", ev->a);
	}
	q->expect = sb_take(&sb);
}

/* The value question before event i (an edge looked at). */
static void ask_value(struct teach *t, struct trace_state *st, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	bool sp = t->p->task->kind == TASK_SHORTEST_PATH;
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	size_t j;

	q->node = ev->b;
	trace_state_at(t->tr, i + 1, st);
	for (j = i + 1; j < trace_count(t->tr); j++) {
		enum trace_kind k = t->tr->ev[j].kind;
		if (k == TR_EXAMINE || k == TR_DEQUEUE || k == TR_SETTLE || k == TR_ANSWER ||
		    k == TR_FOUND)
			break;
		trace_state_apply(t->tr, st, j);
	}
	q->value = sp ? st->dist[ev->b] : st->value[ev->b];
	if (sp) {
		q->text = xasprintf("Edge %d-%d (weight %" PRId64 ") is looked at next. "
				    "What is dist[%d] after it?",
				    ev->a, ev->b, ev->val, ev->b);
		if (q->value == TRACE_INF)
			q->expect = xasprintf("dist[%d] stays inf", ev->b);
		else
			q->expect = xasprintf("dist[%d] = %" PRId64, ev->b, q->value);
	} else {
		q->text = xasprintf("Edge %d->%d is taken away next. How many predecessors does "
				    "%d wait for after it?",
				    ev->a, ev->b, ev->b);
		q->expect = xasprintf("%d waits for %" PRId64, ev->b, q->value);
	}
}

static char *list_text(const int *v, size_t n)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < n; i++)
		sb_printf(&sb, "%s%d", i ? " " : "", v[i]);
	return sb_take(&sb);
}

static void ask_final(struct teach *t, size_t step, size_t answer_ev)
{
	enum task_kind kind = t->p->task->kind;
	const int *list = NULL;
	size_t len = 0;
	struct teach_question *q;
	char *l;

	if (answer_ev < trace_count(t->tr))
		list = trace_list(t->tr, answer_ev, &len);
	l = list_text(list, list ? len : 0);
	if (kind == TASK_TOPOLOGY) {
		q = teach_new_question(t, TQ_FINAL, TF_ORDER, 0);
		q->text = xstrdup("Before we start: give a topological order of all the nodes.");
		q->expect = xasprintf("any order with every edge forward is right; Kahn's gives %s",
				      l);
	} else if (kind == TASK_SHORTEST_PATH) {
		q = teach_new_question(t, TQ_FINAL, TF_PATH, step);
		q->text = xasprintf("Give the shortest path from %d to %d.", t->source, t->target);
		if (t->best == TRACE_INF)
			q->expect = xasprintf("there is none");
		else
			q->expect = xasprintf("a shortest path is %s (length %" PRId64 ")", l, t->best);
	} else {
		q = teach_new_question(t, TQ_FINAL, TF_PATH, step);
		q->text = xasprintf("Give a path from %d to %d, or none if they are not connected.",
				    t->source, t->target);
		if (t->connected)
			q->expect = xasprintf("a path is %s", l);
		else
			q->expect = xasprintf("none: %d is never reached", t->target);
	}
	free(l);
}

/* Up to k of c's entries, spread evenly (the middle of k equal parts). */
static size_t spread(const struct cands *c, size_t k, size_t j)
{
	(void)k;
	return c->v[(2 * j + 1) * c->n / (2 * k)];
}

static int by_step(const void *a, const void *b)
{
	const struct teach_question *x = a, *y = b;

	if (x->step != y->step)
		return x->step < y->step ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;	/* the final question last */
}

void teach_choose_questions(struct teach *t)
{
	struct trace *tr = t->tr;
	size_t n = trace_count(tr), final_step = n, answer_ev = n;
	struct cands next = { 0 }, value = { 0 };
	enum task_kind kind = t->p->task->kind;
	struct trace_state st;
	size_t k;

	if (kind != TASK_CONNECTIVITY && kind != TASK_SHORTEST_PATH && kind != TASK_TOPOLOGY) {
		teach_choose_more(t);
		qsort(t->q, t->nq, sizeof *t->q, by_step);
		return;
	}
	trace_state_init(&st, tr);
	trace_state_at(tr, 0, &st);
	for (size_t i = 0; i < n; i++) {
		const struct trace_event *ev = &tr->ev[i];

		if (ev->kind == TR_DEQUEUE && st.nfrontier >= 2)
			cand_add(&next, i);
		if (ev->kind == TR_EXAMINE && ev->b >= 0 && kind != TASK_CONNECTIVITY &&
		    (kind == TASK_TOPOLOGY || st.mark[ev->b] != MARK_SETTLED))
			cand_add(&value, i);
		if ((ev->kind == TR_ANSWER || ev->kind == TR_FOUND) && final_step == n)
			final_step = i;
		if (ev->kind == TR_ANSWER)
			answer_ev = i;
		trace_state_apply(tr, &st, i);
	}
	k = next.n < MAX_NEXT ? next.n : MAX_NEXT;
	for (size_t j = 0; j < k; j++)
		ask_next(t, &st, spread(&next, k, j));
	k = value.n < MAX_VALUE ? value.n : MAX_VALUE;
	for (size_t j = 0; j < k; j++)
		ask_value(t, &st, spread(&value, k, j));
	ask_final(t, final_step, answer_ev);
	qsort(t->q, t->nq, sizeof *t->q, by_step);
	trace_state_free(&st);
	free(next.v);
	free(value.v);
}
