/* teach-gracore.c - lessons on GraCoRe's pure tasks (teach.h): BFS order,
 * bipartite check (BFS two-colouring), Euler circuit (Hierholzer), TSP
 * (branch and bound) and colouring (DSATUR branch and bound). The
 * questions are chosen from the trace alone; every right answer is
 * accepted (the task's checker in gracore-solve.h judges sequences). */
#include "config.h"
#include "teach.h"
#include "teach-ops.h"
#include "gracore-solve.h"
#include "problem.h"
#include "solve.h"
#include "task.h"
#include "taskcfg.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_ASK 2

static const struct teach_lesson lessons[] = {
	{ "bfs_order", "BFS", "the next node dequeued, a BFS order",
	  "a node with two unvisited neighbours or more (a tie)", TEACH_OWN_EDGES },
	{ "bipartite", "BFS two-colouring", "is it bipartite, a node's side, an odd cycle",
	  "an odd cycle (not bipartite)", TEACH_OWN_EDGES },
	{ "euler_path", "Hierholzer", "is there a circuit, where a detour starts, the circuit",
	  "a walk that gets stuck and needs a detour spliced in", TEACH_OWN_EDGES },
	{ "tsp", "branch and bound", "the shortest tour's length, a shortest tour",
	  "a branch pruned by the bound", TEACH_OWN_EDGES },
	{ "coloring", "DSATUR branch and bound",
	  "the colours needed, a smallest free colour, a colouring",
	  "greedy needing more colours than the optimum, or a colour clash", TEACH_OWN_EDGES },
};

bool teach_gc_taught(const struct task *t)
{
	enum task_kind k = t ? t->kind : TASK__COUNT;

	return k == TASK_BFS_ORDER || k == TASK_BIPARTITE || k == TASK_EULER || k == TASK_TSP ||
	       k == TASK_COLORING;
}

/* ---- small helpers ------------------------------------------------------ */

static char *list_text(const int *v, size_t n)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < n; i++)
		sb_printf(&sb, "%s%d", i ? " " : "", v[i]);
	if (!n)
		sb_puts(&sb, "(none)");
	return sb_take(&sb);
}

static size_t find_kind(const struct trace *tr, enum trace_kind k)
{
	size_t i = 0;

	while (i < trace_count(tr) && tr->ev[i].kind != k)
		i++;
	return i;
}

/* Up to k of the n event indexes in v, spread evenly, each passed to ask(). */
static void ask_spread(struct teach *t, const size_t *v, size_t n, size_t k,
		       void (*ask)(struct teach *, size_t))
{
	if (k > n)
		k = n;
	for (size_t j = 0; j < k; j++)
		ask(t, v[(2 * j + 1) * n / (2 * k)]);
}

/* A TSP prune or bound check: the detailed events of tsp_dfs carry vec =
 * {bound x 100 or cost, best so far, 0 bound / 1 cost}. */
static bool tsp_check_event(const struct trace *tr, size_t i)
{
	const struct trace_event *ev = &tr->ev[i];

	return (ev->kind == TR_PRUNE || ev->kind == TR_NOTE) && ev->a >= 0 && ev->vec_len == 3;
}

/* A colouring try that is the node's first (its smallest free colour). */
static bool first_try(const struct trace *tr, size_t i)
{
	const struct trace_event *ev = &tr->ev[i];

	if (ev->kind != TR_ASSIGN || ev->val < 0 || prefixcmp(trace_text(tr, i), "try "))
		return false;
	return !(i > 0 && tr->ev[i - 1].kind == TR_ASSIGN && tr->ev[i - 1].a == ev->a &&
		 tr->ev[i - 1].val < 0);
}

/* Euler: the first walk step after a pop (a detour), at or after i. */
static size_t next_detour(const struct trace *tr, size_t i)
{
	bool popped = false;

	for (; i < trace_count(tr); i++) {
		if (tr->ev[i].kind == TR_POP)
			popped = true;
		else if (tr->ev[i].kind == TR_SATURATE && popped)
			return i;
	}
	return i;
}

/* ---- what a default graph is picked for --------------------------------- */

