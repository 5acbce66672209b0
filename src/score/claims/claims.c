/* claims.c - collecting the checkable claims of a model's reasoning (see
 * claims.h); judging them is claims-judge.c. */
#include "config.h"
#include "claims.h"
#include "claims-int.h"
#include "judge-ops.h"
#include "util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void claimset_init(struct claimset *cs)
{
	memset(cs, 0, sizeof *cs);
	cs->first_false = -1;
}

/* A block of claimset_ints' values; the next, if any, is at least as
 * large as any request it was made for. */
struct claim_block {
	struct claim_block *next;
	size_t cap;
	int64_t v[];
};

#define CLAIM_BLOCK_INTS 4096

int64_t *claimset_ints(struct claimset *cs, size_t n)
{
	struct claim_block *b = cs->block;

	if (!n)
		n = 1;
	/* the next block kept from an earlier text, or a new one after b */
	while (!b || cs->used + n > b->cap) {
		struct claim_block *next = b ? b->next : cs->blocks;
		if (!next || next->cap < n) {
			size_t cap = n > CLAIM_BLOCK_INTS ? n : CLAIM_BLOCK_INTS;
			struct claim_block *nb = xmalloc(sizeof *nb + cap * sizeof *nb->v);
			nb->cap = cap;
			nb->next = next;
			if (b)
				b->next = nb;
			else
				cs->blocks = nb;
			next = nb;
		}
		b = cs->block = next;
		cs->used = 0;
	}
	cs->used += n;
	return b->v + cs->used - n;
}

void claimset_reset(struct claimset *cs)
{
	struct claim *v = cs->v;
	size_t cap = cs->cap;
	struct claim_block *blocks = cs->blocks;

	claimset_init(cs);
	cs->v = v;
	cs->cap = cap;
	cs->blocks = blocks;
}

void claimset_free(struct claimset *cs)
{
	for (struct claim_block *b = cs->blocks, *next; b; b = next) {
		next = b->next;
		free(b);
	}
	free(cs->v);
	claimset_init(cs);
}

const char *claim_kind_name(enum claim_kind k)
{
	static const char *const names[] = { "edge", "no-pred", "sum", "path-weight", "flow",
					     "node-value", "visited", "walk", "max-flow", "arrival",
					     "conclusion", "can-visit", "neighbours", "layers",
					     "component", "count", "forms-cycle", "no-edge",
					     "sum-terms" };
	_Static_assert(ARRAY_SIZE(names) == CLAIM_TERMS + 1, "a name for every claim kind");
	return (size_t)k < ARRAY_SIZE(names) ? names[k] : "?";
}

const char *claim_verdict_name(enum claim_verdict v)
{
	return v == CLAIM_TRUE ? "true" : v == CLAIM_FALSE ? "false" : "unverifiable";
}

struct claim *claims_add(struct claimset *cs, enum claim_kind k, size_t off, size_t end)
{
	struct claim *c;

	/* room for a reasoning's usual claims at once (untouched pages
	 * cost nothing), then doubling */
	if (cs->n == cs->cap)
		xgrow(&cs->v, &cs->cap, cs->n < 64 ? 64 : cs->n + 1, sizeof *cs->v);
	c = &cs->v[cs->n++];
	memset(c, 0, sizeof *c);
	c->kind = k;
	c->span = (struct xspan){ off, end > off ? end - off : 0 };
	c->u = c->v = -1;
	return c;
}


/* Node mention at i: "node 3" (or a bare number when bare is set). */
static long node_or_num(const char *s, size_t len, size_t i, bool bare, size_t *end)
{
	long v = extract_node_at(s, len, i, end);
	if (v < 0 && bare)
		v = (long)extract_uint_at(s, len, i, end);
	return v;
}

/* A list "node 1, node 3 and node 4" at i; returns the count (max 64).
 * at, when not NULL, receives where each item starts. */
static size_t node_list_starts(const char *s, size_t len, size_t i, long *out, size_t *end,
			       size_t *at)
{
	size_t n = 0, e;
	long v;

	while (n < 64 && (v = extract_node_at(s, len, i, &e)) >= 0) {
		if (at)
			at[n] = i;
		out[n++] = v;
		*end = e;
		i = claims_blanks(s, len, e);
		if (claims_lit(s, len, i, ","))
			i = claims_blanks(s, len, i + 1);
		if (claims_lit(s, len, i, "and "))
			i = claims_blanks(s, len, i + 4);
	}
	return n;
}

