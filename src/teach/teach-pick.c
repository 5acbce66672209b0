/* teach-pick.c - the lesson table and the lesson's graph (teach.h): by
 * default `gravel teach` picks, among the seed's graphs, one where the
 * idea being taught happens (an improving relaxation, a reverse edge in an
 * augmenting path, a backtrack...), and says which property it asked for;
 * --plain takes the seed's first graph. Generated lessons have their own
 * ids (teach/...), never a benchmark's. */
#include "config.h"
#include "teach.h"
#include "gen.h"
#include "problem.h"
#include "solve.h"
#include "taskcfg.h"

#include <stdlib.h>
#include <string.h>

const struct teach_lesson teach_lessons[] = {
	{ "connectivity", "BFS", "the next node dequeued, a path or none",
	  "endpoints that share no edge" },
	{ "cycle", "DFS with parent",
	  "the next node, does an edge close a cycle, is there one, give one", NULL },
	{ "topology", "Kahn's algorithm", "predecessors left, a topological order",
	  "a choice between ready nodes" },
	{ "shortest_path", "Dijkstra", "the next node taken, dist[v], the path",
	  "at least one improving relaxation" },
	{ "flow", "Dinic", "the next augmenting path, its bottleneck, the flow",
	  "two augmenting paths or more, one using a reverse edge" },
	{ "matching", "augmenting paths",
	  "can an applicant be matched, a maximum matching's size and pairs",
	  "an augmenting path longer than one edge" },
	{ "hamilton", "backtracking", "the node extending the path, a Hamilton path",
	  "at least one backtrack" },
	{ "gnn", "message passing", "a node's embedding after layer 1",
	  "varied vectors: distinct inputs, no zero sum" },
	/* GraCoRe's pure tasks (teach-gracore.c) */
	{ "bfs_order", "BFS", "the next node dequeued, a BFS order",
	  "a node with two unvisited neighbours or more (a tie)" },
	{ "bipartite", "BFS two-colouring", "is it bipartite, a node's side, an odd cycle",
	  "an odd cycle (not bipartite)" },
	{ "euler_path", "Hierholzer", "is there a circuit, where a detour starts, the circuit",
	  "a walk that gets stuck and needs a detour spliced in" },
	{ "tsp", "branch and bound", "the shortest tour's length, a shortest tour",
	  "a branch pruned by the bound" },
	{ "coloring", "DSATUR branch and bound",
	  "the colours needed, a smallest free colour, a colouring",
	  "greedy needing more colours than the optimum, or a colour clash" },
};
const size_t teach_nlessons = sizeof teach_lessons / sizeof teach_lessons[0];

const struct teach_lesson *teach_lesson_find(const char *task)
{
	for (size_t i = 0; i < teach_nlessons; i++)
		if (task && !strcmp(teach_lessons[i].task, task))
			return &teach_lessons[i];
	return NULL;
}

static bool has_kind(const struct trace *tr, enum trace_kind k)
{
	for (size_t i = 0; i < trace_count(tr); i++)
		if (tr->ev[i].kind == k)
			return true;
	return false;
}

/* a dequeue while two nodes or more are ready */
static bool has_choice(struct trace *tr)
{
	struct trace_state st;
	bool yes = false;

	trace_state_init(&st, tr);
	for (size_t i = 0; i < trace_count(tr) && !yes; i++) {
		yes = tr->ev[i].kind == TR_DEQUEUE && st.nfrontier >= 2;
		trace_state_apply(tr, &st, i);
	}
	trace_state_free(&st);
	return yes;
}

static bool flow_shows(const struct trace *tr)
{
	size_t paths = 0;
	bool reverse = false;

	for (size_t i = 0; i < trace_count(tr); i++) {
		size_t nv;
		const int64_t *sv;
		if (tr->ev[i].kind != TR_FLOW_PATH)
			continue;
		paths++;
		sv = trace_vec(tr, i, &nv);
		for (size_t k = 0; k < nv; k++)
			reverse |= sv[k] < 0;
	}
	return paths >= 2 && reverse;
}

