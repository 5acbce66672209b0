/* solve-gc-tspbb.c - exact travelling salesman by branch and bound.
 *
 * The search extends a path from node 0 one node at a time. At a search
 * node with path 0 .. last and unvisited set U, the rest of any tour is a
 * Hamiltonian path from last through U to 0, which is a spanning tree of
 * S = U + {last, 0}; with node penalties pi (Held and Karp's Lagrangian),
 *
 *     rest >= MST_pi(S) - 2 sum_{U} pi - pi[last] - pi[0]
 *
 * where MST_pi weighs edge i-j as c(i,j) + pi[i] + pi[j]. At the root the
 * rest is a whole cycle and the bound is the 1-tree (a spanning tree of
 * the other nodes plus the two cheapest edges at 0) minus 2 sum pi. The
 * penalties are tuned by subgradient ascent (degree above its target
 * raises pi), long at the root and a few steps at each child, starting
 * from the parent's. When the tree's degrees all meet their targets the
 * tree is itself the cheapest completion. Weights are integers, so a node
 * is pruned once its bound exceeds the incumbent minus one.
 *
 * Directed graphs use c(i,j) = min(d(i,j), d(j,i)), still a valid bound.
 * The incumbent starts from nearest neighbour + 2-opt.
 *
 * Traced on small graphs (at most TSP_TRACE_CITIES, the first
 * TSP_TRACE_NODES search nodes), every step is an event, for teaching:
 * TR_EXTEND / TR_BACKTRACK as the path grows and shrinks, TR_PRUNE when a
 * branch is cut and TR_NOTE when its bound lets it go on; both carry vec
 * = {bound rounded up (or the cost), incumbent, 0 bound / 1 cost}. The
 * branch summaries are then notes, so prunings are counted once. */
#include "config.h"
#include "gracore-solve.h"
#include "trace.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ROOT_ITERS 2000
#define CHILD_ITERS 8
#define TSP_TRACE_CITIES 12
#define TSP_TRACE_NODES 400

struct tsp {
	int n;
	bool symmetric, nonneg;
	const int64_t *d;
	double *c;		/* symmetric cost, INFINITY when no edge */
	int64_t ub;
	int *best;		/* n + 1 */
	int *path;		/* path[0..depth) */
	unsigned char *vis;
	double *pi;		/* (n + 1) * n: penalties per depth */
	int *deg, *tpar, *nodes, *tour;
	double *key;
	const struct gc_limits *lim;
	struct gc_search_stats *st;
	struct trace *tr;
	double t0;
	bool stop;
	bool detail;		/* every step traced (small graphs) */
};

/* The detailed events are on for the first TSP_TRACE_NODES search nodes. */
static bool tsp_tracing(const struct tsp *t)
{
	return t->detail && t->st->nodes <= TSP_TRACE_NODES && trace_on(t->tr);
}

/* A branch cut (kind TR_PRUNE) or let go on (TR_NOTE) at last (to w). */
static void tsp_trace_bound(struct tsp *t, enum trace_kind k, int last, int w, int64_t value,
			    int what)
{
	int64_t vec[3] = { value, t->ub, what };

	if (what)
		trace_emit(t->tr, k, last, w, -1, 1, 0, NULL, 0, vec, 3,
			   "going on to %d costs %lld, not less than the best %lld: prune", w,
			   (long long)value, (long long)t->ub);
	else
		trace_emit(t->tr, k, last, -1, -1, k == TR_PRUNE, 0, NULL, 0, vec, 3,
			   "at %d the bound is %lld, %s the best %lld: %s", last, (long long)value,
			   k == TR_PRUNE ? "not less than" : "less than", (long long)t->ub,
			   k == TR_PRUNE ? "prune" : "search on");
}

static bool tsp_prunes(const struct tsp *t, double lb)
{
	double eps = 1e-6 + 1e-9 * fabs((double)t->ub);

	return t->ub != GC_TSP_INF && lb > (double)t->ub - 1.0 + eps;
}

