/* cmd-teach.c - `gravel teach TASK [--nodes N] [--seed S]`: teaching mode
 * (teach.h) on a small graph of the task, generated from the built-in
 * NLGraph config with the seed, in the terminal explorer's teach screen.
 *
 * The same seed gives the same graph, trace and questions, so a lesson
 * replays from a key script: --keys FILE --dump-screen OUT (and the other
 * script-mode options of gravel browse). No curses here. */
#include "config.h"
#include "cmd.h"
#include "cmd-tui.h"
#include "problem.h"
#include "teach.h"
#include "tui.h"
#include "workspace.h"
#include "diag.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_NODES 6

enum {
	OPT_KEYS = CMD_TUI_OPT_KEYS, OPT_DUMP = CMD_TUI_OPT_DUMP, OPT_ROLES = CMD_TUI_OPT_ROLES,
	OPT_SIZE = CMD_TUI_OPT_SIZE, OPT_NO_CONFIG = CMD_TUI_OPT_NO_CONFIG,
	OPT_NO_COLOR = CMD_TUI_OPT_NO_COLOR, OPT_THEME = CMD_TUI_OPT_THEME,
	OPT_COLORS = CMD_TUI_OPT_COLORS, OPT_STYLES = CMD_TUI_OPT_STYLES,
	OPT_NODES = CMD_TUI_OPT_END, OPT_SEED, OPT_PLAIN, OPT_DUMP_TASKS, OPT_GRAPH, OPT_SOURCE,
	OPT_TARGET, OPT_PLAN,
};

static void usage_long(void)
{
	cmd_usage(&cmd_teach, stdout);
	printf("\nLearn a graph algorithm on a small graph, narrated step by step with its\n"
	       "state tables; at chosen points a question to answer (a node, a value, a\n"
	       "path...), scored at once, and a summary at the end. The seed picks the\n"
	       "graph: by default the first of the seed's graphs where the idea happens\n"
	       "(the lesson says which property it asked for); --plain takes the seed's\n"
	       "first graph. TASK is one of:\n\n");
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		char *line = xasprintf("%s; asks %s", l->algorithm, l->asks);
		printf("  %-15s ", l->task);
		cmd_wrap(stdout, line, 18, 18);
		free(line);
		if (l->shows) {
			line = xasprintf("graph picked for %s", l->shows);
			printf("  %-15s ", "");
			cmd_wrap(stdout, line, 18, 18);
			free(line);
		}
	}
	printf("\n  --nodes N            nodes of the graph, %d-%d (default %d)\n"
	       "  --seed S             seed of the graph (default 1)\n"
	       "  --plain              the seed's first graph, not one picked for the lesson\n"
	       "  --graph FILE|-       your own graph: an edge list, one edge a line, 'u v' or\n"
	       "                       'u v weight' (CS Academy's graph editor's form; a\n"
	       "                       matching lesson's lines are 'applicant job')\n"
	       "  --source S --target T  where the lesson goes from and to on your graph\n"
	       "                       (default 0 and the last node)\n"
	       "  --plan FILE          a lesson plan: task, graph, pauses, your questions\n"
	       "                       and notes (gravel-config(5), LESSON PLANS)\n"
	       "  --theme NAME|FILE    colour theme (default, light, dark, monochrome,\n"
	       "                       high-contrast, or a theme file)\n"
	       "  --no-color           no colours (as NO_COLOR)\n"
	       "  --no-config          ignore the user's config file\n"
	       "  --dump-tasks man     print the task list as the man page's teach section\n\n"
	       "Keys: . or Space step (Space types a blank once an answer is begun), ,\n"
	       "step back (also after answering), < start, > the next question or the\n"
	       "end (or the plan's next pause); Enter answers; j/k and PgDn/PgUp scroll\n"
	       "the state table (never a step); F5 restarts the lesson, F6 asks for a new\n"
	       "graph.\n\n"
	       "Script mode (tests): --keys FILE, --dump-screen OUT, --dump-roles,\n"
	       "--dump-styles, --colors N, --size COLSxROWS (see gravel browse --help).\n",
	       TEACH_MIN_NODES, TEACH_MAX_NODES, DEFAULT_NODES);
}

