/* solve-match.c - maximum bipartite matching by shortest augmenting paths
 * (a BFS from each free applicant; on large graphs Karp-Sipser's
 * degree-one rule, then Hopcroft-Karp), and a matching checker. Left nodes
 * (applicants) are 0..parts[0]-1, right nodes (jobs) follow; answers
 * number jobs from 0 as NLGraph's questions do. */
#include "config.h"
#include "solve.h"
#include "problem.h"

#include <limits.h>
#include <stdint.h>
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
				/* leave the frontier empty for the next applicant,
				 * saying why: a bare "dequeue 0" after "job 2 is
				 * free" read as if 0 were searched on */
				while (trace_on(tr) && head < tail) {
					int left = queue[head++];
					trace_node(tr, TR_DEQUEUE, left, 0,
						   "the path is found: applicant %d leaves the "
						   "queue unsearched", left);
				}
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

/* Graphs of at least this many nodes are matched by matching_large() when
 * no trace is asked for. Smaller ones (every published benchmark graph)
 * keep the sequential search above, so their matchings, which gold answers
 * and `gravel solve` print, stay as they were; matching_large() finds
 * another maximum matching, near-linear on sparse graphs where the
 * sequential search can take O(nm). */
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

/* hk_phases() hands over to one search per free applicant once a phase
 * augments fewer than 1 in this many of the free applicants. */
static unsigned hk_tail_ratio = 64;

unsigned matching_set_tail_ratio(unsigned ratio)
{
	unsigned old = hk_tail_ratio;
	hk_tail_ratio = ratio;
	return old;
}

/* v's first neighbour not taken, or -1. */
static inline int first_live(const unsigned *vb, const int *vadj, const unsigned char *taken,
			     int v)
{
	for (unsigned k = vb[v]; k < vb[v + 1]; k++)
		if (!taken[vadj[k]])
			return vadj[k];
	return -1;
}

/* Karp-Sipser's exact rule: a node with one live neighbour is matched to
 * it (some maximum matching holds that pair), and a node with none drops
 * out; repeated until no node has one neighbour. vb[]/vadj[] list every
 * node's neighbours (applicants 0..n1-1, then jobs). Marks taken[] and
 * fills amate[] (jobs from 0); returns the number of pairs. What is left,
 * the core, is matched by hk_phases() and core_searches(), and the union
 * is maximum. */
static int ks_degree_one(int n1, int n, const unsigned *vb, const int *vadj, int *deg,
			 unsigned char *taken, int *amate, int *queue)
{
	size_t head = 0, tail = 0;
	int size = 0;

	for (int v = 0; v < n; v++) {
		deg[v] = (int)(vb[v + 1] - vb[v]);
		taken[v] = 0;
		if (deg[v] == 1)
			queue[tail++] = v;
	}
	while (head < tail) {
		int v = queue[head++], u;
		/* a random graph's queue is in random order: ask for what
		 * the nodes a few places down it will read before they read
		 * it (as topo_kahn does): their records, their neighbours'
		 * marks, their partner's adjacency and its neighbours' marks
		 * (the partner guessed now: the nodes before may take it) */
		if (head + 12 < tail) {
			int x = queue[head + 12];
			__builtin_prefetch(&vb[x]);
			__builtin_prefetch(&taken[x]);
			__builtin_prefetch(&deg[x]);
		}
		if (head + 8 < tail) {
			int x = queue[head + 8];
			for (unsigned k = vb[x]; k < vb[x + 1]; k++)
				__builtin_prefetch(&taken[vadj[k]]);
		}
		if (head + 4 < tail) {
			int y = first_live(vb, vadj, taken, queue[head + 4]);
			if (y >= 0)
				__builtin_prefetch(&vb[y]);
		}
		if (head + 2 < tail) {
			int y = first_live(vb, vadj, taken, queue[head + 2]);
			for (unsigned k = y >= 0 ? vb[y] : 0; y >= 0 && k < vb[y + 1]; k++) {
				__builtin_prefetch(&taken[vadj[k]]);
				__builtin_prefetch(&deg[vadj[k]]);
			}
		}
		if (taken[v] || deg[v] != 1)
			continue;
		u = first_live(vb, vadj, taken, v);
		if (u < 0)	/* cannot happen: deg[v] counts live neighbours */
			continue;
		taken[v] = taken[u] = 1;
		if (v < n1)
			amate[v] = u - n1;
		else
			amate[u] = v - n1;
		size++;
		/* u's other neighbours lose it */
		for (unsigned k = vb[u]; k < vb[u + 1]; k++) {
			int w = vadj[k];
			if (!taken[w] && --deg[w] == 1)
				queue[tail++] = w;
		}
	}
	return size;
}

