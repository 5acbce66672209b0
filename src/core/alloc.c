/* alloc.c - allocation wrappers, string copies, formatted strings. */
#include "config.h"
#include "util.h"
#include "heap-advise.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu bytes)", size);
	heap_advise(p, size);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu x %zu bytes)", nmemb, size);
	heap_advise(p, nmemb * size);	/* calloc has checked the product */
	return p;
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu bytes)", size);
	heap_advise(p, size);
	return p;
}

void *xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	if (size && nmemb > SIZE_MAX / size)
		gravel_out_of_memory("out of memory (%zu x %zu bytes overflow size_t)", nmemb,
				     size);
	return xrealloc(ptr, nmemb * size);
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list ap2;
	char small[256], *p;
	int n;

	/* formatted once when it fits the stack buffer (ids, paths, most
	 * messages), not measured first and then formatted again */
	va_copy(ap2, ap);
	n = vsnprintf(small, sizeof small, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		gravel_fatal("bad format string");
	p = xmalloc((size_t)n + 1);
	if ((size_t)n < sizeof small)
		memcpy(p, small, (size_t)n + 1);
	else
		vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

void xgrow(void *arrp, size_t *cap, size_t need, size_t elem)
{
	void **arr = arrp;
	size_t c = *cap;

	if (need <= c)
		return;
	if (c < 8)
		c = 8;
	while (c < need) {
		if (c > SIZE_MAX / 2)
			gravel_out_of_memory("out of memory (%zu elements of %zu bytes)", need, elem);
		c *= 2;
	}
	*arr = xreallocarray(*arr, c, elem);
	*cap = c;
}
