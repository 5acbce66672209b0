/* test-problem.c - problems JSONL: reading, writing, round trip, errors. */
#include "config.h"
#include "unit.h"
#include "problem.h"

#include <stdlib.h>

static const char line1[] =
	"{\"id\":\"nlgraph/shortest_path/easy/standard/0\",\"benchmark\":\"nlgraph\","
	"\"task\":\"shortest_path\",\"difficulty\":\"easy\",\"set\":\"standard\","
	"\"graph\":{\"directed\":false,\"nodes\":5,\"edges\":[[0,4,4],[0,3,3],[0,1,3],[1,4,4],"
	"[4,2,2],[3,2,1],[4,3,1]],\"edge_attr\":\"weight\"},\"query\":{\"source\":0,\"target\":2},"
	"\"question\":\"In an undirected graph, ...\",\"gold\":{\"text\":\"The shortest path from "
	"node 0 to node 2 is 0,3,2 with a total weight of 4\",\"answer\":{\"path\":[0,3,2],"
	"\"length\":4}}}\n";
static const char line2[] =
	"{\"id\":\"nlgraph/matching/easy/standard/3\",\"benchmark\":\"nlgraph\",\"task\":\"matching\","
	"\"difficulty\":\"easy\",\"set\":\"standard\",\"graph\":{\"directed\":false,\"nodes\":4,"
	"\"edges\":[[0,3],[1,2]],\"parts\":[2,2]},\"query\":{},\"gold\":{\"answer\":{\"size\":2}}}\n";
static const char line3[] =
	"{\"id\":\"gen/gnn/easy/x/1\",\"benchmark\":\"nlgraph\",\"task\":\"gnn\",\"category\":"
	"\"gnp/connected\",\"graph\":{\"directed\":false,\"nodes\":2,\"edges\":[[0,1]],"
	"\"features\":[[1,0],[0,-1]]},\"query\":{\"layers\":2},\"question\":\"q\xc3\xa9\\n\\t\\\"\\\\\\u0001\"}\n";

static void test_read_fields(void)
{
	struct problemset ps;
	struct diags d;
	struct problem *p;
	long v;

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(problems_parse_jsonl("t.jsonl", line1, sizeof line1 - 1, &ps, &d), 0);
	REQUIRE(ps.n == 1);
	p = ps.v[0];
	CHECK_STR(p->task->name, "shortest_path");
	CHECK_INT(p->index, 0);
	CHECK_INT(p->graph->n, 5);
	CHECK_INT(p->graph->m, 7);
	CHECK_INT(p->graph->ew[4], 2);
	CHECK(p->graph->finished);
	CHECK(problem_query_int(p, "target", &v) && v == 2);
	CHECK(!problem_query_int(p, "layers", &v));
	CHECK(p->gold_answer != NULL);
	CHECK(problemset_find(&ps, "nlgraph/shortest_path/easy/standard/0") == p);
	CHECK(problemset_find(&ps, "nope") == NULL);
	problemset_free(&ps);
	diags_free(&d);
}

static void test_round_trip(void)
{
	const char *lines[] = { line1, line2, line3 };
	for (size_t i = 0; i < 3; i++) {
		struct problemset ps, ps2;
		struct diags d;
		char *buf = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&buf, &len);

		problemset_init(&ps);
		problemset_init(&ps2);
		diags_init(&d);
		CHECK_INT(problems_parse_jsonl("t", lines[i], strlen(lines[i]), &ps, &d), 0);
		REQUIRE(ps.n == 1);
		CHECK_INT(problem_write_jsonl(fp, ps.v[0]), 0);
		fclose(fp);
		/* the hand-built writer says exactly what cJSON would */
		{
			cJSON *j = problem_to_json(ps.v[0]);
			char *c = cJSON_PrintUnformatted(j);
			struct strbuf sb;
			sb_init(&sb);
			problem_format_json(&sb, ps.v[0]);
			CHECK_STR(sb.data, c);
			sb_free(&sb);
			cJSON_free(c);
			cJSON_Delete(j);
		}
		/* writing is canonical: the written line equals the input line */
		CHECK_STR(buf, lines[i]);
		CHECK_INT(problems_parse_jsonl("t2", buf, len, &ps2, &d), 0);
		REQUIRE(ps2.n == 1);
		{
			cJSON *a = problem_to_json(ps.v[0]), *b = problem_to_json(ps2.v[0]);
			CHECK(cJSON_Compare(a, b, 1));
			cJSON_Delete(a);
			cJSON_Delete(b);
		}
		free(buf);
		problemset_free(&ps);
		problemset_free(&ps2);
		diags_free(&d);
	}
}

