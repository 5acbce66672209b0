/* keys.h - the action table: every key action of the TUI, defined once.
 *
 * ACTIONS(A) lists each action as A(NAME, "name", "description", keys...)
 * with its default keys. The table drives key dispatch (keys_action) and
 * the help screen (ui-help.c), so help never drifts from the bindings.
 * The keys are expanded only in keys.c, where curses is known: other files
 * see the action enum without including curses. */
#ifndef GRAVEL_TUI_KEYS_H
#define GRAVEL_TUI_KEYS_H

#include <stddef.h>

/* clang-format off */
#define ACTIONS(A) \
	A(MOVE_DOWN,    "move-down",    "Move down one line",                 'j', KEY_DOWN, KEY_CTRL('n')) \
	A(MOVE_UP,      "move-up",      "Move up one line",                   'k', KEY_UP, KEY_CTRL('p')) \
	A(SCROLL_LEFT,  "scroll-left",  "Scroll the graph view left",         'h', KEY_LEFT) \
	A(SCROLL_RIGHT, "scroll-right", "Scroll the graph view right",        'l', KEY_RIGHT) \
	A(PAGE_DOWN,    "page-down",    "Move down one page",                 KEY_NPAGE, ' ', KEY_CTRL('f')) \
	A(PAGE_UP,      "page-up",      "Move up one page",                   KEY_PPAGE, 'b', KEY_CTRL('b')) \
	A(HOME,         "home",         "Go to the first line",               'g', KEY_HOME) \
	A(END,          "end",          "Go to the last line",                'G', KEY_END) \
	A(NEXT_GROUP,   "next-group",   "List: jump to the next task/difficulty group", '}') \
	A(PREV_GROUP,   "prev-group",   "List: jump to the previous group",  '{') \
	A(ENTER,        "enter",        "Open the selected problem",          '\n', '\r', KEY_ENTER) \
	A(NEXT_VIEW,    "next-view",    "Problem: next graph view (list, matrix, edges, draw)", '\t') \
	A(PREV_VIEW,    "prev-view",    "Problem: previous graph view",       KEY_BTAB) \
	A(NEXT_PROBLEM, "next-problem", "Problem: show the next problem",     ']') \
	A(PREV_PROBLEM, "prev-problem", "Problem: show the previous problem", '[') \
	A(MESSAGES,     "messages",     "Show the messages from loading",    'M') \
	A(HELP,         "help",         "Show this help",                     '?', KEY_F(1)) \
	A(REDRAW,       "redraw",       "Redraw the screen",                  KEY_CTRL('l')) \
	A(QUIT,         "quit",         "Close this screen; on the list, quit", 'q') \
	A(QUIT_ALL,     "quit-all",     "Quit gravel at once",                'Q')
/* clang-format on */

enum action {
	ACT_NONE,
#define ACTION_ENUM_(name, ...) ACT_##name,
	ACTIONS(ACTION_ENUM_)
#undef ACTION_ENUM_
	ACT__COUNT
};

#define KEYS_MAX 4		/* default keys per action */

/* The action bound to a key code (as curses returns it), or ACT_NONE. */
enum action keys_action(int key);
const char *action_name(enum action a);	/* "move-down" */
const char *action_desc(enum action a);
/* Fill keys[] with a's keys (up to KEYS_MAX); returns how many. */
size_t action_keys(enum action a, int keys[KEYS_MAX]);
/* A readable name for a key code: "j", "Down", "PgDn", "C-n", "Space". */
const char *key_label(int key, char buf[16]);
/* "j/Down/C-n": all keys of an action, first max of them, into buf. */
const char *action_key_labels(enum action a, size_t max, char *buf, size_t len);

#endif
