/* solve.h - reference solvers and answer checkers.
 *
 * Each task's solver has the task_solve_fn signature (task.h): it reads the
 * problem's graph and query, builds the answer in DESIGN.md's gold.answer
 * shape (a cJSON object the caller owns), appends the algorithm's events to
 * tr when tr is not NULL, and returns 0; or returns -1 with a malloc'd
 * message in *err when the problem cannot be solved as posed (negative
 * capacity, query node out of range, no path, a cycle in a DAG task...).
 *
 * Under each solver lie typed functions on graphs (used by the solvers, the
 * checkers, the scorers and the tests), and checkers that judge a proposed
 * answer and say where it breaks. Checkers never allocate in struct check. */
#ifndef GRAVEL_SOLVE_H
#define GRAVEL_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "task.h"
#include "trace.h"
#include "diag.h"

struct problem;
struct problemset;

/* ---- task solvers (task_solve_fn) ------------------------------------ */
int solve_connectivity(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_cycle(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_topology(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_shortest_path(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_flow(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_matching(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_hamilton(const struct problem *p, cJSON **answer, struct trace *tr, char **err);
int solve_gnn(const struct problem *p, cJSON **answer, struct trace *tr, char **err);

/* The reference solver of a task (solve-ops.c), NULL if it has none. */
task_solve_fn solve_fn(const struct task *t);

/* Run p's task solver. -1 with *err when the task has none. */
int solve_problem(const struct problem *p, cJSON **answer, struct trace *tr, char **err);

/* Give every problem of ps that has no gold answer (NLGraph topology hard
 * 180..199, generated problems) the solver's answer. Problems the solver
 * rejects are reported as warnings "ID: message" in d. Returns how many
 * answers were filled. */
size_t solve_fill_gold(struct problemset *ps, struct diags *d);

/* ---- what a checker reports ------------------------------------------ */
struct check {
	bool ok;
	long pos;		/* first position in the answer that breaks it, or -1 */
	int u, v;		/* nodes involved, or -1 */
	long edge;		/* graph edge involved, or -1 */
	char msg[192];		/* one readable line; "" when ok */
};

/* ---- connectivity and cycles (solve-conn.c) -------------------------- */
/* BFS from s; true when t is reached. When path is not NULL, *path gets a
 * malloc'd shortest (by hops) s..t path of *len nodes. */
bool conn_bfs(const struct graph *g, int s, int t, struct trace *tr, int **path, size_t *len);
/* Union-find over all edges: comp[v] = smallest node of v's component
 * (comp has n slots). Returns the number of components. */
int conn_components(const struct graph *g, int *comp, struct trace *tr);
/* DFS with parent edges (a BFS, or Kahn when directed, for large graphs
 * untraced: solve-cycle.c). True when a cycle exists; then
 * *cycle gets a malloc'd node list v0..vk (vk-v0 closes it; a self-loop
 * is [v], a doubled edge [u, v]). */
bool cycle_find(const struct graph *g, struct trace *tr, int **cycle, size_t *len);
/* Does g have a cycle (cycle_find's answer)? Solved once per finished graph
 * (graph.h memo_cyclic), which it writes although g is const. */
bool cycle_exists(const struct graph *g);
/* Is cyc (len nodes) a cycle of g: consecutive nodes and last-first
 * adjacent, nodes distinct (len >= 3, or a self-loop / doubled edge)? */
bool cycle_check(const struct graph *g, const int *cyc, size_t len, struct check *c);

/* ---- topological sort (solve-topo.c) --------------------------------- */
/* Kahn's algorithm, FIFO queue seeded in node order. Writes n nodes to
 * order and returns n, or returns how many were ordered before a cycle
 * blocked the rest (< n). */
int topo_kahn(const struct graph *g, int *order, struct trace *tr);
/* Accepts any valid order: a permutation of 0..n-1 in which every edge u->v
 * has u before v. On failure says the first position that breaks it and,
 * for an ordering violation, the edge. */
bool topo_check(const struct graph *g, const int *order, size_t len, struct check *c);
/* Find some directed cycle (for messages); NULL when acyclic. */
int *topo_find_cycle(const struct graph *g, size_t *len);

/* ---- shortest paths (solve-path.c, solve-rank.c) --------------------- */
/* Dijkstra from s with non-negative weights (weight 1 when the graph has
 * none). dist[v] = TRACE_INF when unreachable; parent[v] = -1 at s and
 * unreachable nodes. Stops early once t is settled when t >= 0. */
void dijkstra(const struct graph *g, int s, int t, int64_t *dist, int *parent,
	      struct trace *tr);
/* dist[v] = weight of the shortest path from v to t (following edge
 * direction), TRACE_INF when none. Non-negative weights. */
void dist_to_target(const struct graph *g, int t, int64_t *dist);
/* Is path (len nodes) a simple s..t path of g? On success *weight is its
 * total weight (minimum over parallel edges). */
bool path_check(const struct graph *g, int s, int t, const int *path, size_t len,
		int64_t *weight, struct check *c);

enum rank_status { RANK_OK, RANK_OVER_CAP, RANK_INVALID };
#define RANK_DEFAULT_CAP 100000
/* NLGraph partial credit: rank = 1 + the number of simple s-t paths whose
 * weight is strictly less than path's. Enumerates at most cap shorter
 * paths; beyond that returns RANK_OVER_CAP with *rank = cap + 1 (meaning
 * "rank > cap"). RANK_INVALID (with c filled) when path is not a simple
 * s-t path. */
enum rank_status path_rank(const struct graph *g, int s, int t, const int *path, size_t len,
			   long cap, long *rank, struct check *c);

/* ---- maximum flow (solve-flow.c) ------------------------------------- */
/* Dinic's algorithm on g's directed capacitated edges (capacities must be
 * >= 0). flow[e] receives each edge's flow (m slots) and side[v] = 1 for
 * the source side of a minimum cut (n slots); either may be NULL. Returns
 * the maximum flow value. */
int64_t max_flow(const struct graph *g, int s, int t, int64_t *flow, unsigned char *side,
		 struct trace *tr);
/* A proposed flow: 0 <= flow[e] <= cap[e], conservation at every node but
 * s and t, and the net outflow of s equals value. */
bool flow_check(const struct graph *g, int s, int t, const int64_t *flow, int64_t value,
		struct check *c);

/* ---- bipartite matching (solve-match.c) ------------------------------ */
/* Maximum matching by augmenting paths; left nodes are 0..parts[0]-1.
 * mate[v] (n slots) = matched partner or -1. Returns the size. */
int bipartite_matching(const struct graph *g, int *mate, struct trace *tr);
/* Large graphs: Hopcroft-Karp phases hand over to one search per free
 * applicant once a phase augments fewer than 1 in RATIO of the free ones
 * (default 64; 0 hands over after the first phase). Sets it for the
 * process and returns the previous value; for tests and benchmarks. */
unsigned matching_set_tail_ratio(unsigned ratio);
/* pairs[2i], pairs[2i+1] = (left node, right node) in graph numbering:
 * every pair an edge of g, no node twice. */
bool matching_check(const struct graph *g, const int *pairs, size_t npairs, struct check *c);

/* ---- Hamilton path (solve-hamilton.c) -------------------------------- */
/* Exact search: backtracking with pruning (reachability and 2-colour
 * balance of the unvisited nodes, dead ends), falling back to a bitmask DP
 * for n <= 22 when the search passes 2,000,000 branches. Writes n nodes
 * to path and returns true, or false when no Hamilton path exists. */
bool hamilton_path(const struct graph *g, int *path, struct trace *tr);
bool hamilton_check(const struct graph *g, const int *path, size_t len, struct check *c);

/* ---- GNN message passing (solve-gnn.c) ------------------------------- */
/* out gets layers * n * dim values: layer l (1..layers) at
 * out[((l - 1) * n + v) * dim + k], each node the sum of its neighbours'
 * vectors in the previous layer (layer 0 = g->features). Returns 0, or -1
 * when a value overflows int64. */
int gnn_layers(const struct graph *g, int layers, int64_t *out, struct trace *tr);

/* ---- helpers shared by the solver files (solve.c) -------------------- */
char *solve_err(const char *fmt, ...) ATTR_FORMAT(1, 2);
/* Read query key as a node of g; -1 with *err when missing/out of range. */
int solve_query_node(const struct problem *p, const char *key, int *out, char **err);
cJSON *json_int_array(const int *v, size_t n);
void check_fail(struct check *c, long pos, int u, int v, long edge, const char *fmt, ...)
	ATTR_FORMAT(6, 7);
void check_ok(struct check *c);

/* A queue over a random graph (BFS, Kahn) gives its nodes in random order,
 * so reading a node's arcs misses the cache unless they were asked for
 * early: where the arcs of the node QUEUE_AHEAD places down start, and the
 * arcs (with their edge ids if ids) of the one QUEUE_AHEAD / 2 down. The
 * queue only grows, so what is there stays. Returns the node QUEUE_AHEAD / 4
 * down, or -1, for the caller to ask for what it reads per neighbour. */
#define QUEUE_AHEAD 16
static inline int queue_ahead(const struct graph *g, const int *queue, size_t head, size_t tail,
			      bool ids)
{
	if (head + QUEUE_AHEAD < tail)
		__builtin_prefetch(&g->off[queue[head + QUEUE_AHEAD]]);
	if (head + QUEUE_AHEAD / 2 < tail) {
		size_t k = g->off[queue[head + QUEUE_AHEAD / 2]];
		__builtin_prefetch(&g->nbr[k]);
		if (ids)
			__builtin_prefetch(&g->nbr_edge[k]);
	}
	return head + QUEUE_AHEAD / 4 < tail ? queue[head + QUEUE_AHEAD / 4] : -1;
}

#endif
