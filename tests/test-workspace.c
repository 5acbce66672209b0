/* test-workspace.c - workspace definitions (YAML), their errors with
 * positions, loading, the embedded demo and workspaces built from paths. */
#include "config.h"
#include "unit.h"
#include "workspace.h"
#include "baseline.h"
#include "nlgraph.h"
#include "score.h"
#include "taskcfg.h"

#include <stdlib.h>
#include <string.h>

static int parse(const char *text, struct workspace *ws, struct diags *d)
{
	diags_init(d);
	return workspace_parse("ws.yaml", "/base", text, strlen(text), ws, d);
}

/* Is there a diagnostic at line:col whose message contains what? */
static bool has_diag(const struct diags *d, long line, long col, const char *what)
{
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].line == line && d->v[i].col == col && strstr(d->v[i].msg, what))
			return true;
	return false;
}

static void dump(const struct diags *d)
{
	for (size_t i = 0; i < d->n; i++) {
		char *s = diag_format(&d->v[i]);
		printf("    %s\n", s);
		free(s);
	}
}

static void test_parse_full(void)
{
	struct workspace ws;
	struct diags d;
	int rc = parse("name: study\n"
		       "problems:\n"
		       "  - jsonl: p.jsonl\n"
		       "  - nlgraph: /data/NLGraph\n"
		       "    set: standard\n"
		       "    logs: true\n"
		       "  - generate: nlgraph\n"
		       "    seed: 7\n"
		       "    count: 2\n"
		       "    task: [cycle, flow]\n"
		       "    difficulty: easy\n"
		       "    benchmark: gen\n"
		       "  - generate: cfg/my.yaml\n"
		       "  - extra.jsonl\n"
		       "runs:\n"
		       "  - r.jsonl\n"
		       "  - nlgraph-logs: logs\n"
		       "  - baseline: random\n"
		       "    seed: 3\n"
		       "annotations: notes.json\n"
		       "theme: dark\n"
		       "policy: compat\n"
		       "labels: [x, 'y z']\n",
		       &ws, &d);

	dump(&d);
	CHECK_INT(rc, 0);
	CHECK_STR(ws.name, "study");
	REQUIRE(ws.nsources == 5);
	CHECK_INT(ws.sources[0].kind, WS_SRC_JSONL);
	CHECK_STR(ws.sources[0].path, "/base/p.jsonl");
	CHECK_INT(ws.sources[1].kind, WS_SRC_NLGRAPH);
	CHECK_STR(ws.sources[1].path, "/data/NLGraph");
	CHECK_INT(ws.sources[1].sets, NLG_STANDARD);
	CHECK(ws.sources[1].logs);
	CHECK_INT(ws.sources[2].kind, WS_SRC_GENERATE);
	CHECK_STR(ws.sources[2].path, "nlgraph");	/* a built-in name */
	CHECK(ws.sources[2].seed_given);
	CHECK_INT(ws.sources[2].seed, 7);
	CHECK_INT(ws.sources[2].count, 2);
	REQUIRE(ws.sources[2].tasks && ws.sources[2].tasks[1]);
	CHECK_STR(ws.sources[2].tasks[1], "flow");
	CHECK(ws.sources[2].tasks[2] == NULL);
	CHECK_STR(ws.sources[2].difficulties[0], "easy");
	CHECK_STR(ws.sources[2].benchmark, "gen");
	CHECK_INT(ws.sources[2].sets, 1u << SET_STANDARD);
	CHECK_STR(ws.sources[3].path, "/base/cfg/my.yaml");
	CHECK_STR(ws.sources[4].path, "/base/extra.jsonl");
	CHECK_INT(ws.sources[4].line, 14);
	CHECK_INT(ws.sources[4].col, 5);
	REQUIRE(ws.nruns == 3);
	CHECK_INT(ws.runs[0].kind, WS_RUNS_JSONL);
	CHECK_STR(ws.runs[0].path, "/base/r.jsonl");
	CHECK_INT(ws.runs[1].kind, WS_RUNS_NLGRAPH_LOGS);
	CHECK_STR(ws.runs[1].path, "/base/logs");
	CHECK_INT(ws.runs[2].kind, WS_RUNS_BASELINE);
	CHECK_INT(ws.runs[2].baseline, BASELINE_RANDOM);
	CHECK_INT(ws.runs[2].seed, 3);
	CHECK(ws.simulated);
	CHECK_STR(ws.annotations, "/base/notes.json");
	CHECK_STR(ws.theme, "dark");
	CHECK_STR(ws.policy, "compat");
	REQUIRE(ws.nlabels == 2);
	CHECK_STR(ws.labels[1], "y z");
	CHECK(!ws.loaded);
	CHECK(workspace_policy(&ws) == policy_find("compat", &(bool){ false }));
	workspace_free(&ws);
	diags_free(&d);
}

