/* test-foreign.c - other tools' evaluation logs as runs: one fixture per
 * format in tests/data/foreign/, matched against problems.jsonl there. */
#include "config.h"
#include "unit.h"
#include "foreign.h"
#include "dir-list.h"
#include "zip-fast.h"
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
	struct foreign_opts o = { NULL, field, NULL, false, NULL };
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
	struct foreign_opts o = { NULL, NULL, "r", false, NULL };
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

/* A temporary file holding text (len bytes); caller removes and frees. */
static char *tmp_file(const char *text, size_t len)
{
	char *path = xasprintf("%s/gravel-foreign-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	int fd = mkstemp(path);
	FILE *fp = fd >= 0 ? fdopen(fd, "w") : NULL;

	if (fp) {
		fwrite(text, 1, len, fp);
		fclose(fp);
	}
	return path;
}

/* Inspect's default format: the .eval zip archive (tests/data/foreign/
 * inspect-log.eval, made with Python's zipfile in Inspect's layout:
 * header.json, samples/<id>_epoch_<n>.json, summaries.json, reductions.json,
 * _journal/) reads as the log dump of the same samples does. */
static void test_inspect_eval(void)
{
	struct fx f;
	const struct answer *a;
	const char *run = "grapheval_lc/openai/gpt-4o-mini";

	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-log.eval", NULL, true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.samples, 3);
	CHECK_INT(f.st.matched, 2);
	CHECK_INT(f.st.unmatched, 1);	/* id 17 */
	CHECK_INT(f.st.skipped, 0);
	a = find(&f.rs, "connected/0", run, 0);	/* run from header.json's eval */
	REQUIRE(a);
	CHECK_STR(a->text, "true");	/* resolved from the sample's attachments */
	CHECK(*metrics_get(&a->recorded, "match") == 1);
	a = find(&f.rs, "connected/0", run, 1);
	REQUIRE(a);
	CHECK_STR(a->text, "False");
	fx_free(&f);

	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-log.eval", "case", true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.matched, 3);
	fx_free(&f);

	/* one sample member is not JSON: reported as a record and skipped */
	fx_read(&f, FOREIGN_INSPECT, FDIR "inspect-bad-sample.eval", NULL, true);
	REQUIRE(f.rc == 0);
	CHECK_INT(f.st.samples, 2);
	CHECK_INT(f.st.skipped, 1);
	CHECK(warned(&f.d, "record 1 (samples/"));
	CHECK(warned(&f.d, "malformed JSON; skipped"));
	fx_free(&f);
}

/* Strict: the first record that cannot be read is an error, nothing read
 * after it; lenient: each is a warning, counted, and the rest is read. */
static void test_skip_and_strict(void)
{
	static const char lm[] = "{\"doc_id\": 0, \"doc\": {}, \"filtered_resps\": [\"a\"]}\n"
				 "not json\n"
				 "{\"no_doc_id\": 1}\n"
				 "{\"doc_id\": 3, \"doc\": {}, \"filtered_resps\": [\"b\"]}\n";
	static const char oa[] = "{\"spec\": {\"eval_name\": \"e\"}}\n"
				 "{\"sample_id\": \"s0\", \"type\": \"sampling\", \"data\": {\"sampled\": \"x\"}}\n"
				 "{\"sample_id\": \"s1\"\n"
				 "{\"type\": \"sampling\"}\n"
				 "{\"sample_id\": \"s2\", \"type\": \"sampling\", \"data\": {\"sampled\": \"y\"}}\n";
	char *lmp = tmp_file(lm, sizeof lm - 1), *oap = tmp_file(oa, sizeof oa - 1);
	struct foreign_opts o = { NULL, NULL, "r", false, NULL };
	struct foreign_stats st;
	struct runset rs;
	struct diags d;

	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_LMEVAL, lmp, &o, &rs, &st, &d), 0);
	CHECK_INT(rs.n, 2);
	CHECK_INT(st.skipped, 2);
	CHECK_INT(d.errors, 0);
	CHECK(warned(&d, "malformed JSON; skipped"));
	CHECK(warned(&d, "no doc_id); skipped"));
	CHECK_INT(foreign_read(FOREIGN_OPENAI, oap, &o, &rs, &st, &d), 0);
	CHECK_INT(rs.n, 4);
	CHECK_INT(st.skipped, 2);	/* line 3 (JSON) and line 4 (no sample_id) */
	runset_free(&rs);
	diags_free(&d);

	o.strict = true;
	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_LMEVAL, lmp, &o, &rs, &st, &d), EXIT_DATAERR);
	CHECK_INT(st.skipped, 1);	/* stopped at line 2 */
	CHECK_INT(d.errors, 1);
	if (d.n) {
		CHECK_INT(d.v[0].line, 2);
		CHECK(d.v[0].col >= 1);
	}
	CHECK_INT(foreign_read(FOREIGN_OPENAI, oap, &o, &rs, &st, &d), EXIT_DATAERR);
	CHECK_INT(st.skipped, 1);
	remove(lmp);
	remove(oap);
	free(lmp);
	free(oap);
	runset_free(&rs);
	diags_free(&d);
}

/* Issue 17 item 8: an OpenAI evals log with CR line ends (no LF) exited
 * 65 without a message: it read as one line holding only the spec. */
