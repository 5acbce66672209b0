/* test-exec.c - gravel exec's pure parts (exec.h): the code out of a
 * model's reply, the code framework's names, a test case as a LeetCode
 * call (every argument form), and the RUNS line with its exec object read
 * back. The sandbox itself is tested end to end by tests/exec.sh. */
#include "config.h"
#include "unit.h"
#include "exec.h"
#include "problem.h"
#include "task.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static void check_code(const char *reply, const char *want)
{
	char *c = exec_extract_code(reply, strlen(reply));
	if (!want)
		CHECK(c == NULL);
	else
		CHECK_STR(c ? c : "(null)", want);
	free(c);
}

static void test_extract_code(void)
{
	/* the last python block wins over other blocks */
	check_code("plan:\n```text\nBFS\n```\n```python\nclass A: pass\n```\nthen\n```py\nx = 1\n```\n",
		   "x = 1\n");
	/* the only block, untagged; indented fences */
	check_code("Answer:\n  ```\ndef f(): pass\n  ```\n", "def f(): pass\n");
	/* several untagged blocks: the last holding a def */
	check_code("```\ndef a(): pass\n```\n```\nprint(1)\n```\n", "def a(): pass\n");
	/* an unterminated fence runs to the end */
	check_code("```python\nclass Solution:\n    pass", "class Solution:\n    pass");
	/* no fence: the whole text when it is code, else nothing */
	check_code("class Solution:\n    pass\n", "class Solution:\n    pass\n");
	check_code("I cannot solve this.", NULL);
	check_code("```python\n\n```", NULL);
	check_code("", NULL);
}

static void test_framework(void)
{
	char *m, **names;
	size_t n;

	CHECK_INT(exec_framework_parse("class Solution:\n    def countPaths(self, grid: "
				       "List[List[int]]) -> int:", &m, &names, &n), 0);
	CHECK_STR(m, "countPaths");
	CHECK_INT(n, 1);
	CHECK_STR(names[0], "grid");
	free(m);
	exec_names_free(names, n);
	CHECK_INT(exec_framework_parse("def minimumTotalPrice(self, n: int, edges: List[List[int]], "
				       "price: List[int], trips: Dict[int, Tuple[int, int]] = None)",
				       &m, &names, &n), 0);
	CHECK_INT(n, 4);
	CHECK_STR(names[3], "trips");
	free(m);
	exec_names_free(names, n);
	CHECK_INT(exec_framework_parse("class Solution:\n    pass", &m, &names, &n), -1);
	free(m);
	exec_names_free(names, n);
}

/* A problem of task name with edges (u, v[, w]) and a framework. */
static struct problem *mk(const char *task, int nodes, bool directed, const int *e, size_t m,
			  bool weighted, const char *framework, const char *query)
{
	struct problem *p = problem_new();
	p->id = xasprintf("grapheval2000/%s/t/x/0", task);
	p->task_name = xstrdup(task);
	p->task = task_find(task);
	p->graph = graph_new(nodes, directed, weighted ? ATTR_WEIGHT : ATTR_NONE);
	for (size_t i = 0; i < m; i++)
		graph_add_edge(p->graph, e[3 * i], e[3 * i + 1], e[3 * i + 2]);
	graph_finish(p->graph);
	p->query = cJSON_Parse(query);
	p->extra = cJSON_CreateObject();
	cJSON_AddStringToObject(p->extra, "code_framework", framework);
	return p;
}

static void check_args(struct problem *p, const char *method, const char *want)
{
	char *m = NULL, *err = NULL, *s;
	cJSON *a = exec_case_args(p, &m, &err);

	CHECK(a != NULL);
	if (!a) {
		printf("  %s\n", err ? err : "?");
		free(err);
		problem_free(p);
		return;
	}
	s = cJSON_PrintUnformatted(a);
	CHECK_STR(m, method);
	CHECK_STR(s, want);
	cJSON_free(s);
	cJSON_Delete(a);
	free(m);
	problem_free(p);
}

