/* solve-topo.c - topological sort (Kahn's algorithm) and an order checker
 * that accepts any valid order and says where an order breaks. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

int topo_kahn(const struct graph *g, int *order, struct trace *tr)
{
	size_t n = (size_t)g->n;
	size_t *indeg = xcalloc(n + 1, sizeof *indeg);
	int *queue = xmalloc((n + 1) * sizeof *queue);
	size_t head = 0, tail = 0;
	int done = 0;

	trace_set_algorithm(tr, "Kahn", TRACE_QUEUE);
	trace_set_value_name(tr, "indeg");
	for (size_t e = 0; e < g->m; e++) {
		if (e + QUEUE_AHEAD < g->m)
			__builtin_prefetch(&indeg[g->ev[e + QUEUE_AHEAD]]);
		indeg[g->ev[e]]++;
	}
	for (int v = 0; v < g->n; v++)
		if (indeg[v])
			trace_node(tr, TR_ASSIGN, v, (int64_t)indeg[v], "%d has %zu predecessor%s",
				   v, indeg[v], indeg[v] == 1 ? "" : "s");
	for (int v = 0; v < g->n; v++)
		if (!indeg[v]) {
			queue[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "%d has no predecessors: enqueue it", v);
		}
	while (head < tail) {
		int u = queue[head++], w = queue_ahead(g, queue, head, tail, false);
		/* and the counters of w's successors */
		if (w >= 0)
			for (size_t k = g->off[w]; k < g->off[w + 1]; k++)
				__builtin_prefetch(&indeg[g->nbr[k]]);
		order[done++] = u;
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d", u);
		trace_node(tr, TR_OUTPUT, u, done - 1, "output %d at position %d", u, done - 1);
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int v = g->nbr[k];
			indeg[v]--;
			/* untraced, the edge ids (a stream as long as the
			 * arcs) are not read and no call is made per arc */
			if (tr) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)g->nbr_edge[k], 0,
					   "edge %d->%d", u, v);
				trace_node(tr, TR_ASSIGN, v, (int64_t)indeg[v],
					   "%d now waits for %zu predecessor%s", v, indeg[v],
					   indeg[v] == 1 ? "" : "s");
			}
			if (!indeg[v]) {
				queue[tail++] = v;
				if (tr)
					trace_node(tr, TR_ENQUEUE, v, 0, "%d is free: enqueue it", v);
			}
		}
		trace_node(tr, TR_SETTLE, u, 0, NULL);
	}
	if (done == g->n)
		trace_emit(tr, TR_ANSWER, -1, -1, -1, done, 0, order, (size_t)done, NULL, 0,
			   "all %d nodes ordered", done);
	else
		trace_emit(tr, TR_ANSWER, -1, -1, -1, done, 0, order, (size_t)done, NULL, 0,
			   "stuck after %d of %d nodes: the rest lie on or behind a cycle", done,
			   g->n);
	free(indeg);
	free(queue);
	return done;
}

bool topo_check(const struct graph *g, const int *order, size_t len, struct check *c)
{
	struct check local;
	size_t n = (size_t)g->n;
	unsigned char *placed = xcalloc(n + 1, 1);
	size_t *in_off = xcalloc(n + 2, sizeof *in_off);
	size_t *in_e = xmalloc((g->m + 1) * sizeof *in_e);

	if (!c)
		c = &local;
	check_ok(c);
	/* in-edges per node, from the edge list (u before v for every u v) */
	for (size_t e = 0; e < g->m; e++)
		in_off[g->ev[e] + 1]++;
	for (size_t v = 0; v < n; v++)
		in_off[v + 1] += in_off[v];
	{
		size_t *fill = xmalloc((n + 1) * sizeof *fill);
		memcpy(fill, in_off, n * sizeof *fill);
		for (size_t e = 0; e < g->m; e++)
			in_e[fill[g->ev[e]]++] = e;
		free(fill);
	}
	for (size_t i = 0; i < len && c->ok; i++) {
		int x = order[i];
		if (x < 0 || x >= g->n) {
			check_fail(c, (long)i, x, -1, -1, "position %zu: %d is not a node", i, x);
			break;
		}
		if (placed[x]) {
			check_fail(c, (long)i, x, -1, -1, "position %zu: node %d repeats", i, x);
			break;
		}
		for (size_t k = in_off[x]; k < in_off[x + 1]; k++) {
			size_t e = in_e[k];
			int u = g->eu[e];
			if (!placed[u]) {
				check_fail(c, (long)i, u, x, (long)e,
					   "position %zu: node %d comes before its predecessor %d "
					   "(edge %d->%d)", i, x, u, u, x);
				break;
			}
		}
		placed[x] = 1;
	}
	if (c->ok && len < n) {
		int miss = 0;
		while (miss < g->n && placed[miss])
			miss++;
		check_fail(c, (long)len, miss, -1, -1, "order stops after %zu of %zu nodes (%d missing)",
			   len, n, miss);
	} else if (c->ok && len > n) {
		check_fail(c, (long)n, -1, -1, -1, "order has %zu entries for %zu nodes", len, n);
	}
	free(placed);
	free(in_off);
	free(in_e);
	return c->ok;
}

int *topo_find_cycle(const struct graph *g, size_t *len)
{
	int *cyc;

	if (!cycle_find(g, NULL, &cyc, len))
		return NULL;
	return cyc;
}

int solve_topology(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *order = xmalloc(((size_t)g->n + 1) * sizeof *order);
	int done;
	cJSON *a;

	if (!g->directed) {
		free(order);
		*err = solve_err("topological sort needs a directed graph");
		return -1;
	}
	done = topo_kahn(g, order, tr);
	if (done < g->n) {
		size_t len;
		int *cyc = topo_find_cycle(g, &len);
		struct strbuf sb;
		sb_init(&sb);
		for (size_t i = 0; cyc && i < len; i++)
			sb_printf(&sb, "%d->", cyc[i]);
		if (cyc)
			sb_printf(&sb, "%d", cyc[0]);
		*err = solve_err("the graph is not a DAG: it has the cycle %s",
				 sb.data ? sb.data : "?");
		sb_free(&sb);
		free(cyc);
		free(order);
		return -1;
	}
	a = cJSON_CreateObject();
	cJSON_AddItemToObject(a, "order", json_int_array(order, (size_t)g->n));
	free(order);
	*answer = a;
	return 0;
}
