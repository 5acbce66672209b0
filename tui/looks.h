/* looks.h - what a TUI run takes from the user's files: the settings and
 * key bindings of the config file (src/settings.h, keys.h), the theme
 * (src/theme.h; built in or themes/NAME.yaml) handed to the drawing
 * layer, and the state file (src/state.h: where the explorer was).
 *
 * The theme is, in order: --theme, the workspace's theme:, the config's
 * theme:, "default". A name is looked up in the user's theme folders,
 * the installed themes, then the five built-in themes; a name with a '/'
 * or ending in .yaml is a file. Every problem (a bad config file, an
 * unknown or bad theme) is a message in cfg with its FILE:LINE:COL; what
 * is wrong keeps its default. */
#ifndef GRAVEL_TUI_LOOKS_H
#define GRAVEL_TUI_LOOKS_H

#include <stdbool.h>
#include "settings.h"
#include "theme.h"

struct tui;
struct workspace;
struct tui_options;
struct diags;

struct looks {
	struct settings set;
	struct theme th;
};

/* Load settings, keys and theme for a run (the user's files unless
 * opt->user_config is false) and set up the drawing layer with them. A
 * workspace without a policy of its own gets the config's. */
void looks_load(struct looks *lk, struct workspace *ws, const struct tui_options *opt,
		struct diags *cfg);
void looks_free(struct looks *lk);

/* Interactive runs: go back to the position the state file remembers for
 * this workspace; remember the current one (written atomically). */
void looks_restore(struct tui *t);
void looks_remember(const struct tui *t);

#endif
