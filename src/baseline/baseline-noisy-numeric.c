/* baseline-noisy-numeric.c - the numeric tasks' simulated answers, noisy
 * and random, and their baseline ops: shortest path, maximum flow,
 * bipartite matching and GNN layers (see baseline.h). */
#include "config.h"
#include "baseline.h"
#include "baseline-ops.h"
#include "problem.h"
#include "prng.h"
#include "solve.h"
#include "trace.h"

#include <stdlib.h>
#include <string.h>

static int *json_ints(const cJSON *a, size_t *n)
{
	int *v = xcalloc((size_t)cJSON_GetArraySize(a) + 1, sizeof *v);
	const cJSON *x;

	*n = 0;
	cJSON_ArrayForEach(x, a)
		v[(*n)++] = x->valueint;
	return v;
}

/* "The weight of path 0,3,2 is 3 + 1 = 4. " with an optional slip added to
 * the sum (planted). Returns the stated sum. */
static long long say_weight(struct noisy *c, const int *path, size_t n, long long slip)
{
	long long sum = 0;
	size_t off;

	sb_puts(c->sb, "The weight of path ");
	noisy_list(c->sb, path, n, ",");
	sb_puts(c->sb, " is ");
	off = c->sb->len;
	if (slip && n == 2)
		sb_puts(c->sb, "0 + ");	/* a one-term sum still shows the slip */
	for (size_t i = 0; i + 1 < n; i++) {
		long long w = noisy_weight(c, path[i], path[i + 1]);
		sb_printf(c->sb, "%s%lld", i ? " + " : "", w);
		sum += w;
	}
	sb_printf(c->sb, " = %lld", sum + slip);
	if (slip)
		noisy_plant(c, MK_ARITH, off, "the sum is %lld, not %lld", sum, sum + slip);
	sb_puts(c->sb, ". ");
	return sum + slip;
}

/* Another simple s-t path than best (a random walk with restarts), or 0. */
static size_t other_path(struct noisy *c, const int *best, size_t nb, int *path)
{
	const struct graph *g = c->g;
	unsigned char *seen = xcalloc((size_t)g->n, 1);
	size_t len = 0;

	for (int tries = 0; tries < 20; tries++) {
		int u = (int)c->s;
		memset(seen, 0, (size_t)g->n);
		len = 0;
		path[len++] = u;
		seen[u] = 1;
		while (u != c->t) {
			size_t deg = graph_degree(g, u);
			int v = -1;
			for (size_t k = 0; k < deg && v < 0; k++) {
				int w = g->nbr[g->off[u] + (size_t)prng_below(c->r, deg)];
				v = seen[w] ? -1 : w;
			}
			if (v < 0)
				break;
			seen[v] = 1;
			path[len++] = u = v;
		}
		if (u == c->t && (len != nb || memcmp(path, best, len * sizeof *path)))
			break;
		len = 0;
	}
	free(seen);
	return len;
}

