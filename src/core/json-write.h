/* json-write.h - JSON values written straight into a strbuf, byte for byte
 * as cJSON_PrintUnformatted writes them.
 *
 * Outputs written a line per item (gravel score --items --format jsonl)
 * would otherwise build a cJSON tree of a few dozen nodes for each line,
 * only to print and free it: most of the time and the allocations of
 * writing them. Writing the text directly keeps the bytes the same, so a
 * line can still be parsed back into a tree where a formatted document is
 * wanted. */
#ifndef GRAVEL_JSON_WRITE_H
#define GRAVEL_JSON_WRITE_H

#include "strbuf.h"

/* s as a JSON string: quoted, '"' '\\' and the control characters escaped
 * (\b \f \n \r \t, the others \u00XX), every other byte as it is. */
void json_put_str(struct strbuf *sb, const char *s);
/* v as cJSON prints a number: "%1.15g", or "%1.17g" when that does not
 * read back as v; null for NaN and the infinities. */
void json_put_num(struct strbuf *sb, double v);
/* "key": (a member's name, its value written next). */
void json_put_key(struct strbuf *sb, const char *key);

#endif
