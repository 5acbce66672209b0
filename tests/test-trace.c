/* test-trace.c - the trace model: folding events into states, checkpoints
 * (any step reached forward or backward equals a plain fold), the event
 * limit, JSON and text output, the final state of every solver's trace
 * agreeing with the solver's answer, and every state of every solver's
 * trace a consistent picture (trace_state_check). */
#include "config.h"
#include "unit.h"
#include "problem.h"
#include "solve.h"
#include "trace.h"
#include "gen.h"
#include "nlgraph.h"
#include "taskcfg.h"
#include "teach.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK_MSG(cond, ...)                                        \
	do {                                                        \
		if (!(cond))                                        \
			unit_fail(__FILE__, __LINE__, __VA_ARGS__); \
	} while (0)

static uint64_t seed_state;
static int rnd(int n)
{
	seed_state = seed_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (int)((seed_state >> 33) % (uint64_t)n);
}

static struct graph *random_graph(int n, int m, bool directed, enum edge_attr attr)
{
	struct graph *g = graph_new(n, directed, attr);

	for (int i = 0; i < m; i++) {
		int u = rnd(n), v = rnd(n);
		if (u != v)
			graph_add_edge(g, u, v, 1 + rnd(9));
	}
	graph_finish(g);
	return g;
}

/* memcmp that accepts empty (possibly NULL) arrays */
static bool same(const void *a, const void *b, size_t len)
{
	return len == 0 || !memcmp(a, b, len);
}

/* two states hold the same tables */
static bool state_equal(const struct trace_state *a, const struct trace_state *b)
{
	size_t n = (size_t)a->n, m = a->m;

	return a->step == b->step && a->cur == b->cur && a->cur_edge == b->cur_edge &&
	       same(a->mark, b->mark, n) && same(a->emark, b->emark, m) &&
	       same(a->parent, b->parent, n * sizeof *a->parent) &&
	       same(a->dist, b->dist, n * sizeof *a->dist) &&
	       same(a->value, b->value, n * sizeof *a->value) &&
	       same(a->comp, b->comp, n * sizeof *a->comp) &&
	       same(a->mate, b->mate, n * sizeof *a->mate) &&
	       same(a->flow, b->flow, m * sizeof *a->flow) && a->nfrontier == b->nfrontier &&
	       same(a->frontier, b->frontier, a->nfrontier * sizeof *a->frontier) &&
	       same(a->fkey, b->fkey, a->nfrontier * sizeof *a->fkey) && a->npath == b->npath &&
	       same(a->path, b->path, a->npath * sizeof *a->path) && a->norder == b->norder &&
	       same(a->order, b->order, a->norder * sizeof *a->order) && a->nbest == b->nbest &&
	       same(a->best, b->best, a->nbest * sizeof *a->best) && a->examined == b->examined &&
	       a->relaxed == b->relaxed && a->pushed == b->pushed && a->popped == b->popped &&
	       a->done == b->done;
}

