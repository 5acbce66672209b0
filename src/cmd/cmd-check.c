/* cmd-check.c - `gravel check CONFIG.yaml`: validate a task config and
 * report every error as FILE:LINE:COL: message (exit status 78). */
#include "config.h"
#include "cmd.h"
#include "taskcfg.h"

#include <string.h>

static int check_exec(int argc, char **argv);

const struct command cmd_check = { "check", "CONFIG.yaml...",
				   "validate task configs (all errors, FILE:LINE:COL)",
				   check_exec };

static int check_exec(int argc, char **argv)
{
	int worst = EXIT_OK, files = 0;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			cmd_usage(&cmd_check, stdout);
			printf("Checks each config against gravel-config(5): unknown keys, wrong "
			       "types,\nempty or inverted ranges, probabilities outside [0, 1], "
			       "unknown task kinds,\nduplicate keys, aliases that would expand "
			       "without bound. Prints nothing and\nexits 0 when every file is "
			       "valid; else prints every error and exits 78.\n");
			return EXIT_OK;
		}
		if (argv[i][0] == '-' && argv[i][1])
			return cmd_usage_error(&cmd_check, "unknown option '%s'", argv[i]);
	}
	for (int i = 1; i < argc; i++) {
		struct taskcfg cfg;
		struct diags d;
		int rc;

		files++;
		diags_init(&d);
		d.limit = 0;
		rc = taskcfg_load(argv[i], &cfg, &d);
		diags_print(&d, stderr);
		diags_free(&d);
		if (!rc)
			taskcfg_free(&cfg);
		if (rc && (worst == EXIT_OK || rc == EXIT_CONFIG))
			worst = rc;
	}
	if (!files)
		return cmd_usage_error(&cmd_check, "no config given");
	return worst;
}
