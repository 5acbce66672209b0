/* audit-gracore.c - the gold audit of GraCoRe's pure-graph tasks (audit
 * ops, audit-ops.h): the average degree (and the usual m/n slip), the
 * yes/no tasks with the reason the graph gives, triplet lists by
 * similarity, BFS orders and Hamiltonian cycles with the checkers, the
 * Eulerian golds networkx's definition makes ambiguous; TSP and colouring
 * are in audit-optimisation.c, the node count compares its number. */
#include "config.h"
#include "audit-int.h"
#include "audit-ops.h"
#include "gracore-solve.h"
#include "solve.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static void audit_avg_degree(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *g = audit_get(p->gold_answer, "value"), *v = audit_get(ref, "value");
	const struct graph *gr = p->graph;

	if (!cJSON_IsNumber(g) || !cJSON_IsNumber(v) || fabs(g->valuedouble - v->valuedouble) < 1e-9)
		return;
	if (gr->n && fabs(g->valuedouble - (double)gr->m / gr->n) < 1e-9)
		audit_add(r, AUDIT_WRONG, "value", audit_json_text(g), audit_json_text(v),
			  "the mean out-degree m/n, not the degree sum 2m/n over n");
	else if (fabs(g->valuedouble - v->valuedouble) < 0.005)
		audit_add(r, AUDIT_FORMAT, "value", audit_json_text(g), audit_json_text(v),
			  "rounded");
	else
		audit_add(r, AUDIT_WRONG, "value", audit_json_text(g), audit_json_text(v),
			  "not 2m/n for %zu edges and %d nodes", gr->m, gr->n);
}

static void audit_yes_no(const struct problem *p, const cJSON *ref, const char *key,
			 struct audit_result *r)
{
	const cJSON *g = audit_get(p->gold_answer, key), *v = audit_get(ref, key);
	char why[160] = "";

	if (!cJSON_IsBool(g) || !cJSON_IsBool(v) || cJSON_IsTrue(g) == cJSON_IsTrue(v))
		return;
	if (audit_get(ref, "reason") && cJSON_IsString(audit_get(ref, "reason"))) {
		char *c = audit_json_text(audit_get(ref, "cycle"));
		snprintf(why, sizeof why, "%s%s%s", audit_get(ref, "reason")->valuestring,
			 audit_get(ref, "cycle") ? " " : "", audit_get(ref, "cycle") ? c : "");
		free(c);
	} else if (audit_get(ref, "odd_cycle")) {
		char *c = audit_json_text(audit_get(ref, "odd_cycle"));
		snprintf(why, sizeof why, "odd cycle %s", c);
		free(c);
	} else if (audit_get(ref, "components")) {
		snprintf(why, sizeof why, "%d weak components",
			 audit_get(ref, "components")->valueint);
	} else if (!strcmp(key, "circuit")) {
		int odd = 0;
		for (int u = 0; u < p->graph->n; u++)
			odd += (graph_degree(p->graph, u) + (p->graph->directed ?
					graph_in_degree(p->graph, u) : 0)) % 2;
		snprintf(why, sizeof why, "%d nodes of odd degree%s", odd,
			 cJSON_IsTrue(v) ? "" : " or the edges are not connected");
	} else if (audit_get(ref, "sides")) {
		snprintf(why, sizeof why, "a two-colouring exists");
	}
	audit_add(r, AUDIT_WRONG, key, audit_json_text(g), audit_json_text(v), "the graph says %s%s%s",
		  cJSON_IsTrue(v) ? "yes" : "no", *why ? ": " : "", why);
}

static void audit_triplets(const struct problem *p, struct audit_result *r)
{
	const cJSON *g = audit_get(p->gold_answer, "triplets"), *it;
	struct gc_triplet *a, *b = gc_graph_triplets(p->graph);
	size_t na = 0;
	double sim;

	if (!cJSON_IsArray(g)) {
		free(b);
		return;
	}
	a = xcalloc((size_t)cJSON_GetArraySize(g) + 1, sizeof *a);
	cJSON_ArrayForEach(it, g) {
		a[na].u = cJSON_GetArrayItem(it, 0) ? cJSON_GetArrayItem(it, 0)->valueint : -1;
		a[na].v = cJSON_GetArrayItem(it, 1) ? cJSON_GetArrayItem(it, 1)->valueint : -1;
		a[na++].w = cJSON_GetArrayItem(it, 2) ? cJSON_GetArrayItem(it, 2)->valuedouble : 1;
	}
	sim = gc_triplet_similarity(a, na, b, p->graph->m, p->graph->directed);
	if (sim < 0.999999)
		audit_add(r, AUDIT_WRONG, "triplets", xasprintf("%zu triplets", na),
			  xasprintf("%zu edges", p->graph->m),
			  "similarity %.4f with the graph's own edges", sim);
	free(a);
	free(b);
}

static bool bfs_ok(const struct graph *g, int s, const int *seq, size_t n, int reach,
		   struct check *c)
{
	if (n != (size_t)reach) {
		snprintf(c->msg, sizeof c->msg, "%zu nodes, the start reaches %d", n, reach);
		return false;
	}
	return gc_bfs_check(g, s, seq, n, c);
}

