/* test-gracore-sample.c - the GraCoRe solvers against the answers in the
 * sample records of ../shared/gracore-sample ("Pure Graph/<Type>/graph_N.json"),
 * read in place, and what the scorers read in tests/data/gracore-runs.jsonl's
 * answers to them; skipped when ../shared is absent. */
#include "config.h"
#include "unit.h"
#include "test-gracore.h"
#include "gracore-solve.h"
#include "score.h"
#include "score-ops.h"
#include "util.h"
#include "workspace.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

static struct graph *record_graph(const cJSON *r)
{
	const cJSON *e;
	int n = cJSON_GetObjectItemCaseSensitive(r, "node_count")->valueint;
	struct graph *g = graph_new(n, cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(r, "is_directed")),
				    ATTR_WEIGHT);

	cJSON_ArrayForEach(e, cJSON_GetObjectItemCaseSensitive(r, "edges"))
		graph_add_edge(g, cJSON_GetObjectItemCaseSensitive(e, "source")->valueint,
			       cJSON_GetObjectItemCaseSensitive(e, "target")->valueint,
			       cJSON_GetObjectItemCaseSensitive(e, "attributes")->valueint);
	graph_finish(g);
	return g;
}

/* Integers of the first [...] list at or after s; returns the count. */
static size_t parse_list(const char *s, int *out, size_t max)
{
	size_t k = 0;

	s = s ? strchr(s, '[') : NULL;
	if (!s)
		return 0;
	for (s++; *s && *s != ']' && k < max;) {
		char *end;
		long v = strtol(s, &end, 10);
		if (end == s) {
			s++;
			continue;
		}
		out[k++] = (int)v;
		s = end;
	}
	return k;
}

static void check_special(const char *type, const cJSON *r, const struct graph *g)
{
	const cJSON *qa = cJSON_GetObjectItemCaseSensitive(
		cJSON_GetObjectItemCaseSensitive(r, "QA"), "specail_qa");
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(qa, "A");
	const char *q = cJSON_GetObjectItemCaseSensitive(qa, "Q")->valuestring;
	const char *text = cJSON_IsString(a) ? a->valuestring : "";
	int seq[64], *cyc, k;
	size_t len;
	bool yes = !strncmp(text, "Yes", 3);

	if (!strcmp(type, "Bipartite Graph")) {
		CHECK(gc_bipartite(g, NULL, &cyc, &len, NULL) == yes);
		free(cyc);
	} else if (!strcmp(type, "Eulerian Graph")) {
		int *trail = xmalloc((g->m + 1) * sizeof *trail);
		CHECK((gc_euler(g, trail, NULL) == GC_EULER_CIRCUIT) == yes);
		free(trail);
	} else if (!strcmp(type, "Tree Structure Graph")) {
		CHECK(gc_tree(g, &cyc, &len, &k, NULL) == yes);
		free(cyc);
	} else if (!strcmp(type, "Graph Coloring")) {
		int col[64];
		const char *c = strstr(text, "required:");
		REQUIRE(c);
		CHECK_INT(gc_color_greedy(g, col), atoi(c + 9));
	} else if (!strcmp(type, "TSP Graph")) {
		int64_t got;
		int tour[65];
		bool proven;
		struct gc_search_stats st;
		len = parse_list(text, seq, 64);
		CHECK(gc_tsp_check(g, seq, len, &got, NULL));
		CHECK_INT(got, atol(strstr(text, "path is ") + 8));
		CHECK(gc_tsp(g, NULL, tour, &proven, &st, NULL) <= got && proven);
	} else if (!strcmp(type, "Graph Traversal Graph")) {
		/* options "\n A. [...]" ... the answer names the right letter */
		char letter[5] = "\n A.";
		for (int opt = 0; opt < 4; opt++) {
			letter[2] = (char)('A' + opt);
			len = parse_list(strstr(q, letter), seq, 64);
			CHECK(gc_bfs_check(g, 0, seq, len, NULL) == (text[0] == letter[2]));
		}
	} else if (!strcmp(type, "Hamiltonian Graph")) {
		const cJSON *e, *hc = cJSON_GetObjectItemCaseSensitive(r, "hamiltonian_cycle");
		int c2[65];
		struct gc_search_stats st;
		len = 0;
		cJSON_ArrayForEach(e, hc)
			seq[len++] = cJSON_GetArrayItem(e, 0)->valueint;
		CHECK(gc_hamcycle_check(g, seq, len, NULL));
		CHECK_INT(gc_hamcycle(g, NULL, c2, &st, NULL), 1);
	}
}

