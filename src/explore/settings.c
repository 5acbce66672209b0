/* settings.c - the config file's search order and its settings. */
#include "config.h"
#include "settings.h"
#include "score.h"
#include "yaml-tree.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef GRAVEL_SYSCONFDIR
#define GRAVEL_SYSCONFDIR "/etc/gravel"
#endif

void settings_init(struct settings *s)
{
	memset(s, 0, sizeof *s);
}

void settings_free(struct settings *s)
{
	free(s->file);
	free(s->theme);
	free(s->policy);
	free(s->author);
	memset(s, 0, sizeof *s);
}

static char *existing(char *p)
{
	if (access(p, F_OK) == 0)
		return p;
	free(p);
	return NULL;
}

char *settings_find(const char *sysconfdir)
{
	const char *env = getenv("GRAVEL_CONFIG");
	char *p = NULL;

	if (env && *env)
		return xstrdup(env);
	env = getenv("XDG_CONFIG_HOME");
	if (env && *env && (p = existing(xasprintf("%s/gravel/config.yaml", env))))
		return p;
	env = getenv("HOME");
	if (env && *env && (p = existing(xasprintf("%s/.config/gravel/config.yaml", env))))
		return p;
	if (sysconfdir && *sysconfdir && (p = existing(xasprintf("%s/config.yaml", sysconfdir))))
		return p;
	return NULL;
}

char *settings_config_path(void)
{
	return settings_find(GRAVEL_SYSCONFDIR);
}

static void set_string(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, char **out)
{
	if (n->type != YT_SCALAR || !*n->value) {
		yaml_err(c, n, "%s: expected a non-empty string, not %s", key, yaml_type_name(n));
		return;
	}
	free(*out);
	*out = xstrdup(n->value);
}

int settings_parse(const char *name, const char *text, size_t len, struct settings *s,
		   struct diags *d)
{
	static const char *const keys[] = { "keys", "theme", "policy", "author", "no-color",
					    NULL };
	struct yaml_tree doc;
	struct yaml_ctx c = { name, d, 0 };
	const struct yaml_tnode *n;

	if (yaml_tree_parse(name, text, len, &doc, d) != 0) {
		yaml_tree_free(&doc);
		s->unreadable = true;
		return EXIT_CONFIG;
	}
	if (!doc.root) {
		yaml_tree_free(&doc);
		return EXIT_OK;
	}
	if (!yaml_map_check(&c, doc.root, "config", keys)) {
		yaml_tree_free(&doc);
		s->unreadable = true;
		return EXIT_CONFIG;
	}
	if ((n = yaml_map_get(doc.root, "theme"))) {
		set_string(&c, n, "theme", &s->theme);
		s->theme_line = n->line;
		s->theme_col = n->col;
	}
	if ((n = yaml_map_get(doc.root, "author")))
		set_string(&c, n, "author", &s->author);
	if ((n = yaml_map_get(doc.root, "policy"))) {
		bool known = false;
		if (n->type == YT_SCALAR && policy_find(n->value, &known))
			set_string(&c, n, "policy", &s->policy);
		else if (n->type == YT_SCALAR)
			yaml_err(&c, n, "policy: %s policy '%s' (strict or compat)",
			     known ? "unavailable" : "unknown", n->value);
		else
			yaml_err(&c, n, "policy: expected a policy name, not %s", yaml_type_name(n));
	}
	if ((n = yaml_map_get(doc.root, "no-color")))
		yaml_get_bool(&c, n, "no-color", &s->no_color);
	yaml_tree_free(&doc);
	return c.errors ? EXIT_CONFIG : EXIT_OK;
}

int settings_load(struct settings *s, struct diags *d)
{
	char *path = settings_config_path();
	size_t len;
	char *text;
	int rc;

	if (!path)
		return EXIT_OK;
	free(s->file);
	s->file = path;
	text = diag_read_text(d, path, "config", DIAG_MAX_CONFIG_LINE, 0, &len, &rc);
	if (!text) {
		s->unreadable = true;
		return rc == EXIT_DATAERR ? EXIT_CONFIG : rc;
	}
	rc = settings_parse(path, text, len, s, d);
	free(text);
	return rc;
}

const char *settings_author(const struct settings *s)
{
	const char *u = getenv("USER");

	if (s && s->author)
		return s->author;
	return u && *u ? u : "unknown";
}
