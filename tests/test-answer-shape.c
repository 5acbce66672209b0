/* test-answer-shape.c - typed answers by the task row's shape
 * (answer-shape.h): which shape and key a task types, parsing typed text,
 * printing an answer back as typed, and checking an answer against the
 * graph (suite "answer_shape"). */
#include "config.h"
#include "unit.h"
#include "answer-shape.h"
#include "problem.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* One problem of each shape: weighted shortest path, matching (parts 2+2),
 * GNN (3 nodes), connectivity, topology, hamilton, flow, and GraCoRe with a
 * single-key and a two-key gold answer. */
static const char problems[] =
	"{\"id\":\"t/sp\",\"benchmark\":\"nlgraph\",\"task\":\"shortest_path\",\"graph\":{"
	"\"directed\":false,\"nodes\":4,\"edges\":[[0,1,2],[1,3,5],[0,2,1]],\"edge_attr\":"
	"\"weight\"},\"query\":{\"source\":0,\"target\":3}}\n"
	"{\"id\":\"t/match\",\"benchmark\":\"nlgraph\",\"task\":\"matching\",\"graph\":{"
	"\"directed\":false,\"nodes\":4,\"edges\":[[0,3],[1,2]],\"parts\":[2,2]},\"query\":{}}\n"
	"{\"id\":\"t/gnn\",\"benchmark\":\"nlgraph\",\"task\":\"gnn\",\"graph\":{\"directed\":false,"
	"\"nodes\":3,\"edges\":[[0,1],[1,2]],\"features\":[[1,0],[0,1],[1,1]]},\"query\":{"
	"\"layers\":1}}\n"
	"{\"id\":\"t/conn\",\"benchmark\":\"nlgraph\",\"task\":\"connectivity\",\"graph\":{"
	"\"directed\":false,\"nodes\":3,\"edges\":[[0,1]]},\"query\":{\"source\":0,\"target\":2}}\n"
	"{\"id\":\"t/topo\",\"benchmark\":\"nlgraph\",\"task\":\"topology\",\"graph\":{"
	"\"directed\":true,\"nodes\":3,\"edges\":[[0,1],[1,2]]},\"query\":{}}\n"
	"{\"id\":\"t/ham\",\"benchmark\":\"nlgraph\",\"task\":\"hamilton\",\"graph\":{"
	"\"directed\":false,\"nodes\":3,\"edges\":[[0,1],[1,2]]},\"query\":{}}\n"
	"{\"id\":\"t/flow\",\"benchmark\":\"nlgraph\",\"task\":\"flow\",\"graph\":{"
	"\"directed\":true,\"nodes\":3,\"edges\":[[0,1,2],[1,2,1]],\"edge_attr\":\"capacity\"},"
	"\"query\":{\"source\":0,\"target\":2}}\n"
	"{\"id\":\"t/nodes\",\"benchmark\":\"gracore\",\"task\":\"node_count\",\"graph\":{"
	"\"directed\":false,\"nodes\":3,\"edges\":[[0,1,1]],\"edge_attr\":\"weight\"},\"query\":{},"
	"\"gold\":{\"answer\":{\"nodes\":3}}}\n"
	"{\"id\":\"t/deg\",\"benchmark\":\"gracore\",\"task\":\"avg_degree\",\"graph\":{"
	"\"directed\":false,\"nodes\":3,\"edges\":[[0,1,1]],\"edge_attr\":\"weight\"},\"query\":{},"
	"\"gold\":{\"answer\":{\"value\":0.67,\"num\":2,\"den\":3}}}\n";

static struct problemset ps;

static bool load(void)
{
	struct diags d;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = problems_parse_jsonl("shapes.jsonl", problems, sizeof problems - 1, &ps, &d);
	diags_free(&d);
	return rc == 0 && ps.n == 9;
}

static const struct problem *get(const char *id)
{
	const struct problem *p = problemset_find(&ps, id);

	if (!p)
		unit_fail(__FILE__, __LINE__, "no problem %s", id);
	return p;
}

/* Parse text for problem id and compare the answer's compact JSON (NULL:
 * the parse must fail with message `want_err`). */
