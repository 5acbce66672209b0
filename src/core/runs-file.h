/* runs-file.h - a runs JSONL file (a regular file, read again at will)
 * read a run at a time: first where each run's lines are, then a run's
 * lines when they are wanted (see runs-file.c). */
#ifndef GRAVEL_RUNS_FILE_H
#define GRAVEL_RUNS_FILE_H

#include <stddef.h>
#include <sys/types.h>
#include "runs.h"

/* A run's lines: bytes [off, off + len) of the file, the first of them
 * line line + 1. */
struct runs_block {
	off_t off;
	size_t len;
	long line;
};
struct runs_blocks {
	struct runs_block *v;
	size_t n, cap;
};

/* Where the runs of the regular file path are, one block a run: true when
 * every run's lines are together and the walk found each line's run;
 * false (bl empty) when the file is to be read whole, as runs_read_jsonl
 * reads it (a run resuming after others, a line whose "run" the walk does
 * not find, a stop: a NUL byte, an endless line, a read error). */
bool runs_index_jsonl(const char *path, struct runs_blocks *bl);
void runs_blocks_free(struct runs_blocks *bl);
/* Block b of the file open at fd (name for messages) into rs: what
 * runs_read_jsonl reads from those lines, with their line numbers in the
 * file. Returns 0 or an exit status, messages in d. */
int runs_read_block(int fd, const char *name, const struct runs_block *b, struct runset *rs,
		    struct diags *d);

#endif
