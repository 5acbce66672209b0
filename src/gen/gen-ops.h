/* gen-ops.h - what gravel gen does per task family (task.h, "Task ops"):
 * the graph family a difficulty defaults to, the task's own config rules,
 * the query a generated problem asks and the constraint its gold answer
 * must meet, and the NLGraph raw file layout.
 *
 * Files: gen-ops.c (the table), one file per NLGraph family
 * (gen-connectivity.c, gen-cycle.c, gen-topology.c, gen-shortest-path.c,
 * gen-flow.c, gen-matching.c, gen-hamilton.c, gen-gnn.c). GraCoRe's,
 * the heterogeneous and GraphEval2000's families have no rules of their
 * own: their ops (gen-ops.c) leave every hook to the generic code. */
#ifndef GRAVEL_GEN_OPS_H
#define GRAVEL_GEN_OPS_H

#include <stdbool.h>
#include "gen.h"
#include "task.h"
#include "taskcfg.h"

struct strbuf;

/* What the solver's answer must satisfy for a generated problem to be
 * kept (gen-task.c). */
struct gen_want {
	int bool_answer;	/* -1 none, else required value of the task's yes/no key */
	const char *bool_key;
	long min_path_nodes;	/* shortest path: at least this many nodes */
};

/* One NLGraph raw file being rendered (gen-raw.c). */
struct gen_raw_out {
	const struct cfg_task *ct;	/* the task's config: its templates */
	bool attack;			/* the attack set's layout */
	struct strbuf *sb;		/* the file's text */
	cJSON *main;			/* main.json entries (standard set), or NULL */
	long *key;			/* the next main.json key */
};

/* raw's return: the hook added the problem's main.json entries itself */
#define GEN_RAW_OWN_ENTRIES 1

struct gen_ops {
	/* the graph family a difficulty without 'family' draws from */
	enum gen_family graph_family;
	/* the task takes the 'path_length' constraint */
	bool path_length;
	/* the task's own config rules for one difficulty (after the family's
	 * rules): report with yaml_err(c, at, ...) */
	void (*validate)(struct yaml_ctx *c, const struct yaml_tnode *at, const struct cfg_diff *df);
	/* set p's query and the constraint w (w comes with no constraint);
	 * false when this graph cannot pose the wanted question. NULL: the
	 * query keys of the task row are filled (gen_query_keys) */
	bool (*query)(const struct gen_ctx *c, struct prng *r, struct problem *p,
		      const struct gen_graph_out *go, const struct gen_params *gp, long index,
		      struct gen_want *w);
	/* render p's file in NLGraph's raw layout into o->sb: 0 (the caller
	 * adds p's main.json entry), GEN_RAW_OWN_ENTRIES, or -1 with *err.
	 * NULL: the task has no raw layout */
	int (*raw)(const struct gen_raw_out *o, struct problem *p, char **err);
	/* qsort order of a set's problems in the raw layout; NULL: by index */
	int (*raw_order)(const void *a, const void *b);
	unsigned optional;
};

#define GEN_OPT_VALIDATE (1u << 0)
#define GEN_OPT_QUERY (1u << 1)
#define GEN_OPT_RAW (1u << 2)
#define GEN_OPT_RAW_ORDER (1u << 3)
#define GEN_OPT_ALL (GEN_OPT_VALIDATE | GEN_OPT_QUERY | GEN_OPT_RAW | GEN_OPT_RAW_ORDER)

const struct gen_ops *gen_ops_for(enum task_kind k);

/* ---- helpers for the family files ------------------------------------- */
/* gen-task.c: pick a query pair; `same` >= 0 wants the two in the same
 * component (1) or not (0). False when none was found. */
bool gen_pick_pair(struct prng *r, const struct graph *g, int same, int *s, int *t);
/* Add k1 = v1 (and k2 = v2 unless k2 is NULL) to p's query. */
void gen_set_query(struct problem *p, const char *k1, long v1, const char *k2, long v2);
/* The generic query: n, a source/target pair (planted or drawn) and a
 * start node, as the task row's query keys ask. */
bool gen_query_keys(const struct gen_ctx *c, struct prng *r, struct problem *p,
		    const struct gen_graph_out *go, const struct gen_params *gp, long index,
		    struct gen_want *w);

/* gen-raw.c */
void gen_raw_edges(struct strbuf *sb, const struct graph *g, bool with_w);
/* A query / gold answer integer of p (query: -1, answer: 0 when absent). */
long gen_query_long(const struct problem *p, const char *k);
long gen_answer_long(const struct problem *p, const char *k);
void gen_raw_main_add(cJSON *main, long *key, const char *q, const char *a, const char *diff);
/* "n m" and the edge list: the layout of cycle, topology and hamilton. */
int gen_raw_plain(const struct gen_raw_out *o, struct problem *p, char **err);

#endif
