/* teach-lesson.c - a lesson's problem from the command line's arguments
 * (teach-lesson.h). */
#include "config.h"
#include "teach-lesson.h"
#include "diag.h"
#include "problem.h"
#include "teach.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The text of path ("-": stdin), or NULL after saying why with *rc set. */
static char *read_input(const char *path, size_t *len, int *rc)
{
	char *text = read_file(path, len);

	if (!text) {
		fprintf(stderr, "gravel teach: %s: %s\n", path, strerror(errno));
		*rc = errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	return text;
}

/* The lesson's problem from the teacher's edge list. */
static int own_graph(const struct teach_args *a, struct problem **out)
{
	struct diags d;
	size_t len;
	int rc = EXIT_OK;
	char *text = read_input(a->graph, &len, &rc);

	*out = NULL;
	if (!text)
		return rc;
	diags_init(&d);
	*out = teach_graph_parse(a->task, strcmp(a->graph, "-") ? a->graph : "stdin", text, len,
				 (int)a->source, (int)a->target, &d);
	free(text);
	if (!*out) {
		if (!d.n)
			diag_error(&d, a->graph, 0, 0, "no lesson from this graph");
		diags_print(&d, stderr);
		/* a lesson an edge list cannot give (gnn) or none: usage */
		rc = teach_lesson_find(a->task) && teach_lesson_find(a->task)->own != TEACH_OWN_NONE
			     ? EXIT_DATAERR : EXIT_USAGE;
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
	int rc = EXIT_OK;
	char *text = read_input(path, &len, &rc);

	if (!text)
		return rc;
	diags_init(&d);
	*out = teach_plan_parse(path, text, len, &d);
	free(text);
	diags_print(&d, stderr);
	diags_free(&d);
	return *out ? EXIT_OK : EXIT_CONFIG;
}

int teach_lesson_open(const struct teach_args *a, struct problem **p, char **title)
{
	char *err = NULL;
	int rc;

	*p = NULL;
	*title = NULL;
	if (a->plan) {
		if ((rc = plan_lesson(a->plan, p)) != EXIT_OK)
			return rc;
		*title = xasprintf("teach --plan %s", a->plan);
	} else if (a->graph) {
		if ((rc = own_graph(a, p)) != EXIT_OK)
			return rc;
		*title = xasprintf("teach %s --graph %s", a->task, a->graph);
	} else if (!(*p = teach_make_problem(a->task, (int)a->nodes, a->seed, a->plain, &err))) {
		fprintf(stderr, "gravel teach: %s\n", err ? err : "no problem");
		free(err);
		return EXIT_USAGE;
	} else {
		*title = xasprintf("teach %s --nodes %ld --seed %llu%s", a->task, a->nodes,
				   (unsigned long long)a->seed, a->plain ? " --plain" : "");
	}
	return EXIT_OK;
}
