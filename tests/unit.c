/* unit.c - runner for libgravel's unit tests. `tests/unit [SUITE...]` runs
 * the named suites (all by default) and prints "N passed, N failed, N
 * skipped". Exit status 0 when nothing failed. */
#include "config.h"
#include "unit.h"

#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>

int unit_failed_checks;
const char *unit_current;
int unit_skip_flag;
static int passed, failed, skipped;

#define SUITES(X) \
	X(task_ops) \
	X(marks) \
	X(answer_shape) \
	X(util) \
	X(pipeline) \
	X(graph) \
	X(problem) \
	X(edge_scan) \
	X(json_scan) \
	X(view) \
	X(nlgraph) \
	X(npy) \
	X(compat) \
	X(extract) \
	X(strict) \
	X(claims) \
	X(answer_scaling) \
	X(decisive) \
	X(score_group) \
	X(gracore_solve) \
	X(gracore_import) \
	X(hetero) \
	X(audit) \
	X(solve) \
	X(trace) \
	X(nlgraph_solve) \
	X(taskcfg) \
	X(workspace) \
	X(explore) \
	X(runs) \
	X(baseline) \
	X(keyconf) \
	X(theme) \
	X(teach) \
	X(annot) \
	X(gen) \
	X(grapheval) \
	X(exec) \
	X(lc_trace) \
	X(foreign) \
	X(bench) \
	X(compare) \
	X(teach_explain) \
	X(cmd_run)

#define DECLARE(name) void suite_##name(void);
SUITES(DECLARE)
#undef DECLARE

static const struct {
	const char *name;
	void (*fn)(void);
} suites[] = {
#define ENTRY(name) { #name, suite_##name },
	SUITES(ENTRY)
#undef ENTRY
};

void unit_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	unit_failed_checks++;
	printf("  FAIL %s (%s:%d): ", unit_current, file, line);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

void unit_run(const char *name, void (*fn)(void))
{
	int before = unit_failed_checks;

	unit_current = name;
	unit_skip_flag = 0;
	fn();
	if (unit_failed_checks != before)
		failed++;
	else if (unit_skip_flag)
		skipped++;
	else
		passed++;
	fflush(stdout);
}

const char *unit_shared(void)
{
	static char buf[4096];
	const char *s = getenv("GRAVEL_SHARED");
	struct stat st;

	if (!s || !*s)
		s = "../shared";
	snprintf(buf, sizeof buf, "%s/nlgraph", s);
	if (stat(buf, &st) != 0 || !S_ISDIR(st.st_mode))
		return NULL;
	snprintf(buf, sizeof buf, "%s", s);
	return buf;
}

const char *unit_srcpath(const char *rel)
{
	static char buf[4096];
	const char *s = getenv("SRCDIR");
	snprintf(buf, sizeof buf, "%s/tests/%s", s && *s ? s : ".", rel);
	return buf;
}

int main(int argc, char **argv)
{
	size_t ns = sizeof suites / sizeof *suites;

	for (size_t i = 0; i < ns; i++) {
		int want = argc < 2;
		for (int a = 1; a < argc; a++)
			if (!strcmp(argv[a], suites[i].name))
				want = 1;
		if (!want)
			continue;
		printf("suite %s\n", suites[i].name);
		suites[i].fn();
	}
	if (!unit_shared())
		printf("note: ../shared not found (set GRAVEL_SHARED); tests that read it were skipped\n");
	printf("unit: %d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
