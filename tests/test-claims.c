/* test-claims.c - claims found in reasoning, their spans and verdicts, and
 * the claims of the shared NLGraph logs counted. */
#include "config.h"
#include "unit.h"
#include "claims.h"
#include "nlgraph.h"
#include "nlgraph-logs.h"
#include "problem.h"

#include <stdlib.h>

static struct problem *load(const char *json, struct problemset *ps)
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

#define SP "{\"id\":\"t/shortest_path/easy/s/0\",\"benchmark\":\"t\",\"task\":\"shortest_path\",\"graph\":{\"directed\":false," \
	   "\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],[1,4,4],[4,2,2],[3,2,1],[4,3,1]]," \
	   "\"edge_attr\":\"weight\"},\"query\":{\"source\":0,\"target\":2}}\n"

/* Verdicts of text's claims as a string like "edge:T sum:F". */
static void verdicts(const struct problem *p, const char *text, char *out, size_t n,
		     struct claimset *cs)
{
	claimset_init(cs);
	claims_check(p, 0, text, strlen(text), cs);
	out[0] = '\0';
	for (size_t i = 0; i < cs->n; i++)
		snprintf(out + strlen(out), n - strlen(out), "%s%s:%c", i ? " " : "",
			 claim_kind_name(cs->v[i].kind),
			 "UTF"[cs->v[i].verdict]);
}

static void test_edges_and_sums(void)
{
	struct problemset ps;
	struct problem *p = load(SP, &ps);
	struct claimset cs;
	char v[512];
	const char *t1 = "Node 4 is connected to node 0, and node 1 is connected with node 2. "
			 "(2,4) (2,0) is there. An edge from 1 to 3 with weight 4? an edge between node 0 "
			 "and node 3 with weight 3.";
	const char *t2 = "0,3,2 with a total weight of 3 + 1 = 4,\n0,1,4,2 with a total weight of "
			 "3 + 4 + 2 = 10,\n0,4,2 with a total weight of 5 + 2 = 7.";

	REQUIRE(p);
	verdicts(p, t1, v, sizeof v, &cs);
	CHECK_STR(v, "edge:T edge:F edge:T edge:F edge:F edge:T");
	CHECK_INT(cs.nfalse, 3);
	/* the first false claim and its span */
	REQUIRE(cs.first_false == 1);
	CHECK_INT(cs.v[1].span.off, 35);
	CHECK_INT(cs.v[1].span.len, 31);
	CHECK_STR(cs.v[1].why, "no edge 1-2");
	claimset_free(&cs);
	verdicts(p, t2, v, sizeof v, &cs);
	CHECK_STR(v, "path-weight:T sum:T path-weight:F sum:F path-weight:F sum:T");
	CHECK_STR(cs.v[2].why, "the path weighs 9, not 10");
	CHECK_STR(cs.v[4].why, "edge 0-4 has weight 4, not 5");
	claimset_free(&cs);
	problemset_free(&ps);
}

#define FLOW "{\"id\":\"t/flow/easy/s/0\",\"benchmark\":\"t\",\"task\":\"flow\",\"graph\":{\"directed\":true,\"nodes\":3," \
	     "\"edges\":[[0,1,3],[1,2,2],[0,2,4]],\"edge_attr\":\"capacity\"},\"query\":{\"source\":0,\"target\":2}}\n"
#define TOPO "{\"id\":\"t/topology/easy/s/0\",\"benchmark\":\"t\",\"task\":\"topology\",\"graph\":{\"directed\":true,\"nodes\":3," \
	     "\"edges\":[[0,2],[1,2]]},\"query\":{}}\n"
#define MATCH "{\"id\":\"t/matching/easy/s/0\",\"benchmark\":\"t\",\"task\":\"matching\",\"graph\":{\"directed\":false,\"nodes\":4," \
	      "\"parts\":[2,2],\"edges\":[[0,2],[1,3]]},\"query\":{}}\n"
#define GNN "{\"id\":\"t/GNN/easy/s/0\",\"benchmark\":\"t\",\"task\":\"GNN\",\"graph\":{\"directed\":false,\"nodes\":3," \
	    "\"edges\":[[0,1],[1,2]],\"features\":[[1,0],[0,1],[1,1]]},\"query\":{\"layers\":2}}\n"
#define HAM "{\"id\":\"t/hamilton/easy/s/0\",\"benchmark\":\"t\",\"task\":\"hamilton\",\"graph\":{\"directed\":false,\"nodes\":3," \
	    "\"edges\":[[0,1],[1,2]]},\"query\":{}}\n"

