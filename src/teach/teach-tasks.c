/* teach-tasks.c - the questions and state tables of the NLGraph tasks
 * taught after the first three (teach.h lists them): cycle, flow,
 * matching, hamilton, gnn. Every choice depends on the trace alone; the
 * answers are judged in teach-judge.c. */
#include "config.h"
#include "teach.h"
#include "problem.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ASK 3

/* Up to k of the n event indexes in v, spread evenly (the middle of k
 * equal parts), each passed to ask(). */
static void ask_spread(struct teach *t, const size_t *v, size_t n, size_t k,
		       void (*ask)(struct teach *, size_t))
{
	if (k > n)
		k = n;
	for (size_t j = 0; j < k; j++)
		ask(t, v[(2 * j + 1) * n / (2 * k)]);
}

static char *list_text(const int *v, size_t n, int shift, const char *sep)
{
	struct strbuf sb;

	sb_init(&sb);
	for (size_t i = 0; i < n; i++)
		sb_printf(&sb, "%s%d", i ? sep : "", v[i] - (i % 2 ? shift : 0));
	return sb_take(&sb);
}

/* "applicant 0 job 1, applicant 2 job 0 and applicant 3 job 2" from the
 * list a0 j0 a1 j1 ... (jobs numbered from n1 in the graph). */
static char *pairs_text(const int *v, size_t n, int n1)
{
	struct strbuf sb;
	size_t np = n / 2;

	sb_init(&sb);
	if (!np)
		sb_puts(&sb, "no pairs");
	for (size_t i = 0; i < np; i++)
		sb_printf(&sb, "%sapplicant %d job %d", !i ? "" : i + 1 == np ? " and " : ", ",
			  v[2 * i], v[2 * i + 1] - n1);
	return sb_take(&sb);
}

/* The first event of kind k at or after i, or trace_count. */
static size_t next_of(const struct trace *tr, size_t i, enum trace_kind k)
{
	while (i < trace_count(tr) && tr->ev[i].kind != k)
		i++;
	return i;
}

/* ---- cycle: DFS with parent -------------------------------------------- */

static void ask_visit(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);

	q->accept = xmalloc(sizeof *q->accept);
	q->accept[q->naccept++] = ev->a;
	q->text = xasprintf("DFS is at node %d. Which node does DFS visit next?", ev->b);
	q->expect = xasprintf("%d, the first unvisited neighbour in %d's list", ev->a, ev->b);
}

static void ask_closes(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_YESNO, i);
	bool yes = i + 1 < trace_count(t->tr) && t->tr->ev[i + 1].kind == TR_FOUND;

	q->value = yes;
	q->node = ev->b;
	q->text = xasprintf("Edge %d-%d is looked at next. Does it close a cycle?", ev->a, ev->b);
	q->expect = yes ? xasprintf("yes: %d is still on the stack", ev->b)
			: xasprintf("no: %d is already finished", ev->b);
}

static void choose_cycle(struct teach *t, size_t *v, size_t *w)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, nw = 0, found = n;
	struct teach_question *q;

	q = teach_new_question(t, TQ_FINAL, TF_YESNO, 0);
	q->value = t->connected;
	q->text = xstrdup("Before we start: does this graph have a cycle?");
	q->expect = xstrdup(t->connected ? "yes, DFS finds one" : "no, DFS closes no loop");
	for (size_t i = 0; i < n; i++) {
		if (tr->ev[i].kind == TR_DISCOVER && tr->ev[i].b >= 0)
			v[nv++] = i;
		if (tr->ev[i].kind == TR_EXAMINE && !(i + 1 < n && tr->ev[i + 1].kind == TR_FOUND))
			w[nw++] = i;
		if (tr->ev[i].kind == TR_FOUND && found == n)
			found = i;
	}
	ask_spread(t, v, nv, MAX_ASK, ask_visit);
	ask_spread(t, w, nw, found < n ? 1 : 2, ask_closes);
	if (found < n) {
		size_t len;
		const int *cyc = trace_list(tr, found, &len);
		char *l = list_text(cyc, len, 0, " ");
		ask_closes(t, found - 1);	/* the edge that closes it */
		q = teach_new_question(t, TQ_FINAL, TF_CYCLE, found);
		q->text = xstrdup("Give a cycle of the graph (its nodes in order).");
		q->expect = xasprintf("any cycle is right; DFS found %s", l);
		free(l);
	}
}

/* ---- flow: shortest augmenting paths (Dinic) ---------------------------- */

