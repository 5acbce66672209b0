/* claims-task.c - claims in task-specific wording: path weights, flow
 * amounts, GNN node values, matching interests and topology prerequisites
 * (see claims.h). */
#include "config.h"
#include "claims-int.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static size_t blanks(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

static bool lit(const char *s, size_t len, size_t i, const char *w)
{
	size_t n = strlen(w);
	return i + n <= len && !memcmp(s + i, w, n);
}

/* "node A, node B and node C" (or "job X, job Y") at i. */
static size_t word_list(const char *s, size_t len, size_t i, const char *word, long *out,
			size_t max, size_t *end)
{
	size_t n = 0, e, wl = strlen(word);
	int64_t v;

	for (;;) {
		if (!extract_word_at(s, len, i, word))
			break;
		v = extract_uint_at(s, len, blanks(s, len, i + wl), &e);
		if (v < 0 || n == max)
			break;
		out[n++] = (long)v;
		*end = e;
		i = blanks(s, len, e);
		if (lit(s, len, i, ","))
			i = blanks(s, len, i + 1);
		if (lit(s, len, i, "and "))
			i = blanks(s, len, i + 4);
	}
	return n;
}

/* "0,3,2 with a total weight of 3 + 1 = 4" */
static void path_weight(const char *s, size_t len, size_t i, struct claimset *cs)
{
	static const char *const kw[] = { "total weight", "total length", "total distance",
					  "total cost" };
	struct xseq seq = { 0 };
	size_t j, k, e;
	int64_t t, terms[64];
	size_t nt = 0;
	struct claim *c;

	/* inside a longer path: "0 -> 3 -> 2" is one claim, not also "3 -> 2" */
	for (j = i; j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t'); j--)
		;
	if (j > 0 && (strchr(",->", s[j - 1]) || (unsigned char)s[j - 1] >= 0x80))
		return;
	if (j >= 3 && !memcmp(s + j - 3, " to", 3))
		return;	/* "city 3 to city 0 to city 2" */
	if (!extract_seq(s, len, i, &seq) || seq.start != i || seq.n < 2) {
		xseq_free(&seq);
		return;
	}
	for (j = seq.end; j < len && j < seq.end + 30 && s[j] != '\n'; j++) {
		for (k = 0; k < 4 && !lit(s, len, j, kw[k]); k++)
			;
		if (k < 4)
			break;
	}
	if (j >= len || j >= seq.end + 30 || s[j] == '\n') {
		xseq_free(&seq);
		return;
	}
	j = blanks(s, len, j + strlen(kw[k]));
	if (lit(s, len, j, "of"))
		j = blanks(s, len, j + 2);
	else if (lit(s, len, j, "is"))
		j = blanks(s, len, j + 2);
	else if (lit(s, len, j, ":"))
		j = blanks(s, len, j + 1);
	while ((t = extract_uint_at(s, len, j, &e)) >= 0 && nt < 64) {
		terms[nt++] = t;
		j = blanks(s, len, e);
		if (!lit(s, len, j, "+"))
			break;
		j = blanks(s, len, j + 1);
	}
	if (!nt) {
		xseq_free(&seq);
		return;
	}
	if (nt > 1 || lit(s, len, j, "=")) {
		if (!lit(s, len, j, "=") ||
		    (t = extract_uint_at(s, len, blanks(s, len, j + 1), &e)) < 0) {
			xseq_free(&seq);
			return;
		}
	} else {
		t = terms[0];
		nt = 0;
	}
	c = claims_add(cs, CLAIM_PATH_WEIGHT, i, e);
	c->has_w = true;
	c->w = t;
	c->npath = seq.n;
	c->path = xmalloc(seq.n * sizeof *c->path);
	memcpy(c->path, seq.v, seq.n * sizeof *c->path);
	c->nterms = nt;
	c->terms = xmalloc((nt ? nt : 1) * sizeof *c->terms);
	memcpy(c->terms, terms, nt * sizeof *terms);
	xseq_free(&seq);
}

/* "(send) 8 units of flow from node 3 to node 2", at the number */
static void flow_amount(const char *s, size_t len, size_t i, struct claimset *cs)
{
	size_t j, e;
	int64_t amount = extract_uint_at(s, len, i, &e);
	long u, v;

	if (amount < 0)
		return;
	j = blanks(s, len, e);
	if (!lit(s, len, j, "unit"))
		return;
	while (j < len && s[j] != ' ')
		j++;
	j = blanks(s, len, j);
	if (!lit(s, len, j, "of flow from "))
		return;
	u = extract_node_at(s, len, j + 13, &e);
	if (u < 0 || !lit(s, len, e, " to "))
		return;
	v = extract_node_at(s, len, e + 4, &e);
	if (v < 0)
		return;
	struct claim *c = claims_add(cs, CLAIM_FLOW, i, e);
	c->u = u;
	c->v = v;
	c->directed = true;
	c->has_w = true;
	c->w = amount;
}

/* The nearest "layer L" before i (0 when none). */
static int layer_before(const char *s, size_t len, size_t i)
{
	while (i-- > 0) {
		size_t e;
		int64_t l;
		if (!extract_word_at(s, len, i, "layer"))
			continue;
		l = extract_uint_at(s, len, blanks(s, len, i + 5), &e);
		if (l >= 0)
			return l > 64 ? 64 : (int)l;
	}
	return 0;
}

/* A GNN line "node 0: ... = [2,1]": the node's value. */
static void node_value(const char *s, size_t len, size_t i, struct claimset *cs)
{
	size_t e, le = i, eq = 0, j, ve;
	long u;
	int n = 0;
	double vec[CLAIM_VEC_MAX];

	if (i > 0 && s[i - 1] != '\n' && s[i - 1] != ' ')
		return;
	u = extract_node_at(s, len, i, &e);
	if (u < 0 || !lit(s, len, e, ":"))
		return;
	while (le < len && s[le] != '\n')
		le++;
	for (j = e; j < le; j++)
		if (s[j] == '=')
			eq = j;
	if (!eq)
		return;
	j = blanks(s, le, eq + 1);
	if (!lit(s, le, j, "["))
		return;
	for (j++;; j++) {
		int64_t x;
		j = blanks(s, le, j);
		x = extract_uint_at(s, le, j, &ve);
		if (x < 0 || n == CLAIM_VEC_MAX)
			return;
		vec[n++] = (double)x;
		j = blanks(s, le, ve);
		if (lit(s, le, j, "]"))
			break;
		if (!lit(s, le, j, ","))
			return;
	}
	struct claim *c = claims_add(cs, CLAIM_NODE_VALUE, i, j + 1);
	c->u = u;
	c->dim = n;
	memcpy(c->vec, vec, (size_t)n * sizeof *vec);
	c->layer = layer_before(s, len, i);
}

#define NO_PRED "no nodes are required to be visited before "

void claims_extract_task(enum task_kind kind, const char *s, size_t len, size_t i,
			 struct claimset *cs)
{
	long list[64];
	size_t e, j, n;
	int64_t a;

	switch (kind) {
	case TASK_SHORTEST_PATH:
		if ((s[i] >= '0' && s[i] <= '9') || s[i] == 'n' || s[i] == 'c')
			path_weight(s, len, i, cs);
		break;
	case TASK_FLOW:
		if (s[i] >= '0' && s[i] <= '9')
			flow_amount(s, len, i, cs);
		break;
	case TASK_GNN:
		if (s[i] == 'n')
			node_value(s, len, i, cs);
		break;
	case TASK_MATCHING:
		if (!extract_word_at(s, len, i, "applicant"))
			break;
		a = extract_uint_at(s, len, blanks(s, len, i + 9), &e);
		if (a < 0 || !lit(s, len, e, " is interested in "))
			break;
		n = word_list(s, len, e + 18, "job", list, 64, &j);
		for (size_t k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
			c->u = a;
			c->v = list[k];
			c->job = true;
		}
		break;
	case TASK_TOPOLOGY:
		if (extract_word_at(s, len, i, "visiting")) {
			long v = extract_node_at(s, len, i + 9, &e);
			if (v < 0 || !lit(s, len, e, " requires visiting "))
				break;
			n = word_list(s, len, e + 19, "node", list, 64, &j);
			for (size_t k = 0; k < n; k++) {
				struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
				c->u = list[k];
				c->v = v;
				c->directed = true;
			}
		} else if (lit(s, len, i, NO_PRED)) {
			long v = extract_node_at(s, len, i + strlen(NO_PRED), &e);
			if (v >= 0) {
				struct claim *c = claims_add(cs, CLAIM_NO_PRED, i, e);
				c->u = v;
			}
		}
		break;
	default:
		break;
	}
}
