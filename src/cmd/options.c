/* options.c - a command's option table made into getopt_long's array, the
 * usage line, --help and gravel(1)'s OPTIONS section (options.h). */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define OPT_MAX 40	/* rows of the longest table, with room */

static bool is_option(const struct cmd_opt *o)
{
	return !(o->flags & (OPT_OPERAND | OPT_TEXT));
}

static bool is_listed(const struct cmd_opt *o)
{
	return !(o->flags & OPT_HIDDEN);
}

void cmd_opt_begin(void)
{
	optind = 1;
	opterr = 0;
}

int cmd_getopt(const struct command *c, int argc, char **argv)
{
	struct option lo[OPT_MAX + 2];
	char shorts[2 * OPT_MAX + 4] = ":h";
	size_t n = 0, ns = 2;

	for (const struct cmd_opt *o = c->opts; o->name || o->help; o++) {
		if (!is_option(o))
			continue;
		if (n == OPT_MAX)
			abort();	/* a table longer than any command has: raise OPT_MAX */
		if (o->name)	/* else a short option only (-o) */
			lo[n++] = (struct option){ o->name,
					   !o->arg ? no_argument :
					   o->flags & OPT_OPTIONAL ? optional_argument :
					   required_argument,
					   NULL, o->key };
		if (o->flags & OPT_SHORT) {
			shorts[ns++] = (char)o->key;
			if (o->arg)
				shorts[ns++] = ':';
		}
	}
	shorts[ns] = '\0';
	lo[n++] = (struct option){ "help", no_argument, NULL, 'h' };
	lo[n] = (struct option){ NULL, 0, NULL, 0 };
	return getopt_long(argc, argv, shorts, lo, NULL);
}

/* "--name ARG" or "-k ARG": how help and usage name the option. */
static char *label(const struct cmd_opt *o)
{
	if (o->flags & OPT_OPERAND)
		return xstrdup(o->name);
	if (o->flags & OPT_SHOW_BOTH)
		return xasprintf("-%c, --%s%s%s", o->key, o->name, o->arg ? " " : "",
				 o->arg ? o->arg : "");
	if (o->flags & OPT_SHOW_SHORT)
		return o->arg ? xasprintf("-%c %s", o->key, o->arg) : xasprintf("-%c", o->key);
	return o->arg ? xasprintf("--%s %s", o->name, o->arg) : xasprintf("--%s", o->name);
}

char *cmd_usage_text(const struct command *c)
{
	char *s = xstrdup(c->usage);

	for (const struct cmd_opt *o = c->opts; o && (o->name || o->help); o++) {
		char *l, *t;
		if (!is_option(o) || !is_listed(o) || o->flags & (OPT_IN_USAGE | OPT_NO_USAGE))
			continue;
		if (o->usage)
			l = xstrdup(o->usage);
		else if (o->flags & OPT_SHOW_BOTH)
			l = o->arg ? xasprintf("-%c %s", o->key, o->arg) : xasprintf("-%c", o->key);
		else
			l = label(o);
		t = xasprintf("%s%s[%s]", s, *s ? " " : "", l);
		free(l);
		free(s);
		s = t;
	}
	return s;
}

void cmd_help(const struct command *c, FILE *fp)
{
	cmd_usage(c, fp);
	cmd_help_rows(c, fp);
}

void cmd_help_rows(const struct command *c, FILE *fp)
{
	for (const struct cmd_opt *o = c->opts; o->name || o->help; o++) {
		const char *p = o->help;
		char *l;
		size_t len;
		if (!is_listed(o))
			continue;
		if (o->flags & OPT_TEXT) {
			fprintf(fp, "%s\n", o->help);
			if (o->more)
				o->more(fp);
			continue;
		}
		l = label(o);
		len = strlen(l);
		/* the text from the help column, or two spaces past a longer label */
		fprintf(fp, "  %s%*s", l, len + 2 < c->help_col ? (int)(c->help_col - 2 - len) : 2, "");
		free(l);
		len = strcspn(p, "\n");
		fwrite(p, 1, len, fp);
		if (o->more)
			o->more(fp);
		fputc('\n', fp);
		for (p += len; *p == '\n'; p += len) {
			p++;
			len = strcspn(p, "\n");
			fprintf(fp, "%*s%.*s\n", (int)c->help_col, "", (int)len, p);
		}
	}
}

/* roff text: a backslash or a minus escaped, a line never starting with a
 * control character; help's line breaks become spaces (none after a comma:
 * "run,ability" was cut there to fit the terminal). */
static void man_text(FILE *fp, const char *s)
{
	const char *start = s;

	if (*s == '.' || *s == '\'')
		fputs("\\&", fp);
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\e", fp);
		else if (*s == '-')
			fputs("\\-", fp);
		else if (*s == '\n' && (s == start || s[-1] != ','))
			fputc(' ', fp);
		else if (*s == '\n')
			;
		else
			fputc(*s, fp);
	}
}

/* a table's `more` text, for the page */
static void man_more(FILE *fp, const struct cmd_opt *o)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m;

	if (!o->more || !(m = open_memstream(&buf, &len)))
		return;
	o->more(m);
	if (fclose(m) == 0 && buf)
		man_text(fp, buf);
	free(buf);
}

void cmd_options_man(const struct command *c, FILE *fp)
{
	char *usage;

	if (!c->opts)
		return;
	fprintf(fp, ".SS %s\n.B gravel %s\n", c->name, c->name);
	usage = cmd_usage_text(c);
	man_text(fp, usage);
	free(usage);
	fputs("\n.br\n", fp);
	man_text(fp, c->summary);
	fputc('\n', fp);
	for (const struct cmd_opt *o = c->opts; o->name || o->help; o++) {
		char *l;
		if (!is_listed(o) || o->flags & OPT_TEXT)
			continue;
		l = label(o);
		fputs(".TP\n", fp);
		fputs(o->flags & OPT_OPERAND ? ".I " : ".B ", fp);
		man_text(fp, l);
		free(l);
		if (o->flags & OPT_SHOW_SHORT && o->name)
			fprintf(fp, ", \\-\\-%s", o->name);
		else if (o->flags & OPT_SHORT && !(o->flags & OPT_SHOW_BOTH))
			fprintf(fp, ", \\-%c", o->key);
		fputc('\n', fp);
		man_text(fp, o->help);
		man_more(fp, o);
		fputc('\n', fp);
	}
}

void cmd_options_list(const struct command *c, FILE *fp)
{
	for (const struct cmd_opt *o = c->opts; o && (o->name || o->help); o++)
		if (is_option(o) && is_listed(o))
			fprintf(fp, "%s %s%c %s%s%s\n", c->name, o->flags & OPT_SHORT ? "-" : "",
				o->flags & OPT_SHORT ? o->key : '-', o->name ? "--" : "-",
				o->name ? o->name : "", o->flags & OPT_NO_USAGE ? " no-usage" : "");
}
