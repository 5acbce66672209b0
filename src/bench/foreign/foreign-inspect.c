/* foreign-inspect.c - Inspect eval logs, as `inspect log dump` prints them,
 * as runs (see foreign.h); the samples of .eval archives go through
 * foreign_inspect_sample too (foreign-inspect-zip.c). */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

#define ATTACH "attachment://"

/* s, or the attachment it names (sample's first, then the log's). */
static const char *resolve(const char *s, const cJSON *att, const cJSON *logatt)
{
	const cJSON *v;

	if (!s || strncmp(s, ATTACH, strlen(ATTACH)))
		return s;
	v = cJSON_GetObjectItemCaseSensitive(att, s + strlen(ATTACH));
	if (!cJSON_IsString(v))
		v = cJSON_GetObjectItemCaseSensitive(logatt, s + strlen(ATTACH));
	return cJSON_IsString(v) ? v->valuestring : s;
}

/* Message content: a string, or a list of parts whose text parts are
 * joined. Caller frees; NULL when there is no text. */
static char *content_text(const cJSON *c, const cJSON *att, const cJSON *logatt)
{
	struct strbuf sb;
	const cJSON *part;

	if (cJSON_IsString(c))
		return xstrdup(resolve(c->valuestring, att, logatt));
	if (!cJSON_IsArray(c))
		return NULL;
	sb_init(&sb);
	cJSON_ArrayForEach(part, c) {
		const cJSON *type = cJSON_GetObjectItemCaseSensitive(part, "type");
		const cJSON *text = cJSON_GetObjectItemCaseSensitive(part, "text");
		if (cJSON_IsString(part)) {
			sb_puts(&sb, resolve(part->valuestring, att, logatt));
		} else if (cJSON_IsString(text) &&
			   (!cJSON_IsString(type) || !strcmp(type->valuestring, "text"))) {
			if (sb.len)
				sb_putc(&sb, '\n');
			sb_puts(&sb, resolve(text->valuestring, att, logatt));
		}
	}
	if (!sb.len) {
		sb_free(&sb);
		return NULL;
	}
	return sb_take(&sb);
}

static char *output_text(const cJSON *sample, const cJSON *att, const cJSON *logatt)
{
	const cJSON *out = cJSON_GetObjectItemCaseSensitive(sample, "output");
	const cJSON *comp = cJSON_GetObjectItemCaseSensitive(out, "completion");
	const cJSON *ch = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(out, "choices"), 0);

	if (cJSON_IsString(comp) && comp->valuestring[0])
		return xstrdup(resolve(comp->valuestring, att, logatt));
	return content_text(cJSON_GetObjectItemCaseSensitive(
				    cJSON_GetObjectItemCaseSensitive(ch, "message"), "content"),
			    att, logatt);
}

static void scores_of(const cJSON *sample, struct metrics *ms)
{
	const cJSON *sc;

	memset(ms, 0, sizeof *ms);
	cJSON_ArrayForEach(sc, cJSON_GetObjectItemCaseSensitive(sample, "scores")) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(sc, "value");
		double x;
		char name[16];
		if (cJSON_IsNumber(v))
			x = v->valuedouble;
		else if (cJSON_IsBool(v))
			x = cJSON_IsTrue(v);
		else if (cJSON_IsString(v) && strlen(v->valuestring) == 1 &&
			 strchr("CIPN", v->valuestring[0]))
			x = v->valuestring[0] == 'C' ? 1 : v->valuestring[0] == 'P' ? 0.5 : 0;
		else
			continue;
		snprintf(name, sizeof name, "%s", sc->string ? sc->string : "score");
		if (ms->n < METRICS_MAX)
			metrics_set(ms, name, x);
	}
}

char *foreign_inspect_run(const cJSON *eval, const struct foreign_opts *o)
{
	const cJSON *t = cJSON_GetObjectItemCaseSensitive(eval, "task");
	const cJSON *md = cJSON_GetObjectItemCaseSensitive(eval, "model");

	if (o->run)
		return xstrdup(o->run);
	return xasprintf("%s/%s", cJSON_IsString(t) ? t->valuestring : "inspect",
			 cJSON_IsString(md) ? md->valuestring : "model");
}

