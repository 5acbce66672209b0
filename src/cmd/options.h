/* options.h - a command's options as one table (struct cmd_opt rows):
 * the getopt_long array, the usage line, the --help text and gravel(1)'s
 * OPTIONS section are all made from it, so adding an option is one row and
 * the four never disagree. --help itself is implied (key 'h'). */
#ifndef GRAVEL_OPTIONS_H
#define GRAVEL_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>

enum {
	OPT_OPERAND = 1 << 0,	/* a positional argument (name: PROBLEMS): help only */
	OPT_TEXT = 1 << 1,	/* help's text printed as it is: a note between rows */
	OPT_HIDDEN = 1 << 2,	/* accepted, never listed (make update-man's dumps) */
	OPT_SHORT = 1 << 3,	/* `-k` (k: the key) is accepted too */
	OPT_SHOW_SHORT = 1 << 4,	/* help and usage name it `-k` (with OPT_SHORT) */
	OPT_OPTIONAL = 1 << 5,	/* the value is optional (--name=VALUE) */
	OPT_SHOW_BOTH = 1 << 6,	/* help names it `-k, --name`, usage `-k` (with OPT_SHORT) */
	OPT_IN_USAGE = 1 << 7,	/* the command's usage, of several forms, names it already */
	OPT_NO_USAGE = 1 << 8,	/* a seam for tests and docs: help and gravel(1) list
				 * it, the usage line does not */
};

struct cmd_opt {
	const char *name;	/* long name without "--" (NULL: -k only, OPT_SHOW_SHORT);
				 * an operand's word */
	int key;		/* what getopt_long returns: the short letter when OPT_SHORT */
	const char *arg;	/* the value's name in help (P, KEYS); NULL: no value */
	const char *usage;	/* inside the usage line's brackets; NULL: "--name ARG" */
	const char *help;	/* lines split by '\n', each further one indented */
	unsigned flags;
	/* prints the rest of help's first line (the values of a table
	 * elsewhere, as the policies), or after an OPT_TEXT row's text
	 * lines of its own (help only); may be NULL */
	void (*more)(FILE *fp);
};

/* A number macro's digits as a string literal, for help texts. */
#define OPT_DIGITS(n) OPT_DIGITS_(n)
#define OPT_DIGITS_(n) #n

/* A command's table ends with a row whose name and help are NULL. */
struct command;

/* getopt_long over the command's table: as getopt_long (":" first in the
 * option string, opterr off; optind must be reset by the caller's first
 * call, see cmd_opt_begin). Returns the row's key, 'h' for --help, ':' or
 * '?' for the errors cmd_option_error reports, or -1. */
int cmd_getopt(const struct command *c, int argc, char **argv);
/* Reset getopt for a new command line (optind = 1, opterr = 0). */
void cmd_opt_begin(void);

/* The usage line's text: c->usage (operands) then each listed option in
 * brackets, in table order (malloc'd). */
char *cmd_usage_text(const struct command *c);
/* `gravel NAME --help`: the usage line, then every row. */
void cmd_help(const struct command *c, FILE *fp);
/* cmd_help's rows alone (a subcommand's part of its command's help). */
void cmd_help_rows(const struct command *c, FILE *fp);
/* gravel(1)'s part for c in the OPTIONS section (roff). */
void cmd_options_man(const struct command *c, FILE *fp);
/* A line "COMMAND -k --name" per listed option ("-" for a form it lacks;
 * " no-usage" after an OPT_NO_USAGE one), for tests. */
void cmd_options_list(const struct command *c, FILE *fp);

#endif
