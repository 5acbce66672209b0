/* nlgraph-logpath.c - a log run's place in its NLGraph checkout
 * (nlgraph-logpath.h). */
#include "config.h"
#include "nlgraph-logpath.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Cut the last component off p (in place); returns it, or NULL. */
static char *cut_last(char *p)
{
	char *s = strrchr(p, '/');

	if (!s || s == p)
		return NULL;
	*s = '\0';
	return s + 1;
}

bool nlgraph_logpath_parse(const char *path, struct nlgraph_logpath *loc)
{
	char *abs = realpath(path, NULL), *folder, *log, *diff, *graph, *task;
	struct stat sb;
	bool ok = false;

	if (!abs)
		return false;
	if (stat(abs, &sb) != 0)
		goto out;
	if (!S_ISDIR(sb.st_mode) && !cut_last(abs))	/* a file: its folder */
		goto out;
	{
		char *probe = xasprintf("%s/answer.npy", abs), *probe2 = xasprintf("%s/prompt.txt", abs);
		bool has = stat(probe, &sb) == 0 || stat(probe2, &sb) == 0;
		free(probe);
		free(probe2);
		if (!has)
			goto out;
	}
	loc->run_dir = xstrdup(abs);
	folder = cut_last(abs);
	log = folder ? cut_last(abs) : NULL;
	diff = log ? cut_last(abs) : NULL;
	graph = diff ? cut_last(abs) : NULL;
	task = graph ? cut_last(abs) : NULL;
	if (!task || strcmp(log, "log") || strcmp(graph, "graph")) {
		free(loc->run_dir);
		loc->run_dir = NULL;
		goto out;
	}
	loc->run_folder = xstrdup(folder);
	loc->difficulty = xstrdup(diff);
	loc->task_dir = xstrdup(task);
	loc->root = xstrdup(abs);
	ok = true;
out:
	free(abs);
	return ok;
}

void nlgraph_logpath_free(struct nlgraph_logpath *loc)
{
	free(loc->root);
	free(loc->run_dir);
	free(loc->task_dir);
	free(loc->difficulty);
	free(loc->run_folder);
	memset(loc, 0, sizeof *loc);
}
