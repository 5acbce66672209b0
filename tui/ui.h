/* ui.h - screens and the application state they share.
 *
 * Each screen is one file (ui-list.c, ui-problem.c, ui-help.c) filling one
 * struct screen_ops. Screens never call curses: they describe their content
 * through draw.h and receive key actions (keys.h), not key codes. tui.c
 * owns the loop, the terminal and the screen stack.
 *
 * Layout: row 0 is the title bar, the last row the status bar; a screen
 * draws the body rows in between. */
#ifndef GRAVEL_TUI_UI_H
#define GRAVEL_TUI_UI_H

#include <stdbool.h>
#include "browse.h"
#include "diag.h"
#include "draw.h"
#include "keys.h"
#include "util.h"

#define TUI_MIN_COLS 40
#define TUI_MIN_ROWS 10
#define TUI_STACK_MAX 8

struct tui;
struct screen;

struct screen_ops {
	const char *name;
	/* Title bar text after "gravel" (the screen's subject). */
	void (*title)(struct screen *s, struct tui *t, struct strbuf *out);
	/* Draw the body: rows [top, top + height) of a cols-wide screen. */
	void (*draw)(struct screen *s, struct tui *t, int top, int height, int cols);
	/* Status bar: key hints on the left, position on the right. */
	void (*status)(struct screen *s, struct tui *t, struct strbuf *hints,
		       struct strbuf *pos);
	/* Act on a key action; false when the screen has no use for it (the
	 * loop then applies the global meaning: help, quit...). */
	bool (*handle)(struct screen *s, struct tui *t, enum action a);
	void (*free)(struct screen *s);
};

/* Every screen struct starts with this. */
struct screen {
	const struct screen_ops *ops;
	int body_rows, body_cols;	/* size of the last drawn body */
};

struct tui {
	struct browse browse;	/* problems in list order */
	const struct diags *diags;	/* load messages, may be NULL */
	char *source;		/* what was loaded, cleaned for display */
	size_t cur;		/* selected position (list cursor, problem shown) */
	struct screen *stack[TUI_STACK_MAX];
	int depth;
	char *message;		/* one-shot status message, or NULL */
	bool message_error;
	bool quit;
};

/* Screen stack: push (takes ownership; a full stack frees s), pop (frees
 * the top one; popping the last sets t->quit). */
void tui_push(struct tui *t, struct screen *s);
void tui_pop(struct tui *t);
/* Show a message in the status bar until the next key. */
void tui_message(struct tui *t, bool error, const char *fmt, ...) ATTR_FORMAT(3, 4);

/* Screen constructors. */
struct screen *ui_list_new(struct tui *t);
struct screen *ui_problem_new(struct tui *t);
struct screen *ui_help_new(struct tui *t);
struct screen *ui_messages_new(struct tui *t);

/* Append a key hint such as "Enter open" or, with b (else ACT_NONE),
 * "j/k move", built from the action table (ui-help.c). */
void ui_hint(struct strbuf *sb, enum action a, enum action b, const char *what);

/* Clamp a scroll offset so that [top, top + page) stays inside [0, total). */
static inline size_t ui_clamp_top(size_t top, size_t total, size_t page)
{
	if (total <= page)
		return 0;
	return top > total - page ? total - page : top;
}

#endif
