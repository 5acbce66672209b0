/* hetero.h - typed heterogeneous graphs (GraCoRe's IMDB and ACM tasks):
 * node types, edge types (relations) and text attributes, a JSON import
 * format, and the reference solvers of the six heterogeneous tasks.
 *
 * ---- import format (gravel import hetero FILE) ----------------------------
 *
 *   {"name": "mini-imdb",            dataset name, the problems' difficulty
 *    "directed": false,              optional (default false)
 *    "node_types": ["movie", "actor", ...],
 *    "relations": [{"name": "acted_in", "source": "actor", "target": "movie"}, ...],
 *                                    source/target types optional ("" = any)
 *    "labels": ["drama", "comedy"],  optional: the classes of node_classification
 *    "nodes": [{"id": "m0", "type": "movie", "name": "Harbour Lights",
 *               "text": "A fisherman ...", "label": "drama"}, ...],
 *                                    name, text and label optional; ids unique
 *    "edges": [["a0", "acted_in", "m0"], ...]
 *                                    or {"source", "relation", "target"}
 *    "questions": [{"task": "neighbourhood_query", "node": "m0", "relation": "acted_in"},
 *                  ...]}
 *
 *   Questions name nodes by id. Per task:
 *     neighbourhood_query  node, relation (optional), node_type (optional)
 *     relationship_query   source, target
 *     relation_number      node and/or relation, both optional
 *     subgraph_extraction  nodes (a list), or node and hops (default 1)
 *     node_classification  node (which must have a label)
 *     link_prediction      source, target, relation (optional), answer (bool,
 *                          required: the held-out truth; the edge itself is
 *                          left out of "edges")
 *   Unknown keys are ignored; every error is reported as FILE: message.
 *
 * ---- problems -------------------------------------------------------------
 *
 *   id gracore/<task>/<name>/hetero/<k> (k = the question's position in the
 *   file), benchmark "gracore", category "hetero/<name>". graph is the
 *   structure (node i = nodes[i], edges in file order, no attribute); the
 *   types live in extra.hetero: {"name", "node_types", "relations",
 *   "relation_types": [[src type, dst type] ...] (-1 = any), "labels",
 *   "type": [type index per node], "ids", "names", "text" (string or null
 *   per node), "label": [label index or -1 per node], "edge_relation":
 *   [relation index per edge]}. Queries use node numbers ("node", "source",
 *   "target", "nodes", "hops") and relation names ("relation", "node_type").
 *   The question text lists the nodes (id, type, name, text, and the label
 *   of every node except a node_classification query's) and the edges.
 *
 * ---- gold.answer by task (the solvers' semantics) -------------------------
 *
 *   neighbourhood_query  {"neighbours": [v...]} the nodes joined to node by
 *       an edge of the relation (any relation when absent), in either
 *       direction, restricted to node_type when given; ascending, each once.
 *   relationship_query   {"relations": [name...], "relation": name} the
 *       relations of the edges between source and target (either
 *       direction), in relation order; relation is the first, or "none".
 *   relation_number      {"count": k}: with node and/or relation, the number
 *       of edges at node / of that relation; with neither, the number of
 *       distinct relations the graph uses.
 *   subgraph_extraction  {"nodes": [v...], "edges": [[u, relation, v]...]}
 *       the induced subgraph on nodes, or on the nodes within hops of node
 *       (edges in file order).
 *   node_classification  {"label": name} the node's label from the file. The
 *       solver predicts by a vote of the labelled nodes two hops away (paths
 *       through any neighbour, each path one vote; ties by label order; no
 *       votes: the most common label) and reports it as "predicted".
 *   link_prediction      {"link": bool} the file's truth. The solver predicts
 *       by counting paths of length 2 and 3 between the ends (never the
 *       direct edge): "link" true when there are at least two, with "score".
 *       Both predictive tasks are judged against the file, never the solver. */
#ifndef GRAVEL_HETERO_H
#define GRAVEL_HETERO_H

#include <stdbool.h>
#include <stddef.h>
#include "hetero-graph.h"

/* Read the import format: the graph and one problem per question, appended
 * to ps. Returns 0 or an exit status with d filled (nothing is appended on
 * error). */
int hetero_import(const char *path, struct problemset *ps, struct diags *d);
/* The same under the importers' record policy (gravel import): each
 * question is a record. Lenient: a question that cannot be read is
 * reported ("FILE: questions[K]: ...; skipped", warnings), counted in
 * *skipped and left out; the others keep their ids (K is the position).
 * Strict: the first bad question is an error and nothing is imported.
 * Errors in the graph itself (types, nodes, edges) fail the file in both
 * modes, as does a file none of whose questions can be read. */
int hetero_import_records(const char *path, bool strict, struct problemset *ps, size_t *skipped,
			  struct diags *d);
int hetero_parse(const char *name, const char *buf, size_t len, struct problemset *ps,
		 struct diags *d);

#endif
