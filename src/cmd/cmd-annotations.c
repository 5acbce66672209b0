/* cmd-annotations.c - `gravel annotations export|apply WORKSPACE ...`.
 *
 *   export WORKSPACE [--format json|jsonl|csv] [--label L] [--tag T]
 *          [--run R] [--all] [-o FILE]
 *       Write the workspace's annotations (annot.h annot_export). The file
 *       is opened read-only: no lock, nothing written, a corrupt file is
 *       an error (exit 65) and is left as it is.
 *   apply WORKSPACE --script FILE [--author NAME]
 *       A maintenance command (the persistence tests drive it): apply the
 *       script's changes one by one, exactly as the explorer does, and
 *       print "ok LINE ID" on stdout (flushed) once each change is on disk
 *       (ID: its history event, 0 when the change changed nothing). The
 *       script ("-" for stdin) holds one change per line; blank lines and
 *       lines starting with '#' are skipped:
 *         label    RUN PROBLEM SAMPLE LABEL      ("-" removes the label)
 *         note     RUN PROBLEM SAMPLE TEXT...    (the rest of the line;
 *                                                 "\n" is a line break,
 *                                                 nothing removes the note)
 *         tags     RUN PROBLEM SAMPLE TAG,TAG... ("-" removes the tags)
 *         override RUN PROBLEM SAMPLE JSON       ("-" removes it)
 *         clear    RUN PROBLEM SAMPLE
 *         adjudicate RUN PROBLEM SAMPLE LABEL REASON...
 *                                                (the final label of a
 *                                                 disagreement, and why)
 *         undo | redo
 *       RUN and PROBLEM are single words; LABEL must be defined (a bare
 *       annotation file: built in or already used in it). The first
 *       failing line stops the script: SCRIPT:LINE:COL: message, exit 65
 *       (74 when saving failed). gravel-config(5) documents the format.
 *
 * WORKSPACE is a workspace file (.yaml/.yml; its annotations: key, else
 * W.annotations.json next to it, and its labels:) or an annotation file. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include <unistd.h>
#include <sys/stat.h>
#include "workspace.h"
#include "explore.h"
#include "annot.h"
#include "workspace-annot.h"
#include "cmd-annot-team.h"
#include "annot-export.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int annotations_exec(int argc, char **argv);

static const struct cmd_opt export_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "export  write the annotations of WORKSPACE (a workspace .yaml, or the\n"
	  "        annotation file itself) as json (default), jsonl or csv", OPT_TEXT, NULL },
	{ "format", 'f', "F", "--format json|jsonl|csv", "json, jsonl or csv", 0, NULL },
	{ "label", 'l', "L", NULL, "only items labelled L (\"\" for no label)", 0, NULL },
	{ "tag", 't', "T", NULL, "only items tagged T", 0, NULL },
	{ "run", 'r', "R", NULL, "only items of run R", 0, NULL },
	{ "all", 'a', NULL, NULL, "also items whose every field was cleared", 0, NULL },
	{ "output", 'o', "FILE", NULL, "write to FILE (atomically) instead of stdout",
	  OPT_SHORT | OPT_SHOW_SHORT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static const struct cmd_opt apply_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "apply   (maintenance) apply a script of changes, one per line, printing\n"
	  "        \"ok LINE ID\" after each is saved; see gravel(1) ANNOTATIONS", OPT_TEXT, NULL },
	{ "script", 's', "F", NULL, "the script (\"-\" for stdin)", OPT_IN_USAGE, NULL },
	{ "author", 'a', "A", "--author NAME", "the author recorded in the history (default $USER)",
	  0, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static const struct command sub_export = {
	.name = "annotations",
	.usage = "export WORKSPACE|PROBLEMS [RUNS...]",
	.summary = "export: write a workspace's annotations as json, jsonl or csv",
	.opts = export_opts,
	.help_col = 16,
};

static const struct command sub_apply = {
	.name = "annotations",
	.usage = "apply WORKSPACE --script FILE",
	.summary = "apply: (maintenance) apply a script of changes, one per line",
	.opts = apply_opts,
	.help_col = 16,
};

static const struct command *const annot_subs[] = {
	&sub_export, &sub_apply, &annotations_merge, &annotations_agree, NULL,
};

const struct command cmd_annotations = {
	.name = "annotations",
	.usage = "export WORKSPACE|PROBLEMS [RUNS...] [--format json|jsonl|csv] [--label L] [--tag T] "
		 "[--run R] [--all] [-o FILE]\n"
		 "       gravel annotations apply WORKSPACE --script FILE [--author NAME]\n"
		 "       gravel annotations merge A B ... [-o OUT]\n"
		 "       gravel annotations agree A B ... [--by task|label] [--format text|json]",
	.summary = "export hand annotations (labels, notes, tags, overrides)",
	.exec = annotations_exec,
	.subs = annot_subs,
};

int annotations_help(void)
{
	cmd_usage(&cmd_annotations, stdout);
	fputc('\n', stdout);
	for (const struct command *const *s = annot_subs; *s; s++)
		cmd_help_rows(*s, stdout);
	return EXIT_OK;
}

static int do_export(int argc, char **argv)
{
	struct annot_export_args a = { .fmt = AFMT_JSON };
	int c;

	annot_filter_init(&a.filter);
	cmd_opt_begin();
	while ((c = cmd_getopt(&sub_export, argc, argv)) != -1) {
		switch (c) {
		case 'f':
			if (annot_parse_format(optarg, &a.fmt) != 0)
				return cmd_usage_error(&cmd_annotations,
						       "--format must be json, jsonl or csv");
			break;
		case 'l':
			a.filter.label = optarg;
			break;
		case 't':
			a.filter.tag = optarg;
			break;
		case 'r':
			a.filter.run = optarg;
			break;
		case 'a':
			a.filter.all = true;
			break;
		case 'o':
			a.output = optarg;
			break;
		case 'h':
			return annotations_help();
		default:
			return cmd_option_error(&cmd_annotations, c, argv);
		}
	}
	if (optind >= argc || (optind + 1 != argc && !workspace_is_data_path(argv[optind])))
		return cmd_usage_error(&cmd_annotations,
				       "export takes one WORKSPACE (or PROBLEMS [RUNS...])");
	a.paths = argv + optind;
	a.npaths = argc - optind;
	return annotations_export_run(&a);
}

/* ---- apply: a script of changes ------------------------------------------ */

