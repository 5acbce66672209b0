/* line-stream.c - a text stream read one line at a time in bounded memory. */
#include "config.h"
#include "line-stream.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int line_stream_open(struct line_stream *ls, const char *path, size_t max_line, char first)
{
	memset(ls, 0, sizeof *ls);
	ls->fd = input_open(path);
	if (ls->fd < 0)
		return -1;
	ls->name = diag_input_name(path);
	ls->max_line = max_line;
	ls->first = first;
	ls->blank = true;
	return 0;
}

void line_stream_close(struct line_stream *ls)
{
	if (ls->fd > STDIN_FILENO)
		close(ls->fd);
	ls->fd = -1;
	free(ls->buf);
	ls->buf = NULL;
}

bool path_is_stream(const char *path)
{
	struct stat st;
	int r = strcmp(path, "-") ? stat(path, &st) : fstat(STDIN_FILENO, &st);

	/* an empty "regular" file may be a /proc file: read as read_text_file does */
	return r == 0 && !S_ISDIR(st.st_mode) && !(S_ISREG(st.st_mode) && st.st_size > 0);
}

/* Stop at byte k of the current line (col k + 1), for the reason e. */
static int stop(struct line_stream *ls, struct diags *d, size_t k, int e, int *rc)
{
	long line = ls->line + 1;

	if (e == EILSEQ)
		diag_error(d, ls->name, line, (long)k + 1,
			   "a NUL byte: not a text file; reading stopped here");
	else if (e == EDOM)
		diag_error(d, ls->name, line, (long)k + 1,
			   "expected '%c' to start a line; reading stopped here", ls->first);
	else
		diag_error(d, ls->name, line, (long)k + 1,
			   "line longer than %zu bytes; reading stopped here", ls->max_line);
	*rc = EXIT_DATAERR;
	ls->eof = true;
	ls->start = ls->scanned = ls->len;
	return -1;
}

int line_stream_next(struct line_stream *ls, struct diags *d, const char **s, size_t *n,
		     int *rc)
{
	for (;;) {
		ssize_t r;

		if (ls->scanned < ls->len) {
			int e;
			switch (text_scan_line(ls->buf, &ls->scanned, ls->len, ls->start, &ls->blank,
					       ls->max_line, ls->first, &e)) {
			case TEXT_LINE:
				*s = ls->buf + ls->start;
				*n = ls->scanned - ls->start;
				ls->start = ++ls->scanned;
				ls->blank = true;
				ls->line++;
				return 1;
			case TEXT_STOP:
				return stop(ls, d, ls->scanned - ls->start, e, rc);
			case TEXT_MORE:
				break;
			}
		}
		if (ls->eof) {
			if (ls->start == ls->len)
				return 0;
			/* the last line, without a newline */
			*s = ls->buf + ls->start;
			*n = ls->len - ls->start;
			ls->start = ls->len;
			ls->line++;
			return 1;
		}
		/* keep only the current line, then read more after it */
		if (ls->start) {
			memmove(ls->buf, ls->buf + ls->start, ls->len - ls->start);
			ls->len -= ls->start;
			ls->scanned -= ls->start;
			ls->start = 0;
		}
		if (ls->cap - ls->len < 4096)
			xgrow(&ls->buf, &ls->cap, ls->len + 65536, 1);
		r = read(ls->fd, ls->buf + ls->len, ls->cap - ls->len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			diag_error(d, ls->name, 0, 0, "cannot read: %s", strerror(errno));
			*rc = EXIT_IOERR;
			ls->eof = true;
			return -1;
		}
		if (r == 0)
			ls->eof = true;
		ls->len += (size_t)r;
	}
}
