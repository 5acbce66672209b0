/* theme.c - read themes (theme.h) and resolve a role's style for a
 * terminal's colour count. */
#include "config.h"
#include "theme.h"
#include "yaml-tree.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const color_names[] = {
	"black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
};

static const struct {
	const char *name;
	unsigned bit;
} attr_names[] = {
	{ "bold", THEME_BOLD },		  { "dim", THEME_DIM },
	{ "underline", THEME_UNDERLINE }, { "reverse", THEME_REVERSE },
	{ "standout", THEME_STANDOUT },	  { "italic", THEME_ITALIC },
	{ "blink", THEME_BLINK },
};
#define NATTRS ARRAY_SIZE(attr_names)

void theme_init(struct theme *th, const char *const *roles, size_t nroles)
{
	memset(th, 0, sizeof *th);
	th->roles = roles;
	th->nroles = nroles;
	th->style = xcalloc(nroles ? nroles : 1, sizeof *th->style);
	for (size_t i = 0; i < nroles; i++) {
		th->style[i].fg = th->style[i].bg = THEME_DEFAULT_COLOR;
		th->style[i].fg8 = th->style[i].bg8 = THEME_NO_FALLBACK;
	}
}

void theme_free(struct theme *th)
{
	free(th->name);
	free(th->description);
	free(th->style);
	memset(th, 0, sizeof *th);
}

const char *theme_color_name(short c, char buf[8])
{
	if (c < 0)
		return "default";
	if (c < 8)
		return color_names[c];
	snprintf(buf, 8, "%d", c);
	return buf;
}

void theme_attrs_format(unsigned attrs, char *buf, size_t len)
{
	size_t used = 0;

	if (len)
		buf[0] = '\0';
	for (size_t i = 0; i < NATTRS; i++) {
		int w;
		if (!(attrs & attr_names[i].bit))
			continue;
		w = snprintf(buf + used, len - used, "%s%s", used ? "," : "", attr_names[i].name);
		if (w < 0 || (size_t)w >= len - used)
			return;
		used += (size_t)w;
	}
	if (!used)
		snprintf(buf, len, "normal");
}

/* A colour: a name or a number 0..255. Returns false after reporting. */
static bool read_color(struct yaml_ctx *c, const struct yaml_tnode *n, const char *what, short max,
		       short *out)
{
	long v;

	if (n->type != YT_SCALAR) {
		yaml_err(c, n, "%s: expected a colour name or number, not %s", what, yaml_type_name(n));
		return false;
	}
	if (!strcmp(n->value, "default") || !strcmp(n->value, "none")) {
		*out = THEME_DEFAULT_COLOR;
		return true;
	}
	for (short i = 0; i < 8; i++) {
		if (!strcmp(n->value, color_names[i])) {
			*out = i;
			return true;
		}
		if (max > 7 && !prefixcmp(n->value, "bright-") &&
		    !strcmp(n->value + 7, color_names[i])) {
			*out = (short)(i + 8);
			return true;
		}
	}
	if (parse_long(n->value, &v) == 0) {
		if (v < 0 || v > max) {
			yaml_err(c, n, "%s: colour %ld out of range 0-%d", what, v, max);
			return false;
		}
		*out = (short)v;
		return true;
	}
	yaml_err(c, n, "%s: unknown colour '%s' (a name such as red or bright-blue, or 0-%d)", what,
	     n->value, max);
	return false;
}

/* Attributes: one name or a list of them ("normal" or [] for none). */
static bool read_attrs(struct yaml_ctx *c, const struct yaml_tnode *n, const char *what, unsigned *out)
{
	const struct yaml_tnode *const *items = &n;
	size_t count = 1;
	unsigned bits = 0;
	bool ok = true;

	if (n->type == YT_SEQ) {
		items = (const struct yaml_tnode *const *)n->items;
		count = n->n;
	} else if (n->type != YT_SCALAR) {
		yaml_err(c, n, "%s: expected an attribute or a list of them, not %s", what,
		     yaml_type_name(n));
		return false;
	}
	for (size_t i = 0; i < count; i++) {
		const struct yaml_tnode *it = items[i];
		size_t k;

		if (it->type != YT_SCALAR) {
			yaml_err(c, it, "%s: an attribute must be a name, not %s", what, yaml_type_name(it));
			ok = false;
			continue;
		}
		if (!strcmp(it->value, "normal"))
			continue;
		for (k = 0; k < NATTRS && strcmp(it->value, attr_names[k].name); k++)
			;
		if (k == NATTRS) {
			yaml_err(c, it,
			     "%s: unknown attribute '%s' (bold, dim, underline, reverse, "
			     "standout, italic, blink, normal)",
			     what, it->value);
			ok = false;
			continue;
		}
		bits |= attr_names[k].bit;
	}
	if (ok)
		*out = bits;
	return ok;
}