static void test_parse_errors(void)
{
	struct workspace ws;
	struct diags d;
	int rc = parse("name: [1]\n"			/* 1 */
		       "problems:\n"			/* 2 */
		       "  - jsonl: a.jsonl\n"		/* 3 */
		       "    nlgraph: dir\n"		/* 4 */
		       "  - nlgraph: d\n"		/* 5 */
		       "    set: most\n"		/* 6 */
		       "    seed: 3\n"			/* 7 */
		       "  - generate: x.yaml\n"		/* 8 */
		       "    count: -1\n"		/* 9 */
		       "  - {}\n"			/* 10 */
		       "runs:\n"			/* 11 */
		       "  - baseline: oracle\n"		/* 12 */
		       "  - jsonl: r.jsonl\n"		/* 13 */
		       "    seed: 4\n"			/* 14 */
		       "policy: fastest\n"		/* 15 */
		       "labels: {a: 1}\n"		/* 16 */
		       "colour: red\n",			/* 17 */
		       &ws, &d);

	CHECK_INT(rc, EXIT_CONFIG);
	CHECK(has_diag(&d, 1, 7, "'name' must be a string"));
	CHECK(has_diag(&d, 4, 14, "not several"));
	CHECK(has_diag(&d, 6, 10, "unknown set 'most'"));
	CHECK(has_diag(&d, 7, 5, "'seed' does not apply to a nlgraph source"));
	CHECK(has_diag(&d, 9, 12, "outside"));
	CHECK(has_diag(&d, 10, 5, "needs one of"));
	CHECK(has_diag(&d, 12, 15, "unknown baseline 'oracle'"));
	CHECK(has_diag(&d, 14, 11, "'seed' applies only to a baseline"));
	CHECK(has_diag(&d, 15, 9, "unknown policy 'fastest'"));
	CHECK(has_diag(&d, 16, 9, "'labels' must be a string or a list"));
	CHECK(has_diag(&d, 17, 1, "unknown key 'colour'"));
	if (d.errors != 11)
		dump(&d);
	CHECK_INT(d.errors, 11);
	workspace_free(&ws);
	diags_free(&d);

	/* the message format: FILE:LINE:COL: message */
	rc = parse("problems: [a.jsonl]\nthemes: x\n", &ws, &d);
	CHECK_INT(rc, EXIT_CONFIG);
	REQUIRE(d.n == 1);
	{
		char *s = diag_format(&d.v[0]);
		CHECK(!strncmp(s, "ws.yaml:2:1: unknown key 'themes'", 33));
		free(s);
	}
	workspace_free(&ws);
	diags_free(&d);

	/* no problems at all; an empty file; broken YAML */
	CHECK_INT(parse("theme: dark\n", &ws, &d), EXIT_CONFIG);
	CHECK(has_diag(&d, 1, 1, "names no problems"));
	workspace_free(&ws);
	diags_free(&d);
	CHECK_INT(parse("", &ws, &d), EXIT_CONFIG);
	CHECK(d.errors == 1);
	workspace_free(&ws);
	diags_free(&d);
	CHECK_INT(parse("problems: [a\n", &ws, &d), EXIT_CONFIG);
	CHECK(d.errors >= 1 && d.v[0].line >= 1);
	workspace_free(&ws);
	diags_free(&d);
}

