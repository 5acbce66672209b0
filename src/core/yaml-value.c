/* yaml-value.c - typed reading of YAML tree nodes with positioned errors
 * (yaml-tree.h). */
#include "config.h"
#include "yaml-tree.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void yaml_err(struct yaml_ctx *c, const struct yaml_tnode *n, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	diag_error(c->d, c->file, n ? n->line : 0, n ? n->col : 0, "%s", msg);
	free(msg);
	c->errors++;
}

const char *yaml_type_name(const struct yaml_tnode *n)
{
	switch (n->type) {
	case YT_SEQ:
		return "a list";
	case YT_MAP:
		return "a mapping";
	default:
		return n->plain ? "a scalar" : "a quoted string";
	}
}

static void list_allowed(struct strbuf *sb, const char *const *allowed)
{
	for (size_t i = 0; allowed[i]; i++)
		sb_printf(sb, "%s%s", i ? ", " : "", allowed[i]);
}

struct key_pos {
	const char *key;
	size_t i;
};

static int key_pos_cmp(const void *a, const void *b)
{
	const struct key_pos *x = a, *y = b;
	int r = strcmp(x->key, y->key);

	return r ? r : x->i < y->i ? -1 : x->i > y->i;
}

size_t *yaml_map_first_keys(const struct yaml_tnode *n)
{
	size_t nk = n->n / 2, m = 0;
	struct key_pos *kp = xcalloc(nk + 1, sizeof *kp);
	size_t *first = xcalloc(nk + 1, sizeof *first);

	for (size_t i = 0; i + 1 < n->n; i += 2) {
		first[i / 2] = i;
		if (n->items[i]->type == YT_SCALAR)
			kp[m++] = (struct key_pos){ n->items[i]->value, i };
	}
	qsort(kp, m, sizeof *kp, key_pos_cmp);
	for (size_t a = 1; a < m; a++)
		if (!strcmp(kp[a].key, kp[a - 1].key))
			first[kp[a].i / 2] = first[kp[a - 1].i / 2];
	free(kp);
	return first;
}

bool yaml_map_check(struct yaml_ctx *c, const struct yaml_tnode *n, const char *what,
		const char *const *allowed)
{
	size_t *first;

	if (!n || n->type != YT_MAP) {
		if (n)
			yaml_err(c, n, "%s must be a mapping, not %s", what, yaml_type_name(n));
		return false;
	}
	first = yaml_map_first_keys(n);
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		const struct yaml_tnode *k = n->items[i];
		bool ok = false;

		if (k->type != YT_SCALAR) {
			yaml_err(c, k, "keys in %s must be plain names, not %s", what, yaml_type_name(k));
			continue;
		}
		if (first[i / 2] != i) {
			yaml_err(c, k, "duplicate key '%s' in %s (first at line %ld)", k->value, what,
			     n->items[first[i / 2]]->line);
			ok = true;	/* reported; not unknown as well */
		}
		if (ok || !allowed)
			continue;
		for (size_t a = 0; allowed[a]; a++)
			if (!strcmp(allowed[a], k->value))
				ok = true;
		if (!ok) {
			struct strbuf sb;
			sb_init(&sb);
			list_allowed(&sb, allowed);
			yaml_err(c, k, "unknown key '%s' in %s (expected one of: %s)", k->value, what,
			     sb.data);
			sb_free(&sb);
		}
	}
	free(first);
	return true;
}

const struct yaml_tnode *yaml_map_get(const struct yaml_tnode *n, const char *key)
{
	if (!n || n->type != YT_MAP)
		return NULL;
	for (size_t i = 0; i + 1 < n->n; i += 2)
		if (n->items[i]->type == YT_SCALAR && !strcmp(n->items[i]->value, key))
			return n->items[i + 1];
	return NULL;
}

const char *yaml_get_string(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key)
{
	if (n->type != YT_SCALAR) {
		yaml_err(c, n, "'%s' must be a string, not %s", key, yaml_type_name(n));
		return NULL;
	}
	if (n->plain && (!strcmp(n->value, "~") || !strcmp(n->value, "null") || !*n->value)) {
		yaml_err(c, n, "'%s' must be a string, not null", key);
		return NULL;
	}
	return n->value;
}

/* A plain decimal integer (YAML core schema); quoted text is a string. */
static bool scalar_long(const struct yaml_tnode *n, long *out)
{
	char *end;
	long v;

	if (n->type != YT_SCALAR || !n->plain || !*n->value)
		return false;
	if (!strchr("+-0123456789", n->value[0]))
		return false;
	errno = 0;
	v = strtol(n->value, &end, 10);
	if (*end || errno)
		return false;
	*out = v;
	return true;
}

bool yaml_get_int(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, long lo, long hi, long *out)
{
	long v;

	if (!scalar_long(n, &v)) {
		if (n->type == YT_SCALAR)
			yaml_err(c, n, "'%s' must be an integer, not '%s'", key, n->value);
		else
			yaml_err(c, n, "'%s' must be an integer, not %s", key, yaml_type_name(n));
		return false;
	}
	if (v < lo || v > hi) {
		yaml_err(c, n, "'%s' is %ld, outside [%ld, %ld]", key, v, lo, hi);
		return false;
	}
	*out = v;
	return true;
}

bool yaml_get_bool(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, bool *out)
{
	if (n->type == YT_SCALAR && n->plain) {
		if (!strcmp(n->value, "true")) {
			*out = true;
			return true;
		}
		if (!strcmp(n->value, "false")) {
			*out = false;
			return true;
		}
	}
	yaml_err(c, n, "'%s' must be true or false, not %s%s%s", key,
	     n->type == YT_SCALAR ? "'" : "", n->type == YT_SCALAR ? n->value : yaml_type_name(n),
	     n->type == YT_SCALAR ? "'" : "");
	return false;
}
