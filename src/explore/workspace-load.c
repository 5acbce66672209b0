/* workspace-load.c - loading a workspace's sources and runs, the embedded
 * demo workspace, and workspaces built from command-line paths (see
 * workspace.h). */
#include "config.h"
#include "workspace.h"
#include "bench.h"
#include "gen.h"
#include "nlgraph.h"
#include "nlgraph-logs.h"
#include "nlgraph-logpath.h"
#include "solve.h"
#include "source.h"
#include "taskcfg.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Compiled in by build-aux/embed.sh (demo.c). */
extern const char gravel_demo_workspace[];
extern const size_t gravel_demo_workspace_len;

static bool strv_has(char *const *v, const char *s)
{
	if (!v)
		return true;
	for (size_t i = 0; v[i]; i++)
		if (!strcmp(v[i], s))
			return true;
	return false;
}

/* Load a generate source's task config: a file, or a name (taskcfg.h). */
static int load_taskcfg(const struct workspace *ws, const struct ws_source *src,
			struct taskcfg *cfg, struct diags *d)
{
	(void)ws;
	return taskcfg_load_named(src->path, cfg, d);
}

static void rename_benchmark(struct problem *p, const char *bench)
{
	const char *rest = strchr(p->id, '/');
	char *id = xasprintf("%s%s", bench, rest ? rest : "");

	free(p->id);
	p->id = id;
	free(p->benchmark);
	p->benchmark = xstrdup(bench);
}

/* Every name in want must be known: tasks of cfg, or difficulties of some
 * selected task. */
static int check_names(const struct workspace *ws, const struct ws_source *src,
		       const struct taskcfg *cfg, struct diags *d)
{
	int bad = 0;

	for (size_t i = 0; src->tasks && src->tasks[i]; i++)
		if (!taskcfg_find_task(cfg, src->tasks[i])) {
			diag_error(d, ws->file, src->line, src->col, "%s has no task '%s'",
				   cfg->file, src->tasks[i]);
			bad++;
		}
	for (size_t i = 0; src->difficulties && src->difficulties[i]; i++) {
		bool found = false;
		for (size_t t = 0; t < cfg->ntasks && !found; t++)
			if (strv_has(src->tasks, cfg->tasks[t].name) &&
			    cfg_task_find_diff(&cfg->tasks[t], src->difficulties[i]))
				found = true;
		if (!found) {
			diag_error(d, ws->file, src->line, src->col,
				   "no selected task of %s has difficulty '%s'", cfg->file,
				   src->difficulties[i]);
			bad++;
		}
	}
	return bad ? EXIT_CONFIG : 0;
}

static int load_generate(struct workspace *ws, const struct ws_source *src, struct diags *d)
{
	struct taskcfg cfg;
	int rc = load_taskcfg(ws, src, &cfg, d);

	if (rc)
		return rc;
	rc = check_names(ws, src, &cfg, d);
	for (size_t ti = 0; ti < cfg.ntasks && !rc; ti++) {
		const struct cfg_task *t = &cfg.tasks[ti];
		if (!strv_has(src->tasks, t->name))
			continue;
		for (size_t di = 0; di < t->ndiffs && !rc; di++) {
			const struct cfg_diff *df = &t->diffs[di];
			if (!strv_has(src->difficulties, df->name))
				continue;
			for (int s = 0; s < SET__COUNT && !rc; s++) {
				struct gen_ctx c = { &cfg, t, df, (enum cfg_set)s,
						     src->seed_given ? src->seed : cfg.seed, false };
				long n = cfg_diff_count(df, (enum cfg_set)s);
				if (!(src->sets & (1u << s)) || n < 0)
					continue;
				if (src->count >= 0)
					n = src->count;
				for (long i = 0; i < n; i++) {
					char *err = NULL;
					struct problem *p = gen_problem(&c, i, &err);
					if (!p) {
						diag_error(d, ws->file, src->line, src->col, "%s: %s",
							   cfg.file, err);
						free(err);
						rc = EXIT_CONFIG;
						break;
					}
					if (src->benchmark)
						rename_benchmark(p, src->benchmark);
					problemset_add(&ws->problems, p);
				}
			}
		}
	}
	taskcfg_free(&cfg);
	return rc;
}

