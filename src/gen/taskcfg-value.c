/* taskcfg-value.c - the task-config value kinds: ranges [LO, HI] and
 * probabilities (taskcfg.h), read from YAML tree nodes (yaml-tree.h). */
#include "config.h"
#include "taskcfg.h"

bool cfg_get_range(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, long lo, long hi,
	    struct cfg_range *out)
{
	long a, b;

	if (n->type == YT_SCALAR) {
		if (!yaml_get_int(c, n, key, lo, hi, &a))
			return false;
		out->lo = out->hi = a;
		out->given = true;
		return true;
	}
	if (n->type != YT_SEQ) {
		yaml_err(c, n, "'%s' must be an integer or a range [LO, HI], not %s", key,
		     yaml_type_name(n));
		return false;
	}
	if (n->n == 0) {
		yaml_err(c, n, "'%s' is an empty range: give [LO, HI]", key);
		return false;
	}
	if (n->n != 2) {
		yaml_err(c, n, "'%s' must be a range [LO, HI] of two integers, not %zu values", key, n->n);
		return false;
	}
	if (!yaml_get_int(c, n->items[0], key, lo, hi, &a) || !yaml_get_int(c, n->items[1], key, lo, hi, &b))
		return false;
	if (a > b) {
		yaml_err(c, n, "'%s' is an inverted range [%ld, %ld]: LO must not exceed HI", key, a, b);
		return false;
	}
	out->lo = a;
	out->hi = b;
	out->given = true;
	return true;
}

bool cfg_get_prob(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, prob_t *out)
{
	int rc;

	if (n->type != YT_SCALAR || !n->plain) {
		yaml_err(c, n, "'%s' must be a probability in [0, 1], not %s", key,
		     n->type == YT_SCALAR ? "a quoted string" : yaml_type_name(n));
		return false;
	}
	rc = prob_parse(n->value, out);
	if (rc == -2)
		yaml_err(c, n, "probability '%s' = %s is outside [0, 1]", key, n->value);
	else if (rc == -3)
		yaml_err(c, n, "probability '%s' = %s has more than 9 decimal places", key, n->value);
	else if (rc)
		yaml_err(c, n, "'%s' must be a probability in [0, 1], not '%s'", key, n->value);
	return rc == 0;
}