static const char *const role_keys[] = { "fg", "bg", "fg8", "bg8", "attrs", "mono", NULL };

/* One "role: {fg, bg, ...}" entry; the role's style is replaced only when
 * the whole entry is right. */
static void read_role(struct yaml_ctx *c, struct theme *th, size_t r, const struct yaml_tnode *v)
{
	struct theme_style st = { THEME_DEFAULT_COLOR, THEME_DEFAULT_COLOR, THEME_NO_FALLBACK,
				  THEME_NO_FALLBACK, 0, 0, true };
	const char *role = th->roles[r];
	const struct yaml_tnode *n;
	int before = c->errors;
	bool mono_given = false;
	char what[96];

	if (!yaml_map_check(c, v, role, role_keys))
		return;
	snprintf(what, sizeof what, "%s: fg", role);
	if ((n = yaml_map_get(v, "fg")))
		read_color(c, n, what, 255, &st.fg);
	snprintf(what, sizeof what, "%s: bg", role);
	if ((n = yaml_map_get(v, "bg")))
		read_color(c, n, what, 255, &st.bg);
	snprintf(what, sizeof what, "%s: fg8", role);
	if ((n = yaml_map_get(v, "fg8")))
		read_color(c, n, what, 7, &st.fg8);
	snprintf(what, sizeof what, "%s: bg8", role);
	if ((n = yaml_map_get(v, "bg8")))
		read_color(c, n, what, 7, &st.bg8);
	snprintf(what, sizeof what, "%s: attrs", role);
	if ((n = yaml_map_get(v, "attrs")))
		read_attrs(c, n, what, &st.attrs);
	snprintf(what, sizeof what, "%s: mono", role);
	if ((n = yaml_map_get(v, "mono")))
		mono_given = read_attrs(c, n, what, &st.mono);
	if (!mono_given) {
		st.mono = st.attrs;
		if (st.bg != THEME_DEFAULT_COLOR && !(st.attrs & (THEME_REVERSE | THEME_STANDOUT)))
			st.mono |= THEME_REVERSE;
	}
	if (c->errors == before)
		th->style[r] = st;
}

static void read_roles(struct yaml_ctx *c, struct theme *th, const struct yaml_tnode *roles)
{
	if (roles->type != YT_MAP) {
		yaml_err(c, roles, "roles: expected a mapping of role names to styles, not %s",
		     yaml_type_name(roles));
		return;
	}
	for (size_t i = 0; i + 1 < roles->n; i += 2) {
		const struct yaml_tnode *k = roles->items[i], *v = roles->items[i + 1];
		size_t r;

		if (k->type != YT_SCALAR) {
			yaml_err(c, k, "roles: a role name must be a string, not %s", yaml_type_name(k));
			continue;
		}
		for (r = 0; r < th->nroles && strcmp(th->roles[r], k->value); r++)
			;
		if (r == th->nroles) {
			yaml_err(c, k, "roles: unknown role '%s'", k->value);
			continue;
		}
		read_role(c, th, r, v);
	}
}

static char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');
	const char *dot;

	b = b ? b + 1 : path;
	dot = strrchr(b, '.');
	return dot && dot != b ? xstrndup(b, (size_t)(dot - b)) : xstrdup(b);
}

int theme_parse(const char *name, const char *text, size_t len, struct theme *th,
		struct diags *d)
{
	static const char *const top_keys[] = { "name", "description", "colors", "roles", NULL };
	struct yaml_tree doc;
	struct yaml_ctx c = { name, d, 0 };
	const struct yaml_tnode *n;

