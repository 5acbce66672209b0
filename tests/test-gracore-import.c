/* test-gracore-import.c - the GraCoRe importer (gracore-import.h) on the
 * sample of ../shared/gracore-sample (read in place, skipped when absent)
 * and on small in-memory files, and the GraCoRe exact-match scorers
 * (gracore-score.h) on hand-written model answers. */
#include "config.h"
#include "unit.h"
#include "bench.h"
#include "gracore-import.h"
#include "gracore-qa.h"
#include "gracore-score.h"
#include "standardize.h"
#include "score.h"
#include "runs.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *sample_dir(void)
{
	static char buf[4096];
	const char *s = unit_shared();

	if (!s)
		return NULL;
	snprintf(buf, sizeof buf, "%s/gracore-sample", s);
	return buf;
}

static const cJSON *gold(const struct problem *p, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(p->gold_answer, k);
}

static bool ints_are(const cJSON *a, const long *want, size_t n)
{
	size_t i = 0;
	const cJSON *it;

	if (cJSON_GetArraySize(a) != (int)n)
		return false;
	cJSON_ArrayForEach(it, a)
		if (it->valueint != want[i++])
			return false;
	return true;
}

/* ps imports the sample with options o (NULL: the default); counts per
 * task kind in per. */
static void count_tasks(const struct problemset *ps, size_t *per)
{
	memset(per, 0, TASK__COUNT * sizeof *per);
	for (size_t i = 0; i < ps->n; i++)
		per[ps->v[i]->task->kind]++;
}

static void test_sample_counts(void)
{
	const char *dir = sample_dir();
	struct gracore_opts o = { false, false, false };
	struct gracore_count cnt;
	struct problemset ps;
	struct diags d;
	size_t per[TASK__COUNT];

	if (!dir)
		SKIP("../shared not found");
	problemset_init(&ps);
	diags_init(&d);
	/* default: the paper's task set (Table 10): structure questions only
	 * from the bipartite, tree, traversal and shortest-path graphs */
	CHECK_INT(gracore_import_with(dir, &o, &ps, &d, &cnt), EXIT_OK);
	CHECK_INT(d.errors, 0);
	CHECK_INT(cnt.records, 54);
	CHECK_INT(cnt.skipped, 0);
	/* 4 types x 6 records x 4 structure questions + 9 types x 6 specials */
	REQUIRE(ps.n == 150);
	count_tasks(&ps, per);
	CHECK_INT(per[TASK_NODE_COUNT], 24);
	CHECK_INT(per[TASK_AVG_DEGREE], 24);
	CHECK_INT(per[TASK_GRAPH_CONNECTIVITY], 24);
	CHECK_INT(per[TASK_TRIPLETS], 24);
	CHECK_INT(per[TASK_BIPARTITE], 6);
	CHECK_INT(per[TASK_BFS_ORDER], 6);
	CHECK_INT(per[TASK_TSP], 6);
	CHECK_INT(per[TASK_FLOW], 6);
	CHECK_INT(per[TASK_SHORTEST_PATH], 6);
	CHECK_INT(per[TASK_HAMILTON_CYCLE], 6);
	CHECK_INT(per[TASK_EULER], 6);
	CHECK_INT(per[TASK_COLORING], 6);
	CHECK_INT(per[TASK_TREE], 6);
	CHECK_STR(ps.v[0]->id, "gracore/node_count/n8/bipartite/0");
	CHECK_STR(ps.v[4]->id, "gracore/bipartite/n8/bipartite/0");
	/* Eulerian records give their special question only */
	CHECK_STR(ps.v[30]->id, "gracore/euler_path/n8/eulerian/0");
	CHECK_STR(ps.v[149]->id, "gracore/tree/n12/tree/2");
	problemset_free(&ps);

	/* --set all: every type's structure questions */
	o.all = true;
	problemset_init(&ps);
	CHECK_INT(gracore_import_with(dir, &o, &ps, &d, &cnt), EXIT_OK);
	CHECK_INT(d.errors, 0);
	/* 9 types x 2 files x 3 records, 4 structure questions + 1 special */
	REQUIRE(ps.n == 270);
	count_tasks(&ps, per);
	CHECK_INT(per[TASK_NODE_COUNT], 54);
	CHECK_INT(per[TASK_AVG_DEGREE], 54);
	CHECK_INT(per[TASK_GRAPH_CONNECTIVITY], 54);
	CHECK_INT(per[TASK_TRIPLETS], 54);
	CHECK_INT(per[TASK_BFS_ORDER], 6);
	CHECK_INT(per[TASK_HAMILTON_CYCLE], 6);
	/* types by folder name, files by N (8 before 12), records in order */
	CHECK_STR(ps.v[0]->id, "gracore/node_count/n8/bipartite/0");
	CHECK_STR(ps.v[4]->id, "gracore/bipartite/n8/bipartite/0");
	CHECK_STR(ps.v[15]->id, "gracore/node_count/n12/bipartite/0");
	CHECK_STR(ps.v[269]->id, "gracore/tree/n12/tree/2");
	CHECK_STR(ps.v[0]->category, "pure/bipartite");
	problemset_free(&ps);

	/* --set random-order: the shuffled descriptions, ids of their own */
	o.all = false;
	o.random_order = true;
	problemset_init(&ps);
	CHECK_INT(gracore_import_with(dir, &o, &ps, &d, &cnt), EXIT_OK);
	REQUIRE(ps.n == 150);
	CHECK_STR(ps.v[0]->id, "gracore/node_count/n8/bipartite-random/0");
	CHECK_STR(ps.v[0]->category, "pure/bipartite");
	problemset_free(&ps);
	diags_free(&d);
}