static void expect_error_len(const char *text, size_t len, const char *msg)
{
	struct problemset ps;
	struct diags d;
	char *got;

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(problems_parse_jsonl("bad.jsonl", text, len, &ps, &d), 65);
	CHECK_INT(ps.n, 0);
	if (d.n < 1) {
		unit_fail(__FILE__, __LINE__, "no diagnostic for %s", text);
	} else {
		got = diag_format(&d.v[0]);
		CHECK_STR(got, msg);
		free(got);
	}
	problemset_free(&ps);
	diags_free(&d);
}

static void expect_error(const char *text, const char *msg)
{
	expect_error_len(text, strlen(text), msg);
}

static void test_errors(void)
{
	expect_error("\n{\"id\": 1}\n", "bad.jsonl:2:8: \"id\" must be a string");
	expect_error("{\"id\":\"a/b\",\"benchmark\":\"x\",\"task\":\"sorting\",\"graph\":{\"nodes\":1}}",
		     "bad.jsonl:1:1: a/b: unknown task \"sorting\"");
	expect_error("{\"id\":\"a\",\"benchmark\":\"x\",\"task\":\"cycle\",\"graph\":{\"nodes\":2,"
		     "\"edges\":[[0,2]]}}",
		     "bad.jsonl:1:70: a: graph.edges[0]: node out of range 0..1");
	expect_error("{\"id\":\"a\",\"benchmark\":\"x\",\"task\":\"cycle\",\"graph\":{\"nodes\":2,"
		     "\"edges\":[[0,1,3]]}}",
		     "bad.jsonl:1:70: a: graph.edges[0] has a third value but graph.edge_attr is not set");
	expect_error("{\"id\":\"a\",\"benchmark\":\"x\",\"task\":\"connectivity\",\"graph\":{\"nodes\":2},"
		     "\"query\":{\"source\":0,\"target\":5}}",
		     "bad.jsonl:1:98: a: query.target must be a node from 0 to 1");
	expect_error("{\"id\": \"a\", oops}", "bad.jsonl:1:14: invalid JSON");
	expect_error("[1,2]", "bad.jsonl:1:1: a problem must be a JSON object");
	expect_error("{\"id\":\"a\",\"benchmark\":\"x\",\"task\":\"cycle\",\"graph\":{\"nodes\":-3}}",
		     "bad.jsonl:1:59: a: graph.nodes must be an integer from 0 to 100000");
	/* issue 17: a few bytes must not ask for 50,000,000 nodes */
	expect_error("{\"id\":\"a\",\"benchmark\":\"x\",\"task\":\"cycle\",\"graph\":{\"nodes\":50000000,"
		     "\"edges\":[[0,1]]}}",
		     "bad.jsonl:1:59: a: graph.nodes is 50000000, above the limit of 100000 nodes "
		     "(raise it with --max-nodes or GRAVEL_MAX_NODES)");
	problem_set_max_nodes(60000000);
	CHECK_INT(problem_max_nodes(), 50000000);
	problem_set_max_nodes(PROBLEM_MAX_NODES);
	/* issue 17: a NUL inside a string cut it silently */
	{
		static const char nul[] = "{\"id\":\"a\0b\",\"benchmark\":\"x\",\"task\":\"cycle\","
					  "\"graph\":{\"nodes\":1}}";
		expect_error_len(nul, sizeof nul - 1, "bad.jsonl:1:9: a NUL byte, which JSON does not allow");
	}
}

