/* test-edge-scan.c - problem lines of EDGE_SCAN_MIN_LINE bytes or more:
 * graph.edges read straight into integers (src/core/edge-scan.c) gives
 * the same graph and the same messages as the cJSON path that shorter
 * lines take. */
#include "config.h"
#include "unit.h"
#include "edge-scan.h"
#include "problem.h"

#include <stdlib.h>

/* A problem line with m edges; bad_at >= 0 puts text `bad` in place of
 * edge bad_at. pad pads the question so short graphs make long lines. */
static char *line_with(int n, int m, bool weighted, int bad_at, const char *bad, size_t pad,
		       const char *tail)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_printf(&sb, "{\"id\":\"t/shortest_path/x/y/0\",\"benchmark\":\"t\",\"task\":\"%s\","
		       "\"graph\":{\"directed\":false,\"nodes\":%d,%s\"edges\":[",
		  weighted ? "shortest_path" : "connectivity", n,
		  weighted ? "\"edge_attr\":\"weight\"," : "");
	for (int i = 0; i < m; i++) {
		if (i)
			sb_putc(&sb, ',');
		if (i == bad_at)
			sb_puts(&sb, bad);
		else if (weighted)
			sb_printf(&sb, "[%d, %d, %d]", i % n, (i * 7 + 1) % n, 1 + i % 9);
		else
			sb_printf(&sb, "[%d,%d]", i % n, (i * 7 + 1) % n);
	}
	sb_printf(&sb, "]},\"query\":{\"source\":0,\"target\":1},\"question\":\"");
	for (size_t i = 0; i < pad; i++)
		sb_putc(&sb, 'q');
	sb_printf(&sb, "\"%s\n", tail ? tail : "}");
	return sb_take(&sb);
}

/* Parse text; returns the problem set's size and the first message. */
static size_t parse(const char *text, struct problemset *ps, char **msg, long *col)
{
	struct diags d;

	problemset_init(ps);
	diags_init(&d);
	problems_parse_jsonl("t.jsonl", text, strlen(text), ps, &d);
	*msg = d.n ? xstrdup(d.v[0].msg) : NULL;
	*col = d.n ? d.v[0].col : 0;
	diags_free(&d);
	return ps->n;
}

static void test_scan_reads_plain_arrays(void)
{
	const char *s = "{\"id\":\"x\",\"graph\":{\"edges\":[[0, 1, 5] , [2,3,-4]],\"nodes\":4}}";
	struct edge_scan e;

	REQUIRE(edge_scan(s, strlen(s), &e));
	CHECK_INT(e.m, 2);
	CHECK_INT(e.arity, 3);
	CHECK_INT(e.v[1], 3);
	CHECK_INT(e.w[1], -4);
	CHECK(s[e.start] == '[' && s[e.end - 1] == ']');
	edge_scan_free(&e);
	/* what the scanner leaves to cJSON */
	CHECK(!edge_scan("{\"graph\":{\"edges\":[[0,1.5]]}}", 28, &e));
	CHECK(!edge_scan("{\"graph\":{\"edges\":[[0,1],[0,1,2]]}}", 34, &e));
	CHECK(!edge_scan("{\"graph\":{\"edges\":[[0,1e3]]}}", 28, &e));
	CHECK(!edge_scan("{\"graph\":{\"edges\":[[0,-1]]}}", 27, &e));
	CHECK(!edge_scan("{\"gr\\u0061ph\":{\"edges\":[]}}", 27, &e));
	/* the first "graph" member, not one nested elsewhere */
	s = "{\"extra\":{\"graph\":{\"edges\":[[9,9]]}},\"graph\":{\"x\":\"]}\",\"edges\":[[1,2]]}}";
	REQUIRE(edge_scan(s, strlen(s), &e));
	CHECK_INT(e.m, 1);
	CHECK_INT(e.u[0], 1);
	edge_scan_free(&e);
}

/* The same graph through both paths: a long line (scanned) and the same
 * edges on a short line (cJSON). */
static void test_large_line_same_graph(void)
{
	char *big = line_with(500, 6000, true, -1, NULL, 0, NULL);
	char *small = line_with(500, 20, true, -1, NULL, 0, NULL), *msg;
	struct problemset a, b;
	long col;

	REQUIRE(strlen(big) >= EDGE_SCAN_MIN_LINE && strlen(small) < EDGE_SCAN_MIN_LINE);
	CHECK_INT(parse(big, &a, &msg, &col), 1);
	CHECK(msg == NULL);
	free(msg);
	CHECK_INT(parse(small, &b, &msg, &col), 1);
	free(msg);
	REQUIRE(a.n == 1 && b.n == 1);
	CHECK_INT(a.v[0]->graph->m, 6000);
	for (size_t i = 0; i < b.v[0]->graph->m; i++) {
		CHECK_INT(a.v[0]->graph->eu[i], b.v[0]->graph->eu[i]);
		CHECK_INT(a.v[0]->graph->ev[i], b.v[0]->graph->ev[i]);
		CHECK_INT(a.v[0]->graph->ew[i], b.v[0]->graph->ew[i]);
	}
	problemset_free(&a);
	problemset_free(&b);
	free(big);
	free(small);
}

/* Bad input on a long line is reported as on a short one. */
static void test_large_line_messages(void)
{
	static const struct {
		const char *bad;
		bool weighted;
		const char *tail;
		const char *want;
	} cases[] = {
		{ "[1, 999, 3]", true, NULL, "t/shortest_path/x/y/0: graph.edges[17]: node out of range 0..499" },
		{ "[1, 2, 3.5]", true, NULL, "t/shortest_path/x/y/0: graph.edges[17]: weight must be an integer" },
		{ "[1, 2]", true, NULL, "t/shortest_path/x/y/0: graph.edges[17] lacks its weight" },
		{ "[1, 2, 3]", false, NULL, "t/shortest_path/x/y/0: graph.edges[17] has a third value but graph.edge_attr is not set" },
		{ "[1, -2]", false, NULL, "t/shortest_path/x/y/0: graph.edges[17]: node out of range 0..499" },
		{ NULL, true, ",}", "invalid JSON" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const int bad_at = cases[i].bad ? 17 : -1;
		char *big = line_with(500, 6000, cases[i].weighted, bad_at, cases[i].bad, 0, cases[i].tail);
		char *small = line_with(500, 20, cases[i].weighted, bad_at, cases[i].bad, 0, cases[i].tail);
		char *mb, *ms;
		long cb, cs;
		struct problemset a, b;

		REQUIRE(strlen(big) >= EDGE_SCAN_MIN_LINE && strlen(small) < EDGE_SCAN_MIN_LINE);
		CHECK_INT(parse(big, &a, &mb, &cb), 0);
		CHECK_INT(parse(small, &b, &ms, &cs), 0);
		CHECK_STR(ms, cases[i].want);
		CHECK_STR(mb, ms);
		/* a column is the byte position in the line as written */
		if (!cases[i].bad)
			CHECK_INT(cb - cs, (long)(strlen(big) - strlen(small)));
		free(mb);
		free(ms);
		problemset_free(&a);
		problemset_free(&b);
		free(big);
		free(small);
	}
}

void suite_edge_scan(void);
void suite_edge_scan(void)
{
	RUN(test_scan_reads_plain_arrays);
	RUN(test_large_line_same_graph);
	RUN(test_large_line_messages);
}