/* The release's layouts, as ../shared/gracore-sample now shows them: a
 * traversal question naming its start as "start node K" with options C and
 * D on one line, and Hamiltonian records with shuffled "nodes". */
static void test_sample_layouts(void)
{
	const char *dir = sample_dir();
	struct gracore_opts o = { true, false, true };
	struct problemset ps;
	struct diags d;
	const struct problem *p;
	const cJSON *opts;
	long v;

	if (!dir)
		SKIP("../shared not found");
	problemset_init(&ps);
	diags_init(&d);
	/* strict: no record of the sample is refused */
	CHECK_INT(gracore_import_with(dir, &o, &ps, &d, NULL), EXIT_OK);
	CHECK_INT(d.errors, 0);
	for (size_t i = 0; i < ps.n; i++) {
		p = ps.v[i];
		if (p->task->kind != TASK_BFS_ORDER)
			continue;
		opts = cJSON_GetObjectItemCaseSensitive(p->extra, "options");
		/* A-D: D, on C's line, is not dropped */
		CHECK_INT(cJSON_GetArraySize(opts), 4);
		CHECK(cJSON_GetObjectItemCaseSensitive(opts, "D") != NULL);
		CHECK(strstr(p->question, "start node") != NULL);
		CHECK(problem_query_int(p, "start", &v));
	}
	p = problemset_find(&ps, "gracore/bfs_order/n8/traversal/0");
	REQUIRE(p);
	opts = cJSON_GetObjectItemCaseSensitive(p->extra, "options");
	CHECK(ints_are(cJSON_GetObjectItemCaseSensitive(opts, "C"),
		       (const long[]){ 0, 7, 3, 1, 2, 6, 4, 5 }, 8));
	CHECK(ints_are(cJSON_GetObjectItemCaseSensitive(opts, "D"),
		       (const long[]){ 6, 2, 0, 7, 4, 1, 3, 5 }, 8));
	/* the shuffled nodes [4, 3, 0, 2, 5, 1, 7, 6] are a permutation */
	p = problemset_find(&ps, "gracore/node_count/n8/hamiltonian/0");
	REQUIRE(p);
	CHECK_INT(p->graph->n, 8);
	CHECK_INT(gold(p, "nodes")->valueint, 8);
	problemset_free(&ps);
	diags_free(&d);
}

