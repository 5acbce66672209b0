/* task-list.h - every task kind that is not a GraphEval2000 problem: one
 * row each. This X-macro is the one place that names a task; task.h expands
 * it into enum task_kind (TASK_<KIND>), task.c into the registry rows, and
 * every layer that attaches behaviour to tasks into its ops table.
 * GraphEval2000's LeetCode problems are rows of LC_TASKS (lc-tasks.h), all
 * of family `lc`. It includes nothing, so task.h can include it.
 *
 * X(KIND, family, name, title, nlgraph_dir, directed, attr, query keys,
 *   answer keys, shape, shape key, summary, solver)
 *   KIND      the enum constant's suffix: TASK_<KIND>
 *   family    the task family: the prefix of the ops objects every layer
 *             keeps for it, `<family>_<layer>_ops` (see "Task ops" in
 *             task.h). Each NLGraph task is its own family; GraCoRe's
 *             pure-graph tasks are family `gracore`, its heterogeneous ones
 *             `hetero`, GraphEval2000's `lc`; a family's ops may look at
 *             the kind to tell its tasks apart.
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

/* clang-format off */
#define TASKS(X) \
	X(CONNECTIVITY, connectivity, "connectivity", "Connectivity", "connectivity", false, ATTR_NONE, \
	  "source target", "connected", ANSWER_BOOL, "connected", \
	  "Is there a path between two nodes?", \
	  solve_connectivity) \
	X(CYCLE, cycle, "cycle", "Cycle", "cycle", false, ATTR_NONE, \
	  "", "has_cycle", ANSWER_BOOL, "has_cycle", \
	  "Is there a cycle in this undirected graph?", \
	  solve_cycle) \
	X(TOPOLOGY, topology, "topology", "Topological sort", "topology", true, ATTR_NONE, \
	  "", "order", ANSWER_IDS, "order", \
	  "Give an order that visits every node after its predecessors.", \
	  solve_topology) \
	X(SHORTEST_PATH, shortest_path, "shortest_path", "Shortest path", "shortest_path", false, ATTR_WEIGHT, \
	  "source target", "path length", ANSWER_PATH, "path", \
	  "Give the shortest weighted path between two nodes.", \
	  solve_shortest_path) \
	X(FLOW, flow, "flow", "Maximum flow", "flow", true, ATTR_CAPACITY, \
	  "source target", "value", ANSWER_NUMBER, "value", \
	  "What is the maximum flow from the source to the sink?", \
	  solve_flow) \
	X(MATCHING, matching, "matching", "Bipartite matching", "matching", false, ATTR_NONE, \
	  "", "size pairs", ANSWER_PAIRS, "pairs", \
	  "Assign jobs to applicants so that the most applicants get one.", \
	  solve_matching) \
	X(HAMILTON, hamilton, "hamilton", "Hamilton path", "hamilton", false, ATTR_NONE, \
	  "", "path", ANSWER_IDS_OR_NONE, "path", \
	  "Is there a path that visits every node exactly once?", \
	  solve_hamilton) \
	X(GNN, gnn, "gnn", "GNN message passing", "GNN", false, ATTR_NONE, \
	  "layers", "embeddings", ANSWER_ROWS, "embeddings", \
	  "Node embeddings after L layers of neighbour-sum convolution.", \
	  solve_gnn) \
	X(NODE_COUNT, gracore, "node_count", "Node count", NULL, false, ATTR_WEIGHT, \
	  "", "nodes", ANSWER_GOLD, NULL, \
	  "How many nodes does this graph have?", \
	  gc_solve_node_count) \
	X(AVG_DEGREE, gracore, "avg_degree", "Average degree", NULL, false, ATTR_WEIGHT, \
	  "", "value num den", ANSWER_GOLD, NULL, \
	  "What is the average degree of this graph?", \
	  gc_solve_avg_degree) \
	X(GRAPH_CONNECTIVITY, gracore, "graph_connectivity", "Graph connectivity", NULL, false, ATTR_WEIGHT, \
	  "", "connected components", ANSWER_GOLD, NULL, \
	  "Is this whole graph connected (weakly, when directed)?", \
	  gc_solve_connectivity) \
	X(TRIPLETS, gracore, "triplet_reconstruction", "Adjacency reconstruction", NULL, false, ATTR_WEIGHT, \
	  "", "triplets", ANSWER_GOLD, NULL, \
	  "List the (source, target, weight) triplets of this graph.", \
	  gc_solve_triplets) \
	X(TREE, gracore, "tree", "Tree recognition", NULL, false, ATTR_WEIGHT, \
	  "", "tree", ANSWER_GOLD, NULL, \
	  "Is this graph a tree?", \
	  gc_solve_tree) \
	X(BIPARTITE, gracore, "bipartite", "Bipartite recognition", NULL, false, ATTR_WEIGHT, \
	  "", "bipartite", ANSWER_GOLD, NULL, \
	  "Is this graph bipartite?", \
	  gc_solve_bipartite) \
	X(BFS_ORDER, gracore, "bfs_order", "Breadth-first traversal", NULL, false, ATTR_WEIGHT, \
	  "start", "order", ANSWER_GOLD, NULL, \
	  "Traverse the graph breadth-first from the start node.", \
	  gc_solve_bfs) \
	X(EULER, gracore, "euler_path", "Eulerian path and circuit", NULL, false, ATTR_WEIGHT, \
	  "", "circuit path trail", ANSWER_GOLD, NULL, \
	  "Does an Eulerian circuit (or path) exist in this graph?", \
	  gc_solve_euler) \
	X(HAMILTON_CYCLE, gracore, "hamilton_cycle", "Hamiltonian cycle", NULL, true, ATTR_WEIGHT, \
	  "", "has_cycle cycle proven", ANSWER_GOLD, NULL, \
	  "Does this graph have a Hamiltonian cycle? If so, list it.", \
	  gc_solve_hamcycle) \
	X(TSP, gracore, "tsp", "Travelling salesman", NULL, false, ATTR_WEIGHT, \
	  "", "tour length proven", ANSWER_GOLD, NULL, \
	  "Find the shortest route that visits every node once and returns to node 0.", \
	  gc_solve_tsp) \
	X(COLORING, gracore, "coloring", "Graph colouring", NULL, false, ATTR_WEIGHT, \
	  "", "colors coloring proven greedy_colors", ANSWER_GOLD, NULL, \
	  "How many colours does a proper colouring of this graph need?", \
	  gc_solve_coloring) \
	X(NEIGHBOURS, hetero, "neighbourhood_query", "Neighbourhood query", NULL, false, ATTR_NONE, \
	  "node relation", "neighbours", ANSWER_GOLD, NULL, \
	  "Which nodes are linked to this node (by this relation)?", \
	  hetero_solve_neighbours) \
	X(RELATIONSHIP, hetero, "relationship_query", "Relationship query", NULL, false, ATTR_NONE, \
	  "source target", "relation relations", ANSWER_GOLD, NULL, \
	  "How are these two nodes related?", \
	  hetero_solve_relationship) \
	X(RELATION_COUNT, hetero, "relation_number", "Relation number", NULL, false, ATTR_NONE, \
	  "node relation", "count", ANSWER_GOLD, NULL, \
	  "How many relations (of this type, at this node) does the graph hold?", \
	  hetero_solve_relation_count) \
	X(SUBGRAPH, hetero, "subgraph_extraction", "Subgraph extraction", NULL, false, ATTR_NONE, \
	  "nodes node hops", "nodes edges", ANSWER_GOLD, NULL, \
	  "List the nodes and typed edges of the requested subgraph.", \
	  hetero_solve_subgraph) \
	X(NODE_CLASS, hetero, "node_classification", "Node classification", NULL, false, ATTR_NONE, \
	  "node", "label", ANSWER_GOLD, NULL, \
	  "Which label does this node have?", \
	  hetero_solve_node_class) \
	X(LINK_PRED, hetero, "link_prediction", "Link prediction", NULL, false, ATTR_NONE, \
	  "source target relation", "link", ANSWER_GOLD, NULL, \
	  "Should these two nodes be linked (by this relation)?", \
	  hetero_solve_link)
/* clang-format on */

#endif
