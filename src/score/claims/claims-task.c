/* claims-task.c - claims in task-specific wording: path weights, flow
 * amounts, GNN node values, matching interests and topology prerequisites
 * (see claims.h). */
#include "config.h"
#include "claims-int.h"
#include "claims-ops.h"
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
	size_t n;

	if (i >= len || s[i] != w[0])
		return false;
	n = strlen(w);
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

/* "from node 3 to node 2" at i: the pair, *end past it. */
static bool pair_at(const char *s, size_t len, size_t i, long *u, long *v, size_t *end)
{
	size_t e;

	if (!lit(s, len, i, "from "))
		return false;
	*u = extract_node_at(s, len, blanks(s, len, i + 5), &e);
	if (*u < 0 || !lit(s, len, e, " to "))
		return false;
	*v = extract_node_at(s, len, blanks(s, len, e + 4), end);
	return *v >= 0;
}

static void add_flow(struct claimset *cs, enum claim_kind k, size_t off, size_t end, long u,
		     long v, int64_t w)
{
	struct claim *c = claims_add(cs, k, off, end);
	c->u = u;
	c->v = v;
	c->directed = true;
	c->has_w = true;
	c->w = w;
}

/* A stated value after i: "is 10", ": 10", "= 10", with "a + b = c" read as
 * c; -1 when none. */
static int64_t stated_value(const char *s, size_t len, size_t i, size_t *end)
{
	size_t j = blanks(s, len, i), e;
	int64_t v, x;

	if (lit(s, len, j, "is "))
		j += 3;
	else if (lit(s, len, j, ":") || lit(s, len, j, "="))
		j++;
	else
		return -1;
	j = blanks(s, len, j);
	if ((v = extract_uint_at(s, len, j, &e)) < 0)
		return -1;
	*end = e;
	for (;;) {
		j = blanks(s, len, e);
		if (!lit(s, len, j, "+") && !lit(s, len, j, "="))
			return v;
		bool eq = s[j] == '=';
		j = blanks(s, len, j + 1);
		if ((x = extract_uint_at(s, len, j, &e)) < 0)
			return v;
		if (eq) {
			v = x;
			*end = e;
		}
	}
}

/* The sender named earlier in the sentence before i: "from node K" or
 * "source (node K)"; -1 when none. */
static long sentence_sender(const char *s, size_t i)
{
	size_t a = i, e;
	long u = -1;

	while (a > 0 && s[a - 1] != '.' && s[a - 1] != '\n' && i - a < 300)
		a--;
	for (size_t j = a; j < i; j++) {
		long v;
		if (lit(s, i, j, "from ") && (v = extract_node_at(s, i, j + 5, &e)) >= 0)
			u = v;
		else if (lit(s, i, j, "source (") && (v = extract_node_at(s, i, j + 8, &e)) >= 0)
			u = v;
	}
	return u;
}

/* Flow wording at i: "(send) 8 units (of flow) from node 3 to node 2",
 * "3 units of flow arrive at node 1", "a flow of 3 from node 0 to node 1",
 * "from node 1 to node 0: 6", "the maximum flow from node 0 to node 6 is
 * 10". */
static void flow_claims(const char *s, size_t len, size_t i, struct claimset *cs)
{
	size_t j, e;
	int64_t amount;
	long u, v;

	if (s[i] >= '0' && s[i] <= '9') {
		if ((amount = extract_uint_at(s, len, i, &e)) < 0)
			return;
		j = blanks(s, len, e);
		if (!lit(s, len, j, "unit"))
			return;
		while (j < len && s[j] != ' ' && s[j] != '\n')
			j++;
		j = blanks(s, len, j);
		if (lit(s, len, j, "of flow "))
			j = blanks(s, len, j + 8);
		if (pair_at(s, len, j, &u, &v, &e)) {
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		} else if (lit(s, len, j, "to ") &&
			   (v = extract_node_at(s, len, blanks(s, len, j + 3), &e)) >= 0 &&
			   (u = sentence_sender(s, i)) >= 0) {
			/* "from the source (node 0), we can send 3 units of flow to
			 * node 1, 3 units of flow to node 2" */
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		} else if (lit(s, len, j, "arrive") || lit(s, len, j, "reach")) {
			while (j < len && s[j] != ' ' && s[j] != '\n')
				j++;
			j = blanks(s, len, j);
			if (lit(s, len, j, "at "))
				j = blanks(s, len, j + 3);
			if ((v = extract_node_at(s, len, j, &e)) >= 0)
				add_flow(cs, CLAIM_ARRIVAL, i, e, -1, v, amount);
		}
		return;
	}
	if (lit(s, len, i, "flow of ")) {
		if ((amount = extract_uint_at(s, len, i + 8, &e)) < 0)
			return;
		j = blanks(s, len, e);
		if (lit(s, len, j, "unit")) {
			while (j < len && s[j] != ' ' && s[j] != '\n')
				j++;
			j = blanks(s, len, j);
		}
		if (pair_at(s, len, j, &u, &v, &e))
			add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
		return;
	}
	if (lit(s, len, i, "maximum flow from ") || lit(s, len, i, "max flow from ")) {
		j = i + (lit(s, len, i, "max flow") ? 9 : 13);
		if (pair_at(s, len, j, &u, &v, &e) && (amount = stated_value(s, len, e, &e)) >= 0)
			add_flow(cs, CLAIM_MAX_FLOW, i, e, u, v, amount);
		return;
	}
	/* "from node 1 to node 0: 6," (not a total: "total flow from ...") */
	if (lit(s, len, i, "from ") && pair_at(s, len, i, &u, &v, &j) && lit(s, len, j, ":")) {
		size_t k = i;
		while (k > 0 && s[k - 1] == ' ')
			k--;
		if (k >= 4 && !memcmp(s + k - 4, "flow", 4))
			return;
		if ((amount = extract_uint_at(s, len, blanks(s, len, j + 1), &e)) < 0)
			return;
		if (lit(s, len, blanks(s, len, e), "+"))
			return;
		add_flow(cs, CLAIM_FLOW, i, e, u, v, amount);
	}
}

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
	if (u < 0 || !lit(s, len, e, ":"))
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
	c->layer = st->final ? -1 : st->layer;
}

