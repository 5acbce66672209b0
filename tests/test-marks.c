/* test-marks.c - the highlights of one item (src/explore/marks.h): the
 * reference answer's nodes and edges, and the model's. */
#include "config.h"
#include "unit.h"
#include "marks.h"
#include "solve.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* e0 0->1 cap 2, e1 1->2 cap 1, e2 0->2 cap 1, e3 1->0 cap 5, e4 2->3 cap 4:
 * the maximum flow 0 => 2 is 2 (0-1-2 and 0-2); e3 and e4 carry none. */
#define FLOW "{\"id\":\"t/flow/easy/s/0\",\"benchmark\":\"t\",\"task\":\"flow\",\"graph\":{\"directed\":true,\"nodes\":4," \
	     "\"edges\":[[0,1,2],[1,2,1],[0,2,1],[1,0,5],[2,3,4]],\"edge_attr\":\"capacity\"}," \
	     "\"query\":{\"source\":0,\"target\":2}}\n"
#define TOPO "{\"id\":\"t/topology/easy/s/0\",\"benchmark\":\"t\",\"task\":\"topology\",\"graph\":{\"directed\":true,\"nodes\":3," \
	     "\"edges\":[[0,1],[1,2],[0,2]]},\"query\":{}}\n"
#define HAM "{\"id\":\"t/hamilton/easy/s/0\",\"benchmark\":\"t\",\"task\":\"hamilton\",\"graph\":{\"directed\":false,\"nodes\":3," \
	    "\"edges\":[[0,1],[1,2],[0,2]]},\"query\":{}}\n"

static struct problem *load(struct problemset *ps, const char *json)
{
	struct diags d;

	problemset_init(ps);
	diags_init(&d);
	if (problems_parse_jsonl("t.jsonl", json, strlen(json), ps, &d) != 0 || ps->n != 1) {
		diags_print(&d, stdout);
		diags_free(&d);
		return NULL;
	}
	diags_free(&d);
	return ps->v[0];
}

static void test_reference_flow(void)
{
	struct problemset ps;
	struct problem *p = load(&ps, FLOW);
	struct trace *tr;
	cJSON *ans = NULL;
	char *err = NULL;
	unsigned char nodes[4] = { 0 }, edges[5] = { 0 };

	REQUIRE(p);
	tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	REQUIRE(solve_problem(p, &ans, tr, &err) == 0);
	marks_reference(p, p->graph, ans, tr, nodes, edges);
	CHECK(edges[0] && edges[1] && edges[2]);
	CHECK(!edges[3] && !edges[4]);
	CHECK(nodes[0] && nodes[1] && nodes[2] && !nodes[3]);
	/* without the trace nothing says where the flow went */
	memset(edges, 0, sizeof edges);
	marks_reference(p, p->graph, ans, NULL, nodes, edges);
	CHECK(!edges[0] && !edges[1] && !edges[2]);
	cJSON_Delete(ans);
	trace_free(tr);
	problemset_free(&ps);
}

/* A topological order marks its nodes but no edges; a Hamilton path, the
 * same sequence, is a walk and marks its edges. */
static void model_seq(const char *json, unsigned char *nodes, unsigned char *edges)
{
	struct problemset ps;
	struct problem *p = load(&ps, json);
	struct xanswer x;
	struct claimset cs;
	int64_t v[3] = { 0, 1, 2 };

	if (!p) {
		unit_fail(__FILE__, __LINE__, "problem did not load");
		return;
	}
	memset(&x, 0, sizeof x);
	x.kind = XK_SEQ;
	x.v = v;
	x.n = 3;
	claimset_init(&cs);
	marks_model(p, p->graph, &x, &cs, nodes, edges);
	claimset_free(&cs);
	problemset_free(&ps);
}

static void test_model_walk_or_order(void)
{
	unsigned char nodes[3] = { 0 }, edges[3] = { 0 };

	model_seq(TOPO, nodes, edges);
	CHECK(nodes[0] && nodes[1] && nodes[2]);
	CHECK(!edges[0] && !edges[1] && !edges[2]);
	memset(nodes, 0, sizeof nodes);
	model_seq(HAM, nodes, edges);
	CHECK(nodes[0] && nodes[1] && nodes[2]);
	CHECK(edges[0] && edges[1] && !edges[2]);
}