static size_t node_list(const char *s, size_t len, size_t i, long *out, size_t *end)
{
	return node_list_starts(s, len, i, out, end, NULL);
}

/* "... with capacity 4" / "with weight 3" / "(weight 3)" right after i. */
static bool stated_weight(const char *s, size_t len, size_t i, int64_t *w, size_t *end)
{
	static const char *const kw[] = { "with capacity", "with a capacity of", "with weight",
					  "with a weight of", "of capacity", "of weight",
					  "(capacity", "(weight", "capacity", "weight" };
	i = claims_blanks(s, len, i);
	if (claims_lit(s, len, i, ","))
		i = claims_blanks(s, len, i + 1);
	for (size_t k = 0; k < ARRAY_SIZE(kw); k++)
		if (claims_lit(s, len, i, kw[k])) {
			size_t j = claims_blanks(s, len, i + strlen(kw[k]));
			if (claims_lit(s, len, j, "of"))
				j = claims_blanks(s, len, j + 2);
			*w = extract_uint_at(s, len, j, end);
			return *w >= 0;
		}
	return false;
}

/* The last list node_list read from a node mention, with where each item
 * starts: a mention inside it starts the rest of the same list ("node 1,
 * node 3 and node 4" at "node 3": node 3, node 4), not read again. Only a
 * list that ended by itself, not at node_list's cap, is reused. */
struct node_lists {
	long v[64];
	size_t at[64], n, next, end;
};

/* node_list(s, len, i, out, end), through the lists read before. */
static size_t node_list_at(const char *s, size_t len, size_t i, long *out, size_t *end,
			   struct node_lists *nl)
{
	size_t n;

	while (nl->next < nl->n && nl->at[nl->next] < i)
		nl->next++;
	if (nl->next > 0 && nl->next < nl->n && nl->at[nl->next] == i) {
		n = nl->n - nl->next;
		memcpy(out, nl->v + nl->next, n * sizeof *out);
		*end = nl->end;
		return n;
	}
	n = node_list_starts(s, len, i, out, end, nl->at);
	memcpy(nl->v, out, n * sizeof *out);
	nl->n = n < 64 ? n : 0;	/* a capped list may go on from a later item */
	nl->next = 0;
	nl->end = n ? *end : 0;
	return n;
}

/* The bytes a word is made of in the lower-cased text: what no wording
 * starts right after. */
static const bool word_byte[256] = {
	['0'] = true, ['1'] = true, ['2'] = true, ['3'] = true, ['4'] = true,
	['5'] = true, ['6'] = true, ['7'] = true, ['8'] = true, ['9'] = true,
	['a'] = true, ['b'] = true, ['c'] = true, ['d'] = true, ['e'] = true,
	['f'] = true, ['g'] = true, ['h'] = true, ['i'] = true, ['j'] = true,
	['k'] = true, ['l'] = true, ['m'] = true, ['n'] = true, ['o'] = true,
	['p'] = true, ['q'] = true, ['r'] = true, ['s'] = true, ['t'] = true,
	['u'] = true, ['v'] = true, ['w'] = true, ['x'] = true, ['y'] = true,
	['z'] = true,
};

/* Is the wording at i said under a condition: "if node 2 is connected to
 * node 7", "check whether there is an edge between ...", "if there is an
 * edge connecting node 11 and node 12, and there is also an edge
 * connecting node 12 and node 15, then ..."? The sentence so far (back to
 * a '.', ':', ';', '?', '!' or line end, at most 200 bytes) has an "if" or
 * "whether" with no "then" after it. */
static bool conditional(const char *s, size_t i)
{
	size_t e = i, b, lim = i > 200 ? i - 200 : 0;

	while (e > lim) {
		unsigned char c = (unsigned char)s[e - 1];
		if (c == '.' || c == '\n' || c == '?' || c == '!' || c == ':' || c == ';')
			return false;
		if (!word_byte[c]) {
			e--;
			continue;
		}
		for (b = e; b > lim && word_byte[(unsigned char)s[b - 1]]; b--)
			;
		if (e - b == 4 && !memcmp(s + b, "then", 4))
			return false;
		if ((e - b == 2 && !memcmp(s + b, "if", 2)) ||
		    (e - b == 7 && !memcmp(s + b, "whether", 7)))
			return true;
		e = b;
	}
	return false;
}

