/* keys.c - expand the action table (keys.h) into dispatch and key names. */
#include "config.h"
#include "keys.h"
#include "tui-curses.h"

#include <stdio.h>
#include <string.h>

#define KEY_CTRL(c) ((c) & 0x1f)

struct action_row {
	const char *name, *desc;
	int keys[KEYS_MAX];
};

static const struct action_row rows[ACT__COUNT] = {
	[ACT_NONE] = { "none", "", { 0 } },
#define ACTION_ROW_(id, name, desc, ...) [ACT_##id] = { name, desc, { __VA_ARGS__ } },
	ACTIONS(ACTION_ROW_)
#undef ACTION_ROW_
};

enum action keys_action(int key)
{
	if (key == 0)
		return ACT_NONE;
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++)
		for (size_t i = 0; i < KEYS_MAX && rows[a].keys[i]; i++)
			if (rows[a].keys[i] == key)
				return (enum action)a;
	return ACT_NONE;
}

const char *action_name(enum action a)
{
	return a > ACT_NONE && a < ACT__COUNT ? rows[a].name : "none";
}

const char *action_desc(enum action a)
{
	return a > ACT_NONE && a < ACT__COUNT ? rows[a].desc : "";
}

size_t action_keys(enum action a, int keys[KEYS_MAX])
{
	size_t n = 0;

	if (a <= ACT_NONE || a >= ACT__COUNT)
		return 0;
	for (size_t i = 0; i < KEYS_MAX && rows[a].keys[i]; i++)
		keys[n++] = rows[a].keys[i];
	return n;
}

static const struct {
	int key;
	const char *label;
} key_names[] = {
	{ KEY_DOWN, "Down" },	{ KEY_UP, "Up" },	  { KEY_LEFT, "Left" },
	{ KEY_RIGHT, "Right" }, { KEY_NPAGE, "PgDn" },	  { KEY_PPAGE, "PgUp" },
	{ KEY_HOME, "Home" },	{ KEY_END, "End" },	  { KEY_ENTER, "KP-Enter" },
	{ KEY_BTAB, "S-Tab" },	{ '\t', "Tab" },	  { '\n', "Enter" },
	{ '\r', "Return" },	{ ' ', "Space" },	  { 27, "Esc" },
	{ KEY_BACKSPACE, "Backspace" },
};

const char *key_label(int key, char buf[16])
{
	for (size_t i = 0; i < sizeof key_names / sizeof *key_names; i++)
		if (key_names[i].key == key)
			return key_names[i].label;
	if (key >= KEY_F(1) && key <= KEY_F(63))
		snprintf(buf, 16, "F%d", key - KEY_F(0));
	else if (key > 0 && key < 32)
		snprintf(buf, 16, "C-%c", key + 'a' - 1);
	else if (key > 32 && key < 127)
		snprintf(buf, 16, "%c", key);
	else
		snprintf(buf, 16, "#%d", key);
	return buf;
}

const char *action_key_labels(enum action a, size_t max, char *buf, size_t len)
{
	int keys[KEYS_MAX];
	size_t n = action_keys(a, keys), used = 0;
	char tmp[16];

	if (len)
		buf[0] = '\0';
	if (n > max)
		n = max;
	for (size_t i = 0; i < n && used < len; i++) {
		int w = snprintf(buf + used, len - used, "%s%s", i ? "/" : "",
				 key_label(keys[i], tmp));
		if (w < 0)
			break;
		used += (size_t)w;
	}
	return buf;
}
