/* test-score-group.c - score_group's sums as the scores screen shows them
 * (its breakdown by run, task and difficulty is score_group's): partial
 * credit per item (score_credit) and per group, and each group's first
 * item; and the same groups and items scored a run at a time
 * (score_stream). */
#include "config.h"
#include "unit.h"
#include "score.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROB(id, task, graph, query) \
	"{\"id\":\"" id "\",\"benchmark\":\"t\",\"task\":\"" task "\",\"difficulty\":\"easy\"," \
	"\"graph\":" graph ",\"query\":" query "}\n"
#define SP_GRAPH "{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3]," \
	"[1,4,4],[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"}"
#define PROBLEMS \
	PROB("t/shortest_path/easy/s/0", "shortest_path", SP_GRAPH, "{\"source\":0,\"target\":2}") \
	PROB("t/shortest_path/easy/s/1", "shortest_path", SP_GRAPH, "{\"source\":0,\"target\":4}") \
	PROB("t/connectivity/easy/s/0", "connectivity", \
	     "{\"directed\":false,\"nodes\":4,\"edges\":[[0,1],[2,3]]}", "{\"source\":0,\"target\":2}")

static void test_score_credit(void)
{
	struct score_result r;

	memset(&r, 0, sizeof r);
	CHECK(score_credit(&r, true) == 1);
	CHECK(score_credit(&r, false) == 0);
	metrics_set(&r.metrics, "res1", 1);
	metrics_set(&r.metrics, "res2", 0);
	CHECK(fabs(score_credit(&r, false) - 0.5) < 1e-12);
	metrics_set(&r.metrics, "pc", 1.5);	/* the pc metric wins, clamped */
	CHECK(score_credit(&r, false) == 1);
	metrics_set(&r.metrics, "pc", 0.25);
	CHECK(score_credit(&r, true) == 0.25);
}

static void test_group_credit_and_first(void)
{
	static const enum score_key keys[3] = { SK_RUN, SK_TASK, SK_DIFFICULTY };
	const char *probs = PROBLEMS;
	struct problemset ps;
	struct runset rs;
	struct score_report rep;
	struct score_group *g;
	struct diags d;
	size_t ng = 0;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	REQUIRE(problems_parse_jsonl("t.jsonl", probs, strlen(probs), &ps, &d) == 0 && ps.n == 3);
	/* run a: right, a detour, connectivity wrong; run b: connectivity right */
#define ADD(pid, run, text) runset_add(&rs, pid, run, 0, text, strlen(text))
	ADD("t/shortest_path/easy/s/0", "a", "The shortest path is 0,3,2 with a total weight of 4.");
	ADD("t/connectivity/easy/s/0", "a", "Yes, there is a path between node 0 and node 2.");
	ADD("t/shortest_path/easy/s/1", "a", "The shortest path is 0,1,4 with a total weight of 7.");
	ADD("t/connectivity/easy/s/0", "b", "No, there is no path between node 0 and node 2.");
#undef ADD
	score_runs(policy_default(), &ps, &rs, &rep, &d);
	REQUIRE(rep.n == 4);
	for (size_t i = 0; i < rep.n; i++) {
		REQUIRE(rep.v[i].scored);
		CHECK(rep.v[i].credit == score_credit(&rep.v[i].res, rep.v[i].correct));
	}
	g = score_group(&rep, keys, 3, &ng);
	REQUIRE(ng == 3);
	CHECK_STR(g[0].val[0], "a");
	CHECK_STR(g[0].val[1], "shortest_path");
	CHECK_INT(g[0].items, 2);
	CHECK_INT(g[0].first, 0);
	CHECK(fabs(g[0].credit - (rep.v[0].credit + rep.v[2].credit)) < 1e-12);
	CHECK(g[0].credit > 1 && g[0].credit < 2);	/* 1 + the detour's partial credit */
	CHECK_STR(g[1].val[1], "connectivity");
	CHECK_INT(g[1].first, 1);
	CHECK(g[1].credit == 0);
	CHECK_STR(g[2].val[0], "b");
	CHECK_INT(g[2].first, 3);
	CHECK(g[2].credit == 1);
	CHECK_INT(g[2].correct, 1);
	free(g);
	score_report_free(&rep);
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
}

/* Copy rs's answers of run into part (a run's part, as a checkout's reader
 * hands it over). */
