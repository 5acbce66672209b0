/* dir-list.c - folder entries, sorted. */
#include "config.h"
#include "util.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **dir_list(const char *dir, enum dir_list_what what,
		int (*cmp)(const void *, const void *), size_t *n)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char **v;
	size_t cap = 0;

	*n = 0;
	if (!dp)
		return NULL;
	v = NULL;
	xgrow(&v, &cap, 1, sizeof *v);
	while ((de = readdir(dp))) {
		if (de->d_name[0] == '.')
			continue;
		if (what != DIR_LIST_ALL) {
			char *full = xasprintf("%s/%s", dir, de->d_name);
			bool sub = is_dir(full);
			free(full);
			if (sub != (what == DIR_LIST_DIRS))
				continue;
		}
		xgrow(&v, &cap, *n + 2, sizeof *v);
		v[(*n)++] = xstrdup(de->d_name);
	}
	closedir(dp);
	v[*n] = NULL;
	if (*n > 1)
		qsort(v, *n, sizeof *v, cmp ? cmp : cmp_names);
	return v;
}

void dir_list_free(char **v)
{
	if (!v)
		return;
	for (char **p = v; *p; p++)
		free(*p);
	free(v);
}
