/* file-read.h - whole files read into memory, and text checked as it comes. */
#ifndef GRAVEL_FILE_READ_H
#define GRAVEL_FILE_READ_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

/* Read a whole file ("-": stdin) into memory (NUL-terminated). Returns
 * NULL and sets errno on failure. */
char *read_file(const char *path, size_t *len);
/* Read a text file (JSON, JSON Lines, YAML; "-": stdin), stopping early
 * at what no text holds: a NUL byte, a line longer than max_line bytes (0:
 * no limit), or, read from a pipe or a device, a line whose first byte
 * other than blanks is not first (0: any; JSON Lines: '{'). Then *stop is
 * the offset of that byte, errno EILSEQ (NUL), EFBIG (long line) or EDOM
 * (bad first byte), and the text before it is returned (*len bytes), so
 * /dev/zero, `yes |` or an endless line cost no more than max_line.
 * Otherwise as read_file, with *stop = SIZE_MAX. */
char *read_text_file(const char *path, size_t *len, size_t max_line, char first, size_t *stop);
/* The checks of read_text_file on buf[*i..len), a line at a time: the
 * current line starts at line_start, *blank while it holds only blanks.
 * Returns TEXT_LINE with *i at the line's '\n'; TEXT_STOP with *i at the
 * byte that stops the reading and *err EILSEQ, EFBIG or EDOM (as above;
 * first 0: any); TEXT_MORE with *i = len when the line goes on past len.
 * memchr finds the line ends and NUL bytes (many bytes a step), not a
 * loop over each byte. */
enum text_scan { TEXT_MORE, TEXT_LINE, TEXT_STOP };
enum text_scan text_scan_line(const char *buf, size_t *i, size_t len, size_t line_start,
			      bool *blank, size_t max_line, char first, int *err);
/* The same into sb (reset first, kept allocated: for reading many files
 * with one buffer). Returns 0, or -1 with errno set. */
int read_file_into(const char *path, struct strbuf *sb);
/* The same for name in the folder open as dirfd, which must be a regular
 * file (input_open_regular_at): read until read returns 0 into sb's room
 * (it grows as needed). A folder of
 * thousands of small files (NLGraph's graphN.txt) costs less so: the path
 * is not walked from the root for each, and a buffer kept from file to
 * file is seldom too small. */
int read_file_into_at(int dirfd, const char *name, struct strbuf *sb);

/* Open path ("-": stdin) for reading without waiting at the open: a FIFO
 * with no writer would hold open() forever, so it is opened non-blocking,
 * then made blocking again (its reads end at once when nobody writes). An
 * fd, or -1 with errno set. */
int input_open(const char *path);
/* The same for a file gravel found in a benchmark folder (a graph file,
 * main.json, answer.npy), which must be a regular file: anything else (a
 * FIFO, a device, a socket) is refused with errno EINPUT_NOT_REGULAR. */
int input_open_regular_at(int dirfd, const char *name);
/* What input_open_regular_at sets errno to for a file that is not
 * regular; input_strerror says so ("not a regular file"), strerror else. */
#define EINPUT_NOT_REGULAR EMEDIUMTYPE
const char *input_strerror(int e);
/* Whether path names something that is there and not a regular file (a
 * FIFO, a device, a socket, a folder): a benchmark folder's file that
 * must not be read. */
bool input_not_regular(const char *path);

#endif
