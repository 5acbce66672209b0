/* claims.h - the checkable claims in a model's reasoning, and their
 * verdicts against the graph.
 *
 * claims_extract() reads the answer region of a text (extract.h; lower-
 * cased, so spans index the original) and collects, each with its byte
 * span, the claims whose wording is regular:
 *
 *  edge        "node 4 is connected to node 0" (also "with", "ndoe"),
 *              "node 0 and node 2 are (both) connected to node 4", "(2,4)"
 *              (not in matching or GNN answers), "an edge from 1 to 3 with
 *              capacity 4", "edge between node 0 and node 3 with weight 3",
 *              "applicant 0 is interested in job 0, job 1", "visiting node
 *              2 requires visiting node 0, node 1 first" or "node 0
 *              should be visited before node 2", "visit node 0 before node
 *              2" (paths into node 2: a prerequisite may be indirect; a
 *              list goes on in groups, "visit node 1 before node 0, node
 *              4, node 2 before node 3"),
 *              "node 0: sum of embeddings of node 1, node 3" or "nodes 1,
 *              3" (GNN neighbours), a walk's options ("from node 2, we can
 *              go to node 1 or node 4"; told a step at a time, from the
 *              node the walk is at: "we start from node 0. we can go to
 *              node 4, 7, or 3. let's go to node 4."). A stated weight or
 *              capacity must match an edge.
 *              "There is an edge connecting node 3 to/and/with node 2"
 *              (either way). A question is no claim ("is there an edge
 *              between node 3 and node 1?": the wording runs to a "?"
 *              before the sentence ends), nor is a condition (an "if" or
 *              "whether" earlier in the sentence and no "then" since).
 *  no-edge     "node 7 is not (directly) connected to node 9", "node 0 and
 *              node 2 are not connected to node 4", "there is no (direct)
 *              edge between/connecting node 3 and node 1" / "from 1 to 3":
 *              no such edge (either way but for "from"); a node out of
 *              range is unverifiable. Read as a non-adjacency: where a text means
 *              "unreachable" it is false all the same when the edge is
 *              there.
 *  no-pred     "no nodes are required to be visited before node 4": node 4
 *              has no incoming edge.
 *  sum         "3 + 1 = 4", "[1,1] + [1,0] = [2,1]": the arithmetic.
 *  path-weight "0,3,2 with a total weight of 3 + 1 = 4": the path's edges
 *              exist, the terms are their weights, the total their sum.
 *              A path told leg by leg, one a line ("1. node 0 to node 3:
 *              3", "from city 1 to city 3 (length 4)", "step 2: from node
 *              1 to node 0 with weight 4."), is an edge claim a leg, with
 *              its weight.
 *  flow        "8 units of flow from node 3 to node 2": the edge exists
 *              and its capacity is at least 8.
 *  node-value  "node 0: [1,1] + [1,0] = [2,1]" (GNN): the node's vector at
 *              the layer named by the last "layer L" before it (any layer
 *              up to the run's when none is named). In "node 0: sum of
 *              embeddings of node 1, node 3, [1,1] + [1,0] = [2,1]" (or
 *              "nodes 1 and 3") with as many vectors as nodes, each vector
 *              is also a claim, a term: its node's vector a layer below
 *              (layer 0: the given embeddings; any layer below the run's
 *              when none is named); the line's own value then starts at
 *              its "=", so a wrong term or sum comes first.
 *  sum-terms   "node 0: [1,1] + [0,1] = [1,2]" (GNN, two vectors or more
 *              and no nodes named): the vectors are, in any order, the
 *              node's neighbours' vectors at one layer below the line's
 *              (any below the run's when none is named); when false, the
 *              reason names the neighbours and their vectors at the layer
 *              the terms match best, and says when the sum adds the
 *              node's own vector. The line's value starts at its "=".
 *  visited     "node 2 is not visited" / "node 1 is already visited":
 *              against the visits the text itself narrated so far ("start
 *              at node 0", "visit node 2").
 *  walk        "0 -> 3 -> 2" (connectivity, cycle, hamilton): every step is
 *              an edge; in hamilton also a path of three nodes or more
 *              given with commas or dashes after "path" ("the path can be:
 *              0,1,2,3", "the path is 0-5-3-1"). A walk's options, "from node 2, we can go to node
 *              1 or node 4", "if we go to node 1, we can go to node 3",
 *              are edge claims (one node, or nodes joined by "or").
 *  max-flow    "the maximum flow from node 0 to node 6 is 10" (flow, any
 *              pair): the maximum flow between them.
 *  arrival     "3 units of flow arrive at node 1" (flow): equals the stated
 *              flows into the node when there are any. Stated flows out of
 *              a node other than the source may not exceed what the text
 *              says flows in (conservation; the flow claim is then false).
 *  conclusion  the final yes/no of connectivity, cycle and hamilton: false
 *              when the graph says otherwise, and a self-contradiction when
 *              the text's own walk shows the opposite (a Hamilton path
 *              walked, then "no"; a walk from source to target, then "no
 *              path").
 *  can-visit   "after node 1 and node 2 are visited, node 8 can be visited"
 *              (topology): every prerequisite of node 8 is among the nodes
 *              the text has visited so far. So is each node of a visit
 *              plan read whole, a step a line from step 1 ("1. visit node
 *              0", "step 2: visit node 4, then node 3.").
 *  neighbours  a list stated as complete - GNN's "sum of embeddings of node
 *              1, node 3", topology's "visiting node 2 requires visiting
 *              node 0, node 1 first", a closed list of two nodes or more
 *              ("node 4 is connected to node 26, 8, and 28.", not "to
 *              both ...", not cut off by the text's end; in an
 *              undirected graph) or of jobs ("applicant 0 is interested
 *              in job 3, job 4.") - misses no neighbour / prerequisite /
 *              job.
 *  layers      GNN: the text computes layers up to L and then states final
 *              vectors; false when the run has more layers than L.
 *  component   "node 3 is in the connected block consisting of node 3 and
 *              node 5" (or "consisted of", "component"): the list is
 *              exactly node 3's connected component; "node 5 is not
 *              connected to any other nodes": node 5 is alone in its
 *              (false: "node 5 shares an edge with node 2").
 *  forms-cycle "the edges (0,1) (1,2) (2,0) form a cycle" (cycle): the
 *              edges form one cycle (each of their nodes on two of them,
 *              all connected); the edges themselves are edge claims.
 *  conclusion  (shortest path) the final path is a shortest one.
 *  (matching)  an assignment "applicant 0: job 1" (or, a line each, "job
 *              1: applicant 0") is an edge claim, false
 *              too when its applicant or job is already assigned in the
 *              same list; count: "6 applicants can find the job" / "6 out
 *              of 7 applicants find ..." equals the valid pairs of the
 *              assignment above it (with none above: at most the maximum
 *              matching).
 * Lists are read to their last item ("node 9 is connected to node 18, 30
 * and node 21": three edge claims).
 *
 * claims_judge() gives each claim its verdict: true, false (with a reason
 * and the kind of error it is, score-taxonomy.h), or unverifiable (a node out of range, a layer the run did not compute,
 * a graph without weights). Claims are kept in text order. */
