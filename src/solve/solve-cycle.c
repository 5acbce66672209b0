/* solve-cycle.c - cycle detection by DFS with parent edges, giving the
 * cycle found as a witness (on large graphs untraced: a BFS, or Kahn's
 * algorithm when directed), and a cycle checker. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { WHITE, GRAY, BLACK };

/* Graphs of at least this many nodes are searched by cycle_bfs() or
 * cycle_kahn() when no trace is asked for. The DFS goes from a node to its first unseen
 * neighbour, so each step waits for the one before: on a graph past the
 * cache every step is a miss or two in a row, and a DAG of 10^6 nodes took
 * 0.21 s where 10^5 took 0.006 (slope 1.56). Smaller graphs (every
 * published benchmark graph) keep the DFS, so the cycles that `gravel
 * solve` prints and the TUI marks stay as they were; a large graph may get
 * another cycle. */
#define CYCLE_LARGE_MIN 4096

/* The cycle closed by edge u-v, in a BFS forest where v is already
 * reached: up from u and from v to where their tree paths meet, then the
 * meeting node ... u, v ... back up to below the meeting node. */
static int *bfs_cycle(const int *parent, const int *depth, int u, int v, size_t *len)
{
	size_t nu = 0, nv = 0;
	int a = u, b = v;
	int *cyc;

	while (depth[a] > depth[b]) {
		a = parent[a];
		nu++;
	}
	while (depth[b] > depth[a]) {
		b = parent[b];
		nv++;
	}
	while (a != b) {
		a = parent[a];
		b = parent[b];
		nu++;
		nv++;
	}
	*len = nu + 1 + nv;
	cyc = xmalloc(*len * sizeof *cyc);
	a = u;
	for (size_t i = nu + 1; i-- > 0; a = parent[a])
		cyc[i] = a;	/* the meeting node first, u last */
	b = v;
	for (size_t i = 0; i < nv; i++, b = parent[b])
		cyc[nu + 1 + i] = b;
	return cyc;
}

/* Undirected: a BFS from each node not yet reached, in node order; any
 * edge but the one a node was reached by, met again, closes a cycle (a
 * self-loop at once, a doubled edge as [u, v]). The queue says which
 * nodes come next, so their arcs and records are asked for ahead. */
static bool cycle_bfs(const struct graph *g, int **cycle, size_t *len)
{
	size_t n = (size_t)g->n;
	int *queue = xmalloc((n + 1) * sizeof *queue);
	int *parent = xmalloc((n + 1) * sizeof *parent);
	int *depth = xmalloc((n + 1) * sizeof *depth);
	size_t *pedge = xmalloc((n + 1) * sizeof *pedge);
	bool found = false;

	for (size_t v = 0; v < n; v++)
		depth[v] = -1;
	for (int r = 0; r < g->n && !found; r++) {
		size_t head = 0, tail = 0;
		if (depth[r] >= 0)
			continue;
		depth[r] = 0;
		parent[r] = -1;
		pedge[r] = SIZE_MAX;
		queue[tail++] = r;
		while (head < tail && !found) {
			int u = queue[head++], w = queue_ahead(g, queue, head, tail, true);
			if (w >= 0)
				for (size_t k = g->off[w]; k < g->off[w + 1]; k++)
					__builtin_prefetch(&depth[g->nbr[k]]);
			for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
				int v = g->nbr[k];
				size_t e = g->nbr_edge[k];
				if (e == pedge[u])
					continue;
				if (depth[v] >= 0) {
					*cycle = bfs_cycle(parent, depth, u, v, len);
					found = true;
					break;
				}
				depth[v] = depth[u] + 1;
				parent[v] = u;
				pedge[v] = e;
				queue[tail++] = v;
			}
		}
	}
	free(queue);
	free(parent);
	free(depth);
	free(pedge);
	return found;
}

