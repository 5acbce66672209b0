/* replay.h - script mode (tui.h): the loop's entry points that replay.c
 * drives on the virtual screen, shared with the live loop in tui.c. */
#ifndef GRAVEL_TUI_REPLAY_H
#define GRAVEL_TUI_REPLAY_H

#include "tui.h"
#include "ui.h"

/* Set up the state and the navigator (messages counted from both lists);
 * tear everything down again. */
void tui_start(struct tui *t, struct workspace *ws, const struct diags *diags,
	       const struct diags *cfg, const char *source);
void tui_stop(struct tui *t);
/* Draw one frame; feed one key (a curses key code) or mouse event. */
void tui_render(struct tui *t, bool force);
void tui_dispatch_key(struct tui *t, int ch, bool *force);
void tui_dispatch_mouse(struct tui *t, enum mouse_kind k, int y, int x);

/* Replay opt->keys_file on a virtual screen; the exit status. */
struct ws_loader;
int tui_run_script(struct workspace *ws, struct diags *diags, struct diags *cfg,
		   struct ws_loader *loader, const struct tui_options *opt);

#endif
