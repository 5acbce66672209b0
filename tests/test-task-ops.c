/* test-task-ops.c - walk every row of every task ops table.
 *
 * Each layer that keeps per-task ops (task.h, "Task ops") adds one test
 * here that walks all TASK__COUNT kinds and fails on a hook that is NULL
 * and not marked optional in its ops object. */
#include "config.h"
#include "unit.h"
#include "task.h"
#include "annot-ops.h"
#include "claims-ops.h"
#include "extract-ops.h"

#include <string.h>

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

/* The answer shape column: a typed shape names one of the task's answer
 * keys; ANSWER_GOLD names none (the gold answer's only key). */
static void test_answer_shapes(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const char *k = t->shape_key;
		size_t n = k ? strlen(k) : 0;
		bool found = false;

		if (t->shape == ANSWER_GOLD) {
			if (k)
				unit_fail(__FILE__, __LINE__, "task %s: shape gold with key %s", t->name, k);
			continue;
		}
		for (const char *p = k ? t->answer_keys : ""; k && (p = strstr(p, k)); p += n)
			found |= (p == t->answer_keys || p[-1] == ' ') && (p[n] == ' ' || !p[n]);
		if (!found)
			unit_fail(__FILE__, __LINE__, "task %s: shape key %s is not an answer key (%s)",
				  t->name, k ? k : "(none)", t->answer_keys);
	}
}

/* Report hook `name` of task t when it is NULL without its optional bit. */
static void hook(const struct task *t, const char *layer, const char *name, bool set,
		 unsigned optional, unsigned bit)
{
	if (!set && !(optional & bit))
		unit_fail(__FILE__, __LINE__, "task %s: %s hook %s is NULL and not optional", t->name,
			  layer, name);
}

static void test_extract_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct extract_ops *o = extract_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no extract ops", t->name);
			continue;
		}
		hook(t, "extract", "answer", o->answer, o->optional, EXTRACT_OPT_ANSWER);
	}
}

static void test_claims_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct claims_ops *o = claims_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no claims ops", t->name);
			continue;
		}
		hook(t, "claims", "word", o->word, o->optional, CLAIMS_OPT_WORD);
		hook(t, "claims", "end", o->end, o->optional, CLAIMS_OPT_END);
	}
}

static void test_annot_ops(void)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		const struct annot_ops *o = annot_ops_for(t->kind);

		if (!o) {
			unit_fail(__FILE__, __LINE__, "task %s: no annot ops", t->name);
			continue;
		}
		hook(t, "annot", "text", o->text, o->optional, 0);	/* never optional */
		hook(t, "annot", "warnings", o->warnings, o->optional, ANNOT_OPT_WARNINGS);
	}
}

void suite_task_ops(void);
void suite_task_ops(void)
{
	RUN(test_registry_rows);
	RUN(test_answer_shapes);
	RUN(test_extract_ops);
	RUN(test_claims_ops);
	RUN(test_annot_ops);
}
