/* test-gen.c - the PRNG, the graph families and their checks (planarity,
 * regularity, acyclicity, connectivity), problem generation (determinism,
 * task constraints, balance) and NLGraph's templates reproducing its
 * published questions byte for byte. */
#include "config.h"
#include "unit.h"
#include "gen.h"
#include "nlgraph.h"
#include "problem.h"
#include "solve.h"
#include "taskcfg.h"
#include "template.h"

#include <stdlib.h>

#define GRAPHS_FINGERPRINT 0xc8524d1bd335450bULL

static void test_prng_is_fixed(void)
{
	struct prng r, s;
	uint64_t x = 0;

	/* splitmix64's published first output for state 0 */
	CHECK(splitmix64(&x) == 0xe220a8397b1dcdafULL);
	prng_seed(&r, 42);
	prng_seed(&s, 42);
	for (int i = 0; i < 1000; i++)
		CHECK(prng_next(&r) == prng_next(&s));
	prng_derive(&r, 1, "a/b", 7);
	prng_derive(&s, 1, "a/b", 8);
	CHECK(prng_next(&r) != prng_next(&s));
	prng_derive(&r, 1, "a/b", 7);
	prng_derive(&s, 2, "a/b", 7);
	CHECK(prng_next(&r) != prng_next(&s));
	for (int i = 0; i < 10000; i++) {
		long v = prng_range(&r, -3, 4);
		CHECK(v >= -3 && v <= 4);
		CHECK(prng_below(&r, 7) < 7);
	}
	CHECK(!prng_chance(&r, 0));
	CHECK(prng_chance(&r, PROB_ONE));
}

static void test_prob_parse(void)
{
	prob_t p;
	char buf[16];

	CHECK_INT(prob_parse("0.3", &p), 0);
	CHECK_INT(p, 300000000);
	CHECK_INT(prob_parse("1", &p), 0);
	CHECK_INT(p, PROB_ONE);
	CHECK_INT(prob_parse("1.0", &p), 0);
	CHECK_INT(prob_parse(".25", &p), 0);
	CHECK_INT(p, 250000000);
	CHECK_INT(prob_parse("1.5", &p), -2);
	CHECK_INT(prob_parse("-0.1", &p), -2);
	CHECK_INT(prob_parse("0.1234567891", &p), -3);
	CHECK_INT(prob_parse("abc", &p), -1);
	CHECK_INT(prob_parse("3e-1", &p), -1);
	CHECK_STR(prob_format(250000000, buf, sizeof buf), "0.25");
}

static struct graph *mkgraph(int n, const int (*e)[2], size_t m)
{
	struct graph *g = graph_new(n, false, ATTR_NONE);
	for (size_t i = 0; i < m; i++)
		graph_add_edge(g, e[i][0], e[i][1], 0);
	graph_finish(g);
	return g;
}

