/* test-view.c - text views: exact lines of each view, sticky headers, the
 * large-graph fallbacks and speed, and the terminal sanitizer. */
#include "config.h"
#include "unit.h"
#include "view.h"
#include "sanitize.h"

#include <stdlib.h>

/* Compare all lines of t with the NULL-terminated list want. */
static int lines_equal(const struct textlines *t, const char *const *want)
{
	size_t i;

	for (i = 0; want[i]; i++) {
		if (i >= t->n) {
			printf("    missing line %zu: \"%s\"\n", i, want[i]);
			return 0;
		}
		if (strcmp(t->v[i], want[i])) {
			printf("    line %zu: \"%s\", expected \"%s\"\n", i, t->v[i], want[i]);
			return 0;
		}
	}
	if (t->n != i) {
		printf("    %zu lines, expected %zu (extra: \"%s\")\n", t->n, i, t->v[i]);
		return 0;
	}
	return 1;
}

/* NLGraph shortest_path easy 0's graph. */
static struct graph *weighted5(void)
{
	static const int e[][3] = { { 0, 4, 4 }, { 0, 3, 3 }, { 0, 1, 3 }, { 1, 4, 4 },
				    { 4, 2, 2 }, { 3, 2, 1 }, { 4, 3, 1 } };
	struct graph *g = graph_new(5, false, ATTR_WEIGHT);

	for (size_t i = 0; i < sizeof e / sizeof *e; i++)
		graph_add_edge(g, e[i][0], e[i][1], e[i][2]);
	graph_finish(g);
	return g;
}

static struct graph *flow4(void)
{
	struct graph *g = graph_new(4, true, ATTR_CAPACITY);

	graph_add_edge(g, 0, 1, 3);
	graph_add_edge(g, 0, 2, 2);
	graph_add_edge(g, 1, 2, 10);
	graph_add_edge(g, 2, 3, 12);
	graph_finish(g);
	return g;
}

static void test_names(void)
{
	enum view_kind k;

	for (int i = 0; i < VIEW__COUNT; i++) {
		REQUIRE(view_parse(view_name((enum view_kind)i), &k) == 0);
		CHECK_INT(k, i);
	}
	CHECK(view_parse("pie", &k) == -1);
	CHECK(view_parse("", &k) == -1);
	CHECK_STR(view_name(VIEW_MATRIX), "matrix");
	CHECK_INT(view_digits(0), 1);
	CHECK_INT(view_digits(9), 1);
	CHECK_INT(view_digits(10), 2);
	CHECK_INT(view_digits(-3), 2);
	CHECK_INT(view_digits(-1000), 5);
}

static void test_list_weighted(void)
{
	static const char *const want[] = {
		"0: 4(4) 3(3) 1(3)", "1: 0(3) 4(4)", "2: 4(2) 3(1)", "3: 0(3) 2(1) 4(1)",
		"4: 0(4) 1(4) 2(2) 3(1)", NULL,
	};
	struct graph *g = weighted5();
	struct textlines t;

	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_LIST, &t), 0);
	CHECK(lines_equal(&t, want));
	CHECK_INT(t.width, strlen(want[4]));
	CHECK_INT(t.sticky_rows, 0);
	textlines_free(&t);
	graph_free(g);
}

static void test_list_directed_aligned(void)
{
	struct graph *g = graph_new(11, true, ATTR_NONE);
	struct textlines t;

	graph_add_edge(g, 10, 0, 0);
	graph_add_edge(g, 0, 3, 0);
	graph_add_edge(g, 0, 10, 0);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_list(g, &t), 0);
	REQUIRE(t.n == 11);
	CHECK_STR(t.v[0], " 0 -> 3 10");
	CHECK_STR(t.v[1], " 1 ->");
	CHECK_STR(t.v[10], "10 -> 0");
	textlines_free(&t);
	graph_free(g);
}

/* 3 applicants and 3 jobs (nodes 3-5): 0 takes jobs 1 and 0, 1 none, 2
 * jobs 0, 2 and 1 (edges in that order). */
static struct graph *applicants3(void)
{
	struct graph *g = graph_new(6, false, ATTR_NONE);

