/* util.h - exit codes, fatal errors, and the core's small helpers: each
 * idea has its own header (alloc.h, huge-pages.h, strtab.h, strbuf.h,
 * file-read.h, output.h, dir-list.h, str.h, array.h), all included here.
 *
 * Every allocation in gravel goes through x*alloc: on failure they call
 * gravel_out_of_memory(), which runs the registered cleanup hook (the TUI
 * registers endwin), removes the temp files of uncommitted outputs, prints
 * "gravel: fatal: out of memory (...)" and exits with status 71 (EX_OSERR).
 * gravel_fatal() does the same for internal errors with status 70. */
#ifndef GRAVEL_UTIL_H
#define GRAVEL_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdarg.h>

/* Exit statuses, as DESIGN.md fixes them (sysexits.h values). */
enum gravel_exit {
	EXIT_OK = 0,
	EXIT_PARTIAL = 3,	/* done, but some input records were skipped */
	EXIT_USAGE = 64,	/* bad command line */
	EXIT_DATAERR = 65,	/* bad input data */
	EXIT_NOINPUT = 66,	/* missing input file */
	EXIT_SOFTWARE = 70,	/* internal error */
	EXIT_OSERR = 71,	/* out of memory */
	EXIT_IOERR = 74,	/* I/O error */
	EXIT_CONFIG = 78,	/* bad configuration */
};

#include "compiler.h"
#include "alloc.h"
#include "huge-pages.h"
#include "strtab.h"
#include "strbuf.h"
#include "file-read.h"
#include "output.h"
#include "dir-list.h"
#include "str.h"
#include "array.h"

/* Cleanup run before a fatal message is printed (the TUI restores the
 * terminal here). Only one hook; NULL removes it. */
void gravel_set_fatal_hook(void (*hook)(void));
void gravel_fatal(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_NORETURN;
/* The same for an allocation that failed: exit status 71 (EX_OSERR). */
void gravel_out_of_memory(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_NORETURN;

/* j, or exit 71 when a cJSON constructor returned NULL (out of memory). */
struct cJSON;
struct cJSON *xjson(struct cJSON *j);
/* Print j on one line (formatted: cJSON's indented form) and a newline;
 * 0, or -1 on a write error. Out of memory exits 71. */
int json_put_line(FILE *fp, const struct cJSON *j, bool formatted);
/* Whether d is a whole number a long long holds; converting a double
 * outside that range is undefined behaviour, so test before casting. */
bool whole_ll(double d);
/* d as a long long, saturated at the type's range (NaN gives 0). */
long long ll_of(double d);

/* Program name for messages ("gravel"). */
extern const char *gravel_progname;

/* Parse a decimal integer from [s, end); returns 0 on success. */
int parse_long(const char *s, long *out);

/* Monotonic time in seconds. */
double now_seconds(void);

#endif

