/* test-decisive.c - the decisive step (src/score/decisive-ops.h) of each
 * NLGraph family, as the problem and trace screens show it: the step's
 * event and the sentence for a wrong answer, none for a right one. */
#include "config.h"
#include "unit.h"
#include "decisive-ops.h"
#include "solve.h"

#include <stdlib.h>
#include <string.h>

#define SP "{\"id\":\"t/shortest_path/easy/s/0\",\"benchmark\":\"t\",\"task\":\"shortest_path\",\"graph\":{\"directed\":false," \
	   "\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],[1,4,4],[4,2,2],[3,2,1],[4,3,1]]," \
	   "\"edge_attr\":\"weight\"},\"query\":{\"source\":0,\"target\":2}}\n"
#define FLOW5 "{\"id\":\"t/flow/easy/s/0\",\"benchmark\":\"t\",\"task\":\"flow\",\"graph\":{\"directed\":true,\"nodes\":5," \
	      "\"edges\":[[0,1,3],[0,4,3],[1,3,1],[3,2,8],[4,2,8]],\"edge_attr\":\"capacity\"},\"query\":{\"source\":0,\"target\":2}}\n"
#define MATCH2 "{\"id\":\"t/matching/easy/s/0\",\"benchmark\":\"t\",\"task\":\"matching\",\"graph\":{\"directed\":false,\"nodes\":4," \
	       "\"parts\":[2,2],\"edges\":[[0,2],[1,2],[1,3]]},\"query\":{}}\n"
#define TOPO5 "{\"id\":\"t/topology/easy/s/0\",\"benchmark\":\"t\",\"task\":\"topology\",\"graph\":{\"directed\":true,\"nodes\":5," \
	      "\"edges\":[[0,1],[0,2],[1,3],[2,3],[4,3]]},\"query\":{}}\n"
#define CONN6 "{\"id\":\"t/connectivity/easy/s/0\",\"benchmark\":\"t\",\"task\":\"connectivity\",\"graph\":{\"directed\":false," \
	      "\"nodes\":6,\"edges\":[[0,1],[1,2],[5,2],[3,4]]},\"query\":{\"source\":0,\"target\":%d}}\n"
#define TREE "{\"id\":\"t/cycle/easy/s/0\",\"benchmark\":\"t\",\"task\":\"cycle\",\"graph\":{\"directed\":false,\"nodes\":3," \
	     "\"edges\":[[0,1],[1,2]%s]},\"query\":{}}\n"
#define HAM5 "{\"id\":\"t/hamilton/easy/s/0\",\"benchmark\":\"t\",\"task\":\"hamilton\",\"graph\":{\"directed\":false,\"nodes\":5," \
	     "\"edges\":[[0,2],[1,2],[1,4],[1,3],[3,4]]},\"query\":{}}\n"
#define GNN "{\"id\":\"t/gnn/easy/s/0\",\"benchmark\":\"t\",\"task\":\"gnn\",\"graph\":{\"directed\":false," \
	    "\"nodes\":2,\"edges\":[[0,1]],\"features\":[[1,2],[3,4]]},\"query\":{\"layers\":2}}\n"
#define NODES "{\"id\":\"t/node_count/easy/s/0\",\"benchmark\":\"t\",\"task\":\"node_count\",\"graph\":{\"directed\":false," \
	      "\"nodes\":3,\"edges\":[[0,1]]},\"query\":{}}\n"

/* One item as the TUI builds it: the problem, its reference trace and
 * answer, the model's parsed answer; tr_out gets the trace (caller frees
 * with trace_free) so the test can look at the decisive event. */
