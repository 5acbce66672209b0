/* decisive-search.c - the decisive step of the searches that settle a
 * yes/no (decisive-ops.h): connectivity, cycle and Hamilton path. */
#include "config.h"
#include "decisive-ops.h"

#include <stdio.h>

/* Connectivity and cycle: key is the answer's yes/no, found what the
 * search does when the answer is yes. */
static void yes_no(const struct decisive_in *in, struct decisive *d, const char *key,
		   const char *found, bool to_target)
{
	const struct trace *tr = in->tr;
	const struct xanswer *x = in->x;
	bool truth = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(in->ref, key));
	long t = -1;

	if (x->kind != XK_BOOL || x->yes == truth)
		return;
	problem_query_int(in->p, "target", &t);
	if (truth && to_target)
		d->step = decisive_find_event(tr, TR_DISCOVER, (int)t, -1, false);
	else if (truth)
		d->step = decisive_find_event(tr, TR_FOUND, -1, -1, false);
	if (d->step < 0)
		d->step = (long)tr->n - 1;
	snprintf(d->why, sizeof d->why, truth ? "the search %s here; the model said no"
					       : "the search ends %s; the model said yes",
		 truth ? found : "without finding one");
}

static void connectivity_decisive(const struct decisive_in *in, struct decisive *d)
{
	yes_no(in, d, "connected", "reaches the target", true);
}

static void cycle_decisive(const struct decisive_in *in, struct decisive *d)
{
	yes_no(in, d, "has_cycle", "finds a cycle", false);
}

static void hamilton_decisive(const struct decisive_in *in, struct decisive *d)
{
	d->step = decisive_find_event(in->tr, TR_FOUND, -1, -1, false);
	if (d->step < 0)
		d->step = (long)in->tr->n - 1;
	snprintf(d->why, sizeof d->why, "the search settles the answer here");
}

const struct decisive_ops connectivity_decisive_ops = { .decisive = connectivity_decisive };
const struct decisive_ops cycle_decisive_ops = { .decisive = cycle_decisive };
const struct decisive_ops hamilton_decisive_ops = { .decisive = hamilton_decisive };
