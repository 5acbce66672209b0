/* claims-judge.c - judging claims against the graph (see claims.h). */
#include "config.h"
#include "claims.h"
#include "claims-int.h"
#include "judge-ops.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GNN_MAX_LAYERS 16

static bool node_ok(const struct graph *g, int64_t u)
{
	return u >= 0 && u < g->n;
}

/* One adjacency list's edges to v (u's edges nbr[from..to) with their edge
 * indices ei), for edge_between: the smallest matching edge index in
 * *first, whether one has weight w in *has_w. */
static void edges_to(const struct graph *g, const int *nbr, const size_t *ei, size_t from,
		     size_t to, int64_t v, int64_t w, size_t *first, bool *has_w)
{
	for (size_t k = from; k < to; k++) {
		if (nbr[k] != v)
			continue;
		if (ei[k] < *first)
			*first = ei[k];
		*has_w |= g->ew && g->ew[ei[k]] == w;
	}
}

/* An edge u-v (u->v when directed), with weight w when want_w; the first
 * such edge's weight in *got (in edge order; the weight w when one has it
 * and want_w). Read from u's adjacency (deg u) when the graph is finished,
 * else from the edge list. */
static bool edge_between(const struct graph *g, int64_t u, int64_t v, bool directed, bool want_w,
			 int64_t w, int64_t *got)
{
	bool found = false;

	if (g->finished) {
		size_t first = SIZE_MAX;
		bool has_w = false;
		if (u < 0 || v < 0 || u >= g->n || v >= g->n)
			return false;
		/* undirected: every edge at u is in its list; directed: u->v
		 * in u's out-list, v->u (when direction is not claimed) in its
		 * in-list */
		edges_to(g, g->nbr, g->nbr_edge, g->off[u], g->off[u + 1], v, w, &first, &has_w);
		if (g->directed && !directed)
			edges_to(g, g->in_nbr, g->in_edge, g->in_off[u], g->in_off[u + 1], v, w,
				 &first, &has_w);
		if (first == SIZE_MAX)
			return false;
		if (want_w && g->ew && !has_w) {
			if (got)
				*got = g->ew[first];
			return false;
		}
		if (got)
			*got = want_w && g->ew ? w : g->ew ? g->ew[first] : 1;
		return true;
	}
	for (size_t e = 0; e < g->m; e++) {
		bool fw = g->eu[e] == u && g->ev[e] == v;
		bool bw = g->eu[e] == v && g->ev[e] == u;
		if (!(fw || (bw && (!g->directed || !directed))))
			continue;
		if (!found && got)
			*got = g->ew ? g->ew[e] : 1;
		found = true;
		if (!want_w || !g->ew || g->ew[e] == w) {
			if (got)
				*got = g->ew ? g->ew[e] : 1;
			return true;
		}
	}
	return false;
}

/* Is there a directed path u -> ... -> v? (NLGraph's graphs fit the
 * arrays on the stack; larger ones take the heap.) */
static bool reaches(const struct graph *g, int u, int v)
{
	unsigned char seen_here[256] = { 0 };
	int stack_here[256];
	bool small = g->n <= 256;
	unsigned char *seen = small ? seen_here : xcalloc((size_t)g->n, 1);
	int *stack = small ? stack_here : xmalloc((size_t)g->n * sizeof *stack);
	size_t sp = 0;
	bool found = false;

	seen[u] = 1;
	stack[sp++] = u;
	while (sp && !found) {
		int x = stack[--sp];
		for (size_t e = g->off[x]; e < g->off[x + 1] && !found; e++) {
			int y = g->nbr[e];
			found = y == v;
			if (!seen[y]) {
				seen[y] = 1;
				stack[sp++] = y;
			}
		}
	}
	if (!small) {
		free(seen);
		free(stack);
	}
	return found;
}

static void judge_edge(const struct problem *p, struct claim *c)
{
	const struct graph *g = p->graph;
	int64_t v = c->v, got = 0;

	if (c->job) {
		if (!g->bipartite || v < 0 || v >= g->parts[1]) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_INVENTED_EDGE, "there is no job %lld", (long long)v);
			return;
		}
		v += g->parts[0];
	}
	if (!node_ok(g, c->u) || !node_ok(g, v)) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_INVENTED_EDGE, "node %lld does not exist",
			 (long long)(node_ok(g, c->u) ? c->v : c->u));
		return;
	}
	if (c->reach && g->directed) {
		c->verdict = reaches(g, (int)c->u, (int)v) ? CLAIM_TRUE : CLAIM_FALSE;
		if (c->verdict == CLAIM_FALSE)
			claim_false(c, FAULT_INVENTED_EDGE, "node %lld is no prerequisite of node %lld",
				 (long long)c->u, (long long)v);
		return;
	}
	if (!edge_between(g, c->u, v, c->directed, false, 0, NULL)) {
		c->verdict = CLAIM_FALSE;
		if (c->job)
			claim_false(c, FAULT_INVENTED_EDGE, "no edge between applicant %lld and job %lld",
				 (long long)c->u, (long long)c->v);
		else
			claim_false(c, FAULT_INVENTED_EDGE, "no edge %lld%s%lld", (long long)c->u,
				 g->directed && c->directed ? "->" : "-", (long long)c->v);
		return;
	}
	if (c->has_w && g->ew && !edge_between(g, c->u, v, c->directed, true, c->w, &got)) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_WRONG_ATTRIBUTE, "edge %lld-%lld has %s %lld, not %lld",
			 (long long)c->u, (long long)c->v, edge_attr_name(g->attr), (long long)got,
			 (long long)c->w);
		return;
	}
	c->verdict = CLAIM_TRUE;
}

