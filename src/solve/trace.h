/* trace.h - the algorithm trace as data.
 *
 * A solver appends typed events to a trace: each event names the nodes and
 * edge it touches, carries integer payloads, optionally a list of ints (a
 * path, an order, signed edge ids) and a vector of int64 (an embedding), and
 * a one-line narration ("relax 0-3: dist[3] 7 -> 3 via 0"). Nothing else is
 * recorded: the state at step k (what the TUI draws) is folded from events
 * 0..k-1 by trace_state_at(), which starts from the nearest checkpoint, so
 * stepping backward costs the same as stepping forward.
 *
 * Every emit function accepts tr == NULL (tracing off) and does nothing;
 * solvers test trace_on(tr) before formatting expensive narration. Once
 * the event limit is reached the trace is marked truncated, one final
 * TR_NOTE says so, and later events are dropped; the solver still runs to
 * the end. Exhaustive searches should emit a readable summary (branches
 * tried, prunings, improvements) rather than one event per step.
 *
 * How each kind folds into struct trace_state (a, b nodes; e edge index;
 * val, val2 payloads; list/vec the event's arrays). Every event also sets
 * st->cur = a and st->cur_edge = e (when >= 0) so the view can highlight
 * what the step touched.
 *
 *   TR_NOTE        narration only
 *   TR_DISCOVER    mark[a] = DISCOVERED; parent[a] = b when b >= 0;
 *                  emark[e] = TREE when e >= 0 (a's tree edge, below)
 *   TR_EXAMINE     look at edge e from a to b: emark[e] at least EXAMINED;
 *                  examined++
 *   TR_TREE_EDGE   parent[b] = a; emark[e] = TREE (b's tree edge)
 *   TR_RELAX       dist[b] = val (old value in val2), parent[b] = a,
 *                  emark[e] = TREE (b's tree edge); with frontier mode
 *                  TRACE_PQ a queued b moves to its new key val;
 *                  relaxed++
 *
 *                  A node has one tree edge (pedge[v]): a new one
 *                  demotes the old to EXAMINED, so the tree edges are
 *                  always the edges to the nodes' parents.
 *   TR_SETTLE      mark[a] = SETTLED (finished / final distance)
 *   TR_ENQUEUE     add a to the frontier's tail; with frontier mode
 *                  TRACE_PQ a is (re)inserted in order of key val
 *   TR_DEQUEUE     remove the first a from the frontier; popped++
 *   TR_PUSH        push a on the frontier (stack top is the tail); pushed++
 *   TR_POP         remove the last a from the frontier; popped++
 *   TR_SET_DIST    dist[a] = val (initialisation, e.g. dist[source] = 0)
 *   TR_FLOW_PATH   push val units along a path: list = its nodes, vec =
 *                  signed edge ids (e + 1 along the edge, -(e + 1) against
 *                  it, cancelling flow); flow[e] changes by +-val,
 *                  flow_value += val, path = list; augmentations++; the
 *                  frontier is emptied (the search that found the path
 *                  is over)
 *   TR_SATURATE    emark[e] = SATURATED (residual capacity now 0)
 *   TR_CUT         the minimum cut: list = nodes on the source side
 *                  (side[v] = 1), emark[e] = CUT for each edge in vec;
 *                  the frontier is emptied, as by TR_FLOW_PATH
 *   TR_MATCH       mate[a] = b, mate[b] = a (b may be -1: a alone); a's
 *                  and b's former partners become free, so the mates
 *                  are a matching at every step
 *   TR_UNMATCH     mate[a] = mate[b] = -1
 *   TR_PATH        path = list (an augmenting path, a cycle under test...)
 *   TR_EXTEND      path += a (search goes one deeper); branches++
 *   TR_BACKTRACK   path loses its last node (a); backtracks++
 *   TR_PRUNE       a branch was cut off (val: how many); prunings += val
 *                  or 1 when val == 0
 *   TR_ASSIGN      value[a] = val (colour, in-degree, label: see
 *                  tr->value_name); with a list, the frontier becomes
 *                  the list (a search that assigns as it reaches, as
 *                  Dinic's BFS levels, shows its queue after each step)
 *   TR_OUTPUT      order += a (the answer's sequence grows)
 *   TR_UNION       union-find: every node with comp == comp[b] gets
 *                  comp[a]; unions++
 *   TR_AGGREGATE   embedding of node a at layer val = vec (layer 0: the
 *                  input features); emb_set marks it computed (values
 *                  not set yet are not computed, never zeros);
 *                  layer = max(layer, val)
 *   TR_BEST        an improvement: best = list, best_value = val;
 *                  improvements++
 *   TR_FOUND       a witness was found (cycle, path): best = list, found
 *   TR_ANSWER      the final answer: done; best = list when non-empty,
 *                  answer_value = val
 *   TR_PHASE       narration of a new phase whose values are its own (a
 *                  Dinic phase's levels): every value[] unassigned
 *                  (value_set cleared) and the frontier emptied
 *
 * Events are stored in trace.c, states folded in trace-state.c.
 *
 * Ownership: a trace owns its events and pools and borrows the graph given
 * to trace_new() (which must outlive it). A state owns its arrays. */
