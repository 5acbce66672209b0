/* datadir.h - where gravel's own data files are: the task configs, the
 * exec harness, the lessons. An installed gravel reads them under
 * DATADIR (make install's $(pkgdatadir)); a gravel run from its build tree
 * reads the source tree's, so an uninstalled binary never picks up a stale
 * installed copy, and a fresh clone works before anything is installed. */
#ifndef GRAVEL_DATADIR_H
#define GRAVEL_DATADIR_H

#include <stdbool.h>

/* Is this process the binary of the build tree configure set up? */
bool datadir_uninstalled(void);

/* The path of a data file that exists, malloc'd: installed_rel under
 * DATADIR or src_rel under the source tree, in the order above (the other
 * place second). NULL when neither exists. */
char *datadir_find(const char *installed_rel, const char *src_rel);

#endif