static void tsp_improve(struct tsp *t, const int *tour, int64_t len, const char *how)
{
	if (len >= t->ub)
		return;
	t->ub = len;
	memcpy(t->best, tour, ((size_t)t->n + 1) * sizeof *tour);
	t->st->improvements++;
	trace_emit(t->tr, TR_BEST, -1, -1, -1, len, 0, tour, (size_t)t->n + 1, NULL, 0,
		   "better tour of length %lld (%s, after %ld search nodes)", (long long)len, how,
		   t->st->nodes);
}

/* Prim over nodes[0..k) with penalties pi; root mode leaves node 0 out of
 * the tree and joins it by its two cheapest edges. Fills deg[] and tpar[]
 * (parent in the tree; for node 0 in root mode, tpar holds nothing).
 * Returns the penalised weight, INFINITY when no spanning tree exists. */
static double tsp_tree(struct tsp *t, int k, const double *pi, bool root, int *e1, int *e2)
{
	int n = t->n;
	double total = 0;
	int *nodes = t->nodes;

	for (int i = 0; i < k; i++) {
		t->deg[nodes[i]] = 0;
		t->key[nodes[i]] = INFINITY;
		t->tpar[nodes[i]] = -1;
	}
	/* nodes[0] starts the tree; in root mode nodes[] excludes 0 */
	t->key[nodes[0]] = 0;
	for (int it = 0; it < k; it++) {
		int u = -1;
		for (int i = it; i < k; i++)
			if (u < 0 || t->key[nodes[i]] < t->key[nodes[u]])
				u = i;
		if (t->key[nodes[u]] == INFINITY)
			return INFINITY;
		{
			int x = nodes[u];
			nodes[u] = nodes[it];
			nodes[it] = x;
		}
		u = nodes[it];
		total += t->key[u];
		if (t->tpar[u] >= 0) {
			t->deg[u]++;
			t->deg[t->tpar[u]]++;
		}
		for (int i = it + 1; i < k; i++) {
			int v = nodes[i];
			double w = t->c[(size_t)u * (size_t)n + (size_t)v];
			if (w == INFINITY)
				continue;
			w += pi[u] + pi[v];
			if (w < t->key[v]) {
				t->key[v] = w;
				t->tpar[v] = u;
			}
		}
	}
	if (root) {
		double b1 = INFINITY, b2 = INFINITY;
		*e1 = *e2 = -1;
		for (int i = 0; i < k; i++) {
			int v = nodes[i];
			double w = t->c[(size_t)v];
			if (w == INFINITY)
				continue;
			w += pi[0] + pi[v];
			if (w < b1) {
				b2 = b1;
				*e2 = *e1;
				b1 = w;
				*e1 = v;
			} else if (w < b2) {
				b2 = w;
				*e2 = v;
			}
		}
		if (*e2 < 0)
			return INFINITY;
		t->deg[0] = 2;
		t->deg[*e1]++;
		t->deg[*e2]++;
		total += b1 + b2;
	}
	return total;
}

/* Tree degrees all on target: read the tour it spells and offer it. */
static void tsp_tree_tour(struct tsp *t, int depth, int k, bool root, int e1, int e2)
{
	int n = t->n, pos = 0, prev = -1, cur, *nb = xmalloc((size_t)n * 2 * sizeof *nb);

	for (int i = 0; i < 2 * n; i++)
		nb[i] = -1;
	for (int i = 0; i < k; i++) {
		int v = t->nodes[i], p = t->tpar[v];
		if (p < 0)
			continue;
		nb[2 * v + (nb[2 * v] >= 0)] = p;
		nb[2 * p + (nb[2 * p] >= 0)] = v;
	}
	if (root) {
		nb[0] = e1;
		nb[1] = e2;
		nb[2 * e1 + (nb[2 * e1] >= 0)] = 0;
		nb[2 * e2 + (nb[2 * e2] >= 0)] = 0;
		cur = 0;
	} else {
		for (pos = 0; pos < depth - 1; pos++)
			t->tour[pos] = t->path[pos];
		cur = t->path[depth - 1];
	}
	while (pos < n) {
		int next = nb[2 * cur] != prev ? nb[2 * cur] : nb[2 * cur + 1];
		t->tour[pos++] = cur;
		prev = cur;
		cur = next;
		if (cur < 0)
			break;
	}
	free(nb);
	if (pos < n || cur != 0)
		return;	/* not a single path (cannot happen with targets met) */
	t->tour[n] = 0;
	tsp_improve(t, t->tour, gc_tsp_length(t->d, n, t->tour), "the bound's tree is a tour");
}

