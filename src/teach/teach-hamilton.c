/* teach-hamilton.c - the Hamilton path lesson (teach.h): backtracking,
 * fewest onward choices first, "which node extends the path next?" (every
 * tied candidate is right), "give a Hamilton path, or none" (any,
 * hamilton_check, in teach-judge.c). The default graph needs at least one
 * backtrack; the seed picks a graph with a path or without. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

static const struct teach_lesson lesson = {
	"hamilton", "backtracking", "the node extending the path, a Hamilton path",
	"at least one backtrack", TEACH_OWN_EDGES
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	t->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "exists"));
}

static void title(const struct teach *t, struct strbuf *sb)
{
	(void)t;
	sb_puts(sb, "a Hamilton path");
}

/* Unvisited neighbours of v (each adjacency entry), as the solver counts. */
static int onward(const struct graph *g, const unsigned char *on, int v)
{
	int d = 0;

	for (size_t k = g->off[v]; k < g->off[v + 1]; k++)
		d += !on[g->nbr[k]] && g->nbr[k] != v;
	return d;
}

static void ask_extend(struct teach *t, size_t i)
{
	const struct graph *g = t->p->graph;
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);
	unsigned char *on = xcalloc((size_t)g->n + 1, 1);
	struct trace_state st;
	int u = ev->b, least = -1;
	struct strbuf sb, counts;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	for (size_t j = 0; j < st.npath; j++)
		on[st.path[j]] = 1;
	q->accept = xcalloc((size_t)g->n + 1, sizeof *q->accept);
	/* each candidate's count, as "2:3 5:4" (node:onward choices) */
	sb_init(&counts);
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
		int w = g->nbr[k], d;
		if (on[w])
			continue;
		d = onward(g, on, w);
		sb_printf(&counts, "%s%d:%d", counts.len ? " " : "", w, d);
		if (least < 0 || d < least) {
			least = d;
			q->naccept = 0;
		}
		if (d == least) {
			bool dup = false;
			for (size_t j = 0; j < q->naccept; j++)
				dup |= q->accept[j] == w;
			if (!dup)
				q->accept[q->naccept++] = w;
		}
	}
	q->text = xasprintf("The path ends at %d. Which node extends it next "
			    "(fewest onward choices first)?", u);
	sb_init(&sb);
	sb_printf(&sb, "onward choices (unvisited neighbours) %s; the fewest (%d) ",
		  counts.data ? counts.data : "", least);
	sb_free(&counts);
	if (q->naccept > 1) {
		sb_puts(&sb, "are shared by");
		for (size_t j = 0; j < q->naccept; j++)
			sb_printf(&sb, "%s %d", j ? "," : "", q->accept[j]);
		sb_printf(&sb, " (any is right; the search takes %d)", ev->a);
	} else {
		sb_printf(&sb, "are %d's", ev->a);
	}
	q->expect = sb_take(&sb);
	trace_state_free(&st);
	free(on);
}

static void choose_hamilton(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, at = teach_next_event(tr, 0, TR_FOUND), len = 0;
	struct teach_question *q;
	const int *path;
	char *l;

	for (size_t i = 1; i < n; i++)
		if (tr->ev[i].kind == TR_EXTEND &&
		    (tr->ev[i - 1].kind == TR_EXTEND || tr->ev[i - 1].kind == TR_PATH))
			v[nv++] = i;
	teach_ask_spread(t, v, nv, MAX_ASK, ask_extend);
	if (at == n)
		at = teach_next_event(tr, 0, TR_ANSWER);
	path = at < n ? trace_list(tr, at, &len) : NULL;
	l = teach_list_text(path, path ? len : 0, 0, " ");
	q = teach_new_question(t, TQ_FINAL, TF_HAMPATH, at < n ? at : n);
	q->text = xstrdup("Give a Hamilton path (every node once), or none.");
	q->expect = t->connected ? xasprintf("any Hamilton path is right; the search found %s", l)
				 : xstrdup("there is none");
	free(l);
}

static void choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v);

	choose_hamilton(t, v);
	free(v);
}

static void format(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;

	teach_put_list(sb, "path:", st->path, st->npath);
	sb_printf(sb, "branches %" PRIu64 "  backtracks %" PRIu64 "  pruned %" PRIu64 "\n",
		  st->branches, st->backtracks, st->prunings);
}

static bool shows(const struct problem *p, struct trace *tr)
{
	(void)p;
	for (size_t i = 0; i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_BACKTRACK)
			return true;
	return false;
}

/* yes/no tasks balance their answers by index: the seed picks a graph
 * with a Hamilton path or without */
static void pick(const struct task *task, struct cfg_diff *df, uint64_t seed, bool plain,
		 long *index)
{
	(void)task;
	(void)df;
	(void)plain;
	*index = (long)(seed % 2);
}

const struct teach_ops hamilton_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.format = format,
	.shows = shows,
	.pick = pick,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_JUDGE,
};