/* A source's problems (its logs are read later, run by run). */
static int load_source(struct workspace *ws, const struct ws_source *src, struct diags *d)
{
	switch (src->kind) {
	case WS_SRC_JSONL:
		return problems_read_jsonl(src->path, &ws->problems, d);
	case WS_SRC_DEMO:
		return problems_load_demo(&ws->problems, d);
	case WS_SRC_GENERATE:
		return load_generate(ws, src, d);
	case WS_SRC_BENCH: {
		const struct benchmark *b = bench_detect(src->path);
		if (!b) {
			diag_error(d, src->path, 0, 0, "not a benchmark checkout");
			return EXIT_NOINPUT;
		}
		return b->load(src->path, b->all_sets, &ws->problems, d);
	}
	case WS_SRC_NLGRAPH:
		return nlgraph_import(src->path, src->sets, &ws->problems, d);
	}
	return EXIT_SOFTWARE;
}

/* A runs entry other than NLGraph logs (those are walked run by run). */
static int load_runs(struct workspace *ws, const struct ws_runs *r, struct diags *d)
{
	switch (r->kind) {
	case WS_RUNS_JSONL:
		return runs_read_jsonl(r->path, &ws->answers, d);
	case WS_RUNS_NLGRAPH_LOGS:
		break;
	case WS_RUNS_NLGRAPH_RUN: {
		struct nlgraph_logpath loc;
		int rc;
		if (!nlgraph_logpath_parse(r->path, &loc)) {
			diag_error(d, r->path, 0, 0, "not an NLGraph log run folder");
			return EXIT_NOINPUT;
		}
		rc = nlgraph_log_read_run(loc.run_dir, loc.task_dir, loc.difficulty, loc.run_folder,
					  &ws->answers, d);
		nlgraph_logpath_free(&loc);
		return rc;
	}
	case WS_RUNS_BASELINE:
		baseline_generate(r->baseline, r->seed, &ws->problems, &ws->answers, &ws->planted);
		return 0;
	}
	return EXIT_SOFTWARE;
}

/* Duplicate ids: the first one wins (problemset_find), the others are
 * reported. */
static void check_duplicates(struct workspace *ws, struct diags *d)
{
	size_t dups = 0;

	for (size_t i = 0; i < ws->problems.n; i++) {
		const struct problem *p = ws->problems.v[i];
		if (problemset_find(&ws->problems, p->id) != p && ++dups <= 5)
			diag_warn(d, ws->file ? ws->file : p->id, 0, 0,
				  "problem %s appears more than once (the first is used)%s", p->id,
				  dups == 5 ? "; more left out" : "");
	}
}

/* ---- the resumable loader --------------------------------------------------
 * Stages: every source's problems, in order; the logs of the sources that
 * have them (one run folder a unit); the duplicate check; the runs entries
 * (NLGraph logs one run folder a unit). Answers come out in the order of
 * the sources and entries, as before the loader existed. */
enum ws_stage { ST_SOURCES, ST_SOURCE_LOGS, ST_DUPLICATES, ST_RUNS, ST_DONE };

struct ws_loader {
	struct workspace *ws;
	enum ws_stage stage;
	size_t i;			/* source or runs entry of the stage */
	struct nlgraph_import *import;	/* an NLGraph source's import under way */
	bool walking;			/* a logs walk is open */
	struct nlgraph_logs_walk walk;
	size_t wi;			/* next entry of the walk */
	struct nlgraph_logs_opts o;
	size_t nruns;
	int walk_rc;			/* first failure of the walk */
	int rc;				/* WS_LOAD_MORE, 0 or the exit status */
	size_t units_done, units_total;	/* run units (progress) */
	bool counted;
};

