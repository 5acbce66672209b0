/* gen-family.c - graph families on k local nodes, appended to an edge
 * builder through map[] (local node -> graph node). Each draws only from
 * the prng it is given. */
#include "config.h"
#include "gen.h"

#include <stdlib.h>
#include <string.h>

/* A uniform random labelled tree: decode a random Pruefer sequence (the
 * linear-time decoding). */
void fam_tree(struct prng *r, struct eb *b, const int *map, int k)
{
	int *seq, *deg, ptr, leaf;

	if (k < 2)
		return;
	seq = xmalloc((size_t)k * sizeof *seq);
	deg = xmalloc((size_t)k * sizeof *deg);
	for (int i = 0; i < k; i++)
		deg[i] = 1;
	for (int i = 0; i < k - 2; i++) {
		seq[i] = (int)prng_below(r, (uint64_t)k);
		deg[seq[i]]++;
	}
	for (ptr = 0; deg[ptr] != 1; ptr++)
		;
	leaf = ptr;
	for (int i = 0; i < k - 2; i++) {
		int v = seq[i];
		if (b->directed && prng_chance(r, PROB_ONE / 2))
			eb_add(b, map[v], map[leaf]);
		else
			eb_add(b, map[leaf], map[v]);
		if (--deg[v] == 1 && v < ptr) {
			leaf = v;
		} else {
			for (ptr++; deg[ptr] != 1; ptr++)
				;
			leaf = ptr;
		}
	}
	eb_add(b, map[leaf], map[k - 1]);
	free(seq);
	free(deg);
}

void fam_gnp(struct prng *r, struct eb *b, const int *map, int k, prob_t p)
{
	for (int i = 0; i < k; i++)
		for (int j = b->directed ? 0 : i + 1; j < k; j++)
			if (i != j && prng_chance(r, p))
				eb_add(b, map[i], map[j]);
}

/* Random topological order, forward edges with probability p; connected
 * adds a forward spanning tree first (every node after the first gets an
 * edge from an earlier one). */
void fam_dag(struct prng *r, struct eb *b, const int *map, int k, prob_t p, bool connected)
{
	int *ord = xmalloc(((size_t)k + 1) * sizeof *ord);

	prng_permutation(r, ord, (size_t)k);
	if (connected)
		for (int i = 1; i < k; i++)
			eb_add(b, map[ord[prng_below(r, (uint64_t)i)]], map[ord[i]]);
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++)
			if (prng_chance(r, p))
				eb_add(b, map[ord[i]], map[ord[j]]);
	free(ord);
}

/* m distinct edges, uniformly: rejection while sparse, a partial shuffle of
 * all pairs when dense. */
void fam_gnm(struct prng *r, struct eb *b, const int *map, int k, long m)
{
	long maxm = b->directed ? (long)k * (k - 1) : (long)k * (k - 1) / 2;
	size_t start = b->m;

	if (m > maxm)
		m = maxm;
	if (m <= 0)
		return;
	if (m * 2 <= maxm) {
		while ((long)(b->m - start) < m) {
			int u = (int)prng_below(r, (uint64_t)k), v = (int)prng_below(r, (uint64_t)k);
			if (u != v)
				eb_add(b, map[u], map[v]);
		}
		return;
	}
	{
		int *pu = xmalloc((size_t)maxm * sizeof *pu), *pv = xmalloc((size_t)maxm * sizeof *pv);
		long n = 0;
		for (int i = 0; i < k; i++)
			for (int j = b->directed ? 0 : i + 1; j < k; j++)
				if (i != j) {
					pu[n] = i;
					pv[n] = j;
					n++;
				}
		for (long i = 0; i < m; i++) {
			long j = i + (long)prng_below(r, (uint64_t)(n - i));
			int tu = pu[i], tv = pv[i];
			pu[i] = pu[j];
			pv[i] = pv[j];
			pu[j] = tu;
			pv[j] = tv;
			eb_add(b, map[pu[i]], map[pv[i]]);
		}
		free(pu);
		free(pv);
	}
}

void fam_complete(struct eb *b, const int *map, int k, bool acyclic)
{
	for (int i = 0; i < k; i++)
		for (int j = (b->directed && !acyclic) ? 0 : i + 1; j < k; j++)
			if (i != j)
				eb_add(b, map[i], map[j]);
}

/* Configuration model: pair shuffled degree stubs (directed: out-stubs
 * meet in-stubs), then repair loops and repeated edges by degree-preserving
 * switches with random other edges (u-v, x-y -> u-y, x-v) until the graph
 * is simple. Returns 0, or -1 when the repair rounds ran out. */
