/* util.h - allocation wrappers, exit codes, fatal errors, small string helpers.
 *
 * Every allocation in gravel goes through x*alloc: on failure they call
 * gravel_out_of_memory(), which runs the registered cleanup hook (the TUI
 * registers endwin), removes the temp files of uncommitted outputs, prints
 * "gravel: fatal: out of memory (...)" and exits with status 71 (EX_OSERR).
 * gravel_fatal() does the same for internal errors with status 70. */
#ifndef GRAVEL_UTIL_H
#define GRAVEL_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdarg.h>

/* Exit statuses, as DESIGN.md fixes them (sysexits.h values). */
enum gravel_exit {
	EXIT_OK = 0,
	EXIT_PARTIAL = 3,	/* done, but some input records were skipped */
	EXIT_USAGE = 64,	/* bad command line */
	EXIT_DATAERR = 65,	/* bad input data */
	EXIT_NOINPUT = 66,	/* missing input file */
	EXIT_SOFTWARE = 70,	/* internal error */
	EXIT_OSERR = 71,	/* out of memory */
	EXIT_IOERR = 74,	/* I/O error */
	EXIT_CONFIG = 78,	/* bad configuration */
};

#if defined(__GNUC__)
#define ATTR_MALLOC __attribute__((malloc))
#define ATTR_ALLOC_SIZE(...) __attribute__((alloc_size(__VA_ARGS__)))
#define ATTR_FORMAT(a, b) __attribute__((format(printf, a, b)))
#define ATTR_NORETURN __attribute__((noreturn))
#define ATTR_UNUSED __attribute__((unused))
/* a small helper whose constant arguments should fold at every call */
#define ATTR_INLINE inline __attribute__((always_inline))
#else
#define ATTR_MALLOC
#define ATTR_ALLOC_SIZE(...)
#define ATTR_FORMAT(a, b)
#define ATTR_NORETURN
#define ATTR_UNUSED
#define ATTR_INLINE inline
#endif

void *xmalloc(size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1);
void *xcalloc(size_t nmemb, size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1, 2);
void *xrealloc(void *ptr, size_t size) ATTR_ALLOC_SIZE(2);
/* xmalloc_large: xmalloc for a solver's big array, on transparent huge
 * pages where the system offers them on request (fewer page faults and
 * TLB misses on random access); freed with free(). */
void *xmalloc_large(size_t size) ATTR_MALLOC ATTR_ALLOC_SIZE(1);
/* strtab: one kept copy of each string interned (run, model and method
 * names, metric names), until strtab_clear or strtab_free. A string the
 * table returned lately is known by its address, without hashing: a live
 * copy's address is no other string's. */
struct strtab {
	char **v;
	size_t n, cap;
	size_t *idx;		/* open-addressed: index into v + 1, 0 empty */
	size_t icap;
	const char *recent[4];
	unsigned nrecent;
};
/* The table's copy of s (NULL for NULL). */
const char *strtab_intern(struct strtab *t, const char *s);
/* The table's copy of s[0..len) (no NUL in it). */
const char *strtab_intern_n(struct strtab *t, const char *s, size_t len);
/* The table's copy of s if s was interned, else NULL (nothing added). */
const char *strtab_find(const struct strtab *t, const char *s);
/* Free the copies (their addresses go stale); the table stays usable. */
void strtab_clear(struct strtab *t);
void strtab_free(struct strtab *t);
/* heap_prefer_huge_pages: call first thing in main. The heap is reserved
 * 64 MiB at a time and that reserve advised for transparent huge pages,
 * and blocks up to 32 MiB come from the heap, not from mmap: reading and
 * scoring NLGraph's logs faulted in each 4 KiB page alone (9,730 faults,
 * a quarter of `score`'s CPU on a VM). From then on xmalloc, xcalloc and
 * xrealloc advise what the heap grew by and blocks of 4 MiB or more too
 * (large inputs: 200,000 answers). Advice only; a no-op where malloc
 * is not glibc's sbrk heap (sanitizers), huge pages are off, or the
 * process runs under a memory cap (ulimit -v or -d). */
