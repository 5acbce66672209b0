/* annot-disk.c - the annotation file on disk: durable atomic writes, the
 * sidecar lock and its generation counter, re-reading what other
 * processes wrote, corrupt files kept aside, killed writers' temporary
 * files (see annot.h "Durability" and "Concurrency"). */
#include "config.h"
#include "annot-int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* mkdir -p of path's directory. */
static int make_parent(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	int rc = 0;

	if (slash && slash != dir) {
		*slash = '\0';
		for (char *p = dir + 1; !rc && *p; p++)
			if (*p == '/') {
				*p = '\0';
				if (mkdir(dir, 0777) != 0 && errno != EEXIST)
					rc = -1;
				*p = '/';
			}
		if (!rc && mkdir(dir, 0777) != 0 && errno != EEXIST)
			rc = -1;
	}
	free(dir);
	return rc;
}

static void sync_dir(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	int fd;

	if (slash)
		slash[slash == dir] = '\0';
	fd = open(slash ? dir : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) {
		(void)fsync(fd);	/* best effort: some file systems refuse */
		close(fd);
	}
	free(dir);
}

int annot_save(struct annot_store *st)
{
	char *text = annot_render(&st->it);
	size_t len = strlen(text);
	struct output out;
	int e;

	if (make_parent(st->path) != 0 || output_open(&out, st->path) != 0) {
		e = errno;
		free(text);
		errno = e;
		return -1;
	}
	if (fwrite(text, 1, len, out.fp) != len) {
		e = errno ? errno : EIO;
		output_abort(&out);
		free(text);
		errno = e;
		return -1;
	}
	free(text);
	/* the generation moves before the rename: a writer killed in between
	 * makes others re-read needlessly, never miss a change */
	annot_gen_write(st->lockfd, ++st->gen);
	if (output_commit(&out) != 0)
		return -1;
	sync_dir(st->path);
	annot_stamp_of(st->path, &st->stamp);
	return 0;
}

/* ---- reading, stamps ---------------------------------------------------- */

void annot_stamp_of(const char *path, struct annot_stamp *s)
{
	struct stat sb;

	memset(s, 0, sizeof *s);
	if (stat(path, &sb) != 0)
		return;
	s->exists = true;
	s->dev = sb.st_dev;
	s->ino = sb.st_ino;
	s->size = sb.st_size;
	s->mtime_ns = (long long)sb.st_mtim.tv_sec * 1000000000LL + sb.st_mtim.tv_nsec;
	s->ctime_ns = (long long)sb.st_ctim.tv_sec * 1000000000LL + sb.st_ctim.tv_nsec;
}

bool annot_stamp_same(const struct annot_stamp *a, const struct annot_stamp *b)
{
	return a->exists == b->exists && (!a->exists || (a->dev == b->dev && a->ino == b->ino &&
							 a->size == b->size &&
							 a->mtime_ns == b->mtime_ns &&
							 a->ctime_ns == b->ctime_ns));
}

int annot_read(const char *path, struct annot_items *it, struct annot_stamp *s,
	       struct annot_perr *pe)
{
	size_t len;
	char *text;
	int rc;

	annot_items_init(it);
	annot_stamp_of(path, s);
	text = read_file(path, &len);
	if (!text) {
		if (errno == ENOENT) {
			s->exists = false;
			return 1;
		}
		return -1;
	}
	rc = annot_parse(text, len, it, pe);
	free(text);
	return rc ? (pe->newer ? -3 : -2) : 0;
}

char *annot_keep_aside(const char *path, time_t now)
{
	struct tm tm;
	char stamp[32];
	char *name = NULL;
	struct stat sb;

	gmtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%S", &tm);
	for (int k = 0; k < 1000; k++) {
		free(name);
		name = k ? xasprintf("%s.corrupt-%s-%d", path, stamp, k)
			 : xasprintf("%s.corrupt-%s", path, stamp);
		if (lstat(name, &sb) != 0 && errno == ENOENT)
			break;
	}
	if (rename(path, name) != 0) {
		free(name);
		return NULL;
	}
	sync_dir(path);
	return name;
}