static bool noisy_shortest_path(struct noisy *c)
{
	const cJSON *jp = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, "path");
	size_t nb, no, off;
	int *best, *alt, x;
	long long w;

	if (!cJSON_IsArray(jp) || c->s < 0 || c->t < 0 || c->s >= c->g->n || c->t >= c->g->n)
		return false;
	best = json_ints(jp, &nb);
	alt = xcalloc((size_t)c->g->n, sizeof *alt);
	no = other_path(c, best, nb, alt);
	sb_printf(c->sb, "Let's compare the paths from node %ld to node %ld. ", c->s, c->t);
	if (c->in == BI_WRONG && !graph_has_edge(c->g, (int)c->s, (int)c->t)) {
		int direct[2] = { (int)c->s, (int)c->t };
		off = c->sb->len;
		sb_printf(c->sb, "node %ld is connected to node %ld with weight 1", c->s, c->t);
		noisy_plant(c, MK_INVENTED_EDGE, off, "says %ld-%ld is an edge", c->s, c->t);
		sb_puts(c->sb, ". ");
		off = c->sb->len;
		sb_printf(c->sb, "So the shortest path from node %ld to node %ld is ", c->s, c->t);
		noisy_list(c->sb, direct, 2, ",");
		sb_puts(c->sb, " with a total weight of 1.");
		noisy_plant(c, MK_WRONG_FINAL, off, "a path over a missing edge");
		goto done;
	}
	if (c->in == BI_UNPARSEABLE) {
		/* no path is written out: the neighbours of the source only */
		const struct graph *g = c->g;
		sb_printf(c->sb, "Node %ld has %zu neighbours:", c->s, graph_degree(g, (int)c->s));
		for (size_t k = g->off[c->s]; k < g->off[c->s + 1]; k++)
			sb_printf(c->sb, "%s node %d (weight %lld)", k > g->off[c->s] ? " and" : "",
				  g->nbr[k], noisy_weight(c, (int)c->s, g->nbr[k]));
		sb_puts(c->sb, ". There may be other paths to compare.");
		goto done;
	}
	if (no && c->in == BI_PARTIAL) {
		/* only the other path is weighed: a valid, longer answer */
		w = say_weight(c, alt, no, 0);
		sb_printf(c->sb, "So the shortest path from node %ld to node %ld is ", c->s, c->t);
		noisy_list(c->sb, alt, no, ",");
		sb_printf(c->sb, " with a total weight of %lld.", w);
		goto done;
	}
	if (c->in == BI_WRONG && no) {
		/* a slip makes the best path look heavier than the other one */
		long long wa = say_weight(c, alt, no, 0), wb = 0;
		for (size_t i = 0; i + 1 < nb; i++)
			wb += noisy_weight(c, best[i], best[i + 1]);
		say_weight(c, best, nb, wa + 1 - wb + (long long)prng_below(c->r, 3));
		off = c->sb->len;
		sb_printf(c->sb, "So the shortest path from node %ld to node %ld is ", c->s, c->t);
		noisy_list(c->sb, alt, no, ",");
		sb_printf(c->sb, " with a total weight of %lld.", wa);
		if (wa > wb)
			noisy_plant(c, MK_WRONG_FINAL, off, "a longer path than the shortest");
		goto done;
	}
	if (c->in == BI_WRONG && (x = noisy_non_neighbour(c, (int)c->s)) >= 0) {
		/* the only path is the direct edge: a detour over an invented one */
		int detour[3] = { (int)c->s, x, (int)c->t };
		long long wt = noisy_weight(c, x, (int)c->t);
		off = c->sb->len;
		sb_printf(c->sb, "node %ld is connected to node %d with weight 1", c->s, x);
		noisy_plant(c, MK_INVENTED_EDGE, off, "says %ld-%d is an edge", c->s, x);
		sb_puts(c->sb, ". ");
		off = c->sb->len;
		sb_printf(c->sb, "So the shortest path from node %ld to node %ld is ", c->s, c->t);
		noisy_list(c->sb, detour, 3, ",");
		sb_printf(c->sb, " with a total weight of %lld.", 1 + (wt > 0 ? wt : 1));
		noisy_plant(c, MK_WRONG_FINAL, off, "a path over a missing edge");
		goto done;
	}
	if (no)
		say_weight(c, alt, no, 0);
	w = say_weight(c, best, nb, c->in == BI_WRONG ? 1 + (long long)prng_below(c->r, 3) : 0);
	off = c->sb->len;
	sb_printf(c->sb, "So the shortest path from node %ld to node %ld is ", c->s, c->t);
	noisy_list(c->sb, best, nb, ",");
	sb_printf(c->sb, " with a total weight of %lld.", w);
	if (c->in == BI_WRONG)
		noisy_plant(c, MK_WRONG_FINAL, off, "states a wrong total weight");
