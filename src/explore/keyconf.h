/* keyconf.h - key bindings as data: the "keys:" mapping of a gravel config
 * file (config/gravel.yaml holds the defaults; the user's config file
 * overrides them action by action).
 *
 *   keys:
 *     move-down: [j, Down, C-n]   # an action name and its keys
 *     quit: q                      # one key may be written bare
 *     redraw: []                   # unbind
 *
 * This module only reads the YAML (libyaml through yaml-tree.h) and
 * keeps names as strings with their positions: it knows neither the
 * actions nor key codes, which belong to the TUI (tui/keys.c), so it stays
 * curses-free and unit-testable. Other top-level keys are left to their
 * readers (themes, issue 7) and ignored here.
 *
 * Config search order (keyconf_user_path): settings.h's, one for every
 * setting: $GRAVEL_CONFIG, $XDG_CONFIG_HOME/gravel/config.yaml,
 * $HOME/.config/gravel/config.yaml, the installed system file; the first
 * that is set (for $GRAVEL_CONFIG) or exists is used.
 *
 * Ownership: a keyconf owns its strings. */
#ifndef GRAVEL_KEYCONF_H
#define GRAVEL_KEYCONF_H

#include <stddef.h>
#include "diag.h"

struct keyname {
	char *name;		/* "j", "Down", "C-n" */
	long line, col;
};

struct keybind {
	char *action;		/* "move-down" */
	struct keyname *keys;
	size_t nkeys;
	long line, col;		/* of the action name */
};

struct keyconf {
	char *file;		/* name used in messages */
	struct keybind *v;
	size_t n, cap;
};

void keyconf_init(struct keyconf *kc);
void keyconf_free(struct keyconf *kc);

/* Parse a config document; appends bindings in file order. Returns 0, or
 * EXIT_CONFIG with every problem in d as FILE:LINE:COL: message (a
 * "keys" that is not a mapping, a key name that is not a string...). An
 * empty document or one without "keys" gives no bindings. */
int keyconf_parse(const char *name, const char *text, size_t len, struct keyconf *kc,
		  struct diags *d);
/* Read and parse a file: EXIT_NOINPUT / EXIT_IOERR when unreadable. */
int keyconf_read(const char *path, struct keyconf *kc, struct diags *d);

/* The user's config file by the search order above (malloc'd), or NULL
 * when there is none. */
char *keyconf_user_path(void);

#endif
