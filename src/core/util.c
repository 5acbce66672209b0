/* util.c - fatal errors, cJSON glue, number conversions, the clock. */
#include "config.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *gravel_progname = "gravel";
static void (*fatal_hook)(void);

void gravel_set_fatal_hook(void (*hook)(void))
{
	fatal_hook = hook;
}

static void ATTR_NORETURN ATTR_FORMAT(2, 0) die(int status, const char *fmt, va_list ap)
{
	if (fatal_hook) {
		void (*h)(void) = fatal_hook;
		fatal_hook = NULL;
		h();
	}
	output_remove_pending();
	fprintf(stderr, "%s: fatal: ", gravel_progname);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	exit(status);
}

void gravel_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	/* callers that report a failed cJSON allocation say so in the text */
	die(prefixcmp(fmt, "out of memory") ? EXIT_SOFTWARE : EXIT_OSERR, fmt, ap);
}

struct cJSON *xjson(struct cJSON *j)
{
	if (!j)
		gravel_out_of_memory("out of memory building JSON");
	return j;
}

bool whole_ll(double d)
{
	/* 2^63 is exact as a double; every double below it and at least -2^63
	 * converts */
	return d >= -9223372036854775808.0 && d < 9223372036854775808.0 &&
	       d == (double)(long long)d;
}

long long ll_of(double d)
{
	if (d != d)
		return 0;
	if (d >= 9223372036854775808.0)
		return LLONG_MAX;
	if (d < -9223372036854775808.0)
		return LLONG_MIN;
	return (long long)d;
}

int json_put_line(FILE *fp, const struct cJSON *j, bool formatted)
{
	char *s = formatted ? cJSON_Print(j) : cJSON_PrintUnformatted(j);
	int rc;

	if (!s)
		gravel_out_of_memory("out of memory printing JSON");
	rc = fputs(s, fp) < 0 || putc('\n', fp) == EOF ? -1 : 0;
	cJSON_free(s);
	return rc;
}

void gravel_out_of_memory(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	die(EXIT_OSERR, fmt, ap);
}

int parse_long(const char *s, long *out)
{
	char *end;
	long v;

	if (!s || !*s)
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end)
		return -1;
	*out = v;
	return 0;
}

double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}
