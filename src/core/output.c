/* output.c - files written atomically (temp file, fsync, rename). */
#include "config.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Temp files of outputs not yet committed: removed on a fatal exit. */
#define MAX_PENDING 8
static const char *pending_tmp[MAX_PENDING];

static void pending_add(const char *tmp)
{
	for (int i = 0; i < MAX_PENDING; i++)
		if (!pending_tmp[i]) {
			pending_tmp[i] = tmp;
			return;
		}
}

static void pending_remove(const char *tmp)
{
	for (int i = 0; i < MAX_PENDING; i++)
		if (pending_tmp[i] == tmp)
			pending_tmp[i] = NULL;
}
void output_remove_pending(void)
{
	for (int i = 0; i < MAX_PENDING; i++)
		if (pending_tmp[i]) {
			unlink(pending_tmp[i]);
			pending_tmp[i] = NULL;
		}
}

static char *temp_name_for(const char *path)
{
	return xasprintf("%s.tmpXXXXXX", path);
}

int output_open(struct output *out, const char *path)
{
	int fd;

	out->fp = NULL;
	out->path = out->tmp = NULL;
	if (!path || !strcmp(path, "-")) {
		out->fp = stdout;
		return 0;
	}
	{
		/* Only regular files are replaced atomically: /dev/null, a FIFO
		 * or a terminal is written in place (renaming over a device
		 * would replace it with a plain file). */
		struct stat st;
		if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
			if (S_ISDIR(st.st_mode)) {
				errno = EISDIR;
				return -1;
			}
			out->fp = fopen(path, "wb");
			return out->fp ? 0 : -1;
		}
	}
	{
		/* A symbolic link: write beside its target and rename over the
		 * target, so the link stays and the target is what changes. */
		struct stat st;
		char *real;
		if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) && (real = realpath(path, NULL))) {
			out->path = xstrdup(real);
			free(real);
		} else {
			out->path = xstrdup(path);
		}
	}
	out->tmp = temp_name_for(out->path);
	fd = mkstemp(out->tmp);
	if (fd < 0) {
		int e = errno;
		free(out->path);
		free(out->tmp);
		out->path = out->tmp = NULL;
		errno = e;
		return -1;
	}
	/* mkstemp creates 0600; files we write are ordinary data files. */
	{
		mode_t um = umask(0);
		umask(um);
		(void)fchmod(fd, 0666 & ~um);
	}
	out->fp = fdopen(fd, "wb");
	if (!out->fp) {
		int e = errno;
		close(fd);
		unlink(out->tmp);
		free(out->path);
		free(out->tmp);
		out->path = out->tmp = NULL;
		errno = e;
		return -1;
	}
	pending_add(out->tmp);
	return 0;
}

int output_commit(struct output *out)
{
	int rc = 0, e = 0;

	if (!out->fp)
		return 0;
	if (fflush(out->fp) != 0 || ferror(out->fp)) {
		rc = -1;
		e = errno ? errno : EIO;
	}
	if (!out->path) {
		if (out->fp != stdout && fclose(out->fp) != 0 && rc == 0) {
			rc = -1;
			e = errno;
		}
		out->fp = NULL;
		errno = e;
		return rc;
	}
#ifdef HAVE_FSYNC
	if (rc == 0 && fsync(fileno(out->fp)) != 0) {
		rc = -1;
		e = errno;
	}
#endif
	if (fclose(out->fp) != 0 && rc == 0) {
		rc = -1;
		e = errno;
	}
	out->fp = NULL;
	if (rc == 0 && rename(out->tmp, out->path) != 0) {
		rc = -1;
		e = errno;
	}
	if (rc != 0)
		unlink(out->tmp);
	pending_remove(out->tmp);
	free(out->tmp);
	free(out->path);
	out->tmp = out->path = NULL;
	errno = e;
	return rc;
}

void output_abort(struct output *out)
{
	if (out->fp && out->path) {
		fclose(out->fp);
		unlink(out->tmp);
	} else if (out->fp && out->fp != stdout) {
		fclose(out->fp);
	}
	pending_remove(out->tmp);
	free(out->tmp);
	free(out->path);
	out->fp = NULL;
	out->tmp = out->path = NULL;
}

FILE *temp_stream(void)
{
	const char *dir = getenv("TMPDIR");
	char *path;
	FILE *fp;
	int fd = -1, e;

	if (!dir || !*dir)
		dir = "/tmp";
#ifdef O_TMPFILE
	fd = open(dir, O_RDWR | O_TMPFILE | O_CLOEXEC, 0600);
#endif
	if (fd < 0) {	/* no O_TMPFILE there: a named one, unlinked at once */
		path = xasprintf("%s/gravel-XXXXXX", dir);
		fd = mkstemp(path);
		if (fd >= 0)
			unlink(path);
		free(path);
		if (fd < 0)
			return NULL;
	}
	fp = fdopen(fd, "w+b");
	if (!fp) {
		e = errno;
		close(fd);
		errno = e;
	}
	return fp;
}

int stream_copy(FILE *from, FILE *to)
{
	char buf[1 << 16];
	size_t n;

	if (fflush(from) != 0 || fseek(from, 0, SEEK_SET) != 0)
		return -1;
	while ((n = fread(buf, 1, sizeof buf, from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return -1;
	return ferror(from) ? -1 : 0;
}

int write_file_atomic(const char *path, const char *data, size_t len)
{
	struct output out;

	if (output_open(&out, path) != 0)
		return -1;
	if (fwrite(data, 1, len, out.fp) != len) {
		int e = errno;
		output_abort(&out);
		errno = e;
		return -1;
	}
	return output_commit(&out);
}
