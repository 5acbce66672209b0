/* unit.h - a small unit-test harness for libgravel.
 *
 * Each tests/test-*.c file defines `void suite_NAME(void)` that calls
 * RUN(test_fn) for each test; unit.c lists the suites. CHECK records a
 * failure and continues; REQUIRE stops the current test. Tests that need
 * ../shared call unit_shared() and SKIP when it returns NULL. */
#ifndef GRAVEL_UNIT_H
#define GRAVEL_UNIT_H

#include <stdio.h>
#include <string.h>

extern int unit_failed_checks;
extern const char *unit_current;
extern int unit_skip_flag;

void unit_run(const char *name, void (*fn)(void));
void unit_fail(const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Path of ../shared (GRAVEL_SHARED), or NULL when absent. */
const char *unit_shared(void);
/* Path of a file under the source tree's tests/ folder (static buffer). */
const char *unit_srcpath(const char *rel);

#define RUN(fn) unit_run(#fn, fn)
#define CHECK(cond)                                                        \
	do {                                                               \
		if (!(cond))                                               \
			unit_fail(__FILE__, __LINE__, "CHECK(%s)", #cond); \
	} while (0)
#define REQUIRE(cond)                                                        \
	do {                                                                 \
		if (!(cond)) {                                               \
			unit_fail(__FILE__, __LINE__, "REQUIRE(%s)", #cond); \
			return;                                              \
		}                                                            \
	} while (0)
#define CHECK_INT(a, b)                                                                   \
	do {                                                                              \
		long long a_ = (long long)(a), b_ = (long long)(b);                       \
		if (a_ != b_)                                                             \
			unit_fail(__FILE__, __LINE__, "%s == %lld, expected %s == %lld", #a, \
				  a_, #b, b_);                                            \
	} while (0)
#define CHECK_STR(a, b)                                                                   \
	do {                                                                              \
		const char *a_ = (a), *b_ = (b);                                          \
		if (!a_ || !b_ || strcmp(a_, b_))                                         \
			unit_fail(__FILE__, __LINE__, "%s == \"%s\", expected \"%s\"", #a,   \
				  a_ ? a_ : "(null)", b_ ? b_ : "(null)");                 \
	} while (0)
#define SKIP(why)                                                      \
	do {                                                           \
		printf("  skip: %s: %s\n", unit_current, why);         \
		unit_skip_flag = 1;                                    \
		return;                                                \
	} while (0)

#endif