int fam_regular(struct prng *r, struct eb *b, const int *map, int k, int d)
{
	size_t ns = (size_t)k * (size_t)d, m = b->directed ? ns : ns / 2;
	int *st = xmalloc((ns + 1) * sizeof *st);
	int *eu = xmalloc((m + 1) * sizeof *eu), *ev = xmalloc((m + 1) * sizeof *ev);
	size_t *bad = xmalloc((m + 1) * sizeof *bad), nbad = 1;
	struct eb t;
	int rc = -1;

	if (m == 0) {
		free(st), free(eu), free(ev), free(bad);
		return 0;
	}
	for (size_t i = 0; i < ns; i++)
		st[i] = (int)(i / (size_t)d);
	prng_shuffle(r, st, ns);
	for (size_t e = 0; e < m; e++) {
		eu[e] = b->directed ? (int)(e / (size_t)d) : st[2 * e];
		ev[e] = b->directed ? st[e] : st[2 * e + 1];
	}
	eb_init(&t, k, b->directed, false);
	for (int round = 0; round < 2000 && nbad; round++) {
		eb_clear(&t);
		nbad = 0;
		for (size_t e = 0; e < m; e++)
			if (!eb_add(&t, eu[e], ev[e]))
				bad[nbad++] = e;
		for (size_t i = 0; i < nbad; i++) {
			size_t e = bad[i], f = (size_t)prng_below(r, m);
			int x;
			if (f == e)
				continue;
			if (!b->directed && prng_chance(r, PROB_ONE / 2)) {
				x = eu[f];
				eu[f] = ev[f];
				ev[f] = x;
			}
			x = ev[e];
			ev[e] = ev[f];
			ev[f] = x;
		}
	}
	if (!nbad) {
		rc = 0;
		for (size_t e = 0; e < m; e++)
			eb_add(b, map[eu[e]], map[ev[e]]);
	}
	eb_free(&t);
	free(st);
	free(eu);
	free(ev);
	free(bad);
	return rc;
}

/* Left nodes 0..n1-1, right n1..n1+n2-1; edges always (left, right). */
void fam_bipartite(struct prng *r, struct eb *b, int n1, int n2, prob_t p, bool connected)
{
	if (connected && n1 > 0 && n2 > 0) {
		int n = n1 + n2, *ord = xmalloc((size_t)n * sizeof *ord), placed_l = 0, placed_r = 0;
		int *pl = xmalloc((size_t)n * sizeof *pl), *pr = xmalloc((size_t)n * sizeof *pr);
		int l0 = (int)prng_below(r, (uint64_t)n1), r0 = n1 + (int)prng_below(r, (uint64_t)n2);
		int k = 0;

		eb_add(b, l0, r0);
		pl[placed_l++] = l0;
		pr[placed_r++] = r0;
		for (int i = 0; i < n; i++)
			if (i != l0 && i != r0)
				ord[k++] = i;
		prng_shuffle(r, ord, (size_t)k);
		for (int i = 0; i < k; i++) {
			int v = ord[i];
			if (v < n1) {
				eb_add(b, v, pr[prng_below(r, (uint64_t)placed_r)]);
				pl[placed_l++] = v;
			} else {
				eb_add(b, pl[prng_below(r, (uint64_t)placed_l)], v);
				pr[placed_r++] = v;
			}
		}
		free(ord);
		free(pl);
		free(pr);
	}
	for (int a = 0; a < n1; a++)
		for (int j = n1; j < n1 + n2; j++)
			if (prng_chance(r, p))
				eb_add(b, a, j);
}

/* A random Hamilton cycle, then `extra` more cycles over unused edges:
 * every degree stays even (directed: in = out) and the graph connected. */
void fam_eulerian(struct prng *r, struct eb *b, const int *map, int k, long extra)
{
	int *perm = xmalloc(((size_t)k + 1) * sizeof *perm);
	int minlen = b->directed ? 2 : 3;

	if (k < minlen) {
		free(perm);
		return;
	}
	prng_permutation(r, perm, (size_t)k);
	for (int i = 0; i < k; i++)
		eb_add(b, map[perm[i]], map[perm[(i + 1) % k]]);
	for (long c = 0; c < extra; c++) {
		for (int attempt = 0; attempt < 20; attempt++) {
			int len = (int)prng_range(r, minlen, k);
			bool ok = true;
			prng_permutation(r, perm, (size_t)k);
			for (int i = 0; i < len && ok; i++)
				ok = !eb_has(b, map[perm[i]], map[perm[(i + 1) % len]]);
			if (!ok)
				continue;
			for (int i = 0; i < len; i++)
				eb_add(b, map[perm[i]], map[perm[(i + 1) % len]]);
			break;
		}
	}
	free(perm);
}