static void test_case_args(void)
{
	static const int e1[] = { 0, 1, 0, 1, 2, 0 }, ew[] = { 2, 1, 5, 2, 3, 7 };
	static const int adj[] = { 0, 1, 0, 0, 2, 0, 1, 2, 0 };
	static const int func[] = { 0, 2, 0, 2, 0, 0 };	/* edges = [2, -1, 0] */
	static const int par[] = { 0, 1, 0, 0, 2, 0 };	/* parent = [-1, 0, 0] */
	static const int steps[] = { 0, 1, 0, 0, 2, 0, 1, 3, 0, 2, 3, 0 };

	/* lc1971: size, edge list, source and destination (query target) */
	check_args(mk("lc1971", 3, false, e1, 2, false,
		      "def validPath(self, n: int, edges: List[List[int]], source: int, "
		      "destination: int) -> bool:", "{\"n\": 3, \"source\": 0, \"target\": 2}"),
		   "validPath", "[3,[[0,1],[1,2]],0,2]");
	/* lc743: weighted edges, then n and k from the query */
	check_args(mk("lc743", 4, true, ew, 2, true,
		      "def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:",
		      "{\"n\": 3, \"k\": 2}"),
		   "networkDelayTime", "[[[2,1,5],[2,3,7]],3,2]");
	/* lc797: adjacency lists, in edge order, a list per node */
	check_args(mk("lc797", 4, true, adj, 3, false,
		      "def allPathsSourceTarget(self, graph: List[List[int]]) -> List[List[int]]:",
		      "{}"),
		   "allPathsSourceTarget", "[[[1,2],[2],[],[]]]");
	/* lc2360: a functional array, -1 where no edge leaves */
	check_args(mk("lc2360", 3, true, func, 2, false,
		      "def longestCycle(self, edges: List[int]) -> int:", "{}"),
		   "longestCycle", "[[2,-1,0]]");
	/* lc2246: a parent array and the query's string */
	check_args(mk("lc2246", 3, false, par, 2, false,
		      "def longestPath(self, parent: List[int], s: str) -> int:", "{\"s\": \"abc\"}"),
		   "longestPath", "[[-1,0,0],\"abc\"]");
	/* lc2421: vals from the query's "values" */
	check_args(mk("lc2421", 3, false, e1, 2, false,
		      "def numberOfGoodPaths(self, vals: List[int], edges: List[List[int]]) -> int:",
		      "{\"values\": [1, 2, 1]}"),
		   "numberOfGoodPaths", "[[1,2,1],[[0,1],[1,2]]]");
	/* lc2328: the files' increasing steps become a grid with those steps */
	check_args(mk("lc2328", 4, true, steps, 4, false,
		      "def countPaths(self, grid: List[List[int]]) -> int:",
		      "{\"rows\": 2, \"cols\": 2}"),
		   "countPaths", "[[[1,2],[2,3]]]");
	/* lc3017: every argument from the query */
	check_args(mk("lc3017", 4, false, e1, 0, false,
		      "def countOfPairs(self, n: int, x: int, y: int) -> List[int]:",
		      "{\"n\": 4, \"x\": 1, \"y\": 3}"),
		   "countOfPairs", "[4,1,3]");
	/* no framework: no call */
	{
		struct problem *p = mk("lc1971", 3, false, e1, 2, false, "x", "{}");
		char *m = NULL, *err = NULL;
		CHECK(exec_case_args(p, &m, &err) == NULL);
		CHECK(err && strstr(err, "no code framework"));
		free(err);
		free(m);
		problem_free(p);
	}
}

static void test_run_line(void)
{
	struct exec_result r = { 0 }, back;
	char *line, *pid, *run;

	r.status = EXEC_ERROR;
	r.ms = 1.25;
	r.error = xstrdup("ZeroDivisionError: division by zero");
	r.traceback = xstrdup("Traceback (most recent call last):\n  ...\n");
	r.err = xstrdup("\033[2J");
	line = exec_run_line("grapheval2000/lc207/a/b/0", "m1", 0, &r);
	CHECK(strstr(line, "\"text\":\"\"") != NULL);
	CHECK(strstr(line, "\"exec\":{\"status\":\"error\",\"ms\":1.25") != NULL);
	CHECK_INT(exec_run_parse(line, strlen(line), &pid, &run, &back), 0);
	CHECK_STR(pid, "grapheval2000/lc207/a/b/0");
	CHECK_STR(run, "m1");
	CHECK_INT(back.status, EXEC_ERROR);
	CHECK_STR(back.err, "\033[2J");
	CHECK_STR(back.traceback, r.traceback);
	free(pid);
	free(run);
	exec_result_free(&back);
	free(line);
	CHECK_INT(exec_run_parse("{\"problem\": \"x\"}", 16, &pid, &run, &back), -1);
	exec_result_free(&r);
}

/* exec_json_text writes what cJSON_PrintUnformatted writes, byte for byte */
static void test_json_text(void)
{
	static const char *const texts[] = {
		"[[0,1],[2,3],[4,0]]",
		"[-5,0,7,-0.0,1.5,-2.25,1e20,999999999999999,1000000000000000,-1e15,"
		"123456789012345678,0.1,1e-7]",
		"[\"a\\\"b\\\\c\\n\\u0001\",true,false,null,{\"k\":[1,{\"x\\\"y\":2}]},[],{}]",
		"4",
		"\"\"",
	};
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		cJSON *v = cJSON_Parse(texts[i]);
		char *want, *got;
		REQUIRE(v != NULL);
		want = cJSON_PrintUnformatted(v);
		got = exec_json_text(v);
		CHECK_STR(got, want);
		cJSON_free(want);
		free(got);
		cJSON_Delete(v);
	}
}

void suite_exec(void);
void suite_exec(void)
{
	RUN(test_json_text);
	RUN(test_extract_code);
	RUN(test_framework);
	RUN(test_case_args);
	RUN(test_run_line);
}
