/* taskcfg-rules.c - family and variant names, the defaults a task implies,
 * and the rules that tie families, variants and tasks together. */
#include "config.h"
#include "gen-ops.h"
#include "taskcfg.h"

#include <string.h>

static const char *const family_names[] = {
	[FAM_GNP] = "gnp", [FAM_GNM] = "gnm", [FAM_TREE] = "tree", [FAM_FOREST] = "forest",
	[FAM_DAG] = "dag", [FAM_BIPARTITE] = "bipartite", [FAM_PLANAR] = "planar",
	[FAM_REGULAR] = "regular", [FAM_COMPLETE] = "complete", [FAM_PSEUDO] = "pseudo",
	[FAM_CHAIN] = "chain", [FAM_CLIQUE] = "clique", [FAM_HAMILTONIAN] = "hamiltonian",
	[FAM_EULERIAN] = "eulerian", [FAM_FLOW] = "flow",
};
_Static_assert(ARRAY_SIZE(family_names) == FAM__COUNT, "a name for every graph family");

static const char *const variant_names[] = {
	[VAR_ANY] = "any", [VAR_CONNECTED] = "connected", [VAR_DISCONNECTED] = "disconnected",
	[VAR_CYCLIC] = "cyclic", [VAR_ACYCLIC] = "acyclic",
};
_Static_assert(ARRAY_SIZE(variant_names) == VAR__COUNT, "a name for every variant");

#define V(x) (1u << (x))
#define VALL (V(VAR_ANY) | V(VAR_CONNECTED) | V(VAR_DISCONNECTED) | V(VAR_CYCLIC) | V(VAR_ACYCLIC))

/* Variants each family can guarantee (before degree/direction rules). */
static const unsigned family_variants[FAM__COUNT] = {
	[FAM_GNP] = VALL,
	[FAM_GNM] = VALL,
	[FAM_TREE] = VALL,
	[FAM_FOREST] = V(VAR_ANY) | V(VAR_DISCONNECTED) | V(VAR_ACYCLIC),
	[FAM_DAG] = V(VAR_ANY) | V(VAR_CONNECTED) | V(VAR_DISCONNECTED) | V(VAR_ACYCLIC),
	[FAM_BIPARTITE] = VALL,
	[FAM_PLANAR] = VALL,
	[FAM_REGULAR] = VALL,
	[FAM_COMPLETE] = V(VAR_ANY) | V(VAR_CONNECTED) | V(VAR_CYCLIC) | V(VAR_ACYCLIC),
	[FAM_PSEUDO] = V(VAR_ANY) | V(VAR_CONNECTED) | V(VAR_DISCONNECTED) | V(VAR_CYCLIC),
	[FAM_CHAIN] = V(VAR_ANY),
	[FAM_CLIQUE] = V(VAR_ANY) | V(VAR_DISCONNECTED),
	[FAM_HAMILTONIAN] = V(VAR_ANY) | V(VAR_CONNECTED),
	[FAM_EULERIAN] = V(VAR_ANY) | V(VAR_CONNECTED) | V(VAR_CYCLIC),
	[FAM_FLOW] = V(VAR_ANY),
};

/* Families that draw edges with probability p. */
static bool family_needs_p(enum gen_family f)
{
	return f == FAM_GNP || f == FAM_DAG || f == FAM_BIPARTITE || f == FAM_HAMILTONIAN ||
	       f == FAM_FLOW;
}

const char *gen_family_name(enum gen_family f)
{
	return (unsigned)f < FAM__COUNT ? family_names[f] : "?";
}

int gen_family_parse(const char *s, enum gen_family *out)
{
	for (int i = 0; i < FAM__COUNT; i++)
		if (!strcmp(s, family_names[i])) {
			*out = (enum gen_family)i;
			return 0;
		}
	return -1;
}

const char *gen_variant_name(enum gen_variant v)
{
	return (unsigned)v < VAR__COUNT ? variant_names[v] : "?";
}

int gen_variant_parse(const char *s, enum gen_variant *out)
{
	for (int i = 0; i < VAR__COUNT; i++)
		if (!strcmp(s, variant_names[i])) {
			*out = (enum gen_variant)i;
			return 0;
		}
	return -1;
}

const char *cfg_set_name(enum cfg_set s)
{
	static const char *const names[] = { "standard", "full", "attack" };
	_Static_assert(ARRAY_SIZE(names) == SET__COUNT, "a name for every set");
	return (unsigned)s < SET__COUNT ? names[s] : "?";
}

void cfg_diff_finish(struct cfg_diff *df, const struct task *t)
{
	if (!df->family_given)
		df->family = gen_ops_for(t->kind)->graph_family;
	if (!df->directed_given)
		df->directed = t->directed;
	if (t->attr != ATTR_NONE && !df->weights.given) {
		df->weights.lo = 1;
		df->weights.hi = 10;
	}
	if (!df->nvariants) {
		df->variants = xmalloc(sizeof *df->variants);
		df->variants[0] = VAR_ANY;
		df->nvariants = 1;
	}
}

