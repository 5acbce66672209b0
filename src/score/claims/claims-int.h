/* claims-int.h - internals shared by claims.c, claims-task.c and the task
 * families' wording (claims-<family>.c). */
#ifndef GRAVEL_CLAIMS_INT_H
#define GRAVEL_CLAIMS_INT_H

#include "claims.h"
#include "util.h"

#include <string.h>

/* Append a claim of kind k over s[off..end) (nodes -1, unverifiable). */
struct claim *claims_add(struct claimset *cs, enum claim_kind k, size_t off, size_t end);
/* Append a claim of kind k about node u with the node list list[0..n)
 * (copied into path). */
struct claim *claims_add_list(struct claimset *cs, enum claim_kind k, size_t off, size_t end,
			      long u, const long *list, size_t n);

/* Claim c is false, an error of kind k (enum fault_kind), for the reason
 * formatted into c->why: every judge that finds a claim false says which
 * kind of error it is where it decides. */
#define claim_false(c, k, ...)                                                   \
	do {                                                                     \
		(c)->verdict = CLAIM_FALSE;                                      \
		(c)->fault = (unsigned char)(k);                                 \
		str_format((c)->why, sizeof (c)->why, __VA_ARGS__);              \
	} while (0)

/* What one pass over a text has seen so far (kept so that every claim is
 * found in one linear pass). */
struct claims_scan {
	int layer;		/* GNN: the last "layer L" named, 0 = none */
	int top_layer;		/* GNN: the highest layer named */
	bool final;		/* GNN: past "the answer is" / "final" */
	size_t final_off;	/* where the final vectors start */
	long *walk;		/* the nodes the text narrated visiting, in order */
	size_t nwalk, walk_cap;
	/* flow: s[gap_from..gap) holds no ' ' or '\n' and s[gap] is one (or
	 * gap = len), when has_gap: the end of a word found once */
	size_t gap_from, gap;
	bool has_gap;
	/* shortest path: the last sequence read at a number, and the item
	 * next looked up in it (claims-path.c) */
	struct xseq seq;
	size_t seq_item;
	bool seq_bare;
	/* shortest path: where the line of the last number looked at ends
	 * and the next "total " at or after it (len: none), once looked up */
	size_t line_end, total_at;
	bool total_looked;
	/* walks (claims.c): the arrays of the last sequence read, kept for
	 * the next */
	struct xseq walk_seq;
	/* hamilton: the node a walk told step by step is at (-1: not
	 * known), the node its last options were from and those options
	 * (claims-hamilton.c) */
	long here, from, offered[16];
	size_t noffered;
	/* topology: the number of the last step of a visit plan read (0:
	 * none) and where its claims end (claims-topology.c) */
	long plan_step;
	size_t plan_end;
};

void claims_walk_push(struct claims_scan *st, long v);

/* Helpers of the task families' wording (claims-<family>.c): the index
 * past blanks from i; is the literal w at s[i]; "node A, node B and node
 * C" (or "job X, job Y"; word NULL: "1, 3 and 4") at i: up to max numbers
 * into out, *end past the last; a vector "[1, 2]" at i: its width (at most
 * CLAIM_VEC_MAX values into v), *end past its "]", 0 when there is none. */
static ATTR_INLINE size_t claims_blanks(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

static ATTR_INLINE bool claims_lit(const char *s, size_t len, size_t i, const char *w)
{
	size_t n;

	if (i >= len || s[i] != w[0])
		return false;
	/* many words share a first byte (" is ...", " are ..."): the second
	 * decides most before strlen and memcmp */
	if (w[0] && w[1] && (i + 1 >= len || s[i + 1] != w[1]))
		return false;
	n = strlen(w);
	return i + n <= len && !memcmp(s + i, w, n);
}

/* Does s[i] start its line but for a list mark - blanks, "3." or "3)" or
 * "step 3:", blanks (a path's leg, a step of a visit plan)? The mark's
 * number (0 with no mark); -1 when s[i] does not start its line. */
long claims_line_mark(const char *s, size_t i);
/* The length of the node word ("node", "ndoe", "city", "vertex") that ends
 * right before j, 0 when none does. */
size_t claims_node_word_before(const char *s, size_t j);

/* Does the line at s[i] hold nothing more than a ".", "," or ";" and
 * blanks (a wording that must fill its line: a path's leg, an assignment
 * told job first)? */
static ATTR_INLINE bool claims_line_ends(const char *s, size_t len, size_t i)
{
	if (i < len && (s[i] == '.' || s[i] == ',' || s[i] == ';'))
		i++;
	i = claims_blanks(s, len, i);
	return i >= len || s[i] == '\n' || s[i] == '\r';
}

/* Does a list whose last item ends at s[i] close there: nothing after it
 * but blanks and the sentence's end ("node 4 is connected to node 26, 8,
 * and 28.", "applicant 0 is interested in job 3, job 4.")? Such a list,
 * of two items or more, is presented as complete. One the text's end cuts
 * off is not closed. */
static ATTR_INLINE bool claims_list_closed(const char *s, size_t len, size_t i)
{
	i = claims_blanks(s, len, i);
	return i < len && (s[i] == '.' || s[i] == '\n' || s[i] == '\r');
}

size_t claims_word_list(const char *s, size_t len, size_t i, const char *word, long *out,
			size_t max, size_t *end);
int claims_vec(const char *s, size_t len, size_t i, double *v, size_t *end);

/* The task's own wording (claims-ops.h), looked up once per pass: the hook
 * that reads claims at s[i] (a word start) of the lower-cased region
 * s[0..len) - path weights, flow amounts, GNN node values, matching
 * interests, topology prerequisites - or NULL when the task has none. */
typedef void (*claims_word_fn)(const struct task *t, const char *s, size_t len, size_t i,
			       struct claimset *cs, struct claims_scan *st);
claims_word_fn claims_task_word(enum task_kind kind, const struct task **t);
/* Claims known once the whole text is read (GNN layers). */
void claims_extract_end(enum task_kind kind, const char *s, size_t len, struct claimset *cs,
			struct claims_scan *st);

#endif
