/* solve-match.c - maximum bipartite matching by shortest augmenting paths
 * (a BFS from each free applicant; Hopcroft-Karp on large graphs), and a
 * matching checker. Left nodes
 * (applicants) are 0..parts[0]-1, right nodes (jobs) follow; answers
 * number jobs from 0 as NLGraph's questions do. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

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

/* Hopcroft-Karp's state of an applicant, in one place: on a random graph
 * of 10^6 nodes nearly every access is a cache miss, so what a step needs
 * shares a cache line (separate dist[], it[], off[] and mate[] arrays cost
 * four misses where this costs one). */
struct hk_applicant {
	unsigned beg, end;	/* its jobs: adj[beg..end) */
	unsigned it;		/* the DFS's next job this phase */
	int dist;		/* BFS layer this phase, INT_MAX when unreached */
};

/* A large array on transparent huge pages where the system offers them on
 * request (fewer TLB misses on random access); plain malloc memory
 * otherwise. */
static void *hk_alloc(size_t bytes)
{
	void *p = xmalloc(bytes);
#ifdef MADV_HUGEPAGE
	if (bytes >= (4u << 20)) {
		uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
		uintptr_t e = ((uintptr_t)p + bytes) & ~(uintptr_t)4095;
		(void)madvise((void *)a, e - a, MADV_HUGEPAGE);	/* advice only */
	}
#endif
	return p;
}

/* Hopcroft-Karp: a greedy first matching, then phases of a BFS layering
 * from every free applicant and vertex-disjoint shortest augmenting paths
 * found by an iterative DFS (it keeps each applicant's next job, so a
 * phase is linear). Jobs are numbered from 0 in adj[] and jmate[]. Needs
 * fewer than UINT_MAX applicant-job adjacencies (the caller checks). */
static int hopcroft_karp(const struct graph *g, int *mate)
{
	const int n1 = g->parts[0], n2 = g->parts[1], INF = INT_MAX;
	struct hk_applicant *A = hk_alloc(((size_t)n1 + 1) * sizeof *A);
	unsigned *adj = hk_alloc((g->off[n1] + 1) * sizeof *adj);
	int *jmate = hk_alloc(((size_t)n2 + 1) * sizeof *jmate);
	int *amate = hk_alloc(((size_t)n1 + 1) * sizeof *amate);
	int *queue = xmalloc(((size_t)n1 + 1) * sizeof *queue);
	int *stk = xmalloc(((size_t)n1 + 1) * sizeof *stk);
	int size = 0;

	for (size_t k = 0; k < g->off[n1]; k++)
		adj[k] = (unsigned)(g->nbr[k] - n1);
	for (int j = 0; j < n2; j++)
		jmate[j] = -1;
	/* greedy: each applicant takes its first free job */
	for (int a = 0; a < n1; a++) {
		A[a].beg = (unsigned)g->off[a];
		A[a].end = (unsigned)g->off[a + 1];
		amate[a] = -1;
		for (unsigned k = A[a].beg; k < A[a].end; k++)
			if (jmate[adj[k]] < 0) {
				jmate[adj[k]] = a;
				amate[a] = (int)adj[k];
				size++;
				break;
			}
	}
	for (;;) {
		size_t head = 0, tail = 0;
		bool found = false;
		for (int a = 0; a < n1; a++) {
			A[a].dist = amate[a] < 0 ? 0 : INF;
			if (amate[a] < 0)
				queue[tail++] = a;
		}
		while (head < tail) {
			int a = queue[head++], next = A[a].dist + 1;
			for (unsigned k = A[a].beg; k < A[a].end; k++) {
				int b = jmate[adj[k]];
				if (b < 0)
					found = true;
				else if (A[b].dist == INF) {
					A[b].dist = next;
					queue[tail++] = b;
				}
			}
		}
		if (!found)
			break;
		for (int a = 0; a < n1; a++)
			A[a].it = A[a].beg;
		for (int r = 0; r < n1; r++) {
			size_t sp = 0;
			if (amate[r] >= 0)
				continue;
			stk[sp++] = r;
			while (sp) {
				struct hk_applicant *pa = &A[stk[sp - 1]];
				if (pa->it == pa->end) {	/* a leads nowhere this phase */
					pa->dist = INF;
					if (--sp)
						A[stk[sp - 1]].it++;
					continue;
				}
				int b = jmate[adj[pa->it]];
				if (b < 0) {	/* augment along the stack */
					for (size_t k = sp; k-- > 0;) {
						int x = stk[k], y = (int)adj[A[x].it];
						amate[x] = y;
						jmate[y] = x;
					}
					size++;
					break;
				}
				if (A[b].dist == pa->dist + 1)
					stk[sp++] = b;
				else
					pa->it++;
			}
		}
	}
	for (size_t v = 0; v < (size_t)g->n; v++)
		mate[v] = -1;
	for (int a = 0; a < n1; a++)
		if (amate[a] >= 0) {
			mate[a] = n1 + amate[a];
			mate[n1 + amate[a]] = a;
		}
	free(A);
	free(adj);
	free(jmate);
	free(amate);
	free(queue);
	free(stk);
	return size;
}

int bipartite_matching(const struct graph *g, int *mate, struct trace *tr)
{
	size_t n = (size_t)g->n;
	int n1 = g->parts[0], size = 0;
	int *from, *queue, *path;
	unsigned *seen;

	if (!trace_on(tr) && n >= MATCH_HK_MIN && g->off[n1] < UINT_MAX)
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