#ifndef GRAVEL_CLAIMS_H
#define GRAVEL_CLAIMS_H

#include <stddef.h>
#include <stdint.h>
#include "extract.h"
#include "score-taxonomy.h"
#include "task.h"

struct problem;

enum claim_kind {
	CLAIM_EDGE,
	CLAIM_NO_PRED,
	CLAIM_SUM,
	CLAIM_PATH_WEIGHT,
	CLAIM_FLOW,
	CLAIM_NODE_VALUE,
	CLAIM_VISITED,
	CLAIM_WALK,
	CLAIM_MAX_FLOW,
	CLAIM_ARRIVAL,
	CLAIM_CONCLUSION,
	CLAIM_CAN_VISIT,
	CLAIM_NEIGHBOURS,
	CLAIM_LAYERS,
	CLAIM_COMPONENT,
	CLAIM_COUNT,
	CLAIM_FORMS_CYCLE,
	CLAIM_NO_EDGE,
	CLAIM_TERMS,
};

enum claim_verdict { CLAIM_UNVERIFIABLE, CLAIM_TRUE, CLAIM_FALSE };

#define CLAIM_VEC_MAX 8

struct claim {
	enum claim_kind kind;
	enum claim_verdict verdict;
	struct xspan span;
	int64_t u, v;		/* nodes (edge, flow, no-pred/visited/node-value: u) */
	bool directed;		/* edge: "from u to v" (else either way) */
	bool assign;		/* edge (job): an assignment "applicant 0: job 1" */
	bool reach;		/* edge: a prerequisite, direct or not: u must
				 * reach v (topology's "requires visiting") */
	bool job;		/* edge: v is a job number as the question gives it */
	bool narrated;		/* neighbours: "node 2 is connected to ...", said
				 * as a walk reaches the node: may leave out a
				 * neighbour whose edge it stated before */
	bool has_w;
	int64_t w;		/* stated weight / capacity / flow / total */
	bool visited;		/* visited: the claim says "already visited" */
	int layer;		/* node-value: named layer, 0 = none, -1 = the
				 * final vectors (the run's last layer); a term:
				 * its layer, 0 = the given embeddings, -1 = none
				 * named (any layer below the run's) */
	bool term;		/* node-value: a term of a neighbour sum */
	bool final;		/* node-value: one of the final vectors */
	int dim;		/* node-value: vector length */
	double vec[CLAIM_VEC_MAX];
	bool yes;		/* conclusion: the text's yes/no */
	bool reasoned;		/* conclusion: a sentence of the text comes
				 * before it */
	int64_t *path;		/* path-weight, walk, conclusion (the narrated
				 * walk): nodes; can-visit: the nodes that can be
				 * visited; neighbours: the list (owned) */
	size_t npath;
	int64_t *terms;		/* path-weight: stated terms; can-visit: the nodes
				 * visited before (owned), may be empty; sum-terms:
				 * the vectors a node's sum adds, dim values each */
	size_t nterms;
	char why[96];		/* false claims: what is wrong */
	unsigned char fault;	/* false claims: the kind of error
				 * (score-taxonomy.h), set by the judge
				 * that finds it false */
};