/* Subgradient ascent at a search node; pi is updated in place. Returns
 * the best bound on the whole tour through this node. */
static double tsp_bound(struct tsp *t, int depth, int64_t cost, double *pi, int iters)
{
	int n = t->n, k = 0, last = t->path[depth - 1], e1 = -1, e2 = -1, stall = 0;
	bool root = depth == 1;
	double best = -INFINITY, lambda = root ? 2.0 : 1.0;

	if (!root)
		t->nodes[k++] = last;
	for (int v = 1; v < n; v++)
		if (!t->vis[v])
			t->nodes[k++] = v;
	if (!root)
		t->nodes[k++] = 0;
	for (int it = 0; it < iters; it++) {
		double tree = tsp_tree(t, k, pi, root, &e1, &e2), lb, sumsq = 0, step;
		double sumpi = 0, target;
		if (tree == INFINITY)
			return INFINITY;
		for (int i = 0; i < k; i++) {
			int v = t->nodes[i];
			target = !root && (v == last || v == 0) ? 1 : 2;
			sumpi += target * pi[v];
			sumsq += (t->deg[v] - target) * (t->deg[v] - target);
		}
		if (root) {
			sumpi += 2 * pi[0];
			sumsq += (t->deg[0] - 2) * (t->deg[0] - 2);
		}
		lb = (double)cost + tree - sumpi;
		if (lb > best + 1e-9) {
			best = lb;
			stall = 0;
		} else if (++stall >= (root ? n / 2 + 5 : 2)) {
			lambda /= 2;
			stall = 0;
		}
		if (sumsq == 0)
			tsp_tree_tour(t, depth, k, root, e1, e2);
		if (tsp_prunes(t, best) || sumsq == 0 || lambda < 1e-5)
			break;
		step = lambda * ((t->ub != GC_TSP_INF ? (double)t->ub : 1.05 * fabs(lb) + 1) - lb) /
		       sumsq;
		for (int i = 0; i < k; i++) {
			int v = t->nodes[i];
			target = !root && (v == last || v == 0) ? 1 : 2;
			pi[v] += step * (t->deg[v] - target);
		}
		if (root)
			pi[0] += step * (t->deg[0] - 2);
	}
	return best;
}

static bool tsp_limit(struct tsp *t)
{
	if (t->stop)
		return true;
	if (t->lim && t->lim->max_nodes && t->st->nodes >= t->lim->max_nodes)
		t->stop = true;
	if (t->lim && t->lim->max_seconds > 0 && (t->st->nodes & 255) == 0 &&
	    now_seconds() - t->t0 > t->lim->max_seconds)
		t->stop = true;
	return t->stop;
}

