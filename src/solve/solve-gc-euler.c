/* solve-gc-euler.c - Eulerian circuits and paths.
 *
 * Existence: every node that has an edge lies in one (weak) component,
 * and the degrees balance: undirected, zero odd-degree nodes give a
 * circuit and exactly two give a path between them; directed, in = out
 * everywhere gives a circuit, and one node with out = in + 1 (the start),
 * one with in = out + 1 and balance elsewhere give a path. A self-loop
 * adds two to its node's degree. The trail itself comes from Hierholzer's
 * algorithm: walk unused edges until stuck, then back up, emitting nodes
 * as they are abandoned (the reverse of the trail). */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>

/* Are all nodes with edges in one weak component? */
static bool edges_connected(const struct graph *g, const long *deg)
{
	int *comp = xmalloc((g->n > 0 ? (size_t)g->n : 1) * sizeof *comp);
	int k = gc_components(g, comp, NULL), seen = -1;
	bool ok = true;

	(void)k;
	for (int v = 0; v < g->n && ok; v++) {
		if (!deg[v])
			continue;
		if (seen < 0)
			seen = comp[v];
		else if (comp[v] != seen)
			ok = false;
	}
	free(comp);
	return ok;
}

/* Kind of trail the degrees allow, and its start node. */
static enum gc_euler euler_kind(const struct graph *g, int *start, struct trace *tr)
{
	size_t n = g->n > 0 ? (size_t)g->n : 1;
	long *deg = xcalloc(n, sizeof *deg), *bal = xcalloc(n, sizeof *bal);
	int odd = 0, plus = 0, minus = 0, other = 0, first = -1;
	enum gc_euler kind = GC_EULER_NONE;

	*start = -1;
	for (size_t e = 0; e < g->m; e++) {
		deg[g->eu[e]]++;
		deg[g->ev[e]]++;
		bal[g->eu[e]]++;
		bal[g->ev[e]]--;
	}
	for (int v = 0; v < g->n; v++) {
		if (deg[v] && first < 0)
			first = v;
		if (!g->directed) {
			trace_node(tr, TR_ASSIGN, v, deg[v], "degree of %d is %ld%s", v, deg[v],
				   deg[v] & 1 ? " (odd)" : "");
			if (deg[v] & 1 && odd++ == 0)
				*start = v;
		} else {
			trace_node(tr, TR_ASSIGN, v, bal[v], "out - in of %d is %ld", v, bal[v]);
			if (bal[v] == 1 && plus++ == 0)
				*start = v;
			else if (bal[v] == -1)
				minus++;
			else if (bal[v] != 0)
				other++;
		}
	}
	if (!edges_connected(g, deg)) {
		trace_note(tr, "the edges are not all in one component: no Eulerian trail");
	} else if (!g->directed) {
		if (odd == 0)
			kind = GC_EULER_CIRCUIT;
		else if (odd == 2)
			kind = GC_EULER_PATH;
		trace_note(tr, "%d node%s of odd degree: %s", odd, odd == 1 ? "" : "s",
			   kind == GC_EULER_CIRCUIT ? "an Eulerian circuit exists"
			   : kind == GC_EULER_PATH ? "an Eulerian path exists (no circuit)"
			   : "no Eulerian trail");
	} else {
		if (plus == 0 && minus == 0 && other == 0)
			kind = GC_EULER_CIRCUIT;
		else if (plus == 1 && minus == 1 && other == 0)
			kind = GC_EULER_PATH;
		trace_note(tr, "%s", kind == GC_EULER_CIRCUIT ? "in = out everywhere: a circuit exists"
			   : kind == GC_EULER_PATH ? "one start and one end unbalanced by 1: a path exists"
			   : "degrees unbalanced: no Eulerian trail");
	}
	if (kind == GC_EULER_CIRCUIT)
		*start = first;
	free(deg);
	free(bal);
	return kind;
}

enum gc_euler gc_euler(const struct graph *g, int *trail, struct trace *tr)
{
	enum gc_euler kind;
	int start;
	size_t n = g->n > 0 ? (size_t)g->n : 1, top = 0, out = 0;
	int *stack, *outbuf;
	size_t *ptr;
	unsigned char *used;

