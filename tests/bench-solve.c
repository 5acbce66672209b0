/* bench-solve.c - timings of the reference solvers (make bench only).
 *
 *   tests/bench-solve [NLGRAPH_DIR]
 *
 * 1. every NLGraph standard and full problem: import + solve, and solve
 *    alone, best of 5 (skipped when NLGRAPH_DIR, default
 *    $GRAVEL_SHARED/nlgraph, is absent);
 * 2. maximum flow and Dijkstra on seeded random graphs of 100,000 nodes and
 *    1,000,000 edges, best of 3, with and without a trace;
 * 3. scaling: every polynomial solver on seeded random graphs of 10^4, 10^5
 *    and 10^6 nodes with m = 3n edges (matching: n applicants, n jobs), with
 *    the log-log slope between the last two sizes (1.0 is linear). Each
 *    row is a case where the solver must read the whole graph: connectivity
 *    asks for a node no edge reaches, cycle detection runs on a DAG; then
 *    maximum flow on the same graphs with 1% of the nodes joined to the
 *    source and 1% to the sink, a flow that grows with n (thousands of
 *    paths), where searching from both ends saves less.
 *
 *   tests/bench-solve --only NAME: only the scaling rows whose name holds
 *   NAME (e.g. --only matching; --only hub: the hub network alone). */
#include "config.h"
#include "nlgraph.h"
#include "solve.h"

#include <limits.h>
#include <malloc.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static uint64_t rng = 88172645463325252ULL;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static struct graph *big_graph(bool directed, enum edge_attr attr)
{
	const int n = 100000;
	struct graph *g = graph_new(n, directed, attr);

	/* a ring keeps everything reachable, the rest is random */
	for (int v = 0; v < n; v++)
		graph_add_edge(g, v, (v + 1) % n, 1 + (int64_t)(next() % 100));
	for (int i = n; i < 1000000; i++)
		graph_add_edge(g, (int)(next() % n), (int)(next() % n), 1 + (int64_t)(next() % 100));
	graph_finish(g);
	return g;
}

static int bench_nlgraph(const char *dir)
{
	double best_all = 1e9, best_solve = 1e9;
	size_t count = 0, failed = 0;

	for (int round = 0; round < 5; round++) {
		struct problemset ps;
		struct diags d;
		double t0 = now_seconds(), t1;
		problemset_init(&ps);
		diags_init(&d);
		if (nlgraph_import(dir, NLG_STANDARD | NLG_FULL, &ps, &d) != 0) {
			diags_print(&d, stderr);
			return 1;
		}
		t1 = now_seconds();
		failed = 0;
		for (size_t i = 0; i < ps.n; i++) {
			cJSON *ans;
			char *err;
			if (solve_problem(ps.v[i], &ans, NULL, &err) != 0) {
				free(err);
				failed++;
			}
			cJSON_Delete(ans);
		}
		double t2 = now_seconds();
		if (t2 - t0 < best_all)
			best_all = t2 - t0;
		if (t2 - t1 < best_solve)
			best_solve = t2 - t1;
		count = ps.n;
		diags_free(&d);
		problemset_free(&ps);
	}
	printf("nlgraph standard+full: %zu problems (%zu refused), import+solve %.3f s, "
	       "solve %.3f s (%.1f us/problem), best of 5\n",
	       count, failed, best_all, best_solve, best_solve * 1e6 / (double)(count ? count : 1));
	return 0;
}

static void bench_big(void)
{
	struct graph *gf = big_graph(true, ATTR_CAPACITY), *gd = big_graph(false, ATTR_WEIGHT);
	int64_t *flow = xmalloc(gf->m * sizeof *flow), *dist = xmalloc(100000 * sizeof *dist);
	int *parent = xmalloc(100000 * sizeof *parent);
	double best_f = 1e9, best_d = 1e9, best_ft = 1e9, best_dt = 1e9;
	int64_t value = 0;

	for (int round = 0; round < 3; round++) {
		double t0 = now_seconds();
		value = max_flow(gf, 0, 50000, flow, NULL, NULL);
		double t1 = now_seconds();
		dijkstra(gd, 0, -1, dist, parent, NULL);
		double t2 = now_seconds();
		struct trace *tr = trace_new(gf, TRACE_DEFAULT_LIMIT);
		max_flow(gf, 0, 50000, flow, NULL, tr);
		trace_free(tr);
		double t3 = now_seconds();
		tr = trace_new(gd, TRACE_DEFAULT_LIMIT);
		dijkstra(gd, 0, -1, dist, parent, tr);
		trace_free(tr);
		double t4 = now_seconds();
		best_f = t1 - t0 < best_f ? t1 - t0 : best_f;
		best_d = t2 - t1 < best_d ? t2 - t1 : best_d;
		best_ft = t3 - t2 < best_ft ? t3 - t2 : best_ft;
		best_dt = t4 - t3 < best_dt ? t4 - t3 : best_dt;
	}
	printf("max flow (Dinic), 100,000 nodes, 1,000,000 edges: value %lld, %.3f s "
	       "(%.3f s traced, limit %d events), best of 3\n",
	       (long long)value, best_f, best_ft, TRACE_DEFAULT_LIMIT);
	printf("Dijkstra, 100,000 nodes, 1,000,000 edges: %.3f s (%.3f s traced), best of 3\n",
	       best_d, best_dt);
	free(flow);
	free(dist);
	free(parent);
	graph_free(gf);
	graph_free(gd);
}


