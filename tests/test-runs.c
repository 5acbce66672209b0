/* test-runs.c - runs as a whole: model and method from a run's name and
 * prompt.txt (run-meta.h), a run's statistics, its partner run, its
 * breakdowns and credit histogram (explore-runs.c), and the mean credit
 * over answered rows of a filter. */
#include "config.h"
#include "unit.h"
#include "explore.h"
#include "run-meta.h"
#include "runs.h"
#include "workspace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void meta_is(const char *run, const char *model, const char *method, const char *when)
{
	struct run_meta m;

	run_meta_get(NULL, run, &m);
	CHECK_STR(m.model, model);
	CHECK_STR(m.method, method);
	CHECK_STR(m.when, when);
	run_meta_free(&m);
}

static void test_meta_names(void)
{
	meta_is("shortest_path/easy/20230410---09-43-CoT", "-", "CoT", "2023-04-10 09:43");
	meta_is("cycle/easy/20230514---11-41-Instruct-text-davinci-003", "text-davinci-003",
		"Instruct", "2023-05-14 11:41");
	meta_is("connectivity/easy/20230327---20-440-CoT", "-", "0-CoT", "2023-03-27 20:44");
	meta_is("connectivity/easy/20230401---11-10k-shot+SC", "-", "k-shot+SC", "2023-04-01 11:10");
	meta_is("flow/hard/20230501---10-00-CoT-code-davinci-002+SC", "code-davinci-002", "CoT+SC",
		"2023-05-01 10:00");
	meta_is("connectivity/easy/20230317---17-33-17", "-", "-", "2023-03-17 17:33");
	meta_is("modelA", "-", "-", "-");
	meta_is("a/b/c---", "-", "-", "-");
	CHECK_STR(run_meta_model_name(0), "text-davinci-003");
	CHECK_STR(run_meta_model_name(3), "gpt-4");
	CHECK(run_meta_model_name(4) == NULL);
}

/* prompt.txt's namespace gives the model (and the method when the name
 * has none), read from a workspace's NLGraph logs. */
static void test_meta_prompt(void)
{
	const char *shared = getenv("GRAVEL_SHARED");
	char *root;
	struct workspace ws;
	struct run_meta m;

	if (!shared || !*shared)
		shared = "../shared";
	root = xasprintf("%s/nlgraph", shared);
	if (access(root, R_OK) != 0) {
		free(root);
		SKIP("../shared/nlgraph not found (set GRAVEL_SHARED)");
	}
	workspace_init(&ws);
	ws.runs = xcalloc(1, sizeof *ws.runs);
	ws.nruns = 1;
	ws.runs[0].kind = WS_RUNS_NLGRAPH_LOGS;
	ws.runs[0].path = root;
	run_meta_get(&ws, "shortest_path/easy/20230410---09-43-CoT", &m);
	CHECK_STR(m.model, "text-davinci-003");
	CHECK_STR(m.method, "CoT");
	run_meta_free(&m);
	/* model=0 in the namespace, and no prompt= */
	run_meta_get(&ws, "connectivity/easy/20230317---17-33-17", &m);
	CHECK_STR(m.model, "text-davinci-003");
	run_meta_free(&m);
	workspace_free(&ws);
}

static void test_run_stats(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct ex_run_stats st;
	struct ex_bin *bins;
	struct ex_filter f;
	struct ex_result res;
	size_t hist[EX_HIST_BINS], nb, sum = 0, items = 0;
	bool known, mixed;
	const struct policy *compat = policy_find("compat", &known);

	diags_init(&d);
	REQUIRE(workspace_open(unit_srcpath("data/workspace/study.yaml"), &ws, &d) == 0);
	diags_free(&d);
	ex = explore_new(&ws);
	/* m2 answers 2 problems, both shared with m1 and the simulated run */
	CHECK_INT(explore_run_shared(ex, 1, 0), 2);
	CHECK_INT(explore_run_shared(ex, 0, 1), 2);
	CHECK_INT(explore_run_partner(ex, 1), 0);	/* the first of the ties */
	CHECK_INT(explore_run_partner(ex, 0), 2);	/* the simulated run has all 4 */
	explore_run_stats(ex, compat, 0, &st);
	CHECK_INT(st.answered, 4);
	CHECK(st.right <= st.answered && st.credit <= (double)st.answered);
	CHECK(explore_run_group(ex, 0, &mixed) == 0 && mixed);
	explore_run_histogram(ex, compat, 0, hist);
	for (int b = 0; b < EX_HIST_BINS; b++)
		sum += hist[b];
	CHECK_INT(sum, st.answered);
	CHECK_INT(hist[EX_HIST_BINS - 1], st.right);
	nb = explore_run_breakdown(ex, compat, 0, EX_BY_DIFFICULTY, &bins);
	REQUIRE(nb == 1);
	CHECK_STR(bins[0].label, "easy");
	CHECK_INT(bins[0].items, 4);
	CHECK_INT(bins[0].right, st.right);
	free(bins);
	nb = explore_run_breakdown(ex, compat, 0, EX_BY_NODES, &bins);
	for (size_t i = 0; i < nb; i++) {
		items += bins[i].items;
		if (i)
			CHECK(bins[i].order > bins[i - 1].order);
	}
	CHECK_INT(items, 4);
	free(bins);
	/* the filter's mean credit divides by the answered rows: m2 answers 2
	 * of the 4 problems */
	ex_filter_init(&f, ex);
	f.pol = compat;
	f.run = 1;
	ex_result_init(&res);
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 4);
	CHECK_INT(res.answered, 2);
	ex_result_free(&res);
	explore_free(ex);
	workspace_free(&ws);
}

