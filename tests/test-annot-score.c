/* test-annot-score.c - answer overrides: their shape, the canonical text,
 * re-scoring under both policies, and gravel score --with-annotations'
 * substitution (suite "annot", with test-annot.c). */
#include "config.h"
#include "unit.h"
#include "test-annot.h"
#include "annot.h"
#include "problem.h"
#include "runs.h"
#include "score.h"
#include "source.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static bool load_demo(struct problemset *ps)
{
	struct diags d;
	int rc;

	problemset_init(ps);
	diags_init(&d);
	rc = problems_load_demo(ps, &d);
	diags_free(&d);
	return rc == 0 && ps->n > 0;
}

static const struct policy *pol(const char *name)
{
	bool known;
	return policy_find(name, &known);
}

static double metric(const struct score_result *r, const char *name)
{
	const double *v = metrics_get(&r->metrics, name);
	return v ? *v : -1;
}

/* The gold answer of every demo problem, as an override, is right under
 * strict, and under compat too (but where NLGraph's cycle script can never
 * score: the middle item of an even set). */
static void test_gold_overrides_are_right(void)
{
	struct problemset ps;
	size_t checked = 0;

	REQUIRE(load_demo(&ps));
	for (size_t i = 0; i < ps.n; i++) {
		const struct problem *p = ps.v[i];
		struct score_result r;
		char *err = NULL;
		bool right = false;

		if (!p->gold_answer)
			continue;
		if (annot_override_check(p, p->gold_answer, &err) != 0) {
			unit_fail(__FILE__, __LINE__, "%s: %s", p->id, err);
			free(err);
			continue;
		}
		CHECK_INT(annot_rescore(pol("strict"), &ps, p, p->gold_answer, &r, &right, &err), 0);
		if (!right)
			unit_fail(__FILE__, __LINE__, "%s: gold override not right under strict", p->id);
		CHECK(!r.unparsed);
		CHECK_INT(annot_rescore(pol("compat"), &ps, p, p->gold_answer, &r, &right, &err), 0);
		if (!right && strcmp(p->id, "demo/cycle/easy/standard/1"))
			unit_fail(__FILE__, __LINE__, "%s: gold override not right under compat", p->id);
		checked++;
	}
	CHECK(checked >= 16);
	problemset_free(&ps);
}

static void test_wrong_overrides(void)
{
	struct problemset ps;
	const struct problem *flow, *sp;
	struct score_result r;
	cJSON *v;
	bool right = true;
	char *err = NULL, *text;
	size_t len;

	REQUIRE(load_demo(&ps));
	flow = problemset_find(&ps, "demo/flow/easy/standard/0");
	sp = problemset_find(&ps, "demo/shortest_path/easy/standard/0");
	REQUIRE(flow && sp);
	v = cJSON_Parse("{\"value\": 7}");
	CHECK_INT(annot_rescore(pol("strict"), &ps, flow, v, &r, &right, &err), 0);
	CHECK(!right);
	CHECK(metric(&r, "pc") == 7.0 / 8.0);
	CHECK_INT(annot_rescore(pol("compat"), &ps, flow, v, &r, &right, &err), 0);
	CHECK(!right && metric(&r, "res1") == 1 && metric(&r, "res2") == 0);
	text = annot_override_text(flow, v, &len, &err);
	CHECK_STR(text, "The maximum flow from node 0 to node 4 is 7.");
	CHECK(text && len == strlen(text));
	free(text);
	cJSON_Delete(v);

	/* a valid path that is not the shortest */
	v = cJSON_Parse("{\"path\": [0,2,4,3,5]}");
	text = annot_override_text(sp, v, NULL, &err);
	CHECK_STR(text, "The shortest path from node 0 to node 5 is 0,2,4,3,5 with a total weight of 10.");
	free(text);
	CHECK_INT(annot_rescore(pol("strict"), &ps, sp, v, &r, &right, &err), 0);
	CHECK(!right && metric(&r, "exact") == 0);
	CHECK_INT(annot_rescore(pol("compat"), &ps, sp, v, &r, &right, &err), 0);
	CHECK(!right && metric(&r, "res1") == 0);
	cJSON_Delete(v);
	/* the optimum path with the stated total the annotator gives */
	v = cJSON_Parse("{\"path\": [0,1,2,4,3,5], \"length\": 9}");
	CHECK_INT(annot_rescore(pol("strict"), &ps, sp, v, &r, &right, &err), 0);
	CHECK(right);
	CHECK_INT(annot_rescore(pol("compat"), &ps, sp, v, &r, &right, &err), 0);
	CHECK(right && metric(&r, "res2") == 1);
	cJSON_Delete(v);
	problemset_free(&ps);
}

