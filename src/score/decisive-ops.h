/* decisive-ops.h - the decisive step: the step of a problem's reference
 * trace that decides what the model's answer got wrong, per task family
 * (task.h, "Task ops"). The problem and trace screens show it.
 *
 *   shortest_path  the first node where the model's path leaves the
 *                  reference path: the last relaxation that set that node's
 *                  true distance (the one the model missed); a path going
 *                  past the target: the last step;
 *   flow           the augmenting path that takes the flow past the value
 *                  the model stated (the one it skipped);
 *   matching       the first match the reference makes that the model's
 *                  assignment lacks;
 *   topology       the output of the first node the model placed where
 *                  its order breaks;
 *   connectivity   model says no but they are: the discovery of the
 *                  target; says yes but they are not: the end of the search;
 *   cycle          says no but there is one: the step that finds it; says
 *                  yes but there is none: the end of the search;
 *   hamilton       the step that finds (or gives up on) the path;
 *   GNN            the aggregation of the first node whose vector the model
 *                  got wrong.
 * GraCoRe's, the heterogeneous and GraphEval2000's families have no
 * decisive step (their hook is optional and NULL). When the model's answer
 * is right or unparsed, there is none (step -1).
 *
 * Family files: decisive-search.c (connectivity, cycle, hamilton),
 * decisive-path.c (shortest_path, topology), decisive-flow.c (flow,
 * matching), decisive-gnn.c (gnn). */
#ifndef GRAVEL_DECISIVE_OPS_H
#define GRAVEL_DECISIVE_OPS_H

#include <stdbool.h>
#include <cjson/cJSON.h>
#include "extract.h"
#include "graph.h"
#include "problem.h"
#include "task.h"
#include "trace.h"

struct decisive {
	long step;		/* event index of the decisive step, -1 for none */
	char why[256];		/* what the step shows, "" for none */
};

/* The inputs of a family's hook: tr has at least one event and x is a
 * parsed answer (not XK_NONE). */
struct decisive_in {
	const struct problem *p;
	const struct graph *g;		/* p's graph, finished */
	const struct trace *tr;		/* the reference solver's trace of g */
	const cJSON *ref;		/* the reference answer (gold or solved) */
	const struct xanswer *x;	/* the model's parsed final answer */
};

struct decisive_ops {
	void (*decisive)(const struct decisive_in *in, struct decisive *d);
	unsigned optional;
};

#define DECISIVE_OPT_DECISIVE (1u << 0)

const struct decisive_ops *decisive_ops_for(enum task_kind k);

/* The decisive step of the model's answer x to p (p's graph finished as
 * g, tr its reference trace or NULL, ref the reference answer): d->step
 * -1 and d->why "" when there is none. */
void decisive_step(const struct problem *p, const struct graph *g, const struct trace *tr,
		   const cJSON *ref, const struct xanswer *x, struct decisive *d);

/* ---- helpers for the family files ------------------------------------- */
/* The first (or, with last, the final) event of kind k whose a and b match
 * (-1: any); -1 when none. */
long decisive_find_event(const struct trace *tr, enum trace_kind k, int a, int b, bool last);
/* An int array under key of a JSON object, malloc'd (NULL when absent). */
int *decisive_json_ints(const cJSON *obj, const char *key, size_t *n);

#endif