static bool decide(const char *json, const char *text, struct decisive *d, struct trace **tr_out)
{
	struct problemset ps;
	struct diags dg;
	struct problem *p;
	struct trace *tr;
	struct xquery q;
	struct xanswer x;
	cJSON *ref = NULL;
	char *err = NULL;
	long v;

	problemset_init(&ps);
	diags_init(&dg);
	if (problems_parse_jsonl("t.jsonl", json, strlen(json), &ps, &dg) != 0 || ps.n != 1) {
		diags_print(&dg, stdout);
		diags_free(&dg);
		problemset_free(&ps);
		return false;
	}
	diags_free(&dg);
	p = ps.v[0];
	tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	if (solve_problem(p, &ref, tr, &err) != 0) {
		printf("  solve: %s\n", err ? err : "?");
		free(err);
		trace_free(tr);
		problemset_free(&ps);
		return false;
	}
	q.source = problem_query_int(p, "source", &v) ? v : -1;
	q.target = problem_query_int(p, "target", &v) ? v : -1;
	q.nodes = p->graph->n;
	extract_answer(p->task->kind, text, strlen(text), &q, &x);
	decisive_step(p, p->graph, tr, ref, &x, d);
	xanswer_free(&x);
	cJSON_Delete(ref);
	problemset_free(&ps);
	*tr_out = tr;
	return true;
}

/* The decisive step is event `kind` (with a = a, b = b when >= 0). */
static void check_event(const struct trace *tr, long step, enum trace_kind kind, int a, int b)
{
	if (step < 0 || (size_t)step >= tr->n) {
		unit_fail(__FILE__, __LINE__, "step %ld outside the trace's %zu events", step, tr->n);
		return;
	}
	CHECK_STR(trace_kind_name(tr->ev[step].kind), trace_kind_name(kind));
	if (a >= 0)
		CHECK_INT(tr->ev[step].a, a);
	if (b >= 0)
		CHECK_INT(tr->ev[step].b, b);
}

static void check_none(const char *json, const char *text)
{
	struct decisive d;
	struct trace *tr = NULL;

	if (!decide(json, text, &d, &tr)) {
		unit_fail(__FILE__, __LINE__, "no item for \"%s\"", text);
		return;
	}
	if (d.step != -1 || d.why[0])
		unit_fail(__FILE__, __LINE__, "\"%s\": step %ld (%s), expected none", text, d.step,
			  d.why);
	trace_free(tr);
}

static void test_shortest_path(void)
{
	struct decisive d;
	struct trace *tr;

	REQUIRE(decide(SP, "The shortest path is 0,4,2 with a total weight of 6.", &d, &tr));
	check_event(tr, d.step, TR_RELAX, -1, 3);
	CHECK_INT(d.step, decisive_find_event(tr, TR_RELAX, -1, 3, true));
	CHECK_STR(d.why, "the model leaves the shortest path at node 3: its true distance is set here");
	trace_free(tr);
	REQUIRE(decide(SP, "The shortest path is 0,3,2,4 with a total weight of 5.", &d, &tr));
	CHECK_INT(d.step, (long)tr->n - 1);
	CHECK_STR(d.why, "the model's path goes past the target");
	trace_free(tr);
	check_none(SP, "The shortest path is 0,3,2 with a total weight of 4.");
	check_none(SP, "I cannot tell.");
}

static void test_flow(void)
{
	struct decisive d;
	struct trace *tr;
	int64_t sum = 0;

	REQUIRE(decide(FLOW5, "The maximum flow from node 0 to node 2 is 2.", &d, &tr));
	check_event(tr, d.step, TR_FLOW_PATH, -1, -1);
	for (long i = 0; i <= d.step && d.step >= 0; i++)
		if (tr->ev[i].kind == TR_FLOW_PATH)
			sum += tr->ev[i].val;
	CHECK(sum > 2);
	{
		char want[128];
		snprintf(want, sizeof want, "this augmenting path takes the flow to %lld, past the "
			 "model's 2", (long long)sum);
		CHECK_STR(d.why, want);
	}
	trace_free(tr);
	check_none(FLOW5, "The maximum flow from node 0 to node 2 is 4.");
}

static void test_matching(void)
{
	struct decisive d;
	struct trace *tr;

	REQUIRE(decide(MATCH2, "The matching is applicant 1 -> job 0.", &d, &tr));
	check_event(tr, d.step, TR_MATCH, -1, -1);
	CHECK(strstr(d.why, "the reference matches applicant ") == d.why);
	CHECK(strstr(d.why, "; the model does not") != NULL);
	trace_free(tr);
	check_none(MATCH2, "The matching is applicant 0 -> job 0, applicant 1 -> job 1.");
}