static void test_planarity_test(void)
{
	static const int k33[][2] = { { 0, 3 }, { 0, 4 }, { 0, 5 }, { 1, 3 }, { 1, 4 },
				      { 1, 5 }, { 2, 3 }, { 2, 4 }, { 2, 5 } };
	static const int petersen[][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 4 }, { 4, 0 },
					   { 0, 5 }, { 1, 6 }, { 2, 7 }, { 3, 8 }, { 4, 9 },
					   { 5, 7 }, { 7, 9 }, { 9, 6 }, { 6, 8 }, { 8, 5 } };
	int k5[10][2], k4[6][2], n = 0, grid[2 * 5 * 4][2], gm = 0;
	struct graph *g;

	for (int i = 0; i < 5; i++)
		for (int j = i + 1; j < 5; j++) {
			k5[n][0] = i;
			k5[n][1] = j;
			n++;
		}
	g = mkgraph(5, k5, 10);
	CHECK(!gprop_planar(g));
	graph_free(g);
	g = mkgraph(5, k5, 9);	/* K5 minus an edge */
	CHECK(gprop_planar(g));
	graph_free(g);
	n = 0;
	for (int i = 0; i < 4; i++)
		for (int j = i + 1; j < 4; j++) {
			k4[n][0] = i;
			k4[n][1] = j;
			n++;
		}
	g = mkgraph(4, k4, 6);
	CHECK(gprop_planar(g));
	graph_free(g);
	g = mkgraph(6, k33, 9);
	CHECK(!gprop_planar(g));
	graph_free(g);
	g = mkgraph(6, k33, 8);
	CHECK(gprop_planar(g));
	graph_free(g);
	g = mkgraph(10, petersen, 15);
	CHECK(!gprop_planar(g));
	graph_free(g);
	for (int y = 0; y < 5; y++)
		for (int x = 0; x < 5; x++) {
			if (x + 1 < 5) {
				grid[gm][0] = y * 5 + x;
				grid[gm++][1] = y * 5 + x + 1;
			}
			if (y + 1 < 5) {
				grid[gm][0] = y * 5 + x;
				grid[gm++][1] = (y + 1) * 5 + x;
			}
		}
	g = mkgraph(25, grid, (size_t)gm);
	CHECK(gprop_planar(g));
	graph_free(g);
}

/* A K3,3 subdivision hidden in a bigger sparse graph is still found. */
static void test_planarity_subdivision(void)
{
	struct graph *g = graph_new(12, false, ATTR_NONE);
	static const int k33[][2] = { { 0, 3 }, { 0, 4 }, { 0, 5 }, { 1, 3 }, { 1, 4 },
				      { 1, 5 }, { 2, 3 }, { 2, 4 } };
	for (int i = 0; i < 8; i++)
		graph_add_edge(g, k33[i][0], k33[i][1], 0);
	graph_add_edge(g, 2, 6, 0);	/* 2-6-7-5 replaces 2-5 */
	graph_add_edge(g, 6, 7, 0);
	graph_add_edge(g, 7, 5, 0);
	graph_add_edge(g, 8, 9, 0);
	graph_add_edge(g, 9, 10, 0);
	graph_add_edge(g, 10, 11, 0);
	graph_finish(g);
	CHECK(!gprop_planar(g));
	graph_free(g);
}