/* ---- scaling ------------------------------------------------------------ */

/* SC_FLOOR is no solver: one add per arc into the arc's head, the least
 * any solver that looks at every arc does. Between 10^5 nodes (its
 * arrays fit in the cache) and 10^6 (they do not) its slope is the
 * machine's, not an algorithm's: read the solvers' slopes against it. */
enum scale_kind { SC_CONN, SC_CYCLE, SC_TOPO, SC_DIJKSTRA, SC_FLOW, SC_MATCH, SC_GNN, SC_FLOOR,
		  SC__N };
static const char *const scale_names[SC__N] = {
	"connectivity (BFS, no path)", "cycle (a DAG)", "topological sort (Kahn)", "Dijkstra",
	"max flow (Dinic)", "bipartite matching", "GNN, 2 layers", "floor: one add per arc",
};

static struct graph *scale_graph(enum scale_kind k, int n)
{
	/* cycle's graph is topological sort's, a DAG: on an undirected
	 * random graph the DFS meets a cycle within a few steps, and the
	 * row timed nothing but its allocations (0.0000 s at 10^5) */
	bool acyclic = k == SC_TOPO || k == SC_CYCLE;
	bool directed = acyclic || k == SC_FLOW;
	enum edge_attr attr = k == SC_DIJKSTRA ? ATTR_WEIGHT : k == SC_FLOW ? ATTR_CAPACITY : ATTR_NONE;
	int nn = k == SC_MATCH ? 2 * n : n;
	/* connectivity asks for a path from 0 to n-1, which no edge touches:
	 * with it reachable, the BFS stopped after a part of the graph and
	 * the row timed a fraction of the work (0.0022 s at 10^6) */
	int span = k == SC_CONN ? n - 1 : n;
	struct graph *g = graph_new(nn, directed, attr);

	/* each row and size its own graph, the same with --only or without */
	rng = 88172645463325252ULL ^ ((uint64_t)k << 40) ^ (uint64_t)n;
	for (int i = 0; i < 8; i++)
		(void)next();

	if (k == SC_MATCH)
		graph_set_parts(g, n, n);
	for (long i = 0; i < 3L * n; i++) {
		int u = (int)(next() % (uint64_t)span), v = (int)(next() % (uint64_t)span);
		if (k == SC_MATCH)
			v += n;
		else if (acyclic && u == v)
			continue;
		else if (acyclic && u > v) {
			int t = u;
			u = v;
			v = t;
		}
		graph_add_edge(g, u, v, 1 + (int64_t)(next() % 100));
	}
	if (k == SC_GNN) {
		int64_t *f = graph_alloc_features(g, 2);
		for (int v = 0; v < n; v++) {
			f[2 * v] = v & 1;
			f[2 * v + 1] = (v >> 1) & 1;
		}
	}
	graph_finish(g);
	return g;
}

/* CPU seconds of this process: the figure holds on a busy machine. */
static double cpu_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static volatile int64_t floor_sink;	/* keeps SC_FLOOR's sum computed */

static double scale_run(enum scale_kind k, const struct graph *g)
{
	size_t n = (size_t)g->n + 1;
	double t0 = cpu_seconds();

	switch (k) {
	case SC_CONN: {
		int *path = NULL;
		size_t len = 0;
		conn_bfs(g, 0, g->n - 1, NULL, &path, &len);
		free(path);
		break;
	}
	case SC_CYCLE: {
		int *cyc = NULL;
		size_t len = 0;
		cycle_find(g, NULL, &cyc, &len);
		free(cyc);
		break;
	}
	case SC_TOPO: {
		int *order = xmalloc(n * sizeof *order);
		topo_kahn(g, order, NULL);
		free(order);
		break;
	}
	case SC_DIJKSTRA: {
		int64_t *dist = xmalloc(n * sizeof *dist);
		int *parent = xmalloc(n * sizeof *parent);
		dijkstra(g, 0, -1, dist, parent, NULL);
		free(dist);
		free(parent);
		break;
	}
	case SC_FLOW: {
		int64_t *flow = xmalloc((g->m + 1) * sizeof *flow);
		max_flow(g, 0, g->n - 1, flow, NULL, NULL);
		free(flow);
		break;
	}
	case SC_MATCH: {
		int *mate = xmalloc(n * sizeof *mate);
		bipartite_matching(g, mate, NULL);
		free(mate);
		break;
	}
	case SC_GNN: {
		int64_t *out = xmalloc(2 * n * 2 * sizeof *out);
		gnn_layers(g, 2, out, NULL);
		free(out);
		break;
	}
	case SC_FLOOR: {
		int64_t *acc = xcalloc(n, sizeof *acc);
		int64_t sum = 0;
		for (int u = 0; u < g->n; u++)
			for (size_t i = g->off[u]; i < g->off[u + 1]; i++)
				acc[g->nbr[i]] += u;
		for (size_t v = 0; v < n; v++)
			sum ^= acc[v];
		floor_sink = sum;
		free(acc);
		break;
	}
	case SC__N:
		break;
	}
	return cpu_seconds() - t0;
}

