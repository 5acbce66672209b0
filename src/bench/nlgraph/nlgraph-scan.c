/* nlgraph-scan.c - the line scanner for NLGraph raw graph files (see
 * nlgraph-scan.h): exactly the expected count of integers per line,
 * separated by blanks, or an error naming the line and column. */
#include "config.h"
#include "nlgraph-scan.h"
#include "nlgraph.h"

#include <stdlib.h>
#include <string.h>

static void item_name(char *buf, size_t sz, const char *what, long ord, long total)
{
	if (total > 1)
		snprintf(buf, sz, "%s %ld of %ld", what, ord + 1, total);
	else
		snprintf(buf, sz, "%s", what);
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static int tok_len(const char *p, const char *end)
{
	int n = 0;
	while (p + n < end && n < 24 && !is_blank(p[n]) && p[n] != '\n')
		n++;
	return n;
}

void rawscan_next_pos(const struct rawscan *s, long *line, long *col)
{
	const char *ls = s->p;

	*line = s->line + 1;
	*col = 1;
	/* the last line read has no newline: the file ends at its end */
	if (s->p >= s->end && s->p > s->text && s->p[-1] != '\n') {
		while (ls > s->text && ls[-1] != '\n')
			ls--;
		*line = s->line > 0 ? s->line : 1;
		*col = (long)(s->p - ls) + 1;
	}
}

/* Read the next line as exactly k integers into out. what/ord/total name
 * the line in messages ("edge 3 of 7"). Returns 0 or -1 (diag added). */
int rawscan_ints(struct rawscan *s, int k, int64_t *out, const char *what, long ord, long total)
{
	const char *p = s->p, *ls = s->p;
	char name[80];
	int got = 0;

	if (p >= s->end) {
		long line, col;
		item_name(name, sizeof name, what, ord, total);
		rawscan_next_pos(s, &line, &col);
		diag_error(s->d, s->file, line, col, "missing %s (the file ends here)", name);
		return -1;
	}
	s->line++;
	for (;;) {
		const char *q;
		int64_t v = 0;
		int neg = 0, digits = 0;

		while (p < s->end && is_blank(*p))
			p++;
		if (p >= s->end || *p == '\n')
			break;
		if (got == k) {
			item_name(name, sizeof name, what, ord, total);
			diag_error(s->d, s->file, s->line, p - ls + 1,
				   "unexpected '%.*s' after the %d number%s of %s",
				   tok_len(p, s->end), p, k, k == 1 ? "" : "s", name);
			return -1;
		}
		q = p;
		if (*q == '-') {
			neg = 1;
			q++;
		}
		while (q < s->end && *q >= '0' && *q <= '9') {
			if (digits < 18)
				v = v * 10 + (*q - '0');
			q++;
			digits++;
		}
		if (digits > 18) {
			item_name(name, sizeof name, what, ord, total);
			diag_error(s->d, s->file, s->line, p - ls + 1, "number out of range in %s",
				   name);
			return -1;
		}
		if (!digits || (q < s->end && !is_blank(*q) && *q != '\n')) {
			item_name(name, sizeof name, what, ord, total);
			diag_error(s->d, s->file, s->line, p - ls + 1,
				   "expected a number in %s, found '%.*s'", name,
				   tok_len(p, s->end), p);
			return -1;
		}
		out[got] = neg ? -v : v;
		if (got < RAWSCAN_MAX_COLS)
			s->col[got] = p - ls + 1;
		got++;
		p = q;
	}
	s->p = p < s->end ? p + 1 : p;
	if (got < k) {
		item_name(name, sizeof name, what, ord, total);
		if (got == 0)
			diag_error(s->d, s->file, s->line, p - ls + 1, "empty line, expected %s",
				   name);
		else
			diag_error(s->d, s->file, s->line, p - ls + 1,
				   "%s has %d number%s, expected %d", name, got,
				   got == 1 ? "" : "s", k);
		return -1;
	}
	return 0;
}

/* Non-blank lines left in the file. */
long rawscan_left(const struct rawscan *s)
{
	long n = 0;
	int text = 0;

	for (const char *p = s->p; p < s->end; p++) {
		if (*p == '\n') {
			n += text;
			text = 0;
		} else if (!is_blank(*p)) {
			text = 1;
		}
	}
	return n + text;
}

/* Only blank lines may follow the last expected line. */
int rawscan_end(struct rawscan *s, const char *after)
{
	const char *p = s->p, *ls = s->p;
	long line = s->line;

	for (; p < s->end; p++) {
		if (*p == '\n') {
			ls = p + 1;
			line++;
		} else if (!is_blank(*p)) {
			int n = 0;
			/* quote the line, trailing blanks dropped, at most 40 bytes */
			for (int k = 0; p + k < s->end && p[k] != '\n' && k < 40; k++)
				if (!is_blank(p[k]))
					n = k + 1;
			diag_error(
				s->d, s->file, line + 1, p - ls + 1,
				"unexpected line '%.*s' after the %s (check the header's counts)",
				n, p, after);
			return -1;
		}
	}
	return 0;
}

int rawscan_range(struct rawscan *s, int64_t v, int i, long lo, long hi, const char *what)
{
	if (v >= lo && v <= hi)
		return 0;
	diag_error(s->d, s->file, s->line, i < RAWSCAN_MAX_COLS ? s->col[i] : 0,
		   "%s %lld out of range %ld..%ld", what, (long long)v, lo, hi);
	return -1;
}

int rawscan_edges(struct rawscan *s, struct graph *g, long m, const struct edge_spec *es)
{
	int k = g->attr == ATTR_NONE ? 2 : 3;
	int64_t x[3];

	for (long i = 0; i < m; i++) {
		if (rawscan_ints(s, k, x, "edge", i, m) != 0 ||
		    rawscan_range(s, x[0], 0, es->ulo, es->uhi, es->uname) != 0 ||
		    rawscan_range(s, x[1], 1, es->vlo, es->vhi, es->vname) != 0)
			return -1;
		if (k == 3 && x[2] < 0) {
			diag_error(s->d, s->file, s->line, s->col[2], "negative %s %lld",
				   edge_attr_name(g->attr), (long long)x[2]);
			return -1;
		}
		graph_add_edge(g, (int)x[0], (int)x[1], k == 3 ? x[2] : 0);
	}
	return 0;
}

int rawscan_plain_edges(struct rawscan *s, struct graph *g, long m)
{
	struct edge_spec es = { 0, g->n - 1, 0, g->n - 1, "node", "node" };
	return rawscan_edges(s, g, m, &es);
}

/* Header "n m" or "n m x": node count 1..NLG_MAX_NODES, edge count >= 0. */
int rawscan_header(struct rawscan *s, int k, int64_t *h, const char *layout)
{
	if (rawscan_ints(s, k, h, layout, 0, 0) != 0)
		return -1;
	if (rawscan_range(s, h[0], 0, 1, NLG_MAX_NODES, "node count") != 0 ||
	    rawscan_range(s, h[1], 1, 0, INT32_MAX, "edge count") != 0)
		return -1;
	return 0;
}
