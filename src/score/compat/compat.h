/* compat.h - policy "compat": NLGraph's own scoring, reproduced.
 *
 * Each function re-implements what NLGraph's evaluation/<task>.py decided
 * (the scripts' final versions; for shortest path, the phrases the
 * recorded res2 was produced with), quirks included, so that re-scoring a
 * published log gives back its res arrays item by item. Metric names are
 * the scripts' own: res (connectivity, cycle, topology, hamilton, GNN),
 * res1/res2 (shortest_path, flow) and res1 (matching, whose script saves
 * res1.npy).
 *
 * Quirks reproduced (this list is the man page's):
 *  all  The answer is lower-cased (ASCII letters) before anything is
 *       searched. Numbers are maximal runs of ASCII digits: "-3" reads 3,
 *       "2.5" reads 2 and 5. A number that runs to the very end of the text
 *       is never collected (the scripts append a number only when a
 *       non-digit follows it). Phrases are plain substrings: "node 1" also
 *       matches inside "node 12".
 *  SC   Votes per question over its sc samples: right when 2*votes >= sc
 *       for connectivity and cycle, when 2*votes > sc for shortest path,
 *       flow, matching and GNN. Topology and hamilton never vote: only
 *       sample 0 is judged.
 *  connectivity  "yes" when the text contains "the answer is yes" or "there
 *       is a path between node S and node T" (the query's order). Right
 *       when that equals the label; anything else (including no answer at
 *       all) counts as "no".
 *  cycle  p1 = first "there is no cycle", p2 = first "there is a cycle"
 *       (missing = infinitely far). The label comes from the index, not the
 *       graph: items with 2*index < N (N = questions in the set) must have
 *       p1 < p2, items with 2*index > N must have p2 < p1, and the item at
 *       index N/2 (N even) can never score.
 *  topology  Anchor at the first "solution", else at the later of "yes" and
 *       "in the following order"; no anchor: 0. From the anchor, and again
 *       from the start of the text, collect numbers until n are found and
 *       check each list: a node whose in-degree (duplicate edges counted
 *       once) is still positive fails, otherwise its successors' in-degrees
 *       drop; at the end every in-degree must be 0. Repeats and missing
 *       in-degree-0 nodes are allowed (not a full permutation). Right when
 *       either list passes. A number >= n reached before a failure raised
 *       an IndexError the script swallowed: the item then gets the
 *       previous item's result (0 for a run's first item).
 *  shortest_path  Find the first "the shortest path from node S to node T"
 *       ("city S ... city T" for +city runs); missing: res1 = res2 = 0. One
 *       character after it, collect numbers, stopping after one equal to T.
 *       res1: every consecutive pair is an edge and the weights (of the
 *       last duplicate edge, as networkx keeps it) sum to the shortest
 *       distance - the path need not start at S nor end at T. res2: the
 *       first number after the last "total weight" (node wording; "total
 *       length" in city runs, as the recorded results were produced) equals
 *       the shortest distance; no digits after it reads 0.
 *  flow  Find the first "the maximum flow from node S to node T"; missing:
 *       res1 = res2 = 0. Otherwise res1 = 1 (the script checks nothing
 *       more), and res2 = the first number from one character after the
 *       phrase equals the file's maximum-flow value.
 *  matching  i = first "applicant", j = first "job"; unless both occur the
 *       answer scores 0. If "job" comes first, pairs read (job, applicant).
 *       Reading starts at the later of that position and "make the
 *       following assignments" and stops at the first "this way" (or the
 *       end): numbers are taken in pairs, an odd one out is dropped. Count
 *       the pairs that are edges (a repeated pair counts twice); pairs i
 *       and j conflict (same applicant or same job) only when j <= i-2 (the
 *       script's range(i-1)), and a conflict scores 0. Right when the count
 *       equals the maximum matching size.
 *  hamilton  res = -1 when "the path can be" is missing or "no " occurs
 *       before it. Otherwise collect up to n numbers from the phrase: res =
 *       1 when there are exactly n, consecutive ones are edges, and no
 *       number repeats among all but the last (the last is never compared),
 *       else 0.
 *  GNN  From the last "node 0", take every digit run t[0], t[1], ...; node
 *       i's value j is t[i*(d+1)+j+1] (the scheme of "node i: [a,b]") and
 *       must be within 0.01 of the layer-L embedding (neighbour sums, a
 *       neighbour counted once), L from the run's prompt.txt namespace
 *       ("layer", default 1) or else the problem's query. Missing tokens
 *       score 0 (the script would have crashed).
 */
#ifndef GRAVEL_COMPAT_H
#define GRAVEL_COMPAT_H

#include <stdint.h>
#include "score-result.h"

/* A lower-cased working copy of one sample. */
struct ctext {
	char *s;
	size_t len;
};
void ctext_init(struct ctext *c, const char *text, size_t len);
void ctext_free(struct ctext *c);

/* First / last occurrence of needle at or after from; -1 when absent. */
long cfind(const struct ctext *c, const char *needle, long from);
long crfind(const struct ctext *c, const char *needle);

/* Numbers are saturated here, far above any node id or value. */
#define COMPAT_BIG ((int64_t)1 << 60)

/* Collect numbers from pos as the scripts' process_ans loops do: stop after
 * max numbers (max > 0), or after one equal to stop_at (stop_at >= 0).
 * Returns the count stored in *out (caller frees). */
size_t compat_numbers(const struct ctext *c, long pos, size_t max, int64_t stop_at,
		      int64_t **out);
/* Skip to the first digit at or after pos and read one number (0 when none). */
int64_t compat_number_after(const struct ctext *c, long pos);

/* Does the undirected / directed graph have edge u-v (ids checked)? */
int compat_has_edge(const struct graph *g, int64_t u, int64_t v);

int compat_connectivity(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err);
int compat_cycle(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
int compat_shortest_path(const struct score_input *in, struct score_runstate *st,
			 struct score_result *out, char **err);
int compat_flow(const struct score_input *in, struct score_runstate *st,
		struct score_result *out, char **err);
int compat_topology(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int compat_matching(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int compat_hamilton(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
int compat_gnn(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err);

/* The label a cycle item is judged against: the final script's, from
 * the index (see cycle above), or one given. */
enum cycle_label { CYCLE_BY_INDEX, CYCLE_ACYCLIC, CYCLE_CYCLIC };
/* cycle's res of in's samples (voting as the script), with "there is no
 * loop" / "there is a loop" read as the cycle phrases when loops is set;
 * *parsed: the samples holding either phrase. */
int compat_cycle_res(const struct score_input *in, bool loops, enum cycle_label label,
		     size_t *parsed);
/* hamilton's res of one lower-cased answer with the path read after
 * anchor ("the path can be" in the final script). */
int compat_hamilton_res(const struct graph *g, const struct ctext *ct, const char *anchor);

/* Why a recorded result differs (score_why_fn, compat-why.c). */
enum score_why compat_cycle_why(const struct score_input *in, const struct metrics *rec);
enum score_why compat_hamilton_why(const struct score_input *in, const struct metrics *rec);

#endif
