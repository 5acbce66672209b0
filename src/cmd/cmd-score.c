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
#include "options.h"
#include "explore.h"
#include "bench.h"
#include "score-heatmap.h"
#include "score-run.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void policy_names(FILE *fp)
{
	for (size_t i = 0; i < policy_count(); i++)
		fprintf(fp, " %s%s", policy_at(i)->name,
			policy_at(i) == policy_default() ? " (default)" : "");
}

static const struct cmd_opt score_opts[] = {
	{ NULL, 0, NULL, NULL, "\nRe-score model answers against problems.", OPT_TEXT, NULL },
	{ "PROBLEMS", 0, NULL, NULL, "problems JSONL, or an NLGraph checkout (its logs are runs)",
	  OPT_OPERAND, NULL },
	{ "RUNS", 0, NULL, NULL,
	  "runs JSONL files (\"-\" for stdin) or NLGraph checkouts;\n"
	  "a pipe is read and scored a run at a time (keep each\n"
	  "run's lines together)", OPT_OPERAND, NULL },
	{ "policy", 'p', "P", "--policy strict|compat", "scoring policy:", 0, policy_names },
	{ "by", 'b', "KEYS", "--by task,difficulty,run,...",
	  "group by up to three of task,difficulty,run,ability,\n"
	  "category,set,direction,model,method,n (n: the graph's\n"
	  "nodes; default run), family (the category's family:\n"
	  "sparse, planar, ...), kind, outcome (why items fail:\n"
	  "the first error's kind, the outcome; see gravel(1))", 0, NULL },
	{ "items", 'i', NULL, NULL, "one record per (run, problem) instead of groups", 0, NULL },
	{ "unparsed", 'u', NULL, "--unparsed [--by pattern]",
	  "the census of unparsed answers: each with its closing\n"
	  "text, then the count per task; --by pattern groups them\n"
	  "by their closing line (digits as N), most frequent first", 0, NULL },
	{ "format", 'f', "F", "--format table|json|jsonl|csv",
	  "table (default), json, jsonl or csv; paper: GraphEval2000's\n"
	  "layout, per run the pass rate by problem and graph family\n"
	  "over the cases within the statement's constraints, off-spec\n"
	  "cases apart", 0, NULL },
	{ "standardize", 's', NULL, NULL,
	  "GraCoRe's standardised scores: z per task over the runs\n"
	  "(sample sd), one min-max over all z to 0-100; per run\n"
	  "its task scores, average z and total (see gravel standardize)", 0, NULL },
	{ "with-annotations", 'w', "W", "--with-annotations WORKSPACE_OR_FILE",
	  "score overridden answers by their overrides (W: a\n"
	  "workspace .yaml or its annotation file); items say \"override\"", 0, NULL },
	{ "include-mismatched", 'M', NULL, NULL,
	  "policy strict: also score runs made on other graphs\n"
	  "than the dataset's (left out by default, one warning each)", 0, NULL },
	{ NULL, 0, NULL, NULL,
	  "  KEYS may also be model and method (NLGraph logs: from prompt.txt and the\n"
	  "                 run name; \"-\" when unknown)", OPT_TEXT, NULL },
	{ "filter", 'F', "SPEC", NULL,
	  "keep the items the navigator's filters would: comma-separated\n"
	  "verdict=right|wrong|partial|unparsed, task=T, difficulty=D,\n"
	  "run=R, flag=F (a score flag, or differs), e.g.\n"
	  "--filter verdict=wrong,task=flow --items; kind=K (the first\n"
	  "error's kind) and claim=K (any false claim's), K one of\n"
	  "the kinds of gravel(1) WHY ANSWERS FAIL", 0, NULL },
	{ "heatmap", 'H', "task,n|task,difficulty", "--heatmap task,n|task,difficulty",
	  "accuracy per task and graph size (in\n"
	  "ranges that fit 80 columns) or difficulty, shaded cells\n"
	  "with their values and a legend; --format csv: the grid,\n"
	  "a column per size, empty where no item was scored", 0, NULL },
	{ "kind", 'k', "K", NULL,
	  "with --heatmap: each cell the share of its scored items\n"
	  "whose first error is K (a kind of gravel(1) WHY ANSWERS\n"
	  "FAIL), or none: the share with no error found", 0, NULL },
	{ "compare", 'C', "A,B", "--compare RUN_A,RUN_B",
	  "the first errors of runs A and B per kind over the\n"
	  "problems both scored, and how many items moved from\n"
	  "kind X in A to Y in B, largest first (the comparison\n"
	  "screen's kinds); --format csv: run_a,run_b,kind_a,kind_b,items", 0, NULL },
	/* gravel(1)'s WHY ANSWERS FAIL (make update-man) */
	{ "dump-kinds", 'K', "man", NULL, "", OPT_HIDDEN, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

/* --kind K into a->heat_kind; 0, or the usage error's status. */
static int parse_heat_kind(const char *s, struct score_args *a)
{
	a->heat_kind = heatmap_kind_parse(s);
	if (!a->heat_kind)
		return cmd_usage_error(&cmd_score,
				       "--kind takes a first error's kind (invented-edge, arithmetic, "
				       "...; gravel(1) WHY ANSWERS FAIL) or none, not '%s'",
				       s);
	return EXIT_OK;
}

/* "A,B" into a->compare (pointers into s, which outlives the run: argv);
 * 0, or the usage error's status unless two names that differ. The comma
 * splits: run names hold slashes and dashes, not commas. */
static int parse_compare(char *s, struct score_args *a)
{
	char *comma = strchr(s, ',');
	size_t la = comma ? (size_t)(comma - s) : 0;

	if (!comma || comma == s || !comma[1] || strchr(comma + 1, ',') ||
	    (strlen(comma + 1) == la && !strncmp(s, comma + 1, la)))
		return cmd_usage_error(&cmd_score,
				       "--compare takes two run names, RUN_A,RUN_B, not '%s'", s);
	*comma = '\0';
	a->compare[0] = s;
	a->compare[1] = comma + 1;
	return 0;
}

/* The options given, checked against each other; --heatmap's keys set
 * once --kind is known. 0, or the usage error's status. */
static int check_combination(struct score_args *a, bool by_keys)
{
	if (a->by_pattern && !a->census)
		return cmd_usage_error(&cmd_score, "--by pattern needs --unparsed");
	if (a->census && (a->items || a->standardize))
		return cmd_usage_error(&cmd_score, "--unparsed excludes --items and --standardize");
	if (a->items && a->standardize)
		return cmd_usage_error(&cmd_score, "--items and --standardize exclude each other");
	if (a->fmt == SF_PAPER && (a->items || a->standardize || a->census || by_keys))
		return cmd_usage_error(&cmd_score, "--format paper groups by run, problem and family "
						   "itself: no --by, --items, --unparsed or --standardize");
	if (a->heat && (a->items || a->standardize || a->census || by_keys || a->by_pattern))
		return cmd_usage_error(&cmd_score, "--heatmap groups by task and n or difficulty "
						   "itself: no --by, --items, --unparsed or --standardize");
	if (a->compare[0] && (a->items || a->standardize || a->census || by_keys || a->heat))
		return cmd_usage_error(&cmd_score, "--compare pairs two runs' items itself: no --by, "
						   "--items, --unparsed, --standardize or --heatmap");
	if (a->compare[0] && a->fmt != SF_TABLE && a->fmt != SF_CSV)
		return cmd_usage_error(&cmd_score, "--compare is written as a table (the default) or "
						   "as csv");
	if (a->heat_kind && !a->heat)
		return cmd_usage_error(&cmd_score, "--kind is the kind whose share --heatmap draws: "
						   "use it with --heatmap (--by kind counts every kind)");
	if (a->heat)
		a->nkeys = heatmap_keys(a->keys[1], a->heat_kind, a->keys);
	if (a->heat && a->fmt != SF_TABLE && a->fmt != SF_CSV)
		return cmd_usage_error(&cmd_score, "--heatmap is drawn as a table (the default) or "
						   "written as csv");
	return EXIT_OK;
}

/* The options into a, checked against each other; 0, or the exit status
 * (--help and --dump-kinds print and return EXIT_OK through *done). */
static int parse(int argc, char **argv, struct score_args *a, struct ex_item_filter *xf,
		 bool *done)
{
	bool known, by_keys = false;
	const char *filter = NULL;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_score, argc, argv)) != -1) {
		switch (c) {
		case 'p':
			a->pol = policy_find(optarg, &known);
			if (!a->pol)
				return cmd_usage_error(&cmd_score, "unknown policy '%s'", optarg);
			break;
		case 'b':
			if (!strcmp(optarg, "pattern")) {
				a->by_pattern = true;
				break;
			}
			a->nkeys = score_parse_by(optarg, a->keys);
			if (a->nkeys <= 0)
				return cmd_usage_error(&cmd_score,
						       "--by takes up to three of task, difficulty, run, ability, "
						       "category, set, direction, model, method, n, family, kind, "
						       "outcome, comma-separated");
			by_keys = true;
			break;
		case 'H':
			if (heatmap_parse(optarg, a->keys) != 0)
				return cmd_usage_error(&cmd_score,
						       "--heatmap takes task,n or task,difficulty, not '%s'",
						       optarg);
			a->nkeys = 2;
			a->heat = true;
			break;
		case 'k':
			if ((rc = parse_heat_kind(optarg, a)) != EXIT_OK)
				return rc;
			break;
		case 'C':
			if ((rc = parse_compare(optarg, a)) != EXIT_OK)
				return rc;
			break;
		case 'i':
			a->items = true;
			break;
		case 'u':
			a->census = true;
			break;
		case 's':
			a->standardize = true;
			break;
		case 'w':
			a->with = optarg;
			break;
		case 'M':
			a->include_mismatched = true;
			break;
		case 'F':
			filter = optarg;
			break;
		case 'K':
			if (strcmp(optarg, "man"))
				return cmd_usage_error(&cmd_score, "--dump-kinds wants man, not '%s'",
						       optarg);
			taxonomy_print_man(stdout);
			*done = true;
			return fflush(stdout) || ferror(stdout) ? EXIT_IOERR : EXIT_OK;
		case 'f':
			if (score_parse_format(optarg, &a->fmt) != 0)
				return cmd_usage_error(&cmd_score,
						       "--format must be table, json, jsonl, csv or paper");
			break;
		case 'h':
			cmd_help(&cmd_score, stdout);
			*done = true;
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_score, c, argv);
		}
	}
	rc = check_combination(a, by_keys);
	if (rc != EXIT_OK)
		return rc;
	if (a->fmt == SF_PAPER)
		a->nkeys = score_parse_by(SCORE_PAPER_KEYS, a->keys);
	if (filter) {
		char *err;
		if (ex_item_filter_parse(filter, xf, &err) != 0) {
			rc = cmd_usage_error(&cmd_score, "%s", err);
			free(err);
			return rc;
		}
		a->filter = xf;
	}
	return EXIT_OK;
}

