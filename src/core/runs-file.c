/* runs-file.c - a runs JSONL file read a run at a time (see runs-file.h).
 *
 * runs_read_jsonl holds every answer of a file: 130 MiB for the 132,381
 * answers of the NLGraph logs, though they are scored a run at a time. A
 * regular file can be read twice: once to find where each run's lines are
 * (a walk to the first "run" member of each line: the problem id before it
 * and nothing else is read), then a run's lines at a time. What that reads
 * is what runs_read_jsonl reads, when each run's lines are together; when
 * they are not (a run resuming after others: runs_read_jsonl makes one run
 * of them) or anything in the walk is unusual, the caller reads the file
 * whole as before. */
#include "config.h"
#include "runs-file.h"
#include "json-scan.h"
#include "line-stream.h"
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void runs_blocks_free(struct runs_blocks *bl)
{
	free(bl->v);
	memset(bl, 0, sizeof *bl);
}

bool runs_index_jsonl(const char *path, struct runs_blocks *bl)
{
	struct line_stream ls;
	struct strtab seen = { 0 };	/* the runs whose block is closed */
	const char *cur = NULL;	/* the open block's run (in seen's copy) */
	struct diags d;	/* a stop: said when the file is read whole */
	off_t off = 0;
	const char *s;
	size_t n;
	int r, rc = 0;
	bool ok = true;

	memset(bl, 0, sizeof *bl);
	if (line_stream_open(&ls, path, DIAG_MAX_JSONL_LINE, 0) != 0)
		return false;
	diags_init(&d);
	while (ok && (r = line_stream_next(&ls, &d, &s, &n, &rc)) > 0) {
		struct json_cur c = { s, n, 0 };
		const char *run, *q = s;
		size_t len;
		off_t at = off;

		off += (off_t)n + 1;	/* the '\n' (the last line may have none: not read past) */
		while (q < s + n && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q == s + n)
			continue;	/* a blank line: no answer, in no block */
		if (!json_find_member(&c, "run") || !json_string_raw(&c, &run, &len) ||
		    memchr(run, '\\', len)) {
			ok = false;
			break;
		}
		if (cur && strlen(cur) == len && !memcmp(cur, run, len)) {
			struct runs_block *b = &bl->v[bl->n - 1];
			b->len = (size_t)(at - b->off) + n;
			continue;
		}
		{
			char *name = xstrndup(run, len);
			ok = !strtab_find(&seen, name);	/* a run resuming: read whole */
			if (ok) {
				cur = strtab_intern(&seen, name);
				xgrow(&bl->v, &bl->cap, bl->n + 1, sizeof *bl->v);
				bl->v[bl->n++] = (struct runs_block){ at, n, ls.line - 1 };
			}
			free(name);
		}
	}
	if (r < 0)
		ok = false;
	line_stream_close(&ls);
	strtab_free(&seen);
	diags_free(&d);
	if (!ok)
		runs_blocks_free(bl);
	return ok;
}

int runs_read_block(int fd, const char *name, const struct runs_block *b, struct runset *rs,
		    struct diags *d)
{
	char *buf = xmalloc(b->len + 1);
	size_t got = 0;
	int rc;

	while (got < b->len) {
		ssize_t r = pread(fd, buf + got, b->len - got, b->off + (off_t)got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {	/* an error, or the file cut since it was walked */
			diag_error(d, name, 0, 0, "cannot read: %s",
				   r < 0 ? strerror(errno) : "the file became shorter");
			free(buf);
			return EXIT_IOERR;
		}
		got += (size_t)r;
	}
	buf[b->len] = '\0';
	rc = runs_parse_jsonl_from(name, buf, b->len, b->line, rs, d);
	free(buf);
	return rc;
}
