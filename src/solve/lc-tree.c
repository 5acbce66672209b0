/* lc-tree.c - problems on (mostly) trees: longest path (2246), restricted
 * reach (2368), good paths (2421), Alice and Bob (2467), fuel (2477),
 * coins (2603), trip prices (2646), and the street with a shortcut (3017).
 * See lc.h. Trees are rooted at 0 and walked breadth-first. */
#include "config.h"
#include "lc.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* BFS from root over the undirected adjacency: order[] (k nodes reached),
 * par[] (-1 for the root and unreached nodes), depth[]. */
struct rooted {
	struct lc_adj a;
	int n, k, *order, *par, *depth;
};

static void root_tree(struct rooted *t, const struct graph *g, int n, int root,
		      struct trace *tr)
{
	lc_adj_build(&t->a, g, n, LC_BOTH);
	t->n = n;
	t->order = xmalloc(((size_t)n + 1) * sizeof *t->order);
	t->par = xmalloc(((size_t)n + 1) * sizeof *t->par);
	t->depth = xmalloc(((size_t)n + 1) * sizeof *t->depth);
	for (int v = 0; v < n; v++) {
		t->par[v] = -1;
		t->depth[v] = -1;
	}
	t->k = 0;
	if (root < 0 || root >= n)
		return;
	t->order[t->k++] = root;
	t->depth[root] = 0;
	trace_set_algorithm(tr, "BFS (root the tree)", TRACE_QUEUE);
	trace_node(tr, TR_DISCOVER, root, 0, "root the tree at %d", root);
	trace_node(tr, TR_SET_DIST, root, 0, "depth[%d] = 0", root);
	trace_node(tr, TR_ENQUEUE, root, 0, "enqueue %d", root);
	for (int h = 0; h < t->k; h++) {
		int u = t->order[h];
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d, its children are the new neighbours", u);
		for (size_t q = t->a.off[u]; q < t->a.off[u + 1]; q++) {
			int v = t->a.to[q];
			long e = (long)t->a.edge[q];
			if (t->depth[v] >= 0) {
				trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d already placed", u,
					   v, v);
				continue;
			}
			t->depth[v] = t->depth[u] + 1;
			t->par[v] = u;
			t->order[t->k++] = v;
			trace_edge(tr, TR_EXAMINE, u, v, e, 0, "edge %d-%d: %d is a child of %d", u, v,
				   v, u);
			trace_emit(tr, TR_DISCOVER, v, u, e, 0, 0, NULL, 0, NULL, 0,
				   "parent[%d] = %d", v, u);
			trace_node(tr, TR_SET_DIST, v, t->depth[v], "depth[%d] = %d", v, t->depth[v]);
			trace_node(tr, TR_ENQUEUE, v, 0, "enqueue %d", v);
		}
		trace_node(tr, TR_SETTLE, u, 0, NULL);
	}
	trace_note(tr, "then the answer from the leaves up (or the root down) in this order");
}

static void root_free(struct rooted *t)
{
	lc_adj_free(&t->a);
	free(t->order);
	free(t->par);
	free(t->depth);
}

int lc_solve_2246(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const cJSON *s = cJSON_GetObjectItemCaseSensitive(p->query, "s");
	int n = p->graph->n, *best1, *best2, ans = n ? 1 : 0;
	struct rooted t;

	if (!cJSON_IsString(s) || (int)strlen(s->valuestring) < n)
		return lc_fail(err, "lc2246: query.s must be a string of %d characters", n);
	root_tree(&t, p->graph, n, 0, tr);
	best1 = xcalloc((size_t)n + 1, sizeof *best1);
	best2 = xcalloc((size_t)n + 1, sizeof *best2);
	/* children before parents: chains through children of another letter */
	for (int h = t.k - 1; h >= 0; h--) {
		int v = t.order[h], u = t.par[v], c = best1[v] + 1;
		if (1 + best1[v] + best2[v] > ans)
			ans = 1 + best1[v] + best2[v];
		if (u < 0 || s->valuestring[u] == s->valuestring[v])
			continue;
		if (c > best1[u]) {
			best2[u] = best1[u];
			best1[u] = c;
		} else if (c > best2[u]) {
			best2[u] = c;
		}
	}
	trace_node(tr, TR_ANSWER, -1, ans, "the longest path without equal neighbours: %d nodes",
		   ans);
	free(best1);
	free(best2);
	root_free(&t);
	return lc_answer_int(answer, ans);
}

