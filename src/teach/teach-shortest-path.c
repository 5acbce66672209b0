/* teach-shortest-path.c - the shortest path lesson (teach.h): Dijkstra,
 * "which node is taken from the priority queue next?" (every node of
 * least key is right), "what is dist[v] after this edge?", then "give the
 * shortest path" (any shortest path is right). The default graph has at
 * least one improving relaxation. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>

static const struct teach_lesson lesson = {
	"shortest_path", "Dijkstra", "the next node taken, dist[v], the path",
	"at least one improving relaxation", TEACH_OWN_EDGES
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	const cJSON *l = cJSON_GetObjectItemCaseSensitive(ans, "length");

	t->best = cJSON_IsNumber(l) ? (int64_t)ll_of(l->valuedouble) : TRACE_INF;
}

static void title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "shortest path from %d to %d", t->source, t->target);
}

/* an edge into a node not settled yet */
static bool value_asked(const struct trace_state *st, const struct trace_event *ev)
{
	return st->mark[ev->b] != MARK_SETTLED;
}

/* A distance as the explanations write it. */
static void put_dist(struct strbuf *sb, int64_t d)
{
	if (d == TRACE_INF)
		sb_puts(sb, "inf");
	else
		sb_printf(sb, "%" PRId64, d);
}

/* The expectation with its arithmetic, the relaxation's rule and its
 * numbers: "dist[3] = min(inf, dist[0] + w(0,3)) = min(inf, 0 + 2) = 2". */
static void ask_value(struct teach_question *q, const struct trace_event *ev,
		      const struct trace_state *before, const struct trace_state *st)
{
	int64_t old = before->dist[ev->b], du = before->dist[ev->a];
	struct strbuf sb;

	q->value = st->dist[ev->b];
	q->text = xasprintf("Edge %d-%d (weight %" PRId64 ") is looked at next. "
			    "What is dist[%d] after it?",
			    ev->a, ev->b, ev->val, ev->b);
	sb_init(&sb);
	sb_printf(&sb, "dist[%d] = min(", ev->b);
	put_dist(&sb, old);
	sb_printf(&sb, ", dist[%d] + w(%d,%d)) = min(", ev->a, ev->a, ev->b);
	put_dist(&sb, old);
	sb_puts(&sb, ", ");
	put_dist(&sb, du);
	sb_printf(&sb, " + %" PRId64 ") = ", ev->val);
	put_dist(&sb, q->value);
	if (q->value == old)
		sb_puts(&sb, q->value == TRACE_INF ? ", it stays inf" : ", no better: it stays");
	q->expect = sb_take(&sb);
}

static void ask_final(struct teach *t, size_t step, const char *l)
{
	struct teach_question *q = teach_new_question(t, TQ_FINAL, TF_PATH, step);

	q->text = xasprintf("Give the shortest path from %d to %d.", t->source, t->target);
	if (t->best == TRACE_INF)
		q->expect = xasprintf("there is none");
	else
		q->expect = xasprintf("a shortest path is %s (length %" PRId64 ")", l, t->best);
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
	int64_t w = 0;

	(void)q;
	if (!n) {	/* "none" */
		snprintf(why, len, "there is a path");
		return TEACH_WRONG;
	}
	if (!path_check(t->p->graph, t->source, t->target, v, n, &w, &c)) {
		snprintf(why, len, "%s", c.msg);
		return TEACH_WRONG;
	}
	if (w == t->best)
		return TEACH_RIGHT;
	snprintf(why, len, "that path has length %" PRId64 ", the shortest %" PRId64, w, t->best);
	return TEACH_WRONG;
}

static void format(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;

	teach_put_frontier(t, sb);
	sb_puts(sb, "node  state  parent  dist\n");
	for (int v = 0; v < st->n; v++) {
		/* a node reached but not final is "open", as the steps say
		 * ("take 1, the closest open node"); it showed "-" */
		teach_put_node_as(t, sb, v,
				  st->mark[v] == MARK_SETTLED ? "done" :
				  st->dist[v] != TRACE_INF ? "open" : "-",
				  true);
		sb_puts(sb, "  ");
		if (st->dist[v] == TRACE_INF)
			sb_printf(sb, "%*s", 4, "inf");
		else
			sb_printf(sb, "%*" PRId64, 4, st->dist[v]);
		sb_putc(sb, '\n');
	}
}

static bool shows(const struct problem *p, struct trace *tr)
{
	(void)p;
	for (size_t i = 0; i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_RELAX && tr->ev[i].val2 != TRACE_INF)
			return true;
	return false;
}

const struct teach_ops shortest_path_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.judge = judge,
	.format = format,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_PICK,
};
