/* claims-int.h - internals shared by claims.c and claims-task.c. */
#ifndef GRAVEL_CLAIMS_INT_H
#define GRAVEL_CLAIMS_INT_H

#include "claims.h"

/* Append a claim of kind k over s[off..end) (nodes -1, unverifiable). */
struct claim *claims_add(struct claimset *cs, enum claim_kind k, size_t off, size_t end);
/* Task wording at s[i] (a word start) of the lower-cased region s[0..len):
 * path weights, flow amounts, GNN node values, matching interests,
 * topology prerequisites. */
void claims_extract_task(enum task_kind kind, const char *s, size_t len, size_t i,
			 struct claimset *cs);

#endif
