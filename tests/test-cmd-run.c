/* test-cmd-run.c - the commands' run functions called as a library:
 * score_run (score-run.h), exec_solutions_run (exec.h), prompts_run
 * (prompts-run.h), import_run (bench-import.h) and teach_lesson_open
 * (teach-lesson.h), with their output read back from stdout or the file
 * they write. */
#include "config.h"
#include "unit.h"
#include "cJSON.h"
#include "bench-import.h"
#include "exec.h"
#include "problem.h"
#include "prompts-run.h"
#include "teach-lesson.h"
#include "file-read.h"
#include "score-run.h"
#include "util.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* score_run(a) with stdout in a temporary file: its text (malloc'd). */
static char *score_out(const struct score_args *a, int *rc)
{
	char path[] = "/tmp/gravel-unit-score-XXXXXX";
	int fd = mkstemp(path), saved;
	char *text = NULL;
	size_t len = 0;

	if (fd < 0)
		return NULL;
	fflush(stdout);
	saved = dup(1);
	dup2(fd, 1);
	*rc = score_run(a);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	close(fd);
	text = read_file(path, &len);
	unlink(path);
	return text;
}

static struct score_args args_for(const char *problems, const char *runs, char **paths)
{
	struct score_args a = { .pol = policy_default(), .keys = { SK_RUN }, .nkeys = 1,
				.fmt = SF_TABLE };

	paths[0] = xstrdup(unit_srcpath(problems));
	paths[1] = xstrdup(unit_srcpath(runs));
	a.paths = paths;
	a.npaths = 2;
	return a;
}

/* Items as one JSON array (the runs read whole, one part of the stream)
 * are the items written a run at a time (JSONL), object for object. */
static void test_score_one_part(void)
{
	char *paths[2], *jsonl, *json, *line, *save = NULL;
	struct score_args a = args_for("screens/problems.jsonl", "screens/runs.jsonl", paths);
	cJSON *arr;
	int rc1 = -1, rc2 = -1, n = 0;

	a.items = true;
	a.fmt = SF_JSONL;
	jsonl = score_out(&a, &rc1);
	a.fmt = SF_JSON;
	json = score_out(&a, &rc2);
	REQUIRE(jsonl && json);
	CHECK_INT(rc1, 0);
	CHECK_INT(rc2, 0);
	arr = cJSON_Parse(json);
	REQUIRE(cJSON_IsArray(arr));
	for (line = strtok_r(jsonl, "\n", &save); line; line = strtok_r(NULL, "\n", &save), n++) {
		cJSON *o = cJSON_Parse(line);
		CHECK(cJSON_Compare(o, cJSON_GetArrayItem(arr, n), true));
		cJSON_Delete(o);
	}
	CHECK_INT(n, 6);
	CHECK_INT(cJSON_GetArraySize(arr), n);
	cJSON_Delete(arr);
	free(jsonl);
	free(json);
	free(paths[0]);
	free(paths[1]);
}

/* Which runs made on other graphs are scored is the policy's field, not
 * its name: a strict policy that keeps them scores run d as compat does. */
static void test_score_keeps_mismatched(void)
{
	char *paths[2], *out;
	struct score_args a = args_for("data/show-small.jsonl", "data/runs-model-method.jsonl",
				       paths);
	struct policy keeping;
	bool known;
	int rc = -1;

	CHECK(!policy_find("strict", &known)->keeps_mismatched);
	CHECK(policy_find("compat", &known)->keeps_mismatched);
	a.fmt = SF_CSV;
	out = score_out(&a, &rc);
	REQUIRE(out);
	CHECK_INT(rc, 0);
	CHECK(strstr(out, "c/easy/20230503") != NULL);
	CHECK(strstr(out, "d/easy/20230324") == NULL);	/* left out under strict */
	free(out);
	keeping = *policy_default();
	keeping.keeps_mismatched = true;
	a.pol = &keeping;
	out = score_out(&a, &rc);
	REQUIRE(out);
	CHECK_INT(rc, 0);
	CHECK(strstr(out, "d/easy/20230324---18-05-34,strict,1") != NULL);
	free(out);
	a.pol = policy_default();
	a.include_mismatched = true;
	out = score_out(&a, &rc);
	REQUIRE(out);
	CHECK(strstr(out, "d/easy/20230324---18-05-34,strict,1") != NULL);
	free(out);
	free(paths[0]);
	free(paths[1]);
}

