/* script.h - key scripts for script mode (tui.h describes the format).
 *
 * Pure data, no curses: key names become codes through keys.h. */
#ifndef GRAVEL_TUI_SCRIPT_H
#define GRAVEL_TUI_SCRIPT_H

#include <stddef.h>
#include "diag.h"

enum script_kind { SC_KEY, SC_CLICK, SC_WHEEL_UP, SC_WHEEL_DOWN, SC_RESIZE, SC_DUMP };

struct script_event {
	enum script_kind kind;
	int key;		/* SC_KEY */
	int a, b;		/* click/wheel: row, col; resize: cols, rows */
};

struct script {
	struct script_event *v;
	size_t n, cap;
};

/* Parse a key script; 0, or EXIT_DATAERR with FILE:LINE:COL messages. */
int script_parse(const char *name, const char *text, struct script *sc, struct diags *d);
/* Read and parse a file ("-" is not allowed: stdin stays free). */
int script_read(const char *path, struct script *sc, struct diags *d);
void script_free(struct script *sc);

#endif
