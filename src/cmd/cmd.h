/* cmd.h - the subcommand table. Each command is one file (cmd-NAME.c)
 * exporting one `struct command`; main.c lists them once. */
#ifndef GRAVEL_CMD_H
#define GRAVEL_CMD_H

#include <stdio.h>

struct cmd_opt;

struct command {
	const char *name;
	const char *usage;	/* arguments, after "gravel NAME "; with opts, the operands */
	const char *summary;	/* one line for `gravel --help` */
	/* argv[0] is the command name. Returns the exit status. */
	int (*exec)(int argc, char **argv);
	/* the options (options.h), whose rows the usage line follows the
	 * operands with; NULL: usage says them all */
	const struct cmd_opt *opts;
	size_t help_col;	/* --help's column of option texts */
	/* subcommands with option tables of their own (NULL-terminated;
	 * each named as the command): gravel(1)'s OPTIONS section and
	 * --dump-options list them after the command */
	const struct command *const *subs;
};

extern const struct command cmd_import, cmd_show, cmd_browse, cmd_score, cmd_solve,
	cmd_trace, cmd_gen, cmd_check, cmd_audit, cmd_annotations, cmd_teach;
extern const struct command cmd_standardize, cmd_exec, cmd_init;
extern const struct command cmd_prompts;

/* Print "usage: gravel NAME USAGE" to fp, wrapped at 79 columns (with an
 * option table, its options after USAGE: cmd_usage_text). */
void cmd_usage(const struct command *c, FILE *fp);
/* Print one line of text (up to a newline), `col` columns already on the
 * line: words fill lines of at most 79 columns, each further line indented
 * by indent; a bracketed group or an option with its value stays whole. */
void cmd_wrap(FILE *fp, const char *text, size_t col, size_t indent);
/* getopt_long (with a leading ':' in optstring) returned ch = ':' (a
 * missing value) or an unknown option: report it as a usage error. */
int cmd_option_error(const struct command *c, int ch, char **argv);
/* Report a usage error on stderr and return EXIT_USAGE. */
int cmd_usage_error(const struct command *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

struct problemset;
struct problem;

/* Load PROBLEMS (problems_load: JSONL, "-" or a benchmark directory) into
 * ps (initialised here), printing the load messages on stderr. Returns 0
 * or the exit status. */
int cmd_load_problems(const char *path, struct problemset *ps);
/* cmd_load_problems for a command that needs only the problem id. From a
 * stream (path_is_stream: "-", a pipe, a device) the problems are read
 * one at a time, each one freed unless it is the one, and reading stops
 * there, so memory stays bounded by the longest line; from a file or a
 * directory, as cmd_load_problems then cmd_find_problem. ps (initialised
 * here, freed by the caller) holds the problems read. Returns 0 with *out
 * set to the problem (in ps), or the exit status (65 when no problem has
 * the id, reported as cmd_find_problem does). */
int cmd_load_problem(const struct command *c, const char *path, const char *id,
		     struct problemset *ps, struct problem **out);
/* Find problem id in ps; when absent print "gravel NAME: PATH: no problem
 * with id 'ID'" (sanitised) and return NULL (the caller exits 65). */
struct problem *cmd_find_problem(const struct command *c, struct problemset *ps,
				 const char *path, const char *id);
/* Flush stdout; on a write error print it and return EXIT_IOERR, else rc. */
int cmd_finish_stdout(const struct command *c, int rc);

#endif
