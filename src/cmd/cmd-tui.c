/* cmd-tui.c - the options gravel browse and gravel teach share (cmd-tui.h). */
#include "config.h"
#include "cmd-tui.h"
#include "cmd.h"
#include "tui.h"
#include "util.h"

#include <stdlib.h>

static int parse_size(const char *s, int *cols, int *rows)
{
	char *end;
	long c = strtol(s, &end, 10), r;

	if (end == s || *end != 'x')
		return -1;
	s = end + 1;
	r = strtol(s, &end, 10);
	if (end == s || *end || c < 1 || c > 1000 || r < 1 || r > 1000)
		return -1;
	*cols = (int)c;
	*rows = (int)r;
	return 0;
}

int cmd_tui_option(const struct command *cmd, int c, const char *arg, struct tui_options *opt)
{
	long v;

	switch (c) {
	case CMD_TUI_OPT_KEYS:
		opt->keys_file = arg;
		break;
	case CMD_TUI_OPT_DUMP:
		opt->dump_file = arg;
		break;
	case CMD_TUI_OPT_ROLES:
		opt->dump_roles = true;
		break;
	case CMD_TUI_OPT_STYLES:
		opt->dump_styles = true;
		break;
	case CMD_TUI_OPT_COLORS:
		if (parse_long(arg, &v) != 0 || (v != 0 && v != 8 && v != 16 && v != 256))
			return cmd_usage_error(cmd, "--colors wants 0, 8, 16 or 256");
		opt->colors = v ? (int)v : -1;
		break;
	case CMD_TUI_OPT_SIZE:
		if (parse_size(arg, &opt->cols, &opt->rows) != 0)
			return cmd_usage_error(cmd, "--size wants COLSxROWS, not '%s'", arg);
		break;
	case CMD_TUI_OPT_NO_CONFIG:
		opt->user_config = false;
		break;
	case CMD_TUI_OPT_NO_COLOR:
		opt->no_color = true;
		break;
	case CMD_TUI_OPT_THEME:
		opt->theme = arg;
		break;
	default:
		return -1;
	}
	return EXIT_OK;
}

int cmd_tui_check(const struct command *cmd, struct tui_options *opt)
{
	if (opt->dump_file && !opt->keys_file)
		return cmd_usage_error(cmd, "--dump-screen needs --keys");
	if (opt->keys_file && !opt->dump_file)
		opt->dump_file = "-";
	return EXIT_OK;
}
