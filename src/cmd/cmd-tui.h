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

/* The shared options' rows of a command's table (options.h): the looks
 * (flags: 0, or OPT_NO_USAGE where the usage line leaves them out), the
 * user's config, and script mode, which the usage line leaves out. */
#define CMD_TUI_LOOKS_ROWS(flags) \
	{ "theme", CMD_TUI_OPT_THEME, "NAME|FILE", NULL, \
	  "colour theme: default, light, dark, monochrome,\n" \
	  "high-contrast, or a theme file (gravel-config(5))", (flags), NULL }, \
	{ "no-color", CMD_TUI_OPT_NO_COLOR, NULL, NULL, \
	  "no colours, attributes only (as NO_COLOR)", (flags), NULL }
#define CMD_TUI_NO_CONFIG_ROW(flags) \
	{ "no-config", CMD_TUI_OPT_NO_CONFIG, NULL, NULL, "ignore the user's config file", \
	  (flags), NULL }
#define CMD_TUI_SCRIPT_ROWS \
	{ "keys", CMD_TUI_OPT_KEYS, "FILE", NULL, "replay a key script on a virtual screen", \
	  OPT_NO_USAGE, NULL }, \
	{ "dump-screen", CMD_TUI_OPT_DUMP, "OUT", NULL, \
	  "write the final screen as text (- stdout)", OPT_NO_USAGE, NULL }, \
	{ "dump-roles", CMD_TUI_OPT_ROLES, NULL, NULL, "add the colour role of every cell", \
	  OPT_NO_USAGE, NULL }, \
	{ "size", CMD_TUI_OPT_SIZE, "COLSxROWS", NULL, "virtual screen size (default 100x30)", \
	  OPT_NO_USAGE, NULL }
#define CMD_TUI_COLORS_ROWS \
	{ "colors", CMD_TUI_OPT_COLORS, "N", NULL, \
	  "colours of the virtual screen: 0, 8, 16, 256", OPT_NO_USAGE, NULL }, \
	{ "dump-styles", CMD_TUI_OPT_STYLES, NULL, NULL, \
	  "add each role's style (theme, colours) to the dump", OPT_NO_USAGE, NULL }

/* Apply the shared option c (a CMD_TUI_OPT_* value) with its argument arg
 * to opt. Returns EXIT_OK, the status of a usage error (reported as cmd's),
 * or -1 when c is not a shared option. */
int cmd_tui_option(const struct command *cmd, int c, const char *arg, struct tui_options *opt);
/* After the options: --dump-screen needs --keys, and --keys alone dumps to
 * stdout. Returns EXIT_OK or the status of a usage error. */
int cmd_tui_check(const struct command *cmd, struct tui_options *opt);

#endif