static void test_fold_by_hand(void)
{
	struct graph *g = graph_new(4, false, ATTR_WEIGHT);
	struct trace *tr;
	struct trace_state st;
	int path[] = { 0, 1, 3 };

	graph_add_edge(g, 0, 1, 2);
	graph_add_edge(g, 1, 3, 4);
	graph_add_edge(g, 0, 2, 1);
	graph_finish(g);
	tr = trace_new(g, 0);
	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	trace_node(tr, TR_SET_DIST, 0, 0, "dist[0] = 0");
	trace_node(tr, TR_ENQUEUE, 0, 0, NULL);
	trace_node(tr, TR_DEQUEUE, 0, 0, "take 0");
	trace_emit(tr, TR_RELAX, 0, 1, 0, 2, TRACE_INF, NULL, 0, NULL, 0, "relax 0-1");
	trace_node(tr, TR_ENQUEUE, 1, 2, NULL);
	trace_emit(tr, TR_RELAX, 0, 2, 2, 1, TRACE_INF, NULL, 0, NULL, 0, "relax 0-2");
	trace_node(tr, TR_ENQUEUE, 2, 1, NULL);
	trace_emit(tr, TR_ANSWER, 3, 0, -1, 6, 0, path, 3, NULL, 0, "done");
	CHECK_INT(trace_count(tr), 8);
	CHECK_STR(trace_text(tr, 3), "relax 0-1");

	trace_state_init(&st, tr);
	trace_state_at(tr, 7, &st);
	CHECK_INT(st.step, 7);
	CHECK_INT(st.dist[1], 2);
	CHECK_INT(st.dist[2], 1);
	CHECK(st.dist[3] == TRACE_INF);
	CHECK_INT(st.parent[2], 0);
	CHECK_INT(st.emark[2], EMARK_TREE);
	/* the priority queue is ordered by key: 2 (1) before 1 (2) */
	REQUIRE(st.nfrontier == 2);
	CHECK_INT(st.frontier[0], 2);
	CHECK_INT(st.frontier[1], 1);
	CHECK(!st.done);
	/* backwards */
	trace_state_at(tr, 3, &st);
	CHECK_INT(st.nfrontier, 0);
	CHECK(st.dist[1] == TRACE_INF);
	CHECK_INT(st.relaxed, 0);
	trace_state_at(tr, 100, &st);	/* clamped */
	CHECK_INT(st.step, 8);
	CHECK(st.done);
	CHECK_INT(st.answer_value, 6);
	CHECK_INT(st.nbest, 3);
	trace_state_at(tr, 0, &st);
	CHECK_INT(st.step, 0);
	CHECK_INT(st.cur, -1);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

static void test_checkpoints_match_plain_fold(void)
{
	struct graph *g;
	struct trace *tr;
	struct trace_state a, b;
	int64_t dist[3000];
	int parent[3000];

	seed_state = 7;
	g = random_graph(3000, 9000, false, ATTR_WEIGHT);
	tr = trace_new(g, 0);
	dijkstra(g, 0, -1, dist, parent, tr);
	REQUIRE(trace_count(tr) > 2000);
	trace_state_init(&a, tr);
	trace_state_init(&b, tr);
	/* random steps, forward and backward, against a fold from scratch */
	for (int i = 0; i < 40; i++) {
		size_t k = (size_t)rnd((int)trace_count(tr) + 1);
		trace_state_at(tr, k, &a);
		trace_state_at(tr, 0, &b);
		for (size_t j = 0; j < k; j++)
			trace_state_apply(tr, &b, j);
		CHECK(state_equal(&a, &b));
	}
	CHECK(tr->nckpt > 0);
	/* the last state holds the solver's distances of settled nodes */
	trace_state_at(tr, trace_count(tr), &a);
	for (int v = 0; v < g->n; v++)
		if (a.mark[v] == MARK_SETTLED)
			CHECK_INT(a.dist[v], dist[v]);
	trace_state_free(&a);
	trace_state_free(&b);
	trace_free(tr);
	graph_free(g);
}

static void test_limit_truncates(void)
{
	struct graph *g;
	struct trace *tr;
	int64_t dist[500];
	int parent[500];

	seed_state = 11;
	g = random_graph(500, 3000, false, ATTR_WEIGHT);
	tr = trace_new(g, 100);
	dijkstra(g, 0, -1, dist, parent, tr);
	CHECK(tr->truncated);
	CHECK_INT(trace_count(tr), 101);	/* the limit, then one note */
	CHECK(strstr(trace_text(tr, 100), "truncated") != NULL);
	CHECK(!trace_on(tr));
	CHECK(!trace_note(tr, "more"));
	CHECK_INT(trace_count(tr), 101);
	trace_free(tr);
	graph_free(g);
	/* a NULL trace takes every call */
	CHECK(!trace_note(NULL, "x"));
	CHECK_INT(trace_count(NULL), 0);
}

static void test_output(void)
{
	struct graph *g = graph_new(3, true, ATTR_CAPACITY);
	struct trace *tr;
	struct trace_state st;
	struct strbuf sb;
	int64_t flow[2];
	cJSON *j, *state;
	char *s;

	graph_add_edge(g, 0, 1, 3);
	graph_add_edge(g, 1, 2, 2);
	graph_finish(g);
	tr = trace_new(g, 0);
	CHECK_INT(max_flow(g, 0, 2, flow, NULL, tr), 2);
	sb_init(&sb);
	trace_format_events(tr, 0, trace_count(tr), &sb);
	CHECK(strstr(sb.data, "     1  ") == sb.data);
	CHECK(strstr(sb.data, "push 2 along 0 -> 1 -> 2") != NULL);
	sb_reset(&sb);
	trace_state_init(&st, tr);
	trace_state_at(tr, trace_count(tr), &st);
	CHECK_INT(st.flow[0], 2);
	CHECK_INT(st.flow_value, 2);
	CHECK_INT(trace_state_residual(tr, &st, 0), 1);
	CHECK_INT(st.side[1], 1);
	CHECK_INT(st.emark[1], EMARK_CUT);
	trace_format_state(tr, &st, &sb);
	CHECK(strstr(sb.data, "(Dinic)") != NULL);
	CHECK(strstr(sb.data, "flow value: 2") != NULL);
	j = trace_to_json(tr);
	CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItem(j, "algorithm")), "Dinic");
	CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItem(j, "events")), (int)trace_count(tr));
	cJSON_Delete(j);
	state = trace_state_to_json(tr, &st);
	s = cJSON_PrintUnformatted(cJSON_GetObjectItem(state, "flow"));
	CHECK_STR(s, "[2,2]");
	free(s);
	cJSON_Delete(state);
	trace_state_free(&st);
	sb_free(&sb);
	trace_free(tr);
	graph_free(g);
}

