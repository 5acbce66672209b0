/* score-run.c - `gravel score` as one call (score-run.h): the problems
 * loaded, the runs read through the benchmark table and scored in one
 * stream, the result printed. */
#include "config.h"
#include "score-run.h"
#include "annot.h"
#include "bench.h"
#include "explore.h"
#include "line-stream.h"
#include "score-heatmap.h"
#include "compare.h"
#include "source.h"
#include "standardize.h"
#include "workspace-annot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Score one run's answers as read; -1 stops reading once writing the
 * items failed (score_streamed says so). */
static int stream_run(void *ctx, struct runset *rs)
{
	return score_stream_add(ctx, rs) != 0 ? -1 : 0;
}

/* A checkout's runs are scored on reader threads as they are read
 * (score_stream_part), then added in order; the reader says how many
 * threads score before the first run (stream_start). */
static void stream_start(void *ctx, unsigned threads)
{
	score_stream_ready(ctx, threads > 0);
}

static void *stream_part(void *ctx, struct runset *rs)
{
	return score_stream_part(ctx, rs);
}

static int stream_take(void *ctx, struct runset *rs, void *part)
{
	if (!part)	/* not prepared: scored here */
		return stream_run(ctx, rs);
	return score_stream_take(ctx, rs, part) != 0 ? -1 : 0;
}

static void stream_drop(void *ctx, void *part)
{
	(void)ctx;
	score_part_free(part);
}

/* A RUNS argument: runs JSONL, or a benchmark checkout whose logs are
 * read (bench.h), checked against the problems: runs made on other graphs
 * carry answer.mismatch. With ss, a checkout's runs, a stream's (stdin, a
 * pipe) and a runs JSONL file's are scored one at a time as
 * they are read (memory: a few runs, not all of them; a file's items are
 * held in a temporary file until every line is read); a file whose runs
 * resume is read whole (score_stream_add_all scores it a run at a time). */
static int load_runs(const char *path, const struct problemset *ps, struct runset *rs,
		     struct score_stream *ss, struct diags *d)
{
	const struct benchmark *b = bench_detect(path);
	struct run_sink sink = { stream_start, stream_take, stream_part, stream_drop, ss };
	struct bench_runs br = { ps, 0, 0, 0, ss ? &sink : NULL };
	int rc;

	if (!b && ss && path_is_stream(path))	/* a pipe: one run at a time */
		return runs_stream_jsonl(path, stream_run, ss, rs, d);
	if (!b && ss) {	/* a file: a run at a time (its items held aside) */
		rc = score_stream_file(ss, path, d);
		if (rc != SCORE_STREAM_WHOLE)
			return rc;
	}
	if (!b)	/* else read whole (scored a run at a time) */
		return runs_read_jsonl(path, rs, d);
	if (!b->read_runs) {
		diag_error(d, path, 0, 0, "a %s checkout has no runs (give runs JSONL)", b->name);
		return EXIT_DATAERR;
	}
	rc = b->read_runs(path, &br, rs, d);
	if (!rc && br.skipped)
		rc = EXIT_DATAERR;	/* the runs named above cannot be read */
	if (!rc && br.mismatched)
		diag_warn(d, path, 0, 0, "%zu runs flagged \"mismatch\" (not asked on the "
					 "dataset's graphs)", br.mismatched);
	if (!rc && !br.runs)
		diag_warn(d, path, 0, 0, "no NLGraph log runs found");
	return rc;
}

/* The end of the output: flushed, and a write error reported once. */
static int stdout_done(int rc)
{
	if (fflush(stdout) != 0 && !rc)
		rc = EXIT_IOERR;
	if (rc == EXIT_IOERR)
		fprintf(stderr, "gravel score: <stdout>: %s\n", strerror(errno));
	return rc;
}

static bool keep_item(void *ctx, const struct score_item *it)
{
	return ex_item_filter_match(ctx, it);
}

/* What needs every item at once: the runs read whole, one part. */
static bool needs_whole(const struct score_args *a)
{
	return a->census || a->standardize || a->with || a->compare[0] ||
	       (a->items && a->fmt == SF_JSON);
}

/* --compare A,B: the two runs' first errors per kind and the moves, as
 * the comparison screen's kinds view (or its CSV). */
static int print_compare(const struct score_args *a, const struct score_report *rep)
{
	struct compare c;
	int rc;

	compare_init(&c);
	if (compare_report(&c, rep, a->compare[0], a->compare[1]) != 0) {
		fprintf(stderr, "gravel score: --compare: run '%s' or '%s' has no scored item\n",
			a->compare[0], a->compare[1]);
		compare_free(&c);
		return EXIT_DATAERR;
	}
	rc = a->fmt == SF_CSV ? compare_kinds_csv(&c, a->compare[0], a->compare[1], stdout)
			      : compare_print_kinds(stdout, &c, a->compare[0], a->compare[1]);
	compare_free(&c);
	return rc != 0 ? EXIT_IOERR : EXIT_OK;
}

/* The output once every run is scored: from the whole report (rep) or the
 * stream's groups; items were written as they were scored. */
static int print_result(const struct score_args *a, struct score_stream *ss,
			struct score_report *rep)
{
	struct score_group *g;
	size_t ng;
	int rc = EXIT_OK;

