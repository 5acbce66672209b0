/* teach-cycle.c - the cycle lesson (teach.h): DFS with parent, "before
 * we start: does the graph have a cycle?", "which node does DFS visit
 * next?", "does this edge close a cycle?", "give a cycle" (any cycle of
 * the graph, cycle_check, in teach-judge.c). Its graph is picked with a
 * cycle or without by the seed. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

static const struct teach_lesson lesson = {
	"cycle", "DFS with parent",
	"the next node, does an edge close a cycle, is there one, give one", NULL, TEACH_OWN_EDGES
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	t->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "has_cycle"));
}

static void title(const struct teach *t, struct strbuf *sb)
{
	(void)t;
	sb_puts(sb, "is there a cycle?");
}

static void ask_visit(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);

	const struct graph *g = t->p->graph;
	struct trace_state st;
	struct strbuf sb;

	q->accept = xmalloc(sizeof *q->accept);
	q->accept[q->naccept++] = ev->a;
	q->text = xasprintf("DFS is at node %d. Which node does DFS visit next?", ev->b);
	/* the list in its order, the visited ones marked: the rule is the
	 * first one not visited */
	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	sb_init(&sb);
	bool marked = false;
	sb_printf(&sb, "%d: %d's list is", ev->a, ev->b);
	for (size_t k = g->off[ev->b]; k < g->off[ev->b + 1]; k++) {
		bool seen = st.mark[g->nbr[k]] != MARK_NONE;
		sb_printf(&sb, " %d%s", g->nbr[k], seen ? "*" : "");
		marked |= seen;
	}
	sb_printf(&sb, "%s; DFS goes on to the first one not visited", marked ? " (* visited)" : "");
	q->expect = sb_take(&sb);
	trace_state_free(&st);
}

static void ask_closes(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_YESNO, i);
	bool yes = i + 1 < trace_count(t->tr) && t->tr->ev[i + 1].kind == TR_FOUND;

	q->value = yes;
	q->node = ev->b;
	q->text = xasprintf("Edge %d-%d is looked at next. Does it close a cycle?", ev->a, ev->b);
	struct trace_state st;
	struct strbuf sb;

	/* why, from the state as the edge is looked at: a back edge reaches
	 * a node on the stack other than the parent */
	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	sb_init(&sb);
	if (yes)
		sb_printf(&sb, "yes: %d is on the stack", ev->b);
	else if (st.parent[ev->a] == ev->b)
		sb_printf(&sb, "no: %d is %d's parent, the edge DFS came over", ev->b, ev->a);
	else if (st.mark[ev->b] == MARK_NONE)
		sb_printf(&sb, "no: %d is not visited yet, so the edge leads to a new node", ev->b);
	else
		sb_printf(&sb, "no: %d is finished, off the stack", ev->b);
	sb_puts(&sb, " (stack");
	for (size_t k = 0; k < st.nfrontier; k++)
		sb_printf(&sb, " %d", st.frontier[k]);
	sb_putc(&sb, ')');
	if (yes)
		sb_printf(&sb, " and not %d's parent %d: a back edge closes a cycle", ev->a,
			  st.parent[ev->a]);
	q->expect = sb_take(&sb);
	trace_state_free(&st);
}

static void choose_cycle(struct teach *t, size_t *v, size_t *w)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, nw = 0, found = n;
	struct teach_question *q;

	q = teach_new_question(t, TQ_FINAL, TF_YESNO, 0);
	q->value = t->connected;
	q->text = xstrdup("Before we start: does this graph have a cycle?");
	q->expect = xstrdup(t->connected ? "yes, DFS finds one" : "no, DFS closes no loop");
	for (size_t i = 0; i < n; i++) {
		if (tr->ev[i].kind == TR_DISCOVER && tr->ev[i].b >= 0)
			v[nv++] = i;
		if (tr->ev[i].kind == TR_EXAMINE && !(i + 1 < n && tr->ev[i + 1].kind == TR_FOUND))
			w[nw++] = i;
		if (tr->ev[i].kind == TR_FOUND && found == n)
			found = i;
	}
	teach_ask_spread(t, v, nv, MAX_ASK, ask_visit);
	teach_ask_spread(t, w, nw, found < n ? 1 : 2, ask_closes);
	if (found < n) {
		size_t len;
		const int *cyc = trace_list(tr, found, &len);
		char *l = teach_list_text(cyc, len, 0, " ");
		ask_closes(t, found - 1);	/* the edge that closes it */
		q = teach_new_question(t, TQ_FINAL, TF_CYCLE, found);
		q->text = xstrdup("Give a cycle of the graph (its nodes in order).");
		q->expect = xasprintf("any cycle is right; DFS found %s", l);
		free(l);
	}
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v), *w = xmalloc(n * sizeof *w);

	choose_cycle(t, v, w);
	free(v);
	free(w);
}

/* yes/no tasks balance their answers by index: the seed picks a graph
 * with a cycle or without */
static void pick(const struct task *task, struct cfg_diff *df, uint64_t seed, bool plain,
		 long *index)
{
	(void)task;
	(void)df;
	(void)plain;
	*index = (long)(seed % 2);
}

const struct teach_ops cycle_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.format = teach_format_search,
	.pick = pick,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_JUDGE | TEACH_OPT_SHOWS,
};
