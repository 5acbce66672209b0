/* cmd-exec.c - `gravel exec PROBLEMS SOLUTIONS [-o RUNS] [--jobs N]
 * [--timeout S] [--total S] [--memory MB] [--solutions-check]`.
 *
 * Runs each solution (model-written Python code, exec.h) on every test case
 * of its GraphEval2000 problem in PROBLEMS (a problems JSONL file or a
 * GraphEval2000 checkout) and writes RUNS: one line per test case with the
 * returned value as "text" and the "exec" status object. `gravel score
 * PROBLEMS RUNS` judges them. --solutions-check first runs each solution on
 * its problem's published examples (PROBLEMS must be a checkout) and
 * reports those apart, on stderr. */
#include "config.h"
#include "cmd.h"
#include "line-stream.h"
#include "exec.h"
#include "grapheval-import.h"
#include "lc.h"
#include "problem.h"
#include "sanitize.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void help(void)
{
	cmd_usage(&cmd_exec, stdout);
	printf("\nRun model-written solutions on every GraphEval2000 test case of their problem.\n"
	       "  PROBLEMS        problems JSONL or a GraphEval2000 checkout; from -, a\n"
	       "                  pipe or a device, only the solutions' tasks are kept\n"
	       "  SOLUTIONS       JSONL {\"problem\": \"lc1971\", \"run\": NAME, \"text\": REPLY}\n"
	       "                  (the code is the reply's last ```python block; optional\n"
	       "                  \"sample\": K, kept in the runs), or a\n"
	       "                  directory of RUN/lc<ID>.py files\n"
	       "  -o RUNS         write the runs JSONL here (default stdout), atomically\n"
	       "  --jobs N        solutions run at once (default 2)\n"
	       "  --timeout S     time limit per test case in seconds (default 2)\n"
	       "  --total S       time limit per solution's process in seconds (default 60)\n"
	       "  --memory MB     address-space limit per process (default 1024)\n"
	       "  --solutions-check  first run each solution on its problem's published\n"
	       "                  examples (problem-set/ data_examples) and report those apart\n"
	       "  --unsafe-no-sandbox  run the code without bubblewrap (where the kernel\n"
	       "                  refuses its namespaces): rlimits and an audit hook only\n"
	       "The code runs in bubblewrap: only the Python runtime (read-only) and a small\n"
	       "tmpfs of its own visible, no network, no processes, no sockets, no execve\n"
	       "(seccomp), under CPU, memory, disk and thread limits; gravel times each case\n"
	       "and judges only values (gravel(1) EXEC SANDBOX). Needs python3 and bwrap;\n"
	       "exits 78 when the sandbox cannot be started.\n");
}

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

static bool parse_num(const char *s, double lo, double hi, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !(v >= lo && v <= hi))
		return false;
	*out = v;
	return true;
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

