/* test-nlgraph.c - the NLGraph importer: every raw layout from tiny
 * in-memory files, the malformed fixtures of tests/data/nlgraph-bad with
 * their exact messages, main.json answers, and (when ../shared is there)
 * the published checkout's counts and gold answers. */
#include "config.h"
#include "unit.h"
#include "nlgraph.h"
#include "solve.h"
#include "nlgraph-logs.h"
#include "nlgraph-ops.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- helpers ---------------------------------------------------------- */

struct parsed {
	struct problemset ps;
	struct diags d;
	long got;
};

static void parse(struct parsed *r, const char *task, const char *text, const char *difficulty,
		  const char *set, long graph, long first, long count)
{
	struct nlgraph_pos pos = { graph, first, count };

	problemset_init(&r->ps);
	diags_init(&r->d);
	r->got = nlgraph_parse_raw_at(task_find(task), "t.txt", text, strlen(text), difficulty, set,
				      &pos, &r->ps, &r->d);
}

static void parsed_free(struct parsed *r)
{
	problemset_free(&r->ps);
	diags_free(&r->d);
}

/* A key of gold.answer (or query) printed as compact JSON, for comparing. */
static char *json_at(const cJSON *o, const char *key)
{
	const cJSON *it = o ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
	return it ? cJSON_PrintUnformatted(it) : NULL;
}

#define CHECK_JSON(obj, key, want)                \
	do {                                      \
		char *s_ = json_at((obj), (key)); \
		CHECK_STR(s_, (want));            \
		free(s_);                         \
	} while (0)

#define CHECK_NO_KEY(obj, key) CHECK(!cJSON_GetObjectItemCaseSensitive((obj), (key)))

static char *first_diag(const struct diags *d)
{
	return d->n ? diag_format(&d->v[0]) : NULL;
}

/* ---- layouts ---------------------------------------------------------- */

static void test_connectivity_layout(void)
{
	struct parsed r;
	struct problem *p;

	/* 2 query pairs: 0-1 and 2-3 stated connected, 0-4 and 1-3 not */
	parse(&r, "connectivity", "5 3 2\n0 1\n2 3\r\n1 0\n0 1\n2 3\n0 4\n1 3\n", "easy",
	      "standard", 3, 10, 36);
	CHECK_INT(r.got, 4);
	REQUIRE(r.ps.n == 4);
	p = r.ps.v[0];
	CHECK_STR(p->id, "nlgraph/connectivity/easy/standard/10");
	CHECK_STR(r.ps.v[3]->id, "nlgraph/connectivity/easy/standard/13");
	CHECK(!p->graph->directed);
	CHECK_INT(p->graph->n, 5);
	CHECK_INT(p->graph->m, 3);
	CHECK_INT(p->graph->eu[2], 1);
	CHECK_INT(p->graph->ev[2], 0);
	CHECK(p->graph->ew == NULL);
	/* one file's queries share its graph (read-only) */
	CHECK(p->graph == r.ps.v[1]->graph && p->graph->refs == 3);
	CHECK_JSON(p->query, "source", "0");
	CHECK_JSON(p->query, "target", "1");
	CHECK_JSON(p->gold_answer, "connected", "true");
	CHECK_JSON(r.ps.v[1]->gold_answer, "connected", "true");
	CHECK_JSON(r.ps.v[2]->gold_answer, "connected", "false");
	CHECK_JSON(r.ps.v[3]->query, "target", "3");
	CHECK(p->question == NULL);
	parsed_free(&r);
}

static void test_connectivity_attack_layout(void)
{
	struct parsed r;

	parse(&r, "connectivity", "4 2\n0 1\n2 3\n1 2\n", "clique", "attack", 7, 7, 120);
	REQUIRE(r.got == 1);
	CHECK_STR(r.ps.v[0]->id, "nlgraph/connectivity/clique/attack/7");
	CHECK_JSON(r.ps.v[0]->gold_answer, "connected", "false");
	parsed_free(&r);
	parse(&r, "connectivity", "3 2\n0 1\n1 2\n0 2\n", "line", "attack", 0, 0, 120);
	REQUIRE(r.got == 1);
	CHECK_JSON(r.ps.v[0]->gold_answer, "connected", "true");
	CHECK_JSON(r.ps.v[0]->query, "source", "0");
	parsed_free(&r);
}

static void test_cycle_layout(void)
{
	struct parsed r;

	/* graphs 0..count/2-1 acyclic, the rest cyclic */
	parse(&r, "cycle", "3 2\n0 1\n1 2\n", "medium", "standard", 9, 9, 20);
	REQUIRE(r.got == 1);
	CHECK_STR(r.ps.v[0]->id, "nlgraph/cycle/medium/standard/9");
	CHECK_JSON(r.ps.v[0]->gold_answer, "has_cycle", "false");
	parsed_free(&r);
	parse(&r, "cycle", "3 3\n0 1\n1 2\n2 0\n", "medium", "full", 10, 10, 20);
	REQUIRE(r.got == 1);
	CHECK_JSON(r.ps.v[0]->gold_answer, "has_cycle", "true");
	parsed_free(&r);
	/* without the set's size the split is unknown */
	problemset_init(&r.ps);
	diags_init(&r.d);
	CHECK_INT(nlgraph_parse_raw(task_find("cycle"), "t.txt", "2 1\n0 1\n", "easy", "standard",
				    0, &r.ps, &r.d),
		  0);
	REQUIRE(r.ps.n == 1);
	CHECK(r.ps.v[0]->gold_answer == NULL);
	parsed_free(&r);
}

static void test_topology_and_hamilton_layout(void)
{
	struct parsed r;

	parse(&r, "topology", "3 2\n2 0\n0 1\n", "hard", "standard", 4, 4, 200);
	REQUIRE(r.got == 1);
	CHECK(r.ps.v[0]->graph->directed);
	CHECK(graph_has_edge(r.ps.v[0]->graph, 2, 0));
	CHECK(!graph_has_edge(r.ps.v[0]->graph, 0, 2));
	CHECK(r.ps.v[0]->gold_answer == NULL);
	CHECK_INT(cJSON_GetArraySize(r.ps.v[0]->query), 0);
	parsed_free(&r);
	parse(&r, "hamilton", "3 2\n0 1\n1 2\n\n", "easy", "standard", 0, 0, 150);
	REQUIRE(r.got == 1);
	CHECK(!r.ps.v[0]->graph->directed);
	CHECK(graph_has_edge(r.ps.v[0]->graph, 2, 1));
	parsed_free(&r);
}