/* "from node 2, we can go to either node 1 or node 4", "if we go to node
 * 1, we can go to node 4 or node 3": each node after "go to" is one an
 * edge from u reaches (u is node_claims' node at i, its number ending at
 * e): one node, or nodes offered as alternatives ("or"). A list with "and"
 * or commas alone is as often the walk itself ("from node 0, we can go to
 * node 5, 1, 7, 3, 4, 6, and then back to 0"): no claim. 2,043 such
 * claims in the logs, most of them hamilton's; the "if" is the walk's
 * step, not a condition on the edge. Returns whether the wording is
 * there. */
static bool go_claims(const char *s, size_t len, size_t i, size_t e, long u,
		      struct claimset *cs)
{
	static const char *const go[] = { ", we can go to ", ", we can go back to ",
					   ", we can also go to " };
	size_t k, n = 0, p, e2, at[16], to[16];
	long v, to_v[16];
	bool alt = false, seq = false;
	bool from = i >= 5 && !memcmp(s + i - 5, "from ", 5) &&
		    (i == 5 || !word_byte[(unsigned char)s[i - 6]]);

	if (!from && !(i >= 12 && !memcmp(s + i - 12, "if we go to ", 12)))
		return false;
	for (k = 0; k < ARRAY_SIZE(go) && !claims_lit(s, len, e, go[k]); k++)
		;
	if (k == ARRAY_SIZE(go))
		return false;
	p = e + strlen(go[k]);
	if (claims_lit(s, len, p, "either "))
		p += 7;
	/* sep: the separator before the next item ('o' "or", 'a' "and",
	 * ',' a comma alone); alt / seq: before the last item read, any */
	for (v = extract_node_at(s, len, p, &e2); v >= 0 && n < 16;) {
		bool comma;
		char sep;
		at[n] = n ? p : i;
		to[n] = e2;
		to_v[n++] = v;
		p = e2;
		comma = claims_lit(s, len, p, ",");
		p = claims_blanks(s, len, p + comma);
		if (claims_lit(s, len, p, "or ")) {
			sep = 'o';
			p = claims_blanks(s, len, p + 3);
		} else if (claims_lit(s, len, p, "and ")) {
			sep = 'a';
			p = claims_blanks(s, len, p + 4);
		} else if (comma) {
			sep = ',';
		} else {
			break;	/* no separator: the list ends */
		}
		if ((v = node_or_num(s, len, p, true, &e2)) >= 0) {
			alt = sep == 'o';	/* "or" before the last item */
			seq |= sep == 'a';
		}
	}
	if (n == 1 || (alt && !seq))
		for (k = 0; k < n; k++) {
			struct claim *c = claims_add(cs, CLAIM_EDGE, at[k], to[k]);
			c->u = u;
			c->v = to_v[k];
			c->directed = true;
		}
	return true;
}

/* "node 9 is connected to node 18, 30, and node 21" (wording w at j, an
 * edge or, when no, a no-edge claim an item), "node 5 is not connected to
 * any other nodes" (its block is itself alone); u is the node at i. */
