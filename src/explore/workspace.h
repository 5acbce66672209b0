/* workspace.h - what the explorer opens: problem sources, runs, and the
 * settings that go with them, defined in a small YAML file.
 *
 * A workspace is loaded in two steps. workspace_read()/workspace_parse()
 * read the definition (YAML, libyaml through yaml-tree.h's tree, so
 * every message is FILE:LINE:COL: message and a bad file is EXIT_CONFIG);
 * workspace_load() then reads every problem source and every run into
 * ws->problems and ws->answers. workspace_open() does both;
 * workspace_demo() opens the workspace compiled into the program
 * (config/demo/workspace.yaml); workspace_from_paths() builds one on the
 * fly from command-line paths; workspace_from_args() picks among the three
 * the way `gravel browse` does.
 *
 * The format (gravel-config(5) "WORKSPACES"):
 *
 *   name: "My NLGraph study"          # title; default: the file's name
 *   problems:                         # one or more sources, in order
 *     - jsonl: problems.jsonl         # a problems JSONL file
 *     - nlgraph: ../NLGraph           # an NLGraph checkout, read in place
 *       set: standard                 #   standard|full|attack|all (default all)
 *       logs: true                    #   its model logs become runs (default false)
 *     - generate: nlgraph.yaml        # a task config (gravel-config(5)),
 *       seed: 7                       #   generated at load time; or a
 *       count: 3                      #   built-in name "nlgraph" (config/tasks);
 *       task: [cycle, flow]           #   task/difficulty: a name or a list,
 *       difficulty: easy              #   default all; count per difficulty
 *       set: standard                 #   and set, default the config's
 *       benchmark: demo               #   counts; benchmark renames the
 *                                     #   benchmark in ids (default the
 *                                     #   config's); set default standard
 *     - demo: true                    # the hand-written demo problems
 *   runs:                             # model answers, in order
 *     - jsonl: runs.jsonl             # a runs JSONL file
 *     - nlgraph-logs: ../NLGraph      # every log run of an NLGraph checkout
 *     - baseline: random              # a simulated run made by gravel
 *       seed: 1                       #   (random | noisy-reasoner); named
 *                                     #   "simulated/<baseline>"
 *   annotations: notes.json           # the annotation file (issue 7)
 *   theme: dark                       # a theme name (themes/NAME.yaml)
 *   policy: strict                    # default scoring policy
 *   labels: [hallucinated-edge, arithmetic]   # extra annotation labels
 *
 * A source or run entry is a mapping with exactly one kind key (jsonl,
 * nlgraph, generate / jsonl, nlgraph-logs, baseline) plus that kind's
 * options; a bare string is short for {jsonl: STRING}. Relative paths
 * (sources, runs, annotations, a generate config that contains a '/' or
 * ends in .yaml) resolve against the directory of the workspace file.
 * Unknown keys, wrong types, unknown policies, sets, baselines, tasks and
 * difficulties are errors; every error is reported, not only the first.
 *
 * Ownership: a workspace owns everything in it (strings, the definition
 * arrays, the loaded problems and answers, the planted-mistake table);
 * workspace_free() releases it all. The explorer (explore.h) borrows a
 * loaded workspace and must be freed first. */
#ifndef GRAVEL_WORKSPACE_H
#define GRAVEL_WORKSPACE_H

#include <stdbool.h>
#include <stdint.h>
#include "diag.h"
#include "problem.h"
#include "runs.h"
#include "baseline.h"

struct policy;

enum ws_source_kind {
	WS_SRC_JSONL,		/* path: a problems JSONL file */
	WS_SRC_NLGRAPH,		/* path: an NLGraph checkout; sets, logs */
	WS_SRC_GENERATE,	/* path: a task config (or built-in name); seed... */
	WS_SRC_DEMO,		/* the hand-written demo problems compiled in */
	WS_SRC_BENCH,		/* path: another benchmark's checkout (bench.h,
				 * GraCoRe, GraphEval2000): given on the command
				 * line, never in a workspace file */
};

struct ws_source {
	enum ws_source_kind kind;
	char *path;		/* resolved; NULL for WS_SRC_DEMO */
	unsigned sets;		/* NLGraph: enum nlgraph_sets; generate: 1 << enum cfg_set */
	bool logs;		/* NLGraph: also read its logs as runs */
	uint64_t seed;		/* generate */
	bool seed_given;	/* generate: false = the config's seed */
	long count;		/* generate: per difficulty, -1 = the config's counts */
	char **tasks;		/* generate: task filter (NULL-terminated), NULL = all */
	char **difficulties;	/* generate: difficulty filter, NULL = all */
	char *benchmark;	/* generate: rename the benchmark (id prefix), or NULL */
	long line, col;		/* where it is defined (0 when built on the fly) */
};

enum ws_runs_kind {
	WS_RUNS_JSONL,		/* path: a runs JSONL file */
	WS_RUNS_NLGRAPH_LOGS,	/* path: an NLGraph checkout's logs */
	WS_RUNS_BASELINE,	/* baseline: made by gravel (baseline.h) */
	WS_RUNS_NLGRAPH_RUN,	/* path: one log run folder (nlgraph-logpath.h);
				 * built from a command-line path only */
};

struct ws_runs {
	enum ws_runs_kind kind;
	char *path;		/* resolved; NULL for baselines */
	enum baseline_kind baseline;
	uint64_t seed;		/* baseline seed */
	long line, col;
};

struct workspace {
	char *file;		/* the definition's name: a path, "<demo>", or NULL */
	char *dir;		/* directory relative paths resolve against */
	char *name;		/* title for the screen */

