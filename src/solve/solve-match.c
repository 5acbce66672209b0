/* solve-match.c - maximum bipartite matching by shortest augmenting paths
 * (a BFS from each free applicant), and a matching checker. Left nodes
 * (applicants) are 0..parts[0]-1, right nodes (jobs) follow; answers
 * number jobs from 0 as NLGraph's questions do. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <limits.h>
#include <stdlib.h>

/* seen[] value of a node in a Hungarian tree: every node a failed search
 * reached. No augmenting path ever passes through such a tree again (its
 * jobs are matched inside it and later augmentations never touch it), so
 * untraced searches skip it, which leaves the paths they find unchanged
 * and makes the failed searches linear in total. */
#define DEAD UINT_MAX

/* BFS over alternating paths from free left node a. Returns the free right
 * node reached, or -1; from[] holds the left node each right node was
 * reached from. A node is seen in this search when seen[v] == epoch, so no
 * search clears the array (clearing it per applicant made the solver
 * quadratic). */
static int alt_bfs(const struct graph *g, int a, const int *mate, int *from, int *queue,
		   unsigned *seen, unsigned epoch, struct trace *tr)
{
	size_t head = 0, tail = 0;
	int n1 = g->parts[0];

	queue[tail++] = a;
	seen[a] = epoch;
	trace_node(tr, TR_ENQUEUE, a, 0, NULL);
	while (head < tail) {
		int u = queue[head++];
		trace_node(tr, TR_DEQUEUE, u, 0, NULL);
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
			int j = g->nbr[k];
			long e = (long)g->nbr_edge[k];
			if (seen[j] == epoch || seen[j] == DEAD)
				continue;
			seen[j] = epoch;
			from[j] = u;
			if (mate[j] < 0) {
				trace_edge(tr, TR_EXAMINE, u, j, e, 0, "job %d is free", j - n1);
				/* leave the frontier empty for the next applicant */
				while (trace_on(tr) && head < tail)
					trace_node(tr, TR_DEQUEUE, queue[head++], 0, NULL);
				return j;
			}
			trace_edge(tr, TR_EXAMINE, u, j, e, 0, "job %d is taken by applicant %d", j - n1,
				   mate[j]);
			if (seen[mate[j]] != epoch) {
				seen[mate[j]] = epoch;
				queue[tail++] = mate[j];
				trace_node(tr, TR_ENQUEUE, mate[j], 0, NULL);
			}
		}
	}
	/* untraced, the search's Hungarian tree is cut off for good (a traced
	 * search shows every step, as a student would make them) */
	if (!trace_on(tr)) {
		for (size_t h = 0; h < tail; h++) {
			int u = queue[h];
			for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
				if (seen[g->nbr[k]] == epoch)
					seen[g->nbr[k]] = DEAD;
		}
		for (size_t h = 0; h < tail; h++)
			seen[queue[h]] = DEAD;
	}
	return -1;
}

/* Graphs of at least this many nodes are matched by Hopcroft-Karp when no
 * trace is asked for. Smaller ones (every published benchmark graph) keep
 * the sequential search above, so their matchings, which gold answers and
 * `gravel solve` print, stay as they were; HK finds another maximum
 * matching, in O(m sqrt n) where the sequential search can take O(nm). */
#define MATCH_HK_MIN 4096

/* Hopcroft-Karp: phases of a BFS layering from every free applicant, then
 * vertex-disjoint shortest augmenting paths by an iterative DFS (it[]
 * keeps each applicant's next edge, so a phase is linear). */
static int hopcroft_karp(const struct graph *g, int *mate)
{
	const int n1 = g->parts[0], INF = INT_MAX;
	size_t n = (size_t)g->n;
	int *dist = xmalloc(((size_t)n1 + 1) * sizeof *dist);
	int *queue = xmalloc(((size_t)n1 + 1) * sizeof *queue);
	int *stk = xmalloc(((size_t)n1 + 1) * sizeof *stk);
	size_t *it = xmalloc(((size_t)n1 + 1) * sizeof *it);
	int size = 0;

	for (size_t v = 0; v < n; v++)
		mate[v] = -1;
	for (;;) {
		size_t head = 0, tail = 0;
		bool found = false;
		for (int a = 0; a < n1; a++) {
			dist[a] = mate[a] < 0 ? 0 : INF;
			if (mate[a] < 0)
				queue[tail++] = a;
		}
		while (head < tail) {
			int a = queue[head++];
			for (size_t k = g->off[a]; k < g->off[a + 1]; k++) {
				int b = mate[g->nbr[k]];
				if (b < 0)
					found = true;
				else if (dist[b] == INF) {
					dist[b] = dist[a] + 1;
					queue[tail++] = b;
				}
			}
		}
		if (!found)
			break;
		for (int a = 0; a < n1; a++)
			it[a] = g->off[a];
		for (int r = 0; r < n1; r++) {
			size_t sp = 0;
			if (mate[r] >= 0)
				continue;
			stk[sp++] = r;
			while (sp) {
				int a = stk[sp - 1];
				if (it[a] == g->off[a + 1]) {	/* a leads nowhere this phase */
					dist[a] = INF;
					if (--sp)
						it[stk[sp - 1]]++;
					continue;
				}
				int j = g->nbr[it[a]], b = mate[j];
				if (b < 0) {	/* augment along the stack */
					for (size_t k = sp; k-- > 0;) {
						int x = stk[k], y = g->nbr[it[x]];
						mate[x] = y;
						mate[y] = x;
					}
					size++;
					break;
				}
				if (dist[b] == dist[a] + 1)
					stk[sp++] = b;
				else
					it[a]++;
			}
		}
	}
	free(dist);
	free(queue);
	free(stk);
	free(it);
	return size;
}