#define NO_PRED "no nodes are required to be visited before "

/* "after node 1 and node 2 are visited, node 8 and node 9 can be visited" */
static void can_visit(const char *s, size_t len, size_t i, struct claimset *cs)
{
	static const char *const verbs[] = { " is visited", " are visited", " has been visited",
					     " have been visited" };
	long before[64], next[64];
	size_t nb, nn, j = 0, e;

	nb = word_list(s, len, blanks(s, len, i + 6), "node", before, 64, &e);
	if (!nb)
		return;
	for (size_t k = 0; k < sizeof verbs / sizeof *verbs && !j; k++)
		if (lit(s, len, e, verbs[k]))
			j = e + strlen(verbs[k]);
	if (!j)
		return;
	j = blanks(s, len, j);
	if (lit(s, len, j, ","))
		j = blanks(s, len, j + 1);
	if (lit(s, len, j, "then "))
		j = blanks(s, len, j + 5);
	nn = word_list(s, len, j, "node", next, 64, &e);
	if (!nn || !(lit(s, len, e, " can be visited") || lit(s, len, e, " can now be visited") ||
		     lit(s, len, e, " can be visited next")))
		return;
	struct claim *c = claims_add_list(cs, CLAIM_CAN_VISIT, i, e + 15, -1, next, nn);
	c->nterms = nb;
	c->terms = xmalloc(nb * sizeof *c->terms);
	for (size_t k = 0; k < nb; k++)
		c->terms[k] = before[k];
}

