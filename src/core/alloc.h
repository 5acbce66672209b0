/* alloc.h - allocation that never returns NULL: x*alloc, string copies,
 * formatted strings, growing arrays. On failure they call
 * gravel_out_of_memory() (util.h): exit status 71. */
#ifndef GRAVEL_ALLOC_H
#define GRAVEL_ALLOC_H

#include <stdarg.h>
#include <stddef.h>

#include "compiler.h"

void *xmalloc(size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1);
void *xcalloc(size_t nmemb, size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1, 2);
void *xrealloc(void *ptr, size_t size) ATTR_ALLOC_SIZE(2);
/* xreallocarray: realloc to nmemb*size bytes, failing on overflow. */
void *xreallocarray(void *ptr, size_t nmemb, size_t size);
char *xstrdup(const char *s) ATTR_MALLOC;
char *xstrndup(const char *s, size_t n) ATTR_MALLOC;
char *xasprintf(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_MALLOC;
char *xvasprintf(const char *fmt, va_list ap) ATTR_FORMAT(1, 0) ATTR_MALLOC;

/* Grow *arr (of *cap elements of size elem) so it holds at least need. */
void xgrow(void *arrp, size_t *cap, size_t need, size_t elem);

#endif