	trace_set_algorithm(tr, "Hierholzer", TRACE_STACK);
	trace_set_value_name(tr, g->directed ? "out-in" : "degree");
	kind = euler_kind(g, &start, tr);
	if (kind == GC_EULER_NONE || g->m == 0) {
		trace_emit(tr, TR_ANSWER, -1, -1, -1, kind, 0, NULL, 0, NULL, 0, "%s",
			   kind == GC_EULER_NONE ? "no Eulerian path or circuit"
						  : "no edges: the empty circuit");
		return kind;
	}
	stack = xmalloc((g->m + 1) * sizeof *stack);
	outbuf = xmalloc((g->m + 1) * sizeof *outbuf);
	ptr = xmalloc(n * sizeof *ptr);
	used = xcalloc(g->m, 1);
	for (int v = 0; v < g->n; v++)
		ptr[v] = g->off[v];
	stack[top++] = start;
	trace_node(tr, TR_PUSH, start, 0, "start the walk at %d", start);
	trace_node(tr, TR_EXTEND, start, 0, "walk from %d", start);
	while (top > 0) {
		int v = stack[top - 1];
		while (ptr[v] < g->off[v + 1] && used[g->nbr_edge[ptr[v]]])
			ptr[v]++;
		if (ptr[v] < g->off[v + 1]) {
			size_t e = g->nbr_edge[ptr[v]];
			int w = g->nbr[ptr[v]];
			used[e] = 1;
			stack[top++] = w;
			trace_edge(tr, TR_SATURATE, v, w, (long)e, 0, "walk edge %d-%d", v, w);
			trace_node(tr, TR_PUSH, w, 0, "push %d", w);
			trace_node(tr, TR_EXTEND, w, 0, "at %d", w);
		} else {
			top--;
			outbuf[out++] = v;
			trace_node(tr, TR_POP, v, 0, "%d has no unused edge: pop it", v);
			trace_node(tr, TR_BACKTRACK, v, 0, "back up from %d", v);
			trace_node(tr, TR_OUTPUT, v, 0, "emit %d (the trail is built backwards)", v);
		}
	}
	for (size_t i = 0; i < out; i++)
		trail[i] = outbuf[out - 1 - i];
	trace_emit(tr, TR_ANSWER, -1, -1, -1, kind, 0, trail, out, NULL, 0,
		   "Eulerian %s of %zu edges from %d", kind == GC_EULER_CIRCUIT ? "circuit" : "path",
		   g->m, trail[0]);
	free(stack);
	free(outbuf);
	free(ptr);
	free(used);
	return kind;
}

bool gc_euler_check(const struct graph *g, const int *seq, size_t len, bool circuit,
		    struct check *c)
{
	unsigned char *used;
	bool ok = false;

	for (size_t i = 0; i < len; i++)
		if (seq[i] < 0 || seq[i] >= g->n) {
			check_fail(c, (long)i, seq[i], -1, -1, "%d is not a node of the graph", seq[i]);
			return false;
		}
	if (g->m == 0) {
		if (len > 1) {
			check_fail(c, 1, seq[0], seq[1], -1, "the graph has no edges to walk");
			return false;
		}
		check_ok(c);
		return true;
	}
	if (len == 0) {
		check_fail(c, 0, -1, -1, -1, "the trail is empty but the graph has %zu edges", g->m);
		return false;
	}
	used = xcalloc(g->m, 1);
	for (size_t i = 0; i + 1 < len; i++) {
		int u = seq[i], v = seq[i + 1];
		bool found = false, any = false;
		for (size_t k = g->off[u]; k < g->off[u + 1] && !found; k++) {
			if (g->nbr[k] != v)
				continue;
			any = true;
			if (!used[g->nbr_edge[k]])
				used[g->nbr_edge[k]] = found = true;
		}
		if (!found) {
			check_fail(c, (long)i + 1, u, v, -1, any ? "edge %d-%d is used twice"
				   : "there is no edge %d-%d", u, v);
			goto out;
		}
	}
	if (len != g->m + 1) {
		check_fail(c, (long)len, seq[len - 1], -1, -1,
			   "the trail uses %zu of the %zu edges", len - 1, g->m);
		goto out;
	}
	if (circuit && seq[0] != seq[len - 1]) {
		check_fail(c, (long)len - 1, seq[len - 1], seq[0], -1,
			   "the circuit ends at %d, not at its start %d", seq[len - 1], seq[0]);
		goto out;
	}
	ok = true;
	check_ok(c);
out:
	free(used);
	return ok;
}