static void test_gracore_sample(void)
{
	static const char *const types[] = { "Bipartite Graph", "Eulerian Graph", "Graph Coloring",
		"Graph Traversal Graph", "Hamiltonian Graph", "Max Flow Graph",
		"Shortest Path Graph", "TSP Graph", "Tree Structure Graph" };
	const char *shared = unit_shared();
	int records = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	for (size_t t = 0; t < sizeof types / sizeof *types; t++)
		for (int n = 8; n <= 12; n += 4) {
			char *path = xasprintf("%s/gracore-sample/Pure Graph/%s/graph_%d.json", shared,
					       types[t], n);
			char *buf = read_file(path, NULL);
			cJSON *doc = buf ? cJSON_Parse(buf) : NULL, *r;
			free(path);
			free(buf);
			if (!doc)
				continue;
			cJSON_ArrayForEach(r, doc) {
				struct graph *g = record_graph(r);
				const cJSON *sq = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(
					cJSON_GetObjectItemCaseSensitive(r, "QA"), "structure_qa"), 0);
				const cJSON *trip = cJSON_GetObjectItemCaseSensitive(
					cJSON_GetObjectItemCaseSensitive(sq, "similarity"), "A"), *e;
				struct gc_triplet *mine = gc_graph_triplets(g), *gold;
				long num, den;
				size_t k = 0;
				bool conn = !strcmp(cJSON_GetObjectItemCaseSensitive(
					cJSON_GetObjectItemCaseSensitive(sq, "is_connected"), "A")->valuestring,
					"Yes");

				gc_avg_degree(g, &num, &den);
				CHECK(fabs((double)num / (double)den -
					   cJSON_GetObjectItemCaseSensitive(r, "average_degree")->valuedouble) < 1e-9);
				CHECK((gc_components(g, NULL, NULL) == 1) == conn);
				gold = xcalloc((size_t)cJSON_GetArraySize(trip) + 1, sizeof *gold);
				cJSON_ArrayForEach(e, trip)
					gold[k++] = (struct gc_triplet){ cJSON_GetArrayItem(e, 0)->valueint,
									 cJSON_GetArrayItem(e, 1)->valueint,
									 cJSON_GetArrayItem(e, 2)->valuedouble };
				CHECK(fabs(gc_triplet_similarity(mine, g->m, gold, k, g->directed) - 1) < 1e-12);
				check_special(types[t], r, g);
				free(mine);
				free(gold);
				graph_free(g);
				records++;
			}
			cJSON_Delete(doc);
		}
	if (!records)
		SKIP("no gracore-sample records under ../shared");
}

/* What a GraCoRe scorer reads (score_ops.reads: the model's answer on the
 * problem and trace screens, which said "(no final answer found)" for every
 * GraCoRe answer): for each answer of tests/data/gracore-runs.jsonl and a
 * few that say nothing, under both policies, it reads something exactly
 * when the scorer parsed the answer, and the expected value. */
