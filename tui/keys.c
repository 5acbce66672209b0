/* keys.c - the action table (keys.h) with its bindings: dispatch, key
 * names, and loading the bindings from config/gravel.yaml (compiled in)
 * and the user's config file. */
#include "config.h"
#include "keys.h"
#include "keyconf.h"
#include "util.h"
#include "tui-curses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* config/gravel.yaml, embedded at build time (embed.sh) */
extern const char gravel_default_config[];
extern const size_t gravel_default_config_len;

struct action_row {
	const char *name, *desc;
};

static const struct action_row rows[ACT__COUNT] = {
	[ACT_NONE] = { "none", "" },
#define ACTION_ROW_(id, name, desc) [ACT_##id] = { name, desc },
	ACTIONS(ACTION_ROW_)
#undef ACTION_ROW_
};

/* The bindings in force: process-wide like the terminal they serve. */
static int bound[ACT__COUNT][KEYS_MAX];

static const struct {
	int key;
	const char *label;
} key_names[] = {
	{ KEY_DOWN, "Down" },	{ KEY_UP, "Up" },	  { KEY_LEFT, "Left" },
	{ KEY_RIGHT, "Right" }, { KEY_NPAGE, "PgDn" },	  { KEY_PPAGE, "PgUp" },
	{ KEY_HOME, "Home" },	{ KEY_END, "End" },	  { KEY_ENTER, "KP-Enter" },
	{ KEY_BTAB, "S-Tab" },	{ '\t', "Tab" },	  { '\n', "Enter" },
	{ '\r', "Return" },	{ ' ', "Space" },	  { 27, "Esc" },
	{ KEY_BACKSPACE, "Backspace" }, { 127, "DEL" }, { KEY_DC, "Delete" },
};

const char *key_label(int key, char buf[16])
{
	for (size_t i = 0; i < ARRAY_SIZE(key_names); i++)
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

int key_parse(const char *name)
{
	long v;

	if (!name || !*name)
		return -1;
	for (size_t i = 0; i < ARRAY_SIZE(key_names); i++)
		if (!strcmp(key_names[i].label, name))
			return key_names[i].key;
	if (!name[1] && (unsigned char)name[0] > 32 && (unsigned char)name[0] < 127)
		return (unsigned char)name[0];
	if (name[0] == 'C' && name[1] == '-' && name[2] >= 'a' && name[2] <= 'z' && !name[3])
		return name[2] - 'a' + 1;
	if (name[0] == 'F' && parse_long(name + 1, &v) == 0 && v >= 1 && v <= 63)
		return KEY_F((int)v);
	if (name[0] == '#' && parse_long(name + 1, &v) == 0 && v > 0 && v < 0x10000)
		return (int)v;
	return -1;
}

enum action keys_action(int key)
{
	if (key <= 0)
		return ACT_NONE;
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++)
		for (size_t i = 0; i < KEYS_MAX && bound[a][i]; i++)
			if (bound[a][i] == key)
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

enum action action_find(const char *name)
{
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++)
		if (!strcmp(rows[a].name, name))
			return (enum action)a;
	return ACT_NONE;
}

