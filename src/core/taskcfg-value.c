/* taskcfg-value.c - typed reading of YAML tree nodes with positioned
 * errors: mappings with known keys, strings, integers, booleans, ranges
 * and probabilities. Every reader reports and returns false on a bad value;
 * callers keep going so that all errors in a file are reported. */
#include "config.h"
#include "taskcfg.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void verr(struct vctx *c, const struct ynode *n, const char *fmt, ...)
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

const char *yn_type_name(const struct ynode *n)
{
	switch (n->type) {
	case YN_SEQ:
		return "a list";
	case YN_MAP:
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

size_t *vmap_first_keys(const struct ynode *n)
{
	size_t nk = n->n / 2, m = 0;
	struct key_pos *kp = xcalloc(nk + 1, sizeof *kp);
	size_t *first = xcalloc(nk + 1, sizeof *first);

	for (size_t i = 0; i + 1 < n->n; i += 2) {
		first[i / 2] = i;
		if (n->items[i]->type == YN_SCALAR)
			kp[m++] = (struct key_pos){ n->items[i]->value, i };
	}
	qsort(kp, m, sizeof *kp, key_pos_cmp);
	for (size_t a = 1; a < m; a++)
		if (!strcmp(kp[a].key, kp[a - 1].key))
			first[kp[a].i / 2] = first[kp[a - 1].i / 2];
	free(kp);
	return first;
}

bool vmap_check(struct vctx *c, const struct ynode *n, const char *what,
		const char *const *allowed)
{
	size_t *first;

	if (!n || n->type != YN_MAP) {
		if (n)
			verr(c, n, "%s must be a mapping, not %s", what, yn_type_name(n));
		return false;
	}
	first = vmap_first_keys(n);
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		const struct ynode *k = n->items[i];
		bool ok = false;

		if (k->type != YN_SCALAR) {
			verr(c, k, "keys in %s must be plain names, not %s", what, yn_type_name(k));
			continue;
		}
		if (first[i / 2] != i) {
			verr(c, k, "duplicate key '%s' in %s (first at line %ld)", k->value, what,
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
			verr(c, k, "unknown key '%s' in %s (expected one of: %s)", k->value, what,
			     sb.data);
			sb_free(&sb);
		}
	}
	free(first);
	return true;
}

const struct ynode *vmap_get(const struct ynode *n, const char *key)
{
	if (!n || n->type != YN_MAP)
		return NULL;
	for (size_t i = 0; i + 1 < n->n; i += 2)
		if (n->items[i]->type == YN_SCALAR && !strcmp(n->items[i]->value, key))
			return n->items[i + 1];
	return NULL;
}

const char *vstring(struct vctx *c, const struct ynode *n, const char *key)
{
	if (n->type != YN_SCALAR) {
		verr(c, n, "'%s' must be a string, not %s", key, yn_type_name(n));
		return NULL;
	}
	if (n->plain && (!strcmp(n->value, "~") || !strcmp(n->value, "null") || !*n->value)) {
		verr(c, n, "'%s' must be a string, not null", key);
		return NULL;
	}
	return n->value;
}

/* A plain decimal integer (YAML core schema); quoted text is a string. */
static bool scalar_long(const struct ynode *n, long *out)
{
	char *end;
	long v;

	if (n->type != YN_SCALAR || !n->plain || !*n->value)
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

bool vint(struct vctx *c, const struct ynode *n, const char *key, long lo, long hi, long *out)
{
	long v;

	if (!scalar_long(n, &v)) {
		if (n->type == YN_SCALAR)
			verr(c, n, "'%s' must be an integer, not '%s'", key, n->value);
		else
			verr(c, n, "'%s' must be an integer, not %s", key, yn_type_name(n));
		return false;
	}
	if (v < lo || v > hi) {
		verr(c, n, "'%s' is %ld, outside [%ld, %ld]", key, v, lo, hi);
		return false;
	}
	*out = v;
	return true;
}

bool vbool(struct vctx *c, const struct ynode *n, const char *key, bool *out)
{
	if (n->type == YN_SCALAR && n->plain) {
		if (!strcmp(n->value, "true")) {
			*out = true;
			return true;
		}
		if (!strcmp(n->value, "false")) {
			*out = false;
			return true;
		}
	}
	verr(c, n, "'%s' must be true or false, not %s%s%s", key,
	     n->type == YN_SCALAR ? "'" : "", n->type == YN_SCALAR ? n->value : yn_type_name(n),
	     n->type == YN_SCALAR ? "'" : "");
	return false;
}

bool vrange(struct vctx *c, const struct ynode *n, const char *key, long lo, long hi,
	    struct cfg_range *out)
{
	long a, b;

	if (n->type == YN_SCALAR) {
		if (!vint(c, n, key, lo, hi, &a))
			return false;
		out->lo = out->hi = a;
		out->given = true;
		return true;
	}
	if (n->type != YN_SEQ) {
		verr(c, n, "'%s' must be an integer or a range [LO, HI], not %s", key,
		     yn_type_name(n));
		return false;
	}
	if (n->n == 0) {
		verr(c, n, "'%s' is an empty range: give [LO, HI]", key);
		return false;
	}
	if (n->n != 2) {
		verr(c, n, "'%s' must be a range [LO, HI] of two integers, not %zu values", key, n->n);
		return false;
	}
	if (!vint(c, n->items[0], key, lo, hi, &a) || !vint(c, n->items[1], key, lo, hi, &b))
		return false;
	if (a > b) {
		verr(c, n, "'%s' is an inverted range [%ld, %ld]: LO must not exceed HI", key, a, b);
		return false;
	}
	out->lo = a;
	out->hi = b;
	out->given = true;
	return true;
}

bool vprob(struct vctx *c, const struct ynode *n, const char *key, prob_t *out)
{
	int rc;

	if (n->type != YN_SCALAR || !n->plain) {
		verr(c, n, "'%s' must be a probability in [0, 1], not %s", key,
		     n->type == YN_SCALAR ? "a quoted string" : yn_type_name(n));
		return false;
	}
	rc = prob_parse(n->value, out);
	if (rc == -2)
		verr(c, n, "probability '%s' = %s is outside [0, 1]", key, n->value);
	else if (rc == -3)
		verr(c, n, "probability '%s' = %s has more than 9 decimal places", key, n->value);
	else if (rc)
		verr(c, n, "'%s' must be a probability in [0, 1], not '%s'", key, n->value);
	return rc == 0;
}
