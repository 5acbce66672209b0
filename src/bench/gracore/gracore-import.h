/* gracore-import.h - GraCoRe's released pure-graph files as problems.
 *
 * Layout: DIR/Pure Graph/<Type>/graph_<N>.json (DIR may also be the "Pure
 * Graph" folder itself, or hold it under Data/), each file a JSON array of
 * records. A record is one graph: nodes, edges [{source, target,
 * attributes}] (attributes is the weight, or the capacity in "Max Flow
 * Graph"; a number, or an object holding "weight" or "capacity"),
 * is_directed, and QA: structure_qa, a one-element list of four questions
 * (node_number, average_degree, is_connected, similarity) and the type's
 * special question under the misspelt key "specail_qa" ("special_qa" is
 * read too).
 *
 * Which questions become problems (struct gracore_opts):
 *   default (the task set of GraCoRe's paper, its Table 10): the four
 *     structure questions only from the Bipartite, Tree Structure, Graph
 *     Traversal and Shortest Path graphs, and every type's special task.
 *     On the full release (9 types x 23 files x 20 records) that is 1,840
 *     of each structure task and 460 of each special task, 11,500 problems;
 *   all: the structure questions of every type too (20,700 problems);
 *   random-order: the question text uses the record's
 *     random_graph_description (the same edges shuffled, the paper's node
 *     order study, its Table 5) instead of graph_description; the problems'
 *     set is "<type>-random", so their ids never meet the others'.
 * A record gives its problems in this order: node_count, avg_degree,
 * graph_connectivity, triplet_reconstruction (when taken), then the type's
 * special task:
 *
 *   Bipartite Graph        bipartite           {"bipartite": bool}
 *   Eulerian Graph         euler_path          {"circuit": bool}
 *   Graph Coloring         coloring            {"colors": k}
 *   Graph Traversal Graph  bfs_order           {"order": [...]} (the gold option)
 *                          query {"start": K} from "start node K" (or "from node K")
 *   Hamiltonian Graph      hamilton_cycle      {"has_cycle": true, "cycle": [...]}
 *   Max Flow Graph         flow                {"value": v, "flows": [[u, v, f], ...]}
 *   Shortest Path Graph    shortest_path       {"path": [...], "length": w}
 *   TSP Graph              tsp                 {"tour": [...], "length": L}
 *   Tree Structure Graph   tree                {"tree": bool}
 *
 * Problem ids: gracore/<task>/n<N>/<type>/<record>, that is difficulty
 * "n<N>" (the size bucket, N of graph_<N>.json) and set <type>, the type's
 * slug (bipartite, eulerian, coloring, traversal, hamiltonian, max_flow,
 * shortest_path, tsp, tree); record is the record's position in its file.
 * category is "pure/<type>". question is the record's graph_description
 * followed by the question; gold.text is the file's answer as written
 * (JSON for lists).
 *
 * extra keeps what the problem does not: "file" (relative to the Pure Graph
 * folder), "record", "type", "diameter" and "radius" (a number, or the
 * string "undefined" as the files have it); for traversal questions, which
 * are multiple choice, "options" {"A": [...], ...} and "choice" (the gold
 * letter); for Hamiltonian records "answer_edges", the edge count of the
 * file's answer (which lists the graph's edges, not the cycle: the planted
 * cycle comes from "hamiltonian_cycle").
 *
 * A record is consistent when its "nodes" are a permutation of 0..n-1 (the
 * Hamiltonian records list them shuffled) and its edges join nodes in
 * 0..n-1; traversal options are read wherever "X. [" starts one, so options
 * sharing a line (" C. [...] D. [...]") are all kept, and a question whose
 * option letters are not A, B, ... in order, or whose gold letter names no
 * option, is a bad record.
 *
 * Bad records: a record that cannot be read is reported as
 * "FILE: record N: what is wrong" and skipped whole (none of its problems
 * is kept); the rest is imported. With strict, the first bad record stops
 * the import (EXIT_DATAERR). A file that is not a JSON array of records is
 * skipped the same way (counted in files_skipped).
 *
 * Order: types by folder name, files by N, records in file order. */
#ifndef GRAVEL_GRACORE_IMPORT_H
#define GRAVEL_GRACORE_IMPORT_H

#include "problem.h"

/* Largest node count a record may have. */
#define GRACORE_MAX_NODES 100000

/* Resolve DIR to its "Pure Graph" folder (malloc'd), or NULL. */
char *gracore_root(const char *dir);

/* The type's slug ("bipartite") from its folder name, or NULL when gravel
 * does not know the type. */
const char *gracore_type_slug(const char *folder);

struct gracore_opts {
	bool all;		/* --set all: every type's structure questions */
	bool random_order;	/* --set random-order: random_graph_description */
	bool strict;		/* the first bad record stops the import */
};

/* What an import read: records seen, records skipped (bad), and files
 * skipped whole (not a JSON array of records). */
struct gracore_count {
	size_t records, skipped, files_skipped;
};

/* Parse a --set value, a comma-separated list of "paper" (the default),
 * "all" and "random-order", into o (its strict is left alone). 0, or -1
 * for an unknown word. */
int gracore_parse_sets(const char *arg, struct gracore_opts *o);

/* Import every file under DIR with the default options (lenient). Returns
 * 0 or an exit status (EXIT_NOINPUT, EXIT_IOERR) with diags filled; bad
 * records are errors in d and skipped. Unknown type folders and other
 * files are warnings. */
int gracore_import(const char *dir, struct problemset *ps, struct diags *d);

/* The same with options; cnt (may be NULL) gets the counts. Lenient: 0
 * even when records were skipped (see cnt). Strict: EXIT_DATAERR at the
 * first bad record or file. */
int gracore_import_with(const char *dir, const struct gracore_opts *o, struct problemset *ps,
			struct diags *d, struct gracore_count *cnt);

/* Parse one file's text (name for messages; extra.file is its tail from
 * the type folder `folder` on) of size bucket N. Returns the number of
 * problems appended (bad records skipped and counted in cnt), or -1 when
 * the file is not a JSON array of records, or when strict and a record is
 * bad. o and cnt may be NULL (default options). */
long gracore_parse_file(const char *name, const char *folder, long n_bucket, const char *buf,
			size_t len, const struct gracore_opts *o, struct problemset *ps,
			struct diags *d, struct gracore_count *cnt);

#endif
