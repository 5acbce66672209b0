/* cmd-solve.c - `gravel solve PROBLEMS [ID] [--format text|json|jsonl]`.
 *
 * Runs the reference solver of each problem (or the one named) and prints
 * its answer in the gold.answer shape: text, one readable line per problem;
 * json, an object {"id","answer"} (an array of them without ID); jsonl, one
 * such object per line. --fill-gold writes the problems back as JSONL with
 * every missing gold answer filled by the solver (NLGraph topology hard
 * 180..199 have none). A problem the solver rejects is reported on stderr
 * as "ID: message" and the exit status is 65; the others are still printed.
 * PROBLEMS "-", a pipe or a device is a stream: each problem is solved and
 * printed as soon as its line is read (line-stream.h), so memory stays
 * bounded however long it runs. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "hetero-graph.h"
#include "line-stream.h"
#include "sanitize.h"
#include "solve.h"
#include "source.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum fmt { FMT_TEXT, FMT_JSON, FMT_JSONL };

/* One readable line: key=value, arrays as 0,3,2, nested as (0,1) (1,0).
 * With h (a typed graph's problem, whose questions name nodes by id), the
 * numbers in arrays are its nodes: each is shown by its id and name,
 * "m0 (Harbour Lights)", as the question names it (by its id alone in a
 * nested tuple: an edge "(a0,acted_in,m0)"). depth: arrays around j. */
static void value_text(struct strbuf *sb, const cJSON *j, const struct hetero *h, int depth)
{
	if (cJSON_IsBool(j)) {
		sb_puts(sb, cJSON_IsTrue(j) ? "yes" : "no");
	} else if (h && depth > 0 && cJSON_IsNumber(j) && j->valuedouble >= 0 &&
		   j->valuedouble < h->n && j->valuedouble == (double)(int)j->valuedouble) {
		int v = (int)j->valuedouble;
		sb_puts(sb, h->ids[v]);
		if (h->names[v] && depth == 1)
			sb_printf(sb, " (%s)", h->names[v]);
	} else if (cJSON_IsNumber(j)) {
		char *s = cJSON_PrintUnformatted(j);
		sb_puts(sb, s ? s : "?");
		free(s);
	} else if (cJSON_IsString(j)) {
		sb_puts(sb, j->valuestring);
	} else if (cJSON_IsArray(j)) {
		const cJSON *it;
		bool first = true, nested = j->child && cJSON_IsArray(j->child);
		cJSON_ArrayForEach(it, j) {
			if (!first)
				sb_puts(sb, nested ? " " : ",");
			first = false;
			if (cJSON_IsArray(it)) {
				sb_putc(sb, '(');
				value_text(sb, it, h, depth + 1);
				sb_putc(sb, ')');
			} else {
				value_text(sb, it, h, depth + 1);
			}
		}
		if (first)
			sb_puts(sb, "-");
	} else {
		sb_puts(sb, "null");
	}
}

static void print_text(const struct problem *p, const cJSON *ans)
{
	struct strbuf sb;
	const cJSON *it;
	char *id = sanitize_dup(p->id, SANITIZE_LINE), *line, *err = NULL;
	/* a typed graph: its nodes by name */
	struct hetero *h = p->extra && cJSON_GetObjectItemCaseSensitive(p->extra, "hetero") ?
				   hetero_from_problem(p, &err) : NULL;

	free(err);
	sb_init(&sb);
	cJSON_ArrayForEach(it, ans) {
		if (!strcmp(it->string, "by_layer"))
			continue;	/* every layer: in json output */
		sb_printf(&sb, "%s%s=", sb.len ? " " : "", it->string);
		value_text(&sb, it, h, 0);
	}
	if (h)
		hetero_free(h);
	line = sanitize_dup(sb.data ? sb.data : "", SANITIZE_LINE);
	printf("%s: %s\n", id, line);
	free(line);
	free(id);
	sb_free(&sb);
}

static cJSON *id_answer(const struct problem *p, cJSON *ans)
{
	cJSON *o = cJSON_CreateObject();

	cJSON_AddStringToObject(o, "id", p->id);
	cJSON_AddItemToObject(o, "answer", ans);
	return o;
}

