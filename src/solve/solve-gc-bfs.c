/* solve-gc-bfs.c - breadth-first order from a start node, and a checker
 * that accepts every valid BFS order.
 *
 * A sequence is a BFS order from s iff it starts at s, lists each node
 * reachable from s exactly once and nothing else, and obeys the queue:
 * when the node at position h is taken from the queue, the neighbours of
 * it not yet listed must be exactly the next entries of the sequence, in
 * any order. The checker simulates that queue over the sequence itself,
 * marking the expected set with a stamp, so it is linear in n + m. */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>

int gc_bfs(const struct graph *g, int s, int *order, struct trace *tr)
{
	unsigned char *seen = xcalloc(g->n > 0 ? (size_t)g->n : 1, 1);
	int head = 0, tail = 0;

	trace_set_algorithm(tr, "BFS", TRACE_QUEUE);
	trace_set_value_name(tr, "depth");
	if (s < 0 || s >= g->n) {
		free(seen);
		return 0;
	}
	seen[s] = 1;
	order[tail++] = s;
	trace_emit(tr, TR_DISCOVER, s, -1, -1, 0, 0, NULL, 0, NULL, 0, "start at %d", s);
	trace_node(tr, TR_ENQUEUE, s, 0, "enqueue %d", s);
	while (head < tail) {
		int u = order[head++];
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d", u);
		trace_node(tr, TR_OUTPUT, u, 0, "visit %d (position %d)", u, head - 1);
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
			int w = g->nbr[i];
			long e = (long)g->nbr_edge[i];
			trace_edge(tr, TR_EXAMINE, u, w, e, 0, "examine %d-%d%s", u, w,
				   seen[w] ? " (already seen)" : "");
			if (seen[w])
				continue;
			seen[w] = 1;
			order[tail++] = w;
			trace_emit(tr, TR_DISCOVER, w, u, e, 0, 0, NULL, 0, NULL, 0,
				   "discover %d from %d", w, u);
			trace_node(tr, TR_ENQUEUE, w, 0, "enqueue %d", w);
		}
		trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
	}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, tail, 0, order, (size_t)tail, NULL, 0,
		   "BFS from %d reaches %d node%s", s, tail, tail == 1 ? "" : "s");
	free(seen);
	return tail;
}

bool gc_bfs_check(const struct graph *g, int s, const int *seq, size_t len, struct check *c)
{
	size_t n = g->n > 0 ? (size_t)g->n : 1;
	unsigned char *listed;
	size_t *stamp;		/* head + 1 of the node whose neighbours are expected */
	size_t next = 1;
	bool ok = false;

	if (len == 0 || s < 0 || s >= g->n || seq[0] != s) {
		check_fail(c, 0, len ? seq[0] : -1, s, -1, "%s %d",
			   len == 0 ? "the order is empty; it should begin at"
				    : "the order should begin at the start node", s);
		return false;
	}
	listed = xcalloc(n, 1);
	stamp = xcalloc(n, sizeof *stamp);
	listed[s] = 1;
	for (size_t head = 0; head < next; head++) {
		int u = seq[head];
		size_t k = 0;
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
			int w = g->nbr[i];
			if (!listed[w] && stamp[w] != head + 1) {
				stamp[w] = head + 1;
				k++;
			}
		}
		for (size_t i = next; i < next + k; i++) {
			int x = i < len ? seq[i] : -1;
			if (i >= len) {
				check_fail(c, (long)len, u, -1, -1,
					   "the order stops before every reachable node is listed "
					   "(%zu unvisited neighbour%s of %d left)", next + k - i,
					   next + k - i == 1 ? "" : "s", u);
				goto out;
			}
			if (x < 0 || x >= g->n) {
				check_fail(c, (long)i, x, -1, -1, "%d is not a node of the graph", x);
				goto out;
			}
			if (listed[x]) {
				check_fail(c, (long)i, x, -1, -1, "%d is listed twice", x);
				goto out;
			}
			if (stamp[x] != head + 1) {
				check_fail(c, (long)i, u, x, -1,
					   "%d is being expanded but %d is not an unvisited neighbour of it",
					   u, x);
				goto out;
			}
			listed[x] = 1;
		}
		next += k;
	}
	if (len > next) {
		int x = seq[next];
		if (x < 0 || x >= g->n)
			check_fail(c, (long)next, x, -1, -1, "%d is not a node of the graph", x);
		else if (listed[x])
			check_fail(c, (long)next, x, -1, -1, "%d is listed twice", x);
		else
			check_fail(c, (long)next, x, -1, -1, "%d is not reachable from %d", x, s);
		goto out;
	}
	ok = true;
	check_ok(c);
out:
	free(listed);
	free(stamp);
	return ok;
}
