/* main.c - gravel's command line: dispatch to the subcommand table. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "line-stream.h"
#include "util.h"
#include "sanitize.h"
#include "source.h"
#include "problem.h"

#include <errno.h>
#include <getopt.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const struct command *const commands[] = {
	&cmd_annotations,
	&cmd_audit,
	&cmd_browse,
	&cmd_check,
	&cmd_exec,
	&cmd_gen,
	&cmd_import,
	&cmd_init,
	&cmd_prompts,
	&cmd_score,
	&cmd_show,
	&cmd_solve,
	&cmd_standardize,
	&cmd_teach,
	&cmd_trace,
};
#define NCOMMANDS ARRAY_SIZE(commands)

/* One line of a usage or help text, from p to its end or newline, after `col`
 * columns already printed: words (split at spaces outside brackets) fill
 * lines of at most USAGE_WIDTH columns (an option with its value), the
 * rest under column indent.
 * Returns where the line ends. */
#define USAGE_WIDTH 79
static const char *wrap_line(FILE *fp, const char *p, size_t col, size_t indent)
{
	bool first = true;

	while (*p && *p != '\n') {
		const char *w = p;
		int depth = 0;
		size_t len;
		while (*p && *p != '\n' && (*p != ' ' || depth > 0)) {
			depth += *p == '[' ? 1 : *p == ']' ? -1 : 0;
			p++;
		}
		/* an option keeps its value: "--script FILE" */
		if (*w == '-' && p[0] == ' ' && p[1] && !strchr("[-|\n ", p[1]))
			for (p++; *p && *p != '\n' && *p != ' '; p++)
				;
		len = (size_t)(p - w);
		if (!first && col + 1 + len > USAGE_WIDTH) {
			fprintf(fp, "\n%*s", (int)indent, "");
			col = indent;
		} else if (!first) {
			fputc(' ', fp);
			col++;
		}
		fwrite(w, 1, len, fp);
		col += len;
		first = false;
		while (*p == ' ')
			p++;
	}
	fputc('\n', fp);
	return *p ? p + 1 : p;
}

void cmd_wrap(FILE *fp, const char *text, size_t col, size_t indent)
{
	wrap_line(fp, text, col, indent);
}

void cmd_usage(const struct command *c, FILE *fp)
{
	char *text = c->opts ? cmd_usage_text(c) : NULL;
	const char *p = text ? text : c->usage;
	size_t head = strlen("usage: gravel ") + strlen(c->name) + 1;

	fprintf(fp, "usage: gravel %s ", c->name);
	p = wrap_line(fp, p, head, head);
	while (*p) {	/* "       gravel import gracore DIR ...": as the first */
		size_t lead = strspn(p, " ");
		fprintf(fp, "%.*s", (int)lead, p);
		p += lead;
		p = wrap_line(fp, p, lead, prefixcmp(p, "gravel ") ? lead : lead + head - STRING_SIZE("gravel "));
	}
	free(text);
}

int cmd_usage_error(const struct command *c, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "gravel %s: ", c->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	cmd_usage(c, stderr);
	return EXIT_USAGE;
}

int cmd_option_error(const struct command *c, int ch, char **argv)
{
	if (ch == ':')
		return cmd_usage_error(c, "option '%s' needs a value", argv[optind - 1]);
	return cmd_usage_error(c, "unknown option '%s'", argv[optind - 1]);
}

int cmd_load_problems(const char *path, struct problemset *ps)
{
	struct diags d;
	int rc;

	problemset_init(ps);
	diags_init(&d);
	rc = problems_load(path, ps, &d);
	diags_print(&d, stderr);
	diags_free(&d);
	return rc;
}

struct find_ctx {
	const char *id;
	struct problem *found;
};

static int find_each(struct problem *p, void *ctxp)
{
	struct find_ctx *ctx = ctxp;

	if (strcmp(p->id, ctx->id) != 0) {
		problem_free(p);
		return 0;
	}
	ctx->found = p;
	return 1;
}

int cmd_load_problem(const struct command *c, const char *path, const char *id,
		     struct problemset *ps, struct problem **out)
{
	struct find_ctx ctx = { id, NULL };
	struct diags d;
	int rc;

	*out = NULL;
	if (!path_is_stream(path)) {
		rc = cmd_load_problems(path, ps);
		if (rc == EXIT_OK && !(*out = cmd_find_problem(c, ps, path, id)))
			rc = EXIT_DATAERR;
		return rc;
	}
	problemset_init(ps);
	diags_init(&d);
	rc = problems_stream_jsonl(path, find_each, &ctx, &d, stderr);
	diags_print(&d, stderr);
	diags_free(&d);
	if (ctx.found)
		problemset_add(ps, ctx.found);
	/* as from a file: a bad line before it means no answer */
	if (rc != EXIT_OK)
		return rc;
	if (!ctx.found) {
		cmd_find_problem(c, ps, path, id);
		return EXIT_DATAERR;
	}
	*out = ctx.found;
	return EXIT_OK;
}

struct problem *cmd_find_problem(const struct command *c, struct problemset *ps,
				 const char *path, const char *id)
{
	struct problem *p = problemset_find(ps, id);

	if (!p) {
		char *sid = sanitize_dup(id, SANITIZE_LINE);
		char *spath = sanitize_dup(path, SANITIZE_LINE);
		fprintf(stderr, "gravel %s: %s: no problem with id '%s'\n", c->name, spath, sid);
		free(sid);
		free(spath);
	}
	return p;
}