static bool gc_shows(const struct problem *p, struct trace *tr)
{
	size_t n = trace_count(tr), ans = find_kind(tr, TR_ANSWER);

	switch (p->task->kind) {
	case TASK_BFS_ORDER:	/* a dequeue that discovers two nodes or more */
		for (size_t i = 0; i < n; i++) {
			int found = 0;
			if (tr->ev[i].kind != TR_DEQUEUE)
				continue;
			for (size_t j = i + 1; j < n && tr->ev[j].kind != TR_SETTLE; j++)
				found += tr->ev[j].kind == TR_DISCOVER;
			if (found >= 2)
				return true;
		}
		return false;
	case TASK_BIPARTITE:
		return find_kind(tr, TR_FOUND) < n;
	case TASK_EULER:
		return ans < n && tr->ev[ans].val == GC_EULER_CIRCUIT && next_detour(tr, 0) < n;
	case TASK_TSP:
		for (size_t i = 0; i < n; i++)
			if (tr->ev[i].kind == TR_PRUNE && tsp_check_event(tr, i) &&
			    (tr->ev[i].a != 0 || tr->ev[i].b >= 0))
				return true;	/* a branch below the root */
		return false;
	case TASK_COLORING:
		if (ans < n && tr->ev[ans].val2 > tr->ev[ans].val)
			return true;	/* greedy used more colours */
		for (size_t i = 0; i < n; i++)
			if (tr->ev[i].kind == TR_ASSIGN && tr->ev[i].val < 0)
				return true;	/* a clash undid a colour */
		return false;
	default:
		return true;
	}
}

/* ---- reading the solver's answer ---------------------------------------- */

static void gc_read(struct teach *t, const cJSON *ans)
{
	const cJSON *v;
	long s;

	switch (t->p->task->kind) {
	case TASK_BFS_ORDER:
		t->source = problem_query_int(t->p, "start", &s) ? (int)s : 0;
		break;
	case TASK_BIPARTITE:
		t->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "bipartite"));
		break;
	case TASK_EULER:
		t->connected = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "circuit"));
		t->best = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ans, "path"));
		break;
	case TASK_TSP:
		v = cJSON_GetObjectItemCaseSensitive(ans, "length");
		t->best = cJSON_IsNumber(v) ? (int64_t)ll_of(v->valuedouble) : TRACE_INF;
		break;
	case TASK_COLORING:
		v = cJSON_GetObjectItemCaseSensitive(ans, "colors");
		t->best = cJSON_IsNumber(v) ? (int64_t)ll_of(v->valuedouble) : 0;
		break;
	default:
		break;
	}
}

static void gc_title(const struct teach *t, struct strbuf *sb)
{
	switch (t->p->task->kind) {
	case TASK_BFS_ORDER:
		sb_printf(sb, "breadth-first order from %d", t->source);
		break;
	case TASK_BIPARTITE:
		sb_puts(sb, "is the graph bipartite?");
		break;
	case TASK_EULER:
		sb_puts(sb, "an Euler circuit");
		break;
	case TASK_TSP:
		sb_puts(sb, "shortest tour from 0");
		break;
	case TASK_COLORING:
		sb_puts(sb, "a colouring with fewest colours");
		break;
	default:
		break;
	}
}

/* ---- BFS order ---------------------------------------------------------- */

static void ask_dequeue(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);
	struct strbuf sb;

	q->accept = xmalloc(sizeof *q->accept);
	q->accept[q->naccept++] = t->tr->ev[i].a;
	q->text = xstrdup("Which node is dequeued next?");

	sb_init(&sb);
	teach_queue_why(t, i, &sb);
	q->expect = sb_take(&sb);
}

static void choose_bfs(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, ans = find_kind(tr, TR_ANSWER);
	struct teach_question *q;
	struct trace_state st;

	trace_state_init(&st, tr);
	trace_state_at(t->tr, 0, &st);
	for (size_t i = 0; i < n; i++) {
		if (tr->ev[i].kind == TR_DEQUEUE && st.nfrontier >= 2)
			v[nv++] = i;
		trace_state_apply(tr, &st, i);
	}
	trace_state_free(&st);
	ask_spread(t, v, nv, MAX_ASK, ask_dequeue);
	q = teach_new_question(t, TQ_FINAL, TF_SEQ, 0);
	q->text = xasprintf("Before we start: give a breadth-first order of the nodes from %d.",
			    t->source);
	if (ans < n) {
		size_t len;
		const int *o = trace_list(tr, ans, &len);
		char *l = list_text(o, len);
		/* short: a wrong order's reason comes before it, and both fit
		 * the question area at 80 columns */
		q->expect = xasprintf("any BFS order is right (unseen neighbours in any order); "
				      "the trace gives %s", l);
		free(l);
	} else {
		q->expect = xstrdup("the trace was cut short");
	}
}

