/* run-meta.h - a run's model and method, for the run picker.
 *
 * NLGraph names a log run "<task>/<difficulty>/<YYYYMMDD>---<HH-MM>-<rest>",
 * where rest holds the prompting method ("CoT", "k-shot", "0-CoT", ...),
 * sometimes the model ("CoT-code-davinci-002") and marks such as "+SC"
 * (self-consistency) and "+city". The run's prompt.txt ends with the
 * argument namespace of the authors' script, "Namespace(model=0,
 * prompt='CoT', ..., SC=1, ...)", whose model is an index into the
 * scripts' model_list: text-davinci-003, code-davinci-002, gpt-3.5-turbo,
 * gpt-4. run_meta_get() takes the model from the name when it says one,
 * else from the namespace; the method from the name, else the namespace's
 * prompt. prompt.txt is looked for in every NLGraph log source of the
 * workspace (ws may be NULL: the name only). Other runs give "-". */
#ifndef GRAVEL_RUN_META_H
#define GRAVEL_RUN_META_H

#include <stdbool.h>

struct workspace;

struct run_meta {
	char *model;		/* "text-davinci-003", or "-" */
	char *method;		/* "CoT", "k-shot+SC", or "-" */
	char *when;		/* "2023-04-10 09:43", or "-" */
};

/* Fill m (owned strings; run_meta_free). Never fails. */
void run_meta_get(const struct workspace *ws, const char *run, struct run_meta *m);
void run_meta_free(struct run_meta *m);
/* The namespace's model=N as a name: "text-davinci-003", ...; NULL when
 * out of range. */
const char *run_meta_model_name(long index);

#endif