static void test_gracore_reads(void)
{
	static const struct {
		const char *problem, *run, *reads;
	} want[] = {
		{ "gracore/node_count/n8/bipartite/0", "m", "8" },
		{ "gracore/avg_degree/n8/bipartite/0", "m", "1.75" },
		{ "gracore/graph_connectivity/n8/bipartite/0", "m", "yes" },
		{ "gracore/triplet_reconstruction/n8/bipartite/0", "m",
		  "(0,6,1) (0,7,2) (1,4,2) (1,5,3) (1,6,3) (2,5,2) (3,7,2)" },
		{ "gracore/bipartite/n8/bipartite/0", "m", "no" },
		{ "gracore/bfs_order/n8/traversal/0", "m", "A: 0,2,3,7,1,4,5,6" },
		{ "gracore/bfs_order/n8/traversal/1", "m", "0,2,3,1,7,4,6,5" },
		{ "gracore/tsp/n8/tsp/0", "m", "0,1,5,4,2,6,7,3,0 (length 16)" },
		{ "gracore/tsp/n8/tsp/0", "b", "0,3,2,6,1,5,4,7,0 (length 17)" },
		{ "gracore/hamilton_cycle/n8/hamiltonian/0", "m", "3,4,0,7,2,5,6,1,3" },
		{ "gracore/euler_path/n8/eulerian/0", "m", "no" },
		{ "gracore/coloring/n8/coloring/0", "m", "3" },
		{ "gracore/node_count/n8/bipartite/0", "none", NULL },
		{ "gracore/tsp/n8/tsp/0", "none", NULL },
		{ "gracore/bfs_order/n8/traversal/1", "none", NULL },
		{ "gracore/triplet_reconstruction/n8/bipartite/0", "none", NULL },
		{ "gracore/graph_connectivity/n8/bipartite/0", "none", NULL },
		{ "gracore/hamilton_cycle/n8/hamiltonian/0", "none", NULL },
		{ "gracore/avg_degree/n8/bipartite/0", "none", NULL },
	};
	static const char *const none = "I cannot tell from what is given.";
	const char *shared = unit_shared(), *paths[2];
	char *dir;
	struct workspace ws;
	struct diags d;
	size_t checked = 0, found = 0;

	if (!shared)
		SKIP("../shared not found (set GRAVEL_SHARED)");
	dir = xasprintf("%s/gracore-sample", shared);
	paths[0] = dir;
	paths[1] = unit_srcpath("data/gracore-runs.jsonl");
	diags_init(&d);
	REQUIRE(workspace_from_paths(paths, 2, &ws, &d) == 0);
	for (size_t i = 0; i < sizeof want / sizeof *want; i++)
		if (!want[i].reads)
			runset_add(&ws.answers, want[i].problem, "none", 0, none, strlen(none));
	for (int pol = 0; pol < 2; pol++) {
		bool known;
		struct score_report rep;
		score_runs(policy_find(pol ? "compat" : "strict", &known), &ws.problems, &ws.answers,
			   &rep, &d);
		for (size_t i = 0; i < rep.n; i++) {
			const struct score_item *it = &rep.v[i];
			const struct score_ops *o;
			char *r;
			if (!it->scored || !it->p || !it->text)
				continue;
			o = (pol ? compat_ops_for : strict_ops_for)(it->p->task->kind);
			if (!o->reads)	/* GraCoRe's shortest path and flow: extraction */
				continue;
			r = o->reads(it->p, it->text, it->text_len, NULL);
			if ((r != NULL) == it->res.unparsed)
				unit_fail(__FILE__, __LINE__, "%s %s: reads \"%s\" but unparsed is %d",
					  it->run, it->problem_id, r ? r : "(nothing)", it->res.unparsed);
			for (size_t k = 0; k < sizeof want / sizeof *want; k++) {
				if (strcmp(want[k].problem, it->problem_id) || strcmp(want[k].run, it->run))
					continue;
				if (want[k].reads)
					CHECK_STR(r ? r : "(nothing)", want[k].reads);
				else
					CHECK(r == NULL);
				found++;
			}
			checked++;
			free(r);
		}
		score_report_free(&rep);
	}
	CHECK_INT(found, 2 * (sizeof want / sizeof *want));
	CHECK(checked >= 2 * 17);
	workspace_free(&ws);
	diags_free(&d);
	free(dir);
}

void suite_gracore_sample(void)
{
	RUN(test_gracore_sample);
	RUN(test_gracore_reads);
}