void foreign_inspect_sample(const struct foreign_ctx *c, const cJSON *sample,
			    const cJSON *logatt, const char *run, long line, long col)
{
	const struct foreign_opts *o = c->o;
	const cJSON *att = cJSON_GetObjectItemCaseSensitive(sample, "attachments");
	const cJSON *epoch = cJSON_GetObjectItemCaseSensitive(sample, "epoch"), *key;
	cJSON *tmp = NULL;
	struct metrics rec;
	char *text = output_text(sample, att, logatt);
	long ep = cJSON_IsNumber(epoch) ? (long)ll_of(epoch->valuedouble) : 1;

	if (o->match_field && strcmp(o->match_field, "id") && strcmp(o->match_field, "position")) {
		key = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetObjectItemCaseSensitive(sample, "metadata"), o->match_field);
		if (!key)
			key = cJSON_GetObjectItemCaseSensitive(sample, o->match_field);
		if (!key && !strcmp(o->match_field, "question"))
			key = cJSON_GetObjectItemCaseSensitive(sample, "input");
		if (cJSON_IsString(key) || cJSON_IsArray(key)) {
			/* input: a string or messages; the last message's text */
			char *s = cJSON_IsString(key) ? content_text(key, att, logatt)
						      : content_text(cJSON_GetObjectItemCaseSensitive(
									     cJSON_GetArrayItem(key, cJSON_GetArraySize(key) - 1),
									     "content"),
								     att, logatt);
			tmp = cJSON_CreateString(s ? s : "");
			free(s);
			key = tmp;
		}
	} else {
		key = cJSON_GetObjectItemCaseSensitive(sample, "id");
	}
	scores_of(sample, &rec);
	foreign_add(c, &(struct foreign_answer){ line, col, key, run, ep > 0 ? ep - 1 : 0, text,
						 &rec });
	cJSON_Delete(tmp);
	free(text);
}

int foreign_read_inspect(const struct foreign_ctx *c, const char *buf, size_t len)
{
	const char *path = c->path;
	const struct foreign_opts *o = c->o;
	struct diags *d = c->d;
	const char *end = NULL;
	cJSON *log = foreign_json_parse(buf, len, &end), *sample;
	const cJSON *ev, *samples, *logatt;
	char *run;
	long k = 0, *sline, *scol, aline = 0, acol = 0;
	size_t nsamples, npos;
	int rc = EXIT_OK;

	if (!log) {	/* the whole file is the one record: an error in both modes */
		struct foreign_opts so = *o;
		struct foreign_stats sst = *c->st;
		struct foreign_ctx sc = *c;
		so.strict = true;
		sc.o = &so;
		sc.st = &sst;
		foreign_json_error(&sc, buf, len, 1, end);
		return EXIT_DATAERR;
	}
	ev = cJSON_GetObjectItemCaseSensitive(log, "eval");
	samples = cJSON_GetObjectItemCaseSensitive(log, "samples");
	logatt = cJSON_GetObjectItemCaseSensitive(log, "attachments");
	if (!cJSON_IsObject(ev) || !cJSON_IsArray(samples)) {
		long line, col;
		json_pos(buf, len, "", &line, &col);
		diag_error(d, path, line, col,
			   "not an Inspect log dump (no \"eval\" and \"samples\")");
		cJSON_Delete(log);
		return EXIT_DATAERR;
	}
	run = foreign_inspect_run(ev, o);
	/* where each sample starts, for its messages: one pass over the text */
	nsamples = (size_t)cJSON_GetArraySize(samples);
	sline = xcalloc(nsamples ? nsamples : 1, sizeof *sline);
	scol = xcalloc(nsamples ? nsamples : 1, sizeof *scol);
	npos = json_item_lines(buf, len, "samples", sline, scol, nsamples);
	if (npos < nsamples && json_pos_near(buf, len, "samples", &aline, &acol) != 0)
		json_pos(buf, len, "", &aline, &acol);	/* where the text stops being JSON */
	cJSON_ArrayForEach(sample, samples) {
		long line = (size_t)k < npos ? sline[k] : aline, col = (size_t)k < npos ? scol[k] : acol;

		if (!cJSON_IsObject(sample)) {
			if (foreign_skip(c, line, col,
					 "record %ld: sample is not an object", k)) {
				rc = EXIT_DATAERR;
				break;
			}
		} else {
			foreign_inspect_sample(c, sample, logatt, run, line, col);
		}
		k++;
	}
	free(sline);
	free(scol);
	free(run);
	cJSON_Delete(log);
	if (rc == EXIT_OK && c->st->skipped && !c->st->samples) {
		diag_error(d, path, 0, 0, "no Inspect sample could be read");
		rc = EXIT_DATAERR;
	}
	return rc;
}
