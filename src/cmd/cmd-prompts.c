/* cmd-prompts.c - `gravel prompts PROBLEMS --method M [options]`: one
 * request per problem for an engine that runs batches (the OpenAI Batch
 * API, vLLM's run-batch), or plain prompt lines (request.h).
 *
 * Every prompt is built before the first byte reaches the output, and a
 * file named with -o is replaced atomically, so a problem that cannot be
 * asked leaves no half-written batch. */
#include "config.h"
#include "cmd.h"
#include "grapheval-import.h"
#include "nlgraph.h"
#include "request.h"
#include "sanitize.h"

#include <errno.h>
#include <limits.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static int prompts_exec(int argc, char **argv);

const struct command cmd_prompts = {
	"prompts",
	"PROBLEMS --method M [--task T] [--difficulty D] [--set S]\n"
	"                  [--endpoint chat|completions] [--model NAME] [--samples N]\n"
	"                  [--temperature T] [--max-tokens K] [--system TEXT]\n"
	"                  [--city] [--layers 1|2]\n"
	"                  [--checkout DIR] [--format openai-batch|jsonl] [-o FILE]",
	"write each problem's prompt as a Batch API request", prompts_exec, NULL, 0,
};

static void help(void)
{
	cmd_usage(&cmd_prompts, stdout);
	printf("\nWrite one request per problem, custom_id the problem's id (GraphEval2000:\n"
	       "one per LeetCode problem, custom_id its task), for the OpenAI Batch API or\n"
	       "vLLM's run-batch; import their output with gravel import openai-batch.\n"
	       "  --method M       prompting method: NLGraph's scripts' (none, CoT, k-shot,\n"
	       "                   0-CoT, LTM, PROGRAM, Algorithm, Instruct, and a task's\n"
	       "                   own); other benchmarks: none\n"
	       "  --task T, --difficulty D, --set S   only those problems\n"
	       "  --endpoint E     chat (default: one user message) or completions\n"
	       "  --model NAME     body.model (needed by the Batch API)\n"
	       "  --samples N      body.n, answers per problem (default 1)\n"
	       "  --temperature T  default 0, 0.7 with --samples above 1\n"
	       "  --max-tokens K   default the NLGraph scripts' per task, else 1024\n"
	       "  --system TEXT    chat system message (NLGraph default: the scripts';\n"
	       "                   '' for none)\n"
	       "  --city           NLGraph shortest_path: roads between cities (the\n"
	       "                   scripts' --city 1)\n"
	       "  --layers N       NLGraph GNN: ask for 1 or 2 layers (the scripts' --layer;\n"
	       "                   default the problem's, 2 in the dataset)\n"
	       "  --checkout DIR   the NLGraph checkout whose exemplar files the methods\n"
	       "                   read, or the GraphEval2000 checkout whose examples the\n"
	       "                   prompts show (default PROBLEMS when it is one)\n"
	       "  --format F       openai-batch (default) or jsonl (id, task, method, prompt)\n"
	       "  -o FILE          write to FILE (atomically) instead of stdout\n");
}

struct filter {
	const char *task, *difficulty, *set;
};

static bool selected(const struct problem *p, const struct filter *f)
{
	return (!f->task || !strcmp(p->task->name, f->task)) &&
	       (!f->difficulty || (p->difficulty && !strcmp(p->difficulty, f->difficulty))) &&
	       (!f->set || (p->set && !strcmp(p->set, f->set)));
}

/* Does any selected problem's task take method m? */
static bool method_known(const struct problemset *ps, const struct filter *f, const char *m)
{
	if (!strcmp(m, "none"))
		return true;
	for (size_t i = 0; i < ps->n; i++) {
		const char *const *v = nlgraph_methods(ps->v[i]->task);
		if (!selected(ps->v[i], f))
			continue;
		for (; v && *v; v++)
			if (!strcmp(*v, m))
				return true;
	}
	return false;
}

/* Write each selected problem's request to fp; the number written, or -1
 * after saying why a problem cannot be asked. */
