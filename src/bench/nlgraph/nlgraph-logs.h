/* nlgraph-logs.h - NLGraph's published model-output logs as runs.
 *
 * Layout: <root>/<task>/graph/<difficulty>/log/<run>/ holding answer.npy
 * (the lower-cased completions, '<U{w}'), res.npy / res1.npy / res2.npy
 * ('<i4', one value per question) and prompt.txt (the last prompt, "Acc:"
 * lines and the run's argument namespace). The run is named
 * "<task folder>/<difficulty>/<run folder>".
 *
 * Answers map to problems by position: question i of a run is problem
 * nlgraph/<task>/<difficulty>/<set>/i, where set is "standard", or
 * "attack" for the connectivity/graph/{line,clique} logs. With
 * self-consistency a run holds sc = answers / questions samples per
 * question, question i owning answers i*sc .. i*sc+sc-1. The recorded res
 * values of question i go with each of its samples. A run without
 * answer.npy yields one text-less answer per question, carrying only the
 * recorded results. GNN answers get params.layer from the namespace's
 * "layer" (1 when absent, the script's default); runs with city wording
 * ("+city" in the name or city=1) get params.city. */
#ifndef GRAVEL_NLGRAPH_LOGS_H
#define GRAVEL_NLGRAPH_LOGS_H

#include "runs.h"
#include "problem.h"

/* Read every log run under an NLGraph checkout (DIR or DIR/NLGraph), in
 * task registry order, then difficulty and run folder name order. Returns
 * 0 (also when there are no logs; *nruns tells) or an exit status with d
 * filled; runs that fail to read are left out and reported. */
int nlgraph_logs_read(const char *dir, struct runset *rs, size_t *nruns, struct diags *d);

/* Reading with the importers' record policy and the dataset at hand.
 *
 * Each run folder is a record: one that cannot be read is reported as
 * warnings ending "; skipped" and counted in skipped (strict: an error,
 * and reading stops). With ps (the checkout's problems, standard and
 * attack sets) each run's prompt.txt is compared with the dataset: its
 * last question (the integers before its final "Q:", as a multiset) must
 * be the question the dataset holds for the run's last item (main.json's
 * text up to its "Q:", or, where main.json has none, the raw graph's
 * edge list). A run that differs was made on another graph: its answers
 * get answer.mismatch (a reason naming the problem) and it is counted in
 * mismatched. Every run's answers carry answer.model and answer.method:
 * the model named in the run folder name, else the script's --model index
 * (0 text-davinci-003, 1 code-davinci-002); the method is the namespace's
 * prompt='...' (else the run name's method part), "+SC" added when the run
 * voted. */
struct nlgraph_logs_opts {
	const struct problemset *ps;	/* NULL: no mismatch check */
	bool strict;
	size_t skipped, mismatched;	/* out */
	/* out: run folders directly under <task>/graph/log/ (the authors'
	 * earliest connectivity runs): no difficulty, so no problems to map
	 * their answers to; not read, and with report_unplaced counted and
	 * reported (a warning each) */
	size_t unplaced;
	bool report_unplaced;
};
int nlgraph_logs_read_opts(const char *dir, struct nlgraph_logs_opts *o, struct runset *rs,
			   size_t *nruns, struct diags *d);
/* The same, each run handed over to sink as soon as it is read (runs.h
 * struct run_sink; NULL: appended to rs as above), so memory is bounded by
 * the runs read ahead (gravel score): each run is read, and prepared, on
 * reader threads (pipeline.h) while the caller takes the ones before it. A
 * nonzero return of sink->each stops reading and is returned. */
int nlgraph_logs_read_each(const char *dir, struct nlgraph_logs_opts *o,
			   const struct run_sink *sink, struct runset *rs, size_t *nruns,
			   struct diags *d);

/* The same read one run folder at a time (the explorer loads in slices).
 * nlgraph_logs_walk_open lists the run folders of a checkout in reading
 * order (0, or an exit status when dir is not a checkout);
 * nlgraph_logs_walk_read reads entry e with o's record policy, exactly as
 * nlgraph_logs_read_opts does for it (an unplaced entry is only reported):
 * 0 (also for a skipped run), or the run's exit status. */
struct nlgraph_log_entry {
	char *path;		/* the run folder (unplaced: the folder above it) */
	const char *task_dir;	/* the task's NLGraph folder name (static) */
	char *difficulty, *folder;
	bool unplaced;		/* a run outside graph/<difficulty>/log/ */
};
struct nlgraph_logs_walk {
	struct nlgraph_log_entry *v;
	size_t n, cap;
};
int nlgraph_logs_walk_open(const char *dir, const struct nlgraph_logs_opts *o,
			   struct nlgraph_logs_walk *w, struct diags *d);
int nlgraph_logs_walk_read(const struct nlgraph_log_entry *e, struct nlgraph_logs_opts *o,
			   struct runset *rs, size_t *nruns, struct diags *d);
void nlgraph_logs_walk_free(struct nlgraph_logs_walk *w);
/* nlgraph_logs_read's contract after a walk with o (strict false): when
 * runs were skipped their warnings become errors and the result is
 * EXIT_DATAERR; else 0. */
int nlgraph_logs_fail_skipped(const struct nlgraph_logs_opts *o, struct diags *d);

/* nlgraph-prompt.c: model and method of a run (ns: the namespace text or
 * NULL; model: its --model index or -1; sc: the run voted). Either result
 * may be NULL (unknown); caller frees. */
void nlgraph_run_names(const char *ns, long model, bool sc, const char *run_folder,
		       char **model_out, char **method_out);
/* Does prompt.txt's last question (len bytes) show problem p's graph?
 * 1 yes, 0 no, -1 p has neither question text nor graph to compare. */
int nlgraph_prompt_matches(const char *prompt, size_t len, const struct problem *p);
/* The same for many problems against one prompt: its integers are read
 * once (nlgraph_prompt_new), then each nlgraph_prompt_match answers as
 * nlgraph_prompt_matches would. */
struct nlgraph_prompt;
struct nlgraph_prompt *nlgraph_prompt_new(const char *prompt, size_t len);
int nlgraph_prompt_match(struct nlgraph_prompt *pr, const struct problem *p);
void nlgraph_prompt_free(struct nlgraph_prompt *pr);

/* Read one run folder. task_dir is the task's NLGraph folder name and
 * difficulty the folder above log/. Returns 0 or an exit status. */
int nlgraph_log_read_run(const char *path, const char *task_dir, const char *difficulty,
			 const char *run_folder, struct runset *rs, struct diags *d);

#endif