int lc_solve_2368(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int n = (int)lc_qint(p, "n", p->graph->n), *queue, head = 0, tail = 0;
	size_t nr;
	int64_t *r = lc_qints(p, "restricted", &nr);
	char *seen;
	struct lc_adj a;

	if (!r)
		return lc_fail(err, "lc2368: query.restricted must be a list of integers");
	if (n > p->graph->n)
		n = p->graph->n;
	if (lc_require_tree(p, n, err)) {
		free(r);
		return -1;
	}
	if (n > p->graph->n)
		n = p->graph->n;
	lc_adj_build(&a, p->graph, n, LC_BOTH);
	seen = xcalloc((size_t)n + 1, 1);
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	trace_set_algorithm(tr, "BFS", TRACE_QUEUE);
	for (size_t i = 0; i < nr; i++)
		if (r[i] >= 0 && r[i] < n) {
			seen[r[i]] = 1;
			trace_node(tr, TR_NOTE, (int)r[i], 0, "%lld is restricted",
				   (long long)r[i]);
		}
	if (n > 0 && !seen[0]) {
		seen[0] = 1;
		queue[tail++] = 0;
		trace_node(tr, TR_DISCOVER, 0, 0, "start at node 0");
		trace_node(tr, TR_ENQUEUE, 0, 0, "enqueue 0");
	}
	while (head < tail) {
		int u = queue[head++];
		trace_node(tr, TR_DEQUEUE, u, 0, "dequeue %d, look at its neighbours", u);
		for (size_t k = a.off[u]; k < a.off[u + 1]; k++) {
			int v = a.to[k];
			if (seen[v]) {
				trace_edge(tr, TR_EXAMINE, u, v, (long)a.edge[k], 0,
					   "edge %d-%d: %d seen or restricted", u, v, v);
				continue;
			}
			seen[v] = 1;
			queue[tail++] = v;
			trace_edge(tr, TR_EXAMINE, u, v, (long)a.edge[k], 0, "edge %d-%d: %d is new",
				   u, v, v);
			trace_emit(tr, TR_DISCOVER, v, u, (long)a.edge[k], 0, 0, NULL, 0, NULL, 0,
				   "discover %d from %d", v, u);
			trace_node(tr, TR_ENQUEUE, v, 0, "enqueue %d", v);
		}
		trace_node(tr, TR_SETTLE, u, 0, "%d done", u);
	}
	trace_node(tr, TR_ANSWER, -1, tail, "%d node%s reached from 0", tail,
		   tail == 1 ? "" : "s");
	free(seen);
	free(queue);
	free(r);
	lc_adj_free(&a);
	return lc_answer_int(answer, tail);
}

struct keyed {
	int64_t key;
	int node;
};

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;
	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return (x->node > y->node) - (x->node < y->node);
}

