/* cmd-teach.c - `gravel teach TASK [--nodes N] [--seed S]`: teaching mode
 * (teach.h) on a small graph of the task, generated from the built-in
 * NLGraph config with the seed, in the terminal explorer's teach screen.
 * The options go into a struct teach_args (teach-lesson.h), which
 * teach_run (tui/tui-run.h) makes into the lesson and opens.
 *
 * The same seed gives the same graph, trace and questions, so a lesson
 * replays from a key script: --keys FILE --dump-screen OUT (and the other
 * script-mode options of gravel browse). No curses here. */
#include "config.h"
#include "cmd.h"
#include "cmd-tui.h"
#include "options.h"
#include "teach.h"
#include "teach-lesson.h"
#include "tui-run.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	OPT_NODES = CMD_TUI_OPT_END, OPT_SEED, OPT_PLAIN, OPT_DUMP_TASKS, OPT_GRAPH, OPT_SOURCE,
	OPT_TARGET, OPT_PLAN,
};

/* help's list of lessons, from the table */
static void lessons_help(FILE *fp)
{
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		char *line = xasprintf("%s; asks %s", l->algorithm, l->asks);
		fprintf(fp, "  %-15s ", l->task);
		cmd_wrap(fp, line, 18, 18);
		free(line);
		if (l->shows) {
			line = xasprintf("graph picked for %s", l->shows);
			fprintf(fp, "  %-15s ", "");
			cmd_wrap(fp, line, 18, 18);
			free(line);
		}
	}
	fputc('\n', fp);
}

static const struct cmd_opt teach_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nLearn a graph algorithm on a small graph, narrated step by step with its\n"
	  "state tables; at chosen points a question to answer (a node, a value, a\n"
	  "path...), scored at once, and a summary at the end. The seed picks the\n"
	  "graph: by default the first of the seed's graphs where the idea happens\n"
	  "(the lesson says which property it asked for); --plain takes the seed's\n"
	  "first graph. TASK is one of:\n", OPT_TEXT, lessons_help },
	{ "nodes", OPT_NODES, "N", NULL,
	  "nodes of the graph, " OPT_DIGITS(TEACH_MIN_NODES) "-" OPT_DIGITS(TEACH_MAX_NODES)
	  " (default " OPT_DIGITS(TEACH_DEFAULT_NODES) ")", 0, NULL },
	{ "seed", OPT_SEED, "S", NULL, "seed of the graph (default 1)", 0, NULL },
	{ "plain", OPT_PLAIN, NULL, NULL, "the seed's first graph, not one picked for the lesson",
	  0, NULL },
	{ "graph", OPT_GRAPH, "FILE|-", NULL,
	  "your own graph: an edge list, one edge a line, 'u v' or\n"
	  "'u v weight' (CS Academy's graph editor's form; a\n"
	  "matching lesson's lines are 'applicant job')", 0, NULL },
	{ "source", OPT_SOURCE, "S", NULL,
	  "where the lesson goes from on your graph (default 0)", 0, NULL },
	{ "target", OPT_TARGET, "T", NULL,
	  "where it goes to on your graph (default the last node)", 0, NULL },
	{ "plan", OPT_PLAN, "FILE", NULL,
	  "a lesson plan: task, graph, pauses, your questions\n"
	  "and notes (gravel-config(5), LESSON PLANS)", OPT_IN_USAGE, NULL },
	CMD_TUI_LOOKS_ROWS(0),
	CMD_TUI_NO_CONFIG_ROW(0),
	{ "dump-tasks", OPT_DUMP_TASKS, "man", NULL,
	  "print the task list as the man page's teach section", OPT_NO_USAGE, NULL },
	{ NULL, 0, NULL, NULL,
	  "\nKeys: . or Space step (Space types a blank once an answer is begun), ,\n"
	  "step back (also after answering), < start, > the next question or the\n"
	  "end (or the plan's next pause); Enter answers; j/k and PgDn/PgUp scroll\n"
	  "the state table (never a step); F5 restarts the lesson, F6 asks for a new\n"
	  "graph.\n\n"
	  "Script mode (tests):", OPT_TEXT, NULL },
	CMD_TUI_SCRIPT_ROWS,
	CMD_TUI_COLORS_ROWS,
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