static long max_edges(long n, bool directed)
{
	return directed ? n * (n - 1) : n * (n - 1) / 2;
}

static void check_variants(struct yaml_ctx *c, const struct yaml_tnode *at, const struct cfg_diff *df)
{
	for (size_t i = 0; i < df->nvariants; i++) {
		enum gen_variant v = df->variants[i];
		const char *fam = gen_family_name(df->family), *var = gen_variant_name(v);
		bool ok = family_variants[df->family] & V(v);

		if (ok && v == VAR_ACYCLIC && df->family == FAM_REGULAR && df->degree >= 2)
			ok = false;
		if (ok && v == VAR_ACYCLIC && df->family == FAM_COMPLETE && !df->directed &&
		    df->nodes.lo >= 3)
			ok = false;
		if (ok && v == VAR_CYCLIC && df->family == FAM_REGULAR && df->degree < 2 &&
		    !df->directed)
			ok = false;
		if (ok && v == VAR_DISCONNECTED && df->nodes.given && df->nodes.hi < 2)
			ok = false;
		if (!ok)
			yaml_err(c, at, "the '%s' family cannot guarantee '%s' graphs with these "
				    "parameters", fam, var);
	}
}

void cfg_diff_validate(struct yaml_ctx *c, const struct yaml_tnode *at, const struct task *t,
		       const struct cfg_diff *df)
{
	const struct gen_ops *ops = gen_ops_for(t->kind);
	const char *fam = gen_family_name(df->family);
	bool any_count = df->per_size > 0;

	if (!df->nodes.given) {
		yaml_err(c, at, "difficulty '%s' needs 'nodes'", df->name);
		return;
	}
	for (int s = 0; s < SET__COUNT; s++)
		if (df->count[s] >= 0)
			any_count = true;
	if (!any_count)
		yaml_err(c, at, "difficulty '%s' needs 'count' or 'per_size'", df->name);
	if (family_needs_p(df->family) && !df->np)
		yaml_err(c, at, "the '%s' family needs an edge probability 'p' or 'p_range'", fam);
	if (df->family == FAM_GNM) {
		if (!df->edges.given)
			yaml_err(c, at, "the 'gnm' family needs 'edges'");
		else if (df->edges.hi > max_edges(df->nodes.lo, df->directed))
			yaml_err(c, at, "'edges' reaches %ld, but a graph of %ld nodes holds at most %ld",
			     df->edges.hi, df->nodes.lo, max_edges(df->nodes.lo, df->directed));
	}
	if (df->family == FAM_REGULAR || df->family == FAM_PSEUDO) {
		if (df->degree < 0) {
			yaml_err(c, at, "the '%s' family needs 'degree'", fam);
		} else if (df->degree >= df->nodes.lo) {
			yaml_err(c, at, "a %d-regular graph needs more than %d nodes, but 'nodes' starts "
				    "at %ld", df->degree, df->degree, df->nodes.lo);
		} else if (df->degree % 2 && !df->directed && df->nodes.lo == df->nodes.hi &&
			   df->nodes.lo % 2) {
			yaml_err(c, at, "no %d-regular graph has an odd number of nodes (%ld)", df->degree,
			     df->nodes.lo);
		}
	}
	if ((df->family == FAM_BIPARTITE || df->family == FAM_CHAIN ||
	     df->family == FAM_CLIQUE || df->family == FAM_FLOW) && df->nodes.lo < 2)
		yaml_err(c, at, "the '%s' family needs at least 2 nodes", fam);
	if (df->family == FAM_PLANAR && df->nodes.hi > 5000)
		yaml_err(c, at, "the 'planar' family is checked up to 5000 nodes; 'nodes' reaches %ld",
		     df->nodes.hi);
	if (df->family == FAM_EULERIAN && df->nodes.lo < (df->directed ? 2 : 3))
		yaml_err(c, at, "the 'eulerian' family needs at least %d nodes", df->directed ? 2 : 3);
	if (df->left.given && df->family != FAM_BIPARTITE)
		yaml_err(c, at, "'left' applies to the 'bipartite' family only");
	if (df->left.given && df->left.hi >= df->nodes.lo)
		yaml_err(c, at, "'left' reaches %ld, leaving no right-hand nodes when 'nodes' is %ld",
		     df->left.hi, df->nodes.lo);
	if (df->family == FAM_FOREST && df->components.given && df->components.hi > df->nodes.lo)
		yaml_err(c, at, "'components' reaches %ld, more than the %ld nodes", df->components.hi,
		     df->nodes.lo);
	check_variants(c, at, df);

	if (ops->validate)
		ops->validate(c, at, df);
	if (df->path_length.given && !ops->path_length)
		yaml_err(c, at, "'path_length' applies to shortest_path tasks only");
}
