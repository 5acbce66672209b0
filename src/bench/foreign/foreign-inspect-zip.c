/* foreign-inspect-zip.c - Inspect's .eval logs (its default format) as
 * runs, read with libzip (see foreign.h).
 *
 * A .eval file is a zip archive of JSON members: header.json (version,
 * status, eval {task, model, ...}, plan, results, stats), one
 * samples/<id>_epoch_<n>.json per sample (the sample object of a log
 * dump, with its own attachments), summaries.json, reductions.json and,
 * while a run is in progress, _journal/ (start.json holds the eval object
 * before header.json exists). Each sample member is one record: one that
 * cannot be read is reported as "FILE: record N (MEMBER): what" and skipped
 * (an error under --strict). Members are read in archive order; a member
 * is never inflated beyond what its compressed size can hold (deflate
 * expands at most 1032:1), so memory stays bounded by the file.
 *
 * A worker thread (pipeline.h) inflates and parses the members a batch at
 * a time, through zip-fast.h where it can and libzip where it cannot,
 * while the caller's thread turns the batch before into answers: the
 * answers, the messages and their order are those of one loop doing both.
 * The worker alone calls libzip and parses JSON while the batches run
 * (cJSON's parser keeps its last error in a global). */
#include "config.h"
#include "foreign.h"
#include "inspect-slim.h"
#include "json-pos.h"
#include "file-read.h"
#include "pipeline.h"
#include "util.h"
#include "zip-fast.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>
#include <libdeflate.h>

#define INFLATE_MAX_RATIO 1032
#define MEMBER_MAX ((zip_uint64_t)1 << 30)
#define BATCH 256		/* members a job: few enough to keep memory small */
#define AHEAD 4		/* batches read ahead of the answers */

/* Read member i whole (NUL-terminated, *len bytes); NULL with *why set
 * (to a constant, or to whybuf: libzip's own messages die with the file
 * handle). */
static char *member_read(zip_t *za, zip_uint64_t i, size_t *len, const char **why,
			 char whybuf[static 160])
{
	zip_stat_t zs;
	zip_file_t *zf;
	char *buf;
	zip_int64_t got;

	zip_stat_init(&zs);
	if (zip_stat_index(za, i, 0, &zs) != 0 || !(zs.valid & ZIP_STAT_SIZE)) {
		*why = "cannot read its size";
		return NULL;
	}
	if (zs.size > MEMBER_MAX ||
	    ((zs.valid & ZIP_STAT_COMP_SIZE) &&
	     zs.size > zs.comp_size * INFLATE_MAX_RATIO + 65536)) {
		*why = "larger than its compressed data can hold";
		return NULL;
	}
	if (!(zf = zip_fopen_index(za, i, 0))) {
		*why = zip_error_strerror(zip_get_error(za));
		return NULL;
	}
	buf = xmalloc((size_t)zs.size + 1);
	got = zs.size ? zip_fread(zf, buf, zs.size) : 0;
	if (got < 0 || (zip_uint64_t)got != zs.size) {
		if (got < 0) {
			snprintf(whybuf, 160, "%s", zip_error_strerror(zip_file_get_error(zf)));
			*why = whybuf;
		} else {
			*why = "truncated";
		}
		zip_fclose(zf);
		free(buf);
		return NULL;
	}
	if (zip_fclose(zf) != 0) {	/* CRC mismatch shows here */
		*why = "corrupt (checksum mismatch)";
		free(buf);
		return NULL;
	}
	buf[zs.size] = 0;
	*len = (size_t)zs.size;
	return buf;
}

/* The member named name parsed as JSON, or NULL. */
static cJSON *member_json(zip_t *za, const char *name)
{
	zip_int64_t i = zip_name_locate(za, name, 0);
	const char *why, *err;
	char whybuf[160];
	size_t len;
	char *buf;
	cJSON *j;

	if (i < 0 || !(buf = member_read(za, (zip_uint64_t)i, &len, &why, whybuf)))
		return NULL;
	j = foreign_json_parse(buf, len, &err);
	free(buf);
	return j;
}

