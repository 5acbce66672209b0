/* test-bench.c - the benchmark table (bench.h): its rows, which benchmark
 * a directory is (temporary checkouts, tests/data and ../shared), and the
 * scorers a benchmark puts in place of a policy's. */
#include "config.h"
#include "unit.h"
#include "bench.h"
#include "compat.h"
#include "gracore-score.h"
#include "util.h"
#include "workspace.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static void test_rows(void)
{
	size_t fallbacks = 0;

	CHECK_STR(bench_names(),
		  "nlgraph, gracore, hetero, grapheval, lm-eval, inspect, openai-evals, "
		  "openai-batch");
	for (size_t i = 0; i < bench_count(); i++) {
		const struct benchmark *b = bench_at(i);
		CHECK(b->name && b->import);
		CHECK(bench_find(b->name) == b);
		/* a benchmark reads problems; a log format only runs */
		CHECK((b->kind == BENCH_PROBLEMS) == (b->load != NULL));
		CHECK(!b->misuse_opts || b->misuse);
		CHECK(!(b->misuse_opts & ~b->options));
		CHECK(!b->parse_sets || b->sets_usage);
		CHECK(!(b->read_runs && b->kind == BENCH_LOGS));
		fallbacks += b->fallback;
	}
	CHECK_INT(fallbacks, 1);
	CHECK(bench_find("nlgraph")->fallback);
	CHECK(bench_find("no-such") == NULL);
	CHECK(bench_find(NULL) == NULL);
}

static char *mkdirs(const char *root, const char *rel)
{
	char *p = xasprintf("%s/%s", root, rel);
	char *q = xstrdup(p);

	for (char *s = q + strlen(root) + 1; *s; s++)
		if (*s == '/') {
			*s = '\0';
			mkdir(q, 0700);
			*s = '/';
		}
	mkdir(q, 0700);
	free(q);
	return p;
}

static void test_detect(void)
{
	char tmpl[] = "/tmp/gravel-bench-XXXXXX";
	char *root = mkdtemp(tmpl), *ge, *gc, *nl, *file;
	FILE *fp;

	REQUIRE(root);
	ge = mkdirs(root, "ge");
	free(mkdirs(root, "ge/dataset"));
	free(mkdirs(root, "ge/problem-set"));
	gc = mkdirs(root, "gc");
	free(mkdirs(root, "gc/Data/Pure Graph/Tree Structure Graph"));
	nl = mkdirs(root, "plain");
	file = xasprintf("%s/problems.jsonl", root);
	REQUIRE((fp = fopen(file, "w")));
	fclose(fp);

	CHECK_STR(bench_detect(ge)->name, "grapheval");
	CHECK_STR(bench_detect(gc)->name, "gracore");
	/* NLGraph's checkouts have no marker: any other directory */
	CHECK_STR(bench_detect(nl)->name, "nlgraph");
	CHECK(bench_detect(file) == NULL);
	CHECK(bench_detect("-") == NULL);
	CHECK(bench_detect("/no/such/dir") == NULL);
	CHECK_STR(bench_detect(unit_srcpath("data/gracore-bad"))->name, "gracore");
	/* only the checkouts with logs are RUNS too */
	CHECK(bench_detect(nl)->read_runs != NULL);
	CHECK(bench_detect(gc)->read_runs == NULL);
	CHECK(bench_detect(ge)->read_runs == NULL);

	free(file);
	free(nl);
	free(gc);
	free(ge);
	file = xasprintf("rm -rf '%s'", root);
	CHECK_INT(system(file), 0);
	free(file);
}

static void test_detect_shared(void)
{
	const char *shared = unit_shared();
	char *p;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	p = xasprintf("%s/nlgraph", shared);
	CHECK_STR(bench_detect(p)->name, "nlgraph");
	free(p);
	p = xasprintf("%s/gracore-sample", shared);
	CHECK_STR(bench_detect(p)->name, "gracore");
	free(p);
	p = xasprintf("%s/grapheval2000", shared);
	CHECK_STR(bench_detect(p)->name, "grapheval");
	free(p);
}

static void test_scorers(void)
{
	bool known;
	const struct policy *compat = policy_find("compat", &known);
	const struct policy *strict = policy_find("strict", &known);
	struct problem *p = problem_new();

	REQUIRE(compat && strict);
	p->task = task_by_kind(TASK_FLOW);
	/* GraCoRe's wording under compat; NLGraph's problems keep the policy's */
	p->benchmark = xstrdup("gracore");
	CHECK(bench_scorer_for(compat, p) == gcs_compat_flow);
	CHECK(bench_scorer_for(strict, p) == strict->fn[TASK_FLOW]);
	p->task = task_by_kind(TASK_SHORTEST_PATH);
	CHECK(bench_scorer_for(compat, p) == gcs_compat_shortest_path);
	free(p->benchmark);
	p->benchmark = xstrdup("nlgraph");
	CHECK(bench_scorer_for(compat, p) == compat_shortest_path);
	p->task = task_by_kind(TASK_FLOW);
	CHECK(bench_scorer_for(compat, p) == compat_flow);
	free(p->benchmark);
	p->benchmark = NULL;
	CHECK(bench_scorer_for(compat, p) == compat_flow);
	problem_free(p);
}

/* `gravel browse DIR`: a GraCoRe folder loads through its row (before the
 * table, every directory was read as an NLGraph checkout: exit 66). */
static void test_workspace_folder(void)
{
	const char *paths[] = { unit_srcpath("data/gracore-bad") };
	struct workspace ws;
	struct diags d;

	diags_init(&d);
	CHECK_INT(workspace_from_paths(paths, 1, &ws, &d), 0);
	CHECK_INT(ws.sources[0].kind, WS_SRC_BENCH);
	CHECK(ws.problems.n > 0);
	CHECK_STR(ws.problems.v[0]->benchmark, "gracore");
	workspace_free(&ws);
	diags_free(&d);
}

void suite_bench(void);
void suite_bench(void)
{
	RUN(test_rows);
	RUN(test_detect);
	RUN(test_detect_shared);
	RUN(test_scorers);
	RUN(test_workspace_folder);
}