static void test_open_fixture(void)
{
	struct workspace ws;
	struct diags d;
	int rc;

	diags_init(&d);
	rc = workspace_open(unit_srcpath("data/workspace/study.yaml"), &ws, &d);
	dump(&d);
	REQUIRE(rc == 0);
	CHECK(ws.loaded);
	CHECK_STR(ws.name, "fixture study");
	CHECK_INT(ws.problems.n, 4);
	/* 8 answers from the file, one simulated answer per problem */
	CHECK_INT(ws.answers.n, 8 + 4);
	CHECK(ws.simulated);
	CHECK(strstr(ws.annotations, "tests/data/workspace/notes/annotations.json") != NULL);
	CHECK_INT(ws.nlabels, 2);
	CHECK_STR(ws.answers.v[8].run, "simulated/noisy-reasoner");
	workspace_free(&ws);
	diags_free(&d);

	/* a bad file: every error, with positions, exit 78 */
	diags_init(&d);
	rc = workspace_open(unit_srcpath("data/workspace/bad.yaml"), &ws, &d);
	CHECK_INT(rc, EXIT_CONFIG);
	CHECK(has_diag(&d, 4, 5, "unknown key 'colour'"));
	CHECK(has_diag(&d, 6, 15, "unknown baseline"));
	CHECK(has_diag(&d, 7, 9, "unknown policy"));
	CHECK(d.n && strstr(d.v[0].file, "bad.yaml"));
	workspace_free(&ws);
	diags_free(&d);

	/* a missing file, and a missing source */
	diags_init(&d);
	CHECK_INT(workspace_open("/nonexistent/ws.yaml", &ws, &d), EXIT_NOINPUT);
	workspace_free(&ws);
	diags_free(&d);
	diags_init(&d);
	rc = workspace_parse("ws.yaml", "/nonexistent", "problems: [p.jsonl]\n", 20, &ws, &d);
	CHECK_INT(rc, 0);
	CHECK_INT(workspace_load(&ws, &d), EXIT_NOINPUT);
	CHECK(!ws.loaded);
	workspace_free(&ws);
	diags_free(&d);
}

static void test_generate_source(void)
{
	struct workspace ws;
	struct diags d;
	const char *text = "problems:\n"
			   "  - generate: nlgraph\n"
			   "    task: [cycle, flow]\n"
			   "    difficulty: easy\n"
			   "    count: 3\n"
			   "    seed: 11\n"
			   "    benchmark: gen\n";

	diags_init(&d);
	REQUIRE(workspace_parse("g.yaml", ".", text, strlen(text), &ws, &d) == 0);
	CHECK_INT(workspace_load(&ws, &d), 0);
	dump(&d);
	REQUIRE(ws.problems.n == 6);
	CHECK_STR(ws.problems.v[0]->id, "gen/cycle/easy/standard/0");
	CHECK_STR(ws.problems.v[0]->benchmark, "gen");
	CHECK_STR(ws.problems.v[5]->task_name, "flow");
	for (size_t i = 0; i < ws.problems.n; i++)
		CHECK(ws.problems.v[i]->gold_answer != NULL);
	workspace_free(&ws);
	diags_free(&d);

	/* unknown tasks are config errors at the source's position */
	text = "problems:\n  - generate: nlgraph\n    task: sorting\n";
	diags_init(&d);
	REQUIRE(workspace_parse("g.yaml", ".", text, strlen(text), &ws, &d) == 0);
	CHECK_INT(workspace_load(&ws, &d), EXIT_CONFIG);
	CHECK(has_diag(&d, 2, 5, "no task 'sorting'"));
	workspace_free(&ws);
	diags_free(&d);
}

