/* gracore-solve.h - reference solvers and answer checkers for GraCoRe's
 * pure-graph tasks.
 *
 * The algorithms work on a finished struct graph (graph.h) and never look
 * at problems or JSON; the gc_solve_* functions at the end are the task
 * registry's solvers (task.h), which read the query, call the algorithm,
 * build gold.answer and record the trace. Shortest path and maximum flow
 * are GraCoRe tasks too; they map onto the existing shortest_path and flow
 * rows and their NLGraph solvers.
 *
 * Directed graphs: "connected", "tree" and "bipartite" look at the
 * underlying undirected graph (weak connectivity); BFS follows out-edges;
 * Euler and Hamilton respect direction.
 *
 * ---- query keys and gold.answer by task ----------------------------------
 *
 *   node_count              query {}
 *       {"nodes": n}
 *   avg_degree              query {}
 *       {"value": 2m/n as a JSON number, "num": p, "den": q}
 *       p/q is 2m/n in lowest terms (q = 1 when n = 0: value 0). Every edge
 *       adds one to the degree of each end (a self-loop adds two), in
 *       directed graphs too (in-degree + out-degree), which is what
 *       GraCoRe's average_degree holds (8 nodes, 15 arcs: 3.75). Directed
 *       graphs also get "out": m/n, the mean out-degree, as a number.
 *   graph_connectivity      query {}
 *       {"connected": bool, "components": k}   (weak components)
 *   triplet_reconstruction  query {}
 *       {"triplets": [[u, v, w], ...]}  every edge in source order; w is
 *       the weight, 1 when the graph has no edge attribute. A proposed
 *       list is scored by gc_triplet_similarity (below).
 *   tree                    query {}
 *       {"tree": bool} and, when false, "reason": "cycle" with
 *       "cycle": [v0, ..., vk, v0] (a cycle of the underlying undirected
 *       graph; [v, v] for a self-loop, [u, v, u] for parallel edges),
 *       or "reason": "disconnected" with "components": k, or "reason":
 *       "empty" for the graph with no nodes.
 *   bipartite               query {}
 *       {"bipartite": true, "sides": [[left...], [right...]]} or
 *       {"bipartite": false, "odd_cycle": [v0, ..., v2k, v0]}
 *   bfs_order               query {"start": s} (0 when absent)
 *       {"order": [s, ...]} one BFS order, neighbours in edge order;
 *       gc_bfs_check accepts every valid BFS order.
 *   euler_path              query {}
 *       {"circuit": bool, "path": bool, "trail": [v0, ..., vm]} where
 *       trail is an Eulerian circuit when circuit is true, else an
 *       Eulerian path when path is true, else absent. Isolated nodes are
 *       ignored; a graph with no edges has the empty circuit "trail": [].
 *   hamilton_cycle          query {}
 *       {"has_cycle": bool, "cycle": [v0, ..., v(n-1), v0], "proven": bool}
 *       cycle only when found; proven is false when the search limit
 *       was reached before deciding (then has_cycle is false, unknown).
 *   tsp                     query {} (the tour starts and ends at node 0)
 *       {"tour": [0, ..., 0], "length": L, "proven": bool,
 *        "nn_tour": [...], "nn_length": L0}
 *       proven true when L is the proven optimum; nn_* is the
 *       nearest-neighbour tour from node 0, for comparison.
 *   coloring                query {}
 *       {"colors": k, "coloring": [c0, ..., c(n-1)], "proven": bool,
 *        "greedy_colors": g}
 *       k is the chromatic number when proven (colours numbered from 0),
 *       g the count of the greedy largest-first colouring (networkx's
 *       greedy_color strategy "largest_first", ties by node number), which
 *       is what GraCoRe's gold text reports.
 *
 * ---- triplet similarity --------------------------------------------------
 *
 *   Each triplet list defines a weighted adjacency matrix A (n x n): for a
 *   triplet (u, v, w), A[u][v] = w, and for undirected graphs A[v][u] = w
 *   too. A later triplet for the same (unordered, when undirected) pair
 *   replaces an earlier one, as networkx's add_edge does. The score is the
 *   cosine similarity of the two matrices flattened:
 *
 *       sim(A, B) = sum_ij A_ij B_ij / (sqrt(sum_ij A_ij^2) sqrt(sum_ij B_ij^2))
 *
 *   computed over the listed pairs only (sorting, never an n^2 matrix):
 *   an undirected off-diagonal pair counts twice, a self-loop once. Two
 *   empty (all-zero) matrices have similarity 1; one empty, 0. */
