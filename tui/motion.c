/* motion.c - the motion keys (motion.h). */
#include "config.h"
#include "motion.h"

bool motion_action(enum action a)
{
	switch (a) {
	case ACT_MOVE_DOWN:
	case ACT_MOVE_UP:
	case ACT_PAGE_DOWN:
	case ACT_PAGE_UP:
	case ACT_HOME:
	case ACT_END:
		return true;
	default:
		return false;
	}
}

/* pos moved d rows down (or up), stopping at 0 and, where the kind has
 * one, at the last row; line: a one-row move. */
static size_t moved(const struct motion *m, size_t pos, size_t d, bool down, bool line)
{
	size_t last = m->count ? m->count - 1 : 0;

	if (!down)
		return pos > d ? pos - d : 0;
	switch (m->kind) {
	case MOTION_CURSOR:
		/* a row at a time stays put at the end; a page lands on the
		 * last row */
		if (line)
			return pos + 1 < m->count ? pos + 1 : pos;
		return pos + d < m->count ? pos + d : last;
	case MOTION_SCROLL_IN:
		if (!m->count)
			return pos;
		return pos + d >= m->count ? last : pos + d;
	case MOTION_SCROLL:
		break;
	}
	return pos + d;
}

bool motion_apply(const struct motion *m, enum action a)
{
	size_t *pos = m->pos;

	switch (a) {
	case ACT_MOVE_DOWN:
	case ACT_MOVE_UP:
		*pos = moved(m, *pos, 1, a == ACT_MOVE_DOWN, true);
		break;
	case ACT_PAGE_DOWN:
	case ACT_PAGE_UP:
		*pos = moved(m, *pos, m->page, a == ACT_PAGE_DOWN, false);
		break;
	case ACT_HOME:
		*pos = 0;
		if (m->left)
			*m->left = 0;
		break;
	case ACT_END:
		*pos = m->kind == MOTION_SCROLL ? m->count : m->count ? m->count - 1 : 0;
		break;
	default:
		return false;
	}
	if (m->follow)
		*m->follow = false;
	return true;
}