int cmd_finish_stdout(const struct command *c, int rc)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "gravel %s: <stdout>: %s\n", c->name, strerror(errno));
		return EXIT_IOERR;
	}
	return rc;
}

static void print_help(FILE *fp)
{
	fprintf(fp, "gravel %s - explore LLM graph-reasoning benchmarks\n\n", PACKAGE_VERSION);
	fprintf(fp, "usage: gravel [BROWSE-OPTIONS]     open the TUI on the embedded demo\n");
	fprintf(fp, "       gravel COMMAND [ARGS...]\n\ncommands:\n");
	for (size_t i = 0; i < NCOMMANDS; i++)
		fprintf(fp, "  %-10s %s\n", commands[i]->name, commands[i]->summary);
	fprintf(fp, "\n'gravel COMMAND --help' shows a command's options; see gravel(1).\n");
	fprintf(fp, "\nglobal option (before COMMAND):\n  --max-nodes N  accept graphs of up to N nodes"
		    " (default %ld;\n                 also GRAVEL_MAX_NODES)\n", PROBLEM_MAX_NODES);
	fprintf(fp, "exit status: 0 ok, 3 done but input records were skipped, 64 usage,"
		    " 65 bad\n  data, 66 missing input, 71 out of memory, 74 I/O error,"
		    " 78 bad configuration\n");
}

/* gravel(1)'s OPTIONS section (make update-man), or with "list" each
 * command's options (tests/cmd-options.sh). */
static void dump_command_options(const struct command *c, const char *what)
{
	if (!strcmp(what, "man"))
		cmd_options_man(c, stdout);
	else
		cmd_options_list(c, stdout);
	for (const struct command *const *s = c->subs; s && *s; s++)
		dump_command_options(*s, what);
}

static int dump_options(const char *what)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		dump_command_options(commands[i], what);
	return fflush(stdout) || ferror(stdout) ? EXIT_IOERR : EXIT_OK;
}

/* GRAVEL_MAX_NODES, then a leading --max-nodes N / --max-nodes=N (removed
 * from argv). Returns -1 after a usage message. */
static int take_max_nodes(int *argc, char **argv)
{
	const char *env = getenv("GRAVEL_MAX_NODES"), *val = NULL;
	long n;
	int used = 0;

	if (env && *env) {
		if (parse_long(env, &n) != 0 || n < 1 || n > PROBLEM_MAX_NODES_CEILING) {
			fprintf(stderr, "gravel: GRAVEL_MAX_NODES must be a number from 1 to %ld\n",
				PROBLEM_MAX_NODES_CEILING);
			return -1;
		}
		problem_set_max_nodes(n);
	}
	if (*argc >= 2 && !prefixcmp(argv[1], "--max-nodes=")) {
		val = argv[1] + STRING_SIZE("--max-nodes=");
		used = 1;
	} else if (*argc >= 2 && !strcmp(argv[1], "--max-nodes")) {
		val = *argc >= 3 ? argv[2] : "";
		used = *argc >= 3 ? 2 : 1;
	}
	if (!used)
		return 0;
	if (parse_long(val, &n) != 0 || n < 1 || n > PROBLEM_MAX_NODES_CEILING) {
		fprintf(stderr, "gravel: --max-nodes must be a number from 1 to %ld\n",
			PROBLEM_MAX_NODES_CEILING);
		return -1;
	}
	problem_set_max_nodes(n);
	memmove(argv + 1, argv + 1 + used, (size_t)(*argc - 1 - used + 1) * sizeof *argv);
	*argc -= used;
	return 0;
}

int main(int argc, char **argv)
{
	heap_prefer_huge_pages();
	setlocale(LC_ALL, "");
	sanitize_stderr();	/* messages quote hostile input: no escapes reach the terminal */
	/* past a file size limit (ulimit -f), write() fails with EFBIG and the
	 * error path reports it and removes the temp file */
	signal(SIGXFSZ, SIG_IGN);
	if (take_max_nodes(&argc, argv) != 0)
		return EXIT_USAGE;
	if (argc < 2)
		return cmd_browse.exec(1, (char *[]){ (char *)"browse", NULL });
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		print_help(stdout);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("gravel %s\n"
		       "Copyright (c) 2026 the gravel authors. MIT licence: free to use, copy,\n"
		       "modify and distribute; no warranty (see LICENSE).\n", PACKAGE_VERSION);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "--dump-options")) {
		if (argc != 3 || (strcmp(argv[2], "man") && strcmp(argv[2], "list"))) {
			fprintf(stderr, "gravel: --dump-options wants man or list\n");
			return EXIT_USAGE;
		}
		return dump_options(argv[2]);
	}
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (!strcmp(argv[1], commands[i]->name))
			return commands[i]->exec(argc - 1, argv + 1);
	if (argv[1][0] == '-') {	/* bare gravel with options: `gravel --no-color` */
		argv[0] = (char *)"browse";
		return cmd_browse.exec(argc, argv);
	}
	fprintf(stderr, "gravel: unknown command '%s'\n", argv[1]);
	print_help(stderr);
	return EXIT_USAGE;
}
