/* extract.h - robust answer extraction from a model's free text (policy
 * "strict").
 *
 * A parsed answer is data (DESIGN.md): the typed value the text claims as
 * its final answer, with the byte span of that text, so that a scorer can
 * judge it and a viewer can highlight it. Extraction works on a lower-cased
 * copy of the same length, so every span indexes the original text.
 *
 * The answer region: a completion that runs on into a made-up next question
 * (a line starting "q:" or "question:") is cut at the start of that
 * question's paragraph; so is one that stops in such a question before its
 * "q:" (a new paragraph opening like a question: "in an undirected graph",
 * "in a directed graph", "determine if there is a path", "there are ...
 * applicants").
 *
 * Final answer: every task collects candidate answers, each "anchored" when
 * a final-answer phrase introduces it (per task: "the answer is", "so the
 * solution is", "the shortest path from ... is", "the path can be", "the
 * maximum flow ... is", "following assignments", ...). The final answer is
 * the last anchored candidate, or, when none is anchored, the last candidate
 * (the last stated result). Another anchored candidate with a different
 * value is a contradiction (the final one still stands; other holds the
 * span of the last differing one).
 *
 * Per task:
 *  yes/no (connectivity, cycle)  explicit answers ("the answer is yes",
 *       "answer: no", a clause that is just "yes"/"no") outrank conclusive
 *       statements about the query ("there is no path between node S and
 *       node T", "node S and node T are not connected", "it is not possible
 *       to reach node T from node S"; "there is no cycle", "the graph is
 *       acyclic"). A statement is negative when it holds an odd number of
 *       negations (no, not, n't, cannot, never, impossible, unreachable,
 *       disconnected, acyclic, ...). Clauses split at . ! ? ; , and line
 *       ends; a connectivity statement must name both query nodes and not
 *       speak of a direct edge.
 *  sequences (topology, shortest path, hamilton)  "0,3,2", "0 -> 3 -> 2",
 *       "[0, 3, 2]", "0-3-2", "0 → 3 → 2", items optionally written "node 3"
 *       or "city 3"; separators never span a line end. Candidates have two
 *       or more items (one when the graph has one node). Anchored when an
 *       anchor phrase ends in the same sentence, at most 120 bytes before.
 *       Shortest path also reads a stated total ("with a total weight of 4",
 *       "total length 4", "= 4") right after the final path. Hamilton: with
 *       no anchored path, an explicit or conclusive "no" ("there is no path
 *       that visits every node") is the answer "no path"; a "yes" followed
 *       by a narrated walk ("start at node 0 ... visit node 2") has the walk
 *       as its path. Topology: with no sequence, an order worded as visits
 *       ("visit node 4, then node 0, then visit node 1, and finally node
 *       2", or a numbered list "1. visit node 4" a node a line) when it is
 *       the text's only such order; a plan in steps (a chain a step) and a
 *       list of constraints ("2. visit node 1 before node 26") stay
 *       unparsed.
 *  number (flow)  the first number after "maximum flow" / "max flow" / "the
 *       answer is" in the same sentence that is not a node id ("node 3");
 *       else the last number in a sentence about flow.
 *  pairs (matching)  "applicant 0: job 1", "applicant 0 -> job 1",
 *       "applicant 0 is assigned to job 1" (job numbers as in the question);
 *       lines about interest ("is interested in") are reasoning. Pairs
 *       separated by nothing but punctuation and "and" form one candidate.
 *  embeddings (GNN)  lines "node 0: [3,3]" (also "node 0: [1,1] + [0,1] =
 *       [1,2]": the last vector on the line counts); consecutive lines form
 *       one candidate, anchored by "answer" or "final" before it.
 *
 * A text that stops mid-sentence ("3,5,6,2 with") is truncated: when its
 * final answer is not anchored, it was picked out of a list the model never
 * finished, and the answer is none (truncated set). */
#ifndef GRAVEL_EXTRACT_H
#define GRAVEL_EXTRACT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "task.h"

struct xspan {
	size_t off, len;
};

enum xkind { XK_NONE, XK_BOOL, XK_SEQ, XK_NUMBER, XK_PAIRS, XK_EMBED };

/* What the extractor needs to know about the question. */
struct xquery {
	long source, target;	/* connectivity / path / flow query, -1 if none */
	int nodes;		/* node count (sequences of one item when 1) */
};