static bool gnn_shows(const struct problem *p, const struct trace *tr)
{
	const struct graph *g = p->graph;
	size_t dim = (size_t)g->feat_dim, distinct = 0;

	for (int v = 0; v < g->n; v++) {	/* distinct inputs */
		bool seen = false;
		for (int w = 0; w < v && !seen; w++)
			seen = !memcmp(g->features + (size_t)v * dim, g->features + (size_t)w * dim,
				       dim * sizeof *g->features);
		distinct += !seen;
	}
	if (distinct * 2 < (size_t)g->n || g->m + 1 < (size_t)g->n)
		return false;
	for (size_t i = 0; i < trace_count(tr); i++) {	/* no zero sum at layer 1 */
		size_t nv;
		const int64_t *vec;
		bool zero = true;
		if (tr->ev[i].kind != TR_AGGREGATE || tr->ev[i].val != 1)
			continue;
		vec = trace_vec(tr, i, &nv);
		for (size_t k = 0; k < nv; k++)
			zero &= vec[k] == 0;
		if (zero)
			return false;
	}
	return true;
}

bool teach_shows(const struct teach_lesson *l, const struct problem *p, struct trace *tr)
{
	long s, t;

	if (!l || !l->shows)
		return true;
	switch (p->task->kind) {
	case TASK_CONNECTIVITY:
		return problem_query_int(p, "source", &s) && problem_query_int(p, "target", &t) &&
		       !graph_has_edge(p->graph, (int)s, (int)t) &&
		       !graph_has_edge(p->graph, (int)t, (int)s);
	case TASK_TOPOLOGY:
		return has_choice(tr);
	case TASK_SHORTEST_PATH:
		for (size_t i = 0; i < trace_count(tr); i++)
			if (tr->ev[i].kind == TR_RELAX && tr->ev[i].val2 != TRACE_INF)
				return true;
		return false;
	case TASK_FLOW:
		return flow_shows(tr);
	case TASK_MATCHING:
		for (size_t i = 0; i < trace_count(tr); i++)
			if (tr->ev[i].kind == TR_PATH && tr->ev[i].list_len > 2)
				return true;
		return false;
	case TASK_HAMILTON:
		return has_kind(tr, TR_BACKTRACK);
	case TASK_GNN:
		return gnn_shows(p, tr);
	default:
		return teach_gc_shows(p, tr);
	}
}

const char *teach_picked_for(const struct problem *p)
{
	const cJSON *l = p && p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "lesson")
				       : NULL;

	return cJSON_IsString(l) ? l->valuestring : NULL;
}

const char *teach_wanted(const struct problem *p)
{
	const cJSON *w = p && p->extra ? cJSON_GetObjectItemCaseSensitive(p->extra, "wanted")
				       : NULL;

	return cJSON_IsString(w) ? w->valuestring : NULL;
}

/* config/tasks/nlgraph.yaml and gracore.yaml, embedded (demo.c) */
extern const char gravel_task_nlgraph[];
extern const size_t gravel_task_nlgraph_len;
extern const char gravel_task_gracore[];
extern const size_t gravel_task_gracore_len;

/* The built-in config that defines task: NLGraph's, else GraCoRe's. */
static int lesson_config(const char *task, struct taskcfg *cfg)
{
	struct diags d;
	int r;

	diags_init(&d);
	r = taskcfg_parse("<built-in nlgraph.yaml>", gravel_task_nlgraph, gravel_task_nlgraph_len,
			  cfg, &d);
	diags_free(&d);
	if (r != 0 || taskcfg_find_task(cfg, task))
		return r;
	taskcfg_free(cfg);
	diags_init(&d);
	r = taskcfg_parse("<built-in gracore.yaml>", gravel_task_gracore, gravel_task_gracore_len,
			  cfg, &d);
	diags_free(&d);
	return r;
}

static bool lesson_happens(const struct teach_lesson *l, const struct problem *p)
{
	struct trace *tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	cJSON *ans = NULL;
	char *err = NULL;
	bool yes = false;

	if (solve_problem(p, &ans, tr, &err) == 0)
		yes = teach_shows(l, p, tr);
	free(err);
	cJSON_Delete(ans);
	trace_free(tr);
	return yes;
}

