/* test-explore.c - the explorer's data model: runs, groups, samples,
 * verdicts, filters and counts, the score cache and its invalidation. */
#include "config.h"
#include "unit.h"
#include "explore.h"
#include "run-meta.h"
#include "workspace.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

static const struct policy *compat(void)
{
	bool known;

	return policy_find("compat", &known);
}

/* The fixture: 4 problems; runs m1, m2 (runs.jsonl) and the noisy
 * reasoner. */
static struct explore *open_fixture(struct workspace *ws)
{
	struct diags d;
	int rc;

	diags_init(&d);
	rc = workspace_open(unit_srcpath("data/workspace/study.yaml"), ws, &d);
	diags_free(&d);
	return rc ? NULL : explore_new(ws);
}

static long pid(struct explore *ex, const char *suffix)
{
	char id[128];

	snprintf(id, sizeof id, "demo/%s", suffix);
	return explore_problem_find(ex, id);
}

static void test_index(void)
{
	struct workspace ws;
	struct explore *ex = open_fixture(&ws);
	const struct answer *const *s;
	size_t n;
	long f;

	REQUIRE(ex);
	REQUIRE(explore_nruns(ex) == 3);
	CHECK_STR(explore_run_name(ex, 0), "m1");
	CHECK_STR(explore_run_name(ex, 1), "m2");
	CHECK_STR(explore_run_name(ex, 2), "simulated/noisy-reasoner");
	CHECK_INT(explore_run_find(ex, "m2"), 1);
	CHECK_INT(explore_run_find(ex, "m3"), -1);
	CHECK_INT(explore_run_size(ex, 0), 4);
	CHECK_INT(explore_run_size(ex, 1), 2);	/* its cycle id is not a problem */
	CHECK_INT(explore_nproblems(ex), 4);
	/* groups: connectivity/easy, shortest_path/easy, flow/easy */
	REQUIRE(explore_ngroups(ex) == 3);
	CHECK_STR(explore_group(ex, 0)->task, "connectivity");
	CHECK_INT(explore_group(ex, 0)->n, 2);
	CHECK_INT(explore_group(ex, 2)->first, 3);
	CHECK_INT(explore_rows(ex)[3], pid(ex, "flow/easy/standard/0"));
	CHECK_INT(explore_row_of(ex, 3), 3);
	CHECK_INT(explore_group_of(ex, 2), 1);
	CHECK_INT(explore_problem_find(ex, "demo/cycle/easy/standard/9"), -1);
	/* samples come in sample order */
	f = pid(ex, "flow/easy/standard/0");
	s = explore_samples(ex, 0, (size_t)f, &n);
	REQUIRE(n == 2);
	CHECK_INT(s[0]->sample, 0);
	CHECK(strstr(s[0]->text, "is 7.") != NULL);
	CHECK_INT(s[1]->sample, 1);
	CHECK(explore_samples(ex, 1, (size_t)f, &n) == NULL && n == 0);
	explore_free(ex);
	workspace_free(&ws);
}

static void test_verdicts(void)
{
	struct workspace ws;
	struct explore *ex = open_fixture(&ws);
	const struct ex_cell *c;
	long c0, c1, sp, fl;

	REQUIRE(ex);
	c0 = pid(ex, "connectivity/easy/standard/0");
	c1 = pid(ex, "connectivity/easy/standard/1");
	sp = pid(ex, "shortest_path/easy/standard/0");
	fl = pid(ex, "flow/easy/standard/0");
	c = explore_cell(ex, compat(), 0, (size_t)c0);
	CHECK_INT(c->verdict, EV_RIGHT);
	CHECK_INT(c->credit * 100, 100);
	CHECK(c->flags & EXF_RECORDED);
	CHECK(!(c->flags & EXF_DIFFERS));
	CHECK(c->recorded_right);
	c = explore_cell(ex, compat(), 0, (size_t)c1);
	CHECK_INT(c->verdict, EV_WRONG);
	CHECK(c->flags & EXF_DIFFERS);	/* recorded res 1, recomputed 0 */
	CHECK_INT(explore_cell(ex, compat(), 0, (size_t)sp)->verdict, EV_RIGHT);
	/* two samples, one right: compat's vote fails; res1 (the phrase) holds */
	c = explore_cell(ex, compat(), 0, (size_t)fl);
	CHECK_INT(c->verdict, EV_PARTIAL);
	CHECK(c->flags & EXF_SAMPLES);
	CHECK(c->credit > 0 && c->credit < 1);
	CHECK_INT(explore_cell(ex, compat(), 1, (size_t)sp)->verdict, EV_UNPARSED);
	/* m2 has no answer for the flow problem */
	c = explore_cell(ex, compat(), 1, (size_t)fl);
	CHECK_INT(c->verdict, EV_NONE);
	CHECK(c->flags == 0);
	CHECK(explore_cell(ex, compat(), 2, (size_t)fl)->flags & EXF_SIMULATED);
	explore_free(ex);
	workspace_free(&ws);
}

