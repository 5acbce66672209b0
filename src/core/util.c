/* util.c - allocation wrappers, fatal errors, buffers, atomic files. */
#include "config.h"
#include "util.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <cjson/cJSON.h>
#include <fcntl.h>
#include <limits.h>
#ifdef HAVE_MALLOPT
#include <malloc.h>
#endif
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *gravel_progname = "gravel";
static void (*fatal_hook)(void);

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

void gravel_set_fatal_hook(void (*hook)(void))
{
	fatal_hook = hook;
}

static void ATTR_NORETURN ATTR_FORMAT(2, 0) die(int status, const char *fmt, va_list ap)
{
	if (fatal_hook) {
		void (*h)(void) = fatal_hook;
		fatal_hook = NULL;
		h();
	}
	for (int i = 0; i < MAX_PENDING; i++)
		if (pending_tmp[i]) {
			unlink(pending_tmp[i]);
			pending_tmp[i] = NULL;
		}
	fprintf(stderr, "%s: fatal: ", gravel_progname);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	exit(status);
}

void gravel_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	/* callers that report a failed cJSON allocation say so in the text */
	die(strncmp(fmt, "out of memory", 13) ? EXIT_SOFTWARE : EXIT_OSERR, fmt, ap);
}

struct cJSON *xjson(struct cJSON *j)
{
	if (!j)
		gravel_out_of_memory("out of memory building JSON");
	return j;
}

bool whole_ll(double d)
{
	/* 2^63 is exact as a double; every double below it and at least -2^63
	 * converts */
	return d >= -9223372036854775808.0 && d < 9223372036854775808.0 &&
	       d == (double)(long long)d;
}

long long ll_of(double d)
{
	if (d != d)
		return 0;
	if (d >= 9223372036854775808.0)
		return LLONG_MAX;
	if (d < -9223372036854775808.0)
		return LLONG_MIN;
	return (long long)d;
}

int json_put_line(FILE *fp, const struct cJSON *j, bool formatted)
{
	char *s = formatted ? cJSON_Print(j) : cJSON_PrintUnformatted(j);
	int rc;

	if (!s)
		gravel_out_of_memory("out of memory printing JSON");
	rc = fputs(s, fp) < 0 || putc('\n', fp) == EOF ? -1 : 0;
	cJSON_free(s);
	return rc;
}

void gravel_out_of_memory(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	die(EXIT_OSERR, fmt, ap);
}

/* Advise a block of 4 MiB or more for transparent huge pages (advice
 * only). */
static void advise_block(void *p, size_t size)
{
#ifdef MADV_HUGEPAGE
	if (size >= (4u << 20)) {
		uintptr_t a = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
		uintptr_t e = ((uintptr_t)p + size) & ~(uintptr_t)4095;
		if (e > a)
			(void)madvise((void *)a, e - a, MADV_HUGEPAGE);
	}
#else
	(void)p;
	(void)size;
#endif
}

/* Set by heap_prefer_huge_pages: the end (2 MiB aligned) of the heap
 * advised for huge pages so far; 0 when that advice is not in effect.
 * Atomic: a reader thread (pipeline.h) allocates too. */
static _Atomic uintptr_t huge_heap_end;

/* After an allocation, in a process that prefers huge pages: advise what
 * the heap grew by since the last look, and a block of 4 MiB or more
 * (mmap'd past 32 MiB). Without it, memory past the first reserve came in
 * 4 KiB faults: `score` of 200,000 small answers (450 MB) spent 0.8 s in
 * the kernel. */
#if defined(HAVE_SBRK) && defined(MADV_HUGEPAGE)
/* The heap grew past was to end: advise the growth, once (a thread that
 * loses the race leaves it to the winner). Apart, so that heap_advise
 * stays small enough to inline into every allocation. */
static void heap_grew(uintptr_t was, uintptr_t end)
{
	if (atomic_compare_exchange_strong(&huge_heap_end, &was, end))
		(void)madvise((void *)was, end - was, MADV_HUGEPAGE);
}
#endif