static void test_weighted_layouts(void)
{
	struct parsed r;
	struct graph *g;

	parse(&r, "shortest_path", "3 2\n0 1 4\n1 2 5\n0 2\n", "easy", "standard", 0, 0, 180);
	REQUIRE(r.got == 1);
	g = r.ps.v[0]->graph;
	CHECK(!g->directed);
	CHECK_INT(g->attr, ATTR_WEIGHT);
	CHECK_INT(g->ew[1], 5);
	CHECK_JSON(r.ps.v[0]->query, "source", "0");
	CHECK_JSON(r.ps.v[0]->query, "target", "2");
	CHECK(r.ps.v[0]->gold_answer == NULL);
	parsed_free(&r);
	parse(&r, "flow", "3 3\n0 1 4\n1 2 5\n0 2 1\n0 2\n5\n", "hard", "full", 2, 2, 1200);
	REQUIRE(r.got == 1);
	g = r.ps.v[0]->graph;
	CHECK(g->directed);
	CHECK_INT(g->attr, ATTR_CAPACITY);
	CHECK_INT(g->ew[0], 4);
	CHECK_JSON(r.ps.v[0]->gold_answer, "value", "5");
	CHECK_STR(r.ps.v[0]->id, "nlgraph/flow/hard/full/2");
	parsed_free(&r);
}

static void test_matching_layout(void)
{
	struct parsed r;
	struct graph *g;

	/* 2 applicants, 3 jobs (nodes 2..4) */
	parse(&r, "matching", "2 3 3\n0 4\n1 2\n0 3\n2\n", "easy", "standard", 0, 0, 300);
	REQUIRE(r.got == 1);
	g = r.ps.v[0]->graph;
	CHECK_INT(g->n, 5);
	CHECK(g->bipartite);
	CHECK_INT(g->parts[0], 2);
	CHECK_INT(g->parts[1], 3);
	CHECK_INT(g->eu[0], 0);
	CHECK_INT(g->ev[0], 4);
	CHECK_JSON(r.ps.v[0]->gold_answer, "size", "2");
	CHECK_NO_KEY(r.ps.v[0]->gold_answer, "pairs");
	parsed_free(&r);
}

static void test_gnn_layouts(void)
{
	struct parsed r;
	struct graph *g;

	/* easy: embeddings, layer 1, layer 2 (trailing spaces as published) */
	parse(&r, "gnn", "3 2 2\n0 1\n1 2\n1 0 \n0 1 \n1 1 \n0 1 \n2 1 \n0 1 \n2 1 \n1 2 \n2 1 \n",
	      "easy", "standard", 0, 0, 100);
	REQUIRE(r.got == 1);
	g = r.ps.v[0]->graph;
	CHECK_STR(r.ps.v[0]->id, "nlgraph/gnn/easy/standard/0");
	CHECK_INT(g->feat_dim, 2);
	CHECK_INT(g->features[4], 1);
	CHECK_INT(g->features[5], 1);
	CHECK_JSON(r.ps.v[0]->query, "layers", "2");
	CHECK_JSON(r.ps.v[0]->gold_answer, "embeddings", "[[2,1],[1,2],[2,1]]");
	CHECK_JSON(r.ps.v[0]->gold_answer, "layer1", "[[0,1],[2,1],[0,1]]");
	parsed_free(&r);
	/* hard: layer 2 only */
	parse(&r, "gnn", "2 1 2\n0 1\n1 0\n0 1\n0 1\n1 0\n", "hard", "standard", 5, 5, 140);
	REQUIRE(r.got == 1);
	CHECK_JSON(r.ps.v[0]->gold_answer, "embeddings", "[[0,1],[1,0]]");
	CHECK_NO_KEY(r.ps.v[0]->gold_answer, "layer1");
	parsed_free(&r);
}

/* ---- malformed files -------------------------------------------------- */

