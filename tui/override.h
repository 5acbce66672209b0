/* override.h - overrides typed in the task's shape: the annotation
 * screen's text <-> the JSON of gold.answer (annot.h stores and checks
 * the JSON; this only reads and writes what a person types).
 *
 * Pure data, no curses. What is typed, by task:
 *   connectivity, cycle, yes/no tasks  yes | no (also y, n, true, false)
 *   topology, hamilton, BFS order...    node ids: "0 3 2" (commas, "->"
 *                                       and brackets are also separators)
 *   shortest path                       the path, "0 3 2"; its length is
 *                                       the graph's weight of that path, or
 *                                       give it: "0 3 2 = 4"
 *   flow, counts, other numbers         a number: "5"
 *   matching                            applicant-job pairs: "0-1 2-0"
 *                                       (also "0:1, 2:0")
 *   GNN                                 one vector per node, rows split by
 *                                       ';' or '|': "1 2; 3 3; 0 1"
 *   anything                            a JSON object: {"value": 5}
 * Other tasks whose gold answer has a single key take that key's type
 * (yes/no, number, list of ids, text). */
#ifndef GRAVEL_TUI_OVERRIDE_H
#define GRAVEL_TUI_OVERRIDE_H

#include <cjson/cJSON.h>

struct problem;

/* Parse typed text for p: the override object (caller deletes), or NULL
 * with a malloc'd message in *err. Empty text is not an override. */
cJSON *override_parse(const struct problem *p, const char *text, char **err);
/* The override v written back as it would be typed (malloc'd). */
char *override_format(const struct problem *p, const cJSON *v);
/* What to type for p, e.g. "path: node ids, e.g. 0 3 2". */
const char *override_hint(const struct problem *p);

#endif