static void tsp_dfs(struct tsp *t, int depth, int64_t cost)
{
	int n = t->n, last = t->path[depth - 1], nc = 0;
	double *pi = t->pi + (size_t)depth * (size_t)n, lb;
	int *cand;

	t->st->nodes++;
	if (depth == n) {
		int64_t back = t->d[(size_t)last * (size_t)n];
		if (back != GC_TSP_INF) {
			memcpy(t->tour, t->path, (size_t)n * sizeof *t->tour);
			t->tour[n] = 0;
			tsp_improve(t, t->tour, cost + back, "search");
		}
		return;
	}
	memcpy(pi, pi - n, (size_t)n * sizeof *pi);
	/* two or three cities: nothing to bound (a 1-tree needs two edges at 0) */
	lb = n <= 3 ? -INFINITY
		    : tsp_bound(t, depth, cost, pi, depth == 1 ? ROOT_ITERS : CHILD_ITERS);
	if (depth == 1 && n > 3)
		trace_note(t->tr, "root Held-Karp bound %.2f, incumbent %lld", lb,
			   (long long)t->ub);
	if (lb == INFINITY || tsp_prunes(t, lb)) {
		t->st->prunes++;
		if (tsp_tracing(t) && lb == INFINITY)
			trace_node(t->tr, TR_PRUNE, last, 1, "no way to finish the tour from %d: prune",
				   last);
		else if (tsp_tracing(t))
			tsp_trace_bound(t, TR_PRUNE, last, -1, (int64_t)ceil(lb - 1e-6), 0);
		return;
	}
	if (tsp_tracing(t) && n > 3 && t->ub != GC_TSP_INF)
		tsp_trace_bound(t, TR_NOTE, last, -1, (int64_t)ceil(lb - 1e-6), 0);
	cand = xmalloc((size_t)n * sizeof *cand);
	for (int w = 1; w < n; w++) {
		int64_t dw = t->d[(size_t)last * (size_t)n + (size_t)w];
		int j = nc;
		if (t->vis[w] || dw == GC_TSP_INF)
			continue;
		while (j > 0 && (double)t->d[(size_t)last * (size_t)n + (size_t)cand[j - 1]] +
					 pi[cand[j - 1]] > (double)dw + pi[w]) {
			cand[j] = cand[j - 1];
			j--;
		}
		cand[j] = w;
		nc++;
	}
	for (int i = 0; i < nc && !tsp_limit(t); i++) {
		int w = cand[i];
		int64_t c2 = cost + t->d[(size_t)last * (size_t)n + (size_t)w];
		long before = t->st->nodes, pr = t->st->prunes;
		bool traced = tsp_tracing(t);
		if (t->nonneg && t->ub != GC_TSP_INF && c2 >= t->ub) {
			t->st->prunes++;
			if (traced)
				tsp_trace_bound(t, TR_PRUNE, last, w, c2, 1);
			continue;
		}
		t->vis[w] = 1;
		t->path[depth] = w;
		if (traced)
			trace_node(t->tr, TR_EXTEND, w, 0, "go on to %d (cost so far %lld)", w,
				   (long long)c2);
		tsp_dfs(t, depth + 1, c2);
		if (traced)
			trace_node(t->tr, TR_BACKTRACK, w, 0, "back from %d", w);
		t->vis[w] = 0;
		if (depth == 1)
			trace_emit(t->tr, t->detail ? TR_NOTE : TR_PRUNE, w, -1, -1,
				   t->detail ? 0 : t->st->prunes - pr, 0, NULL, 0, NULL, 0,
				   "branch 0->%d: %ld search nodes, %ld pruned, best so far %lld", w,
				   t->st->nodes - before, t->st->prunes - pr, (long long)t->ub);
	}
	free(cand);
}

int64_t gc_tsp(const struct graph *g, const struct gc_limits *lim, int *tour, bool *proven,
	       struct gc_search_stats *st, struct trace *tr)
{
	struct tsp t = { .n = g->n, .lim = lim, .st = st, .tr = tr, .ub = GC_TSP_INF };
	size_t n = g->n > 0 ? (size_t)g->n : 1;
	int64_t nn;

