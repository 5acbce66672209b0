/* datadir.c - finding gravel's own data files, installed or in the source
 * tree (see datadir.h). */
#include "config.h"
#include "datadir.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef GRAVEL_DATADIR
#define GRAVEL_DATADIR "/usr/local/share/gravel"
#endif
#ifndef GRAVEL_SRCDIR
#define GRAVEL_SRCDIR "."
#endif
#ifndef GRAVEL_BUILDDIR
#define GRAVEL_BUILDDIR "/nonexistent"
#endif

bool datadir_uninstalled(void)
{
	char self[4096];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	size_t bl = strlen(GRAVEL_BUILDDIR);

	if (n <= 0)
		return false;
	self[n] = '\0';
	return (size_t)n > bl && !strncmp(self, GRAVEL_BUILDDIR, bl) && self[bl] == '/';
}

char *datadir_find(const char *installed_rel, const char *src_rel)
{
	char *cand[2];
	char *found = NULL;
	bool src_first = datadir_uninstalled();

	cand[src_first ? 1 : 0] = xasprintf("%s/%s", GRAVEL_DATADIR, installed_rel);
	cand[src_first ? 0 : 1] = xasprintf("%s/%s", GRAVEL_SRCDIR, src_rel);
	for (int i = 0; i < 2 && !found; i++)
		if (access(cand[i], R_OK) == 0) {
			found = cand[i];
			cand[i] = NULL;
		}
	free(cand[0]);
	free(cand[1]);
	return found;
}
