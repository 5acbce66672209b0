/* test-lc-trace.c - the reference traces of the GraphEval2000 solvers
 * (lc-*.c, issue 18): the events each traced kernel records on a small
 * case, in order (BFS for lc1971, Kahn for lc207/lc210, Dijkstra for
 * lc743, union-find for lc2316); every traced solver recording steps and a
 * final answer on its problem statement's example; every state of those
 * traces a consistent picture (trace_state_check); and the answers the same
 * with tracing on and off. The traces of the solvers traced last (issue 18:
 * degree counts, lc2493, lc2242, lc2421, lc851, lc2097, lc2328, lc2603,
 * lc2876, lc1719, lc3017) are checked so on every case of
 * ../shared/grapheval2000 too. */
#include "config.h"
#include "unit.h"
#include "grapheval-import.h"
#include "lc.h"
#include "problem.h"
#include "solve.h"
#include "trace.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROB(task, dir, nodes, edges, query)                                                   \
	"{\"id\":\"t/" task "/d/s/0\",\"benchmark\":\"t\",\"task\":\"" task "\",\"graph\":"    \
	"{\"directed\":" dir ",\"nodes\":" nodes ",\"edges\":" edges "},\"query\":" query "}"

static struct problem *load1(struct problemset *ps, const char *json)
{
	struct diags d;

	diags_init(&d);
	problemset_init(ps);
	if (problems_parse_jsonl("<test>", json, strlen(json), ps, &d) != 0 || ps->n != 1) {
		diags_print(&d, stderr);
		diags_free(&d);
		return NULL;
	}
	diags_free(&d);
	return ps->v[0];
}

/* The trace of p's solver: "kind a b e" per event, space-separated. */
static char *events_of(const struct trace *tr)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < trace_count(tr); i++) {
		const struct trace_event *ev = &tr->ev[i];
		sb_printf(&sb, "%s%s", i ? " " : "", trace_kind_name(ev->kind));
		if (ev->a >= 0)
			sb_printf(&sb, ":%d", ev->a);
		if (ev->b >= 0)
			sb_printf(&sb, ">%d", ev->b);
		if (ev->e >= 0)
			sb_printf(&sb, "@%ld", ev->e);
	}
	return sb_take(&sb);
}

/* Solve json with a trace; check its events (want, as events_of writes
 * them; NULL: any), that it ends in TR_ANSWER, that every state passes
 * trace_state_check, and that the answer equals the untraced one. Returns
 * the number of events. */
static size_t traced(const char *json, const char *want)
{
	struct problemset ps;
	struct problem *p = load1(&ps, json);
	struct trace *tr;
	struct trace_state st;
	cJSON *ans = NULL, *plain = NULL;
	char *err = NULL, why[200];
	size_t n;

	if (!p) {
		CHECK(p != NULL);
		return 0;
	}
	tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	CHECK(solve_problem(p, &ans, tr, &err) == 0);
	CHECK(solve_problem(p, &plain, NULL, &err) == 0);
	CHECK(ans && plain && cJSON_Compare(ans, plain, true));
	n = trace_count(tr);
	if (want) {
		char *got = events_of(tr);
		CHECK_STR(got, want);
		free(got);
	}
	if (n) {
		if (tr->ev[n - 1].kind != TR_ANSWER)
			fprintf(stderr, "  %s: the last event is %s\n", p->task_name,
				trace_kind_name(tr->ev[n - 1].kind));
		CHECK(tr->ev[n - 1].kind == TR_ANSWER);
		CHECK(tr->algorithm != NULL);
	}
	trace_state_init(&st, tr);
	for (size_t k = 0; k <= n; k++) {
		if (k)
			trace_state_apply(tr, &st, k - 1);
		if (!trace_state_check(tr, &st, why, sizeof why)) {
			fprintf(stderr, "  %s step %zu (%s): %s\n", p->task_name, k,
				k ? trace_text(tr, k - 1) : "start", why);
			CHECK(false);
			break;
		}
	}
	trace_state_free(&st);
	free(err);
	cJSON_Delete(ans);
	cJSON_Delete(plain);
	trace_free(tr);
	problemset_free(&ps);
	return n;
}

