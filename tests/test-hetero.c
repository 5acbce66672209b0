/* test-hetero.c - typed heterogeneous graphs (hetero.h): the import format
 * on the synthetic set tests/data/hetero/, the six tasks' solvers, import
 * errors, and scoring hand-written answers (gracore-score.h). */
#include "config.h"
#include "unit.h"
#include "hetero.h"
#include "score.h"
#include "score-ops.h"
#include "solve.h"
#include "runs.h"

#include <stdlib.h>
#include <string.h>

static int load_imdb(struct problemset *ps)
{
	struct diags d;
	int rc;

	problemset_init(ps);
	diags_init(&d);
	rc = hetero_import(unit_srcpath("data/hetero/mini-imdb.json"), ps, &d);
	if (rc != EXIT_OK)
		diags_print(&d, stdout);
	diags_free(&d);
	return rc;
}

static const cJSON *gold(const struct problemset *ps, size_t i, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(ps->v[i]->gold_answer, k);
}

static void test_import(void)
{
	struct problemset ps, acm;
	struct diags d;

	REQUIRE(load_imdb(&ps) == EXIT_OK);
	CHECK_INT(ps.n, 15);
	CHECK_STR(ps.v[0]->id, "gracore/neighbourhood_query/mini-imdb/hetero/0");
	CHECK_STR(ps.v[14]->id, "gracore/link_prediction/mini-imdb/hetero/14");
	CHECK_STR(ps.v[0]->category, "hetero/mini-imdb");
	CHECK_INT(ps.v[0]->graph->n, 14);
	CHECK_INT(ps.v[0]->graph->m, 17);
	/* golds the file gave and golds the solver filled */
	CHECK_INT(cJSON_GetArraySize(gold(&ps, 0, "neighbours")), 2);
	CHECK_INT(cJSON_GetArraySize(gold(&ps, 1, "neighbours")), 3);
	CHECK_INT(cJSON_GetArrayItem(gold(&ps, 2, "neighbours"), 0)->valueint, 11);
	CHECK_STR(gold(&ps, 4, "relation")->valuestring, "directed");
	CHECK_STR(gold(&ps, 5, "relation")->valuestring, "none");
	CHECK_INT(gold(&ps, 6, "count")->valueint, 3);
	CHECK_INT(gold(&ps, 7, "count")->valueint, 6);
	CHECK_INT(gold(&ps, 8, "count")->valueint, 2);
	CHECK_INT(cJSON_GetArraySize(gold(&ps, 9, "edges")), 3);
	CHECK_INT(cJSON_GetArraySize(gold(&ps, 10, "nodes")), 3);
	CHECK_STR(gold(&ps, 11, "label")->valuestring, "drama");
	CHECK(cJSON_IsTrue(gold(&ps, 13, "link")));
	/* the classified node's label is hidden from its question only */
	CHECK(strstr(ps.v[11]->question, "Quiet Tide: A lighthouse keeper writes letters to his "
					 "son.\n") != NULL);
	CHECK(strstr(ps.v[12]->question, "Quiet Tide: A lighthouse keeper writes letters to his "
					 "son. (label: drama)") != NULL);
	problemset_init(&acm);
	diags_init(&d);
	CHECK_INT(hetero_import(unit_srcpath("data/hetero/mini-acm.json"), &acm, &d), EXIT_OK);
	CHECK_INT(acm.n, 6);
	CHECK(acm.v[0]->graph->directed);
	CHECK_INT(cJSON_GetObjectItemCaseSensitive(acm.v[2]->gold_answer, "count")->valueint, 5);
	problemset_free(&acm);
	diags_free(&d);
	problemset_free(&ps);
}