static void connected_claims(const char *s, size_t len, size_t i, size_t j, long u,
			     const char *w, bool no, struct claimset *cs)
{
	size_t p = j + strlen(w), e2, from = i, last = i, nlist = 0;
	enum claim_kind kind = no ? CLAIM_NO_EDGE : CLAIM_EDGE;
	long v, list[64];
	bool closed = false;

	if (conditional(s, i))
		return;
	/* 132 lines of the connectivity logs say a node is alone so */
	if (no && claims_lit(s, len, p, "any other node")) {
		e2 = p + 14 + (p + 14 < len && s[p + 14] == 's');
		claims_add_list(cs, CLAIM_COMPONENT, i, e2, u, &u, 1);
		return;
	}
	/* "node 4 is connected to both node 0 and node 1": those two, said
	 * to share an edge with it, not a list of all its neighbours */
	bool both = claims_lit(s, len, p, "both ");
	if (both)
		p += 5;
	/* "node 0 is connected to nodes 6, 1, 4, and 2" */
	if (claims_lit(s, len, p, "nodes "))
		v = (long)extract_uint_at(s, len, p + 6, &e2);
	else
		v = extract_node_at(s, len, p, &e2);
	while (v >= 0) {
		struct claim *c = claims_add(cs, kind, from, e2);
		bool sep = false;
		c->u = u;
		c->v = v;
		if (nlist < ARRAY_SIZE(list))
			list[nlist++] = v;
		last = from;
		p = claims_blanks(s, len, e2);
		if (claims_lit(s, len, p, ",")) {
			p = claims_blanks(s, len, p + 1);
			sep = true;
		}
		/* "is not connected to node 4 or node 5" */
		if (claims_lit(s, len, p, "and ") || (no && claims_lit(s, len, p, "or "))) {
			p = claims_blanks(s, len, p + (s[p] == 'a' ? 4 : 3));
			sep = true;
		}
		if (!sep) {
			closed = claims_list_closed(s, len, e2);
			break;
		}
		if ((v = node_or_num(s, len, p, true, &e2)) < 0)
			break;
		/* "..., node 5 is connected to node 7": a new subject */
		size_t q = claims_blanks(s, len, e2);
		if (claims_lit(s, len, q, "is ") || claims_lit(s, len, q, "are ") ||
		    claims_lit(s, len, q, "has ") || claims_lit(s, len, q, "can ") ||
		    claims_lit(s, len, q, ":") || claims_lit(s, len, q, "->"))
			break;
		from = p;
	}
	/* a list closed where it ends is presented as complete: a neighbour
	 * it leaves out shows where it closes, so that claim spans its last
	 * item (an invented last item, an edge claim at the same place, comes
	 * first); a chain's ", which is connected to" goes on, no list */
	if (closed && !no && !both && nlist >= 2 && w[0] != ',')
		claims_add_list(cs, CLAIM_NEIGHBOURS, last, e2, u, list, nlist)->narrated = true;
}

/* "node 0 and node 2 are (both) connected to node 4": each of the n
 * nodes of list shares an edge with the object (no: none does). */
static void joint_claims(const char *s, size_t len, size_t i, size_t p, const long *list,
			 size_t n, bool no, struct claimset *cs)
{
	size_t e2;
	long v;

	if (conditional(s, i))
		return;
	/* the object follows the wording's own "to " */
	v = extract_node_at(s, len, claims_blanks(s, len, p), &e2);
	for (size_t m = 0; v >= 0 && m < n; m++) {
		struct claim *c = claims_add(cs, no ? CLAIM_NO_EDGE : CLAIM_EDGE, i, e2);
		c->u = list[m];
		c->v = v;
	}
}

/* "node 3 is in the connected block consisting of node 3 and node 5"
 * (wording at j, "consisted of" too: 1,071 lines of the connectivity logs
 * say it so). Returns whether the wording is there. */
static bool component_claim(const char *s, size_t len, size_t i, size_t j, long u,
			    struct claimset *cs)
{
	static const char *const block[] = { " is in the connected block consisting of ",
					     " is in the connected component consisting of ",
					     " is in the connected block consisted of ",
					     " is in the connected component consisted of " };

	for (size_t k = 0; k < ARRAY_SIZE(block); k++)
		if (claims_lit(s, len, j, block[k])) {
			size_t e2 = j + strlen(block[k]);
			long nb[64];
			size_t m = node_list(s, len, e2, nb, &e2);
			if (m)
				claims_add_list(cs, CLAIM_COMPONENT, i, e2, u, nb, m);
			return true;
		}
	return false;
}

/* "node 2 is not visited", "node 1 is already visited" (wording at j):
 * judged here against the text's own visits so far (visits[0..nvisits),
 * NULL: none yet). Returns whether the wording is there. */
static bool visited_claim(const char *s, size_t len, size_t i, size_t j, long u,
			  const unsigned char *visits, size_t nvisits, struct claimset *cs)
{
	if (!claims_lit(s, len, j, " is not visited") && !claims_lit(s, len, j, " is already visited") &&
	    !claims_lit(s, len, j, " has been visited") &&
	    !claims_lit(s, len, j, " has not been visited"))
		return false;
	struct claim *c = claims_add(cs, CLAIM_VISITED, i, j + 15);
	c->u = u;
	c->visited = !claims_lit(s, len, j, " is not") && !claims_lit(s, len, j, " has not");
	c->has_w = u >= 0 && (size_t)u < nvisits;
	c->w = c->has_w && visits ? visits[u] : 0;
	c->verdict = c->has_w ? (c->visited == (c->w != 0) ? CLAIM_TRUE : CLAIM_FALSE)
			      : CLAIM_UNVERIFIABLE;
	if (c->verdict == CLAIM_FALSE) {
		c->fault = FAULT_FALSE_STATE;
		str_format(c->why, sizeof c->why, "node %ld was %svisited before", u,
			 c->w ? "" : "not ");
	}
	return true;
}