	graph_set_parts(g, 3, 3);
	graph_add_edge(g, 0, 4, 0);
	graph_add_edge(g, 0, 3, 0);
	graph_add_edge(g, 2, 3, 0);
	graph_add_edge(g, 2, 5, 0);
	graph_add_edge(g, 2, 4, 0);
	graph_finish(g);
	return g;
}

static void test_list_bipartite(void)
{
	static const char *const want[] = {
		"Applicants  Jobs", "0           1 0", "1", "2           0 2 1", NULL,
	};
	struct graph *g = applicants3();
	struct textlines t;

	textlines_init(&t);
	CHECK_INT(view_list(g, &t), 0);
	CHECK(lines_equal(&t, want));
	CHECK_INT(t.sticky_rows, 1);
	CHECK_INT(t.sticky_cols, 12);
	textlines_free(&t);
	graph_free(g);
}

/* A bipartite graph's matrix is its biadjacency matrix, jobs numbered
 * from 0 (the question's numbers); an edge inside a part (not a matching
 * graph) brings the full matrix back. The span of a cell names its edge,
 * of a job column the job's node. */
static void test_matrix_bipartite(void)
{
	static const char *const want[] = {
		"    applicants down, jobs across",
		"  | 0 1 2", "--+------", "0 | 1 1 .", "1 | . . .", "2 | 1 1 1", NULL,
	};
	struct graph *g = applicants3();
	struct textlines t;
	size_t k, ns;

	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_MATRIX, &t), 0);
	CHECK(lines_equal(&t, want));
	CHECK_INT(t.sticky_rows, 3);
	k = textlines_spans_of(&t, 1, &ns);	/* the header: jobs 0-2 are nodes 3-5 */
	REQUIRE(ns == 3);
	CHECK_INT(t.spans[k + 2].node, 5);
	k = textlines_spans_of(&t, 3, &ns);	/* row 0: its label, then edges 1 and 0 */
	REQUIRE(ns == 3);
	CHECK_INT(t.spans[k + 1].edge, 1);
	CHECK_INT(t.spans[k + 2].edge, 0);
	textlines_free(&t);
	graph_free(g);

	g = graph_new(4, false, ATTR_NONE);	/* applicants 0 and 1 joined */
	graph_set_parts(g, 2, 2);
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 0, 2, 0);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_MATRIX, &t), 0);
	CHECK_STR(t.v[0], "  | 0 1 2 3");
	textlines_free(&t);
	graph_free(g);
}

static void test_list_features(void)
{
	static const char *const want[] = {
		"0: 1 2  [1,0]", "1: 0    [0,-2]", "2: 0    [3,1]", NULL,
	};
	struct graph *g = graph_new(3, false, ATTR_NONE);
	int64_t *f = graph_alloc_features(g, 2);
	struct textlines t;

	f[0] = 1, f[1] = 0, f[2] = 0, f[3] = -2, f[4] = 3, f[5] = 1;
	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 2, 0, 0);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_list(g, &t), 0);
	CHECK(lines_equal(&t, want));
	CHECK_INT(t.width, 14);
	textlines_free(&t);
	graph_free(g);
}

static void test_matrix_weighted(void)
{
	static const char *const want[] = {
		"  | 0 1 2 3 4",
		"--+----------",
		"0 | . 3 . 3 4",
		"1 | 3 . . . 4",
		"2 | . . . 1 2",
		"3 | 3 . 1 . 1",
		"4 | 4 4 2 1 .",
		NULL,
	};
	struct graph *g = weighted5();
	struct textlines t;

	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_MATRIX, &t), 0);
	CHECK(lines_equal(&t, want));
	CHECK_INT(t.sticky_rows, 2);
	CHECK_INT(t.sticky_cols, 3);
	CHECK_INT(t.width, 13);
	textlines_free(&t);
	graph_free(g);
}

static void test_matrix_directed_wide(void)
{
	static const char *const want[] = {
		"  |  0  1  2  3",
		"--+------------",
		"0 |  .  3  2  .",
		"1 |  .  . 10  .",
		"2 |  .  .  . 12",
		"3 |  .  .  .  .",
		NULL,
	};
	struct graph *g = flow4();
	struct textlines t;

	textlines_init(&t);
	CHECK_INT(view_matrix(g, &t), 0);
	CHECK(lines_equal(&t, want));
	textlines_free(&t);
	graph_free(g);
}

