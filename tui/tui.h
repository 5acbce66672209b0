/* tui.h - the terminal explorer, as the command line sees it.
 *
 * This header exposes no curses type: src/cmd-browse.c loads the
 * workspace and hands it over; everything that touches the terminal stays
 * in tui/.
 *
 * Ownership: tui_run borrows ws and diags for the duration of the call;
 * the workspace's problems and answers are only read. */
#ifndef GRAVEL_TUI_H
#define GRAVEL_TUI_H

#include <stdbool.h>

struct workspace;
struct diags;

struct tui_options {
	const char *source;	/* what was loaded, for the title bar */
	/* Script mode (tests, demos, benchmarks): replay the keys of
	 * keys_file on a virtual screen of rows x cols instead of the
	 * terminal, then write the screen as text to dump_file ("-" or NULL:
	 * stdout), with the grid of role codes after it when dump_roles.
	 * The key file (tui-script.c) holds key names as the help shows them
	 * ("j", "Enter", "S-Tab", "C-l"), "quoted text" typed character by
	 * character, and @resize COLSxROWS, @click ROW COL, @wheel-up,
	 * @wheel-down, @dump (write the screen so far, then a form feed
	 * line); lines starting with '#' are comments. */
	const char *keys_file;
	const char *dump_file;
	bool dump_roles;
	int rows, cols;		/* virtual screen size, 0 = 30 x 100 */
	bool stats;		/* print timings and peak memory to stderr */
	double t0;		/* now_seconds() when the command started */
	bool user_config;	/* read the user's config file (key bindings) */
	/* Looks (issue 7): theme by name or file (NULL: the workspace's,
	 * then the config's, then "default"); no_color as --no-color (the
	 * NO_COLOR variable and the config's no-color do the same). Script
	 * mode draws for a virtual terminal of `colors` colours (0: 256,
	 * -1: none);
	 * dump_styles appends each role's resolved style to the dump. */
	const char *theme;
	bool no_color;
	int colors;
	bool dump_styles;
	/* Start on the teaching screen (gravel teach) for the workspace's
	 * first problem instead of the navigator; closing it quits. */
	bool teach;
	/* gravel browse --last: script mode too restores the position the
	 * state file keeps for ws (and remembers it at the end), as the
	 * terminal does whenever user_config is set. */
	bool restore;
};

/* Open the full-screen explorer on ws. diags holds the load messages to
 * show (warnings; may be NULL when ws is loaded); config problems are
 * added to the screen's messages. A workspace not loaded yet (parsed
 * only: workspace_define_args) is loaded here: its problems before the
 * first frame (a failure returns its exit status, with the messages in
 * diags and no screen), its runs in slices between keys with a progress
 * line (script mode: all of them before the first key); when that fails
 * the screen says so and the exit status is loading's. Nothing is written to stdout or stderr while the
 * screen is active, and the terminal is restored on every exit path:
 * normal quit, gravel_fatal(), exit(), and SIGINT/SIGTERM/SIGHUP, which
 * end the program by re-raising the signal after the terminal is
 * restored. Returns EXIT_OK, EXIT_IOERR (with a message on stderr) when
 * standard input/output is not a usable terminal, or in script mode
 * EXIT_NOINPUT / EXIT_DATAERR for a missing or bad key file and
 * EXIT_IOERR when the dump cannot be written. */
int tui_run(struct workspace *ws, struct diags *diags, const struct tui_options *opt);

/* `gravel --dump-keys FORMAT`: print the bindings (defaults and, when
 * user_config, the user's file) as "man", "yaml" or "text" to stdout.
 * Returns an exit status. */
int tui_dump_keys(const char *format, bool user_config);

/* Whether TERM has a terminfo entry for the terminal on fd (term-known.c). */
bool tui_term_known(int fd);

#endif