static void test_blank_lines_and_crlf(void)
{
	struct problemset ps;
	struct diags d;
	char *text = NULL;
	size_t n1 = strlen(line1), n2 = strlen(line2);

	text = malloc(n1 + n2 + 8);
	memcpy(text, "\r\n", 2);
	memcpy(text + 2, line1, n1 - 1);
	memcpy(text + 2 + n1 - 1, "\r\n\n", 3);
	memcpy(text + 2 + n1 + 2, line2, n2);
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(problems_parse_jsonl("t", text, n1 + n2 + 4, &ps, &d), 0);
	CHECK_INT(ps.n, 2);
	problemset_free(&ps);
	diags_free(&d);
	free(text);
}

/* problemset_find: the index and the look at the problem after the last
 * one found agree, whatever order the lookups come in; the first of equal
 * ids wins; ids too long for a slot; v reordered after a lookup. */
static void test_find(void)
{
	static const char *const ids[] = { "a/0", "a/1", "a/2", "a/1", "a/3",
		"an/id/longer/than/the/forty/four/bytes/a/slot/holds/0",
		"an/id/longer/than/the/forty/four/bytes/a/slot/holds/1" };
	const size_t n = sizeof ids / sizeof *ids;
	struct problemset ps;
	struct problem *t;

	problemset_init(&ps);
	CHECK(problemset_find(&ps, "a/0") == NULL);
	for (size_t i = 0; i < n; i++) {
		struct problem *p = problem_new();
		p->id = xstrdup(ids[i]);
		problemset_add(&ps, p);
	}
	/* "a/1" twice: always the first, even right after "a/2" (whose next
	 * problem is the second "a/1") */
	CHECK(problemset_find(&ps, "a/0") == ps.v[0]);
	CHECK(problemset_find(&ps, "a/1") == ps.v[1]);
	CHECK(problemset_find(&ps, "a/2") == ps.v[2]);
	CHECK(problemset_find(&ps, "a/1") == ps.v[1]);
	CHECK(problemset_find(&ps, "a/3") == ps.v[4]);
	CHECK(problemset_find(&ps, ids[5]) == ps.v[5]);
	CHECK(problemset_find(&ps, ids[6]) == ps.v[6]);
	CHECK(problemset_find(&ps, "a/4") == NULL);
	/* without the repeated id: in order, backwards, skipping, missing */
	t = ps.v[3];
	ps.v[3] = ps.v[--ps.n];
	problem_free(t);
	problemset_add(&ps, problem_new());	/* drops the index */
	ps.v[ps.n - 1]->id = xstrdup("a/9");
	for (size_t i = 0; i < ps.n; i++)
		CHECK(problemset_find(&ps, ps.v[i]->id) == ps.v[i]);
	for (size_t i = ps.n; i-- > 0;)
		CHECK(problemset_find(&ps, ps.v[i]->id) == ps.v[i]);
	CHECK(problemset_find(&ps, "a/0") == ps.v[0]);
	CHECK(problemset_find(&ps, "a/2") == ps.v[2]);
	CHECK(problemset_find(&ps, "a/4") == NULL);
	CHECK(problemset_find(&ps, "a/1") == ps.v[1]);
	/* v reordered behind the index's back (gen sorts it): still right */
	t = ps.v[0];
	ps.v[0] = ps.v[1];
	ps.v[1] = t;
	CHECK_STR(problemset_find(&ps, "a/0")->id, "a/0");
	CHECK_STR(problemset_find(&ps, "a/1")->id, "a/1");
	CHECK_STR(problemset_find(&ps, "a/2")->id, "a/2");
	problemset_free(&ps);
}

void suite_problem(void);
void suite_problem(void)
{
	RUN(test_read_fields);
	RUN(test_round_trip);
	RUN(test_errors);
	RUN(test_blank_lines_and_crlf);
	RUN(test_find);
}
