/* task.c - the task registry. One row per task kind; see task.h. */
#include "config.h"
#include "task.h"

#include <string.h>

/* clang-format off */
static const struct task tasks[TASK__COUNT] = {
	[TASK_CONNECTIVITY] = { TASK_CONNECTIVITY, "connectivity", "Connectivity", "connectivity",
		false, ATTR_NONE, "source target", "connected",
		"Is there a path between two nodes?", NULL },
	[TASK_CYCLE] = { TASK_CYCLE, "cycle", "Cycle", "cycle",
		false, ATTR_NONE, "", "has_cycle",
		"Is there a cycle in this undirected graph?", NULL },
	[TASK_TOPOLOGY] = { TASK_TOPOLOGY, "topology", "Topological sort", "topology",
		true, ATTR_NONE, "", "order",
		"Give an order that visits every node after its predecessors.", NULL },
	[TASK_SHORTEST_PATH] = { TASK_SHORTEST_PATH, "shortest_path", "Shortest path", "shortest_path",
		false, ATTR_WEIGHT, "source target", "path length",
		"Give the shortest weighted path between two nodes.", NULL },
	[TASK_FLOW] = { TASK_FLOW, "flow", "Maximum flow", "flow",
		true, ATTR_CAPACITY, "source target", "value",
		"What is the maximum flow from the source to the sink?", NULL },
	[TASK_MATCHING] = { TASK_MATCHING, "matching", "Bipartite matching", "matching",
		false, ATTR_NONE, "", "size pairs",
		"Assign jobs to applicants so that the most applicants get one.", NULL },
	[TASK_HAMILTON] = { TASK_HAMILTON, "hamilton", "Hamilton path", "hamilton",
		false, ATTR_NONE, "", "path",
		"Is there a path that visits every node exactly once?", NULL },
	[TASK_GNN] = { TASK_GNN, "gnn", "GNN message passing", "GNN",
		false, ATTR_NONE, "layers", "embeddings",
		"Node embeddings after L layers of neighbour-sum convolution.", NULL },
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
