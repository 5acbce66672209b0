/* decisive-path.c - the decisive step of the sequence answers
 * (decisive-ops.h): shortest path and topological order. */
#include "config.h"
#include "decisive-ops.h"
#include "solve.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>

static void shortest_path_decisive(const struct decisive_in *in, struct decisive *d)
{
	const struct trace *tr = in->tr;
	const struct xanswer *x = in->x;
	size_t n;
	int *ref = decisive_json_ints(in->ref, "path", &n);

	for (size_t i = 0; ref && i < n; i++) {
		if (i < x->n && x->v[i] == ref[i])
			continue;
		d->step = decisive_find_event(tr, TR_RELAX, -1, ref[i], true);
		snprintf(d->why, sizeof d->why,
			 "the model leaves the shortest path at node %d: its true distance is"
			 " set here",
			 ref[i]);
		break;
	}
	if (ref && d->step < 0 && x->n != n) {
		d->step = (long)tr->n - 1;
		snprintf(d->why, sizeof d->why, "the model's path goes past the target");
	}
	free(ref);
}

static void topology_decisive(const struct decisive_in *in, struct decisive *d)
{
	const struct xanswer *x = in->x;
	struct check c;
	int *ord = xcalloc(x->n + 1, sizeof *ord);

	for (size_t i = 0; i < x->n; i++)
		ord[i] = (int)x->v[i];
	if (!topo_check(in->g, ord, x->n, &c) && c.pos >= 0 && (size_t)c.pos < x->n) {
		d->step = decisive_find_event(in->tr, TR_OUTPUT, ord[c.pos], -1, false);
		snprintf(d->why, sizeof d->why, "the model's order breaks at node %d: %s",
			 ord[c.pos], c.msg);
	}
	free(ord);
}

const struct decisive_ops shortest_path_decisive_ops = { .decisive = shortest_path_decisive };
const struct decisive_ops topology_decisive_ops = { .decisive = topology_decisive };