static bool is_sample_name(const char *name, size_t n)
{
	return n > 13 && !prefixcmp(name, "samples/") && !suffixcmp(name, n, ".json");
}

/* One sample member as the worker leaves it: parsed, or why not. */
struct member {
	const char *name;	/* libzip's, or the central directory's: the same */
	cJSON *sample;		/* NULL when why */
	const char *why;	/* a constant, or whybuf */
	char whybuf[160];
	long line, col;		/* where its id is */
};

struct batch {
	size_t n;
	size_t data_end;	/* where the members' data read fast ends (0: none) */
	struct member v[BATCH];
};

/* What the worker reads from; nothing in it changes while it runs. */
struct archive {
	zip_t *za;
	const char *buf;
	size_t len;
	zip_int64_t n;
	size_t *starts;		/* the central-directory entry of each batch's first
				 * member; NULL: every member through libzip */
	const struct foreign_opts *o;
	bool mapped;		/* buf is the file mapped: pages read can be let go */
};

/* A member's text parsed as one sample, or why not (why stays NULL); the
 * text is cut to what the importer reads first (inspect-slim.h). */
static void member_parse(struct member *m, char *mbuf, size_t mlen, const struct foreign_opts *o)
{
	const char *err = NULL;
	bool nul = memchr(mbuf, 0, mlen) != NULL;
	size_t slim;

	/* the position of its id, before the cut moves it */
	if (!nul && json_pos(mbuf, mlen, "id", &m->line, &m->col) != 0)
		json_pos(mbuf, mlen, "", &m->line, &m->col);
	slim = nul ? 0 : inspect_slim(mbuf, mlen, o);
	m->sample = foreign_json_parse(mbuf, slim ? slim : mlen, &err);
	m->why = !m->sample ? (err && err < mbuf + mlen && !*err ? "a NUL byte, which JSON does not allow"
							       : "malformed JSON")
		 : !cJSON_IsObject(m->sample) ? "not a JSON object" : NULL;
}

/* A buffer kept from member to member. */
struct scratch {
	char *buf;
	size_t cap;
};

/* Member i read (e: its central-directory entry, read fast when it can
 * be; NULL: through libzip) and parsed into m. */
static void member_load(const struct archive *ar, zip_uint64_t i, const struct zip_fast_entry *e,
			struct libdeflate_decompressor *dc, struct scratch *sc, struct member *m)
{
	char *mbuf;
	size_t mlen;

	m->sample = NULL;
	m->why = NULL;
	if (e && dc && e->size <= MEMBER_MAX && e->size <= e->comp * INFLATE_MAX_RATIO + 65536) {
		xgrow(&sc->buf, &sc->cap, (size_t)e->size + 1, 1);
		if (zip_fast_read(ar->buf, ar->len, e, dc, sc->buf) == 0) {
			member_parse(m, sc->buf, (size_t)e->size, ar->o);
			return;
		}
	}
	mbuf = member_read(ar->za, i, &mlen, &m->why, m->whybuf);
	if (mbuf)
		member_parse(m, mbuf, mlen, ar->o);
	free(mbuf);
}

static void batch_free(void *ctx, void *result)
{
	struct batch *b = result;

	(void)ctx;
	if (!b)
		return;
	for (size_t k = 0; k < b->n; k++)
		cJSON_Delete(b->v[k].sample);
	free(b);
}