struct claim_block;

struct claimset {
	struct claim *v;
	size_t n, cap;
	size_t ntrue, nfalse, nunverifiable;
	long first_false;	/* index of the first false claim, -1 */
	/* where the claims' path and terms arrays live (claimset_ints):
	 * blocks that never move, kept with v from one text to the next */
	struct claim_block *blocks, *block;
	size_t used;		/* of block */
};

void claimset_init(struct claimset *cs);
void claimset_free(struct claimset *cs);
/* Empty cs for the next text, keeping its arrays. */
void claimset_reset(struct claimset *cs);
/* Room for n (at least 1) values of a claim's path or terms, owned by cs
 * until its next reset: one allocation per block of many claims, not one
 * per claim (shortest path's path-weight claims made a malloc and a free
 * of ~400 instructions each). */
int64_t *claimset_ints(struct claimset *cs, size_t n);
const char *claim_kind_name(enum claim_kind k);
const char *claim_verdict_name(enum claim_verdict v);

/* Collect the claims of text for a task kind (sum claims are judged here:
 * they need no graph). */
void claims_extract(enum task_kind kind, const char *text, size_t len, struct claimset *cs);
/* The same on the answer region s[0..region) of the text lower-cased by
 * extract_lower (the region extract_answer gives: xanswer.region); the
 * scan relies on that copy's NUL after the text. */
void claims_extract_lower(enum task_kind kind, const char *lc, size_t region,
			  struct claimset *cs);
/* Judge every claim against p's graph; layers = the run's GNN layer count
 * (0: the problem's). Fills the counts and first_false. */
void claims_judge(const struct problem *p, int layers, struct claimset *cs);
/* Both. */
void claims_check(const struct problem *p, int layers, const char *text, size_t len,
		  struct claimset *cs);
/* Both, with text's final answer already extracted (extract_answer of the
 * same text and the problem's query; NULL: extract it here). */
void claims_check_answer(const struct problem *p, int layers, const char *text, size_t len,
			 const struct xanswer *a, struct claimset *cs);
/* claims_check_answer with the text also lower-cased (extract_lower) and
 * its answer region known (xanswer.region of an extraction from it). */
void claims_check_lower(const struct problem *p, int layers, const char *text, const char *lc,
			size_t len, size_t region, const struct xanswer *a, struct claimset *cs);

#endif