/* GNN's "node 0: sum of embeddings of node 1, node 3" (or "nodes 1, 3"),
 * its ": sum" at j: each node named is a neighbour, and the list is all
 * of them. */
static void neighbour_sum_claims(const char *s, size_t len, size_t i, size_t j, long u,
				 struct claimset *cs)
{
	size_t p = j + 23, e2;
	long nb[64];
	size_t m = extract_word_at(s, len, p, "nodes") ?
			   claims_word_list(s, len, claims_blanks(s, len, p + 5), NULL, nb, 64, &e2) :
			   node_list(s, len, p, nb, &e2);

	for (size_t k = 0; k < m; k++) {
		struct claim *c = claims_add(cs, CLAIM_EDGE, i, e2);
		c->u = nb[k];
		c->v = u;
	}
	if (m)
		claims_add_list(cs, CLAIM_NEIGHBOURS, i, e2, u, nb, m);
}

/* Claims that start with a node mention at i ("node A is connected to node
 * B", "node A and node B are connected to node C", visited claims). */
static void node_claims(unsigned reads, const char *s, size_t len, size_t i,
			struct claimset *cs, unsigned char *visits, size_t nvisits,
			struct node_lists *lists)
{
	/* ", which ..." goes on a chain: "node 0 is connected to node 4,
	 * which is connected to node 8, which ..."; no says the wording
	 * denies the edges (no-edge claims) */
	static const struct {
		const char *w;
		bool no;
	} conn[] = {
		{ " is connected to ", false },
		{ " is connected with ", false },
		{ " is directly connected to ", false },
		{ " connects to ", false },
		{ ", which is connected to ", false },
		{ ", which is directly connected to ", false },
		{ " is not connected to ", true },
		{ " is not connected with ", true },
		{ " is not directly connected to ", true },
	}, joint[] = {
		{ " are both connected to ", false },
		{ " are connected to ", false },
		{ " are all connected to ", false },
		{ " are not connected to ", true },
		{ " are both not connected to ", true },
	};
	long list[64], u;
	size_t e, n, j;
	bool suffix;

	n = node_list_at(s, len, i, list, &e, lists);
	if (!n)
		return;
	/* a later item of a list already claimed from its first item */
	suffix = lists->next > 0;
	u = list[0];
	j = e;
	if (n == 1 && go_claims(s, len, i, j, u, cs))
		return;
	/* every wording below goes on with " is", " are", " connects", " has",
	 * ", which" or ": sum": most mentions are turned away here */
	if (j + 1 >= len || (s[j] == ' ' ? s[j + 1] != 'i' && s[j + 1] != 'a' &&
						   s[j + 1] != 'c' && s[j + 1] != 'h'
					 : s[j] != ',' && s[j] != ':'))
		return;
	for (size_t k = 0; k < ARRAY_SIZE(conn) && n == 1; k++)
		if (claims_lit(s, len, j, conn[k].w)) {
			connected_claims(s, len, i, j, u, conn[k].w, conn[k].no, cs);
			return;
		}
	for (size_t k = 0; k < ARRAY_SIZE(joint) && n >= 2 && !suffix; k++)
		if (claims_lit(s, len, j, joint[k].w)) {
			joint_claims(s, len, i, j + strlen(joint[k].w), list, n, joint[k].no, cs);
			return;
		}
	if (n == 1 && (component_claim(s, len, i, j, u, cs) ||
		       visited_claim(s, len, i, j, u, visits, nvisits, cs)))
		return;
	if ((reads & JUDGE_READ_NEIGHBOUR_SUMS) && n == 1 &&
	    claims_lit(s, len, j, ": sum of embeddings of "))
		neighbour_sum_claims(s, len, i, j, u, cs);
}

static void claims_extract_more(unsigned reads, const char *s, size_t len, size_t i,
				struct claimset *cs, struct claims_scan *st, claims_word_fn word,
				const struct task *t);

struct claim *claims_add_list(struct claimset *cs, enum claim_kind k, size_t off, size_t end,
			      long u, const long *list, size_t n)
{
	struct claim *c = claims_add(cs, k, off, end);

	c->u = u;
	c->npath = n;
	c->path = claimset_ints(cs, n);
	for (size_t i = 0; i < n; i++)
		c->path[i] = list[i];
	return c;
}

