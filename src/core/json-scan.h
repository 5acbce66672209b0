/* json-scan.h - a walk over one JSON object line without building a cJSON
 * tree: find a member, read a string as cJSON would (see json-scan.c).
 *
 * Readers use it to take the large parts of a line (a graph's edges, an
 * answer's text) straight from the bytes and hand cJSON the line with those
 * parts blanked (same length: messages keep their columns). The walk
 * validates nothing it skips; cJSON still parses the line, so a malformed
 * line gets cJSON's message. */
#ifndef GRAVEL_JSON_SCAN_H
#define GRAVEL_JSON_SCAN_H

#include <stdbool.h>
#include <stddef.h>
#include "util.h"

struct json_cur {
	const char *s;
	size_t n, i;
};

/* Past blanks (' ', '\t', '\r', '\n'). */
void json_ws(struct json_cur *c);
/* After blanks, the byte ch: consumed, true; else false. */
bool json_eat(struct json_cur *c, char ch);
/* After blanks, a string: *body and *len give its bytes between the
 * quotes, escapes as written; the cursor is past the closing quote. */
bool json_string_raw(struct json_cur *c, const char **body, size_t *len);
/* The cursor on the value (blanks skipped) of the first member named key
 * of the object at the cursor - the one cJSON_GetObjectItemCaseSensitive
 * returns. False when there is none or a key before it is escaped. */
bool json_find_member(struct json_cur *c, const char *key);
/* A string's body (between its quotes, as written) decoded as cJSON
 * decodes it, appended to sb (NUL-terminated), when it holds only the
 * escapes cJSON and this decode read alike: \" \\ \/ \b \f \n \r \t, and
 * \uXXXX with four hex digits (a surrogate pair whole) other than \u0000,
 * which would end cJSON's string. False (sb as it was) otherwise: the
 * caller leaves the string to cJSON. */
bool json_string_decode(const char *body, size_t len, struct strbuf *sb);
/* Whether json_string_decode would decode body (nothing copied). */
bool json_string_check(const char *body, size_t len);
/* The length of the number at the cursor when it follows JSON's grammar
 * and cJSON reads it as written: under 63 bytes (cJSON reads no more) and
 * not followed by a byte cJSON would read on with ("0123456789+-eE.");
 * 0 otherwise. *plain: digits and a '-' only. The cursor does not move. */
size_t json_number_len(const struct json_cur *c, bool *plain);
/* The literal w ("true", "false", "null") at the cursor: consumed, true. */
bool json_literal(struct json_cur *c, const char *w);
/* Past one value of any kind (blanks first), checked to be JSON that
 * cJSON reads alike: strings json_string_check takes, numbers
 * json_number_len takes, keys without escapes, objects and arrays nested
 * below depth_max (counting from depth). False when it is not. */
bool json_check_value(struct json_cur *c, int depth, int depth_max);

#endif