static void audit_bfs(const struct problem *p, struct audit_result *r)
{
	const cJSON *opts = audit_get(p->extra, "options"), *choice = audit_get(p->extra, "choice");
	const cJSON *it;
	long s = 0;
	size_t n;
	int *order = xmalloc(((size_t)p->graph->n + 1) * sizeof *order), reach, *seq;
	struct check c;
	struct strbuf valid;

	problem_query_int(p, "start", &s);
	reach = gc_bfs(p->graph, (int)s, order, NULL);
	seq = audit_ints(audit_get(p->gold_answer, "order"), &n);
	if (seq && !bfs_ok(p->graph, (int)s, seq, n, reach, &c))
		audit_add(r, AUDIT_WRONG, "order", audit_json_text(audit_get(p->gold_answer, "order")),
			  json_text_ints(order, (size_t)reach), "not a BFS order from %ld: %s", s,
			  c.msg);
	free(seq);
	sb_init(&valid);
	cJSON_ArrayForEach(it, opts) {
		int *o = audit_ints(it, &n);
		if (o && bfs_ok(p->graph, (int)s, o, n, reach, &c))
			sb_printf(&valid, "%s%s", valid.len ? ", " : "", it->string);
		free(o);
	}
	if (opts && valid.len > 1)
		audit_add(r, AUDIT_AMBIGUOUS, "choice",
			  xstrdup(cJSON_IsString(choice) ? choice->valuestring : "-"),
			  xstrdup(valid.data), "options %s are all valid BFS orders", valid.data);
	else if (opts && !valid.len)
		audit_add(r, AUDIT_WRONG, "choice",
			  xstrdup(cJSON_IsString(choice) ? choice->valuestring : "-"), xstrdup("none"),
			  "no option is a BFS order from %ld", s);
	sb_free(&valid);
	free(order);
}

static void audit_hamcycle(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *has = audit_get(p->gold_answer, "has_cycle"), *ae = audit_get(p->extra, "answer_edges");
	size_t n;
	int *cyc = audit_ints(audit_get(p->gold_answer, "cycle"), &n);
	struct check c;

	if (cyc && !gc_hamcycle_check(p->graph, cyc, n, &c))
		audit_add(r, AUDIT_WRONG, "cycle", audit_json_text(audit_get(p->gold_answer, "cycle")),
			  audit_json_text(audit_get(ref, "cycle")), "not a Hamiltonian cycle: %s", c.msg);
	if (cJSON_IsBool(has) && cJSON_IsTrue(audit_get(ref, "proven")) &&
	    cJSON_IsTrue(has) != cJSON_IsTrue(audit_get(ref, "has_cycle")))
		audit_add(r, AUDIT_WRONG, "has_cycle", audit_json_text(has),
			  audit_json_text(audit_get(ref, "has_cycle")), "the exact search says %s",
			  cJSON_IsTrue(audit_get(ref, "has_cycle")) ? "yes" : "no");
	if (cJSON_IsNumber(ae))
		audit_add(r, AUDIT_FORMAT, "answer", xasprintf("%d edges", ae->valueint),
			  xasprintf("a cycle of %d edges", p->graph->n),
			  "the file's answer lists the graph's %s edges, not a cycle; the gold cycle "
			  "is the record's hamiltonian_cycle",
			  (size_t)ae->valueint == p->graph->m ? "own" : "(not even all)");
	free(cyc);
}

/* A "no" gold for a graph whose edges have an Eulerian trail but which
 * also has nodes without an edge: networkx's is_eulerian (the golds'
 * source) asks the whole graph to be connected, the usual definition only
 * the edges. Ambiguous, not wrong. */
static bool audit_euler_isolated(const struct problem *p, const cJSON *ref,
				 struct audit_result *r)
{
	static const char *const keys[] = { "circuit", "path" };
	const cJSON *iso = audit_get(ref, "isolated");
	bool any = false;
	char *nodes;

	if (!cJSON_IsArray(iso))
		return false;
	nodes = audit_json_text(iso);
	for (size_t i = 0; i < 2; i++) {
		const cJSON *g = audit_get(p->gold_answer, keys[i]);
		if (!cJSON_IsFalse(g) || !cJSON_IsTrue(audit_get(ref, keys[i])))
			continue;
		audit_add(r, AUDIT_AMBIGUOUS, keys[i], xstrdup("false"), xstrdup("true"),
			  "the edges have an Eulerian %s, but node%s %s ha%s no edge: networkx's "
			  "is_eulerian says no (the whole graph must be connected)", keys[i],
			  cJSON_GetArraySize(iso) == 1 ? "" : "s", nodes,
			  cJSON_GetArraySize(iso) == 1 ? "s" : "ve");
		any = true;
	}
	free(nodes);
	return any;
}

static void gracore_check(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	switch (p->task->kind) {
	case TASK_AVG_DEGREE:
		audit_avg_degree(p, ref, r);
		break;
	case TASK_GRAPH_CONNECTIVITY:
		audit_yes_no(p, ref, "connected", r);
		break;
	case TASK_TREE:
		audit_yes_no(p, ref, "tree", r);
		break;
	case TASK_BIPARTITE:
		audit_yes_no(p, ref, "bipartite", r);
		break;
	case TASK_EULER:
		if (!audit_euler_isolated(p, ref, r)) {
			audit_yes_no(p, ref, "circuit", r);
			audit_yes_no(p, ref, "path", r);
		}
		break;
	case TASK_TRIPLETS:
		audit_triplets(p, r);
		break;
	case TASK_BFS_ORDER:
		audit_bfs(p, r);
		break;
	case TASK_HAMILTON_CYCLE:
		audit_hamcycle(p, ref, r);
		break;
	case TASK_TSP:
		audit_tsp(p, ref, r);
		break;
	case TASK_COLORING:
		audit_coloring(p, ref, r);
		break;
	default:
		audit_generic(p, ref, r);
		break;
	}
}

const struct audit_ops gracore_audit_ops = {
	.check = gracore_check,
	.optional = AUDIT_OPT_UNCHECKED,
};
