/* cmd-score.c - `gravel score PROBLEMS RUNS... [--policy P] [--by KEYS]
 * [--items] [--format F] [--standardize]`.
 *
 * PROBLEMS is a problems JSONL file or an NLGraph checkout; a checkout's
 * logs are runs too. Each RUNS argument is a runs JSONL file ("-" for
 * stdin) or an NLGraph checkout whose logs are read. With
 * --with-annotations, answers that an annotator overrode (annot.h) are
 * scored by their override's canonical text, and their items carry the flag
 * "override". */
#include "config.h"
#include "cmd.h"
#include "explore.h"
#include "annot.h"
#include "workspace-annot.h"
#include "bench.h"
#include "score.h"
#include "score-heatmap.h"
#include "source.h"
#include "standardize.h"
#include "line-stream.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

static void help(void)
{
	cmd_usage(&cmd_score, stdout);
	printf("\nRe-score model answers against problems.\n"
	       "  PROBLEMS       problems JSONL, or an NLGraph checkout (its logs are runs)\n"
	       "  RUNS           runs JSONL files (\"-\" for stdin) or NLGraph checkouts;\n"
	       "                 a pipe is read and scored a run at a time (keep each\n"
	       "                 run's lines together)\n"
	       "  --policy P     scoring policy:");
	for (size_t i = 0; i < policy_count(); i++)
		printf(" %s%s", policy_at(i)->name, policy_at(i) == policy_default() ? " (default)" : "");
	printf("\n  --by KEYS      group by up to three of task,difficulty,run,ability,\n"
	       "                 category,set,direction,model,method,n (n: the graph's\n"
	       "                 nodes; default run), family (the category's family:\n"
	       "                 sparse, planar, ...), kind, outcome (why items fail:\n"
	       "                 the first error's kind, the outcome; see gravel(1))\n"
	       "  --items        one record per (run, problem) instead of groups\n"
	       "  --unparsed     the census of unparsed answers: each with its closing\n"
	       "                 text, then the count per task; --by pattern groups them\n"
	       "                 by their closing line (digits as N), most frequent first\n"
	       "  --heatmap task,n|task,difficulty  accuracy per task and graph size (in\n"
	       "                 ranges that fit 80 columns) or difficulty, shaded cells\n"
	       "                 with their values and a legend; --format csv: the grid,\n"
	       "                 a column per size, empty where no item was scored\n"
	       "  --format F     table (default), json, jsonl or csv; paper: GraphEval2000's\n"
	       "                 layout, per run the pass rate by problem and graph family\n"
	       "                 over the cases within the statement's constraints, off-spec\n"
	       "                 cases apart\n"
	       "  --standardize  GraCoRe's standardised scores: z per task over the runs\n"
	       "                 (sample sd), one min-max over all z to 0-100; per run\n"
	       "                 its task scores, average z and total (see gravel standardize)\n"
	       "  --with-annotations W  score overridden answers by their overrides (W: a\n"
	       "                 workspace .yaml or its annotation file); items say \"override\"\n"
	       "  --include-mismatched  policy strict: also score runs made on other graphs\n"
	       "                 than the dataset's (left out by default, one warning each)\n"
	       "  KEYS may also be model and method (NLGraph logs: from prompt.txt and the\n"
	       "                 run name; \"-\" when unknown)\n"
	       "  --filter SPEC  keep the items the navigator's filters would: comma-separated\n"
	       "                 verdict=right|wrong|partial|unparsed, task=T, difficulty=D,\n"
	       "                 run=R, flag=F (a score flag, or differs), e.g.\n"
	       "                 --filter verdict=wrong,task=flow --items; kind=K (the first\n"
	       "                 error's kind) and claim=K (any false claim's), K one of\n"
	       "                 the kinds of gravel(1) WHY ANSWERS FAIL\n");
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

/* The groups as score --by prints them, or with heat (--heatmap, keys
 * {task, n or difficulty}) as a picture 80 columns wide, or its CSV grid
 * (one column per size). 0, or -1 on a write error. */
static int print_groups(enum score_format fmt, bool heat, const struct score_report *rep,
			const enum score_key *keys, int nkeys, const struct score_group *g,
			size_t ng)
{
	struct heatmap hm;
	int rc;

	if (!heat)
		return score_print_groups(stdout, fmt, rep, keys, nkeys, g, ng);
	heatmap_build(&hm, keys[1], g, ng, fmt == SF_CSV ? 0 : heatmap_fit(80));
	rc = fmt == SF_CSV ? heatmap_print_csv(stdout, &hm) : heatmap_print_text(stdout, &hm);
	heatmap_free(&hm);
	return rc;
}

static bool keep_item(void *ctx, const struct score_item *it)
{
	return ex_item_filter_match(ctx, it);
}

/* Groups, or items other than one JSON array, scored a part at a time
 * (score.h score_stream): a checkout's runs one by one as they are read, a
 * single runs file whole, several together (a (run, problem) pair may
 * span them). The same output and messages, in the same order, as scoring
 * the whole runset; the items are written as each run is scored. ps is
 * loaded; xf NULL: no filter. */
static int score_streamed(const struct policy *pol, bool mismatched, const enum score_key *keys,
			  int nkeys, bool items, enum score_format fmt, bool heat,
			  const struct ex_item_filter *xf, struct problemset *ps, char **args,
			  int nargs, struct diags *d)
{
	struct score_stream ss;
	struct diags drop_d, score_d;
	struct runset rs;
	int rc = 0;

	runset_init(&rs);
	diags_init(&drop_d);
	diags_init(&score_d);
	score_stream_init(&ss, pol);
	ss.resolve = bench_scorer_for;
	ss.ps = ps;
	if (xf) {	/* as the navigator's filters select (explore.h) */
		ss.keep = keep_item;
		ss.keep_ctx = (void *)xf;
	}
	memcpy(ss.keys, keys, (size_t)nkeys * sizeof *keys);
	ss.nkeys = nkeys;
	ss.items = items;
	ss.fmt = fmt;
	/* compat reproduces the recorded scores, whatever graph they came from */
	ss.drop_mismatched = !mismatched && strcmp(pol->name, "compat") != 0;
	ss.drop_d = &drop_d;	/* said after every load message, as before */
	ss.d = &score_d;
	if (nargs == 1)		/* the checkout's own logs */
		rc = load_runs(args[0], ps, &rs, &ss, d);
	for (int a = 1; !rc && a < nargs; a++)
		rc = load_runs(args[a], ps, &rs, nargs == 2 ? &ss : NULL, d);
	if (rc == -1 && ss.io_failed)	/* stopped by a write error: said below */
		rc = 0;
	if (!rc)	/* a runs file read whole: a run at a time */
		score_stream_add_all(&ss, &rs);
	runset_free(&rs);
	diags_print(d, stderr);
	if (!rc) {
		char *left = score_stream_missing_text(&ss, args[0]);
		diags_print(&drop_d, stderr);
		diags_print(&score_d, stderr);
		if (left)	/* once, not a warning per pair */
			fprintf(stderr, "gravel score: %s\n", left);
		free(left);
		if (ss.io_failed) {
			rc = EXIT_IOERR;
		} else if (!items) {
			size_t ng;
			struct score_group *g = score_stream_groups(&ss, &ng);
			if (print_groups(fmt, heat, score_stream_report(&ss), keys, nkeys, g, ng) !=
			    0)
				rc = EXIT_IOERR;
			free(g);
		}
		rc = stdout_done(rc);
	}
	score_stream_free(&ss);
	diags_free(&drop_d);
	diags_free(&score_d);
	return rc;
}

static int score_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "policy", required_argument, NULL, 'p' },
		{ "by", required_argument, NULL, 'b' },
		{ "items", no_argument, NULL, 'i' },
		{ "unparsed", no_argument, NULL, 'u' },
		{ "format", required_argument, NULL, 'f' },
		{ "standardize", no_argument, NULL, 's' },
		{ "with-annotations", required_argument, NULL, 'w' },
		{ "include-mismatched", no_argument, NULL, 'M' },
		{ "filter", required_argument, NULL, 'F' },
		{ "dump-kinds", required_argument, NULL, 'K' },
		{ "heatmap", required_argument, NULL, 'H' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const struct policy *pol = policy_default();
	enum score_key keys[3] = { SK_RUN };
	enum score_format fmt = SF_TABLE;
	int nkeys = 1, items = 0, c, rc = EXIT_OK;
	struct problemset ps;
	struct runset rs;
	struct score_report rep;
	struct diags d;
	bool known, standard = false, mismatched = false, census = false, by_pattern = false;
	bool by_keys = false, heat = false;
	const char *with = NULL, *filter = NULL;
	const struct benchmark *bench;
	struct ex_item_filter xf;
	struct annot_store *ast = NULL;
	struct annot_subst asub = { NULL, NULL, 0, 0 };

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		switch (c) {
		case 'p':
			pol = policy_find(optarg, &known);
			if (!pol)
				return cmd_usage_error(&cmd_score, "unknown policy '%s'", optarg);
			break;
		case 'b':
			if (!strcmp(optarg, "pattern")) {
				by_pattern = true;
				break;
			}
			nkeys = score_parse_by(optarg, keys);
			if (nkeys <= 0)
				return cmd_usage_error(&cmd_score,
						       "--by takes up to three of task, difficulty, run, ability, "
						       "category, set, direction, model, method, n, family, kind, "
						       "outcome, comma-separated");
			by_keys = true;
			break;
		case 'H':
			if (heatmap_parse(optarg, keys) != 0)
				return cmd_usage_error(&cmd_score,
						       "--heatmap takes task,n or task,difficulty, not '%s'",
						       optarg);
			nkeys = 2;
			heat = true;
			break;
		case 'i':
			items = 1;
			break;
		case 'u':
			census = true;
			break;
		case 's':
			standard = true;
			break;
		case 'w':
			with = optarg;
			break;
		case 'M':
			mismatched = true;
			break;
		case 'F':
			filter = optarg;
			break;
		case 'K':	/* gravel(1)'s WHY ANSWERS FAIL (make update-man) */
			if (strcmp(optarg, "man"))
				return cmd_usage_error(&cmd_score, "--dump-kinds wants man, not '%s'",
						       optarg);
			taxonomy_print_man(stdout);
			return fflush(stdout) || ferror(stdout) ? EXIT_IOERR : EXIT_OK;
		case 'f':
			if (score_parse_format(optarg, &fmt) != 0)
				return cmd_usage_error(&cmd_score,
						       "--format must be table, json, jsonl, csv or paper");
			break;
		case 'h':
			help();
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_score, c, argv);
		}
	}
	if (by_pattern && !census)
		return cmd_usage_error(&cmd_score, "--by pattern needs --unparsed");
	if (census && (items || standard))
		return cmd_usage_error(&cmd_score, "--unparsed excludes --items and --standardize");
	if (items && standard)
		return cmd_usage_error(&cmd_score, "--items and --standardize exclude each other");
	if (fmt == SF_PAPER && (items || standard || census || by_keys))
		return cmd_usage_error(&cmd_score, "--format paper groups by run, problem and family "
						   "itself: no --by, --items, --unparsed or --standardize");
	if (heat && (items || standard || census || by_keys || by_pattern))
		return cmd_usage_error(&cmd_score, "--heatmap groups by task and n or difficulty "
						   "itself: no --by, --items, --unparsed or --standardize");
	if (heat && fmt != SF_TABLE && fmt != SF_CSV)
		return cmd_usage_error(&cmd_score, "--heatmap is drawn as a table (the default) or "
						   "written as csv");
	if (fmt == SF_PAPER)
		nkeys = score_parse_by(SCORE_PAPER_KEYS, keys);
	memset(&xf, 0, sizeof xf);
	if (filter) {
		char *err;
		if (ex_item_filter_parse(filter, &xf, &err) != 0) {
			rc = cmd_usage_error(&cmd_score, "%s", err);
			free(err);
			return rc;
		}
	}
	if (optind >= argc)
		return cmd_usage_error(&cmd_score, "expected PROBLEMS");
	bench = bench_detect(argv[optind]);
	if (optind + 1 == argc && !bench) {
		/* a path that is not there is no problems file either: said as
		 * any input that cannot be read, before asking for RUNS */
		struct stat st;
		if (strcmp(argv[optind], "-") && stat(argv[optind], &st) != 0) {
			fprintf(stderr, "%s: cannot read: %s\n", argv[optind], strerror(errno));
			return EXIT_NOINPUT;
		}
	}
	if (optind + 1 == argc && !(bench && bench->read_runs))
		return cmd_usage_error(&cmd_score, "expected RUNS after a problems file");

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	if (bench && bench->read_runs)	/* the problems its logs were made on */
		rc = bench->load(argv[optind], bench->run_sets, &ps, &d);
	else
		rc = problems_load(argv[optind], &ps, &d);
	if (!rc && !census && !standard && !with && !(items && fmt == SF_JSON)) {
		rc = score_streamed(pol, mismatched, keys, nkeys, items, fmt, heat,
				    filter ? &xf : NULL,
				    &ps, argv + optind, argc - optind, &d);
		ex_item_filter_free(&xf);
		diags_free(&d);
		problemset_free(&ps);
		return rc;
	}
	if (!rc && optind + 1 == argc)	/* the checkout's own logs */
		rc = load_runs(argv[optind], &ps, &rs, NULL, &d);
	for (int a = optind + 1; !rc && a < argc; a++)
		rc = load_runs(argv[a], &ps, &rs, NULL, &d);
	/* compat reproduces the recorded scores, whatever graph they came from */
	if (!rc && !mismatched && strcmp(pol->name, "compat") != 0)
		runset_drop_mismatched(&rs, &d);
	if (!rc && with)
		rc = annot_open_arg(with, NULL, true, &ast, &d);
	if (!rc && ast) {
		struct score_subst ss = { annot_subst_text, &asub };
		asub = (struct annot_subst){ ast, &d, 0, 0 };
		score_runs_subst(pol, bench_scorer_for, &ps, &rs, &ss, &rep, &d);
	} else if (!rc) {
		score_runs_subst(pol, bench_scorer_for, &ps, &rs, NULL, &rep, &d);
	}
	diags_print(&d, stderr);
	if (!rc && filter)	/* as the navigator's filters select (explore.h) */
		ex_item_filter_apply(&xf, &rep);
	ex_item_filter_free(&xf);
	if (!rc) {
		char *left = score_missing_text(&rep, argv[optind]);
		if (left)	/* once, not a warning per pair */
			fprintf(stderr, "gravel score: %s\n", left);
		free(left);
		if (ast)
			fprintf(stderr, "gravel score: %zu answers scored by their overrides (%s)\n",
				asub.used, annot_path(ast));
		if (census) {
			if (score_print_unparsed(stdout, &rep, by_pattern) != 0)
				rc = EXIT_IOERR;
		} else if (standard) {
			struct std_table t;
			standardize(&rep, &t);
			if (standardize_print(stdout, fmt, &t, rep.pol->name) != 0)
				rc = EXIT_IOERR;
			std_table_free(&t);
		} else if (items) {
			if (score_print_items(stdout, fmt, &rep) != 0)
				rc = EXIT_IOERR;
		} else {
			size_t ng;
			struct score_group *g = score_group(&rep, keys, nkeys, &ng);
			if (print_groups(fmt, heat, &rep, keys, nkeys, g, ng) != 0)
				rc = EXIT_IOERR;
			free(g);
		}
		rc = stdout_done(rc);
		score_report_free(&rep);
	}
	diags_free(&d);
	annot_close(ast);
	runset_free(&rs);
	problemset_free(&ps);
	return rc;
}

const struct command cmd_score = {
	"score",
	"PROBLEMS [RUNS...] [--policy strict|compat] [--by task,difficulty,run,...] [--items] "
	"[--unparsed [--by pattern]] "
	"[--format table|json|jsonl|csv] [--standardize] [--with-annotations WORKSPACE_OR_FILE] "
	"[--include-mismatched] [--filter SPEC] [--heatmap task,n|task,difficulty]",
	"re-score model answers (NLGraph logs or runs JSONL)", score_exec,
};
