/* compat-why.c - policy compat: the rules of earlier versions of NLGraph's
 * scripts that the recorded results of older runs follow, tested item by
 * item (score_ops.differs_why; the reasons are named in score-why.c).
 * Each test re-scores the item's own answers under one earlier rule and
 * says so only when that gives back exactly what was recorded. */
#include "config.h"
#include "compat.h"
#include "score.h"
#include "util.h"

#include <string.h>

/* The label an earlier rule gave an item the final one labels otherwise:
 * the middle one (idx * 2 == n), which the final rule never scores, was
 * judged against either label (runs differ); in easy's set of 150 the
 * items up to 79 were judged acyclic (the recorded results of the easy
 * runs put the split there). Returns whether there is one; *both: the
 * item may have had either. */
static bool cycle_past_split(long idx, long n, bool *both)
{
	*both = idx * 2 == n;
	return *both || (n == 150 && idx * 2 > n && idx < 80);
}

enum score_why compat_cycle_why(const struct score_input *in, const struct metrics *rec)
{
	const double *r = metrics_get(rec, "res");
	size_t parsed;
	bool both;

	if (!r || in->p->index < 0)
		return SW_UNEXPLAINED;
	if (compat_cycle_res(in, true, CYCLE_BY_INDEX, &parsed) == *r)
		return SW_LOOP_WORDING;
	if (cycle_past_split(in->p->index, in->set_size, &both) &&
	    (compat_cycle_res(in, true, CYCLE_ACYCLIC, &parsed) == *r ||
	     (both && compat_cycle_res(in, true, CYCLE_CYCLIC, &parsed) == *r)))
		return SW_SPLIT_POINT;
	return SW_UNEXPLAINED;
}

enum score_why compat_hamilton_why(const struct score_input *in, const struct metrics *rec)
{
	const double *r = metrics_get(rec, "res");
	struct ctext ct;
	int is, can;

	if (!r || !in->ns || !in->texts[0])
		return SW_UNEXPLAINED;
	ctext_init(&ct, in->texts[0], in->lens[0]);
	is = compat_hamilton_res(in->p->graph, &ct, "the path is");
	can = compat_hamilton_res(in->p->graph, &ct, "the path can be");
	ctext_free(&ct);
	if (is == *r)
		return SW_PATH_IS;
	if (can == -1 && *r == 0)
		return SW_NO_PATH_ZERO;
	return SW_UNEXPLAINED;
}