int lc_solve_2421(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	size_t nv;
	int64_t *val = lc_qints(p, "values", &nv), total;
	int n = (int)nv, *idx, *cnt;
	struct lc_adj a;
	struct lc_dsu d;

	if (!val)
		return lc_fail(err, "lc2421: query.values must be a list of integers");
	if (lc_require_tree(p, n, err)) {
		free(val);
		return -1;
	}
	lc_adj_build(&a, p->graph, n, LC_BOTH);
	lc_dsu_init(&d, n);
	idx = xmalloc(((size_t)n + 1) * sizeof *idx);
	cnt = xcalloc((size_t)n + 1, sizeof *cnt);
	{
		struct keyed *kv = xmalloc(((size_t)n + 1) * sizeof *kv);
		for (int i = 0; i < n; i++)
			kv[i] = (struct keyed){ val[i], i };
		qsort(kv, (size_t)n, sizeof *kv, cmp_keyed);
		for (int i = 0; i < n; i++)
			idx[i] = kv[i].node;
		free(kv);
	}
	total = n;
	trace_set_algorithm(tr, "union-find by value", TRACE_QUEUE);
	trace_note(tr, "%d single-node paths", n);
	/* add nodes by value; in each group of equal values, count the pairs
	 * that ended in one component */
	for (int i = 0; i < n;) {
		int j = i;
		int64_t before = total;
		while (j < n && val[idx[j]] == val[idx[i]])
			j++;
		trace_note(tr, "value %lld: add its %d node%s", (long long)val[idx[i]], j - i,
			   j - i == 1 ? "" : "s");
		for (int k = i; k < j; k++) {
			int u = idx[k];
			for (size_t q = a.off[u]; q < a.off[u + 1]; q++)
				if (val[a.to[q]] <= val[u])
					lc_dsu_union_traced(&d, u, a.to[q], (long)a.edge[q], NULL, tr);
		}
		for (int k = i; k < j; k++)
			total += cnt[lc_dsu_find(&d, idx[k])]++;
		for (int k = i; k < j; k++)
			cnt[lc_dsu_find(&d, idx[k])] = 0;
		if (total > before)
			trace_note(tr, "value %lld: %lld good path%s between its nodes",
				   (long long)val[idx[i]], (long long)(total - before),
				   total - before == 1 ? "" : "s");
		i = j;
	}
	trace_node(tr, TR_ANSWER, -1, total, "%lld good paths", (long long)total);
	free(idx);
	free(cnt);
	free(val);
	lc_dsu_free(&d);
	lc_adj_free(&a);
	return lc_answer_int(answer, total);
}

int lc_solve_2467(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	size_t na;
	int64_t *amount = lc_qints(p, "amount", &na), *gain, best = 0;
	long bob = lc_qint(p, "bob", -1);
	int n = (int)na, *btime;
	bool any = false;
	struct rooted t;

	if (!amount || bob < 0 || bob >= n) {
		free(amount);
		return lc_fail(err, "lc2467: need query.amount and a bob node in range");
	}
	if (lc_require_tree(p, n, err)) {
		free(amount);
		return -1;
	}
	root_tree(&t, p->graph, n, 0, tr);
	btime = xmalloc(((size_t)n + 1) * sizeof *btime);
	for (int v = 0; v < n; v++)
		btime[v] = -1;
	/* Bob walks up to the root, one node a second */
	for (int v = (int)bob, s = 0; v >= 0; v = t.par[v], s++)
		btime[v] = s;
	gain = xcalloc((size_t)n + 1, sizeof *gain);
	for (int h = 0; h < t.k; h++) {
		int v = t.order[h], at = t.depth[v];
		int64_t g = amount[v];
		if (btime[v] >= 0 && btime[v] == at)
			g /= 2;
		else if (btime[v] >= 0 && btime[v] < at)
			g = 0;
		gain[v] = g + (t.par[v] >= 0 ? gain[t.par[v]] : 0);
		if (v != 0 && t.a.off[v + 1] - t.a.off[v] == 1 && (!any || gain[v] > best)) {
			best = gain[v];
			any = true;
		}
	}
	if (!any)
		best = n ? gain[0] : 0;
	trace_node(tr, TR_ANSWER, -1, best, "Alice's best net income at a leaf: %lld",
		   (long long)best);
	free(gain);
	free(btime);
	free(amount);
	root_free(&t);
	return lc_answer_int(answer, best);
}

