/* inspect-slim.h - an Inspect sample's JSON cut down to the members the
 * importer reads, before cJSON sees it.
 *
 * A sample of an .eval log is mostly its input and the message history
 * (three quarters of the bytes of a typical one); the importer reads its
 * id, epoch, output, scores, attachments and, to match on another field,
 * metadata, input and that field (foreign_inspect_sample). Building cJSON
 * nodes for the rest is most of the cost of reading a log, so the members
 * not read are checked here and dropped from the text, and cJSON parses
 * what is left.
 *
 * The cut never changes what is read: it is made only when the whole text
 * is JSON cJSON reads as it is written (json_check_value: strict JSON, at
 * most SLIM_DEPTH deep, no escape cJSON reads its own way, no number it
 * would cut, no escaped key) and the members kept are the bytes of the
 * original, in order, repeated keys included. Anything else is left whole
 * to cJSON, whose verdict (and message) then stands. */
#ifndef GRAVEL_INSPECT_SLIM_H
#define GRAVEL_INSPECT_SLIM_H

#include <stddef.h>
#include "foreign.h"

#define SLIM_DEPTH 64	/* deeper values are left to cJSON (it stops at 1000) */

/* Cut text[0..len) (a sample object, no NUL byte in it) in place to the
 * members foreign_inspect_sample reads under o. Returns the new length,
 * or 0 when the text must go to cJSON whole (it is left as it was). */
size_t inspect_slim(char *text, size_t len, const struct foreign_opts *o);

#endif
