/* score-result.c - a scorer's result (see score-result.h). */
#include "config.h"
#include "score-result.h"

#include <stdlib.h>
#include <string.h>

const char *const score_flag_names[] = {
	"invalid-edge", "wrong-length", "not-optimal", "no-path", "unparsed", "truncated",
	"contradiction", "optimum", "heuristic", SCORE_FLAG_OFF_SPEC, NULL,
};

bool score_flag_known(const char *name)
{
	for (const char *const *p = score_flag_names; *p; p++)
		if (!strcmp(*p, name))
			return true;
	return false;
}

void score_flag(struct score_result *r, const char *name, size_t off, size_t len)
{
	for (int i = 0; i < r->nflags; i++)
		if (!strcmp(r->flags[i].name, name))
			return;
	if (r->nflags < SCORE_FLAGS_MAX)
		r->flags[r->nflags++] = (struct score_flag){ name, off, len };
}

const struct score_fault *score_first_error(const struct score_result *r)
{
	const struct score_fault *first = r->nfaults ? &r->faults[0] : NULL;

	if (r->final.kind != FAULT_NONE && (!first || fault_before(&r->final, first)))
		first = &r->final;
	return first;
}

enum score_outcome score_outcome_of(const struct score_result *r, bool right)
{
	if (r->outcome != OUTCOME_NONE)
		return (enum score_outcome)r->outcome;
	return right ? OUTCOME_CORRECT : r->unparsed ? OUTCOME_MISSING : OUTCOME_WRONG;
}

void score_result_free(struct score_result *r)
{
	free(r->faults);
	r->faults = NULL;
	r->nfaults = 0;
}

void score_result_copy(struct score_result *dst, const struct score_result *src)
{
	*dst = *src;
	if (src->nfaults) {
		dst->faults = xmalloc((size_t)src->nfaults * sizeof *dst->faults);
		memcpy(dst->faults, src->faults, (size_t)src->nfaults * sizeof *dst->faults);
	}
}