static void test_bad_fixtures(void)
{
	char *list = read_file(unit_srcpath("data/nlgraph-bad/EXPECTED"), NULL);
	char *line, *save = NULL;
	int cases = 0;

	REQUIRE(list != NULL);
	for (line = strtok_r(list, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char name[128], task[64], path[256], *text, *got;
		const char *colon = strchr(line, ':'), *dot = strchr(line, '.');
		struct nlgraph_pos pos = { 1, 1, 2 };
		struct problemset ps;
		struct diags d;
		size_t len;
		long r;

		REQUIRE(colon && dot && dot < colon);
		snprintf(name, sizeof name, "%.*s", (int)(colon - line), line);
		snprintf(task, sizeof task, "%.*s", (int)(dot - line), line);
		snprintf(path, sizeof path, "data/nlgraph-bad/%s", name);
		text = read_file(unit_srcpath(path), &len);
		if (!text) {
			unit_fail(__FILE__, __LINE__, "cannot read %s", path);
			continue;
		}
		problemset_init(&ps);
		diags_init(&d);
		r = nlgraph_parse_raw_at(task_find(task), name, text, len, "easy", "standard", &pos,
					 &ps, &d);
		CHECK_INT(r, -1);
		CHECK_INT(ps.n, 0);
		CHECK_INT(d.errors, 1);
		got = first_diag(&d);
		CHECK_STR(got, line);
		free(got);
		free(text);
		problemset_free(&ps);
		diags_free(&d);
		cases++;
	}
	CHECK(cases >= 10);
	free(list);
}

static void check_bad(const char *task, const char *text, const char *set, const char *want)
{
	struct parsed r;
	char *got;

	parse(&r, task, text, set[0] == 'a' ? "clique" : "easy", set, 0, 0, 2);
	CHECK_INT(r.got, -1);
	CHECK_INT(r.ps.n, 0);
	got = first_diag(&r.d);
	CHECK_STR(got, want);
	free(got);
	parsed_free(&r);
}

static void test_bad_inline(void)
{
	check_bad("connectivity", "3 1\n0 1\n0 2\n", "standard",
		  "t.txt:1:4: header 'n m q' has 2 numbers, expected 3");
	check_bad("connectivity", "3 1\n0 1\n", "attack",
		  "t.txt:3:1: missing query (the file ends here)");
	/* no newline at the end: the file ends at the end of its last line */
	check_bad("connectivity", "3 1\n0 1", "attack",
		  "t.txt:2:4: missing query (the file ends here)");
	check_bad("connectivity", "3 1 0\n0 1\n", "standard",
		  "t.txt:1:5: query count 0 out of range 1..1073741823");
	check_bad("cycle", "0 0\n", "standard", "t.txt:1:1: node count 0 out of range 1..1000000");
	check_bad(
		"cycle", "2 1\n0 1 \n\n1 0\n", "standard",
		"t.txt:4:1: unexpected line '1 0' after the last edge (check the header's counts)");
	check_bad("cycle", "3 2\n0 1\n\n1 2\n", "standard",
		  "t.txt:3:1: empty line, expected edge 2 of 2");
	check_bad("topology", "3 1\n0 99999999999999999999\n", "standard",
		  "t.txt:2:3: number out of range in edge");
	check_bad("shortest_path", "3 1\n0 1 2\n0 -1\n", "standard",
		  "t.txt:3:3: node -1 out of range 0..2");
	check_bad("shortest_path", "3 1\n0 1 2\n0 1,\n", "standard",
		  "t.txt:3:3: expected a number in source and target line, found '1,'");
	check_bad("matching", "2 2 1\n2 3\n1\n", "standard",
		  "t.txt:2:1: applicant 2 out of range 0..1");
	check_bad("matching", "2 2 1\n0 3\n3\n", "standard",
		  "t.txt:3:1: matching size 3 out of range 0..2");
	check_bad("gnn", "2 1 2\n0 1\n1 0\n0\n", "standard",
		  "t.txt:4:2: embedding 2 of 2 has 1 number, expected 2");
}

/* ---- main.json -------------------------------------------------------- */

static void test_answer_texts(void)
{
	static const struct {
		const char *task, *text, *want;
	} cases[] = {
		{ "connectivity", "The answer is yes.", "{\"connected\":true}" },
		{ "connectivity", "The answer is no.", "{\"connected\":false}" },
		{ "cycle", "No, there is no cycle in this graph.", "{\"has_cycle\":false}" },
		{ "cycle", "Yes, there is a cycle in this graph.", "{\"has_cycle\":true}" },
		{ "topology", "The solution is: 1,3,4,0,2.", "{\"order\":[1,3,4,0,2]}" },
		{ "shortest_path",
		  "The shortest path from node 0 to node 2 is 0,3,2 with a total weight of 4",
		  "{\"path\":[0,3,2],\"length\":4}" },
		{ "flow", "The maximum flow from node 0 to node 2 is 7.", "{\"value\":7}" },
		{ "matching",
		  "applicant 0: job 1\napplicant 1: job 0\n2 applicants can find the job they are "
		  "interested in.",
		  "{\"size\":2,\"pairs\":[[0,1],[1,0]]}" },
		{ "hamilton", "Yes. The path can be: 0,4,3,1,2", "{\"path\":[0,4,3,1,2]}" },
		{ "gnn", "The answer is:\nnode 0: [3,3]\nnode 1: [1,0]\n",
		  "{\"embeddings\":[[3,3],[1,0]]}" },
		{ "topology", "I cannot tell.", NULL },
		{ "matching",
		  "applicant 0: job 1\n2 applicants can find the job they are interested in.",
		  NULL },
		{ "gnn", "The answer is:\nnode 1: [3,3]\n", NULL },
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		cJSON *a = nlgraph_answer_from_text(task_find(cases[i].task), cases[i].text);
		char *s = a ? cJSON_PrintUnformatted(a) : NULL;
		if (cases[i].want)
			CHECK_STR(s, cases[i].want);
		else
			CHECK(s == NULL);
		free(s);
		cJSON_Delete(a);
	}
}

static void test_main_json_join(void)
{
	static const char mj[] =
		"{\"1\": {\"question\": \"Q1\", \"answer\": \"The maximum flow from node 0 to node "
		"2 is 9.\", \"difficulty\": \"easy\"},\n"
		" \"0\": {\"question\": \"Q0\", \"answer\": \"The maximum flow from node 0 to node "
		"2 is 5.\", \"difficulty\": \"easy\"},\n"
		"  \"2\": {\"question\": \"Q2\", \"answer\": \"x\", \"difficulty\": \"epic\"}}";
	struct nlgraph_main m;
	struct parsed r;
	char *msg;

	diags_init(&r.d);
	REQUIRE(nlgraph_main_parse("main.json", mj, strlen(mj), &m, &r.d) == 0);
	CHECK_INT(m.n[0], 2);
	CHECK_INT(m.n[1], 0);
	CHECK_INT(m.v[0][0].key, 0);
	CHECK_STR(m.v[0][1].question, "Q1");
	CHECK_INT(r.d.n, 1); /* the unknown difficulty */
	/* issue 17: each entry keeps the position of its key for later checks */
	CHECK_INT(m.v[0][0].line, 2);
	CHECK_INT(m.v[0][0].col, 2);
	CHECK_INT(m.v[0][1].line, 1);
	msg = first_diag(&r.d);
	CHECK_STR(msg, "main.json:3:3: warning: entry \"2\": unknown difficulty \"epic\", skipped");
	free(msg);
	diags_free(&r.d);

	parse(&r, "flow", "3 2\n0 1 5\n1 2 5\n0 2\n5\n", "easy", "standard", 0, 0, 2);
	REQUIRE(r.got == 1);
	nlgraph_join(r.ps.v[0], &m.v[0][0], "main.json", &r.d);
	CHECK_STR(r.ps.v[0]->question, "Q0");
	CHECK_STR(r.ps.v[0]->gold_text, "The maximum flow from node 0 to node 2 is 5.");
	CHECK_INT(r.d.n, 0);
	/* the file says 5, entry 1 says 9: the file wins, with a warning */
	nlgraph_join(r.ps.v[0], &m.v[0][1], "main.json", &r.d);
	CHECK_JSON(r.ps.v[0]->gold_answer, "value", "5");
	CHECK_INT(r.d.errors, 0);
	msg = first_diag(&r.d);
	CHECK_STR(msg, "main.json:1:2: warning: entry \"1\" (nlgraph/flow/easy/standard/0): the "
		       "answer says value 9, the graph file 5");
	free(msg);
	parsed_free(&r);

	/* a stated path over a missing edge is reported too */
	parse(&r, "shortest_path", "3 1\n0 1 4\n0 2\n", "easy", "standard", 0, 0, 2);
	REQUIRE(r.got == 1);
	nlgraph_join(
		r.ps.v[0],
		&(struct nlgraph_entry){
			4, 7, 3, "Q",
			"The shortest path from node 0 to node 2 is 0,2 with a total weight of 4" },
		"main.json", &r.d);
	CHECK_JSON(r.ps.v[0]->gold_answer, "path", "[0,2]");
	msg = first_diag(&r.d);
	CHECK_STR(msg,
		  "main.json:7:3: warning: entry \"4\" (nlgraph/shortest_path/easy/standard/0): "
		  "the answer uses edge 0-2, which is not in the graph");
	free(msg);
	parsed_free(&r);
	nlgraph_main_free(&m);

	diags_init(&r.d);
	CHECK_INT(nlgraph_main_parse("main.json", "{\"0\": [", 7, &m, &r.d), EXIT_DATAERR);
	msg = first_diag(&r.d);
	CHECK(msg && !strncmp(msg, "main.json:1:", 12));
	free(msg);
	diags_free(&r.d);
}

/* Do two parses of main.json give the same entries, positions and
 * messages? */
static void check_same_main(const struct nlgraph_main *x, const struct diags *dx,
			    const struct nlgraph_main *y, const struct diags *dy, const char *what)
{
	bool same = dx->n == dy->n;

	for (size_t i = 0; same && i < dx->n; i++)
		same = !strcmp(dx->v[i].msg, dy->v[i].msg) && dx->v[i].line == dy->v[i].line &&
		       dx->v[i].col == dy->v[i].col && dx->v[i].level == dy->v[i].level;
	for (int k = 0; same && k < NLG_NDIFF; k++) {
		same = x->n[k] == y->n[k];
		for (size_t i = 0; same && i < x->n[k]; i++) {
			const struct nlgraph_entry *a = &x->v[k][i], *b = &y->v[k][i];
			same = a->key == b->key && a->line == b->line && a->col == b->col &&
			       !strcmp(a->question, b->question) && !strcmp(a->answer, b->answer);
		}
	}
	if (!same)
		fprintf(stderr, "  main.json read two ways differs: %s\n", what);
	CHECK(same);
}

/* main.json's common shape is read without cJSON's tree (nlgraph-main.c);
 * anything else goes to cJSON. Each text here is read as is and with a
 * "\u0041" ('A', which only the tree path reads) put in its last string,
 * after every key: both must give the same entries and messages, and the
 * first must not have needed the tree when the text is of the shape. */
static void test_main_json_two_ways(void)
{
	static const struct {
		const char *text;
		bool common;	/* read without the tree */
	} cases[] = {
		{ "{\"0\": {\"question\": \"a\\\"b\\\\c\\/d\\be\\ff\\ng\\rh\\ti\", \"answer\": \"x\", "
		  "\"difficulty\": \"easy\"}, \"1\": {\"difficulty\": \"hard\", \"answer\": \"y\", "
		  "\"question\": \"q1\", \"question\": \"second\"}}", true },
		{ "\n  {\r\n\t\"2\" :{ \"question\":\"q\" ,\"answer\" : \"a\",\"difficulty\":\"medium\" } ,\n"
		  "\"x\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": \"easy\"},\n"
		  "\"3\": {\"question\": \"q\", \"answer\": \"a\"}, \"4\": {},\n"
		  "\"2\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": \"medium\"},\n"
		  "\"5\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": \"epic\"}}\n", true },
		{ "{}", true },
		/* escapes and bytes from 0x80 past the first 16 bytes of a
		 * string (read 16 at a time up to the first that is not plain) */
		{ "{\"0\": {\"question\": \"0123456789abcdefghij\\\"k\\\\l 0123456789abcdef\\n"
		  "\xc3\xa9\xe2\x86\x92 0123456789abcdefghijklmnopqrstuvwxyz\", \"answer\": "
		  "\"0123456789abcdef\", \"difficulty\": \"easy\"}}", true },
		/* not the shape: a number, an array, a nested object, a \u, a
		 * control byte, text after the object, an escaped key */
		{ "{\"0\": {\"question\": \"q\", \"answer\": 5, \"difficulty\": \"easy\"}}", false },
		{ "{\"0\": [1, 2], \"1\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": "
		  "\"easy\"}}", false },
		{ "{\"0\": {\"question\": {\"a\": \"b\"}, \"answer\": \"a\", \"difficulty\": \"easy\"}}",
		  false },
		{ "{\"0\": {\"question\": \"\\u00e9\\ud83d\\ude00\", \"answer\": \"a\", "
		  "\"difficulty\": \"easy\"}}", false },
		{ "{\"0\": {\"question\": \"tab\there\", \"answer\": \"a\", \"difficulty\": \"easy\"}}",
		  false },
		{ "{\"0\": {\"question\": \"0123456789abcdefghij\x01\", \"answer\": \"a\", "
		  "\"difficulty\": \"easy\"}}", false },
		{ "{\"0\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": \"easy\"}} trailing",
		  false },
		{ "{\"\\u0030\": {\"question\": \"q\", \"answer\": \"a\", \"difficulty\": \"easy\"}}",
		  false },
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const char *t = cases[i].text, *q = strrchr(t, '"');
		struct nlgraph_main x, y;
		struct diags dx, dy;
		char *plain, *tree;

		diags_init(&dx);
		CHECK_INT(nlgraph_main_parse("main.json", t, strlen(t), &x, &dx), 0);
		CHECK((x.root == NULL) == cases[i].common);
		nlgraph_main_free(&x);
		diags_free(&dx);
		if (!q)
			continue;
		/* an 'A' at the end of the last string, plain and as \u0041
		 * (after every key: no position moves) */
		plain = xasprintf("%.*sA%s", (int)(q - t), t, q);
		tree = xasprintf("%.*s\\u0041%s", (int)(q - t), t, q);
		diags_init(&dx);
		diags_init(&dy);
		CHECK_INT(nlgraph_main_parse("main.json", plain, strlen(plain), &x, &dx), 0);
		CHECK((x.root == NULL) == cases[i].common);
		CHECK_INT(nlgraph_main_parse("main.json", tree, strlen(tree), &y, &dy), 0);
		CHECK(y.root != NULL);
		check_same_main(&x, &dx, &y, &dy, t);
		nlgraph_main_free(&x);
		nlgraph_main_free(&y);
		diags_free(&dx);
		diags_free(&dy);
		free(plain);
		free(tree);
	}
}

/* The same on the eight real main.json files: read as they are (the common
 * shape, no tree) and by cJSON's tree (their last "\n" escape written as
 * "\u000a", the same character), entries, positions and messages equal. */
static void test_shared_main_json_two_ways(void)
{
	const char *sh = unit_shared();
	size_t files = 0, entries = 0;

	if (!sh)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	for (size_t ti = 0; ti < task_count(); ti++) {
		const struct task *tk = task_at(ti);
		struct nlgraph_main x, y;
		struct diags dx, dy;
		char *path, *text, *t2, *nl, *last;
		size_t len;

		if (!tk->nlgraph_dir)
			continue;
		path = xasprintf("%s/nlgraph/NLGraph/%s/main.json", sh, tk->nlgraph_dir);
		text = read_file(path, &len);
		free(path);
		if (!text)
			continue;
		/* the last "\n" escape (not a "\\n"), past the last entry's
		 * start (its key is the last position kept) */
		nl = NULL;
		last = NULL;
		for (char *p = strstr(text, "\\n"); p; p = strstr(p + 1, "\\n"))
			if (p == text || p[-1] != '\\')
				nl = p;
		for (char *p = strstr(text, "\": {"); p; p = strstr(p + 1, "\": {"))
			last = p;
		REQUIRE(nl && last && nl > last);
		t2 = xasprintf("%.*s\\u000a%s", (int)(nl - text), text, nl + 2);
		diags_init(&dx);
		diags_init(&dy);
		CHECK_INT(nlgraph_main_parse("main.json", text, len, &x, &dx), 0);
		CHECK(x.root == NULL && x.strings != NULL);
		CHECK_INT(nlgraph_main_parse("main.json", t2, strlen(t2), &y, &dy), 0);
		CHECK(y.root != NULL);
		check_same_main(&x, &dx, &y, &dy, tk->nlgraph_dir);
		files++;
		entries += x.n[0] + x.n[1] + x.n[2];
		nlgraph_main_free(&x);
		nlgraph_main_free(&y);
		diags_free(&dx);
		diags_free(&dy);
		free(text);
		free(t2);
	}
	CHECK_INT(files, 8);
	CHECK_INT(entries, 6022);
}

static void test_sets_and_missing_dir(void)
{
	unsigned s = 0;
	struct problemset ps;
	struct diags d;

	CHECK(nlgraph_parse_sets("all", &s) == 0 && s == NLG_ALL);
	CHECK(nlgraph_parse_sets("attack", &s) == 0 && s == NLG_ATTACK);
	CHECK(nlgraph_parse_sets("Full", &s) != 0);
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(nlgraph_import("/nonexistent/nlgraph", NLG_STANDARD, &ps, &d), EXIT_NOINPUT);
	CHECK_INT(ps.n, 0);
	CHECK_INT(nlgraph_import(unit_srcpath("data/nlgraph-bad"), NLG_STANDARD, &ps, &d), EXIT_NOINPUT);
	CHECK_INT(d.errors, 2);
	problemset_free(&ps);
	diags_free(&d);
}

/* ---- the published checkout (../shared) ------------------------------- */

static struct problemset shared_std;
static int shared_loaded; /* 1 loaded, -1 absent */

static struct problemset *load_shared(void)
{
	char dir[4200];
	struct diags d;

	if (!shared_loaded) {
		const char *sh = unit_shared();
		shared_loaded = -1;
		if (sh) {
			snprintf(dir, sizeof dir, "%s/nlgraph", sh);
			problemset_init(&shared_std);
			diags_init(&d);
			if (nlgraph_import(dir, NLG_STANDARD, &shared_std, &d) != 0)
				diags_print(&d, stdout);
			shared_loaded = 1;
			CHECK_INT(d.n, 0); /* no errors, no warnings */
			diags_free(&d);
		}
	}
	return shared_loaded > 0 ? &shared_std : NULL;
}

static void test_shared_standard_counts(void)
{
	static const struct {
		const char *task;
		long easy, medium, hard;
	} want[] = {
		{ "connectivity", 352, 1200, 680 },
		{ "cycle", 150, 600, 400 },
		{ "topology", 180, 450, 200 },
		{ "shortest_path", 180, 0, 200 },
		{ "flow", 150, 0, 200 },
		{ "matching", 300, 0, 210 },
		{ "hamilton", 150, 0, 200 },
		{ "gnn", 100, 0, 140 },
	};
	struct problemset *ps = load_shared();
	long got[TASK__COUNT][3] = { { 0 } }, questions = 0, noquestion = 0;

	if (!ps)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	CHECK_INT(ps->n, 6042);
	for (size_t i = 0; i < ps->n; i++) {
		struct problem *p = ps->v[i];
		int k = nlgraph_difficulty(p->difficulty);
		REQUIRE(k >= 0);
		got[p->task->kind][k]++;
		if (p->question)
			questions++;
		else
			noquestion++;
		/* order: registry, difficulty, index */
		if (i > 0) {
			struct problem *q = ps->v[i - 1];
			int kq = nlgraph_difficulty(q->difficulty);
			CHECK(q->task->kind < p->task->kind ||
			      (q->task->kind == p->task->kind &&
			       (kq < k || (kq == k && q->index + 1 == p->index))));
		}
	}
	for (size_t t = 0; t < 8; t++) {
		const struct task *tk = task_find(want[t].task);
		CHECK_INT(got[tk->kind][0], want[t].easy);
		CHECK_INT(got[tk->kind][1], want[t].medium);
		CHECK_INT(got[tk->kind][2], want[t].hard);
	}
	/* every main.json entry found its problem; topology hard 180..199 have none */
	CHECK_INT(questions, 6022);
	CHECK_INT(noquestion, 20);
	CHECK(problemset_find(ps, "nlgraph/topology/hard/standard/179")->question != NULL);
	CHECK(problemset_find(ps, "nlgraph/topology/hard/standard/180")->question == NULL);
	/* ...so their gold answer is the reference solver's, a valid order */
	{
		struct problem *p = problemset_find(ps, "nlgraph/topology/hard/standard/180");
		cJSON *order = p->gold_answer ? cJSON_GetObjectItem(p->gold_answer, "order") : NULL;
		int nodes[64];
		size_t k = 0;
		struct check c;
		const cJSON *x;
		REQUIRE(cJSON_IsArray(order) && p->gold_text == NULL);
		cJSON_ArrayForEach(x, order)
			if (k < 64)
				nodes[k++] = x->valueint;
		CHECK_INT(k, p->graph->n);
		CHECK(topo_check(p->graph, nodes, k, &c));
	}
}

static void test_shared_gold(void)
{
	struct problemset *ps = load_shared();
	struct problem *p;

	if (!ps)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	p = problemset_find(ps, "nlgraph/shortest_path/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "path", "[0,3,2]");
	CHECK_JSON(p->gold_answer, "length", "4");
	CHECK_JSON(p->query, "source", "0");
	CHECK_JSON(p->query, "target", "2");
	CHECK_INT(p->graph->m, 7);
	CHECK(!strncmp(p->question, "In an undirected graph, the nodes are numbered from 0 to 4",
		       58));
	p = problemset_find(ps, "nlgraph/connectivity/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->query, "source", "0");
	CHECK_JSON(p->query, "target", "2");
	CHECK_JSON(p->gold_answer, "connected", "true");
	CHECK_STR(p->gold_text, "The answer is yes.");
	p = problemset_find(ps, "nlgraph/connectivity/easy/standard/351");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "connected", "false");
	CHECK(problemset_find(ps, "nlgraph/connectivity/easy/standard/352") == NULL);
	p = problemset_find(ps, "nlgraph/cycle/easy/standard/74");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "has_cycle", "false");
	p = problemset_find(ps, "nlgraph/cycle/easy/standard/75");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "has_cycle", "true");
	p = problemset_find(ps, "nlgraph/topology/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "order", "[1,3,4,0,2]");
	p = problemset_find(ps, "nlgraph/flow/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "value", "7");
	p = problemset_find(ps, "nlgraph/matching/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "size", "2");
	CHECK_JSON(p->gold_answer, "pairs", "[[0,1],[1,0]]");
	CHECK_INT(p->graph->parts[0], 4);
	p = problemset_find(ps, "nlgraph/hamilton/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "path", "[0,4,3,1,2]");
	p = problemset_find(ps, "nlgraph/gnn/easy/standard/0");
	REQUIRE(p);
	CHECK_JSON(p->gold_answer, "embeddings", "[[3,3],[1,0],[2,2],[1,0],[2,2]]");
	CHECK_JSON(p->gold_answer, "layer1", "[[1,0],[1,1],[0,0],[2,2],[0,0]]");
	p = problemset_find(ps, "nlgraph/gnn/hard/standard/0");
	REQUIRE(p);
	CHECK_NO_KEY(p->gold_answer, "layer1");
}

static void test_shared_attack(void)
{
	const char *sh = unit_shared();
	char dir[4200];
	struct problemset ps;
	struct diags d;
	long clique = 0, line = 0, wrong = 0;

	if (!sh)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	/* the NLGraph folder itself is accepted too */
	snprintf(dir, sizeof dir, "%s/nlgraph/NLGraph", sh);
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(nlgraph_import(dir, NLG_ATTACK, &ps, &d), 0);
	CHECK_INT(d.n, 0);
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		bool conn =
			cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p->gold_answer, "connected"));
		if (!strcmp(p->difficulty, "clique"))
			clique++, wrong += conn;
		else if (!strcmp(p->difficulty, "line"))
			line++, wrong += !conn;
	}
	CHECK_INT(clique, 120);
	CHECK_INT(line, 120);
	CHECK_INT(wrong, 0);
	CHECK_STR(ps.v[0]->id, "nlgraph/connectivity/clique/attack/0");
	problemset_free(&ps);
	diags_free(&d);
}

/* ---- log runs: model, method, and the last question ------------------ */

static void test_run_names(void)
{
	char *m, *k;

	nlgraph_run_names("Namespace(model=0, mode='easy', prompt='CoT', T=0, SC=1, SC_num=5)", 0,
			  true, "20230410---09-43-CoT+SC", &m, &k);
	CHECK_STR(m, "text-davinci-003");
	CHECK_STR(k, "CoT+SC");
	free(m), free(k);
	/* the name's model wins; index 1 is code-davinci-002 */
	nlgraph_run_names("Namespace(model=1, prompt='k-shot')", 1, false,
			  "20230503---09-44-k-shot-code-davinci-002", &m, &k);
	CHECK_STR(m, "code-davinci-002");
	CHECK_STR(k, "k-shot");
	free(m), free(k);
	/* no prompt= in the namespace: the run name's method part */
	nlgraph_run_names("Namespace(model=0, T=0, token=400, SC=0)", 0, false,
			  "20230325---21-10CoT", &m, &k);
	CHECK_STR(k, "CoT");
	free(m), free(k);
	nlgraph_run_names(NULL, -1, false, "20230507---19-13-none-text-davinci-003+city", &m, &k);
	CHECK_STR(m, "text-davinci-003");
	CHECK_STR(k, "none");
	free(m), free(k);
	/* seconds only: no method */
	nlgraph_run_names(NULL, 5, false, "20230317---17-33-17", &m, &k);
	CHECK_STR(m, "model=5");
	CHECK(k == NULL);
	free(m), free(k);
}

#define TOPO_P "{\"id\":\"nlgraph/topology/easy/standard/0\",\"benchmark\":\"nlgraph\",\"task\":\"topology\"," \
	       "\"difficulty\":\"easy\",\"set\":\"standard\",\"graph\":{\"directed\":true,\"nodes\":4," \
	       "\"edges\":[[0,1],[1,2],[3,2]]},\"query\":{}%s}\n"

static struct problem *one_problem(struct problemset *ps, const char *json)
{
	struct diags d;

	problemset_init(ps);
	diags_init(&d);
	problems_parse_jsonl("t.jsonl", json, strlen(json), ps, &d);
	diags_print(&d, stdout);
	diags_free(&d);
	return ps->n == 1 ? ps->v[0] : NULL;
}

static void test_prompt_matches(void)
{
	/* an exemplar, then the question; older prompts said "n nodes" and
	 * listed the edges in another order */
	static const char same[] =
		"In a directed graph with 3 nodes numbered from 0 to 2:\nnode 0 should be visited before node 2\n"
		"Q: Can all the nodes be visited? Give the solution.\nA: 0,1,2.\n\n"
		"In a directed graph with n nodes numbered from 0 to 3:\n"
		"node 3 should be visited before node 2\nnode 0 should be visited before node 1\n"
		"node 1 should be visited before node 2\n"
		"Q: Can all the nodes be visited? Give the solution.\nA:\nAcc: 1/1\n"
		"Namespace(model=0, mode='easy', prompt='CoT', T=0, token=400, SC=0, SC_num=5)\n";
	static const char other[] =
		"In a directed graph with 4 nodes numbered from 0 to 3:\n"
		"node 3 should be visited before node 2\nnode 0 should be visited before node 1\n"
		"node 2 should be visited before node 1\n"
		"Q: Can all the nodes be visited? Give the solution.\nA:\nAcc: 1/1\n";
	/* the edges must be the last question's, not an exemplar's */
	static const char exemplar_only[] =
		"node 3 should be visited before node 2\nnode 0 should be visited before node 1\n"
		"node 1 should be visited before node 2\nQ: ...?\nA: 3,0,1,2\n\n"
		"In a directed graph with 4 nodes numbered from 0 to 3:\nnode 0 should be visited before node 3\n"
		"node 3 should be visited before node 1\nnode 1 should be visited before node 2\n"
		"node 0 should be visited before node 2\nQ: Can all the nodes be visited?\nA:\n";
	struct problemset ps;
	struct problem *p;
	char *json;

	/* without main.json text: the graph's edges */
	json = xasprintf(TOPO_P, "");
	p = one_problem(&ps, json);
	REQUIRE(p);
	CHECK_INT(nlgraph_prompt_matches(same, strlen(same), p), 1);
	CHECK_INT(nlgraph_prompt_matches(other, strlen(other), p), 0);
	CHECK_INT(nlgraph_prompt_matches(exemplar_only, strlen(exemplar_only), p), 0);
	problemset_free(&ps);
	free(json);
	/* with main.json's text: its integers before "Q:" bound the window */
	json = xasprintf(TOPO_P, ",\"question\":\"In a directed graph with 4 nodes numbered from 0 to 3:\\n"
				 "node 0 should be visited before node 1\\nnode 1 should be visited before node 2\\n"
				 "node 3 should be visited before node 2\\nQ: Can all the nodes be visited?\\nA:\"");
	p = one_problem(&ps, json);
	REQUIRE(p);
	CHECK_INT(nlgraph_prompt_matches(same, strlen(same), p), 1);
	CHECK_INT(nlgraph_prompt_matches(other, strlen(other), p), 0);
	problemset_free(&ps);
	free(json);
}

/* One prompt read once and compared with problems whose windows differ
 * (with and without main.json's text), back and forth: each answer is
 * nlgraph_prompt_matches's. "other" holds the graph's first edge but not
 * its second. */
static void test_prompt_reused(void)
{
	static const char *const prompts[] = {
		"In a directed graph with n nodes numbered from 0 to 3:\n"
		"node 3 should be visited before node 2\nnode 0 should be visited before node 1\n"
		"node 1 should be visited before node 2\nQ: Can all the nodes be visited?\nA:\n",
		"In a directed graph with 4 nodes numbered from 0 to 3:\n"
		"node 3 should be visited before node 2\nnode 0 should be visited before node 1\n"
		"node 2 should be visited before node 1\nQ: Can all the nodes be visited?\nA:\n",
	};
	struct problemset ps[2];
	struct problem *p[2];
	char *json[2];

	json[0] = xasprintf(TOPO_P, "");
	json[1] = xasprintf(TOPO_P, ",\"question\":\"In a directed graph with 4 nodes numbered from 0 to 3:\\n"
				    "node 0 should be visited before node 1\\nnode 1 should be visited before node 2\\n"
				    "node 3 should be visited before node 2\\nQ: Can all the nodes be visited?\\nA:\"");
	p[0] = one_problem(&ps[0], json[0]);
	p[1] = one_problem(&ps[1], json[1]);
	REQUIRE(p[0] && p[1]);
	for (size_t i = 0; i < 2; i++) {
		struct nlgraph_prompt *pr = nlgraph_prompt_new(prompts[i], strlen(prompts[i]));
		for (size_t k = 0; k < 6; k++) {
			const struct problem *q = p[(k % 2) ^ (k / 3)];
			CHECK_INT(nlgraph_prompt_match(pr, q), i == 0);
			CHECK_INT(nlgraph_prompt_matches(prompts[i], strlen(prompts[i]), q), i == 0);
		}
		nlgraph_prompt_free(pr);
	}
	for (size_t i = 0; i < 2; i++) {
		problemset_free(&ps[i]);
		free(json[i]);
	}
}

/* A run folder whose prompt.txt shows another graph: every answer carries
 * answer.mismatch, and strict scoring leaves the run out with one
 * warning (runset_drop_mismatched). */
static void test_log_mismatch(void)
{
	char *root = xasprintf("%s/gravel-mm-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	char *dir, *path, *json;
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct nlgraph_logs_opts o = { NULL, false, 0, 0, 0, true };
	size_t nruns, warns = 0;
	FILE *fp;
	/* res.npy: '<i4', one value */
	static const unsigned char npy[] = "\x93NUMPY\x01\x00\x76\x00"
		"{'descr': '<i4', 'fortran_order': False, 'shape': (1,), }";

	REQUIRE(mkdtemp(root));
	json = xasprintf(TOPO_P, "");
	REQUIRE(one_problem(&ps, json));
	dir = xasprintf("%s/NLGraph/topology/graph/easy/log", root);
	for (char *s = dir + strlen(root) + 1; (s = strchr(s, '/')); s++) {
		*s = 0;
		mkdir(dir, 0700);
		*s = '/';
	}
	mkdir(dir, 0700);
	for (int r = 0; r < 2; r++) {
		path = xasprintf("%s/2023032%d---10-00-CoT", dir, r);
		mkdir(path, 0700);
		free(path);
		path = xasprintf("%s/2023032%d---10-00-CoT/prompt.txt", dir, r);
		fp = fopen(path, "w");
		REQUIRE(fp);
		fputs(r ? "node 0 should be visited before node 1\nnode 1 should be visited before node 2\n"
			  "node 3 should be visited before node 2\nQ: ?\nA:\nAcc: 0/1\nNamespace(model=0, prompt='CoT')\n"
			: "node 0 should be visited before node 3\nQ: ?\nA:\nAcc: 0/1\nNamespace(model=0, prompt='CoT')\n",
		      fp);
		fclose(fp);
		free(path);
		path = xasprintf("%s/2023032%d---10-00-CoT/res.npy", dir, r);
		fp = fopen(path, "wb");
		REQUIRE(fp);
		fwrite(npy, 1, sizeof npy - 1, fp);
		for (size_t k = sizeof npy - 1; k < 128; k++)	/* header to 128 bytes */
			fputc(k == 127 ? '\n' : ' ', fp);
		fwrite("\0\0\0\0", 1, 4, fp);
		fclose(fp);
		free(path);
	}
	/* a run outside graph/<difficulty>/log/ */
	path = xasprintf("%s/NLGraph/topology/graph/log", root);
	REQUIRE(mkdir(path, 0700) == 0);
	free(path);
	path = xasprintf("%s/NLGraph/topology/graph/log/20230315---20-18-46", root);
	REQUIRE(mkdir(path, 0700) == 0);
	free(path);
	runset_init(&rs);
	diags_init(&d);
	o.ps = &ps;
	CHECK_INT(nlgraph_logs_read_opts(root, &o, &rs, &nruns, &d), 0);
	CHECK_INT(nruns, 2);
	CHECK_INT(rs.n, 2);
	CHECK_INT(o.mismatched, 1);
	CHECK_INT(o.unplaced, 1);
	REQUIRE(rs.n == 2);
	CHECK(rs.v[0].mismatch && strstr(rs.v[0].mismatch, "nlgraph/topology/easy/standard/0"));
	CHECK(rs.v[1].mismatch == NULL);
	CHECK_STR(rs.v[1].model, "text-davinci-003");
	CHECK_STR(rs.v[1].method, "CoT");
	diags_free(&d);
	diags_init(&d);
	CHECK_INT(runset_drop_mismatched(&rs, &d), 1);
	CHECK_INT(rs.n, 1);
	for (size_t i = 0; i < d.n; i++)
		warns += d.v[i].level == DIAG_WARNING && strstr(d.v[i].msg, "--include-mismatched");
	CHECK_INT(warns, 1);
	CHECK(d.n && strstr(d.v[0].file, "topology/easy/20230320---10-00-CoT"));
	runset_free(&rs);
	diags_free(&d);
	problemset_free(&ps);
	free(json);
	free(dir);
	path = xasprintf("rm -rf '%s'", root);
	CHECK_INT(system(path), 0);
	free(path);
	free(root);
}

/* ---- prompts ---------------------------------------------------------- */

/* networkx's G.edges() on the same add_edge calls (checked with networkx
 * 2.8): node by node, neighbours in first-insertion order, an undirected
 * pair once from its smaller end, a repeated pair with its last weight. */
static void test_nx_edges(void)
{
	static const int e[][3] = { { 3, 1, 5 }, { 0, 2, 1 }, { 1, 3, 7 },
				    { 2, 0, 4 }, { 1, 1, 2 }, { 0, 3, 3 } };
	static const int und[][3] = { { 0, 2, 4 }, { 0, 3, 3 }, { 1, 3, 7 }, { 1, 1, 2 } };
	static const int dir[][3] = { { 0, 2, 1 }, { 0, 3, 3 }, { 1, 3, 7 },
				      { 1, 1, 2 }, { 2, 0, 4 }, { 3, 1, 5 } };

	for (int directed = 0; directed < 2; directed++) {
		struct graph *g = graph_new(4, directed, ATTR_WEIGHT);
		struct nlgraph_nx_edge *x;
		size_t n, want = directed ? 6 : 4;
		for (size_t i = 0; i < 6; i++)
			graph_add_edge(g, e[i][0], e[i][1], e[i][2]);
		x = nlgraph_nx_edges(g, &n);
		CHECK_INT(n, want);
		for (size_t i = 0; i < n && i < want; i++) {
			const int *w = directed ? dir[i] : und[i];
			CHECK_INT(x[i].u, w[0]);
			CHECK_INT(x[i].v, w[1]);
			CHECK_INT(x[i].w, w[2]);
		}
		free(x);
		graph_free(g);
	}
}

/* The scripts' wording of a small problem per family, and what they
 * refuse. */
static void test_prompt_wording(void)
{
	struct parsed r;
	char *err, *s;
	struct nlgraph_ask_opts o = { "0-CoT", NULL, false, 0 };

	parse(&r, "connectivity", "3 2 1\n0 1\n2 1\n0 2\n0 1\n", "easy", "standard", 0, 0, 36);
	REQUIRE(r.ps.n == 2);
	s = nlgraph_ask_prompt(r.ps.v[1], &o, &err);
	CHECK_STR(s, "Determine if there is a path between two nodes in the graph. Note that "
		     "(i,j) means that node i and node j are connected with an undirected edge.\n"
		     "Graph: (0,1) (2,1)\nQ: Is there a path between node 0 and node 1?\nA: "
		     "Let's think step by step:");
	free(s);
	/* an exemplar method needs the checkout; an unknown method is named */
	o.method = "CoT";
	CHECK(!nlgraph_ask_prompt(r.ps.v[0], &o, &err) && err && strstr(err, "CoT-prompt.txt"));
	free(err);
	o.method = "dot1";
	CHECK(!nlgraph_ask_prompt(r.ps.v[0], &o, &err) && err &&
	      strstr(err, "no method 'dot1'"));
	free(err);
	parsed_free(&r);

	/* cycle's Recitation: the first edge, then the first unlisted pair */
	parse(&r, "cycle", "3 2\n0 0\n0 1\n", "easy", "standard", 0, 0, 10);
	REQUIRE(r.ps.n == 1);
	o.method = "Recitation";
	s = nlgraph_ask_prompt(r.ps.v[0], &o, &err);
	CHECK(s == NULL && err && strstr(err, "Recitation-prompt.txt"));
	free(s);
	free(err);
	parsed_free(&r);

	/* shortest path: networkx's order, the last weight of a pair, dot1 */
	parse(&r, "shortest_path", "3 3\n2 0 5\n0 1 1\n0 2 4\n1 2\n", "easy", "standard", 0, 0,
	      10);
	REQUIRE(r.ps.n == 1);
	o.method = "none";
	s = nlgraph_ask_prompt(r.ps.v[0], &o, &err);
	CHECK_STR(s, "In an undirected graph, the nodes are numbered from 0 to 2, and the edges "
		     "are:\nan edge between node 0 and node 2 with weight 4,\nan edge between node "
		     "0 and node 1 with weight 1.\nQ: Give the shortest path from node 1 to node "
		     "2.\nA:");
	free(s);
	o.city = true;
	o.method = "ins2";
	s = nlgraph_ask_prompt(r.ps.v[0], &o, &err);
	CHECK(s == NULL && err && strstr(err, "shortest_path/city-prompt/ins2-prompt.txt"));
	free(err);
	o.method = "LTM";
	s = nlgraph_ask_prompt(r.ps.v[0], &o, &err);
	CHECK_STR(s, "In a country, the cities are numbered from 0 to 2. There are roads between "
		     "the cities, and the roads are:\na road between city 0 and city 2 with length "
		     "4,\na road between city 0 and city 1 with length 1.\nQ: Give the shortest path "
		     "from city 1 to city 2.\nA: Let's break down this problem:");
	free(s);
	parsed_free(&r);
}

void suite_nlgraph(void);
void suite_nlgraph(void)
{
	RUN(test_connectivity_layout);
	RUN(test_connectivity_attack_layout);
	RUN(test_cycle_layout);
	RUN(test_topology_and_hamilton_layout);
	RUN(test_weighted_layouts);
	RUN(test_matching_layout);
	RUN(test_gnn_layouts);
	RUN(test_bad_fixtures);
	RUN(test_bad_inline);
	RUN(test_answer_texts);
	RUN(test_main_json_join);
	RUN(test_main_json_two_ways);
	RUN(test_shared_main_json_two_ways);
	RUN(test_sets_and_missing_dir);
	RUN(test_shared_standard_counts);
	RUN(test_shared_gold);
	RUN(test_shared_attack);
	RUN(test_run_names);
	RUN(test_prompt_matches);
	RUN(test_prompt_reused);
	RUN(test_log_mismatch);
	RUN(test_nx_edges);
	RUN(test_prompt_wording);
	if (shared_loaded > 0)
		problemset_free(&shared_std);
	shared_loaded = 0;
}
