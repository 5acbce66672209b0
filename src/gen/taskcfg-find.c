/* taskcfg-find.c - a task config named as a file or by its name: `gravel
 * gen nlgraph` reads nlgraph.yaml of the installed task configs (the
 * source tree's when gravel runs uninstalled, datadir.h), as themes are
 * found by name. NLGraph's config is also compiled in, so the demo and
 * `gen nlgraph` work wherever the binary is copied. */
#include "config.h"
#include "datadir.h"
#include "diag.h"
#include "taskcfg.h"
#include "util.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

/* Compiled in by build-aux/embed.sh (demo.c). */
extern const char gravel_task_nlgraph[];
extern const size_t gravel_task_nlgraph_len;

bool taskcfg_is_name(const char *arg)
{
	if (!*arg || !strcmp(arg, "-"))
		return false;
	for (const char *p = arg; *p; p++)
		if (!(('a' <= *p && *p <= 'z') || ('A' <= *p && *p <= 'Z') ||
		      ('0' <= *p && *p <= '9') || *p == '_' || *p == '-'))
			return false;
	return true;
}

char *taskcfg_find(const char *name)
{
	char *inst = xasprintf("tasks/%s.yaml", name);
	char *src = xasprintf("config/tasks/%s.yaml", name);
	char *path = datadir_find(inst, src);

	free(inst);
	free(src);
	return path;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of the task configs beside the one looked for, sorted, for
 * the message that says which exist. */
static char *known_names(void)
{
	char *dir = taskcfg_find("nlgraph");
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct strbuf sb;
	DIR *dp;
	struct dirent *e;

	sb_init(&sb);
	if (dir) {
		*strrchr(dir, '/') = '\0';
		if ((dp = opendir(dir)) != NULL) {
			while ((e = readdir(dp)) != NULL) {
				size_t len = strlen(e->d_name);
				if (suffixcmp(e->d_name, len, ".yaml"))
					continue;
				if (n == cap)
					names = xreallocarray(names, cap = cap ? 2 * cap : 8,
							      sizeof *names);
				names[n++] = xstrndup(e->d_name, len - 5);
			}
			closedir(dp);
		}
		free(dir);
	}
	qsort(names, n, sizeof *names, cmp_str);
	for (size_t i = 0; i < n; i++) {
		sb_printf(&sb, "%s%s", i ? ", " : "", names[i]);
		free(names[i]);
	}
	free(names);
	if (!sb.len)
		sb_printf(&sb, "nlgraph");
	return sb_take(&sb);
}

/* The unknown name, said with the names that exist. */
static void no_such_name(const char *arg, struct diags *d)
{
	char *known = known_names();

	diag_error(d, arg, 0, 0,
		   "no task config of that name (known: %s; a file is named by a path, "
		   "e.g. ./%s.yaml)", known, arg);
	free(known);
}

char *taskcfg_locate(const char *arg, struct diags *d, int *rc)
{
	char *path;

	if (!taskcfg_is_name(arg))
		return xstrdup(arg);
	if ((path = taskcfg_find(arg)) == NULL) {
		no_such_name(arg, d);
		*rc = EXIT_NOINPUT;
	}
	return path;
}

int taskcfg_load_named(const char *arg, struct taskcfg *cfg, struct diags *d)
{
	char *path;
	int rc;

	if (!taskcfg_is_name(arg))
		return taskcfg_load(arg, cfg, d);
	if ((path = taskcfg_find(arg)) != NULL) {
		rc = taskcfg_load(path, cfg, d);
		free(path);
		return rc;
	}
	if (!strcmp(arg, "nlgraph"))
		return taskcfg_parse("<built-in nlgraph.yaml>", gravel_task_nlgraph,
				     gravel_task_nlgraph_len, cfg, d);
	memset(cfg, 0, sizeof *cfg);
	no_such_name(arg, d);
	return EXIT_NOINPUT;
}