done:
	free(best);
	free(alt);
	return true;
}

static bool noisy_flow(struct noisy *c)
{
	const struct graph *g = c->g;
	struct trace *tr;
	long long total = 0, slip = 0, last = 0;
	size_t npaths = 0, off, sumoff;

	if (c->s < 0 || c->t < 0 || c->s >= g->n || c->t >= g->n)
		return false;
	tr = trace_new(g, 0);
	max_flow(g, (int)c->s, (int)c->t, NULL, NULL, tr);
	for (size_t i = 0; i < tr->n; i++) {
		size_t len;
		const int *nodes;
		if (tr->ev[i].kind != TR_FLOW_PATH)
			continue;
		nodes = trace_list(tr, i, &len);
		npaths++;
		sb_printf(c->sb, "We can push %lld unit%s along ", (long long)tr->ev[i].val,
			  tr->ev[i].val == 1 ? "" : "s");
		noisy_list(c->sb, nodes, len, " -> ");
		sb_puts(c->sb, ". ");
	}
	if (npaths == 0)
		sb_printf(c->sb, "No path leads from node %ld to node %ld. ", c->s, c->t);
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "Other paths may still have capacity left.");
		trace_free(tr);
		return true;
	}
	sb_puts(c->sb, "Adding the units up: ");
	sumoff = c->sb->len;
	if (c->in == BI_WRONG) {
		slip = 1 + (long long)prng_below(c->r, 3);
		if (npaths <= 1)
			sb_puts(c->sb, "0 + ");	/* a one-term sum still shows the slip */
	}
	for (size_t i = 0, k = 0; i < tr->n; i++) {
		if (tr->ev[i].kind != TR_FLOW_PATH)
			continue;
		k++;
		last = tr->ev[i].val;
		if (c->in == BI_PARTIAL && npaths > 1 && k == npaths)
			break;	/* the last augmenting path is forgotten */
		sb_printf(c->sb, "%s%lld", total || k > 1 ? " + " : "", (long long)last);
		total += last;
	}
	if (!npaths)
		sb_puts(c->sb, "0");
	sb_printf(c->sb, " = %lld", total + slip);
	if (slip)
		noisy_plant(c, MK_ARITH, sumoff, "the sum is %lld, not %lld", total, total + slip);
	sb_puts(c->sb, ". ");
	off = c->sb->len;
	sb_printf(c->sb, "The maximum flow from node %ld to node %ld is %lld.", c->s, c->t,
		  total + slip);
	if (slip)
		noisy_plant(c, MK_WRONG_FINAL, off, "states %lld", total + slip);
	trace_free(tr);
	return true;
}