/* no-edge: false when the edge is there (u->v for "from u to v", else
 * either way; the reason names the edge's direction in a digraph). */
static void judge_no_edge(const struct graph *g, struct claim *c)
{
	bool fw;

	if (!node_ok(g, c->u) || !node_ok(g, c->v)) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	if (!edge_between(g, c->u, c->v, c->directed, false, 0, NULL)) {
		c->verdict = CLAIM_TRUE;
		return;
	}
	c->verdict = CLAIM_FALSE;
	fw = !g->directed || edge_between(g, c->u, c->v, true, false, 0, NULL);
	claim_false(c, FAULT_FALSE_STATE, "there is an edge %lld%s%lld",
		 (long long)(fw ? c->u : c->v), g->directed ? "->" : "-",
		 (long long)(fw ? c->v : c->u));
}

static void judge_path_weight(const struct graph *g, struct claim *c)
{
	int64_t total = 0, w;

	if (!g->ew) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	for (size_t i = 0; i < c->npath; i++)
		if (!node_ok(g, c->path[i])) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_INVENTED_EDGE, "node %lld does not exist",
				 (long long)c->path[i]);
			return;
		}
	for (size_t i = 0; i + 1 < c->npath; i++) {
		bool term = c->nterms == c->npath - 1;
		if (!edge_between(g, c->path[i], c->path[i + 1], true, term, term ? c->terms[i] : 0,
				  &w)) {
			c->verdict = CLAIM_FALSE;
			if (edge_between(g, c->path[i], c->path[i + 1], true, false, 0, &w))
				claim_false(c, FAULT_WRONG_ATTRIBUTE, "edge %lld-%lld has weight %lld, not %lld",
					 (long long)c->path[i], (long long)c->path[i + 1],
					 (long long)w, (long long)c->terms[i]);
			else
				claim_false(c, FAULT_INVENTED_EDGE, "no edge %lld-%lld",
					 (long long)c->path[i], (long long)c->path[i + 1]);
			return;
		}
		total += w;
	}
	if (c->nterms && c->nterms != c->npath - 1) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_WRONG_ATTRIBUTE, "%zu weights for a path of %zu edges", c->nterms,
			 c->npath - 1);
		return;
	}
	c->verdict = total == c->w ? CLAIM_TRUE : CLAIM_FALSE;
	if (total != c->w)
		claim_false(c, c->nterms ? FAULT_ARITHMETIC : FAULT_FALSE_STATE, "the path weighs %lld, not %lld", (long long)total,
			 (long long)c->w);
}

static void judge_flow(const struct graph *g, struct claim *c)
{
	int64_t cap = 0;
	bool any = false;

	if (!node_ok(g, c->u) || !node_ok(g, c->v) || !g->ew) {
		c->verdict = node_ok(g, c->u) && node_ok(g, c->v) ? CLAIM_UNVERIFIABLE : CLAIM_FALSE;
		if (c->verdict == CLAIM_FALSE)
			claim_false(c, FAULT_INVENTED_EDGE, "node %lld does not exist",
				 (long long)(node_ok(g, c->u) ? c->v : c->u));
		return;
	}
	for (size_t e = 0; e < g->m; e++)
		if (g->eu[e] == c->u && g->ev[e] == c->v) {
			cap += g->ew[e];
			any = true;
		}
	if (!any) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_INVENTED_EDGE, "no edge %lld->%lld", (long long)c->u, (long long)c->v);
	} else if (c->w > cap) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_CONSTRAINT, "edge %lld->%lld has capacity %lld < %lld",
			 (long long)c->u, (long long)c->v, (long long)cap, (long long)c->w);
	} else {
		c->verdict = CLAIM_TRUE;
	}
}

/* Node u's vector at layer l (0: the given embeddings; emb: layers 1..) */
static const int64_t *vec_of(const struct graph *g, const int64_t *emb, int l, int64_t u)
{
	const int64_t *base = l ? emb + (size_t)(l - 1) * (size_t)g->n * (size_t)g->feat_dim
				: g->features;
	return base + (size_t)u * (size_t)g->feat_dim;
}

/* Layer-l vector of node u equals c->vec? */
static bool value_at(const struct graph *g, const int64_t *emb, int l, const struct claim *c)
{
	const int64_t *row = vec_of(g, emb, l, c->u);
	for (int d = 0; d < g->feat_dim; d++)
		if ((double)row[d] != c->vec[d])
			return false;
	return true;
}

/* sum-terms at layer l: how many of c's vectors pair off one to one with
 * node u's neighbours' vectors (equal vectors are interchangeable, so a
 * first fit pairs the most); *all: exactly those vectors; *own: all of
 * them and one more, u's own vector. The neighbours are the ones the
 * layers sum over (gnn_layers: the in-neighbours of a directed graph). */