static void test_sample_golds(void)
{
	const char *dir = sample_dir();
	struct problemset ps;
	struct diags d;
	const struct problem *p;
	long v;
	struct gracore_opts all = { true, false, false };

	if (!dir)
		SKIP("../shared not found");
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(gracore_import_with(dir, &all, &ps, &d, NULL) == EXIT_OK);
	p = problemset_find(&ps, "gracore/shortest_path/n12/shortest_path/0");
	REQUIRE(p);
	CHECK(ints_are(gold(p, "path"), (const long[]){ 1, 5, 0, 7 }, 4));
	CHECK_INT(gold(p, "length")->valueint, 10);
	CHECK(problem_query_int(p, "source", &v) && v == 1);
	CHECK(problem_query_int(p, "target", &v) && v == 7);
	p = problemset_find(&ps, "gracore/hamilton_cycle/n8/hamiltonian/0");
	REQUIRE(p);
	CHECK(p->graph->directed);
	CHECK(cJSON_IsTrue(gold(p, "has_cycle")));
	CHECK(ints_are(gold(p, "cycle"), (const long[]){ 3, 4, 0, 7, 2, 5, 6, 1, 3 }, 9));
	CHECK_INT(cJSON_GetObjectItemCaseSensitive(p->extra, "answer_edges")->valueint, 15);
	p = problemset_find(&ps, "gracore/bfs_order/n8/traversal/0");
	REQUIRE(p);
	CHECK_STR(cJSON_GetObjectItemCaseSensitive(p->extra, "choice")->valuestring, "A");
	CHECK_INT(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(p->extra, "options")), 4);
	CHECK(ints_are(gold(p, "order"), (const long[]){ 0, 2, 3, 7, 1, 4, 5, 6 }, 8));
	CHECK(problem_query_int(p, "start", &v) && v == 0);
	p = problemset_find(&ps, "gracore/flow/n8/max_flow/0");
	REQUIRE(p);
	CHECK_INT(p->graph->attr, ATTR_CAPACITY);
	CHECK_INT(gold(p, "value")->valueint, 14);
	CHECK_INT(cJSON_GetArraySize(gold(p, "flows")), 7);
	p = problemset_find(&ps, "gracore/node_count/n8/max_flow/0");
	REQUIRE(p);
	CHECK_INT(p->graph->attr, ATTR_WEIGHT);
	p = problemset_find(&ps, "gracore/tsp/n8/tsp/1");
	REQUIRE(p);
	CHECK_INT(gold(p, "length")->valueint, 13);
	p = problemset_find(&ps, "gracore/coloring/n12/coloring/0");
	REQUIRE(p);
	CHECK_INT(gold(p, "colors")->valueint, 4);
	p = problemset_find(&ps, "gracore/bipartite/n8/bipartite/1");
	REQUIRE(p);
	CHECK(cJSON_IsFalse(gold(p, "bipartite")));
	p = problemset_find(&ps, "gracore/avg_degree/n12/bipartite/0");
	REQUIRE(p);
	CHECK(gold(p, "value")->valuedouble > 3.166 && gold(p, "value")->valuedouble < 3.167);
	CHECK(strstr(p->question, "From node 0 to node") != NULL);
	CHECK(strstr(p->question, "average degree") != NULL);
	problemset_free(&ps);
	diags_free(&d);
}

/* A record with the quirks the sample does not show. */
static const char quirky[] =
	"[{\"nodes\":[0,1,2],\"edges\":[{\"source\":0,\"target\":1,\"attributes\":{\"weight\":4}},"
	"{\"source\":1,\"target\":2}],\"is_directed\":false,\"diameter\":\"undefined\","
	"\"radius\":\"undefined\",\"graph_description\":\"desc\",\"QA\":{\"structure_qa\":"
	"{\"node_number\":{\"Q\":\"How many?\",\"A\":3},\"is_connected\":{\"Q\":\"c?\",\"A\":\"No\"}},"
	"\"special_qa\":{\"Q\":\"Decide whether this graph is a tree.\",\"A\":\"Yes, it is a tree.\"}}}]";

static void test_quirks(void)
{
	struct problemset ps;
	struct diags d;

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(gracore_parse_file("Tree Structure Graph/graph_3.json", "Tree Structure Graph", 3,
				     quirky, sizeof quirky - 1, NULL, &ps, &d, NULL), 3);
	REQUIRE(ps.n == 3);
	CHECK_STR(ps.v[0]->id, "gracore/node_count/n3/tree/0");
	CHECK_INT(ps.v[0]->graph->ew[0], 4);
	CHECK_INT(ps.v[0]->graph->ew[1], 1);
	CHECK_STR(cJSON_GetObjectItemCaseSensitive(ps.v[0]->extra, "diameter")->valuestring,
		  "undefined");
	CHECK(cJSON_IsFalse(gold(ps.v[1], "connected")));
	CHECK_STR(ps.v[2]->task->name, "tree");
	CHECK(cJSON_IsTrue(gold(ps.v[2], "tree")));
	problemset_free(&ps);
	diags_free(&d);
}

/* A Tree Structure Graph file of three 2-node records, the middle one
 * with a bad node list, special answer or option layout. */
#define REC_OK "{\"nodes\":[0,1],\"edges\":[{\"source\":0,\"target\":1,\"attributes\":1}]," \
	"\"QA\":{\"structure_qa\":[{\"node_number\":{\"Q\":\"n?\",\"A\":2}}]," \
	"\"specail_qa\":{\"Q\":\"Tree?\",\"A\":\"Yes, it is a tree.\"}}}"
#define REC_NODES(list) "{\"nodes\":" list ",\"edges\":[],\"QA\":{\"structure_qa\":[{}]," \
	"\"specail_qa\":{\"Q\":\"Tree?\",\"A\":\"No\"}}}"