static void test_matrix_multi_edges(void)
{
	struct graph *w = graph_new(3, false, ATTR_WEIGHT);
	struct graph *p = graph_new(12, false, ATTR_NONE);
	struct textlines t;

	/* weighted: the last parallel edge's weight; a self-loop on the diagonal */
	graph_add_edge(w, 0, 1, 5);
	graph_add_edge(w, 1, 0, 2);
	graph_add_edge(w, 2, 2, -7);
	graph_finish(w);
	textlines_init(&t);
	CHECK_INT(view_matrix(w, &t), 0);
	REQUIRE(t.n == 5);
	CHECK_STR(t.v[2], "0 |  .  2  .");
	CHECK_STR(t.v[3], "1 |  2  .  .");
	CHECK_STR(t.v[4], "2 |  .  . -7");
	textlines_free(&t);

	/* unweighted: the number of parallel edges; two-digit labels */
	graph_add_edge(p, 0, 11, 0);
	graph_add_edge(p, 11, 0, 0);
	graph_add_edge(p, 0, 11, 0);
	graph_add_edge(p, 3, 4, 0);
	graph_finish(p);
	textlines_init(&t);
	CHECK_INT(view_matrix(p, &t), 0);
	REQUIRE(t.n == 14);
	CHECK_STR(t.v[0], "   |  0  1  2  3  4  5  6  7  8  9 10 11");
	CHECK_STR(t.v[2], " 0 |  .  .  .  .  .  .  .  .  .  .  .  3");
	CHECK_STR(t.v[13], "11 |  3  .  .  .  .  .  .  .  .  .  .  .");
	CHECK_INT(t.sticky_rows, 2);
	CHECK_INT(t.sticky_cols, 4);
	textlines_free(&t);
	graph_free(w);
	graph_free(p);
}

static void test_edges(void)
{
	static const char *const wantw[] = {
		"e0  0 - 4  w=4", "e1  0 - 3  w=3", "e2  0 - 1  w=3", "e3  1 - 4  w=4",
		"e4  4 - 2  w=2", "e5  3 - 2  w=1", "e6  4 - 3  w=1", NULL,
	};
	static const char *const wantc[] = {
		"e0  0 -> 1  cap=3", "e1  0 -> 2  cap=2", "e2  1 -> 2  cap=10",
		"e3  2 -> 3  cap=12", NULL,
	};
	struct graph *g = weighted5(), *f = flow4(), *b = graph_new(4, false, ATTR_NONE);
	struct textlines t;

	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_EDGES, &t), 0);
	CHECK(lines_equal(&t, wantw));
	textlines_free(&t);
	textlines_init(&t);
	CHECK_INT(view_edges(f, &t), 0);
	CHECK(lines_equal(&t, wantc));
	textlines_free(&t);

	graph_set_parts(b, 2, 2);
	graph_add_edge(b, 1, 2, 0);
	graph_add_edge(b, 3, 0, 0);
	graph_finish(b);
	textlines_init(&t);
	CHECK_INT(view_edges(b, &t), 0);
	REQUIRE(t.n == 2);
	CHECK_STR(t.v[0], "e0  1 - 2  (applicant 1, job 0)");
	CHECK_STR(t.v[1], "e1  3 - 0  (applicant 0, job 1)");
	textlines_free(&t);
	graph_free(g);
	graph_free(f);
	graph_free(b);
}

static void test_draw_small(void)
{
	static const char *const want[] = {
		"            [0]", "             |", "             |", "             |",
		"             |", "[3]----------+----------[1]", "             |",
		"             |", "             |", "             |", "            [2]", NULL,
	};
	struct graph *g = graph_new(4, false, ATTR_NONE), *d = graph_new(2, true, ATTR_NONE);
	struct textlines t;

	graph_add_edge(g, 0, 2, 0);
	graph_add_edge(g, 1, 3, 0);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_render(g, VIEW_DRAW, &t), 0);
	CHECK(lines_equal(&t, want));
	textlines_free(&t);

	/* directed: an arrowhead next to the target */
	graph_add_edge(d, 0, 1, 0);
	graph_finish(d);
	textlines_init(&t);
	CHECK_INT(view_draw(d, &t), 0);
	REQUIRE(t.n >= 3);
	CHECK(strstr(t.v[t.n - 2], "v") != NULL);
	CHECK(strstr(t.v[t.n - 1], "[1]") != NULL);
	textlines_free(&t);
	graph_free(g);
	graph_free(d);
}

