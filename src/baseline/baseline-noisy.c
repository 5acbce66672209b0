/* baseline-noisy.c - the noisy reasoner: chain-of-thought answers in
 * NLGraph's style with planted mistakes (see baseline.h). This file holds
 * the shared helpers and the yes/no and ordering tasks' answers, noisy and
 * random, with their baseline ops (connectivity, cycle, topology,
 * hamilton); baseline-noisy-numeric.c the numeric ones'. */
#include "config.h"
#include "baseline.h"
#include "baseline-ops.h"
#include "problem.h"
#include "prng.h"
#include "solve.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void noisy_plant(struct noisy *c, enum mistake_kind k, size_t off, const char *fmt, ...)
{
	char what[96];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	baseline_plant(c->log, c->run, c->p, c->in, k, off, c->sb->len, "%s", what);
}

int noisy_non_neighbour(const struct noisy *c, int u)
{
	int n = c->g->n;
	int start = n > 0 ? (int)prng_below(c->r, (uint64_t)n) : 0;

	for (int i = 0; i < n; i++) {
		int v = (start + i) % n;
		if (v != u && !graph_has_edge(c->g, u, v) && !graph_has_edge(c->g, v, u))
			return v;
	}
	return -1;
}

long long noisy_weight(const struct noisy *c, int u, int v)
{
	long e = graph_find_edge(c->g, u, v);

	if (e < 0)
		return -1;
	return c->g->ew ? (long long)c->g->ew[e] : 1;
}

void noisy_list(struct strbuf *sb, const int *v, size_t n, const char *sep)
{
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, "%s%d", i ? sep : "", v[i]);
}

/* Between two clauses: NLGraph's ", "; the unparseable answers use "; "
 * so that their clauses never read as a node sequence. */
static const char *clause_sep(const struct noisy *c)
{
	return c->in == BI_UNPARSEABLE ? "; " : ", ";
}

/* "node a is connected to node b, " */
static void say_edge(struct noisy *c, int a, int b)
{
	sb_printf(c->sb, "node %d is connected to node %d%s", a, b, clause_sep(c));
}

/* An invented edge from u: planted, returns false when u has no
 * non-neighbour. */
static bool invent_edge(struct noisy *c, int u)
{
	int v = noisy_non_neighbour(c, u);
	size_t off = c->sb->len;

	if (v < 0)
		return false;
	sb_printf(c->sb, "node %d is connected to node %d", u, v);
	noisy_plant(c, MK_INVENTED_EDGE, off, "says %d-%d is an edge", u, v);
	sb_puts(c->sb, clause_sep(c));
	return true;
}

/* BFS over undirected adjacency: order[] gets the reached nodes, parent[]
 * their BFS parents. Returns how many were reached. */
static int bfs(const struct graph *g, int s, int *order, int *parent)
{
	int head = 0, tail = 0;

	for (int v = 0; v < g->n; v++)
		parent[v] = -2;
	parent[s] = -1;
	order[tail++] = s;
	while (head < tail) {
		int u = order[head++];
		for (size_t k = g->off[u]; k < g->off[u + 1]; k++)
			if (parent[g->nbr[k]] == -2) {
				parent[g->nbr[k]] = u;
				order[tail++] = g->nbr[k];
			}
	}
	return tail;
}

/* ---- connectivity -------------------------------------------------------- */