static void heap_advise(void *p, size_t size)
{
#if defined(HAVE_SBRK) && defined(MADV_HUGEPAGE)
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t end, was = atomic_load_explicit(&huge_heap_end, memory_order_relaxed);
	void *brk;

	if (!was)
		return;
	brk = sbrk(0);
	end = brk == (void *)-1 ? 0 : (uintptr_t)brk & ~(huge - 1);
	if (end > was)
		heap_grew(was, end);
	advise_block(p, size);
#else
	(void)p;
	(void)size;
#endif
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu bytes)", size);
	heap_advise(p, size);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu x %zu bytes)", nmemb, size);
	heap_advise(p, nmemb * size);	/* calloc has checked the product */
	return p;
}

void *xmalloc_large(size_t size)
{
	void *p = xmalloc(size);

	/* else xmalloc's heap_advise has done it */
	if (!atomic_load_explicit(&huge_heap_end, memory_order_relaxed))
		advise_block(p, size);
	return p;
}

static size_t strtab_hash(const char *s, size_t len)
{
	uint64_t h = 14695981039346656037ULL;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return (size_t)h;
}

const char *strtab_intern_n(struct strtab *t, const char *s, size_t len)
{
	size_t h;

	if ((t->n + 1) * 2 > t->icap) {
		size_t cap = t->icap ? t->icap * 2 : 64;
		free(t->idx);
		t->idx = xcalloc(cap, sizeof *t->idx);
		t->icap = cap;
		for (size_t i = 0; i < t->n; i++) {
			for (h = strtab_hash(t->v[i], strlen(t->v[i])) & (cap - 1); t->idx[h];
			     h = (h + 1) & (cap - 1))
				;
			t->idx[h] = i + 1;
		}
	}
	for (h = strtab_hash(s, len) & (t->icap - 1); t->idx[h]; h = (h + 1) & (t->icap - 1)) {
		const char *c = t->v[t->idx[h] - 1];
		if (!strncmp(c, s, len) && c[len] == '\0')
			return t->recent[t->nrecent++ & 3] = c;
	}
	xgrow(&t->v, &t->cap, t->n + 1, sizeof *t->v);
	t->v[t->n] = xstrndup(s, len);
	t->idx[h] = ++t->n;
	return t->recent[t->nrecent++ & 3] = t->v[t->n - 1];
}

const char *strtab_intern(struct strtab *t, const char *s)
{
	if (!s)
		return NULL;
	for (int i = 0; i < 4; i++)
		if (s == t->recent[i])
			return s;
	return strtab_intern_n(t, s, strlen(s));
}

const char *strtab_find(const struct strtab *t, const char *s)
{
	size_t len = strlen(s);

	if (!t->icap)
		return NULL;
	for (size_t h = strtab_hash(s, len) & (t->icap - 1); t->idx[h]; h = (h + 1) & (t->icap - 1))
		if (!strcmp(t->v[t->idx[h] - 1], s))
			return t->v[t->idx[h] - 1];
	return NULL;
}

void strtab_clear(struct strtab *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i]);
	t->n = 0;
	if (t->idx)
		memset(t->idx, 0, t->icap * sizeof *t->idx);
	memset(t->recent, 0, sizeof t->recent);
}

void strtab_free(struct strtab *t)
{
	strtab_clear(t);
	free(t->v);
	free(t->idx);
	memset(t, 0, sizeof *t);
}

void heap_prefer_huge_pages(void)
{
#if defined(HAVE_MALLOPT) && defined(HAVE_SBRK) && defined(MADV_HUGEPAGE) && \
	defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
	const uintptr_t huge = (uintptr_t)2 << 20, reserve = (uintptr_t)64 << 20;
	struct rlimit as, data;
	uintptr_t a, e;
	void *p;
	char *end;

	/* under a memory cap (ulimit -v or -d) the reserve could be what
	 * does not fit: glibc asks for the padding even when it falls back
	 * to mmap, so a 64 MiB cap failed a 64 KiB allocation */
	if (getrlimit(RLIMIT_AS, &as) != 0 || getrlimit(RLIMIT_DATA, &data) != 0 ||
	    as.rlim_cur != RLIM_INFINITY || data.rlim_cur != RLIM_INFINITY)
		return;
	if (!mallopt(M_TOP_PAD, (int)reserve) || !mallopt(M_MMAP_THRESHOLD, 32 << 20) ||
	    !mallopt(M_TRIM_THRESHOLD, 2 * (int)reserve))
		return;
	p = malloc(1);	/* grows the heap by the reserve */
	end = sbrk(0);
	if (!p || end == (char *)-1) {
		free(p);
		return;
	}
	/* the whole huge pages between this block and the break; nothing
	 * when malloc does not carve from the break (p above it) */
	a = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	e = (uintptr_t)end & ~(huge - 1);
	if (e > a && e - a <= 2 * reserve && madvise((void *)a, e - a, MADV_HUGEPAGE) == 0)
		huge_heap_end = e;	/* and the heap's growth from there (heap_advise) */
	free(p);
#endif
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);
	if (!p)
		gravel_out_of_memory("out of memory (%zu bytes)", size);
	heap_advise(p, size);
	return p;
}