int bipartite_matching(const struct graph *g, int *mate, struct trace *tr)
{
	size_t n = (size_t)g->n;
	int n1 = g->parts[0], size = 0;
	int *from, *queue, *path;
	unsigned *seen;

	if (!trace_on(tr) && n >= MATCH_HK_MIN)
		return hopcroft_karp(g, mate);
	from = xmalloc((n + 1) * sizeof *from);
	queue = xmalloc((n + 1) * sizeof *queue);
	path = xmalloc((n + 1) * sizeof *path);
	seen = xcalloc(n + 1, sizeof *seen);
	trace_set_algorithm(tr, "augmenting paths", TRACE_QUEUE);
	for (size_t v = 0; v < n; v++)
		mate[v] = -1;
	for (int a = 0; a < n1; a++) {
		int j, len = 0;
		trace_node(tr, TR_NOTE, a, 0, "applicant %d looks for a job", a);
		j = alt_bfs(g, a, mate, from, queue, seen, (unsigned)a + 1, tr);
		if (j < 0) {
			trace_node(tr, TR_PRUNE, a, 0,
				   "no augmenting path from applicant %d: it stays without a job", a);
			continue;
		}
		/* the path a ... from[j] j, collected backwards */
		for (int x = j;;) {
			int u = from[x];
			path[len++] = x;
			path[len++] = u;
			if (u == a)
				break;
			x = mate[u];
		}
		for (int i = 0; i < len / 2; i++) {
			int tmp = path[i];
			path[i] = path[len - 1 - i];
			path[len - 1 - i] = tmp;
		}
		trace_emit(tr, TR_PATH, a, j, -1, 0, 0, path, (size_t)len, NULL, 0,
			   "augmenting path of %d edge%s from applicant %d to job %d", len - 1,
			   len == 2 ? "" : "s", a, j - n1);
		for (int i = 0; i < len; i += 2) {
			mate[path[i]] = path[i + 1];
			mate[path[i + 1]] = path[i];
			trace_edge(tr, TR_MATCH, path[i], path[i + 1],
				   graph_find_edge(g, path[i], path[i + 1]), 0,
				   "applicant %d takes job %d", path[i], path[i + 1] - n1);
		}
		size++;
	}
	if (trace_on(tr)) {
		int *pairs = xmalloc((n + 1) * sizeof *pairs);
		size_t np = 0;
		for (int a = 0; a < n1; a++)
			if (mate[a] >= 0) {
				pairs[np++] = a;
				pairs[np++] = mate[a];
			}
		trace_emit(tr, TR_ANSWER, -1, -1, -1, size, 0, pairs, np, NULL, 0,
			   "maximum matching: %d applicant%s get a job", size, size == 1 ? "" : "s");
		free(pairs);
	}
	free(from);
	free(queue);
	free(path);
	free(seen);
	return size;
}

bool matching_check(const struct graph *g, const int *pairs, size_t npairs, struct check *c)
{
	struct check local;
	unsigned char *used = xcalloc((size_t)g->n + 1, 1);
	int n1 = g->bipartite ? g->parts[0] : 0;

	if (!c)
		c = &local;
	check_ok(c);
	for (size_t i = 0; i < npairs; i++) {
		int a = pairs[2 * i], j = pairs[2 * i + 1];
		if (a < 0 || a >= n1) {
			check_fail(c, (long)i, a, j, -1, "pair %zu: %d is not an applicant", i, a);
			break;
		}
		if (j < n1 || j >= g->n) {
			check_fail(c, (long)i, a, j, -1, "pair %zu: job %d does not exist", i, j - n1);
			break;
		}
		if (!graph_has_edge(g, a, j)) {
			check_fail(c, (long)i, a, j, -1,
				   "pair %zu: applicant %d is not interested in job %d", i, a, j - n1);
			break;
		}
		if (used[a] || used[j]) {
			check_fail(c, (long)i, a, j, -1, "pair %zu: %s %d is matched twice", i,
				   used[a] ? "applicant" : "job", used[a] ? a : j - n1);
			break;
		}
		used[a] = used[j] = 1;
	}
	free(used);
	return c->ok;
}

int solve_matching(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *mate, size;
	cJSON *a, *pairs;

	if (!g->bipartite) {
		*err = solve_err("matching needs a bipartite graph (\"parts\")");
		return -1;
	}
	for (size_t e = 0; e < g->m; e++)
		if ((g->eu[e] < g->parts[0]) == (g->ev[e] < g->parts[0])) {
			*err = solve_err("edge %d-%d does not join an applicant and a job", g->eu[e],
					 g->ev[e]);
			return -1;
		}
	mate = xmalloc(((size_t)g->n + 1) * sizeof *mate);
	size = bipartite_matching(g, mate, tr);
	a = cJSON_CreateObject();
	cJSON_AddNumberToObject(a, "size", size);
	pairs = cJSON_AddArrayToObject(a, "pairs");
	for (int v = 0; v < g->parts[0]; v++)
		if (mate[v] >= 0) {
			int pr[2] = { v, mate[v] - g->parts[0] };
			cJSON_AddItemToArray(pairs, json_int_array(pr, 2));
		}
	free(mate);
	*answer = a;
	return 0;
}