static long write_lines(FILE *fp, const struct problemset *ps, const struct filter *f,
			const struct request_opts *o, bool batch)
{
	struct strtab keys;
	long n = 0;

	memset(&keys, 0, sizeof keys);
	for (size_t i = 0; i < ps->n; i++) {
		const struct problem *p = ps->v[i];
		char *err, *prompt, *s;
		cJSON *line;
		/* one request per custom_id: GraphEval2000's test cases share
		 * their problem's */
		if (!selected(p, f) || strtab_find(&keys, request_key(p)))
			continue;
		strtab_intern(&keys, request_key(p));
		if (!(prompt = request_prompt(p, o, &err))) {
			char *clean = sanitize_dup(err, SANITIZE_LINE);
			fprintf(stderr, "gravel prompts: %s\n", clean);
			free(clean);
			free(err);
			strtab_free(&keys);
			return -1;
		}
		line = batch ? request_batch_line(p, prompt, o) : request_plain_line(p, prompt, o);
		if (!(s = cJSON_PrintUnformatted(line)))
			gravel_fatal("out of memory");
		fputs(s, fp);
		fputc('\n', fp);
		cJSON_free(s);
		cJSON_Delete(line);
		free(prompt);
		n++;
	}
	strtab_free(&keys);
	return n;
}

/* The requests go to -o's temporary file, or for standard output to an
 * unnamed one copied out once every prompt is built, so a problem that
 * cannot be asked leaves no half-written batch, in memory bounded by one
 * request. */
static int write_all(const struct problemset *ps, const struct filter *f,
		     const struct request_opts *o, bool batch, const char *out_path)
{
	bool to_stdout = !out_path || !strcmp(out_path, "-");
	const char *name = to_stdout ? "<stdout>" : out_path;
	struct output out;
	FILE *fp;
	long n;

	if (to_stdout ? !(fp = temp_stream()) : output_open(&out, out_path) != 0) {
		fprintf(stderr, "gravel prompts: %s: %s\n",
			to_stdout ? "cannot make a temporary file" : out_path, strerror(errno));
		return EXIT_IOERR;
	}
	if (!to_stdout)
		fp = out.fp;
	n = write_lines(fp, ps, f, o, batch);
	if (n == 0)
		fprintf(stderr, "gravel prompts: no problem matches\n");
	if (n <= 0) {
		if (to_stdout)
			fclose(fp);
		else
			output_abort(&out);
		return EXIT_DATAERR;
	}
	if (to_stdout ? (fflush(fp) != 0 || ferror(fp) || stream_copy(fp, stdout) != 0)
		      : (ferror(fp) || output_commit(&out) != 0)) {
		fprintf(stderr, "gravel prompts: %s: %s\n", name, strerror(errno));
		if (to_stdout)
			fclose(fp);
		else
			output_abort(&out);
		return EXIT_IOERR;
	}
	if (to_stdout)
		fclose(fp);
	fprintf(stderr, "prompts: %ld requests\n", n);
	return cmd_finish_stdout(&cmd_prompts, EXIT_OK);
}