void annot_clean_temps(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? xstrndup(path, (size_t)(slash - path) + (slash == path)) : xstrdup(".");
	const char *base = slash ? slash + 1 : path;
	size_t bl = strlen(base);
	DIR *dp = opendir(dir);
	struct dirent *de;

	while (dp && (de = readdir(dp))) {
		/* output_open's names: FILE.tmpXXXXXX */
		if (strncmp(de->d_name, base, bl) || prefixcmp(de->d_name + bl, ".tmp") ||
		    strlen(de->d_name + bl + STRING_SIZE(".tmp")) != STRING_SIZE("XXXXXX"))
			continue;
		char *p = xasprintf("%s/%s", dir, de->d_name);
		(void)unlink(p);
		free(p);
	}
	if (dp)
		closedir(dp);
	free(dir);
}

/* ---- the lock and its generation ---------------------------------------- */

uint64_t annot_gen_read(int fd)
{
	char buf[32];
	ssize_t n = fd >= 0 ? pread(fd, buf, sizeof buf - 1, 0) : -1;

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return strtoull(buf, NULL, 10);
}

void annot_gen_write(int fd, uint64_t gen)
{
	char buf[32];
	int n = snprintf(buf, sizeof buf, "%020llu\n", (unsigned long long)gen);

	if (fd >= 0 && pwrite(fd, buf, (size_t)n, 0) != n) {
		/* not fatal: the stamp check still sees the new file */
	}
}

int annot_lock(struct annot_store *st)
{
	if (st->lockfd < 0) {
		if (make_parent(st->lockpath) != 0)
			return -1;
		st->lockfd = open(st->lockpath, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
		if (st->lockfd < 0)
			return -1;
	}
	/* the lock is only ever held for one read-modify-write, so waiting
	 * long means a writer is stuck (stopped, or on a hung file system):
	 * give up after lock_wait_ms rather than hang the screen */
	for (int waited = 0; flock(st->lockfd, LOCK_EX | LOCK_NB) != 0; waited += 5) {
		struct timespec ts = { 0, 5 * 1000000L };
		if (errno != EWOULDBLOCK && errno != EINTR)
			return -1;
		if (waited >= st->lock_wait_ms) {
			errno = EWOULDBLOCK;
			return -1;
		}
		nanosleep(&ts, NULL);
	}
	return 0;
}

void annot_unlock(struct annot_store *st)
{
	if (st->lockfd >= 0)
		(void)flock(st->lockfd, LOCK_UN);
}

int annot_sync(struct annot_store *st)
{
	uint64_t gen = annot_gen_read(st->lockfd);
	struct annot_stamp now;
	struct annot_items fresh;
	struct annot_perr pe = { 0, 0, NULL, false };
	int rc;

	annot_stamp_of(st->path, &now);
	if (gen == st->gen && annot_stamp_same(&now, &st->stamp))
		return 0;
	rc = annot_read(st->path, &fresh, &now, &pe);
	if (rc == -1)
		return -1;
	if (rc == -3) {
		free(pe.msg);
		errno = EPROTO;
		return -1;
	}
	st->gen = gen;
	if (rc == -2) {
		/* someone wrote garbage in place: keep it aside, ours stands */
		char *aside = annot_keep_aside(st->path, st->clock ? st->clock() : time(NULL));
		diag_warn(&st->diags, st->path, pe.line, pe.col, "%s; kept aside as %s", pe.msg,
			  aside ? aside : "(rename failed)");
		free(aside);
		free(pe.msg);
		annot_stamp_of(st->path, &st->stamp);
		return 0;
	}
	if (rc == 1 && st->it.n) {
		/* deleted behind our back: ours is written again */
		st->stamp = now;
		return 0;
	}
	annot_items_free(&st->it);
	st->it = fresh;
	st->stamp = now;
	return 0;
}