static void parses(const char *id, const char *text, const char *want, const char *want_err)
{
	char *err = NULL, *s = NULL;
	cJSON *v = answer_shape_parse(get(id), text, &err);

	if (want) {
		s = v ? cJSON_PrintUnformatted(v) : NULL;
		if (!s || strcmp(s, want))
			unit_fail(__FILE__, __LINE__, "%s: \"%s\" parsed as %s (%s), expected %s", id,
				  text, s ? s : "NULL", err ? err : "", want);
	} else if (v || !err || strcmp(err, want_err)) {
		unit_fail(__FILE__, __LINE__, "%s: \"%s\" gave error \"%s\", expected \"%s\"", id, text,
			  err ? err : "(none)", want_err);
	}
	cJSON_free(s);
	cJSON_Delete(v);
	free(err);
}

/* Print the JSON answer json for id as typed. */
static void prints(const char *id, const char *json, const char *want)
{
	cJSON *v = cJSON_Parse(json);
	char *s = answer_shape_format(get(id), v);

	if (strcmp(s, want))
		unit_fail(__FILE__, __LINE__, "%s: %s printed \"%s\", expected \"%s\"", id, json, s, want);
	free(s);
	cJSON_Delete(v);
}

/* Check the JSON answer for id: 0, or the message want_err. */
static void checks(const char *id, const char *json, const char *want_err)
{
	cJSON *v = cJSON_Parse(json);
	char *err = NULL;
	int rc = answer_shape_check(get(id), v, &err);

	if (want_err ? rc == 0 || !err || strcmp(err, want_err) : rc != 0)
		unit_fail(__FILE__, __LINE__, "%s: check %s gave %d \"%s\", expected \"%s\"", id, json,
			  rc, err ? err : "", want_err ? want_err : "(ok)");
	free(err);
	cJSON_Delete(v);
}

static void test_shape_of(void)
{
	const char *key;

	REQUIRE(load());
	CHECK_INT(answer_shape_of(get("t/sp"), &key), ANSWER_PATH);
	CHECK_STR(key, "path");
	CHECK_INT(answer_shape_of(get("t/match"), &key), ANSWER_PAIRS);
	CHECK_STR(key, "pairs");
	CHECK_INT(answer_shape_of(get("t/gnn"), &key), ANSWER_ROWS);
	CHECK_STR(key, "embeddings");
	CHECK_INT(answer_shape_of(get("t/conn"), &key), ANSWER_BOOL);
	CHECK_STR(key, "connected");
	CHECK_INT(answer_shape_of(get("t/ham"), &key), ANSWER_IDS_OR_NONE);
	CHECK_STR(key, "path");
	/* GraCoRe: the gold answer's only key, or JSON with several */
	CHECK_INT(answer_shape_of(get("t/nodes"), &key), ANSWER_NUMBER);
	CHECK_STR(key, "nodes");
	CHECK_INT(answer_shape_of(get("t/deg"), &key), ANSWER_JSON);
	CHECK(key == NULL);
	CHECK_STR(answer_shape_hint(get("t/sp")),
		  "the path, e.g. 0 3 2 (length from the graph, or 0 3 2 = 4)");
	CHECK_STR(answer_shape_hint(get("t/ham")), "node ids, e.g. 0 3 2");
	CHECK_STR(answer_shape_hint(get("t/deg")), "a JSON object in the gold answer's shape");
	problemset_free(&ps);
}

