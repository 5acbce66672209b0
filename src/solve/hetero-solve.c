/* hetero-solve.c - reference algorithms and task solvers of the six
 * heterogeneous-graph tasks (semantics in hetero.h). Edges are looked at
 * in both directions: a relation's direction names it (actor acted_in
 * movie) but the neighbourhood of a movie holds its actors. */
#include "config.h"
#include "hetero-graph.h"
#include "solve.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The other end of edge e seen from v, or -1 when e does not touch v. */
static int other_end(const struct hetero *h, size_t e, int v)
{
	if (h->eu[e] == v)
		return h->ev[e];
	if (h->ev[e] == v)
		return h->eu[e];
	return -1;
}

int hetero_neighbours(const struct hetero *h, int v, int rel, int ty, int *out)
{
	bool *seen = xcalloc((size_t)h->n + 1, sizeof *seen);
	int k = 0;

	for (size_t e = 0; e < h->m; e++) {
		int w = other_end(h, e, v);
		if (w >= 0 && (rel < 0 || h->erel[e] == rel) && (ty < 0 || h->type[w] == ty))
			seen[w] = true;
	}
	for (int w = 0; w < h->n; w++)
		if (seen[w])
			out[k++] = w;
	free(seen);
	return k;
}

int hetero_relations_between(const struct hetero *h, int u, int v, int *out)
{
	bool *seen = xcalloc((size_t)h->nrel + 1, sizeof *seen);
	int k = 0;

	for (size_t e = 0; e < h->m; e++)
		if ((h->eu[e] == u && h->ev[e] == v) || (h->eu[e] == v && h->ev[e] == u))
			seen[h->erel[e]] = true;
	for (int r = 0; r < h->nrel; r++)
		if (seen[r])
			out[k++] = r;
	free(seen);
	return k;
}

long hetero_relation_count(const struct hetero *h, int node, int rel)
{
	long k = 0;

	if (node < 0 && rel < 0) {
		bool *seen = xcalloc((size_t)h->nrel + 1, sizeof *seen);
		for (size_t e = 0; e < h->m; e++)
			if (!seen[h->erel[e]]) {
				seen[h->erel[e]] = true;
				k++;
			}
		free(seen);
		return k;
	}
	for (size_t e = 0; e < h->m; e++)
		if ((node < 0 || h->eu[e] == node || h->ev[e] == node) &&
		    (rel < 0 || h->erel[e] == rel))
			k++;
	return k;
}

int hetero_ball(const struct hetero *h, int v, int hops, bool *in)
{
	int *frontier = xmalloc(((size_t)h->n + 1) * sizeof *frontier), nf = 1, count = 1;

	memset(in, 0, (size_t)h->n * sizeof *in);
	in[v] = true;
	frontier[0] = v;
	for (int d = 0; d < hops && nf; d++) {
		int added = 0;
		bool *next = xcalloc((size_t)h->n + 1, sizeof *next);
		for (size_t e = 0; e < h->m; e++) {
			for (int i = 0; i < nf; i++) {
				int w = other_end(h, e, frontier[i]);
				if (w >= 0 && !in[w])
					next[w] = true;
			}
		}
		nf = 0;
		for (int w = 0; w < h->n; w++)
			if (next[w]) {
				in[w] = true;
				frontier[nf++] = w;
				added++;
			}
		count += added;
		free(next);
	}
	free(frontier);
	return count;
}

/* Adjacency lists (both directions) for the walks below. */
struct adj {
	size_t *off;
	int *nbr;
};