static const struct option prompts_opts[] = {
	{ "task", required_argument, NULL, 't' },
	{ "difficulty", required_argument, NULL, 'd' },
	{ "set", required_argument, NULL, 's' },
	{ "method", required_argument, NULL, 'm' },
	{ "endpoint", required_argument, NULL, 'e' },
	{ "model", required_argument, NULL, 'M' },
	{ "samples", required_argument, NULL, 'n' },
	{ "temperature", required_argument, NULL, 'T' },
	{ "max-tokens", required_argument, NULL, 'k' },
	{ "system", required_argument, NULL, 'y' },
	{ "checkout", required_argument, NULL, 'x' },
	{ "city", no_argument, NULL, 'c' },
	{ "layers", required_argument, NULL, 'l' },
	{ "format", required_argument, NULL, 'f' },
	{ "output", required_argument, NULL, 'o' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* The checkout whose exemplars (NLGraph) or examples (GraphEval2000) the
 * prompts read: --checkout, else PROBLEMS when it is a folder. *root is
 * NLGraph's (malloc'd). Returns 0, or 66 when --checkout is neither (said). */
static int find_checkout(const char *checkout, const char *problems, struct request_opts *o,
			 char **root)
{
	if (checkout && grapheval_is_dir(checkout)) {
		o->grapheval_root = checkout;
	} else if (checkout && !(*root = nlgraph_root(checkout))) {
		fprintf(stderr, "gravel prompts: %s: not an NLGraph or GraphEval2000 checkout\n",
			checkout);
		return EXIT_NOINPUT;
	} else if (!checkout && is_dir(problems)) {
		/* PROBLEMS read in place is the checkout (any benchmark's) */
		if (grapheval_is_dir(problems))
			o->grapheval_root = problems;
		else
			*root = nlgraph_root(problems);
	}
	o->nlgraph_root = *root;
	return EXIT_OK;
}

/* A whole number from lo to hi, as a value of an option. */
static bool parse_range(const char *s, long lo, long hi, long *out)
{
	return parse_long(s, out) == 0 && *out >= lo && *out <= hi;
}

static int prompts_exec(int argc, char **argv)
{
	struct request_opts o = { NULL, true, NULL, 1, -1, 0, NULL, NULL, NULL, false, 0 };
	struct filter f = { NULL, NULL, NULL };
	const char *out_path = NULL, *checkout = NULL;
	char *root = NULL, *end;
	bool batch = true;
	struct problemset ps;
	int c, rc;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:h", prompts_opts, NULL)) != -1) {
		switch (c) {
		case 't':
			f.task = optarg;
			break;
		case 'd':
			f.difficulty = optarg;
			break;
		case 's':
			f.set = optarg;
			break;
		case 'm':
			o.method = optarg;
			break;
		case 'e':
			if (strcmp(optarg, "chat") && strcmp(optarg, "completions"))
				return cmd_usage_error(&cmd_prompts,
						       "--endpoint must be chat or completions");
			o.chat = !strcmp(optarg, "chat");
			break;
		case 'M':
			o.model = optarg;
			break;
		case 'n':
			if (!parse_range(optarg, 1, 128, &o.samples))
				return cmd_usage_error(&cmd_prompts,
						       "--samples must be an integer from 1 to 128");
			break;
		case 'T':
			errno = 0;
			o.temperature = strtod(optarg, &end);
			if (errno || end == optarg || *end || !isfinite(o.temperature) ||
			    o.temperature < 0 || o.temperature > 2)
				return cmd_usage_error(&cmd_prompts,
						       "--temperature must be a number from 0 to 2");
			break;
		case 'k':
			if (!parse_range(optarg, 1, LONG_MAX, &o.max_tokens))
				return cmd_usage_error(&cmd_prompts,
						       "--max-tokens must be a positive integer");
			break;
		case 'y':
			o.system = optarg;
			break;
		case 'x':
			checkout = optarg;
			break;
		case 'c':
			o.city = true;
			break;
		case 'l':
			if (!parse_range(optarg, 1, 2, &o.layers))
				return cmd_usage_error(&cmd_prompts, "--layers must be 1 or 2");
			break;
		case 'f':
			if (strcmp(optarg, "openai-batch") && strcmp(optarg, "jsonl"))
				return cmd_usage_error(&cmd_prompts,
						       "--format must be openai-batch or jsonl");
			batch = !strcmp(optarg, "openai-batch");
			break;
		case 'o':
			out_path = optarg;
			break;
		case 'h':
			help();
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_prompts, c, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage_error(&cmd_prompts, "expected PROBLEMS");
	if (!o.method)
		return cmd_usage_error(&cmd_prompts, "--method is required (none for the "
						     "question alone)");
	if ((rc = find_checkout(checkout, argv[optind], &o, &root)) != EXIT_OK)
		return rc;
	rc = cmd_load_problems(argv[optind], &ps);
	if (rc == EXIT_OK && !method_known(&ps, &f, o.method)) {
		rc = cmd_usage_error(&cmd_prompts, "no selected problem's task takes method '%s'",
				     o.method);
	} else if (rc == EXIT_OK) {
		rc = write_all(&ps, &f, &o, batch, out_path);
	}
	problemset_free(&ps);
	free(root);
	return rc;
}