static void test_filters(void)
{
	struct workspace ws;
	struct explore *ex = open_fixture(&ws);
	struct ex_filter f;
	struct ex_result res;

	REQUIRE(ex);
	ex_result_init(&res);
	ex_filter_init(&f, ex);
	f.pol = compat();
	CHECK_INT(f.run, 0);
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 4);
	CHECK_INT(res.counts[EV_RIGHT], 2);
	CHECK_INT(res.counts[EV_WRONG], 1);
	CHECK_INT(res.counts[EV_PARTIAL], 1);
	CHECK_INT(res.group_counts[0], 2);
	/* verdict set: the counts still show every verdict */
	f.verdicts = 1u << EV_WRONG | 1u << EV_PARTIAL;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 2);
	CHECK_INT(res.rows[0], pid(ex, "connectivity/easy/standard/1"));
	CHECK_INT(res.rows[1], pid(ex, "flow/easy/standard/0"));
	CHECK_INT(res.counts[EV_RIGHT], 2);
	/* + task */
	f.task = "flow";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	CHECK_INT(res.counts[EV_RIGHT], 0);
	f.task = NULL;
	f.verdicts = 0;
	/* recorded-score disagreement, flags */
	f.recorded_disagree = true;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	CHECK_INT(res.rows[0], pid(ex, "connectivity/easy/standard/1"));
	f.recorded_disagree = false;
	f.flags = EXF_SAMPLES;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	f.flags = 0;
	/* text: case-insensitive, in the question or the run's answers */
	f.text = "REACHES NODE 7";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	f.run = 1;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	f.text = "zebra";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	CHECK_INT(res.counts[EV_UNPARSED], 1);
	f.text = "maximum flow from node 0";	/* in a question */
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	CHECK_INT(res.counts[EV_NONE], 1);
	/* difficulty and benchmark, combined with a verdict */
	f.text = NULL;
	f.difficulty = "hard";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	f.difficulty = "easy";
	f.benchmark = "demo";
	f.verdicts = 1u << EV_NONE;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 2);
	/* no run: every row, verdict none */
	ex_filter_init(&f, ex);
	f.run = -1;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 4);
	CHECK_INT(res.counts[EV_NONE], 4);
	CHECK(ex_text_contains("Hello World", 11, "o w", 3));
	CHECK(ex_text_contains("abc", 3, "", 0));
	CHECK(!ex_text_contains("abc", 3, "abcd", 4));
	CHECK(!ex_text_contains(NULL, 0, "a", 1));
	CHECK(ex_text_contains("xxAB", 4, "ab", 2));
	ex_result_free(&res);
	explore_free(ex);
	workspace_free(&ws);
}