static size_t terms_at(const struct graph *g, const int64_t *emb, int l, const struct claim *c,
		       bool *all, bool *own)
{
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	size_t a = off[c->u], deg = off[c->u + 1] - a, dim = (size_t)c->dim;
	size_t nt = c->nterms / dim, matched = 0, odd = nt;
	bool *used = xcalloc(deg + 1, sizeof *used);

	for (size_t k = 0; k < nt; k++) {
		const int64_t *t = c->terms + k * dim;
		size_t e = 0;
		for (; e < deg; e++)
			if (!used[e] && !memcmp(vec_of(g, emb, l, nbr[a + e]), t, dim * sizeof *t))
				break;
		if (e < deg) {
			used[e] = true;
			matched++;
		} else {
			odd = k;
		}
	}
	free(used);
	*all = matched == nt && nt == deg;
	*own = matched == deg && nt == deg + 1 &&
	       !memcmp(vec_of(g, emb, l, c->u), c->terms + odd * dim, dim * sizeof *c->terms);
	return matched;
}

static void judge_terms(const struct graph *g, const int64_t *emb, long ql, int top,
			struct claim *c)
{
	const size_t *off = g->directed ? g->in_off : g->off;
	const int *nbr = g->directed ? g->in_nbr : g->nbr;
	int lo = c->layer >= 0 ? c->layer : 0, hi = c->layer >= 0 ? c->layer : (int)ql - 1;
	int best = lo;
	size_t most = 0;
	bool all = false, own = false, best_own = false;
	struct strbuf sb;
	enum fault_kind terms_fault;

	if (!node_ok(g, c->u) || hi > top || hi < lo) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	if (c->dim != g->feat_dim) {
		c->verdict = CLAIM_FALSE;
		claim_false(c, FAULT_FALSE_STATE, "node %lld's vectors have %d values",
			 (long long)c->u, g->feat_dim);
		return;
	}
	for (int l = lo; l <= hi && !all; l++) {
		size_t m = terms_at(g, emb, l, c, &all, &own);
		if (all || m > most || l == lo) {
			most = m;
			best = l;
			best_own = own;
		}
	}
	c->verdict = all ? CLAIM_TRUE : CLAIM_FALSE;
	if (all)
		return;
	/* the sum adds the node's own vector, as if the node were its own
	 * neighbour, or sums over neighbours it has not (none, or more vectors
	 * than it has neighbours): an edge the graph does not have; leaves out
	 * some (every vector a neighbour's); or adds a vector no neighbour
	 * has: a misread input, or a wrong intermediate value */
	if (best_own || off[c->u] == off[c->u + 1])
		terms_fault = FAULT_INVENTED_EDGE;
	else if (most == c->nterms / (size_t)c->dim)
		terms_fault = FAULT_INCOMPLETE_LIST;
	else if (c->nterms / (size_t)c->dim > off[c->u + 1] - off[c->u])
		terms_fault = FAULT_INVENTED_EDGE;	/* more terms than neighbours */
	else
		terms_fault = best ? FAULT_FALSE_STATE : FAULT_WRONG_ATTRIBUTE;
	sb_init(&sb);
	if (best_own) {
		const int64_t *v = vec_of(g, emb, best, c->u);
		sb_printf(&sb, "node %lld adds its own [", (long long)c->u);
		for (int d = 0; d < g->feat_dim; d++)
			sb_printf(&sb, "%s%lld", d ? "," : "", (long long)v[d]);
		sb_printf(&sb, "] to its neighbours' layer-%d vectors", best);
	} else if (off[c->u] == off[c->u + 1]) {
		sb_printf(&sb, "node %lld has no neighbours", (long long)c->u);
	} else {
		sb_printf(&sb, "node %lld's neighbours at layer %d:", (long long)c->u, best);
		for (size_t e = off[c->u]; e < off[c->u + 1]; e++) {
			const int64_t *v = vec_of(g, emb, best, nbr[e]);
			sb_printf(&sb, "%s %d [", e > off[c->u] ? "," : "", nbr[e]);
			for (int d = 0; d < g->feat_dim; d++)
				sb_printf(&sb, "%s%lld", d ? "," : "", (long long)v[d]);
			sb_putc(&sb, ']');
		}
	}
	claim_false(c, terms_fault, "%s", sb.data ? sb.data : "");
	sb_free(&sb);
}

/* The kind of error of node-value claim i of cs, false at layer l: an
 * input vector misread (layer 0); a final vector unlike the text's own
 * value for that node at the same layer, or with none computed before it;
 * else a wrong intermediate value. */
static enum fault_kind value_fault(const struct claimset *cs, size_t i, int l)
{
	const struct claim *c = &cs->v[i];
	bool computed = false;

	if (l == 0)
		return FAULT_WRONG_ATTRIBUTE;
	if (!c->final)
		return FAULT_FALSE_STATE;
	for (size_t k = 0; k < i; k++) {
		const struct claim *e = &cs->v[k];
		if (e->kind != CLAIM_NODE_VALUE || e->term || e->final || e->u != c->u ||
		    e->layer != c->layer || e->dim != c->dim)
			continue;
		computed = true;
		if (memcmp(e->vec, c->vec, (size_t)c->dim * sizeof *c->vec))
			return FAULT_SELF_CONTRADICTION;
	}
	return computed ? FAULT_FALSE_STATE : FAULT_WRONG_FINAL;
}

