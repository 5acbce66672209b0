/* solve-gc-tasks.c - the task registry's solvers for GraCoRe's pure-graph
 * tasks: read the query, run the algorithm, build gold.answer in the shape
 * gracore-solve.h documents, and narrate the trace. */
#include "config.h"
#include "gracore-solve.h"
#include "problem.h"
#include "trace.h"
#include "util.h"

#include <stdlib.h>

static const struct gc_limits default_limits = { .max_nodes = GC_DEFAULT_MAX_NODES,
							.max_seconds = GC_DEFAULT_MAX_SECONDS };

static cJSON *jobj(void)
{
	cJSON *o = cJSON_CreateObject();

	if (!o)
		gravel_fatal("out of memory");
	return o;
}

static void jnum(cJSON *o, const char *k, double v)
{
	if (!cJSON_AddNumberToObject(o, k, v))
		gravel_fatal("out of memory");
}

static void jbool(cJSON *o, const char *k, bool v)
{
	if (!cJSON_AddBoolToObject(o, k, v))
		gravel_fatal("out of memory");
}

static void jstr(cJSON *o, const char *k, const char *v)
{
	if (!cJSON_AddStringToObject(o, k, v))
		gravel_fatal("out of memory");
}

static void jarr(cJSON *o, const char *k, const int *v, size_t n)
{
	cJSON_AddItemToObject(o, k, json_int_array(v, n));
}

static size_t slots(const struct graph *g, size_t extra)
{
	return (g->n > 0 ? (size_t)g->n : 0) + extra;
}

int gc_solve_node_count(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;

	trace_set_algorithm(tr, "Count nodes", TRACE_QUEUE);
	for (int v = 0; v < g->n; v++)
		trace_emit(tr, TR_DISCOVER, v, -1, -1, v + 1, 0, NULL, 0, NULL, 0,
			   "node %d: %d so far", v, v + 1);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, g->n, 0, NULL, 0, NULL, 0, "%d nodes", g->n);
	*answer = jobj();
	jnum(*answer, "nodes", g->n);
	(void)err;
	return 0;
}

int gc_solve_avg_degree(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	long num, den, sum = 0;

	trace_set_algorithm(tr, "Degree sum", TRACE_QUEUE);
	trace_set_value_name(tr, "degree");
	for (int v = 0; v < g->n; v++) {
		long d = (long)graph_degree(g, v) + (g->directed ? (long)graph_in_degree(g, v) : 0);
		/* an undirected self-loop is listed once in the CSR but adds 2 */
		for (size_t i = g->off[v]; !g->directed && i < g->off[v + 1]; i++)
			d += g->nbr[i] == v;
		sum += d;
		trace_node(tr, TR_ASSIGN, v, d, "degree of %d is %ld (sum %ld)", v, d, sum);
	}
	gc_avg_degree(g, &num, &den);
	trace_emit(tr, TR_ANSWER, -1, -1, -1, num, den, NULL, 0, NULL, 0,
		   "degree sum %ld = 2 x %zu edges over %d nodes: %ld/%ld = %g", sum, g->m, g->n,
		   num, den, (double)num / (double)den);
	*answer = jobj();
	jnum(*answer, "value", (double)num / (double)den);
	jnum(*answer, "num", (double)num);
	jnum(*answer, "den", (double)den);
	if (g->directed)
		jnum(*answer, "out", g->n ? (double)g->m / g->n : 0.0);
	(void)err;
	return 0;
}

int gc_solve_connectivity(const struct problem *p, cJSON **answer, struct trace *tr,
			  char **err)
{
	int k = gc_components(p->graph, NULL, tr);

	*answer = jobj();
	jbool(*answer, "connected", k <= 1);
	jnum(*answer, "components", k);
	(void)err;
	return 0;
}

int gc_solve_triplets(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	cJSON *list = cJSON_CreateArray();

	if (!list)
		gravel_fatal("out of memory");
	trace_set_algorithm(tr, "List edges", TRACE_QUEUE);
	for (size_t e = 0; e < g->m; e++) {
		int64_t w = g->ew ? g->ew[e] : 1;
		cJSON *t = cJSON_CreateArray();
		if (!t)
			gravel_fatal("out of memory");
		cJSON_AddItemToArray(t, cJSON_CreateNumber(g->eu[e]));
		cJSON_AddItemToArray(t, cJSON_CreateNumber(g->ev[e]));
		cJSON_AddItemToArray(t, cJSON_CreateNumber((double)w));
		cJSON_AddItemToArray(list, t);
		trace_edge(tr, TR_EXAMINE, g->eu[e], g->ev[e], (long)e, w, "triplet (%d, %d, %lld)",
			   g->eu[e], g->ev[e], (long long)w);
	}
	trace_emit(tr, TR_ANSWER, -1, -1, -1, (int64_t)g->m, 0, NULL, 0, NULL, 0,
		   "%zu triplets", g->m);
	*answer = jobj();
	cJSON_AddItemToObject(*answer, "triplets", list);
	(void)err;
	return 0;
}

int gc_solve_tree(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	int *cycle, k;
	size_t len;
	bool tree = gc_tree(p->graph, &cycle, &len, &k, tr);

	*answer = jobj();
	jbool(*answer, "tree", tree);
	if (!tree && cycle) {
		jstr(*answer, "reason", "cycle");
		jarr(*answer, "cycle", cycle, len);
	} else if (!tree && p->graph->n == 0) {
		jstr(*answer, "reason", "empty");
	} else if (!tree) {
		jstr(*answer, "reason", "disconnected");
		jnum(*answer, "components", k);
	}
	free(cycle);
	(void)err;
	return 0;
}