/* The man page's list of lessons (man/gravel-teach.inc), from the table. */
static void dump_tasks_man(void)
{
	for (size_t i = 0; i < teach_lesson_count(); i++) {
		const struct teach_lesson *l = teach_lesson_at(i);
		printf(".TP\n.B %s\n%s: %s.\n", l->task, l->algorithm, l->asks);
		if (l->shows)
			printf("The default graph is picked for %s.\n", l->shows);
	}
}

/* The lesson's problem from the teacher's edge list (path, "-": stdin).
 * Read from a pipe, the keys come from the terminal afterwards. */
static int own_graph(const char *task, const char *path, int source, int target,
		     struct problem **out)
{
	struct diags d;
	size_t len;
	char *text = read_file(path, &len);
	int rc = EXIT_OK;

	*out = NULL;
	if (!text) {
		fprintf(stderr, "gravel teach: %s: %s\n", path, strerror(errno));
		return errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	diags_init(&d);
	*out = teach_graph_parse(task, strcmp(path, "-") ? path : "stdin", text, len, source,
				 target, &d);
	free(text);
	if (!*out) {
		if (!d.n)
			diag_error(&d, path, 0, 0, "no lesson from this graph");
		diags_print(&d, stderr);
		/* a lesson an edge list cannot give (gnn) or none: usage */
		rc = teach_lesson_find(task) && teach_lesson_find(task)->own != TEACH_OWN_NONE
			     ? EXIT_DATAERR : EXIT_USAGE;
	} else if (!strcmp(path, "-") && !isatty(STDIN_FILENO)) {
		int fd = open("/dev/tty", O_RDONLY);
		if (fd >= 0) {
			dup2(fd, STDIN_FILENO);
			close(fd);
			clearerr(stdin);
		}
	}
	diags_free(&d);
	return rc;
}

/* The lesson of a plan file (teach_plan_parse): errors as gravel check
 * says them, status 78. */
static int plan_lesson(const char *path, struct problem **out)
{
	struct diags d;
	size_t len;
	char *text = read_file(path, &len);

	if (!text) {
		fprintf(stderr, "gravel teach: %s: %s\n", path, strerror(errno));
		return errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	diags_init(&d);
	*out = teach_plan_parse(path, text, len, &d);
	free(text);
	diags_print(&d, stderr);
	diags_free(&d);
	return *out ? EXIT_OK : EXIT_CONFIG;
}

/* What the command line asks of the lesson. */
struct lesson_args {
	long nodes;
	uint64_t seed;
	bool plain, sized;	/* sized: --nodes, --seed or --plain given */
	const char *graph, *plan;
	long source, target;	/* -1: not given */
};

/* The lesson's problem (a plan's, the teacher's graph or a generated one)
 * opened in the TUI; task is NULL with a plan. */
static int teach_start(const char *task, const struct lesson_args *l, struct tui_options *opt)
{
	struct workspace ws;
	struct problem *p;
	char *err = NULL, *title;
	int rc;

	if (l->graph && l->sized)
		return cmd_usage_error(&cmd_teach, "--graph is the lesson's graph: no --nodes, "
				       "--seed or --plain with it");
	if (!l->graph && (l->source >= 0 || l->target >= 0))
		return cmd_usage_error(&cmd_teach, "--source and --target go with --graph");
	if (l->plan) {
		if ((rc = plan_lesson(l->plan, &p)) != EXIT_OK)
			return rc;
	} else if (l->graph) {
		if ((rc = own_graph(task, l->graph, (int)l->source, (int)l->target, &p)) != EXIT_OK)
			return rc;
	} else if (!(p = teach_make_problem(task, (int)l->nodes, l->seed, l->plain, &err))) {
		fprintf(stderr, "gravel teach: %s\n", err ? err : "no problem");
		free(err);
		return EXIT_USAGE;
	}
	workspace_init(&ws);
	if (l->plan)
		title = xasprintf("teach --plan %s", l->plan);
	else if (l->graph)
		title = xasprintf("teach %s --graph %s", task, l->graph);
	else
		title = xasprintf("teach %s --nodes %ld --seed %llu%s", task, l->nodes,
				  (unsigned long long)l->seed, l->plain ? " --plain" : "");
	ws.name = xstrdup(title);
	ws.loaded = true;
	problemset_add(&ws.problems, p);
	opt->source = title;
	rc = tui_run(&ws, NULL, opt);
	workspace_free(&ws);
	free(title);
	return rc;
}

static int teach_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "nodes", required_argument, NULL, OPT_NODES },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "plain", no_argument, NULL, OPT_PLAIN },
		{ "graph", required_argument, NULL, OPT_GRAPH },
		{ "plan", required_argument, NULL, OPT_PLAN },
		{ "source", required_argument, NULL, OPT_SOURCE },
		{ "target", required_argument, NULL, OPT_TARGET },
		{ "dump-tasks", required_argument, NULL, OPT_DUMP_TASKS },
		{ "keys", required_argument, NULL, OPT_KEYS },
		{ "dump-screen", required_argument, NULL, OPT_DUMP },
		{ "dump-roles", no_argument, NULL, OPT_ROLES },
		{ "dump-styles", no_argument, NULL, OPT_STYLES },
		{ "colors", required_argument, NULL, OPT_COLORS },
		{ "size", required_argument, NULL, OPT_SIZE },
		{ "no-config", no_argument, NULL, OPT_NO_CONFIG },
		{ "no-color", no_argument, NULL, OPT_NO_COLOR },
		{ "theme", required_argument, NULL, OPT_THEME },
		{ NULL, 0, NULL, 0 },
	};
	struct tui_options opt;
	struct lesson_args l = { DEFAULT_NODES, 1, false, false, NULL, NULL, -1, -1 };
	long v;
	int c, rc;

	memset(&opt, 0, sizeof opt);
	opt.t0 = now_seconds();
	opt.user_config = true;
	opt.teach = true;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage_long();
			return EXIT_OK;
		case OPT_NODES:
			if (parse_long(optarg, &l.nodes) != 0 || l.nodes < TEACH_MIN_NODES ||
			    l.nodes > TEACH_MAX_NODES)
				return cmd_usage_error(&cmd_teach, "--nodes wants %d to %d, not '%s'",
						       TEACH_MIN_NODES, TEACH_MAX_NODES, optarg);
			l.sized = true;
			break;
		case OPT_GRAPH:
			l.graph = optarg;
			break;
		case OPT_PLAN:
			l.plan = optarg;
			break;
		case OPT_SOURCE:
		case OPT_TARGET:
			if (parse_long(optarg, &v) != 0 || v < 0 || v >= TEACH_MAX_NODES)
				return cmd_usage_error(&cmd_teach, "--%s wants a node, not '%s'",
						       c == OPT_SOURCE ? "source" : "target", optarg);
			*(c == OPT_SOURCE ? &l.source : &l.target) = v;
			break;
		case OPT_SEED:
			if (parse_long(optarg, &v) != 0 || v < 0)
				return cmd_usage_error(&cmd_teach, "--seed wants a number, not '%s'",
						       optarg);
			l.seed = (uint64_t)v;
			l.sized = true;
			break;
		case OPT_PLAIN:
			l.plain = true;
			l.sized = true;
			break;
		case OPT_DUMP_TASKS:
			if (strcmp(optarg, "man"))
				return cmd_usage_error(&cmd_teach, "--dump-tasks wants man, not '%s'",
						       optarg);
			dump_tasks_man();
			return EXIT_OK;
		case ':':
			return cmd_option_error(&cmd_teach, c, argv);
		default:
			rc = cmd_tui_option(&cmd_teach, c, optarg, &opt);
			if (rc < 0)
				return cmd_usage_error(&cmd_teach, "unknown option '%s'",
						       argv[optind - 1]);
			if (rc != EXIT_OK)
				return rc;
		}
	}
	if (l.plan && (l.graph || l.sized || l.source >= 0 || l.target >= 0 || optind != argc))
		return cmd_usage_error(&cmd_teach, "--plan names the task and the graph: nothing "
				       "else with it");
	if (!l.plan && optind + 1 != argc)
		return cmd_usage_error(&cmd_teach, optind < argc ? "one task only" : "which task?");
	if ((rc = cmd_tui_check(&cmd_teach, &opt)) != EXIT_OK)
		return rc;
	return teach_start(argc > optind ? argv[optind] : NULL, &l, &opt);
}

const struct command cmd_teach = {
	"teach", "TASK [--nodes N] [--seed S] [--plain] [--graph FILE|-] [--theme NAME] [--no-color]"
		 " | --plan FILE",
	"learn a task's algorithm step by step, with questions", teach_exec, NULL, 0,
};
