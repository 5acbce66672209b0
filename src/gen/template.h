/* template.h - question and answer templates of task configs.
 *
 * A template is text with placeholders in braces (gravel-config(5)):
 *
 *   {NAME}                 a value: n, last (n-1), m, n1, n2, last1, last2,
 *                          dim, directed ("directed"/"undirected"), or a key
 *                          of the problem's query or gold answer (integers
 *                          as decimals, booleans as yes/no, integer lists
 *                          joined with commas). NAME_word spells a small
 *                          integer ("two").
 *   {each LIST|ITEM|SEP}   ITEM once per element of LIST, SEP between:
 *                          edges (file order), nx_edges (networkx
 *                          G.edges() order: for u = 0..n-1 its neighbours in
 *                          insertion order, an undirected edge once), nodes,
 *                          or an array key of the query or gold answer.
 *                          In ITEM: %u %v %w an edge's ends and weight (or
 *                          an element's first, second, third value), %j the
 *                          second end less n1 (bipartite job number), %i the
 *                          element's index, %f a node's feature vector or
 *                          the element as "[a,b]", %x a scalar element, %%.
 *   {?NAME|THEN|ELSE}      THEN when the boolean NAME is true, else ELSE;
 *                          both may hold placeholders.
 *   {{ and }}              literal braces; \| \} \\ escape inside {...}.
 *
 * Rendering is deterministic and exact: NLGraph's templates reproduce its
 * published questions byte for byte. */
#ifndef GRAVEL_TEMPLATE_H
#define GRAVEL_TEMPLATE_H

#include <stddef.h>
#include "util.h"

struct problem;
struct task;

/* Check a template's syntax and names for task t (names must be graph
 * values or t's query/answer keys). Returns 0, or -1 with *msg (malloc'd)
 * and *offset (byte offset of the bad placeholder). */
int template_check(const char *tpl, const struct task *t, size_t *offset, char **msg);

/* Render tpl for p, appending to out. Returns 0, or -1 with *err
 * (malloc'd) when a name has no value for this problem. */
int template_render(const char *tpl, const struct problem *p, struct strbuf *out, char **err);

/* Convenience: render into a fresh string, NULL on error (with *err). */
char *template_render_str(const char *tpl, const struct problem *p, char **err);

#endif
