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
#include "options.h"
#include "exec.h"
#include "grapheval-import.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const struct cmd_opt exec_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nRun model-written solutions on every GraphEval2000 test case of their problem.",
	  OPT_TEXT, NULL },
	{ "PROBLEMS", 0, NULL, NULL,
	  "problems JSONL or a GraphEval2000 checkout; from -, a\n"
	  "pipe or a device, only the solutions' tasks are kept", OPT_OPERAND, NULL },
	{ "SOLUTIONS", 0, NULL, NULL,
	  "JSONL {\"problem\": \"lc1971\", \"run\": NAME, \"text\": REPLY}\n"
	  "(the code is the reply's last ```python block; optional\n"
	  "\"sample\": K, kept in the runs), or a\n"
	  "directory of RUN/lc<ID>.py files", OPT_OPERAND, NULL },
	{ "output", 'o', "RUNS", NULL, "write the runs JSONL here (default stdout), atomically",
	  OPT_SHORT | OPT_SHOW_SHORT, NULL },
	{ "jobs", 'j', "N", NULL, "solutions run at once (default 2)", OPT_SHORT, NULL },
	{ "timeout", 't', "S", NULL, "time limit per test case in seconds (default 2)", 0, NULL },
	{ "total", 'T', "S", NULL, "time limit per solution's process in seconds (default 60)", 0,
	  NULL },
	{ "memory", 'm', "MB", NULL, "address-space limit per process (default 1024)", 0, NULL },
	{ "solutions-check", 'c', NULL, NULL,
	  "first run each solution on its problem's published\n"
	  "examples (problem-set/ data_examples) and report those apart", 0, NULL },
	{ "unsafe-no-sandbox", 'U', NULL, NULL,
	  "run the code without bubblewrap (where the kernel\n"
	  "refuses its namespaces): rlimits and an audit hook only", 0, NULL },
	{ NULL, 0, NULL, NULL,
	  "The code runs in bubblewrap: only the Python runtime (read-only) and a small\n"
	  "tmpfs of its own visible, no network, no processes, no sockets, no execve\n"
	  "(seccomp), under CPU, memory, disk and thread limits; gravel times each case\n"
	  "and judges only values (gravel(1) EXEC SANDBOX). Needs python3 and bwrap;\n"
	  "exits 78 when the sandbox cannot be started.", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

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

static int exec_exec(int argc, char **argv)
{
	struct exec_args a = { .jobs = 2 };
	double v;
	int c;

	exec_limits_default(&a.lim);
	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_exec, argc, argv)) != -1) {
		switch (c) {
		case 'o':
			a.output = optarg;
			break;
		case 'j':
			if (!parse_num(optarg, 1, 64, &v) || v != (int)v)
				return cmd_usage_error(&cmd_exec, "--jobs takes 1 to 64");
			a.jobs = (int)v;
			break;
		case 't':
			if (!parse_num(optarg, 0.01, 3600, &a.lim.timeout))
				return cmd_usage_error(&cmd_exec, "--timeout takes 0.01 to 3600 seconds");
			break;
		case 'T':
			if (!parse_num(optarg, 0.1, 86400, &a.lim.total))
				return cmd_usage_error(&cmd_exec, "--total takes 0.1 to 86400 seconds");
			break;
		case 'm':
			if (!parse_num(optarg, 32, 1 << 20, &v) || v != (long)v)
				return cmd_usage_error(&cmd_exec, "--memory takes 32 to 1048576 MB");
			a.lim.memory_mb = (long)v;
			break;
		case 'c':
			a.check = true;
			break;
		case 'U':
			a.unsafe = true;
			break;
		case 'h':
			cmd_help(&cmd_exec, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_exec, c, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_exec, "expected PROBLEMS and SOLUTIONS");
	a.problems = argv[optind];
	a.solutions = argv[optind + 1];
	if (a.check && !grapheval_is_dir(a.problems))
		return cmd_usage_error(&cmd_exec, "--solutions-check needs PROBLEMS to be a "
				       "GraphEval2000 checkout (its problem-set/ holds the examples)");
	return exec_solutions_run(&a);
}

const struct command cmd_exec = {
	.name = "exec",
	.usage = "PROBLEMS SOLUTIONS",
	.summary = "run model-written GraphEval2000 solutions on every test case",
	.exec = exec_exec,
	.opts = exec_opts,
	.help_col = 18,
};