	if (yaml_tree_parse(name, text, len, &doc, d) != 0) {
		yaml_tree_free(&doc);
		return EXIT_CONFIG;
	}
	if (!doc.root) {
		yaml_tree_free(&doc);
		diag_error(d, name, 0, 0, "empty theme");
		return EXIT_CONFIG;
	}
	if (!yaml_map_check(&c, doc.root, "theme", top_keys)) {
		yaml_tree_free(&doc);
		return EXIT_CONFIG;
	}
	free(th->name);
	th->name = NULL;
	if ((n = yaml_map_get(doc.root, "name")) && n->type == YT_SCALAR)
		th->name = xstrdup(n->value);
	else if (n)
		yaml_err(&c, n, "name: expected a string, not %s", yaml_type_name(n));
	if (!th->name)
		th->name = base_name(name);
	if ((n = yaml_map_get(doc.root, "description")) && n->type == YT_SCALAR) {
		free(th->description);
		th->description = xstrdup(n->value);
	}
	if ((n = yaml_map_get(doc.root, "colors"))) {
		if (n->type == YT_SCALAR && !strcmp(n->value, "none"))
			th->mono_only = true;
		else if (n->type == YT_SCALAR && !strcmp(n->value, "256"))
			th->mono_only = false;
		else
			yaml_err(&c, n, "colors: expected 256 or none");
	}
	if ((n = yaml_map_get(doc.root, "roles")))
		read_roles(&c, th, n);
	yaml_tree_free(&doc);
	return c.errors ? EXIT_CONFIG : EXIT_OK;
}

int theme_read(const char *path, struct theme *th, struct diags *d)
{
	size_t len;
	int rc;
	char *text = diag_read_file(d, path, "theme", &len, &rc);

	if (!text)
		return rc;
	rc = theme_parse(path, text, len, th, d);
	free(text);
	return rc;
}

/* The nearest of the eight basic colours to xterm colour c (16-255). */
static short nearest_basic(short c)
{
	static const int level[6] = { 0, 95, 135, 175, 215, 255 };
	int r, g, b;

	if (c >= 232) {
		r = g = b = 8 + 10 * (c - 232);
	} else {
		int i = c - 16;
		r = level[i / 36];
		g = level[(i / 6) % 6];
		b = level[i % 6];
	}
	return (short)((r > 127) | (g > 127) << 1 | (b > 127) << 2);
}

static short fit_color(short c, short c8, int colors)
{
	if (c < 0 || c < colors)
		return c < 0 ? THEME_DEFAULT_COLOR : c;
	if (c8 != THEME_NO_FALLBACK)
		return c8;
	if (c < 16)
		return (short)(c - 8);
	return nearest_basic(c);
}

void theme_resolve(const struct theme *th, size_t r, int colors, short *fg, short *bg,
		   unsigned *attrs)
{
	const struct theme_style *st;

	*fg = *bg = THEME_DEFAULT_COLOR;
	*attrs = 0;
	if (r >= th->nroles || !th->style[r].set)
		return;
	st = &th->style[r];
	if (colors < 8 || th->mono_only) {
		*attrs = st->mono;
		return;
	}
	*fg = fit_color(st->fg, st->fg8, colors);
	*bg = fit_color(st->bg, st->bg8, colors);
	*attrs = st->attrs;
}

bool theme_is_file_name(const char *s)
{
	size_t n = strlen(s);

	return strchr(s, '/') || !suffixcmp(s, n, ".yaml") ||
	       !suffixcmp(s, n, ".yml");
}

char *theme_find(const char *name, const char *datadir)
{
	const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
	char *dirs[3] = { NULL, NULL, NULL };
	char *found = NULL;

	if (!*name || strchr(name, '/'))
		return NULL;
	if (xdg && *xdg)
		dirs[0] = xasprintf("%s/gravel/themes", xdg);
	if (home && *home)
		dirs[1] = xasprintf("%s/.config/gravel/themes", home);
	if (datadir && *datadir)
		dirs[2] = xasprintf("%s/themes", datadir);
	for (size_t i = 0; i < 3; i++) {
		char *p;
		if (!dirs[i] || found)
			continue;
		p = xasprintf("%s/%s.yaml", dirs[i], name);
		if (access(p, R_OK) == 0)
			found = p;
		else
			free(p);
	}
	for (size_t i = 0; i < 3; i++)
		free(dirs[i]);
	return found;
}
