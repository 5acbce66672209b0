/* task-list.h - every task kind that is not a GraphEval2000 problem: one
 * row each. This X-macro is the one place that names a task; task.h expands
 * it into enum task_kind (TASK_<KIND>), task.c into the registry rows, and
 * every layer that attaches behaviour to tasks into its ops table.
 * GraphEval2000's LeetCode problems are rows of LC_TASKS (lc-tasks.h), all
 * of family `lc`. It includes nothing, so task.h can include it.
 *
 * X(KIND, family, ops, name, title, nlgraph_dir, directed, attr, query keys,
 *   answer keys, shape, shape key, summary, solver)
 *   KIND      the enum constant's suffix: TASK_<KIND>
 *   family    the task family: the prefix of the ops objects every layer
 *             keeps for it, `<family>_<layer>_ops` (see "Task ops" in
 *             task.h). Each NLGraph task is its own family; GraCoRe's
 *             pure-graph tasks are family `gracore`, its heterogeneous ones
 *             `hetero`, GraphEval2000's `lc`; a family's ops may look at
 *             the kind to tell its tasks apart.
 *   ops       which optional layers the family keeps an ops object in: a
 *             parenthesised list of their names, in any order, out of
 *             extract, claims, judge, decisive, annot, audit, gen, baseline,
 *             teach, nlgraph (TASK_OPS_ALL names them all); a layer not
 *             named uses its table's default object, every hook optional. The solver and
 *             the strict and compat scorers are never optional, so a task
 *             of a new family needs only its row, its solver, its scorer
 *             file and, when it is taught, its teaching file.
 *   name      as in problem JSON: "shortest_path"
 *   title     for humans: "Shortest path"
 *   nlgraph_dir  folder name in an NLGraph checkout, or NULL
 *   directed  graphs of this task are directed
 *   attr      edge attribute the task's graphs carry (enum edge_attr)
 *   query     space-separated query keys, "" for none
 *   answer    gold.answer keys
 *   shape     how a person types the answer (enum answer_shape,
 *             answer-shape.h): ANSWER_BOOL yes/no, ANSWER_IDS node ids
 *             (ANSWER_IDS_OR_NONE: or none, there is no such path),
 *             ANSWER_PATH a path and its length, ANSWER_NUMBER,
 *             ANSWER_PAIRS applicant-job pairs, ANSWER_ROWS a vector per
 *             node; ANSWER_GOLD: the shape of the gold answer's only key
 *   shape key the gold.answer key the typed value fills, NULL with
 *             ANSWER_GOLD (the gold answer's only key)
 *   summary   one line: what the task asks
 *   solver    reference solver (task_solve_fn) */
#ifndef GRAVEL_TASK_LIST_H
#define GRAVEL_TASK_LIST_H

/* The ops column's lists, and picking one layer's bit of a list:
 * TASK_OPS_IF(TASK_OPS_GEN ops)(&family##_gen_ops, &none) is the first
 * when `gen` is among the names of ops, the second when it is not. */
#define TASK_OPS_ALL (extract, claims, judge, decisive, annot, audit, gen, baseline, teach, nlgraph)
#define TASK_OPS_GRACORE (annot, audit, teach)
#define TASK_OPS_HETERO (annot, audit)
#define TASK_OPS_EXTRACT(...) TASK_OPS_HAS(extract, __VA_ARGS__)
#define TASK_OPS_CLAIMS(...) TASK_OPS_HAS(claims, __VA_ARGS__)
#define TASK_OPS_JUDGE(...) TASK_OPS_HAS(judge, __VA_ARGS__)
#define TASK_OPS_DECISIVE(...) TASK_OPS_HAS(decisive, __VA_ARGS__)
#define TASK_OPS_ANNOT(...) TASK_OPS_HAS(annot, __VA_ARGS__)
#define TASK_OPS_AUDIT(...) TASK_OPS_HAS(audit, __VA_ARGS__)
#define TASK_OPS_GEN(...) TASK_OPS_HAS(gen, __VA_ARGS__)
#define TASK_OPS_BASELINE(...) TASK_OPS_HAS(baseline, __VA_ARGS__)
#define TASK_OPS_TEACH(...) TASK_OPS_HAS(teach, __VA_ARGS__)
#define TASK_OPS_NLGRAPH(...) TASK_OPS_HAS(nlgraph, __VA_ARGS__)
#define TASK_OPS_IF(bit) TASK_OPS_IF_(bit)
#define TASK_OPS_IF_(bit) TASK_OPS_IF_##bit
#define TASK_OPS_IF_0(yes, no) no
#define TASK_OPS_IF_1(yes, no) yes

/* TASK_OPS_HAS(layer, names...): 1 when layer is one of the (up to ten)
 * names, else 0. Each name is pasted onto TASK_OPS_HAS_<layer>_, which
 * is defined, as "~, 1", only for the layer's own name: the second item
 * of what that expands to is 1 for it and the 0 after it for any other. */