static void test_cache(void)
{
	struct workspace ws;
	struct explore *ex = open_fixture(&ws);
	struct answer *a = NULL;
	size_t before;
	long c1;

	REQUIRE(ex);
	c1 = pid(ex, "connectivity/easy/standard/1");
	CHECK_INT(explore_scored_cells(ex), 0);	/* lazy */
	CHECK_INT(explore_cell(ex, compat(), 0, (size_t)c1)->verdict, EV_WRONG);
	CHECK_INT(explore_scored_cells(ex), 4);	/* the whole run, once */
	explore_cell(ex, compat(), 0, 0);
	explore_score_run(ex, compat(), 0);
	CHECK_INT(explore_scored_cells(ex), 4);
	/* change one answer: only that cell is scored again */
	for (size_t i = 0; i < ws.answers.n; i++)
		if (!strcmp(ws.answers.v[i].run, "m1") &&
		    !strcmp(ws.answers.v[i].problem, "demo/connectivity/easy/standard/1"))
			a = &ws.answers.v[i];
	REQUIRE(a);
	a->text = runset_intern(&ws.answers, "The answer is no.");
	a->text_len = strlen(a->text);
	before = explore_scored_cells(ex);
	explore_invalidate(ex, 0, (size_t)c1);
	explore_invalidate(ex, 0, (size_t)c1);
	CHECK_INT(explore_scored_cells(ex), before);
	CHECK_INT(explore_cell(ex, compat(), 0, (size_t)c1)->verdict, EV_RIGHT);
	CHECK_INT(explore_scored_cells(ex), before + 1);
	/* other runs were never scored; everything: the whole run again */
	explore_invalidate_all(ex);
	explore_cell(ex, compat(), 0, 0);
	CHECK_INT(explore_scored_cells(ex), before + 1 + 4);
	explore_free(ex);
	workspace_free(&ws);
}

/* Replacing an answer's text (an annotation override) then invalidating
 * the cell: the cached text search must see the new text, not the old. */
static void test_text_cache(void)
{
	struct workspace ws;
	struct explore *ex = open_fixture(&ws);
	struct ex_filter f;
	struct ex_result res;
	struct answer *a = NULL;
	const char *old;
	long c1;

	REQUIRE(ex);
	c1 = pid(ex, "connectivity/easy/standard/1");
	for (size_t i = 0; i < ws.answers.n; i++)
		if (!strcmp(ws.answers.v[i].run, "m1") &&
		    !strcmp(ws.answers.v[i].problem, "demo/connectivity/easy/standard/1"))
			a = &ws.answers.v[i];
	REQUIRE(a && a->text);
	ex_filter_init(&f, ex);
	ex_result_init(&res);
	f.run = 0;
	f.text = "quokka";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	/* the text is replaced: the same search (cached) now finds it */
	old = a->text;
	a->text = runset_intern(&ws.answers, "The quokka says: the answer is no.");
	a->text_len = strlen(a->text);
	explore_invalidate(ex, 0, (size_t)c1);
	explore_filter(ex, &f, &res);
	REQUIRE(res.n == 1);
	CHECK_INT(res.rows[0], c1);
	/* a longer text narrows from the cached rows, which include it */
	f.text = "quokka says";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	/* a search over every run (run -1) is rechecked too */
	f.run = -1;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	/* the override goes: the stale match must go with it */
	a->text = old;
	a->text_len = strlen(old);
	explore_invalidate(ex, 0, (size_t)c1);
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	/* a change in another run leaves a search of run 0 alone */
	f.run = 0;
	f.text = "quokka";
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	a->text = runset_intern(&ws.answers, "quokka");
	a->text_len = strlen(a->text);
	explore_invalidate(ex, 1, (size_t)c1);	/* wrong run: not rechecked */
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	explore_invalidate(ex, 0, (size_t)c1);
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 1);
	a->text = old;
	a->text_len = strlen(old);
	ex_result_free(&res);
	explore_free(ex);
	workspace_free(&ws);
}

/* Topology under compat carries a result from item to item: rescoring one
 * item must carry on to the next while the carried state changes. */
