/* exec-solutions.c - `gravel exec` as one call (exec.h, struct exec_args):
 * each solution run on every test case of its GraphEval2000 problem, in
 * the sandbox, and the runs written; with check, first on the problem's
 * published examples, reported apart. */
#include "config.h"
#include "exec.h"
#include "grapheval-import.h"
#include "lc.h"
#include "line-stream.h"
#include "output.h"
#include "problem.h"
#include "sanitize.h"
#include "source.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct progress {
	size_t total;
	bool tty;
};

static void show_progress(void *ctx, size_t done)
{
	struct progress *pr = ctx;
	int width = 30, fill, n;
	char line[128];

	if (!pr->tty || !pr->total)
		return;
	fill = (int)((double)done / (double)pr->total * width);
	/* gravel's own control bytes (\r, erase line) straight to the terminal:
	 * the stderr stream turns them into ^M (sanitize_stderr) */
	n = snprintf(line, sizeof line, "\rgravel exec: [%-*.*s] %zu/%zu cases%s", width, fill,
		     "##############################", done, pr->total,
		     done >= pr->total ? "\r\033[K" : "");
	fflush(stderr);
	if (n > 0 && write(STDERR_FILENO, line, (size_t)n < sizeof line ? (size_t)n :
							      sizeof line - 1) < 0)
		pr->tty = false;
}

static void free_job(struct exec_job *j)
{
	for (size_t k = 0; k < j->ncases; k++) {
		free(j->inputs[k]);
		exec_result_free(&j->res[k]);
	}
	free(j->inputs);
	free(j->res);
	free((char *)j->method);
}

