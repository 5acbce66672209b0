/* test-foreign.c - other tools' evaluation logs as runs: one fixture per
 * format in tests/data/foreign/, matched against problems.jsonl there. */
#include "config.h"
#include "unit.h"
#include "foreign.h"
#include "source.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define FDIR "data/foreign/"

struct fx {
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct foreign_stats st;
	int rc;
};

static void fx_read(struct fx *f, enum foreign_format fmt, const char *file, const char *field,
		    bool with_problems)
{
	struct foreign_opts o = { NULL, field, NULL };
	char *path = xstrdup(unit_srcpath(FDIR "problems.jsonl"));

	problemset_init(&f->ps);
	runset_init(&f->rs);
	diags_init(&f->d);
	f->rc = problems_load(path, &f->ps, &f->d);
	free(path);
	if (with_problems)
		o.ps = &f->ps;
	if (f->rc == 0)
		f->rc = foreign_read(fmt, unit_srcpath(file), &o, &f->rs, &f->st, &f->d);
}

static void fx_free(struct fx *f)
{
	problemset_free(&f->ps);
	runset_free(&f->rs);
	diags_free(&f->d);
}

static const struct answer *find(const struct runset *rs, const char *problem, const char *run,
				 long sample)
{
	for (size_t i = 0; i < rs->n; i++)
		if (strstr(rs->v[i].problem, problem) && !strcmp(rs->v[i].run, run) &&
		    rs->v[i].sample == sample)
			return &rs->v[i];
	return NULL;
}

static bool warned(const struct diags *d, const char *what)
{
	for (size_t i = 0; i < d->n; i++)
		if (strstr(d->v[i].msg, what))
			return true;
	return false;
}

static void test_lmeval(void)
{
	struct fx f;
	const struct answer *a;

	fx_read(&f, FOREIGN_LMEVAL, FDIR "samples_lc_2024-06-01T10-20-30.jsonl", NULL, true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.samples, 5);
	CHECK_INT(f.st.matched, 4);
	CHECK_INT(f.st.unmatched, 1);	/* lc999: reported, not dropped silently */
	CHECK(warned(&f.d, "lc999"));
	/* keyed on doc_id and filter: two runs for doc 0 */
	a = find(&f.rs, "connected/0", "lc/none", 0);
	REQUIRE(a);
	CHECK_STR(a->text, "true");
	CHECK(find(&f.rs, "connected/0", "lc/strict-match", 0) != NULL);
	CHECK(metrics_get(&a->recorded, "exact_match") && *metrics_get(&a->recorded, "exact_match") == 1);
	/* old list-shaped arguments, log-likelihood: the best continuation */
	a = find(&f.rs, "/cyclic/0", "lc/none", 0);
	REQUIRE(a);
	CHECK_STR(a->text, "false");
	a = find(&f.rs, "lc210", "lc/none", 0);
	REQUIRE(a);
	CHECK_STR(a->text, "[0, 2, 1, 3]");
	fx_free(&f);

	/* by position: doc_id k is the k-th problem */
	fx_read(&f, FOREIGN_LMEVAL, FDIR "samples_lc_2024-06-01T10-20-30.jsonl", "position", true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.matched, 4);
	CHECK_INT(f.st.unmatched, 1);	/* doc_id 3: only three problems */
	fx_free(&f);
}

static void test_inspect(void)
{
	struct fx f;
	const struct answer *a;
	const char *run = "grapheval_lc/openai/gpt-4o-mini";

	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-dump.json", NULL, true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.samples, 3);
	CHECK_INT(f.st.matched, 2);
	CHECK_INT(f.st.unmatched, 1);	/* id 17 */
	a = find(&f.rs, "connected/0", run, 0);
	REQUIRE(a);
	CHECK_STR(a->text, "true");	/* resolved from attachments */
	CHECK(*metrics_get(&a->recorded, "match") == 1);
	a = find(&f.rs, "connected/0", run, 1);	/* epoch 2 */
	REQUIRE(a);
	CHECK_STR(a->text, "False");	/* the text part of the content list */
	CHECK(*metrics_get(&a->recorded, "match") == 0);
	fx_free(&f);

	/* by a metadata field, compared with the problems' extra.case */
	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-dump.json", "case", true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.matched, 3);
	CHECK(find(&f.rs, "lc210", run, 0) != NULL);
	fx_free(&f);

	/* by the question: the input (an attachment in the first sample) */
	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-dump.json", "question", true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.matched, 3);
	fx_free(&f);
}

static void test_openai_evals(void)
{
	struct fx f;
	const struct answer *a;
	const char *run = "grapheval-lc.dev.v0/gpt-3.5-turbo";

	fx_read(&f, FOREIGN_OPENAI, FDIR "openai-evals.jsonl", NULL, true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.samples, 4);
	CHECK_INT(f.st.matched, 3);
	CHECK_INT(f.st.unmatched, 1);
	CHECK(warned(&f.d, "other.dev.9"));
	/* events grouped by sample_id, even out of order */
	a = find(&f.rs, "lc210", run, 0);
	REQUIRE(a);
	CHECK_STR(a->text, "[0, 2, 1, 3]");
	CHECK(*metrics_get(&a->recorded, "correct") == 0);
	a = find(&f.rs, "/cyclic/0", run, 0);
	REQUIRE(a);
	CHECK_STR(a->text, "true");
	/* the final report agrees with the match events (1 of 3) */
	CHECK(!warned(&f.d, "final_report"));
	fx_free(&f);

	/* without problems, the sample ids are the problem ids */
	fx_read(&f, FOREIGN_OPENAI, FDIR "openai-evals.jsonl", NULL, false);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.matched, 4);
	CHECK(find(&f.rs, "other.dev.9", run, 0) != NULL);
	fx_free(&f);
}

static void test_malformed(void)
{
	static const char bad[] = "{\"doc_id\": 0, \"doc\": {}, \"filtered_resps\": [\"x\"]}\n"
				  "{\"doc_id\": 1, \"doc\": {,\n";
	char *path = xasprintf("%s/gravel-foreign-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	struct foreign_opts o = { NULL, NULL, "r" };
	struct runset rs;
	struct diags d;
	struct foreign_stats st;
	FILE *fp;
	int fd = mkstemp(path);

	REQUIRE(fd >= 0);
	fp = fdopen(fd, "w");
	REQUIRE(fp);
	fputs(bad, fp);
	fclose(fp);
	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_LMEVAL, path, &o, &rs, &st, &d), 0);
	CHECK_INT(rs.n, 1);
	CHECK_INT(d.n, 1);
	if (d.n) {
		CHECK_INT(d.v[0].line, 2);
		CHECK(d.v[0].col > 1);
	}
	CHECK_INT(foreign_read(FOREIGN_INSPECT, path, &o, &rs, &st, &d), EXIT_DATAERR);
	remove(path);
	free(path);
	runset_free(&rs);
	diags_free(&d);
}

void suite_foreign(void);
void suite_foreign(void)
{
	RUN(test_lmeval);
	RUN(test_inspect);
	RUN(test_openai_evals);
	RUN(test_malformed);
}
