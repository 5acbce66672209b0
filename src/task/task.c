/* task.c - the task registry. One row per task kind; see task.h. */
#include "config.h"
#include "task.h"
#include "solve.h"
#include "gracore-solve.h"
#include "hetero.h"
#include "lc.h"

#include <string.h>

/* clang-format off */
static const struct task tasks[TASK__COUNT] = {
	[TASK_CONNECTIVITY] = { TASK_CONNECTIVITY, "connectivity", "Connectivity", "connectivity",
		false, ATTR_NONE, "source target", "connected",
		"Is there a path between two nodes?", solve_connectivity },
	[TASK_CYCLE] = { TASK_CYCLE, "cycle", "Cycle", "cycle",
		false, ATTR_NONE, "", "has_cycle",
		"Is there a cycle in this undirected graph?", solve_cycle },
	[TASK_TOPOLOGY] = { TASK_TOPOLOGY, "topology", "Topological sort", "topology",
		true, ATTR_NONE, "", "order",
		"Give an order that visits every node after its predecessors.", solve_topology },
	[TASK_SHORTEST_PATH] = { TASK_SHORTEST_PATH, "shortest_path", "Shortest path", "shortest_path",
		false, ATTR_WEIGHT, "source target", "path length",
		"Give the shortest weighted path between two nodes.", solve_shortest_path },
	[TASK_FLOW] = { TASK_FLOW, "flow", "Maximum flow", "flow",
		true, ATTR_CAPACITY, "source target", "value",
		"What is the maximum flow from the source to the sink?", solve_flow },
	[TASK_MATCHING] = { TASK_MATCHING, "matching", "Bipartite matching", "matching",
		false, ATTR_NONE, "", "size pairs",
		"Assign jobs to applicants so that the most applicants get one.", solve_matching },
	[TASK_HAMILTON] = { TASK_HAMILTON, "hamilton", "Hamilton path", "hamilton",
		false, ATTR_NONE, "", "path",
		"Is there a path that visits every node exactly once?", solve_hamilton },
	[TASK_GNN] = { TASK_GNN, "gnn", "GNN message passing", "GNN",
		false, ATTR_NONE, "layers", "embeddings",
		"Node embeddings after L layers of neighbour-sum convolution.", solve_gnn },
	[TASK_NODE_COUNT] = { TASK_NODE_COUNT, "node_count", "Node count", NULL,
		false, ATTR_WEIGHT, "", "nodes",
		"How many nodes does this graph have?", gc_solve_node_count },
	[TASK_AVG_DEGREE] = { TASK_AVG_DEGREE, "avg_degree", "Average degree", NULL,
		false, ATTR_WEIGHT, "", "value num den",
		"What is the average degree of this graph?", gc_solve_avg_degree },
	[TASK_GRAPH_CONNECTIVITY] = { TASK_GRAPH_CONNECTIVITY, "graph_connectivity",
		"Graph connectivity", NULL,
		false, ATTR_WEIGHT, "", "connected components",
		"Is this whole graph connected (weakly, when directed)?", gc_solve_connectivity },
	[TASK_TRIPLETS] = { TASK_TRIPLETS, "triplet_reconstruction", "Adjacency reconstruction", NULL,
		false, ATTR_WEIGHT, "", "triplets",
		"List the (source, target, weight) triplets of this graph.", gc_solve_triplets },
	[TASK_TREE] = { TASK_TREE, "tree", "Tree recognition", NULL,
		false, ATTR_WEIGHT, "", "tree",
		"Is this graph a tree?", gc_solve_tree },
	[TASK_BIPARTITE] = { TASK_BIPARTITE, "bipartite", "Bipartite recognition", NULL,
		false, ATTR_WEIGHT, "", "bipartite",
		"Is this graph bipartite?", gc_solve_bipartite },
	[TASK_BFS_ORDER] = { TASK_BFS_ORDER, "bfs_order", "Breadth-first traversal", NULL,
		false, ATTR_WEIGHT, "start", "order",
		"Traverse the graph breadth-first from the start node.", gc_solve_bfs },
	[TASK_EULER] = { TASK_EULER, "euler_path", "Eulerian path and circuit", NULL,
		false, ATTR_WEIGHT, "", "circuit path trail",
		"Does an Eulerian circuit (or path) exist in this graph?", gc_solve_euler },
	[TASK_HAMILTON_CYCLE] = { TASK_HAMILTON_CYCLE, "hamilton_cycle", "Hamiltonian cycle", NULL,
		true, ATTR_WEIGHT, "", "has_cycle cycle proven",
		"Does this graph have a Hamiltonian cycle? If so, list it.", gc_solve_hamcycle },
	[TASK_TSP] = { TASK_TSP, "tsp", "Travelling salesman", NULL,
		false, ATTR_WEIGHT, "", "tour length proven",
		"Find the shortest route that visits every node once and returns to node 0.",
		gc_solve_tsp },
	[TASK_COLORING] = { TASK_COLORING, "coloring", "Graph colouring", NULL,
		false, ATTR_WEIGHT, "", "colors coloring proven greedy_colors",
		"How many colours does a proper colouring of this graph need?", gc_solve_coloring },
	[TASK_NEIGHBOURS] = { TASK_NEIGHBOURS, "neighbourhood_query", "Neighbourhood query", NULL,
		false, ATTR_NONE, "node relation", "neighbours",
		"Which nodes are linked to this node (by this relation)?", hetero_solve_neighbours },
	[TASK_RELATIONSHIP] = { TASK_RELATIONSHIP, "relationship_query", "Relationship query", NULL,
		false, ATTR_NONE, "source target", "relation relations",
		"How are these two nodes related?", hetero_solve_relationship },
	[TASK_RELATION_COUNT] = { TASK_RELATION_COUNT, "relation_number", "Relation number", NULL,
		false, ATTR_NONE, "node relation", "count",
		"How many relations (of this type, at this node) does the graph hold?",
		hetero_solve_relation_count },
	[TASK_SUBGRAPH] = { TASK_SUBGRAPH, "subgraph_extraction", "Subgraph extraction", NULL,
		false, ATTR_NONE, "nodes node hops", "nodes edges",
		"List the nodes and typed edges of the requested subgraph.", hetero_solve_subgraph },
	[TASK_NODE_CLASS] = { TASK_NODE_CLASS, "node_classification", "Node classification", NULL,
		false, ATTR_NONE, "node", "label",
		"Which label does this node have?", hetero_solve_node_class },
	[TASK_LINK_PRED] = { TASK_LINK_PRED, "link_prediction", "Link prediction", NULL,
		false, ATTR_NONE, "source target relation", "link",
		"Should these two nodes be linked (by this relation)?", hetero_solve_link },
	/* GraphEval2000's LeetCode problems (lc-tasks.h, lc.h) */
#define LC_TASK_ROW(id, dir, attr, query, judge, title, output, ...) \
	[TASK_LC##id] = { TASK_LC##id, "lc" #id, title " (LC " #id ")", NULL, dir, attr, \
		query, "output", output, lc_solve_##id, lc_check_shape },
	LC_TASKS(LC_TASK_ROW)
#undef LC_TASK_ROW
};
/* clang-format on */

size_t task_count(void)
{
	return TASK__COUNT;
}

const struct task *task_at(size_t i)
{
	return i < TASK__COUNT ? &tasks[i] : NULL;
}

const struct task *task_by_kind(enum task_kind k)
{
	return task_at((size_t)k);
}

const struct task *task_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < TASK__COUNT; i++)
		if (!strcmp(tasks[i].name, name))
			return &tasks[i];
	/* NLGraph's folder for GNN is upper-case; accept it as an alias. */
	for (size_t i = 0; i < TASK__COUNT; i++)
		if (tasks[i].nlgraph_dir && !strcmp(tasks[i].nlgraph_dir, name))
			return &tasks[i];
	return NULL;
}