static void part_of(const struct runset *rs, const char *run, struct runset *part)
{
	runset_init(part);
	for (size_t i = 0; i < rs->n; i++)
		if (!strcmp(rs->v[i].run, run)) {
			struct answer *a = runset_add(part, rs->v[i].problem, run, rs->v[i].sample,
						      rs->v[i].text, rs->v[i].text_len);
			a->recorded = rs->v[i].recorded;
			a->model = runset_intern(part, rs->v[i].model);
		}
}

/* The items of rs's runs scored a run at a time (score_stream, each run's
 * answers freed after its part), as CSV into out; the score memo's counts
 * in *hits and *kept when they are not NULL. */
static void stream_csv(struct problemset *ps, const struct runset *rs, const char *const *runs,
		       size_t nruns, FILE *out, struct diags *d, size_t *hits, size_t *kept)
{
	struct score_stream ss;

	score_stream_init(&ss, policy_default());
	ss.ps = ps;
	ss.items = true;
	ss.fmt = SF_CSV;
	ss.out = out;
	ss.d = d;
	for (size_t r = 0; r < nruns; r++) {
		struct runset part;
		part_of(rs, runs[r], &part);
		CHECK(score_stream_add(&ss, &part) == 0);
		runset_free(&part);
	}
	if (hits && kept)
		score_sets_counts(ss.sets, hits, kept);
	score_stream_free(&ss);
}

/* The whole runset scored at once and the same scored a run at a time
 * (score_stream, each run's answers freed after its part) give the same
 * groups, items and "left out" line. */
static void test_stream_parts(void)
{
	static const enum score_key keys[3] = { SK_RUN, SK_TASK, SK_MODEL };
	static const char *const runs[] = { "a", "b" };
	const char *probs = PROBLEMS;
	struct problemset ps;
	struct runset rs;
	struct score_report rep;
	struct score_stream ss;
	struct score_group *g, *sg;
	struct diags d, sd;
	size_t ng = 0, sng = 0, wl = 0, sl = 0;
	char *whole = NULL, *parts = NULL, *mw, *ms;
	FILE *fw, *fs;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	diags_init(&sd);
	REQUIRE(problems_parse_jsonl("t.jsonl", probs, strlen(probs), &ps, &d) == 0 && ps.n == 3);
#define ADD(pid, run, text) runset_add(&rs, pid, run, 0, text, strlen(text))
	ADD("t/shortest_path/easy/s/0", "a", "The shortest path is 0,3,2 with a total weight of 4.");
	ADD("t/connectivity/easy/s/0", "a", "Yes, there is a path between node 0 and node 2.");
	ADD("t/connectivity/easy/s/9", "a", "No.");	/* not in the problems */
	ADD("t/connectivity/easy/s/0", "b", "No, there is no path between node 0 and node 2.");
	ADD("t/shortest_path/easy/s/1", "b", "The shortest path is 0,1,4 with a total weight of 7.");
	ADD("t/shortest_path/easy/s/1", "b", "The shortest path is 0,4 with a total weight of 4.");
#undef ADD
	rs.v[5].sample = 1;
	rs.v[3].model = runset_intern(&rs, "m1");
	REQUIRE(score_runs(policy_default(), &ps, &rs, &rep, &d) == 0);
	g = score_group(&rep, keys, 3, &ng);

	score_stream_init(&ss, policy_default());
	ss.ps = &ps;
	memcpy(ss.keys, keys, sizeof keys);
	ss.nkeys = 3;
	ss.d = &sd;
	for (size_t r = 0; r < 2; r++) {
		struct runset part;
		part_of(&rs, runs[r], &part);
		CHECK(score_stream_add(&ss, &part) == 0);
		runset_free(&part);	/* nothing may borrow from it now */
	}
	sg = score_stream_groups(&ss, &sng);
	CHECK_INT(sng, ng);
	for (size_t i = 0; i < ng && i < sng; i++) {
		for (int k = 0; k < 3; k++)
			CHECK_STR(sg[i].val[k], g[i].val[k]);
		CHECK_INT(sg[i].items, g[i].items);
		CHECK_INT(sg[i].scored, g[i].scored);
		CHECK_INT(sg[i].correct, g[i].correct);
		CHECK_INT(sg[i].first, g[i].first);
		CHECK(sg[i].credit == g[i].credit);
	}
	mw = score_missing_text(&rep, "t.jsonl");
	ms = score_stream_missing_text(&ss, "t.jsonl");
	REQUIRE(mw && ms);
	CHECK_STR(ms, mw);
	free(mw);
	free(ms);
	free(sg);
	score_stream_free(&ss);

	/* items: written part by part, the CSV header once */
	fw = open_memstream(&whole, &wl);
	fs = open_memstream(&parts, &sl);
	REQUIRE(fw && fs);
	CHECK(score_print_items(fw, SF_CSV, &rep) == 0);
	stream_csv(&ps, &rs, runs, 2, fs, &sd, NULL, NULL);
	fclose(fw);
	fclose(fs);
	CHECK_INT(sl, wl);
	CHECK(sl == wl && !memcmp(whole, parts, wl));
	free(whole);
	free(parts);

	free(g);
	score_report_free(&rep);
	diags_free(&d);
	diags_free(&sd);
	runset_free(&rs);
	problemset_free(&ps);
}

