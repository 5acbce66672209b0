/* view-matrix.c - the adjacency matrix view.
 *
 *       | 0 1 2 3 4
 *     --+----------
 *     0 | . 3 . 3 4
 *
 * Rows are "from" for directed graphs; undirected matrices are symmetric.
 * A cell shows the edge's weight or capacity, or 1 when the graph has no
 * attribute, and `.` when there is no edge. Multi-edges: an unweighted
 * cell shows how many parallel edges join the pair (2, 3, ...); a weighted
 * cell shows the weight of the LAST of the parallel edges in source order,
 * as a dict-of-dicts loader such as networkx would keep it. Columns are
 * right-aligned and of one width. The header row and the rule under it are
 * sticky rows, the label column "0 |" the sticky columns.
 *
 * A bipartite graph (matching) whose edges all join an applicant and a job
 * gets its biadjacency matrix: applicants down, jobs across numbered from
 * 0 as its question, its list view and the answers number them (the full
 * matrix showed them as nodes 10-16, with a block of dots either side).
 *
 * The matrix is inherently n^2, so graphs above VIEW_MATRIX_MAX nodes get
 * one explanatory line instead. */
#include "config.h"
#include "view.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

struct matrix_row {
	int64_t *val;		/* n cells: weight, or edge count */
	bool *set;		/* n cells: an edge exists */
	long *edge;		/* n cells: the (last) edge of the cell */
	int *touched;		/* columns set in this row, to reset in O(deg) */
	size_t ntouched;
};

/* Fill row u's cells from the CSR (edge order, so the last parallel edge
 * wins for weights). */
static void row_fill(const struct graph *g, int u, struct matrix_row *r)
{
	for (size_t i = g->off[u]; i < g->off[u + 1]; i++) {
		int v = g->nbr[i];

		if (!r->set[v]) {
			r->set[v] = true;
			r->val[v] = 0;
			r->touched[r->ntouched++] = v;
		}
		r->edge[v] = (long)g->nbr_edge[i];
		if (g->ew)
			r->val[v] = g->ew[g->nbr_edge[i]];
		else
			r->val[v]++;
	}
}

static void row_clear(struct matrix_row *r)
{
	for (size_t i = 0; i < r->ntouched; i++)
		r->set[r->touched[i]] = false;
	r->ntouched = 0;
}

/* Whether every edge joins the two parts of a bipartite graph. */
static bool crosses_parts(const struct graph *g)
{
	if (!g->bipartite)
		return false;
	for (size_t e = 0; e < g->m; e++)
		if ((g->eu[e] < g->parts[0]) == (g->ev[e] < g->parts[0]))
			return false;
	return true;
}

int view_matrix(const struct graph *g, struct textlines *out)
{
	struct matrix_row r;
	struct strbuf sb;
	int n = g->n, lw, cw;
	size_t maxdeg = 0;
	/* rows [0, rows), columns [c0, n) labelled from 0 */
	bool bi = crosses_parts(g);
	int rows = bi ? g->parts[0] : n, c0 = bi ? g->parts[0] : 0;

	if (n > VIEW_MATRIX_MAX) {
		textlines_addf(out,
			       "matrix view: %d nodes is too many for a matrix (limit %d);"
			       " use the list or edges view",
			       n, VIEW_MATRIX_MAX);
		return -1;
	}
	if (n == 0) {
		textlines_add(out, "(no nodes)");
		return 0;
	}
	for (int u = 0; u < n; u++)
		if (graph_degree(g, u) > maxdeg)
			maxdeg = graph_degree(g, u);
	r.val = xcalloc((size_t)n, sizeof *r.val);
	r.set = xcalloc((size_t)n, sizeof *r.set);
	r.edge = xcalloc((size_t)n, sizeof *r.edge);
	r.touched = xcalloc(maxdeg + 1, sizeof *r.touched);
	r.ntouched = 0;

	/* pass 1: the widest cell */
	lw = view_digits(rows > 0 ? rows - 1 : 0);
	cw = view_digits(n - c0 > 0 ? n - c0 - 1 : 0);
	if (!bi)
		cw = lw;
	for (int u = 0; u < rows; u++) {
		row_fill(g, u, &r);
		for (size_t i = 0; i < r.ntouched; i++) {
			int d = view_digits(r.val[r.touched[i]]);
			if (d > cw)
				cw = d;
		}
		row_clear(&r);
	}

	/* pass 2: header, rule, rows */
	sb_init(&sb);
	if (bi)	/* what the rows and columns are */
		textlines_addf(out, "%*s   applicants down, jobs across", lw, "");
	sb_printf(&sb, "%*s |", lw, "");
	for (int v = c0; v < n; v++) {
		int x = lw + 3 + (v - c0) * (cw + 1);
		textlines_span(out, x + cw - view_digits(v - c0), view_digits(v - c0), v, -1);
		sb_printf(&sb, " %*d", cw, v - c0);
	}
	textlines_add(out, sb.data);
	sb_reset(&sb);
	for (int i = 0; i <= lw; i++)
		sb_putc(&sb, '-');
	sb_putc(&sb, '+');
	for (long i = 0; i < (long)(n - c0) * (cw + 1); i++)
		sb_putc(&sb, '-');
	textlines_add(out, sb.data);
	for (int u = 0; u < rows; u++) {
		sb_reset(&sb);
		sb_printf(&sb, "%*d |", lw, u);
		textlines_span(out, lw - view_digits(u), view_digits(u), u, -1);
		row_fill(g, u, &r);
		for (int v = c0; v < n; v++) {
			if (r.set[v]) {
				textlines_span(out, lw + 3 + (v - c0) * (cw + 1), cw, -1, r.edge[v]);
				sb_printf(&sb, " %*" PRId64, cw, r.val[v]);
			} else {
				sb_printf(&sb, " %*s", cw, ".");
			}
		}
		row_clear(&r);
		textlines_add(out, sb.data);
	}
	out->sticky_rows = bi ? 3 : 2;
	out->sticky_cols = lw + 2;
	sb_free(&sb);
	free(r.val);
	free(r.set);
	free(r.edge);
	free(r.touched);
	return 0;
}