static void test_cache_carries_state(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	const char *text = "problems:\n"
			   "  - generate: nlgraph\n"
			   "    task: topology\n"
			   "    difficulty: easy\n"
			   "    count: 3\n"
			   "runs:\n"
			   "  - baseline: random\n";
	struct answer *a1;
	const struct ex_cell *c;
	size_t before;
	char bad[512];

	diags_init(&d);
	REQUIRE(workspace_parse("t.yaml", ".", text, strlen(text), &ws, &d) == 0);
	REQUIRE(workspace_load(&ws, &d) == 0);
	REQUIRE(ws.answers.n == 3);
	ex = explore_new(&ws);
	/* items 0 and 1: a number >= n before any failure: compat gives
	 * each the previous item's result (0 for the first) */
	for (int k = 0; k < 2; k++) {
		a1 = &ws.answers.v[k];
		a1->text = runset_intern(&ws.answers, "The solution is: 99.");
		a1->text_len = strlen(a1->text);
	}
	a1 = &ws.answers.v[0];
	explore_score_run(ex, compat(), 0);
	CHECK_INT(explore_cell(ex, compat(), 0, 1)->verdict, EV_WRONG);
	before = explore_scored_cells(ex);
	snprintf(bad, sizeof bad, "%s", ws.problems.v[0]->gold_text);
	a1->text = runset_intern(&ws.answers, bad);
	a1->text_len = strlen(bad);
	explore_invalidate(ex, 0, 0);
	c = explore_cell(ex, compat(), 0, 0);
	CHECK_INT(c->verdict, EV_RIGHT);
	/* the state after item 0 changed (0 -> 1), so item 1 (which copies
	 * it) was rescored, and after it item 2; item 2 leaves the state as
	 * it was, so the walk stops there */
	CHECK_INT(explore_cell(ex, compat(), 0, 1)->verdict, EV_RIGHT);
	CHECK_INT(explore_scored_cells(ex), before + 3);
	explore_free(ex);
	workspace_free(&ws);
	diags_free(&d);
}

static void test_demo_verdicts(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct ex_filter f;
	struct ex_result res;
	bool known;
	const struct policy *strict = policy_find("strict", &known);
	const struct policy *pol = strict ? strict : compat();
	size_t all[EV__COUNT] = { 0 };

	diags_init(&d);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	ex = explore_new(&ws);
	REQUIRE(explore_nruns(ex) == 2);
	CHECK_STR(explore_run_name(ex, 0), "simulated/random");
	CHECK_STR(explore_run_name(ex, 1), "simulated/noisy-reasoner");
	CHECK_INT(explore_ngroups(ex), 8);
	ex_result_init(&res);
	for (size_t r = 0; r < 2; r++) {
		ex_filter_init(&f, ex);
		f.pol = pol;
		f.run = (long)r;
		explore_filter(ex, &f, &res);
		for (int v = 0; v < EV__COUNT; v++)
			all[v] += res.counts[v];
	}
	printf("  demo under %s: right %zu, partial %zu, wrong %zu, unparsed %zu\n", pol->name,
	       all[EV_RIGHT], all[EV_PARTIAL], all[EV_WRONG], all[EV_UNPARSED]);
	CHECK(all[EV_RIGHT] > 0 && all[EV_PARTIAL] > 0 && all[EV_WRONG] > 0 &&
	      all[EV_UNPARSED] > 0);
	/* the planted flag */
	ex_filter_init(&f, ex);
	f.run = 1;
	f.flags = EXF_PLANTED;
	explore_filter(ex, &f, &res);
	CHECK(res.n > 0 && res.n < explore_nproblems(ex));
	/* compat and strict disagree somewhere (compat's quirks) */
	if (explore_can_disagree()) {
		ex_filter_init(&f, ex);
		f.run = 1;
		f.policy_disagree = true;
		explore_filter(ex, &f, &res);
		CHECK(res.n > 0);
		for (size_t i = 0; i < res.n; i++)
			CHECK(explore_disagree(ex, 1, res.rows[i]));
	} else {
		printf("  note: policy strict not built; no disagreement to check\n");
	}
	ex_result_free(&res);
	explore_free(ex);
	workspace_free(&ws);
	diags_free(&d);
}

