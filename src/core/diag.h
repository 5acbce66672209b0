/* diag.h - collected diagnostics: "FILE:LINE:COL: message".
 *
 * Readers append errors to a diag list instead of printing, so the TUI can
 * show them after start-up and the command line can print them all at once.
 * line or col 0 means "does not apply" and is left out of the message. */
#ifndef GRAVEL_DIAG_H
#define GRAVEL_DIAG_H

#include <stdio.h>
#include "util.h"

enum diag_level { DIAG_ERROR, DIAG_WARNING };

struct diag {
	enum diag_level level;
	char *file;
	long line, col;
	char *msg;
};

struct diags {
	struct diag *v;
	size_t n, cap;
	size_t errors;
	size_t limit;		/* stop storing after this many (0 = no limit) */
	size_t dropped;
};

void diags_init(struct diags *d);
void diags_free(struct diags *d);
void diag_add(struct diags *d, enum diag_level lv, const char *file, long line, long col,
	      const char *fmt, ...) ATTR_FORMAT(6, 7);
#define diag_error(d, f, l, c, ...) diag_add((d), DIAG_ERROR, (f), (l), (c), __VA_ARGS__)
#define diag_warn(d, f, l, c, ...) diag_add((d), DIAG_WARNING, (f), (l), (c), __VA_ARGS__)
/* The errors from index from on become warnings ending in "; skipped":
 * a reader that skips a bad record reports it this way. */
void diags_demote(struct diags *d, size_t from);
/* Move from's diagnostics to the end of to (to's limit applies; the
 * counts add up), leaving from empty: what a reader on another thread
 * reported, added in order. */
void diags_append(struct diags *to, struct diags *from);
/* Format one diagnostic into a fresh string (caller frees). */
char *diag_format(const struct diag *dg);
/* Print all to fp, one per line. */
void diags_print(const struct diags *d, FILE *fp);
/* Print the stored ones to fp and forget them, keeping the counts (a
 * reader of a stream reports each record's errors as it goes). */
void diags_flush(struct diags *d, FILE *fp);
/* Read the whole file path (read_file, *len bytes). When it cannot be read,
 * add the error "cannot read WHAT: REASON" (WHAT NULL: "cannot read:
 * REASON") on path, set *rc to EXIT_NOINPUT (no such file) or EXIT_IOERR
 * and return NULL. */
char *diag_read_file(struct diags *d, const char *path, const char *what, size_t *len,
		     int *rc);

/* The name messages give an input path: "<stdin>" for "-", else path. */
const char *diag_input_name(const char *path);

/* diag_read_file for text formats (read_text_file): a NUL byte is reported
 * as "FILE:LINE:COL: a NUL byte ...", a line longer than max_line bytes
 * (0: no limit) as "FILE:LINE:COL: line longer than ..." (COL: the first
 * byte past the limit), a line from a pipe
 * or device not starting with first (0: any) as "FILE:LINE:COL: expected
 * ...", all with *rc EXIT_DATAERR, and reading stops there. */
char *diag_read_text(struct diags *d, const char *path, const char *what, size_t max_line,
		     char first, size_t *len, int *rc);
/* Give a line and column to the diagnostics from index from on that are
 * about file and have none, from the JSON path their message starts with
 * ("items[0].history[2]: ...", "nodes[10]: ...", "record 0: edges[3]
 * ..." for element 0 of a top-level array): the position in text of the
 * deepest part of the path found there (json-pos.h). */
void diag_json_positions(struct diags *d, size_t from, const char *file, const char *text,
			 size_t len);
/* The same for the diagnostics from index from on about line of file that
 * have no column, text[0..len) being that line (one JSON Lines record):
 * the column of the path after the record's id ("ID: graph.edges[3]:
 * ..."), else of the record itself. */
void diag_record_positions(struct diags *d, size_t from, const char *file, long line,
			   const char *text, size_t len);
/* The longest line the JSON Lines readers take (problems, runs): 64 MiB,
 * ten times the longest in the benchmarks. */
#define DIAG_MAX_JSONL_LINE ((size_t)64 << 20)
/* The longest line of a YAML file (task configs, workspaces, settings). */
#define DIAG_MAX_CONFIG_LINE ((size_t)1 << 20)

#endif
