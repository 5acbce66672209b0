/* nlgraph-logpath.h - where a path inside one NLGraph log run sits in its
 * checkout, so that a single run folder (or its answer.npy) opens on its
 * own: the dataset is found up the tree.
 *
 *   ROOT/<task>/graph/<difficulty>/log/<run>/answer.npy
 *
 * ROOT is the NLGraph folder (DIR/NLGraph or DIR). */
#ifndef GRAVEL_NLGRAPH_LOGPATH_H
#define GRAVEL_NLGRAPH_LOGPATH_H

#include <stdbool.h>

struct nlgraph_logpath {
	char *root;		/* the folder holding the task folders */
	char *run_dir;		/* the run folder */
	char *task_dir;		/* "shortest_path" */
	char *difficulty;	/* "easy" (the folder above log/) */
	char *run_folder;	/* "20230410---09-43-CoT" */
};

/* Fill loc (owned strings) when path is a run folder or a file directly
 * in one; false otherwise (loc untouched). */
bool nlgraph_logpath_parse(const char *path, struct nlgraph_logpath *loc);
void nlgraph_logpath_free(struct nlgraph_logpath *loc);

#endif
