/* claims-gnn.c - GNN claims: node values per layer, and the layers the final answer rests on (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* the most terms a neighbour sum is read with */
#define GNN_TERMS_MAX 16

/* The neighbours a sum names at s[j]: "node 1, node 3 and node 5" or
 * "nodes 1, 3 and 5"; their count, *end past the last. */
static size_t sum_nodes(const char *s, size_t le, size_t j, long *nb, size_t max, size_t *end)
{
	if (extract_word_at(s, le, j, "nodes"))
		return claims_word_list(s, le, claims_blanks(s, le, j + 5), NULL, nb, max, end);
	return claims_word_list(s, le, j, "node", nb, max, end);
}

/* The terms of "node 4: sum of embeddings of node 1, node 3, [0,1] +
 * [1,1] = ..." in s[e..eq): when there are as many vectors as nodes named,
 * each is its node's value a layer below the line's (layer: the line's
 * named layer, 0 = none). Returns whether the terms were read. */
static bool sum_terms(const char *s, size_t e, size_t eq, int layer, struct claimset *cs)
{
	static const char *const heads[] = { "sum of embeddings of ", "sum of the embeddings of " };
	size_t j = claims_blanks(s, eq, e), end = 0, at[GNN_TERMS_MAX], to[GNN_TERMS_MAX];
	long nb[GNN_TERMS_MAX];
	double vec[GNN_TERMS_MAX][CLAIM_VEC_MAX];
	int dim[GNN_TERMS_MAX];
	size_t n = 0, k, h;

	for (h = 0; h < 2 && !claims_lit(s, eq, j, heads[h]); h++)
		;
	if (h == 2)
		return false;
	n = sum_nodes(s, eq, j + strlen(heads[h]), nb, GNN_TERMS_MAX, &end);
	if (!n)
		return false;
	j = claims_blanks(s, eq, end);
	if (claims_lit(s, eq, j, ","))
		j = claims_blanks(s, eq, j + 1);
	for (k = 0; k < n; k++) {
		at[k] = j;
		dim[k] = claims_vec(s, eq, j, vec[k], &end);
		if (!dim[k])
			return false;
		to[k] = end;
		j = claims_blanks(s, eq, end);
		if (k + 1 < n && !claims_lit(s, eq, j, "+"))
			return false;
		j = claims_blanks(s, eq, j + 1);
	}
	if (end > eq || claims_blanks(s, eq, end) != eq)
		return false;	/* more terms than nodes, or words before the "=" */
	for (k = 0; k < n; k++) {
		struct claim *c = claims_add(cs, CLAIM_NODE_VALUE, at[k], to[k]);
		c->u = nb[k];
		c->dim = dim[k];
		memcpy(c->vec, vec[k], (size_t)dim[k] * sizeof **vec);
		c->term = true;
		c->layer = layer > 0 ? layer - 1 : -1;
	}
	return true;
}

/* The terms of "node 0: [1,1] + [0,1] = ..." in s[e..eq), no nodes named:
 * two vectors or more (claims_vec's whole numbers), of one length, and
 * nothing else before the "=". They are claimed together (sum-terms), as node u's
 * neighbours' vectors a layer below the line's. Returns whether read. */
static bool bare_terms(const char *s, size_t e, size_t eq, long u, int layer,
		       struct claimset *cs)
{
	double vec[GNN_TERMS_MAX][CLAIM_VEC_MAX];
	size_t j = claims_blanks(s, eq, e), end = e, first = j, n = 0;
	int dim = 0;

	while (n < GNN_TERMS_MAX) {
		int d = claims_vec(s, eq, j, vec[n], &end);
		if (!d || (n && d != dim))
			return false;
		dim = d;
		n++;
		j = claims_blanks(s, eq, end);
		if (!claims_lit(s, eq, j, "+"))
			break;
		j = claims_blanks(s, eq, j + 1);
	}
	if (n < 2 || j != eq)
		return false;	/* one vector (a restatement), or words or more terms */
	struct claim *c = claims_add(cs, CLAIM_TERMS, first, end);
	c->u = u;
	c->dim = dim;
	c->layer = layer > 0 ? layer - 1 : -1;
	c->nterms = n * (size_t)dim;
	c->terms = claimset_ints(cs, c->nterms);
	for (size_t k = 0; k < n; k++)
		for (int d = 0; d < dim; d++)
			c->terms[k * (size_t)dim + (size_t)d] = (int64_t)vec[k][d];
	return true;
}

/* A GNN line "node 0: ... = [2,1]": the node's value. */
static void node_value(const char *s, size_t len, size_t i, struct claimset *cs,
		       const struct claims_scan *st)
{
	size_t e, le = i, eq = 0, j, ve, from = i;
	long u;
	int n;
	double vec[CLAIM_VEC_MAX];

	if (i > 0 && s[i - 1] != '\n' && s[i - 1] != ' ')
		return;
	u = extract_node_at(s, len, i, &e);
	if (u < 0 || !claims_lit(s, len, e, ":"))
		return;
	/* a line, but never more than 512 bytes: linear in any text */
	while (le < len && s[le] != '\n' && le < i + 512)
		le++;
	for (j = e; j < le; j++)
		if (s[j] == '=')
			eq = j;
	if (!eq && st->final)
		eq = e;	/* a final vector: "node 0: [1,2]" */
	if (!eq)
		return;
	j = claims_blanks(s, le, eq + 1);
	n = claims_vec(s, le, j, vec, &ve);
	if (!n)
		return;
	/* the terms come before the value they add up to: the value's
	 * claim starts at its "=" */
	if (!st->final && (sum_terms(s, e + 1, eq, st->layer, cs) ||
			   bare_terms(s, e + 1, eq, u, st->layer, cs)))
		from = eq;
	struct claim *c = claims_add(cs, CLAIM_NODE_VALUE, from, ve);
	c->u = u;
	c->dim = n;
	memcpy(c->vec, vec, (size_t)n * sizeof *vec);
	c->layer = st->final ? -1 : st->layer;
}

static void gnn_word(const struct task *t, const char *s, size_t len, size_t i,
		     struct claimset *cs, struct claims_scan *st)
{
	size_t e;
	int64_t a;

	if (extract_word_at(s, len, i, "layer") &&
	    (a = extract_uint_at(s, len, claims_blanks(s, len, i + 5), &e)) >= 0) {
		st->layer = a > 64 ? 64 : (int)a;
		if (st->layer > st->top_layer)
			st->top_layer = st->layer;
		st->final = false;
	} else if (extract_word_at(s, len, i, "answer") || extract_word_at(s, len, i, "final")) {
		if (!st->final)
			st->final_off = i;
		st->final = true;
	} else if (s[i] == 'n') {
		node_value(s, len, i, cs, st);
	}
}

static void gnn_end(const struct task *t, const char *s, size_t len, struct claimset *cs,
		    struct claims_scan *st)
{
	/* final vectors stated after computing layers up to top_layer */
	if (st->final && st->top_layer > 0) {
		struct claim *c = claims_add(cs, CLAIM_LAYERS, st->final_off, st->final_off + 6);
		c->layer = st->top_layer;
	}
}

const struct claims_ops gnn_claims_ops = { .word = gnn_word, .end = gnn_end };
