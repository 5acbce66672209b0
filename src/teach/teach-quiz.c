/* teach-quiz.c - choosing a session's questions from its trace (teach.h
 * lists the kinds). Every choice depends on the trace alone. */
#include "config.h"
#include "teach.h"
#include "teach-ops.h"
#include "problem.h"

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
		teach_queue_why(t, i, &sb);
	}
	q->expect = sb_take(&sb);
}

void teach_queue_why(const struct teach *t, size_t i, struct strbuf *sb)
{
	const struct trace *tr = t->tr;
	const struct graph *g = t->p->graph;
	struct trace_state st;
	size_t joined[2] = { 0, 0 };
	int by = -1;

	trace_state_init(&st, tr);
	trace_state_at(t->tr, i, &st);
	sb_puts(sb, "the queue is");
	for (size_t k = 0; k < st.nfrontier; k++)
		sb_printf(sb, " %d", st.frontier[k]);
	sb_puts(sb, ", front first (first in, first out)");
	/* when the first two joined, and whose neighbours the front joined
	 * among: they join in the order of that node's list */
	for (size_t k = 0; k < 2 && k < st.nfrontier; k++)
		for (size_t j = i; j-- > 0;)
			if (tr->ev[j].kind == TR_ENQUEUE && tr->ev[j].a == st.frontier[k]) {
				joined[k] = j + 1;
				break;
			}
	for (size_t j = joined[0]; j-- > 0 && by < 0;)
		if (tr->ev[j].kind == TR_DEQUEUE)
			by = tr->ev[j].a;
	if (st.nfrontier && joined[0]) {
		sb_printf(sb, ": %d joined at step %zu", st.frontier[0], joined[0]);
		if (st.nfrontier > 1 && joined[1])
			sb_printf(sb, ", %d at step %zu", st.frontier[1], joined[1]);
		if (by >= 0 && g && g->finished) {
			sb_printf(sb, ", in the order of %d's list (", by);
			for (size_t k = g->off[by]; k < g->off[by + 1]; k++)
				sb_printf(sb, "%s%d", k > g->off[by] ? " " : "", g->nbr[k]);
			sb_putc(sb, ')');
		}
	}
	trace_state_free(&st);
}

/* The value question before event i (an edge looked at). */
static void ask_value(struct teach *t, const struct teach_search_quiz *sq,
		      struct trace_state *st, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	struct trace_state before;
	size_t j;

	q->node = ev->b;
	trace_state_init(&before, t->tr);
	trace_state_at(t->tr, i + 1, &before);
	trace_state_at(t->tr, i + 1, st);
	for (j = i + 1; j < trace_count(t->tr); j++) {
		enum trace_kind k = t->tr->ev[j].kind;
		if (k == TR_EXAMINE || k == TR_DEQUEUE || k == TR_SETTLE || k == TR_ANSWER ||
		    k == TR_FOUND)
			break;
		trace_state_apply(t->tr, st, j);
	}
	sq->value(q, ev, &before, st);
	trace_state_free(&before);
}

static void ask_final(struct teach *t, const struct teach_search_quiz *sq, size_t step,
		      size_t answer_ev)
{
	const int *list = NULL;
	size_t len = 0;
	char *l;

	if (answer_ev < trace_count(t->tr))
		list = trace_list(t->tr, answer_ev, &len);
	l = teach_list_text(list, list ? len : 0, 0, " ");
	sq->final(t, step, l);
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
	const struct teach_ops *ops = teach_ops_for(t->p->task->kind);

	if (ops->choose)
		ops->choose(t);
	teach_sort_questions(t);
}

void teach_sort_questions(struct teach *t)
{
	qsort(t->q, t->nq, sizeof *t->q, by_step);
}

void teach_choose_search(struct teach *t, const struct teach_search_quiz *sq)
{
	struct trace *tr = t->tr;
	size_t n = trace_count(tr), final_step = n, answer_ev = n;
	struct cands next = { 0 }, value = { 0 };
	struct trace_state st;
	size_t k;

	trace_state_init(&st, tr);
	trace_state_at(tr, 0, &st);
	for (size_t i = 0; i < n; i++) {
		const struct trace_event *ev = &tr->ev[i];

		if (ev->kind == TR_DEQUEUE && st.nfrontier >= 2)
			cand_add(&next, i);
		if (ev->kind == TR_EXAMINE && ev->b >= 0 && sq->value_asked &&
		    sq->value_asked(&st, ev))
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
		ask_value(t, sq, &st, spread(&value, k, j));
	ask_final(t, sq, final_step, answer_ev);
	trace_state_free(&st);
	free(next.v);
	free(value.v);
}

/* ---- helpers of the families' questions ---------------------------------- */

void teach_ask_spread(struct teach *t, const size_t *v, size_t n, size_t k,
		      void (*ask)(struct teach *, size_t))
{
	if (k > n)
		k = n;
	for (size_t j = 0; j < k; j++)
		ask(t, v[(2 * j + 1) * n / (2 * k)]);
}

char *teach_list_text(const int *v, size_t n, int shift, const char *sep)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < n; i++)
		sb_printf(&sb, "%s%d", i ? sep : "", v[i] - (i % 2 ? shift : 0));
	return sb_take(&sb);
}

size_t teach_next_event(const struct trace *tr, size_t i, enum trace_kind k)
{
	while (i < trace_count(tr) && tr->ev[i].kind != k)
		i++;
	return i;
}
