/* file-read.c - whole files read into memory with few system calls. */
#include "config.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Read fd to its end into sb (reset first). size: a regular file's size
 * (one read of it, no extra read for EOF), or 0: unknown, read until read
 * returns 0 (a short read is not taken for the end: a pipe's are not, and
 * neither are a FUSE file system's in direct I/O). */
static int read_fd_into(int fd, size_t size, struct strbuf *sb)
{
	sb_reset(sb);
	xgrow(&sb->data, &sb->cap, size ? size + 1 : 65536, 1);
	for (;;) {
		ssize_t r;
		if (sb->len + 1 >= sb->cap)
			xgrow(&sb->data, &sb->cap, sb->cap + 1, 1);
		r = read(fd, sb->data + sb->len, sb->cap - 1 - sb->len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return errno;
		if (r == 0)
			break;
		sb->len += (size_t)r;
		/* a regular file read to its size is done: no extra read for EOF */
		if (size && sb->len == size)
			break;
	}
	sb->data[sb->len] = '\0';
	return 0;
}

int input_open(const char *path)
{
	int fd, fl;

	if (!strcmp(path, "-"))
		return STDIN_FILENO;
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return -1;
	fl = fcntl(fd, F_GETFL);
	if (fl < 0 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) < 0) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

int input_open_regular_at(int dirfd, const char *name)
{
	int fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	struct stat st;

	if (fd < 0)
		return -1;
	/* a regular file ignores O_NONBLOCK: left on */
	if (fstat(fd, &st) != 0) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINPUT_NOT_REGULAR;
		return -1;
	}
	return fd;
}

const char *input_strerror(int e)
{
	return e == EINPUT_NOT_REGULAR ? "not a regular file" : strerror(e);
}

bool input_not_regular(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* One open, one fstat and (for a regular file) one read of its size:
 * importers read tens of thousands of small files, where stdio's extra
 * calls cost more than the parsing. Pipes and stdin are read to EOF. */
int read_file_into(const char *path, struct strbuf *sb)
{
	int fd = input_open(path);
	struct stat st;
	int e = 0;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0)
		e = errno;
	else if (S_ISDIR(st.st_mode))
		e = EISDIR;
	else
		e = read_fd_into(fd, S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size : 0,
				 sb);
	if (fd != STDIN_FILENO)
		close(fd);
	errno = e;
	return e ? -1 : 0;
}

int read_file_into_at(int dirfd, const char *name, struct strbuf *sb)
{
	int fd = input_open_regular_at(dirfd, name), e;

	if (fd < 0)
		return -1;
	e = read_fd_into(fd, 0, sb);
	close(fd);
	errno = e;
	return e ? -1 : 0;
}

char *read_file(const char *path, size_t *lenp)
{
	struct strbuf sb;

	sb_init(&sb);
	if (read_file_into(path, &sb) != 0) {
		int e = errno;
		sb_free(&sb);
		errno = e;
		return NULL;
	}
	if (lenp)
		*lenp = sb.len;
	return sb_take(&sb);
}

enum text_scan text_scan_line(const char *buf, size_t *i, size_t len, size_t line_start,
			      bool *blank, size_t max_line, char first, int *err)
{
	const char *nl = memchr(buf + *i, '\n', len - *i);
	size_t end = nl ? (size_t)(nl - buf) : len;
	const char *nul = memchr(buf + *i, '\0', end - *i);
	/* the first byte that stops the reading: a NUL, the byte max_line
	 * into the line (a line of max_line bytes and its '\n' is whole), or
	 * a first non-blank byte that is not first; at one byte, in that order */
	size_t at = nul ? (size_t)(nul - buf) : end;

	*err = nul ? EILSEQ : 0;
	if (max_line && line_start + max_line < at) {
		at = line_start + max_line;
		*err = EFBIG;
	}
	if (*blank) {
		size_t j = *i;
		while (j < at && (buf[j] == ' ' || buf[j] == '\t' || buf[j] == '\r'))
			j++;
		if (j < at) {
			*blank = false;
			if (first && buf[j] != first) {
				*i = j;
				*err = EDOM;
				return TEXT_STOP;
			}
		}
	}
	if (*err) {
		*i = at;
		return TEXT_STOP;
	}
	*i = end;
	return nl ? TEXT_LINE : TEXT_MORE;
}

char *read_text_file(const char *path, size_t *lenp, size_t max_line, char first, size_t *stop)
{
	int fd = input_open(path);
	struct strbuf sb;
	struct stat st;
	size_t line_start = 0, scanned = 0;
	bool regular, blank = true;	/* nothing but blanks yet on this line */
	int e = 0;

	*stop = SIZE_MAX;
	if (fd < 0)
		return NULL;
	sb_init(&sb);
	if (fstat(fd, &st) != 0) {
		e = errno;
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		e = EISDIR;
		goto out;
	}
	regular = S_ISREG(st.st_mode) && st.st_size > 0;
	xgrow(&sb.data, &sb.cap, regular ? (size_t)st.st_size + 1 : 65536, 1);
	for (;;) {
		ssize_t r;
		if (sb.len + 1 >= sb.cap)
			xgrow(&sb.data, &sb.cap, sb.cap + 1, 1);
		r = read(fd, sb.data + sb.len, sb.cap - 1 - sb.len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			e = errno;
			break;
		}
		if (r == 0)
			break;
		sb.len += (size_t)r;
		/* check what came in: a NUL, a line too long, or (from a pipe
		 * or a device) a line not starting with first, ends it */
		while (scanned < sb.len) {
			enum text_scan ts = text_scan_line(sb.data, &scanned, sb.len, line_start, &blank,
							   max_line, regular ? 0 : first, &e);
			if (ts == TEXT_STOP)
				break;
			if (ts == TEXT_LINE) {
				line_start = ++scanned;
				blank = true;
			}
		}
		if (e) {
			*stop = scanned;
			sb.len = scanned;
			break;
		}
		if (regular && sb.len == (size_t)st.st_size)
			break;
	}
	sb.data[sb.len] = '\0';
out:
	if (fd != STDIN_FILENO)
		close(fd);
	if (e) {
		if (*stop != SIZE_MAX && lenp) {
			*lenp = sb.len;	/* the text before the stop, for line:col */
			errno = e;
			return sb_take(&sb);
		}
		sb_free(&sb);
		errno = e;
		return NULL;
	}
	if (lenp)
		*lenp = sb.len;
	return sb_take(&sb);
}
