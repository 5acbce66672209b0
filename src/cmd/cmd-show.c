/* cmd-show.c - `gravel show PROBLEMS ID [--view list|matrix|edges|draw]`.
 *
 * Prints one problem: a header (id, task, difficulty, graph size, query,
 * gold answer as compact JSON), the question text, then the chosen view of
 * the graph, whole, however large. Text that comes from the input (ids,
 * question) goes through the sanitizer, so a problem file cannot send
 * escape sequences to the terminal. A view that does not apply (a matrix
 * of more than VIEW_MATRIX_MAX nodes, a drawing of more than VIEW_DRAW_MAX)
 * prints its one explanatory line in place of the view; the exit status is
 * still 0, since the problem itself was shown. */
#include "config.h"
#include "cmd.h"
#include "options.h"
#include "sanitize.h"
#include "source.h"
#include "view.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* "key:        value" with the value sanitized to one line. */
static void print_field(const char *key, const char *value)
{
	char *s = sanitize_dup(value, SANITIZE_LINE);
	printf("%-11s %s\n", key, s);
	free(s);
}

static void print_json_field(const char *key, const cJSON *j, const char *none)
{
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;

	if (j && !s)
		gravel_fatal("out of memory");
	print_field(key, s ? s : none);
	free(s);
}

static void print_graph_field(const struct graph *g)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_printf(&sb, "%s, %d node%s, %zu edge%s", g->directed ? "directed" : "undirected",
		  g->n, g->n == 1 ? "" : "s", g->m, g->m == 1 ? "" : "s");
	if (g->attr != ATTR_NONE)
		sb_printf(&sb, ", edge %s", edge_attr_name(g->attr));
	if (g->bipartite)
		sb_printf(&sb, ", bipartite %d applicants + %d jobs", g->parts[0], g->parts[1]);
	if (g->features)
		sb_printf(&sb, ", node features of dimension %d", g->feat_dim);
	print_field("graph:", sb.data);
	sb_free(&sb);
}

static void print_question(const char *q)
{
	char *s;
	size_t len;

	printf("\nquestion:\n");
	if (!q) {
		printf("(no question text)\n");
		return;
	}
	s = sanitize_dup(q, SANITIZE_TEXT);
	len = strlen(s);
	fputs(s, stdout);
	if (len == 0 || s[len - 1] != '\n')
		putchar('\n');
	free(s);
}

static void print_problem(const struct problem *p, enum view_kind vk)
{
	struct textlines tl;

	print_field("id:", p->id);
	print_field("benchmark:", p->benchmark);
	print_field("task:", p->task_name);
	print_field("difficulty:", p->difficulty);
	print_field("set:", p->set);
	if (p->category)
		print_field("category:", p->category);
	print_graph_field(p->graph);
	print_json_field("query:", p->query, "{}");
	print_json_field("gold:", p->gold_answer, "(unknown)");
	print_question(p->question);

	printf("\nview: %s\n", view_name(vk));
	textlines_init(&tl);
	tl.no_spans = true;	/* printed, never highlighted */
	view_render(p->graph, vk, &tl);
	for (size_t i = 0; i < tl.n; i++) {
		fputs(tl.v[i], stdout);
		putchar('\n');
	}
	textlines_free(&tl);
}

static const struct cmd_opt show_opts[] = {
	{ NULL, 0, NULL, NULL,
	  "\nPrint one problem: its header, question and a text view of its graph.\n"
	  "PROBLEMS is a problems JSONL file, - for stdin, or an NLGraph checkout;\n"
	  "from -, a pipe or a device, reading stops at the problem (bounded memory).",
	  OPT_TEXT, NULL },
	{ "view", 'v', "V", "--view list|matrix|edges|draw",
	  "list (default): adjacency list; bipartite graphs as\n"
	  "  applicants and their jobs; node features appended\n"
	  "matrix: adjacency matrix (up to " OPT_DIGITS(VIEW_MATRIX_MAX) " nodes)\n"
	  "edges: numbered edge list in source order\n"
	  "draw: node-link drawing (up to " OPT_DIGITS(VIEW_DRAW_MAX) " nodes)", 0, NULL },
	{ NULL, 0, NULL, NULL,
	  "  -h, --help   show this help\n"
	  "exit status: 0 ok, 64 usage, 65 bad data or no such ID, 66 missing file", OPT_TEXT,
	  NULL },
	{ NULL, 0, NULL, NULL, NULL, 0, NULL },
};

static int show_exec(int argc, char **argv)
{
	enum view_kind vk = VIEW_LIST;
	struct problemset ps;
	struct problem *p;
	int c, rc;

	cmd_opt_begin();
	while ((c = cmd_getopt(&cmd_show, argc, argv)) != -1) {
		switch (c) {
		case 'v':
			if (view_parse(optarg, &vk) != 0)
				return cmd_usage_error(&cmd_show,
						       "--view must be list, matrix, edges or draw");
			break;
		case 'h':
			cmd_help(&cmd_show, stdout);
			return EXIT_OK;
		default:
			return cmd_option_error(&cmd_show, c, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error(&cmd_show, "expected PROBLEMS and ID");

	rc = cmd_load_problem(&cmd_show, argv[optind], argv[optind + 1], &ps, &p);
	if (rc == EXIT_OK)
		print_problem(p, vk);
	problemset_free(&ps);
	return cmd_finish_stdout(&cmd_show, rc);
}

const struct command cmd_show = {
	.name = "show",
	.usage = "PROBLEMS ID",
	.summary = "print one problem and a text view of its graph",
	.exec = show_exec,
	.opts = show_opts,
	.help_col = 15,
};