static void test_families_meet_their_checks(void)
{
	static const struct {
		enum gen_family f;
		enum gen_variant v;
		bool directed;
		int degree;
	} cases[] = {
		{ FAM_GNP, VAR_ANY, false, 0 },		{ FAM_GNP, VAR_CONNECTED, false, 0 },
		{ FAM_GNP, VAR_DISCONNECTED, false, 0 },	{ FAM_GNP, VAR_CYCLIC, true, 0 },
		{ FAM_GNP, VAR_ACYCLIC, false, 0 },	{ FAM_GNP, VAR_ACYCLIC, true, 0 },
		{ FAM_GNM, VAR_CONNECTED, false, 0 },	{ FAM_GNM, VAR_CYCLIC, false, 0 },
		{ FAM_TREE, VAR_ACYCLIC, false, 0 },	{ FAM_TREE, VAR_CYCLIC, false, 0 },
		{ FAM_FOREST, VAR_ANY, false, 0 },	{ FAM_DAG, VAR_CONNECTED, true, 0 },
		{ FAM_BIPARTITE, VAR_CONNECTED, false, 0 }, { FAM_BIPARTITE, VAR_DISCONNECTED, false, 0 },
		{ FAM_PLANAR, VAR_CONNECTED, false, 0 },	{ FAM_PLANAR, VAR_DISCONNECTED, false, 0 },
		{ FAM_PLANAR, VAR_CYCLIC, true, 0 },	{ FAM_PLANAR, VAR_ACYCLIC, false, 0 },
		{ FAM_REGULAR, VAR_CONNECTED, false, 4 },	{ FAM_REGULAR, VAR_DISCONNECTED, false, 4 },
		{ FAM_REGULAR, VAR_CYCLIC, true, 3 },	{ FAM_COMPLETE, VAR_CYCLIC, false, 0 },
		{ FAM_COMPLETE, VAR_ACYCLIC, true, 0 },	{ FAM_PSEUDO, VAR_CONNECTED, false, 4 },
		{ FAM_PSEUDO, VAR_DISCONNECTED, true, 2 }, { FAM_HAMILTONIAN, VAR_CONNECTED, false, 0 },
		{ FAM_EULERIAN, VAR_CONNECTED, false, 0 }, { FAM_EULERIAN, VAR_CYCLIC, true, 0 },
		{ FAM_FLOW, VAR_ANY, true, 0 },		{ FAM_CHAIN, VAR_ANY, false, 0 },
		{ FAM_CLIQUE, VAR_ANY, false, 0 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		for (int n = 12; n <= 60; n += 24) {
			struct gen_params gp = { 0 };
			struct gen_graph_out go;
			struct prng r;
			char *err = NULL, why[160];

			gp.family = cases[i].f;
			gp.variant = cases[i].v;
			gp.directed = cases[i].directed;
			gp.n = n;
			gp.n1 = n / 3;
			gp.p = 150000000;
			gp.m = n + 3;
			gp.components = 3;
			gp.degree = cases[i].degree;
			gp.loops = 200000000;
			gp.extra = 2;
			gp.attr = ATTR_NONE;
			prng_derive(&r, 99, "families", i * 100 + (size_t)n);
			if (gen_graph(&r, &gp, &go, &err)) {
				unit_fail(__FILE__, __LINE__, "%s/%s n=%d: %s",
					  gen_family_name(gp.family), gen_variant_name(gp.variant), n, err);
				free(err);
				continue;
			}
			CHECK(gen_check(go.g, &gp, why, sizeof why));
			/* the properties, checked again directly */
			if (gp.variant == VAR_CONNECTED)
				CHECK(gprop_connected(go.g));
			if (gp.variant == VAR_DISCONNECTED)
				CHECK(!gprop_connected(go.g));
			if (gp.variant == VAR_ACYCLIC)
				CHECK(!gprop_cyclic(go.g));
			if (gp.variant == VAR_CYCLIC)
				CHECK(gprop_cyclic(go.g));
			if (gp.family == FAM_PLANAR)
				CHECK(gprop_planar(go.g));
			if (gp.family == FAM_COMPLETE && !gp.directed)
				CHECK_INT(go.g->m, (size_t)n * (size_t)(n - 1) / 2);
			if (gp.family == FAM_REGULAR && !gp.directed)
				for (int v = 0; v < n; v++)
					CHECK_INT(graph_degree(go.g, v), gp.degree);
			if (gp.family == FAM_CLIQUE)
				CHECK(!conn_bfs(go.g, go.source, go.target, NULL, NULL, NULL));
			if (gp.family == FAM_CHAIN || gp.family == FAM_FLOW)
				CHECK(conn_bfs(go.g, go.source, go.target, NULL, NULL, NULL));
			graph_free(go.g);
		}
	}
}

static const char *config_path(const char *name)
{
	static char buf[4096];
	snprintf(buf, sizeof buf, "%s/../config/tasks/%s", unit_srcpath(""), name);
	return buf;
}

/* The streams and families are fixed: these graphs must come out the same
 * on every platform and in every build (the fingerprint is FNV-1a over
 * every edge of 15 families x 3 sizes). */
static void test_graphs_fingerprint(void)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t edges = 0;

	for (int f = 0; f < FAM__COUNT; f++) {
		for (int n = 10; n <= 30; n += 10) {
			struct gen_params gp = { 0 };
			struct gen_graph_out go;
			struct prng r;
			char *err = NULL;

			gp.family = (enum gen_family)f;
			gp.variant = VAR_ANY;
			gp.directed = f == FAM_DAG || f == FAM_FLOW;
			gp.n = n;
			gp.n1 = n / 2;
			gp.p = 300000000;
			gp.m = n;
			gp.components = 2;
			gp.degree = 4;
			gp.loops = 100000000;
			gp.extra = 2;
			gp.attr = ATTR_WEIGHT;
			gp.wlo = 1;
			gp.whi = 9;
			prng_derive(&r, 2024, gen_family_name(gp.family), (uint64_t)n);
			if (gen_graph(&r, &gp, &go, &err)) {
				unit_fail(__FILE__, __LINE__, "%s: %s", gen_family_name(gp.family), err);
				free(err);
				continue;
			}
			for (size_t e = 0; e < go.g->m; e++) {
				int64_t v[3] = { go.g->eu[e], go.g->ev[e], go.g->ew[e] };
				for (int k = 0; k < 3; k++)
					for (int b = 0; b < 8; b++) {
						h ^= (uint64_t)(v[k] >> (8 * b)) & 0xff;
						h *= 0x100000001b3ULL;
					}
			}
			edges += go.g->m;
			graph_free(go.g);
		}
	}
	printf("  %s: %zu edges, fingerprint %016llx\n", unit_current, edges,
	       (unsigned long long)h);
	CHECK(h == GRAPHS_FINGERPRINT);
}

