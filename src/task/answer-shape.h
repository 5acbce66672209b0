/* answer-shape.h - a task's answer as a person types it: parse typed text
 * into gold.answer JSON, print that JSON back as it would be typed, and
 * validate an answer object against the problem's graph. The shape is data
 * of the task row (TASKS shape column, enum answer_shape in task.h); the
 * annotation screen's overrides, annotation checks and the canonical
 * answer text all read it from here.
 *
 * What is typed, by shape:
 *   ANSWER_BOOL (connectivity, cycle,    yes | no (also y, n, true, false)
 *     yes/no tasks)
 *   ANSWER_IDS, ANSWER_IDS_OR_NONE       node ids: "0 3 2" (commas, "->"
 *     (topology, hamilton, BFS order...) and brackets are also separators)
 *   ANSWER_PATH (shortest path)          the path, "0 3 2"; its length is
 *                                        the graph's weight of that path, or
 *                                        give it: "0 3 2 = 4"
 *   ANSWER_NUMBER (flow, counts...)      a number: "5"
 *   ANSWER_PAIRS (matching)              applicant-job pairs: "0-1 2-0"
 *                                        (also "0:1, 2:0")
 *   ANSWER_ROWS (GNN)                    one vector per node, rows split by
 *                                        ';' or '|': "1 2; 3 3; 0 1"
 *   anything                             a JSON object: {"value": 5}
 * Tasks of shape ANSWER_GOLD whose gold answer has a single key take that
 * key's type (yes/no, number, list of ids, text). */
#ifndef GRAVEL_ANSWER_SHAPE_H
#define GRAVEL_ANSWER_SHAPE_H

#include <cjson/cJSON.h>
#include "task.h"

struct problem;

/* The shape to type for p (never ANSWER_GOLD: that becomes the gold
 * answer's only key's shape, or ANSWER_JSON), and in *key the gold.answer
 * key it fills (NULL for ANSWER_JSON). */
enum answer_shape answer_shape_of(const struct problem *p, const char **key);
/* Is a node sequence answering task t a walk along edges (a path), not
 * an order of nodes (ANSWER_IDS: a topological order)? */
bool answer_shape_is_walk(const struct task *t);
/* What to type for p, e.g. "node ids, e.g. 0 3 2". */
const char *answer_shape_hint(const struct problem *p);
/* Parse typed text for p: the answer object (caller deletes), or NULL with
 * a malloc'd message in *err. Empty text is no answer; text starting with
 * '{' is taken as a JSON object. */
cJSON *answer_shape_parse(const struct problem *p, const char *text, char **err);
/* The answer object v written back as it would be typed (malloc'd). */
char *answer_shape_format(const struct problem *p, const cJSON *v);
/* Does v hold the value of p's task row shape, within p's graph (node ids
 * in range, a matching's pairs across its parts, a vector per node)? 0, or
 * -1 with a malloc'd message in *err. ANSWER_GOLD tasks are not checked.
 * Needs p->graph for the typed shapes. */
int answer_shape_check(const struct problem *p, const cJSON *v, char **err);

#endif
