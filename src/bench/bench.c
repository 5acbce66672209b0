/* bench.c - the benchmark table (bench.h): which benchmark a directory is,
 * how its problems and runs are read, how `gravel import` writes it, and
 * the scorers it overrides. The readers live in each benchmark's folder;
 * the import hooks (read, report, write) in bench-import.c. */
#include "config.h"
#include "bench.h"
#include "bench-import.h"
#include "foreign.h"
#include "gracore-import.h"
#include "gracore-score.h"
#include "grapheval-import.h"
#include "hetero.h"
#include "nlgraph.h"
#include "nlgraph-logs.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* ---- the rows' adapters ------------------------------------------------ */

/* NLGraph's logs, checked against ps when given: runs made on other graphs
 * carry answer.mismatch (nlgraph-logs.h). */
static int nlgraph_runs(const char *dir, struct bench_runs *br, struct runset *rs,
			struct diags *d)
{
	struct nlgraph_logs_opts o = { br->ps, false, 0, 0, 0, false };
	int rc = nlgraph_logs_read_each(dir, &o, br->sink, rs, &br->runs, d);

	br->skipped = o.skipped;
	br->mismatched = o.mismatched;
	return rc;
}

static bool gracore_detect(const char *dir)
{
	char *root = gracore_root(dir);

	free(root);
	return root != NULL;
}

static int gracore_load(const char *dir, unsigned sets, struct problemset *ps, struct diags *d)
{
	(void)sets;
	return gracore_import(dir, ps, d);
}

/* GraCoRe's --set as bits: BENCH_GRACORE_ALL, BENCH_GRACORE_RANDOM. */
static int gracore_sets(const char *arg, unsigned *sets)
{
	struct gracore_opts o = { false, false, false };

	if (gracore_parse_sets(arg, &o) != 0)
		return -1;
	*sets = (o.all ? BENCH_GRACORE_ALL : 0) | (o.random_order ? BENCH_GRACORE_RANDOM : 0);
	return 0;
}

static int hetero_load(const char *path, unsigned sets, struct problemset *ps, struct diags *d)
{
	(void)sets;
	return hetero_import(path, ps, d);
}

static int grapheval_load(const char *dir, unsigned sets, struct problemset *ps,
			  struct diags *d)
{
	(void)sets;
	return grapheval_import(dir, ps, NULL, d);
}

/* GraCoRe's own wording of the compat answers (gracore-score.h). */
static const struct bench_scorer gracore_scorers[] = {
	{ "compat", TASK_SHORTEST_PATH, gcs_compat_shortest_path },
	{ "compat", TASK_FLOW, gcs_compat_flow },
	{ NULL, TASK_CONNECTIVITY, NULL },
};

#define NLG_OPTS (BOPT_SET | BOPT_LOGS | BOPT_STRICT | BOPT_OUTPUT)
#define LOG_OPTS \
	(BOPT_OUTPUT | BOPT_PROBLEMS | BOPT_MATCH | BOPT_RUN | BOPT_AUDIT | BOPT_STRICT)
#define LOG_ROW(name, import) \
	{ name, BENCH_LOGS, LOG_OPTS, BOPT_AUDIT, "--audit is for grapheval", false, NULL, \
	  NULL, NULL, import, NULL, NULL, 0, 0, 0, NULL }

/* Names in the order `gravel import` lists them. */
static const struct benchmark rows[] = {
	{ "nlgraph", BENCH_PROBLEMS, NLG_OPTS, 0, NULL, true, NULL, nlgraph_import,
	  nlgraph_runs, bench_import_nlgraph, nlgraph_parse_sets,
	  "--set must be standard, full, attack or all", NLG_STANDARD,
	  NLG_STANDARD | NLG_ATTACK | NLG_PRESENT, NLG_ALL | NLG_PRESENT, NULL },
	{ "gracore", BENCH_PROBLEMS, NLG_OPTS, 0, NULL, false, gracore_detect, gracore_load, NULL,
	  bench_import_gracore, gracore_sets,
	  "gracore: --set must be paper, all and/or random-order (comma-separated)", 0, 0,
	  0, gracore_scorers },
	{ "hetero", BENCH_PROBLEMS, NLG_OPTS, 0, NULL, false, NULL, hetero_load, NULL,
	  bench_import_hetero, NULL, NULL, 0, 0, 0, NULL },
	{ "grapheval", BENCH_PROBLEMS, LOG_OPTS, BOPT_PROBLEMS | BOPT_MATCH | BOPT_RUN,
	  "--problems, --match-field and --run are for evaluation logs", false, grapheval_is_dir,
	  grapheval_load, NULL, bench_import_grapheval, NULL, NULL, 0, 0, 0, NULL },
	LOG_ROW("lm-eval", bench_import_lmeval),
	LOG_ROW("inspect", bench_import_inspect),
	LOG_ROW("openai-evals", bench_import_openai),
	LOG_ROW("openai-batch", bench_import_batch),
};

size_t bench_count(void)
{
	return ARRAY_SIZE(rows);
}

const struct benchmark *bench_at(size_t i)
{
	return i < bench_count() ? &rows[i] : NULL;
}

const struct benchmark *bench_find(const char *name)
{
	for (size_t i = 0; name && i < bench_count(); i++)
		if (!strcmp(rows[i].name, name))
			return &rows[i];
	return NULL;
}

const struct benchmark *bench_detect(const char *path)
{
	if (!strcmp(path, "-") || !is_dir(path))
		return NULL;
	for (size_t i = 0; i < bench_count(); i++)
		if (rows[i].detect && rows[i].detect(path))
			return &rows[i];
	for (size_t i = 0; i < bench_count(); i++)
		if (rows[i].fallback)
			return &rows[i];
	return NULL;
}

const char *bench_names(void)
{
	static char names[256];

	if (!names[0])
		for (size_t i = 0; i < bench_count(); i++)
			snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
				 i ? ", " : "", rows[i].name);
	return names;
}

score_task_fn bench_scorer_for(const struct policy *pol, const struct problem *p)
{
	const struct benchmark *b = p->benchmark ? bench_find(p->benchmark) : NULL;

	for (const struct bench_scorer *s = b ? b->scorers : NULL; s && s->policy; s++)
		if (s->task == p->task->kind && !strcmp(s->policy, pol->name))
			return s->fn;
	return pol->fn[p->task->kind];
}
