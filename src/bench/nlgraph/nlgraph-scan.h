/* nlgraph-scan.h - the line scanner behind NLGraph's raw graph files
 * (nlgraph-raw.c): lines of blank-separated integers, read with
 * hand-written number scanning, errors as FILE:LINE[:COL]: message.
 * Internal to the NLGraph importer. */
#ifndef GRAVEL_NLGRAPH_SCAN_H
#define GRAVEL_NLGRAPH_SCAN_H

#include <stdint.h>
#include "diag.h"
#include "graph.h"

#define RAWSCAN_MAX_COLS 4

/* A scan over one file's text; set file, p (the text), end, d and line 0. */
struct rawscan {
	const char *file;
	const char *p, *end;	    /* p: start of the next unread line */
	long line;		    /* number of the last line read */
	long col[RAWSCAN_MAX_COLS]; /* columns of its numbers */
	struct diags *d;
	const char *text;	    /* the start of the text (for positions) */
};

/* Edge lines: u in [ulo, uhi], v in [vlo, vhi], a non-negative third
 * value when the task's graphs carry an attribute. */
struct edge_spec {
	long ulo, uhi, vlo, vhi;
	const char *uname, *vname;
};

/* Read the next line as exactly k integers into out. what/ord/total name
 * the line in messages ("edge 3 of 7"; total <= 1 gives just what).
 * Returns 0 or -1 (diag added). */
int rawscan_ints(struct rawscan *s, int k, int64_t *out, const char *what, long ord, long total);
/* The position where the next line starts, or where the file ends when
 * no line is left ("FILE:LINE:COL: missing ..."). */
void rawscan_next_pos(const struct rawscan *s, long *line, long *col);
/* Non-blank lines left in the file. */
long rawscan_left(const struct rawscan *s);
/* Only blank lines may follow the last expected line (named by after). */
int rawscan_end(struct rawscan *s, const char *after);
/* Number i of the last line read lies in [lo, hi]; else an error at its
 * column: "WHAT V out of range LO..HI". */
int rawscan_range(struct rawscan *s, int64_t v, int i, long lo, long hi, const char *what);
/* m edge lines into g (two numbers, or three when g has an attribute). */
int rawscan_edges(struct rawscan *s, struct graph *g, long m, const struct edge_spec *es);
/* m edge lines with both ends in 0..n-1. */
int rawscan_plain_edges(struct rawscan *s, struct graph *g, long m);
/* Header of k numbers: node count 1..NLG_MAX_NODES, edge count >= 0. */
int rawscan_header(struct rawscan *s, int k, int64_t *h, const char *layout);

#endif
