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
 * Each record gives one problem per question it carries, in this order:
 * node_count, avg_degree, graph_connectivity, triplet_reconstruction, then
 * the type's special task:
 *
 *   Bipartite Graph        bipartite           {"bipartite": bool}
 *   Eulerian Graph         euler_path          {"circuit": bool}
 *   Graph Coloring         coloring            {"colors": k}
 *   Graph Traversal Graph  bfs_order           {"order": [...]} (the gold option)
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

/* Import every file under DIR. Returns 0 or an exit status (EXIT_NOINPUT,
 * EXIT_DATAERR, EXIT_IOERR) with diags filled; every file is read even
 * after an error. Unknown type folders and other files are warnings. */
int gracore_import(const char *dir, struct problemset *ps, struct diags *d);

/* Parse one file's text (name for messages; extra.file is its tail from
 * the type folder `folder` on) of size bucket N. Returns the number of problems appended,
 * or -1 with errors in d (records that fail are left out). */
long gracore_parse_file(const char *name, const char *folder, long n_bucket, const char *buf,
			size_t len, struct problemset *ps, struct diags *d);

#endif
