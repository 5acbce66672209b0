/* gracore-score.h - GraCoRe's scoring: exact match per task, and its
 * ability taxonomy.
 *
 * The scorers are policy rows' entries (score.c) for the GraCoRe task kinds,
 * in both policies: GraCoRe judges by exact match, and gravel adds the
 * validity checks next to it. The first sample that has text is judged
 * (GraCoRe samples once). Every scorer sets "exact" (0/1, the primary
 * metric) and the item's unparsed flag when nothing was found where it
 * looks.
 *
 * Where the answer is read: the text after the last "answer" marker
 * ("answer:", "answer is", "final answer"), else the whole text. A number
 * is the first one after the marker, else the last one in the text;
 * "p/q" reads as a fraction. A yes/no is the first yes, no, true or false
 * word there. A node list is the last [...] holding integers there, else
 * every integer there. A multiple-choice letter is A-D standing alone at
 * the start of that region ("B", "(B)", "B.", "Option B").
 *
 *  node_count, colouring count, relation_number  exact = the integer.
 *  avg_degree   exact = equal to the gold when both are rounded to two
 *               decimals (GraCoRe states averages to two places).
 *  graph_connectivity, tree, bipartite, euler_path (circuit),
 *  link_prediction  exact = the yes/no.
 *  triplet_reconstruction  "sim" = gc_triplet_similarity of the listed
 *               triples (integers in threes) against the gold's; exact =
 *               sim >= 0.999999.
 *  bfs_order    the letter's option list, or the stated list; exact = a
 *               valid BFS order from the start node reaching every node the
 *               start reaches (any valid order); "choice" = the letter is
 *               the gold letter (GraCoRe's own multiple-choice score),
 *               present when a letter was given.
 *  hamilton_cycle  a node list (or an edge list read pairwise); exact = a
 *               Hamiltonian cycle of the graph (any), or "no" when the
 *               gold says there is none.
 *  tsp          exact = the listed tour is valid and as long as the gold
 *               length, or (no tour) the stated length equals it; "valid",
 *               and "optimal" = the tour is as short as gravel's proven
 *               optimum (which the gold need not be). Policy strict: the
 *               question suggests nearest neighbour (the gold follows it)
 *               and asks for "the optimal solution", so the proven optimum
 *               is exact too; flag "heuristic" or "optimum" says which of
 *               the two (when they differ) the answer gave.
 *  coloring     exact = the count equals the gold's; "optimal" = it equals
 *               the chromatic number. Policy strict: the question asks for
 *               greedy largest_first (the gold) as "the minimum number of
 *               colors", so the proven chromatic number is exact too,
 *               flagged "heuristic" or "optimum" as for tsp.
 *  shortest_path (GraCoRe problems)  res1 = exact = a valid source-target
 *               path whose weight is the gold length; res2 = the stated
 *               length (first number after "length", "weight", "cost" or
 *               "distance") equals it.
 *  flow (GraCoRe problems)  res2 = exact = the value equals the gold.
 *  neighbourhood_query  nodes named by id or name; exact = the set equals
 *               the gold's; "f1".
 *  relationship_query  relation names mentioned (case and '_' / ' '
 *               ignored); exact = the set equals the gold's ("none", "no
 *               relation" or "not related" for none).
 *  subgraph_extraction  (node, relation, node) triples in reading order;
 *               exact = the edge set equals the gold's; "f1".
 *  node_classification  exact = the first label named is the gold's.
 *
 * For NLGraph problems, shortest_path and flow fall through to the NLGraph
 * scorer of the policy (compat_shortest_path, compat_flow). */
#ifndef GRAVEL_GRACORE_SCORE_H
#define GRAVEL_GRACORE_SCORE_H

#include "score-result.h"

