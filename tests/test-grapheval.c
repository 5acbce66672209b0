/* test-grapheval.c - GraphEval2000: the LeetCode solvers on their own
 * examples, the validity judge, output parsing, scoring, and the import
 * and label audit of ../shared/grapheval2000. */
#include "config.h"
#include "unit.h"
#include "grapheval-import.h"
#include "lc.h"
#include "lc-score.h"
#include "solve.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* One problem from a JSON line (the problems format). */
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

/* Solve and compare the output with want (JSON). */
static int solves_to(const char *json, const char *want)
{
	struct problemset ps;
	struct problem *p = load1(&ps, json);
	cJSON *ans = NULL, *w = cJSON_Parse(want);
	char *err = NULL;
	int ok = p && w && solve_problem(p, &ans, NULL, &err) == 0 &&
		 lc_json_equal(cJSON_GetObjectItem(ans, "output"), w);

	if (!ok) {
		char *got = ans ? cJSON_PrintUnformatted(ans) : NULL;
		fprintf(stderr, "  got %s (%s), want %s\n", got ? got : "-", err ? err : "", want);
		cJSON_free(got);
	}
	free(err);
	cJSON_Delete(ans);
	cJSON_Delete(w);
	problemset_free(&ps);
	return ok;
}

#define PROB(task, dir, nodes, edges, query)                                                   \
	"{\"id\":\"t/" task "/d/s/0\",\"benchmark\":\"t\",\"task\":\"" task "\",\"graph\":"    \
	"{\"directed\":" dir ",\"nodes\":" nodes ",\"edges\":" edges "},\"query\":" query "}"

