/* keyconf.c - read key bindings from a config document. */
#include "config.h"
#include "keyconf.h"
#include "settings.h"
#include "yaml-tree.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

void keyconf_init(struct keyconf *kc)
{
	memset(kc, 0, sizeof *kc);
}

void keyconf_free(struct keyconf *kc)
{
	for (size_t i = 0; i < kc->n; i++) {
		for (size_t k = 0; k < kc->v[i].nkeys; k++)
			free(kc->v[i].keys[k].name);
		free(kc->v[i].keys);
		free(kc->v[i].action);
	}
	free(kc->v);
	free(kc->file);
	memset(kc, 0, sizeof *kc);
}

static void add_key(struct keybind *b, const struct yaml_tnode *n)
{
	b->keys = xreallocarray(b->keys, b->nkeys + 1, sizeof *b->keys);
	b->keys[b->nkeys++] = (struct keyname){ xstrdup(n->value), n->line, n->col };
}

/* One "action: keys" pair. */
static void read_binding(struct yaml_ctx *c, const struct yaml_tnode *k, const struct yaml_tnode *v,
			 struct keyconf *kc)
{
	struct keybind b = { xstrdup(k->value), NULL, 0, k->line, k->col };

	if (v->type == YT_SCALAR) {
		if (*v->value)
			add_key(&b, v);
	} else if (v->type == YT_SEQ) {
		for (size_t i = 0; i < v->n; i++) {
			const struct yaml_tnode *it = v->items[i];
			if (it->type != YT_SCALAR || !*it->value)
				yaml_err(c, it, "keys: %s: a key name must be a non-empty string, not %s",
				     k->value, yaml_type_name(it));
			else
				add_key(&b, it);
		}
	} else {
		yaml_err(c, v, "keys: %s: expected a key name or a list of them, not %s", k->value,
		     yaml_type_name(v));
	}
	xgrow(&kc->v, &kc->cap, kc->n + 1, sizeof *kc->v);
	kc->v[kc->n++] = b;
}

int keyconf_parse(const char *name, const char *text, size_t len, struct keyconf *kc,
		  struct diags *d)
{
	struct yaml_tree doc;
	struct yaml_ctx c = { name, d, 0 };
	const struct yaml_tnode *keys;

	if (!kc->file)
		kc->file = xstrdup(name);
	if (yaml_tree_parse(name, text, len, &doc, d) != 0) {
		yaml_tree_free(&doc);	/* what was built before the error */
		return EXIT_CONFIG;
	}
	if (!doc.root) {
		yaml_tree_free(&doc);
		return EXIT_OK;
	}
	if (doc.root->type != YT_MAP) {
		yaml_err(&c, doc.root, "expected a mapping at the top, not %s", yaml_type_name(doc.root));
		yaml_tree_free(&doc);
		return EXIT_CONFIG;
	}
	keys = yaml_map_get(doc.root, "keys");
	if (keys && keys->type != YT_MAP) {
		yaml_err(&c, keys, "keys: expected a mapping of action names to keys, not %s",
		     yaml_type_name(keys));
	} else if (keys) {
		for (size_t i = 0; i + 1 < keys->n; i += 2) {
			const struct yaml_tnode *k = keys->items[i], *v = keys->items[i + 1];
			if (k->type != YT_SCALAR) {
				yaml_err(&c, k, "keys: an action name must be a string, not %s",
				     yaml_type_name(k));
				continue;
			}
			read_binding(&c, k, v, kc);
		}
	}
	yaml_tree_free(&doc);
	return c.errors ? EXIT_CONFIG : EXIT_OK;
}

int keyconf_read(const char *path, struct keyconf *kc, struct diags *d)
{
	size_t len;
	int rc;
	char *text = diag_read_file(d, path, NULL, &len, &rc);

	if (!text)
		return rc;
	rc = keyconf_parse(path, text, len, kc, d);
	free(text);
	return rc;
}

char *keyconf_user_path(void)
{
	return settings_config_path();	/* one search order for every setting */
}
