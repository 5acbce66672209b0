/* gen.h - seeded graph generators and problem generation (gravel gen).
 *
 * gen_graph() builds one graph of a family (taskcfg.h enum gen_family)
 * with the sub-category (variant) it guarantees, from a prng stream only:
 * no clock, no rand(), no floating point. gen_check() verifies a graph
 * against its family and variant (planarity with the left-right test,
 * regularity, acyclicity, connectivity...); gen_problem() wraps a graph
 * into a problem with the task's query and constraints, gold answers from
 * the registry's solvers and question text from the config's templates,
 * and keeps it only when every check passes.
 *
 * Files: gen-util.c (edge builder, graph properties), gen-family.c (the
 * families), gen-planar.c (planar construction, planarity test),
 * gen-graph.c (variants, gen_graph, gen_check), gen-task.c (problems),
 * gen-out.c (JSONL and NLGraph raw output); what each task adds (its
 * query, constraint, config rules and raw layout) is its family's gen ops
 * (gen-ops.h). */
#ifndef GRAVEL_GEN_H
#define GRAVEL_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "prng.h"
#include "taskcfg.h"

struct problem;

/* Everything needed to draw one graph, resolved from a cfg_diff. */
struct gen_params {
	enum gen_family family;
	enum gen_variant variant;
	bool directed;
	int n;			/* nodes (bipartite: n1 + n2) */
	int n1;			/* bipartite left part */
	prob_t p;		/* edge probability */
	long m;			/* G(n,m) edges */
	int components;		/* forests, disconnected variants */
	int degree;		/* regular, pseudo */
	prob_t loops;		/* pseudo: self-loop chance per node */
	long extra;		/* tree: extra edges (cyclic); eulerian: extra cycles */
	enum edge_attr attr;
	long wlo, whi;		/* weight or capacity range */
};

struct gen_graph_out {
	struct graph *g;	/* finished */
	int source, target;	/* a query the family plants (attack sets, flow), or -1 */
};

/* Draw one graph. Returns 0, or -1 with *err (malloc'd) when the
 * parameters admit no such graph or the retries ran out. */
int gen_graph(struct prng *r, const struct gen_params *gp, struct gen_graph_out *out, char **err);
/* Verify g against gp's family and variant; false with a reason in why. */
bool gen_check(const struct graph *g, const struct gen_params *gp, char *why, size_t len);

/* Resolve gp for problem `index` of df (node count, p, ...), drawing from r. */
void gen_params_draw(struct prng *r, const struct cfg_diff *df, const struct task *t,
		     long index, struct gen_params *gp);

/* ---- graph properties (gen-util.c) ------------------------------------ */
/* Weakly connected (every node reached ignoring direction); n <= 1 true. */
bool gprop_connected(const struct graph *g);
int gprop_components(const struct graph *g);
/* Undirected: any cycle (self-loops and doubled edges count). Directed: a
 * directed cycle. */
bool gprop_cyclic(const struct graph *g);
/* No self-loops (unless allowed) and no repeated edges. */
bool gprop_simple(const struct graph *g, bool loops_ok);
/* Planarity by the left-right test (gen-planar.c); direction ignored. */
bool gprop_planar(const struct graph *g);

/* ---- problems (gen-task.c) -------------------------------------------- */
struct gen_ctx {
	const struct taskcfg *cfg;
	const struct cfg_task *task;
	const struct cfg_diff *diff;
	enum cfg_set set;
	uint64_t seed;
	bool no_gold_ok;	/* keep problems whose task has no solver */
};

/* Generate problem `index`. Returns the problem, or NULL with *err. */
struct problem *gen_problem(const struct gen_ctx *c, long index, char **err);

/* ---- output (gen-out.c) ----------------------------------------------- */
struct gen_opts {
	const char *task, *difficulty;	/* filters, NULL for all */
	unsigned sets;			/* 1 << enum cfg_set */
	uint64_t seed;
	long count;			/* -1: the config's counts */
	const char *out;		/* file, "-"/NULL for stdout; raw: a directory */
	bool raw;			/* NLGraph raw layout + main.json */
};

/* Generate every selected (task, difficulty, set) and write it. Messages go
 * to stderr. Returns an exit status. */
int gen_run(const struct taskcfg *cfg, const struct gen_opts *o);
/* The NLGraph raw layout under o->out (gen-raw.c). */
int gen_raw(const struct taskcfg *cfg, const struct gen_opts *o);


/* ---- internals shared by gen-*.c -------------------------------------- */

/* An edge list under construction with O(1) duplicate tests. */
struct eb {
	int n;
	bool directed, loops;
	int *u, *v;
	size_t m, cap;
	uint64_t *set;		/* open addressing, 0 = empty */
	size_t setcap, setn;
};
void eb_init(struct eb *b, int n, bool directed, bool loops);
void eb_free(struct eb *b);
void eb_clear(struct eb *b);
bool eb_has(const struct eb *b, int u, int v);
/* Add u-v unless it is a repeat (or a loop when loops are off). */
bool eb_add(struct eb *b, int u, int v);

/* Families on nodes 0..k-1 of their own, appended to b through map[] (the
 * global id of each local node). gen-family.c and gen-planar.c. */
void fam_tree(struct prng *r, struct eb *b, const int *map, int k);
void fam_gnp(struct prng *r, struct eb *b, const int *map, int k, prob_t p);
void fam_dag(struct prng *r, struct eb *b, const int *map, int k, prob_t p, bool connected);
void fam_gnm(struct prng *r, struct eb *b, const int *map, int k, long m);
void fam_complete(struct eb *b, const int *map, int k, bool acyclic);
int fam_regular(struct prng *r, struct eb *b, const int *map, int k, int d);
void fam_planar(struct prng *r, struct eb *b, const int *map, int k, prob_t keep);
void fam_bipartite(struct prng *r, struct eb *b, int n1, int n2, prob_t p, bool connected);
void fam_eulerian(struct prng *r, struct eb *b, const int *map, int k, long extra);
/* Build gp's graph into b on nodes 0..n-1 (gen-graph.c); a planted query
 * goes to *s, *t (else they stay -1). Returns 0 or -1. */
int gen_build(struct prng *r, const struct gen_params *gp, struct eb *b, int *s, int *t);

#endif