static void test_parse(void)
{
	REQUIRE(load());
	parses("t/conn", " Yes. ", "{\"connected\":true}", NULL);
	parses("t/conn", "n", "{\"connected\":false}", NULL);
	parses("t/conn", "maybe", NULL, "type yes or no");
	/* a path's length is the graph's weight of it, or the stated one */
	parses("t/sp", "0 -> 1 -> 3", "{\"path\":[0,1,3],\"length\":7}", NULL);
	parses("t/sp", "[0, 1, 3] = 9", "{\"path\":[0,1,3],\"length\":9}", NULL);
	parses("t/sp", "0 2 3", "{\"path\":[0,2,3]}", NULL);	/* 2-3 is no edge */
	parses("t/sp", "0 1 = 2 = 3", NULL, "type the path, then optionally = LENGTH");
	parses("t/sp", "0 1.5 3", NULL, "not a node id: 1.5");
	parses("t/topo", "0, 1, 2", "{\"order\":[0,1,2]}", NULL);
	parses("t/topo", "0 one 2", NULL, "not a number: \"one 2\"");
	parses("t/flow", "5", "{\"value\":5}", NULL);
	parses("t/flow", "5 6", NULL, "type one number");
	/* '-' after a digit separates (the hint's "0-1 2-0"); elsewhere a sign */
	parses("t/match", "0-1 1:0", "{\"size\":2,\"pairs\":[[0,1],[1,0]]}", NULL);
	parses("t/sp", "0-1-3", "{\"path\":[0,1,3],\"length\":7}", NULL);
	parses("t/flow", "-5", "{\"value\":-5}", NULL);
	parses("t/match", "0 -1", NULL, "not a node id: -1");
	parses("t/match", "0-1 1", NULL, "pairs need an even count of numbers: applicant-job ...");
	parses("t/gnn", "node 0: 1 2; node 1: 3 3 | 0 1",
	       "{\"embeddings\":[[1,2],[3,3],[0,1]]}", NULL);
	parses("t/nodes", "3", "{\"nodes\":3}", NULL);
	parses("t/deg", "0.67", NULL, "type a JSON object in the gold answer's shape");
	parses("t/deg", " {\"value\": 1}", "{\"value\":1}", NULL);
	parses("t/deg", "{\"value\"", NULL, "not a JSON object");
	parses("t/flow", "  ", NULL, "empty override");
	problemset_free(&ps);
}

static void test_format(void)
{
	REQUIRE(load());
	prints("t/conn", "{\"connected\":false}", "no");
	prints("t/sp", "{\"path\":[0,1,3],\"length\":9}", "0 1 3 = 9");
	prints("t/sp", "{\"path\":[0,2,3]}", "0 2 3");
	prints("t/match", "{\"pairs\":[[0,1],[1,0]],\"size\":2}", "0-1 1-0");
	prints("t/gnn", "{\"embeddings\":[[1,2],[3,3]]}", "1 2; 3 3");
	prints("t/flow", "{\"value\":5}", "5");
	/* not in the shape: the JSON itself */
	prints("t/flow", "{\"value\":\"x\"}", "{\"value\":\"x\"}");
	prints("t/deg", "{\"value\":1}", "{\"value\":1}");
	problemset_free(&ps);
}

static void test_check(void)
{
	REQUIRE(load());
	checks("t/conn", "{\"connected\":true}", NULL);
	checks("t/conn", "{\"connected\":1}", "override: needs \"connected\": true or false");
	checks("t/topo", "{\"order\":[0,1,2]}", NULL);
	checks("t/topo", "{\"order\":[0,3]}",
	       "override: \"order\"[1] is not a node of the graph (0..2)");
	checks("t/topo", "{\"order\":[]}", "override: \"order\" needs at least 1 nodes");
	/* hamilton: no path is an answer */
	checks("t/ham", "{\"path\":[]}", NULL);
	checks("t/ham", "{\"path\":null}", NULL);
	checks("t/ham", "{\"path\":[0,-1]}", "override: \"path\"[1] is not a node of the graph (0..2)");
	checks("t/sp", "{\"path\":[0,1,3],\"length\":-1}",
	       "override: \"length\" must be a whole number >= 0");
	checks("t/flow", "{\"value\":2.5}", "override: needs \"value\": a whole number >= 0");
	checks("t/match", "{\"pairs\":[[0,1],[1,0]],\"size\":2}", NULL);
	checks("t/match", "{\"pairs\":[[0,2]]}",
	       "override: pairs[0] is not [applicant 0..1, job 0..1]");
	checks("t/match", "{\"pairs\":[[0,1]],\"size\":2}",
	       "override: \"size\" must be the number of pairs (1)");
	checks("t/gnn", "{\"embeddings\":[[1],[2],[3]]}", NULL);
	checks("t/gnn", "{\"embeddings\":[[1],[2]]}",
	       "override: needs \"embeddings\": one vector per node (3)");
	checks("t/gnn", "{\"embeddings\":[[1],[],[3]]}", "override: embeddings[1] is not a vector");
	checks("t/gnn", "{\"embeddings\":[[1],[0.5],[3]]}",
	       "override: embeddings[1] holds a value that is not a whole number >= 0");
	/* GraCoRe answers are not checked against the graph */
	checks("t/nodes", "{\"nodes\":\"x\"}", NULL);
	problemset_free(&ps);
}

void suite_answer_shape(void);
void suite_answer_shape(void)
{
	RUN(test_shape_of);
	RUN(test_parse);
	RUN(test_format);
	RUN(test_check);
}
