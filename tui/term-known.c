/* term-known.c - whether the terminal type has a terminfo entry, asked
 * before newterm: ncurses' newterm allocates its screen before it reads the
 * entry and keeps that block when the type is unknown, a leak that
 * LeakSanitizer turns into exit status 1 instead of the message and 74.
 * Apart from tui.c because term.h defines names as short as `lines`. */
#include "config.h"
#include "tui-curses.h"
#include "tui.h"

#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

bool tui_term_known(int fd)
{
	int err = 0;

	if (setupterm(NULL, fd, &err) != OK)
		return false;
	del_curterm(cur_term);	/* newterm reads the entry again, into its screen */
	return true;
}