	*st = (struct gc_search_stats){ 0 };
	*proven = false;
	trace_set_algorithm(tr, "Branch and bound (Held-Karp bound)", TRACE_STACK);
	if (g->n <= 1 || g->n > GC_TSP_MAX) {
		*proven = g->n <= 1;
		if (g->n == 1)
			tour[0] = tour[1] = 0;
		trace_emit(tr, TR_ANSWER, -1, -1, -1, g->n == 1 ? 0 : -1, 0, g->n == 1 ? tour : NULL,
			   g->n == 1 ? 2 : 0, NULL, 0, "%s", g->n == 1 ? "one city: length 0"
			   : g->n == 0 ? "no cities" : "too many cities for the exact solver");
		return g->n == 1 ? 0 : GC_TSP_INF;
	}
	t.t0 = now_seconds();
	t.d = gc_tsp_matrix(g);
	t.symmetric = !g->directed;
	t.nonneg = true;
	t.c = xmalloc(n * n * sizeof *t.c);
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			int64_t a = t.d[i * n + j], b = t.d[j * n + i], m = a < b ? a : b;
			t.c[i * n + j] = m == GC_TSP_INF ? INFINITY : (double)m;
			if (a != b)
				t.symmetric = false;
			if (a < 0)
				t.nonneg = false;
		}
	t.best = xmalloc((n + 1) * sizeof *t.best);
	t.tour = xmalloc((n + 1) * sizeof *t.tour);
	t.path = xmalloc((n + 1) * sizeof *t.path);
	t.vis = xcalloc(n, 1);
	t.pi = xcalloc((n + 1) * n, sizeof *t.pi);
	t.deg = xmalloc(n * sizeof *t.deg);
	t.tpar = xmalloc(n * sizeof *t.tpar);
	t.nodes = xmalloc(n * sizeof *t.nodes);
	t.key = xmalloc(n * sizeof *t.key);

	nn = gc_tsp_nearest(g, t.tour);
	trace_note(tr, "nearest-neighbour tour from 0: %s%lld", nn == GC_TSP_INF ? "none " : "",
		   (long long)(nn == GC_TSP_INF ? 0 : nn));
	if (nn != GC_TSP_INF)
		tsp_improve(&t, t.tour, nn, "nearest neighbour");
	nn = gc_tsp_heuristic(t.d, g->n, t.symmetric, t.tour);
	if (nn != GC_TSP_INF)
		tsp_improve(&t, t.tour, nn, t.symmetric ? "nearest neighbour from every start + 2-opt"
			    : "nearest neighbour from every start");
	t.vis[0] = 1;
	t.path[0] = 0;
	t.detail = trace_on(tr) && g->n <= TSP_TRACE_CITIES;
	if (t.detail)
		trace_node(tr, TR_EXTEND, 0, 0, "start the tour at 0");
	tsp_dfs(&t, 1, 0);
	st->limit_hit = t.stop;
	*proven = !t.stop;
	st->seconds = now_seconds() - t.t0;
	if (t.ub != GC_TSP_INF)
		memcpy(tour, t.best, (n + 1) * sizeof *tour);
	/* with the steps traced, the search leaves the root last: the state's
	 * path empties (it read "path: 0" under the answer) */
	trace_emit(tr, t.detail ? TR_BACKTRACK : TR_PRUNE, t.detail ? 0 : -1, -1, -1,
		   t.detail ? 0 : st->prunes, 0, NULL, 0, NULL, 0,
		   "%s%ld search node%s, %ld pruned, %ld improvement%s%s",
		   t.detail ? "back from 0, the search done: " : "", st->nodes,
		   st->nodes == 1 ? "" : "s", st->prunes, st->improvements,
		   st->improvements == 1 ? "" : "s",
		   t.stop ? ": limit reached, not proven optimal" : "");
	trace_emit(tr, TR_ANSWER, -1, -1, -1, t.ub == GC_TSP_INF ? -1 : t.ub, 0,
		   t.ub != GC_TSP_INF ? tour : NULL, t.ub != GC_TSP_INF ? n + 1 : 0, NULL, 0,
		   "%s %lld%s", t.ub == GC_TSP_INF ? "no tour" : "shortest tour:",
		   (long long)(t.ub == GC_TSP_INF ? 0 : t.ub), *proven ? "" : " (not proven)");
	free((void *)t.d);
	free(t.c);
	free(t.best);
	free(t.tour);
	free(t.path);
	free(t.vis);
	free(t.pi);
	free(t.deg);
	free(t.tpar);
	free(t.nodes);
	free(t.key);
	return t.ub;
}
