/* taskcfg.h - benchmark task configs (config/tasks/NAME.yaml): model, loader
 * and validator. The format is documented in gravel-config(5).
 *
 * Loading happens in two passes. yaml-tree.c (core) turns libyaml's events into
 * a small tree of nodes that keep their FILE:LINE:COL (aliases are
 * resolved by reference, never copied, and every walk over the tree is
 * bounded, so a "billion laughs" file is refused rather than expanded).
 * taskcfg.c then checks the tree against the schema and fills struct
 * taskcfg, reporting every problem it finds to the diags list, not only
 * the first.
 *
 * Ownership: a taskcfg owns all its strings and arrays; taskcfg_free
 * releases them. */
#ifndef GRAVEL_TASKCFG_H
#define GRAVEL_TASKCFG_H

#include <stdbool.h>
#include <stdint.h>
#include "diag.h"
#include "prng.h"
#include "task.h"
#include "yaml-tree.h"

/* Graph families the generators know (gen.h). */
enum gen_family {
	FAM_GNP,		/* G(n,p) */
	FAM_GNM,		/* G(n,m) */
	FAM_TREE,		/* random labelled tree */
	FAM_FOREST,		/* random forest of `components` trees */
	FAM_DAG,		/* random order + forward edges */
	FAM_BIPARTITE,		/* G(n1,n2,p) */
	FAM_PLANAR,		/* stacked triangulation minus edges */
	FAM_REGULAR,		/* k-regular, configuration model */
	FAM_COMPLETE,		/* K_n */
	FAM_PSEUDO,		/* regular plus self-loops */
	FAM_CHAIN,		/* NLGraph attack "line": a chain amid cliques */
	FAM_CLIQUE,		/* NLGraph attack "clique": disjoint cliques */
	FAM_HAMILTONIAN,	/* a Hamilton path plus G(n,p) edges */
	FAM_EULERIAN,		/* union of cycles, connected */
	FAM_FLOW,		/* directed network with a source-sink path */
	FAM__COUNT
};

/* Sub-categories a family can guarantee (DESIGN.md "category"). */
enum gen_variant {
	VAR_ANY,
	VAR_CONNECTED,
	VAR_DISCONNECTED,
	VAR_CYCLIC,
	VAR_ACYCLIC,
	VAR__COUNT
};

const char *gen_family_name(enum gen_family f);
int gen_family_parse(const char *s, enum gen_family *out);	/* 0 ok */
const char *gen_variant_name(enum gen_variant v);
int gen_variant_parse(const char *s, enum gen_variant *out);

/* Problem sets a difficulty can hold counts for (DESIGN.md `set`). */
enum cfg_set { SET_STANDARD, SET_FULL, SET_ATTACK, SET__COUNT };
const char *cfg_set_name(enum cfg_set s);

struct cfg_range {
	long lo, hi;
	bool given;
};

/* One difficulty of one task: everything a generator needs. */
struct cfg_diff {
	char *name;
	char *label;			/* family name in categories (default: the family's) */
	enum gen_family family;
	enum gen_variant *variants;	/* problem i uses variants[i % nvariants] */
	size_t nvariants;
	bool directed;
	struct cfg_range nodes;		/* node count (bipartite: n1 + n2) */
	struct cfg_range left;		/* bipartite: n1 (default: a third to two thirds) */
	prob_t *p;			/* edge probabilities, one drawn per problem */
	size_t np;
	bool p_is_range;		/* p holds [lo, hi]: drawn uniformly */
	struct cfg_range edges;		/* G(n,m): m */
	struct cfg_range components;	/* forests, disconnected variants */
	struct cfg_range weights;	/* weight or capacity range (task's attr) */
	struct cfg_range path_length;	/* shortest path: nodes on the optimal path */
	struct cfg_range extra_edges;	/* tree family, cyclic variant */
	int degree;			/* regular, pseudo */
	prob_t loops;			/* pseudo: chance of a self-loop per node */
	int dim, layers;		/* GNN embedding dimension and layers */
	int per_size;			/* > 0: this many graphs per node count */
	long count[SET__COUNT];		/* -1 when the set is absent */
	long line, col;			/* where the difficulty is defined */
	bool family_given, directed_given;
};

struct cfg_task {
	char *name;			/* key under tasks: */
	const struct task *task;	/* the registry row (kind:) */
	char *question;			/* question template (template.h) */
	char *answer;			/* gold text template or NULL */
	char *policy;			/* scoring policy: "compat" or "strict" */
	char **metrics;
	size_t nmetrics;
	bool balance;			/* alternate yes/no answers by index */
	struct cfg_diff *diffs;
	size_t ndiffs;
	long line, col;
};

struct taskcfg {
	char *file;
	char *benchmark;
	char *description;
	uint64_t seed;
	struct cfg_task *tasks;
	size_t ntasks;
};

/* Load and validate a config file. Returns 0, EXIT_NOINPUT or EXIT_IOERR
 * when the file cannot be read, EXIT_CONFIG when it has errors (all of
 * them in d, as FILE:LINE:COL: message). */
int taskcfg_load(const char *path, struct taskcfg *cfg, struct diags *d);
/* The same from memory; name is used in messages. */
int taskcfg_parse(const char *name, const char *text, size_t len, struct taskcfg *cfg,
		  struct diags *d);
void taskcfg_free(struct taskcfg *cfg);

/* A config argument is a name (letters, digits, '_' and '-': nlgraph,
 * gracore, grapheval2000) or a file (anything else, "-" included). */
bool taskcfg_is_name(const char *arg);
/* The file of the task config called name, malloc'd, or NULL (datadir.h:
 * installed, or the source tree's when gravel runs uninstalled). */
char *taskcfg_find(const char *name);
/* The file to read for a config argument, malloc'd: the argument itself
 * when it is not a name; NULL for an unknown name, with the known names in
 * d and *rc set to EXIT_NOINPUT. */
char *taskcfg_locate(const char *arg, struct diags *d, int *rc);
/* taskcfg_load for a file or a name; an unknown name is EXIT_NOINPUT with
 * the known names in d. */
int taskcfg_load_named(const char *arg, struct taskcfg *cfg, struct diags *d);

const struct cfg_task *taskcfg_find_task(const struct taskcfg *cfg, const char *name);
const struct cfg_diff *cfg_task_find_diff(const struct cfg_task *t, const char *name);

/* Total problems a difficulty yields for a set (count, or per_size times
 * the node range); -1 when the set is absent. */
long cfg_diff_count(const struct cfg_diff *df, enum cfg_set set);

/* ---- readers of task-config values (taskcfg-value.c) ------------------ */

bool cfg_get_range(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, long lo, long hi,
	    struct cfg_range *out);
bool cfg_get_prob(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key, prob_t *out);

/* Difficulty keys (taskcfg-diff.c). */
extern const char *const cfg_diff_keys[];
void cfg_diff_init(struct cfg_diff *df);
void cfg_diff_copy(struct cfg_diff *dst, const struct cfg_diff *src);
void cfg_diff_free(struct cfg_diff *df);
/* Apply the difficulty keys found in mapping n to df. */
void cfg_diff_apply(struct yaml_ctx *c, const struct yaml_tnode *n, struct cfg_diff *df);
/* Fill defaults the task implies (family, directedness, weights). */
void cfg_diff_finish(struct cfg_diff *df, const struct task *t);
/* Check a complete difficulty against its task; at is where to report. */
void cfg_diff_validate(struct yaml_ctx *c, const struct yaml_tnode *at, const struct task *t,
		       const struct cfg_diff *df);

#endif
