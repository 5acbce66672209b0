/* runs.c - answers and the runs JSONL format (see runs.h). */
#include "config.h"
#include "runs.h"
#include "json-pos.h"
#include "runs-line.h"
#include "line-stream.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The interned copy of name cut to METRIC_NAME_MAX bytes: a table that
 * only grows (a program meets a handful of metric names; a hostile runs
 * file at most METRICS_MAX per line). */
static const char *metric_name(const char *name)
{
	/* one table for the program (a reader thread sets metrics too) */
	static struct strtab tab;
	static pthread_mutex_t tab_mu = PTHREAD_MUTEX_INITIALIZER;
	/* the names this thread asked lately, by their callers' addresses
	 * (mostly string literals): a hit is checked by content, so a reused
	 * buffer is safe */
	static _Thread_local struct {
		const char *at, *interned;
	} seen[8];
	size_t k = ((uintptr_t)name >> 3) & 7;
	const char *in;

	if (seen[k].at == name && !strncmp(seen[k].interned, name, METRIC_NAME_MAX))
		return seen[k].interned;
	pthread_mutex_lock(&tab_mu);
	in = strtab_intern_n(&tab, name, strnlen(name, METRIC_NAME_MAX));
	pthread_mutex_unlock(&tab_mu);
	seen[k].at = name;
	return seen[k].interned = in;
}

/* Is a metric's (interned) name name? Mostly asked with an interned name
 * or a literal: the pointer, then the first byte, settle most answers
 * without a call (a re-score asks some 900k times). */
static bool metric_is(const char *interned, const char *name)
{
	return interned == name || (interned[0] == name[0] && !strcmp(interned, name));
}

void metrics_set(struct metrics *ms, const char *name, double v)
{
	for (int i = 0; i < ms->n; i++)
		if (metric_is(ms->m[i].name, name)) {
			ms->m[i].v = v;
			return;
		}
	if (ms->n == METRICS_MAX)
		gravel_fatal("too many metrics (adding '%s')", name);
	ms->m[ms->n].name = metric_name(name);
	ms->m[ms->n++].v = v;
}

const double *metrics_get(const struct metrics *ms, const char *name)
{
	for (int i = 0; i < ms->n; i++)
		if (metric_is(ms->m[i].name, name))
			return &ms->m[i].v;
	return NULL;
}

void runset_init(struct runset *rs)
{
	memset(rs, 0, sizeof *rs);
}

const char *runset_intern(struct runset *rs, const char *s)
{
	return strtab_intern(&rs->names, s);
}

/* A copy of s[0..len) and a NUL in the runset's blocks: they hold a run's
 * worth of ids and texts (256 KiB each, or one string's size). */
static const char *runset_hold(struct runset *rs, const char *s, size_t len)
{
	char *o;

	if (rs->roomlen < len + 1) {
		size_t size = len + 1 > (256u << 10) ? len + 1 : (256u << 10);
		xgrow(&rs->blocks, &rs->capblocks, rs->nblocks + 1, sizeof *rs->blocks);
		rs->room = rs->blocks[rs->nblocks++] = xmalloc(size);
		rs->roomlen = size;
	}
	o = rs->room;
	memcpy(o, s, len);
	o[len] = '\0';
	rs->room += len + 1;
	rs->roomlen -= len + 1;
	return o;
}

void runset_truncate(struct runset *rs, size_t n)
{
	if (n < rs->n)
		rs->n = n;
	if (n == 0) {	/* no answer points to the runset's strings any more */
		for (size_t i = 0; i < rs->nblocks; i++)
			free(rs->blocks[i]);
		rs->nblocks = 0;
		rs->room = NULL;
		rs->roomlen = 0;
		strtab_clear(&rs->names);
	}
}

void runset_free(struct runset *rs)
{
	runset_truncate(rs, 0);
	free(rs->v);
	strtab_free(&rs->names);
	free(rs->blocks);
	memset(rs, 0, sizeof *rs);
}

struct answer *runset_add(struct runset *rs, const char *problem, const char *run, long sample,
			  const char *text, size_t text_len)
{
	struct answer *a;

	xgrow(&rs->v, &rs->cap, rs->n + 1, sizeof *rs->v);
	a = &rs->v[rs->n++];
	memset(a, 0, sizeof *a);
	a->problem = runset_hold(rs, problem, strlen(problem));
	a->run = runset_intern(rs, run);
	a->sample = sample;
	if (text) {	/* a NUL inside ends it, as a C string */
		const char *nul = memchr(text, '\0', text_len);
		a->text_len = nul ? (size_t)(nul - text) : text_len;
		a->text = runset_hold(rs, text, a->text_len);
	}
	return a;
}

