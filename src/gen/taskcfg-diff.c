/* taskcfg-diff.c - the parameters of one difficulty: reading them from a
 * mapping (a task's defaults, then the difficulty's own keys) and checking
 * that family, variants and task fit together. */
#include "config.h"
#include "taskcfg.h"

#include <stdlib.h>
#include <string.h>

const char *const cfg_diff_keys[] = {
	"family", "variants", "directed", "nodes", "left", "p", "p_range", "edges",
	"components", "weights", "capacities", "path_length", "extra_edges", "degree", "loops",
	"dim", "layers", "per_size", "count", "label", NULL
};

#define MAXN 100000L
#define MAXM 10000000L

void cfg_diff_init(struct cfg_diff *df)
{
	memset(df, 0, sizeof *df);
	for (int s = 0; s < SET__COUNT; s++)
		df->count[s] = -1;
	df->degree = -1;
}

void cfg_diff_copy(struct cfg_diff *dst, const struct cfg_diff *src)
{
	*dst = *src;
	dst->name = src->name ? xstrdup(src->name) : NULL;
	dst->label = src->label ? xstrdup(src->label) : NULL;
	dst->variants = NULL;
	dst->p = NULL;
	if (src->nvariants) {
		dst->variants = xmalloc(src->nvariants * sizeof *dst->variants);
		memcpy(dst->variants, src->variants, src->nvariants * sizeof *dst->variants);
	}
	if (src->np) {
		dst->p = xmalloc(src->np * sizeof *dst->p);
		memcpy(dst->p, src->p, src->np * sizeof *dst->p);
	}
}

void cfg_diff_free(struct cfg_diff *df)
{
	free(df->name);
	free(df->label);
	free(df->variants);
	free(df->p);
	df->name = NULL;
	df->label = NULL;
	df->variants = NULL;
	df->p = NULL;
}

static void apply_family(struct yaml_ctx *c, const struct yaml_tnode *v, struct cfg_diff *df)
{
	const char *s = yaml_get_string(c, v, "family");
	enum gen_family f;

	if (!s)
		return;
	if (gen_family_parse(s, &f)) {
		struct strbuf sb;
		sb_init(&sb);
		for (int i = 0; i < FAM__COUNT; i++)
			sb_printf(&sb, "%s%s", i ? ", " : "", gen_family_name((enum gen_family)i));
		yaml_err(c, v, "unknown graph family '%s' (expected one of: %s)", s, sb.data);
		sb_free(&sb);
		return;
	}
	df->family = f;
	df->family_given = true;
}

static void apply_variants(struct yaml_ctx *c, const struct yaml_tnode *v, struct cfg_diff *df)
{
	size_t n = v->type == YT_SEQ ? v->n : 1;
	enum gen_variant *out;
	size_t k = 0;

	if (v->type == YT_MAP) {
		yaml_err(c, v, "'variants' must be a name or a list of names, not a mapping");
		return;
	}
	if (n == 0) {
		yaml_err(c, v, "'variants' is an empty list");
		return;
	}
	out = xmalloc(n * sizeof *out);
	for (size_t i = 0; i < n; i++) {
		const struct yaml_tnode *it = v->type == YT_SEQ ? v->items[i] : v;
		const char *s = yaml_get_string(c, it, "variants");
		if (!s)
			continue;
		if (gen_variant_parse(s, &out[k]))
			yaml_err(c, it, "unknown variant '%s' (expected any, connected, disconnected, "
				    "cyclic or acyclic)", s);
		else
			k++;
	}
	if (k == n) {
		free(df->variants);
		df->variants = out;
		df->nvariants = n;
	} else {
		free(out);
	}
}

static void apply_probs(struct yaml_ctx *c, const struct yaml_tnode *v, struct cfg_diff *df, bool range)
{
	const char *key = range ? "p_range" : "p";
	size_t n = v->type == YT_SEQ ? v->n : 1;
	prob_t *out;
	bool ok = true;

	if (v->type == YT_MAP) {
		yaml_err(c, v, "'%s' must be a probability or a list of them, not a mapping", key);
		return;
	}
	if (n == 0) {
		yaml_err(c, v, "'%s' is an empty list", key);
		return;
	}
	if (range && (v->type != YT_SEQ || n != 2)) {
		yaml_err(c, v, "'p_range' must be a range [LO, HI] of two probabilities");
		return;
	}
	out = xmalloc(n * sizeof *out);
	for (size_t i = 0; i < n; i++)
		ok = cfg_get_prob(c, v->type == YT_SEQ ? v->items[i] : v, key, &out[i]) && ok;
	if (ok && range && out[0] > out[1]) {
		char a[16], b[16];
		yaml_err(c, v, "'p_range' is an inverted range [%s, %s]: LO must not exceed HI",
		     prob_format(out[0], a, sizeof a), prob_format(out[1], b, sizeof b));
		ok = false;
	}
	if (!ok) {
		free(out);
		return;
	}
	free(df->p);
	df->p = out;
	df->np = n;
	df->p_is_range = range;
}