static void test_topology(void)
{
	struct decisive d;
	struct trace *tr;

	REQUIRE(decide(TOPO5, "So the solution is: 3,0,1,2,4.", &d, &tr));
	check_event(tr, d.step, TR_OUTPUT, 3, -1);
	CHECK(strstr(d.why, "the model's order breaks at node 3: ") == d.why);
	trace_free(tr);
	check_none(TOPO5, "So the solution is: 0,1,2,4,3.");
}

static void test_connectivity(void)
{
	struct decisive d;
	struct trace *tr;
	char json[512];

	snprintf(json, sizeof json, CONN6, 2);
	REQUIRE(decide(json, "No, there is no path between node 0 and node 2.", &d, &tr));
	check_event(tr, d.step, TR_DISCOVER, 2, -1);
	CHECK_STR(d.why, "the search reaches the target here; the model said no");
	trace_free(tr);
	check_none(json, "Yes, there is a path between node 0 and node 2.");
	snprintf(json, sizeof json, CONN6, 3);
	REQUIRE(decide(json, "Yes, there is a path between node 0 and node 3.", &d, &tr));
	CHECK_INT(d.step, (long)tr->n - 1);
	CHECK_STR(d.why, "the search ends without finding one; the model said yes");
	trace_free(tr);
}

static void test_cycle(void)
{
	struct decisive d;
	struct trace *tr;
	char json[512];

	snprintf(json, sizeof json, TREE, "");
	REQUIRE(decide(json, "Yes, there is a cycle in this graph.", &d, &tr));
	CHECK_INT(d.step, (long)tr->n - 1);
	CHECK_STR(d.why, "the search ends without finding one; the model said yes");
	trace_free(tr);
	snprintf(json, sizeof json, TREE, ",[2,0]");
	REQUIRE(decide(json, "No, there is no cycle in this graph.", &d, &tr));
	check_event(tr, d.step, TR_FOUND, -1, -1);
	CHECK_STR(d.why, "the search finds a cycle here; the model said no");
	trace_free(tr);
	check_none(json, "Yes, there is a cycle in this graph.");
}

static void test_hamilton(void)
{
	struct decisive d;
	struct trace *tr;

	/* the search settles any parsed answer, right or wrong */
	REQUIRE(decide(HAM5, "Yes. The path can be: 0,2,1,4,3.", &d, &tr));
	check_event(tr, d.step, TR_FOUND, -1, -1);
	CHECK_STR(d.why, "the search settles the answer here");
	trace_free(tr);
	check_none(HAM5, "I am not sure.");
}

static void test_gnn(void)
{
	struct decisive d;
	struct trace *tr;

	/* two layers of neighbour sums from [1,2],[3,4]: [3,4],[1,2], then [1,2],[3,4] */
	REQUIRE(decide(GNN, "so the answer is:\nnode 0: [1,2]\nnode 1: [5,6]\n", &d, &tr));
	check_event(tr, d.step, TR_AGGREGATE, 1, -1);
	CHECK_INT(d.step, decisive_find_event(tr, TR_AGGREGATE, 1, -1, true));
	CHECK_STR(d.why, "node 1's vector is wrong in the model's answer");
	trace_free(tr);
	check_none(GNN, "so the answer is:\nnode 0: [1,2]\nnode 1: [3,4]\n");
}

/* Families without a decisive step: none, whatever the answer. */
static void test_optional(void)
{
	check_none(NODES, "The graph has 7 nodes.");
	CHECK(!decisive_ops_for(TASK_NODE_COUNT)->decisive);
	CHECK(!decisive_ops_for(TASK_LINK_PRED)->decisive);
}

void suite_decisive(void);
void suite_decisive(void)
{
	RUN(test_shortest_path);
	RUN(test_flow);
	RUN(test_matching);
	RUN(test_topology);
	RUN(test_connectivity);
	RUN(test_cycle);
	RUN(test_hamilton);
	RUN(test_gnn);
	RUN(test_optional);
}