static void lesson_id(struct problem *p, const char *task, int n, uint64_t seed, bool plain)
{
	free(p->id);
	p->id = xasprintf("teach/%s/%d-nodes/seed-%llu%s", task, n, (unsigned long long)seed,
			  plain ? "/plain" : "");
	free(p->benchmark);
	p->benchmark = xstrdup("teach");
	free(p->set);
	p->set = xstrdup(plain ? "plain" : "picked");
}

struct problem *teach_make_problem(const char *task, int n, uint64_t seed, bool plain,
				   char **err)
{
	struct taskcfg cfg;
	const struct cfg_task *ct;
	const struct teach_lesson *l = teach_lesson_find(task);
	struct cfg_diff df;
	struct problem *p = NULL;

	if (lesson_config(task ? task : "", &cfg) != 0) {
		*err = xstrdup("the built-in task config does not load");
		taskcfg_free(&cfg);
		return NULL;
	}
	ct = taskcfg_find_task(&cfg, task);
	if (!l || !ct || !teach_task_taught(ct->task) || !ct->ndiffs) {
		struct strbuf sb;
		sb_init(&sb);
		for (size_t i = 0; i < teach_nlessons; i++)
			sb_printf(&sb, "%s%s", i ? ", " : "", teach_lessons[i].task);
		*err = xasprintf("cannot teach task '%s' (%s)", task, sb.data);
		sb_free(&sb);
		taskcfg_free(&cfg);
		return NULL;
	}
	if (n < TEACH_MIN_NODES || n > TEACH_MAX_NODES) {
		*err = xasprintf("a lesson wants %d to %d nodes, not %d", TEACH_MIN_NODES,
				 TEACH_MAX_NODES, n);
		taskcfg_free(&cfg);
		return NULL;
	}
	/* the task's first (easiest) difficulty, at exactly n nodes */
	cfg_diff_copy(&df, &ct->diffs[0]);
	df.nodes.lo = df.nodes.hi = n;
	df.per_size = 0;
	if (df.path_length.given && df.path_length.hi > n) {
		df.path_length.hi = n;
		if (df.path_length.lo > n)
			df.path_length.lo = n;
	}
	/* yes/no tasks balance their answers by index: let the seed pick a
	 * graph with a cycle (or a Hamilton path) or without */
	{
		bool odd = ct->task->kind == TASK_CYCLE || ct->task->kind == TASK_HAMILTON;
		/* GraCoRe's bipartite graphs are all bipartite: the lesson
		 * wants one that is not, so it draws from G(n, p) */
		if (ct->task->kind == TASK_BIPARTITE && !plain)
			df.family = FAM_GNP;
		long index = odd ? (long)(seed % 2) : 0;
		int tries = plain || !l->shows ? 1 : TEACH_PICK_TRIES;
		bool found = false;
		for (int k = 0; k < tries && !found; k++) {
			/* try 0 is the plain graph; then seeds derived from it */
			struct gen_ctx c = { &cfg, ct, &df, SET_STANDARD,
					     seed + (uint64_t)k * 1000003u, false };
			struct problem *q = gen_problem(&c, index, err);
			if (!q)
				break;
			found = tries == 1 || lesson_happens(l, q);
			if (found || !p) {	/* else keep the first, if none shows it */
				problem_free(p);
				p = q;
			} else {
				problem_free(q);
			}
		}
		if (p && !plain && l->shows) {
			cJSON_Delete(p->extra);
			p->extra = cJSON_CreateObject();
			if (found) {
				cJSON_AddStringToObject(p->extra, "lesson", l->shows);
			} else {
				cJSON_AddNullToObject(p->extra, "lesson");
				cJSON_AddStringToObject(p->extra, "wanted", l->shows);
			}
		}
	}
	if (p) {
		free(*err);
		*err = NULL;
		lesson_id(p, task, n, seed, plain);
	}
	cfg_diff_free(&df);
	taskcfg_free(&cfg);
	return p;
}
