/* score-result.c - a scorer's result (see score-result.h). */
#include "config.h"
#include "score-result.h"

#include <string.h>

const char *const score_flag_names[] = {
	"invalid-edge", "wrong-length", "not-optimal", "no-path", "unparsed", "truncated",
	"contradiction", "optimum", "heuristic", NULL,
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
