/* tui.h - the terminal browser, as the command line sees it.
 *
 * This header exposes no curses type: src/cmd-browse.c loads the problems
 * and hands them over; everything that touches the terminal stays in tui/.
 *
 * Ownership: tui_run borrows ps and diags for the duration of the call and
 * changes neither (problems are only read). */
#ifndef GRAVEL_TUI_H
#define GRAVEL_TUI_H

struct problemset;
struct diags;

/* Open the full-screen browser on ps. source names what was loaded (a
 * path, or "demo") for the title bar; diags holds the load messages to
 * show (warnings; may be NULL). Nothing is written to stdout or stderr
 * while the screen is active, and the terminal is restored on every exit
 * path: normal quit, gravel_fatal(), exit(), and SIGINT/SIGTERM/SIGHUP,
 * which end the program by re-raising the signal after the terminal is
 * restored. Returns EXIT_OK, or EXIT_IOERR (with a message on stderr)
 * when standard input/output is not a usable terminal. */
int tui_run(const struct problemset *ps, const struct diags *diags, const char *source);

#endif