/* All of NLGraph: load, index, score every run, filter; report times. */
static void test_nlgraph_workspace(void)
{
	const char *shared = unit_shared();
	char dir[4096];
	char *argv[1] = { dir };
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct ex_filter f;
	struct ex_result res;
	double t0, t1, t2, t3, worst = 0;
	size_t nf = 0;

	if (!shared)
		SKIP("../shared is absent (set GRAVEL_SHARED)");
	snprintf(dir, sizeof dir, "%s/nlgraph", shared);
	diags_init(&d);
	t0 = now_seconds();
	REQUIRE(workspace_from_args(1, argv, &ws, &d) == 0);
	t1 = now_seconds();
	ex = explore_new(&ws);
	t2 = now_seconds();
	for (size_t r = 0; r < explore_nruns(ex); r++)
		for (size_t k = 0; k < policy_count(); k++)
			explore_score_run(ex, policy_at(k), r);
	t3 = now_seconds();
	ex_result_init(&res);
	for (size_t r = 0; r < explore_nruns(ex); r++) {
		static const char *const texts[] = { NULL, "path", "no cycle" };
		for (int t = 0; t < 3; t++)
			for (int v = 0; v < 3; v++) {
				double a = now_seconds(), b;
				ex_filter_init(&f, ex);
				f.run = (long)r;
				f.text = texts[t];
				f.verdicts = v == 0 ? 0 : v == 1 ? 1u << EV_WRONG : 1u << EV_RIGHT;
				f.recorded_disagree = v == 2;
				f.policy_disagree = v == 1 && explore_can_disagree();
				explore_filter(ex, &f, &res);
				b = now_seconds() - a;
				worst = b > worst ? b : worst;
				nf++;
			}
	}
	printf("  nlgraph: %zu problems, %zu answers, %zu runs: load %.2f s, index %.3f s, "
	       "score all runs x %zu policies %.2f s, %zu filters, slowest %.1f ms\n",
	       explore_nproblems(ex), ws.answers.n, explore_nruns(ex), t1 - t0, t2 - t1,
	       policy_count(), t3 - t2, nf, worst * 1000);
	/* figures only: speed is make bench's business, not a timed test */
	CHECK(explore_nruns(ex) >= 11);
	CHECK(nf == explore_nruns(ex) * 9);
	ex_result_free(&res);
	explore_free(ex);
	workspace_free(&ws);
	diags_free(&d);
}

/* A run flagged "mismatch" (runs.h) is marked for the TUI. */
static void test_run_mismatch(void)
{
	struct workspace ws;
	struct explore *ex;
	struct diags d;

	diags_init(&d);
	REQUIRE(workspace_open(unit_srcpath("data/workspace/study.yaml"), &ws, &d) == 0);
	diags_free(&d);
	for (size_t i = 0; i < ws.answers.n; i++)
		if (!strcmp(ws.answers.v[i].run, "m2"))
			ws.answers.v[i].mismatch = runset_intern(&ws.answers, "made on another graph");
	ex = explore_new(&ws);
	REQUIRE(ex);
	CHECK(explore_run_mismatch(ex, 0) == NULL);
	CHECK_STR(explore_run_mismatch(ex, 1), "made on another graph");
	CHECK(explore_run_mismatch(ex, 99) == NULL);
	explore_free(ex);
	workspace_free(&ws);
}

/* A run's group is its first answered problem's, mixed when another
 * follows; its model and method are read once and kept, as run_meta_get
 * gives them. */
static void test_run_group_meta(void)
{
	struct workspace ws;
	struct explore *ex;
	struct diags d;

	diags_init(&d);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	diags_free(&d);
	ex = explore_new(&ws);
	REQUIRE(ex);
	REQUIRE(explore_nruns(ex) > 1);
	for (size_t r = 0; r < explore_nruns(ex); r++) {
		long g = -1;
		bool mixed = false, m;
		struct run_meta want;
		const struct run_meta *got;
		for (size_t k = 0; k < explore_run_nitems(ex, r); k++) {
			size_t p = explore_run_item_problem(ex, r, k);
			if (p == SIZE_MAX)
				continue;
			if (g < 0)
				g = (long)explore_group_of(ex, p);
			else if ((size_t)g != explore_group_of(ex, p))
				mixed = true;
		}
		CHECK(explore_run_group(ex, r, &m) == g);
		CHECK(m == mixed);
		CHECK(!explore_run_meta_known(ex, r));
		run_meta_get(&ws, explore_run_name(ex, r), &want);
		got = explore_run_meta(ex, r);
		REQUIRE(got);
		CHECK(explore_run_meta_known(ex, r));
		CHECK_STR(got->model, want.model);
		CHECK_STR(got->method, want.method);
		CHECK_STR(got->when, want.when);
		CHECK(explore_run_meta(ex, r) == got);	/* kept, not read again */
		run_meta_free(&want);
	}
	CHECK(explore_run_meta(ex, explore_nruns(ex)) == NULL);
	explore_free(ex);
	workspace_free(&ws);
}

