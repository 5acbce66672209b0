/* decisive-flow.c - the decisive step of the augmenting searches
 * (decisive-ops.h): maximum flow and bipartite matching. */
#include "config.h"
#include "decisive-ops.h"

#include <inttypes.h>
#include <stdio.h>

static void flow_decisive(const struct decisive_in *in, struct decisive *d)
{
	const struct trace *tr = in->tr;
	const struct xanswer *x = in->x;
	int64_t flow = 0;

	if (x->kind != XK_NUMBER)
		return;
	for (size_t i = 0; i < tr->n; i++) {
		if (tr->ev[i].kind != TR_FLOW_PATH)
			continue;
		flow += tr->ev[i].val;
		if (flow > x->num) {
			d->step = (long)i;
			snprintf(d->why, sizeof d->why,
				 "this augmenting path takes the flow to %" PRId64
				 ", past the model's %" PRId64,
				 flow, x->num);
			return;
		}
	}
}

static bool model_has_pair(const struct xanswer *x, int a, int job)
{
	for (size_t i = 0; i + 1 < x->n; i += 2)
		if (x->v[i] == a && x->v[i + 1] == job)
			return true;
	return false;
}

static void matching_decisive(const struct decisive_in *in, struct decisive *d)
{
	const struct trace *tr = in->tr;
	int n1 = in->g->bipartite ? in->g->parts[0] : 0;

	for (size_t i = 0; i < tr->n; i++) {
		const struct trace_event *ev = &tr->ev[i];
		int a, j;
		if (ev->kind != TR_MATCH || ev->b < 0)
			continue;
		a = ev->a < n1 ? ev->a : ev->b;
		j = (ev->a < n1 ? ev->b : ev->a) - n1;
		if (!model_has_pair(in->x, a, j)) {
			d->step = (long)i;
			snprintf(d->why, sizeof d->why,
				 "the reference matches applicant %d to job %d; the model does"
				 " not",
				 a, j);
			return;
		}
	}
}

const struct decisive_ops flow_decisive_ops = { .decisive = flow_decisive };
const struct decisive_ops matching_decisive_ops = { .decisive = matching_decisive };