/* Every node of a 20-node graph appears once; only line characters,
 * digits, brackets and blanks are used; weights that find no room are
 * listed, so every weight shows somewhere. */
static void test_draw_limit(void)
{
	struct graph *g = graph_new(VIEW_DRAW_MAX, false, ATTR_WEIGHT);
	struct graph *big = graph_new(VIEW_DRAW_MAX + 1, false, ATTR_NONE);
	struct textlines t;
	char lab[16];

	for (int u = 0; u < VIEW_DRAW_MAX; u++)
		graph_add_edge(g, u, (u * 7 + 3) % VIEW_DRAW_MAX, 100 + u);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_draw(g, &t), 0);
	for (int u = 0; u < VIEW_DRAW_MAX; u++) {
		int seen = 0;
		snprintf(lab, sizeof lab, "[%d]", u);
		for (size_t i = 0; i < t.n; i++) {
			if (!strncmp(t.v[i], "weights not drawn:", 18))
				continue;
			for (const char *s = t.v[i]; (s = strstr(s, lab)); s++)
				seen++;
		}
		CHECK_INT(seen, 1);
	}
	for (int u = 0; u < VIEW_DRAW_MAX; u++) {
		int seen = 0;
		snprintf(lab, sizeof lab, "%d", 100 + u);
		for (size_t i = 0; i < t.n; i++)
			if (strstr(t.v[i], lab))
				seen = 1;
		CHECK(seen);
	}
	for (size_t i = 0; i < t.n; i++) {
		if (!strncmp(t.v[i], "weights not drawn:", 18))
			continue;
		CHECK(strspn(t.v[i], " -|/\\+[]0123456789") == strlen(t.v[i]));
	}
	textlines_free(&t);

	graph_finish(big);
	textlines_init(&t);
	CHECK_INT(view_render(big, VIEW_DRAW, &t), -1);
	REQUIRE(t.n == 2);
	CHECK(strstr(t.v[0], "21 nodes is too many") != NULL);
	CHECK_STR(t.v[1], "use the list, matrix or edges view");
	CHECK(strlen(t.v[0]) < 80 && strlen(t.v[1]) < 80);
	textlines_free(&t);
	graph_free(g);
	graph_free(big);
}

/* A weight never touches a crossing: no digit next to a '+' (NLGraph
 * shortest_path/easy/standard/1 drew "\\3+3//", two weights on one). */
static void test_draw_weights_off_crossings(void)
{
	static const int e[][3] = { { 0, 3, 1 }, { 2, 0, 1 }, { 1, 3, 3 },
				    { 1, 4, 4 }, { 4, 2, 3 }, { 4, 3, 4 } };
	struct graph *g = graph_new(5, false, ATTR_WEIGHT);
	struct textlines t;
	int digits = 0;

	for (size_t i = 0; i < sizeof e / sizeof e[0]; i++)
		graph_add_edge(g, e[i][0], e[i][1], e[i][2]);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_draw(g, &t), 0);
	for (size_t i = 0; i < t.n; i++) {
		const char *s = t.v[i];
		if (!strncmp(s, "weights not drawn:", 18))
			continue;
		for (size_t k = 0; s[k]; k++) {
			bool d = s[k] >= '0' && s[k] <= '9';
			bool label = k > 0 && s[k - 1] == '[';
			if (!d || label)
				continue;
			digits++;
			CHECK(s[k + 1] != '+' && (k == 0 || s[k - 1] != '+'));
		}
	}
	CHECK(digits > 0);
	textlines_free(&t);
	graph_free(g);
}

/* Extra edges (a model's invented ones) are dotted over empty cells only,
 * their spans are edge m + i, and all are listed, with a node out of range
 * named without brackets and not drawn. */