/* ---- bipartite ---------------------------------------------------------- */

static void ask_side(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	struct trace_state st;
	int depth = 0, parent;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	for (int v = ev->a; st.parent[v] >= 0 && depth <= st.n; v = st.parent[v])
		depth++;
	parent = st.parent[ev->a];
	trace_state_free(&st);
	q->node = ev->a;
	q->value = ev->val;
	if (parent >= 0)
		q->text = xasprintf("Node %d is at depth %d of the BFS tree (reached from %d). "
				    "Which side, 0 or 1?", ev->a, depth, parent);
	else
		q->text = xasprintf("Node %d starts a component at depth 0. Which side, 0 or 1?",
				    ev->a);
	q->expect = xasprintf("side %" PRId64 " = depth %d mod 2: the side is the depth modulo 2, "
			      "so that every tree edge joins the two sides", ev->val, depth);
}

static void choose_bipartite(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, found = find_kind(tr, TR_FOUND);
	struct teach_question *q;

	q = teach_new_question(t, TQ_FINAL, TF_YESNO, 0);
	q->value = t->connected;
	q->text = xstrdup("Before we start: is this graph bipartite (two sides, every edge "
			  "across)?");
	q->expect = xstrdup(t->connected ? "yes, the two-colouring has no clash"
					 : "no, it has a cycle of odd length, and an odd cycle "
					   "cannot alternate between two sides");
	for (size_t i = 0; i < n; i++)	/* sides of nodes below the root */
		if (tr->ev[i].kind == TR_ASSIGN && i > 0 && tr->ev[i].a > 0)
			v[nv++] = i;
	ask_spread(t, v, nv, MAX_ASK, ask_side);
	if (found < n) {
		size_t len;
		const int *cyc = trace_list(tr, found, &len);
		char *l = list_text(cyc, len);
		q = teach_new_question(t, TQ_FINAL, TF_SEQ, found);
		q->text = xasprintf("Edge %d-%d joins two nodes of one side. Give a cycle of odd "
				    "length.", tr->ev[found].a, tr->ev[found].b);
		q->expect = xasprintf("any odd cycle is right; the tree paths to the common "
				      "ancestor give %s", l);
		free(l);
	}
}

/* ---- Euler circuit (Hierholzer) ----------------------------------------- */

static void ask_detour(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	const struct graph *g = t->p->graph;
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);
	struct trace_state st;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	q->accept = xcalloc(g->off[ev->a + 1] - g->off[ev->a] + 1, sizeof *q->accept);
	for (size_t k = g->off[ev->a]; k < g->off[ev->a + 1]; k++)
		if (st.emark[g->nbr_edge[k]] != EMARK_SATURATED)
			q->accept[q->naccept++] = g->nbr[k];
	trace_state_free(&st);
	q->text = xasprintf("Backed up to %d, which has an unused edge: where does the detour "
			    "walk first?", ev->a);
	q->expect = xasprintf("any node over an unused edge of %d is right; the trace walks to "
			      "%d, and the detour's loop is spliced into the circuit at %d",
			      ev->a, ev->b, ev->a);
}

/* The rule with each node's count: "degrees 0:2 1:4 2:4" (out - in
 * when directed), all even (all 0) for a circuit. */
static char *euler_why(const struct graph *g, bool yes, int odd)
{
	struct strbuf sb;

	sb_init(&sb);
	if (yes)
		sb_puts(&sb, "yes: the edges are connected and every ");
	else if (odd)
		sb_printf(&sb, "no: %d node%s ", odd, odd == 1 ? " has" : "s have");
	else
		return xstrdup("no: every count is even, but the edges are not all connected");
	if (g->directed)
		sb_puts(&sb, yes ? "node's out - in is 0 (" : "out - in not 0 (");
	else
		sb_puts(&sb, yes ? "degree is even (" : "an odd degree (");
	for (int u = 0; u < g->n; u++) {
		long d = (long)(g->off[u + 1] - g->off[u]);
		if (g->directed)
			d -= (long)(g->in_off[u + 1] - g->in_off[u]);
		if (yes || d % 2 != 0)
			sb_printf(&sb, "%s%d:%ld", sb.data[sb.len - 1] == '(' ? "" : " ", u, d);
	}
	sb_putc(&sb, ')');
	if (yes)
		sb_puts(&sb, ", so a closed walk can use every edge once");
	return sb_take(&sb);
}