static char *next_word(char **s)
{
	char *w;

	while (**s == ' ' || **s == '\t')
		(*s)++;
	if (!**s)
		return NULL;
	w = *s;
	while (**s && **s != ' ' && **s != '\t')
		(*s)++;
	if (**s)
		*(*s)++ = '\0';
	return w;
}

/* "\n" -> line break, "\\" -> backslash, in place. */
static void unescape(char *s)
{
	char *o = s;

	for (; *s; s++) {
		if (*s == '\\' && (s[1] == 'n' || s[1] == '\\')) {
			*o++ = s[1] == 'n' ? '\n' : '\\';
			s++;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
}

/* The labels one may set, for a message. */
static char *label_list(const struct annot_store *st)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < annot_nlabels(st); i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", annot_label_at(st, i));
	return sb_take(&sb);
}

/* Apply one script line. Returns an annot_rc, *err set on failure and
 * *at on the word it is about. */
static int apply_line(struct annot_store *st, char *line, char **err, char **at)
{
	char *op = next_word(&line), *run, *prob, *smp, *rest, *end;
	struct annot_key k;
	long sample;

	*at = op;
	if (!strcmp(op, "undo") || !strcmp(op, "redo")) {
		if ((*at = next_word(&line)))
			return *err = xasprintf("%s takes nothing", op), ANNOT_INVALID;
		*at = op;
		return !strcmp(op, "undo") ? annot_undo(st, err) : annot_redo(st, err);
	}
	run = next_word(&line);
	prob = next_word(&line);
	smp = next_word(&line);
	if (smp)
		*at = smp;
	if (!smp || (sample = strtol(smp, &end, 10)) < 0 || *end || end == smp)
		return *err = xasprintf("%s: expected RUN PROBLEM SAMPLE", op), ANNOT_INVALID;
	k = (struct annot_key){ run, prob, sample };
	while (*line == ' ' || *line == '\t')
		line++;
	rest = line;
	*at = rest;
	if (!strcmp(op, "adjudicate")) {
		char *label = next_word(&line);
		if (label && !annot_label_known(st, label)) {
			char *known = label_list(st);
			*err = xasprintf("label '%s' is not defined (labels: %s)", label, known);
			free(known);
			return ANNOT_INVALID;
		}
		while (*line == ' ' || *line == '\t')
			line++;
		*at = *line || !label ? line : label;
		return annot_adjudicate(st, &k, label, line, err);
	}
	if (!strcmp(op, "label") && strcmp(rest, "-") && !annot_label_known(st, rest)) {
		char *known = label_list(st);
		*err = xasprintf("label '%s' is not defined (labels: %s)", rest, known);
		free(known);
		return ANNOT_INVALID;
	}
	if (!strcmp(op, "clear"))
		return *rest ? (*err = xstrdup("clear takes RUN PROBLEM SAMPLE only"), ANNOT_INVALID)
			     : annot_clear(st, &k, err);
	if (!strcmp(op, "note")) {
		unescape(rest);
		return annot_set_note(st, &k, *rest ? rest : NULL, err);
	}
	if (!strcmp(op, "label"))
		return annot_set_label(st, &k, strcmp(rest, "-") ? rest : NULL, err);
	if (!strcmp(op, "tags")) {
		char *save = NULL, *t, **v = xcalloc(strlen(rest) / 2 + 2, sizeof *v);
		size_t n = 0;
		int rc;
		if (strcmp(rest, "-"))
			for (t = strtok_r(rest, ",", &save); t; t = strtok_r(NULL, ",", &save))
				v[n++] = t;
		rc = annot_set_tags(st, &k, (const char *const *)v, n, err);
		free(v);
		return rc;
	}
	if (!strcmp(op, "override")) {
		cJSON *j = strcmp(rest, "-") ? cJSON_Parse(rest) : cJSON_CreateNull();
		int rc;
		if (!j)
			return *err = xasprintf("override: not JSON: %s", rest), ANNOT_INVALID;
		rc = annot_set_override(st, &k, j, err);
		cJSON_Delete(j);
		return rc;
	}
	return *err = xasprintf("unknown change '%s' (label, note, tags, override, clear, "
				"adjudicate, undo, redo)", op), ANNOT_INVALID;
}

static int run_script(struct annot_store *st, const char *script, char *text)
{
	long lineno = 0;
	char *line = text, *nl;

	for (; line && *line; line = nl) {
		char *err = NULL, *p, *at = NULL;
		long before = annot_last_id(st);
		int rc;

		lineno++;
		nl = strchr(line, '\n');
		if (nl)
			*nl++ = '\0';
		if ((p = strchr(line, '\r')) && !p[1])
			*p = '\0';
		for (p = line; *p == ' ' || *p == '\t'; p++)
			;
		if (!*p || *p == '#')
			continue;
		rc = apply_line(st, p, &err, &at);
		if (rc != ANNOT_OK) {
			fprintf(stderr, "%s:%ld:%ld: %s\n", script, lineno,
				at ? (long)(at - line) + 1 : 1L, err ? err : "failed");
			free(err);
			/* a store we may not write to is an I/O condition, not bad data */
			return rc == ANNOT_IOERR || rc == ANNOT_READONLY ? EXIT_IOERR : EXIT_DATAERR;
		}
		printf("ok %ld %ld\n", lineno, annot_last_id(st) != before ? annot_last_id(st) : 0L);
		if (fflush(stdout) != 0)
			return EXIT_IOERR;
	}
	return EXIT_OK;
}

static int do_apply(int argc, char **argv)
{
	const char *script = NULL, *author = NULL;
	struct annot_store *st = NULL;
	struct diags d;
	char *text;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&sub_apply, argc, argv)) != -1) {
		if (c == 's')
			script = optarg;
		else if (c == 'a')
			author = optarg;
		else if (c == 'h')
			return annotations_help();
		else
			return cmd_option_error(&cmd_annotations, c, argv);
	}
	if (optind + 1 != argc || !script)
		return cmd_usage_error(&cmd_annotations, "apply takes WORKSPACE and --script FILE");
	if (!(text = read_file(script, NULL))) {
		fprintf(stderr, "gravel annotations: %s: %s\n", script, strerror(errno));
		return errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	diags_init(&d);
	rc = annot_open_arg(argv[optind], author, false, &st, &d);
	diags_print(&d, stderr);
	if (!rc && d.errors)
		rc = EXIT_CONFIG;	/* bad workspace labels */
	diags_free(&d);
	if (!rc) {
		rc = run_script(st, script, text);
		diags_init(&d);
		annot_drain_diags(st, &d);
		diags_print(&d, stderr);
		diags_free(&d);
	}
	annot_close(st);
	free(text);
	return rc;
}

static int annotations_exec(int argc, char **argv)
{
	if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
		return annotations_help();
	if (argc >= 2 && !strcmp(argv[1], "export"))
		return do_export(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "apply"))
		return do_apply(argc - 1, argv + 1);
	if (argc >= 2 && (!strcmp(argv[1], "merge") || !strcmp(argv[1], "agree")))
		return annotations_team(argc - 1, argv + 1);
	if (argc < 2)
		return cmd_usage_error(&cmd_annotations, "expected export, apply, merge or agree");
	return cmd_usage_error(&cmd_annotations, "unknown subcommand '%s'", argv[1]);
}