static void test_algorithms(void)
{
	struct problemset ps;
	struct hetero *h;
	char *err = NULL;
	int out[16], k;
	bool in[16];

	REQUIRE(load_imdb(&ps) == EXIT_OK);
	h = hetero_from_problem(ps.v[0], &err);
	REQUIRE(h);
	CHECK_INT(h->n, 14);
	CHECK_INT(hetero_node(h, "a3"), 9);
	CHECK_INT(hetero_relation(h, "directed"), 1);
	k = hetero_neighbours(h, hetero_node(h, "m1"), -1, hetero_type(h, "actor"), out);
	CHECK_INT(k, 2);
	CHECK_INT(out[0], 6);
	CHECK_INT(out[1], 9);
	CHECK_INT(hetero_relations_between(h, hetero_node(h, "m0"), hetero_node(h, "d0"), out), 1);
	CHECK_INT(hetero_relation_count(h, hetero_node(h, "m0"), -1), 3);
	CHECK_INT(hetero_ball(h, hetero_node(h, "d1"), 2, in), 5);	/* d1 m2 m4 a1 a4 */
	CHECK_INT(hetero_ball(h, hetero_node(h, "d1"), 0, in), 1);
	/* m3's two-hop vote: drama; m5's neighbours' movies are drama and comedy */
	CHECK_INT(hetero_predict_label(h, hetero_node(h, "m3")), 0);
	CHECK_INT(hetero_predict_label(h, hetero_node(h, "m5")), 0);
	CHECK_INT(hetero_link_score(h, hetero_node(h, "a3"), hetero_node(h, "m0")), 3);
	CHECK_INT(hetero_link_score(h, hetero_node(h, "a1"), hetero_node(h, "m5")), 1);
	hetero_free(h);
	/* a problem without extra.hetero has no typed graph */
	{
		cJSON *keep = ps.v[0]->extra;
		ps.v[0]->extra = NULL;
		CHECK(hetero_from_problem(ps.v[0], &err) == NULL);
		CHECK(err && strstr(err, "extra.hetero"));
		free(err);
		err = NULL;
		ps.v[0]->extra = keep;
	}
	{
		cJSON *ans = NULL;
		CHECK_INT(solve_problem(ps.v[12], &ans, NULL, &err), 0);
		CHECK_STR(cJSON_GetObjectItemCaseSensitive(ans, "label")->valuestring, "thriller");
		CHECK_STR(cJSON_GetObjectItemCaseSensitive(ans, "predicted")->valuestring, "drama");
		cJSON_Delete(ans);
	}
	problemset_free(&ps);
}

static int parse(const char *json, size_t *n)
{
	struct problemset ps;
	struct diags d;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = hetero_parse("h.json", json, strlen(json), &ps, &d);
	*n = ps.n;
	problemset_free(&ps);
	diags_free(&d);
	return rc;
}

#define HEAD "{\"node_types\":[\"a\",\"b\"],\"relations\":[{\"name\":\"r\",\"source\":\"a\"," \
	     "\"target\":\"b\"}],\"labels\":[\"x\"],\"nodes\":[{\"id\":\"p\",\"type\":\"a\"}," \
	     "{\"id\":\"q\",\"type\":\"b\",\"label\":\"x\"}],"

