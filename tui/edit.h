/* edit.h - a one-line text editor drawn inside a screen (annotation notes,
 * tags, overrides): the usual line-editing keys on UTF-8 text.
 *
 * Pure data, no curses: tui.c turns key codes into enum edit_key, the
 * screen that owns the editor feeds it and draws it through draw.h.
 *
 * Keys: Left/Right (C-b/C-f) move by one code point, Home/End (C-a/C-e)
 * to the ends, Backspace and Delete (C-d) remove the code point before /
 * under the cursor, C-w the word before the cursor (and the blanks after
 * it, as readline's unix-word-rubout), C-u everything before the cursor,
 * C-k everything from it; Enter accepts, Esc (C-g) cancels.
 *
 * Text arrives byte by byte (terminals and key scripts send UTF-8 that
 * way): a multi-byte character is held back until complete, then inserted
 * whole, so the buffer is always valid UTF-8 and the cursor always on a
 * code point boundary; a byte that cannot start or continue a character
 * is dropped. Display columns are measured with text_char (wcwidth):
 * combining marks take no column, East Asian wide characters two. */
#ifndef GRAVEL_TUI_EDIT_H
#define GRAVEL_TUI_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include "draw.h"
#include "util.h"

enum edit_key {
	EK_NONE,	/* not an editing key: ignored */
	EK_BYTE,	/* a byte of typed text */
	EK_LEFT,
	EK_RIGHT,
	EK_HOME,
	EK_END,
	EK_BACKSPACE,
	EK_DELETE,
	EK_KILL_WORD,	/* C-w */
	EK_KILL_START,	/* C-u */
	EK_KILL_END,	/* C-k */
	EK_ENTER,
	EK_CANCEL,
};

enum edit_result { EDIT_CONTINUE, EDIT_ACCEPT, EDIT_CANCEL };

struct edit {
	struct strbuf buf;	/* the text, valid UTF-8 */
	size_t cur;		/* cursor: byte offset, on a code point boundary */
	size_t max;		/* most bytes the text may hold */
	unsigned char pend[4];	/* a character being typed */
	size_t npend, need;
	size_t scroll;		/* first display column shown (edit_draw keeps
				 * the cursor in view) */
};

/* Start editing text (NULL: empty), cursor at the end. */
void edit_init(struct edit *e, const char *text, size_t max);
void edit_free(struct edit *e);
/* Apply one key (byte: the byte of EK_BYTE). */
enum edit_result edit_key(struct edit *e, enum edit_key k, int byte);
/* The text (valid until the next key); "" when empty, since an empty
 * buffer holds no allocation (callers print and compare it). */
static inline const char *edit_text(const struct edit *e)
{
	return e->buf.data ? e->buf.data : "";
}
/* Cursor position in code points and in display columns from the start. */
size_t edit_cursor_chars(const struct edit *e);
size_t edit_cursor_col(const struct edit *e);
/* Draw the text at (y, x) in width columns, scrolled so that the cursor
 * is in view; the cell under the cursor in cursor_role. */
void edit_draw(struct edit *e, int y, int x, int width, enum draw_role r,
	       enum draw_role cursor_role);

#endif
