/* audit-int.h - helpers shared by the gold audit's files (audit.c and the
 * family files, audit-ops.h); not part of the audit's interface (audit.h). */
#ifndef GRAVEL_AUDIT_INT_H
#define GRAVEL_AUDIT_INT_H

#include <cjson/cJSON.h>
#include "audit.h"
#include "util.h"

/* Record a finding; takes gold and ref (malloc'd strings). */
void audit_add(struct audit_result *r, enum audit_kind kind, const char *field, char *gold,
	       char *ref, const char *fmt, ...) ATTR_FORMAT(6, 7);
/* Short text of a JSON value (malloc'd; "-" for NULL). */
char *audit_json_text(const cJSON *j);
char *json_text_ints(const int *v, size_t n);
const cJSON *audit_get(const cJSON *o, const char *k);
/* Integers of a JSON array (malloc'd, *n) or NULL. */
int *audit_ints(const cJSON *a, size_t *n);

/* audit-keys.c: the shared boolean and number keys agree */
void audit_generic(const struct problem *p, const cJSON *ref, struct audit_result *r);

/* audit-optimisation.c */
void audit_tsp(const struct problem *p, const cJSON *ref, struct audit_result *r);
void audit_coloring(const struct problem *p, const cJSON *ref, struct audit_result *r);
void audit_shortest_path(const struct problem *p, const cJSON *ref, struct audit_result *r);
void audit_flow(const struct problem *p, const cJSON *ref, struct audit_result *r);

#endif
