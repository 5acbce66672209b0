/* teach-run.c - `gravel teach` opened in the explorer (tui-run.h). */
#include "config.h"
#include "tui-run.h"
#include "problem.h"
#include "teach-lesson.h"
#include "workspace.h"
#include "util.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A graph read from a pipe: the keys come from the terminal afterwards. */
static void keys_from_tty(void)
{
	int fd;

	if (isatty(STDIN_FILENO) || (fd = open("/dev/tty", O_RDONLY)) < 0)
		return;
	dup2(fd, STDIN_FILENO);
	close(fd);
	clearerr(stdin);
}

int teach_run(const struct teach_args *a, const struct tui_options *opt)
{
	struct tui_options o = *opt;
	struct workspace ws;
	struct problem *p;
	char *title;
	int rc = teach_lesson_open(a, &p, &title);

	if (rc != EXIT_OK)
		return rc;
	if (a->graph && !strcmp(a->graph, "-"))
		keys_from_tty();
	workspace_init(&ws);
	ws.name = xstrdup(title);
	ws.loaded = true;
	problemset_add(&ws.problems, p);
	o.source = title;
	o.teach = true;
	rc = tui_run(&ws, NULL, &o);
	workspace_free(&ws);
	free(title);
	return rc;
}