/* Hopcroft-Karp phases on the core (applicants 0..n1-1 with their jobs in
 * A[a].beg..end of adj[]): a BFS layering from every free applicant, then
 * vertex-disjoint augmenting paths found by an iterative DFS that keeps
 * each applicant's next job (a phase is linear) and takes a free job at
 * any layer. Stops when a phase finds no free job, or when it found so
 * few paths that searching from each free applicant in turn is cheaper
 * (the phases' BFS reaches most of the core each time); *maximum tells
 * the first. Runs at least one phase. Returns the number of
 * augmentations. */
static int hk_phases(int n1, struct hk_applicant *A, const unsigned *adj, int *amate,
		     int *jmate, int *queue, int *stk, int nfree, bool *maximum)
{
	const int INF = INT_MAX;
	int found_total = 0;

	for (;;) {
		size_t head = 0, tail = 0;
		bool found = false;
		int paths = 0;
		for (int a = 0; a < n1; a++) {
			A[a].dist = amate[a] < 0 ? 0 : INF;
			if (amate[a] < 0)
				queue[tail++] = a;
		}
		while (head < tail) {
			int a = queue[head++], next = A[a].dist + 1;
			/* the applicants down the queue: their records, their
			 * jobs, those jobs' mates, and the mates' records, each
			 * a few places before it is read */
			if (head + 12 < tail)
				__builtin_prefetch(&A[queue[head + 12]]);
			if (head + 8 < tail)
				__builtin_prefetch(&adj[A[queue[head + 8]].beg]);
			if (head + 4 < tail) {
				const struct hk_applicant *x = &A[queue[head + 4]];
				for (unsigned k = x->beg; k < x->end; k++)
					__builtin_prefetch(&jmate[adj[k]]);
			}
			if (head + 1 < tail) {
				const struct hk_applicant *x = &A[queue[head + 1]];
				for (unsigned k = x->beg; k < x->end; k++)
					if (jmate[adj[k]] >= 0)
						__builtin_prefetch(&A[jmate[adj[k]]]);
			}
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
		if (!found) {
			*maximum = true;
			break;
		}
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
					paths++;
					break;
				}
				if (A[b].dist == pa->dist + 1)
					stk[sp++] = b;
				else
					pa->it++;
			}
		}
		found_total += paths;
		nfree -= paths;
		/* a phase costs about a BFS of the core; the searches one at a
		 * time cost a dead tree once, and a found path its search */
		if ((size_t)paths * hk_tail_ratio < (size_t)nfree)
			break;
	}
	return found_total;
}

/* One search per free applicant over the core, resumable: the applicants
 * before next are matched or cut off. aseen[]/jseen[] hold the current
 * search's epoch, or DEAD for good. */
struct core_search {
	unsigned *aseen, *jseen;
	int *from;		/* the applicant each job was reached from */
	unsigned epoch;
	int next;
};

/* Searches from the free applicants in turn, a BFS over alternating paths
 * that augments when it reaches a free job. A search that fails leaves a
 * Hungarian tree no later augmenting path can pass through, whatever
 * augments later (its jobs are all matched inside it), so its nodes are
 * cut off for good: failed searches are linear in total. Successful ones
 * may stop paying: past budget adjacencies scanned, this returns with
 * *done false so that a Hopcroft-Karp phase can take the many paths at
 * once. Returns the number of augmentations. */
static int core_searches(struct core_search *cs, int n1, const struct hk_applicant *A,
			 const unsigned *adj, int *amate, int *jmate, int *queue, size_t budget,
			 bool *done)
{
	unsigned *aseen = cs->aseen, *jseen = cs->jseen;
	int *from = cs->from, size = 0;
	size_t work = 0;

	*done = false;
	for (; cs->next < n1; cs->next++) {
		int r = cs->next, free_job = -1;
		size_t head = 0, tail = 0;
		if (amate[r] >= 0 || aseen[r] == DEAD)
			continue;
		if (work > budget)
			return size;
		cs->epoch++;
		queue[tail++] = r;
		aseen[r] = cs->epoch;
		while (head < tail && free_job < 0) {
			int a = queue[head++];
			work += A[a].end - A[a].beg;
			for (unsigned k = A[a].beg; k < A[a].end; k++) {
				unsigned j = adj[k];
				if (jseen[j] == cs->epoch || jseen[j] == DEAD)
					continue;
				jseen[j] = cs->epoch;
				from[j] = a;
				if (jmate[j] < 0) {
					free_job = (int)j;
					break;
				}
				if (aseen[jmate[j]] != cs->epoch) {
					aseen[jmate[j]] = cs->epoch;
					queue[tail++] = jmate[j];
				}
			}
		}
		if (free_job >= 0) {
			for (int j = free_job; j >= 0;) {
				int x = from[j], next = amate[x];
				amate[x] = j;
				jmate[j] = x;
				j = next;
			}
			size++;
			continue;
		}
		for (size_t h = 0; h < tail; h++) {
			int x = queue[h];
			aseen[x] = DEAD;
			for (unsigned k = A[x].beg; k < A[x].end; k++)
				jseen[adj[k]] = DEAD;
		}
	}
	*done = true;
	return size;
}