/* A runs file that is not there: 66, nothing on stdout. */
static void test_score_missing_runs(void)
{
	char *paths[2], *out;
	struct score_args a = args_for("screens/problems.jsonl", "data/no-such-runs.jsonl", paths);
	int rc = -1;

	out = score_out(&a, &rc);
	REQUIRE(out);
	CHECK_INT(rc, EXIT_NOINPUT);
	CHECK_STR(out, "");
	free(out);
	free(paths[0]);
	free(paths[1]);
}

static bool have_python(void)
{
	return access("/usr/bin/python3", X_OK) == 0 || system("command -v python3 >/dev/null") == 0;
}

/* Solutions of a problem PROBLEMS does not have: 65, no runs file. */
static void test_exec_no_case(void)
{
	char dir[] = "/tmp/gravel-unit-exec-XXXXXX", *problems, *sols, *out;
	struct exec_args a = { .jobs = 1 };
	struct stat st;
	FILE *fp;

	if (!have_python())
		SKIP("python3 not found");
	REQUIRE(mkdtemp(dir));
	problems = xasprintf("%s/problems.jsonl", dir);
	sols = xasprintf("%s/sols.jsonl", dir);
	out = xasprintf("%s/runs.jsonl", dir);
	fp = fopen(problems, "w");
	REQUIRE(fp);
	fclose(fp);	/* no problem at all */
	fp = fopen(sols, "w");
	REQUIRE(fp);
	fputs("{\"problem\": \"lc1971\", \"run\": \"r\", \"text\": \"class Solution:\\n  pass\"}\n", fp);
	fclose(fp);
	exec_limits_default(&a.lim);
	a.problems = problems;
	a.solutions = sols;
	a.output = out;
	CHECK_INT(exec_solutions_run(&a), EXIT_DATAERR);
	CHECK(stat(out, &st) != 0);
	unlink(problems);
	unlink(sols);
	rmdir(dir);
	free(problems);
	free(sols);
	free(out);
}

/* The correct solutions of tests/data/exec on its checkout: every case
 * ran, and each one's line says ok (exec.sh checks the statuses of the
 * buggy and hostile ones through the program). */
static void test_exec_correct(void)
{
	char dir[] = "/tmp/gravel-unit-exec-XXXXXX", *out, *sols, *text, *line, *save = NULL;
	struct exec_args a = { .jobs = 2 };
	size_t len = 0, n = 0, okn = 0;
	int rc;

	if (!have_python())
		SKIP("python3 not found");
	REQUIRE(mkdtemp(dir));
	out = xasprintf("%s/runs.jsonl", dir);
	sols = xasprintf("%s/sols", dir);
	REQUIRE(mkdir(sols, 0700) == 0);
	/* one run, "correct", as a folder of its own */
	text = xasprintf("%s/correct", sols);
	rc = symlink(unit_srcpath("data/exec/solutions/correct"), text);
	free(text);
	REQUIRE(rc == 0);
	exec_limits_default(&a.lim);
	a.problems = xstrdup(unit_srcpath("data/exec/grapheval"));
	a.solutions = sols;
	a.output = out;
	rc = exec_solutions_run(&a);
	if (rc == EXIT_CONFIG) {
		SKIP("the sandbox cannot start here");
	}
	CHECK_INT(rc, 0);
	text = read_file(out, &len);
	REQUIRE(text);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		cJSON *o = cJSON_Parse(line), *ex = cJSON_GetObjectItemCaseSensitive(o, "exec");
		cJSON *st = cJSON_GetObjectItemCaseSensitive(ex, "status");
		n++;
		okn += cJSON_IsString(st) && !strcmp(st->valuestring, "ok");
		CHECK_STR(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, "run")), "correct");
		cJSON_Delete(o);
	}
	CHECK(n >= 30);
	CHECK_INT(okn, n);
	free(text);
	unlink(out);
	text = xasprintf("%s/correct", sols);
	unlink(text);
	free(text);
	rmdir(sols);
	rmdir(dir);
	free(out);
	free(sols);
	free((char *)a.problems);
}