static void test_draw_extra(void)
{
	struct graph *g = graph_new(4, false, ATTR_NONE);
	const int xu[] = { 0, 1, 2 }, xv[] = { 2, 3, 9 };
	struct textlines t, plain;
	size_t dots = 0, spans_extra = 0;

	graph_add_edge(g, 0, 1, 0);
	graph_add_edge(g, 2, 3, 0);
	graph_finish(g);
	textlines_init(&t);
	textlines_init(&plain);
	CHECK_INT(view_draw_extra(g, xu, xv, 3, &t), 0);
	CHECK_INT(view_draw(g, &plain), 0);
	REQUIRE(t.n >= 2);
	CHECK_STR(t.v[t.n - 1], "not in the graph (dotted): [0]-[2] [1]-[3] [2]-9");
	for (size_t i = 0; i + 1 < t.n; i++)
		for (const char *c = t.v[i]; *c; c++)
			dots += *c == '.';
	CHECK(dots >= 4);
	/* the graph's own lines are all still there */
	for (size_t i = 0; i < plain.n && i + 1 < t.n; i++)
		for (size_t k = 0; plain.v[i][k] && t.v[i][k]; k++)
			if (plain.v[i][k] != ' ')
				CHECK(plain.v[i][k] == t.v[i][k] || plain.v[i][k] == '+');
	for (size_t k = 0; k < t.nspans; k++)
		if (t.spans[k].edge >= (long)g->m) {
			CHECK(t.spans[k].edge < (long)g->m + 2);
			spans_extra++;
		}
	CHECK(spans_extra >= 2);
	textlines_free(&t);
	textlines_free(&plain);
	graph_free(g);
}

static void test_empty(void)
{
	struct graph *g = graph_new(0, false, ATTR_NONE);
	struct textlines t;

	graph_finish(g);
	for (int k = 0; k < VIEW__COUNT; k++) {
		textlines_init(&t);
		CHECK_INT(view_render(g, (enum view_kind)k, &t), 0);
		CHECK_INT(t.n, 1);
		textlines_free(&t);
	}
	graph_free(g);
}

/* 100,000 nodes and 300,000 edges: list and edges are linear, the matrix
 * and drawing fall back to one line. */
static void test_large(void)
{
	const int n = 100000;
	struct graph *g = graph_new(n, false, ATTR_WEIGHT);
	struct textlines t;
	unsigned long long x = 0x9E3779B97F4A7C15ULL;

	for (int i = 0; i < 3 * n; i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		graph_add_edge(g, (int)(x % (unsigned)n), (int)((x >> 32) % (unsigned)n),
			       (int64_t)(x % 100));
	}
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_list(g, &t), 0);
	CHECK_INT(t.n, n);
	CHECK(!strncmp(t.v[n - 1], "99999:", 6));
	textlines_free(&t);
	textlines_init(&t);
	CHECK_INT(view_edges(g, &t), 0);
	CHECK_INT(t.n, 3 * n);
	CHECK(!strncmp(t.v[0], "e0       ", 9));
	textlines_free(&t);
	textlines_init(&t);
	CHECK_INT(view_matrix(g, &t), -1);
	CHECK_INT(t.n, 1);
	CHECK(strstr(t.v[0], "100000 nodes is too many") != NULL);
	textlines_free(&t);
	/* (how fast is measured by make bench, not asserted here) */
	graph_free(g);
}

static void test_matrix_limit(void)
{
	struct graph *g = graph_new(VIEW_MATRIX_MAX, false, ATTR_NONE);
	struct textlines t;

	graph_add_edge(g, 0, VIEW_MATRIX_MAX - 1, 0);
	graph_finish(g);
	textlines_init(&t);
	CHECK_INT(view_matrix(g, &t), 0);
	CHECK_INT(t.n, VIEW_MATRIX_MAX + 2);
	CHECK_INT(t.width, 6 + (size_t)VIEW_MATRIX_MAX * 5);
	textlines_free(&t);
	graph_free(g);
}

static void check_sanitize(const char *in, size_t len, unsigned flags, const char *want)
{
	struct strbuf sb;

	sb_init(&sb);
	sanitize_append(&sb, in, len, flags);
	CHECK_STR(sb.data ? sb.data : "", want);
	sb_free(&sb);
}
#define SAN(in, flags, want) check_sanitize((in), sizeof(in) - 1, (flags), (want))

