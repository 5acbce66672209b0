/* settings.h - the user's config file: where it is and its settings.
 *
 * Search order (settings_config_path), the first found wins:
 *   1. $GRAVEL_CONFIG (used when set, even if the file is missing: an
 *      error then says so);
 *   2. $XDG_CONFIG_HOME/gravel/config.yaml;
 *   3. $HOME/.config/gravel/config.yaml;
 *   4. the installed system file, SYSCONFDIR/gravel/config.yaml;
 *   5. none: the built-in defaults (config/gravel.yaml, compiled in).
 * The key bindings (keyconf.h, "keys:") are read from the same file.
 *
 * Settings (gravel-config(5) "SETTINGS"):
 *   theme: dark            # a theme name or file (themes/NAME.yaml)
 *   policy: strict         # the scoring policy when a workspace names none
 *   author: Ada            # annotation author (default: $USER)
 *   no-color: true         # like --no-color and NO_COLOR
 *   keys: {...}            # key bindings (keyconf.h)
 *
 * Problems are FILE:LINE:COL messages; a wrong setting keeps its default
 * and the others still apply. A file that cannot be read or parsed sets
 * `unreadable`, and then nothing of it (not even its keys) is used.
 *
 * Ownership: a settings struct owns its strings. */
#ifndef GRAVEL_SETTINGS_H
#define GRAVEL_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include "diag.h"

struct settings {
	char *file;		/* the config file read, or NULL for none */
	char *theme;		/* NULL = the default */
	long theme_line, theme_col;	/* where theme: is, for messages */
	char *policy;		/* NULL = the workspace's or the built-in default */
	char *author;		/* NULL = $USER */
	bool no_color;
	bool unreadable;	/* the file was found but could not be read/parsed */
};

void settings_init(struct settings *s);
void settings_free(struct settings *s);

/* The config file by the search order above (malloc'd), or NULL.
 * settings_find is the same with the system directory given (tests). */
char *settings_config_path(void);
char *settings_find(const char *sysconfdir);

/* Parse a config document into s. Returns 0 or EXIT_CONFIG (every
 * problem in d). Unknown keys are errors; "keys" is left to keyconf.h. */
int settings_parse(const char *name, const char *text, size_t len, struct settings *s,
		   struct diags *d);
/* Find and read the config file (settings_config_path); no file is no
 * error. Returns 0, EXIT_NOINPUT / EXIT_IOERR / EXIT_CONFIG. */
int settings_load(struct settings *s, struct diags *d);

/* The annotation author: author:, else $USER, else "unknown". */
const char *settings_author(const struct settings *s);

#endif