static char *to_text(const struct problem *p)
{
	cJSON *j = problem_to_json(p);
	char *s = cJSON_PrintUnformatted(j);
	cJSON_Delete(j);
	return s;
}

static void test_generation_is_deterministic(void)
{
	struct taskcfg cfg;
	struct diags d;
	const struct cfg_task *t;

	diags_init(&d);
	REQUIRE(taskcfg_load(config_path("nlgraph.yaml"), &cfg, &d) == 0);
	for (size_t ti = 0; ti < cfg.ntasks; ti++) {
		t = &cfg.tasks[ti];
		struct gen_ctx c = { &cfg, t, &t->diffs[0], SET_STANDARD, 7, true };
		struct gen_ctx c2 = { &cfg, t, &t->diffs[0], SET_STANDARD, 8, true };
		for (long i = 0; i < 6; i++) {
			char *e = NULL;
			struct problem *a = gen_problem(&c, i, &e), *b = gen_problem(&c, i, &e);
			struct problem *x = gen_problem(&c2, i, &e);
			char *ja, *jb, *jx;
			REQUIRE(a && b && x);
			ja = to_text(a);
			jb = to_text(b);
			jx = to_text(x);
			CHECK_STR(ja, jb);
			CHECK(strcmp(ja, jx) != 0);
			free(ja);
			free(jb);
			free(jx);
			problem_free(a);
			problem_free(b);
			problem_free(x);
		}
	}
	taskcfg_free(&cfg);
	diags_free(&d);
}

static bool answer_bool(const struct problem *p, const char *k)
{
	return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p->gold_answer, k));
}