static void test_bad_overrides(void)
{
	static const struct {
		const char *id, *json, *why;
	} cases[] = {
		{ "demo/shortest_path/easy/standard/0", "{\"path\": [0, 99]}", "not a node" },
		{ "demo/shortest_path/easy/standard/0", "{\"route\": [0, 5]}", "not an answer key" },
		/* a key is one word of the task's list, never two of them or none */
		{ "demo/shortest_path/easy/standard/0", "{\"path length\": [0, 5]}", "not an answer key" },
		{ "demo/shortest_path/easy/standard/0", "{\"\": [0, 5]}", "not an answer key" },
		{ "demo/shortest_path/easy/standard/0", "{\"ath\": [0, 5]}", "not an answer key" },
		{ "demo/shortest_path/easy/standard/0", "[0, 5]", "object" },
		{ "demo/shortest_path/easy/standard/0", "{}", "object" },
		{ "demo/flow/easy/standard/0", "{\"value\": -1}", "whole number" },
		{ "demo/flow/easy/standard/0", "{\"value\": 2.5}", "whole number" },
		{ "demo/connectivity/easy/standard/0", "{\"connected\": \"yes\"}", "true or false" },
		{ "demo/matching/easy/standard/0", "{\"pairs\": [[0, 3]]}", "not [applicant" },
		{ "demo/matching/easy/standard/0", "{\"pairs\": [[0, 1]], \"size\": 2}", "size" },
		{ "demo/gnn/easy/standard/0", "{\"embeddings\": [[1, 1]]}", "one vector per node" },
		{ "demo/topology/easy/standard/0", "{\"order\": \"4,0,1\"}", "array" },
	};
	struct problemset ps;

	REQUIRE(load_demo(&ps));
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const struct problem *p = problemset_find(&ps, cases[i].id);
		cJSON *v = cJSON_Parse(cases[i].json);
		char *err = NULL;
		REQUIRE(p && v);
		if (annot_override_check(p, v, &err) == 0)
			unit_fail(__FILE__, __LINE__, "%s accepted for %s", cases[i].json, cases[i].id);
		else if (!err || !strstr(err, cases[i].why))
			unit_fail(__FILE__, __LINE__, "%s: \"%s\" does not say %s", cases[i].json,
				  err ? err : "", cases[i].why);
		free(err);
		cJSON_Delete(v);
	}
	problemset_free(&ps);
}

static void test_canonical_texts(void)
{
	struct problemset ps;
	const struct problem *m, *c, *h;
	cJSON *v;
	char *t, *err = NULL;

	REQUIRE(load_demo(&ps));
	m = problemset_find(&ps, "demo/matching/easy/standard/0");
	c = problemset_find(&ps, "demo/connectivity/easy/standard/1");
	h = problemset_find(&ps, "demo/hamilton/easy/standard/0");
	REQUIRE(m && c && h);
	v = cJSON_Parse("{\"pairs\": [[0,1],[2,2]]}");
	t = annot_override_text(m, v, NULL, &err);
	CHECK_STR(t, "We can make the following assignments:\napplicant 0: job 1\napplicant 2: job 2\n"
		     "This way, 2 applicants can find the job they are interested in.");
	free(t);
	cJSON_Delete(v);
	v = cJSON_Parse("{\"connected\": false}");
	t = annot_override_text(c, v, NULL, &err);
	CHECK_STR(t, "The answer is no.");
	free(t);
	cJSON_Delete(v);
	v = cJSON_Parse("{\"path\": []}");	/* "there is no such path" */
	t = annot_override_text(h, v, NULL, &err);
	CHECK(t && strstr(t, "No, there is no path"));
	free(t);
	cJSON_Delete(v);
	problemset_free(&ps);
}

/* gravel score --with-annotations: overridden samples are scored by their
 * override; a misfit override is reported and left out. */