/* The edges of cycle cyc (len nodes) in g, as marks. */
static void cycle_edges(const struct graph *g, const int *cyc, size_t len, unsigned char *edges)
{
	for (size_t i = 0; i < len; i++) {
		long e = graph_find_edge(g, cyc[i], cyc[(i + 1) % len]);
		if (e >= 0)
			edges[e] = 1;
	}
}

/* A gold answer that only says yes to a cycle is marked with the cycle the
 * trace found, which is the one the reader steps to: on a graph of 4,096
 * nodes or more an untraced search is a BFS and finds another (seen in the
 * TUI: the marks did not match the trace's last step on 50,000 nodes). */
static void test_reference_cycle_is_the_traces(void)
{
	enum { N = 5000, M = 5060 };
	struct problemset ps;
	struct problem *p;
	struct strbuf sb;
	struct trace *tr;
	cJSON *gold, *ans = NULL;
	char *err = NULL;
	int *c_dfs, *c_bfs;
	size_t l_dfs, l_bfs;
	uint64_t x = 12345;
	unsigned char *want = xcalloc(M + 1, 1), *got = xcalloc(M + 1, 1);
	unsigned char *nodes = xcalloc(N + 1, 1), *bfs = xcalloc(M + 1, 1);

	sb_init(&sb);
	sb_printf(&sb, "{\"id\":\"t/cycle/hard/s/0\",\"benchmark\":\"t\",\"task\":\"cycle\","
		  "\"graph\":{\"directed\":false,\"nodes\":%d,\"edges\":[", N);
	for (int i = 0; i < M; i++) {	/* a random tree, then 61 chords */
		int u, v = i + 1;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		u = (int)(x % (uint64_t)(i < N - 1 ? v : N));
		if (i >= N - 1) {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			v = (int)(x % N);
		}
		sb_printf(&sb, "%s[%d,%d]", i ? "," : "", u, v);
	}
	sb_printf(&sb, "]},\"query\":{},\"gold\":{\"answer\":{\"has_cycle\":true}}}\n");
	p = load(&ps, sb.data);
	sb_free(&sb);
	REQUIRE(p);
	gold = p->gold_answer;
	REQUIRE(gold && !cJSON_GetObjectItemCaseSensitive(gold, "cycle"));
	tr = trace_new(p->graph, 0);
	REQUIRE(solve_problem(p, &ans, tr, &err) == 0);
	REQUIRE(cycle_find(p->graph, NULL, &c_bfs, &l_bfs));
	{
		struct trace *t2 = trace_new(p->graph, 1);
		REQUIRE(cycle_find(p->graph, t2, &c_dfs, &l_dfs));
		trace_free(t2);
	}
	cycle_edges(p->graph, c_dfs, l_dfs, want);
	cycle_edges(p->graph, c_bfs, l_bfs, bfs);
	REQUIRE(memcmp(want, bfs, M + 1) != 0);	/* the two searches differ here */
	marks_reference(p, p->graph, gold, tr, nodes, got);
	CHECK(memcmp(got, want, M + 1) == 0);
	/* the solver's own answer lists its cycle: the same one */
	memset(got, 0, M + 1);
	marks_reference(p, p->graph, ans, NULL, nodes, got);
	CHECK(memcmp(got, want, M + 1) == 0);
	/* no trace, no list: a search now */
	memset(got, 0, M + 1);
	marks_reference(p, p->graph, gold, NULL, nodes, got);
	CHECK(memcmp(got, bfs, M + 1) == 0);
	free(c_dfs);
	free(c_bfs);
	free(want);
	free(got);
	free(bfs);
	free(nodes);
	cJSON_Delete(ans);
	trace_free(tr);
	problemset_free(&ps);
}

void suite_marks(void);
void suite_marks(void)
{
	RUN(test_reference_flow);
	RUN(test_model_walk_or_order);
	RUN(test_reference_cycle_is_the_traces);
}