static void test_demo(void)
{
	struct workspace ws;
	struct diags d;
	bool task_seen[TASK__COUNT] = { false };
	size_t nrandom = 0, nnoisy = 0;

	diags_init(&d);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	CHECK_INT(d.errors, 0);
	CHECK(ws.loaded);
	CHECK(ws.simulated);
	CHECK(strstr(ws.name, "simulated") != NULL);
	for (size_t i = 0; i < ws.problems.n; i++) {
		task_seen[ws.problems.v[i]->task->kind] = true;
		CHECK(ws.problems.v[i]->graph->n <= 20);
	}
	for (int k = 0; k <= TASK_GNN; k++)
		CHECK(task_seen[k]);
	for (size_t i = 0; i < ws.answers.n; i++) {
		nrandom += !strcmp(ws.answers.v[i].run, "simulated/random");
		nnoisy += !strcmp(ws.answers.v[i].run, "simulated/noisy-reasoner");
	}
	CHECK_INT(nrandom, ws.problems.n);
	CHECK_INT(nnoisy, ws.problems.n);
	CHECK(ws.planted.n > 0);
	workspace_free(&ws);
	diags_free(&d);
}

static void test_from_args(void)
{
	struct workspace ws;
	struct diags d;
	char p[4096], r[4096];
	char *argv[2] = { p, r };

	snprintf(p, sizeof p, "%s", unit_srcpath("data/workspace/problems.jsonl"));
	snprintf(r, sizeof r, "%s", unit_srcpath("data/workspace/runs.jsonl"));
	diags_init(&d);
	CHECK_INT(workspace_from_args(2, argv, &ws, &d), 0);
	CHECK_INT(ws.problems.n, 4);
	CHECK_INT(ws.answers.n, 8);
	CHECK(!ws.simulated);
	workspace_free(&ws);
	diags_free(&d);

	/* one .yaml operand is a workspace file */
	CHECK(workspace_is_file_name("a/b.yaml") && workspace_is_file_name("x.yml"));
	CHECK(!workspace_is_file_name("a.jsonl") && !workspace_is_file_name(".yaml"));
	snprintf(p, sizeof p, "%s", unit_srcpath("data/workspace/study.yaml"));
	diags_init(&d);
	CHECK_INT(workspace_from_args(1, argv, &ws, &d), 0);
	CHECK_STR(ws.name, "fixture study");
	workspace_free(&ws);
	diags_free(&d);

	/* none: the demo */
	diags_init(&d);
	CHECK_INT(workspace_from_args(0, NULL, &ws, &d), 0);
	CHECK_STR(ws.file, "<demo>");
	workspace_free(&ws);
	diags_free(&d);
}

static void test_nlgraph_dir(void)
{
	const char *shared = unit_shared();
	char dir[4096];
	char *argv[1] = { dir };
	struct workspace ws;
	struct diags d;
	double t0;

	if (!shared)
		SKIP("../shared is absent (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/nlgraph", shared);
	diags_init(&d);
	t0 = now_seconds();
	REQUIRE(workspace_from_args(1, argv, &ws, &d) == 0);
	printf("  nlgraph workspace: %zu problems, %zu answers, loaded in %.2f s\n",
	       ws.problems.n, ws.answers.n, now_seconds() - t0);
	CHECK(ws.problems.n > 30000);
	CHECK(ws.answers.n > 1000);	/* the development slice of the logs */
	CHECK_INT(ws.sources[0].kind, WS_SRC_NLGRAPH);
	workspace_free(&ws);
	diags_free(&d);
}

void suite_workspace(void);
void suite_workspace(void)
{
	RUN(test_parse_full);
	RUN(test_parse_errors);
	RUN(test_open_fixture);
	RUN(test_generate_source);
	RUN(test_demo);
	RUN(test_from_args);
	RUN(test_nlgraph_dir);
}
