/* annot-export.c - `gravel annotations export`: json, jsonl and csv (see
 * annot.h). */
#include "config.h"
#include "annot-int.h"
#include "sanitize.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

int annot_parse_format(const char *s, enum annot_format *out)
{
	static const char *const names[] = { "json", "jsonl", "csv" };

	for (int i = 0; i < 3; i++)
		if (!strcmp(s, names[i])) {
			*out = (enum annot_format)i;
			return 0;
		}
	return -1;
}

/* RFC 4180: quoted when it holds a comma, quote or line break. Run names
 * and problem ids come from the input: control characters other than tab
 * and newline become caret notation (sanitize.h). */
static void csv_field(FILE *fp, const char *raw, bool last)
{
	char *clean = raw ? sanitize_dup(raw, SANITIZE_TEXT) : NULL;
	const char *s = clean;

	if (s && strpbrk(s, ",\"\r\n")) {
		putc('"', fp);
		for (; *s; s++) {
			if (*s == '"')
				putc('"', fp);
			putc(*s, fp);
		}
		putc('"', fp);
	} else if (s) {
		fputs(s, fp);
	}
	putc(last ? '\n' : ',', fp);
	free(clean);
}

/* A merged file's columns: every annotator's label ("ana=correct;bob=
 * partial") and whether they conflict. */
static void csv_team(FILE *fp, const struct annot *a)
{
	struct strbuf sb;
	const cJSON *l;

	sb_init(&sb);
	cJSON_ArrayForEach(l, a->labels)
		sb_printf(&sb, "%s%s=%s", sb.len ? ";" : "", l->string, l->valuestring);
	csv_field(fp, sb.len ? sb.data : "", false);
	csv_field(fp, annot_conflict(a) ? "yes" : "", false);
	sb_free(&sb);
}

/* A file with adjudications: the annotator's own label and the reason
 * of the adjudication that set the label. */
static void csv_adjudicated(FILE *fp, const struct annot *a)
{
	const struct annot_event *adj = annot_adjudication(a);

	csv_field(fp, annot_own_label(a), false);
	csv_field(fp, adj ? adj->reason : NULL, false);
}

static void csv_item(FILE *fp, const struct annot *a, bool end, bool team, bool adjudicated)
{
	const struct annot_event *last = a->nhist ? &a->hist[a->nhist - 1] : NULL;
	struct strbuf sb;
	char num[32];
	char *ov = a->override ? cJSON_PrintUnformatted(a->override) : NULL;

	if (a->override && !ov)
		gravel_fatal("out of memory (JSON)");
	csv_field(fp, a->run, false);
	csv_field(fp, a->problem, false);
	snprintf(num, sizeof num, "%ld", a->sample);
	csv_field(fp, num, false);
	csv_field(fp, a->label, false);
	if (team)
		csv_team(fp, a);
	if (adjudicated)
		csv_adjudicated(fp, a);
	sb_init(&sb);
	for (size_t i = 0; i < a->ntags; i++)
		sb_printf(&sb, "%s%s", i ? ";" : "", a->tags[i]);
	csv_field(fp, sb.data ? sb.data : "", false);
	sb_free(&sb);
	csv_field(fp, a->note, false);
	csv_field(fp, ov, false);
	snprintf(num, sizeof num, "%zu", a->nhist);
	csv_field(fp, num, false);
	csv_field(fp, last ? last->time : NULL, false);
	csv_field(fp, last ? last->author : NULL, end);
	cJSON_free(ov);
}

/* Rows sorted by problem id in natural order (the index of
 * ".../standard/6" is a number: 6 before 15 before 55), then run and
 * sample. */
static const struct annot_store *sort_st;

static int cmp_rows(const void *x, const void *y)
{
	const struct annot *a = &sort_st->it.v[*(const size_t *)x];
	const struct annot *b = &sort_st->it.v[*(const size_t *)y];
	int c = strverscmp(a->problem, b->problem);

	if (!c)
		c = strcmp(a->run, b->run);
	if (!c)
		c = (a->sample > b->sample) - (a->sample < b->sample);
	return c;
}

int annot_export(const struct annot_store *st, const struct annot_filter *f,
		 enum annot_format fmt, FILE *fp)
{
	return annot_export_with(st, f, fmt, NULL, fp);
}

int annot_export_with(const struct annot_store *st, const struct annot_filter *f,
		      enum annot_format fmt, const struct annot_export_extra *x, FILE *fp)
{
	size_t *idx, n = annot_list(st, f, &idx);
	cJSON *doc = NULL, *items = NULL;
	bool team = false;	/* a merged file: every annotator's label */
	bool adjudicated = false;	/* some label was adjudicated */

	sort_st = st;
	qsort(idx, n, sizeof *idx, cmp_rows);
	sort_st = NULL;
	if (fmt == AFMT_JSON) {
		doc = annot_ck(cJSON_CreateObject());
		cJSON_AddItemToObject(doc, "format", annot_ck(cJSON_CreateString("gravel-annotations")));
		cJSON_AddItemToObject(doc, "version", annot_ck(cJSON_CreateNumber(ANNOT_VERSION)));
		items = annot_ck(cJSON_AddArrayToObject(doc, "items"));
	} else if (fmt == AFMT_CSV) {
		for (size_t i = 0; i < st->it.n && !team; i++)
			team = st->it.v[i].labels != NULL;
		for (size_t i = 0; i < st->it.n && !adjudicated; i++)
			for (size_t h = 0; h < st->it.v[i].nhist && !adjudicated; h++)
				adjudicated = st->it.v[i].hist[h].reason != NULL;
		fprintf(fp, "run,problem,sample,label,%s%stags,note,override,changes,last_time,"
			    "last_author", team ? "labels,conflict," : "",
			adjudicated ? "own_label,reason," : "");
		if (x)
			x->csv_header(x->ctx, fp);
		putc('\n', fp);
	}
	for (size_t i = 0; i < n && !ferror(fp); i++) {
		const struct annot *a = &st->it.v[idx[i]];
		if (fmt == AFMT_CSV) {
			csv_item(fp, a, x == NULL, team, adjudicated);
			if (x)
				x->csv(x->ctx, a, fp);
		} else {
			cJSON *o = annot_item_json(a, true);
			if (x)
				x->json(x->ctx, a, o);
			if (fmt == AFMT_JSON) {
				cJSON_AddItemToArray(items, o);
			} else {
				json_put_line(fp, o, false);
				cJSON_Delete(o);
			}
		}
	}
	if (doc) {
		json_put_line(fp, doc, true);
		cJSON_Delete(doc);
	}
	free(idx);
	return ferror(fp) ? -1 : 0;
}
