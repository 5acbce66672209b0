/* json-pos.h - where a value sits in JSON text, for FILE:LINE:COL messages.
 *
 * cJSON keeps no positions. Readers that check a parsed tree name what is
 * wrong by its path ("items[0].history[2]", "[3].edges[1]", "nodes[10]");
 * json_pos walks the text along that path, without building anything, to
 * find the line and column where the value starts. */
#ifndef GRAVEL_JSON_POS_H
#define GRAVEL_JSON_POS_H

#include <stddef.h>

/* 1-based line and byte column of the value at path in text[0..len) (path
 * "" is the whole document). Returns 0, or -1 when the path is not there
 * or the text is not JSON along the way (line and col are then 0). */
int json_pos(const char *text, size_t len, const char *path, long *line, long *col);
/* json_pos of path, else of the nearest of its ancestors in the text
 * ("[0].edges[3]" -> "[0].edges" -> "[0]"; "[1]word" -> "[1]"). 0, or -1
 * (line and col 0) when not even the first step is there or path is "". */
int json_pos_near(const char *text, size_t len, const char *path, long *line, long *col);
/* The column of the value at path (NULL: the record itself) in the
 * one-line JSON record text[0..len), else of the record, else 1: where a
 * FILE:LINE:COL message about a record's member points. */
long json_col(const char *text, size_t len, const char *path);
/* Line and column of byte offset off in text. */
void json_line_col(const char *text, size_t off, long *line, long *col);
/* The line and column of each item of the object or array at path in
 * text[0..len) (path "": the document) - of an object member its key, of
 * an array element its value - in document order (the order cJSON lists
 * them, repeated keys included), into line[0..n) and col[0..n); one pass
 * over the text. Returns how many were found (fewer than n when the text
 * ends or stops being JSON first). */
size_t json_item_lines(const char *text, size_t len, const char *path, long *line, long *col,
		       size_t n);

#endif