size_t runset_drop_mismatched(struct runset *rs, struct diags *d)
{
	size_t k = 0, runs = 0;
	const char *last = NULL;	/* interned: the same run, the same pointer */

	for (size_t i = 0; i < rs->n; i++) {
		struct answer *a = &rs->v[i];
		if (!a->mismatch) {
			rs->v[k++] = *a;
			continue;
		}
		if (a->run != last) {
			/* a run's answers are adjacent in every reader's output */
			diag_warn(d, a->run, 0, 0, "run left out: %s (--include-mismatched scores it)",
				  a->mismatch);
			runs++;
		}
		last = a->run;	/* its id and text stay in the blocks till emptied */
	}
	rs->n = k;
	return runs;
}

static const char *json_str(const cJSON *o, const char *key)
{
	const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
	return cJSON_IsString(it) ? it->valuestring : NULL;
}

/* Read the metrics object at key into ms; -1 when it is not an object of
 * numbers. */
static int json_metrics(const cJSON *o, const char *key, struct metrics *ms)
{
	const cJSON *obj = cJSON_GetObjectItemCaseSensitive(o, key), *it;

	ms->n = 0;
	if (!obj || cJSON_IsNull(obj))
		return 0;
	if (!cJSON_IsObject(obj))
		return -1;
	cJSON_ArrayForEach(it, obj) {
		if (!cJSON_IsNumber(it) || !it->string || strlen(it->string) >= 16 ||
		    ms->n == METRICS_MAX)
			return -1;
		metrics_set(ms, it->string, it->valuedouble);
	}
	return 0;
}

/* One line: its answer added to rs (0), or a message in d (-1). A plain
 * record is read by runs-line.c, the rest by cJSON. */
static int parse_line(const char *name, long lineno, const char *s, size_t n, struct runset *rs,
		      struct runs_line_scratch *sc, struct diags *d)
{
	cJSON *o, *it, *params;
	const char *problem, *run, *text;
	char *outjson = NULL;
	struct metrics rec;
	struct answer *a;
	double sample = 0;

	if (memchr(s, '\0', n)) {	/* JSON has no raw NUL: cJSON would cut a string there */
		diag_error(d, name, lineno, (long)((const char *)memchr(s, '\0', n) - s) + 1,
			   "a NUL byte, which JSON does not allow");
		return -1;
	}
	if (runs_line_read(s, n, rs, sc))
		return 0;
	o = cJSON_ParseWithLength(s, n);
	if (!o) {
		const char *ep = cJSON_GetErrorPtr();
		long col = ep && ep >= s && ep <= s + n ? (long)(ep - s) + 1 : 0;
		diag_error(d, name, lineno, col, "not valid JSON");
		return -1;
	}
	if (!cJSON_IsObject(o)) {
		diag_error(d, name, lineno, json_col(s, n, NULL), "expected a JSON object");
		goto fail;
	}
	problem = json_str(o, "problem");
	run = json_str(o, "run");
	if (!problem || !*problem || !run || !*run) {
		/* at the bad member, or the record when it is missing */
		diag_error(d, name, lineno,
			   json_col(s, n, problem && *problem ? "run" : "problem"),
			   "\"problem\" and \"run\" must be non-empty strings");
		goto fail;
	}
	it = cJSON_GetObjectItemCaseSensitive(o, "sample");
	if (it) {
		sample = it->valuedouble;
		if (!cJSON_IsNumber(it) || sample < 0 || sample != floor(sample) || sample > 1e9) {
			diag_error(d, name, lineno, json_col(s, n, "sample"),
				   "\"sample\" must be a non-negative integer");
			goto fail;
		}
	}
	it = cJSON_GetObjectItemCaseSensitive(o, "text");
	if (it && !cJSON_IsString(it) && !cJSON_IsNull(it)) {
		diag_error(d, name, lineno, json_col(s, n, "text"), "\"text\" must be a string or null");
		goto fail;
	}
	text = cJSON_IsString(it) ? it->valuestring : NULL;
	if (json_metrics(o, "recorded", &rec) != 0) {
		diag_error(d, name, lineno, json_col(s, n, "recorded"),
			   "\"recorded\" must be an object of numbers");
		goto fail;
	}
	/* a structured "output" (GraphEval2000: the value a model's code
	 * returned) stands for the text when there is none: its JSON */
	if (!text && (it = cJSON_GetObjectItemCaseSensitive(o, "output")) && !cJSON_IsNull(it))
		outjson = cJSON_PrintUnformatted(it);
	if (outjson)
		text = outjson;
	a = runset_add(rs, problem, run, (long)sample, text, text ? strlen(text) : 0);
	cJSON_free(outjson);
	outjson = NULL;
	a->recorded = rec;
	params = cJSON_GetObjectItemCaseSensitive(o, "params");
	if (cJSON_IsObject(params)) {
		it = cJSON_GetObjectItemCaseSensitive(params, "layer");
		if (cJSON_IsNumber(it) && it->valuedouble >= 1 && it->valuedouble <= 16)
			a->layer = (int)ll_of(it->valuedouble);
		it = cJSON_GetObjectItemCaseSensitive(params, "city");
		a->city = (cJSON_IsNumber(it) && it->valuedouble != 0) || cJSON_IsTrue(it);
	}
	if (json_str(o, "model"))
		a->model = runset_intern(rs, json_str(o, "model"));
	if (json_str(o, "method"))
		a->method = runset_intern(rs, json_str(o, "method"));
	if (json_str(o, "mismatch"))
		a->mismatch = runset_intern(rs, json_str(o, "mismatch"));
	it = cJSON_GetObjectItemCaseSensitive(o, "exec");
	if (json_str(it, "status"))
		a->exec = runset_intern(rs, json_str(it, "status"));
	cJSON_Delete(o);
	return 0;
fail:
	cJSON_Delete(o);
	return -1;
}

