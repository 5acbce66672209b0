/* output.h - files written atomically, and temporary streams. */
#ifndef GRAVEL_OUTPUT_H
#define GRAVEL_OUTPUT_H

#include <stddef.h>
#include <stdio.h>

/* Write a file atomically: temp file in the same directory, write, fsync,
 * close, rename. Returns 0 on success, -1 with errno set. */
int write_file_atomic(const char *path, const char *data, size_t len);

/* An output sink that is either stdout or an atomically replaced file:
 * output_open(NULL or "-") writes to stdout; otherwise to a temp file that
 * output_commit renames into place and output_abort removes. */
struct output {
	FILE *fp;
	char *path, *tmp;
};
int output_open(struct output *out, const char *path);
int output_commit(struct output *out);	/* 0 ok, -1 error (errno) */
void output_abort(struct output *out);

/* An unnamed temporary file, open for writing and reading back: in
 * $TMPDIR, else /tmp, removed from the folder at once (its room is freed
 * when it is closed, whatever happens). NULL with errno set when none can
 * be made. */
FILE *temp_stream(void);
/* Copy what was written to from (rewound) onto to. Returns 0, or -1 with
 * errno set (a read or a write failed). */
int stream_copy(FILE *from, FILE *to);

/* Remove the temp files of outputs not yet committed (a fatal exit). */
void output_remove_pending(void);

#endif