/* lc1971 on the path 0-1-2 plus 3 alone: BFS from 0 stops at 2. */
static void test_bfs_events(void)
{
	traced(PROB("lc1971", "false", "4", "[[0,1],[1,2]]", "{\"n\":4,\"source\":0,\"target\":2}"),
	       "discover:0 enqueue:0 dequeue:0 examine:0>1@0 discover:1>0@0 enqueue:1 settle:0 "
	       "dequeue:1 examine:1>0@0 examine:1>2@1 discover:2>1@1 answer:2");
	/* 3 cannot be reached: the queue runs dry */
	traced(PROB("lc1971", "false", "4", "[[0,1],[1,2]]", "{\"n\":4,\"source\":0,\"target\":3}"),
	       "discover:0 enqueue:0 dequeue:0 examine:0>1@0 discover:1>0@0 enqueue:1 settle:0 "
	       "dequeue:1 examine:1>0@0 examine:1>2@1 discover:2>1@1 enqueue:2 settle:1 "
	       "dequeue:2 examine:2>1@1 settle:2 answer:3");
}

/* lc207/lc210: prerequisite [1, 0] is the edge 0->1 for Kahn. */
static void test_kahn_events(void)
{
	const char *want = "note assign:1 enqueue:0 dequeue:0 output:0 examine:0>1@0 assign:1 "
			   "enqueue:1 settle:0 dequeue:1 output:1 settle:1 answer";
	traced(PROB("lc207", "true", "2", "[[1,0]]", "{\"n\":2}"), want);
	traced(PROB("lc210", "true", "2", "[[1,0]]", "{\"n\":2}"), want);
	/* a cycle: nothing is free, Kahn stops at once */
	traced(PROB("lc207", "true", "2", "[[1,0],[0,1]]", "{\"n\":2}"),
	       "note assign:0 assign:1 answer");
	/* its first note says the views draw [a, b] as a -> b, the other way
	 * round from Kahn's arcs (a teacher pointing at "1 -> 0" in the list
	 * read "1 has 1 predecessor" against it) */
	{
		struct problemset ps;
		struct problem *p = load1(&ps, PROB("lc207", "true", "2", "[[1,0]]", "{\"n\":2}"));
		struct trace *tr = p ? trace_new(p->graph, TRACE_DEFAULT_LIMIT) : NULL;
		cJSON *ans = NULL;
		char *err = NULL;

		REQUIRE(p && tr);
		CHECK(solve_problem(p, &ans, tr, &err) == 0);
		CHECK(strstr(trace_text(tr, 0), "the arc a -> b in the graph views") != NULL);
		CHECK(strstr(trace_text(tr, 0), "Kahn runs on b -> a") != NULL);
		cJSON_Delete(ans);
		free(err);
		trace_free(tr);
		problemset_free(&ps);
	}
}

/* lc743: the signal from 2 (nodes 1..3, times on the edges). */
static void test_dijkstra_events(void)
{
	traced(PROB("lc743", "true", "4", "[[2,1,1],[2,3,1],[3,1,5]],\"edge_attr\":\"weight\"", "{\"n\":3,\"k\":2}"),
	       "set-dist:2 enqueue:2 dequeue:2 settle:2 examine:2>1@0 relax:2>1@0 enqueue:1 "
	       "examine:2>3@1 relax:2>3@1 enqueue:3 dequeue:1 settle:1 dequeue:3 settle:3 "
	       "examine:3>1@2 answer");
}

/* lc2316: union-find joins 0-1, then 2-3; 0, 1 and 2, 3 stay apart. */
static void test_union_find_events(void)
{
	traced(PROB("lc2316", "false", "4", "[[0,1],[2,3],[1,0]]", "{\"n\":4}"),
	       "note examine:0>1@0 union:0>1@0 note examine:2>3@1 union:2>3@1 note "
	       "examine:1>0@2 note:0 note:2 answer");
}

/* The problem statements' examples of every traced solver: steps recorded,
 * an answer last, consistent states, the same answer as untraced. */