int gcs_node_count(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err);
int gcs_avg_degree(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err);
int gcs_yes_no(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	       char **err);
int gcs_triplets(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
int gcs_bfs(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	    char **err);
int gcs_hamcycle(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
int gcs_tsp(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	    char **err);
int gcs_coloring(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
/* strict: the heuristic's gold or the proven optimum */
int gcs_strict_tsp(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err);
int gcs_strict_coloring(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err);
/* compat, GraCoRe's wording: the gracore row of the benchmark table (bench.c)
 * puts them in place of compat_* for GraCoRe problems. */
int gcs_compat_shortest_path(const struct score_input *in, struct score_runstate *st,
			     struct score_result *out, char **err);
int gcs_compat_flow(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err);
/* hetero-score.c */
int gcs_neighbours(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err);
int gcs_relationship(const struct score_input *in, struct score_runstate *st,
		     struct score_result *out, char **err);
int gcs_subgraph(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err);
int gcs_node_class(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err);

/* ---- ability taxonomy ----------------------------------------------------
 * GraCoRe's three tiers: ability (understanding | reasoning), graph kind
 * (pure | heterogeneous) and ten sub-abilities, as "ability/sub-ability":
 *   understanding/attribute   node_count, avg_degree
 *   understanding/memory      triplet_reconstruction
 *   understanding/structure   graph_connectivity, tree, bipartite
 *   understanding/relation    relation_number                  (hetero)
 *   understanding/query       neighbourhood_query, relationship_query (hetero)
 *   understanding/traversal   bfs_order (the paper's "graph traversal", an
 *                             understanding ability)
 *   reasoning/traversal       shortest_path
 *   reasoning/decision        euler_path, hamilton_cycle
 *   reasoning/optimisation    flow, tsp, coloring
 *   reasoning/semantic        node_classification, link_prediction (hetero)
 *   reasoning/subgraph        subgraph_extraction              (hetero)
 * NULL for tasks outside it (NLGraph-only tasks). */
const char *gracore_ability(enum task_kind k);
/* The paper's abbreviation of a task (NN, AD, CT, MS, TR, BR, BFS, NQ, RQ,
 * RN, SE, SP, MF, EP, HC, TSP, GC, NC, LP), or NULL. */
const char *gracore_abbrev(enum task_kind k);
/* The GraCoRe task named by an abbreviation (any case) or a gravel task
 * name, or NULL. */
const struct task *gracore_task_named(const char *name);

/* ---- text helpers shared with hetero-score.c (gracore-score.c) ---- */
/* Start of the answer region (after the last answer marker, or text). */
const char *gcs_region(const char *text, bool *marked);
/* The answer's number (first after the marker, else the last). */
bool gcs_number(const char *text, double *out);
/* The first yes/no/true/false word of the answer region: 1, 0, or -1. */
int gcs_read_yes_no(const char *text);
/* The answer's node list (malloc'd, *n entries) or NULL. */
long *gcs_read_list(const char *text, size_t *n);
/* What a scorer reads in an answer's text t, for a person (score_ops'
 * reads hook, per task): malloc'd, NULL when nothing; a walk's nodes into
 * walk (not NULL) as XK_SEQ. */
struct xanswer;
typedef char *(*gcs_read_fn)(const struct problem *p, const char *t, struct xanswer *walk);
/* What fns[the problem's task] reads in text (len bytes, copied to be
 * NUL-terminated); NULL when the task has no entry or it reads nothing. */
char *gcs_reads_by(const gcs_read_fn *fns, const struct problem *p, const char *text,
		   size_t len, struct xanswer *walk);
/* The number gcs_number reads ("8", "1.75"); the yes/no ("yes", "no"). */
char *gcs_reads_number(const struct problem *p, const char *t, struct xanswer *walk);
char *gcs_reads_yes_no(const struct problem *p, const char *t, struct xanswer *walk);
/* Put v[0..n) as "0,3,5" into sb and, when walk is not NULL, into walk as
 * XK_SEQ (a walk of the graph the marks draw). */
void gcs_put_walk(struct strbuf *sb, const long *v, size_t n, struct xanswer *walk);
/* The tour as gcs_tsp reads it: the region's last bracketed list and the
 * length stated, "0,3,5,0 (length 23)"; malloc'd, NULL when neither. The
 * list's nodes go to walk (not NULL). */
char *gcs_read_tour(const char *t, struct xanswer *walk);
/* A multiple-choice letter A-D at the start of the answer region, or 0. */
char gcs_read_letter(const char *text);
/* The text of the first sample that has one, or NULL. */
const char *gcs_sample(const struct score_input *in, size_t *len);
/* Case-insensitive whole-word search of w in [s, end); NULL when absent. */
const char *gcs_word(const char *s, const char *end, const char *w);

#endif