static void choose_euler(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	const struct graph *g = t->p->graph;
	size_t n = trace_count(tr), nv = 0, ans = find_kind(tr, TR_ANSWER);
	size_t pop = find_kind(tr, TR_POP);
	struct teach_question *q;
	int odd = 0;

	for (int u = 0; u < g->n; u++) {
		long d = (long)(g->off[u + 1] - g->off[u]);
		if (g->directed)
			d -= (long)(g->in_off[u + 1] - g->in_off[u]);
		odd += d % 2 != 0;
	}
	q = teach_new_question(t, TQ_FINAL, TF_YESNO, 0);
	q->value = t->connected;
	q->text = xstrdup("Before we start: does this graph have an Euler circuit?");
	q->expect = euler_why(g, t->connected, odd);
	for (size_t i = next_detour(tr, 0); i < n; i = next_detour(tr, i + 1)) {
		v[nv++] = i;
		while (i + 1 < n && tr->ev[i + 1].kind != TR_POP)	/* one per detour */
			i++;
	}
	ask_spread(t, v, nv, MAX_ASK, ask_detour);
	if (t->best && ans < n && pop < n) {
		size_t len;
		const int *trail = trace_list(tr, ans, &len);
		char *l = list_text(trail, len);
		q = teach_new_question(t, TQ_FINAL, TF_SEQ, pop);
		q->text = xasprintf("The walk is stuck for the first time. Give an Euler %s.",
				    t->connected ? "circuit" : "trail");
		q->expect = xasprintf("any is right; Hierholzer gives %s", l);
		free(l);
	}
}

/* ---- TSP (branch and bound) ---------------------------------------------- */

/* The weight of the walk v[0..n) over its edges (its first edge's
 * weight where two join the same nodes). */
static int64_t tour_cost(const struct graph *g, const int *v, size_t n)
{
	int64_t c = 0;

	for (size_t k = 0; k + 1 < n; k++) {
		long e = graph_find_edge(g, v[k], v[k + 1]);
		if (e < 0 && !g->directed)
			e = graph_find_edge(g, v[k + 1], v[k]);
		c += e >= 0 && g->ew ? g->ew[e] : 0;
	}
	return c;
}

/* "2 + 3 + 1 = 6": the weights of the walk v[0..n), summed. */
static void put_cost_sum(struct strbuf *sb, const struct graph *g, const int *v, size_t n)
{
	for (size_t k = 0; k + 1 < n; k++) {
		long e = graph_find_edge(g, v[k], v[k + 1]);
		if (e < 0 && !g->directed)
			e = graph_find_edge(g, v[k + 1], v[k]);
		sb_printf(sb, "%s%" PRId64, k ? " + " : "", e >= 0 && g->ew ? g->ew[e] : 0);
	}
	sb_printf(sb, " = %" PRId64, tour_cost(g, v, n));
}

static void ask_prune(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_YESNO, i);
	size_t nv;
	const int64_t *vec = trace_vec(t->tr, i, &nv);
	struct trace_state st;
	char *path;
	bool yes = ev->kind == TR_PRUNE;

	int *st_path;
	size_t npath;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	path = list_text(st.path, st.npath);
	npath = st.npath;
	st_path = xmalloc((npath + 1) * sizeof *st_path);
	memcpy(st_path, st.path, npath * sizeof *st_path);
	trace_state_free(&st);
	q->value = yes;
	if (vec[2] == 0) {
		q->text = xasprintf("Partial tour %s: lower bound %" PRId64 ", best tour so far %"
				    PRId64 ". Is this branch pruned?", path, vec[0], vec[1]);
		int64_t so_far = tour_cost(t->p->graph, st_path, npath);
		q->expect = xasprintf(yes ? "yes: bound %" PRId64 " = %" PRId64 " so far + at least %"
					    PRId64 " for the rest, and %" PRId64 " >= the best %"
					    PRId64 ", so no tour through it beats the best"
				      : "no: bound %" PRId64 " = %" PRId64 " so far + at least %"
					PRId64 " for the rest, and %" PRId64 " < the best %" PRId64
					", so a tour through it may still beat the best",
				      vec[0], so_far, vec[0] - so_far, vec[0], vec[1]);
	} else {
		q->text = xasprintf("Partial tour %s, then %d: cost %" PRId64 ", best tour so far %"
				    PRId64 ". Is that branch pruned?", path, ev->b, vec[0], vec[1]);
		q->expect = xasprintf("yes: its cost %" PRId64 " >= the best %" PRId64 " already, "
				      "before the rest of the tour", vec[0], vec[1]);
	}
	free(path);
	free(st_path);
}