static void test_leetcode_examples(void)
{
	/* the problem statements' own examples */
	CHECK(solves_to(PROB("lc207", "true", "2", "[[1,0],[0,1]]", "{\"n\":2}"), "false"));
	CHECK(solves_to(PROB("lc210", "true", "4", "[[1,0],[2,0],[3,1],[3,2]]", "{\"n\":4}"),
			"[0,1,2,3]"));
	CHECK(solves_to(PROB("lc1462", "true", "2", "[[1,0]]",
			     "{\"n\":2,\"queries\":[[0,1],[1,0]]}"),
			"[false,true]"));
	CHECK(solves_to(PROB("lc1466", "true", "6", "[[0,1],[1,3],[2,3],[4,0],[4,5]]",
			     "{\"n\":6}"),
			"3"));
	CHECK(solves_to(PROB("lc1557", "true", "6", "[[0,1],[0,2],[2,5],[3,4],[4,2]]",
			     "{\"n\":6}"),
			"[0,3]"));
	CHECK(solves_to(PROB("lc1719", "true", "4", "[[1,2],[2,3],[1,3]]", "{}"), "2"));
	/* courses 1..n, time[i] is course i+1's (issue 12: gravel said 5 and 9) */
	CHECK(solves_to(PROB("lc2050", "true", "4", "[[1,3],[2,3]]",
			     "{\"n\":3,\"time\":[3,2,5]}"),
			"8"));
	CHECK(solves_to(PROB("lc2050", "true", "6", "[[1,5],[2,5],[3,5],[3,4],[4,5]]",
			     "{\"n\":5,\"time\":[1,2,3,4,5]}"),
			"12"));
	CHECK(solves_to(PROB("lc2360", "true", "5", "[[0,3],[1,3],[2,4],[3,2],[4,3]]", "{}"), "3"));
	CHECK(solves_to(PROB("lc2876", "true", "4", "[[0,1],[1,2],[2,0],[3,0]]", "{}"),
			"[3,3,3,4]"));
	CHECK(solves_to(PROB("lc2858", "true", "4", "[[2,0],[2,1],[1,3]]", "{\"n\":4}"),
			"[1,1,0,2]"));
	CHECK(solves_to(PROB("lc743", "true", "5", "[[2,1,1],[2,3,1],[3,4,1]],\"edge_attr\":\"weight\"",
			     "{\"n\":4,\"k\":2}"),
			"2"));
	CHECK(solves_to(PROB("lc797", "true", "4", "[[0,1],[0,2],[1,3],[2,3]]", "{}"),
			"[[0,1,3],[0,2,3]]"));
	CHECK(solves_to(PROB("lc802", "true", "7", "[[0,1],[0,2],[1,2],[1,3],[2,5],[3,0],[4,5]]",
			     "{}"),
			"[2,4,5,6]"));
	CHECK(solves_to(PROB("lc997", "true", "3", "[[1,2]]", "{\"n\":2}"), "2"));
	CHECK(solves_to(PROB("lc1192", "false", "4", "[[0,1],[1,2],[2,0],[1,3]]", "{\"n\":4}"),
			"[[1,3]]"));
	CHECK(solves_to(PROB("lc1319", "false", "4", "[[0,1],[0,2],[1,2]]", "{\"n\":4}"), "1"));
	CHECK(solves_to(PROB("lc1615", "false", "4", "[[0,1],[0,3],[1,2],[1,3]]", "{\"n\":4}"),
			"4"));
	CHECK(solves_to(PROB("lc2316", "false", "7", "[[0,2],[0,5],[2,4],[1,6],[5,4]]",
			     "{\"n\":7}"),
			"14"));
	CHECK(solves_to(PROB("lc2685", "false", "6", "[[0,1],[0,2],[1,2],[3,4]]", "{\"n\":6}"),
			"3"));
	CHECK(solves_to(PROB("lc2493", "false", "7", "[[1,2],[1,4],[1,5],[2,6],[2,3],[4,6]]",
			     "{\"n\":6}"),
			"4"));	/* nodes 1..6: the unused slot 0 is no group (gravel said 5) */
	CHECK(solves_to(PROB("lc2493", "false", "4", "[[1,2],[2,3],[3,1]]", "{\"n\":3}"), "-1"));
	/* node n without edges is still a group of its own */
	CHECK(solves_to(PROB("lc2493", "false", "3", "[[1,2]]", "{\"n\":3}"), "3"));
	CHECK(solves_to(PROB("lc2421", "false", "5", "[[0,1],[0,2],[2,3],[2,4]]",
			     "{\"values\":[1,3,2,1,3]}"),
			"6"));
	CHECK(solves_to(PROB("lc2477", "false", "4", "[[0,1],[0,2],[0,3]]", "{\"seats\":5}"), "3"));
	CHECK(solves_to(PROB("lc2603", "false", "6", "[[0,1],[1,2],[2,3],[3,4],[4,5]]",
			     "{\"coins\":[1,0,0,0,0,1]}"),
			"2"));
	CHECK(solves_to(PROB("lc2467", "false", "5", "[[0,1],[1,2],[1,3],[3,4]]",
			     "{\"bob\":3,\"amount\":[-2,4,2,-4,6]}"),
			"6"));
	CHECK(solves_to(PROB("lc2646", "false", "4", "[[0,1],[1,2],[1,3]]",
			     "{\"n\":4,\"price\":[2,2,10,6],\"trips\":[[0,3],[2,1],[2,3]]}"),
			"23"));
	CHECK(solves_to(PROB("lc3017", "false", "3", "[[0,1],[1,2],[0,2]]",
			     "{\"n\":3,\"x\":1,\"y\":3}"),
			"[6,0,0]"));
	/* a promise the input breaks is reported, not answered */
	{
		struct problemset ps;
		struct problem *p = load1(&ps, PROB("lc2050", "true", "2", "[[0,1],[1,0]]",
						    "{\"n\":2,\"time\":[1,1]}"));
		cJSON *ans = NULL;
		char *err = NULL;
		REQUIRE(p);
		CHECK(solve_problem(p, &ans, NULL, &err) == -1);
		CHECK(err && strstr(err, "off-spec"));
		free(err);
		cJSON_Delete(ans);
		problemset_free(&ps);
	}
}