/* Is the last non-blank byte before i a sequence separator (i inside a
 * longer sequence)? */
static bool inside_seq(const char *s, size_t i)
{
	while (i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t'))
		i--;
	return i > 0 && (strchr(",->", s[i - 1]) || (unsigned char)s[i - 1] >= 0x80);
}

/* Does "path" end within the 40 bytes before i, in the same line? */
static bool path_before(const char *s, size_t i)
{
	for (size_t j = i; j > 0 && i - j < 40 && s[j - 1] != '\n'; j--)
		if (j >= 4 && !memcmp(s + j - 4, "path", 4))
			return true;
	return false;
}

/* "0 -> 3 -> 2", "node 0 → node 3": a walk whose steps must be edges; in
 * hamilton answers also a path given with commas ("the path can be:
 * 0,1,2,3"). */
static void walk_claim(unsigned reads, const char *s, size_t len, size_t i,
		       struct claimset *cs, struct claims_scan *st)
{
	struct xseq *seq = &st->walk_seq;
	size_t e, j;
	bool arrow = false, comma_path = false;

	if (extract_node_at(s, len, i, &e) < 0) {
		if (extract_uint_at(s, len, i, &e) < 0)
			return;
		/* the number of "node 0" is taken at its word */
		for (j = i; j > 0 && s[j - 1] == ' '; j--)
			;
		if (claims_node_word_before(s, j))
			return;
	}
	j = claims_blanks(s, len, e);
	/* "the path can be: 0,1,2,3", "the path is 0-1-4-5" */
	if ((reads & JUDGE_READ_COMMA_PATHS) &&
	    (claims_lit(s, len, j, ",") || (claims_lit(s, len, j, "-") && !claims_lit(s, len, j, "->"))) &&
	    path_before(s, i))
		comma_path = true;
	else if (!claims_lit(s, len, j, "->") && !claims_lit(s, len, j, "\xe2\x86\x92") &&
		 !claims_lit(s, len, j, "\xe2\x9f\xb6"))
		return;
	if (inside_seq(s, i))
		return;
	if (!extract_seq_at(s, len, i, seq) || seq->n < (comma_path ? 3 : 2))
		return;
	for (size_t k = 0; k + 1 < seq->n && !arrow; k++)
		for (j = seq->sp[k].off + seq->sp[k].len; j < seq->sp[k + 1].off; j++)
			arrow |= s[j] == '>' || (unsigned char)s[j] == 0xe2;
	if (arrow || comma_path) {
		struct claim *c = claims_add(cs, CLAIM_WALK, i, seq->end);
		c->npath = seq->n;
		c->path = claimset_ints(cs, seq->n);
		memcpy(c->path, seq->v, seq->n * sizeof *c->path);
	}
}

void claims_extract(enum task_kind kind, const char *text, size_t len, struct claimset *cs)
{
	char *s = extract_lower(text, len);

	claims_extract_lower(kind, s, extract_region(s, len), cs);
	free(s);
}

/* The bytes a claim's wording can start with, here and in every task's
 * word hook (claims-ops.h): digits (sums, walks, amounts, counts, paths),
 * "(" (edge tuples), "[" (vector sums) and the first letters of "after",
 * "applicant", "answer", "city", "edge", "final", "flow", "job",
 * "layer", "maximum", "node", "no nodes", "start at", "visit",
 * "visiting", "vertex". Other word starts are skipped at one look-up. */
static const bool claim_start[256] = {
	['0'] = true, ['1'] = true, ['2'] = true, ['3'] = true, ['4'] = true,
	['5'] = true, ['6'] = true, ['7'] = true, ['8'] = true, ['9'] = true,
	['('] = true, ['['] = true, ['a'] = true, ['c'] = true, ['e'] = true,
	['f'] = true, ['j'] = true, ['l'] = true, ['m'] = true, ['n'] = true,
	['s'] = true, ['v'] = true,
};

void claims_extract_lower(enum task_kind kind, const char *s, size_t rl, struct claimset *cs)
{
	size_t nvis = 4096;
	unsigned char *visits = NULL;	/* allocated at the first visit */
	struct claims_scan st = { .here = -1, .from = -1 };	/* no walk's node yet */
	struct node_lists lists;

	lists.n = lists.next = lists.end = 0;
	/* what the task's judge reads (judge-ops.h), looked up once */
	unsigned reads = judge_ops_for(kind)->reads;
	bool walks = reads & JUDGE_READ_WALKS;
	const struct task *task;
	claims_word_fn word = claims_task_word(kind, &task);

	for (size_t i = 0; i < rl; i++) {
		size_t e;
		long v;
		unsigned char c = (unsigned char)s[i];

		if (!claim_start[c])
			goto next;	/* no wording starts with this byte */
		/* the text's own visits: "start at node X", "visit node X" */
		if ((claims_lit(s, rl, i, "start at ") || claims_lit(s, rl, i, "visit ")) &&
		    (v = extract_node_at(s, rl, claims_blanks(s, rl, i + (s[i] == 's' ? 9 : 6)), &e)) >= 0 &&
		    (size_t)v < nvis) {
			if (!visits)
				visits = xcalloc(nvis, 1);
			if (!visits[v])
				claims_walk_push(&st, v);
			visits[v] = 1;
		}
		if (s[i] == 'n' || s[i] == 'c')
			node_claims(reads, s, rl, i, cs, visits, nvis, &lists);
		if (walks && ((s[i] >= '0' && s[i] <= '9') || s[i] == 'n'))
			walk_claim(reads, s, rl, i, cs, &st);
		claims_extract_more(reads, s, rl, i, cs, &st, word, task);
next:
		/* wordings start at word starts: past the rest of a word and
		 * the byte after it (extract_lower's NUL at s[len] ends the
		 * last word; a word that runs past rl ends the scan) */
		if (word_byte[c]) {
			while (word_byte[(unsigned char)s[i + 1]])
				i++;
			i++;
		}
	}
	claims_extract_end(kind, s, rl, cs, &st);
	free(st.walk);
	xseq_free(&st.seq);
	xseq_free(&st.walk_seq);
	free(visits);
}

void claims_walk_push(struct claims_scan *st, long v)
{
	xgrow(&st->walk, &st->walk_cap, st->nwalk + 1, sizeof *st->walk);
	st->walk[st->nwalk++] = v;
}

/* The words that deny the edge wording at i ("there is no edge between
 * ..."): where they start, else i. */
static size_t denied_at(const char *s, size_t i)
{
	static const char *const no[] = { "no ", "no direct ", "not an ", "not a direct ",
					  "isn't an ", "not any " };

	for (size_t k = 0; k < ARRAY_SIZE(no); k++) {
		size_t n = strlen(no[k]);
		if (i >= n && !memcmp(s + i - n, no[k], n) &&
		    (i == n || !word_byte[(unsigned char)s[i - n - 1]]))
			return i - n;
	}
	return i;
}

/* Does the sentence that goes on at i end in a question mark ("is there
 * an edge between node 3 and node 1?")? */
static bool asks(const char *s, size_t len, size_t i)
{
	for (size_t j = i; j < len && j < i + 80; j++) {
		if (s[j] == '?')
			return true;
		if (s[j] == '.' || s[j] == '\n' || s[j] == '!' || s[j] == ';')
			return false;
	}
	return false;
}

/* "(a,b)" edge tuples and "an edge from a to b [with capacity w]"; "no
 * edge between a and b" denies one. */
static void edge_claims(unsigned reads, const char *s, size_t len, size_t i,
			struct claimset *cs)
{
	size_t e, e2, j;
	long u, v;
	int64_t w;

	if (s[i] == '(' && (reads & JUDGE_READ_EDGE_TUPLES)) {
		j = claims_blanks(s, len, i + 1);
		if ((u = node_or_num(s, len, j, true, &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, ","))
			return;
		j = claims_blanks(s, len, j + 1);
		if ((v = node_or_num(s, len, j, true, &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (!claims_lit(s, len, j, ")"))
			return;
		struct claim *c = claims_add(cs, CLAIM_EDGE, i, j + 1);
		c->u = u;
		c->v = v;
		c->directed = true;
		return;
	}
	if (claims_lit(s, len, i, "edge from ") || claims_lit(s, len, i, "edge between ") ||
	    claims_lit(s, len, i, "edge connecting ")) {
		/* "edge connecting node 3 to/and/with node 2": either way */
		bool from = s[i + 5] == 'f', connecting = s[i + 5] == 'c';
		j = claims_blanks(s, len, i + (from ? 10 : connecting ? 16 : 13));
		if ((u = node_or_num(s, len, j, true, &e)) < 0)
			return;
		j = claims_blanks(s, len, e);
		if (claims_lit(s, len, j, from ? "to " : "and "))
			j += from ? 3 : 4;
		else if (connecting && (claims_lit(s, len, j, "to ") || claims_lit(s, len, j, "with ")))
			j += s[j] == 't' ? 3 : 5;
		else
			return;
		j = claims_blanks(s, len, j);
		if ((v = node_or_num(s, len, j, true, &e)) < 0 || asks(s, len, e) ||
		    conditional(s, i))
			return;
		size_t at = denied_at(s, i);
		struct claim *c = claims_add(cs, at < i ? CLAIM_NO_EDGE : CLAIM_EDGE, at, e);
		c->u = u;
		c->v = v;
		c->directed = from;
		if (at == i && stated_weight(s, len, e, &w, &e2)) {
			c->has_w = true;
			c->w = w;
			c->span.len = e2 - i;
		}
	}
}


/* One operand: a number or a vector; returns its width (1 for a number),
 * 0 when none. */
static int operand(const char *s, size_t len, size_t i, double *v, size_t *end)
{
	int64_t x;

	if (claims_lit(s, len, i, "["))
		return claims_vec(s, len, i, v, end);
	x = extract_uint_at(s, len, i, end);
	if (x < 0)
		return 0;
	v[0] = (double)x;
	return 1;
}

static void sum_claim(const char *s, size_t len, size_t i, struct claimset *cs)
{
	double acc[CLAIM_VEC_MAX], v[CLAIM_VEC_MAX], res[CLAIM_VEC_MAX];
	size_t e, j;
	int w, terms = 1, rw;
	bool ok = true;

	if (s[i] != '[' && (s[i] < '0' || s[i] > '9'))
		return;	/* an operand starts with neither */
	if (i > 0 && (s[i - 1] == '[' || s[i - 1] == ',' || s[i - 1] == '+' ||
		      (s[i - 1] == ' ' && i > 1 && s[i - 2] == '+')))
		return;	/* inside a longer sum or vector */
	if (s[i] != '[') {
		/* a number: a sum goes on with "+" (most numbers are no sum) */
		for (j = i + 1; j < len && s[j] >= '0' && s[j] <= '9'; j++)
			;
		j = claims_blanks(s, len, j);
		if (j >= len || s[j] != '+')
			return;
	}
	w = operand(s, len, i, acc, &e);
	if (!w)
		return;
	for (j = claims_blanks(s, len, e); claims_lit(s, len, j, "+"); j = claims_blanks(s, len, e)) {
		int w2 = operand(s, len, claims_blanks(s, len, j + 1), v, &e);
		if (w2 != w)
			return;
		for (int k = 0; k < w; k++)
			acc[k] += v[k];
		terms++;
	}
	if (terms < 2 || !claims_lit(s, len, j, "="))
		return;
	rw = operand(s, len, claims_blanks(s, len, j + 1), res, &e);
	if (rw != w)
		return;
	for (int k = 0; k < w; k++)
		ok = ok && fabs(acc[k] - res[k]) < 1e-9;
	struct claim *c = claims_add(cs, CLAIM_SUM, i, e);
	c->dim = w;
	memcpy(c->vec, res, (size_t)w * sizeof *res);
	c->verdict = ok ? CLAIM_TRUE : CLAIM_FALSE;
	c->fault = ok ? FAULT_NONE : FAULT_ARITHMETIC;
	for (int k = 0; !ok && k < w; k++)
		if (fabs(acc[k] - res[k]) >= 1e-9) {
			if (w == 1)
				str_format(c->why, sizeof c->why, "the sum is %.0f, not %.0f", acc[k],
					 res[k]);
			else
				str_format(c->why, sizeof c->why, "value %d of the sum is %.0f, not %.0f",
					 k + 1, acc[k], res[k]);
			break;
		}
}

/* Arithmetic sums ("3 + 1 = 4", "[1,1] + [1,0] = [2,1]") are judged
 * here; the rest in claims-judge.c. */
static void claims_extract_more(unsigned reads, const char *s, size_t len, size_t i,
				struct claimset *cs, struct claims_scan *st, claims_word_fn word,
				const struct task *t)
{
	edge_claims(reads, s, len, i, cs);
	sum_claim(s, len, i, cs);
	if (word)
		word(t, s, len, i, cs, st);
}