static void choose_tsp(struct teach *t, size_t *v, size_t *w)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, nw = 0, ans = find_kind(tr, TR_ANSWER);
	struct teach_question *q;

	for (size_t i = 0; i < n; i++) {
		if (!tsp_check_event(tr, i) || !tr->ev[i].vec_len)
			continue;
		if (tr->ev[i].kind == TR_PRUNE)
			v[nv++] = i;
		else if (trace_vec(tr, i, &(size_t){ 0 })[1] != GC_TSP_INF)
			w[nw++] = i;	/* a bound that lets the search go on */
	}
	ask_spread(t, v, nv, MAX_ASK, ask_prune);
	ask_spread(t, w, nw, 1, ask_prune);
	if (ans < n && t->best != TRACE_INF) {
		size_t len;
		const int *tour = trace_list(tr, ans, &len);
		char *l = list_text(tour, len);
		q = teach_new_question(t, TQ_FINAL, TF_NUMBER, ans);
		q->value = t->best;
		q->text = xstrdup("The search is over. What is the length of the shortest tour?");
		struct strbuf sb;
		sb_init(&sb);
		sb_printf(&sb, "%" PRId64 ", the best tour the search kept, %s: ", t->best, l);
		put_cost_sum(&sb, t->p->graph, tour, len);
		q->expect = sb_take(&sb);
		q = teach_new_question(t, TQ_FINAL, TF_SEQ, ans);
		q->text = xstrdup("Give a shortest tour (every node once, from 0 back to 0).");
		q->expect = xasprintf("any tour of length %" PRId64 " is right; the search found %s",
				      t->best, l);
		free(l);
	}
}

/* ---- colouring (DSATUR branch and bound) -------------------------------- */

static void ask_colour(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);

	q->node = ev->a;
	q->value = ev->val;
	q->text = xasprintf("DSATUR colours node %d next. What is the smallest colour no "
			    "neighbour has?", ev->a);
	const struct graph *g = t->p->graph;
	struct trace_state st;
	struct strbuf sb;
	size_t shown = 0;

	/* the neighbours' colours as the node is coloured: the smallest
	 * colour none of them has */
	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	sb_init(&sb);
	sb_printf(&sb, "colour %" PRId64 ": %d's coloured neighbours", ev->val, ev->a);
	for (size_t k = g->off[ev->a]; k < g->off[ev->a + 1]; k++) {
		int w = g->nbr[k];
		if (st.value_set[w] && st.value[w] >= 0 && w != ev->a) {
			sb_printf(&sb, " %d:%" PRId64, w, st.value[w]);
			shown++;
		}
	}
	if (!shown)
		sb_puts(&sb, " (none)");
	sb_puts(&sb, " have colours");
	/* the distinct colours they have, in order */
	for (int64_t c = 0, any = 0; c <= (int64_t)g->n; c++) {
		bool has = false;
		for (size_t k = g->off[ev->a]; k < g->off[ev->a + 1] && !has; k++)
			has = st.value_set[g->nbr[k]] && st.value[g->nbr[k]] == c &&
			      g->nbr[k] != ev->a;
		if (has)
			sb_printf(&sb, "%s %" PRId64, any++ ? "," : "", c);
	}
	if (!shown)
		sb_puts(&sb, " none");
	sb_printf(&sb, ", not %" PRId64 ": the smallest free", ev->val);
	q->expect = sb_take(&sb);
	trace_state_free(&st);
}