static void ask_augpath(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_AUGPATH, i);
	size_t len;
	const int *path = trace_list(t->tr, i, &len);
	char *l = list_text(path, len, 0, " ");

	q->text = xasprintf("Which augmenting path from %d to %d is found next? "
			    "(a shortest one with room on every hop)", t->source, t->target);
	q->expect = xasprintf("the trace takes %s; any shortest path with room is right", l);
	free(l);
}

static void ask_bottleneck(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i);
	size_t len;
	const int *path = trace_list(t->tr, i, &len);
	char *l = list_text(path, len, 0, " -> ");

	q->value = t->tr->ev[i].val;
	q->text = xasprintf("The next augmenting path is %s. What is its bottleneck "
			    "(the least room on it)?", l);
	q->expect = xasprintf("%" PRId64 " units can be pushed", q->value);
	free(l);
}

static void ask_flow_value(struct teach *t, size_t i)
{
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_NUMBER, i + 1);
	int64_t sum = 0;

	for (size_t j = 0; j <= i; j++)
		if (t->tr->ev[j].kind == TR_FLOW_PATH)
			sum += t->tr->ev[j].val;
	q->value = sum;
	q->text = xstrdup("What is the flow value now?");
	q->expect = xasprintf("the flow is %" PRId64 " so far", sum);
}

static void choose_flow(struct teach *t, size_t *v)
{
	size_t n = trace_count(t->tr), nv = 0, cut;
	struct teach_question *q;

	for (size_t i = 0; i < n; i++)
		if (t->tr->ev[i].kind == TR_FLOW_PATH)
			v[nv++] = i;
	ask_spread(t, v, nv, 2, ask_augpath);
	ask_spread(t, v, nv, 2, ask_bottleneck);
	if (nv >= 2)
		ask_flow_value(t, v[nv / 2]);
	cut = next_of(t->tr, 0, TR_CUT);
	q = teach_new_question(t, TQ_FINAL, TF_NUMBER, cut < n ? cut : n);
	q->value = t->best;
	q->text = xasprintf("No augmenting path is left. What is the maximum flow from %d to %d?",
			    t->source, t->target);
	q->expect = xasprintf("the maximum flow is %" PRId64, t->best);
}

/* ---- matching: augmenting paths ------------------------------------------ */

static void ask_can_match(struct teach *t, size_t i)
{
	const struct trace *tr = t->tr;
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_YESNO, i);
	int a = tr->ev[i].a;
	size_t j = i + 1;

	while (j < trace_count(tr) && tr->ev[j].kind != TR_PATH && tr->ev[j].kind != TR_PRUNE)
		j++;
	q->value = j < trace_count(tr) && tr->ev[j].kind == TR_PATH;
	q->node = a;
	q->text = xasprintf("Applicant %d looks for a job next. Can it be matched now "
			    "(an augmenting path)?", a);
	q->expect = q->value ? xasprintf("yes: an augmenting path reaches a free job")
			     : xasprintf("no: every job it can reach stays taken");
}

static void choose_matching(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, ans = next_of(tr, 0, TR_ANSWER), len = 0, no = n;
	const int *pairs = ans < n ? trace_list(tr, ans, &len) : NULL;
	struct teach_question *q;
	char *l;

	for (size_t i = 0; i < n; i++)
		if (tr->ev[i].kind == TR_NOTE && tr->ev[i].a >= 0) {
			v[nv++] = i;
			if (no == n && i + 1 < n) {
				size_t j = i + 1;
				while (j < n && tr->ev[j].kind != TR_PATH && tr->ev[j].kind != TR_PRUNE)
					j++;
				if (j < n && tr->ev[j].kind == TR_PRUNE)
					no = i;
			}
		}
	if (no < n) {	/* one applicant who stays alone, and two others */
		size_t k = 0;
		for (size_t i = 0; i < nv; i++)
			if (v[i] != no)
				v[k++] = v[i];
		ask_can_match(t, no);
		ask_spread(t, v, k, 2, ask_can_match);
	} else {
		ask_spread(t, v, nv, MAX_ASK, ask_can_match);
	}
	q = teach_new_question(t, TQ_FINAL, TF_NUMBER, ans < n ? ans : n);
	q->value = t->best;
	q->text = xstrdup("How many applicants get a job in a maximum matching?");
	q->expect = xasprintf("%" PRId64, t->best);
	l = pairs_text(pairs, pairs ? len : 0, t->p->graph->parts[0]);
	q = teach_new_question(t, TQ_FINAL, TF_PAIRS, ans < n ? ans : n);
	q->text = xstrdup("Give a maximum matching as applicant job pairs (jobs from 0).");
	q->expect = xasprintf("any maximum matching is right; the search gives %s", l);
	free(l);
}