/* Directed: Kahn's algorithm takes away every node not on or behind a
 * cycle. Each node left has a predecessor left, so walking back from one
 * must come round: the nodes between the two visits of the node met
 * twice, in reverse, are a cycle. */
static bool cycle_kahn(const struct graph *g, int **cycle, size_t *len)
{
	size_t n = (size_t)g->n;
	int *order = xmalloc((n + 1) * sizeof *order);
	int done = topo_kahn(g, order, NULL);
	int *step, *walk = order;	/* order, read into step, is the walk's room */
	size_t steps = 0;
	int x = -1;

	if (done == g->n) {
		free(order);
		return false;
	}
	/* step[v]: 0 taken away by Kahn, -1 left, else its place in the walk + 1 */
	step = xmalloc((n + 1) * sizeof *step);
	for (size_t v = 0; v < n; v++)
		step[v] = -1;
	for (int i = 0; i < done; i++)
		step[order[i]] = 0;
	for (int v = 0; v < g->n && x < 0; v++)
		if (step[v] < 0)
			x = v;
	while (step[x] < 0) {
		size_t k = g->in_off[x];
		step[x] = (int)++steps;
		walk[steps - 1] = x;
		/* Kahn left x, so one of its predecessors is left too */
		while (step[g->in_nbr[k]] == 0)
			k++;
		x = g->in_nbr[k];
	}
	/* walk[step[x] - 1 .. steps - 1] runs against the edges */
	*len = steps - (size_t)(step[x] - 1);
	*cycle = xmalloc(*len * sizeof **cycle);
	for (size_t i = 0; i < *len; i++)
		(*cycle)[i] = walk[steps - 1 - i];
	free(step);
	free(walk);
	return true;
}

/* Iterative DFS from every white root. A non-tree edge from u to a gray
 * node v (other than the tree edge u came in by) closes the cycle made of
 * the DFS stack from v up to u. Directed graphs use the same test with
 * edge direction (a gray target is a back edge). */
bool cycle_find(const struct graph *g, struct trace *tr, int **cycle, size_t *len)
{
	size_t n = (size_t)g->n;
	unsigned char *colour;
	int *stack;
	size_t *next, *pos;
	long *pedge;
	size_t top = 0;
	bool found = false;

	*cycle = NULL;
	*len = 0;
	/* tr, not trace_on(tr): a trace that fills keeps the DFS */
	if (!tr && g->n >= CYCLE_LARGE_MIN)
		return g->directed ? cycle_kahn(g, cycle, len) : cycle_bfs(g, cycle, len);
	colour = xcalloc(n + 1, 1);
	stack = xmalloc((n + 1) * sizeof *stack);
	next = xmalloc((n + 1) * sizeof *next);
	pedge = xmalloc((n + 1) * sizeof *pedge);
	pos = xmalloc((n + 1) * sizeof *pos);
	trace_set_algorithm(tr, "DFS", TRACE_STACK);
	for (int r = 0; r < g->n && !found; r++) {
		if (colour[r] != WHITE)
			continue;
		trace_node(tr, TR_DISCOVER, r, 0, "start a DFS at node %d", r);
		trace_node(tr, TR_PUSH, r, 0, "push %d", r);
		colour[r] = GRAY;
		pedge[r] = -1;
		next[r] = g->off[r];
		pos[r] = top;
		stack[top++] = r;
		while (top && !found) {
			int u = stack[top - 1];
			size_t k = next[u];
			int v;
			long e;

			if (k == g->off[u + 1]) {
				colour[u] = BLACK;
				top--;
				trace_node(tr, TR_POP, u, 0, "%d has no more edges: pop it", u);
				trace_node(tr, TR_SETTLE, u, 0, NULL);
				continue;
			}
			next[u] = k + 1;
			v = g->nbr[k];
			e = (long)g->nbr_edge[k];
			if (!g->directed && e == pedge[u])
				continue;	/* the tree edge we came in by */
			if (colour[v] == WHITE) {
				trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0,
					   "edge %d-%d: discover %d", u, v, v);
				trace_node(tr, TR_PUSH, v, 0, "push %d", v);
				colour[v] = GRAY;
				pedge[v] = e;
				next[v] = g->off[v];
				pos[v] = top;
				stack[top++] = v;
			} else if (colour[v] == GRAY) {
				size_t from = pos[v];
				*len = top - from;
				*cycle = xmalloc(*len * sizeof **cycle);
				memcpy(*cycle, stack + from, *len * sizeof **cycle);
				found = true;
				trace_edge(tr, TR_EXAMINE, u, v, e, 0,
					   "edge %d-%d leads back to %d, still on the stack", u, v, v);
				trace_emit(tr, TR_FOUND, v, u, e, 0, 0, *cycle, *len, NULL, 0,
					   "cycle found: %zu node%s from %d to %d and back", *len,
					   *len == 1 ? "" : "s", v, u);
			} else {
				trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d already finished",
					   u, v, v);
			}
		}
	}
	if (found)
		trace_emit(tr, TR_ANSWER, -1, -1, -1, 1, 0, *cycle, *len, NULL, 0,
			   "the graph has a cycle");
	else
		trace_node(tr, TR_ANSWER, -1, 0, "every edge explored without closing a loop: no cycle");
	free(colour);
	free(stack);
	free(next);
	free(pedge);
	free(pos);
	return found;
}