/* Job j: the sample members among entries j*BATCH .. j*BATCH+BATCH-1. */
static void *batch_read(void *ctx, size_t j)
{
	const struct archive *ar = ctx;
	struct batch *b = xmalloc(sizeof *b);
	/* none (out of memory): each member through libzip */
	struct libdeflate_decompressor *dc = ar->starts ? libdeflate_alloc_decompressor() : NULL;
	zip_uint64_t first = (zip_uint64_t)j * BATCH, end = first + BATCH;
	size_t pos = ar->starts ? ar->starts[j] : 0;
	struct scratch sc = { NULL, 0 };

	b->n = 0;
	b->data_end = 0;
	if (end > (zip_uint64_t)ar->n)
		end = (zip_uint64_t)ar->n;
	for (zip_uint64_t i = first; i < end; i++) {
		struct zip_fast_entry e;
		const struct zip_fast_entry *ep = NULL;
		const char *name;

		if (ar->starts && zip_fast_entry(ar->buf, ar->len, &pos, &e) == 0) {
			ep = &e;
			if (e.local + e.comp > b->data_end)
				b->data_end = e.local + e.comp < ar->len ? (size_t)(e.local + e.comp) : ar->len;
		}
		name = zip_get_name(ar->za, i, 0);
		if (!name || !is_sample_name(name, strlen(name)))
			continue;
		b->v[b->n].name = name;
		member_load(ar, i, ep, dc, &sc, &b->v[b->n]);
		b->n++;
	}
	free(sc.buf);
	if (dc)
		libdeflate_free_decompressor(dc);
	return b;
}

/* Where each batch starts in the central directory, when zip-fast.h can
 * walk it; NULL else. */
static size_t *batch_starts(zip_t *za, const char *buf, size_t len, size_t nbatch)
{
	long long cdir = zip_fast_cdir(za, buf, len);
	size_t *starts, pos;
	zip_int64_t n = zip_get_num_entries(za, 0);
	struct zip_fast_entry e;

	if (cdir < 0)
		return NULL;
	starts = xcalloc(nbatch ? nbatch : 1, sizeof *starts);
	pos = (size_t)cdir;
	for (zip_int64_t i = 0; i < n; i++) {
		if (i % BATCH == 0)
			starts[i / BATCH] = pos;
		if (zip_fast_entry(buf, len, &pos, &e) != 0) {
			free(starts);
			return NULL;
		}
	}
	return starts;
}

/* The mapped file's pages before end, read, dropped from memory (read
 * again from the file if a later member needs them): the memory a mapped
 * .eval holds stays a few batches, not the file. */
static void members_release(const struct archive *ar, size_t *released, size_t end)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), from = *released;
	uintptr_t base = (uintptr_t)ar->buf;

	if (end > ar->len)	/* sizes are the archive's word: never past the mapping */
		end = ar->len;
	if (!ar->mapped || end <= from || page == 0 || page == (size_t)-1)
		return;
	end -= (base + end) % page;	/* whole pages only: buf is page-aligned */
	if (end > from && madvise((char *)ar->buf + from, end - from, MADV_DONTNEED) == 0)
		*released = end;
}

/* A sample member that was read: reported when it cannot be used, else
 * an answer. Returns true when the reading must stop (strict). */
static bool member_use(const struct foreign_ctx *c, const struct member *mb, long record,
		       const char *run)
{
	struct foreign_ctx mc = *c;

	if (mb->why)
		return foreign_skip(c, 0, 0, "record %ld (%s): %s", record, mb->name, mb->why);
	/* messages about the sample name its member, ld's ARCHIVE(MEMBER), at
	 * the line:col of its id */
	mc.path = xasprintf("%s(%s)", c->path, mb->name);
	foreign_inspect_sample(&mc, mb->sample, NULL, run, mb->line, mb->col);
	free((char *)mc.path);
	return false;
}