/* The lines of a file, or -1 when it cannot be read. */
static long count_lines(const char *path)
{
	size_t len = 0;
	char *text = read_file(path, &len);
	long n = 0;

	if (!text)
		return -1;
	for (size_t i = 0; i < len; i++)
		n += text[i] == '\n';
	free(text);
	return n;
}

static struct prompts_args prompts_args_for(const char *out)
{
	struct prompts_args a = {
		.problems = unit_srcpath("screens/problems.jsonl"),
		.req = { .method = "none", .chat = true, .samples = 1, .temperature = -1 },
		.batch = true,
		.output = out,
	};
	return a;
}

/* prompts_run writes one request a problem to its output file; with a
 * filter only the problem selected; a method no selected task takes is
 * 64 and leaves no file. */
static void test_prompts_run(void)
{
	char dir[] = "/tmp/gravel-unit-prompts-XXXXXX", *out, *text;
	struct prompts_args a;
	struct stat st;
	size_t len = 0;

	REQUIRE(mkdtemp(dir));
	out = xasprintf("%s/batch.jsonl", dir);
	a = prompts_args_for(out);
	CHECK_INT(prompts_run(&a), 0);
	CHECK_INT(count_lines(out), 3);
	text = read_file(out, &len);
	REQUIRE(text);
	CHECK(strstr(text, "\"custom_id\":\"t/flow/easy/standard/0\"") != NULL);
	free(text);
	a.task = "flow";
	a.batch = false;
	CHECK_INT(prompts_run(&a), 0);
	CHECK_INT(count_lines(out), 1);
	unlink(out);
	a.task = NULL;
	a.req.method = "no-such-method";
	CHECK_INT(prompts_run(&a), EXIT_USAGE);
	CHECK(stat(out, &st) != 0);
	a.req.method = "none";
	a.task = "no-such-task";
	CHECK_INT(prompts_run(&a), EXIT_DATAERR);
	CHECK(stat(out, &st) != 0);
	rmdir(dir);
	free(out);
}

/* import_run: GraphEval2000's checkout into problems JSONL; an unknown
 * format or a set the row does not know is 64, nothing written. */
static void test_import_run(void)
{
	char dir[] = "/tmp/gravel-unit-import-XXXXXX", *out;
	struct import_args a;
	struct stat st;

	REQUIRE(mkdtemp(dir));
	out = xasprintf("%s/problems.jsonl", dir);
	memset(&a, 0, sizeof a);
	a.format = "grapheval";
	a.path = unit_srcpath("data/exec/grapheval");
	a.o.out = out;
	CHECK_INT(import_run(&a), 0);
	CHECK_INT(count_lines(out), 34);
	unlink(out);
	a.format = "no-such-benchmark";
	CHECK_INT(import_run(&a), EXIT_USAGE);
	a.format = "nlgraph";
	a.set = "no-such-set";
	CHECK_INT(import_run(&a), EXIT_USAGE);
	CHECK(stat(out, &st) != 0);
	rmdir(dir);
	free(out);
}

/* teach_lesson_open: a generated lesson has the task's problem and a
 * title that replays it; a plan that is not there is 66, a task not
 * taught 64. */
static void test_teach_lesson_open(void)
{
	struct teach_args a = { "shortest_path", 5, 7, true, NULL, NULL, -1, -1 };
	struct problem *p = NULL;
	char *title = NULL;

	CHECK_INT(teach_lesson_open(&a, &p, &title), 0);
	REQUIRE(p && title);
	CHECK_STR(p->task->name, "shortest_path");
	CHECK_INT(p->graph->n, 5);
	CHECK_STR(title, "teach shortest_path --nodes 5 --seed 7 --plain");
	problem_free(p);
	free(title);
	a.task = "no_such_task";
	CHECK_INT(teach_lesson_open(&a, &p, &title), EXIT_USAGE);
	CHECK(!p && !title);
	a.task = NULL;
	a.plan = "/nonexistent/plan.yaml";
	CHECK_INT(teach_lesson_open(&a, &p, &title), EXIT_NOINPUT);
	CHECK(!p && !title);
}

void suite_cmd_run(void);
void suite_cmd_run(void)
{
	RUN(test_prompts_run);
	RUN(test_import_run);
	RUN(test_teach_lesson_open);
	RUN(test_score_one_part);
	RUN(test_score_keeps_mismatched);
	RUN(test_score_missing_runs);
	RUN(test_exec_no_case);
	RUN(test_exec_correct);
}
