/* test-annot-agree.c - agreement statistics against hand computations
 * and Krippendorff's own worked example (suite "annot"). */
#include "config.h"
#include "unit.h"
#include "test-annot.h"
#include "annot-agree.h"

#include <math.h>

static bool near(double a, double b)
{
	return fabs(a - b) < 5e-4;
}

/* Two annotators, 10 items, labels 0 1 2 (by hand):
 *   A: 0 0 0 0 1 1 1 2 2 2
 *   B: 0 0 0 1 1 1 2 2 2 0
 * agree on 7: po = 0.7; A's shares .4 .3 .3, B's .4 .3 .3:
 * pe = .16 + .09 + .09 = .34; kappa = (.7 - .34) / .66 = 0.545455.
 * Coincidences (each pair both ways): o00 = 6, o11 = 4, o22 = 4,
 * o01 = o10 = 1, o12 = o21 = 1, o02 = o20 = 1; n_c = 8 6 6, n = 20;
 * alpha = 1 - 19 * 6 / (2 * (48 + 48 + 36)) = 1 - 114 / 264 = 0.568182. */
static void test_two_by_hand(void)
{
	static const int a[] = { 0, 0, 0, 0, 1, 1, 1, 2, 2, 2 };
	static const int b[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 0 };
	int vals[2 * 11];
	struct agree ag;

	for (int u = 0; u < 10; u++) {
		vals[2 * u] = a[u];
		vals[2 * u + 1] = b[u];
	}
	vals[20] = 1;	/* an item only A labelled: left out */
	vals[21] = -1;
	REQUIRE(agree_compute(vals, 11, 2, 3, &ag) == 0);
	CHECK_INT(ag.units, 10);
	CHECK_INT(ag.pairable, 20);
	CHECK(near(ag.percent, 0.7));
	CHECK(near(ag.kappa, 0.545455));
	CHECK(near(ag.alpha, 0.568182));
	/* confusion: rows A, columns B */
	CHECK(ag.matrix[0 * 3 + 0] == 3 && ag.matrix[0 * 3 + 1] == 1 && ag.matrix[2 * 3 + 0] == 1);
	CHECK(ag.matrix[1 * 3 + 1] == 2 && ag.matrix[1 * 3 + 2] == 1 && ag.matrix[2 * 3 + 2] == 2);
	agree_free(&ag);
}

/* Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability",
 * section C: 4 observers, 12 units, values 1..5 with missing ones;
 * nominal alpha = 0.743 over n = 40 pairable values (unit 12, with one
 * value, is not pairable). */
static void test_krippendorff_2011(void)
{
	enum { M = -1 };
	static const int obs[4][12] = {
		{ 1, 2, 3, 3, 2, 1, 4, 1, 2, M, M, M },
		{ 1, 2, 3, 3, 2, 2, 4, 1, 2, 5, M, 3 },
		{ M, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, M },
		{ 1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, M },
	};
	int vals[12 * 4];
	struct agree ag;

	for (int u = 0; u < 12; u++)
		for (int c = 0; c < 4; c++)
			vals[u * 4 + c] = obs[c][u] == M ? -1 : obs[c][u] - 1;
	REQUIRE(agree_compute(vals, 12, 4, 5, &ag) == 0);
	CHECK_INT(ag.pairable, 40);
	CHECK_INT(ag.units, 11);
	CHECK(near(ag.alpha, 0.743));
	CHECK(isnan(ag.kappa));	/* kappa is for two annotators */
	agree_free(&ag);
}

/* Edge cases: one annotator; everyone always agrees on one label. */
static void test_degenerate(void)
{
	static const int same[] = { 0, 0, 0, 0, 0, 0 };
	struct agree ag;

	CHECK(agree_compute(same, 6, 1, 1, &ag) == -1);
	agree_free(&ag);
	REQUIRE(agree_compute(same, 3, 2, 1, &ag) == 0);
	CHECK(near(ag.percent, 1));
	CHECK(isnan(ag.kappa) && isnan(ag.alpha));
	agree_free(&ag);
}

void annot_agree_tests(void)
{
	RUN(test_two_by_hand);
	RUN(test_krippendorff_2011);
	RUN(test_degenerate);
}