static bool noisy_connectivity(struct noisy *c)
{
	const struct graph *g = c->g;
	int n = g->n, *order, *parent, *path, len = 0, reached;
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, "connected");
	size_t off;

	if (!cJSON_IsBool(j) || c->s < 0 || c->t < 0 || c->s >= n || c->t >= n)
		return false;
	order = xcalloc((size_t)n, sizeof *order);
	parent = xcalloc((size_t)n, sizeof *parent);
	path = xcalloc((size_t)n, sizeof *path);
	reached = bfs(g, (int)c->s, order, parent);
	sb_printf(c->sb, "Let's start from node %ld. ", c->s);
	if (cJSON_IsTrue(j)) {
		for (int v = (int)c->t; v >= 0; v = parent[v])
			path[len++] = v;
		for (int i = len - 1; i > 0; i--) {
			if (c->in == BI_UNPARSEABLE && i == 1)
				break;	/* never names the target: no conclusion */
			if (c->in == BI_WRONG && i == 1) {
				off = c->sb->len;
				sb_printf(c->sb, "node %d is not connected to node %d", path[1],
					  path[0]);
				noisy_plant(c, MK_MISSING_EDGE, off, "denies the edge %d-%d", path[1],
					    path[0]);
				sb_puts(c->sb, ", ");
				break;
			}
			if (c->in == BI_PARTIAL && i == len / 2)
				invent_edge(c, path[i]);
			say_edge(c, path[i], path[i - 1]);
		}
	} else {
		for (int i = 1; i < reached; i++) {
			if (c->in == BI_PARTIAL && i == reached / 2) {
				/* a false edge inside the component: the answer stands */
				int v = -1;
				for (int k = 0; k < reached && v < 0; k++)
					if (order[k] != order[i] && !graph_has_edge(g, order[i], order[k]))
						v = order[k];
				if (v >= 0) {
					off = c->sb->len;
					say_edge(c, order[i], v);
					noisy_plant(c, MK_INVENTED_EDGE, off, "says %d-%d is an edge",
						    order[i], v);
				}
			}
			say_edge(c, parent[order[i]], order[i]);
		}
		if (reached == 1)
			sb_printf(c->sb, "node %ld has no neighbours, ", c->s);
		if (c->in == BI_WRONG) {
			int u = order[reached - 1];
			off = c->sb->len;
			sb_printf(c->sb, "node %d is connected to node %ld", u, c->t);
			noisy_plant(c, MK_INVENTED_EDGE, off, "says %d-%ld is an edge", u, c->t);
			sb_puts(c->sb, ", ");
		} else {
			if (c->in == BI_UNPARSEABLE)
				sb_puts(c->sb, "and the other nodes are still to be checked. ");
			else
				sb_printf(c->sb, "and no other node can be reached from node %ld. ",
					  c->s);
		}
	}
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "let me check the remaining edges again.");
	} else {
		bool say = c->in == BI_WRONG ? !cJSON_IsTrue(j) : cJSON_IsTrue(j);
		off = c->sb->len;
		sb_printf(c->sb, "%s the answer is %s.", c->sb->data[c->sb->len - 2] == '.' ? "So" : "so",
			  say ? "yes" : "no");
		if (c->in == BI_WRONG)
			noisy_plant(c, MK_WRONG_FINAL, off, "answers %s", say ? "yes" : "no");
	}
	free(order);
	free(parent);
	free(path);
	return true;
}

/* ---- cycle ------------------------------------------------------------------ */

static bool noisy_cycle(struct noisy *c)
{
	const struct graph *g = c->g;
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, "has_cycle");
	bool has = cJSON_IsTrue(j), say = has;
	int *cyc = NULL;
	size_t len = 0, off;

	if (!cJSON_IsBool(j) || g->n < 1)
		return false;
	if (has && cycle_find(g, NULL, &cyc, &len) && len >= 3) {
		sb_printf(c->sb, "Let's walk from node %d: ", cyc[0]);
		for (size_t i = 0; i + 1 < len; i++) {
			if (c->in == BI_PARTIAL && i == 1)
				invent_edge(c, cyc[i]);
			say_edge(c, cyc[i], cyc[i + 1]);
		}
		off = c->sb->len;
		if (c->in == BI_WRONG) {
			sb_printf(c->sb, "but node %d is not connected to node %d", cyc[len - 1],
				  cyc[0]);
			noisy_plant(c, MK_MISSING_EDGE, off, "denies the edge %d-%d", cyc[len - 1],
				    cyc[0]);
			sb_puts(c->sb, ", so the walk does not close. ");
			say = false;
		} else {
			sb_printf(c->sb, "and node %d is connected to node %d, which closes the walk. ",
				  cyc[len - 1], cyc[0]);
		}
	} else {
		int *order = xcalloc((size_t)g->n, sizeof *order);
		int *parent = xcalloc((size_t)g->n, sizeof *parent);
		int reached = bfs(g, 0, order, parent);
		sb_printf(c->sb, "The graph has %d nodes and %zu edges. Starting from node 0: ", g->n,
			  g->m);
		for (int i = 1; i < reached; i++)
			say_edge(c, parent[order[i]], order[i]);
		if (c->in == BI_WRONG && reached >= 3) {
			int u = order[reached - 1], v = parent[parent[u]] >= 0 ? parent[parent[u]] : -1;
			if (v >= 0 && !graph_has_edge(g, u, v)) {
				off = c->sb->len;
				sb_printf(c->sb, "node %d is connected to node %d", u, v);
				noisy_plant(c, MK_INVENTED_EDGE, off, "says %d-%d is an edge", u, v);
				sb_puts(c->sb, ", which closes a loop. ");
			}
			say = true;
		} else {
			sb_puts(c->sb, "and every edge leads to a new node. ");
		}
		free(order);
		free(parent);
	}
	free(cyc);
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "I would need to check the other components as well.");
		return true;
	}
	off = c->sb->len;
	sb_puts(c->sb, say ? "Yes, there is a cycle in this graph."
			   : "No, there is no cycle in this graph.");
	if (c->in == BI_WRONG)
		noisy_plant(c, MK_WRONG_FINAL, off, "answers %s", say ? "yes" : "no");
	return true;
}

