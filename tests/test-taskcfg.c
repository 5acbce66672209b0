/* test-taskcfg.c - task configs: the shipped configs load with the papers'
 * values; every broken config in tests/data/config-bad/ yields exactly the
 * errors its "# expect:" lines state (FILE:LINE:COL: message); all errors
 * of a file are reported; aliases cannot blow up; templates are checked. */
#include "config.h"
#include "unit.h"
#include "taskcfg.h"
#include "template.h"

#include <dirent.h>
#include <stdlib.h>

static const char *config_path(const char *name)
{
	static char buf[4096];
	snprintf(buf, sizeof buf, "%s/../config/tasks/%s", unit_srcpath(""), name);
	return buf;
}

static int parse(const char *text, struct taskcfg *cfg, struct diags *d)
{
	diags_init(d);
	d->limit = 0;
	return taskcfg_parse("t.yaml", text, strlen(text), cfg, d);
}

static void test_nlgraph_config_values(void)
{
	struct taskcfg cfg;
	struct diags d;
	const struct cfg_task *t;
	const struct cfg_diff *df;

	diags_init(&d);
	REQUIRE(taskcfg_load(config_path("nlgraph.yaml"), &cfg, &d) == 0);
	CHECK_STR(cfg.benchmark, "nlgraph");
	CHECK_INT(cfg.ntasks, 8);
	REQUIRE((t = taskcfg_find_task(&cfg, "connectivity")) != NULL);
	REQUIRE((df = cfg_task_find_diff(t, "easy")) != NULL);
	CHECK_INT(df->nodes.lo, 5);
	CHECK_INT(df->nodes.hi, 10);
	REQUIRE(df->np == 3);
	CHECK_INT(df->p[0], 300000000);
	CHECK_INT(df->p[1], 700000000);
	CHECK_INT(df->p[2], PROB_ONE);
	CHECK_INT(cfg_diff_count(df, SET_STANDARD), 352);
	REQUIRE((df = cfg_task_find_diff(t, "hard")) != NULL);
	CHECK_INT(df->np, 2);
	CHECK_INT(df->nodes.lo, 26);
	REQUIRE((t = taskcfg_find_task(&cfg, "shortest_path")) != NULL);
	REQUIRE((df = cfg_task_find_diff(t, "hard")) != NULL);
	CHECK_INT(df->weights.hi, 10);
	CHECK_INT(df->path_length.lo, 2);
	CHECK_INT(df->path_length.hi, 6);
	REQUIRE((t = taskcfg_find_task(&cfg, "flow")) != NULL);
	REQUIRE((df = cfg_task_find_diff(t, "hard")) != NULL);
	CHECK_INT(df->weights.hi, 20);
	CHECK_INT(df->p[0], 250000000);
	REQUIRE((t = taskcfg_find_task(&cfg, "matching")) != NULL);
	REQUIRE((df = cfg_task_find_diff(t, "hard")) != NULL);
	CHECK(df->p_is_range);
	CHECK_INT(df->nodes.hi, 33);
	REQUIRE((t = taskcfg_find_task(&cfg, "gnn")) != NULL);
	REQUIRE((df = cfg_task_find_diff(t, "easy")) != NULL);
	CHECK_INT(df->layers, 2);
	CHECK_INT(df->dim, 2);
	taskcfg_free(&cfg);
	diags_free(&d);
}

static void test_shipped_configs_load(void)
{
	static const char *const names[] = { "nlgraph.yaml", "gracore.yaml", "grapheval2000.yaml" };
	for (size_t i = 0; i < 3; i++) {
		struct taskcfg cfg;
		struct diags d;
		diags_init(&d);
		if (taskcfg_load(config_path(names[i]), &cfg, &d)) {
			diags_print(&d, stdout);
			unit_fail(__FILE__, __LINE__, "%s does not load", names[i]);
		} else {
			CHECK(cfg.ntasks > 0);
			taskcfg_free(&cfg);
		}
		diags_free(&d);
	}
}

/* Each file holds "# expect: LINE:COL: message" lines; the loader must
 * report exactly those, in order. */