static void adj_build(const struct hetero *h, struct adj *a)
{
	size_t *fill = xcalloc((size_t)h->n + 1, sizeof *fill);

	a->off = xcalloc((size_t)h->n + 2, sizeof *a->off);
	a->nbr = xmalloc((2 * h->m + 1) * sizeof *a->nbr);
	for (size_t e = 0; e < h->m; e++) {
		a->off[h->eu[e] + 1]++;
		if (h->ev[e] != h->eu[e])
			a->off[h->ev[e] + 1]++;
	}
	for (int v = 0; v < h->n; v++)
		a->off[v + 1] += a->off[v];
	for (size_t e = 0; e < h->m; e++) {
		a->nbr[a->off[h->eu[e]] + fill[h->eu[e]]++] = h->ev[e];
		if (h->ev[e] != h->eu[e])
			a->nbr[a->off[h->ev[e]] + fill[h->ev[e]]++] = h->eu[e];
	}
	free(fill);
}

static void adj_free(struct adj *a)
{
	free(a->off);
	free(a->nbr);
}

int hetero_predict_label(const struct hetero *h, int v)
{
	long *votes = xcalloc((size_t)h->nlabels + 1, sizeof *votes), best = 0;
	struct adj a;
	int pick = -1;

	if (!h->nlabels) {
		free(votes);
		return -1;
	}
	adj_build(h, &a);
	for (size_t i = a.off[v]; i < a.off[v + 1]; i++) {
		int x = a.nbr[i];
		for (size_t j = a.off[x]; j < a.off[x + 1]; j++) {
			int y = a.nbr[j];
			if (y != v && h->label[y] >= 0)
				votes[h->label[y]]++;
		}
	}
	for (int l = 0; l < h->nlabels; l++)
		if (votes[l] > best) {
			best = votes[l];
			pick = l;
		}
	if (pick < 0) {
		/* no labelled node two hops away: the most common label */
		memset(votes, 0, (size_t)h->nlabels * sizeof *votes);
		for (int w = 0; w < h->n; w++)
			if (w != v && h->label[w] >= 0)
				votes[h->label[w]]++;
		pick = 0;
		for (int l = 1; l < h->nlabels; l++)
			if (votes[l] > votes[pick])
				pick = l;
	}
	adj_free(&a);
	free(votes);
	return pick;
}

long hetero_link_score(const struct hetero *h, int u, int v)
{
	struct adj a;
	long score = 0;

	adj_build(h, &a);
	/* u - x - v and u - x - y - v, never through the direct u-v edge */
	for (size_t i = a.off[u]; i < a.off[u + 1]; i++) {
		int x = a.nbr[i];
		if (x == v || x == u)
			continue;
		for (size_t j = a.off[x]; j < a.off[x + 1]; j++) {
			int y = a.nbr[j];
			if (y == v) {
				score++;
				continue;
			}
			if (y == u || y == x)
				continue;
			for (size_t k = a.off[y]; k < a.off[y + 1]; k++)
				score += a.nbr[k] == v;
		}
	}
	adj_free(&a);
	return score;
}

/* ---- task solvers ------------------------------------------------------ */

static struct hetero *load(const struct problem *p, char **err)
{
	return hetero_from_problem(p, err);
}

/* Optional relation / node type names of the query: -2 when unknown. */
static int query_name(const struct problem *p, const struct hetero *h, const char *key, bool type,
		      char **err)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(p->query, key);
	int r;

	if (!j)
		return -1;
	r = cJSON_IsString(j) ? (type ? hetero_type(h, j->valuestring) :
				 hetero_relation(h, j->valuestring)) : -1;
	if (r < 0) {
		*err = solve_err("query.%s names no %s of the graph", key, type ? "node type" : "relation");
		return -2;
	}
	return r;
}

static cJSON *obj(void)
{
	return xjson(cJSON_CreateObject());
}

