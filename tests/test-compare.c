/* test-compare.c - run comparison: the exact McNemar p-value, pairing,
 * the filters and the wins/losses/ties summary, on a built pair of runs
 * with a known table and on the demo workspace's two simulated runs. */
#include "config.h"
#include "unit.h"
#include "compare.h"
#include "explore.h"
#include "workspace.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool near(double a, double b, double tol)
{
	return fabs(a - b) <= tol;
}

static void test_mcnemar(void)
{
	/* b=10 c=2: 2 * (1 + 12 + 66) / 4096 */
	CHECK(near(compare_mcnemar(10, 2), 2.0 * 79.0 / 4096.0, 1e-12));
	CHECK(near(compare_mcnemar(10, 2), 0.0386, 5e-5));
	CHECK(near(compare_mcnemar(2, 10), compare_mcnemar(10, 2), 1e-15));
	CHECK(compare_mcnemar(0, 0) == 1.0);
	CHECK(compare_mcnemar(7, 7) == 1.0);
	CHECK(compare_mcnemar(123456, 123456) == 1.0);
	/* one-sided tail > 1/2 is clamped: b=3 c=2 */
	CHECK(near(compare_mcnemar(3, 2), 1.0, 1e-12));
	/* b=5 c=0: 2 / 32 */
	CHECK(near(compare_mcnemar(5, 0), 0.0625, 1e-15));
	CHECK(near(compare_mcnemar(1, 0), 1.0, 1e-15));
	/* b=20 c=5: R binom.test(5, 25)$p.value = 0.004077 */
	CHECK(near(compare_mcnemar(20, 5), 0.00408, 5e-6));
	/* large counts: no underflow to 0 or NaN, symmetric, monotone */
	{
		double p1 = compare_mcnemar(1000000, 998000);
		double p2 = compare_mcnemar(1000000, 996000);
		double p3 = compare_mcnemar(5000000, 1000);
		CHECK(p1 > 0 && p1 <= 1 && !isnan(p1));
		CHECK(p2 < p1);
		CHECK(p3 == 0 || (p3 > 0 && p3 < 1e-300));
		/* normal approximation: z = 2000 / sqrt(1998000) = 1.4149,
		 * two-sided 0.1571 (continuity-corrected) */
		CHECK(near(p1, 0.1571, 2e-3));
	}
}

/* 20 connectivity problems; run A and run B say yes or no so that
 * both right 5, A only 10, B only 2, both wrong 3 (McNemar p 0.0386). */
static struct explore *open_table(struct workspace *ws)
{
	static const char text[] = "name: cmp\n"
				   "problems:\n"
				   "  - generate: nlgraph\n"
				   "    task: connectivity\n"
				   "    difficulty: [easy, medium]\n"
				   "    count: 10\n"
				   "    seed: 5\n"
				   "policy: strict\n";
	struct diags d;

	workspace_init(ws);
	diags_init(&d);
	if (workspace_parse("cmp.yaml", ".", text, strlen(text), ws, &d) != 0 ||
	    workspace_load(ws, &d) != 0) {
		diags_print(&d, stderr);
		diags_free(&d);
		return NULL;
	}
	diags_free(&d);
	if (ws->problems.n != 20)
		return NULL;
	for (size_t i = 0; i < 20; i++) {
		const struct problem *p = ws->problems.v[i];
		const cJSON *c = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "connected");
		bool yes = cJSON_IsTrue(c);
		bool a_right = i < 15, b_right = i < 5 || (i >= 15 && i < 17);
		bool a = a_right ? yes : !yes, b = b_right ? yes : !yes;
		runset_add(&ws->answers, p->id, "A", 0, a ? "The answer is yes." : "The answer is no.",
			   a ? 18 : 17);
		runset_add(&ws->answers, p->id, "B", 0, b ? "The answer is yes." : "The answer is no.",
			   b ? 18 : 17);
	}
	return explore_new(ws);
}