/* The man page's list of lessons (man/gravel-teach.inc), from the table. */
static int dump_tasks_man(const char *form)
{
	if (strcmp(form, "man"))
		return cmd_usage_error(&cmd_teach, "--dump-tasks wants man, not '%s'", form);
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		printf(".TP\n.B %s\n%s: %s.\n", l->task, l->algorithm, l->asks);
		if (l->shows)
			printf("The default graph is picked for %s.\n", l->shows);
	}
	return EXIT_OK;
}

/* One of the lesson's own options into a; 0 or the usage error's status. */
static int lesson_option(int c, const char *arg, struct teach_args *a, bool *sized)
{
	long v;

	switch (c) {
	case OPT_NODES:
		if (parse_long(arg, &a->nodes) != 0 || a->nodes < TEACH_MIN_NODES ||
		    a->nodes > TEACH_MAX_NODES)
			return cmd_usage_error(&cmd_teach, "--nodes wants %d to %d, not '%s'",
					       TEACH_MIN_NODES, TEACH_MAX_NODES, arg);
		*sized = true;
		break;
	case OPT_GRAPH:
		a->graph = arg;
		break;
	case OPT_PLAN:
		a->plan = arg;
		break;
	case OPT_SOURCE:
	case OPT_TARGET:
		if (parse_long(arg, &v) != 0 || v < 0 || v >= TEACH_MAX_NODES)
			return cmd_usage_error(&cmd_teach, "--%s wants a node, not '%s'",
					       c == OPT_SOURCE ? "source" : "target", arg);
		*(c == OPT_SOURCE ? &a->source : &a->target) = v;
		break;
	case OPT_SEED:
		if (parse_long(arg, &v) != 0 || v < 0)
			return cmd_usage_error(&cmd_teach, "--seed wants a number, not '%s'", arg);
		a->seed = (uint64_t)v;
		*sized = true;
		break;
	case OPT_PLAIN:
		a->plain = true;
		*sized = true;
		break;
	}
	return EXIT_OK;
}

/* The options checked against each other and the operands. */
static int check_args(int argc, char **argv, struct teach_args *a, bool sized,
		      struct tui_options *opt)
{
	int rc;

	if (a->plan && (a->graph || sized || a->source >= 0 || a->target >= 0 || optind != argc))
		return cmd_usage_error(&cmd_teach, "--plan names the task and the graph: nothing "
				       "else with it");
	if (!a->plan && optind + 1 != argc)
		return cmd_usage_error(&cmd_teach, optind < argc ? "one task only" : "which task?");
	if ((rc = cmd_tui_check(&cmd_teach, opt)) != EXIT_OK)
		return rc;
	if (a->graph && sized)
		return cmd_usage_error(&cmd_teach, "--graph is the lesson's graph: no --nodes, "
				       "--seed or --plain with it");
	if (!a->graph && (a->source >= 0 || a->target >= 0))
		return cmd_usage_error(&cmd_teach, "--source and --target go with --graph");
	a->task = a->plan ? NULL : argv[optind];
	return EXIT_OK;
}

static int teach_exec(int argc, char **argv)
{
	struct teach_args a = { NULL, TEACH_DEFAULT_NODES, 1, false, NULL, NULL, -1, -1 };
	struct tui_options opt;
	bool sized = false;	/* --nodes, --seed or --plain given */
	int c, rc;

	memset(&opt, 0, sizeof opt);
	opt.t0 = now_seconds();
	opt.user_config = true;
	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_teach, argc, argv)) != -1) {
		if (c == 'h') {
			cmd_help(&cmd_teach, stdout);
			return EXIT_OK;
		}
		if (c == OPT_DUMP_TASKS)
			return dump_tasks_man(optarg);
		if (c == ':' || c == '?')
			return cmd_option_error(&cmd_teach, c, argv);
		rc = c >= OPT_NODES ? lesson_option(c, optarg, &a, &sized)
				    : cmd_tui_option(&cmd_teach, c, optarg, &opt);
		if (rc != EXIT_OK)
			return rc;
	}
	if ((rc = check_args(argc, argv, &a, sized, &opt)) != EXIT_OK)
		return rc;
	return teach_run(&a, &opt);
}

const struct command cmd_teach = {
	.name = "teach",
	.usage = "TASK | --plan FILE",
	.summary = "learn a task's algorithm step by step, with questions",
	.exec = teach_exec,
	.opts = teach_opts,
	.help_col = 23,
};