static void apply_count(struct yaml_ctx *c, const struct yaml_tnode *v, struct cfg_diff *df)
{
	static const char *const sets[] = { "standard", "full", "attack", NULL };
	long x;

	if (v->type == YT_SCALAR) {
		if (yaml_get_int(c, v, "count", 0, MAXM, &x))
			df->count[SET_STANDARD] = x;
		return;
	}
	if (!yaml_map_check(c, v, "'count'", sets))
		return;
	for (int s = 0; s < SET__COUNT; s++) {
		const struct yaml_tnode *it = yaml_map_get(v, sets[s]);
		if (it && yaml_get_int(c, it, sets[s], 0, MAXM, &x))
			df->count[s] = x;
	}
}

void cfg_diff_apply(struct yaml_ctx *c, const struct yaml_tnode *n, struct cfg_diff *df)
{
	const struct yaml_tnode *v;
	long x;
	bool b;

	if ((v = yaml_map_get(n, "family")))
		apply_family(c, v, df);
	if ((v = yaml_map_get(n, "variants")))
		apply_variants(c, v, df);
	if ((v = yaml_map_get(n, "directed")) && yaml_get_bool(c, v, "directed", &b)) {
		df->directed = b;
		df->directed_given = true;
	}
	if ((v = yaml_map_get(n, "nodes")))
		cfg_get_range(c, v, "nodes", 1, MAXN, &df->nodes);
	if ((v = yaml_map_get(n, "left")))
		cfg_get_range(c, v, "left", 1, MAXN, &df->left);
	if ((v = yaml_map_get(n, "p")))
		apply_probs(c, v, df, false);
	if ((v = yaml_map_get(n, "p_range")))
		apply_probs(c, v, df, true);
	if (yaml_map_get(n, "p") && yaml_map_get(n, "p_range"))
		yaml_err(c, yaml_map_get(n, "p_range"), "give either 'p' or 'p_range', not both");
	if ((v = yaml_map_get(n, "edges")))
		cfg_get_range(c, v, "edges", 0, MAXM, &df->edges);
	if ((v = yaml_map_get(n, "components")))
		cfg_get_range(c, v, "components", 1, MAXN, &df->components);
	if ((v = yaml_map_get(n, "weights")))
		cfg_get_range(c, v, "weights", 0, 1000000000L, &df->weights);
	if ((v = yaml_map_get(n, "capacities")))
		cfg_get_range(c, v, "capacities", 0, 1000000000L, &df->weights);
	if (yaml_map_get(n, "weights") && yaml_map_get(n, "capacities"))
		yaml_err(c, yaml_map_get(n, "capacities"), "give either 'weights' or 'capacities', not both");
	if ((v = yaml_map_get(n, "path_length")))
		cfg_get_range(c, v, "path_length", 1, MAXN, &df->path_length);
	if ((v = yaml_map_get(n, "extra_edges")))
		cfg_get_range(c, v, "extra_edges", 0, MAXM, &df->extra_edges);
	if ((v = yaml_map_get(n, "degree")) && yaml_get_int(c, v, "degree", 0, MAXN, &x))
		df->degree = (int)x;
	if ((v = yaml_map_get(n, "loops")))
		cfg_get_prob(c, v, "loops", &df->loops);
	if ((v = yaml_map_get(n, "dim")) && yaml_get_int(c, v, "dim", 1, 64, &x))
		df->dim = (int)x;
	if ((v = yaml_map_get(n, "layers")) && yaml_get_int(c, v, "layers", 1, 20, &x))
		df->layers = (int)x;
	if ((v = yaml_map_get(n, "per_size")) && yaml_get_int(c, v, "per_size", 1, 1000000, &x))
		df->per_size = (int)x;
	if ((v = yaml_map_get(n, "count")))
		apply_count(c, v, df);
	if ((v = yaml_map_get(n, "label")) && yaml_get_string(c, v, "label")) {
		free(df->label);
		df->label = xstrdup(v->value);
	}
}