size_t action_keys(enum action a, int keys[KEYS_MAX])
{
	size_t n = 0;

	if (a <= ACT_NONE || a >= ACT__COUNT)
		return 0;
	for (size_t i = 0; i < KEYS_MAX && bound[a][i]; i++)
		keys[n++] = bound[a][i];
	return n;
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

/* Apply one file's bindings: each action listed gets exactly its keys.
 * A key already bound to another action is taken from it (the later
 * file wins) with a warning when both come from the same file. */
static void apply(const struct keyconf *kc, bool defaults, struct diags *d)
{
	const char *file = kc->file ? kc->file : "config";

	for (size_t i = 0; i < kc->n; i++) {
		const struct keybind *b = &kc->v[i];
		enum action a = action_find(b->action);
		size_t n = 0;

		if (a == ACT_NONE) {
			diag_error(d, file, b->line, b->col, "keys: unknown action '%s'", b->action);
			continue;
		}
		memset(bound[a], 0, sizeof bound[a]);
		for (size_t k = 0; k < b->nkeys; k++) {
			const struct keyname *kn = &b->keys[k];
			int code = key_parse(kn->name);
			enum action old;

			if (code < 0) {
				diag_error(d, file, kn->line, kn->col, "keys: %s: unknown key name '%s'",
					   b->action, kn->name);
				continue;
			}
			if (n == KEYS_MAX) {
				diag_warn(d, file, kn->line, kn->col,
					  "keys: %s: more than %d keys, '%s' ignored", b->action,
					  KEYS_MAX, kn->name);
				continue;
			}
			old = keys_action(code);
			if (old != ACT_NONE && old != a) {
				/* take the key from the other action */
				for (size_t j = 0; j < KEYS_MAX; j++) {
					if (bound[old][j] != code)
						continue;
					memmove(&bound[old][j], &bound[old][j + 1],
						(KEYS_MAX - j - 1) * sizeof(int));
					bound[old][KEYS_MAX - 1] = 0;
					break;
				}
				if (defaults)
					diag_warn(d, file, kn->line, kn->col,
						  "keys: '%s' is bound to both %s and %s", kn->name,
						  action_name(old), b->action);
			}
			bound[a][n++] = code;
		}
	}
}

bool keys_load(bool user_config, struct diags *d)
{
	struct keyconf kc;
	char *path;
	bool ok = true;

	memset(bound, 0, sizeof bound);
	keyconf_init(&kc);
	keyconf_parse("config/gravel.yaml", gravel_default_config, gravel_default_config_len, &kc,
		      d);
	apply(&kc, true, d);
	keyconf_free(&kc);
	if (!user_config || !(path = keyconf_user_path()))
		return true;
	keyconf_init(&kc);
	if (keyconf_read(path, &kc, d) != EXIT_OK)
		ok = false;
	{
		size_t before = d ? d->errors : 0;
		apply(&kc, false, d);
		if (d && d->errors > before)
			ok = false;
	}
	keyconf_free(&kc);
	free(path);
	return ok;
}

/* troff needs backslashes doubled and a leading '.' or '\'' escaped. */
static void troff_puts(struct strbuf *out, const char *s)
{
	if (*s == '.' || *s == '\'')
		sb_puts(out, "\\&");
	for (; *s; s++) {
		if (*s == '\\')
			sb_puts(out, "\\e");
		else if (*s == '-')
			sb_puts(out, "\\-");
		else
			sb_putc(out, *s);
	}
}

#define KEYS_COL_MAX 24

void keys_columns(int *kw, int *nw)
{
	*kw = *nw = 0;
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++) {
		char labels[96];
		int k, n = (int)strlen(rows[a].name);
		action_key_labels((enum action)a, KEYS_MAX, labels, sizeof labels);
		k = (int)strlen(*labels ? labels : "(unbound)");
		*kw = k > *kw ? k : *kw;
		*nw = n > *nw ? n : *nw;
	}
	*kw = *kw < KEYS_COL_MAX ? *kw : KEYS_COL_MAX;
	*nw = *nw < KEYS_COL_MAX ? *nw : KEYS_COL_MAX;
}

char *keys_help_row(enum action a, int kw, int nw)
{
	char labels[96];

	action_key_labels(a, KEYS_MAX, labels, sizeof labels);
	return xasprintf("%-*s %-*s %s", kw, *labels ? labels : "(unbound)", nw, rows[a].name,
			 rows[a].desc);
}

int keys_dump(const char *format, struct strbuf *out)
{
	bool man = !strcmp(format, "man"), yaml = !strcmp(format, "yaml");
	int kw, nw;

	if (!man && !yaml && strcmp(format, "text") != 0)
		return -1;
	if (man)
		sb_puts(out, ".\\\" generated by gravel --dump-keys man from the action table and\n"
			     ".\\\" config/gravel.yaml; do not edit\n");
	if (yaml)
		sb_puts(out, "keys:\n");
	keys_columns(&kw, &nw);
	for (int a = ACT_NONE + 1; a < ACT__COUNT; a++) {
		int keys[KEYS_MAX];
		size_t n = action_keys((enum action)a, keys);
		char tmp[16];

		if (man) {
			sb_puts(out, ".TP\n.B ");
			for (size_t i = 0; i < n; i++) {
				if (i)
					sb_puts(out, ", ");
				troff_puts(out, key_label(keys[i], tmp));
			}
			if (!n)
				sb_puts(out, "(unbound)");
			sb_puts(out, "\n");
			troff_puts(out, rows[a].desc);
			sb_puts(out, " (");
			troff_puts(out, rows[a].name);
			sb_puts(out, ").\n");
		} else if (yaml) {
			sb_printf(out, "  %s: [", rows[a].name);
			for (size_t i = 0; i < n; i++) {
				const char *l = key_label(keys[i], tmp);
				bool quote = strlen(l) == 1 && !((l[0] >= 'a' && l[0] <= 'z') ||
								  (l[0] >= 'A' && l[0] <= 'Z') ||
								  (l[0] >= '0' && l[0] <= '9'));
				/* in a double-quoted scalar, " and \ are escaped */
				sb_printf(out, "%s%s%s%s", i ? ", " : "", quote ? "\"" : "",
					  l[0] == '"'	 ? "\\\""
					  : l[0] == '\\' ? "\\\\"
							 : l,
					  quote ? "\"" : "");
			}
			sb_puts(out, "]\n");
		} else {
			char *row = keys_help_row((enum action)a, kw, nw);
			sb_puts(out, row);
			sb_putc(out, '\n');
			free(row);
		}
	}
	return 0;
}
