/* prompts-run.h - `gravel prompts` as one call: load the problems, build
 * each selected problem's prompt (request.h) and write one request per
 * problem, for the OpenAI Batch API or vLLM's run-batch, or plain prompt
 * lines.
 *
 * Every prompt is built before the first byte reaches the output, and a
 * file named in output is replaced atomically, so a problem that cannot
 * be asked leaves no half-written batch. */
#ifndef GRAVEL_PROMPTS_RUN_H
#define GRAVEL_PROMPTS_RUN_H

#include "request.h"

#include <stdbool.h>

struct prompts_args {
	const char *problems;	/* PROBLEMS: JSONL, "-" or a benchmark checkout */
	/* the request's settings; prompts_run fills the roots itself from
	 * checkout (or problems, when it is a checkout) */
	struct request_opts req;
	const char *task, *difficulty, *set;	/* only those problems; NULL: all */
	const char *checkout;	/* --checkout: NLGraph's or GraphEval2000's */
	bool batch;		/* Batch API lines, else {id, task, method, prompt} */
	const char *output;	/* NULL or "-": stdout */
};

/* Write the requests as a says, the messages on stderr ("gravel prompts:
 * ..."). Returns the exit status: 0; 64 when no selected problem's task
 * takes the method (said; the caller may add its usage line); 65 when a
 * problem cannot be asked or none is selected; 66 when a checkout or
 * PROBLEMS is missing; 74 on a write error. Standard output is left to
 * the caller to flush. */
int prompts_run(const struct prompts_args *a);

#endif