/* ---- loading in slices (workspace_loader_step + explore_sync) ------------ */

/* Every cell of b's explorer as a's: runs, samples, verdicts (when
 * score). */
static void check_same_explorer(struct explore *a, struct explore *b, bool score)
{
	REQUIRE(explore_nruns(a) == explore_nruns(b));
	REQUIRE(explore_nproblems(a) == explore_nproblems(b));
	for (size_t r = 0; r < explore_nruns(a); r++) {
		CHECK_STR(explore_run_name(b, r), explore_run_name(a, r));
		CHECK(explore_run_size(a, r) == explore_run_size(b, r));
		CHECK(explore_run_nitems(a, r) == explore_run_nitems(b, r));
		{
			/* the group kept as answers arrive, as at once */
			bool ma, mb;
			CHECK(explore_run_group(a, r, &ma) == explore_run_group(b, r, &mb));
			CHECK(ma == mb);
		}
		for (size_t p = 0; p < explore_nproblems(a); p++) {
			size_t na, nb;
			const struct answer *const *sa = explore_samples(a, r, p, &na);
			const struct answer *const *sb = explore_samples(b, r, p, &nb);
			CHECK(na == nb);
			for (size_t k = 0; k < na && k < nb; k++) {
				CHECK(sa[k]->sample == sb[k]->sample);
				CHECK((sa[k]->text_len == sb[k]->text_len) &&
				      (!sa[k]->text_len || !memcmp(sa[k]->text, sb[k]->text,
								   sa[k]->text_len)));
			}
			for (size_t k = 0; score && k < policy_count(); k++) {
				const struct ex_cell *ca = explore_cell(a, policy_at(k), r, p);
				enum ex_verdict va = ca->verdict;
				double cr = ca->credit;
				const struct ex_cell *cb = explore_cell(b, policy_at(k), r, p);
				CHECK(va == cb->verdict);
				CHECK(cr == cb->credit);
			}
		}
	}
}

/* Load def twice: at once (workspace_load), and one unit a step with an
 * explorer made after the first problems and synced after every step
 * (scoring in between, as the TUI does); both must end the same, the
 * groups and rows and messages too. */
