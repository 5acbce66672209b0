/* cmd-prompts.c - `gravel prompts PROBLEMS --method M [options]`: one
 * request per problem for an engine that runs batches (the OpenAI Batch
 * API, vLLM's run-batch), or plain prompt lines. The options go into a
 * struct prompts_args; prompts_run (src/bench/prompts-run.h) does the
 * work. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "prompts-run.h"
#include "util.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const struct cmd_opt prompts_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nWrite one request per problem, custom_id the problem's id (GraphEval2000:\n"
	  "one per LeetCode problem, custom_id its task), for the OpenAI Batch API or\n"
	  "vLLM's run-batch; import their output with gravel import openai-batch.",
	  OPT_TEXT, NULL },
	{ "method", 'm', "M", NULL,
	  "prompting method: NLGraph's scripts' (none, CoT, k-shot,\n"
	  "0-CoT, LTM, PROGRAM, Algorithm, Instruct, and a task's\n"
	  "own); other benchmarks: none", OPT_IN_USAGE, NULL },
	{ "task", 't', "T", NULL, "only the problems of task T", 0, NULL },
	{ "difficulty", 'd', "D", NULL, "only the problems of difficulty D", 0, NULL },
	{ "set", 's', "S", NULL, "only the problems of set S", 0, NULL },
	{ "endpoint", 'e', "E", "--endpoint chat|completions",
	  "chat (default: one user message) or completions", 0, NULL },
	{ "model", 'M', "NAME", NULL, "body.model (needed by the Batch API)", 0, NULL },
	{ "samples", 'n', "N", NULL, "body.n, answers per problem (default 1)", 0, NULL },
	{ "temperature", 'T', "T", NULL, "default 0, 0.7 with --samples above 1", 0, NULL },
	{ "max-tokens", 'k', "K", NULL, "default the NLGraph scripts' per task, else 1024", 0,
	  NULL },
	{ "system", 'y', "TEXT", NULL,
	  "chat system message (NLGraph default: the scripts';\n"
	  "'' for none)", 0, NULL },
	{ "city", 'c', NULL, NULL,
	  "NLGraph shortest_path: roads between cities (the\n"
	  "scripts' --city 1)", 0, NULL },
	{ "layers", 'l', "N", "--layers 1|2",
	  "NLGraph GNN: ask for 1 or 2 layers (the scripts' --layer;\n"
	  "default the problem's, 2 in the dataset)", 0, NULL },
	{ "checkout", 'x', "DIR", NULL,
	  "the NLGraph checkout whose exemplar files the methods\n"
	  "read, or the GraphEval2000 checkout whose examples the\n"
	  "prompts show (default PROBLEMS when it is one)", 0, NULL },
	{ "format", 'f', "F", "--format openai-batch|jsonl",
	  "openai-batch (default) or jsonl (id, task, method, prompt)", 0, NULL },
	{ "output", 'o', "FILE", NULL, "write to FILE (atomically) instead of stdout",
	  OPT_SHORT | OPT_SHOW_SHORT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

/* A whole number from lo to hi, as a value of an option. */
static bool parse_range(const char *s, long lo, long hi, long *out)
{
	return parse_long(s, out) == 0 && *out >= lo && *out <= hi;
}

static bool parse_temperature(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return !errno && end != s && !*end && isfinite(*out) && *out >= 0 && *out <= 2;
}

/* The options into a; 0, or the exit status (--help prints and returns
 * EXIT_OK through *done). */
static int parse(int argc, char **argv, struct prompts_args *a, bool *done)
{
	struct request_opts *o = &a->req;
	int c;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_prompts, argc, argv)) != -1) {
		switch (c) {
		case 't':
			a->task = optarg;
			break;
		case 'd':
			a->difficulty = optarg;
			break;
		case 's':
			a->set = optarg;
			break;
		case 'm':
			o->method = optarg;
			break;
		case 'e':
			if (strcmp(optarg, "chat") && strcmp(optarg, "completions"))
				return cmd_usage_error(&cmd_prompts,
						       "--endpoint must be chat or completions");
			o->chat = !strcmp(optarg, "chat");
			break;
		case 'M':
			o->model = optarg;
			break;
		case 'n':
			if (!parse_range(optarg, 1, 128, &o->samples))
				return cmd_usage_error(&cmd_prompts,
						       "--samples must be an integer from 1 to 128");
			break;
		case 'T':
			if (!parse_temperature(optarg, &o->temperature))
				return cmd_usage_error(&cmd_prompts,
						       "--temperature must be a number from 0 to 2");
			break;
		case 'k':
			if (!parse_range(optarg, 1, LONG_MAX, &o->max_tokens))
				return cmd_usage_error(&cmd_prompts,
						       "--max-tokens must be a positive integer");
			break;
		case 'y':
			o->system = optarg;
			break;
		case 'x':
			a->checkout = optarg;
			break;
		case 'c':
			o->city = true;
			break;
		case 'l':
			if (!parse_range(optarg, 1, 2, &o->layers))
				return cmd_usage_error(&cmd_prompts, "--layers must be 1 or 2");
			break;
		case 'f':
			if (strcmp(optarg, "openai-batch") && strcmp(optarg, "jsonl"))
				return cmd_usage_error(&cmd_prompts,
						       "--format must be openai-batch or jsonl");
			a->batch = !strcmp(optarg, "openai-batch");
			break;
		case 'o':
			a->output = optarg;
			break;
		case 'h':
			cmd_help(&cmd_prompts, stdout);
			*done = true;
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_prompts, c, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage_error(&cmd_prompts, "expected PROBLEMS");
	if (!o->method)
		return cmd_usage_error(&cmd_prompts, "--method is required (none for the "
						     "question alone)");
	a->problems = argv[optind];
	return EXIT_OK;
}

static int prompts_exec(int argc, char **argv)
{
	struct prompts_args a = {
		.req = { .chat = true, .samples = 1, .temperature = -1 },
		.batch = true,
	};
	bool done = false;
	int rc = parse(argc, argv, &a, &done);

	if (rc != EXIT_OK || done)
		return rc;
	rc = prompts_run(&a);
	if (rc == EXIT_USAGE)	/* a method no selected problem's task takes */
		cmd_usage(&cmd_prompts, stderr);
	return rc == EXIT_OK ? cmd_finish_stdout(&cmd_prompts, rc) : rc;
}

const struct command cmd_prompts = {
	.name = "prompts",
	.usage = "PROBLEMS --method M",
	.summary = "write each problem's prompt as a Batch API request",
	.exec = prompts_exec,
	.opts = prompts_opts,
	.help_col = 19,
};
