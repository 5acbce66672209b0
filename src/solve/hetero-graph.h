/* hetero-graph.h - typed heterogeneous graphs (GraCoRe's IMDB and ACM
 * tasks): node types, edge types (relations) and text attributes, kept in a
 * problem's extra.hetero, and the reference algorithms and solvers of the
 * six heterogeneous tasks. The import format, the extra.hetero layout and
 * each task's gold answer are described in hetero.h. */
#ifndef GRAVEL_HETERO_GRAPH_H
#define GRAVEL_HETERO_GRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include "problem.h"

struct hetero {
	char *name;
	bool directed;
	int ntypes;
	char **types;
	int nrel;
	char **rels;
	int *rel_src, *rel_dst;	/* type index or -1 (any) */
	int nlabels;
	char **labels;
	int n;
	int *type;		/* per node */
	char **ids, **names, **texts;	/* names/texts entries may be NULL */
	int *label;		/* label index or -1 */
	size_t m;
	int *eu, *ev, *erel;
};

void hetero_free(struct hetero *h);
/* Index of a node by id / a relation / a type / a label by name, or -1. */
int hetero_node(const struct hetero *h, const char *id);
int hetero_relation(const struct hetero *h, const char *name);
int hetero_type(const struct hetero *h, const char *name);
int hetero_label(const struct hetero *h, const char *name);

/* Index of s among the n strings of v, or -1. */
int hetero_find_name(char *const *v, int n, const char *s);
/* Strings of a JSON array (NULL entries for null), exactly n of them when
 * n >= 0, into a malloc'd *out; returns the count or -1. */
int hetero_read_strs(const cJSON *a, int n, char ***out);
/* The extra.hetero object of h. */
cJSON *hetero_to_json(const struct hetero *h);

/* The typed graph of a problem (from extra.hetero and its graph); NULL with
 * a malloc'd *err when the problem carries none. Caller frees. */
struct hetero *hetero_from_problem(const struct problem *p, char **err);

/* ---- reference algorithms (hetero-solve.c) ---- */
/* Neighbours of v by relation rel (-1 any) of type ty (-1 any): ascending,
 * each once; returns the count written to out (n slots). */
int hetero_neighbours(const struct hetero *h, int v, int rel, int ty, int *out);
/* Relations between u and v, ascending, each once (out: nrel slots). */
int hetero_relations_between(const struct hetero *h, int u, int v, int *out);
/* Edges at node (-1 any) of relation rel (-1 any); both -1: distinct
 * relations used. */
long hetero_relation_count(const struct hetero *h, int node, int rel);
/* Nodes within hops of v (ascending) into in[] flags; returns the count. */
int hetero_ball(const struct hetero *h, int v, int hops, bool *in);
/* The 2-hop label vote; returns a label index or -1 when no labels. */
int hetero_predict_label(const struct hetero *h, int v);
/* Paths of length 2 and 3 between u and v avoiding the direct edge. */
long hetero_link_score(const struct hetero *h, int u, int v);
#define HETERO_LINK_MIN 2

/* Task solvers (task_solve_fn). */
int hetero_solve_neighbours(const struct problem *p, cJSON **answer, struct trace *tr,
			    char **err);
int hetero_solve_relationship(const struct problem *p, cJSON **answer, struct trace *tr,
			      char **err);
int hetero_solve_relation_count(const struct problem *p, cJSON **answer, struct trace *tr,
				char **err);
int hetero_solve_subgraph(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int hetero_solve_node_class(const struct problem *p, cJSON **answer, struct trace *tr,
			    char **err);
int hetero_solve_link(const struct problem *p, cJSON **answer, struct trace *tr, char **err);

#endif