static void choose_coloring(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, ans = find_kind(tr, TR_ANSWER);
	size_t at = ans;
	struct teach_question *q;
	int64_t greedy = ans < n ? tr->ev[ans].val2 : 0;

	q = teach_new_question(t, TQ_FINAL, TF_NUMBER, 0);
	q->value = t->best;
	q->text = xstrdup("Before we start: how many colours does this graph need?");
	if (greedy > t->best)
		q->expect = xasprintf("%" PRId64 " colours, so that no edge joins two nodes of one "
				      "colour; greedy largest-first needs %" PRId64
				      ", the search finds fewer", t->best, greedy);
	else
		q->expect = xasprintf("%" PRId64 " colour%s, so that no edge joins two nodes of one "
				      "colour", t->best, t->best == 1 ? "" : "s");
	for (size_t i = 0; i < n; i++)
		if (first_try(tr, i))
			v[nv++] = i;
	ask_spread(t, v, nv, MAX_ASK, ask_colour);
	/* before the answer's colours are narrated (n assigns, a summary) */
	if (ans < n && ans >= (size_t)t->p->graph->n + 1)
		at = ans - 1 - (size_t)t->p->graph->n;
	if (ans < n) {
		size_t len;
		const int *col = trace_list(tr, ans, &len);
		char *l = list_text(col, len);
		q = teach_new_question(t, TQ_FINAL, TF_SEQ, at);
		q->text = xasprintf("Give a colouring with %" PRId64 " colours (one per node, node 0 "
				    "first).", t->best);
		q->expect = xasprintf("any proper colouring with %" PRId64 " colours is right; the "
				      "search found %s", t->best, l);
		free(l);
	}
}

static void gc_choose(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v, *w;

	if (!teach_gc_taught(t->p->task))
		return;
	v = xmalloc(n * sizeof *v);
	w = xmalloc(n * sizeof *w);
	switch (t->p->task->kind) {
	case TASK_BFS_ORDER:
		choose_bfs(t, v);
		break;
	case TASK_BIPARTITE:
		choose_bipartite(t, v);
		break;
	case TASK_EULER:
		choose_euler(t, v);
		break;
	case TASK_TSP:
		choose_tsp(t, v, w);
		break;
	default:
		choose_coloring(t, v);
		break;
	}
	free(v);
	free(w);
}

/* ---- judging sequences --------------------------------------------------- */

/* A cycle of the underlying undirected graph (the bipartite check ignores
 * directions): distinct nodes, each joined to the next and the last to
 * the first. */
static bool undirected_cycle(const struct graph *g, const int *v, size_t n, char *why,
			     size_t len)
{
	if (n < 3) {
		snprintf(why, len, "a cycle has three nodes or more");
		return false;
	}
	for (size_t i = 0; i < n; i++) {
		int a = v[i], b = v[(i + 1) % n];
		for (size_t j = 0; j < i; j++)
			if (v[j] == a) {
				snprintf(why, len, "%d is listed twice", a);
				return false;
			}
		if (!graph_has_edge(g, a, b) && !graph_has_edge(g, b, a)) {
			snprintf(why, len, "%d and %d share no edge", a, b);
			return false;
		}
	}
	return true;
}

static enum teach_verdict gc_judge(const struct teach *t, const struct teach_question *q,
				    const int *v, size_t n, char *why, size_t len)
{
	const struct graph *g = t->p->graph;
	struct check c;
	bool ok = false;
	int ncol = 0;
	int64_t tour = 0;

	(void)q;
	check_ok(&c);
	switch (t->p->task->kind) {
	case TASK_BFS_ORDER:
		ok = gc_bfs_check(g, t->source, v, n, &c);
		break;
	case TASK_BIPARTITE:
		if (n >= 2 && v[n - 1] == v[0])	/* closed: 0 1 2 0 */
			n--;
		if (!undirected_cycle(g, v, n, why, len))
			return TEACH_WRONG;
		ok = true;
		if (n % 2 == 0) {
			snprintf(why, len, "that cycle has %zu edges, an even number", n);
			return TEACH_WRONG;
		}
		break;
	case TASK_EULER:
		ok = gc_euler_check(g, v, n, t->connected, &c);
		break;
	case TASK_TSP:
		ok = gc_tsp_check(g, v, n, &tour, &c);
		if (ok && tour != t->best) {
			snprintf(why, len, "that tour has length %" PRId64 ", the shortest %" PRId64,
				 tour, t->best);
			return TEACH_WRONG;
		}
		break;
	case TASK_COLORING:
		if (n != (size_t)g->n) {
			snprintf(why, len, "a colouring gives one colour to each of the %d nodes",
				 g->n);
			return TEACH_WRONG;
		}
		ok = gc_color_check(g, v, n, &ncol, &c);
		if (ok && ncol != t->best) {
			snprintf(why, len, "that colouring uses %d colours, the fewest is %" PRId64,
				 ncol, t->best);
			return TEACH_WRONG;
		}
		break;
	default:
		break;
	}
	if (!ok && c.msg[0])
		snprintf(why, len, "%s", c.msg);
	return ok ? TEACH_RIGHT : TEACH_WRONG;
}

