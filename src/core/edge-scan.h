/* edge-scan.h - the "edges" array of a large problem line, read straight
 * into integers instead of a cJSON tree (see edge-scan.c). */
#ifndef GRAVEL_EDGE_SCAN_H
#define GRAVEL_EDGE_SCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Lines shorter than this are parsed by cJSON alone (a line of a dozen
 * edges or more is read faster by the scanner: cJSON pays a malloc, a free
 * and a strtod for each number; most of NLGraph's problem lines are 0.5 to
 * 4 KB). */
#define EDGE_SCAN_MIN_LINE 512

struct edge_scan {
	size_t start, end;	/* the array's bytes in the line: [start, end) */
	size_t m;		/* edges read */
	int arity;		/* 2 ([u, v]) or 3 ([u, v, w]); 0 when empty */
	int *u, *v;		/* nodes, each in 0..INT_MAX */
	int64_t *w;		/* the third values when arity is 3 */
};

/* Find graph.edges in the JSON object text s[0..n) and read it. Returns
 * false (and *e empty) when the line has no such array or it is not a plain
 * list of 2- or 3-integer arrays; the caller then parses it with cJSON. */
bool edge_scan(const char *s, size_t n, struct edge_scan *e);
void edge_scan_free(struct edge_scan *e);

#endif
