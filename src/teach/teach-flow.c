/* teach-flow.c - the maximum flow lesson (teach.h): Dinic (shortest
 * augmenting paths), "which augmenting path is found next?" (any shortest
 * path with room on every hop, judged in teach-judge.c), "what is its
 * bottleneck?", "what is the flow value now?", "what is the maximum
 * flow?". The default graph has two augmenting paths or more, one using
 * a reverse edge. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

static const struct teach_lesson lesson = {
	"flow", "Dinic", "the next augmenting path, its bottleneck, the flow",
	"two augmenting paths or more, one using a reverse edge"
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(ans, "value");

	t->best = cJSON_IsNumber(v) ? (int64_t)ll_of(v->valuedouble) : 0;
}

static void title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "maximum flow from %d to %d", t->source, t->target);
}

static void ask_augpath(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_AUGPATH, i);
	size_t len;
	const int *path = trace_list(t->tr, i, &len);
	char *l = teach_list_text(path, len, 0, " ");

	q->text = xasprintf("Which augmenting path from %d to %d is found next? "
			    "(a shortest one with room on every hop)", t->source, t->target);
	q->expect = xasprintf("the trace takes %s; any shortest path with room is right", l);
	free(l);
}

static void ask_bottleneck(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	size_t len;
	const int *path = trace_list(t->tr, i, &len);
	char *l = teach_list_text(path, len, 0, " -> ");

	q->value = t->tr->ev[i].val;
	q->text = xasprintf("The next augmenting path is %s. What is its bottleneck "
			    "(the least room on it)?", l);
	q->expect = xasprintf("%" PRId64 " units can be pushed", q->value);
	free(l);
}

static void ask_flow_value(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i + 1);
	int64_t sum = 0;

	for (size_t j = 0; j <= i; j++)
		if (t->tr->ev[j].kind == TR_FLOW_PATH)
			sum += t->tr->ev[j].val;
	q->value = sum;
	q->text = xstrdup("What is the flow value now?");
	q->expect = xasprintf("the flow is %" PRId64 " so far", sum);
}

static void choose_flow(struct teach *t, size_t *v)
{
	size_t n = trace_count(t->tr), nv = 0, cut;
	struct teach_question *q;

	for (size_t i = 0; i < n; i++)
		if (t->tr->ev[i].kind == TR_FLOW_PATH)
			v[nv++] = i;
	teach_ask_spread(t, v, nv, 2, ask_augpath);
	teach_ask_spread(t, v, nv, 2, ask_bottleneck);
	if (nv >= 2)
		ask_flow_value(t, v[nv / 2]);
	cut = teach_next_event(t->tr, 0, TR_CUT);
	q = teach_new_question(t, TQ_FINAL, TF_NUMBER, cut < n ? cut : n);
	q->value = t->best;
	q->text = xasprintf("No augmenting path is left. What is the maximum flow from %d to %d?",
			    t->source, t->target);
	q->expect = xasprintf("the maximum flow is %" PRId64, t->best);
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v);

	choose_flow(t, v);
	free(v);
}

static void format_flow(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	const struct graph *g = t->p->graph;

	sb_printf(sb, "flow value: %" PRId64 "   augmenting paths: %" PRIu64 "\n",
		  st->flow_value, st->augmentations);
	teach_put_list(sb, "last path:", st->path, st->npath);
	sb_puts(sb, "edge      cap  flow  room\n");
	/* rows by tail, then head (a learner looks an arc up by its ends;
	 * the generator's edge order is no order): an insertion sort, stable,
	 * of a lesson's few edges */
	size_t *ord = xmalloc((g->m ? g->m : 1) * sizeof *ord);
	for (size_t e = 0; e < g->m; e++) {
		size_t k = e;
		for (; k > 0 && (g->eu[ord[k - 1]] > g->eu[e] ||
				 (g->eu[ord[k - 1]] == g->eu[e] && g->ev[ord[k - 1]] > g->ev[e])); k--)
			ord[k] = ord[k - 1];
		ord[k] = e;
	}
	for (size_t i = 0; i < g->m; i++) {
		size_t e = ord[i];
		sb_printf(sb, "%3d->%-3d %4" PRId64 "  %4" PRId64 "  %4" PRId64 "\n", g->eu[e],
			  g->ev[e], g->ew ? g->ew[e] : 1, st->flow[e],
			  trace_state_residual(t->tr, st, (long)e));
	}
	free(ord);
}

static bool shows(const struct problem *p, struct trace *tr)
{
	size_t paths = 0;
	bool reverse = false;

	(void)p;
	for (size_t i = 0; i < trace_count(tr); i++) {
		size_t nv;
		const int64_t *sv;
		if (tr->ev[i].kind != TR_FLOW_PATH)
			continue;
		paths++;
		sv = trace_vec(tr, i, &nv);
		for (size_t k = 0; k < nv; k++)
			reverse |= sv[k] < 0;
	}
	return paths >= 2 && reverse;
}

const struct teach_ops flow_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.format = format_flow,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_JUDGE | TEACH_OPT_PICK,
};