int gc_solve_bipartite(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *side = xmalloc(slots(g, 1) * sizeof *side), *cycle, *part[2];
	size_t len, np[2] = { 0, 0 };
	bool bip = gc_bipartite(g, side, &cycle, &len, tr);

	*answer = jobj();
	jbool(*answer, "bipartite", bip);
	if (bip) {
		cJSON *sides = cJSON_CreateArray();
		if (!sides)
			gravel_fatal("out of memory");
		part[0] = xmalloc(slots(g, 1) * sizeof **part);
		part[1] = xmalloc(slots(g, 1) * sizeof **part);
		for (int v = 0; v < g->n; v++)
			part[side[v]][np[side[v]]++] = v;
		cJSON_AddItemToArray(sides, json_int_array(part[0], np[0]));
		cJSON_AddItemToArray(sides, json_int_array(part[1], np[1]));
		cJSON_AddItemToObject(*answer, "sides", sides);
		free(part[0]);
		free(part[1]);
	} else {
		jarr(*answer, "odd_cycle", cycle, len);
	}
	free(side);
	free(cycle);
	(void)err;
	return 0;
}

int gc_solve_bfs(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int s = 0, *order, k;

	if (cJSON_GetObjectItemCaseSensitive(p->query, "start")) {
		if (solve_query_node(p, "start", &s, err) != 0)
			return -1;
	} else if (g->n == 0) {
		*err = solve_err("the graph has no nodes to start from");
		return -1;
	}
	order = xmalloc(slots(g, 1) * sizeof *order);
	k = gc_bfs(g, s, order, tr);
	*answer = jobj();
	jarr(*answer, "order", order, (size_t)k);
	free(order);
	return 0;
}

int gc_solve_euler(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *trail = xmalloc((g->m + 1) * sizeof *trail);
	enum gc_euler kind = gc_euler(g, trail, tr);

	*answer = jobj();
	jbool(*answer, "circuit", kind == GC_EULER_CIRCUIT);
	jbool(*answer, "path", kind != GC_EULER_NONE);
	if (kind != GC_EULER_NONE)
		jarr(*answer, "trail", trail, g->m ? g->m + 1 : 0);
	/* Nodes without an edge: the trail ignores them, but networkx's
	 * is_eulerian (GraCoRe's golds) asks the whole graph to be connected
	 * and says no when there is one. */
	if (kind != GC_EULER_NONE) {
		int *iso = xmalloc(slots(g, 1) * sizeof *iso), k = 0;
		unsigned char *has = xcalloc(slots(g, 1), 1);
		for (size_t e = 0; e < g->m; e++)
			has[g->eu[e]] = has[g->ev[e]] = 1;
		for (int v = 0; v < g->n; v++)
			if (!has[v])
				iso[k++] = v;
		if (k)
			jarr(*answer, "isolated", iso, (size_t)k);
		free(iso);
		free(has);
	}
	free(trail);
	(void)err;
	return 0;
}

int gc_solve_hamcycle(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *cycle = xmalloc(slots(g, 1) * sizeof *cycle);
	struct gc_search_stats st;
	int r = gc_hamcycle(g, &default_limits, cycle, &st, tr);

	*answer = jobj();
	jbool(*answer, "has_cycle", r > 0);
	if (r > 0)
		jarr(*answer, "cycle", cycle, slots(g, 1));
	jbool(*answer, "proven", r >= 0);
	free(cycle);
	(void)err;
	return 0;
}

int gc_solve_tsp(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *tour = xmalloc(slots(g, 1) * sizeof *tour), *nn = xmalloc(slots(g, 1) * sizeof *nn);
	struct gc_search_stats st;
	bool proven;
	int64_t len, nnlen;

	if (g->n > GC_TSP_MAX) {
		*err = solve_err("%d cities: the exact solver takes at most %d", g->n, GC_TSP_MAX);
		free(tour);
		free(nn);
		return -1;
	}
	len = gc_tsp(g, &default_limits, tour, &proven, &st, tr);
	if (len == GC_TSP_INF) {
		*err = solve_err(proven ? "no tour visits every node"
					: "no tour found within the search limits");
		free(tour);
		free(nn);
		return -1;
	}
	nnlen = gc_tsp_nearest(g, nn);
	*answer = jobj();
	jarr(*answer, "tour", tour, slots(g, 1));
	jnum(*answer, "length", (double)len);
	jbool(*answer, "proven", proven);
	if (nnlen != GC_TSP_INF) {
		jarr(*answer, "nn_tour", nn, slots(g, 1));
		jnum(*answer, "nn_length", (double)nnlen);
	}
	free(tour);
	free(nn);
	return 0;
}

int gc_solve_coloring(const struct problem *p, cJSON **answer, struct trace *tr, char **err)
{
	const struct graph *g = p->graph;
	int *color = xmalloc(slots(g, 1) * sizeof *color), *greedy = xmalloc(slots(g, 1) * sizeof *greedy);
	struct gc_search_stats st;
	bool proven;
	int k = gc_chromatic(g, &default_limits, color, &proven, &st, tr), gk;

	if (k < 0) {
		*err = solve_err("a node has a self-loop: no proper colouring exists");
		free(color);
		free(greedy);
		return -1;
	}
	gk = gc_color_greedy(g, greedy);
	*answer = jobj();
	jnum(*answer, "colors", k);
	jarr(*answer, "coloring", color, slots(g, 0));
	jbool(*answer, "proven", proven);
	jnum(*answer, "greedy_colors", gk);
	free(color);
	free(greedy);
	return 0;
}