void heap_prefer_huge_pages(void);
/* xreallocarray: realloc to nmemb*size bytes, failing on overflow. */
void *xreallocarray(void *ptr, size_t nmemb, size_t size);
char *xstrdup(const char *s) ATTR_MALLOC;
char *xstrndup(const char *s, size_t n) ATTR_MALLOC;
char *xasprintf(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_MALLOC;
char *xvasprintf(const char *fmt, va_list ap) ATTR_FORMAT(1, 0) ATTR_MALLOC;
/* snprintf into buf (always NUL-terminated, cut at size - 1 bytes) for the
 * short messages the scorers write per answer: a format whose conversions
 * are all %d, %ld, %lld, %zu, %s or %% with no flag, width or precision is
 * written in one pass without printf's machinery; at any other conversion
 * the whole format goes to vsnprintf. */
void str_format(char *buf, size_t size, const char *fmt, ...) ATTR_FORMAT(3, 4);

/* Grow *arr (of *cap elements of size elem) so it holds at least need. */
void xgrow(void *arrp, size_t *cap, size_t need, size_t elem);

/* Cleanup run before a fatal message is printed (the TUI restores the
 * terminal here). Only one hook; NULL removes it. */
void gravel_set_fatal_hook(void (*hook)(void));
void gravel_fatal(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_NORETURN;
/* The same for an allocation that failed: exit status 71 (EX_OSERR). */
void gravel_out_of_memory(const char *fmt, ...) ATTR_FORMAT(1, 2) ATTR_NORETURN;

/* j, or exit 71 when a cJSON constructor returned NULL (out of memory). */
struct cJSON;
struct cJSON *xjson(struct cJSON *j);
/* Print j on one line (formatted: cJSON's indented form) and a newline;
 * 0, or -1 on a write error. Out of memory exits 71. */
int json_put_line(FILE *fp, const struct cJSON *j, bool formatted);
/* Whether d is a whole number a long long holds; converting a double
 * outside that range is undefined behaviour, so test before casting. */
bool whole_ll(double d);
/* d as a long long, saturated at the type's range (NaN gives 0). */
long long ll_of(double d);

/* Program name for messages ("gravel"). */
extern const char *gravel_progname;

/* A growable byte buffer; data is always NUL-terminated. */
struct strbuf {
	char *data;
	size_t len, cap;
};
void sb_init(struct strbuf *sb);
void sb_free(struct strbuf *sb);
void sb_reset(struct strbuf *sb);
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_puts(struct strbuf *sb, const char *s);
void sb_putc(struct strbuf *sb, char c);
void sb_printf(struct strbuf *sb, const char *fmt, ...) ATTR_FORMAT(2, 3);
/* v in decimal (what "%lld" prints), without printf. */
void sb_put_i64(struct strbuf *sb, int64_t v);
/* s padded with spaces to width columns of bytes, on the left when width
 * is positive, on the right when negative: what "%*s" prints. */
void sb_put_padded(struct strbuf *sb, const char *s, int width);
/* v in decimal padded to width as sb_put_padded pads: "%*lld". */
void sb_put_i64w(struct strbuf *sb, int64_t v, int width);
/* Take ownership of the buffer's string; sb is reset. */
char *sb_take(struct strbuf *sb);

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
/* The same for name in the folder open as dirfd, with no fstat: read
 * until read returns 0 into sb's room (it grows as needed). A folder of
 * thousands of small files (NLGraph's graphN.txt) costs less so: the path
 * is not walked from the root for each, and a buffer kept from file to
 * file is seldom too small. */
int read_file_into_at(int dirfd, const char *name, struct strbuf *sb);

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

/* Parse a decimal integer from [s, end); returns 0 on success. */
int parse_long(const char *s, long *out);

/* Monotonic time in seconds. */
double now_seconds(void);

/* Is path an existing directory (symbolic links followed)? */
bool is_dir(const char *path);

/* Which entries dir_list keeps. */
enum dir_list_what { DIR_LIST_ALL, DIR_LIST_DIRS, DIR_LIST_FILES };

/* The entry names of dir, dot files left out, sorted by cmp (it compares
 * two char *const *; NULL: strcmp). DIR_LIST_DIRS keeps the sub-folders,
 * DIR_LIST_FILES everything else. A NULL-terminated malloc'd array (free
 * it with dir_list_free) with *n entries, or NULL, errno set, when dir
 * cannot be opened. */
char **dir_list(const char *dir, enum dir_list_what what,
		int (*cmp)(const void *, const void *), size_t *n);
void dir_list_free(char **v);

#endif