static void check_bad_file(const char *dir, const char *name)
{
	char path[8192];
	struct taskcfg cfg;
	struct diags d;
	size_t len, nexp = 0;
	char *text, *line;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	text = read_file(path, &len);
	REQUIRE(text != NULL);
	diags_init(&d);
	d.limit = 0;
	CHECK_INT(taskcfg_parse(name, text, len, &cfg, &d), EXIT_CONFIG);
	for (line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		char want[1024], *got;
		size_t l = strcspn(line, "\n");
		if (strncmp(line, "# expect: ", 10))
			continue;
		snprintf(want, sizeof want, "%s:%.*s", name, (int)(l - 10), line + 10);
		if (nexp >= d.n) {
			unit_fail(__FILE__, __LINE__, "%s: missing error: %s", name, want);
			nexp++;
			continue;
		}
		got = diag_format(&d.v[nexp]);
		/* "..." at the end: the rest (e.g. a list of known kinds) may vary */
		l = strlen(want);
		if (l > 3 && !strcmp(want + l - 3, "...") ? strncmp(got, want, l - 3) : strcmp(got, want))
			unit_fail(__FILE__, __LINE__, "%s: error %zu is\n      %s\n    expected\n      %s",
				  name, nexp + 1, got, want);
		free(got);
		nexp++;
	}
	CHECK(nexp > 0);
	if (d.n > nexp)
		for (size_t i = nexp; i < d.n; i++) {
			char *got = diag_format(&d.v[i]);
			unit_fail(__FILE__, __LINE__, "%s: unexpected error: %s", name, got);
			free(got);
		}
	diags_free(&d);
	free(text);
}

static void test_bad_config_corpus(void)
{
	const char *dir = unit_srcpath("data/config-bad");
	char dcopy[4096];
	DIR *dp;
	struct dirent *de;
	int files = 0;

	snprintf(dcopy, sizeof dcopy, "%s", dir);
	dp = opendir(dcopy);
	REQUIRE(dp != NULL);
	while ((de = readdir(dp))) {
		size_t l = strlen(de->d_name);
		if (l < 6 || strcmp(de->d_name + l - 5, ".yaml"))
			continue;
		check_bad_file(dcopy, de->d_name);
		files++;
	}
	closedir(dp);
	CHECK(files >= 10);
}

static void test_billion_laughs_refused(void)
{
	struct strbuf sb;
	struct taskcfg cfg;
	struct diags d;

	sb_init(&sb);
	sb_puts(&sb, "a: &a [x, x, x, x, x, x, x, x, x, x]\n");
	for (char c = 'b'; c <= 'j'; c++)
		sb_printf(&sb, "%c: &%c [*%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c]\n", c, c,
			  c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1);
	CHECK_INT(parse(sb.data, &cfg, &d), EXIT_CONFIG);
	REQUIRE(d.n >= 1);
	CHECK(strstr(d.v[0].msg, "would expand the document") != NULL);
	CHECK_INT(d.v[0].line, 5);
	diags_free(&d);
	sb_free(&sb);
}

static void test_recursive_alias_refused(void)
{
	struct taskcfg cfg;
	struct diags d;

	CHECK_INT(parse("a: &x [1, *x]\n", &cfg, &d), EXIT_CONFIG);
	REQUIRE(d.n == 1);
	CHECK(strstr(d.v[0].msg, "recursive alias") != NULL);
	diags_free(&d);
}

static void test_aliases_within_bounds_work(void)
{
	struct taskcfg cfg;
	struct diags d;
	const char *text =
		"benchmark: x\nseed: 1\ntasks:\n"
		"  cycle:\n    kind: cycle\n"
		"    template: {question: \"{n} nodes\"}\n"
		"    difficulties:\n"
		"      easy: &e {nodes: [5, 10], count: 3}\n"
		"      hard: *e\n";

	CHECK_INT(parse(text, &cfg, &d), 0);
	diags_print(&d, stdout);
	if (cfg.ntasks == 1) {
		CHECK_INT(cfg.tasks[0].ndiffs, 2);
		CHECK_INT(cfg.tasks[0].diffs[1].nodes.hi, 10);
		taskcfg_free(&cfg);
	}
	diags_free(&d);
}

static void test_template_check(void)
{
	size_t off;
	char *msg = NULL;
	const struct task *t = task_find("shortest_path");

	REQUIRE(t != NULL);
	CHECK_INT(template_check("{each nx_edges|%u-%v:%w|, } {source} {path} {n_word}", t, &off, &msg), 0);
	CHECK_INT(template_check("abc {nope}", t, &off, &msg), -1);
	CHECK_INT(off, 4);
	CHECK(msg && strstr(msg, "unknown name"));
	free(msg);
	CHECK_INT(template_check("x {each edges|%q|}", t, &off, &msg), -1);
	free(msg);
	CHECK_INT(template_check("x {source", t, &off, &msg), -1);
	free(msg);
	CHECK_INT(template_check("x } y", t, &off, &msg), -1);
	free(msg);
	CHECK_INT(template_check("{{literal}} {?directed|d|u}", t, &off, &msg), 0);
}

void suite_taskcfg(void);
void suite_taskcfg(void)
{
	RUN(test_nlgraph_config_values);
	RUN(test_shipped_configs_load);
	RUN(test_bad_config_corpus);
	RUN(test_billion_laughs_refused);
	RUN(test_recursive_alias_refused);
	RUN(test_aliases_within_bounds_work);
	RUN(test_template_check);
}