/* --solutions-check: run every solution on its published examples. */
static int check_examples(struct exec_env *env, const struct exec_limits *lim, int jobs,
			  const char *checkout, const struct exec_solutions *sols, struct diags *d,
			  size_t *npass, size_t *ntotal)
{
	struct exec_job *jv = xcalloc(sols->n + 1, sizeof *jv);
	struct problemset *psv = xcalloc(sols->n + 1, sizeof *psv);
	char *err = NULL;
	int rc = 0;

	for (size_t i = 0; i < sols->n; i++) {
		char *method = NULL, **inputs = NULL;
		problemset_init(&psv[i]);
		if (!task_find(sols->v[i].task))
			continue;
		jv[i].ncases = exec_examples_load(checkout, sols->v[i].task, &method, &inputs,
						  &psv[i], d);
		jv[i].inputs = inputs;
		jv[i].method = method;
		jv[i].code = sols->v[i].code;
		jv[i].res = xcalloc(jv[i].ncases + 1, sizeof *jv[i].res);
	}
	if (exec_run(env, lim, jv, sols->n, jobs, NULL, NULL, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		rc = EXIT_IOERR;
	}
	for (size_t i = 0; i < sols->n && !rc; i++) {
		size_t pass = 0;
		char *run = sanitize_dup(sols->v[i].run, SANITIZE_LINE), *first = NULL;
		for (size_t k = 0; k < jv[i].ncases; k++) {
			const struct exec_result *r = &jv[i].res[k];
			const struct problem *p = psv[i].v[k];
			cJSON *v = r->value ? lc_parse_output(r->value, strlen(r->value)) : NULL;
			char why[200] = "";
			bool ok = r->status == EXEC_OK && v &&
				  lc_judge(p, cJSON_GetObjectItemCaseSensitive(p->gold_answer, "output"),
					   v, why, sizeof why);
			cJSON_Delete(v);
			if (ok) {
				pass++;
			} else if (!first && r->status == EXEC_OK) {
				/* ran but judged wrong: "wrong", not the status "ok",
				 * with what it returned beside what was expected */
				const char *val = r->value ? r->value : "nothing";
				char *msg = xasprintf("example %zu: wrong: returned %.60s%s%s%s", k, val,
						      strlen(val) > 60 ? "..." : "", *why ? "; " : "",
						      why);
				first = sanitize_dup(msg, SANITIZE_LINE);
				free(msg);
			} else if (!first) {
				char *msg = xasprintf("example %zu: %s%s%s", k, exec_status_name(r->status),
						      r->error || *why ? ": " : "",
						      r->error ? r->error : why);
				first = sanitize_dup(msg, SANITIZE_LINE);
				free(msg);
			}
		}
		fprintf(stderr, "gravel exec: solutions-check: %s %s: %zu/%zu examples passed%s%s\n",
			run, sols->v[i].task, pass, jv[i].ncases, first ? "; " : "",
			first ? first : "");
		*npass += pass;
		*ntotal += jv[i].ncases;
		free(run);
		free(first);
	}
	for (size_t i = 0; i < sols->n; i++) {
		free_job(&jv[i]);
		problemset_free(&psv[i]);
	}
	free(jv);
	free(psv);
	return rc;
}

/* PROBLEMS from a stream ("-", a pipe, a device): read one problem at a
 * time and keep only those of the solutions' tasks, so memory is bounded
 * by the cases that run, not by the stream. */
struct keep_ctx {
	const struct exec_solutions *sols;
	struct problemset *ps;
};

static int keep_each(struct problem *p, void *ctxp)
{
	struct keep_ctx *ctx = ctxp;

	for (size_t i = 0; i < ctx->sols->n; i++)
		if (!strcmp(p->task_name, ctx->sols->v[i].task)) {
			problemset_add(ctx->ps, p);
			return 0;
		}
	problem_free(p);
	return 0;
}

static int load_for_solutions(const char *path, const struct exec_solutions *sols,
			      struct problemset *ps)
{
	struct keep_ctx ctx = { sols, ps };
	struct diags d;
	int rc;

	diags_init(&d);
	rc = problems_stream_jsonl(path, keep_each, &ctx, &d, stderr);
	diags_print(&d, stderr);
	diags_free(&d);
	return rc;
}

/* The sandbox, set up once there is code to run in it: 0, or exit 78 (said). */
static int sandbox_start(struct exec_env *env, const struct exec_limits *lim, bool unsafe)
{
	char *err = NULL;

	if (exec_sandbox_init(env, lim, unsafe, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		return EXIT_CONFIG;
	}
	if (unsafe)
		fprintf(stderr, "gravel exec: warning: --unsafe-no-sandbox: the code runs without "
			"bubblewrap; hostile code can reach your files and forge its results\n");
	return 0;
}

/* PROBLEMS and SOLUTIONS read: from a stream the solutions first, so only
 * their tasks' problems are kept. */
static int load_inputs(const struct exec_args *a, struct exec_solutions *sols,
		       struct problemset *ps)
{
	struct diags d;
	int rc;

	diags_init(&d);
	problemset_init(ps);
	if (path_is_stream(a->problems)) {
		rc = exec_solutions_read(a->solutions, sols, &d);
		diags_print(&d, stderr);
		diags_free(&d);
		if (!rc)
			rc = load_for_solutions(a->problems, sols, ps);
		return rc;
	}
	rc = problems_load(a->problems, ps, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	diags_init(&d);
	if (!rc)
		rc = exec_solutions_read(a->solutions, sols, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	return rc;
}

/* One job per solution: every case of its task, cases[i][k] the problem
 * of job i's case k. Returns the number of cases. */
static size_t make_jobs(const struct exec_args *a, const struct exec_solutions *sols,
			const struct problemset *ps, struct exec_job *jobs,
			struct problem ***cases)
{
	size_t nocall = 0, ncases = 0;

	for (size_t i = 0; i < sols->n; i++) {
		struct exec_job *j = &jobs[i];
		size_t cap = 0, pcap = 0;
		j->code = sols->v[i].code;
		for (size_t k = 0; k < ps->n; k++) {
			struct problem *p = ps->v[k];
			char *method = NULL, *why = NULL;
			cJSON *args;
			char *s;
			if (strcmp(p->task_name, sols->v[i].task))
				continue;
			args = exec_case_args(p, &method, &why);
			if (!args) {
				if (nocall++ < 5)
					fprintf(stderr, "gravel exec: %s\n", why);
				free(why);
				continue;
			}
			if (!j->method)
				j->method = method;
			else
				free(method);
			s = exec_json_text(args);
			cJSON_Delete(args);
			xgrow(&j->inputs, &cap, j->ncases + 1, sizeof *j->inputs);
			xgrow(&cases[i], &pcap, j->ncases + 1, sizeof *cases[i]);
			cases[i][j->ncases] = p;
			j->inputs[j->ncases++] = s;
		}
		j->res = xcalloc(j->ncases + 1, sizeof *j->res);
		if (!j->ncases) {
			char *sr = sanitize_dup(sols->v[i].origin, SANITIZE_LINE);
			fprintf(stderr, "gravel exec: %s: no test case of %s in %s\n", sr,
				sols->v[i].task, a->problems);
			free(sr);
		}
		ncases += j->ncases;
	}
	if (nocall)
		fprintf(stderr, "gravel exec: %zu test cases could not be made into calls (skipped)\n",
			nocall);
	return ncases;
}

/* The runs, a line per case, to out (a->output, atomically, or stdout);
 * count the statuses and off-spec inputs. Returns 0 or EXIT_IOERR (said). */
static int write_runs(const struct exec_args *a, struct output *out,
		      const struct exec_solutions *sols, struct exec_job *jobs,
		      struct problem ***cases, size_t *count, size_t *noff)
{
	for (size_t i = 0; i < sols->n; i++)
		for (size_t k = 0; k < jobs[i].ncases; k++) {
			struct lc_offspec spec;
			char *line;
			/* the code once a solution, for the E screen */
			if (k == 0 && sols->v[i].code && !jobs[i].res[k].code)
				jobs[i].res[k].code = xstrdup(sols->v[i].code);
			if (lc_offspec(cases[i][k], &spec)) {
				jobs[i].res[k].off_spec = lc_offspec_text(&spec);
				(*noff)++;
			}
			line = exec_run_line(cases[i][k]->id, sols->v[i].run, sols->v[i].sample,
					     &jobs[i].res[k]);
			fputs(line, out->fp);
			fputc('\n', out->fp);
			free(line);
			count[jobs[i].res[k].status]++;
		}
	if (a->output ? output_commit(out) != 0 : fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "gravel exec: %s: %s\n", a->output ? a->output : "<stdout>",
			strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

/* The cases run and written; the summary line on stderr. */
static int run_cases(const struct exec_args *a, struct exec_env *env,
		     const struct exec_solutions *sols, const struct problemset *ps, double t0)
{
	struct exec_job *jobs = xcalloc(sols->n + 1, sizeof *jobs);
	struct problem ***cases = xcalloc(sols->n + 1, sizeof *cases);
	struct progress pr = { 0, false };
	struct output out = { NULL, NULL, NULL };
	size_t count[EXEC__COUNT] = { 0 }, noff = 0, ncases;
	char *err = NULL;
	int rc = EXIT_OK;

	ncases = make_jobs(a, sols, ps, jobs, cases);
	if (!ncases) {
		fprintf(stderr, "gravel exec: no solution matches a test case\n");
		rc = EXIT_DATAERR;
	} else if (!a->check) {
		rc = sandbox_start(env, &a->lim, a->unsafe);
	}
	pr.total = ncases;
	pr.tty = isatty(2);
	if (!rc && exec_run(env, &a->lim, jobs, sols->n, a->jobs, show_progress, &pr, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		rc = EXIT_IOERR;
	} else if (!rc && output_open(&out, a->output) != 0) {
		fprintf(stderr, "gravel exec: %s: %s\n", a->output, strerror(errno));
		rc = EXIT_IOERR;
	} else if (!rc) {
		rc = write_runs(a, &out, sols, jobs, cases, count, &noff);
		fprintf(stderr,
			"gravel exec: %zu solutions, %zu test cases in %.2f s: ok %zu, error %zu, "
			"timeout %zu, memory %zu, no-code %zu, protocol %zu (off-spec inputs %zu); "
			"isolation: %s%s; %zu restarts\n",
			sols->n, ncases, now_seconds() - t0, count[EXEC_OK], count[EXEC_ERROR],
			count[EXEC_TIMEOUT], count[EXEC_MEMORY], count[EXEC_NO_CODE],
			count[EXEC_PROTOCOL], noff, env->netns, env->dropped ? ", as nobody" : "",
			env->restarts);
	}
	for (size_t i = 0; i < sols->n; i++) {
		free_job(&jobs[i]);
		free(cases[i]);
	}
	free(jobs);
	free(cases);
	return rc;
}

int exec_solutions_run(const struct exec_args *a)
{
	struct exec_solutions sols = { NULL, 0, 0 };
	struct problemset ps;
	struct exec_env env;
	struct diags d;
	double t0 = now_seconds();
	char *err = NULL;
	int rc;

	if (exec_env_init(&env, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		return EXIT_CONFIG;
	}
	rc = load_inputs(a, &sols, &ps);
	diags_init(&d);
	if (!rc && a->check) {
		size_t pass = 0, total = 0;
		rc = sandbox_start(&env, &a->lim, a->unsafe);
		if (!rc) {
			rc = check_examples(&env, &a->lim, a->jobs, a->problems, &sols, &d, &pass,
					    &total);
			diags_print(&d, stderr);
			fprintf(stderr, "gravel exec: solutions-check: %zu/%zu published examples "
				"passed\n", pass, total);
		}
	}
	if (!rc)
		rc = run_cases(a, &env, &sols, &ps, t0);
	diags_free(&d);
	exec_solutions_free(&sols);
	problemset_free(&ps);
	exec_env_free(&env);
	return rc;
}