void *xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	if (size && nmemb > SIZE_MAX / size)
		gravel_out_of_memory("out of memory (%zu x %zu bytes overflow size_t)", nmemb,
				     size);
	return xrealloc(ptr, nmemb * size);
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/* buf[*n..] += s[0..len), cut to leave room for the NUL of a size-byte buf */
static void put_cut(char *buf, size_t size, size_t *n, const char *s, size_t len)
{
	if (len > size - 1 - *n)
		len = size - 1 - *n;
	memcpy(buf + *n, s, len);
	*n += len;
}

void str_format(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap, again;
	size_t n = 0;

	if (!size)
		return;
	va_start(ap, fmt);
	va_copy(again, ap);
	for (const char *p = fmt;;) {
		const char *q = strchr(p, '%');
		char num[24], *d = num + sizeof num;
		unsigned long long x = 0;
		long long v = 0;

		put_cut(buf, size, &n, p, q ? (size_t)(q - p) : strlen(p));
		if (!q)
			break;
		p = q + 1;
		if (*p == '%' || *p == 's') {
			const char *str = *p == '%' ? "%" : va_arg(ap, const char *);
			if (!str)
				str = "(null)";	/* as glibc prints it */
			put_cut(buf, size, &n, str, strlen(str));
			p++;
			continue;
		}
		if (p[0] == 'z' && p[1] == 'u') {
			x = va_arg(ap, size_t);
			p += 2;
		} else if (p[0] == 'l' && p[1] == 'l' && p[2] == 'd') {
			v = va_arg(ap, long long);
			p += 3;
		} else if (p[0] == 'l' && p[1] == 'd') {
			v = va_arg(ap, long);
			p += 2;
		} else if (p[0] == 'd') {
			v = va_arg(ap, int);
			p++;
		} else {	/* a conversion of printf's own: all of it there */
			vsnprintf(buf, size, fmt, again);
			va_end(again);
			va_end(ap);
			return;
		}
		if (p[-1] == 'd')
			x = v < 0 ? -(unsigned long long)v : (unsigned long long)v;
		do
			*--d = (char)('0' + x % 10);
		while ((x /= 10));
		if (v < 0)
			*--d = '-';
		put_cut(buf, size, &n, d, (size_t)(num + sizeof num - d));
	}
	buf[n] = '\0';
	va_end(again);
	va_end(ap);
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list ap2;
	char small[256], *p;
	int n;

	/* formatted once when it fits the stack buffer (ids, paths, most
	 * messages), not measured first and then formatted again */
	va_copy(ap2, ap);
	n = vsnprintf(small, sizeof small, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		gravel_fatal("bad format string");
	p = xmalloc((size_t)n + 1);
	if ((size_t)n < sizeof small)
		memcpy(p, small, (size_t)n + 1);
	else
		vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

void xgrow(void *arrp, size_t *cap, size_t need, size_t elem)
{
	void **arr = arrp;
	size_t c = *cap;

	if (need <= c)
		return;
	if (c < 8)
		c = 8;
	while (c < need) {
		if (c > SIZE_MAX / 2)
			gravel_out_of_memory("out of memory (%zu elements of %zu bytes)", need, elem);
		c *= 2;
	}
	*arr = xreallocarray(*arr, c, elem);
	*cap = c;
}

void sb_init(struct strbuf *sb)
{
	sb->data = NULL;
	sb->len = sb->cap = 0;
}

void sb_free(struct strbuf *sb)
{
	free(sb->data);
	sb_init(sb);
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->data)
		sb->data[0] = '\0';
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap)
		xgrow(&sb->data, &sb->cap, sb->len + n + 1, 1);
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
	sb->data[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_putc(struct strbuf *sb, char c)
{
	if (sb->len + 2 > sb->cap)
		xgrow(&sb->data, &sb->cap, sb->len + 2, 1);
	sb->data[sb->len++] = c;
	sb->data[sb->len] = '\0';
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap, ap2;
	int n;

	size_t room = sb->data ? sb->cap - sb->len : 0;

	/* formatted once where it fits, which is most of the time */
	va_start(ap, fmt);
	va_copy(ap2, ap);
	n = vsnprintf(room ? sb->data + sb->len : NULL, room, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		gravel_fatal("bad format string");
	if ((size_t)n >= room) {
		xgrow(&sb->data, &sb->cap, sb->len + (size_t)n + 1, 1);
		vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
	}
	sb->len += (size_t)n;
	va_end(ap);
}

void sb_put_i64(struct strbuf *sb, int64_t v)
{
	sb_put_i64w(sb, v, 0);
}

void sb_put_padded(struct strbuf *sb, const char *s, int width)
{
	size_t n = strlen(s), w = (size_t)(width < 0 ? -(long)width : width);

	if (width > 0)
		for (size_t i = n; i < w; i++)
			sb_putc(sb, ' ');
	sb_add(sb, s, n);
	if (width < 0)
		for (size_t i = n; i < w; i++)
			sb_putc(sb, ' ');
}

void sb_put_i64w(struct strbuf *sb, int64_t v, int width)
{
	char buf[24], *p = buf + sizeof buf;
	uint64_t x = v < 0 ? -(uint64_t)v : (uint64_t)v;

	*--p = '\0';
	do
		*--p = (char)('0' + x % 10);
	while ((x /= 10));
	if (v < 0)
		*--p = '-';
	sb_put_padded(sb, p, width);
}

char *sb_take(struct strbuf *sb)
{
	char *p = sb->data ? sb->data : xstrdup("");
	sb_init(sb);
	return p;
}

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

/* One open, one fstat and (for a regular file) one read of its size:
 * importers read tens of thousands of small files, where stdio's extra
 * calls cost more than the parsing. Pipes and stdin are read to EOF. */
int read_file_into(const char *path, struct strbuf *sb)
{
	int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : STDIN_FILENO;
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
	int fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC), e;

	if (fd < 0)
		return -1;
	e = read_fd_into(fd, 0, sb);	/* a folder: EISDIR from read */
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
	int fd = strcmp(path, "-") ? open(path, O_RDONLY | O_CLOEXEC) : STDIN_FILENO;
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

int parse_long(const char *s, long *out)
{
	char *end;
	long v;

	if (!s || !*s)
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end)
		return -1;
	*out = v;
	return 0;
}

double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **dir_list(const char *dir, enum dir_list_what what,
		int (*cmp)(const void *, const void *), size_t *n)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char **v;
	size_t cap = 0;

	*n = 0;
	if (!dp)
		return NULL;
	v = NULL;
	xgrow(&v, &cap, 1, sizeof *v);
	while ((de = readdir(dp))) {
		if (de->d_name[0] == '.')
			continue;
		if (what != DIR_LIST_ALL) {
			char *full = xasprintf("%s/%s", dir, de->d_name);
			bool sub = is_dir(full);
			free(full);
			if (sub != (what == DIR_LIST_DIRS))
				continue;
		}
		xgrow(&v, &cap, *n + 2, sizeof *v);
		v[(*n)++] = xstrdup(de->d_name);
	}
	closedir(dp);
	v[*n] = NULL;
	if (*n > 1)
		qsort(v, *n, sizeof *v, cmp ? cmp : cmp_names);
	return v;
}

void dir_list_free(char **v)
{
	if (!v)
		return;
	for (char **p = v; *p; p++)
		free(*p);
	free(v);
}