struct ws_loader *workspace_loader_new(struct workspace *ws)
{
	struct ws_loader *l = xcalloc(1, sizeof *l);

	l->ws = ws;
	l->stage = ST_SOURCES;
	l->rc = WS_LOAD_MORE;
	ws->loaded = false;
	return l;
}

void workspace_loader_free(struct ws_loader *l)
{
	if (!l)
		return;
	if (l->walking)
		nlgraph_logs_walk_free(&l->walk);
	if (l->import)
		nlgraph_import_end(l->import);
	free(l);
}

/* Count the run units once the problems are in: every runs entry one,
 * NLGraph logs as many as their run folders (listed when walked; until
 * then counted as one). */
static void count_units(struct ws_loader *l)
{
	struct workspace *ws = l->ws;

	l->units_total = 0;
	for (size_t i = 0; i < ws->nsources; i++)
		l->units_total += ws->sources[i].kind == WS_SRC_NLGRAPH && ws->sources[i].logs;
	l->units_total += ws->nruns;
	l->counted = true;
}

/* Open a logs walk of dir. */
static int walk_open(struct ws_loader *l, const char *dir, const struct problemset *ps,
		     struct diags *d)
{
	int rc;

	memset(&l->o, 0, sizeof l->o);
	l->o.ps = ps;
	l->nruns = 0;
	l->walk_rc = 0;
	l->wi = 0;
	rc = nlgraph_logs_walk_open(dir, &l->o, &l->walk, d);
	if (rc)
		return rc;
	l->walking = true;
	/* the walk's one estimated unit becomes its run folders */
	l->units_total += l->walk.n;
	l->units_total--;
	return 0;
}

/* Read the walk's next run folder; true when the walk is over (then its
 * result is in *rc). */
static bool walk_next(struct ws_loader *l, struct diags *d, int *rc)
{
	if (l->wi < l->walk.n) {
		int r = nlgraph_logs_walk_read(&l->walk.v[l->wi++], &l->o, &l->ws->answers,
					       &l->nruns, d);
		l->units_done++;
		if (r && !l->walk_rc)
			l->walk_rc = r;
	}
	if (l->wi < l->walk.n)
		return false;
	nlgraph_logs_walk_free(&l->walk);
	l->walking = false;
	*rc = l->walk_rc;
	return true;
}

/* One unit of work; returns 0 to go on or an exit status. */
static int load_unit(struct ws_loader *l, struct diags *d)
{
	struct workspace *ws = l->ws;
	int rc = 0;

	switch (l->stage) {
	case ST_SOURCES:
		if (l->i < ws->nsources && ws->sources[l->i].kind == WS_SRC_NLGRAPH) {
			/* a task a unit */
			if (!l->import) {
				l->import = nlgraph_import_begin(ws->sources[l->i].path,
								 ws->sources[l->i].sets,
								 &ws->problems, d, &rc);
				if (!l->import)
					return rc;
			}
			if (!nlgraph_import_next(l->import)) {
				rc = nlgraph_import_end(l->import);
				l->import = NULL;
				l->i++;
			}
		} else if (l->i < ws->nsources) {
			rc = load_source(ws, &ws->sources[l->i++], d);
		} else {
			l->stage = ST_SOURCE_LOGS;
			l->i = 0;
			count_units(l);
		}
		return rc;
	case ST_SOURCE_LOGS:
		if (l->walking) {
			if (walk_next(l, d, &rc))
				l->i++;
			return rc;
		}
		while (l->i < ws->nsources &&
		       !(ws->sources[l->i].kind == WS_SRC_NLGRAPH && ws->sources[l->i].logs))
			l->i++;
		if (l->i < ws->nsources) {
			/* checked against the problems: the TUI marks runs made
			 * on other graphs (explore_run_mismatch) */
			rc = walk_open(l, ws->sources[l->i].path, &ws->problems, d);
			if (!rc && !l->walking)
				l->i++;
		} else {
			l->stage = ST_DUPLICATES;
		}
		return rc;
	case ST_DUPLICATES:
		check_duplicates(ws, d);
		l->stage = ST_RUNS;
		l->i = 0;
		return 0;
	case ST_RUNS: {
		const struct ws_runs *r = l->i < ws->nruns ? &ws->runs[l->i] : NULL;
		char *root;
		if (!r) {
			l->stage = ST_DONE;
			return 0;
		}
		if (r->kind != WS_RUNS_NLGRAPH_LOGS) {
			l->i++;
			l->units_done++;
			return load_runs(ws, r, d);
		}
		if (l->walking) {
			if (walk_next(l, d, &rc)) {
				l->i++;
				/* the whole read fails when a run was skipped */
				if (!rc)
					rc = nlgraph_logs_fail_skipped(&l->o, d);
			}
			return rc;
		}
		if (!(root = nlgraph_root(r->path))) {
			diag_error(d, r->path, 0, 0, "not an NLGraph checkout");
			return EXIT_NOINPUT;
		}
		free(root);
		rc = walk_open(l, r->path, NULL, d);
		if (!rc && !l->walking)
			l->i++;
		return rc;
	}
	case ST_DONE:
		break;
	}
	return 0;
}

