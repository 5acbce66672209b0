/* test-task-ops.c - walk every row of every task ops table.
 *
 * Each layer that keeps per-task ops (task.h, "Task ops") adds one test
 * here that walks all TASK__COUNT kinds and fails on a hook that is NULL
 * and not marked optional in its ops object. */
#include "config.h"
#include "unit.h"
#include "task.h"
#include "gen-ops.h"
#include "audit-ops.h"
#include "decisive-ops.h"

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

/* gen ops (src/gen/gen-ops.h): every kind has its family's object, and
 * exactly the tasks with an NLGraph folder have a raw layout. */
static void test_gen_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct gen_ops *o = gen_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no gen ops", name);
			continue;
		}
#define HOOK(h, bit)                                                                         \
	if (!o->h && !(o->optional & (bit)))                                                 \
		unit_fail(__FILE__, __LINE__, "task %s: gen hook %s is NULL, not optional", name, \
			  #h)
		HOOK(validate, GEN_OPT_VALIDATE);
		HOOK(query, GEN_OPT_QUERY);
		HOOK(raw, GEN_OPT_RAW);
		HOOK(raw_order, GEN_OPT_RAW_ORDER);
#undef HOOK
		if (!o->raw != !task_at(i)->nlgraph_dir)
			unit_fail(__FILE__, __LINE__, "task %s: %s NLGraph folder but %s raw layout",
				  name, task_at(i)->nlgraph_dir ? "an" : "no", o->raw ? "a" : "no");
	}
}

/* audit ops (src/audit/audit-ops.h) */
static void test_audit_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct audit_ops *o = audit_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no audit ops", name);
			continue;
		}
#define HOOK(h, bit)                                                                           \
	if (!o->h && !(o->optional & (bit)))                                                   \
		unit_fail(__FILE__, __LINE__, "task %s: audit hook %s is NULL, not optional", name, \
			  #h)
		HOOK(check, 0);
		HOOK(unchecked, AUDIT_OPT_UNCHECKED);
#undef HOOK
	}
}

/* decisive ops (src/score/decisive-ops.h): every NLGraph task has its
 * decisive step; the others mark it optional. */
static void test_decisive_ops_rows(void)
{
	for (size_t i = 0; i < TASK__COUNT; i++) {
		const struct decisive_ops *o = decisive_ops_for((enum task_kind)i);
		const char *name = task_at(i)->name;
		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no decisive ops", name);
			continue;
		}
		if (!o->decisive && !(o->optional & DECISIVE_OPT_DECISIVE))
			unit_fail(__FILE__, __LINE__,
				  "task %s: decisive hook decisive is NULL, not optional", name);
		if (task_at(i)->nlgraph_dir && !o->decisive)
			unit_fail(__FILE__, __LINE__, "task %s: an NLGraph task without a decisive step",
				  name);
	}
}

void suite_task_ops(void);
void suite_task_ops(void)
{
	RUN(test_registry_rows);
	RUN(test_gen_ops_rows);
	RUN(test_audit_ops_rows);
	RUN(test_decisive_ops_rows);
}