static void test_table(void)
{
	struct workspace ws;
	struct explore *ex = open_table(&ws);
	struct compare c;
	size_t idx[20];

	REQUIRE(ex);
	REQUIRE(explore_nruns(ex) == 2);
	compare_init(&c);
	for (size_t k = 0; k < policy_count(); k++) {
		const struct policy *pol = policy_at(k);
		compare_runs(&c, ex, pol, 0, 1, NULL, 0);
		CHECK_INT(c.n, 20);
		CHECK_INT(c.only_a + c.only_b, 0);
		CHECK_INT(c.total.both_right, 5);
		CHECK_INT(c.total.wins, 10);
		CHECK_INT(c.total.losses, 2);
		CHECK_INT(c.total.both_wrong, 3);
		CHECK_INT(c.total.disagree, 12);
		CHECK(near(c.total.p, 0.0386, 5e-5));
		CHECK(near(c.total.pca, 15, 1e-9) && near(c.total.pcb, 7, 1e-9));
		/* per difficulty: easy holds items 0..9, medium 10..19 */
		REQUIRE(c.ngroups == 2);
		CHECK_STR(c.groups[0].task, "connectivity");
		CHECK_STR(c.groups[0].difficulty, "easy");
		CHECK_INT(c.groups[0].t.both_right, 5);
		CHECK_INT(c.groups[0].t.wins, 5);
		CHECK(near(c.groups[0].t.p, 0.0625, 1e-12));
		CHECK_STR(c.groups[1].difficulty, "medium");
		CHECK_INT(c.groups[1].t.wins, 5);
		CHECK_INT(c.groups[1].t.losses, 2);
		CHECK_INT(c.groups[1].t.both_wrong, 3);
		CHECK(near(c.groups[1].t.p, 2.0 * 29.0 / 128.0, 1e-12));
		/* filters */
		CHECK_INT(compare_filter(&c, CF_ALL, 0, NULL), 20);
		CHECK_INT(compare_filter(&c, CF_DISAGREE, 0, NULL), 12);
		CHECK_INT(compare_filter(&c, CF_A_WINS, 0, idx), 10);
		CHECK_INT(c.v[idx[0]].p, 5);
		CHECK_INT(c.v[idx[9]].p, 14);
		CHECK_INT(compare_filter(&c, CF_B_WINS, 0, idx), 2);
		CHECK_INT(c.v[idx[0]].p, 15);
		CHECK_INT(c.v[idx[1]].p, 16);
		CHECK_INT(compare_filter(&c, CF_PC_DIFF, 0.5, NULL), 12);
		CHECK_INT(compare_filter(&c, CF_PC_DIFF, 1.0, NULL), 0);
		/* swapping the runs swaps wins and losses, same p */
		compare_runs(&c, ex, pol, 1, 0, NULL, 0);
		CHECK_INT(c.total.wins, 2);
		CHECK_INT(c.total.losses, 10);
		CHECK(near(c.total.p, 0.0386, 5e-5));
	}
	/* a subset of rows (the navigator's filter): the first 12 problems */
	{
		size_t rows[12];
		for (size_t i = 0; i < 12; i++)
			rows[i] = explore_rows(ex)[i];
		compare_runs(&c, ex, policy_default(), 0, 1, rows, 12);
		CHECK_INT(c.n, 12);
		CHECK_INT(c.total.wins, 7);
		CHECK_INT(c.total.losses, 0);
	}
	compare_free(&c);
	explore_free(ex);
	workspace_free(&ws);
}

/* The demo's two simulated runs: every figure agrees with the cells. */
static void test_demo(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct compare c;
	size_t wins = 0, losses = 0, dis = 0, pcd = 0, sum = 0;
	enum cmp_filter f;

	diags_init(&d);
	workspace_init(&ws);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	diags_free(&d);
	ex = explore_new(&ws);
	REQUIRE(explore_nruns(ex) == 2);
	compare_init(&c);
	compare_runs(&c, ex, policy_default(), 0, 1, NULL, 0);
	CHECK(c.n > 0);
	for (size_t p = 0; p < explore_nproblems(ex); p++) {
		const struct ex_cell *a = explore_cell(ex, policy_default(), 0, p);
		enum ex_verdict va = a->verdict;
		double ca = a->credit;
		const struct ex_cell *b = explore_cell(ex, policy_default(), 1, p);
		if (va == EV_NONE || b->verdict == EV_NONE)
			continue;
		wins += va == EV_RIGHT && b->verdict != EV_RIGHT;
		losses += b->verdict == EV_RIGHT && va != EV_RIGHT;
		dis += va != b->verdict;
		pcd += fabs(ca - b->credit) > 0.25;
	}
	CHECK_INT(c.total.wins, wins);
	CHECK_INT(c.total.losses, losses);
	CHECK_INT(compare_filter(&c, CF_DISAGREE, 0, NULL), dis);
	CHECK_INT(compare_filter(&c, CF_PC_DIFF, 0.25, NULL), pcd);
	CHECK(near(c.total.p, compare_mcnemar(wins, losses), 1e-15));
	/* the noisy reasoner beats random guessing */
	CHECK(c.total.losses > c.total.wins);
	for (size_t g = 0; g < c.ngroups; g++)
		sum += c.groups[g].t.items;
	CHECK_INT(sum, c.n);
	CHECK_INT(c.total.items,
		  c.total.both_right + c.total.both_wrong + c.total.wins + c.total.losses);
	for (int k = 0; k < CF__COUNT; k++) {
		CHECK(cmp_filter_parse(cmp_filter_name((enum cmp_filter)k), &f) == 0);
		CHECK_INT(f, k);
	}
	CHECK(cmp_filter_parse("nope", &f) == -1);
	compare_free(&c);
	explore_free(ex);
	workspace_free(&ws);
}