int workspace_loader_step(struct ws_loader *l, double budget, struct diags *d)
{
	double t0 = now_seconds();

	while (l->rc == WS_LOAD_MORE) {
		int rc = load_unit(l, d);
		if (rc)
			l->rc = rc;
		else if (l->stage == ST_DONE)
			l->rc = 0;
		if (l->rc != WS_LOAD_MORE || now_seconds() - t0 >= budget)
			break;
	}
	if (l->rc != WS_LOAD_MORE) {
		if (l->import) {
			nlgraph_import_end(l->import);
			l->import = NULL;
		}
		if (l->walking) {
			nlgraph_logs_walk_free(&l->walk);
			l->walking = false;
		}
		l->ws->loaded = l->rc == 0;
	}
	return l->rc;
}

int workspace_loader_first(struct ws_loader *l, struct diags *d)
{
	while (l->rc == WS_LOAD_MORE && l->stage == ST_SOURCES && !l->ws->problems.n) {
		int rc = load_unit(l, d);
		if (rc) {
			l->rc = rc;
			l->ws->loaded = false;
		}
	}
	return l->rc == WS_LOAD_MORE ? 0 : l->rc;
}

bool workspace_loader_has_problems(const struct ws_loader *l)
{
	return l->stage != ST_SOURCES;
}

int workspace_loader_problems(struct ws_loader *l, struct diags *d)
{
	while (l->rc == WS_LOAD_MORE && l->stage == ST_SOURCES) {
		int rc = load_unit(l, d);
		if (rc) {
			l->rc = rc;
			l->ws->loaded = false;
		}
	}
	return l->rc == WS_LOAD_MORE ? 0 : l->rc;
}

bool workspace_loader_done(const struct ws_loader *l)
{
	return l->rc != WS_LOAD_MORE;
}

const char *workspace_loader_what(const struct ws_loader *l, size_t *done, size_t *total)
{
	if (l->stage == ST_SOURCES && l->import) {
		*total = nlgraph_import_tasks(l->import, done);
		return "problems: tasks";
	}
	if (l->stage == ST_SOURCES) {
		*done = l->i;
		*total = l->ws->nsources;
		return "problems: sources";
	}
	workspace_loader_progress(l, done, total);
	return "runs";
}

void workspace_loader_progress(const struct ws_loader *l, size_t *done, size_t *total)
{
	*done = l->units_done;
	*total = l->counted ? l->units_total : 0;
	if (*done > *total)
		*total = *done;
}