static bool noisy_matching(struct noisy *c)
{
	const struct graph *g = c->g;
	const cJSON *jp = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, "pairs"), *x;
	int n1 = g->parts[0], *pa, *pj, np = 0, invented = -1, who = -1;
	size_t off;

	if (!g->bipartite || !cJSON_IsArray(jp))
		return false;
	pa = xcalloc((size_t)cJSON_GetArraySize(jp) + 1, sizeof *pa);
	pj = xcalloc((size_t)cJSON_GetArraySize(jp) + 1, sizeof *pj);
	cJSON_ArrayForEach(x, jp) {
		pa[np] = cJSON_GetArrayItem(x, 0) ? cJSON_GetArrayItem(x, 0)->valueint : 0;
		pj[np++] = cJSON_GetArrayItem(x, 1) ? cJSON_GetArrayItem(x, 1)->valueint : 0;
	}
	if (c->in == BI_WRONG) {
		/* give an applicant a job it is not interested in */
		for (int i = 0; i < np && invented < 0; i++)
			for (int j = 0; j < g->parts[1] && invented < 0; j++)
				if (!graph_has_edge(g, pa[i], n1 + j)) {
					invented = j;
					who = i;
				}
	}
	for (int i = 0; i < np; i++) {
		if (i == who) {
			off = c->sb->len;
			sb_printf(c->sb, "Applicant %d is interested in job %d", pa[i], invented);
			noisy_plant(c, MK_INVENTED_EDGE, off, "says applicant %d wants job %d", pa[i],
				    invented);
			sb_puts(c->sb, ".\n");
			pj[i] = invented;
			continue;
		}
		sb_printf(c->sb, "Applicant %d is interested in job %d.\n", pa[i], pj[i]);
	}
	if (c->in == BI_WRONG && who < 0 && np > 1)
		pj[1] = pj[0];	/* every applicant likes every job: a job twice */
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "Some applicants are interested in several jobs.");
	} else {
		if (c->in == BI_PARTIAL && np > 1)
			np--;
		off = c->sb->len;
		sb_puts(c->sb, "We can make the following assignments:\n");
		for (int i = 0; i < np; i++)
			sb_printf(c->sb, "applicant %d: job %d\n", pa[i], pj[i]);
		sb_printf(c->sb, "This way, %d applicants can find the job they are interested in.",
			  np);
		if (c->in == BI_WRONG && (who >= 0 || np > 1))
			noisy_plant(c, MK_WRONG_FINAL, off, "%s",
				    who >= 0 ? "an assignment over a missing edge" : "a job twice");
	}
	free(pa);
	free(pj);
	return true;
}

static void say_vec(struct strbuf *sb, const int64_t *v, int dim)
{
	sb_putc(sb, '[');
	for (int k = 0; k < dim; k++)
		sb_printf(sb, "%s%lld", k ? "," : "", (long long)v[k]);
	sb_putc(sb, ']');
}

/* A GNN answer being written: the planted mistakes are a neighbour left
 * out of skip_node's last sum and a wrong last sum at slip_node (-1:
 * none); tmp holds one sum. */
struct gnn_say {
	struct noisy *c;
	int n, dim;
	int skip_node, slip_node;
	int64_t *tmp;
};

/* A node one of whose neighbours has a vector that is not zero in prev,
 * from a random start, so that leaving that neighbour out changes the
 * sum; -1 when there is none. */
static int pick_skip_node(struct noisy *c, const int64_t *prev)
{
	const struct graph *g = c->g;
	int n = g->n, dim = g->feat_dim;
	int start = (int)prng_below(c->r, (uint64_t)n);

	for (int i = 0; i < n; i++) {
		int v = (start + i) % n;
		size_t deg = graph_degree(g, v);
		int u = deg ? g->nbr[g->off[v] + deg - 1] : -1;
		for (int k = 0; u >= 0 && k < dim; k++)
			if (prev[(size_t)u * (size_t)dim + (size_t)k] != 0)
				return v;
	}
	return -1;
}

/* An answer that says which sums to compute and computes none. */
static void say_sums_undone(struct noisy *c)
{
	const struct graph *g = c->g;

	for (int v = 0; v < g->n; v++) {
		sb_printf(c->sb, "Node %d sums the embeddings of", v);
		for (size_t k = g->off[v]; k < g->off[v + 1]; k++)
			sb_printf(c->sb, "%s node %d", k > g->off[v] ? " and" : "", g->nbr[k]);
		sb_puts(c->sb, g->off[v] == g->off[v + 1] ? " no node.\n" : ".\n");
	}
	sb_puts(c->sb, "These sums still need to be computed.");
}

/* Node v's sum of its neighbours' vectors in prev, written out, with the
 * planted mistakes on the last layer; the last layer's sums are kept in
 * cur, so the answer shows them. */