static void test_errors(void)
{
	static const char badjson[] = "[{\"nodes\":[0,1],\n \"edges\": [}]";
	static const char badedge[] =
		"[{\"nodes\":[0,1],\"edges\":[{\"source\":0,\"target\":5,\"attributes\":1}],"
		"\"QA\":{\"structure_qa\":[{}],\"specail_qa\":{\"Q\":\"q\",\"A\":\"No\"}}}]";
	static const char badspecial[] =
		"[{\"nodes\":[0,1],\"edges\":[],\"QA\":{\"specail_qa\":{\"Q\":\"q\",\"A\":\"Maybe\"}}}]";
	static const char three[] = "[" REC_OK "," REC_NODES("[1,1]") "," REC_OK "]";
	static const char *const badnodes[] = { "[" REC_NODES("[1,1]") "]",
						"[" REC_NODES("[0,2]") "]",
						"[" REC_NODES("[0,\"1\"]") "]" };
	struct gracore_opts strict = { true, false, true };
	struct gracore_count cnt = { 0, 0, 0 };
	struct problemset ps;
	struct diags d;
	char *msg;

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, badjson,
				     sizeof badjson - 1, NULL, &ps, &d, &cnt), -1);
	REQUIRE(d.n == 1);
	msg = diag_format(&d.v[0]);
	CHECK(strncmp(msg, "x.json:2:", 9) == 0);
	free(msg);
	CHECK_INT(cnt.files_skipped, 1);
	/* lenient: a bad record is reported and skipped, the rest imported */
	CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, badedge,
				     sizeof badedge - 1, NULL, &ps, &d, &cnt), 0);
	CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, badspecial,
				     sizeof badspecial - 1, NULL, &ps, &d, &cnt), 0);
	CHECK_INT(cnt.records, 2);
	CHECK_INT(cnt.skipped, 2);
	for (size_t i = 0; i < 3; i++)
		CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, badnodes[i],
					     strlen(badnodes[i]), NULL, &ps, &d, &cnt), 0);
	CHECK_INT(cnt.skipped, 5);
	CHECK_INT(ps.n, 0);
	CHECK_INT(gracore_parse_file("x.json", "Planar Graph", 2, "[]", 2, NULL, &ps, &d, &cnt), -1);
	CHECK_INT(d.errors, 7);
	msg = diag_format(&d.v[3]);
	CHECK_STR(msg, "x.json: record 0: nodes[1] repeats a node (nodes must be a permutation "
		  "of 0..1)");
	free(msg);
	/* records 0 and 2 (2 problems each) kept, record 1 skipped whole */
	memset(&cnt, 0, sizeof cnt);
	CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, three, sizeof three - 1,
				     NULL, &ps, &d, &cnt), 4);
	CHECK_INT(cnt.records, 3);
	CHECK_INT(cnt.skipped, 1);
	REQUIRE(ps.n == 4);
	CHECK_STR(ps.v[2]->id, "gracore/node_count/n2/tree/2");
	/* strict: the first bad record stops the file */
	memset(&cnt, 0, sizeof cnt);
	CHECK_INT(gracore_parse_file("x.json", "Tree Structure Graph", 2, three, sizeof three - 1,
				     &strict, &ps, &d, &cnt), -1);
	CHECK_INT(cnt.records, 2);
	CHECK_INT(ps.n, 6);
	CHECK_INT(gracore_import("/nonexistent/gracore", &ps, &d), EXIT_NOINPUT);
	CHECK(gracore_type_slug("TSP Graph") && !strcmp(gracore_type_slug("TSP Graph"), "tsp"));
	CHECK(gracore_type_slug("TSP") == NULL);
	problemset_free(&ps);
	diags_free(&d);
}

/* The traversal question's layouts: one option per line, C and D sharing
 * one, and the broken ones that must not lose an option silently. */
static int bfs_record(const char *q, const char *a, struct problemset *ps, struct diags *d)
{
	cJSON *arr = gcqa_check(cJSON_CreateArray()), *r = gcqa_check(cJSON_CreateObject());
	cJSON *qa = gcqa_check(cJSON_CreateObject()), *sp = gcqa_check(cJSON_CreateObject());
	cJSON *nodes = gcqa_check(cJSON_CreateArray());
	char *text;
	long got;

	for (int i = 0; i < 3; i++)
		cJSON_AddItemToArray(nodes, gcqa_check(cJSON_CreateNumber(i)));
	cJSON_AddItemToObject(r, "nodes", nodes);
	cJSON_AddItemToObject(r, "edges", gcqa_check(cJSON_Parse(
		"[{\"source\":0,\"target\":1,\"attributes\":1},"
		"{\"source\":0,\"target\":2,\"attributes\":1}]")));
	cJSON_AddStringToObject(sp, "Q", q);
	cJSON_AddStringToObject(sp, "A", a);
	cJSON_AddItemToObject(qa, "specail_qa", sp);
	cJSON_AddItemToObject(r, "QA", qa);
	cJSON_AddItemToArray(arr, r);
	text = cJSON_PrintUnformatted(arr);
	cJSON_Delete(arr);
	got = gracore_parse_file("t.json", "Graph Traversal Graph", 3, text, strlen(text), NULL, ps,
				 d, NULL);
	cJSON_free(text);
	return (int)got;
}