#ifndef GRAVEL_GRACORE_SOLVE_H
#define GRAVEL_GRACORE_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "solve.h"

struct trace;
struct problem;
typedef struct cJSON cJSON;

/* Search limits of the exhaustive solvers. 0 means no limit. When a
 * limit is reached the solver stops with its best answer so far and
 * reports it as not proven. */
struct gc_limits {
	long max_nodes;		/* search-tree nodes */
	double max_seconds;	/* wall time */
	int ham_dp_max;		/* Hamiltonian cycle: largest n for the subset DP
				 * (0: GC_HAM_DP_MAX; -1: always backtrack, for tests) */
};
#define GC_DEFAULT_MAX_NODES 50000000L
#define GC_DEFAULT_MAX_SECONDS 10.0

/* Statistics every exhaustive search reports (and traces). */
struct gc_search_stats {
	long nodes;		/* search-tree nodes expanded */
	long prunes;		/* subtrees cut by a bound or a feasibility test */
	long improvements;	/* better incumbents found */
	bool limit_hit;		/* a limit stopped the search */
	double seconds;
};

/* ---- basic properties (solve-gc-basic.c) ---- */

/* 2m/n in lowest terms; *den is 1 when n = 0. */
void gc_avg_degree(const struct graph *g, long *num, long *den);
/* Weak components: comp[v] in [0, k) numbered by smallest node; returns k.
 * comp may be NULL. */
int gc_components(const struct graph *g, int *comp, struct trace *tr);
/* Tree test on the underlying undirected graph. Returns true for a tree;
 * otherwise fills *cycle (malloc'd closed node list, *cycle_len entries)
 * when there is a cycle, or leaves it NULL when the graph is a forest
 * (disconnected) or empty. *ncomp gets the number of components. */
bool gc_tree(const struct graph *g, int **cycle, size_t *cycle_len, int *ncomp,
	     struct trace *tr);
/* Two-colouring. Returns true and fills side[v] in {0,1} (side may be NULL)
 * or false and a closed odd cycle (malloc'd, *cycle_len entries). */
bool gc_bipartite(const struct graph *g, int *side, int **cycle, size_t *cycle_len,
		  struct trace *tr);

/* ---- triplet similarity (solve-gc-triplet.c) ---- */

struct gc_triplet {
	long u, v;
	double w;
};
double gc_triplet_similarity(const struct gc_triplet *a, size_t na,
			     const struct gc_triplet *b, size_t nb, bool directed);
/* The graph's own triplets (malloc'd, g->m entries, weight 1 when the
 * graph has no attribute). */
struct gc_triplet *gc_graph_triplets(const struct graph *g);

/* ---- BFS (solve-gc-bfs.c) ---- */

/* BFS from s, neighbours in CSR (edge) order, out-edges when directed.
 * Fills order[] (n slots) and returns the number of nodes reached. */
int gc_bfs(const struct graph *g, int s, int *order, struct trace *tr);
/* The checkers below fill struct check (solve.h): ok, or the first
 * position of the answer that breaks it (len when it stops short), the
 * nodes involved and one readable line. */

/* Is seq[0..len) a valid BFS order from s (neighbours of each node may be
 * taken in any order)? Linear in n + m. */
bool gc_bfs_check(const struct graph *g, int s, const int *seq, size_t len, struct check *c);

/* ---- Euler (solve-gc-euler.c) ---- */

enum gc_euler { GC_EULER_NONE, GC_EULER_PATH, GC_EULER_CIRCUIT };
/* Existence from degrees and connectivity (isolated nodes ignored) and,
 * when one exists, the trail by Hierholzer: trail[] gets m + 1 nodes
 * (caller allocates m + 1, none when m = 0). */
enum gc_euler gc_euler(const struct graph *g, int *trail, struct trace *tr);
/* Does seq[0..len) walk every edge exactly once (and return to its start
 * when circuit)? With no edges, [] and [v] are the empty trail. */
bool gc_euler_check(const struct graph *g, const int *seq, size_t len, bool circuit,
		    struct check *c);

/* ---- Hamiltonian cycle (solve-gc-hamcycle.c) ---- */

