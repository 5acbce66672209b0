/* solve-cycle.c - cycle detection by DFS with parent edges, giving the
 * cycle found as a witness, and a cycle checker. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

enum { WHITE, GRAY, BLACK };

/* Iterative DFS from every white root. A non-tree edge from u to a gray
 * node v (other than the tree edge u came in by) closes the cycle made of
 * the DFS stack from v up to u. Directed graphs use the same test with
 * edge direction (a gray target is a back edge). */
bool cycle_find(const struct graph *g, struct trace *tr, int **cycle, size_t *len)
{
	size_t n = (size_t)g->n;
	unsigned char *colour = xcalloc(n + 1, 1);
	int *stack = xmalloc((n + 1) * sizeof *stack);
	size_t *next = xmalloc((n + 1) * sizeof *next);
	long *pedge = xmalloc((n + 1) * sizeof *pedge);
	size_t *pos = xmalloc((n + 1) * sizeof *pos);
	size_t top = 0;
	bool found = false;

	trace_set_algorithm(tr, "DFS", TRACE_STACK);
	*cycle = NULL;
	*len = 0;
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

	if (g->finished && g->memo_cyclic >= 0)
		return g->memo_cyclic;
	has = cycle_find(g, NULL, &cyc, &clen);
	free(cyc);
	if (g->finished)
		((struct graph *)g)->memo_cyclic = has;	/* the memo only */
	return has;
}
