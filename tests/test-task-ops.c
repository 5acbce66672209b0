/* test-task-ops.c - walk every row of every task ops table.
 *
 * Each layer that keeps per-task ops (task.h, "Task ops") adds one test
 * here that walks all TASK__COUNT kinds and fails on a hook that is NULL
 * and not marked optional in its ops object. */
#include "config.h"
#include "unit.h"
#include "task.h"

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

void suite_task_ops(void);
void suite_task_ops(void)
{
	RUN(test_registry_rows);
}