	if (!ss->whole && a->items)
		return EXIT_OK;
	if (a->census)
		return score_print_unparsed(stdout, rep, a->by_pattern) != 0 ? EXIT_IOERR : EXIT_OK;
	if (a->standardize) {
		struct std_table t;
		standardize(rep, &t);
		if (standardize_print(stdout, a->fmt, &t, rep->pol->name) != 0)
			rc = EXIT_IOERR;
		std_table_free(&t);
		return rc;
	}
	if (a->items)
		return score_print_items(stdout, a->fmt, rep) != 0 ? EXIT_IOERR : EXIT_OK;
	if (a->compare[0])
		return print_compare(a, rep);
	if (ss->whole) {
		g = score_group(rep, a->keys, a->nkeys, &ng);
	} else {
		g = score_stream_groups(ss, &ng);
		rep = (struct score_report *)score_stream_report(ss);
	}
	if (a->heat) {	/* one column per size in the CSV, ranges that fit on screen */
		struct heatmap hm;
		heatmap_build(&hm, a->keys[1], a->heat_kind, g, ng,
			      a->fmt == SF_CSV ? 0 : heatmap_fit(80));
		if ((a->fmt == SF_CSV ? heatmap_print_csv(stdout, &hm) : heatmap_print_text(stdout, &hm)) !=
		    0)
			rc = EXIT_IOERR;
		heatmap_free(&hm);
	} else if (score_print_groups(stdout, a->fmt, rep, a->keys, a->nkeys, g, ng) != 0)
		rc = EXIT_IOERR;
	free(g);
	return rc;
}

int score_run(const struct score_args *a)
{
	const struct benchmark *bench = bench_detect(a->paths[0]);
	bool whole = needs_whole(a);
	struct score_report rep = { a->pol, NULL, 0, 0, 0 };
	struct annot_store *ast = NULL;
	struct annot_subst asub = { NULL, NULL, 0, 0 };
	struct score_subst sub = { annot_subst_text, &asub };
	struct diags d, drop_d, annot_d, score_d;
	struct score_stream ss;
	struct problemset ps;
	struct runset rs;
	int rc;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	diags_init(&drop_d);
	diags_init(&annot_d);
	diags_init(&score_d);
	if (bench && bench->read_runs)	/* the problems its logs were made on */
		rc = bench->load(a->paths[0], bench->run_sets, &ps, &d);
	else
		rc = problems_load(a->paths[0], &ps, &d);
	score_stream_init(&ss, a->pol);
	ss.resolve = bench_scorer_for;
	ss.ps = &ps;
	if (a->filter) {	/* as the navigator's filters select (explore.h) */
		ss.keep = keep_item;
		ss.keep_ctx = (void *)a->filter;
	}
	memcpy(ss.keys, a->keys, (size_t)a->nkeys * sizeof *a->keys);
	ss.nkeys = a->nkeys;
	ss.items = a->items;
	ss.fmt = a->fmt;
	ss.drop_mismatched = !a->include_mismatched && !a->pol->keeps_mismatched;
	ss.drop_d = &drop_d;	/* said after every load message */
	ss.d = &score_d;
	if (whole)
		ss.whole = &rep;
	if (!rc && a->npaths == 1)	/* the checkout's own logs */
		rc = load_runs(a->paths[0], &ps, &rs, whole ? NULL : &ss, &d);
	for (int i = 1; !rc && i < a->npaths; i++)
		rc = load_runs(a->paths[i], &ps, &rs, !whole && a->npaths == 2 ? &ss : NULL, &d);
	if (rc == -1 && ss.io_failed)	/* stopped by a write error: said below */
		rc = 0;
	if (!rc && a->with)
		rc = annot_open_arg(a->with, NULL, true, &ast, &annot_d);
	if (!rc && ast) {	/* overrides' messages among the scoring's */
		asub = (struct annot_subst){ ast, &score_d, 0, 0 };
		ss.sub = &sub;
	}
	if (!rc && whole)	/* the runs read whole: one part */
		score_stream_add(&ss, &rs);
	else if (!rc)	/* a runs file read whole: a run at a time */
		score_stream_add_all(&ss, &rs);
	diags_print(&d, stderr);
	if (rc)
		diags_print(&annot_d, stderr);
	if (!rc) {
		char *left = score_stream_missing_text(&ss, a->paths[0]);
		diags_print(&drop_d, stderr);
		diags_print(&annot_d, stderr);
		diags_print(&score_d, stderr);
		if (left)	/* once, not a warning per pair */
			fprintf(stderr, "gravel score: %s\n", left);
		free(left);
		if (ast)
			fprintf(stderr, "gravel score: %zu answers scored by their overrides (%s)\n",
				asub.used, annot_path(ast));
		rc = ss.io_failed ? EXIT_IOERR : print_result(a, &ss, &rep);
		rc = stdout_done(rc);
	}
	score_stream_free(&ss);
	score_report_free(&rep);
	annot_close(ast);
	runset_free(&rs);
	problemset_free(&ps);
	diags_free(&d);
	diags_free(&drop_d);
	diags_free(&annot_d);
	diags_free(&score_d);
	return rc;
}