static void judge_values(const struct problem *p, int layers, struct claimset *cs)
{
	const struct graph *g = p->graph;
	int64_t *emb = NULL;
	long ql = layers;
	int top = 0;

	if (!ql && !problem_query_int(p, "layers", &ql))
		ql = 1;
	for (size_t i = 0; i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		/* final vectors are the run's last layer */
		if (c->kind == CLAIM_NODE_VALUE && c->layer == -1 && !c->term) {
			c->layer = ql > GNN_MAX_LAYERS ? GNN_MAX_LAYERS : (int)ql;
			c->final = true;
		}
		if (c->kind == CLAIM_LAYERS) {
			c->verdict = c->layer >= ql ? CLAIM_TRUE : CLAIM_FALSE;
			if (c->verdict == CLAIM_FALSE)
				claim_false(c, FAULT_UNSUPPORTED,
					 "layer %d is never computed before the final vectors",
					 c->layer + 1);
		}
	}
	for (size_t i = 0; i < cs->n; i++)
		if (cs->v[i].kind == CLAIM_NODE_VALUE && cs->v[i].layer > top)
			top = cs->v[i].layer;
	if (top < ql)
		top = (int)ql;
	if (top > GNN_MAX_LAYERS)
		top = GNN_MAX_LAYERS;
	if (!g->features || g->feat_dim <= 0 || top < 1)
		return;
	emb = xcalloc((size_t)top * (size_t)g->n * (size_t)g->feat_dim + 1, sizeof *emb);
	if (gnn_layers(g, top, emb, NULL) != 0) {
		free(emb);
		return;
	}
	for (size_t i = 0; i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		bool ok = false;
		if (c->kind == CLAIM_TERMS)
			judge_terms(g, emb, ql, top, c);
		if (c->kind != CLAIM_NODE_VALUE)
			continue;
		if (!node_ok(g, c->u) || c->dim != g->feat_dim || c->layer > top) {
			c->verdict = node_ok(g, c->u) && c->layer <= top ? CLAIM_FALSE : CLAIM_UNVERIFIABLE;
			if (c->verdict == CLAIM_FALSE)
				claim_false(c, FAULT_FALSE_STATE, "node %lld's vectors have %d values",
					 (long long)c->u, g->feat_dim);
			continue;
		}
		if (c->term) {	/* a named layer (0: the embeddings), or any below ql */
			if (c->layer >= 0)
				ok = value_at(g, emb, c->layer, c);
			for (int l = 0; c->layer < 0 && !ok && l < ql && l <= top; l++)
				ok = value_at(g, emb, l, c);
		} else {
			if (c->layer)
				ok = value_at(g, emb, c->layer, c);
			for (int l = 1; !c->layer && !ok && l <= ql && l <= top; l++)
				ok = value_at(g, emb, l, c);
		}
		c->verdict = ok ? CLAIM_TRUE : CLAIM_FALSE;
		if (!ok) {
			int l = c->term ? (c->layer >= 0 ? c->layer : (int)ql - 1)
					: c->layer ? c->layer : (int)ql;
			const int64_t *row = vec_of(g, emb, l, c->u);
			struct strbuf sb;
			sb_init(&sb);
			for (int d = 0; d < g->feat_dim; d++)
				sb_printf(&sb, "%s%lld", d ? "," : "", (long long)row[d]);
			claim_false(c, value_fault(cs, i, l), "node %lld at layer %d is [%s]", (long long)c->u,
				 l, sb.data ? sb.data : "");
			sb_free(&sb);
		}
	}
	free(emb);
}

static void judge_walk(const struct graph *g, struct claim *c)
{
	for (size_t i = 0; i < c->npath; i++)
		if (!node_ok(g, c->path[i])) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_INVENTED_EDGE, "node %lld does not exist", (long long)c->path[i]);
			return;
		}
	for (size_t i = 0; i + 1 < c->npath; i++)
		if (!graph_has_edge(g, (int)c->path[i], (int)c->path[i + 1])) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_INVENTED_EDGE, "no edge %lld-%lld", (long long)c->path[i],
				 (long long)c->path[i + 1]);
			return;
		}
	c->verdict = CLAIM_TRUE;
}

/* The maximum flow between the question's own source and target is its
 * answer, stated wherever it stands: a wrong one is the final answer; of
 * another pair, a wrong intermediate value. */
static void judge_max_flow(const struct problem *p, struct claim *c)
{
	const struct graph *g = p->graph;
	long s = -1, t = -1;
	int64_t f;

	if (!node_ok(g, c->u) || !node_ok(g, c->v) || !g->ew || c->u == c->v) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	f = max_flow(g, (int)c->u, (int)c->v, NULL, NULL, NULL);
	c->verdict = f == c->w ? CLAIM_TRUE : CLAIM_FALSE;
	if (f != c->w)
		claim_false(c, c->u == s && c->v == t ? FAULT_WRONG_FINAL : FAULT_FALSE_STATE,
			    "the maximum flow from %lld to %lld is %lld, not %lld",
			 (long long)c->u, (long long)c->v, (long long)f, (long long)c->w);
}

/* Conservation: what the text sends out of a node (not the source or the
 * target) may not exceed what it says arrives there. After "N units
 * arrive at node u" the N units are what u has to send on (until the next
 * arrival at u); with no arrival stated, all flows the text sends into u.
 * An arrival may not exceed the flows stated into the node before it. */
