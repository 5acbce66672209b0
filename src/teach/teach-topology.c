/* teach-topology.c - the topological sort lesson (teach.h): Kahn's
 * algorithm, "give a topological order" asked first as a prediction (any
 * valid order is right), "which node is dequeued next?", "how many
 * predecessors does v wait for after this edge?". The default graph has a
 * choice between ready nodes. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>

static const struct teach_lesson lesson = {
	"topology", "Kahn's algorithm", "predecessors left, a topological order",
	"a choice between ready nodes", TEACH_OWN_EDGES
};

static void title(const struct teach *t, struct strbuf *sb)
{
	(void)t;
	sb_puts(sb, "a topological order");
}

static bool value_asked(const struct trace_state *st, const struct trace_event *ev)
{
	(void)st;
	(void)ev;
	return true;
}

/* The expectation with its arithmetic: "5 waits for 2 - 1 = 1: its
 * in-degree falls from 2 to 1 when 3 is removed". */
static void ask_value(struct teach_question *q, const struct trace_event *ev,
		      const struct trace_state *before, const struct trace_state *st)
{
	int64_t old = before->value[ev->b];

	q->value = st->value[ev->b];
	q->text = xasprintf("Edge %d->%d is taken away next. How many predecessors does "
			    "%d wait for after it?",
			    ev->a, ev->b, ev->b);
	if (before->value_set[ev->b] && old - 1 == q->value)
		q->expect = xasprintf("%d waits for %" PRId64 " - 1 = %" PRId64 ": its in-degree "
				      "falls from %" PRId64 " to %" PRId64 " when %d is removed",
				      ev->b, old, q->value, old, q->value, ev->a);
	else
		q->expect = xasprintf("%d waits for %" PRId64, ev->b, q->value);
}

static void ask_final(struct teach *t, size_t step, const char *l)
{
	struct teach_question *q = teach_new_question(t, TQ_FINAL, TF_ORDER, 0);

	(void)step;
	q->text = xstrdup("Before we start: give a topological order of all the nodes.");
	q->expect = xasprintf("any order with every edge forward is right; Kahn's gives %s", l);
}

static void choose(struct teach *t)
{
	static const struct teach_search_quiz sq = { value_asked, ask_value, ask_final };

	teach_choose_search(t, &sq);
}

static enum teach_verdict judge(const struct teach *t, const struct teach_question *q,
				const int *v, size_t n, char *why, size_t len)
{
	struct check c;

	(void)q;
	if (n && topo_check(t->p->graph, v, n, &c))
		return TEACH_RIGHT;
	snprintf(why, len, "%s", n ? c.msg : "a topological order lists every node");
	return TEACH_WRONG;
}

/* Has Kahn counted v's predecessors by this step (its count assigned, or
 * v enqueued with none)? Before, the table shows "?", not a 0 that reads
 * as "free to take" (every node showed 0 at the first question). */
static bool counted(const struct teach *t, int v)
{
	for (size_t k = 0; k < t->st.step && k < trace_count(t->tr); k++) {
		const struct trace_event *ev = &t->tr->ev[k];
		if ((ev->kind == TR_ASSIGN || ev->kind == TR_ENQUEUE) && ev->a == v)
			return true;
	}
	return false;
}

static void format(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;

	teach_put_frontier(t, sb);
	sb_puts(sb, "order:");
	if (!st->norder)
		sb_puts(sb, " (none yet)");
	for (size_t i = 0; i < st->norder; i++)
		sb_printf(sb, " %d", st->order[i]);
	sb_putc(sb, '\n');
	sb_puts(sb, "node  state  waits for\n");
	for (int v = 0; v < st->n; v++) {
		teach_put_node(t, sb, v, false);
		if (counted(t, v))
			sb_printf(sb, "  %9" PRId64 "\n", st->value[v]);
		else
			sb_printf(sb, "  %9s\n", "?");
	}
}

/* a dequeue while two nodes or more are ready */
static bool shows(const struct problem *p, struct trace *tr)
{
	struct trace_state st;
	bool yes = false;

	(void)p;
	trace_state_init(&st, tr);
	for (size_t i = 0; i < trace_count(tr) && !yes; i++) {
		yes = tr->ev[i].kind == TR_DEQUEUE && st.nfrontier >= 2;
		trace_state_apply(tr, &st, i);
	}
	trace_state_free(&st);
	return yes;
}

const struct teach_ops topology_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.title = title,
	.choose = choose,
	.judge = judge,
	.format = format,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_READ | TEACH_OPT_PICK,
};