/* ---- topology ------------------------------------------------------------------ */

static bool noisy_topology(struct noisy *c)
{
	const struct graph *g = c->g;
	int n = g->n, *order = xcalloc((size_t)(n ? n : 1), sizeof *order);
	int u = -1, v = -1;
	size_t len, off, pu = 0, pv = 0;

	if (topo_kahn(g, order, NULL) != n || n < 2) {
		free(order);
		return false;
	}
	len = (size_t)n;
	if (c->in == BI_WRONG && g->m > 0) {
		/* miss an edge u->v: v "needs nothing first" and goes before u */
		size_t e = (size_t)prng_below(c->r, g->m);
		u = g->eu[e];
		v = g->ev[e];
	}
	sb_puts(c->sb, "Nodes with no incoming edges can be visited first. ");
	for (size_t i = 0; i < len; i++) {
		int x = order[i];
		pu = x == u ? i : pu;
		pv = x == v ? i : pv;
		if (x == v) {
			off = c->sb->len;
			sb_printf(c->sb, "No nodes are required to be visited before node %d", x);
			noisy_plant(c, MK_MISSING_EDGE, off, "misses the edge %d->%d", u, v);
			sb_puts(c->sb, ". ");
			continue;
		}
		sb_printf(c->sb, "Visit node %d", x);
		if (g->in_off[x + 1] > g->in_off[x]) {
			sb_puts(c->sb, " after");
			for (size_t k = g->in_off[x]; k < g->in_off[x + 1]; k++)
				sb_printf(c->sb, "%s node %d", k > g->in_off[x] ? " and" : "",
					  g->in_nbr[k]);
		}
		sb_puts(c->sb, ". ");
	}
	if (v >= 0) {
		memmove(order + pu + 1, order + pu, (pv - pu) * sizeof *order);
		order[pu] = v;
	} else if (c->in == BI_WRONG) {
		order[len - 1] = order[0];	/* no edges: a repeated node instead */
	} else if (c->in == BI_PARTIAL) {
		len--;		/* leave the last node out */
	}
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "Some nodes still need checking.");
	} else {
		off = c->sb->len;
		sb_puts(c->sb, "The solution is: ");
		noisy_list(c->sb, order, len, ",");
		sb_puts(c->sb, ".");
		if (c->in == BI_WRONG)
			noisy_plant(c, MK_WRONG_FINAL, off, "%s",
				    v >= 0 ? "an order that breaks an edge" : "a node twice");
	}
	free(order);
	return true;
}

/* ---- hamilton ---------------------------------------------------------------- */