int lc_solve_2477(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	long seats = lc_qint(p, "seats", 0);
	/* n = roads.length + 1: no roads is the capital alone */
	int n = p->graph->n > (int)p->graph->m + 1 ? p->graph->n : (int)p->graph->m + 1;
	int64_t *size, fuel = 0;
	struct rooted t;

	if (seats <= 0)
		return lc_fail(err, "lc2477: query.seats must be positive");
	if (lc_require_tree(p, n, err))
		return -1;
	root_tree(&t, p->graph, n, 0, tr);
	size = xcalloc((size_t)n + 1, sizeof *size);
	/* the representatives of a subtree cross its top edge in ceil(s/seats) cars */
	for (int h = t.k - 1; h > 0; h--) {
		int v = t.order[h];
		size[v]++;
		fuel += (size[v] + seats - 1) / seats;
		size[t.par[v]] += size[v];
		trace_node(tr, TR_NOTE, v, 0, "%lld representative%s cross %d-%d in %lld car%s",
			   (long long)size[v], size[v] == 1 ? "" : "s", v, t.par[v],
			   (long long)((size[v] + seats - 1) / seats),
			   (size[v] + seats - 1) / seats == 1 ? "" : "s");
	}
	trace_node(tr, TR_ANSWER, -1, fuel, "%lld litres of fuel", (long long)fuel);
	free(size);
	root_free(&t);
	return lc_answer_int(answer, fuel);
}

int lc_solve_2603(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	size_t nc;
	int64_t *coins = lc_qints(p, "coins", &nc), left = 0;
	int n = (int)nc, *deg, *queue, *next, head = 0, tail = 0, nn;
	char *gone;
	struct lc_adj a;

	if (!coins)
		return lc_fail(err, "lc2603: query.coins must be a list of 0 and 1");
	if (lc_require_tree(p, n, err)) {
		free(coins);
		return -1;
	}
	lc_adj_build(&a, g, n, LC_BOTH);
	deg = xcalloc((size_t)n + 1, sizeof *deg);
	gone = xcalloc((size_t)n + 1, 1);
	queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	next = xmalloc(((size_t)n + 1) * sizeof *next);
	trace_set_algorithm(tr, "leaf pruning", TRACE_QUEUE);
	for (int v = 0; v < n; v++) {
		deg[v] = (int)(a.off[v + 1] - a.off[v]);
		if (deg[v] == 1 && !coins[v]) {
			queue[tail++] = v;
			trace_node(tr, TR_ENQUEUE, v, 0, "%d is a leaf without a coin: enqueue it", v);
		}
	}
	/* prune coinless leaves, then two layers of leaves: coins within
	 * distance 2 are collected without walking there */
	while (head < tail) {
		int v = queue[head++];
		gone[v] = 1;
		trace_node(tr, TR_DEQUEUE, v, 0, "dequeue %d and cut it off", v);
		trace_node(tr, TR_SETTLE, v, 0, NULL);
		for (size_t q = a.off[v]; q < a.off[v + 1]; q++) {
			int u = a.to[q];
			if (gone[u])
				continue;
			trace_edge(tr, TR_EXAMINE, v, u, (long)a.edge[q], 0,
				   "edge %d-%d cut: %d has %d edge%s left", v, u, u, deg[u] - 1,
				   deg[u] - 1 == 1 ? "" : "s");
			if (--deg[u] == 1 && !coins[u]) {
				queue[tail++] = u;
				trace_node(tr, TR_ENQUEUE, u, 0, "%d is now a leaf without a coin: "
					   "enqueue it", u);
			}
		}
	}
	for (int round = 0; round < 2; round++) {
		nn = 0;
		for (int v = 0; v < n; v++)
			if (!gone[v] && deg[v] == 1)
				next[nn++] = v;
		trace_note(tr, "round %d: cut the %d leaves (their coins are within reach)",
			   round + 1, nn);
		for (int i = 0; i < nn; i++) {
			int v = next[i];
			gone[v] = 1;
			trace_node(tr, TR_SETTLE, v, 0, "cut leaf %d", v);
			for (size_t q = a.off[v]; q < a.off[v + 1]; q++)
				if (!gone[a.to[q]]) {
					deg[a.to[q]]--;
					trace_edge(tr, TR_EXAMINE, v, a.to[q], (long)a.edge[q], 0,
						   "edge %d-%d cut", v, a.to[q]);
				}
		}
	}
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] < n && g->ev[e] < n && !gone[g->eu[e]] && !gone[g->ev[e]])
			left++;
	trace_node(tr, TR_ANSWER, -1, 2 * left, "%lld edge%s left, each walked twice: %lld",
		   (long long)left, left == 1 ? "" : "s", (long long)(2 * left));
	free(deg);
	free(gone);
	free(queue);
	free(next);
	free(coins);
	lc_adj_free(&a);
	return lc_answer_int(answer, 2 * left);
}