/* PROBLEMS and RUNS: there, and runs given unless PROBLEMS has logs. */
static int check_paths(char *const *paths, int n)
{
	const struct benchmark *bench;
	struct stat st;

	if (n < 1)
		return cmd_usage_error(&cmd_score, "expected PROBLEMS");
	bench = bench_detect(paths[0]);
	/* a path that is not there is no problems file either: said as any
	 * input that cannot be read, before asking for RUNS */
	if (n == 1 && !bench && strcmp(paths[0], "-") && stat(paths[0], &st) != 0) {
		fprintf(stderr, "%s: cannot read: %s\n", paths[0], strerror(errno));
		return EXIT_NOINPUT;
	}
	if (n == 1 && !(bench && bench->read_runs))
		return cmd_usage_error(&cmd_score, "expected RUNS after a problems file");
	return EXIT_OK;
}

static int score_exec(int argc, char **argv)
{
	struct score_args a = { .pol = policy_default(), .keys = { SK_RUN }, .nkeys = 1,
				.fmt = SF_TABLE };
	struct ex_item_filter xf;
	bool done = false;
	int rc;

	memset(&xf, 0, sizeof xf);
	rc = parse(argc, argv, &a, &xf, &done);
	if (!rc && !done)
		rc = check_paths(argv + optind, argc - optind);
	if (!rc && !done) {
		a.paths = argv + optind;
		a.npaths = argc - optind;
		rc = score_run(&a);
	}
	ex_item_filter_free(&xf);
	return rc;
}

const struct command cmd_score = {
	.name = "score",
	.usage = "PROBLEMS [RUNS...]",
	.summary = "re-score model answers (NLGraph logs or runs JSONL)",
	.exec = score_exec,
	.opts = score_opts,
	.help_col = 17,
};
