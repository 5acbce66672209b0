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
 *   openai-batch  the output of the OpenAI Batch API and of vLLM's
 *                 run-batch: a line per request {"custom_id", "response":
 *                 {"status_code", "body": {"model", "choices"}}, "error"}.
 *                 Each choice is a sample (its index): message.content, or
 *                 text for /v1/completions. A line with an error, a status
 *                 other than 200 or no choice is a record that cannot be
 *                 read. Key: custom_id; run: RUN or the body's model; the
 *                 model is kept as the answers' model.
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

enum foreign_format { FOREIGN_LMEVAL, FOREIGN_INSPECT, FOREIGN_OPENAI, FOREIGN_BATCH };

struct foreign_opts {
	struct problemset *ps;	/* NULL: keys are the problem ids */
	const char *match_field;	/* NULL or "id": the sample's id */
	const char *run;	/* run name, NULL for the format's default */
	bool strict;		/* a record that cannot be read is an error */
	/* NULL, or where a reader may hand over the answers read so far
	 * (sink->each, then the runset is emptied), so that memory does not
	 * grow with the log: the .eval reader does so a batch of members at
	 * a time. A nonzero return stops the reading (EXIT_IOERR). */
	const struct run_sink *sink;
};

struct foreign_stats {
	size_t samples;		/* samples (answers) read */
	size_t matched;		/* written to the runset */
	size_t unmatched;	/* matched no problem: reported, not written */
	size_t notext;		/* had no answer text (kept, text null) */
	size_t skipped;		/* records that could not be read: reported, skipped */
};

/* "lm-eval", "inspect", "openai-evals", "openai-batch" -> format; -1 when
 * unknown. */
int foreign_parse_format(const char *s, enum foreign_format *out);

/* Read path in the format and append its answers to rs. Returns 0, or an
 * exit status (EXIT_NOINPUT, EXIT_DATAERR, EXIT_IOERR) with d filled as
 * FILE:LINE:COL: message. Unmatched answers are warnings, not errors.
 *
 * A record (a line; an Inspect sample) that cannot be read is reported as
 * FILE:LINE[:COL]: what (or FILE: record N: what), counted in st->skipped
 * and skipped; with o->strict it is an error instead and reading stops at
 * the first one (EXIT_DATAERR). A file with no readable record at all is
 * EXIT_DATAERR in both modes. Inspect logs are read both as `inspect log
 * dump` JSON and as the .eval zip archives Inspect writes by default
 * (header.json, samples/<id>_epoch_<n>.json: foreign-inspect-zip.c). */
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
/* One foreign_read: what every reader works with. The file (path, as
 * messages name it) is read into buf by foreign_read. */
struct foreign_ctx {
	const char *path;
	struct foreign_matcher *m;
	const struct foreign_opts *o;
	struct runset *rs;	/* the answers go here */
	struct foreign_stats *st;
	struct diags *d;	/* FILE:LINE:COL messages */
};

/* One answer as a reader found it. */
struct foreign_answer {
	long line, col;		/* where it is in the context's path (0: not known) */
	const cJSON *key;	/* the sample's key (NULL: none) */
	const char *run;
	long sample;
	const char *text;	/* NULL: no text */
	const struct metrics *recorded;	/* NULL: none */
};

/* Add one answer; reports and counts unmatched keys (at path:line:col,
 * the sample's key or record). */
void foreign_add(const struct foreign_ctx *c, const struct foreign_answer *a);

int foreign_read_lmeval(const struct foreign_ctx *c, const char *buf, size_t len);
int foreign_read_inspect(const struct foreign_ctx *c, const char *buf, size_t len);
int foreign_read_openai(const struct foreign_ctx *c, const char *buf, size_t len);
int foreign_read_batch(const struct foreign_ctx *c, const char *buf, size_t len);
/* A record that cannot be read: reported at path:line:col (a warning
 * "...; skipped", or under o->strict an error) and counted in
 * st->skipped. Returns true when the reader must stop (strict). */
bool foreign_skip(const struct foreign_ctx *c, long line, long col, const char *fmt, ...)
	ATTR_FORMAT(4, 5);
/* cJSON_ParseWithLengthOpts(s, n, err, false), except that a NUL byte in
 * s[0..n) is no JSON (cJSON would end a string there or skip it as a
 * blank): NULL with *err at the NUL. */
cJSON *foreign_json_parse(const char *s, size_t n, const char **err);
/* foreign_skip for a JSON parse failure at err in the record lstart[0..n)
 * starting on line (FILE:LINE:COL; err NULL: FILE:LINE): "malformed JSON",
 * or "a NUL byte, which JSON does not allow" at one. */
bool foreign_json_error(const struct foreign_ctx *c, const char *lstart, size_t n, long line,
			const char *err);
/* The line at p (ending at \n, \r\n or a lone \r, or at end): its length
 * in *ll; returns where the next line starts. */
const char *foreign_line(const char *p, const char *end, size_t *ll);
/* One JSON Lines record: the parsed value (any type), the line's text
 * [text, text + len) and its number. */
struct foreign_record {
	const cJSON *v;
	const char *text;
	size_t len;
	long line;
};
/* Walk the JSON Lines in buf: blank lines skipped, one that is no JSON
 * reported (foreign_json_error), each other handed to each, which returns
 * true when reading must stop. Returns EXIT_OK, or EXIT_DATAERR when a
 * record stopped a strict read. */
int foreign_each_line(const struct foreign_ctx *c, const char *buf, size_t len,
		      bool (*each)(const struct foreign_record *r, void *ctx), void *ctx);

/* Inspect: one sample object as an answer (key, text, epoch, scores);
 * line and col: where the sample starts in c->path (0: not known). */
void foreign_inspect_sample(const struct foreign_ctx *c, const cJSON *sample,
			    const cJSON *logatt, const char *run, long line, long col);
/* Inspect's run name: o->run, else "task/model" of the eval object. */
char *foreign_inspect_run(const cJSON *eval, const struct foreign_opts *o);
/* A .eval archive (buf starts with a zip signature). */
int foreign_read_inspect_zip(const struct foreign_ctx *c, const char *buf, size_t len);
/* The same for the file at path, mapped rather than read (c->path: its
 * name in messages); -1, nothing said, when it is not a regular file that
 * starts as a zip archive and can be mapped: the caller reads it as any
 * other. */
int foreign_read_inspect_mapped(const char *path, const struct foreign_ctx *c);

#endif