static void say_node_sum(struct gnn_say *s, int v, const int64_t *prev, int64_t *cur, bool last)
{
	struct noisy *c = s->c;
	const struct graph *g = c->g;
	int dim = s->dim;
	size_t deg = graph_degree(g, v), lineoff = c->sb->len;
	int skipped = -1;

	memset(s->tmp, 0, (size_t)dim * sizeof *s->tmp);
	sb_printf(c->sb, "node %d: ", v);
	for (size_t k = 0; k < deg; k++) {
		int u = g->nbr[g->off[v] + k];
		if (last && v == s->skip_node && k == deg - 1 && deg > 0) {
			skipped = u;
			break;
		}
		sb_puts(c->sb, k ? " + " : "");
		say_vec(c->sb, prev + (size_t)u * (size_t)dim, dim);
		for (int d = 0; d < dim; d++)
			s->tmp[d] += prev[(size_t)u * (size_t)dim + (size_t)d];
	}
	if (!deg || (skipped >= 0 && deg == 1)) {
		for (int d = 0; d < dim; d++)
			sb_printf(c->sb, "%s0", d ? "," : "[");
		sb_putc(c->sb, ']');
	}
	if (last && v == s->slip_node)
		s->tmp[0] += 1;
	sb_puts(c->sb, " = ");
	say_vec(c->sb, s->tmp, dim);
	if (skipped >= 0)
		noisy_plant(c, MK_MISSING_EDGE, lineoff, "leaves out neighbour %d of %d", skipped, v);
	else if (last && v == s->slip_node)
		noisy_plant(c, MK_ARITH, lineoff, "a wrong sum for node %d", v);
	sb_putc(c->sb, '\n');
	if (last)
		memcpy(cur + (size_t)v * (size_t)dim, s->tmp, (size_t)dim * sizeof *s->tmp);
}

/* The final embeddings, one line a node. */
static void say_gnn_answer(struct gnn_say *s, const int64_t *fin)
{
	struct noisy *c = s->c;
	size_t off = c->sb->len;

	sb_puts(c->sb, "The answer is:\n");
	for (int v = 0; v < s->n; v++) {
		sb_printf(c->sb, "node %d: ", v);
		say_vec(c->sb, fin + (size_t)v * (size_t)s->dim, s->dim);
		sb_putc(c->sb, '\n');
	}
	if (c->in == BI_WRONG)
		noisy_plant(c, MK_WRONG_FINAL, off, "embeddings of nodes %d and %d are wrong",
			    s->skip_node, s->slip_node);
}

static bool noisy_gnn(struct noisy *c)
{
	const struct graph *g = c->g;
	int n = g->n, dim = g->feat_dim;
	long layers = 2;
	int64_t *out;
	struct gnn_say s = { c, n, dim, -1, -1, NULL };

	if (!g->features || dim < 1 || n < 1)
		return false;
	problem_query_int(c->p, "layers", &layers);
	if (layers < 1 || layers > 4)
		return false;
	out = xcalloc((size_t)(layers * n * dim), sizeof *out);
	s.tmp = xcalloc((size_t)dim, sizeof *s.tmp);
	if (gnn_layers(g, (int)layers, out, NULL)) {
		free(out);
		free(s.tmp);
		return false;
	}
	if (c->in == BI_WRONG || c->in == BI_PARTIAL)
		s.skip_node = pick_skip_node(c, layers == 1 ? g->features :
					     out + (size_t)((layers - 2) * n * dim));
	if (c->in == BI_WRONG)
		s.slip_node = ((s.skip_node >= 0 ? s.skip_node : 0) + 1) % n;
	if (c->in == BI_UNPARSEABLE) {
		say_sums_undone(c);
	} else {
		for (long l = 1; l <= layers; l++) {
			const int64_t *prev = l == 1 ? g->features : out + (size_t)((l - 2) * n * dim);
			sb_printf(c->sb, "Layer %ld:\n", l);
			for (int v = 0; v < n; v++)
				say_node_sum(&s, v, prev, out + (size_t)((l - 1) * n * dim),
					     l == layers);
		}
		say_gnn_answer(&s, out + (size_t)((layers - 1) * n * dim));
	}
	free(out);
	free(s.tmp);
	return true;
}

