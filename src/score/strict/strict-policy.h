/* strict-policy.h - policy "strict": validity against the graph with
 * partial credit (the default policy).
 *
 * For every (run, problem) pair the answer of each sample is extracted
 * (extract.h). Self-consistency: samples vote by class - samples that
 * strict judges the same share a vote: every right answer is one class,
 * others are classed by score and value (the scorer's vote_class, e.g. a
 * valid path's weight, else the answer's canonical key). The class with
 * most votes wins; a tie goes to the tied class that scores lowest, then
 * to the smaller class key, never to sample order. Samples with no parsed
 * answer do not vote. The winning class's first sample is judged and its
 * reasoning's claims are checked (claims.h). With no parsed answer at all,
 * the item is unparsed (flag "unparsed" over the answer region, and
 * "truncated" when the text stops mid-sentence) and scores 0.
 *
 * Metrics: "exact" (0/1, the primary metric) and "pc" (partial credit) for
 * every task, "re" for GNN; pc is 1 exactly when exact is 1:
 *  connectivity, cycle  exact = the yes/no equals the graph's; pc = exact.
 *  topology   exact = a permutation of all nodes with every edge u->v in
 *             order (any valid order); pc = longest valid prefix /
 *             max(n, nodes stated).
 *  shortest_path  exact = a path of real edges from source to target whose
 *             weight is the optimum; pc = 1/rank (rank among simple paths
 *             by weight; 0 if invalid, 0.5 beyond the rank cap). A weight
 *             stated with no path ("the shortest path ... is 6") is flag
 *             "no-path", 0.
 *  flow       exact = the stated value t equals the maximum s; pc = t/s when
 *             t <= s, else 0 (1 when s = t = 0).
 *  matching   exact = every pair a real edge, no applicant or job twice,
 *             as many pairs as the maximum matching; pc = valid pairs /
 *             max(optimum, pairs stated) (a pair is valid when it is an
 *             edge and its nodes are not used by an earlier valid pair).
 *  hamilton   exact = a path through every node once along real edges (or
 *             "no" when the graph has none); pc = longest valid prefix /
 *             max(n, nodes stated).
 *  GNN        exact = every node's vector right; pc = share of nodes whose
 *             vector is exactly right; re = mean over nodes and dimensions
 *             of |x-y|/max(|x|,|y|) (0 when both are 0; a missing value
 *             counts 1).
 * Flags, each with the span it refers to: unparsed, truncated, no-path,
 * invalid-edge (the first
 * pair of nodes that is not an edge, a node out of range, a matching pair
 * that reuses an applicant or job, a GNN row for a node that does not exist),
 * not-optimal (a valid answer that is not the best: path weight, flow
 * value, matching size), wrong-length (an order or Hamilton path without
 * n distinct nodes, embeddings for the wrong node count, or a stated total
 * weight that is not the path's), contradiction (another final answer
 * with a different value). */
#ifndef GRAVEL_STRICT_POLICY_H
#define GRAVEL_STRICT_POLICY_H

#include "extract.h"
#include "score-result.h"
#include "util.h"

/* One judged item: the voted answer and its sample. */
struct strict_ctx {
	const struct score_input *in;
	const struct graph *g;
	struct xquery q;
	struct xanswer a;	/* the voted answer (XK_NONE when unparsed) */
	long sample;
	const char *text;
	size_t len;
	char *lc;		/* text lower-cased (extract_lower), NULL when the
				 * answer was the caller's */
	size_t region;		/* its answer region (when lc) */
	bool borrowed;		/* a is the caller's (score_result.pre) */
};

/* Vote, extract, check claims, set the contradiction / unparsed flags.
 * self is the calling scorer: the vote judges each sample alone with it.
 * Returns 0, or -1 with *err when the problem cannot be judged. */
int strict_begin(const struct score_input *in, score_task_fn self, struct strict_ctx *cx,
		 struct score_result *out, char **err);
/* The item's outcome and the final answer's error (score-taxonomy.h),
 * where the scorer set none, from its "exact" metric; then free cx. */
void strict_end(struct strict_ctx *cx, struct score_result *out);
/* out->pc_formula from fmt, when in->explain asks for it. */
void strict_pc_formula(const struct score_input *in, struct score_result *out, const char *fmt,
		       ...) ATTR_FORMAT(3, 4);
/* Span of items i..j (inclusive) of a sequence / pair answer. */
struct xspan strict_items_span(const struct xanswer *a, size_t i, size_t j);

int strict_connectivity(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err);
int strict_cycle(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
int strict_topology(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int strict_shortest_path(const struct score_input *in, struct score_runstate *st,
			 struct score_result *out, char **err);
int strict_flow(const struct score_input *in, struct score_runstate *st,
		struct score_result *out, char **err);
int strict_matching(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int strict_hamilton(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int strict_gnn(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err);

#endif
