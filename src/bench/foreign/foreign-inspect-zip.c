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
 * expands at most 1032:1), so memory stays bounded by the file. */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zip.h>

#define INFLATE_MAX_RATIO 1032
#define MEMBER_MAX ((zip_uint64_t)1 << 30)

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

static bool is_sample_member(const char *name)
{
	size_t n = strlen(name);
	return !prefixcmp(name, "samples/") && n > 13 && !suffixcmp(name, n, ".json");
}

int foreign_read_inspect_zip(const struct foreign_ctx *c, const char *buf, size_t len)
{
	const char *path = c->path;
	struct diags *d = c->d;
	zip_error_t ze;
	zip_source_t *src;
	zip_t *za;
	cJSON *header, *start = NULL;
	const cJSON *eval;
	zip_int64_t n;
	char *run;
	long record = 0;
	int rc = EXIT_OK;

	zip_error_init(&ze);
	if (!(src = zip_source_buffer_create(buf, len, 0, &ze))) {
		diag_error(d, path, 0, 0, "cannot read the .eval archive: %s", zip_error_strerror(&ze));
		zip_error_fini(&ze);
		return EXIT_DATAERR;
	}
	if (!(za = zip_open_from_source(src, ZIP_RDONLY, &ze))) {
		diag_error(d, path, 0, 0, "not a readable .eval (zip) archive: %s",
			   zip_error_strerror(&ze));
		zip_source_free(src);
		zip_error_fini(&ze);
		return EXIT_DATAERR;
	}
	zip_error_fini(&ze);
	header = member_json(za, "header.json");
	eval = cJSON_GetObjectItemCaseSensitive(header, "eval");
	if (!cJSON_IsObject(eval)) {	/* a run still in progress */
		start = member_json(za, "_journal/start.json");
		eval = cJSON_GetObjectItemCaseSensitive(start, "eval");
	}
	if (!cJSON_IsObject(eval))
		diag_warn(d, path, 0, 0, "no eval header (header.json or _journal/start.json); "
					 "run named from --run or \"inspect/model\"");
	run = foreign_inspect_run(eval, c->o);
	n = zip_get_num_entries(za, 0);
	for (zip_int64_t i = 0; i < n; i++) {
		const char *name = zip_get_name(za, (zip_uint64_t)i, 0), *why = NULL;
		char whybuf[160];
		size_t mlen;
		char *mbuf;
		cJSON *sample = NULL;
		bool stop = false;

		if (!name || !is_sample_member(name))
			continue;
		mbuf = member_read(za, (zip_uint64_t)i, &mlen, &why, whybuf);
		if (mbuf) {
			const char *err = NULL;
			sample = foreign_json_parse(mbuf, mlen, &err);
			why = !sample ? (err && err < mbuf + mlen && !*err
						 ? "a NUL byte, which JSON does not allow"
						 : "malformed JSON")
				: !cJSON_IsObject(sample) ? "not a JSON object" : NULL;
		}
		if (why) {
			stop = foreign_skip(c, 0, 0, "record %ld (%s): %s", record, name, why);
		} else {
			/* messages about the sample name its member, ld's
			 * ARCHIVE(MEMBER), at the line:col of its id */
			struct foreign_ctx mc = *c;
			char *where = xasprintf("%s(%s)", path, name);
			long line, col;
			if (json_pos(mbuf, mlen, "id", &line, &col) != 0)
				json_pos(mbuf, mlen, "", &line, &col);
			mc.path = where;
			foreign_inspect_sample(&mc, sample, NULL, run, line, col);
			free(where);
		}
		free(mbuf);
		cJSON_Delete(sample);
		record++;
		if (stop) {
			rc = EXIT_DATAERR;
			break;
		}
	}
	if (rc == EXIT_OK && !c->st->samples) {
		diag_error(d, path, 0, 0, record ? "no Inspect sample could be read"
						 : "no samples/ members: not an Inspect .eval log");
		rc = EXIT_DATAERR;
	}
	free(run);
	cJSON_Delete(header);
	cJSON_Delete(start);
	zip_discard(za);
	return rc;
}
