/* score-result.c - a scorer's result (see score-result.h). */
#include "config.h"
#include "score-result.h"

#include <string.h>

void score_flag(struct score_result *r, const char *name, size_t off, size_t len)
{
	for (int i = 0; i < r->nflags; i++)
		if (!strcmp(r->flags[i].name, name))
			return;
	if (r->nflags < SCORE_FLAGS_MAX)
		r->flags[r->nflags++] = (struct score_flag){ name, off, len };
}