static void test_errors(void)
{
	size_t n = 99;

	CHECK_INT(parse(HEAD "\"edges\":[[\"p\",\"r\",\"q\"]],\"questions\":[{\"task\":"
			     "\"relation_number\"}]}", &n), EXIT_OK);
	CHECK_INT(n, 1);
	CHECK_INT(parse(HEAD "\"edges\":[[\"q\",\"r\",\"p\"]],\"questions\":[{\"task\":"
			     "\"relation_number\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(n, 0);
	CHECK_INT(parse(HEAD "\"edges\":[[\"p\",\"s\",\"q\"]],\"questions\":[{\"task\":"
			     "\"relation_number\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse(HEAD "\"edges\":[],\"questions\":[{\"task\":\"link_prediction\","
			     "\"source\":\"p\",\"target\":\"q\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse(HEAD "\"edges\":[],\"questions\":[{\"task\":\"node_classification\","
			     "\"node\":\"p\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse(HEAD "\"edges\":[],\"questions\":[{\"task\":\"tsp\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse(HEAD "\"edges\":[],\"questions\":[{\"task\":\"neighbourhood_query\","
			     "\"node\":\"zz\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse("{\"node_types\":[\"a\"],\"relations\":[\"r\"],\"nodes\":[{\"id\":\"p\","
			"\"type\":\"a\"},{\"id\":\"p\",\"type\":\"a\"}],\"edges\":[],\"questions\":"
			"[{\"task\":\"relation_number\"}]}", &n), EXIT_DATAERR);
	CHECK_INT(parse("{\"node_types\": [", &n), EXIT_DATAERR);
	CHECK_INT(parse(HEAD "\"edges\":[]}", &n), EXIT_DATAERR);
}

/* Score one answer for the imdb problem index i under policy pol. */
static double score_one(const char *pol, size_t i, const char *text, const char *metric)
{
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct score_report rep;
	bool known;
	const double *v;
	double r = -1;

	if (load_imdb(&ps) != EXIT_OK)
		return -2;
	runset_init(&rs);
	diags_init(&d);
	runset_add(&rs, ps.v[i]->id, "run", 0, text, strlen(text));
	score_runs(policy_find(pol, &known), &ps, &rs, &rep, &d);
	if (rep.n == 1 && rep.v[0].scored && (v = metrics_get(&rep.v[0].res.metrics, metric)))
		r = *v;
	score_report_free(&rep);
	runset_free(&rs);
	problemset_free(&ps);
	diags_free(&d);
	return r;
}

static void test_score(void)
{
	/* neighbours by id or by name, the queried node itself ignored */
	CHECK(score_one("compat", 0, "The actors of m0 are Ada Brenn and a2.", "exact") == 1);
	CHECK(score_one("strict", 0, "Answer: [a0, a2]", "exact") == 1);
	CHECK(score_one("compat", 0, "Answer: [a0]", "exact") == 0);
	CHECK(score_one("compat", 0, "Answer: [a0]", "f1") > 0.66);
	CHECK(score_one("compat", 0, "Answer: [a0, a2, a4]", "f1") < 0.81);
	CHECK(score_one("compat", 3, "a0 acted in m1.", "exact") == 1);
	CHECK(score_one("compat", 3, "Answer: directed", "exact") == 0);
	CHECK(score_one("compat", 5, "They are not related.", "exact") == 1);
	CHECK(score_one("compat", 6, "a0 has 3 acted_in relations.", "exact") == 1);
	CHECK(score_one("compat", 8, "Answer: 3", "exact") == 0);
	CHECK(score_one("compat", 9,
			"Answer: (a0, acted_in, m0), (a0, acted_in, m1), (d0, directed, m0)",
			"exact") == 1);
	CHECK(score_one("compat", 9, "Answer: (a0, acted_in, m0), (m1, acted_in, a0)", "f1") > 0.79);
	CHECK(score_one("compat", 11, "It is a Drama.", "exact") == 1);
	CHECK(score_one("compat", 11, "Answer: comedy", "exact") == 0);
	CHECK(score_one("compat", 13, "Yes, a3 probably acted in m0.", "exact") == 1);
	CHECK(score_one("compat", 14, "Yes.", "exact") == 0);
	CHECK(score_one("compat", 14, "No link.", "exact") == 1);
}

/* What the heterogeneous scorers read (score_ops.reads, the model's answer
 * on the problem screen) for imdb problem i, or "(nothing)". */
static char *reads_one(size_t i, const char *text)
{
	struct problemset ps;
	const struct score_ops *o;
	char *r;

	if (load_imdb(&ps) != EXIT_OK)
		return xstrdup("(no problems)");
	o = strict_ops_for(ps.v[i]->task->kind);
	r = o->reads ? o->reads(ps.v[i], text, strlen(text), NULL) : NULL;
	problemset_free(&ps);
	return r ? r : xstrdup("(nothing)");
}

static void test_reads(void)
{
	static const struct {
		size_t problem;
		const char *text, *reads;
	} cases[] = {
		{ 0, "The actors of m0 are Ada Brenn and a2.", "m0, a0, a2" },
		{ 0, "Answer: [a0, a2]", "a0, a2" },
		{ 3, "a0 acted in m1.", "a0, acted_in, m1" },
		{ 6, "a0 has 3 acted_in relations.", "3" },
		{ 9, "Answer: (a0, acted_in, m0), (d0, directed, m0)",
		  "a0, acted_in, m0, d0, directed, m0" },
		{ 11, "It is a Drama.", "drama" },
		{ 13, "Yes, a3 probably acted in m0.", "yes" },
		{ 14, "No link.", "no" },
		{ 11, "Hard to say.", "(nothing)" },
		{ 14, "Hard to say.", "(nothing)" },
	};

	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		char *r = reads_one(cases[k].problem, cases[k].text);
		CHECK_STR(r, cases[k].reads);
		free(r);
	}
}

/* gravel import hetero: each question is a record. Lenient: a bad one is
 * reported "; skipped" and the others are kept with their ids (the
 * position); strict: the first bad one refuses the file. */
static void test_records(void)
{
	char *src = read_file(unit_srcpath("data/hetero/mini-acm.json"), NULL);
	char *q, *text, *path;
	struct problemset ps;
	struct diags d;
	size_t skipped = 99, n0, skips = 0;
	FILE *fp;
	int fd;

	REQUIRE(src);
	q = strstr(src, "\"questions\"");
	REQUIRE(q && (q = strchr(q, '[')));
	/* two bad questions first: an unknown task, an unknown node */
	text = xasprintf("%.*s[{\"task\": \"no_such_task\"}, {\"task\": \"relation_number\", "
			 "\"node\": \"zz\"}, %s", (int)(q - src), src, q + 1);
	path = xasprintf("%s/gravel-hetero-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	fd = mkstemp(path);
	REQUIRE(fd >= 0 && (fp = fdopen(fd, "w")));
	fputs(text, fp);
	fclose(fp);

	problemset_init(&ps);
	diags_init(&d);
	REQUIRE(hetero_import(unit_srcpath("data/hetero/mini-acm.json"), &ps, &d) == EXIT_OK);
	n0 = ps.n;
	problemset_free(&ps);
	diags_free(&d);

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(hetero_import_records(path, false, &ps, &skipped, &d), EXIT_OK);
	CHECK_INT(skipped, 2);
	CHECK_INT(ps.n, n0);
	CHECK_INT(d.errors, 0);
	for (size_t i = 0; i < d.n; i++)
		skips += strstr(d.v[i].msg, "; skipped") != NULL;
	CHECK_INT(skips, 2);
	if (ps.n)	/* the first good question was third in the file */
		CHECK(strstr(ps.v[0]->id, "/hetero/2") != NULL);
	problemset_free(&ps);
	diags_free(&d);

	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(hetero_import_records(path, true, &ps, &skipped, &d), EXIT_DATAERR);
	CHECK_INT(ps.n, 0);
	CHECK_INT(d.errors, 1);
	problemset_free(&ps);
	diags_free(&d);
	/* the old all-or-nothing reader refuses it too */
	problemset_init(&ps);
	diags_init(&d);
	CHECK_INT(hetero_import(path, &ps, &d), EXIT_DATAERR);
	CHECK_INT(ps.n, 0);
	problemset_free(&ps);
	diags_free(&d);
	remove(path);
	free(path);
	free(text);
	free(src);
}

void suite_hetero(void);
void suite_hetero(void)
{
	RUN(test_import);
	RUN(test_algorithms);
	RUN(test_errors);
	RUN(test_score);
	RUN(test_reads);
	RUN(test_records);
}