static void test_traced_solvers(void)
{
	static const char *const cases[] = {
		PROB("lc207", "true", "2", "[[1,0],[0,1]]", "{\"n\":2}"),
		PROB("lc210", "true", "4", "[[1,0],[2,0],[3,1],[3,2]]", "{\"n\":4}"),
		PROB("lc1462", "true", "2", "[[1,0]]", "{\"n\":2,\"queries\":[[0,1],[1,0]]}"),
		PROB("lc2050", "true", "4", "[[1,3],[2,3]]", "{\"n\":3,\"time\":[3,2,5]}"),
		PROB("lc2192", "true", "8", "[[0,3],[0,4],[1,3],[2,4],[2,7],[3,5],[3,6],[3,7],"
					    "[4,6]]", "{\"n\":8}"),
		PROB("lc1557", "true", "6", "[[0,1],[0,2],[2,5],[3,4],[4,2]]", "{\"n\":6}"),
		PROB("lc2924", "true", "3", "[[0,1],[1,2]]", "{\"n\":3}"),
		PROB("lc743", "true", "5", "[[2,1,1],[2,3,1],[3,4,1]],\"edge_attr\":\"weight\"", "{\"n\":4,\"k\":2}"),
		PROB("lc797", "true", "4", "[[0,1],[0,2],[1,3],[2,3]]", "{}"),
		PROB("lc802", "true", "7", "[[0,1],[0,2],[1,2],[1,3],[2,5],[3,0],[4,5]]", "{}"),
		PROB("lc997", "true", "4", "[[1,3],[2,3]]", "{\"n\":3}"),
		PROB("lc1971", "false", "3", "[[0,1],[1,2],[2,0]]",
		     "{\"n\":3,\"source\":0,\"target\":2}"),
		PROB("lc1319", "false", "4", "[[0,1],[0,2],[1,2]]", "{\"n\":4}"),
		PROB("lc2316", "false", "7", "[[0,2],[0,5],[2,4],[1,6],[5,4]]", "{\"n\":7}"),
		PROB("lc2685", "false", "6", "[[0,1],[0,2],[1,2],[3,4]]", "{\"n\":6}"),
		PROB("lc1466", "true", "6", "[[0,1],[1,3],[2,3],[4,0],[4,5]]", "{\"n\":6}"),
		PROB("lc2858", "true", "4", "[[2,0],[2,1],[1,3]]", "{\"n\":4}"),
		PROB("lc2360", "true", "5", "[[0,3],[1,3],[2,4],[3,2],[4,3]]", "{}"),
		PROB("lc2368", "false", "7", "[[0,1],[1,2],[3,1],[4,0],[0,5],[5,6]]",
		     "{\"n\":7,\"restricted\":[4,5]}"),
		PROB("lc1192", "false", "4", "[[0,1],[1,2],[2,0],[1,3]]", "{\"n\":4}"),
		PROB("lc2246", "false", "6", "[[0,1],[0,2],[1,3],[1,4],[2,5]]",
		     "{\"s\":\"abacbe\"}"),
		PROB("lc2477", "false", "4", "[[0,1],[0,2],[0,3]]", "{\"seats\":5}"),
		PROB("lc2467", "false", "5", "[[0,1],[1,2],[1,3],[3,4]]",
		     "{\"bob\":3,\"amount\":[-2,4,2,-4,6]}"),
		PROB("lc2646", "false", "4", "[[0,1],[1,2],[1,3]]",
		     "{\"n\":4,\"price\":[2,2,10,6],\"trips\":[[0,3],[2,1],[2,3]]}"),
		PROB("lc2374", "true", "8", "[[0,1],[1,0],[2,0],[3,0],[4,0],[5,7],[6,7],[7,5]]",
		     "{}"),
		PROB("lc1615", "false", "4", "[[0,1],[0,3],[1,2],[1,3]]", "{\"n\":4}"),
		PROB("lc1761", "false", "7", "[[1,2],[1,3],[3,2],[4,1],[5,2],[3,6]]",
		     "{\"n\":6}"),
		PROB("lc1782", "false", "5", "[[1,2],[2,4],[1,3],[2,3],[2,1]]",
		     "{\"n\":4,\"queries\":[2,3]}"),
		PROB("lc2285", "false", "5", "[[0,1],[1,2],[2,3],[0,2],[1,3],[2,4]]",
		     "{\"n\":5}"),
		PROB("lc2508", "false", "6", "[[1,2],[2,3],[3,4],[4,2],[1,4],[2,5]]",
		     "{\"n\":5}"),
		PROB("lc2493", "false", "7", "[[1,2],[1,4],[1,5],[2,6],[2,3],[4,6]]",
		     "{\"n\":6}"),
		PROB("lc2493", "false", "4", "[[1,2],[2,3],[3,1]]", "{\"n\":3}"),
		PROB("lc2242", "false", "5", "[[0,1],[1,2],[2,3],[0,2],[1,3],[2,4]]",
		     "{\"scores\":[5,2,9,8,4]}"),
		PROB("lc2421", "false", "5", "[[0,1],[0,2],[2,3],[2,4]]",
		     "{\"values\":[1,3,2,1,3]}"),
		PROB("lc851", "true", "8", "[[1,0],[2,1],[3,1],[3,7],[4,3],[5,3],[6,3]]",
		     "{\"quiet\":[3,2,5,4,6,1,7,0]}"),
		PROB("lc2097", "true", "12", "[[5,1],[4,5],[11,9],[9,4]]", "{}"),
		PROB("lc2097", "true", "4", "[[1,3],[3,2],[2,1]]", "{}"),
		PROB("lc2328", "true", "4", "[[0,2],[1,3],[2,3]]", "{\"rows\":2,\"cols\":2}"),
		PROB("lc1719", "true", "4", "[[1,2],[2,3],[1,3]]", "{}"),
		PROB("lc1719", "true", "6", "[[1,2],[2,3],[2,4],[1,5]]", "{}"),
		PROB("lc3017", "false", "3", "[[0,1],[1,2],[0,2]]", "{\"n\":3,\"x\":1,\"y\":3}"),
		PROB("lc2876", "true", "4", "[[0,1],[1,2],[2,0],[3,0]]", "{}"),
		PROB("lc2876", "true", "5", "[[0,1],[1,2],[2,3],[3,4],[4,0]]", "{}"),
		PROB("lc2603", "false", "6", "[[0,1],[1,2],[2,3],[3,4],[4,5]]",
		     "{\"coins\":[1,0,0,0,0,1]}"),
		PROB("lc2603", "false", "8", "[[0,1],[0,2],[1,3],[1,4],[2,5],[5,6],[5,7]]",
		     "{\"coins\":[0,0,0,1,1,0,0,1]}"),
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		size_t n = traced(cases[i], NULL);
		if (n < 3)
			fprintf(stderr, "  case %zu: %zu events\n", i, n);
		CHECK(n >= 3);
	}
}