static bool noisy_hamilton(struct noisy *c)
{
	const struct graph *g = c->g;
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(c->p->gold_answer, "path");
	int n = g->n, *path, len = 0, bad = -1;
	size_t off;
	const cJSON *x;

	if (!cJSON_IsArray(j) || cJSON_GetArraySize(j) != n || n < 3)
		return false;
	path = xcalloc((size_t)n, sizeof *path);
	cJSON_ArrayForEach(x, j)
		path[len++] = x->valueint;
	if (c->in == BI_WRONG) {
		/* swap two neighbours of the path so that a step is not an edge */
		for (int i = 1; i + 1 < n && bad < 0; i++) {
			int t = path[i];
			path[i] = path[i + 1];
			path[i + 1] = t;
			for (int k = 0; k + 1 < n && bad < 0; k++)
				if (!graph_has_edge(g, path[k], path[k + 1]))
					bad = k;
			if (bad < 0) {
				path[i + 1] = path[i];
				path[i] = t;
			}
		}
	}
	sb_printf(c->sb, "Let's start from node %d: ", path[0]);
	for (int i = 0; i + 1 < n; i++) {
		if (i == bad) {
			off = c->sb->len;
			sb_printf(c->sb, "node %d is connected to node %d", path[i], path[i + 1]);
			noisy_plant(c, MK_INVENTED_EDGE, off, "says %d-%d is an edge", path[i],
				    path[i + 1]);
			sb_puts(c->sb, ", ");
		} else {
			say_edge(c, path[i], path[i + 1]);
		}
	}
	if (c->in == BI_UNPARSEABLE) {
		sb_puts(c->sb, "but I am not sure every node is covered.");
	} else if (c->in == BI_WRONG && bad < 0) {
		/* every swap kept the path valid (a dense graph): give up instead */
		off = c->sb->len;
		sb_puts(c->sb, "but the walk cannot be finished. No, there is no path that visits "
			       "every node.");
		noisy_plant(c, MK_WRONG_FINAL, off, "answers no");
	} else {
		if (c->in == BI_PARTIAL)
			len = n - 1;
		sb_puts(c->sb, "and every node is visited once. ");
		off = c->sb->len;
		sb_puts(c->sb, "Yes. The path can be: ");
		noisy_list(c->sb, path, (size_t)len, ",");
		if (bad >= 0)
			noisy_plant(c, MK_WRONG_FINAL, off, "a path over a missing edge");
	}
	free(path);
	return true;
}

bool baseline_noisy_text(const struct problem *p, enum baseline_intent intent, struct prng *r,
			 struct strbuf *sb, struct baseline_log *log, const char *run)
{
	struct noisy c = { p, p->graph, r, sb, log, run, intent, -1, -1 };
	const struct baseline_ops *ops = baseline_ops_for(p->task->kind);

	if (!p->graph || !p->graph->finished || !p->gold_answer)
		return false;
	problem_query_int(p, "source", &c.s);
	problem_query_int(p, "target", &c.t);
	return ops->noisy ? ops->noisy(&c) : false;
}

/* ---- the RANDOM baseline's answers ----------------------------------------- */

static void random_order(struct prng *r, int n, struct strbuf *sb)
{
	int *perm = xcalloc((size_t)(n > 0 ? n : 1), sizeof *perm);

	prng_permutation(r, perm, (size_t)n);
	for (int i = 0; i < n; i++)
		sb_printf(sb, "%s%d", i ? "," : "", perm[i]);
	free(perm);
}

static bool random_connectivity(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	(void)p;
	sb_printf(sb, "The answer is %s.", prng_below(r, 2) ? "yes" : "no");
	return true;
}

static bool random_cycle(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	(void)p;
	sb_puts(sb, prng_below(r, 2) ? "Yes, there is a cycle in this graph."
				     : "No, there is no cycle in this graph.");
	return true;
}

static bool random_topology(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	sb_puts(sb, "The solution is: ");
	random_order(r, p->graph->n, sb);
	sb_puts(sb, ".");
	return true;
}

static bool random_hamilton(const struct problem *p, struct prng *r, struct strbuf *sb)
{
	sb_puts(sb, "Yes. The path can be: ");
	random_order(r, p->graph->n, sb);
	return true;
}

const struct baseline_ops connectivity_baseline_ops = {
	random_connectivity, noisy_connectivity, 0
};
const struct baseline_ops cycle_baseline_ops = { random_cycle, noisy_cycle, 0 };
const struct baseline_ops topology_baseline_ops = { random_topology, noisy_topology, 0 };
const struct baseline_ops hamilton_baseline_ops = { random_hamilton, noisy_hamilton, 0 };