static void bench_scale(const char *only)
{
	static const int sizes[] = { 10000, 100000, 1000000 };

	/* freed memory stays in the process: without this, whether a run's
	 * arrays fault their pages in again depended on glibc's thresholds,
	 * which the rows before it had raised, so a row's figures differed
	 * with --only and without (matching at 10^5: 0.037 s against 0.021) */
	mallopt(M_MMAP_MAX, 0);
	mallopt(M_TRIM_THRESHOLD, INT_MAX);

	printf("scaling, m = 3n, CPU seconds, best of 5 rounds over the three sizes "
	       "(slope: log-log between 10^5 and 10^6):\n");
	for (int k = 0; k < SC__N; k++) {
		double t[3];
		struct graph *g[3];
		if (only && !strstr(scale_names[k], only))
			continue;
		/* the sizes take turns, round after round, each its best: this
		 * VM's memory runs fast or slow for a minute at a time, and a
		 * slow minute that caught 10^6 alone moved a slope by 0.05-0.2
		 * (Dijkstra 1.19 at 10:23 and 1.23 at 10:39, the same build) */
		for (int i = 0; i < 3; i++) {
			g[i] = scale_graph((enum scale_kind)k, sizes[i]);
			t[i] = 1e9;
		}
		for (int r = 0; r < 5; r++)
			for (int i = 0; i < 3; i++) {
				double s = scale_run((enum scale_kind)k, g[i]);
				t[i] = s < t[i] ? s : t[i];
			}
		for (int i = 0; i < 3; i++)
			graph_free(g[i]);
		double slope = t[1] > 0 && t[2] > 0 ? log10(t[2] / t[1]) : 0;
		printf("  %-27s 10^4 %8.4f s  10^5 %8.4f s  10^6 %8.4f s  slope %.2f\n",
		       scale_names[k], t[0], t[1], t[2], slope);
	}
}

/* Max flow where much goes through: the scaling row's network plus n/100
 * edges out of the source and n/100 into the sink, capacity 100 each.
 * Not a linear row: the flow, and the number of augmenting paths, grow
 * with n. Best of 3, one run at 10^6. */
static void bench_flow_hub(void)
{
	static const int sizes[] = { 10000, 100000, 1000000 };
	double t[3];
	int64_t value[3];

	for (int i = 0; i < 3; i++) {
		int n = sizes[i];
		struct graph *g = scale_graph(SC_FLOW, n);	/* adding edges drops its CSR */
		int64_t *flow;
		for (int h = 0; h < n / 100; h++) {
			graph_add_edge(g, 0, (int)(next() % (uint64_t)n), 100);
			graph_add_edge(g, (int)(next() % (uint64_t)n), n - 1, 100);
		}
		graph_finish(g);
		flow = xmalloc((g->m + 1) * sizeof *flow);
		t[i] = 1e9;
		for (int r = 0; r < (n >= 1000000 ? 1 : 3); r++) {
			double t0 = cpu_seconds();
			value[i] = max_flow(g, 0, n - 1, flow, NULL, NULL);
			t0 = cpu_seconds() - t0;
			t[i] = t0 < t[i] ? t0 : t[i];
		}
		free(flow);
		graph_free(g);
	}
	printf("max flow, 1%% of nodes joined to source and sink: 10^4 %.4f s (value %lld), "
	       "10^5 %.4f s (%lld), 10^6 %.4f s (%lld)\n",
	       t[0], (long long)value[0], t[1], (long long)value[1], t[2], (long long)value[2]);
}

int main(int argc, char **argv)
{
	char buf[4200];
	const char *dir = NULL, *only = NULL;
	struct stat st;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--only") && i + 1 < argc) {
			only = argv[++i];
		} else if (argv[i][0] == '-' && argv[i][1]) {
			bool help = !strcmp(argv[i], "-h") || !strcmp(argv[i], "--help");
			fprintf(help ? stdout : stderr,
				"usage: bench-solve [NLGRAPH_DIR] | --only NAME\n");
			return help ? 0 : 64;
		} else {
			dir = argv[i];
		}
	}
	if (only) {	/* one scaling row, e.g. --only matching */
		bench_scale(only);
		if (strstr("max flow hub", only))
			bench_flow_hub();
		return 0;
	}

	if (!dir) {
		const char *s = getenv("GRAVEL_SHARED");
		snprintf(buf, sizeof buf, "%s/nlgraph", s && *s ? s : "../shared");
		dir = buf;
	}
	if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
		if (bench_nlgraph(dir) != 0)
			return 1;
	} else {
		printf("skip: %s not found (set GRAVEL_SHARED)\n", dir);
	}
	bench_big();
	bench_scale(NULL);
	bench_flow_hub();
	return 0;
}
