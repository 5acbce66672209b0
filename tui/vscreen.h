/* vscreen.h - a virtual screen: a grid of cells in memory that the drawing
 * layer writes to instead of the terminal in script mode
 * (`gravel browse --keys FILE --dump-screen OUT`).
 *
 * Pure data, no curses. Each cell holds one character (UTF-8, up to a few
 * bytes, combining marks appended) and the role (draw.h) it was drawn in;
 * a wide character fills its cell and marks the next one as its
 * continuation. The dump is the screen as text, one line per row with
 * trailing blanks removed, optionally followed by a grid of role codes so
 * tests can check colours too. */
#ifndef GRAVEL_TUI_VSCREEN_H
#define GRAVEL_TUI_VSCREEN_H

#include <stdbool.h>
#include <stdio.h>

#define VCELL_BYTES 12

struct vcell {
	char ch[VCELL_BYTES];	/* NUL-terminated; "" = continuation of a wide char */
	unsigned char role;
};

struct vscreen {
	int rows, cols;
	struct vcell *cell;	/* rows * cols */
};

void vscreen_init(struct vscreen *v, int rows, int cols);
void vscreen_free(struct vscreen *v);
void vscreen_resize(struct vscreen *v, int rows, int cols);
void vscreen_clear(struct vscreen *v);
/* Put the character s[0..len) of width w (1 or 2; 0 joins the previous
 * cell) at (y, x) in role r. Outside the grid: ignored. */
void vscreen_put(struct vscreen *v, int y, int x, const char *s, size_t len, int w,
		 unsigned char r);
/* Write the screen as text; with codes, a line "--- roles" and one code
 * character per cell (codes[r] for role r) follows. Returns 0 or -1. */
int vscreen_dump(const struct vscreen *v, FILE *fp, const char *codes);

#endif