static void check_sliced(const char *name, const char *dir, const char *def, bool score)
{
	struct workspace wa, wb;
	struct diags da, db;
	struct ws_loader *l;
	struct explore *ea, *eb;
	size_t steps = 0, done, total;
	double t0, slowest = 0, sync_slowest = 0;
	int rc;

	diags_init(&da);
	diags_init(&db);
	REQUIRE(workspace_parse(name, dir, def, strlen(def), &wa, &da) == 0);
	REQUIRE(workspace_parse(name, dir, def, strlen(def), &wb, &db) == 0);
	REQUIRE(workspace_load(&wa, &da) == 0);
	l = workspace_loader_new(&wb);
	REQUIRE(workspace_loader_first(l, &db) == 0);
	CHECK(wb.problems.n > 0);
	CHECK(!wb.loaded);
	eb = explore_new(&wb);	/* the first problems; the rest through explore_sync */
	for (;;) {
		double t1;
		bool synced;
		t0 = now_seconds();
		rc = workspace_loader_step(l, 0, &db);
		t1 = now_seconds();
		slowest = t1 - t0 > slowest ? t1 - t0 : slowest;
		if (rc != WS_LOAD_MORE)
			break;
		steps++;
		workspace_loader_progress(l, &done, &total);
		CHECK(done <= total);
		synced = explore_sync(eb);
		sync_slowest = now_seconds() - t1 > sync_slowest ? now_seconds() - t1 : sync_slowest;
		if (synced && score && explore_nruns(eb))
			explore_score_run(eb, policy_at(0), explore_nruns(eb) - 1);
	}
	CHECK_INT(rc, 0);
	CHECK(wb.loaded);
	CHECK(workspace_loader_done(l));
	workspace_loader_free(l);
	explore_sync(eb);
	CHECK(steps >= 1);
	REQUIRE(wb.answers.n == wa.answers.n);
	for (size_t i = 0; i < wa.answers.n; i++) {
		CHECK_STR(wb.answers.v[i].run, wa.answers.v[i].run);
		CHECK_STR(wb.answers.v[i].problem, wa.answers.v[i].problem);
	}
	REQUIRE(db.n == da.n);
	for (size_t i = 0; i < da.n; i++)
		CHECK_STR(db.v[i].msg, da.v[i].msg);
	ea = explore_new(&wa);
	REQUIRE(explore_ngroups(ea) == explore_ngroups(eb));
	for (size_t g = 0; g < explore_ngroups(ea); g++) {
		CHECK_STR(explore_group(eb, g)->task, explore_group(ea, g)->task);
		CHECK(explore_group(eb, g)->first == explore_group(ea, g)->first);
		CHECK(explore_group(eb, g)->n == explore_group(ea, g)->n);
	}
	for (size_t i = 0; i < explore_nproblems(ea); i++)
		CHECK(explore_rows(ea)[i] == explore_rows(eb)[i]);
	check_same_explorer(ea, eb, score);
	/* figures only (the machine may be loaded): the slowest unit is what
	 * a key can wait for while the explorer loads */
	printf("  %s: %zu answers in %zu steps, slowest step %.1f ms, slowest sync %.1f ms\n",
	       name, wb.answers.n, steps, slowest * 1000, sync_slowest * 1000);
	explore_free(ea);
	explore_free(eb);
	workspace_free(&wa);
	workspace_free(&wb);
	diags_free(&da);
	diags_free(&db);
}

/* A run whose answers come in two files: the second file's answers join
 * the run after it was scored (its cache is dropped, not overrun). */
static void test_load_in_slices(void)
{
	char dir[] = "/tmp/gravel-slices.XXXXXX", *path, *def;
	FILE *in, *out[2];
	char line[8192];
	int k = 0;

	REQUIRE(mkdtemp(dir));
	in = fopen(unit_srcpath("screens/runs.jsonl"), "r");
	REQUIRE(in);
	path = xasprintf("%s/a.jsonl", dir);
	out[0] = fopen(path, "w");
	free(path);
	path = xasprintf("%s/b.jsonl", dir);
	out[1] = fopen(path, "w");
	free(path);
	REQUIRE(out[0] && out[1]);
	while (fgets(line, sizeof line, in))
		fputs(line, out[k++ < 3 ? 0 : 1]);	/* modelA in both files */
	fclose(in);
	fclose(out[0]);
	fclose(out[1]);
	def = xasprintf("problems:\n  - jsonl: %s\nruns:\n  - jsonl: a.jsonl\n  - jsonl: b.jsonl\n"
			"  - baseline: random\n    seed: 3\n",
			unit_srcpath("screens/problems.jsonl"));
	check_sliced("split.yaml", dir, def, true);
	free(def);
	path = xasprintf("%s/a.jsonl", dir);
	remove(path);
	free(path);
	path = xasprintf("%s/b.jsonl", dir);
	remove(path);
	free(path);
	rmdir(dir);
	check_sliced("<demo-like>", ".", "problems:\n  - generate: nlgraph\n    count: 2\n"
		     "runs:\n  - baseline: random\n    seed: 1\n  - baseline: noisy-reasoner\n"
		     "    seed: 2\n", true);
}