static void test_traversal_layouts(void)
{
	struct problemset ps;
	struct diags d;
	const cJSON *o;
	long v;

	problemset_init(&ps);
	diags_init(&d);
	/* the release: "start node K", C and D on one line */
	CHECK_INT(bfs_record("Implement BFS.Visited the graph start node 2.You can choise A,B,C "
			     "or D.\n A. [2, 0, 1] \n B. [0, 1, 2] \n C. [1, 0, 2] D. [2, 1, 0] \n",
			     "A.", &ps, &d), 1);
	REQUIRE(ps.n == 1);
	o = cJSON_GetObjectItemCaseSensitive(ps.v[0]->extra, "options");
	CHECK_INT(cJSON_GetArraySize(o), 4);
	CHECK(ints_are(cJSON_GetObjectItemCaseSensitive(o, "D"), (const long[]){ 2, 1, 0 }, 3));
	CHECK(ints_are(cJSON_GetObjectItemCaseSensitive(o, "C"), (const long[]){ 1, 0, 2 }, 3));
	CHECK(problem_query_int(ps.v[0], "start", &v) && v == 2);
	CHECK(ints_are(gold(ps.v[0], "order"), (const long[]){ 2, 0, 1 }, 3));
	/* the older wording and one option per line */
	CHECK_INT(bfs_record("BFS from node 0.\nA. [0, 1, 2]\nB. [0, 2, 1]\n", "B", &ps, &d), 1);
	CHECK_INT(d.errors, 0);
	/* bad layouts are bad records, never a dropped option */
	CHECK_INT(bfs_record("start node 0.\n A. [0, 1, 2] \n B. [0, 2, 1] \n C. [1, 0, 2] D. [2, 1",
			     "A.", &ps, &d), 0);
	CHECK_INT(bfs_record("start node 0.\n A. [0, 1, 2] \n C. [1, 0, 2] D. [2, 1, 0]\n", "A.",
			     &ps, &d), 0);
	CHECK_INT(bfs_record("start node 0.\n A. [0, 1, 2] \n B. [1, 0, 2] B. [2, 1, 0]\n", "A.",
			     &ps, &d), 0);
	CHECK_INT(bfs_record("start node 0.\n A. [0, 1, 2] \n B. [0, 2, 1]\n", "C.", &ps, &d), 0);
	CHECK_INT(bfs_record("Walk it.\n A. [0, 1, 2] \n B. [0, 2, 1]\n", "A.", &ps, &d), 0);
	CHECK_INT(d.errors, 5);
	CHECK_INT(ps.n, 2);
	problemset_free(&ps);
	diags_free(&d);
}

static void test_qa_readers(void)
{
	long v[8];
	size_t n;
	long *l;
	cJSON *o;

	CHECK_INT(gcqa_ints("a -3, 4x5", "a -3, 4x5" + 9, v, 8), 3);
	CHECK_INT(v[0], -3);
	CHECK_INT(v[2], 5);
	CHECK(gcqa_int_after("The TSP path is 20 and path is [0]", "path is", &v[0]) && v[0] == 20);
	l = gcqa_list("x [1] and path is [4, 5, 6].", "and path is", &n);
	CHECK(l && n == 3 && l[0] == 4 && l[2] == 6);
	free(l);
	CHECK_INT(gcqa_yes_no(" Yes, it is."), 1);
	CHECK_INT(gcqa_yes_no("No."), 0);
	CHECK_INT(gcqa_yes_no("Perhaps"), -1);
	o = gcqa_options("Pick.\n A. [0, 1]\n B. [1, 0]\nC. [2]");
	REQUIRE(o);
	CHECK_INT(cJSON_GetArraySize(o), 3);
	CHECK_INT(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(o, "B"), 0)->valueint, 1);
	cJSON_Delete(o);
	CHECK_STR(gracore_ability(TASK_TSP), "reasoning/optimisation");
	CHECK_STR(gracore_ability(TASK_TRIPLETS), "understanding/memory");
	CHECK_STR(gracore_ability(TASK_SUBGRAPH), "reasoning/subgraph");
	/* the paper: BFS is graph traversal, an understanding ability */
	CHECK_STR(gracore_ability(TASK_BFS_ORDER), "understanding/traversal");
	CHECK_STR(gracore_abbrev(TASK_TRIPLETS), "MS");
	CHECK(gracore_task_named("bfs") == task_by_kind(TASK_BFS_ORDER));
	CHECK(gracore_task_named("coloring") == task_by_kind(TASK_COLORING));
	CHECK(gracore_task_named("cycle") == NULL);
	CHECK(gracore_task_named("XX") == NULL);
	CHECK(gracore_ability(TASK_CYCLE) == NULL);
}

