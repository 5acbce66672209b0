/* teach-connectivity.c - the connectivity lesson (teach.h): BFS from the
 * source, "which node is dequeued next?", then "give a path from s to t,
 * or none" (any path is right). The default graph has endpoints that
 * share no edge. */
#include "config.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <stdlib.h>

static const struct teach_lesson lesson = {
	"connectivity", "BFS", "the next node dequeued, a path or none",
	"endpoints that share no edge", TEACH_OWN_EDGES
};

static void read_answer(struct teach *t, const cJSON *ans)
{
	t->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "connected"));
}

static void title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "is %d connected to %d?", t->source, t->target);
}

/* Which BFS step found what: the target's discovery and each parent's
 * back to the source ("a path is 0 3 1: the BFS reached 1 from 3 at step
 * 17 and 3 from 0 at step 8"); when not connected, the component the BFS
 * found, every node it reached, without the target. */
static char *path_why(const struct teach *t, const char *l)
{
	const struct trace *tr = t->tr;
	struct strbuf sb;
	size_t n = trace_count(tr), hops = 0;

	sb_init(&sb);
	if (!t->connected) {
		sb_printf(&sb, "none: the BFS from %d found its component,", t->source);
		for (size_t i = 0; i < n; i++)
			if (tr->ev[i].kind == TR_DISCOVER)
				sb_printf(&sb, " %d", tr->ev[i].a);
		sb_printf(&sb, ", and %d is not in it", t->target);
		return sb_take(&sb);
	}
	sb_printf(&sb, "a path is %s: the BFS reached", l);
	for (int v = t->target; v != t->source && hops <= n; hops++) {
		size_t i = 0;
		while (i < n && !(tr->ev[i].kind == TR_DISCOVER && tr->ev[i].a == v))
			i++;
		if (i == n || tr->ev[i].b < 0)
			break;
		sb_printf(&sb, "%s %d from %d at step %zu", hops ? "," : "", v, tr->ev[i].b, i + 1);
		v = tr->ev[i].b;
	}
	return sb_take(&sb);
}

static void ask_final(struct teach *t, size_t step, const char *l)
{
	struct teach_question *q = teach_new_question(t, TQ_FINAL, TF_PATH, step);

	q->text = xasprintf("Give a path from %d to %d, or none if they are not connected.",
			    t->source, t->target);
	q->expect = path_why(t, l);
}

static void choose(struct teach *t)
{
	static const struct teach_search_quiz sq = { NULL, NULL, ask_final };

	teach_choose_search(t, &sq);
}

static enum teach_verdict judge(const struct teach *t, const struct teach_question *q,
				const int *v, size_t n, char *why, size_t len)
{
	struct check c;
	int64_t w = 0;

	(void)q;
	if (!n) {	/* "none" */
		if (!t->connected)
			return TEACH_RIGHT;
		snprintf(why, len, "there is a path");
		return TEACH_WRONG;
	}
	if (path_check(t->p->graph, t->source, t->target, v, n, &w, &c))
		return TEACH_RIGHT;
	snprintf(why, len, "%s", c.msg);
	return TEACH_WRONG;
}

static bool shows(const struct problem *p, struct trace *tr)
{
	long s, t;

	(void)tr;
	return problem_query_int(p, "source", &s) && problem_query_int(p, "target", &t) &&
	       !graph_has_edge(p->graph, (int)s, (int)t) &&
	       !graph_has_edge(p->graph, (int)t, (int)s);
}

const struct teach_ops connectivity_teach_ops = {
	.lessons = &lesson,
	.nlessons = 1,
	.read = read_answer,
	.title = title,
	.choose = choose,
	.judge = judge,
	.format = teach_format_search,
	.shows = shows,
	.optional = TEACH_OPT_COVERS | TEACH_OPT_PICK,
};
