/* cmd-trace.c - `gravel trace PROBLEMS ID [--step K] [--format text|json]`.
 *
 * Runs the reference solver of one problem with tracing on. Text: the
 * numbered narration, one line per step; with --step K, the narration up
 * to step K and the state tables at K. JSON: the events (up to K with
 * --step) and the state at K (the final state without --step). When the
 * solver rejects the problem the trace so far is still printed, then the
 * message, and the exit status is 65. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "problem.h"
#include "sanitize.h"
#include "solve.h"
#include "source.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct trace_opts {
	bool json, has_step;
	size_t step, limit;
};

static void print_sanitized(const char *s)
{
	char *t = sanitize_dup(s, SANITIZE_TEXT);
	fputs(t, stdout);
	free(t);
}

static int show_text(const struct problem *p, struct trace *tr, const cJSON *ans,
		     const struct trace_opts *o)
{
	struct strbuf sb;
	size_t upto = o->has_step ? o->step : tr->n;

	sb_init(&sb);
	sb_printf(&sb, "%s: %s, %zu step%s%s\n", p->id, *tr->algorithm ? tr->algorithm : "trace",
		  tr->n, tr->n == 1 ? "" : "s", tr->truncated ? " (truncated)" : "");
	trace_format_events(tr, 0, upto, &sb);
	if (o->has_step) {
		struct trace_state st;
		trace_state_init(&st, tr);
		trace_state_at(tr, upto, &st);
		sb_putc(&sb, '\n');
		trace_format_state(tr, &st, &sb);
		trace_state_free(&st);
	} else if (ans) {
		char *s = cJSON_PrintUnformatted(ans);
		sb_printf(&sb, "answer: %s\n", s ? s : "?");
		free(s);
	}
	print_sanitized(sb.data ? sb.data : "");
	sb_free(&sb);
	return EXIT_OK;
}

static int show_json(const struct problem *p, struct trace *tr, const cJSON *ans,
		     const struct trace_opts *o)
{
	size_t upto = o->has_step ? o->step : tr->n;
	struct trace_state st;
	cJSON *root, *evs;
	char *s;

	root = cJSON_CreateObject();
	cJSON_AddStringToObject(root, "id", p->id);
	cJSON_AddStringToObject(root, "algorithm", tr->algorithm);
	cJSON_AddNumberToObject(root, "count", (double)tr->n);
	cJSON_AddBoolToObject(root, "truncated", tr->truncated);
	cJSON_AddNumberToObject(root, "step", (double)upto);
	evs = cJSON_AddArrayToObject(root, "events");
	for (size_t i = 0; i < upto; i++)
		cJSON_AddItemToArray(evs, trace_event_to_json(tr, i));
	trace_state_init(&st, tr);
	trace_state_at(tr, upto, &st);
	cJSON_AddItemToObject(root, "state", trace_state_to_json(tr, &st));
	trace_state_free(&st);
	if (ans)
		cJSON_AddItemToObject(root, "answer", cJSON_Duplicate(ans, true));
	s = cJSON_Print(root);
	if (!s)
		gravel_fatal("out of memory");
	puts(s);
	free(s);
	cJSON_Delete(root);
	return EXIT_OK;
}

static int trace_one(const struct problem *p, const struct trace_opts *o)
{
	struct trace *tr;
	cJSON *ans = NULL;
	char *err = NULL;
	int rc, solved;

	if (p->graph)
		graph_finish(p->graph);
	tr = trace_new(p->graph, o->limit);
	solved = solve_problem(p, &ans, tr, &err);
	if (o->has_step && o->step > tr->n) {
		char *id = sanitize_dup(p->id, SANITIZE_LINE);
		fprintf(stderr, "gravel trace: %s: step %zu is past the last step (%zu)\n", id,
			o->step, tr->n);
		free(id);
		rc = EXIT_USAGE;
	} else {
		rc = o->json ? show_json(p, tr, ans, o) : show_text(p, tr, ans, o);
	}
	if (solved != 0) {
		char *id = sanitize_dup(p->id, SANITIZE_LINE);
		fprintf(stderr, "gravel trace: %s: %s\n", id, err ? err : "cannot solve");
		free(id);
		rc = EXIT_DATAERR;
	}
	free(err);
	cJSON_Delete(ans);
	trace_free(tr);
	return rc;
}

static const struct cmd_opt trace_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nStep through the reference algorithm on one problem.\n"
	  "PROBLEMS is a problems JSONL file, - for stdin, or an NLGraph checkout;\n"
	  "from -, a pipe or a device, reading stops at the problem (bounded memory).",
	  OPT_TEXT, NULL },
	{ "step", 'k', "K", NULL, "narration up to step K and the state after it (0: start)", 0,
	  NULL },
	{ "format", 'f', "F", "--format text|json",
	  "text (default): numbered narration lines\n"
	  "json: events and the state (final, or at step K)", 0, NULL },
	{ "limit", 'l', "N", NULL,
	  "record at most N events (default " OPT_DIGITS(TRACE_DEFAULT_LIMIT) ", 0: no limit)", 0,
	  NULL },
	{ NULL, 0, NULL, NULL,
	  "  -h, --help     show this help\n"
	  "exit status: 0 ok, 64 usage, 65 bad data, unsolvable problem or no such ID,\n"
	  "66 missing file, 74 I/O error", OPT_TEXT, NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int parse_size(const char *s, size_t *out)
{
	long v;

	if (parse_long(s, &v) != 0 || v < 0)
		return -1;
	*out = (size_t)v;
	return 0;
}

static int trace_exec(int argc, char **argv)
{
	struct trace_opts o = { .limit = TRACE_DEFAULT_LIMIT };
	struct problemset ps;
	struct problem *p;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_trace, argc, argv)) != -1) {
		switch (c) {
		case 'k':
			if (parse_size(optarg, &o.step) != 0)
				return cmd_usage_error(&cmd_trace, "--step needs a number >= 0");
			o.has_step = true;
			break;
		case 'f':
			if (!strcmp(optarg, "text") || !strcmp(optarg, "json"))
				o.json = !strcmp(optarg, "json");
			else
				return cmd_usage_error(&cmd_trace, "--format must be text or json");
			break;
		case 'l':
			if (parse_size(optarg, &o.limit) != 0)
				return cmd_usage_error(&cmd_trace, "--limit needs a number >= 0");
			break;
		case 'h':
			cmd_help(&cmd_trace, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_trace, c, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_trace, "expected PROBLEMS and ID");

	rc = cmd_load_problem(&cmd_trace, argv[optind], argv[optind + 1], &ps, &p);
	if (rc == EXIT_OK)
		rc = trace_one(p, &o);
	problemset_free(&ps);
	return cmd_finish_stdout(&cmd_trace, rc);
}

const struct command cmd_trace = {
	.name = "trace",
	.usage = "PROBLEMS ID",
	.summary = "step through the reference algorithm's trace on one problem",
	.exec = trace_exec,
	.opts = trace_opts,
	.help_col = 17,
};