static void test_score_subst(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_opts o = { .author = "t" };
	struct annot_store *st = NULL;
	struct annot_subst sub;
	struct score_subst ss = { annot_subst_text, &sub };
	struct problemset ps;
	struct runset rs;
	struct score_report rep;
	struct diags d;
	cJSON *good = cJSON_Parse("{\"value\": 8}"), *bad = cJSON_Parse("{\"value\": 1}");
	static const char wrong[] = "The maximum flow from node 0 to node 4 is 3.";
	static const char yes[] = "The answer is yes.";

	REQUIRE(dir && load_demo(&ps));
	path = xasprintf("%s/a.json", dir);
	diags_init(&d);
	REQUIRE(annot_open(path, &o, &st, &d) == 0);
	runset_init(&rs);
	runset_add(&rs, "demo/flow/easy/standard/0", "r", 0, wrong, strlen(wrong));
	runset_add(&rs, "demo/connectivity/easy/standard/0", "r", 0, yes, strlen(yes));
	CHECK_INT(annot_set_override(st, &(struct annot_key){ "r", "demo/flow/easy/standard/0", 0 },
				     good, NULL), ANNOT_OK);
	CHECK_INT(annot_set_override(st, &(struct annot_key){ "r", "demo/connectivity/easy/standard/0",
							      0 }, bad, NULL), ANNOT_OK);

	score_runs(pol("strict"), &ps, &rs, &rep, &d);
	REQUIRE(rep.n == 2);
	CHECK(!rep.v[0].correct && !rep.v[0].overridden);
	score_report_free(&rep);

	sub = (struct annot_subst){ st, &d, 0, 0 };
	score_runs_subst(pol("strict"), NULL, &ps, &rs, &ss, &rep, &d);
	REQUIRE(rep.n == 2);
	CHECK(rep.v[0].correct && rep.v[0].overridden);
	CHECK(rep.v[0].res.nflags >= 1 && !strcmp(rep.v[0].res.flags[0].name, "override"));
	CHECK(rep.v[1].correct && !rep.v[1].overridden);	/* its own text, still right */
	CHECK_INT(sub.used, 1);
	CHECK_INT(sub.bad, 1);
	CHECK(d.n == 1 && strstr(d.v[0].msg, "not applied"));
	score_report_free(&rep);

	diags_free(&d);
	runset_free(&rs);
	annot_close(st);
	cJSON_Delete(good);
	cJSON_Delete(bad);
	problemset_free(&ps);
	free(path);
	annot_test_rmdir(dir);
}

/* Overrides that fit the graph but not the question get warnings. */
static void test_override_warnings(void)
{
	static const struct {
		const char *id, *json, *warning;	/* NULL: none */
	} cases[] = {
		{ "demo/shortest_path/easy/standard/0", "{\"path\": [5, 1, 0]}", "the question asks 0 -> 5" },
		{ "demo/shortest_path/easy/standard/0", "{\"path\": [0, 1, 1, 5]}", "visits a node twice" },
		{ "demo/shortest_path/easy/standard/0", "{\"path\": [0, 1, 2, 4, 3, 5]}", NULL },
		{ "demo/topology/easy/standard/0", "{\"order\": [0, 1]}", "the order lists 2 nodes" },
		{ "demo/flow/easy/standard/0", "{\"value\": 3}", NULL },
	};
	struct problemset ps;

	REQUIRE(load_demo(&ps));
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const struct problem *p = problemset_find(&ps, cases[i].id);
		cJSON *v = cJSON_Parse(cases[i].json);
		struct strbuf w;
		size_t n;
		REQUIRE(p && v);
		sb_init(&w);
		n = annot_override_warnings(p, v, &w);
		if (!cases[i].warning && n)
			unit_fail(__FILE__, __LINE__, "%s: unexpected warning %s", cases[i].json, w.data);
		else if (cases[i].warning && (!n || !strstr(w.data, cases[i].warning)))
			unit_fail(__FILE__, __LINE__, "%s: \"%s\" does not say %s", cases[i].json,
				  w.len ? w.data : "", cases[i].warning);
		sb_free(&w);
		cJSON_Delete(v);
	}
	problemset_free(&ps);
}

void annot_score_tests(void)
{
	RUN(test_override_warnings);
	RUN(test_gold_overrides_are_right);
	RUN(test_wrong_overrides);
	RUN(test_bad_overrides);
	RUN(test_canonical_texts);
	RUN(test_score_subst);
}