#define TASK_OPS_HAS(layer, ...) TASK_OPS_HAS_(layer, __VA_ARGS__, _, _, _, _, _, _, _, _, _, _)
#define TASK_OPS_HAS_(l, a, b, c, d, e, f, g, h, i, j, ...) \
	TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##a), TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##b), \
	TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##c), TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##d), \
	TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##e), TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##f), \
	TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##g), TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##h), \
	TASK_OPS_OR(TASK_OPS_IS(TASK_OPS_HAS_##l##_##i), TASK_OPS_IS(TASK_OPS_HAS_##l##_##j))))))))))
#define TASK_OPS_IS(probe) TASK_OPS_SECOND_(probe, 0, ~)
#define TASK_OPS_SECOND_(...) TASK_OPS_SECOND(__VA_ARGS__)
#define TASK_OPS_SECOND(a, b, ...) b
#define TASK_OPS_OR(a, b) TASK_OPS_OR_(a, b)
#define TASK_OPS_OR_(a, b) TASK_OPS_OR_##a##b
#define TASK_OPS_OR_00 0
#define TASK_OPS_OR_01 1
#define TASK_OPS_OR_10 1
#define TASK_OPS_OR_11 1
#define TASK_OPS_HAS_extract_extract ~, 1
#define TASK_OPS_HAS_claims_claims ~, 1
#define TASK_OPS_HAS_judge_judge ~, 1
#define TASK_OPS_HAS_decisive_decisive ~, 1
#define TASK_OPS_HAS_annot_annot ~, 1
#define TASK_OPS_HAS_audit_audit ~, 1
#define TASK_OPS_HAS_gen_gen ~, 1
#define TASK_OPS_HAS_baseline_baseline ~, 1
#define TASK_OPS_HAS_teach_teach ~, 1
#define TASK_OPS_HAS_nlgraph_nlgraph ~, 1

/* clang-format off */
#define TASKS(X) \
	X(CONNECTIVITY, connectivity, TASK_OPS_ALL, "connectivity", "Connectivity", "connectivity", false, ATTR_NONE, \
	  "source target", "connected", ANSWER_BOOL, "connected", \
	  "Is there a path between two nodes?", \
	  solve_connectivity) \
	X(CYCLE, cycle, TASK_OPS_ALL, "cycle", "Cycle", "cycle", false, ATTR_NONE, \
	  "", "has_cycle", ANSWER_BOOL, "has_cycle", \
	  "Is there a cycle in this undirected graph?", \
	  solve_cycle) \
	X(TOPOLOGY, topology, TASK_OPS_ALL, "topology", "Topological sort", "topology", true, ATTR_NONE, \
	  "", "order", ANSWER_IDS, "order", \
	  "Give an order that visits every node after its predecessors.", \
	  solve_topology) \
	X(SHORTEST_PATH, shortest_path, TASK_OPS_ALL, "shortest_path", "Shortest path", "shortest_path", false, ATTR_WEIGHT, \
	  "source target", "path length", ANSWER_PATH, "path", \
	  "Give the shortest weighted path between two nodes.", \
	  solve_shortest_path) \
	X(FLOW, flow, TASK_OPS_ALL, "flow", "Maximum flow", "flow", true, ATTR_CAPACITY, \
	  "source target", "value", ANSWER_NUMBER, "value", \
	  "What is the maximum flow from the source to the sink?", \
	  solve_flow) \
	X(MATCHING, matching, TASK_OPS_ALL, "matching", "Bipartite matching", "matching", false, ATTR_NONE, \
	  "", "size pairs", ANSWER_PAIRS, "pairs", \
	  "Assign jobs to applicants so that the most applicants get one.", \
	  solve_matching) \
	X(HAMILTON, hamilton, TASK_OPS_ALL, "hamilton", "Hamilton path", "hamilton", false, ATTR_NONE, \
	  "", "path", ANSWER_IDS_OR_NONE, "path", \
	  "Is there a path that visits every node exactly once?", \
	  solve_hamilton) \
	X(GNN, gnn, TASK_OPS_ALL, "gnn", "GNN message passing", "GNN", false, ATTR_NONE, \
	  "layers", "embeddings", ANSWER_ROWS, "embeddings", \
	  "Node embeddings after L layers of neighbour-sum convolution.", \
	  solve_gnn) \
	X(NODE_COUNT, gracore, TASK_OPS_GRACORE, "node_count", "Node count", NULL, false, ATTR_WEIGHT, \
	  "", "nodes", ANSWER_GOLD, NULL, \
	  "How many nodes does this graph have?", \
	  gc_solve_node_count) \
	X(AVG_DEGREE, gracore, TASK_OPS_GRACORE, "avg_degree", "Average degree", NULL, false, ATTR_WEIGHT, \
	  "", "value num den", ANSWER_GOLD, NULL, \
	  "What is the average degree of this graph?", \
	  gc_solve_avg_degree) \
	X(GRAPH_CONNECTIVITY, gracore, TASK_OPS_GRACORE, "graph_connectivity", "Graph connectivity", NULL, false, ATTR_WEIGHT, \
	  "", "connected components", ANSWER_GOLD, NULL, \
	  "Is this whole graph connected (weakly, when directed)?", \
	  gc_solve_connectivity) \
	X(TRIPLETS, gracore, TASK_OPS_GRACORE, "triplet_reconstruction", "Adjacency reconstruction", NULL, false, ATTR_WEIGHT, \
	  "", "triplets", ANSWER_GOLD, NULL, \
	  "List the (source, target, weight) triplets of this graph.", \
	  gc_solve_triplets) \
	X(TREE, gracore, TASK_OPS_GRACORE, "tree", "Tree recognition", NULL, false, ATTR_WEIGHT, \
	  "", "tree", ANSWER_GOLD, NULL, \
	  "Is this graph a tree?", \
	  gc_solve_tree) \
	X(BIPARTITE, gracore, TASK_OPS_GRACORE, "bipartite", "Bipartite recognition", NULL, false, ATTR_WEIGHT, \
	  "", "bipartite", ANSWER_GOLD, NULL, \
	  "Is this graph bipartite?", \
	  gc_solve_bipartite) \
	X(BFS_ORDER, gracore, TASK_OPS_GRACORE, "bfs_order", "Breadth-first traversal", NULL, false, ATTR_WEIGHT, \
	  "start", "order", ANSWER_GOLD, NULL, \
	  "Traverse the graph breadth-first from the start node.", \
	  gc_solve_bfs) \
	X(EULER, gracore, TASK_OPS_GRACORE, "euler_path", "Eulerian path and circuit", NULL, false, ATTR_WEIGHT, \
	  "", "circuit path trail", ANSWER_GOLD, NULL, \
	  "Does an Eulerian circuit (or path) exist in this graph?", \
	  gc_solve_euler) \
	X(HAMILTON_CYCLE, gracore, TASK_OPS_GRACORE, "hamilton_cycle", "Hamiltonian cycle", NULL, true, ATTR_WEIGHT, \
	  "", "has_cycle cycle proven", ANSWER_GOLD, NULL, \
	  "Does this graph have a Hamiltonian cycle? If so, list it.", \
	  gc_solve_hamcycle) \
	X(TSP, gracore, TASK_OPS_GRACORE, "tsp", "Travelling salesman", NULL, false, ATTR_WEIGHT, \
	  "", "tour length proven", ANSWER_GOLD, NULL, \
	  "Find the shortest route that visits every node once and returns to node 0.", \
	  gc_solve_tsp) \
	X(COLORING, gracore, TASK_OPS_GRACORE, "coloring", "Graph colouring", NULL, false, ATTR_WEIGHT, \
	  "", "colors coloring proven greedy_colors", ANSWER_GOLD, NULL, \
	  "How many colours does a proper colouring of this graph need?", \
	  gc_solve_coloring) \
	X(NEIGHBOURS, hetero, TASK_OPS_HETERO, "neighbourhood_query", "Neighbourhood query", NULL, false, ATTR_NONE, \
	  "node relation", "neighbours", ANSWER_GOLD, NULL, \
	  "Which nodes are linked to this node (by this relation)?", \
	  hetero_solve_neighbours) \
	X(RELATIONSHIP, hetero, TASK_OPS_HETERO, "relationship_query", "Relationship query", NULL, false, ATTR_NONE, \
	  "source target", "relation relations", ANSWER_GOLD, NULL, \
	  "How are these two nodes related?", \
	  hetero_solve_relationship) \
	X(RELATION_COUNT, hetero, TASK_OPS_HETERO, "relation_number", "Relation number", NULL, false, ATTR_NONE, \
	  "node relation", "count", ANSWER_GOLD, NULL, \
	  "How many relations (of this type, at this node) does the graph hold?", \
	  hetero_solve_relation_count) \
	X(SUBGRAPH, hetero, TASK_OPS_HETERO, "subgraph_extraction", "Subgraph extraction", NULL, false, ATTR_NONE, \
	  "nodes node hops", "nodes edges", ANSWER_GOLD, NULL, \
	  "List the nodes and typed edges of the requested subgraph.", \
	  hetero_solve_subgraph) \
	X(NODE_CLASS, hetero, TASK_OPS_HETERO, "node_classification", "Node classification", NULL, false, ATTR_NONE, \
	  "node", "label", ANSWER_GOLD, NULL, \
	  "Which label does this node have?", \
	  hetero_solve_node_class) \
	X(LINK_PRED, hetero, TASK_OPS_HETERO, "link_prediction", "Link prediction", NULL, false, ATTR_NONE, \
	  "source target relation", "link", ANSWER_GOLD, NULL, \
	  "Should these two nodes be linked (by this relation)?", \
	  hetero_solve_link)
/* clang-format on */

#endif
