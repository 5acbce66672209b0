/* test-nlgraph-solve.c - the reference solvers on every one of NLGraph's
 * 6,042 standard problems, read in place from ../shared (skipped when it
 * is absent): connectivity and cycle labels, flow values, matching sizes,
 * GNN layer values and main.json's shortest path lengths agree with the
 * solvers; main.json's topology orders, Hamilton paths, matchings and
 * shortest paths pass the checkers; the 20 topology problems without a
 * gold answer get the solver's. */
#include "config.h"
#include "unit.h"
#include "nlgraph.h"
#include "solve.h"

#include <stdlib.h>

static bool json_equal_key(const cJSON *a, const cJSON *b, const char *key)
{
	return cJSON_Compare(cJSON_GetObjectItemCaseSensitive(a, key),
			     cJSON_GetObjectItemCaseSensitive(b, key), true);
}

/* a JSON array of ints into a malloc'd array */
static int *ints_of(const cJSON *a, size_t *n)
{
	const cJSON *it;
	int *v;
	size_t i = 0;

	*n = cJSON_IsArray(a) ? (size_t)cJSON_GetArraySize(a) : 0;
	v = xmalloc((*n + 1) * sizeof *v);
	cJSON_ArrayForEach(it, a)
		v[i++] = (int)it->valuedouble;
	return v;
}

static int failures;

static void report(const struct problem *p, const char *what, const char *msg)
{
	if (failures++ < 10)
		printf("    %s: %s %s\n", p->id, what, msg ? msg : "");
}

static void check_problem(const struct problem *p, const cJSON *ans)
{
	const cJSON *gold = p->gold_answer;
	const struct graph *g = p->graph;
	struct check c;
	size_t n;
	int *v;

	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
		if (!json_equal_key(gold, ans, "connected"))
			report(p, "connectivity differs", NULL);
		break;
	case TASK_CYCLE:
		if (!json_equal_key(gold, ans, "has_cycle"))
			report(p, "cycle label differs", NULL);
		break;
	case TASK_FLOW:
		if (!json_equal_key(gold, ans, "value"))
			report(p, "flow value differs", NULL);
		break;
	case TASK_MATCHING: {
		const cJSON *pr;
		size_t np = 0;
		int *pairs;
		if (!json_equal_key(gold, ans, "size"))
			report(p, "matching size differs", NULL);
		pr = cJSON_GetObjectItemCaseSensitive(gold, "pairs");
		if (!pr)
			break;
		pairs = xmalloc(2 * ((size_t)cJSON_GetArraySize(pr) + 1) * sizeof *pairs);
		for (const cJSON *it = pr->child; it; it = it->next, np++) {
			pairs[2 * np] = (int)cJSON_GetArrayItem(it, 0)->valuedouble;
			pairs[2 * np + 1] = (int)cJSON_GetArrayItem(it, 1)->valuedouble + g->parts[0];
		}
		if (!matching_check(g, pairs, np, &c))
			report(p, "main.json's matching fails:", c.msg);
		free(pairs);
		break;
	}
	case TASK_GNN:
		if (!json_equal_key(gold, ans, "embeddings"))
			report(p, "embeddings differ", NULL);
		if (cJSON_GetObjectItemCaseSensitive(gold, "layer1") &&
		    !cJSON_Compare(cJSON_GetObjectItemCaseSensitive(gold, "layer1"),
				   cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(ans, "by_layer"), 0),
				   true))
			report(p, "layer-1 embeddings differ", NULL);
		break;
	case TASK_SHORTEST_PATH: {
		long s, t, rank;
		int64_t w;
		if (!json_equal_key(gold, ans, "length"))
			report(p, "shortest path length differs", NULL);
		v = ints_of(cJSON_GetObjectItemCaseSensitive(gold, "path"), &n);
		problem_query_int(p, "source", &s);
		problem_query_int(p, "target", &t);
		if (!path_check(g, (int)s, (int)t, v, n, &w, &c))
			report(p, "main.json's path fails:", c.msg);
		else if (path_rank(g, (int)s, (int)t, v, n, 1000, &rank, &c) != RANK_OK || rank != 1)
			report(p, "main.json's path does not rank 1", NULL);
		free(v);
		break;
	}
	case TASK_TOPOLOGY:
		v = ints_of(cJSON_GetObjectItemCaseSensitive(gold, "order"), &n);
		if (!topo_check(g, v, n, &c))
			report(p, "main.json's order fails:", c.msg);
		free(v);
		v = ints_of(cJSON_GetObjectItemCaseSensitive(ans, "order"), &n);
		if (!topo_check(g, v, n, &c))
			report(p, "the solver's order fails:", c.msg);
		free(v);
		break;
	case TASK_HAMILTON:
		v = ints_of(cJSON_GetObjectItemCaseSensitive(gold, "path"), &n);
		if (!hamilton_check(g, v, n, &c))
			report(p, "main.json's path fails:", c.msg);
		free(v);
		v = ints_of(cJSON_GetObjectItemCaseSensitive(ans, "path"), &n);
		if (!hamilton_check(g, v, n, &c))
			report(p, "the solver's path fails:", c.msg);
		free(v);
		break;
	default:
		break;
	}
}

static void test_every_standard_problem(void)
{
	const char *shared = unit_shared();
	char dir[4200];
	struct problemset ps;
	struct diags d;
	size_t nogold = 0, solved = 0;
	size_t per_task[TASK__COUNT] = { 0 };

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/nlgraph", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(nlgraph_import(dir, NLG_STANDARD, &ps, &d) == 0);
	CHECK_INT(ps.n, 6042);
	failures = 0;
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		cJSON *ans;
		char *err;
		if (solve_problem(p, &ans, NULL, &err) != 0) {
			report(p, "not solved:", err);
			free(err);
			continue;
		}
		solved++;
		per_task[p->task->kind]++;
		if (p->gold_answer)
			check_problem(p, ans);
		else
			nogold++;
		cJSON_Delete(ans);
	}
	CHECK_INT(failures, 0);
	CHECK_INT(solved, 6042);
	CHECK_INT(per_task[TASK_TOPOLOGY], 830);
	/* topology hard 180..199 come without an answer in the files: the
	 * import filled them from the solver, so nothing is left to fill */
	CHECK_INT(nogold, 0);
	CHECK_INT(solve_fill_gold(&ps, &d), 0);
	{
		struct problem *p = problemset_find(&ps, "nlgraph/topology/hard/standard/199");
		REQUIRE(p && p->gold_answer);
		size_t n;
		int *v = ints_of(cJSON_GetObjectItemCaseSensitive(p->gold_answer, "order"), &n);
		CHECK(topo_check(p->graph, v, n, NULL));
		free(v);
	}
	diags_free(&d);
	problemset_free(&ps);
}

void suite_nlgraph_solve(void);
void suite_nlgraph_solve(void)
{
	RUN(test_every_standard_problem);
}
