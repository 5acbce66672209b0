/* request.h - what a model is asked: a problem's prompt, worded as its
 * benchmark words it, and the request that carries it to an engine that
 * runs batches (the OpenAI Batch API and vLLM's run-batch read the same
 * JSONL lines; gravel-formats(5) "Requests").
 *
 * NLGraph problems (and generated problems of NLGraph's tasks) are worded
 * by the authors' evaluation scripts' rules for any of their methods
 * (nlgraph.h nlgraph_prompt); GraphEval2000's ask for the completed code
 * (grapheval-import.h); every other problem is asked its question as
 * stored. */
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
};

/* The prompt of p for o->method: a malloc'd text, or NULL with *err set
 * to a malloc'd message (a method p's benchmark does not take, an
 * exemplar that cannot be read, a problem with nothing to ask). */
char *request_prompt(const struct problem *p, const struct request_opts *o, char **err);

/* The defaults of p's benchmark and task: max tokens (the NLGraph
 * scripts' --token; 1024 elsewhere), temperature (0, or the scripts' 0.7
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
