/* test-task-ops.c - walk every row of every task ops table.
 *
 * Each layer that keeps per-task ops (task.h, "Task ops") adds one test
 * here that walks all TASK__COUNT kinds and fails on a hook that is NULL
 * and not marked optional in its ops object. */
#include "config.h"

#include <string.h>

#include "unit.h"
#include "task.h"
#include "nlgraph-ops.h"
#include "score-ops.h"
#include "judge-ops.h"

/* Fail naming the task and the hook when hook is NULL without its
 * optional bit. */
static void need(const struct task *t, const char *table, const char *hook, bool set,
		 unsigned optional, unsigned bit)
{
	if (!set && !(optional & bit))
		unit_fail(__FILE__, __LINE__, "task %s: %s hook %s is NULL and not optional",
			  t->name, table, hook);
}

/* The registry row itself: every kind has its row, in enum order, with the
 * fields every task needs (the solver included: no task is without one). */
static void test_registry_rows(void)
{
	CHECK_INT(task_count(), TASK__COUNT);
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		REQUIRE(t);
		CHECK_INT(t->kind, i);
		CHECK(t->name && *t->name);
		CHECK(t->title && *t->title);
		CHECK(t->summary && *t->summary);
		CHECK(t->query_keys && t->answer_keys);
		if (!t->solve)
			unit_fail(__FILE__, __LINE__, "task %s: no solver", t->name);
		CHECK(task_find(t->name) == t);
	}
}

/* The NLGraph reader's table (nlgraph-ops.h): every task with an NLGraph
 * folder reads its raw layout and answer wording. */
static void test_nlgraph_ops(void)
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct nlgraph_ops *o = nlgraph_ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no nlgraph ops", t->name);
			continue;
		}
		need(t, "nlgraph", "read_raw", o->read_raw != NULL, o->optional,
		     NLGRAPH_OPT_READ_RAW);
		need(t, "nlgraph", "file_problems", o->file_problems != NULL, o->optional,
		     NLGRAPH_OPT_FILE_PROBLEMS);
		need(t, "nlgraph", "answer_from_text", o->answer_from_text != NULL, o->optional,
		     NLGRAPH_OPT_ANSWER_FROM_TEXT);
		need(t, "nlgraph", "join", o->join != NULL, o->optional, NLGRAPH_OPT_JOIN);
		need(t, "nlgraph", "run_params", o->run_params != NULL, o->optional,
		     NLGRAPH_OPT_RUN_PARAMS);
		/* a task in an NLGraph checkout must be readable from it */
		if (t->nlgraph_dir && (!o->read_raw || !o->answer_from_text))
			unit_fail(__FILE__, __LINE__, "task %s: NLGraph folder %s but no reader",
				  t->name, t->nlgraph_dir);
	}
}

/* A task without an NLGraph format (no ops hook) is refused, not misread:
 * no problem from a raw file, no gold from an answer text. */
static void test_nlgraph_ops_absent(void)
{
	const struct task *t = task_find("tsp");
	struct problemset ps;
	struct diags d;
	cJSON *gold;

	REQUIRE(t && !nlgraph_ops_for(t->kind)->read_raw);
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(nlgraph_parse_raw(t, "t.txt", "2 1\n0 1\n", "easy", "standard", 0, &ps, &d), -1);
	CHECK_INT(ps.n, 0);
	REQUIRE(d.n == 1);
	CHECK_STR(d.v[0].msg, "task tsp has no NLGraph raw layout");
	CHECK(nlgraph_answer_from_text(t, "Yes. The path can be: 0,1") == NULL);
	gold = nlgraph_answer_from_text(task_find("hamilton"), "Yes. The path can be: 0,1");
	CHECK(gold != NULL);
	cJSON_Delete(gold);
	problemset_free(&ps);
	diags_free(&d);
}

/* The policies' tables (score-ops.h): every task has a scorer and a
 * primary metric under each policy. */
static void walk_score_ops(const char *table, const struct score_ops *(*ops_for)(enum task_kind))
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct score_ops *o = ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no %s ops", t->name, table);
			continue;
		}
		need(t, table, "score", o->score != NULL, o->optional, SCORE_OPT_SCORE);
		if (!o->primary || !*o->primary)
			unit_fail(__FILE__, __LINE__, "task %s: %s ops name no primary metric",
				  t->name, table);
	}
}

static void test_strict_ops(void)
{
	walk_score_ops("strict", strict_ops_for);
}

static void test_compat_ops(void)
{
	walk_score_ops("compat", compat_ops_for);
}

/* The policy table is filled from them: each policy's per-kind scorer and
 * primary metric are its table's. */
static void test_policies_from_ops(void)
{
	bool known;
	const struct policy *strict = policy_find("strict", &known);
	const struct policy *compat = policy_find("compat", &known);

	REQUIRE(strict && compat);
	for (int k = 0; k < TASK__COUNT; k++) {
		CHECK(strict->fn[k] == strict_ops_for((enum task_kind)k)->score);
		CHECK(compat->fn[k] == compat_ops_for((enum task_kind)k)->score);
		CHECK(strict->primary[k] == strict_ops_for((enum task_kind)k)->primary);
		CHECK(compat->primary[k] == compat_ops_for((enum task_kind)k)->primary);
	}
	CHECK(!strcmp(compat->primary[TASK_FLOW], "res2"));
	CHECK(!strcmp(strict->primary[TASK_LC207], "exact"));
}

/* The claim judge's table (judge-ops.h): a task that concludes is judged. */
static void test_judge_ops(void)
{
	for (int k = 0; k < TASK__COUNT; k++) {
		const struct task *t = task_by_kind((enum task_kind)k);
		const struct judge_ops *o = judge_ops_for((enum task_kind)k);

		REQUIRE(t);
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no judge ops", t->name);
			continue;
		}
		need(t, "judge", "conclude", o->conclude != NULL, o->optional,
		     JUDGE_OPT_CONCLUDE);
		need(t, "judge", "judge_conclusion", o->judge_conclusion != NULL, o->optional,
		     JUDGE_OPT_JUDGE_CONCLUSION);
		if (!o->conclude != !o->judge_conclusion)
			unit_fail(__FILE__, __LINE__,
				  "task %s: judge hooks conclude and judge_conclusion come in pairs",
				  t->name);
	}
}

void suite_task_ops(void);
void suite_task_ops(void)
{
	RUN(test_registry_rows);
	RUN(test_nlgraph_ops);
	RUN(test_nlgraph_ops_absent);
	RUN(test_strict_ops);
	RUN(test_compat_ops);
	RUN(test_policies_from_ops);
	RUN(test_judge_ops);
}