static void judge_conservation(const struct problem *p, struct claimset *cs)
{
	const struct graph *g = p->graph;
	long src = -1, dst = -1;
	int64_t *in, *in_so_far, *arrive, *out;
	unsigned char *stated;
	size_t nflows = 0;

	if (!g->ew || g->n <= 0)
		return;
	problem_query_int(p, "source", &src);
	problem_query_int(p, "target", &dst);
	in = xcalloc((size_t)g->n, sizeof *in);
	in_so_far = xcalloc((size_t)g->n, sizeof *in_so_far);
	arrive = xcalloc((size_t)g->n, sizeof *arrive);
	out = xcalloc((size_t)g->n, sizeof *out);
	stated = xcalloc((size_t)g->n, 1);
	for (size_t i = 0; i < cs->n; i++) {
		const struct claim *c = &cs->v[i];
		if (c->kind == CLAIM_FLOW && node_ok(g, c->v)) {
			in[c->v] += c->w;
			stated[c->v] = 1;
			nflows++;
		}
	}
	for (size_t i = 0; i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		int64_t have;
		if (c->kind == CLAIM_ARRIVAL && node_ok(g, c->v)) {
			c->verdict = CLAIM_UNVERIFIABLE;
			if (in_so_far[c->v]) {
				c->verdict = c->w <= in_so_far[c->v] ? CLAIM_TRUE : CLAIM_FALSE;
				if (c->verdict == CLAIM_FALSE)
					claim_false(c, FAULT_ARITHMETIC,
						 "only %lld unit%s sent into node %lld so far, not %lld",
						 (long long)in_so_far[c->v], in_so_far[c->v] == 1 ? "" : "s",
						 (long long)c->v, (long long)c->w);
			}
			arrive[c->v] = c->w;
			out[c->v] = 0;
			stated[c->v] = 2;
			continue;
		}
		if (c->kind != CLAIM_FLOW)
			continue;
		if (node_ok(g, c->v))
			in_so_far[c->v] += c->w;
		if (!node_ok(g, c->u) || c->u == src || c->u == dst)
			continue;
		/* a node nothing flows into, in a text that states its flows */
		if (!stated[c->u] && nflows >= 3 && c->verdict == CLAIM_TRUE) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_CONSTRAINT, "no flow into node %lld is stated", (long long)c->u);
			continue;
		}
		if (!stated[c->u])
			continue;
		out[c->u] += c->w;
		have = stated[c->u] == 2 ? arrive[c->u] : in[c->u];
		if (c->verdict == CLAIM_TRUE && out[c->u] > have) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_CONSTRAINT, "node %lld receives %lld unit%s but sends %lld",
				 (long long)c->u, (long long)have, have == 1 ? "" : "s",
				 (long long)out[c->u]);
		}
	}
	free(in);
	free(in_so_far);
	free(arrive);
	free(out);
	free(stated);
}

/* The listed edges form one cycle: every node on exactly two of them, and
 * all of them connected. */
static void judge_forms_cycle(const struct graph *g, struct claim *c)
{
	size_t m = c->npath / 2;
	int *deg = xcalloc((size_t)g->n, sizeof *deg);
	bool ok = true;

	for (size_t k = 0; k < c->npath; k++)
		if (!node_ok(g, c->path[k])) {
			c->verdict = CLAIM_UNVERIFIABLE;	/* the edge claim says why */
			free(deg);
			return;
		}
	for (size_t k = 0; k < m; k++) {
		deg[c->path[2 * k]]++;
		deg[c->path[2 * k + 1]]++;
	}
	c->verdict = CLAIM_TRUE;
	for (size_t k = 0; k < c->npath && ok; k++)
		if (deg[c->path[k]] != 2) {
			ok = false;
			claim_false(c, FAULT_CONSTRAINT, "node %lld is on %d of these edges, not 2",
				 (long long)c->path[k], deg[c->path[k]]);
		}
	if (ok) {
		/* one cycle, not several: walk it from the first edge */
		size_t steps = 0;
		int64_t start = c->path[0], prev = -1, cur = c->path[0];
		do {
			int64_t next = -1;
			for (size_t k = 0; k < m && next < 0; k++) {
				int64_t a = c->path[2 * k], b = c->path[2 * k + 1];
				if (a == cur && b != prev)
					next = b;
				else if (b == cur && a != prev)
					next = a;
			}
			prev = cur;
			cur = next;
			steps++;
		} while (cur >= 0 && cur != start && steps <= m);
		if (steps != m) {
			ok = false;
			claim_false(c, FAULT_CONSTRAINT, "these edges do not form one cycle");
		}
	}
	if (!ok)
		c->verdict = CLAIM_FALSE;
	/* edges the graph does not have make the statement an invented edge
	 * first (the edge claims say which) */
	for (size_t k = 0; !ok && k < m; k++)
		if (!edge_between(g, c->path[2 * k], c->path[2 * k + 1], false, false, 0, NULL)) {
			c->fault = FAULT_INVENTED_EDGE;
			break;
		}
	free(deg);
}

/* Matching assignments in text order: a list ends at any other claim or
 * when it restates one of its pairs; within a list an applicant or job
 * used twice makes the later pair false. Count claims against the list
 * above them. */