#ifndef GRAVEL_TRACE_H
#define GRAVEL_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "graph.h"
#include "util.h"

enum trace_kind {
	TR_NOTE,
	TR_DISCOVER,
	TR_EXAMINE,
	TR_TREE_EDGE,
	TR_RELAX,
	TR_SETTLE,
	TR_ENQUEUE,
	TR_DEQUEUE,
	TR_PUSH,
	TR_POP,
	TR_SET_DIST,
	TR_FLOW_PATH,
	TR_SATURATE,
	TR_CUT,
	TR_MATCH,
	TR_UNMATCH,
	TR_PATH,
	TR_EXTEND,
	TR_BACKTRACK,
	TR_PRUNE,
	TR_ASSIGN,
	TR_OUTPUT,
	TR_UNION,
	TR_AGGREGATE,
	TR_BEST,
	TR_FOUND,
	TR_ANSWER,
	TR_PHASE,
	TR__COUNT
};

/* "discover", "examine", ... (for JSON and filters) */
const char *trace_kind_name(enum trace_kind k);

/* How the frontier is shown: queue (front first), stack (top last), or a
 * priority queue ordered by key (Dijkstra). */
enum trace_frontier { TRACE_QUEUE, TRACE_STACK, TRACE_PQ };

/* Per-node and per-edge marks in a state. */
enum trace_mark { MARK_NONE, MARK_DISCOVERED, MARK_SETTLED };
enum trace_emark { EMARK_NONE, EMARK_EXAMINED, EMARK_TREE, EMARK_SATURATED, EMARK_CUT };

#define TRACE_INF INT64_MAX	/* dist not yet known */
#define TRACE_DEFAULT_LIMIT 100000

struct trace_event {
	enum trace_kind kind;
	int a, b;		/* nodes, -1 when none */
	long e;			/* edge index, -1 when none */
	int64_t val, val2;
	size_t list_off, list_len;	/* into tr->ints */
	size_t vec_off, vec_len;	/* into tr->vals */
	size_t text_off;	/* into tr->text: NUL-terminated narration */
};

struct trace_state;

struct trace {
	const struct graph *g;	/* borrowed */
	const char *algorithm;	/* "BFS", "Dijkstra", ... (static string) */
	enum trace_frontier frontier;
	const char *value_name;	/* what TR_ASSIGN sets: "indeg", "colour" */
	int layers, dim;	/* GNN: layers 0..layers, vectors of dim */

	struct trace_event *ev;
	size_t n, cap;
	size_t limit;		/* maximum events (0 = no limit) */
	bool truncated;

	int *ints;		/* list pool */
	size_t nints, ints_cap;
	int64_t *vals;		/* vector pool */
	size_t nvals, vals_cap;
	char *text;		/* narration pool */
	size_t ntext, text_cap;

	/* checkpoints: states after every `every` events, built lazily */
	struct trace_state **ckpt;
	size_t nckpt, every;
};

struct trace_state {
	size_t step;		/* events folded: the state after event step-1 */
	int n;			/* nodes */
	size_t m;		/* edges */
	int cur;		/* node the last event touched, or -1 */
	long cur_edge;		/* edge the last event touched, or -1 */

	unsigned char *mark;	/* n: enum trace_mark */
	unsigned char *emark;	/* m: enum trace_emark */
	int *parent;		/* n, -1 */
	long *pedge;		/* n, -1: the tree edge to parent[v] */
	int64_t *dist;		/* n, TRACE_INF */
	int64_t *value;		/* n, 0: TR_ASSIGN */
	unsigned char *value_set;	/* n: a TR_ASSIGN reached value[v] (0 is a value) */
	int *comp;		/* n, union-find component label (i) */
	int *mate;		/* n, -1 */
	unsigned char *side;	/* n, cut side (1 = source side) */
	int64_t *flow;		/* m, 0 */
	int64_t flow_value;

	int *frontier;		/* ordered: queue front / stack bottom first */
	int64_t *fkey;		/* keys for TRACE_PQ */
	size_t nfrontier, frontier_cap;

	int *path;		/* current (partial) path */
	size_t npath, path_cap;
	int *order;		/* output sequence */
	size_t norder, order_cap;
	int *best;		/* best so far / witness / answer list */
	size_t nbest, best_cap;
	int64_t best_value;

	int layers, dim, layer;	/* GNN: emb[(l * n + v) * dim + k] */
	int64_t *emb;		/* (layers + 1) * n * dim */
	unsigned char *emb_set;	/* (layers + 1) * n: emb of (l, v) computed */

	bool found, done;
	int64_t answer_value;

	/* counters */
	uint64_t examined, relaxed, pushed, popped, augmentations, matched;
	uint64_t branches, backtracks, prunings, improvements, unions;
};