int hetero_solve_neighbours(const struct problem *p, cJSON **answer, struct trace *tr,
			    char **err)
{
	struct hetero *h = load(p, err);
	int v, rel, ty, *out, k;

	if (!h)
		return -1;
	if (solve_query_node(p, "node", &v, err) != 0 ||
	    (rel = query_name(p, h, "relation", false, err)) == -2 ||
	    (ty = query_name(p, h, "node_type", true, err)) == -2) {
		hetero_free(h);
		return -1;
	}
	trace_set_algorithm(tr, "Scan the edges at the node", TRACE_QUEUE);
	for (size_t e = 0; e < h->m; e++) {
		int w = other_end(h, e, v);
		if (w >= 0)
			trace_edge(tr, TR_EXAMINE, v, w, (long)e, 0, "%s %s %s%s", h->ids[h->eu[e]],
				   h->rels[h->erel[e]], h->ids[h->ev[e]],
				   (rel < 0 || h->erel[e] == rel) && (ty < 0 || h->type[w] == ty) ?
				   ": a neighbour" : ": other relation or type");
	}
	out = xmalloc(((size_t)h->n + 1) * sizeof *out);
	k = hetero_neighbours(h, v, rel, ty, out);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, out, (size_t)k, NULL, 0, "%d neighbours", k);
	*answer = obj();
	cJSON_AddItemToObject(*answer, "neighbours", json_int_array(out, (size_t)k));
	free(out);
	hetero_free(h);
	return 0;
}

int hetero_solve_relationship(const struct problem *p, cJSON **answer, struct trace *tr,
			      char **err)
{
	struct hetero *h = load(p, err);
	int u, v, *out, k;
	cJSON *rs;

	if (!h)
		return -1;
	if (solve_query_node(p, "source", &u, err) != 0 ||
	    solve_query_node(p, "target", &v, err) != 0) {
		hetero_free(h);
		return -1;
	}
	out = xmalloc(((size_t)h->nrel + 1) * sizeof *out);
	k = hetero_relations_between(h, u, v, out);
	trace_set_algorithm(tr, "Scan the edges between the nodes", TRACE_QUEUE);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, NULL, 0, NULL, 0, "%d relation%s", k,
		   k == 1 ? "" : "s");
	*answer = obj();
	rs = xjson(cJSON_AddArrayToObject(*answer, "relations"));
	for (int i = 0; i < k; i++)
		cJSON_AddItemToArray(rs, xjson(cJSON_CreateString(h->rels[out[i]])));
	cJSON_AddStringToObject(*answer, "relation", k ? h->rels[out[0]] : "none");
	free(out);
	hetero_free(h);
	return 0;
}

int hetero_solve_relation_count(const struct problem *p, cJSON **answer, struct trace *tr,
				char **err)
{
	struct hetero *h = load(p, err);
	int v = -1, rel;
	long k;

	if (!h)
		return -1;
	if ((cJSON_GetObjectItemCaseSensitive(p->query, "node") &&
	     solve_query_node(p, "node", &v, err) != 0) ||
	    (rel = query_name(p, h, "relation", false, err)) == -2) {
		hetero_free(h);
		return -1;
	}
	k = hetero_relation_count(h, v, rel);
	trace_set_algorithm(tr, "Count edges", TRACE_QUEUE);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, k, 0, NULL, 0, NULL, 0, "%ld", k);
	*answer = obj();
	cJSON_AddNumberToObject(*answer, "count", (double)k);
	hetero_free(h);
	return 0;
}