int runs_parse_jsonl(const char *name, const char *buf, size_t len, struct runset *rs,
		     struct diags *d)
{
	return runs_parse_jsonl_from(name, buf, len, 0, rs, d);
}

int runs_parse_jsonl_from(const char *name, const char *buf, size_t len, long lineno,
			  struct runset *rs, struct diags *d)
{
	const char *p = buf, *end = buf + len;
	struct runs_line_scratch ls = { 0 };
	int bad = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *le = nl ? nl : end;
		const char *q = p;

		lineno++;
		while (q < le && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q < le && parse_line(name, lineno, p, (size_t)(le - p), rs, &ls, d) != 0)
			bad = 1;
		p = nl ? nl + 1 : end;
	}
	runs_line_scratch_free(&ls);
	return bad ? EXIT_DATAERR : 0;
}

int runs_read_jsonl(const char *path, struct runset *rs, struct diags *d)
{
	struct line_stream ls;
	struct runs_line_scratch scratch = { 0 };
	struct diags ld;	/* the lines' messages */
	size_t before = rs->n;
	const char *s;
	size_t n;
	int rc = 0, r, bad = 0;

	/* A line at a time, not the file whole (memory: the runs, not also
	 * the text they came from), with what diag_read_text does: a NUL
	 * byte or an endless line stops the reading (/dev/zero is not read
	 * forever) and then nothing is read, not even the lines before it;
	 * a line of a pipe must start with '{' */
	if (line_stream_open(&ls, path, DIAG_MAX_JSONL_LINE, path_is_stream(path) ? '{' : 0) != 0) {
		int e = errno;
		diag_error(d, diag_input_name(path), 0, 0, "cannot read: %s", strerror(e));
		return e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	diags_init(&ld);
	while ((r = line_stream_next(&ls, d, &s, &n, &rc)) > 0) {
		const char *q = s;
		while (q < s + n && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q < s + n && parse_line(ls.name, ls.line, s, n, rs, &scratch, &ld) != 0)
			bad = 1;
	}
	line_stream_close(&ls);
	runs_line_scratch_free(&scratch);
	if (r < 0) {
		runset_truncate(rs, before);
		diags_free(&ld);
		return rc;
	}
	diags_append(d, &ld);
	return bad ? EXIT_DATAERR : 0;
}

int runs_stream_jsonl(const char *path, int (*each)(void *ctx, struct runset *rs), void *ctx,
		      struct runset *rs, struct diags *d)
{
	struct line_stream ls;
	struct runs_line_scratch scratch = { 0 };
	struct strtab seen = { 0 };	/* the runs handed over: to say when one comes back */
	const char *s;
	size_t n;
	int rc = 0, r, bad = 0;

	if (line_stream_open(&ls, path, DIAG_MAX_JSONL_LINE, '{') != 0) {
		int e = errno;
		diag_error(d, diag_input_name(path), 0, 0, "cannot read: %s", strerror(e));
		return e == ENOENT ? EXIT_NOINPUT : EXIT_IOERR;
	}
	while ((r = line_stream_next(&ls, d, &s, &n, &rc)) > 0) {
		const char *q = s;
		size_t before = rs->n;

		while (q < s + n && (*q == ' ' || *q == '\t' || *q == '\r'))
			q++;
		if (q == s + n)
			continue;
		if (parse_line(ls.name, ls.line, s, n, rs, &scratch, d) != 0) {
			bad = 1;
			runset_truncate(rs, 0);	/* nothing more is scored */
			continue;
		}
		if (bad) {
			runset_truncate(rs, 0);
			continue;
		}
		if (before && strcmp(rs->v[0].run, rs->v[before].run) != 0) {
			/* a new run: the one before is complete, hand it over */
			struct answer a = rs->v[before];
			/* its strings go with the run before (the runset holds
			 * them): keep copies, and hold them again after */
			char *keep[7] = { a.run ? xstrdup(a.run) : NULL,
					  a.model ? xstrdup(a.model) : NULL,
					  a.method ? xstrdup(a.method) : NULL,
					  a.mismatch ? xstrdup(a.mismatch) : NULL,
					  xstrdup(a.problem),
					  a.text ? xstrndup(a.text, a.text_len) : NULL,
					  a.exec ? xstrdup(a.exec) : NULL };
			rs->n = before;
			strtab_intern(&seen, rs->v[0].run);
			r = each(ctx, rs);
			runset_truncate(rs, 0);
			a.run = runset_intern(rs, keep[0]);
			a.model = runset_intern(rs, keep[1]);
			a.method = runset_intern(rs, keep[2]);
			a.mismatch = runset_intern(rs, keep[3]);
			a.problem = runset_hold(rs, keep[4], strlen(keep[4]));
			a.text = keep[5] ? runset_hold(rs, keep[5], a.text_len) : NULL;
			a.exec = runset_intern(rs, keep[6]);
			for (int i = 0; i < 7; i++)
				free(keep[i]);
			rs->v[rs->n++] = a;
			if (r) {
				rc = r;
				break;
			}
			before = 0;
		}
		if (before == 0 && strtab_find(&seen, rs->v[0].run))
			diag_warn(d, ls.name, ls.line, json_col(s, n, "run"),
				  "run %s continues after other runs' answers: these answers are "
				  "scored apart from its earlier ones (keep a run's lines together)",
				  rs->v[0].run);
	}
	if (!rc && !bad && rs->n && (r = each(ctx, rs)) != 0)
		rc = r;
	runset_truncate(rs, 0);
	line_stream_close(&ls);
	strtab_free(&seen);
	runs_line_scratch_free(&scratch);
	if (rc)
		return rc;
	return bad ? EXIT_DATAERR : 0;
}

static cJSON *checked(cJSON *j)
{
	if (!j)
		gravel_fatal("out of memory building JSON");
	return j;
}

int answer_write_jsonl(FILE *fp, const struct answer *a)
{
	cJSON *o = checked(cJSON_CreateObject());
	char *s;
	int rc;

	cJSON_AddItemToObject(o, "problem", checked(cJSON_CreateString(a->problem)));
	cJSON_AddItemToObject(o, "run", checked(cJSON_CreateString(a->run)));
	cJSON_AddItemToObject(o, "sample", checked(cJSON_CreateNumber((double)a->sample)));
	cJSON_AddItemToObject(o, "text",
			      checked(a->text ? cJSON_CreateString(a->text) : cJSON_CreateNull()));
	if (a->recorded.n) {
		cJSON *r = checked(cJSON_AddObjectToObject(o, "recorded"));
		for (int i = 0; i < a->recorded.n; i++)
			cJSON_AddItemToObject(r, a->recorded.m[i].name,
					      checked(cJSON_CreateNumber(a->recorded.m[i].v)));
	}
	if (a->layer || a->city) {
		cJSON *pj = checked(cJSON_AddObjectToObject(o, "params"));
		if (a->layer)
			cJSON_AddItemToObject(pj, "layer", checked(cJSON_CreateNumber(a->layer)));
		if (a->city)
			cJSON_AddItemToObject(pj, "city", checked(cJSON_CreateNumber(1)));
	}
	if (a->model)
		cJSON_AddItemToObject(o, "model", checked(cJSON_CreateString(a->model)));
	if (a->method)
		cJSON_AddItemToObject(o, "method", checked(cJSON_CreateString(a->method)));
	if (a->mismatch)
		cJSON_AddItemToObject(o, "mismatch", checked(cJSON_CreateString(a->mismatch)));
	if (a->exec) {
		cJSON *x = checked(cJSON_AddObjectToObject(o, "exec"));
		cJSON_AddItemToObject(x, "status", checked(cJSON_CreateString(a->exec)));
	}
	s = cJSON_PrintUnformatted(o);
	cJSON_Delete(o);
	if (!s)
		gravel_fatal("out of memory printing JSON");
	rc = fputs(s, fp) < 0 || putc('\n', fp) == EOF ? -1 : 0;
	cJSON_free(s);
	return rc;
}

int runs_write_file(const struct runset *rs, const char *path)
{
	struct output out;

	if (output_open(&out, path) != 0)
		return -1;
	for (size_t i = 0; i < rs->n; i++) {
		if (answer_write_jsonl(out.fp, &rs->v[i]) != 0) {
			int e = errno;
			output_abort(&out);
			errno = e;
			return -1;
		}
	}
	return output_commit(&out);
}