/* A new empty trace over g (borrowed; may be NULL for graph-less traces,
 * then only node-free kinds fold meaningfully). limit 0 = unlimited. */
struct trace *trace_new(const struct graph *g, size_t limit);
void trace_free(struct trace *tr);

static inline bool trace_on(const struct trace *tr)
{
	return tr && !tr->truncated;
}

/* Solver set-up (call before the first event). */
void trace_set_algorithm(struct trace *tr, const char *name, enum trace_frontier f);
void trace_set_value_name(struct trace *tr, const char *name);
void trace_set_layers(struct trace *tr, int layers, int dim);

/* Append an event. Returns false when the trace is off or full. The list
 * and vec arrays are copied. fmt may be NULL (empty narration). */
bool trace_emit(struct trace *tr, enum trace_kind k, int a, int b, long e, int64_t val,
		int64_t val2, const int *list, size_t nlist, const int64_t *vec, size_t nvec,
		const char *fmt, ...) ATTR_FORMAT(12, 13);
/* Shorthands: node events and edge events without arrays. */
bool trace_node(struct trace *tr, enum trace_kind k, int a, int64_t val, const char *fmt, ...)
	ATTR_FORMAT(5, 6);
bool trace_edge(struct trace *tr, enum trace_kind k, int a, int b, long e, int64_t val,
		const char *fmt, ...) ATTR_FORMAT(7, 8);
bool trace_note(struct trace *tr, const char *fmt, ...) ATTR_FORMAT(2, 3);

static inline size_t trace_count(const struct trace *tr)
{
	return tr ? tr->n : 0;
}
const char *trace_text(const struct trace *tr, size_t i);
const int *trace_list(const struct trace *tr, size_t i, size_t *len);
const int64_t *trace_vec(const struct trace *tr, size_t i, size_t *len);

/* States. trace_state_init sizes an empty state for tr; trace_state_at
 * folds events 0..k-1 into st (k clamped to trace_count), reusing its
 * arrays. trace_state_apply folds one more event. */
void trace_state_init(struct trace_state *st, const struct trace *tr);
void trace_state_free(struct trace_state *st);
void trace_state_at(struct trace *tr, size_t k, struct trace_state *st);
void trace_state_apply(const struct trace *tr, struct trace_state *st, size_t i);
void trace_state_copy(struct trace_state *dst, const struct trace_state *src);

/* Is the state a consistent picture (trace-check.c)? Each node has at
 * most one tree edge, joining it to its parent, and the parent links form
 * a forest (tree edges = reached nodes - roots); mates are a matching of
 * graph edges; flow respects capacities and is conserved everywhere but
 * at one source and one sink whose net flow is the flow value; the
 * priority queue holds each node once, in key order, keyed by its dist,
 * and dist[v] = dist[parent] + the tree edge's weight; consecutive path
 * nodes are adjacent; union-find labels are their own labels; an
 * embedding is computed only after its neighbours' previous layer. On
 * false, why says what breaks (one line). */
bool trace_state_check(const struct trace *tr, const struct trace_state *st, char *why,
		       size_t len);

/* Residual capacity of edge e in state st: forward capacity - flow. */
int64_t trace_state_residual(const struct trace *tr, const struct trace_state *st, long e);

/* Output (text: trace-out.c, JSON: trace-json.c). Text: numbered narration lines ("  12  relax ...");
 * state text: the non-empty tables of a state. JSON: the events, and a
 * state object with the tables that apply. */
struct cJSON;
void trace_format_events(const struct trace *tr, size_t from, size_t to, struct strbuf *sb);
/* Event i's narration, or a generic line for an event recorded without
 * one ("enqueue 3"), appended to sb without a newline. */
void trace_event_text(const struct trace *tr, size_t i, struct strbuf *sb);
void trace_format_state(const struct trace *tr, const struct trace_state *st,
			struct strbuf *sb);
/* The same text a line at a time, for a pane that shows a window of a large
 * state (a row a node and an edge: 400,000 lines at 10^5 nodes, formatted
 * whole at every step): trace_state_head appends the lines before the
 * tables (step, frontier, lists, counters) and says which tables follow;
 * trace_state_line appends table line i (0 <= i < tab->lines), without its
 * newline. trace_format_state is the head and every table line. */
struct trace_table {
	bool mark, parent, dist, value, comp, mate, side, edges;	/* columns */
	size_t nodes, edges_at, embs_at, lines;	/* where each table starts */
};
void trace_state_head(const struct trace *tr, const struct trace_state *st, struct strbuf *sb,
		      struct trace_table *tab);
void trace_state_line(const struct trace *tr, const struct trace_state *st,
		      const struct trace_table *tab, size_t i, struct strbuf *sb);
struct cJSON *trace_event_to_json(const struct trace *tr, size_t i);
struct cJSON *trace_to_json(const struct trace *tr);
struct cJSON *trace_state_to_json(const struct trace *tr, const struct trace_state *st);

#endif