static int exec_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "timeout", required_argument, NULL, 't' },
		{ "total", required_argument, NULL, 'T' },
		{ "memory", required_argument, NULL, 'm' },
		{ "solutions-check", no_argument, NULL, 'c' },
		{ "unsafe-no-sandbox", no_argument, NULL, 'U' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct exec_limits lim;
	struct exec_env env;
	struct exec_solutions sols = { NULL, 0, 0 };
	struct problemset ps;
	struct diags d;
	struct exec_job *jobs;
	struct problem ***cases;	/* per job, the problem of each case */
	struct output out = { NULL, NULL, NULL };
	struct progress pr = { 0, false };
	const char *opath = NULL;
	double v, t0 = now_seconds();
	int c, njobs = 2, rc = EXIT_OK;
	bool check = false, unsafe = false;
	size_t count[EXEC__COUNT] = { 0 }, nocall = 0, ncases = 0, noff = 0;
	char *err = NULL;

	exec_limits_default(&lim);
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:j:", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			opath = optarg;
			break;
		case 'j':
			if (!parse_num(optarg, 1, 64, &v) || v != (int)v)
				return cmd_usage_error(&cmd_exec, "--jobs takes 1 to 64");
			njobs = (int)v;
			break;
		case 't':
			if (!parse_num(optarg, 0.01, 3600, &lim.timeout))
				return cmd_usage_error(&cmd_exec, "--timeout takes 0.01 to 3600 seconds");
			break;
		case 'T':
			if (!parse_num(optarg, 0.1, 86400, &lim.total))
				return cmd_usage_error(&cmd_exec, "--total takes 0.1 to 86400 seconds");
			break;
		case 'm':
			if (!parse_num(optarg, 32, 1 << 20, &v) || v != (long)v)
				return cmd_usage_error(&cmd_exec, "--memory takes 32 to 1048576 MB");
			lim.memory_mb = (long)v;
			break;
		case 'c':
			check = true;
			break;
		case 'U':
			unsafe = true;
			break;
		case 'h':
			help();
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_exec, c, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_exec, "expected PROBLEMS and SOLUTIONS");
	if (check && !grapheval_is_dir(argv[optind]))
		return cmd_usage_error(&cmd_exec, "--solutions-check needs PROBLEMS to be a "
				       "GraphEval2000 checkout (its problem-set/ holds the examples)");
	if (exec_env_init(&env, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		return EXIT_CONFIG;
	}
	if (path_is_stream(argv[optind])) {
		/* the solutions first: only their tasks' problems are kept */
		diags_init(&d);
		rc = exec_solutions_read(argv[optind + 1], &sols, &d);
		diags_print(&d, stderr);
		diags_free(&d);
		problemset_init(&ps);
		if (!rc)
			rc = load_for_solutions(argv[optind], &sols, &ps);
	} else {
		rc = cmd_load_problems(argv[optind], &ps);
		diags_init(&d);
		if (!rc)
			rc = exec_solutions_read(argv[optind + 1], &sols, &d);
		diags_print(&d, stderr);
		diags_free(&d);
	}
	diags_init(&d);
	if (rc)
		goto done;
	if (check) {
		size_t pass = 0, total = 0;
		if ((rc = sandbox_start(&env, &lim, unsafe)) != 0)
			goto done;
		rc = check_examples(&env, &lim, njobs, argv[optind], &sols, &d, &pass, &total);
		diags_print(&d, stderr);
		fprintf(stderr, "gravel exec: solutions-check: %zu/%zu published examples passed\n",
			pass, total);
		if (rc)
			goto done;
	}

	/* one job per solution: every case of its task */
	jobs = xcalloc(sols.n + 1, sizeof *jobs);
	cases = xcalloc(sols.n + 1, sizeof *cases);
	for (size_t i = 0; i < sols.n; i++) {
		struct exec_job *j = &jobs[i];
		size_t cap = 0, pcap = 0;
		j->code = sols.v[i].code;
		for (size_t k = 0; k < ps.n; k++) {
			struct problem *p = ps.v[k];
			char *method = NULL, *why = NULL;
			cJSON *args;
			char *s;
			if (strcmp(p->task_name, sols.v[i].task))
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
		/* remember which problems, in the same order */
		j->res = xcalloc(j->ncases + 1, sizeof *j->res);
		if (!j->ncases) {
			char *sr = sanitize_dup(sols.v[i].origin, SANITIZE_LINE);
			fprintf(stderr, "gravel exec: %s: no test case of %s in %s\n", sr,
				sols.v[i].task, argv[optind]);
			free(sr);
		}
		ncases += j->ncases;
	}
	if (nocall)
		fprintf(stderr, "gravel exec: %zu test cases could not be made into calls (skipped)\n",
			nocall);
	if (!ncases) {
		fprintf(stderr, "gravel exec: no solution matches a test case\n");
		rc = EXIT_DATAERR;
		goto free_jobs;
	}
	if (!check && (rc = sandbox_start(&env, &lim, unsafe)) != 0)
		goto free_jobs;
	pr.total = ncases;
	pr.tty = isatty(2);
	if (exec_run(&env, &lim, jobs, sols.n, njobs, show_progress, &pr, &err) != 0) {
		fprintf(stderr, "gravel exec: %s\n", err);
		free(err);
		rc = EXIT_IOERR;
		goto free_jobs;
	}
	if (output_open(&out, opath) != 0) {
		fprintf(stderr, "gravel exec: %s: %s\n", opath, strerror(errno));
		rc = EXIT_IOERR;
		goto free_jobs;
	}
	for (size_t i = 0; i < sols.n; i++)
		for (size_t k = 0; k < jobs[i].ncases; k++) {
			struct lc_offspec spec;
			char *line;
			/* the code once a solution, for the E screen */
			if (k == 0 && sols.v[i].code && !jobs[i].res[k].code)
				jobs[i].res[k].code = xstrdup(sols.v[i].code);
			if (lc_offspec(cases[i][k], &spec)) {
				jobs[i].res[k].off_spec = lc_offspec_text(&spec);
				noff++;
			}
			line = exec_run_line(cases[i][k]->id, sols.v[i].run, sols.v[i].sample,
					     &jobs[i].res[k]);
			fputs(line, out.fp);
			fputc('\n', out.fp);
			free(line);
			count[jobs[i].res[k].status]++;
		}
	if (opath ? output_commit(&out) != 0 : cmd_finish_stdout(&cmd_exec, 0) != 0) {
		fprintf(stderr, "gravel exec: %s: %s\n", opath ? opath : "<stdout>", strerror(errno));
		rc = EXIT_IOERR;
	}
	fprintf(stderr,
		"gravel exec: %zu solutions, %zu test cases in %.2f s: ok %zu, error %zu, "
		"timeout %zu, memory %zu, no-code %zu, protocol %zu (off-spec inputs %zu); "
		"isolation: %s%s; %zu restarts\n",
		sols.n, ncases, now_seconds() - t0, count[EXEC_OK], count[EXEC_ERROR],
		count[EXEC_TIMEOUT], count[EXEC_MEMORY], count[EXEC_NO_CODE], count[EXEC_PROTOCOL],
		noff, env.netns, env.dropped ? ", as nobody" : "", env.restarts);
free_jobs:
	for (size_t i = 0; i < sols.n; i++) {
		free_job(&jobs[i]);
		free(cases[i]);
	}
	free(jobs);
	free(cases);
done:
	diags_free(&d);
	exec_solutions_free(&sols);
	problemset_free(&ps);
	exec_env_free(&env);
	return rc;
}

const struct command cmd_exec = {
	"exec",
	"PROBLEMS SOLUTIONS [-o RUNS] [--jobs N] [--timeout S] [--total S] [--memory MB] "
	"[--solutions-check] [--unsafe-no-sandbox]",
	"run model-written GraphEval2000 solutions on every test case", exec_exec,
};
