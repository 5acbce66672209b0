/* line-stream.h - a text stream (a pipe, a device, stdin) read one line at
 * a time in bounded memory.
 *
 * read_text_file (util.h) reads a whole file before its records are
 * looked at, so `yes '{}' | gravel solve -` would grow without end. A line
 * stream holds one line (at most max_line bytes) and what read() brought
 * in after it, and stops where read_text_file stops: at a NUL byte, a line
 * longer than max_line, or a line whose first byte other than blanks is
 * not first (0: any), each reported as diag_read_text reports it
 * ("FILE:LINE:COL: ...; reading stopped here"). */
#ifndef GRAVEL_LINE_STREAM_H
#define GRAVEL_LINE_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include "diag.h"

struct line_stream {
	int fd;
	const char *name;	/* for messages: the path, "<stdin>" for "-" */
	size_t max_line;
	char first;
	char *buf;
	size_t len, cap;
	size_t start;		/* where the current line starts in buf */
	size_t scanned;		/* bytes of buf checked so far */
	bool blank;		/* the current line has only blanks yet */
	bool eof;
	long line;		/* the number of the line last returned */
};

/* Open path ("-": stdin). Returns 0, or -1 with errno set. */
int line_stream_open(struct line_stream *ls, const char *path, size_t max_line, char first);
/* The next line, without its '\n': 1 with *s and *n set (valid until the
 * next call), 0 at the end, or -1 when reading stopped: the error is
 * added to d and *rc set (EXIT_DATAERR for bad bytes, EXIT_IOERR for a
 * read error). */
int line_stream_next(struct line_stream *ls, struct diags *d, const char **s, size_t *n,
		     int *rc);
void line_stream_close(struct line_stream *ls);
/* Whether path ("-": stdin) is a stream (not a regular file or a
 * directory): what is read from it cannot be read again. */
bool path_is_stream(const char *path);

#endif