/* ---- the RANDOM baseline's answers ----------------------------------------- */

/* A random simple walk from s that stops at t (or gives up): the random
 * baseline's "path". Returns the number of nodes written to path. */
static size_t random_walk(struct prng *r, const struct graph *g, int s, int t, int *path)
{
	unsigned char *seen = xcalloc((size_t)g->n, 1);
	size_t len = 0;
	int u = s;

	path[len++] = s;
	seen[s] = 1;
	while (u != t && len < (size_t)g->n) {
		size_t deg = graph_degree(g, u), k, tries;
		int v = -1;
		for (tries = 0; tries < deg; tries++) {
			k = g->off[u] + (size_t)prng_below(r, deg);
			if (!seen[g->nbr[k]]) {
				v = g->nbr[k];
				break;
			}
		}
		if (v < 0)
			break;
		seen[v] = 1;
		path[len++] = v;
		u = v;
	}
	free(seen);
	return len;
}

static bool random_shortest_path(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	long s = 0, t = 0;
	int *path;
	size_t len;
	int64_t w = 0;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	if (s < 0 || s >= g->n || t < 0 || t >= g->n)
		return false;
	path = xcalloc((size_t)g->n, sizeof *path);
	len = random_walk(r, g, (int)s, (int)t, path);
	sb_printf(sb, "The shortest path from node %ld to node %ld is ", s, t);
	for (size_t i = 0; i < len; i++) {
		sb_printf(sb, "%s%d", i ? "," : "", path[i]);
		if (i) {
			long e = graph_find_edge(g, path[i - 1], path[i]);
			w += e >= 0 && g->ew ? g->ew[e] : 1;
		}
	}
	sb_printf(sb, " with a total weight of %lld.", (long long)w);
	free(path);
	return true;
}

static bool random_flow(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	long s = 0, t = 0;
	int64_t cap = 0;

	problem_query_int(p, "source", &s);
	problem_query_int(p, "target", &t);
	if (s < 0 || s >= g->n)
		return false;
	for (size_t k = g->off[s]; k < g->off[s + 1]; k++)
		cap += g->ew ? g->ew[g->nbr_edge[k]] : 1;
	sb_printf(sb, "The maximum flow from node %ld to node %ld is %llu.", s, t,
		  (unsigned long long)prng_below(r, (uint64_t)cap + 1));
	return true;
}

static bool random_matching(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	int n1 = g->parts[0], n = 0;

	for (int a = 0; a < n1; a++) {
		size_t deg = graph_degree(g, a);
		if (!deg || prng_below(r, 3) == 0)
			continue;
		sb_printf(sb, "applicant %d: job %d\n", a,
			  g->nbr[g->off[a] + prng_below(r, deg)] - n1);
		n++;
	}
	sb_printf(sb, "%d applicants can find the job they are interested in.", n);
	return true;
}

static bool random_gnn(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	const struct graph *g = p->graph;
	int dim = g->feat_dim > 0 ? g->feat_dim : 2;

	sb_puts(sb, "The answer is:\n");
	for (int v = 0; v < g->n; v++) {
		sb_printf(sb, "node %d: [", v);
		for (int k = 0; k < dim; k++)
			sb_printf(sb, "%s%llu", k ? "," : "",
				  (unsigned long long)prng_below(r, 2 * (uint64_t)g->n + 1));
		sb_puts(sb, "]\n");
	}
	return true;
}

const struct baseline_ops shortest_path_baseline_ops = {
	random_shortest_path, noisy_shortest_path, 0
};
const struct baseline_ops flow_baseline_ops = { random_flow, noisy_flow, 0 };
const struct baseline_ops matching_baseline_ops = { random_matching, noisy_matching, 0 };
const struct baseline_ops gnn_baseline_ops = { random_gnn, noisy_gnn, 0 };