static void judge_assignments(const struct graph *g, struct claimset *cs)
{
	unsigned char *used;
	size_t valid = 0, inlist = 0, first = 0;
	int opt = -1;

	if (!g->bipartite || g->n <= 0)
		return;
	used = xcalloc((size_t)g->n, 1);
	for (size_t i = 0; i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		if (c->kind == CLAIM_COUNT) {
			if (inlist) {
				c->verdict = c->w == (int64_t)valid ? CLAIM_TRUE : CLAIM_FALSE;
				if (c->verdict == CLAIM_FALSE)
					claim_false(c, FAULT_ARITHMETIC,
						 "the assignment above gives %zu applicant%s a job", valid,
						 valid == 1 ? "" : "s");
			} else {
				if (opt < 0) {
					int *mate = xmalloc(((size_t)g->n + 1) * sizeof *mate);
					opt = bipartite_matching(g, mate, NULL);
					free(mate);
				}
				c->verdict = c->w <= opt ? CLAIM_TRUE : CLAIM_FALSE;
				if (c->verdict == CLAIM_FALSE)
					claim_false(c, FAULT_WRONG_FINAL, "at most %d applicants can", opt);
			}
			continue;
		}
		bool restated = false;
		for (size_t k = first; c->kind == CLAIM_EDGE && c->assign && inlist && k < i; k++)
			restated |= cs->v[k].kind == CLAIM_EDGE && cs->v[k].assign && cs->v[k].u == c->u &&
				    cs->v[k].v == c->v;
		if (!(c->kind == CLAIM_EDGE && c->assign) || restated) {
			memset(used, 0, (size_t)g->n);
			valid = inlist = 0;
			first = i;
			if (!(c->kind == CLAIM_EDGE && c->assign))
				continue;
		}
		inlist++;
		if (c->verdict != CLAIM_TRUE || c->u < 0 || c->u >= g->parts[0] || c->v < 0 ||
		    c->v >= g->parts[1])
			continue;
		if (used[c->u] || used[c->v + g->parts[0]]) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_CONSTRAINT, "%s %lld is assigned twice",
				 used[c->u] ? "applicant" : "job", (long long)(used[c->u] ? c->u : c->v));
			continue;
		}
		used[c->u] = used[c->v + g->parts[0]] = 1;
		valid++;
	}
	free(used);
}

/* "node X is in the connected block consisting of ...": exactly X's
 * component. */
static void judge_component(const struct graph *g, struct claim *c)
{
	unsigned char *in, *listed;
	int *queue;
	size_t qh = 0, qt = 0;

	if (!node_ok(g, c->u)) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	in = xcalloc((size_t)g->n, 1);
	listed = xcalloc((size_t)g->n, 1);
	queue = xmalloc((size_t)g->n * sizeof *queue);
	in[c->u] = 1;
	queue[qt++] = (int)c->u;
	while (qh < qt) {
		int v = queue[qh++];
		for (size_t e = g->off[v]; e < g->off[v + 1]; e++)
			if (!in[g->nbr[e]]) {
				in[g->nbr[e]] = 1;
				queue[qt++] = g->nbr[e];
			}
		for (size_t e = g->directed ? g->in_off[v] : 0; g->directed && e < g->in_off[v + 1]; e++)
			if (!in[g->in_nbr[e]]) {
				in[g->in_nbr[e]] = 1;
				queue[qt++] = g->in_nbr[e];
			}
	}
	c->verdict = CLAIM_TRUE;
	for (size_t k = 0; k < c->npath; k++) {
		if (!node_ok(g, c->path[k]) || !in[c->path[k]]) {
			c->verdict = CLAIM_FALSE;
			claim_false(c, FAULT_INVENTED_EDGE, "node %lld is not in node %lld's connected block",
				 (long long)c->path[k], (long long)c->u);
			break;
		}
		listed[c->path[k]] = 1;
	}
	for (int v = 0; v < g->n && c->verdict == CLAIM_TRUE; v++)
		if (in[v] && !listed[v] && v != c->u) {
			c->verdict = CLAIM_FALSE;
			/* a node said to be alone ("not connected to any other
			 * nodes"): its first edge says why */
			if (c->npath == 1 && c->path[0] == c->u && qt > 1)
				claim_false(c, FAULT_INCOMPLETE_LIST, "node %lld shares an edge with node %d",
					 (long long)c->u, queue[1]);
			else
				claim_false(c, FAULT_INCOMPLETE_LIST,
					 "node %lld's connected block also has node %d", (long long)c->u, v);
		}
	free(in);
	free(listed);
	free(queue);
}

/* A conclusion against the text's own claims, then the graph: the task
 * family's judge_conclusion (judge-ops.h). */
static void judge_conclusion(const struct problem *p, struct claimset *cs, struct claim *c)
{
	const struct judge_ops *ops = judge_ops_for(p->task->kind);

	c->verdict = CLAIM_UNVERIFIABLE;
	if (ops && ops->judge_conclusion)
		ops->judge_conclusion(p, cs, c);
}

