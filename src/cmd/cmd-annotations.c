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
#include <unistd.h>
#include <sys/stat.h>
#include "workspace.h"
#include "explore.h"
#include "annot.h"
#include "workspace-annot.h"
#include "cmd-annot-team.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

static int annotations_exec(int argc, char **argv);

const struct command cmd_annotations = {
	"annotations",
	"export WORKSPACE|PROBLEMS [RUNS...] [--format json|jsonl|csv] [--label L] [--tag T] [--run R] [--all] "
	"[-o FILE]\n"
	"       gravel annotations apply WORKSPACE --script FILE [--author NAME]\n"
	"       gravel annotations merge A B ... [-o OUT]\n"
	"       gravel annotations agree A B ... [--by task|label] [--format text|json]",
	"export hand annotations (labels, notes, tags, overrides)", annotations_exec,
};

static void help(void)
{
	cmd_usage(&cmd_annotations, stdout);
	printf("\nexport  write the annotations of WORKSPACE (a workspace .yaml, or the\n"
	       "        annotation file itself) as json (default), jsonl or csv\n"
	       "  --format F    json, jsonl or csv\n"
	       "  --label L     only items labelled L (\"\" for no label)\n"
	       "  --tag T       only items tagged T\n"
	       "  --run R       only items of run R\n"
	       "  --all         also items whose every field was cleared\n"
	       "  -o FILE       write to FILE (atomically) instead of stdout\n"
	       "apply   (maintenance) apply a script of changes, one per line, printing\n"
	       "        \"ok LINE ID\" after each is saved; see gravel(1) ANNOTATIONS\n"
	       "  --script F    the script (\"-\" for stdin)\n"
	       "  --author A    the author recorded in the history (default $USER)\n");
	annotations_team_help();
}

/* A path that holds data rather than a workspace or annotation file: a
 * directory, or a problems/runs JSONL file. */
static bool is_data_path(const char *p)
{
	size_t n = strlen(p);

	if (is_dir(p))
		return true;
	return !suffixcmp(p, n, ".jsonl");
}

static int do_export(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' }, { "label", required_argument, NULL, 'l' },
		{ "tag", required_argument, NULL, 't' },    { "run", required_argument, NULL, 'r' },
		{ "all", no_argument, NULL, 'a' },	    { "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },	    { NULL, 0, NULL, 0 },
	};
	enum annot_format fmt = AFMT_JSON;
	struct annot_filter f;
	struct annot_store *st = NULL;
	struct output out;
	const char *outpath = NULL;
	char *arg;
	struct diags d;
	struct workspace ws;
	struct explore *ex = NULL;
	bool loaded = false;
	int c, rc;

	annot_filter_init(&f);
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:", opts, NULL)) != -1) {
		switch (c) {
		case 'f':
			if (annot_parse_format(optarg, &fmt) != 0)
				return cmd_usage_error(&cmd_annotations,
						       "--format must be json, jsonl or csv");
			break;
		case 'l':
			f.label = optarg;
			break;
		case 't':
			f.tag = optarg;
			break;
		case 'r':
			f.run = optarg;
			break;
		case 'a':
			f.all = true;
			break;
		case 'o':
			outpath = optarg;
			break;
		case 'h':
			help();
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_annotations, c, argv);
		}
	}
	if (optind >= argc || (optind + 1 != argc && !is_data_path(argv[optind])))
		return cmd_usage_error(&cmd_annotations,
				       "export takes one WORKSPACE (or PROBLEMS [RUNS...])");
	diags_init(&d);
	workspace_init(&ws);
	arg = argv[optind];
	if (is_data_path(arg)) {
		/* a data source browsed without a workspace file (an NLGraph
		 * checkout, a problems file): its default annotation file */
		struct annot_opts o = { 0 };
		struct workspace key;
		struct ws_source src = { 0 };
		char *path;
		/* the file's name needs only the first source: look before loading */
		workspace_init(&key);
		src.path = arg;
		key.sources = &src;
		key.nsources = 1;
		path = annot_workspace_path(&key);
		rc = EXIT_OK;
		if (!path || access(path, F_OK) != 0) {
			fprintf(stderr,
				"gravel annotations: no annotations for %s yet: annotate with "
				"'gravel browse %s' (press a); they are kept in %s\n",
				arg, arg, path ? path : "$XDG_DATA_HOME/gravel/annotations/");
			rc = EXIT_NOINPUT;
		} else {
			rc = workspace_from_paths((const char *const *)argv + optind,
						  (size_t)(argc - optind), &ws, &d);
			o.any_label = true;
			o.readonly = true;
			if (!rc)
				rc = annot_open(path, &o, &st, &d);
			loaded = rc == 0;
		}
		free(path);
	} else {
		rc = annot_open_arg(arg, NULL, true, &st, &d);
		/* a workspace file: load its data for the verdicts */
		if (!rc && workspace_is_file_name(arg))
			loaded = workspace_open(arg, &ws, &d) == 0;
	}
	diags_print(&d, stderr);
	diags_free(&d);
	if (rc) {
		workspace_free(&ws);
		return rc;
	}
	if (loaded)
		ex = explore_new(&ws);
	if (output_open(&out, outpath) != 0) {
		fprintf(stderr, "gravel annotations: %s: %s\n", outpath, strerror(errno));
		annot_close(st);
		return EXIT_IOERR;
	}
	if ((ex ? explore_export_annotations(ex, st, &f, fmt, out.fp)
		: annot_export(st, &f, fmt, out.fp)) != 0 ||
	    output_commit(&out) != 0) {
		fprintf(stderr, "gravel annotations: %s: %s\n", outpath ? outpath : "<stdout>",
			strerror(errno));
		output_abort(&out);
		rc = EXIT_IOERR;
	}
	annot_close(st);
	explore_free(ex);
	workspace_free(&ws);
	return rc;
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
	return *err = xasprintf("unknown change '%s' (label, note, tags, override, clear, undo, "
				"redo)", op), ANNOT_INVALID;
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
	static const struct option opts[] = {
		{ "script", required_argument, NULL, 's' },
		{ "author", required_argument, NULL, 'a' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *script = NULL, *author = NULL;
	struct annot_store *st = NULL;
	struct diags d;
	char *text;
	int c, rc;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		if (c == 's')
			script = optarg;
		else if (c == 'a')
			author = optarg;
		else if (c == 'h')
			return help(), EXIT_OK;
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
	if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		help();
		return EXIT_OK;
	}
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
