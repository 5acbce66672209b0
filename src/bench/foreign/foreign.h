/* foreign.h - other evaluation tools' logs, imported as runs.
 *
 * Three formats, each read whole into a runset (runs.h):
 *
 *   lm-eval       lm-evaluation-harness samples_<task>_<time>.jsonl: one
 *                 line per (doc_id, filter) with doc, target, arguments,
 *                 resps, filtered_resps and the per-sample metrics. Both
 *                 shapes of "arguments" are read: the old list of argument
 *                 lists [[context, gen_kwargs]] and the newer object
 *                 {"gen_args_0": {"arg_0": context, "arg_1": ...}}. The
 *                 text is filtered_resps[0] when it is a string, else (a
 *                 log-likelihood request) the continuation argument whose
 *                 [logprob, greedy] is largest. Run: RUN/filter; numeric
 *                 metrics (acc, exact_match...) become "recorded".
 *   inspect       `inspect log dump` output: one JSON object with eval
 *                 (task, model) and samples (id, epoch, input, target,
 *                 output, scores, metadata, attachments). The text is
 *                 output.completion, else the first choice's message
 *                 content (string or text parts); "attachment://HASH"
 *                 references are resolved from the sample's (or the log's)
 *                 attachments. Sample = epoch - 1; run: RUN or
 *                 task/model; scores become "recorded" (C 1, I 0, P 0.5).
 *   openai-evals  OpenAI evals JSONL: a {"spec": ...} line, event lines
 *                 (run_id, event_id, sample_id, type, data) grouped by
 *                 sample_id, and a {"final_report": ...} line. The text is
 *                 the sampling event's data.sampled (each element of a
 *                 list is one sample); a match event's data.correct is
 *                 recorded as "correct". Run: RUN or the spec's eval_name
 *                 and completion_fns.
 *
 * Matching answers to problems: each sample has a key, by default its id
 * (lm-eval: doc.id when the doc has one, else doc_id; Inspect: id; OpenAI
 * evals: sample_id). With match_field F the key is the sample's F instead
 * (lm-eval: doc.F; Inspect: metadata.F, else the sample's own F such as
 * "input"; OpenAI evals: F in the sample's events' data) and it is compared
 * with the problems' F: "id", "question", "index" (the id's last
 * component), or extra.F / query.F. F = "position" takes the key as the
 * position of the problem in PROBLEMS (from 0). Without problems, the key
 * itself is the run's problem id. Answers matching no problem are kept out
 * of the runs and reported (a warning each, up to a limit, and a count). */
#ifndef GRAVEL_FOREIGN_H
#define GRAVEL_FOREIGN_H

#include <stdbool.h>
#include "problem.h"
#include "runs.h"
#include "diag.h"

enum foreign_format { FOREIGN_LMEVAL, FOREIGN_INSPECT, FOREIGN_OPENAI };

struct foreign_opts {
	struct problemset *ps;	/* NULL: keys are the problem ids */
	const char *match_field;	/* NULL or "id": the sample's id */
	const char *run;	/* run name, NULL for the format's default */
};

struct foreign_stats {
	size_t samples;		/* samples (answers) read */
	size_t matched;		/* written to the runset */
	size_t unmatched;	/* matched no problem: reported, not written */
	size_t notext;		/* had no answer text (kept, text null) */
};

/* "lm-eval", "inspect", "openai-evals" -> format; -1 when unknown. */
int foreign_parse_format(const char *s, enum foreign_format *out);

/* Read path in the format and append its answers to rs. Returns 0, or an
 * exit status (EXIT_NOINPUT, EXIT_DATAERR, EXIT_IOERR) with d filled as
 * FILE:LINE:COL: message. Unmatched answers are warnings, not errors. */
int foreign_read(enum foreign_format f, const char *path, const struct foreign_opts *o,
		 struct runset *rs, struct foreign_stats *st, struct diags *d);

/* ---- internal to foreign*.c ------------------------------------------ */
struct foreign_matcher;
/* Set up matching (index of the problems' F values). */
struct foreign_matcher *foreign_matcher_new(const struct foreign_opts *o);
void foreign_matcher_free(struct foreign_matcher *m);
/* Problem id for a sample key (a JSON string or number), or NULL when none
 * matches (the caller reports). The string is owned by the matcher. */
const char *foreign_match(struct foreign_matcher *m, const cJSON *key);
/* Add one answer (text may be NULL) with recorded metrics; reports and
 * counts unmatched keys. */
void foreign_add(struct foreign_matcher *m, struct runset *rs, struct foreign_stats *st,
		 struct diags *d, const char *file, long line, const cJSON *key, const char *run,
		 long sample, const char *text, const struct metrics *recorded);

int foreign_read_lmeval(const char *path, const char *buf, size_t len, struct foreign_matcher *m,
			const struct foreign_opts *o, struct runset *rs, struct foreign_stats *st,
			struct diags *d);
int foreign_read_inspect(const char *path, const char *buf, size_t len,
			 struct foreign_matcher *m, const struct foreign_opts *o, struct runset *rs,
			 struct foreign_stats *st, struct diags *d);
int foreign_read_openai(const char *path, const char *buf, size_t len, struct foreign_matcher *m,
			const struct foreign_opts *o, struct runset *rs, struct foreign_stats *st,
			struct diags *d);
/* FILE:LINE:COL of a JSON parse failure at err in buf (line from base_line). */
void foreign_json_error(struct diags *d, const char *path, const char *buf, const char *lstart,
			long line, const char *err);

#endif
