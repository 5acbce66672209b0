/* cmd-tui.h - the options gravel browse and gravel teach share: looks
 * (--theme, --no-color, --no-config) and script mode (--keys,
 * --dump-screen, --dump-roles, --dump-styles, --colors, --size), parsed
 * into a struct tui_options (tui/tui.h). No curses here. */
#ifndef GRAVEL_CMD_TUI_H
#define GRAVEL_CMD_TUI_H

struct command;
struct tui_options;

/* getopt_long values of the shared options; a command's own options
 * start at CMD_TUI_OPT_END. */
enum {
	CMD_TUI_OPT_KEYS = 256, CMD_TUI_OPT_DUMP, CMD_TUI_OPT_ROLES, CMD_TUI_OPT_SIZE,
	CMD_TUI_OPT_NO_CONFIG, CMD_TUI_OPT_NO_COLOR, CMD_TUI_OPT_THEME, CMD_TUI_OPT_COLORS,
	CMD_TUI_OPT_STYLES, CMD_TUI_OPT_END,
};

/* Apply the shared option c (a CMD_TUI_OPT_* value) with its argument arg
 * to opt. Returns EXIT_OK, the status of a usage error (reported as cmd's),
 * or -1 when c is not a shared option. */
int cmd_tui_option(const struct command *cmd, int c, const char *arg, struct tui_options *opt);
/* After the options: --dump-screen needs --keys, and --keys alone dumps to
 * stdout. Returns EXIT_OK or the status of a usage error. */
int cmd_tui_check(const struct command *cmd, struct tui_options *opt);

#endif