int workspace_load(struct workspace *ws, struct diags *d)
{
	struct ws_loader *l = workspace_loader_new(ws);
	int rc;

	while ((rc = workspace_loader_step(l, 1e9, d)) == WS_LOAD_MORE)
		;
	workspace_loader_free(l);
	return rc;
}

int workspace_open(const char *path, struct workspace *ws, struct diags *d)
{
	int rc = workspace_read(path, ws, d);

	return rc ? rc : workspace_load(ws, d);
}

static int define_demo(struct workspace *ws, struct diags *d)
{
	int rc = workspace_parse("<demo>", ".", gravel_demo_workspace, gravel_demo_workspace_len,
				 ws, d);

	return rc ? EXIT_SOFTWARE : 0;	/* the embedded file is ours: a bug */
}

int workspace_demo(struct workspace *ws, struct diags *d)
{
	int rc = define_demo(ws, d);

	return rc ? rc : workspace_load(ws, d);
}

/* workspace_from_paths without the loading. */
static void define_paths(const char *const *paths, size_t n, struct workspace *ws)
{
	struct nlgraph_logpath loc;
	const struct benchmark *b;

	workspace_init(ws);
	ws->dir = xstrdup(".");
	ws->name = xstrdup(paths[0]);
	if (n == 1 && strcmp(paths[0], "-") && nlgraph_logpath_parse(paths[0], &loc)) {
		/* one log run (its folder or answer.npy): the dataset up the tree */
		ws->sources = xcalloc(1, sizeof *ws->sources);
		ws->nsources = 1;
		ws->sources[0].kind = WS_SRC_NLGRAPH;
		ws->sources[0].path = xstrdup(loc.root);
		ws->sources[0].sets = NLG_ALL | NLG_PRESENT;
		ws->sources[0].count = -1;
		ws->runs = xcalloc(1, sizeof *ws->runs);
		ws->nruns = 1;
		ws->runs[0].kind = WS_RUNS_NLGRAPH_RUN;
		ws->runs[0].path = xstrdup(loc.run_dir);
		nlgraph_logpath_free(&loc);
		return;
	}
	ws->sources = xcalloc(1, sizeof *ws->sources);
	ws->nsources = 1;
	ws->sources[0].path = xstrdup(paths[0]);
	ws->sources[0].count = -1;
	b = bench_detect(paths[0]);
	if (b && !strcmp(b->name, "nlgraph")) {	/* its problems and its logs */
		ws->sources[0].kind = WS_SRC_NLGRAPH;
		ws->sources[0].sets = b->all_sets;
		ws->sources[0].logs = true;
	} else if (b) {
		ws->sources[0].kind = WS_SRC_BENCH;
	} else {
		ws->sources[0].kind = WS_SRC_JSONL;
	}
	ws->runs = xcalloc(n, sizeof *ws->runs);
	for (size_t i = 1; i < n; i++) {
		struct ws_runs *r = &ws->runs[ws->nruns++];
		r->path = xstrdup(paths[i]);
		r->kind = bench_detect(paths[i]) ? WS_RUNS_NLGRAPH_LOGS : WS_RUNS_JSONL;
	}
}

int workspace_from_paths(const char *const *paths, size_t n, struct workspace *ws,
			 struct diags *d)
{
	define_paths(paths, n, ws);
	return workspace_load(ws, d);
}

int workspace_define_args(int argc, char *const *argv, struct workspace *ws, struct diags *d)
{
	if (argc <= 0)
		return define_demo(ws, d);
	if (argc == 1 && workspace_is_file_name(argv[0]))
		return workspace_read(argv[0], ws, d);
	define_paths((const char *const *)argv, (size_t)argc, ws);
	return 0;
}

int workspace_from_args(int argc, char *const *argv, struct workspace *ws, struct diags *d)
{
	int rc = workspace_define_args(argc, argv, ws, d);

	return rc ? rc : workspace_load(ws, d);
}
