/* gen-util.c - the edge builder and the graph properties checks use. */
#include "config.h"
#include "gen.h"

#include <stdlib.h>
#include <string.h>

static uint64_t pair_key(const struct eb *b, int u, int v)
{
	if (!b->directed && u > v) {
		int t = u;
		u = v;
		v = t;
	}
	return ((uint64_t)(uint32_t)u << 32 | (uint32_t)v) + 1;
}

static size_t key_slot(uint64_t k, size_t cap)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	return (size_t)(k & (cap - 1));
}

static void set_grow(struct eb *b)
{
	size_t ncap = b->setcap ? b->setcap * 2 : 64;
	uint64_t *ns = xcalloc(ncap, sizeof *ns);

	for (size_t i = 0; i < b->setcap; i++) {
		size_t j;
		if (!b->set[i])
			continue;
		for (j = key_slot(b->set[i], ncap); ns[j]; j = (j + 1) & (ncap - 1))
			;
		ns[j] = b->set[i];
	}
	free(b->set);
	b->set = ns;
	b->setcap = ncap;
}

void eb_init(struct eb *b, int n, bool directed, bool loops)
{
	memset(b, 0, sizeof *b);
	b->n = n;
	b->directed = directed;
	b->loops = loops;
}

void eb_free(struct eb *b)
{
	free(b->u);
	free(b->v);
	free(b->set);
	memset(b, 0, sizeof *b);
}

void eb_clear(struct eb *b)
{
	b->m = 0;
	b->setn = 0;
	if (b->set)
		memset(b->set, 0, b->setcap * sizeof *b->set);
}

bool eb_has(const struct eb *b, int u, int v)
{
	uint64_t k = pair_key(b, u, v);

	if (!b->setcap)
		return false;
	for (size_t j = key_slot(k, b->setcap); b->set[j]; j = (j + 1) & (b->setcap - 1))
		if (b->set[j] == k)
			return true;
	return false;
}

bool eb_add(struct eb *b, int u, int v)
{
	uint64_t k;
	size_t j;

	if ((u == v && !b->loops) || eb_has(b, u, v))
		return false;
	if ((b->setn + 1) * 2 > b->setcap)
		set_grow(b);
	k = pair_key(b, u, v);
	for (j = key_slot(k, b->setcap); b->set[j]; j = (j + 1) & (b->setcap - 1))
		;
	b->set[j] = k;
	b->setn++;
	if (b->m == b->cap) {
		size_t c = b->cap;
		xgrow(&b->u, &c, b->m + 1, sizeof *b->u);
		c = b->cap;
		xgrow(&b->v, &c, b->m + 1, sizeof *b->v);
		b->cap = c;
	}
	b->u[b->m] = u;
	b->v[b->m] = v;
	b->m++;
	return true;
}

/* ---- properties ------------------------------------------------------- */

static int uf_find(int *par, int x)
{
	while (par[x] != x) {
		par[x] = par[par[x]];
		x = par[x];
	}
	return x;
}

int gprop_components(const struct graph *g)
{
	int *par = xmalloc(((size_t)g->n + 1) * sizeof *par), c = g->n;

	for (int i = 0; i < g->n; i++)
		par[i] = i;
	for (size_t e = 0; e < g->m; e++) {
		int a = uf_find(par, g->eu[e]), b = uf_find(par, g->ev[e]);
		if (a != b) {
			par[a] = b;
			c--;
		}
	}
	free(par);
	return c;
}

bool gprop_connected(const struct graph *g)
{
	return g->n <= 1 || gprop_components(g) == 1;
}

bool gprop_cyclic(const struct graph *g)
{
	bool cyc = false;

	if (!g->directed) {
		int *par = xmalloc(((size_t)g->n + 1) * sizeof *par);
		for (int i = 0; i < g->n; i++)
			par[i] = i;
		for (size_t e = 0; e < g->m && !cyc; e++) {
			int a = uf_find(par, g->eu[e]), b = uf_find(par, g->ev[e]);
			if (a == b)
				cyc = true;
			else
				par[a] = b;
		}
		free(par);
		return cyc;
	}
	/* Kahn: a directed graph is acyclic iff every node gets removed */
	{
		int *indeg = xcalloc((size_t)g->n + 1, sizeof *indeg);
		int *queue = xmalloc(((size_t)g->n + 1) * sizeof *queue);
		size_t *off = xcalloc((size_t)g->n + 2, sizeof *off);
		int *adj = xmalloc((g->m + 1) * sizeof *adj);
		int head = 0, tail = 0;

		for (size_t e = 0; e < g->m; e++) {
			indeg[g->ev[e]]++;
			off[g->eu[e] + 1]++;
		}
		for (int u = 0; u < g->n; u++)
			off[u + 1] += off[u];
		{
			size_t *pos = xmalloc(((size_t)g->n + 1) * sizeof *pos);
			memcpy(pos, off, ((size_t)g->n + 1) * sizeof *pos);
			for (size_t e = 0; e < g->m; e++)
				adj[pos[g->eu[e]]++] = g->ev[e];
			free(pos);
		}
		for (int u = 0; u < g->n; u++)
			if (!indeg[u])
				queue[tail++] = u;
		while (head < tail) {
			int u = queue[head++];
			for (size_t k = off[u]; k < off[u + 1]; k++)
				if (--indeg[adj[k]] == 0)
					queue[tail++] = adj[k];
		}
		cyc = tail < g->n;
		free(indeg);
		free(queue);
		free(off);
		free(adj);
		return cyc;
	}
}

bool gprop_simple(const struct graph *g, bool loops_ok)
{
	struct eb b;
	bool ok = true;

	eb_init(&b, g->n, g->directed, loops_ok);
	for (size_t e = 0; e < g->m && ok; e++) {
		if (g->eu[e] < 0 || g->eu[e] >= g->n || g->ev[e] < 0 || g->ev[e] >= g->n)
			ok = false;
		else
			ok = eb_add(&b, g->eu[e], g->ev[e]);
	}
	eb_free(&b);
	return ok;
}