/* The solvers traced last, on every real case they solve: a trace that
 * ends in the answer (unless truncated), consistent states (every state
 * of traces up to 20000 events, else a sample and the last), the same
 * answer as untraced. */
static void test_shared_traces(void)
{
	static const char *const tasks[] = { "lc1615", "lc1719", "lc1761", "lc1782", "lc2097",
					     "lc2242", "lc2285", "lc2328", "lc2421", "lc2493",
					     "lc2508", "lc2603", "lc2876", "lc3017", "lc851" };
	const char *shared = unit_shared();
	struct problemset ps;
	struct grapheval_stats gst;
	struct diags d;
	size_t cases = 0, solved = 0, bad = 0;
	char *dir, why[200];

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	dir = xasprintf("%s/grapheval2000", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(grapheval_import(dir, &ps, &gst, &d) == 0);
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		struct trace *tr;
		struct trace_state st;
		cJSON *ans = NULL, *plain = NULL;
		char *err = NULL;
		size_t n, stride;
		bool mine = false, ok = true;

		for (size_t t = 0; t < sizeof tasks / sizeof *tasks; t++)
			mine |= !strcmp(p->task_name, tasks[t]);
		if (!mine)
			continue;
		cases++;
		tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
		if (solve_problem(p, &ans, tr, &err) != 0) {
			free(err);
			trace_free(tr);
			continue;
		}
		solved++;
		CHECK(solve_problem(p, &plain, NULL, &err) == 0);
		ok = plain && cJSON_Compare(ans, plain, true);
		n = trace_count(tr);
		ok = ok && n > 0 && tr->algorithm &&
		     (tr->truncated || tr->ev[n - 1].kind == TR_ANSWER);
		stride = n <= 20000 ? 1 : n / 2000;
		trace_state_init(&st, tr);
		for (size_t k = 0; k <= n && ok; k++) {
			if (k)
				trace_state_apply(tr, &st, k - 1);
			if ((k % stride == 0 || k == n) && !trace_state_check(tr, &st, why, sizeof why)) {
				fprintf(stderr, "  %s step %zu: %s\n", p->id, k, why);
				ok = false;
			}
		}
		if (!ok && bad < 5)
			fprintf(stderr, "  %s: bad trace (%zu events)\n", p->id, n);
		bad += !ok;
		trace_state_free(&st);
		free(err);
		cJSON_Delete(ans);
		cJSON_Delete(plain);
		trace_free(tr);
	}
	fprintf(stderr, "  %zu cases of the %zu tasks, %zu solved, %zu bad traces\n", cases,
		sizeof tasks / sizeof *tasks, solved, bad);
	CHECK(solved > 0);
	CHECK_INT(bad, 0);
	diags_free(&d);
	problemset_free(&ps);
	free(dir);
}

void suite_lc_trace(void);
void suite_lc_trace(void)
{
	RUN(test_bfs_events);
	RUN(test_kahn_events);
	RUN(test_dijkstra_events);
	RUN(test_union_find_events);
	RUN(test_traced_solvers);
	RUN(test_shared_traces);
}
