/* tui-curses.h - the one place that picks the curses header.
 *
 * Only files under tui/ include this, and only those that talk to curses
 * (draw.c, keys.c, tui.c). configure found one of the headers below;
 * _XOPEN_SOURCE_EXTENDED (config.h) enables the wide-character API. */
#ifndef GRAVEL_TUI_CURSES_H
#define GRAVEL_TUI_CURSES_H

#include "config.h"

#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/curses.h>
#elif defined(HAVE_NCURSES_H)
#include <ncurses.h>
#elif defined(HAVE_CURSES_H)
#include <curses.h>
#else
#error "no curses header found by configure"
#endif

#endif