/* All of NLGraph with its 337 log runs, one run folder a step. */
static void test_load_nlgraph_in_slices(void)
{
	const char *shared = unit_shared();
	char *def;

	if (!shared)
		SKIP("../shared is absent (set GRAVEL_SHARED)");
	def = xasprintf("problems:\n  - nlgraph: %s/nlgraph\n    logs: true\n", shared);
	check_sliced("nlgraph.yaml", ".", def, false);
	free(def);
}

/* The failures table on the demo: nothing before a run is scored unless
 * asked; each column's kinds add up to its answered cells; the run named
 * for a cell has, under the kind filter (with nodes= for a size), as
 * many rows as the table says; a cell's items on all its runs are as
 * many as it counts; a size nobody has lists nothing. */
static void test_failures(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct ex_failures fl;
	struct ex_filter f;
	struct ex_result res;
	size_t checked = 0, items = 0, multi = 0;

	/* the demo: its simulated runs make errors of several kinds */
	diags_init(&d);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	diags_free(&d);
	ex = explore_new(&ws);
	REQUIRE(ex);
	ex_failures_init(&fl);
	ex_result_init(&res);
	explore_failures(ex, NULL, EX_FAIL_RUNS, false, &fl);
	CHECK_INT(fl.scored, 0);
	CHECK_INT(fl.ncols, 0);
	for (int by = 0; by < EX_FAIL__COUNT; by++) {
		explore_failures(ex, NULL, (enum ex_fail_by)by, true, &fl);
		CHECK_INT(fl.scored, explore_nruns(ex));
		CHECK(fl.ncols > 0);
		for (size_t c = 0; c < fl.ncols; c++) {
			size_t sum = 0;
			for (size_t k = 0; k < FAULT__COUNT; k++) {
				struct ex_fail_item *it;
				size_t n = explore_failures_items(ex, NULL, &fl, c, k, &it);
				/* the cell's items on every run, none's too, the
				 * run with the most first, each run's together */
				CHECK_INT(n, fl.col[c].count[k]);
				for (size_t i = 1; i < n; i++)
					CHECK(it[i].runs_n < it[i - 1].runs_n ||
					      (it[i].runs_n == it[i - 1].runs_n && it[i].run >= it[i - 1].run));
				if (n && k != FAULT_NONE)
					CHECK_INT(it[0].runs_n, fl.col[c].best_n[k]);
				items += n;
				multi += n && it[0].run != it[n - 1].run;
				free(it);
				sum += fl.col[c].count[k];
				if (k == FAULT_NONE || fl.col[c].best_run[k] < 0 ||
				    (by != EX_FAIL_RUNS && by != EX_FAIL_SIZES))
					continue;
				ex_filter_init(&f, ex);
				f.run = fl.col[c].best_run[k];
				f.kind = (unsigned char)k;
				f.nodes = by == EX_FAIL_SIZES ? fl.col[c].nodes : 0;
				explore_filter(ex, &f, &res);
				CHECK_INT(res.n, fl.col[c].best_n[k]);
				if (by == EX_FAIL_RUNS)
					CHECK_INT(res.n, fl.col[c].count[k]);
				checked++;
			}
			CHECK_INT(sum, fl.col[c].answered);
		}
	}
	CHECK(checked > 0);
	CHECK(items > 0);
	CHECK(multi > 0);	/* some cells span both runs */
	ex_filter_init(&f, ex);
	f.nodes = 999;
	explore_filter(ex, &f, &res);
	CHECK_INT(res.n, 0);
	ex_result_free(&res);
	ex_failures_free(&fl);
	explore_free(ex);
	workspace_free(&ws);
}

void suite_explore(void);
void suite_explore(void)
{
	RUN(test_index);
	RUN(test_run_group_meta);
	RUN(test_verdicts);
	RUN(test_filters);
	RUN(test_failures);
	RUN(test_cache);
	RUN(test_cache_carries_state);
	RUN(test_text_cache);
	RUN(test_demo_verdicts);
	RUN(test_nlgraph_workspace);
	RUN(test_run_mismatch);
	RUN(test_load_in_slices);
	RUN(test_load_nlgraph_in_slices);
}