/* Dinic's levels belong to a phase: where the second phase starts, the
 * nodes its BFS has not reached yet are unassigned (text '-', JSON null),
 * not their first phase's levels; the BFS's queue is the state's
 * frontier after each level step, and empty once a path is pushed. */
static void test_dinic_phase_levels(void)
{
	/* phase 1 takes 0->1->3; phase 2 levels 3 at 3, over 0->2->4->3 */
	static const int e[][3] = { { 0, 1, 1 }, { 1, 3, 1 }, { 0, 2, 1 },
				    { 2, 1, 1 }, { 2, 4, 1 }, { 4, 3, 1 } };
	struct graph *g = graph_new(5, true, ATTR_CAPACITY);
	struct trace *tr;
	struct trace_state st;
	struct strbuf sb;
	int64_t flow[6];
	size_t phase2 = 0, phases = 0, queues = 0;
	cJSON *j;
	char *s;

	for (size_t i = 0; i < 6; i++)
		graph_add_edge(g, e[i][0], e[i][1], e[i][2]);
	graph_finish(g);
	tr = trace_new(g, 0);
	CHECK_INT(max_flow(g, 0, 3, flow, NULL, tr), 2);
	trace_state_init(&st, tr);
	for (size_t i = 0; i < trace_count(tr); i++) {
		/* a phase starts with its BFS's level[0] = 0 */
		if (tr->ev[i].kind == TR_ASSIGN && tr->ev[i].a == 0 && ++phases == 2)
			phase2 = i;
		if (tr->ev[i].kind == TR_ASSIGN) {
			size_t nl;
			const int *l = trace_list(tr, i, &nl);
			trace_state_at(tr, i + 1, &st);
			CHECK_INT((int)st.nfrontier, (int)nl);
			if (nl && st.nfrontier == nl) {
				CHECK(!memcmp(st.frontier, l, nl * sizeof *l));
				queues++;
			}
		}
		if (tr->ev[i].kind == TR_FLOW_PATH) {
			trace_state_at(tr, i + 1, &st);
			CHECK_INT((int)st.nfrontier, 0);
		}
	}
	REQUIRE(phases >= 2);
	CHECK(queues >= 8);
	/* after phase 2's level[0] = 0 */
	trace_state_at(tr, phase2 + 1, &st);
	CHECK(st.value_set[0] && st.value[0] == 0);
	for (int v = 1; v < 5; v++)
		CHECK_MSG(!st.value_set[v], "node %d keeps level %lld into phase 2", v,
			  (long long)st.value[v]);
	sb_init(&sb);
	trace_format_state(tr, &st, &sb);
	CHECK_MSG(strstr(sb.data, "\n   3         -\n") != NULL, "%s", sb.data);
	CHECK(strstr(sb.data, "queue: 0\n") != NULL);
	j = trace_state_to_json(tr, &st);
	s = cJSON_PrintUnformatted(cJSON_GetObjectItem(j, "level"));
	CHECK_STR(s, "[0,null,null,null,null]");
	free(s);
	cJSON_Delete(j);
	/* the phase's BFS reaches 3 at level 3 */
	for (size_t i = phase2; i < trace_count(tr); i++)
		if (tr->ev[i].kind == TR_FLOW_PATH) {
			trace_state_at(tr, i, &st);
			break;
		}
	CHECK(st.value_set[3] && st.value[3] == 3);
	sb_free(&sb);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

/* An unset parent, mate or value is null in a state's JSON, never a
 * number (a parent of -1, a level of 0). */
static void test_json_unset_null(void)
{
	struct graph *g = graph_new(3, false, ATTR_NONE);
	struct trace *tr = trace_new(g, 0);
	struct trace_state st;
	cJSON *j;
	char *s;

	graph_add_edge(g, 0, 1, 1);
	graph_finish(g);
	trace_set_value_name(tr, "level");
	trace_node(tr, TR_DISCOVER, 0, 0, "start");
	trace_edge(tr, TR_TREE_EDGE, 0, 1, 0, 0, "0-1");
	trace_node(tr, TR_ASSIGN, 1, 0, "level[1] = 0");
	trace_edge(tr, TR_MATCH, 0, 1, 0, 0, "0 with 1");
	trace_state_init(&st, tr);
	trace_state_at(tr, trace_count(tr), &st);
	j = trace_state_to_json(tr, &st);
	s = cJSON_PrintUnformatted(cJSON_GetObjectItem(j, "parent"));
	CHECK_STR(s, "[null,0,null]");
	free(s);
	s = cJSON_PrintUnformatted(cJSON_GetObjectItem(j, "level"));
	CHECK_STR(s, "[null,0,null]");
	free(s);
	s = cJSON_PrintUnformatted(cJSON_GetObjectItem(j, "mate"));
	CHECK_STR(s, "[1,0,null]");
	free(s);
	cJSON_Delete(j);
	/* the event's value 0 is there */
	j = trace_event_to_json(tr, 2);
	CHECK(cJSON_IsNumber(cJSON_GetObjectItem(j, "val")));
	cJSON_Delete(j);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

/* run the task solver with a trace; return the answer and the final state */
static cJSON *solve_traced(struct problem *p, struct trace **tr, struct trace_state *st)
{
	cJSON *ans = NULL;
	char *err = NULL;

	*tr = trace_new(p->graph, 0);
	if (solve_problem(p, &ans, *tr, &err) != 0)
		free(err);	/* no s-t path in a random graph: nothing to compare */
	trace_state_init(st, *tr);
	trace_state_at(*tr, trace_count(*tr), st);
	return ans;
}

static struct problem *problem_of(const char *task, struct graph *g, const char *query)
{
	struct problem *p = problem_new();
	p->id = xstrdup("t");
	p->task = task_find(task);
	p->graph = g;
	p->query = cJSON_Parse(query);
	return p;
}

static bool json_ints_equal(const cJSON *a, const int *v, size_t n)
{
	size_t i = 0;
	const cJSON *it;

	if (!cJSON_IsArray(a) || (size_t)cJSON_GetArraySize(a) != n)
		return false;
	cJSON_ArrayForEach(it, a)
		if (it->valuedouble != v[i++])
			return false;
	return true;
}

static void test_final_state_equals_answer(void)
{
	for (int it = 0; it < 300; it++) {
		struct trace *tr;
		struct trace_state st;
		struct problem *p;
		cJSON *ans;
		int n = 2 + it % 9;

		seed_state = 100 + (uint64_t)it;
		/* shortest path: the answer path is the folded best list */
		p = problem_of("shortest_path", random_graph(n, 3 * n, false, ATTR_WEIGHT),
			       "{\"source\":0,\"target\":1}");
		ans = solve_traced(p, &tr, &st);
		if (ans) {
			CHECK(json_ints_equal(cJSON_GetObjectItem(ans, "path"), st.best, st.nbest));
			CHECK_INT(st.dist[1], cJSON_GetObjectItem(ans, "length")->valuedouble);
		}
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		/* flow: folded flow value */
		p = problem_of("flow", random_graph(n, 3 * n, true, ATTR_CAPACITY),
			       "{\"source\":0,\"target\":1}");
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		CHECK_INT(st.flow_value, cJSON_GetObjectItem(ans, "value")->valuedouble);
		CHECK(flow_check(p->graph, 0, 1, st.flow, st.flow_value, NULL));
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		/* topology: folded output order */
		{
			struct graph *g = graph_new(n, true, ATTR_NONE);
			for (int k = 0; k < 2 * n; k++) {
				int u = rnd(n), v = rnd(n);
				if (u < v)
					graph_add_edge(g, u, v, 0);
			}
			p = problem_of("topology", g, "{}");
		}
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		CHECK(json_ints_equal(cJSON_GetObjectItem(ans, "order"), st.order, st.norder));
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		/* matching: folded mates */
		{
			int n1 = 1 + n / 2, n2 = n - n1 + 1;
			struct graph *g = graph_new(n1 + n2, false, ATTR_NONE);
			graph_set_parts(g, n1, n2);
			for (int k = 0; k < 2 * n; k++)
				graph_add_edge(g, rnd(n1), n1 + rnd(n2), 0);
			p = problem_of("matching", g, "{}");
		}
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		{
			const cJSON *pr;
			int k = 0;
			cJSON_ArrayForEach(pr, cJSON_GetObjectItem(ans, "pairs")) {
				int a = (int)cJSON_GetArrayItem(pr, 0)->valuedouble;
				int j = (int)cJSON_GetArrayItem(pr, 1)->valuedouble;
				CHECK_INT(st.mate[a], j + p->graph->parts[0]);
				k++;
			}
			CHECK_INT(k, cJSON_GetObjectItem(ans, "size")->valuedouble);
			CHECK_INT(st.answer_value, k);
		}
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		/* hamilton and cycle: the folded witness */
		p = problem_of("hamilton", random_graph(n, 2 * n, false, ATTR_NONE), "{}");
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		if (cJSON_IsTrue(cJSON_GetObjectItem(ans, "exists")))
			CHECK(json_ints_equal(cJSON_GetObjectItem(ans, "path"), st.best, st.nbest));
		CHECK_INT(st.answer_value, cJSON_IsTrue(cJSON_GetObjectItem(ans, "exists")));
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		p = problem_of("cycle", random_graph(n, n, false, ATTR_NONE), "{}");
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		CHECK_INT(st.found, cJSON_IsTrue(cJSON_GetObjectItem(ans, "has_cycle")));
		if (st.found)
			CHECK(json_ints_equal(cJSON_GetObjectItem(ans, "cycle"), st.best, st.nbest));
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);

		/* connectivity without a query: folded components */
		p = problem_of("connectivity", random_graph(n, n / 2 + 1, false, ATTR_NONE), "{}");
		ans = solve_traced(p, &tr, &st);
		REQUIRE(ans);
		{
			int *comp = xmalloc((size_t)n * sizeof *comp);
			conn_components(p->graph, comp, NULL);
			CHECK(same(comp, st.comp, (size_t)n * sizeof *comp));
			CHECK_INT(st.answer_value, cJSON_GetObjectItem(ans, "components")->valuedouble);
			free(comp);
		}
		cJSON_Delete(ans);
		trace_state_free(&st);
		trace_free(tr);
		problem_free(p);
	}
}

static void test_gnn_state_layers(void)
{
	struct graph *g = graph_new(3, false, ATTR_NONE);
	int64_t *f = graph_alloc_features(g, 2);
	struct trace *tr;
	struct trace_state st;
	int64_t out[2 * 3 * 2];

	f[0] = 1, f[1] = 0, f[2] = 0, f[3] = 1, f[4] = 2, f[5] = 2;
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_finish(g);
	tr = trace_new(g, 0);
	REQUIRE(gnn_layers(g, 2, out, tr) == 0);
	trace_state_init(&st, tr);
	trace_state_at(tr, trace_count(tr), &st);
	CHECK_INT(st.layer, 2);
	CHECK(!memcmp(st.emb, f, 6 * sizeof *f));
	CHECK(!memcmp(st.emb + 6, out, 12 * sizeof *out));
	/* node 1 in layer 1 sums 0 and 2: [3,2] */
	CHECK_INT(st.emb[6 + 2], 3);
	CHECK_INT(st.emb[6 + 3], 2);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}


/* Fold tr step by step; every state must pass trace_state_check. Returns
 * the steps checked; on a failure says where (once per trace). */
static size_t check_every_step(const struct problem *p, struct trace *tr)
{
	struct trace_state st;
	char why[200];
	size_t k;

	trace_state_init(&st, tr);
	for (k = 0; k <= trace_count(tr); k++) {
		if (k)
			trace_state_apply(tr, &st, k - 1);
		if (!trace_state_check(tr, &st, why, sizeof why)) {
			CHECK_MSG(false, "%s %s step %zu (%s): %s", p->task_name, p->id, k,
				  k ? trace_text(tr, k - 1) : "start", why);
			break;
		}
	}
	trace_state_free(&st);
	return k;
}

/* The stale tree edge of issue 15: relaxing 1 again (6 -> 5, now via 0)
 * leaves one tree edge into 1, not two. */
static void test_relax_replaces_tree_edge(void)
{
	struct graph *g = graph_new(3, false, ATTR_WEIGHT);
	struct trace *tr;
	struct trace_state st;
	char why[200];

	graph_add_edge(g, 0, 2, 1);	/* e0 */
	graph_add_edge(g, 2, 1, 5);	/* e1 */
	graph_add_edge(g, 0, 1, 5);	/* e2 */
	graph_finish(g);
	tr = trace_new(g, 0);
	trace_set_algorithm(tr, "Dijkstra", TRACE_PQ);
	trace_node(tr, TR_SET_DIST, 0, 0, NULL);
	trace_emit(tr, TR_RELAX, 0, 2, 0, 1, TRACE_INF, NULL, 0, NULL, 0, NULL);
	trace_emit(tr, TR_RELAX, 2, 1, 1, 6, TRACE_INF, NULL, 0, NULL, 0, NULL);
	trace_emit(tr, TR_RELAX, 0, 1, 2, 5, 6, NULL, 0, NULL, 0, NULL);
	trace_state_init(&st, tr);
	trace_state_at(tr, 4, &st);
	CHECK_INT(st.emark[1], EMARK_EXAMINED);
	CHECK_INT(st.emark[2], EMARK_TREE);
	CHECK_INT(st.parent[1], 0);
	CHECK(trace_state_check(tr, &st, why, sizeof why));
	/* a fold without the demotion is caught */
	st.emark[1] = EMARK_TREE;
	CHECK(!trace_state_check(tr, &st, why, sizeof why));
	CHECK(strstr(why, "3 tree edges for 2 nodes") != NULL);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

/* Re-matching an applicant frees its old job at once. */
static void test_match_frees_old_partner(void)
{
	struct graph *g = graph_new(4, false, ATTR_NONE);
	struct trace *tr;
	struct trace_state st;
	char why[200];

	graph_set_parts(g, 2, 2);
	graph_add_edge(g, 0, 2, 0);
	graph_add_edge(g, 0, 3, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_finish(g);
	tr = trace_new(g, 0);
	trace_edge(tr, TR_MATCH, 0, 2, 0, 0, NULL);
	trace_edge(tr, TR_MATCH, 1, 2, 2, 0, NULL);	/* 1 takes 2: 0 is free */
	trace_state_init(&st, tr);
	trace_state_at(tr, 2, &st);
	CHECK_INT(st.mate[0], -1);
	CHECK_INT(st.mate[2], 1);
	CHECK(trace_state_check(tr, &st, why, sizeof why));
	st.mate[0] = 2;
	CHECK(!trace_state_check(tr, &st, why, sizeof why));
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

/* GNN cells not folded yet are not computed (not zeros). */
static void test_gnn_not_computed(void)
{
	struct graph *g = graph_new(3, false, ATTR_NONE);
	int64_t *f = graph_alloc_features(g, 2);
	int64_t out[2 * 3 * 2];
	struct trace *tr;
	struct trace_state st;
	struct strbuf sb;

	f[0] = 1, f[1] = 0, f[2] = 0, f[3] = 1, f[4] = 2, f[5] = 2;
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 1, 2, 0);
	graph_finish(g);
	tr = trace_new(g, 0);
	REQUIRE(gnn_layers(g, 2, out, tr) == 0);
	trace_state_init(&st, tr);
	trace_state_at(tr, 0, &st);
	CHECK_INT(st.emb_set[0], 0);
	sb_init(&sb);
	trace_format_state(tr, &st, &sb);
	CHECK_MSG(strstr(sb.data, "0:[0,0]") == NULL, "%s", sb.data);
	CHECK_MSG(strstr(sb.data, "0:-") != NULL, "%s", sb.data);
	sb_reset(&sb);
	trace_state_at(tr, 1, &st);	/* node 0's input only */
	trace_format_state(tr, &st, &sb);
	CHECK_MSG(strstr(sb.data, "0:[1,0] 1:- 2:-") != NULL, "%s", sb.data);
	sb_free(&sb);
	trace_state_free(&st);
	trace_free(tr);
	graph_free(g);
}

/* Every solver that has a generator (the built-in NLGraph and GraCoRe
 * configs: every difficulty, several seeds) traces a consistent state at
 * every step. */
static void test_every_state_consistent(void)
{
	static const char *const configs[] = { "nlgraph.yaml", "gracore.yaml" };
	bool covered[TASK__COUNT] = { false };
	size_t traces = 0, steps = 0;

	for (size_t ci = 0; ci < 2; ci++) {
		struct taskcfg cfg;
		struct diags d;
		char path[4096];

		snprintf(path, sizeof path, "%s/../config/tasks/%s", unit_srcpath(""), configs[ci]);
		diags_init(&d);
		REQUIRE(taskcfg_load(path, &cfg, &d) == 0);
		for (size_t ti = 0; ti < cfg.ntasks; ti++) {
			const struct cfg_task *t = &cfg.tasks[ti];
			if (!solve_fn(t->task))
				continue;
			for (size_t di = 0; di < t->ndiffs; di++) {
				struct cfg_diff df;
				cfg_diff_copy(&df, &t->diffs[di]);
				if (df.nodes.hi > 14)	/* exhaustive searches stay quick */
					df.nodes.hi = df.nodes.lo > 14 ? df.nodes.lo : 14;
				for (long i = 0; i < 6; i++) {
					struct gen_ctx c = { &cfg, t, &df, SET_STANDARD,
							     41 + (uint64_t)di, true };
					char *err = NULL;
					struct problem *p = gen_problem(&c, i, &err);
					struct trace *tr;
					cJSON *ans = NULL;
					free(err);
					err = NULL;
					if (!p)
						continue;
					tr = trace_new(p->graph, 20000);
					if (solve_problem(p, &ans, tr, &err) == 0) {
						steps += check_every_step(p, tr);
						traces++;
						covered[p->task->kind] = true;
					}
					free(err);
					cJSON_Delete(ans);
					trace_free(tr);
					problem_free(p);
				}
				cfg_diff_free(&df);
			}
		}
		taskcfg_free(&cfg);
		diags_free(&d);
	}
	/* every graph task with a solver, NLGraph's and GraCoRe's */
	for (int k = TASK_CONNECTIVITY; k <= TASK_COLORING; k++)
		CHECK_MSG(covered[k], "no trace of %s checked", task_by_kind((enum task_kind)k)->name);
	CHECK(traces > 100);
	CHECK(steps > 10000);
}

/* Every state of every solver's trace on all of NLGraph's standard
 * problems (../shared) is consistent; says how many were not traced. */
static void test_real_states_consistent(void)
{
	const char *shared = unit_shared();
	char dir[4200];
	struct problemset ps;
	struct diags d;
	size_t traced = 0, unsolved = 0, steps = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/nlgraph", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(nlgraph_import(dir, NLG_STANDARD, &ps, &d) == 0);
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		struct trace *tr = trace_new(p->graph, 20000);
		cJSON *ans = NULL;
		char *err = NULL;
		if (solve_problem(p, &ans, tr, &err) == 0) {
			steps += check_every_step(p, tr);
			traced++;
		} else {
			unsolved++;
		}
		free(err);
		cJSON_Delete(ans);
		trace_free(tr);
	}
	printf("  note: %zu NLGraph standard problems traced (%zu steps checked), %zu not "
	       "solvable as posed\n", traced, steps, unsolved);
	CHECK_INT(traced + unsolved, 6042);
	CHECK(unsolved == 0);
	problemset_free(&ps);
	diags_free(&d);
}

/* Every lesson's default graphs (NLGraph's and GraCoRe's tasks, teach.h),
 * at every step; the TSP's step-by-step trace counts each pruned branch
 * once and its path grows and shrinks by the extends and backtracks. */
static void test_lesson_states_consistent(void)
{
	size_t traces = 0, tsp_prunes = 0;

	for (size_t li = 0; li < teach_lesson_count(); li++) {
		for (uint64_t seed = 1; seed <= 3; seed++) {
			for (int n = 6; n <= 10; n += 2) {
				char *err = NULL;
				struct problem *p = teach_make_problem(teach_lesson_at(li)->task, n, seed,
								       false, &err);
				struct trace *tr;
				struct trace_state st;
				cJSON *ans = NULL;
				size_t prunes = 0, ext = 0, back = 0;

				REQUIRE(p != NULL);
				tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
				REQUIRE(solve_problem(p, &ans, tr, &err) == 0);
				check_every_step(p, tr);
				traces++;
				if (p->task->kind == TASK_TSP) {
					for (size_t i = 0; i < trace_count(tr); i++) {
						prunes += tr->ev[i].kind == TR_PRUNE;
						ext += tr->ev[i].kind == TR_EXTEND;
						back += tr->ev[i].kind == TR_BACKTRACK;
					}
					trace_state_init(&st, tr);
					trace_state_at(tr, trace_count(tr), &st);
					CHECK_MSG(st.prunings == prunes, "%s: %llu prunings, %zu prune events",
						  p->id, (unsigned long long)st.prunings, prunes);
					CHECK_INT(st.npath, ext - back);
					CHECK(prunes >= 1 && ext >= 2);	/* below the root */
					tsp_prunes += prunes;
					trace_state_free(&st);
				}
				cJSON_Delete(ans);
				trace_free(tr);
				problem_free(p);
			}
		}
	}
	CHECK_INT(traces, teach_lesson_count() * 9);
	CHECK(tsp_prunes >= 9);
}

void suite_trace(void);
void suite_trace(void)
{
	RUN(test_fold_by_hand);
	RUN(test_checkpoints_match_plain_fold);
	RUN(test_limit_truncates);
	RUN(test_output);
	RUN(test_final_state_equals_answer);
	RUN(test_gnn_state_layers);
	RUN(test_relax_replaces_tree_edge);
	RUN(test_match_frees_old_partner);
	RUN(test_gnn_not_computed);
	RUN(test_every_state_consistent);
	RUN(test_real_states_consistent);
	RUN(test_lesson_states_consistent);
	RUN(test_dinic_phase_levels);
	RUN(test_json_unset_null);
}