static void test_judge_validity(void)
{
	struct problemset ps;
	struct problem *p = load1(&ps, PROB("lc210", "true", "4", "[[1,0],[2,0],[3,1],[3,2]]",
					    "{\"n\":4}"));
	cJSON *ref = cJSON_Parse("[0,1,2,3]"), *alt = cJSON_Parse("[0,2,1,3]"),
	      *bad = cJSON_Parse("[1,0,2,3]"), *none = cJSON_Parse("[]");
	char why[200];

	REQUIRE(p && ref && alt && bad && none);
	CHECK(lc_judge(p, ref, ref, why, sizeof why));
	CHECK(lc_judge(p, ref, alt, why, sizeof why));	/* another valid order */
	CHECK(!lc_json_equal(ref, alt));			/* that exact match rejects */
	CHECK(!lc_judge(p, ref, bad, why, sizeof why));
	CHECK(strstr(why, "prerequisite") != NULL);
	CHECK(!lc_judge(p, ref, none, why, sizeof why));
	cJSON_Delete(ref);
	cJSON_Delete(alt);
	cJSON_Delete(bad);
	cJSON_Delete(none);
	problemset_free(&ps);

	/* bridges in any order and orientation */
	p = load1(&ps, PROB("lc1192", "false", "5", "[[0,1],[1,2],[2,0],[1,3],[3,4]]",
			    "{\"n\":5}"));
	ref = cJSON_Parse("[[1,3],[3,4]]");
	alt = cJSON_Parse("[[4,3],[3,1]]");
	bad = cJSON_Parse("[[1,3]]");
	REQUIRE(p && ref && alt && bad);
	CHECK(lc_judge(p, ref, alt, why, sizeof why));
	CHECK(!lc_judge(p, ref, bad, why, sizeof why));
	cJSON_Delete(ref);
	cJSON_Delete(alt);
	cJSON_Delete(bad);
	problemset_free(&ps);

	/* Eulerian arrangement: any order of all pairs that chains */
	p = load1(&ps, PROB("lc2097", "true", "12", "[[5,1],[4,5],[11,9],[9,4]]", "{}"));
	alt = cJSON_Parse("[[11,9],[9,4],[4,5],[5,1]]");
	bad = cJSON_Parse("[[11,9],[4,5],[9,4],[5,1]]");
	REQUIRE(p && alt && bad);
	CHECK(lc_judge(p, NULL, alt, why, sizeof why));
	CHECK(!lc_judge(p, NULL, bad, why, sizeof why));
	CHECK(solves_to(PROB("lc2097", "true", "12", "[[5,1],[4,5],[11,9],[9,4]]", "{}"),
			"[[11,9],[9,4],[4,5],[5,1]]"));
	cJSON_Delete(alt);
	cJSON_Delete(bad);
	problemset_free(&ps);
}

