/* solve-ops.c - the solver layer's table: each task kind's reference solver,
 * expanded from the solver column of TASKS() (task-list.h) and from
 * LC_TASKS() (lc_solve_<ID>), so the table names no task itself. */
#include "config.h"
#include "solve.h"
#include "gracore-solve.h"
#include "hetero-graph.h"
#include "lc.h"
#include "task.h"

/* clang-format off */
static const task_solve_fn solvers[TASK__COUNT] = {
#define SOLVE_ROW(kind, family, ops, name, title, dir, directed, attr, query, answer, ashape, akey, \
		  summary, solver) \
	[TASK_##kind] = solver,
	TASKS(SOLVE_ROW)
#undef SOLVE_ROW
#define LC_SOLVE_ROW(id, ...) [TASK_LC##id] = lc_solve_##id,
	LC_TASKS(LC_SOLVE_ROW)
#undef LC_SOLVE_ROW
};
/* clang-format on */

task_solve_fn solve_fn(const struct task *t)
{
	return t && (size_t)t->kind < TASK__COUNT ? solvers[t->kind] : NULL;
}