/* ---- hamilton: backtracking ------------------------------------------------ */

/* Unvisited neighbours of v (each adjacency entry), as the solver counts. */
static int onward(const struct graph *g, const unsigned char *on, int v)
{
	int d = 0;

	for (size_t k = g->off[v]; k < g->off[v + 1]; k++)
		d += !on[g->nbr[k]] && g->nbr[k] != v;
	return d;
}

static void ask_extend(struct teach *t, size_t i)
{
	const struct graph *g = t->p->graph;
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_NEXT_NODE, TF_NODE, i);
	unsigned char *on = xcalloc((size_t)g->n + 1, 1);
	struct trace_state st;
	int u = ev->b, least = -1;
	struct strbuf sb;

	trace_state_init(&st, t->tr);
	trace_state_at(t->tr, i, &st);
	for (size_t j = 0; j < st.npath; j++)
		on[st.path[j]] = 1;
	q->accept = xcalloc((size_t)g->n + 1, sizeof *q->accept);
	for (size_t k = g->off[u]; k < g->off[u + 1]; k++) {
		int w = g->nbr[k], d;
		if (on[w])
			continue;
		d = onward(g, on, w);
		if (least < 0 || d < least) {
			least = d;
			q->naccept = 0;
		}
		if (d == least) {
			bool dup = false;
			for (size_t j = 0; j < q->naccept; j++)
				dup |= q->accept[j] == w;
			if (!dup)
				q->accept[q->naccept++] = w;
		}
	}
	q->text = xasprintf("The path ends at %d. Which node extends it next "
			    "(fewest onward choices first)?", u);
	sb_init(&sb);
	sb_printf(&sb, "the fewest onward choices (%d) ", least);
	if (q->naccept > 1) {
		sb_puts(&sb, "are shared by");
		for (size_t j = 0; j < q->naccept; j++)
			sb_printf(&sb, "%s %d", j ? "," : "", q->accept[j]);
		sb_printf(&sb, " (any is right; the search takes %d)", ev->a);
	} else {
		sb_printf(&sb, "are %d's", ev->a);
	}
	q->expect = sb_take(&sb);
	trace_state_free(&st);
	free(on);
}

static void choose_hamilton(struct teach *t, size_t *v)
{
	const struct trace *tr = t->tr;
	size_t n = trace_count(tr), nv = 0, at = next_of(tr, 0, TR_FOUND), len = 0;
	struct teach_question *q;
	const int *path;
	char *l;

	for (size_t i = 1; i < n; i++)
		if (tr->ev[i].kind == TR_EXTEND &&
		    (tr->ev[i - 1].kind == TR_EXTEND || tr->ev[i - 1].kind == TR_PATH))
			v[nv++] = i;
	ask_spread(t, v, nv, MAX_ASK, ask_extend);
	if (at == n)
		at = next_of(tr, 0, TR_ANSWER);
	path = at < n ? trace_list(tr, at, &len) : NULL;
	l = list_text(path, path ? len : 0, 0, " ");
	q = teach_new_question(t, TQ_FINAL, TF_HAMPATH, at < n ? at : n);
	q->text = xstrdup("Give a Hamilton path (every node once), or none.");
	q->expect = t->connected ? xasprintf("any Hamilton path is right; the search found %s", l)
				 : xstrdup("there is none");
	free(l);
}

/* ---- gnn: one layer of sums ------------------------------------------------- */

static void ask_embedding(struct teach *t, size_t i)
{
	const struct trace_event *ev = &t->tr->ev[i];
	struct teach_question *q = teach_new_question(t, TQ_VALUE, TF_VECTOR, i);
	size_t len;
	const int64_t *vec = trace_vec(t->tr, i, &len);
	struct strbuf sb;

	q->node = ev->a;
	q->vec = xmalloc((len + 1) * sizeof *q->vec);
	memcpy(q->vec, vec, len * sizeof *q->vec);
	q->nvec = len;
	q->text = xasprintf("What is node %d's embedding after layer 1 (the sum of its "
			    "neighbours' vectors)?", ev->a);
	sb_init(&sb);
	sb_puts(&sb, "[");
	for (size_t k = 0; k < len; k++)
		sb_printf(&sb, "%s%" PRId64, k ? ", " : "", vec[k]);
	sb_puts(&sb, "]");
	q->expect = sb_take(&sb);
}