/* Maximum matching of a large graph: Karp-Sipser's degree-one rule first
 * (exact, and on a sparse random graph it settles most nodes), then the
 * core left over, renumbered densely: a greedy matching, Hopcroft-Karp
 * phases while they pay, and one search per free applicant to finish.
 * The core's jobs are numbered from 0 in cadj[] and cjmate[]. Needs fewer
 * than UINT_MAX / 2 applicant-job adjacencies (the caller checks) and
 * every edge between an applicant and a job (solve_matching checks). */
/* Every node's neighbours in one list, vadj[vb[v]..vb[v+1]): an
 * undirected graph's CSR lists them already (an applicant's jobs, a job's
 * applicants, in edge order); a directed one keeps a job's applicants in
 * its reverse CSR, another array, so both sides are gathered into *own,
 * which the caller frees. */
static const int *both_sides(const struct graph *g, unsigned *vb, int **own)
{
	const int n1 = g->parts[0], n = n1 + g->parts[1];
	const unsigned m = (unsigned)g->off[n1];
	int *o;

	*own = NULL;
	if (!g->directed) {
		for (int v = 0; v <= n; v++)
			vb[v] = (unsigned)g->off[v];
		return g->nbr;
	}
	o = xmalloc_large(2 * ((size_t)m + 1) * sizeof *o);
	for (int a = 0; a < n1; a++)
		for (size_t k = g->off[a]; k < g->off[a + 1]; k++) {
			vb[a + 2]++;
			vb[g->nbr[k] + 2]++;
		}
	for (int v = 0; v < n; v++)
		vb[v + 2] += vb[v + 1];
	for (int a = 0; a < n1; a++)
		for (size_t k = g->off[a]; k < g->off[a + 1]; k++) {
			o[vb[a + 1]++] = g->nbr[k];
			o[vb[g->nbr[k] + 1]++] = a;
		}
	*own = o;
	return o;
}

/* The core left after the degree-one rule: c1 applicants and c2 jobs,
 * renumbered from 0, with cm adjacencies; corig/jorig give each one's own
 * number, camate/cjmate the matching on the core. */
struct core {
	int c1, c2;
	unsigned cm;
	int *corig, *jorig;
	struct hk_applicant *A;
	unsigned *cadj;
	int *cjmate, *camate;
};

/* Numbers the core's nodes in cid[] (-1 outside): the free applicants with
 * a free neighbour, and those neighbours. */
static void core_number(struct core *c, int n1, int n, const unsigned *vb, const int *vadj,
			const unsigned char *taken, int *cid)
{
	for (int v = 0; v < n; v++)
		cid[v] = -1;
	for (int a = 0; a < n1; a++) {
		unsigned live = 0;
		if (taken[a])
			continue;
		for (unsigned k = vb[a]; k < vb[a + 1]; k++) {
			int j = vadj[k];
			if (taken[j])
				continue;
			if (cid[j] < 0)
				cid[j] = c->c2++;
			live++;
		}
		if (live) {
			cid[a] = c->c1++;
			c->cm += live;
		}
	}
}

/* The core's arrays: each node's own number and each applicant's free
 * jobs in core numbers. */
static void core_build(struct core *c, int n1, int n, const unsigned *vb, const int *vadj,
		       const unsigned char *taken, const int *cid)
{
	unsigned ck = 0;

	c->corig = xmalloc(((size_t)c->c1 + 1) * sizeof *c->corig);
	c->jorig = xmalloc(((size_t)c->c2 + 1) * sizeof *c->jorig);
	c->A = xmalloc_large(((size_t)c->c1 + 1) * sizeof *c->A);
	c->cadj = xmalloc_large(((size_t)c->cm + 1) * sizeof *c->cadj);
	c->cjmate = xmalloc_large(((size_t)c->c2 + 1) * sizeof *c->cjmate);
	c->camate = xmalloc_large(((size_t)c->c1 + 1) * sizeof *c->camate);
	for (int v = 0; v < n; v++)
		if (cid[v] >= 0) {
			if (v < n1)
				c->corig[cid[v]] = v;
			else
				c->jorig[cid[v]] = v - n1;
		}
	for (int i = 0; i < c->c1; i++) {
		int a = c->corig[i];
		c->A[i].beg = ck;
		for (unsigned k = vb[a]; k < vb[a + 1]; k++)
			if (!taken[vadj[k]])
				c->cadj[ck++] = (unsigned)cid[vadj[k]];
		c->A[i].end = ck;
	}
}