/* Every NLGraph task: constraints hold on 30 problems of each difficulty. */
static void test_task_constraints(void)
{
	struct taskcfg cfg;
	struct diags d;

	diags_init(&d);
	REQUIRE(taskcfg_load(config_path("nlgraph.yaml"), &cfg, &d) == 0);
	for (size_t ti = 0; ti < cfg.ntasks; ti++) {
		const struct cfg_task *t = &cfg.tasks[ti];
		for (size_t di = 0; di < t->ndiffs; di++) {
			const struct cfg_diff *df = &t->diffs[di];
			enum cfg_set set = df->count[SET_STANDARD] >= 0 ? SET_STANDARD : SET_ATTACK;
			struct gen_ctx c = { &cfg, t, df, set, 11, false };
			for (long i = 0; i < 30; i++) {
				char *e = NULL;
				struct problem *p = gen_problem(&c, i, &e);
				if (!p) {
					unit_fail(__FILE__, __LINE__, "%s/%s/%ld: %s", t->name, df->name, i, e);
					free(e);
					break;
				}
				CHECK(p->gold_answer != NULL);
				CHECK(p->question != NULL);
				switch (p->task->kind) {
				case TASK_CONNECTIVITY:
					if (set == SET_ATTACK)
						CHECK(answer_bool(p, "connected") == !strcmp(df->name, "line"));
					else
						CHECK(answer_bool(p, "connected") == (i % 2 == 0));
					break;
				case TASK_CYCLE:
					CHECK(answer_bool(p, "has_cycle") == (i % 2 == 1));
					break;
				case TASK_TOPOLOGY: {
					const cJSON *o = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "order");
					CHECK(cJSON_GetArraySize(o) == p->graph->n);
					CHECK(!gprop_cyclic(p->graph));
					break;
				}
				case TASK_SHORTEST_PATH:
					CHECK(gprop_connected(p->graph));
					CHECK(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(
						      p->gold_answer, "path")) >= 2);
					break;
				case TASK_HAMILTON:
					CHECK(answer_bool(p, "exists"));
					break;
				case TASK_FLOW: {
					const cJSON *v = cJSON_GetObjectItemCaseSensitive(p->gold_answer, "value");
					CHECK(cJSON_IsNumber(v) && v->valuedouble > 0);
					break;
				}
				case TASK_MATCHING:
					CHECK(p->graph->bipartite);
					for (size_t e2 = 0; e2 < p->graph->m; e2++)
						CHECK(p->graph->eu[e2] < p->graph->parts[0] &&
						      p->graph->ev[e2] >= p->graph->parts[0]);
					break;
				default:
					break;
				}
				problem_free(p);
			}
		}
	}
	taskcfg_free(&cfg);
	diags_free(&d);
}

/* Rendering each imported NLGraph standard problem's question from the
 * config's template gives its main.json question byte for byte. */
static void test_nlgraph_questions_byte_identical(void)
{
	const char *shared = unit_shared();
	struct taskcfg cfg;
	struct problemset ps;
	struct diags d;
	char dir[4096];
	size_t compared = 0, bad = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	diags_init(&d);
	REQUIRE(taskcfg_load(config_path("nlgraph.yaml"), &cfg, &d) == 0);
	snprintf(dir, sizeof dir, "%s/nlgraph", shared);
	problemset_init(&ps);
	if (nlgraph_import(dir, NLG_STANDARD, &ps, &d) != 0) {
		diags_print(&d, stdout);
		unit_fail(__FILE__, __LINE__, "nlgraph_import failed");
	}
	for (size_t i = 0; i < ps.n; i++) {
		struct problem *p = ps.v[i];
		const struct cfg_task *t = NULL;
		char *q, *e = NULL;

		if (!p->question)
			continue;
		for (size_t k = 0; k < cfg.ntasks && !t; k++)
			if (cfg.tasks[k].task == p->task)
				t = &cfg.tasks[k];
		REQUIRE(t != NULL);
		q = template_render_str(t->question, p, &e);
		compared++;
		if (!q || strcmp(q, p->question)) {
			if (bad++ < 3) {
				size_t k = 0;
				while (q && q[k] && q[k] == p->question[k])
					k++;
				unit_fail(__FILE__, __LINE__, "%s: question differs at byte %zu: %s",
					  p->id, k, q ? q + k : e);
			}
		}
		free(q);
		free(e);
	}
	printf("  %s: %zu questions compared, %zu differ\n", unit_current, compared, bad);
	CHECK(compared >= 6000);
	CHECK_INT(bad, 0);
	problemset_free(&ps);
	taskcfg_free(&cfg);
	diags_free(&d);
}

void suite_gen(void);
void suite_gen(void)
{
	RUN(test_prng_is_fixed);
	RUN(test_prob_parse);
	RUN(test_planarity_test);
	RUN(test_planarity_subdivision);
	RUN(test_families_meet_their_checks);
	RUN(test_graphs_fingerprint);
	RUN(test_generation_is_deterministic);
	RUN(test_task_constraints);
	RUN(test_nlgraph_questions_byte_identical);
}