static void test_sanitize(void)
{
	char *s;

	SAN("plain text", SANITIZE_TEXT, "plain text");
	SAN("\x1b[2J", SANITIZE_TEXT, "^[[2J");			/* CSI clear screen */
	SAN("\x1b]52;c;aGk=\x07", SANITIZE_TEXT, "^[]52;c;aGk=^G");	/* OSC 52 + BEL */
	SAN("\x1b]0;t\x1b\\", SANITIZE_TEXT, "^[]0;t^[\\");	/* OSC with ST */
	SAN("a\x07" "b", SANITIZE_TEXT, "a^Gb");
	SAN("x\x7fy", SANITIZE_TEXT, "x^?y");
	SAN("n\0ul", SANITIZE_TEXT, "n^@ul");
	SAN("\xc2\x9b" "31m", SANITIZE_TEXT, "M-^[31m");		/* C1 CSI */
	SAN("\xc2\x85\xc2\x9f", SANITIZE_TEXT, "M-^EM-^_");
	SAN("\xc2\xa0", SANITIZE_TEXT, "\xc2\xa0");		/* NBSP is not C1 */
	SAN("a\tb\nc\r", SANITIZE_TEXT, "a\tb\nc^M");
	SAN("a\tb\nc", SANITIZE_LINE, "a^Ib^Jc");
	SAN("caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80", SANITIZE_TEXT,
	    "caf\xc3\xa9 \xe2\x86\x92 \xf0\x9f\x98\x80");		/* valid UTF-8 kept */
	SAN("\xff", SANITIZE_TEXT, "\xef\xbf\xbd");
	SAN("\x80x", SANITIZE_TEXT, "\xef\xbf\xbdx");		/* stray continuation */
	SAN("\xc3(", SANITIZE_TEXT, "\xef\xbf\xbd(");		/* truncated */
	SAN("\xe2\x82", SANITIZE_TEXT, "\xef\xbf\xbd\xef\xbf\xbd");	/* cut at the end */
	SAN("\xc0\xaf", SANITIZE_TEXT, "\xef\xbf\xbd\xef\xbf\xbd");	/* overlong '/' */
	SAN("\xe0\x80\xaf", SANITIZE_TEXT,
	    "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");			/* overlong, 3 bytes */
	SAN("\xed\xa0\x80", SANITIZE_TEXT,
	    "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");			/* surrogate */
	SAN("\xf4\x90\x80\x80", SANITIZE_TEXT,
	    "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");	/* > U+10FFFF */
	SAN("\xf4\x8f\xbf\xbf", SANITIZE_TEXT, "\xf4\x8f\xbf\xbf");	/* U+10FFFF */
	/* issue 17: bidi controls reorder the text around them */
	SAN("a\xe2\x80\xae" "cba", SANITIZE_TEXT, "a<U+202E>cba");	/* RLO */
	SAN("\xe2\x81\xa6x\xe2\x81\xa9", SANITIZE_LINE, "<U+2066>x<U+2069>");	/* LRI, PDI */
	SAN("\xe2\x80\x8e\xe2\x80\x8f\xd8\x9c", SANITIZE_LINE, "<U+200E><U+200F><U+061C>");
	SAN("\xe2\x80\xaa\xe2\x80\xa8", SANITIZE_LINE, "<U+202A><U+2028>");
	SAN("\xe2\x80\x8d\xe2\x80\x94", SANITIZE_LINE, "\xe2\x80\x8d\xe2\x80\x94");	/* ZWJ, dash */

	s = sanitize_dup("id\x1b[31m", SANITIZE_LINE);
	CHECK_STR(s, "id^[[31m");
	free(s);
	s = sanitize_dup(NULL, SANITIZE_LINE);
	CHECK_STR(s, "");
	free(s);
	CHECK_INT(utf8_valid_len((const unsigned char *)"\xe2\x86\x92", 3), 3);
	CHECK_INT(utf8_valid_len((const unsigned char *)"\xe2\x86\x92", 2), 0);
}

void suite_view(void);
void suite_view(void)
{
	RUN(test_names);
	RUN(test_list_weighted);
	RUN(test_list_directed_aligned);
	RUN(test_list_bipartite);
	RUN(test_matrix_bipartite);
	RUN(test_list_features);
	RUN(test_matrix_weighted);
	RUN(test_matrix_directed_wide);
	RUN(test_matrix_multi_edges);
	RUN(test_edges);
	RUN(test_draw_small);
	RUN(test_draw_limit);
	RUN(test_draw_weights_off_crossings);
	RUN(test_draw_extra);
	RUN(test_empty);
	RUN(test_large);
	RUN(test_matrix_limit);
	RUN(test_sanitize);
}
