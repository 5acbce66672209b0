/* solve-conn.c - connectivity (BFS, union-find), with their traces. Cycle
 * detection is in solve-cycle.c. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <stdlib.h>
#include <string.h>

/* Nodes s..t following parent[] back from t (parent[s] == -1). */
static int *path_from_parents(const int *parent, int s, int t, size_t *len)
{
	size_t n = 1;
	int *path;

	for (int v = t; v != s; v = parent[v])
		n++;
	path = xmalloc(n * sizeof *path);
	*len = n;
	for (int v = t; ; v = parent[v]) {
		path[--n] = v;
		if (v == s)
			break;
	}
	return path;
}

bool conn_bfs(const struct graph *g, int s, int t, struct trace *tr, int **path, size_t *len)
{
	int *queue = xmalloc(((size_t)g->n + 1) * sizeof *queue);
	int *parent = xmalloc(((size_t)g->n + 1) * sizeof *parent);
	unsigned char *seen = xcalloc((size_t)g->n + 1, 1);
	size_t head = 0, tail = 0;
	bool found = s == t;

	trace_set_algorithm(tr, "BFS", TRACE_QUEUE);
	for (int v = 0; v < g->n; v++)
		parent[v] = -1;
	seen[s] = 1;
	queue[tail++] = s;
	trace_node(tr, TR_DISCOVER, s, 0, "start at node %d", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d", s);
	while (head < tail && !found) {
		int u = queue[head++], w = queue_ahead(g, queue, head, tail, false);
		/* and the marks of w's neighbours, and their parents to write */
		if (w >= 0)
			for (size_t k = g->off[w]; k < g->off[w + 1]; k++) {
				__builtin_prefetch(&seen[g->nbr[k]]);
				__builtin_prefetch(&parent[g->nbr[k]], 1);
			}
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d, look at its neighbours", u);
		for (size_t k = g->off[u]; k < g->off[u + 1] && !found; k++) {
			int v = g->nbr[k];
			/* untraced: no edge id read, no call per arc (topo_kahn) */
			long e = tr ? (long)g->nbr_edge[k] : -1;
			if (seen[v]) {
				if (tr)
					trace_edge(tr, TR_EXAMINE, u, v, e, 0,
						   "edge %d-%d: %d already seen", u, v, v);
				continue;
			}
			seen[v] = 1;
			parent[v] = u;
			if (tr) {
				trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d is new", u,
					   v, v);
				trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0,
					   "discover %d from %d", v, u);
			}
			if (v == t) {
				found = true;
				break;
			}
			queue[tail++] = v;
			if (tr)
				trace_node(tr, TR_ENQUEUE, v, 0, "enqueue %d", v);
		}
		if (!found)
			trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
	}
	if (found && path)
		*path = path_from_parents(parent, s, t, len);
	else if (path) {
		*path = NULL;
		*len = 0;
	}
	if (trace_on(tr)) {
		if (found) {
			size_t n;
			int *p = path_from_parents(parent, s, t, &n);
			trace_emit(tr, TR_ANSWER, t, s, -1, 1, 0, p, n, NULL, 0,
				   "reached %d: %d and %d are connected (%zu edge%s apart)", t, s, t,
				   n - 1, n == 2 ? "" : "s");
			free(p);
		} else {
			trace_emit(tr, TR_ANSWER, t, s, -1, 0, 0, NULL, 0, NULL, 0,
				   "queue empty after %zu node%s: %d cannot reach %d", tail,
				   tail == 1 ? "" : "s", s, t);
		}
	}
	free(queue);
	free(parent);
	free(seen);
	return found;
}

static int uf_find(int *up, int v)
{
	while (up[v] != v) {
		up[v] = up[up[v]];
		v = up[v];
	}
	return v;
}

int conn_components(const struct graph *g, int *comp, struct trace *tr)
{
	int *up = xmalloc(((size_t)g->n + 1) * sizeof *up);
	int *low = xmalloc(((size_t)g->n + 1) * sizeof *low);	/* smallest node per root */
	int *size = xmalloc(((size_t)g->n + 1) * sizeof *size);
	int ncomp = g->n;

	trace_set_algorithm(tr, "union-find", TRACE_QUEUE);
	trace_set_value_name(tr, "comp");
	for (int v = 0; v < g->n; v++) {
		up[v] = low[v] = v;
		size[v] = 1;
	}
	trace_note(tr, "%d nodes, each its own component", g->n);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e], ru = uf_find(up, u), rv = uf_find(up, v);
		if (ru == rv) {
			trace_edge(tr, TR_EXAMINE, u, v, (long)e, 0,
				   "edge %d-%d: already in component %d", u, v, low[ru]);
			continue;
		}
		trace_edge(tr, TR_EXAMINE, u, v, (long)e, 0, "edge %d-%d joins components %d and %d",
			   u, v, low[ru], low[rv]);
		if (low[ru] < low[rv])
			trace_edge(tr, TR_UNION, u, v, (long)e, 0, "merge %d into %d (%d components)",
				   low[rv], low[ru], ncomp - 1);
		else
			trace_edge(tr, TR_UNION, v, u, (long)e, 0, "merge %d into %d (%d components)",
				   low[ru], low[rv], ncomp - 1);
		if (size[ru] < size[rv]) {
			int x = ru;
			ru = rv;
			rv = x;
		}
		up[rv] = ru;
		size[ru] += size[rv];
		if (low[rv] < low[ru])
			low[ru] = low[rv];
		ncomp--;
	}
	for (int v = 0; v < g->n; v++)
		comp[v] = low[uf_find(up, v)];
	trace_node(tr, TR_ANSWER, -1, ncomp, "%d component%s", ncomp, ncomp == 1 ? "" : "s");
	free(up);
	free(low);
	free(size);
	return ncomp;
}

int solve_connectivity(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	cJSON *a;
	int s, t;

	if (!cJSON_GetObjectItemCaseSensitive(p->query, "source") &&
	    !cJSON_GetObjectItemCaseSensitive(p->query, "target")) {
		/* a whole-graph question: is the graph connected? */
		int *comp = xmalloc(((size_t)g->n + 1) * sizeof *comp);
		int nc = conn_components(g, comp, tr);
		a = cJSON_CreateObject();
		cJSON_AddBoolToObject(a, "connected", nc <= 1);
		cJSON_AddNumberToObject(a, "components", nc);
		free(comp);
		*answer = a;
		return 0;
	}
	if (solve_query_node(p, "source", &s, err) || solve_query_node(p, "target", &t, err))
		return -1;
	{
		int *path;
		size_t len;
		bool c = conn_bfs(g, s, t, tr, &path, &len);
		a = cJSON_CreateObject();
		cJSON_AddBoolToObject(a, "connected", c);
		if (c)
			cJSON_AddItemToObject(a, "path", json_int_array(path, len));
		free(path);
	}
	*answer = a;
	return 0;
}