static size_t count_edges(const struct graph *g, int u, int v)
{
	size_t c = 0;

	for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
		if (g->nbr[k] == v)
			c++;
	return c;
}

bool cycle_check(const struct graph *g, const int *cyc, size_t len, struct check *c)
{
	struct check local;
	unsigned char *seen;

	if (!c)
		c = &local;
	check_ok(c);
	if (len == 0) {
		check_fail(c, 0, -1, -1, -1, "empty cycle");
		return false;
	}
	seen = xcalloc((size_t)g->n + 1, 1);
	for (size_t i = 0; i < len; i++) {
		int u = cyc[i], v = cyc[(i + 1) % len];
		if (u < 0 || u >= g->n) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: %d is not a node", i, u);
			break;
		}
		if (seen[u]) {
			check_fail(c, (long)i, u, -1, -1, "position %zu: node %d repeats", i, u);
			break;
		}
		seen[u] = 1;
		if (v < 0 || v >= g->n || !graph_has_edge(g, u, v)) {
			check_fail(c, (long)i, u, v, -1, "position %zu: no edge %d-%d", i, u, v);
			break;
		}
	}
	free(seen);
	if (!c->ok)
		return false;
	if (len == 2 && !g->directed && count_edges(g, cyc[0], cyc[1]) < 2) {
		check_fail(c, 1, cyc[0], cyc[1], -1,
			   "%d-%d-%d uses the same edge twice", cyc[0], cyc[1], cyc[0]);
		return false;
	}
	return true;
}

int solve_cycle(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *cyc;
	size_t len;
	bool has;
	cJSON *a;

	(void)err;
	has = cycle_find(p->graph, tr, &cyc, &len);
	a = cJSON_CreateObject();
	cJSON_AddBoolToObject(a, "has_cycle", has);
	if (has)
		cJSON_AddItemToObject(a, "cycle", json_int_array(cyc, len));
	free(cyc);
	*answer = a;
	return 0;
}

bool cycle_exists(const struct graph *g)
{
	int *cyc = NULL;
	size_t clen = 0;
	bool has;

	signed char known;

	/* atomic: threads scoring runs at once may both ask (and both set it
	 * to the same answer) */
	if (g->finished && (known = __atomic_load_n(&g->memo_cyclic, __ATOMIC_RELAXED)) >= 0)
		return known;
	has = cycle_find(g, NULL, &cyc, &clen);
	free(cyc);
	if (g->finished)	/* the memo only */
		__atomic_store_n(&((struct graph *)g)->memo_cyclic, (signed char)has,
				 __ATOMIC_RELAXED);
	return has;
}
