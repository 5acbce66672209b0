/* test-audit.c - the gold audit (audit.h): the GraCoRe sample (read in
 * place from ../shared, skipped when absent) and hand-made problems whose
 * gold is wrong, heuristic or ambiguous in known ways. */
#include "config.h"
#include "unit.h"
#include "audit.h"
#include "gracore-import.h"
#include "gracore-solve.h"
#include "hetero.h"

#include <stdlib.h>
#include <string.h>

static void test_sample(void)
{
	static char dir[4096];
	const char *s = unit_shared();
	struct problemset ps;
	struct diags d;
	struct audit_totals t;
	bool saw_nn = false, saw_ham = false;

	if (!s)
		SKIP("../shared not found");
	snprintf(dir, sizeof dir, "%s/gracore-sample", s);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(gracore_import(dir, &ps, &d) == EXIT_OK);
	memset(&t, 0, sizeof t);
	for (size_t i = 0; i < ps.n; i++) {
		struct audit_result r;
		audit_problem(ps.v[i], &r);
		audit_count(&t, &r);
		for (size_t k = 0; k < r.n; k++) {
			if (r.v[k].kind == AUDIT_HEURISTIC && strstr(r.v[k].reason, "nearest-neighbour") &&
			    !strcmp(ps.v[i]->id, "gracore/tsp/n8/tsp/0"))
				saw_nn = true;
			if (r.v[k].kind == AUDIT_FORMAT && ps.v[i]->task->kind == TASK_HAMILTON_CYCLE)
				saw_ham = true;
		}
		audit_free(&r);
	}
	/* the paper's task set: four TSP golds are nearest-neighbour tours
	 * longer than the optimum (checked with an independent Held-Karp); six
	 * Hamiltonian answers are edge lists; everything else agrees with the
	 * exact reference */
	CHECK_INT(t.problems, 150);
	CHECK_INT(t.agree, 140);
	CHECK_INT(t.differ, 10);
	CHECK_INT(t.unchecked, 0);
	CHECK_INT(t.kinds[AUDIT_WRONG], 0);
	CHECK_INT(t.kinds[AUDIT_HEURISTIC], 4);
	CHECK_INT(t.kinds[AUDIT_FORMAT], 6);
	CHECK(saw_nn);
	CHECK(saw_ham);
	problemset_free(&ps);
	diags_free(&d);
}

/* Audit one problem given as JSON; returns the findings' first kind (or
 * -1 agree, -2 unchecked) and copies the first reason. */
static int audit_json(const char *json, char *reason, size_t rlen)
{
	struct problemset ps;
	struct diags d;
	struct audit_result r;
	int k;

	problemset_init(&ps);
	diags_init(&d);
	if (problems_parse_jsonl("t.jsonl", json, strlen(json), &ps, &d) != 0 || ps.n != 1) {
		diags_print(&d, stdout);
		diags_free(&d);
		problemset_free(&ps);
		return -3;
	}
	audit_problem(ps.v[0], &r);
	k = r.status == AUDIT_AGREE ? -1 : r.status == AUDIT_UNCHECKED ? -2 : (int)r.v[0].kind;
	snprintf(reason, rlen, "%s", r.n ? r.v[0].reason : r.note ? r.note : "");
	audit_free(&r);
	problemset_free(&ps);
	diags_free(&d);
	return k;
}

#define PROB(task, graph, query, answer)                                                      \
	"{\"id\":\"gracore/" task "/t/x/0\",\"benchmark\":\"gracore\",\"task\":\"" task "\","  \
	"\"graph\":" graph ",\"query\":" query ",\"gold\":{\"answer\":" answer "}}"

/* Crown graph on 4 pairs, u_i = 2i, v_i = 2i+1, u_i ~ v_j for i != j:
 * bipartite, but greedy colouring in node order needs 4 colours. */
#define CROWN "{\"directed\":false,\"nodes\":8,\"edges\":[[0,3],[0,5],[0,7],[2,1],[2,5],[2,7]," \
	      "[4,1],[4,3],[4,7],[6,1],[6,3],[6,5]]}"
#define SQUARE "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1]," \
	       "[0,2,5]],\"edge_attr\":\"weight\"}"