static void test_task_wording(void)
{
	struct problemset ps;
	struct problem *p;
	struct claimset cs;
	char v[512];

	REQUIRE((p = load(FLOW, &ps)));
	verdicts(p, "we can send 2 units of flow from node 1 to node 2, then 3 units of flow from "
		    "node 1 to node 2 and 1 unit of flow from node 2 to node 0. an edge from node 0 "
		    "to node 2 with capacity 5", v, sizeof v, &cs);
	CHECK_STR(v, "flow:T flow:F flow:F edge:F");
	CHECK_STR(cs.v[1].why, "edge 1->2 has capacity 2 < 3");
	claimset_free(&cs);
	problemset_free(&ps);

	REQUIRE((p = load(TOPO, &ps)));
	verdicts(p, "since no nodes are required to be visited before node 0, node 0 can be visited first.\n"
		    "since no nodes are required to be visited before node 2, ...\n"
		    "since visiting node 2 requires visiting node 0, node 1 first, ...\n"
		    "since visiting node 1 requires visiting node 0 first", v, sizeof v, &cs);
	CHECK_STR(v, "no-pred:T no-pred:F edge:T edge:T edge:F");
	claimset_free(&cs);
	problemset_free(&ps);

	REQUIRE((p = load(MATCH, &ps)));
	verdicts(p, "applicant 0 is interested in job 0, job 1.\napplicant 1 is interested in job 1.",
		 v, sizeof v, &cs);
	CHECK_STR(v, "edge:T edge:F edge:T");
	claimset_free(&cs);
	problemset_free(&ps);

	/* layer 1: [0,1] [2,1] [0,1]; layer 2: [2,1] [0,2] [2,1] */
	REQUIRE((p = load(GNN, &ps)));
	verdicts(p, "layer 1:\nnode 0: sum of embeddings of node 1, [0,1] = [0,1]\n"
		    "node 1: sum of embeddings of node 0, node 2, [1,0] + [1,1] = [2,2]\n"
		    "layer 2:\nnode 0: [2,1] = [2,1]\n", v, sizeof v, &cs);
	CHECK_STR(v, "edge:T node-value:T edge:T edge:T node-value:F sum:F node-value:T");
	CHECK_STR(cs.v[4].why, "node 1 at layer 1 is [2,1]");
	claimset_free(&cs);
	problemset_free(&ps);

	REQUIRE((p = load(HAM, &ps)));
	verdicts(p, "we can start at node 0. as node 0 is connected with ndoe 1, and node 1 is not visited, "
		    "we can then visit node 1. node 0 is not visited. node 1 is already visited.",
		 v, sizeof v, &cs);
	CHECK_STR(v, "edge:T visited:T visited:F visited:T");
	claimset_free(&cs);
	problemset_free(&ps);
}

/* The shared CoT logs: claims found and false, per task. */
static void test_shared_logs(void)
{
	const char *sh = unit_shared();
	char dir[4096];
	struct problemset ps;
	struct runset rs;
	struct diags d;
	size_t nruns, found[TASK__COUNT] = { 0 }, bad[TASK__COUNT] = { 0 };

	if (!sh)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/nlgraph", sh);
	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	REQUIRE(nlgraph_import(dir, NLG_STANDARD | NLG_ATTACK, &ps, &d) == 0);
	REQUIRE(nlgraph_logs_read(dir, &rs, &nruns, &d) == 0);
	for (size_t i = 0; i < rs.n; i++) {
		const struct problem *p = problemset_find(&ps, rs.v[i].problem);
		struct claimset cs;
		if (!p || !rs.v[i].text)
			continue;
		claimset_init(&cs);
		claims_check(p, rs.v[i].layer, rs.v[i].text, rs.v[i].text_len, &cs);
		found[p->task->kind] += cs.n;
		bad[p->task->kind] += cs.nfalse;
		for (size_t k = 0; k < cs.n; k++)
			CHECK(cs.v[k].span.off + cs.v[k].span.len <= rs.v[i].text_len);
		claimset_free(&cs);
	}
	/* every task's regular wording yields claims, and not all are true */
	for (int k = TASK_CONNECTIVITY; k <= TASK_GNN; k++) {
		CHECK(found[k] > 0);
		CHECK(bad[k] < found[k]);
	}
	/* the connectivity CoT run narrates real edges: few false ones */
	CHECK(bad[TASK_CONNECTIVITY] * 10 < found[TASK_CONNECTIVITY]);
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
}

void suite_claims(void);
void suite_claims(void)
{
	RUN(test_edges_and_sums);
	RUN(test_task_wording);
	RUN(test_shared_logs);
}