/* Metric names: cut to METRIC_NAME_MAX bytes as before, kept once (two
 * sets share the name), and found again after the name table has grown
 * past its first size. */
static void test_metric_names(void)
{
	struct metrics a = { 0 }, b = { 0 };
	char name[32];

	metrics_set(&a, "exact", 1);
	metrics_set(&b, "exact", 0);
	REQUIRE(a.n == 1 && b.n == 1);
	CHECK(a.m[0].name == b.m[0].name);
	metrics_set(&a, "a_name_longer_than_fifteen", 2);
	CHECK_STR(a.m[1].name, "a_name_longer_t");
	CHECK(metrics_get(&a, "a_name_longer_t") && *metrics_get(&a, "a_name_longer_t") == 2);
	CHECK(metrics_get(&a, "a_name_longer_than_fifteen") == NULL);
	for (int i = 0; i < 500; i++) {
		struct metrics c = { 0 };
		snprintf(name, sizeof name, "m%d", i);
		metrics_set(&c, name, i);
		CHECK_STR(c.m[0].name, name);
	}
	for (int i = 0; i < 500; i += 7) {
		struct metrics c = { 0 };
		snprintf(name, sizeof name, "m%d", i);
		metrics_set(&c, name, i);
		metrics_set(&c, "exact", 1);
		CHECK(c.m[1].name == a.m[0].name);
		CHECK(*metrics_get(&c, name) == i);
	}
}

/* Run, model, method and mismatch are interned in the runset: one copy
 * a string, NULL for NULL, kept across runset_truncate to n > 0 and found
 * again after the index has grown. */
static void test_intern(void)
{
	struct runset rs;
	char name[32];
	const char *a, *b;

	runset_init(&rs);
	a = runset_add(&rs, "p/0", "run-a", 0, "x", 1)->run;
	b = runset_add(&rs, "p/1", "run-a", 0, "y", 1)->run;
	CHECK(a == b);
	CHECK(runset_intern(&rs, NULL) == NULL);
	CHECK(runset_intern(&rs, "run-a") == a);
	CHECK(runset_intern(&rs, a) == a);	/* known by its address */
	for (int i = 0; i < 300; i++) {
		snprintf(name, sizeof name, "r%d", i);
		CHECK_STR(runset_add(&rs, "p/2", name, 0, NULL, 0)->run, name);
	}
	runset_truncate(&rs, 2);
	CHECK(runset_intern(&rs, "run-a") == a);
	CHECK_STR(rs.v[1].run, "run-a");
	runset_truncate(&rs, 0);
	CHECK(rs.names.n == 0);
	CHECK_STR(runset_add(&rs, "p/3", "run-b", 0, NULL, 0)->run, "run-b");
	runset_free(&rs);
}

struct seen_part {
	size_t calls;
	char runs[4][16], models[4][16], problems[4][16], texts[4][16];
	size_t n[4];
};

static int note_part(void *ctx, struct runset *rs)
{
	struct seen_part *sp = ctx;

	if (sp->calls < 4 && rs->n) {
		snprintf(sp->runs[sp->calls], sizeof sp->runs[0], "%s", rs->v[0].run);
		snprintf(sp->models[sp->calls], sizeof sp->models[0], "%s",
			 rs->v[rs->n - 1].model ? rs->v[rs->n - 1].model : "-");
		snprintf(sp->problems[sp->calls], sizeof sp->problems[0], "%s", rs->v[0].problem);
		snprintf(sp->texts[sp->calls], sizeof sp->texts[0], "%s",
			 rs->v[0].text ? rs->v[0].text : "-");
		sp->n[sp->calls] = rs->n;
	}
	sp->calls++;
	return 0;
}

/* A stream hands over each run alone and empties the runset (the strings
 * it holds too) after it: the first answer of the next run, read before
 * the hand-over, keeps its run, model, problem and text. */
static void test_stream_interned(void)
{
	static const char text[] =
		"{\"problem\":\"p/0\",\"run\":\"one\",\"model\":\"m-one\",\"text\":\"a\"}\n"
		"{\"problem\":\"p/1\",\"run\":\"one\",\"model\":\"m-one\",\"text\":\"b\"}\n"
		"{\"problem\":\"p/0\",\"run\":\"two\",\"model\":\"m-two\",\"text\":\"c\"}\n"
		"{\"problem\":\"p/0\",\"run\":\"three\",\"text\":\"d\"}\n";
	char path[] = "/tmp/gravel-runs-XXXXXX";
	struct seen_part sp = { 0 };
	struct runset rs;
	struct diags d;
	int fd = mkstemp(path);

	REQUIRE(fd >= 0);
	REQUIRE(write(fd, text, sizeof text - 1) == (ssize_t)(sizeof text - 1));
	close(fd);
	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(runs_stream_jsonl(path, note_part, &sp, &rs, &d), 0);
	CHECK_INT(sp.calls, 3);
	CHECK_STR(sp.runs[0], "one");
	CHECK_STR(sp.models[0], "m-one");
	CHECK_INT(sp.n[0], 2);
	CHECK_STR(sp.runs[1], "two");
	CHECK_STR(sp.models[1], "m-two");
	CHECK_STR(sp.problems[1], "p/0");
	CHECK_STR(sp.texts[1], "c");
	CHECK_INT(sp.n[1], 1);
	CHECK_STR(sp.runs[2], "three");
	CHECK_STR(sp.models[2], "-");
	remove(path);
	runset_free(&rs);
	diags_free(&d);
}

void suite_runs(void);
void suite_runs(void)
{
	RUN(test_intern);
	RUN(test_stream_interned);
	RUN(test_meta_names);
	RUN(test_meta_prompt);
	RUN(test_run_stats);
	RUN(test_metric_names);
}