	struct ws_source *sources;
	size_t nsources;
	struct ws_runs *runs;
	size_t nruns;
	char *annotations;	/* resolved path or NULL */
	char *beside;		/* another annotator's file, shown beside
				 * (read-only; browse --beside), or NULL */
	char *theme;		/* NULL = the user's default */
	char *policy;		/* policy name; NULL = policy_default() */
	char **labels;		/* extra annotation labels */
	size_t nlabels;
	bool simulated;		/* some run is a simulated baseline */

	/* filled by workspace_load() */
	bool loaded;
	struct problemset problems;
	struct runset answers;
	struct baseline_log planted;	/* planted mistakes of simulated runs */
};

void workspace_init(struct workspace *ws);
void workspace_free(struct workspace *ws);

/* Parse a definition from memory. name is used in messages and, when dir
 * is NULL, to derive the base directory (dirname of name). Returns 0 or
 * EXIT_CONFIG with every error in d. Does not load anything. */
int workspace_parse(const char *name, const char *dir, const char *text, size_t len,
		    struct workspace *ws, struct diags *d);
/* Read and parse a definition file: 0, EXIT_NOINPUT / EXIT_IOERR when it
 * cannot be read, EXIT_CONFIG when it is wrong. */
int workspace_read(const char *path, struct workspace *ws, struct diags *d);

/* Load every source and run of a parsed definition, in order. Problems of
 * generate sources get gold answers from the solvers. Returns 0 or the
 * first failing source's exit status (EXIT_NOINPUT, EXIT_DATAERR,
 * EXIT_IOERR, EXIT_CONFIG for a bad task config), with d filled; warnings
 * do not fail. A duplicate problem id is a warning (the first one is
 * used). Simulated baseline runs are made after every source is loaded. */
int workspace_load(struct workspace *ws, struct diags *d);

/* The same in slices, for the explorer's event loop (it draws the
 * problems, then reads the runs between keys). A loader works through a
 * parsed definition in workspace_load's order: every source's problems,
 * the NLGraph sources' logs, then the runs entries; one unit of work is a
 * source, a runs entry or one NLGraph log run folder. Diagnostics and
 * results are exactly workspace_load's.
 *
 * An NLGraph source's problems are read a task a unit
 * (nlgraph_import_next). workspace_loader_step() does units until budget
 * seconds have passed (at least one) and returns WS_LOAD_MORE, 0
 * (everything loaded: ws->loaded) or the exit status loading stopped
 * with. workspace_loader_problems()
 * finishes the problem sources only (0 or the exit status). The progress
 * counts run units (0 of 0 until the problems are in). The loader borrows
 * ws; free it before ws. */
#define WS_LOAD_MORE (-1)
struct ws_loader;
struct ws_loader *workspace_loader_new(struct workspace *ws);
int workspace_loader_step(struct ws_loader *l, double budget, struct diags *d);
int workspace_loader_problems(struct ws_loader *l, struct diags *d);
/* Units until some problems are in (an NLGraph source: its first task),
 * or the sources are done: 0 or the exit status. */
int workspace_loader_first(struct ws_loader *l, struct diags *d);
/* Are every source's problems in? */
bool workspace_loader_has_problems(const struct ws_loader *l);
/* What is loading ("problems: tasks", "problems: sources", "runs") and
 * how far along. */
const char *workspace_loader_what(const struct ws_loader *l, size_t *done, size_t *total);
bool workspace_loader_done(const struct ws_loader *l);
void workspace_loader_progress(const struct ws_loader *l, size_t *done, size_t *total);
void workspace_loader_free(struct ws_loader *l);

/* workspace_read + workspace_load. */
int workspace_open(const char *path, struct workspace *ws, struct diags *d);

/* The embedded demo workspace, loaded: generated problems of every NLGraph
 * task plus the two simulated baseline runs. Returns 0 or an exit status
 * (only on an internal error). */
int workspace_demo(struct workspace *ws, struct diags *d);

/* A workspace built from paths and loaded: paths[0] is a problems JSONL
 * file or an NLGraph directory (whose logs become runs), the others runs
 * JSONL files (or NLGraph directories, whose logs are read). n >= 1. */
int workspace_from_paths(const char *const *paths, size_t n, struct workspace *ws,
			 struct diags *d);

/* What `gravel browse` does with its operands (options already removed):
 * none: the demo; one file ending in .yaml or .yml: workspace_open;
 * otherwise workspace_from_paths. */
int workspace_from_args(int argc, char *const *argv, struct workspace *ws, struct diags *d);

/* workspace_from_args without loading: the definition only (0, or
 * EXIT_NOINPUT / EXIT_IOERR / EXIT_CONFIG for a workspace file). */
int workspace_define_args(int argc, char *const *argv, struct workspace *ws, struct diags *d);

/* The policy the workspace asks for (its policy: key when that policy is
 * built, else policy_default()). */
const struct policy *workspace_policy(const struct workspace *ws);

/* Is path a workspace file name (.yaml / .yml)? */
bool workspace_is_file_name(const char *path);
/* path resolved against dir (absolute paths, and dir NULL, "" or ".",
 * unchanged); malloc'd. */
char *workspace_resolve(const char *dir, const char *path);

/* gravel init (workspace-init.c): a workspace file for PROBLEMS (a
 * problems file, or a benchmark checkout whose logs become runs) and RUNS,
 * or for the demo with its simulated runs when there are none; written
 * atomically, an existing file kept unless force. Returns the exit status
 * (66 an operand cannot be read, 64 the file exists, 74 I/O). */
struct init_args {
	const char *output;	/* "-": stdout */
	bool force;
	char *const *paths;	/* PROBLEMS then RUNS */
	int npaths;
};
int init_run(const struct init_args *a);

#endif
