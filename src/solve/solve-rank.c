/* solve-rank.c - the rank of a path among all simple s-t paths by weight
 * (NLGraph's partial credit 1/rank), by a depth-first enumeration pruned
 * with exact distances to the target. */
#include "config.h"
#include "solve.h"

#include <stdlib.h>

static inline int64_t weight_of(const struct graph *g, size_t e)
{
	return g->ew ? g->ew[e] : 1;
}

enum rank_status path_rank(const struct graph *g, int s, int t, const int *path, size_t len,
			   long cap, long *rank, struct check *c)
{
	size_t n = (size_t)g->n;
	int64_t limit, *lb, *acc;
	int *stack;
	size_t *next, top = 0;
	unsigned char *on;
	long count = 0;
	enum rank_status st = RANK_OK;

	*rank = 0;
	if (!path_check(g, s, t, path, len, &limit, c))
		return RANK_INVALID;
	if (cap < 1)
		cap = 1;
	lb = xmalloc((n + 1) * sizeof *lb);
	dist_to_target(g, t, lb);
	if (s == t || lb[s] >= limit) {
		/* nothing can be strictly shorter */
		free(lb);
		*rank = 1;
		return RANK_OK;
	}
	acc = xmalloc((n + 1) * sizeof *acc);
	stack = xmalloc((n + 1) * sizeof *stack);
	next = xmalloc((n + 1) * sizeof *next);
	on = xcalloc(n + 1, 1);
	stack[top] = s;
	next[top] = g->off[s];
	acc[top] = 0;
	top++;
	on[s] = 1;
	while (top) {
		size_t d = top - 1;
		int u = stack[d];
		size_t k = next[d];
		int v;
		int64_t w, nw;

		if (k == g->off[u + 1]) {
			on[u] = 0;
			top--;
			continue;
		}
		next[d] = k + 1;
		v = g->nbr[k];
		if (on[v])
			continue;
		w = weight_of(g, g->nbr_edge[k]);
		if (w < 0 || lb[v] == TRACE_INF || acc[d] > INT64_MAX / 2 - w)
			continue;
		nw = acc[d] + w;
		if (nw + lb[v] >= limit)
			continue;	/* cannot finish strictly below the path's weight */
		if (v == t) {
			if (++count > cap) {
				st = RANK_OVER_CAP;
				break;
			}
			continue;
		}
		stack[top] = v;
		next[top] = g->off[v];
		acc[top] = nw;
		top++;
		on[v] = 1;
	}
	*rank = st == RANK_OVER_CAP ? cap + 1 : count + 1;
	free(lb);
	free(acc);
	free(stack);
	free(next);
	free(on);
	return st;
}