/* ---- scoring hand-written answers -------------------------------------- */

/* A 4-node problem set: a square 0-1-2-3-0 with weights, plus a chord. */
static const char scored[] =
	"{\"id\":\"gracore/node_count/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"node_count\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"gold\":{\"answer\":{\"nodes\":4}}}\n"
	"{\"id\":\"gracore/avg_degree/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"avg_degree\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"gold\":{\"answer\":{\"value\":2.5}}}\n"
	"{\"id\":\"gracore/bipartite/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"bipartite\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"gold\":{\"answer\":{\"bipartite\":false}}}\n"
	"{\"id\":\"gracore/triplet_reconstruction/n4/t/0\",\"benchmark\":\"gracore\","
	"\"task\":\"triplet_reconstruction\",\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":"
	"[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],\"edge_attr\":\"weight\"},\"gold\":{\"answer\":"
	"{\"triplets\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]]}}}\n"
	"{\"id\":\"gracore/bfs_order/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"bfs_order\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"query\":{\"start\":0},\"gold\":{\"answer\":{\"order\":[0,1,3,2]}},"
	"\"extra\":{\"options\":{\"A\":[0,1,3,2],\"B\":[0,2,1,3],\"C\":[1,0,2,3],\"D\":[0,1,2]},"
	"\"choice\":\"A\"}}\n"
	"{\"id\":\"gracore/tsp/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"tsp\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5],"
	"[1,3,5]],\"edge_attr\":\"weight\"},\"gold\":{\"answer\":{\"tour\":[0,1,2,3,0],\"length\":4}}}\n"
	"{\"id\":\"gracore/shortest_path/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"shortest_path\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"query\":{\"source\":0,\"target\":2},\"gold\":{\"answer\":"
	"{\"path\":[0,1,2],\"length\":2}}}\n"
	"{\"id\":\"gracore/hamilton_cycle/n4/t/0\",\"benchmark\":\"gracore\",\"task\":\"hamilton_cycle\","
	"\"graph\":{\"directed\":false,\"nodes\":4,\"edges\":[[0,1,1],[1,2,1],[2,3,1],[3,0,1],[0,2,5]],"
	"\"edge_attr\":\"weight\"},\"gold\":{\"answer\":{\"has_cycle\":true,\"cycle\":[0,1,2,3,0]}}}\n"
	"{\"id\":\"gracore/flow/n3/t/0\",\"benchmark\":\"gracore\",\"task\":\"flow\","
	"\"graph\":{\"directed\":true,\"nodes\":3,\"edges\":[[0,1,3],[1,2,2],[0,2,1]],"
	"\"edge_attr\":\"capacity\"},\"query\":{\"source\":0,\"target\":2},"
	"\"gold\":{\"answer\":{\"value\":3}}}\n"
	/* the crown graph on 4 pairs: greedy largest-first needs 4, chi = 2 */
	"{\"id\":\"gracore/coloring/n8/t/0\",\"benchmark\":\"gracore\",\"task\":\"coloring\","
	"\"graph\":{\"directed\":false,\"nodes\":8,\"edges\":[[0,3],[0,5],[0,7],[2,1],[2,5],[2,7],"
	"[4,1],[4,3],[4,7],[6,1],[6,3],[6,5]]},\"gold\":{\"answer\":{\"colors\":4}}}\n";

/* Score one answer text for problem id under policy pol; the value of
 * metric (or -1 when absent or not scored). */
static double score_one(const char *pol, const char *id, const char *text, const char *metric)
{
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct score_report rep;
	bool known;
	const double *v;
	double r = -1;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	if (problems_parse_jsonl("t.jsonl", scored, sizeof scored - 1, &ps, &d) != 0)
		return -2;
	runset_add(&rs, id, "run", 0, text, strlen(text));
	score_runs_subst(policy_find(pol, &known), bench_scorer_for, &ps, &rs, NULL, &rep, &d);
	if (rep.n == 1 && rep.v[0].scored && (v = metrics_get(&rep.v[0].res.metrics, metric)))
		r = *v;
	score_report_free(&rep);
	runset_free(&rs);
	problemset_free(&ps);
	diags_free(&d);
	return r;
}

