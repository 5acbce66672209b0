/* request.h - what a model is asked: a problem's prompt, worded as its
 * benchmark words it, and the request that carries it to an engine that
 * runs batches (the OpenAI Batch API and vLLM's run-batch read the same
 * JSONL lines; gravel-formats(5) "Requests").
 *
 * Method "none" asks a problem its question as stored: NLGraph's main.json
 * question (the same bytes as the authors' scripts assemble: measured on
 * all 6,022 standard problems that have one), GraCoRe's question with its
 * options as the release poses it, a generated problem's question from its
 * task config. NLGraph's tasks (their own problems and generated ones) take
 * the authors' other methods too, assembled by their evaluation scripts'
 * rules (nlgraph.h nlgraph_ask_prompt), which also word the problems that
 * have no question, and their --city and --layer variants. GraphEval2000 asks once per LeetCode problem for the
 * completed code (grapheval-import.h grapheval_prompt). */
#ifndef GRAVEL_REQUEST_H
#define GRAVEL_REQUEST_H

#include <stdbool.h>
#include <cjson/cJSON.h>

#include "problem.h"

struct request_opts {
	const char *method;	/* prompting method; NULL: "none" */
	bool chat;		/* /v1/chat/completions, else /v1/completions */
	const char *model;	/* body.model; NULL: left out */
	long samples;		/* body.n (1: left out) */
	double temperature;	/* < 0: the benchmark's default */
	long max_tokens;	/* <= 0: the benchmark's default */
	const char *system;	/* chat: the system message; NULL: the benchmark's,
				 * "": none */
	const char *nlgraph_root;	/* the NLGraph folder the exemplars are read
					 * from, or NULL */
	const char *grapheval_root;	/* the GraphEval2000 checkout the examples
					 * are read from, or NULL */
	bool city;		/* NLGraph shortest_path: the scripts' --city 1 */
	long layers;		/* NLGraph GNN: the scripts' --layer; 0: the problem's */
};

/* The custom_id of p's request: its id; for GraphEval2000, whose test
 * cases share one request per LeetCode problem, the task ("lc207"), which
 * is what `gravel exec` takes as a solution's problem. */
const char *request_key(const struct problem *p);

/* The prompt of p for o->method: a malloc'd text, or NULL with *err set
 * to a malloc'd message (a method p's benchmark does not take, an
 * exemplar that cannot be read, a problem with nothing to ask). */
char *request_prompt(const struct problem *p, const struct request_opts *o, char **err);

/* The defaults of p's benchmark and task: max tokens (the NLGraph
 * scripts' --token; 2048 for GraphEval2000's code; 1024 elsewhere), temperature (0, or the scripts' 0.7
 * with several samples) and the system message of chat requests (the
 * NLGraph scripts' "You are a helpful assistant.", none elsewhere). */
long request_max_tokens(const struct problem *p, const struct request_opts *o);
double request_temperature(const struct problem *p, const struct request_opts *o);
const char *request_system(const struct problem *p, const struct request_opts *o);

/* One Batch API input line for p: {"custom_id", "method": "POST", "url",
 * "body": {"model", "messages" | "prompt", "temperature", "max_tokens",
 * "n"}}. */
cJSON *request_batch_line(const struct problem *p, const char *prompt,
			  const struct request_opts *o);
/* One plain line: {"id", "task", "method", "prompt"}. */
cJSON *request_plain_line(const struct problem *p, const char *prompt,
			  const struct request_opts *o);

#endif
