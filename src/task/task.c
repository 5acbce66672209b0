/* task.c - the task registry. One row per task kind; see task.h. */
#include "config.h"
#include "task.h"
#include "lc-shape.h"

#include <string.h>

/* clang-format off */
static const struct task tasks[TASK__COUNT] = {
#define TASK_ROW(kind, family, ops, name, title, dir, directed, attr, query, answer, ashape, akey, \
		 summary, solver) \
	[TASK_##kind] = { TASK_##kind, name, title, dir, directed, attr, query, answer, summary, \
			  NULL, ashape, akey },
	TASKS(TASK_ROW)
#undef TASK_ROW
	/* GraphEval2000's LeetCode problems (lc-tasks.h, lc.h) */
#define LC_TASK_ROW(id, dir, attr, query, judge, title, output, ...) \
	[TASK_LC##id] = { TASK_LC##id, "lc" #id, title " (LC " #id ")", NULL, dir, attr, \
		query, "output", output, lc_check_shape, ANSWER_GOLD, NULL },
	LC_TASKS(LC_TASK_ROW)
#undef LC_TASK_ROW
};
/* clang-format on */

size_t task_count(void)
{
	return TASK__COUNT;
}

const struct task *task_at(size_t i)
{
	return i < TASK__COUNT ? &tasks[i] : NULL;
}

const struct task *task_by_kind(enum task_kind k)
{
	return task_at((size_t)k);
}

const struct task *task_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < TASK__COUNT; i++)
		if (!strcmp(tasks[i].name, name))
			return &tasks[i];
	/* NLGraph's folder for GNN is upper-case; accept it as an alias. */
	for (size_t i = 0; i < TASK__COUNT; i++)
		if (tasks[i].nlgraph_dir && !strcmp(tasks[i].nlgraph_dir, name))
			return &tasks[i];
	return NULL;
}
