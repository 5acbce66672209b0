/* nlgraph-logs.h - NLGraph's published model-output logs as runs.
 *
 * Layout: <root>/<task>/graph/<difficulty>/log/<run>/ holding answer.npy
 * (the lower-cased completions, '<U{w}'), res.npy / res1.npy / res2.npy
 * ('<i4', one value per question) and prompt.txt (the last prompt, "Acc:"
 * lines and the run's argument namespace). The run is named
 * "<task folder>/<difficulty>/<run folder>".
 *
 * Answers map to problems by position: question i of a run is problem
 * nlgraph/<task>/<difficulty>/<set>/i, where set is "standard", or
 * "attack" for the connectivity/graph/{line,clique} logs. With
 * self-consistency a run holds sc = answers / questions samples per
 * question, question i owning answers i*sc .. i*sc+sc-1. The recorded res
 * values of question i go with each of its samples. A run without
 * answer.npy yields one text-less answer per question, carrying only the
 * recorded results. GNN answers get params.layer from the namespace's
 * "layer" (1 when absent, the script's default); runs with city wording
 * ("+city" in the name or city=1) get params.city. */
#ifndef GRAVEL_NLGRAPH_LOGS_H
#define GRAVEL_NLGRAPH_LOGS_H

#include "runs.h"

/* Read every log run under an NLGraph checkout (DIR or DIR/NLGraph), in
 * task registry order, then difficulty and run folder name order. Returns
 * 0 (also when there are no logs; *nruns tells) or an exit status with d
 * filled; runs that fail to read are left out and reported. */
int nlgraph_logs_read(const char *dir, struct runset *rs, size_t *nruns, struct diags *d);

/* Read one run folder. task_dir is the task's NLGraph folder name and
 * difficulty the folder above log/. Returns 0 or an exit status. */
int nlgraph_log_read_run(const char *path, const char *task_dir, const char *difficulty,
			 const char *run_folder, struct runset *rs, struct diags *d);

#endif