/* The strict scorers are pure (score-memo.h): a run that repeats another's
 * answer to the same problem gets the kept result, one that differs by a
 * byte or answers another problem is scored again, and every item is what
 * the same scorers give with nothing kept (a copy of the policy marked
 * impure). */
static void test_stream_memo(void)
{
	static const char *const runs[] = { "a", "b", "c", "d", "e", "f" };
	const char *probs = PROBLEMS;
	const char *conn = "Node 0 is connected to node 1, node 1 is connected to node 3, "
			   "so yes, there is a path between node 0 and node 2.";
	const char *sp = "Node 0 is connected to node 3 (weight 3), node 3 to node 2 (weight 1). "
			 "The shortest path is 0,3,2 with a total weight of 3 + 1 = 5.";
	struct policy plain = *policy_default();
	struct problemset ps;
	struct runset rs;
	struct score_report rep;
	struct diags d;
	size_t wl = 0, sl = 0, hits, kept;
	char *whole = NULL, *parts = NULL;
	FILE *fw, *fs;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	REQUIRE(problems_parse_jsonl("t.jsonl", probs, strlen(probs), &ps, &d) == 0 && ps.n == 3);
#define ADD(pid, run, text, n) runset_add(&rs, pid, run, 0, text, n)
	ADD("t/connectivity/easy/s/0", "a", conn, strlen(conn));
	ADD("t/connectivity/easy/s/0", "b", conn, strlen(conn));	/* found again */
	ADD("t/connectivity/easy/s/0", "c", conn, strlen(conn) - 1);	/* a byte less */
	ADD("t/shortest_path/easy/s/0", "d", sp, strlen(sp));
	ADD("t/shortest_path/easy/s/1", "e", sp, strlen(sp));	/* another problem */
	ADD("t/shortest_path/easy/s/0", "f", sp, strlen(sp));	/* found again */
#undef ADD
	memset(plain.pure, 0, sizeof plain.pure);
	REQUIRE(score_runs(&plain, &ps, &rs, &rep, &d) == 0);
	fw = open_memstream(&whole, &wl);
	fs = open_memstream(&parts, &sl);
	REQUIRE(fw && fs);
	CHECK(score_print_items(fw, SF_CSV, &rep) == 0);
	/* each run's answers freed after its part: the memo keeps its own
	 * copy of the texts */
	stream_csv(&ps, &rs, runs, sizeof runs / sizeof *runs, fs, &d, &hits, &kept);
	CHECK_INT(hits, 2);
	CHECK_INT(kept, 4);
	fclose(fw);
	fclose(fs);
	CHECK_INT(sl, wl);
	CHECK(sl == wl && !memcmp(whole, parts, wl));
	/* the same text, judged against each problem */
	CHECK(strstr(whole, "\nd,t/shortest_path/easy/s/0,shortest_path,easy,1,strict,1,0,exact=1"));
	CHECK(strstr(whole, "\ne,t/shortest_path/easy/s/1,shortest_path,easy,1,strict,1,0,exact=0"));
	free(whole);
	free(parts);
	score_report_free(&rep);
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
}

void suite_score_group(void);
void suite_score_group(void)
{
	RUN(test_score_credit);
	RUN(test_group_credit_and_first);
	RUN(test_stream_parts);
	RUN(test_stream_memo);
}