/* Exact: bitmask dynamic programming up to GC_HAM_DP_MAX nodes,
 * backtracking with pruning beyond. Returns 1 and cycle[0..n] (n + 1
 * nodes, closed, starting at 0) when found, 0 when none exists, -1 when a
 * limit stopped the search. */
#define GC_HAM_DP_MAX 22
int gc_hamcycle(const struct graph *g, const struct gc_limits *lim, int *cycle,
		struct gc_search_stats *st, struct trace *tr);
/* Check a proposed cycle: n nodes, or n + 1 with the first repeated at the
 * end. */
bool gc_hamcycle_check(const struct graph *g, const int *seq, size_t len, struct check *c);
/* The shape both cycle checkers share: seq lists every node of g exactly
 * once, optionally closed by repeating its first node. what names the
 * sequence in messages ("cycle", "tour"). */
bool gc_cycle_perm_check(const struct graph *g, const int *seq, size_t len, const char *what,
			 struct check *c);

/* ---- travelling salesman (solve-gc-tsp.c, solve-gc-tspbound.c) ---- */

#define GC_TSP_MAX 64		/* largest n the exact solver accepts */
#define GC_TSP_INF INT64_MAX
/* Nearest-neighbour tour from node 0 (ties: smallest node). tour gets
 * n + 1 nodes; returns its length, or GC_TSP_INF when it gets stuck
 * (missing edges). */
int64_t gc_tsp_nearest(const struct graph *g, int *tour);
/* The distance matrix (n x n, row-major): the smallest weight of the
 * edges u->v (either way when undirected; weight 1 without attribute),
 * GC_TSP_INF when none. Caller frees. */
int64_t *gc_tsp_matrix(const struct graph *g);
/* Length of the closed tour[0..n] under d, GC_TSP_INF when an edge lacks. */
int64_t gc_tsp_length(const int64_t *d, int n, const int *tour);
/* Best of the nearest-neighbour tours from every start, each improved by
 * 2-opt when symmetric; rotated to start at 0 (tour gets n + 1 nodes).
 * GC_TSP_INF when none closes. */
int64_t gc_tsp_heuristic(const int64_t *d, int n, bool symmetric, int *tour);
/* Exact branch and bound (Held-Karp 1-tree bound with subgradient
 * penalties). tour gets n + 1 nodes. Returns the best length found, or
 * GC_TSP_INF when there is no tour (or none found within the limits);
 * *proven is true when that is the optimum (or no tour exists). Parallel
 * edges count with their smallest weight. n <= GC_TSP_MAX. */
int64_t gc_tsp(const struct graph *g, const struct gc_limits *lim, int *tour, bool *proven,
	       struct gc_search_stats *st, struct trace *tr);
/* Check a tour (n nodes, or n + 1 closed, any start): its length (the
 * smallest weight of parallel edges) in *len_out when valid. */
bool gc_tsp_check(const struct graph *g, const int *seq, size_t len, int64_t *len_out,
		  struct check *c);

/* ---- colouring (solve-gc-color.c) ---- */

#define GC_COLOR_MAX 64		/* largest n the exact solver accepts */
/* Greedy largest-first: colours in color[] from 0, returns the count. */
int gc_color_greedy(const struct graph *g, int *color);
/* Exact chromatic number by DSATUR branch and bound (clique lower bound).
 * Returns k and a k-colouring in color[]; *proven false when a limit
 * stopped the search (k is then an upper bound). Returns -1 when the
 * graph has a self-loop (no proper colouring). n <= GC_COLOR_MAX. */
int gc_chromatic(const struct graph *g, const struct gc_limits *lim, int *color, bool *proven,
		 struct gc_search_stats *st, struct trace *tr);
/* Check a colouring of all n nodes (colours 0..n): proper, with the
 * number of distinct colours in *ncolors; on a clash pos is the second
 * node of the first edge (in edge order) whose ends share a colour. */
bool gc_color_check(const struct graph *g, const int *color, size_t len, int *ncolors,
		    struct check *c);

/* ---- task solvers (task_solve_fn, solve-gc-tasks.c) ---- */

int gc_solve_node_count(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_avg_degree(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_connectivity(const struct problem *p, cJSON **answer, struct trace *tr,
			  char **err);
int gc_solve_triplets(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_tree(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_bipartite(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_bfs(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_euler(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_hamcycle(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_tsp(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int gc_solve_coloring(const struct problem *p, cJSON **answer, struct trace *tr, char **err);

#endif