static void test_score_answers(void)
{
	const char *pols[] = { "compat", "strict" };

	for (int k = 0; k < 2; k++) {
		const char *p = pols[k];
		CHECK(score_one(p, "gracore/node_count/n4/t/0", "This graph has 4 nodes.", "exact") == 1);
		CHECK(score_one(p, "gracore/node_count/n4/t/0", "Nodes 0 to 3, so 3 nodes? Answer: 5",
				"exact") == 0);
		CHECK(score_one(p, "gracore/avg_degree/n4/t/0", "Answer: 2.50", "exact") == 1);
		CHECK(score_one(p, "gracore/avg_degree/n4/t/0", "10/4", "exact") == 1);
		CHECK(score_one(p, "gracore/avg_degree/n4/t/0", "Answer: 2.4", "exact") == 0);
		CHECK(score_one(p, "gracore/bipartite/n4/t/0", "No, the chord 0-2 closes a triangle.",
				"exact") == 1);
		CHECK(score_one(p, "gracore/bipartite/n4/t/0", "Yes.", "exact") == 0);
		CHECK(score_one(p, "gracore/triplet_reconstruction/n4/t/0",
				"(3, 0, 1), (0, 1, 1), (2, 1, 1), (2, 3, 1), (2, 0, 5)", "exact") == 1);
		CHECK(score_one(p, "gracore/triplet_reconstruction/n4/t/0",
				"(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 1)", "sim") > 0.37);
		/* cosine: 8 / (sqrt(58) sqrt(8)) = 0.3714 */
		CHECK(score_one(p, "gracore/triplet_reconstruction/n4/t/0",
				"(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 1)", "sim") < 0.372);
		CHECK(score_one(p, "gracore/triplet_reconstruction/n4/t/0",
				"(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 1)", "exact") == 0);
		/* letters and lists; any valid BFS order passes */
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "A.", "exact") == 1);
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "A.", "choice") == 1);
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "(B)", "exact") == 1);
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "(B)", "choice") == 0);
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "Option D", "exact") == 0);
		CHECK(score_one(p, "gracore/bfs_order/n4/t/0", "The order is [0, 3, 1, 2].", "exact") == 1);
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The TSP path is 4 and path is [0, 3, 2, 1, 0].",
				"exact") == 1);
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The tour [0, 2, 1, 3, 0] has length 12.",
				"exact") == 0);
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The tour [0, 2, 1, 3, 0] has length 12.",
				"valid") == 1);
		/* the right tour with a wrong distance stated before it, as
		 * GraCoRe's gold words it: wrong under both policies */
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The TSP path is 99 and path is [0, 3, 2, 1, 0].",
				"exact") == 0);
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The TSP path is 99 and path is [0, 3, 2, 1, 0].",
				"valid") == 1);
		CHECK(score_one(p, "gracore/tsp/n4/t/0", "The tour is [0, 3, 2, 1, 0], length 4.",
				"exact") == 1);
		CHECK(score_one(p, "gracore/hamilton_cycle/n4/t/0", "Yes: [0, 3, 2, 1, 0]", "exact") == 1);
		CHECK(score_one(p, "gracore/hamilton_cycle/n4/t/0",
				"Edges: [(0, 1), (1, 2), (2, 3), (3, 0)]", "exact") == 1);
		CHECK(score_one(p, "gracore/hamilton_cycle/n4/t/0", "Yes: [0, 2, 1, 3, 0]", "exact") == 0);
	}
	/* the gold is greedy largest-first, the question calls it the minimum:
	 * strict takes the chromatic number too, compat only the gold */
	CHECK(score_one("strict", "gracore/coloring/n8/t/0", "Answer: 4", "exact") == 1);
	CHECK(score_one("strict", "gracore/coloring/n8/t/0", "Answer: 2", "exact") == 1);
	CHECK(score_one("strict", "gracore/coloring/n8/t/0", "Answer: 2", "optimal") == 1);
	CHECK(score_one("strict", "gracore/coloring/n8/t/0", "Answer: 3", "exact") == 0);
	CHECK(score_one("compat", "gracore/coloring/n8/t/0", "Answer: 2", "exact") == 0);
	CHECK(score_one("compat", "gracore/coloring/n8/t/0", "Answer: 4", "exact") == 1);
	/* the release's own wording: the value, not the flow list's last number */
	CHECK(score_one("compat", "gracore/flow/n3/t/0", "The maximum flow is 3. The flow paths are "
			"[(0, 1, 2), (0, 2, 1), (1, 2, 2)].", "res2") == 1);
	CHECK(score_one("compat", "gracore/flow/n3/t/0", "The maximum flow is 2. The flow paths are "
			"[(0, 1, 2), (1, 2, 2)].", "res2") == 0);
	CHECK(score_one("compat", "gracore/flow/n3/t/0", "The flow is 2, so the answer is 3", "res2")
	      == 1);
	CHECK(score_one("compat", "gracore/shortest_path/n4/t/0",
			"The shortest path is [0, 3, 2] with length 2.", "res1") == 1);
	CHECK(score_one("compat", "gracore/shortest_path/n4/t/0",
			"The shortest path is [0, 2] with length 5.", "res1") == 0);
	CHECK(score_one("compat", "gracore/shortest_path/n4/t/0",
			"The shortest path is [0, 2] with length 2.", "res2") == 1);
}