static void core_free(struct core *c)
{
	free(c->A);
	free(c->cadj);
	free(c->cjmate);
	free(c->camate);
	free(c->corig);
	free(c->jorig);
}

/* Greedy start: each core applicant takes its first free job. Returns the
 * number matched; *nfree gets the number left free. */
static int core_greedy(struct core *c, int *nfree)
{
	int size = 0;

	*nfree = 0;
	for (int j = 0; j < c->c2; j++)
		c->cjmate[j] = -1;
	for (int i = 0; i < c->c1; i++) {
		c->camate[i] = -1;
		for (unsigned k = c->A[i].beg; k < c->A[i].end; k++)
			if (c->cjmate[c->cadj[k]] < 0) {
				c->cjmate[c->cadj[k]] = i;
				c->camate[i] = (int)c->cadj[k];
				size++;
				break;
			}
		*nfree += c->camate[i] < 0;
	}
	return size;
}

/* Phases while they pay, searches while they pay, and so on, until the
 * core's matching is maximum. Returns the number of augmentations. */
static int core_augment(struct core *c, int *queue, int *stk, int nfree)
{
	struct core_search cs = {
		.aseen = xcalloc((size_t)c->c1 + 1, sizeof *cs.aseen),
		.jseen = xcalloc((size_t)c->c2 + 1, sizeof *cs.jseen),
		.from = xmalloc(((size_t)c->c2 + 1) * sizeof *cs.from),
	};
	int size = 0;

	for (;;) {
		bool maximum = false, done = false;
		int paths = hk_phases(c->c1, c->A, c->cadj, c->camate, c->cjmate, queue, stk,
				      nfree, &maximum);
		size += paths;
		nfree -= paths;
		if (maximum)
			break;
		paths = core_searches(&cs, c->c1, c->A, c->cadj, c->camate, c->cjmate, queue,
				      4 * (size_t)c->cm + (size_t)c->c1, &done);
		size += paths;
		nfree -= paths;
		if (done)
			break;
	}
	free(cs.aseen);
	free(cs.jseen);
	free(cs.from);
	return size;
}

static int matching_large(const struct graph *g, int *mate)
{
	const int n1 = g->parts[0], n2 = g->parts[1];
	const int n = n1 + n2;
	unsigned *vb = xcalloc((size_t)n + 2, sizeof *vb);
	int *own;	/* a directed graph's lists, built here */
	const int *vadj = both_sides(g, vb, &own);
	int *deg = xmalloc(((size_t)n + 1) * sizeof *deg);
	unsigned char *taken = xmalloc((size_t)n + 1);
	int *amate = xmalloc(((size_t)n1 + 1) * sizeof *amate);
	int *queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	struct core c = { 0 };
	int size, nfree;

	for (int a = 0; a < n1; a++)
		amate[a] = -1;
	size = ks_degree_one(n1, n, vb, vadj, deg, taken, amate, queue);
	/* deg is reused for the core numbers */
	core_number(&c, n1, n, vb, vadj, taken, deg);
	core_build(&c, n1, n, vb, vadj, taken, deg);
	free(own);
	free(vb);
	size += core_greedy(&c, &nfree);
	int *stk = xmalloc(((size_t)c.c1 + 1) * sizeof *stk);
	size += core_augment(&c, queue, stk, nfree);
	for (int i = 0; i < c.c1; i++)
		if (c.camate[i] >= 0)
			amate[c.corig[i]] = c.jorig[c.camate[i]];
	for (size_t v = 0; v < (size_t)g->n; v++)
		mate[v] = -1;
	for (int a = 0; a < n1; a++)
		if (amate[a] >= 0) {
			mate[a] = n1 + amate[a];
			mate[n1 + amate[a]] = a;
		}
	core_free(&c);
	free(deg);
	free(taken);
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

	if (!trace_on(tr) && n >= MATCH_HK_MIN && g->off[n1] < UINT_MAX / 2)
		return matching_large(g, mate);
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
