/* view.c - text lines, the view table, and the linear views: adjacency
 * list (plain, bipartite, with node features) and edge list.
 *
 * The matrix lives in view-matrix.c and the drawing in view-draw.c. */
#include "config.h"
#include "view.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void textlines_init(struct textlines *t)
{
	memset(t, 0, sizeof *t);
}

void textlines_free(struct textlines *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i]);
	free(t->v);
	free(t->spans);
	memset(t, 0, sizeof *t);
}

void textlines_span(struct textlines *t, int col, int width, int node, long edge)
{
	if (width <= 0 || t->no_spans)
		return;
	xgrow(&t->spans, &t->spans_cap, t->nspans + 1, sizeof *t->spans);
	t->spans[t->nspans++] = (struct view_span){ t->n, col, width, node, edge };
}

size_t textlines_spans_of(const struct textlines *t, size_t line, size_t *count)
{
	size_t lo = 0, hi = t->nspans, first;

	while (lo < hi) {	/* first span with .line >= line */
		size_t mid = lo + (hi - lo) / 2;
		if (t->spans[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	first = lo;
	while (lo < t->nspans && t->spans[lo].line == line)
		lo++;
	*count = lo - first;
	return first;
}

/* Display columns of a UTF-8 string: one per code point (views are ASCII;
 * wide characters are the caller's business). */
static size_t text_columns(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
	return w;
}

void textlines_take(struct textlines *t, char *s)
{
	size_t w;

	xgrow(&t->v, &t->cap, t->n + 1, sizeof *t->v);
	t->v[t->n++] = s;
	w = text_columns(s);
	if (w > t->width)
		t->width = w;
}

void textlines_add(struct textlines *t, const char *s)
{
	textlines_take(t, xstrdup(s));
}

void textlines_addf(struct textlines *t, const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvasprintf(fmt, ap);
	va_end(ap);
	textlines_take(t, s);
}

static const char *const view_names[] = {
	[VIEW_LIST] = "list",
	[VIEW_MATRIX] = "matrix",
	[VIEW_EDGES] = "edges",
	[VIEW_DRAW] = "draw",
};
_Static_assert(ARRAY_SIZE(view_names) == VIEW__COUNT, "a name for every view");

const char *view_name(enum view_kind k)
{
	return (unsigned)k < VIEW__COUNT ? view_names[k] : "?";
}

int view_parse(const char *s, enum view_kind *out)
{
	for (int k = 0; k < VIEW__COUNT; k++) {
		if (!strcmp(s, view_names[k])) {
			*out = (enum view_kind)k;
			return 0;
		}
	}
	return -1;
}

int view_digits(long long v)
{
	int d = v < 0 ? 2 : 1;
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;

	while (u >= 10) {
		u /= 10;
		d++;
	}
	return d;
}

int view_render(const struct graph *g, enum view_kind k, struct textlines *out)
{
	if (!g->finished) {
		textlines_add(out, "(graph not finished: no adjacency to show)");
		return -1;
	}
	switch (k) {
	case VIEW_LIST:
		return view_list(g, out);
	case VIEW_MATRIX:
		return view_matrix(g, out);
	case VIEW_EDGES:
		return view_edges(g, out);
	case VIEW_DRAW:
		return view_draw(g, out);
	default:
		textlines_addf(out, "(unknown view %d)", (int)k);
		return -1;
	}
}

/* " 4(4)": neighbour v with the attribute of edge e in parentheses,
 * spanned as edge e leading to node v. */
static void put_neighbour(struct strbuf *sb, struct textlines *out, const struct graph *g,
			  int v, long long label, size_t e)
{
	size_t start = sb->len + 1;

	sb_putc(sb, ' ');
	sb_put_i64(sb, label);
	if (g->ew) {
		sb_putc(sb, '(');
		sb_put_i64(sb, g->ew[e]);
		sb_putc(sb, ')');
	}
	textlines_span(out, (int)start, (int)(sb->len - start), v, (long)e);
}

/* Feature vector "[1,0]" of node u. */
static void put_features(struct strbuf *sb, const struct graph *g, int u)
{
	const int64_t *f = g->features + (size_t)u * (size_t)g->feat_dim;

	sb_putc(sb, '[');
	for (int j = 0; j < g->feat_dim; j++)
		sb_printf(sb, "%s%" PRId64, j ? "," : "", f[j]);
	sb_putc(sb, ']');
}

/* Append the feature column to lines first..first+n-1 of out (one per
 * node), aligned two columns after the longest line. */
static void add_feature_column(const struct graph *g, struct textlines *out, size_t first)
{
	struct strbuf sb;
	size_t col = 0;

	for (int u = 0; u < g->n; u++) {
		size_t len = strlen(out->v[first + (size_t)u]);
		if (len > col)
			col = len;
	}
	col += 2;
	sb_init(&sb);
	for (int u = 0; u < g->n; u++) {
		char *line = out->v[first + (size_t)u];
		size_t len = strlen(line);

		sb_reset(&sb);
		sb_puts(&sb, line);
		while (len++ < col)
			sb_putc(&sb, ' ');
		put_features(&sb, g, u);
		free(line);
		out->v[first + (size_t)u] = xstrdup(sb.data);
		len = text_columns(sb.data);
		if (len > out->width)
			out->width = len;
	}
	sb_free(&sb);
}

/* Bipartite graphs: applicants (left part) in one column, each applicant's
 * jobs in the second, jobs numbered from 0 (node j is job j - n1) as
 * NLGraph's matching questions number them. A neighbour that lies in the
 * left part (not a valid bipartite edge) is listed as "a<k>" so it shows
 * rather than hides. */
static int view_list_bipartite(const struct graph *g, struct textlines *out)
{
	static const char left[] = "Applicants", right[] = "Jobs";
	int n1 = g->parts[0];
	int lw = (int)sizeof left - 1;
	struct strbuf sb;

	if (n1 > 0 && view_digits(n1 - 1) > lw)
		lw = view_digits(n1 - 1);
	textlines_addf(out, "%-*s  %s", lw, left, right);
	out->sticky_rows = 1;
	out->sticky_cols = lw + 2;
	sb_init(&sb);
	for (int a = 0; a < n1; a++) {
		sb_reset(&sb);
		sb_put_i64(&sb, a);
		for (int pad = lw - view_digits(a); pad >= 0; pad--)
			sb_putc(&sb, ' ');
		textlines_span(out, 0, view_digits(a), a, -1);
		for (size_t i = g->off[a]; i < g->off[a + 1]; i++) {
			int v = g->nbr[i];
			if (v >= n1) {
				put_neighbour(&sb, out, g, v, v - n1, g->nbr_edge[i]);
			} else {
				size_t start = sb.len + 1;
				sb_printf(&sb, " a%d", v);
				if (g->ew)
					sb_printf(&sb, "(%" PRId64 ")", g->ew[g->nbr_edge[i]]);
				textlines_span(out, (int)start, (int)(sb.len - start), v,
					       (long)g->nbr_edge[i]);
			}
		}
		/* no trailing blanks on an applicant without jobs */
		while (sb.len && sb.data[sb.len - 1] == ' ')
			sb.data[--sb.len] = '\0';
		textlines_add(out, sb.data);
	}
	sb_free(&sb);
	return 0;
}

/* Adjacency list: "0: 4(4) 3(3) 1(3)" (undirected) or "0 -> 1 2"
 * (directed, out-neighbours), neighbours in CSR (edge) order, labels
 * right-aligned; GNN features appended in an aligned column. */
int view_list(const struct graph *g, struct textlines *out)
{
	const char *sep = g->directed ? " ->" : ":";
	int lw = g->n > 0 ? view_digits(g->n - 1) : 1;
	size_t first = out->n;
	struct strbuf sb;

	if (g->n == 0) {
		textlines_add(out, "(no nodes)");
		return 0;
	}
	if (g->bipartite)
		return view_list_bipartite(g, out);
	sb_init(&sb);
	for (int u = 0; u < g->n; u++) {
		sb_reset(&sb);
		for (int pad = lw - view_digits(u); pad > 0; pad--)
			sb_putc(&sb, ' ');
		sb_put_i64(&sb, u);
		sb_puts(&sb, sep);
		textlines_span(out, lw - view_digits(u), view_digits(u), u, -1);
		for (size_t i = g->off[u]; i < g->off[u + 1]; i++)
			put_neighbour(&sb, out, g, g->nbr[i], g->nbr[i], g->nbr_edge[i]);
		textlines_add(out, sb.data);
	}
	sb_free(&sb);
	if (g->features && g->feat_dim > 0)
		add_feature_column(g, out, first);
	return 0;
}

/* Edge list in source order: "e0  0 - 4  w=4", "e3  1 -> 3  cap=1";
 * bipartite edges also name the applicant and the job. */
int view_edges(const struct graph *g, struct textlines *out)
{
	const char *arrow = g->directed ? "->" : "-";
	const char *attr = g->attr == ATTR_CAPACITY ? "cap" : "w";
	int ew = 1 + (g->m > 0 ? view_digits((long long)g->m - 1) : 1);
	int nw = g->n > 0 ? view_digits(g->n - 1) : 1;
	int n1 = g->bipartite ? g->parts[0] : 0;
	struct strbuf sb;

	if (g->m == 0) {
		textlines_add(out, "(no edges)");
		return 0;
	}
	sb_init(&sb);
	for (size_t e = 0; e < g->m; e++) {
		int u = g->eu[e], v = g->ev[e];
		bool tail = g->ew || g->bipartite;

		/* "e%-*zu  %*d %s %-*d" without printf: a line an edge, 3 x 10^5
		 * of them on a large graph */
		sb_reset(&sb);
		sb_putc(&sb, 'e');
		sb_put_i64w(&sb, (int64_t)e, -(ew - 1));
		sb_puts(&sb, "  ");
		sb_put_i64w(&sb, u, nw);
		sb_putc(&sb, ' ');
		sb_puts(&sb, arrow);
		sb_putc(&sb, ' ');
		sb_put_i64w(&sb, v, tail ? -nw : 0);
		if (g->ew) {
			sb_puts(&sb, "  ");
			sb_puts(&sb, attr);
			sb_putc(&sb, '=');
			sb_put_i64(&sb, g->ew[e]);
		}
		{
			/* the edge, and inside it its endpoints at fixed columns */
			int uc = ew + 2 + nw - view_digits(u);
			int vc = ew + 2 + nw + 1 + (int)strlen(arrow) + 1;
			textlines_span(out, 0, (int)sb.len, -1, (long)e);
			textlines_span(out, uc, view_digits(u), u, -1);
			textlines_span(out, vc, view_digits(v), v, -1);
		}
		if (g->bipartite) {
			if (u < n1 && v >= n1)
				sb_printf(&sb, "  (applicant %d, job %d)", u, v - n1);
			else if (v < n1 && u >= n1)
				sb_printf(&sb, "  (applicant %d, job %d)", v, u - n1);
			else
				sb_puts(&sb, "  (not between the parts)");
		}
		textlines_add(out, sb.data);
	}
	sb_free(&sb);
	return 0;
}