static void test_openai_cr_only(void)
{
	static const char cr[] = "{\"spec\": {\"eval_name\": \"e\"}}\r"
				 "{\"sample_id\": \"s0\", \"type\": \"sampling\", \"data\": {\"sampled\": \"x\"}}\r"
				 "{\"sample_id\": \"s0\", \"type\": \"match\", \"data\": {\"correct\": true}}\r";
	static const char only[] = "\r\r\r";
	char *p = tmp_file(cr, sizeof cr - 1), *q = tmp_file(only, sizeof only - 1);
	struct foreign_opts o = { NULL, NULL, NULL, false, NULL };
	struct foreign_stats st;
	struct runset rs;
	struct diags d;

	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_OPENAI, p, &o, &rs, &st, &d), 0);
	CHECK_INT(rs.n, 1);
	if (rs.n) {
		CHECK_STR(rs.v[0].text, "x");
		CHECK_STR(rs.v[0].run, "e");
		CHECK(*metrics_get(&rs.v[0].recorded, "correct") == 1);
	}
	/* nothing but CRs: an error with a message, not a silent 65 */
	diags_free(&d);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_OPENAI, q, &o, &rs, &st, &d), EXIT_DATAERR);
	CHECK_INT(d.errors, 1);
	CHECK(warned(&d, "no OpenAI evals sample"));
	remove(p);
	remove(q);
	free(p);
	free(q);
	runset_free(&rs);
	diags_free(&d);
}

/* Issue 17 item 6: samples are looked up by a hash, not a linear search.
 * 40,000 samples in reverse order of first appearance (a match event for
 * each after all sampling events) are grouped exactly. The time is
 * measured by make bench; here the result. */
static void test_openai_many_samples(void)
{
	struct strbuf sb;
	struct foreign_opts o = { NULL, NULL, "r", false, NULL };
	struct foreign_stats st;
	struct runset rs;
	struct diags d;
	char *p;
	size_t ok = 0;
	enum { N = 40000 };

	sb_init(&sb);
	for (int i = 0; i < N; i++)
		sb_printf(&sb, "{\"sample_id\":\"s%d\",\"type\":\"sampling\",\"data\":{\"sampled\":\"t%d\"}}\n", i, i);
	for (int i = N - 1; i >= 0; i--)
		sb_printf(&sb, "{\"sample_id\":\"s%d\",\"type\":\"match\",\"data\":{\"correct\":%s}}\n", i,
			  i % 3 ? "false" : "true");
	p = tmp_file(sb.data, sb.len);
	sb_free(&sb);
	runset_init(&rs);
	diags_init(&d);
	CHECK_INT(foreign_read(FOREIGN_OPENAI, p, &o, &rs, &st, &d), 0);
	CHECK_INT(rs.n, N);
	for (size_t i = 0; i < rs.n; i++) {
		char want[32];
		long k = strtol(rs.v[i].problem + 1, NULL, 10);
		snprintf(want, sizeof want, "t%ld", k);
		ok += !strcmp(rs.v[i].text, want) &&
		      *metrics_get(&rs.v[i].recorded, "correct") == (k % 3 ? 0 : 1);
	}
	CHECK_INT(ok, N);
	remove(p);
	free(p);
	runset_free(&rs);
	diags_free(&d);
}

/* A log read as gravel import inspect reads it (mapped), its answers and
 * messages as text. */
static char *inspect_outcome(const char *path)
{
	struct foreign_opts o = { NULL, NULL, NULL, false, NULL };
	struct foreign_stats st;
	struct runset rs;
	struct diags d;
	struct strbuf sb;
	int rc;

	runset_init(&rs);
	diags_init(&d);
	sb_init(&sb);
	rc = foreign_read(FOREIGN_INSPECT, path, &o, &rs, &st, &d);
	sb_printf(&sb, "rc %d, %zu samples, %zu skipped\n", rc, st.samples, st.skipped);
	for (size_t i = 0; i < rs.n; i++)
		sb_printf(&sb, "%s %s %ld %s\n", rs.v[i].problem, rs.v[i].run, rs.v[i].sample,
			  rs.v[i].text ? rs.v[i].text : "(null)");
	for (size_t i = 0; i < d.n; i++) {
		char *m = diag_format(&d.v[i]);
		sb_printf(&sb, "%s\n", m);
		free(m);
	}
	runset_free(&rs);
	diags_free(&d);
	return sb_take(&sb);
}

/* The .eval seeds of fuzz-inspect (archives whole, cut, with members that
 * claim sizes past the file, bad data) read with the members inflated
 * from the central directory (zip-fast.h) and all through libzip: the
 * same answers and messages. One seed's member claimed 1.6 GB of data: the
 * pages released after it took other mappings with them (a crash). */
static void test_inspect_zip_fast(void)
{
	char *dir = xstrdup(unit_srcpath("fuzz/inspect"));
	size_t n = 0, zips = 0;
	char **v = dir_list(dir, DIR_LIST_FILES, NULL, &n);

	REQUIRE(v);
	for (size_t i = 0; i < n; i++) {
		char *path = xasprintf("%s/%s", dir, v[i]), *fast, *slow;
		FILE *fp = fopen(path, "rb");
		char sig[4] = { 0 };
		bool zip = fp && fread(sig, 1, 4, fp) == 4 && !memcmp(sig, "PK\3\4", 4);

		if (fp)
			fclose(fp);
		if (zip) {
			zips++;
			zip_fast_off = false;
			fast = inspect_outcome(path);
			zip_fast_off = true;
			slow = inspect_outcome(path);
			zip_fast_off = false;
			CHECK_STR(fast, slow);
			free(fast);
			free(slow);
		}
		free(path);
	}
	CHECK(zips >= 50);
	dir_list_free(v);
	free(dir);
}

void suite_foreign(void);
void suite_foreign(void)
{
	RUN(test_lmeval);
	RUN(test_inspect);
	RUN(test_openai_evals);
	RUN(test_malformed);
	RUN(test_inspect_eval);
	RUN(test_skip_and_strict);
	RUN(test_openai_cr_only);
	RUN(test_openai_many_samples);
	RUN(test_inspect_zip_fast);
}