struct xanswer {
	enum xkind kind;	/* XK_NONE: no answer found (unparsed) */
	struct xspan span;	/* the final answer */
	bool anchored;
	bool yes;		/* XK_BOOL */
	int64_t num;		/* XK_NUMBER; XK_SEQ: the stated total when has_num */
	bool has_num;
	struct xspan num_span;
	/* XK_SEQ: nodes; XK_PAIRS: applicant, job, applicant, job...;
	 * XK_EMBED: node ids. n items, each with its span. */
	int64_t *v;
	struct xspan *vspan;
	size_t n;
	double *f;		/* XK_EMBED: n rows of dim values */
	int dim;		/* XK_EMBED: values per row (the widest row) */
	int *rowdim;		/* XK_EMBED: values actually given per row */
	bool contradiction;
	struct xspan other;	/* the differing anchored answer */
	size_t region;		/* bytes of the answer region */
	bool truncated;		/* the text stops mid-sentence; with no anchored
				 * answer, nothing is taken from it (XK_NONE) */
	bool unfinished;	/* the text stops inside the list the (kept)
				 * unanchored answer came from: no final answer
				 * for the outcome, the same one for credit */
	bool legs;		/* XK_SEQ: told leg by leg, a line each ("from
				 * node 0 to node 3 (weight 3)"): the weight after
				 * the last leg is that leg's, not the total */
};

/* Extract the final answer of a task kind (NLGraph kinds; others give
 * XK_NONE). out is filled; free it with xanswer_free. */
void extract_answer(enum task_kind kind, const char *text, size_t len, const struct xquery *q,
		    struct xanswer *out);
/* The same with text already lower-cased by extract_lower (lc, len bytes):
 * a caller that reads the text again (claims.h) lower-cases it once. */
void extract_answer_lower(enum task_kind kind, const char *lc, size_t len,
			  const struct xquery *q, struct xanswer *out);
void xanswer_free(struct xanswer *a);
/* A canonical key of the value (for self-consistency votes), malloc'd;
 * NULL for XK_NONE. */
char *xanswer_key(const struct xanswer *a);

/* ---- scanning helpers shared with claims.c ----------------------------- */

/* Lower-cased copy of text (same length, NUL-terminated; '*', '`' and '#'
 * become spaces so markdown emphasis does not split phrases). */
char *extract_lower(const char *text, size_t len);
/* Length of the answer region (see above). */
size_t extract_region(const char *lc, size_t len);
/* Is s[i..] the word w of n bytes (word boundaries on both sides)? */
bool extract_word_n_at(const char *s, size_t len, size_t i, const char *w, size_t n);
/* Is s[i..] the word w? Inline: most positions fail at the first byte,
 * and a constant word's length is known when compiling. */
static inline bool extract_word_at(const char *s, size_t len, size_t i, const char *w)
{
	return i < len && s[i] == w[0] && extract_word_n_at(s, len, i, w, strlen(w));
}
/* The bodies of the two below, for a position whose first byte may start
 * one (extract.c). */
long extract_node_from(const char *s, size_t len, size_t i, size_t *end);
int64_t extract_uint_from(const char *s, size_t len, size_t i, size_t *end);
/* A node word ("node", "city", "ndoe", "vertex") at i followed by blanks and
 * digits: returns the number and sets *end past it; -1 otherwise. Inline:
 * most positions are turned away at their first byte. */
static inline long extract_node_at(const char *s, size_t len, size_t i, size_t *end)
{
	if (i >= len || (s[i] != 'n' && s[i] != 'c' && s[i] != 'v'))
		return -1;
	return extract_node_from(s, len, i, end);
}
/* Digits at i (not part of a longer word or a decimal): the value, *end past
 * it; -1 otherwise. Saturates far above any node id. */
static inline int64_t extract_uint_at(const char *s, size_t len, size_t i, size_t *end)
{
	if (i >= len || (unsigned char)(s[i] - '0') > 9)
		return -1;
	return extract_uint_from(s, len, i, end);
}

/* A path leg's own weight at i, after its "from node 1 to node 3" (": 3",
 * ": weight 3", ": length 3", " (weight 3)", " (length 3)", " with
 * weight 3", " with length 3"): the weight, *end past it; -1 when none. */
int64_t extract_leg_weight(const char *s, size_t len, size_t i, size_t *end);

/* A sequence of node ids scanned at pos (see "sequences" above). */
struct xseq {
	int64_t *v;
	struct xspan *sp;
	size_t n, cap;
	size_t start, end;	/* bytes covered */
};
/* Scan the sequence that starts at the first item at or after pos (items
 * only; a sequence may be a single item). Returns false when none is left
 * before len. seq is reset first; its arrays are kept for the next scan.
 * lc is extract_lower's copy. */
bool extract_seq(const char *lc, size_t len, size_t pos, struct xseq *seq);
/* The sequence whose first item starts exactly at i (what extract_seq
 * finds when its start is i, without looking further: a caller asking at
 * every position stays linear). False when none starts at i. */
bool extract_seq_at(const char *lc, size_t len, size_t i, struct xseq *seq);
void xseq_free(struct xseq *seq);
/* Append item v, read from off to end, to seq (its arrays grown). */
void xseq_push(struct xseq *seq, int64_t v, size_t off, size_t end);

#endif
