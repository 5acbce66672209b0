/* motion.h - the motion keys of every screen: move-down and move-up (and
 * the mouse wheel, which the loop turns into them), page-down and
 * page-up, home and end, as tig's scroll_view/move_view and htop's
 * Panel_onKey serve every view.
 *
 * A screen handles only the keys that mean something to it. A motion key
 * its handle hook leaves goes to its motion hook (ui.h), which says what
 * that key moves here, a struct motion; motion_apply does the moving.
 * Pure arithmetic on the screen's own fields: no drawing, no curses. */
#ifndef GRAVEL_TUI_MOTION_H
#define GRAVEL_TUI_MOTION_H

#include <stdbool.h>
#include <stddef.h>
#include "keys.h"

enum motion_kind {
	/* A selected row in [0, count): every key stops at the first and
	 * the last row. */
	MOTION_CURSOR,
	/* The first line shown of a text the drawing clamps: down and
	 * page-down go on past the end (the draw brings them back), End
	 * puts the top at count. */
	MOTION_SCROLL,
	/* The first line shown, kept in [0, count) by the keys themselves
	 * (panes whose drawing does not clamp). */
	MOTION_SCROLL_IN,
};

struct motion {
	enum motion_kind kind;
	size_t *pos;		/* the cursor or the top line */
	size_t count;		/* rows (cursor), lines (scroll-in), End's top (scroll) */
	size_t page;		/* how far a page moves */
	size_t *left;		/* a horizontal offset Home also brings back to 0, or NULL */
	bool *follow;		/* cleared by every motion: the screen stops following
				 * what it showed by itself (NULL: none) */
};

/* Is a one of the motion keys? A page key (page-down, page-up)? One of
 * the ends (home, end)? */
bool motion_action(enum action a);
static inline bool motion_is_page(enum action a)
{
	return a == ACT_PAGE_DOWN || a == ACT_PAGE_UP;
}
static inline bool motion_is_end(enum action a)
{
	return a == ACT_HOME || a == ACT_END;
}
/* Move m's state as a says; false when a is no motion key. */
bool motion_apply(const struct motion *m, enum action a);

#endif
