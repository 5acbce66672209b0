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
	"two augmenting paths or more, one using a reverse edge", TEACH_OWN_EDGES
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

/* The room of a path's arc in st: se is its signed edge (e + 1 along
 * edge e, -(e + 1) against it, undoing flow). */
static int64_t arc_room(const struct teach *t, const struct trace_state *st, int64_t se)
{
	const struct graph *g = t->p->graph;
	size_t e = (size_t)(se < 0 ? -se : se) - 1;
	int64_t cap = g->ew ? g->ew[e] : 1;

	if (e >= g->m)
		return 0;
	if (se > 0)
		return cap - st->flow[e];
	return g->directed ? st->flow[e] : cap + st->flow[e];
}

/* The path of flow event i as the steps write it, "5 -> 4 -> 0 <- 3":
 * "<-" where it goes against an edge (malloc'd). */
static char *path_text(const struct trace *tr, size_t i)
{
	size_t len, ne;
	const int *p = trace_list(tr, i, &len);
	const int64_t *se = trace_vec(tr, i, &ne);
	struct strbuf sb;

	sb_init(&sb);
	for (size_t k = 0; k < len; k++) {
		if (k)
			sb_puts(&sb, k - 1 < ne && se[k - 1] < 0 ? " <- " : " -> ");
		sb_printf(&sb, "%d", p[k]);
	}
	return sb_take(&sb);
}

/* "the bottleneck of 5 -> 4 -> 0 <- 3 is min(4, 3, 2) = 2 units": the
 * rooms of flow event i's arcs before it (malloc'd). */
static char *bottleneck_text(struct teach *t, size_t i)
{
	struct trace_state st;
	size_t ne;
	const int64_t *se = trace_vec(t->tr, i, &ne);
	char *l = path_text(t->tr, i);
	struct strbuf sb;
	int64_t v = t->tr->ev[i].val;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	sb_init(&sb);
	sb_printf(&sb, "the bottleneck of %s is %s", l, ne > 1 ? "min(" : "");
	for (size_t k = 0; k < ne; k++)
		sb_printf(&sb, "%s%" PRId64, k ? ", " : "", arc_room(t, &st, se[k]));
	sb_printf(&sb, "%s = %" PRId64 " unit%s", ne > 1 ? ")" : "", v, v == 1 ? "" : "s");
	trace_state_free(&st);
	free(l);
	return sb_take(&sb);
}

static void ask_augpath(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_AUGPATH, i);
	char *l = path_text(t->tr, i);

	q->text = xasprintf("Which augmenting path from %d to %d is found next? "
			    "(a shortest one with room on every hop)", t->source, t->target);
	q->expect = xasprintf("the trace takes %s; any shortest path with room is right", l);
	free(l);
}

static void ask_bottleneck(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	char *l = path_text(t->tr, i);

	q->value = t->tr->ev[i].val;
	q->text = xasprintf("The next augmenting path is %s. What is its bottleneck "
			    "(the least room on it)?", l);
	q->expect = bottleneck_text(t, i);
	free(l);
}

static void ask_flow_value(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i + 1);
	struct strbuf sb;
	int64_t sum = 0;
	size_t paths = 0;

	sb_init(&sb);
	for (size_t j = 0; j <= i; j++)
		if (t->tr->ev[j].kind == TR_FLOW_PATH) {
			sb_printf(&sb, "%s%" PRId64, paths++ ? " + " : "", t->tr->ev[j].val);
			sum += t->tr->ev[j].val;
		}
	q->value = sum;
	q->text = xstrdup("What is the flow value now?");
	/* "the flow is 4 + 2 = 6 so far": each augmenting path's push */
	q->expect = paths > 1 ? xasprintf("the flow is %s = %" PRId64 " so far", sb.data, sum)
			      : xasprintf("the flow is %" PRId64 " so far", sum);
	sb_free(&sb);
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
	{
		/* the paths' bottlenecks add up to it */
		struct strbuf sb;
		sb_init(&sb);
		sb_printf(&sb, "the maximum flow is %" PRId64 " = the bottlenecks of the %zu paths, ",
			  t->best, nv);
		for (size_t k = 0; k < nv; k++)
			sb_printf(&sb, "%s%" PRId64, k ? " + " : "", t->tr->ev[v[k]].val);
		if (!nv)
			sb_puts(&sb, "none");
		q->expect = sb_take(&sb);
	}
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v);

	choose_flow(t, v);
	free(v);
}

/* The levels of this phase's BFS in the order it reached the nodes
 * ("levels: 5:0 4:1 1:1 3:2"): the level assignments back to the
 * phase's first, the source's level 0; a level from an earlier phase is
 * not this phase's. Then the BFS's queue ("queue: 1 3"). */
static void put_levels(const struct teach *t, struct strbuf *sb)
{
	size_t from = t->k;

	for (size_t i = t->k; i-- > 0;) {
		const struct trace_event *ev = &t->tr->ev[i];
		if (ev->kind == TR_CUT)
			break;
		if (ev->kind == TR_ASSIGN && ev->a == t->source && ev->val == 0) {
			from = i;
			break;
		}
	}
	if (from == t->k)
		return;
	sb_puts(sb, "levels:");
	for (size_t i = from; i < t->k; i++)
		if (t->tr->ev[i].kind == TR_ASSIGN)
			sb_printf(sb, " %d:%" PRId64, t->tr->ev[i].a, t->tr->ev[i].val);
	sb_putc(sb, '\n');
	/* the BFS's queue, a line of its own beside the levels it gives
	 * (empty once the BFS is over) */
	teach_put_frontier(t, sb);
}

/* The residual view: per edge its capacity, its flow, the room along it
 * (capacity - flow) and back against it (the flow that can be undone;
 * capacity + flow on an undirected edge), and the last path as the steps
 * wrote it, reverse steps with "<-". */
static void format_flow(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	const struct graph *g = t->p->graph;
	size_t last = trace_count(t->tr);

	sb_printf(sb, "flow value: %" PRId64 "   augmenting paths: %" PRIu64 "\n",
		  st->flow_value, st->augmentations);
	for (size_t i = t->k; i-- > 0;)
		if (t->tr->ev[i].kind == TR_FLOW_PATH) {
			last = i;
			break;
		}
	if (last < trace_count(t->tr)) {
		char *l = path_text(t->tr, last);
		sb_printf(sb, "last path: %s (%" PRId64 ")\n", l, t->tr->ev[last].val);
		free(l);
	} else {
		sb_puts(sb, "last path: (none yet)\n");
	}
	put_levels(t, sb);
	sb_puts(sb, "edge      cap  flow  room  back\n");
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
		sb_printf(sb, "%3d%s%-3d %4" PRId64 "  %4" PRId64 "  %4" PRId64 "  %4" PRId64 "\n",
			  g->eu[e], g->directed ? "->" : "-", g->ev[e], g->ew ? g->ew[e] : 1,
			  st->flow[e], arc_room(t, st, (int64_t)e + 1), arc_room(t, st, -(int64_t)e - 1));
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
