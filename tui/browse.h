/* browse.h - the browsing order of a problem set: problems sorted into
 * groups of one task, difficulty and set, as the list screen shows them.
 *
 * Pure data, no curses. Positions (0..n-1) index order[], which holds
 * indices into the problem set; the sort is stable, so problems keep their
 * file order inside a group. Ownership: a browse borrows the problem set
 * (which must outlive it) and owns its arrays. */
#ifndef GRAVEL_TUI_BROWSE_H
#define GRAVEL_TUI_BROWSE_H

#include <stddef.h>
#include "problem.h"

struct browse_group {
	const char *task, *difficulty, *set;	/* borrowed from the first problem */
	size_t first, count;	/* positions */
};

struct browse {
	const struct problemset *ps;
	size_t n;
	size_t *order;		/* position -> problem index */
	size_t *group_of;	/* position -> group index */
	struct browse_group *groups;
	size_t ngroups;
};

void browse_init(struct browse *b, const struct problemset *ps);
void browse_free(struct browse *b);

static inline const struct problem *browse_problem(const struct browse *b, size_t pos)
{
	return b->ps->v[b->order[pos]];
}

/* "shortest_path / easy", with " [attack]" when the set is not standard;
 * file text, so the result is cleaned (text_clean). Caller frees. */
char *browse_group_label(const struct browse_group *g);

#endif
