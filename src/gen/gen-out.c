/* gen-out.c - run the generators over a config's selection and write the
 * problems: JSONL (one atomically replaced file or stdout) or NLGraph's raw
 * layout (graph/<difficulty>/<set>/graphN.txt per task, plus main.json for
 * the standard set), which NLGraph's own scripts read. JSONL ids are
 * gen/<benchmark>/<task>/<difficulty>/<set>/<index>. */
#include "config.h"
#include "gen.h"
#include "problem.h"
#include "solve.h"
#include "template.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void warn_no_solver(const struct cfg_task *t)
{
	fprintf(stderr, "gravel gen: warning: task kind '%s' has no reference solver; "
			"problems of task '%s' carry no gold answer\n", t->task->name, t->name);
}

/* How many problems of df's set to make; -1 to skip the set. */
static long set_count(const struct cfg_diff *df, enum cfg_set s, long override)
{
	long n = cfg_diff_count(df, s);

	if (n < 0)
		return -1;
	return override >= 0 ? override : n;
}

/* Generated problems live in their own namespace: gen/<benchmark id>,
 * so a generated graph is never taken for the benchmark's real problem
 * (the benchmark, task, difficulty and set keys stay as they are). */
static void gen_id(struct problem *p)
{
	char *id = xasprintf("gen/%s", p->id);

	free(p->id);
	p->id = id;
}

static bool selected(const struct gen_opts *o, const struct cfg_task *t, const struct cfg_diff *df)
{
	return (!o->task || !strcmp(o->task, t->name)) &&
	       (!o->difficulty || !strcmp(o->difficulty, df->name));
}

int gen_run(const struct taskcfg *cfg, const struct gen_opts *o)
{
	struct output out;
	long total = 0;
	bool any = false;

	if (o->raw)
		return gen_raw(cfg, o);
	if (output_open(&out, o->out)) {
		fprintf(stderr, "gravel gen: %s: %s\n", o->out, strerror(errno));
		return EXIT_IOERR;
	}
	for (size_t ti = 0; ti < cfg->ntasks; ti++) {
		const struct cfg_task *t = &cfg->tasks[ti];
		bool warned = false;
		for (size_t di = 0; di < t->ndiffs; di++) {
			const struct cfg_diff *df = &t->diffs[di];
			if (!selected(o, t, df))
				continue;
			any = true;
			for (int s = 0; s < SET__COUNT; s++) {
				struct gen_ctx c = { cfg, t, df, (enum cfg_set)s, o->seed, true };
				long n = (o->sets & (1u << s)) ? set_count(df, (enum cfg_set)s, o->count) : -1;
				if (n > 0 && !solve_fn(t->task) && !warned) {
					warn_no_solver(t);
					warned = true;
				}
				for (long i = 0; i < n; i++) {
					char *err = NULL;
					struct problem *p = gen_problem(&c, i, &err);
					if (!p) {
						fprintf(stderr, "gravel gen: %s: %s\n", cfg->file, err);
						free(err);
						output_abort(&out);
						return EXIT_CONFIG;
					}
					gen_id(p);
					if (problem_write_jsonl(out.fp, p)) {
						problem_free(p);
						fprintf(stderr, "gravel gen: write error: %s\n", strerror(errno));
						output_abort(&out);
						return EXIT_IOERR;
					}
					problem_free(p);
					total++;
				}
			}
		}
	}
	if (!any) {
		output_abort(&out);
		fprintf(stderr, "gravel gen: no task or difficulty matches the selection\n");
		return EXIT_USAGE;
	}
	if (output_commit(&out)) {
		fprintf(stderr, "gravel gen: %s: %s\n", o->out ? o->out : "stdout", strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}