static int emit(const struct problem *p, cJSON *ans, enum fmt f, cJSON *all)
{
	char *s;

	switch (f) {
	case FMT_TEXT:
		print_text(p, ans);
		cJSON_Delete(ans);
		break;
	case FMT_JSONL:
		ans = id_answer(p, ans);
		s = cJSON_PrintUnformatted(ans);
		if (!s)
			gravel_fatal("out of memory");
		puts(s);
		free(s);
		cJSON_Delete(ans);
		break;
	case FMT_JSON:
		cJSON_AddItemToArray(all, id_answer(p, ans));
		break;
	}
	return 0;
}

static int solve_one(const struct problem *p, enum fmt f, cJSON *all)
{
	cJSON *ans;
	char *err;

	if (solve_problem(p, &ans, NULL, &err) != 0) {
		char *id = sanitize_dup(p->id, SANITIZE_LINE);
		fprintf(stderr, "gravel solve: %s: %s\n", id, err);
		free(id);
		free(err);
		return EXIT_DATAERR;
	}
	return emit(p, ans, f, all);
}

static int fill_gold(struct problemset *ps, const char *outpath)
{
	struct output out;
	struct diags d;
	size_t filled;

	diags_init(&d);
	filled = solve_fill_gold(ps, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	fprintf(stderr, "gravel solve: filled %zu missing gold answer%s\n", filled,
		filled == 1 ? "" : "s");
	if (output_open(&out, outpath) != 0) {
		fprintf(stderr, "gravel solve: %s: %s\n", outpath, strerror(errno));
		return EXIT_IOERR;
	}
	for (size_t i = 0; i < ps->n; i++)
		if (problem_write_jsonl(out.fp, ps->v[i]) != 0) {
			int e = errno;
			output_abort(&out);
			fprintf(stderr, "gravel solve: %s: %s\n", outpath ? outpath : "<stdout>",
				strerror(e));
			return EXIT_IOERR;
		}
	if (output_commit(&out) != 0) {
		fprintf(stderr, "gravel solve: %s: %s\n", outpath ? outpath : "<stdout>",
			strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

static const struct cmd_opt solve_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nPrint the reference solver's answer, in the gold.answer shape.\n"
	  "PROBLEMS is a problems JSONL file, - for stdin, or an NLGraph checkout.\n"
	  "Without ID every problem is solved; from -, a pipe or a device, each one\n"
	  "as soon as its line is read (memory stays bounded), and so is each one\n"
	  "filled and written with --fill-gold (bad input then leaves -o FILE\n"
	  "unwritten, as from a file, but stdout has had the lines before it).", OPT_TEXT, NULL },
	{ "format", 'f', "F", NULL,
	  "text (default): one line per problem\n"
	  "json: {\"id\",\"answer\"} (an array without ID)\n"
	  "jsonl: one {\"id\",\"answer\"} per line", OPT_IN_USAGE, NULL },
	{ "fill-gold", 'g', NULL, NULL, "write the problems as JSONL, missing gold answers filled",
	  OPT_IN_USAGE, NULL },
	{ "output", 'o', "FILE", NULL, "with --fill-gold: write FILE (atomically)",
	  OPT_SHORT | OPT_SHOW_SHORT | OPT_IN_USAGE, NULL },
	{ NULL, 0, NULL, NULL,
	  "  -h, --help     show this help\n"
	  "exit status: 0 ok, 64 usage, 65 bad data, unsolvable problem or no such ID,\n"
	  "66 missing file, 74 I/O error", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int run(struct problemset *ps, const char *path, const char *id, enum fmt f)
{
	cJSON *all = f == FMT_JSON && !id ? cJSON_CreateArray() : NULL;
	int rc = EXIT_OK;

	if (id) {
		struct problem *p = cmd_find_problem(&cmd_solve, ps, path, id);
		if (!p)
			return EXIT_DATAERR;
		if (f == FMT_JSON) {
			cJSON *ans;
			char *err, *s;
			if (solve_problem(p, &ans, NULL, &err) != 0) {
				s = sanitize_dup(p->id, SANITIZE_LINE);
				fprintf(stderr, "gravel solve: %s: %s\n", s, err);
				free(s);
				free(err);
				return EXIT_DATAERR;
			}
			ans = id_answer(p, ans);
			s = cJSON_Print(ans);
			puts(s);
			free(s);
			cJSON_Delete(ans);
			return EXIT_OK;
		}
		return solve_one(p, f, NULL);
	}
	for (size_t i = 0; i < ps->n; i++)
		if (solve_one(ps->v[i], f, all) != 0)
			rc = EXIT_DATAERR;
	if (all) {
		char *s = cJSON_Print(all);
		if (!s)
			gravel_fatal("out of memory");
		puts(s);
		free(s);
		cJSON_Delete(all);
	}
	return rc;
}

/* ---- a stream (`solve -`, a pipe or a device): each problem is solved
 * as soon as its line is read and then freed, so memory stays bounded by
 * the longest line however long the stream runs ---- */

struct stream_ctx {
	enum fmt f;
	const char *id;		/* the one problem to solve, or NULL */
	bool found;
	size_t printed;		/* json: array elements printed */
	int rc;
};

/* One element of the json array, as cJSON_Print prints it inside the
 * array: one tab deeper (strings hold no raw newline). */
static void print_json_element(const struct problem *p, cJSON *ans, bool first)
{
	cJSON *o = id_answer(p, ans);
	char *s = cJSON_Print(o);

	if (!s)
		gravel_fatal("out of memory");
	fputs(first ? "[" : ", ", stdout);
	for (const char *c = s; *c; c++) {
		putchar(*c);
		if (*c == '\n')
			putchar('\t');
	}
	free(s);
	cJSON_Delete(o);
}

static int stream_each(struct problem *p, void *ctxp)
{
	struct stream_ctx *ctx = ctxp;
	int stop = 0;

	if (ctx->id && strcmp(p->id, ctx->id) != 0) {
		problem_free(p);
		return 0;
	}
	if (ctx->id) {
		ctx->found = true;
		stop = 1;
	}
	if (ctx->f == FMT_JSON && !ctx->id) {
		cJSON *ans;
		char *err;
		if (solve_problem(p, &ans, NULL, &err) != 0) {
			char *sid = sanitize_dup(p->id, SANITIZE_LINE);
			fprintf(stderr, "gravel solve: %s: %s\n", sid, err);
			free(sid);
			free(err);
			ctx->rc = EXIT_DATAERR;
		} else {
			print_json_element(p, ans, ctx->printed++ == 0);
		}
	} else if (ctx->f == FMT_JSON) {
		struct problemset one;
		problemset_init(&one);
		problemset_add(&one, p);
		if (run(&one, "-", p->id, FMT_JSON) != 0)
			ctx->rc = EXIT_DATAERR;
		problemset_free(&one);
		return stop;
	} else if (solve_one(p, ctx->f, NULL) != 0) {
		ctx->rc = EXIT_DATAERR;
	}
	problem_free(p);
	/* the answers leave as they are made */
	fflush(stdout);
	return stop;
}

static int run_stream(const char *path, const char *id, enum fmt f)
{
	struct stream_ctx ctx = { f, id, false, 0, EXIT_OK };
	struct diags d;
	int rc;

	diags_init(&d);
	rc = problems_stream_jsonl(path, stream_each, &ctx, &d, stderr);
	diags_print(&d, stderr);	/* "(N more messages not shown)" */
	diags_free(&d);
	if (f == FMT_JSON && !id)
		puts(ctx.printed ? "]" : "[]");
	if (id && !ctx.found && rc != EXIT_NOINPUT && rc != EXIT_IOERR) {
		struct problemset none;
		problemset_init(&none);
		cmd_find_problem(&cmd_solve, &none, path, id);
		problemset_free(&none);
		return EXIT_DATAERR;
	}
	return rc ? rc : ctx.rc;
}

/* ---- --fill-gold from a stream: each problem filled and written as soon
 * as its line is read, then freed ---- */

struct fill_ctx {
	struct output out;
	const char *outname;
	size_t filled;
	int rc;			/* EXIT_IOERR once a write failed */
};

static int fill_each(struct problem *p, void *ctxp)
{
	struct fill_ctx *ctx = ctxp;
	struct problemset one;
	struct diags d;

	problemset_init(&one);
	problemset_add(&one, p);
	diags_init(&d);
	ctx->filled += solve_fill_gold(&one, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	if (problem_write_jsonl(ctx->out.fp, p) != 0 || fflush(ctx->out.fp) != 0) {
		fprintf(stderr, "gravel solve: %s: %s\n", ctx->outname, strerror(errno));
		ctx->rc = EXIT_IOERR;
	}
	problemset_free(&one);
	return ctx->rc != EXIT_OK;
}

static int fill_gold_stream(const char *path, const char *outpath)
{
	struct fill_ctx ctx = { { NULL, NULL, NULL }, outpath ? outpath : "<stdout>", 0, EXIT_OK };
	struct diags d;
	int rc;

	if (output_open(&ctx.out, outpath) != 0) {
		fprintf(stderr, "gravel solve: %s: %s\n", outpath, strerror(errno));
		return EXIT_IOERR;
	}
	diags_init(&d);
	rc = problems_stream_jsonl(path, fill_each, &ctx, &d, stderr);
	diags_print(&d, stderr);
	diags_free(&d);
	fprintf(stderr, "gravel solve: filled %zu missing gold answer%s\n", ctx.filled,
		ctx.filled == 1 ? "" : "s");
	if (!rc)
		rc = ctx.rc;
	/* as from a file: bad input writes no -o FILE (stdout has had the
	 * lines before the bad one) */
	if (rc != EXIT_OK) {
		output_abort(&ctx.out);
		return rc;
	}
	if (output_commit(&ctx.out) != 0) {
		fprintf(stderr, "gravel solve: %s: %s\n", ctx.outname, strerror(errno));
		return EXIT_IOERR;
	}
	return EXIT_OK;
}

static int solve_exec(int argc, char **argv)
{
	enum fmt f = FMT_TEXT;
	bool fill = false;
	const char *outpath = NULL;
	struct problemset ps;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_solve, argc, argv)) != -1) {
		switch (c) {
		case 'f':
			if (!strcmp(optarg, "text"))
				f = FMT_TEXT;
			else if (!strcmp(optarg, "json"))
				f = FMT_JSON;
			else if (!strcmp(optarg, "jsonl"))
				f = FMT_JSONL;
			else
				return cmd_usage_error(&cmd_solve, "--format must be text, json or jsonl");
			break;
		case 'g':
			fill = true;
			break;
		case 'o':
			outpath = optarg;
			break;
		case 'h':
			cmd_help(&cmd_solve, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_solve, c, argv);
		}
	}
	if (argc - optind < 1 || argc - optind > 2)
		return cmd_usage_error(&cmd_solve, "expected PROBLEMS and an optional ID");
	if (outpath && !fill)
		return cmd_usage_error(&cmd_solve, "-o goes with --fill-gold");
	if (fill && argc - optind == 2)
		return cmd_usage_error(&cmd_solve, "--fill-gold takes no ID");

	if (fill && path_is_stream(argv[optind]))
		return cmd_finish_stdout(&cmd_solve, fill_gold_stream(argv[optind], outpath));
	if (!fill && path_is_stream(argv[optind]))
		return cmd_finish_stdout(&cmd_solve,
					 run_stream(argv[optind],
						    argc - optind == 2 ? argv[optind + 1] : NULL, f));
	rc = cmd_load_problems(argv[optind], &ps);
	if (rc == EXIT_OK)
		rc = fill ? fill_gold(&ps, outpath)
			  : run(&ps, argv[optind], argc - optind == 2 ? argv[optind + 1] : NULL, f);
	problemset_free(&ps);
	return cmd_finish_stdout(&cmd_solve, rc);
}

const struct command cmd_solve = {
	.name = "solve",
	.usage = "PROBLEMS [ID] [--format text|json|jsonl]\n"
		 "       gravel solve PROBLEMS --fill-gold [-o FILE]",
	.summary = "print reference answers (solver output in the gold answer shape)",
	.exec = solve_exec,
	.opts = solve_opts,
	.help_col = 17,
};