void judge_yes_no(const struct claimset *cs, struct claim *c, bool truth, const char *yes_why,
		  const char *no_why)
{
	bool reasoned = false;

	/* after steps of its own, a wrong yes/no does not follow from them;
	 * with none before it, it is a bare wrong answer */
	reasoned = c->reasoned;
	for (size_t i = 0; i < cs->n && !reasoned; i++)
		reasoned = &cs->v[i] != c && cs->v[i].kind != CLAIM_CONCLUSION &&
			   cs->v[i].span.off < c->span.off;
	c->verdict = c->yes == truth ? CLAIM_TRUE : CLAIM_FALSE;
	if (c->verdict == CLAIM_FALSE)
		claim_false(c, reasoned ? FAULT_UNSUPPORTED : FAULT_WRONG_FINAL, "%s",
			    truth ? yes_why : no_why);
}

/* can-visit claims in text order: every prerequisite visited before. */
static void judge_can_visit(const struct graph *g, struct claimset *cs)
{
	unsigned char *seen;

	if (!g->directed || g->n <= 0)
		return;
	seen = xcalloc((size_t)g->n, 1);
	for (size_t i = 0; i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		if (c->kind == CLAIM_NO_PRED && node_ok(g, c->u))
			seen[c->u] = 1;
		if (c->kind != CLAIM_CAN_VISIT)
			continue;
		c->verdict = CLAIM_TRUE;
		for (size_t k = 0; k < c->nterms; k++)
			if (node_ok(g, c->terms[k]))
				seen[c->terms[k]] = 1;
		for (size_t k = 0; k < c->npath && c->verdict == CLAIM_TRUE; k++) {
			int64_t y = c->path[k];
			if (!node_ok(g, y)) {
				c->verdict = CLAIM_FALSE;
				claim_false(c, FAULT_INVENTED_EDGE, "node %lld does not exist", (long long)y);
				break;
			}
			for (size_t e = g->in_off[y]; e < g->in_off[y + 1]; e++)
				if (!seen[g->in_nbr[e]]) {
					c->verdict = CLAIM_FALSE;
					claim_false(c, FAULT_CONSTRAINT,
						 "node %lld also needs node %d first", (long long)y,
						 g->in_nbr[e]);
					break;
				}
		}
		for (size_t k = 0; k < c->npath; k++)
			if (node_ok(g, c->path[k]))
				seen[c->path[k]] = 1;
	}
	free(seen);
}

/* Did a claim before c in the text state the undirected edge u-v (an
 * edge, or a neighbour list of either end naming the other)? */
static bool edge_stated_before(const struct claimset *cs, const struct claim *c, int64_t u,
			       int64_t v)
{
	for (size_t i = 0; i < cs->n; i++) {
		const struct claim *d = &cs->v[i];

		if (d->span.off >= c->span.off || d->job)
			continue;
		if (d->kind == CLAIM_EDGE && ((d->u == u && d->v == v) || (d->u == v && d->v == u)))
			return true;
		if (d->kind == CLAIM_NEIGHBOURS && (d->u == u || d->u == v))
			for (size_t k = 0; k < d->npath; k++)
				if (d->path[k] == (d->u == u ? v : u))
					return true;
	}
	return false;
}

/* A list stated as complete misses none of u's neighbours (in-neighbours
 * when directed; an applicant's jobs, numbered as the question numbers
 * them, when job). "Connected to" in a directed graph names no direction:
 * such a list is unverifiable. A walk through an undirected graph names
 * a node's neighbours as it reaches the node (narrated), and leaves out
 * the one it came from ("node 0 is connected to node 2, 7. node 2 is
 * connected to node 7, 6."): a neighbour whose edge the text stated
 * before is not missing from such a list. A GNN sum's list must name
 * every neighbour, stated before or not. */
static void judge_neighbours(const struct graph *g, const struct claimset *cs, struct claim *c)
{
	size_t a, b;
	const int *nb;
	int64_t base = 0;

	if (!node_ok(g, c->u) || (g->directed && !c->directed) ||
	    (c->job && (!g->bipartite || c->u >= g->parts[0]))) {
		c->verdict = CLAIM_UNVERIFIABLE;
		return;
	}
	if (c->job)
		base = g->parts[0];
	if (g->directed) {
		a = g->in_off[c->u];
		b = g->in_off[c->u + 1];
		nb = g->in_nbr;
	} else {
		a = g->off[c->u];
		b = g->off[c->u + 1];
		nb = g->nbr;
	}
	c->verdict = CLAIM_TRUE;
	for (size_t e = a; e < b; e++) {
		bool listed = false;
		for (size_t k = 0; k < c->npath && !listed; k++)
			listed = c->path[k] + base == nb[e];
		if (!listed && !g->directed && c->narrated && edge_stated_before(cs, c, c->u, nb[e]))
			continue;
		if (!listed) {
			c->verdict = CLAIM_FALSE;
			if (c->job)
				claim_false(c, FAULT_INCOMPLETE_LIST,
					 "applicant %lld is also interested in job %lld", (long long)c->u,
					 (long long)(nb[e] - base));
			else
				claim_false(c, FAULT_INCOMPLETE_LIST, "node %lld also has %s node %d",
					 (long long)c->u,
					 g->directed ? "the prerequisite" : "the neighbour", nb[e]);
			return;
		}
	}
}

