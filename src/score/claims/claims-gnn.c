/* claims-gnn.c - GNN claims: node values per layer, and the layers the final answer rests on (claims-ops.h). */
#include "config.h"
#include "claims-ops.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* A GNN line "node 0: ... = [2,1]": the node's value. */
static void node_value(const char *s, size_t len, size_t i, struct claimset *cs,
		       const struct claims_scan *st)
{
	size_t e, le = i, eq = 0, j, ve;
	long u;
	int n = 0;
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
	if (!claims_lit(s, le, j, "["))
		return;
	for (j++;; j++) {
		int64_t x;
		j = claims_blanks(s, le, j);
		x = extract_uint_at(s, le, j, &ve);
		if (x < 0 || n == CLAIM_VEC_MAX)
			return;
		vec[n++] = (double)x;
		j = claims_blanks(s, le, ve);
		if (claims_lit(s, le, j, "]"))
			break;
		if (!claims_lit(s, le, j, ","))
			return;
	}
	struct claim *c = claims_add(cs, CLAIM_NODE_VALUE, i, j + 1);
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