/* The demo's first errors per kind: A's and B's counts are the failures
 * table's per run (every problem is answered by both), the moves add up
 * to the items that changed kind, largest first, and the CSV holds every
 * pair of kinds. Comparing again over fewer rows counts them afresh. */
static void test_demo_kinds(void)
{
	struct workspace ws;
	struct diags d;
	struct explore *ex;
	struct compare c;
	struct ex_failures fl;
	struct cmp_move mv[CMP_MOVES_MAX];
	size_t nm, moved = 0, stayed = 0, lines = 0, items = 0, rows[5];
	char *buf = NULL, line[256];
	size_t len = 0;
	FILE *fp;

	diags_init(&d);
	workspace_init(&ws);
	REQUIRE(workspace_demo(&ws, &d) == 0);
	diags_free(&d);
	ex = explore_new(&ws);
	compare_init(&c);
	compare_runs(&c, ex, policy_default(), 0, 1, NULL, 0);
	ex_failures_init(&fl);
	explore_failures(ex, policy_default(), EX_FAIL_RUNS, true, &fl);
	REQUIRE(fl.ncols == 2);
	CHECK_INT(c.n, explore_nproblems(ex));
	for (size_t k = 0; k < FAULT__COUNT; k++) {
		CHECK_INT(compare_kind_count(&c, 0, k), fl.col[0].count[k]);
		CHECK_INT(compare_kind_count(&c, 1, k), fl.col[1].count[k]);
		stayed += c.moves[k][k];
	}
	for (size_t i = 0; i < c.n; i++)
		moved += c.v[i].ka != c.v[i].kb;
	CHECK(moved > 0);
	CHECK_INT(moved + stayed, c.n);
	nm = compare_moves(&c, mv);
	CHECK(nm > 1);
	for (size_t i = 0; i < nm; i++) {
		CHECK(mv[i].from != mv[i].to);
		CHECK_INT(mv[i].n, c.moves[mv[i].from][mv[i].to]);
		CHECK(i == 0 || mv[i - 1].n >= mv[i].n);
		moved -= mv[i].n;
	}
	CHECK_INT(moved, 0);
	fp = open_memstream(&buf, &len);
	REQUIRE(fp);
	CHECK(compare_kinds_csv(&c, "A, quoted", "B", fp) == 0);
	fclose(fp);
	fp = fmemopen(buf, len, "r");
	REQUIRE(fp);
	while (fgets(line, sizeof line, fp)) {
		const char *last = strrchr(line, ',');
		if (lines++ == 0) {
			CHECK_STR(line, "run_a,run_b,kind_a,kind_b,items\n");
			continue;
		}
		CHECK(!strncmp(line, "\"A, quoted\",B,", 14));
		items += strtoul(last + 1, NULL, 10);
	}
	fclose(fp);
	free(buf);
	CHECK_INT(items, c.n);
	/* again over five rows: the moves are those rows' only */
	for (size_t i = 0; i < 5; i++)
		rows[i] = explore_rows(ex)[i];
	compare_runs(&c, ex, policy_default(), 0, 1, rows, 5);
	items = 0;
	for (size_t k = 0; k < FAULT__COUNT; k++)
		items += compare_kind_count(&c, 0, k);
	CHECK_INT(items, 5);
	ex_failures_free(&fl);
	compare_free(&c);
	explore_free(ex);
	workspace_free(&ws);
}

void suite_compare(void);
void suite_compare(void)
{
	RUN(test_mcnemar);
	RUN(test_table);
	RUN(test_demo);
	RUN(test_demo_kinds);
}
