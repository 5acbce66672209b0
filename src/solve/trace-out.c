/* trace-out.c - traces and states as text and JSON (see trace.h). */
#include "config.h"
#include "trace.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *const mark_names[] = { "-", "discovered", "settled" };
_Static_assert(ARRAY_SIZE(mark_names) == MARK_SETTLED + 1, "a name for every node mark");
static const char *const emark_names[] = { "", "examined", "tree", "saturated", "cut" };
_Static_assert(ARRAY_SIZE(emark_names) == EMARK_CUT + 1, "a name for every edge mark");

void trace_event_text(const struct trace *tr, size_t i, struct strbuf *sb)
{
	const struct trace_event *ev = &tr->ev[i];
	const char *text = trace_text(tr, i);

	if (*text) {
		sb_puts(sb, text);
		return;
	}
	sb_puts(sb, trace_kind_name(ev->kind));
	if (ev->a >= 0)
		sb_printf(sb, " %d", ev->a);
	if (ev->b >= 0)
		sb_printf(sb, " %d", ev->b);
	if (ev->kind == TR_ENQUEUE && tr->frontier == TRACE_PQ)
		sb_printf(sb, " (key %lld)", (long long)ev->val);
	else if (ev->kind == TR_ASSIGN)
		sb_printf(sb, ": %s = %lld", tr->value_name, (long long)ev->val);
}

void trace_format_events(const struct trace *tr, size_t from, size_t to, struct strbuf *sb)
{
	if (to > tr->n)
		to = tr->n;
	for (size_t i = from; i < to; i++) {
		sb_printf(sb, "%6zu  ", i + 1);
		trace_event_text(tr, i, sb);
		sb_putc(sb, '\n');
	}
}

static void list_text(struct strbuf *sb, const char *label, const int *v, size_t n)
{
	if (!n)
		return;
	sb_printf(sb, "%s:", label);
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, " %d", v[i]);
	sb_putc(sb, '\n');
}

/* The state's tables: the node table's columns (a column where some node
 * has a value), the edge table where some edge is marked or carries flow,
 * and the lines of each: a header and a row a node, a header and a row an
 * edge, a line a GNN layer. */
static struct trace_table table_of(const struct trace *tr, const struct trace_state *st)
{
	struct trace_table c = { 0 };

	for (int v = 0; v < st->n; v++) {
		c.mark |= st->mark[v] != MARK_NONE;
		c.parent |= st->parent[v] >= 0;
		c.dist |= st->dist[v] != TRACE_INF;
		c.value |= st->value_set[v];
		c.comp |= st->comp[v] != v;
		c.mate |= st->mate[v] >= 0;
		c.side |= st->side[v] != 0;
	}
	for (size_t e = 0; e < st->m; e++)
		c.edges |= st->emark[e] != EMARK_NONE || st->flow[e] != 0;
	c.edges = c.edges && tr->g;
	c.nodes = c.mark || c.parent || c.dist || c.value || c.comp || c.mate || c.side
			  ? 1 + (size_t)st->n : 0;
	c.edges_at = c.nodes;
	c.embs_at = c.edges_at + (c.edges ? 1 + st->m : 0);
	c.lines = c.embs_at + (st->dim > 0 ? (size_t)st->layer + 1 : 0);
	return c;
}

static void counters_text(const struct trace_state *st, struct strbuf *sb)
{
	const struct {
		const char *name;
		uint64_t v;
	} cs[] = {
		{ "examined", st->examined }, { "relaxed", st->relaxed },
		{ "pushed", st->pushed }, { "popped", st->popped },
		{ "augmentations", st->augmentations }, { "matched", st->matched },
		{ "branches", st->branches }, { "backtracks", st->backtracks },
		{ "prunings", st->prunings }, { "improvements", st->improvements },
		{ "unions", st->unions },
	};
	bool any = false;

	for (size_t i = 0; i < ARRAY_SIZE(cs); i++) {
		if (!cs[i].v)
			continue;
		sb_printf(sb, "%s %s %llu", any ? "," : "counters:", cs[i].name,
			  (unsigned long long)cs[i].v);
		any = true;
	}
	if (any)
		sb_putc(sb, '\n');
}

static void node_header(const struct trace *tr, const struct trace_table *c, struct strbuf *sb)
{
	sb_puts(sb, "node");
	if (c->mark)
		sb_printf(sb, "  %-10s", "mark");
	if (c->parent)
		sb_printf(sb, "  %6s", "parent");
	if (c->dist)
		sb_printf(sb, "  %8s", "dist");
	if (c->value)
		sb_printf(sb, "  %8s", tr->value_name);
	if (c->comp)
		sb_printf(sb, "  %6s", "comp");
	if (c->mate)
		sb_printf(sb, "  %6s", "mate");
	if (c->side)
		sb_printf(sb, "  %4s", "side");
}

/* Node v's row, without printf: the whole table is 10^5 rows on a large
 * graph. */
static void node_row(const struct trace_state *st, const struct trace_table *c, int v,
		     struct strbuf *sb)
{
	sb_put_i64w(sb, v, 4);
	if (c->mark) {
		sb_puts(sb, "  ");
		sb_put_padded(sb, mark_names[st->mark[v] % 3], -10);
	}
	if (c->parent) {
		sb_puts(sb, "  ");
		st->parent[v] >= 0 ? sb_put_i64w(sb, st->parent[v], 6) : sb_put_padded(sb, "-", 6);
	}
	if (c->dist) {
		sb_puts(sb, "  ");
		st->dist[v] != TRACE_INF ? sb_put_i64w(sb, st->dist[v], 8)
					 : sb_put_padded(sb, "inf", 8);
	}
	if (c->value) {
		sb_puts(sb, "  ");
		/* a value no step has set yet is not shown as 0 */
		st->value_set[v] ? sb_put_i64w(sb, st->value[v], 8) : sb_put_padded(sb, "-", 8);
	}
	if (c->comp) {
		sb_puts(sb, "  ");
		sb_put_i64w(sb, st->comp[v], 6);
	}
	if (c->mate) {
		sb_puts(sb, "  ");
		st->mate[v] >= 0 ? sb_put_i64w(sb, st->mate[v], 6) : sb_put_padded(sb, "-", 6);
	}
	if (c->side) {
		sb_puts(sb, "  ");
		sb_put_padded(sb, st->side[v] ? "S" : "T", 4);
	}
}

