/* item.h - what the problem and trace screens show about one item (a
 * problem with the current run's answer, one sample): the reference trace,
 * the reference and model answers as node/edge sets to highlight on the
 * graph views, the parsed answer, the claims, and the decisive step.
 *
 * Pure data, no curses. Built once per (problem, answer) by item_load and
 * kept by the screen while that item is shown.
 *
 * Highlights. Reference: the gold answer's path / order / pairs (the
 * solver's answer when the problem has no gold), the maximum flow's edges
 * with flow (from the trace's final state), a shortest connecting path for
 * "connected" answers and the witness cycle for "has a cycle". Model: the
 * parsed path / order / pairs; for yes/no and number answers the edges its
 * true edge and flow claims name (what its reasoning walked).
 *
 * The decisive step: the step of the reference trace that decides what
 * the model got wrong, by task (decisive-ops.h).
 * When the model's answer is right (or unparsed), there is none (-1). */
#ifndef GRAVEL_TUI_ITEM_H
#define GRAVEL_TUI_ITEM_H

#include <stdbool.h>
#include <stddef.h>
#include "claims.h"
#include "extract.h"
#include "graph.h"
#include "problem.h"
#include "runs.h"
#include "trace.h"

enum hl { HL_NONE, HL_MODEL, HL_REF, HL_BOTH };

struct item {
	const struct problem *p;	/* borrowed */
	const struct answer *a;		/* borrowed, may be NULL */
	struct graph *g;		/* finished graph: p->graph or an owned clone */
	bool own_graph;

	struct trace *tr;		/* reference trace, NULL when none */
	char *trace_err;		/* why there is none */

	unsigned char *ref_node, *ref_edge;	/* n, m: in the reference answer */
	unsigned char *mod_node, *mod_edge;	/* n, m: in the model's answer */

	struct xanswer xa;		/* the parsed final answer (XK_NONE: none) */
	struct claimset cs;		/* claims of the answer, judged */
	char *parsed;			/* the parsed answer, for display */

	long decisive;			/* event index of the decisive step, -1 */
	char why[256];			/* what the decisive step shows */
};

/* Build everything for p and its answer a (NULL: no answer). */
void item_load(struct item *it, const struct problem *p, const struct answer *a);
void item_free(struct item *it);
/* The final answer of a text as the model line shows it ("0,3,2 (total
 * 4)"), e.g. the model's own text beside its override. Caller frees. */
char *item_parse_text(const struct problem *p, const char *text, size_t len);
/* A draw role (draw.h) for each byte of the item's answer text: the final
 * answer in the model's colour, the judged claims over it (a false claim
 * over a true one, the first false over both). Caller frees. */
unsigned char *item_answer_roles(const struct item *it);

static inline enum hl item_node_hl(const struct item *it, int v)
{
	if (v < 0 || v >= it->g->n)
		return HL_NONE;
	return (enum hl)((it->mod_node[v] ? HL_MODEL : 0) | (it->ref_node[v] ? HL_REF : 0));
}
static inline enum hl item_edge_hl(const struct item *it, long e)
{
	if (e < 0 || (size_t)e >= it->g->m)
		return HL_NONE;
	return (enum hl)((it->mod_edge[e] ? HL_MODEL : 0) | (it->ref_edge[e] ? HL_REF : 0));
}

#endif