static void choose_gnn(struct teach *t, size_t *v)
{
	size_t nv = 0;

	for (size_t i = 0; i < trace_count(t->tr); i++)
		if (t->tr->ev[i].kind == TR_AGGREGATE && t->tr->ev[i].val == 1)
			v[nv++] = i;
	ask_spread(t, v, nv, MAX_ASK, ask_embedding);
}

void teach_choose_more(struct teach *t)
{
	size_t n = trace_count(t->tr) + 1;
	size_t *v = xmalloc(n * sizeof *v), *w = xmalloc(n * sizeof *w);

	switch (t->p->task->kind) {
	case TASK_CYCLE:
		choose_cycle(t, v, w);
		break;
	case TASK_FLOW:
		choose_flow(t, v);
		break;
	case TASK_MATCHING:
		choose_matching(t, v);
		break;
	case TASK_HAMILTON:
		choose_hamilton(t, v);
		break;
	case TASK_GNN:
		choose_gnn(t, v);
		break;
	default:
		teach_gc_choose(t);
		break;
	}
	free(v);
	free(w);
}

/* ---- state tables ------------------------------------------------------------ */

static void put_list(struct strbuf *sb, const char *label, const int *v, size_t n)
{
	sb_puts(sb, label);
	if (!n)
		sb_puts(sb, " (empty)");
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, " %d", v[i]);
	sb_putc(sb, '\n');
}

static void format_flow(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	const struct graph *g = t->p->graph;

	sb_printf(sb, "flow value: %" PRId64 "   augmenting paths: %" PRIu64 "\n",
		  st->flow_value, st->augmentations);
	put_list(sb, "last path:", st->path, st->npath);
	sb_puts(sb, "edge      cap  flow  room\n");
	for (size_t e = 0; e < g->m; e++)
		sb_printf(sb, "%3d->%-3d %4" PRId64 "  %4" PRId64 "  %4" PRId64 "\n", g->eu[e],
			  g->ev[e], g->ew ? g->ew[e] : 1, st->flow[e],
			  trace_state_residual(t->tr, st, (long)e));
}

static void format_matching(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	int n1 = t->p->graph->parts[0];

	put_list(sb, "queue:", st->frontier, st->nfrontier);
	sb_puts(sb, "applicant  job\n");
	for (int a = 0; a < n1; a++) {
		if (st->mate[a] >= 0)
			sb_printf(sb, "%9d  %3d\n", a, st->mate[a] - n1);
		else
			sb_printf(sb, "%9d  %3s\n", a, "-");
	}
}

/* One column per layer, 0 (the inputs) to the last: a value not computed
 * yet shows as "-", never as zeros. */
static void format_gnn(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	int n = st->n, dim = st->dim, top = t->tr->layers < 0 ? 0 : t->tr->layers;
	int width = 2 + dim * 4;

	if (width < 9)
		width = 9;
	sb_puts(sb, "node");
	for (int l = 0; l <= top; l++)
		sb_printf(sb, "  layer %-*d", width - 6, l);
	sb_putc(sb, '\n');
	for (int v = 0; v < n; v++) {
		sb_printf(sb, "%4d", v);
		for (int l = 0; l <= top; l++) {
			struct strbuf c;
			sb_init(&c);
			if (!st->emb_set[(size_t)l * (size_t)n + (size_t)v]) {
				sb_puts(&c, "-");
			} else {
				sb_putc(&c, '[');
				for (int k = 0; k < dim; k++)
					sb_printf(&c, "%s%" PRId64, k ? "," : "",
						  st->emb[((size_t)l * (size_t)n + (size_t)v) *
							  (size_t)dim + (size_t)k]);
				sb_putc(&c, ']');
			}
			sb_printf(sb, "  %-*s", width, c.data ? c.data : "");
			sb_free(&c);
		}
		sb_putc(sb, '\n');
	}
}

bool teach_format_more(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;

	switch (t->p->task->kind) {
	case TASK_FLOW:
		format_flow(t, sb);
		return true;
	case TASK_MATCHING:
		format_matching(t, sb);
		return true;
	case TASK_HAMILTON:
		put_list(sb, "path:", st->path, st->npath);
		sb_printf(sb, "branches %" PRIu64 "  backtracks %" PRIu64 "  pruned %" PRIu64 "\n",
			  st->branches, st->backtracks, st->prunings);
		return true;
	case TASK_GNN:
		format_gnn(t, sb);
		return true;
	default:
		return teach_gc_format(t, sb);
	}
}