int lc_solve_2646(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const cJSON *trips = cJSON_GetObjectItemCaseSensitive(p->query, "trips"), *trip;
	size_t np;
	int64_t *price = lc_qints(p, "price", &np), *cnt, *full, *half, best;
	int n = (int)np;
	struct rooted t;

	if (!price || !cJSON_IsArray(trips)) {
		free(price);
		return lc_fail(err, "lc2646: need query.price and query.trips");
	}
	if (lc_require_tree(p, n, err)) {
		free(price);
		return -1;
	}
	root_tree(&t, p->graph, n, 0, tr);
	cnt = xcalloc((size_t)n + 1, sizeof *cnt);
	/* each trip walks the tree path: climb from the deeper end */
	cJSON_ArrayForEach(trip, trips) {
		const cJSON *x = cJSON_GetArrayItem(trip, 0), *y = cJSON_GetArrayItem(trip, 1);
		int u = cJSON_IsNumber(x) ? x->valueint : -1, v = cJSON_IsNumber(y) ? y->valueint : -1;
		if (u < 0 || v < 0 || u >= n || v >= n || t.depth[u] < 0 || t.depth[v] < 0)
			continue;
		while (u != v) {
			if (t.depth[u] >= t.depth[v]) {
				cnt[u]++;
				u = t.par[u];
			} else {
				cnt[v]++;
				v = t.par[v];
			}
		}
		cnt[u]++;
	}
	/* no two adjacent nodes halved: full/half of each subtree. Prices are
	 * even (the statement); an odd one (off-spec) halves rounding up, the
	 * reading GraphEval's labels follow */
	full = xcalloc((size_t)n + 1, sizeof *full);
	half = xcalloc((size_t)n + 1, sizeof *half);
	for (int h = t.k - 1; h >= 0; h--) {
		int v = t.order[h], u = t.par[v];
		full[v] += cnt[v] * price[v];
		half[v] += cnt[v] * ((price[v] + 1) / 2);
		if (u >= 0) {
			full[u] += full[v] < half[v] ? full[v] : half[v];
			half[u] += full[v];
		}
	}
	best = n ? (full[0] < half[0] ? full[0] : half[0]) : 0;
	trace_node(tr, TR_ANSWER, -1, best, "the cheapest total price of the trips: %lld",
		   (long long)best);
	free(cnt);
	free(full);
	free(half);
	free(price);
	root_free(&t);
	return lc_answer_int(answer, best);
}

int lc_solve_3017(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	long n = lc_qint(p, "n", 0), x = lc_qint(p, "x", 0), y = lc_qint(p, "y", 0);
	int64_t *cnt;
	cJSON *out;

	if (n < 1 || x < 1 || y < 1 || x > n || y > n)
		return lc_fail(err, "lc3017: need 1 <= x, y <= n");
	trace_set_algorithm(tr, "every pair of houses", TRACE_QUEUE);
	cnt = xcalloc((size_t)n + 1, sizeof *cnt);
	/* houses 1..n on a line plus the street x - y: the shortest of the
	 * walk along the line and the two walks through the shortcut */
	for (long i = 1; i <= n; i++)
		for (long j = i + 1; j <= n; j++) {
			long d = j - i, d1 = labs(i - x) + 1 + labs(y - j),
			     d2 = labs(i - y) + 1 + labs(x - j);
			if (d1 < d)
				d = d1;
			if (d2 < d)
				d = d2;
			cnt[d - 1] += 2;
			if (trace_on(tr))
				trace_note(tr, "houses %ld and %ld: %ld along the street, %ld and %ld "
					   "through %ld-%ld: %ld, both ways (count[%ld] = %lld)", i,
					   j, j - i, d1, d2, x, y, d, d, (long long)cnt[d - 1]);
		}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, n, 0, NULL, 0, NULL, 0,
		   "pairs at each distance 1..%ld", n);
	out = lc_int_array(cnt, (size_t)n);
	free(cnt);
	return lc_answer(answer, out);
}