/* "the edges (8,6) (6,1), (1,0) and (0,8) form a cycle" at "edges" */
static void forms_cycle(const char *s, size_t len, size_t i, struct claimset *cs)
{
	long pairs[128];
	size_t n = 0, j = blanks(s, len, i + 5), e;
	int64_t a, b;

	while (n + 2 <= 128 && lit(s, len, j, "(")) {
		if ((a = extract_uint_at(s, len, blanks(s, len, j + 1), &e)) < 0)
			return;
		j = blanks(s, len, e);
		if (!lit(s, len, j, ","))
			return;
		if ((b = extract_uint_at(s, len, blanks(s, len, j + 1), &e)) < 0)
			return;
		j = blanks(s, len, e);
		if (!lit(s, len, j, ")"))
			return;
		pairs[n++] = (long)a;
		pairs[n++] = (long)b;
		j = blanks(s, len, j + 1);
		if (lit(s, len, j, ","))
			j = blanks(s, len, j + 1);
		if (lit(s, len, j, "and "))
			j = blanks(s, len, j + 4);
	}
	static const char *const verbs[] = { "form a cycle", "forms a cycle", "form a loop",
					     "forms a loop" };
	for (size_t k = 0; n >= 4 && k < 4; k++)
		if (lit(s, len, j, verbs[k])) {
			claims_add_list(cs, CLAIM_FORMS_CYCLE, i, j + strlen(verbs[k]), -1, pairs, n);
			return;
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

static void shortest_path_word(const struct task *t, const char *s, size_t len, size_t i,
			       struct claimset *cs, struct claims_scan *st)
{
	if ((s[i] >= '0' && s[i] <= '9') || s[i] == 'n' || s[i] == 'c')
		path_weight(s, len, i, cs);
}

static void cycle_word(const struct task *t, const char *s, size_t len, size_t i,
		       struct claimset *cs, struct claims_scan *st)
{
	if (lit(s, len, i, "edges ("))
		forms_cycle(s, len, i, cs);
}

static void flow_word(const struct task *t, const char *s, size_t len, size_t i,
		      struct claimset *cs, struct claims_scan *st)
{
	if ((s[i] >= '0' && s[i] <= '9') || s[i] == 'f' || s[i] == 'm')
		flow_claims(s, len, i, cs);
}

static void gnn_word(const struct task *t, const char *s, size_t len, size_t i,
		     struct claimset *cs, struct claims_scan *st)
{
	size_t e;
	int64_t a;

	if (extract_word_at(s, len, i, "layer") &&
	    (a = extract_uint_at(s, len, blanks(s, len, i + 5), &e)) >= 0) {
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

static void matching_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	long list[64];
	size_t e, j, n;
	int64_t a;

	if (s[i] >= '0' && s[i] <= '9' && (a = extract_uint_at(s, len, i, &e)) >= 0) {
		if (i >= 7 && !memcmp(s + i - 7, "out of ", 7))
			return;	/* "6 out of 7": the 6 is the count */
		/* "6 applicants can find the job", "6 out of 7 applicants find" */
		j = e;
		if (lit(s, len, j, " out of ")) {
			if (extract_uint_at(s, len, j + 8, &j) < 0)
				return;
			if (lit(s, len, j, " the"))
				j += 4;
		}
		if (lit(s, len, j, " applicants can find the job") || lit(s, len, j, " applicants find the job") ||
		    lit(s, len, j, " applicant can find the job") || lit(s, len, j, " applicants can get")) {
			struct claim *c = claims_add(cs, CLAIM_COUNT, i, j + 12);
			c->has_w = true;
			c->w = a;
		}
		return;
	}
	if (!extract_word_at(s, len, i, "applicant"))
		return;
	a = extract_uint_at(s, len, blanks(s, len, i + 9), &e);
	/* an assignment "applicant 0: job 1" / "applicant 0 -> job 1":
	 * the applicant must be interested in the job */
	if (a >= 0 && (lit(s, len, e, ": job ") || lit(s, len, e, " -> job ") ||
		       lit(s, len, e, " is assigned to job ") || lit(s, len, e, " to job "))) {
		size_t k = e;
		while (k < len && s[k] != 'j')
			k++;
		int64_t job = extract_uint_at(s, len, blanks(s, len, k + 3), &j);
		if (job >= 0) {
			struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
			c->u = a;
			c->v = job;
			c->job = true;
			c->assign = true;
		}
		return;
	}
	if (a < 0 || !lit(s, len, e, " is interested in "))
		return;
	n = word_list(s, len, e + 18, "job", list, 64, &j);
	for (size_t k = 0; k < n; k++) {
		struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
		c->u = a;
		c->v = list[k];
		c->job = true;
	}
}

static void topology_word(const struct task *t, const char *s, size_t len, size_t i,
			  struct claimset *cs, struct claims_scan *st)
{
	long list[64];
	size_t e, j, n;

	if (extract_word_at(s, len, i, "visiting")) {
		long v = extract_node_at(s, len, i + 9, &e);
		if (v < 0 || !lit(s, len, e, " requires visiting "))
			return;
		n = word_list(s, len, e + 19, "node", list, 64, &j);
		for (size_t k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_EDGE, i, j);
			c->u = list[k];
			c->v = v;
			c->directed = true;
			c->reach = true;
		}
		if (n)
			claims_add_list(cs, CLAIM_NEIGHBOURS, i, j, v, list, n)->directed = true;
	} else if (extract_word_at(s, len, i, "after")) {
		can_visit(s, len, i, cs);
	} else if (lit(s, len, i, NO_PRED)) {
		/* "... before node 1 and node 6": each has no prerequisite */
		size_t p = i + strlen(NO_PRED), e2;
		n = word_list(s, len, p, "node", list, 64, &e2);
		/* "... before node 0, node 0 can be visited first": the
		 * list ends where a new clause starts */
		for (size_t k = 1; k < n; k++)
			for (size_t m = 0; m < k; m++)
				if (list[m] == list[k])
					n = k;	/* repeated: a new clause */
		for (size_t k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_NO_PRED, i, e2);
			c->u = list[k];
		}
	}
}

const struct claims_ops shortest_path_claims_ops = {
	.word = shortest_path_word,
	.optional = CLAIMS_OPT_END,
};
const struct claims_ops cycle_claims_ops = { .word = cycle_word, .optional = CLAIMS_OPT_END };
const struct claims_ops flow_claims_ops = { .word = flow_word, .optional = CLAIMS_OPT_END };
const struct claims_ops gnn_claims_ops = { .word = gnn_word, .end = gnn_end };
const struct claims_ops matching_claims_ops = { .word = matching_word, .optional = CLAIMS_OPT_END };
const struct claims_ops topology_claims_ops = { .word = topology_word, .optional = CLAIMS_OPT_END };

/* ---- dispatch ----------------------------------------------------------- */

void claims_extract_end(enum task_kind kind, const char *s, size_t len, struct claimset *cs,
			struct claims_scan *st)
{
	const struct claims_ops *ops = claims_ops_for(kind);

	if (ops && ops->end)
		ops->end(task_by_kind(kind), s, len, cs, st);
}

void claims_extract_task(enum task_kind kind, const char *s, size_t len, size_t i,
			 struct claimset *cs, struct claims_scan *st)
{
	const struct claims_ops *ops = claims_ops_for(kind);

	if (ops && ops->word)
		ops->word(task_by_kind(kind), s, len, i, cs, st);
}