int hetero_solve_subgraph(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	struct hetero *h = load(p, err);
	const cJSON *ns = cJSON_GetObjectItemCaseSensitive(p->query, "nodes"), *it;
	bool *in;
	int v;
	long hops = 1;
	cJSON *nodes, *edges;

	if (!h)
		return -1;
	in = xcalloc((size_t)h->n + 1, sizeof *in);
	if (cJSON_IsArray(ns)) {
		cJSON_ArrayForEach(it, ns) {
			if (!cJSON_IsNumber(it) || it->valueint < 0 || it->valueint >= h->n) {
				*err = solve_err("query.nodes must hold nodes 0..%d", h->n - 1);
				goto fail;
			}
			in[it->valueint] = true;
		}
	} else {
		if (solve_query_node(p, "node", &v, err) != 0)
			goto fail;
		problem_query_int(p, "hops", &hops);
		hetero_ball(h, v, (int)(hops < 0 ? 0 : hops > 16 ? 16 : hops), in);
	}
	trace_set_algorithm(tr, "Induced subgraph", TRACE_QUEUE);
	*answer = obj();
	nodes = xjson(cJSON_AddArrayToObject(*answer, "nodes"));
	edges = xjson(cJSON_AddArrayToObject(*answer, "edges"));
	for (int w = 0; w < h->n; w++)
		if (in[w]) {
			cJSON_AddItemToArray(nodes, xjson(cJSON_CreateNumber(w)));
			trace_node(tr, TR_DISCOVER, w, 0, "%s is in the subgraph", h->ids[w]);
		}
	for (size_t e = 0; e < h->m; e++)
		if (in[h->eu[e]] && in[h->ev[e]]) {
			cJSON *t = xjson(cJSON_CreateArray());
			cJSON_AddItemToArray(t, xjson(cJSON_CreateNumber(h->eu[e])));
			cJSON_AddItemToArray(t, xjson(cJSON_CreateString(h->rels[h->erel[e]])));
			cJSON_AddItemToArray(t, xjson(cJSON_CreateNumber(h->ev[e])));
			cJSON_AddItemToArray(edges, t);
			trace_edge(tr, TR_EXAMINE, h->eu[e], h->ev[e], (long)e, 0, "%s %s %s",
				   h->ids[h->eu[e]], h->rels[h->erel[e]], h->ids[h->ev[e]]);
		}
	free(in);
	hetero_free(h);
	return 0;
fail:
	free(in);
	hetero_free(h);
	return -1;
}

int hetero_solve_node_class(const struct problem *p, cJSON **answer, struct trace *tr,
			    char **err)
{
	struct hetero *h = load(p, err);
	int v, pick;

	if (!h)
		return -1;
	if (solve_query_node(p, "node", &v, err) != 0) {
		hetero_free(h);
		return -1;
	}
	pick = hetero_predict_label(h, v);
	if (pick < 0) {
		*err = solve_err("the graph has no labels");
		hetero_free(h);
		return -1;
	}
	trace_set_algorithm(tr, "Two-hop label vote", TRACE_QUEUE);
	trace_emit(tr, TR_ANSWER, v, -1, -1, pick, 0, NULL, 0, NULL, 0, "%s: predicted %s",
		   h->ids[v], h->labels[pick]);
	*answer = obj();
	cJSON_AddStringToObject(*answer, "label", h->label[v] >= 0 ? h->labels[h->label[v]] :
			       h->labels[pick]);
	cJSON_AddStringToObject(*answer, "predicted", h->labels[pick]);
	hetero_free(h);
	return 0;
}

int hetero_solve_link(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	struct hetero *h = load(p, err);
	int u, v;
	long score;
	const cJSON *truth = p->gold_answer ? cJSON_GetObjectItemCaseSensitive(p->gold_answer, "link") : NULL;

	if (!h)
		return -1;
	if (solve_query_node(p, "source", &u, err) != 0 ||
	    solve_query_node(p, "target", &v, err) != 0) {
		hetero_free(h);
		return -1;
	}
	score = hetero_link_score(h, u, v);
	trace_set_algorithm(tr, "Count paths of length 2 and 3", TRACE_QUEUE);
	trace_emit(tr, TR_ANSWER, u, v, -1, score, 0, NULL, 0, NULL, 0,
		   "%ld paths: %s", score, score >= HETERO_LINK_MIN ? "link" : "no link");
	*answer = obj();
	cJSON_AddBoolToObject(*answer, "link", cJSON_IsBool(truth) ? cJSON_IsTrue(truth) :
			      score >= HETERO_LINK_MIN);
	cJSON_AddBoolToObject(*answer, "predicted", score >= HETERO_LINK_MIN);
	cJSON_AddNumberToObject(*answer, "score", (double)score);
	hetero_free(h);
	return 0;
}