void claims_judge(const struct problem *p, int layers, struct claimset *cs)
{
	const struct graph *g = p->graph;

	for (size_t i = 0; g && i < cs->n; i++) {
		struct claim *c = &cs->v[i];
		switch (c->kind) {
		case CLAIM_EDGE:
			judge_edge(p, c);
			break;
		case CLAIM_NO_PRED:
			if (!node_ok(g, c->u) || !g->directed) {
				c->verdict = CLAIM_UNVERIFIABLE;
			} else if (graph_in_degree(g, (int)c->u)) {
				c->verdict = CLAIM_FALSE;
				claim_false(c, FAULT_FALSE_STATE, "node %lld has an edge from node %d",
					 (long long)c->u, g->in_nbr[g->in_off[c->u]]);
			} else {
				c->verdict = CLAIM_TRUE;
			}
			break;
		case CLAIM_PATH_WEIGHT:
			judge_path_weight(g, c);
			break;
		case CLAIM_FLOW:
			judge_flow(g, c);
			break;
		case CLAIM_WALK:
			judge_walk(g, c);
			break;
		case CLAIM_MAX_FLOW:
			judge_max_flow(p, c);
			break;
		case CLAIM_NEIGHBOURS:
			judge_neighbours(g, cs, c);
			break;
		case CLAIM_COMPONENT:
			judge_component(g, c);
			break;
		case CLAIM_COUNT:
			break;	/* judged with the assignments */
		case CLAIM_FORMS_CYCLE:
			judge_forms_cycle(g, c);
			break;
		case CLAIM_NO_EDGE:
			judge_no_edge(g, c);
			break;
		case CLAIM_SUM:
		case CLAIM_VISITED:
		case CLAIM_NODE_VALUE:
		case CLAIM_ARRIVAL:
		case CLAIM_CONCLUSION:
		case CLAIM_CAN_VISIT:
		case CLAIM_LAYERS:
		case CLAIM_TERMS:
			break;	/* judged when found / below */
		}
	}
	if (g) {
		judge_values(p, layers, cs);
		judge_conservation(p, cs);
		judge_assignments(g, cs);
		judge_can_visit(g, cs);
		for (size_t i = 0; i < cs->n; i++)
			if (cs->v[i].kind == CLAIM_CONCLUSION)
				judge_conclusion(p, cs, &cs->v[i]);
	}
	cs->ntrue = cs->nfalse = cs->nunverifiable = 0;
	cs->first_false = -1;
	for (size_t i = 0; i < cs->n; i++) {
		switch (cs->v[i].verdict) {
		case CLAIM_TRUE:
			cs->ntrue++;
			break;
		case CLAIM_FALSE:
			if (cs->first_false < 0 || cs->v[i].span.off < cs->v[cs->first_false].span.off)
				cs->first_false = (long)i;
			cs->nfalse++;
			break;
		case CLAIM_UNVERIFIABLE:
			cs->nunverifiable++;
			break;
		}
	}
}

void judge_answer(const struct problem *p, const char *text, size_t len,
		  const struct xanswer *given, struct xquery *q, struct xanswer *a)
{
	*q = (struct xquery){ -1, -1, p->graph ? p->graph->n : 0 };
	problem_query_int(p, "source", &q->source);
	problem_query_int(p, "target", &q->target);
	if (given) {
		*a = *given;	/* borrowed: never freed here */
	} else {
		extract_answer(p->task->kind, text, len, q, a);
	}
}

void judge_answer_done(const struct xanswer *given, struct xanswer *a)
{
	if (!given)
		xanswer_free(a);
}

struct claim *judge_yes_no_conclusion(const struct problem *p, const char *text, size_t len,
				      const struct xanswer *given, struct claimset *cs)
{
	struct xquery q;
	struct xanswer a;
	struct claim *c = NULL;

	judge_answer(p, text, len, given, &q, &a);
	if (a.kind == XK_BOOL) {
		bool words = false;
		c = claims_add(cs, CLAIM_CONCLUSION, a.span.off, a.span.off + a.span.len);
		c->yes = a.yes;
		/* a sentence of the text's own ends before the answer: it
		 * reasons first ("a loop starts and ends at one node. ...,
		 * so there is no loop"), it does not just answer */
		for (size_t i = 0; i < a.span.off && i < len && !c->reasoned; i++) {
			words |= (text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z';
			c->reasoned = words && (text[i] == '.' || text[i] == '\n');
		}
	}
	judge_answer_done(given, &a);
	return c;
}

/* The text's final answer as a claim: the task family's conclude
 * (judge-ops.h). */
static void add_conclusion(const struct problem *p, const char *text, size_t len,
			   const struct xanswer *given, struct claimset *cs)
{
	const struct judge_ops *ops = judge_ops_for(p->task->kind);

	if (ops && ops->conclude)
		ops->conclude(p, text, len, given, cs);
}

void claims_check(const struct problem *p, int layers, const char *text, size_t len,
		  struct claimset *cs)
{
	claims_check_answer(p, layers, text, len, NULL, cs);
}

void claims_check_answer(const struct problem *p, int layers, const char *text, size_t len,
			 const struct xanswer *a, struct claimset *cs)
{
	claims_extract(p->task->kind, text, len, cs);
	add_conclusion(p, text, len, a, cs);
	claims_judge(p, layers, cs);
}

void claims_check_lower(const struct problem *p, int layers, const char *text, const char *lc,
			size_t len, size_t region, const struct xanswer *a, struct claimset *cs)
{
	claims_extract_lower(p->task->kind, lc, region <= len ? region : len, cs);
	add_conclusion(p, text, len, a, cs);
	claims_judge(p, layers, cs);
}
