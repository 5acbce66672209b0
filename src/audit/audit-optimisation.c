/* audit-optimisation.c - the gold audit of the optimisation tasks (TSP, colouring,
 * shortest path, maximum flow; see audit.h), and the audit ops of the
 * shortest path and flow families (audit-ops.h). */
#include "config.h"
#include "audit-int.h"
#include "audit-ops.h"
#include "gracore-solve.h"
#include "solve.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static bool num(const cJSON *o, const char *k, long *v)
{
	const cJSON *j = audit_get(o, k);

	if (!cJSON_IsNumber(j))
		return false;
	*v = (long)ll_of(j->valuedouble);
	return true;
}

/* Does the question name the heuristic (any of words, case ignored)? */
static bool asks_for(const struct problem *p, const char *const *words, size_t n)
{
	char *q;
	bool found = false;

	if (!p->question)
		return false;
	q = xstrdup(p->question);
	for (char *c = q; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	for (size_t i = 0; i < n && !found; i++)
		found = strstr(q, words[i]) != NULL;
	free(q);
	return found;
}

/* The reason's lead when the question itself asks for the heuristic. */
#define ASKED "question asks for a heuristic; gold follows it: "

/* Same closed tour, either direction? */
static bool same_tour(const int *a, size_t na, const int *b, size_t nb)
{
	bool fwd = true, back = true;

	if (na != nb || !na)
		return false;
	for (size_t i = 0; i < na; i++) {
		fwd = fwd && a[i] == b[i];
		back = back && a[i] == b[na - 1 - i];
	}
	return fwd || back;
}

void audit_tsp(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *gt = audit_get(p->gold_answer, "tour");
	long gl, opt, nnl = -1;
	size_t n = 0, nn = 0;
	int *tour = audit_ints(gt, &n), *nnt = audit_ints(audit_get(ref, "nn_tour"), &nn);
	int64_t len = 0;
	bool valid = false, proven = cJSON_IsTrue(audit_get(ref, "proven"));
	struct check c;

	if (!num(p->gold_answer, "length", &gl) || !num(ref, "length", &opt))
		goto out;
	num(ref, "nn_length", &nnl);
	if (tour) {
		valid = gc_tsp_check(p->graph, tour, n, &len, &c);
		if (!valid)
			audit_add(r, AUDIT_WRONG, "tour", audit_json_text(gt),
				  audit_json_text(audit_get(ref, "tour")), "not a tour: %s", c.msg);
		else if (len != gl)
			audit_add(r, AUDIT_WRONG, "length", xasprintf("%ld", gl),
				  xasprintf("%lld", (long long)len), "the stated length is not its "
				  "tour's (%lld)", (long long)len);
	}
	if (!proven)
		goto out;
	if (gl > opt) {
		static const char *const nn_words[] = { "nearest neighbor", "nearest neighbour",
							"nearest-neighbo" };
		bool asked = asks_for(p, nn_words, 3);
		if ((tour && same_tour(tour, n, nnt, nn)) || gl == nnl)
			audit_add(r, AUDIT_HEURISTIC, "length", xasprintf("%ld", gl),
				  xasprintf("%ld", opt),
				  "%sthe nearest-neighbour tour from node 0 (length %ld), not the "
				  "optimum %ld", asked ? ASKED : "", nnl, opt);
		else
			audit_add(r, AUDIT_HEURISTIC, "length", xasprintf("%ld", gl),
				  xasprintf("%ld", opt), "a tour, but not the optimum %ld", opt);
	} else if (gl < opt) {
		audit_add(r, AUDIT_WRONG, "length", xasprintf("%ld", gl), xasprintf("%ld", opt),
			  "shorter than the proven optimum %ld", opt);
	}
out:
	free(tour);
	free(nnt);
}

void audit_coloring(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	static const char *const lf_words[] = { "largest_first", "largest first" };
	long k, chi, greedy = -1;
	bool proven = cJSON_IsTrue(audit_get(ref, "proven"));

	if (!num(p->gold_answer, "colors", &k) || !num(ref, "colors", &chi))
		return;
	num(ref, "greedy_colors", &greedy);
	if (k == chi || (!proven && k < chi))
		return;
	if (k > chi && k == greedy)
		audit_add(r, AUDIT_HEURISTIC, "colors", xasprintf("%ld", k), xasprintf("%ld", chi),
			  "%sthe greedy largest-first count, not the chromatic number %ld%s",
			  asks_for(p, lf_words, 2) ? ASKED : "", chi, proven ? "" : " (upper bound)");
	else if (k > chi)
		audit_add(r, AUDIT_HEURISTIC, "colors", xasprintf("%ld", k), xasprintf("%ld", chi),
			  "a proper colouring needs only %ld", chi);
	else
		audit_add(r, AUDIT_WRONG, "colors", xasprintf("%ld", k), xasprintf("%ld", chi),
			  "fewer colours than the chromatic number %ld", chi);
}

void audit_shortest_path(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const cJSON *gp = audit_get(p->gold_answer, "path");
	long gl, opt, s = -1, t = -1;
	size_t n;
	int *path = audit_ints(gp, &n);
	int64_t w = 0;
	struct check c;

	if (!num(ref, "length", &opt) || !problem_query_int(p, "source", &s) ||
	    !problem_query_int(p, "target", &t))
		goto out;
	if (path && !path_check(p->graph, (int)s, (int)t, path, n, &w, &c))
		audit_add(r, AUDIT_WRONG, "path", audit_json_text(gp),
			  audit_json_text(audit_get(ref, "path")), "not a %ld-%ld path: %s", s, t,
			  c.msg);
	else if (path && w != opt)
		audit_add(r, AUDIT_WRONG, "path", audit_json_text(gp),
			  audit_json_text(audit_get(ref, "path")),
			  "a path of weight %lld, not the shortest (%ld)", (long long)w, opt);
	if (num(p->gold_answer, "length", &gl) && gl != opt)
		audit_add(r, AUDIT_WRONG, "length", xasprintf("%ld", gl), xasprintf("%ld", opt),
			  "%s", path && gl == w ? "the length of a longer path" :
			  "not the shortest distance");
out:
	free(path);
}

void audit_flow(const struct problem *p, const cJSON *ref, struct audit_result *r)
{
	const struct graph *g = p->graph;
	const cJSON *fl = audit_get(p->gold_answer, "flows"), *it;
	long gv, rv, s = -1, t = -1;
	int64_t *net;

	if (!num(p->gold_answer, "value", &gv) || !num(ref, "value", &rv) ||
	    !problem_query_int(p, "source", &s) || !problem_query_int(p, "target", &t))
		return;
	if (gv != rv)
		audit_add(r, AUDIT_WRONG, "value", xasprintf("%ld", gv), xasprintf("%ld", rv),
			  "%s than the maximum flow", gv < rv ? "less" : "more");
	if (!cJSON_IsArray(fl))
		return;
	net = xcalloc((size_t)g->n + 1, sizeof *net);
	cJSON_ArrayForEach(it, fl) {
		long u = cJSON_GetArrayItem(it, 0) ? cJSON_GetArrayItem(it, 0)->valueint : -1;
		long v = cJSON_GetArrayItem(it, 1) ? cJSON_GetArrayItem(it, 1)->valueint : -1;
		long f = cJSON_GetArrayItem(it, 2) ? cJSON_GetArrayItem(it, 2)->valueint : -1;
		int64_t cap = 0;
		if (u < 0 || v < 0 || u >= g->n || v >= g->n || f < 0) {
			audit_add(r, AUDIT_WRONG, "flows", audit_json_text(it), xstrdup("-"),
				  "not an edge flow (u, v, f)");
			continue;
		}
		for (size_t e = 0; e < g->m; e++)
			if (g->eu[e] == u && g->ev[e] == v)
				cap += g->ew ? g->ew[e] : 1;
		if (f > cap)
			audit_add(r, AUDIT_WRONG, "flows", audit_json_text(it),
				  xasprintf("capacity %lld", (long long)cap),
				  "flow over the capacity of %ld->%ld", u, v);
		net[u] -= f;
		net[v] += f;
	}
	for (int v = 0; v < g->n; v++)
		if (v != s && v != t && net[v] != 0) {
			audit_add(r, AUDIT_WRONG, "flows", xasprintf("net %lld at %d", (long long)net[v], v),
				  xstrdup("0"), "flow is not conserved at node %d", v);
			break;
		}
	if (-net[s] != gv)
		audit_add(r, AUDIT_WRONG, "flows", xasprintf("%lld out of %ld", (long long)-net[s], s),
			  xasprintf("%ld", gv), "the edge flows do not carry the stated value");
	free(net);
}

const struct audit_ops shortest_path_audit_ops = {
	.check = audit_shortest_path,
	.optional = AUDIT_OPT_UNCHECKED,
};

const struct audit_ops flow_audit_ops = {
	.check = audit_flow,
	.optional = AUDIT_OPT_UNCHECKED,
};