/* GraCoRe's standardised scores (standardize.h) of a table, by hand:
 * NN 0.9 0.6 0.3 -> mean 0.6, sample sd 0.3, z 1 0 -1; TSP 0.2 0.4 0.3 ->
 * sd 0.1, z -1 1 0; one min-max over [-1, 1] gives s = 50 (z + 1). With
 * the population sd the average z of b would be 0.612, not 0.5. */
static void test_standardize_table(void)
{
	static const char ok[] = "model,NN,tsp\na,90%,0.2\n\"b, big\",60%,0.4\nc,30%,-\n";
	static const char *const bad[] = {
		"model,NN,NN\na,1,2\n", "model,NN,XX\n", "model\na\n", "model,NN\na,x\n",
		"model,NN\na,1,2\n", "model,NN,AD\na,1\n", "model,NN\n", "model,NN\n\"a,1\n",
		"",
	};
	static const char *const where[] = {
		"t.csv:1:10: task \"NN\" appears twice", "t.csv:1:10: unknown task \"XX\"",
		"t.csv:1:1: the header names no task", "t.csv:2:3: \"x\" is not a number",
		"t.csv:2:5: more values", "t.csv:2:4: 1 values for 2 tasks",
		"t.csv:2:1: no model lines", "t.csv:2:1: unterminated quoted field",
		"t.csv:1:1: empty table",
	};
	struct std_table t;
	struct diags d;

	diags_init(&d);
	REQUIRE(std_table_read("t.csv", ok, sizeof ok - 1, &t, &d) == EXIT_OK);
	REQUIRE(t.nruns == 3 && t.ntasks == 2);
	CHECK_STR(t.runs[1], "b, big");
	CHECK_STR(t.tasks[1], "tsp");
	/* "90%" reads as 90; c has no TSP: TSP's z over a and b only */
	CHECK(t.x[0] == 90 && t.has[0] && !t.has[2 * 2 + 1]);
	CHECK(fabs(t.z[0] - 1) < 1e-9 && fabs(t.z[1 * 2 + 1] - 0.7071067811865) < 1e-9);
	std_table_free(&t);
	{
		static const char hand[] = "model,NN,TSP\na,0.9,0.2\nb,0.6,0.4\nc,0.3,0.3\n";
		REQUIRE(std_table_read("t.csv", hand, sizeof hand - 1, &t, &d) == EXIT_OK);
		CHECK(fabs(t.z[0] - 1) < 1e-9 && fabs(t.z[1] + 1) < 1e-9);
		CHECK(fabs(t.score[0] - 100) < 1e-9 && fabs(t.score[1]) < 1e-9);
		CHECK(fabs(t.score[2] - 50) < 1e-9 && fabs(t.score[3] - 100) < 1e-9);
		CHECK(fabs(t.avg_z[1] - 0.5) < 1e-9 && fabs(t.avg_z[2] + 0.5) < 1e-9);
		CHECK(fabs(t.total[0] - 100) < 1e-9 && fabs(t.total[1] - 150) < 1e-9);
		CHECK(fabs(t.total[2] - 50) < 1e-9);
		std_table_free(&t);
	}
	CHECK_INT(d.n, 0);
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		char *msg;
		diags_free(&d);
		diags_init(&d);
		CHECK_INT(std_table_read("t.csv", bad[i], strlen(bad[i]), &t, &d), EXIT_DATAERR);
		REQUIRE(d.n == 1);
		msg = diag_format(&d.v[0]);
		if (strncmp(msg, where[i], strlen(where[i])) != 0)
			CHECK_STR(msg, where[i]);
		free(msg);
	}
	diags_free(&d);
}

void suite_gracore_import(void);
void suite_gracore_import(void)
{
	RUN(test_sample_counts);
	RUN(test_sample_layouts);
	RUN(test_sample_golds);
	RUN(test_quirks);
	RUN(test_errors);
	RUN(test_traversal_layouts);
	RUN(test_qa_readers);
	RUN(test_score_answers);
	RUN(test_standardize_table);
}