/* The samples of the archive as answers, in archive order. */
static int members_read(const struct foreign_ctx *c, struct archive *ar, const char *run,
			long *record)
{
	size_t nbatch = ((size_t)ar->n + BATCH - 1) / BATCH;
	struct pipeline *pl;
	size_t released = 0;
	int rc = EXIT_OK;

	ar->starts = batch_starts(ar->za, ar->buf, ar->len, nbatch);
	pl = pipeline_start(nbatch, AHEAD, pipeline_threads(1), batch_read, batch_free, ar);
	for (size_t j = 0; j < nbatch && rc == EXIT_OK; j++) {
		struct batch *b = pipeline_take(pl);
		for (size_t k = 0; k < b->n; k++) {
			bool stop = member_use(c, &b->v[k], *record, run);
			(*record)++;
			if (stop) {
				rc = EXIT_DATAERR;
				break;
			}
		}
		members_release(ar, &released, b->data_end);
		batch_free(NULL, b);
		/* the answers so far handed over: memory stays a few batches */
		if (rc == EXIT_OK && c->o->sink && c->rs->n) {
			if (c->o->sink->each(c->o->sink->ctx, c->rs, NULL) != 0)
				rc = EXIT_IOERR;
			runset_truncate(c->rs, 0);
		}
	}
	pipeline_stop(pl);
	free(ar->starts);
	ar->starts = NULL;
	return rc;
}

static int read_archive(const struct foreign_ctx *c, const char *buf, size_t len, bool mapped)
{
	const char *path = c->path;
	struct diags *d = c->d;
	zip_error_t ze;
	zip_source_t *src;
	struct archive ar = { NULL, buf, len, 0, NULL, c->o, mapped };
	cJSON *header, *start = NULL;
	const cJSON *eval;
	char *run;
	long record = 0;
	int rc;

	zip_error_init(&ze);
	if (!(src = zip_source_buffer_create(buf, len, 0, &ze))) {
		diag_error(d, path, 0, 0, "cannot read the .eval archive: %s", zip_error_strerror(&ze));
		zip_error_fini(&ze);
		return EXIT_DATAERR;
	}
	if (!(ar.za = zip_open_from_source(src, ZIP_RDONLY, &ze))) {
		diag_error(d, path, 0, 0, "not a readable .eval (zip) archive: %s",
			   zip_error_strerror(&ze));
		zip_source_free(src);
		zip_error_fini(&ze);
		return EXIT_DATAERR;
	}
	zip_error_fini(&ze);
	header = member_json(ar.za, "header.json");
	eval = cJSON_GetObjectItemCaseSensitive(header, "eval");
	if (!cJSON_IsObject(eval)) {	/* a run still in progress */
		start = member_json(ar.za, "_journal/start.json");
		eval = cJSON_GetObjectItemCaseSensitive(start, "eval");
	}
	if (!cJSON_IsObject(eval))
		diag_warn(d, path, 0, 0, "no eval header (header.json or _journal/start.json); "
					 "run named from --run or \"inspect/model\"");
	run = foreign_inspect_run(eval, c->o);
	ar.n = zip_get_num_entries(ar.za, 0);
	rc = ar.n > 0 ? members_read(c, &ar, run, &record) : EXIT_OK;
	if (rc == EXIT_OK && !c->st->samples) {
		diag_error(d, path, 0, 0, record ? "no Inspect sample could be read"
						 : "no samples/ members: not an Inspect .eval log");
		rc = EXIT_DATAERR;
	}
	free(run);
	cJSON_Delete(header);
	cJSON_Delete(start);
	zip_discard(ar.za);
	return rc;
}

int foreign_read_inspect_zip(const struct foreign_ctx *c, const char *buf, size_t len)
{
	return read_archive(c, buf, len, false);
}

int foreign_read_inspect_mapped(const char *path, const struct foreign_ctx *c)
{
	int fd = strcmp(path, "-") ? input_open(path) : -1, rc;
	struct stat sb;
	size_t len;
	void *map;

	if (fd < 0)
		return -1;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size < 4 ||
	    (uintmax_t)sb.st_size > SIZE_MAX) {
		close(fd);
		return -1;
	}
	len = (size_t)sb.st_size;
	map = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return -1;
	if (memcmp(map, "PK\3\4", 4)) {
		munmap(map, len);
		return -1;
	}
	rc = read_archive(c, map, len, true);
	munmap(map, len);
	return rc;
}
