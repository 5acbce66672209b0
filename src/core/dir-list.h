/* dir-list.h - folders: whether a path is one, and its entries sorted. */
#ifndef GRAVEL_DIR_LIST_H
#define GRAVEL_DIR_LIST_H

#include <stdbool.h>
#include <stddef.h>


/* Is path an existing directory (symbolic links followed)? */
bool is_dir(const char *path);

/* Which entries dir_list keeps. */
enum dir_list_what { DIR_LIST_ALL, DIR_LIST_DIRS, DIR_LIST_FILES };

/* The entry names of dir, dot files left out, sorted by cmp (it compares
 * two char *const *; NULL: strcmp). DIR_LIST_DIRS keeps the sub-folders,
 * DIR_LIST_FILES everything else. A NULL-terminated malloc'd array (free
 * it with dir_list_free) with *n entries, or NULL, errno set, when dir
 * cannot be opened. */
char **dir_list(const char *dir, enum dir_list_what what,
		int (*cmp)(const void *, const void *), size_t *n);
void dir_list_free(char **v);

#endif
