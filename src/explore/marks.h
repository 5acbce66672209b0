/* marks.h - which nodes and edges of a problem's graph the views highlight
 * for one item: the reference answer's (its path, order or pairs; a path
 * between a connected pair; a witness cycle; the edges a maximum flow uses
 * at the end of the trace) and the model's (its parsed sequence - a walk's
 * edges too, an order's nodes only -, pairs or nodes; for yes/no and
 * numbers, the edges its reasoning rightly claims). nodes has g->n bytes,
 * edges g->m; a mark sets a byte to 1. */
#ifndef GRAVEL_MARKS_H
#define GRAVEL_MARKS_H

#include <cjson/cJSON.h>
#include "claims.h"
#include "extract.h"
#include "graph.h"
#include "problem.h"
#include "trace.h"

void marks_reference(const struct problem *p, const struct graph *g, const cJSON *ans,
		     struct trace *tr, unsigned char *nodes, unsigned char *edges);
void marks_model(const struct problem *p, const struct graph *g, const struct xanswer *x,
		 const struct claimset *cs, unsigned char *nodes, unsigned char *edges);

#endif