static void edge_header(const struct trace *tr, struct strbuf *sb)
{
	const struct graph *g = tr->g;

	sb_printf(sb, "edge  %9s  %6s%s  mark", "", g->ew ? edge_attr_name(g->attr) : "",
		  g->attr == ATTR_CAPACITY ? "    flow  residual" : "");
}

/* Edge e's row ("%4zu  %4d%s%-4d  " without printf, as node_row). */
static void edge_row(const struct trace *tr, const struct trace_state *st, size_t e,
		     struct strbuf *sb)
{
	const struct graph *g = tr->g;

	sb_put_i64w(sb, (int64_t)e, 4);
	sb_puts(sb, "  ");
	sb_put_i64w(sb, g->eu[e], 4);
	sb_puts(sb, g->directed ? "->" : "-");
	sb_put_i64w(sb, g->ev[e], -4);
	sb_puts(sb, "  ");
	if (g->ew)
		sb_put_i64w(sb, g->ew[e], 6);
	else
		sb_put_padded(sb, "", 6);
	if (g->attr == ATTR_CAPACITY) {
		sb_puts(sb, "  ");
		sb_put_i64w(sb, st->flow[e], 6);
		sb_puts(sb, "  ");
		sb_put_i64w(sb, trace_state_residual(tr, st, (long)e), 8);
	}
	if (st->emark[e] != EMARK_NONE) {
		sb_puts(sb, "  ");
		sb_puts(sb, emark_names[st->emark[e] % 5]);
	}
}

/* GNN layer l's embeddings on one line. */
static void emb_line(const struct trace_state *st, int l, struct strbuf *sb)
{
	sb_printf(sb, "layer %d:", l);
	for (int v = 0; v < st->n; v++) {
		const int64_t *x = st->emb + ((size_t)l * (size_t)st->n + (size_t)v) * (size_t)st->dim;
		if (!st->emb_set[(size_t)l * (size_t)st->n + (size_t)v]) {
			sb_printf(sb, " %d:-", v);	/* not computed yet */
			continue;
		}
		sb_printf(sb, " %d:[", v);
		for (int k = 0; k < st->dim; k++)
			sb_printf(sb, "%s%lld", k ? "," : "", (long long)x[k]);
		sb_putc(sb, ']');
	}
}

void trace_state_head(const struct trace *tr, const struct trace_state *st, struct strbuf *sb,
		      struct trace_table *tab)
{
	static const char *const fnames[] = { "queue", "stack", "priority queue" };

	*tab = table_of(tr, st);
	sb_printf(sb, "step %zu of %zu%s%s%s%s\n", st->step, tr->n, *tr->algorithm ? " (" : "",
		  tr->algorithm, *tr->algorithm ? ")" : "", tr->truncated ? ", truncated" : "");
	if (st->cur >= 0 || st->cur_edge >= 0) {
		sb_puts(sb, "current:");
		if (st->cur >= 0)
			sb_printf(sb, " node %d", st->cur);
		if (st->cur_edge >= 0 && tr->g)
			sb_printf(sb, " edge %ld (%d-%d)", st->cur_edge, tr->g->eu[st->cur_edge],
				  tr->g->ev[st->cur_edge]);
		sb_putc(sb, '\n');
	}
	if (st->nfrontier) {
		sb_printf(sb, "%s:", fnames[tr->frontier % 3]);
		for (size_t i = 0; i < st->nfrontier; i++)
			if (tr->frontier == TRACE_PQ)
				sb_printf(sb, " %d(%lld)", st->frontier[i], (long long)st->fkey[i]);
			else
				sb_printf(sb, " %d", st->frontier[i]);
		sb_putc(sb, '\n');
	}
	list_text(sb, "path", st->path, st->npath);
	list_text(sb, "order", st->order, st->norder);
	list_text(sb, st->done ? "answer" : st->found ? "found" : "best", st->best, st->nbest);
	if (st->flow_value)
		sb_printf(sb, "flow value: %lld\n", (long long)st->flow_value);
	if (st->done)
		sb_printf(sb, "answer value: %lld\n", (long long)st->answer_value);
	counters_text(st, sb);
}

void trace_state_line(const struct trace *tr, const struct trace_state *st,
		      const struct trace_table *tab, size_t i, struct strbuf *sb)
{
	if (i < tab->edges_at)
		i == 0 ? node_header(tr, tab, sb) : node_row(st, tab, (int)(i - 1), sb);
	else if (i < tab->embs_at)
		i == tab->edges_at ? edge_header(tr, sb) : edge_row(tr, st, i - tab->edges_at - 1, sb);
	else if (i < tab->lines)
		emb_line(st, (int)(i - tab->embs_at), sb);
}

void trace_format_state(const struct trace *tr, const struct trace_state *st,
			struct strbuf *sb)
{
	struct trace_table tab;

	trace_state_head(tr, st, sb, &tab);
	for (size_t i = 0; i < tab.lines; i++) {
		trace_state_line(tr, st, &tab, i, sb);
		sb_putc(sb, '\n');
	}
}