static void test_parse_output(void)
{
	static const struct {
		const char *text, *want;
	} cases[] = {
		{ "[0, 1, 2]", "[0,1,2]" },
		{ "True", "true" },
		{ "[(1, 3), (0, 2)]", "[[1,3],[0,2]]" },
		{ "The order is [2, 0, 1].", "[2,0,1]" },
		{ "Step 1 gives 4, so the answer is -1", "-1" },
		{ "answer: false", "false" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		cJSON *v = lc_parse_output(cases[i].text, strlen(cases[i].text));
		cJSON *w = cJSON_Parse(cases[i].want);
		if (!lc_json_equal(v, w))
			unit_fail(__FILE__, __LINE__, "parse \"%s\"", cases[i].text);
		cJSON_Delete(v);
		cJSON_Delete(w);
	}
	CHECK(lc_parse_output("no value here", 13) == NULL);
}

static void test_score_policies(void)
{
	struct problemset ps;
	struct problem *p = load1(
		&ps, "{\"id\":\"g/lc210/planar-directed/acyclic/0\",\"benchmark\":\"grapheval2000\","
		     "\"task\":\"lc210\",\"graph\":{\"directed\":true,\"nodes\":4,\"edges\":"
		     "[[1,0],[2,0],[3,1],[3,2]]},\"query\":{\"n\":4},\"gold\":{\"answer\":"
		     "{\"output\":[0,1,2,3]}}}");
	const char *texts[1] = { "[0, 2, 1, 3]" };
	size_t lens[1] = { strlen(texts[0]) };
	struct score_input in = { p, texts, lens, 1, 0, false, 1 };
	struct score_runstate st = { 0 };
	struct score_result r;
	char *err = NULL;

	REQUIRE(p);
	/* GraphEval's check: not the stored label */
	REQUIRE(lc_score_compat(&in, &st, &r, &err) == 0);
	CHECK(*metrics_get(&r.metrics, "res") == 0);
	/* strict: a valid order is right */
	REQUIRE(lc_score_strict(&in, &st, &r, &err) == 0);
	CHECK(*metrics_get(&r.metrics, "exact") == 1);
	CHECK(*metrics_get(&r.metrics, "label") == 0);
	texts[0] = "garbage";
	lens[0] = 7;
	REQUIRE(lc_score_strict(&in, &st, &r, &err) == 0);
	CHECK(r.unparsed);
	CHECK(*metrics_get(&r.metrics, "exact") == 0);
	problemset_free(&ps);
}

static size_t count_task(const struct problemset *ps, const char *task)
{
	size_t n = 0;
	for (size_t i = 0; i < ps->n; i++)
		n += !strcmp(ps->v[i]->task_name, task);
	return n;
}

static size_t count_category(const struct problemset *ps, const char *dir, const char *cat)
{
	size_t n = 0, dl = strlen(dir);
	for (size_t i = 0; i < ps->n; i++) {
		const char *df = ps->v[i]->difficulty;
		size_t l = strlen(df);
		n += !strcmp(ps->v[i]->category, cat) && l > dl && !strcmp(df + l - dl, dir);
	}
	return n;
}

static void test_import_shared(void)
{
	const char *shared = unit_shared();
	char *dir;
	struct problemset ps;
	struct grapheval_stats st;
	struct grapheval_audit a;
	struct diags d;
	size_t malformed = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	dir = xasprintf("%s/grapheval2000", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(grapheval_import(dir, &ps, &st, &d) == 0);
	for (size_t i = 0; i < d.n; i++)
		malformed += strstr(d.v[i].msg, "malformed JSON") != NULL && d.v[i].col > 0;
	/* directed/lc1971's 4 files are byte-identical to undirected/lc1971's:
	 * read once, from there (undirected also has planar.jsonl) */
	CHECK_INT(st.problems, 40);
	CHECK_INT(st.duplicates, 4);
	CHECK_INT(st.files, 104);
	CHECK_INT(st.bad_lines, 2);	/* lc1971/complete (no final '}'), lc2685/pseudo line 2 */
	CHECK_INT(malformed, 2);
	CHECK_INT(st.bad_cases, 0);
	CHECK_INT(ps.n, 2970);
	CHECK_INT(count_task(&ps, "lc207"), 80);
	CHECK_INT(count_task(&ps, "lc1971"), 140);
	CHECK(!problemset_find(&ps, "grapheval2000/lc1971/sparse-directed/connected/0"));
	CHECK(problemset_find(&ps, "grapheval2000/lc1971/sparse-undirected/connected/0") != NULL);
	CHECK_INT(count_task(&ps, "lc2246"), 70);	/* the file that says "label" */
	CHECK_INT(count_task(&ps, "lc3017"), 80);
	CHECK_INT(count_category(&ps, "-directed", "planar/connected"), 50);
	CHECK_INT(count_category(&ps, "-undirected", "complete/connected"), 90);
	CHECK_INT(count_category(&ps, "-undirected", "pseudo/disconnected"), 30);
	{
		struct problem *p = problemset_find(&ps, "grapheval2000/lc207/planar-directed/connected/0");
		REQUIRE(p);
		CHECK_STR(p->category, "planar/connected");
		CHECK(p->graph->directed);
		CHECK(p->question && strstr(p->question, "numCourses"));
	}

	/* the label audit: reference solvers against the stored labels */
	grapheval_audit(&ps, NULL, 0, &a);
	CHECK_INT(a.total.cases, 2970);
	CHECK_INT(a.total.exact + a.total.valid_only + a.total.wrong + a.total.unsolvable, 2970);
	CHECK_INT(a.total.valid_only, 134);	/* lc210 50, lc1557 9, lc2097 20, lc1192 55 */
	CHECK(a.total.exact >= 2400);
	for (size_t i = 0; i < a.nrows; i++)
		if (!strcmp(a.rows[i].task, "lc210")) {
			CHECK_INT(a.rows[i].exact + a.rows[i].valid_only, 80);
			CHECK_INT(a.rows[i].valid_only, 50);
		}
	printf("  grapheval2000: %zu cases, exact %zu, valid-only %zu, wrong %zu, off-spec %zu\n",
	       a.total.cases, a.total.exact, a.total.valid_only, a.total.wrong,
	       a.total.unsolvable);
	grapheval_audit_free(&a);
	diags_free(&d);
	problemset_free(&ps);
	free(dir);
}

/* Every reference solver against the examples of its LeetCode statement,
 * read from ../shared/grapheval2000/problem-set (data_examples: the
 * function's arguments and LeetCode's output), through the importer's own
 * mapping of arguments to graph and query. */
static void test_statement_examples(void)
{
	const char *shared = unit_shared();
	char *dir;
	struct problemset ps;
	struct grapheval_stats st;
	struct diags d;
	size_t pass = 0, tasks = 0;
	const struct task *last = NULL;
	bool task_ok = true;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	dir = xasprintf("%s/grapheval2000", shared);
	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(grapheval_import_examples(dir, &ps, &st, &d) == 0);
	diags_print(&d, stderr);
	CHECK_INT(d.n, 0);
	CHECK_INT(st.problems, 41);	/* 40 problems, lc1971 filed under both */
	CHECK_INT(st.bad_cases, 0);
	CHECK(ps.n >= 2 * 40);
	for (size_t i = 0; i <= ps.n; i++) {
		struct problem *p = i < ps.n ? ps.v[i] : NULL;
		cJSON *ans = NULL;
		char *err = NULL, why[200] = "";
		const cJSON *want;
		bool ok;

		if (!p || p->task != last) {
			if (last)
				tasks += task_ok;
			if (last && !task_ok)
				fprintf(stderr, "  %s fails its statement's examples\n", last->name);
			last = p ? p->task : NULL;
			task_ok = true;
		}
		if (!p)
			break;
		want = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "output");
		ok = solve_problem(p, &ans, NULL, &err) == 0 &&
		     lc_judge(p, cJSON_GetObjectItemCaseSensitive(ans, "output"), want, why,
			      sizeof why);
		if (!ok) {
			char *got = ans ? cJSON_PrintUnformatted(ans) : NULL;
			fprintf(stderr, "  %s: got %s%s%s (%s)\n", p->id, got ? got : "-",
				err ? ": " : "", err ? err : "", why);
			cJSON_free(got);
		}
		pass += ok;
		task_ok = task_ok && ok;
		free(err);
		cJSON_Delete(ans);
	}
	CHECK_INT(pass, ps.n);
	CHECK_INT(tasks, 41);
	printf("  LeetCode statement examples: %zu of %zu pass, %zu problem files all pass\n", pass,
	       ps.n, tasks);
	diags_free(&d);
	problemset_free(&ps);
	free(dir);
}

void suite_grapheval(void);
void suite_grapheval(void)
{
	RUN(test_leetcode_examples);
	RUN(test_statement_examples);
	RUN(test_judge_validity);
	RUN(test_parse_output);
	RUN(test_score_policies);
	RUN(test_import_shared);
}