static void test_kinds(void)
{
	char why[256];
	struct problemset ps;
	struct diags d;
	int greedy[8];

	/* the crown graph's greedy largest-first count really is 4 */
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(problems_parse_jsonl("t", PROB("coloring", CROWN, "{}", "{\"colors\":4}"),
				     strlen(PROB("coloring", CROWN, "{}", "{\"colors\":4}")), &ps,
				     &d) == 0);
	CHECK_INT(gc_color_greedy(ps.v[0]->graph, greedy), 4);
	problemset_free(&ps);
	diags_free(&d);

	CHECK_INT(audit_json(PROB("coloring", CROWN, "{}", "{\"colors\":4}"), why, sizeof why),
		  AUDIT_HEURISTIC);
	CHECK(strstr(why, "greedy largest-first") && strstr(why, "chromatic number 2"));
	CHECK_INT(audit_json(PROB("coloring", CROWN, "{}", "{\"colors\":2}"), why, sizeof why), -1);
	CHECK_INT(audit_json(PROB("coloring", CROWN, "{}", "{\"colors\":1}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("tree", SQUARE, "{}", "{\"tree\":true}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK(strstr(why, "cycle") != NULL);
	CHECK_INT(audit_json(PROB("node_count", SQUARE, "{}", "{\"nodes\":5}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("avg_degree",
				  "{\"directed\":true,\"nodes\":4,\"edges\":[[0,1],[1,2],[2,3]]}",
				  "{}", "{\"value\":0.75}"), why, sizeof why), AUDIT_WRONG);
	CHECK(strstr(why, "out-degree") != NULL);
	CHECK_INT(audit_json(PROB("shortest_path", SQUARE, "{\"source\":0,\"target\":2}",
				  "{\"path\":[0,2],\"length\":5}"), why, sizeof why), AUDIT_WRONG);
	CHECK(strstr(why, "not the shortest") != NULL);
	CHECK_INT(audit_json(PROB("shortest_path", SQUARE, "{\"source\":0,\"target\":2}",
				  "{\"path\":[0,3,2],\"length\":2}"), why, sizeof why), -1);
	CHECK_INT(audit_json("{\"id\":\"gracore/bfs_order/t/x/0\",\"benchmark\":\"gracore\","
			     "\"task\":\"bfs_order\",\"graph\":" SQUARE ",\"query\":{\"start\":0},"
			     "\"gold\":{\"answer\":{\"order\":[0,1,3,2]}},\"extra\":{\"options\":"
			     "{\"A\":[0,1,3,2],\"B\":[0,2,1,3],\"C\":[1,0,2,3]},\"choice\":\"A\"}}",
			     why, sizeof why), AUDIT_AMBIGUOUS);
	CHECK(strstr(why, "A, B") != NULL);
	CHECK_INT(audit_json(PROB("bfs_order", SQUARE, "{\"start\":0}", "{\"order\":[0,1,2,3]}"),
			     why, sizeof why), -1);
	CHECK_INT(audit_json(PROB("bfs_order", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],"
				  "[1,2],[2,3]]}", "{\"start\":0}", "{\"order\":[0,2,1,3]}"),
			     why, sizeof why), AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,2],"
				  "[1,2,1]],\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}",
				  "{\"value\":1,\"flows\":[[0,1,2],[1,2,1]]}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK(strstr(why, "conserved") != NULL);
	CHECK_INT(audit_json(PROB("flow", "{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,2],"
				  "[1,2,1]],\"edge_attr\":\"capacity\"}", "{\"source\":0,\"target\":2}",
				  "{\"value\":2}"), why, sizeof why), AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("tsp", "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],"
				  "[2,3,1],[3,0,1],[0,2,5],[1,3,5]],\"edge_attr\":\"weight\"}", "{}",
				  "{\"tour\":[0,2,1,3,0],\"length\":12}"), why, sizeof why),
		  AUDIT_HEURISTIC);
	CHECK(strstr(why, "not the optimum 4") != NULL);
	CHECK_INT(audit_json(PROB("hamilton_cycle", SQUARE, "{}",
				  "{\"has_cycle\":true,\"cycle\":[0,2,1,3,0]}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("euler_path", SQUARE, "{}", "{\"circuit\":true}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK(strstr(why, "odd degree") != NULL);
	/* a triangle and an isolated node: networkx's is_eulerian says no (the
	 * GraCoRe golds), the edges have a circuit: ambiguous, not wrong */
	CHECK_INT(audit_json(PROB("euler_path", "{\"directed\":false,\"nodes\":4,\"edges\":"
				  "[[0,1],[1,2],[2,0]]}", "{}", "{\"circuit\":false}"), why, sizeof why),
		  AUDIT_AMBIGUOUS);
	CHECK(strstr(why, "node [3] has no edge") && strstr(why, "is_eulerian"));
	CHECK_INT(audit_json(PROB("euler_path", "{\"directed\":false,\"nodes\":3,\"edges\":"
				  "[[0,1],[1,2],[2,0]]}", "{}", "{\"circuit\":false}"), why, sizeof why),
		  AUDIT_WRONG);
	CHECK_INT(audit_json(PROB("euler_path", "{\"directed\":false,\"nodes\":4,\"edges\":"
				  "[[0,1],[1,2],[2,0]]}", "{}", "{\"circuit\":true}"), why, sizeof why), -1);
	/* the question asks for the heuristic the gold follows */
	CHECK_INT(audit_json("{\"id\":\"gracore/tsp/t/x/0\",\"benchmark\":\"gracore\",\"task\":"
			     "\"tsp\",\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],"
			     "[1,2,1],[2,3,10],[3,0,1],[0,2,2],[1,3,2]],\"edge_attr\":\"weight\"},"
			     "\"question\":\"Find the optimal solution. You can use Nearest Neighbor "
			     "Algorithm solve this problem.\",\"gold\":{\"answer\":{\"tour\":"
			     "[0,1,2,3,0],\"length\":13}}}", why, sizeof why), AUDIT_HEURISTIC);
	CHECK(strncmp(why, "question asks for a heuristic; gold follows it: the nearest-neighbour "
		      "tour from node 0 (length 13), not the optimum 6", 111) == 0);
	CHECK_INT(audit_json("{\"id\":\"gracore/coloring/t/x/0\",\"benchmark\":\"gracore\","
			     "\"task\":\"coloring\",\"graph\":" CROWN ",\"question\":\"Use a greedy "
			     "algorithm with the \\\"largest_first\\\" strategy.\",\"gold\":"
			     "{\"answer\":{\"colors\":4}}}", why, sizeof why), AUDIT_HEURISTIC);
	CHECK(strncmp(why, "question asks for a heuristic; gold follows it: the greedy", 58) == 0);
	CHECK_INT(audit_json(PROB("triplet_reconstruction", SQUARE, "{}",
				  "{\"triplets\":[[0,1,1],[1,2,1]]}"), why, sizeof why), AUDIT_WRONG);
	CHECK_INT(audit_json("{\"id\":\"gracore/tree/t/x/1\",\"benchmark\":\"gracore\",\"task\":"
			     "\"tree\",\"graph\":" SQUARE "}", why, sizeof why), -2);
	/* NLGraph problems: the shared keys are compared */
	CHECK_INT(audit_json("{\"id\":\"nlgraph/connectivity/easy/standard/0\",\"benchmark\":"
			     "\"nlgraph\",\"task\":\"connectivity\",\"graph\":{\"directed\":false,"
			     "\"nodes\":3,\"edges\":[[0,1]]},\"query\":{\"source\":0,\"target\":2},"
			     "\"gold\":{\"answer\":{\"connected\":true}}}", why, sizeof why),
		  AUDIT_WRONG);
}

static void test_hetero(void)
{
	struct problemset ps;
	struct diags d;
	struct audit_totals t;

	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(hetero_import(unit_srcpath("data/hetero/mini-imdb.json"), &ps, &d) == EXIT_OK);
	memset(&t, 0, sizeof t);
	/* spoil one gold: the audit must notice */
	cJSON_ReplaceItemInObjectCaseSensitive(ps.v[6]->gold_answer, "count", cJSON_CreateNumber(4));
	for (size_t i = 0; i < ps.n; i++) {
		struct audit_result r;
		audit_problem(ps.v[i], &r);
		audit_count(&t, &r);
		audit_free(&r);
	}
	CHECK_INT(t.problems, 15);
	CHECK_INT(t.unchecked, 4);	/* node classification, link prediction */
	CHECK_INT(t.differ, 1);
	CHECK_INT(t.kinds[AUDIT_WRONG], 1);
	problemset_free(&ps);
	diags_free(&d);
}

/* every kind has its name, and a value past the enum gets "?" as the other
 * *_name functions give, never a read past the table */
static void test_kind_names(void)
{
	CHECK_STR(audit_kind_name(AUDIT_WRONG), "wrong");
	CHECK_STR(audit_kind_name(AUDIT_FORMAT), "format");
	CHECK_STR(audit_kind_name((enum audit_kind)(AUDIT_FORMAT + 1)), "?");
	CHECK_STR(audit_kind_name((enum audit_kind)1000000), "?");
	CHECK_STR(audit_kind_name((enum audit_kind)-1), "?");
}

void suite_audit(void);
void suite_audit(void)
{
	RUN(test_sample);
	RUN(test_kinds);
	RUN(test_hetero);
	RUN(test_kind_names);
}
