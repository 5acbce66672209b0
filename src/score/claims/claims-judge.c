/* claims-judge.c - judging claims against the graph (see claims.h). */
#include "config.h"
#include "claims.h"
#include "problem.h"
#include "solve.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GNN_MAX_LAYERS 16

static bool node_ok(const struct graph *g, int64_t u)
{
	return u >= 0 && u < g->n;
}

/* An edge u-v (u->v when directed), with weight w when want_w; the first
 * found edge's weight in *got. */
static bool edge_between(const struct graph *g, int64_t u, int64_t v, bool directed, bool want_w,
			 int64_t w, int64_t *got)
{
	bool found = false;

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

static void judge_edge(const struct problem *p, struct claim *c)
{
	const struct graph *g = p->graph;
	int64_t v = c->v, got = 0;

	if (c->job) {
		if (!g->bipartite || v < 0 || v >= g->parts[1]) {
			c->verdict = CLAIM_FALSE;
			snprintf(c->why, sizeof c->why, "there is no job %lld", (long long)v);
			return;
		}
		v += g->parts[0];
	}
	if (!node_ok(g, c->u) || !node_ok(g, v)) {
		c->verdict = CLAIM_FALSE;
		snprintf(c->why, sizeof c->why, "node %lld does not exist",
			 (long long)(node_ok(g, c->u) ? c->v : c->u));
		return;
	}
	if (!edge_between(g, c->u, v, c->directed, false, 0, NULL)) {
		c->verdict = CLAIM_FALSE;
		if (c->job)
			snprintf(c->why, sizeof c->why, "no edge between applicant %lld and job %lld",
				 (long long)c->u, (long long)c->v);
		else
			snprintf(c->why, sizeof c->why, "no edge %lld%s%lld", (long long)c->u,
				 g->directed && c->directed ? "->" : "-", (long long)c->v);
		return;
	}
	if (c->has_w && g->ew && !edge_between(g, c->u, v, c->directed, true, c->w, &got)) {
		c->verdict = CLAIM_FALSE;
		snprintf(c->why, sizeof c->why, "edge %lld-%lld has %s %lld, not %lld",
			 (long long)c->u, (long long)c->v, edge_attr_name(g->attr), (long long)got,
			 (long long)c->w);
		return;
	}
	c->verdict = CLAIM_TRUE;
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
			snprintf(c->why, sizeof c->why, "node %lld does not exist",
				 (long long)c->path[i]);
			return;
		}
	for (size_t i = 0; i + 1 < c->npath; i++) {
		bool term = c->nterms == c->npath - 1;
		if (!edge_between(g, c->path[i], c->path[i + 1], true, term, term ? c->terms[i] : 0,
				  &w)) {
			c->verdict = CLAIM_FALSE;
			if (edge_between(g, c->path[i], c->path[i + 1], true, false, 0, &w))
				snprintf(c->why, sizeof c->why, "edge %lld-%lld has weight %lld, not %lld",
					 (long long)c->path[i], (long long)c->path[i + 1],
					 (long long)w, (long long)c->terms[i]);
			else
				snprintf(c->why, sizeof c->why, "no edge %lld-%lld",
					 (long long)c->path[i], (long long)c->path[i + 1]);
			return;
		}
		total += w;
	}
	if (c->nterms && c->nterms != c->npath - 1) {
		c->verdict = CLAIM_FALSE;
		snprintf(c->why, sizeof c->why, "%zu weights for a path of %zu edges", c->nterms,
			 c->npath - 1);
		return;
	}
	c->verdict = total == c->w ? CLAIM_TRUE : CLAIM_FALSE;
	if (total != c->w)
		snprintf(c->why, sizeof c->why, "the path weighs %lld, not %lld", (long long)total,
			 (long long)c->w);
}

static void judge_flow(const struct graph *g, struct claim *c)
{
	int64_t cap = 0;
	bool any = false;

	if (!node_ok(g, c->u) || !node_ok(g, c->v) || !g->ew) {
		c->verdict = node_ok(g, c->u) && node_ok(g, c->v) ? CLAIM_UNVERIFIABLE : CLAIM_FALSE;
		if (c->verdict == CLAIM_FALSE)
			snprintf(c->why, sizeof c->why, "node %lld does not exist",
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
		snprintf(c->why, sizeof c->why, "no edge %lld->%lld", (long long)c->u, (long long)c->v);
	} else if (c->w > cap) {
		c->verdict = CLAIM_FALSE;
		snprintf(c->why, sizeof c->why, "edge %lld->%lld has capacity %lld < %lld",
			 (long long)c->u, (long long)c->v, (long long)cap, (long long)c->w);
	} else {
		c->verdict = CLAIM_TRUE;
	}
}

/* Layer-l vector of node u equals c->vec? */
static bool value_at(const struct graph *g, const int64_t *emb, int l, const struct claim *c)
{
	const int64_t *row = emb + ((size_t)(l - 1) * (size_t)g->n + (size_t)c->u) * (size_t)g->feat_dim;
	for (int d = 0; d < g->feat_dim; d++)
		if ((double)row[d] != c->vec[d])
			return false;
	return true;
}

static void judge_values(const struct problem *p, int layers, struct claimset *cs)
{
	const struct graph *g = p->graph;
	int64_t *emb = NULL;
	long ql = layers;
	int top = 0;

	if (!ql && !problem_query_int(p, "layers", &ql))
		ql = 1;
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
		if (c->kind != CLAIM_NODE_VALUE)
			continue;
		if (!node_ok(g, c->u) || c->dim != g->feat_dim || c->layer > top) {
			c->verdict = node_ok(g, c->u) && c->layer <= top ? CLAIM_FALSE : CLAIM_UNVERIFIABLE;
			if (c->verdict == CLAIM_FALSE)
				snprintf(c->why, sizeof c->why, "node %lld's vectors have %d values",
					 (long long)c->u, g->feat_dim);
			continue;
		}
		if (c->layer)
			ok = value_at(g, emb, c->layer, c);
		for (int l = 1; !c->layer && !ok && l <= ql && l <= top; l++)
			ok = value_at(g, emb, l, c);
		c->verdict = ok ? CLAIM_TRUE : CLAIM_FALSE;
		if (!ok) {
			int l = c->layer ? c->layer : (int)ql;
			const int64_t *row = emb + ((size_t)(l - 1) * (size_t)g->n + (size_t)c->u) *
						   (size_t)g->feat_dim;
			struct strbuf sb;
			sb_init(&sb);
			for (int d = 0; d < g->feat_dim; d++)
				sb_printf(&sb, "%s%lld", d ? "," : "", (long long)row[d]);
			snprintf(c->why, sizeof c->why, "node %lld at layer %d is [%s]", (long long)c->u,
				 l, sb.data ? sb.data : "");
			sb_free(&sb);
		}
	}
	free(emb);
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
				snprintf(c->why, sizeof c->why, "node %lld has an edge from node %d",
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
		case CLAIM_SUM:
		case CLAIM_VISITED:
		case CLAIM_NODE_VALUE:
			break;	/* judged when found / below */
		}
	}
	if (g)
		judge_values(p, layers, cs);
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

void claims_check(const struct problem *p, int layers, const char *text, size_t len,
		  struct claimset *cs)
{
	claims_extract(p->task->kind, text, len, cs);
	claims_judge(p, layers, cs);
}