/* ---- state tables --------------------------------------------------------- */

/* The node table, with value[v] as column head when head is not NULL:
 * the value of the nodes an assign reached before step k, else "-" (a
 * value not set yet, or taken back as -1, is not shown as 0). */
static void put_assigned(const struct teach *t, struct strbuf *sb, const char *head)
{
	const struct trace_state *st = &t->st;

	sb_printf(sb, "node  state  parent%s%s\n", head ? "  " : "", head ? head : "");
	for (int v = 0; v < st->n; v++) {
		teach_put_node(t, sb, v, true);
		if (!head)
			sb_putc(sb, '\n');
		else if (st->value_set[v] && st->value[v] >= 0)
			sb_printf(sb, "  %" PRId64 "\n", st->value[v]);
		else
			sb_puts(sb, "  -\n");
	}
}

static void gc_format(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	const struct graph *g = t->p->graph;

	switch (t->p->task->kind) {
	case TASK_BFS_ORDER:
		teach_put_list(sb, "queue:", st->frontier, st->nfrontier);
		teach_put_list(sb, "order:", st->order, st->norder);
		put_assigned(t, sb, NULL);
		break;
	case TASK_BIPARTITE:
		teach_put_list(sb, "queue:", st->frontier, st->nfrontier);
		put_assigned(t, sb, "side");
		break;
	case TASK_EULER:
		teach_put_list(sb, "stack:", st->frontier, st->nfrontier);
		teach_put_list(sb, "emitted (the circuit backwards):", st->order, st->norder);
		sb_puts(sb, "edge     walked\n");
		for (size_t e = 0; e < g->m; e++)
			sb_printf(sb, "%3d%s%-3d  %s\n", g->eu[e], g->directed ? "->" : "-",
				  g->ev[e], st->emark[e] == EMARK_SATURATED ? "yes" : "-");
		break;
	case TASK_TSP:
		teach_put_list(sb, "partial tour:", st->path, st->npath);
		teach_put_list(sb, "best tour:", st->best, st->nbest);
		if (st->nbest)
			sb_printf(sb, "best length: %" PRId64 "\n", st->best_value);
		sb_printf(sb, "branches %" PRIu64 "  backtracks %" PRIu64 "  pruned %" PRIu64 "\n",
			  st->branches, st->backtracks, st->prunings);
		break;
	case TASK_COLORING:
		sb_printf(sb, "colourings found %" PRIu64 "\n", st->improvements);
		put_assigned(t, sb, "colour");
		break;
	default:
		break;
	}
}

/* GraCoRe's bipartite graphs are all bipartite: the lesson wants one that
 * is not, so it draws from G(n, p) */
static void gc_pick(const struct task *task, struct cfg_diff *df, uint64_t seed, bool plain,
		    long *index)
{
	(void)seed;
	(void)index;
	if (task->kind == TASK_BIPARTITE && !plain)
		df->family = FAM_GNP;
}

const struct teach_ops gracore_teach_ops = {
	.lessons = lessons,
	.nlessons = ARRAY_SIZE(lessons),
	.covers = teach_gc_taught,
	.read = gc_read,
	.title = gc_title,
	.choose = gc_choose,
	.judge = gc_judge,
	.format = gc_format,
	.shows = gc_shows,
	.pick = gc_pick,
};

/* GraCoRe's heterogeneous tasks are not taught. */
