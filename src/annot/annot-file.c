/* annot-file.c - the annotation file's JSON: parsing (every error with
 * its place) and rendering (see annot.h; on disk: annot-disk.c). */
#include "config.h"
#include "annot-int.h"
#include "json-pos.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define FORMAT_NAME "gravel-annotations"

/* ---- parsing ------------------------------------------------------------ */

static int bad(char **err, const char *fmt, ...) ATTR_FORMAT(2, 3);
static int bad(char **err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	*err = xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

static bool whole(const cJSON *j, double min)
{
	return cJSON_IsNumber(j) && j->valuedouble >= min && j->valuedouble <= 9e15 &&
	       whole_ll(j->valuedouble);
}

/* A copy of v, or a JSON null where v is absent (no temporary to leak). */
static cJSON *copy_or_null(const cJSON *v)
{
	return annot_ck(v ? cJSON_Duplicate(v, true) : cJSON_CreateNull());
}

static int parse_event(const cJSON *e, struct annot_event *ev, size_t i, size_t h, char **err)
{
	const cJSON *id = cJSON_GetObjectItemCaseSensitive(e, "id");
	const cJSON *tm = cJSON_GetObjectItemCaseSensitive(e, "time");
	const cJSON *au = cJSON_GetObjectItemCaseSensitive(e, "author");
	const cJSON *op = cJSON_GetObjectItemCaseSensitive(e, "op");
	const cJSON *fd = cJSON_GetObjectItemCaseSensitive(e, "field");
	const cJSON *un = cJSON_GetObjectItemCaseSensitive(e, "undoes");
	const cJSON *why = cJSON_GetObjectItemCaseSensitive(e, "reason");
	int o;

	memset(ev, 0, sizeof *ev);
	if (!cJSON_IsObject(e) || !whole(id, 1) || !cJSON_IsString(tm) || !cJSON_IsString(op) ||
	    !cJSON_IsString(fd) || (au && !cJSON_IsString(au)) || (un && !whole(un, 0)))
		return bad(err, "items[%zu].history[%zu]: not a history event", i, h);
	if (why && (!cJSON_IsString(why) || !*why->valuestring))
		return bad(err, "items[%zu].history[%zu]: reason is not a text", i, h);
	for (o = 0; o < AO__COUNT && strcmp(op->valuestring, annot_op_name((enum annot_op)o)); o++)
		;
	if (o == AO__COUNT || annot_field_parse(fd->valuestring, &ev->field) != 0)
		return bad(err, "items[%zu].history[%zu]: unknown op or field", i, h);
	ev->op = (enum annot_op)o;
	ev->id = (long)ll_of(id->valuedouble);
	ev->undoes = un ? (long)ll_of(un->valuedouble) : 0;
	ev->time = xstrdup(tm->valuestring);
	ev->author = xstrdup(au ? au->valuestring : "unknown");
	ev->from = copy_or_null(cJSON_GetObjectItemCaseSensitive(e, "from"));
	ev->to = copy_or_null(cJSON_GetObjectItemCaseSensitive(e, "to"));
	ev->reason = why ? xstrdup(why->valuestring) : NULL;
	return 0;
}

/* A merged file's "labels" or "notes": a text per annotator. */
static int by_author(const cJSON *j, const char *key, const char *what, size_t i, cJSON **out,
		     char **err)
{
	const cJSON *e = cJSON_GetObjectItemCaseSensitive(j, key), *l;

	if (!cJSON_IsObject(e))
		return 0;
	cJSON_ArrayForEach(l, e)
		if (!cJSON_IsString(l) || !l->string)
			return bad(err, "items[%zu]: %s: each annotator's %s is a string", i, key, what);
	*out = annot_ck(cJSON_Duplicate(e, true));
	return 0;
}

static int parse_item(const cJSON *j, size_t i, struct annot_items *it, char **err)
{
	const cJSON *run = cJSON_GetObjectItemCaseSensitive(j, "run");
	const cJSON *prob = cJSON_GetObjectItemCaseSensitive(j, "problem");
	const cJSON *smp = cJSON_GetObjectItemCaseSensitive(j, "sample");
	const cJSON *hist = cJSON_GetObjectItemCaseSensitive(j, "history"), *e;
	struct annot *a;
	cJSON *vals;
	char *why = NULL;
	size_t h = 0;

	if (!cJSON_IsObject(j) || !cJSON_IsString(run) || !cJSON_IsString(prob) || !whole(smp, 0))
		return bad(err, "items[%zu]: needs run, problem and sample", i);
	if (hist && !cJSON_IsArray(hist))
		return bad(err, "items[%zu]: history is not an array", i);
	if (annot_items_find(it, run->valuestring, prob->valuestring, (long)ll_of(smp->valuedouble)) >= 0)
		return bad(err, "items[%zu]: a second entry for %s %s %ld", i, run->valuestring,
			   prob->valuestring, (long)ll_of(smp->valuedouble));
	vals = annot_ck(cJSON_CreateObject());
	for (int f = 0; f < AF_ALL; f++) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, annot_field_name((enum annot_field)f));
		if (v)
			cJSON_AddItemToObject(vals, annot_field_name((enum annot_field)f),
					      annot_ck(cJSON_Duplicate(v, true)));
	}
	/* values are checked as a change would be, labels excepted (a label
	 * no longer defined stays; annot_open warns) */
	e = annot_value_norm(AF_ALL, vals, NULL, &why);
	cJSON_Delete(vals);
	if (!e) {
		int rc = bad(err, "items[%zu]: %s", i, why);
		free(why);
		return rc;
	}
	a = annot_items_add(it, run->valuestring, prob->valuestring, (long)ll_of(smp->valuedouble));
	annot_field_assign(a, AF_ALL, e);
	cJSON_Delete((cJSON *)e);
	if (by_author(j, "labels", "label", i, &a->labels, err) != 0 ||
	    by_author(j, "notes", "note", i, &a->notes, err) != 0)
		return -1;
	a->hist = xcalloc((size_t)cJSON_GetArraySize(hist) + 1, sizeof *a->hist);
	a->caphist = (size_t)cJSON_GetArraySize(hist) + 1;
	cJSON_ArrayForEach(e, hist) {
		if (parse_event(e, &a->hist[h], i, h, err) != 0)
			return -1;
		if (a->hist[h].id >= it->next_id)
			it->next_id = a->hist[h].id + 1;
		a->nhist = ++h;
	}
	return 0;
}

int annot_parse(const char *text, size_t len, struct annot_items *it, struct annot_perr *pe)
{
	char **err = &pe->msg;
	const char *end = NULL;
	cJSON *doc = cJSON_ParseWithLengthOpts(text, len, &end, false), *items, *e;
	const cJSON *fmt, *ver, *next;
	size_t i = 0;
	int rc = 0;

	annot_items_init(it);
	pe->line = pe->col = 0;
	pe->msg = NULL;
	pe->newer = false;
	if (memchr(text, '\0', len)) {	/* cJSON would cut a string there */
		json_line_col(text, (size_t)((const char *)memchr(text, '\0', len) - text), &pe->line,
			      &pe->col);
		cJSON_Delete(doc);
		return bad(err, "a NUL byte, which JSON does not allow");
	}
	if (!doc) {
		long line = 1, col = 1;
		const char *p;
		if (!end || end < text || end > text + len)
			end = text + len;
		for (p = text; p < end; p++) {
			if (*p == '\n') {
				line++;
				col = 1;
			} else {
				col++;
			}
		}
		pe->line = line;
		pe->col = col;
		/* a file cut short does not end with the closing brace */
		while (len && strchr(" \t\r\n", text[len - 1]) && text[len - 1])
			len--;
		return bad(err, "%s", !len || text[len - 1] != '}' ? "the file ends too soon (truncated?)"
								   : "not valid JSON");
	}
	while (end < text + len && *end && strchr(" \t\r\n", *end))
		end++;
	fmt = cJSON_GetObjectItemCaseSensitive(doc, "format");
	ver = cJSON_GetObjectItemCaseSensitive(doc, "version");
	next = cJSON_GetObjectItemCaseSensitive(doc, "next_id");
	items = cJSON_GetObjectItemCaseSensitive(doc, "items");
	if (end < text + len)
		rc = bad(err, "text after the JSON object");
	else if (!cJSON_IsObject(doc) || !cJSON_IsString(fmt) || strcmp(fmt->valuestring, FORMAT_NAME))
		rc = bad(err, "not a gravel annotation file (no \"format\": \"%s\")", FORMAT_NAME);
	else if (!whole(ver, 1))
		rc = bad(err, "no format version");
	else if (ver->valuedouble > ANNOT_VERSION && (pe->newer = true))
		rc = bad(err, "format version %g is newer than this gravel's (%d)", ver->valuedouble,
			 ANNOT_VERSION);
	else if (!cJSON_IsArray(items) || (next && !whole(next, 1)))
		rc = bad(err, "no items array");
	for (e = rc ? NULL : items->child; e; e = e->next)
		if ((rc = parse_item(e, i++, it, err)) != 0)
			break;
	if (!rc && next && (long)ll_of(next->valuedouble) > it->next_id)
		it->next_id = (long)ll_of(next->valuedouble);
	if (rc && *err) {
		/* where: the value the message starts with the path of
		 * ("items[2].history[0]: ..."), or the member it is about, or
		 * the nearest of them in the text, else the document */
		bool at_items = !prefixcmp(*err, "items[");
		char *path = at_items ? xstrndup(*err, strcspn(*err, ":"))
			     : xstrdup(!prefixcmp(*err, "format version") ? "version"
				       : strcmp(*err, "no items array") ? ""
				       : cJSON_IsArray(items) ? "next_id" : "items");
		if (!prefixcmp(*err, "text after"))
			json_line_col(text, (size_t)(end - text), &pe->line, &pe->col);
		else if (json_pos_near(text, len, path, &pe->line, &pe->col) != 0)
			json_pos(text, len, "", &pe->line, &pe->col);
		free(path);
	}
	cJSON_Delete(doc);
	if (rc)
		annot_items_free(it);
	return rc;
}

/* ---- writing ------------------------------------------------------------ */

cJSON *annot_event_json(const struct annot_event *ev, long id, long undoes)
{
	cJSON *e = annot_ck(cJSON_CreateObject());

	cJSON_AddItemToObject(e, "id", annot_ck(cJSON_CreateNumber((double)id)));
	cJSON_AddItemToObject(e, "time", annot_ck(cJSON_CreateString(ev->time)));
	cJSON_AddItemToObject(e, "author", annot_ck(cJSON_CreateString(ev->author)));
	cJSON_AddItemToObject(e, "op", annot_ck(cJSON_CreateString(annot_op_name(ev->op))));
	if (ev->op == AO_UNDO || ev->op == AO_REDO)
		cJSON_AddItemToObject(e, "undoes", annot_ck(cJSON_CreateNumber((double)undoes)));
	cJSON_AddItemToObject(e, "field", annot_ck(cJSON_CreateString(annot_field_name(ev->field))));
	cJSON_AddItemToObject(e, "from", annot_ck(cJSON_Duplicate(ev->from, true)));
	cJSON_AddItemToObject(e, "to", annot_ck(cJSON_Duplicate(ev->to, true)));
	if (ev->reason)
		cJSON_AddItemToObject(e, "reason", annot_ck(cJSON_CreateString(ev->reason)));
	return e;
}

cJSON *annot_item_json(const struct annot *a, bool history)
{
	cJSON *o = annot_ck(cJSON_CreateObject()), *h;

	cJSON_AddItemToObject(o, "run", annot_ck(cJSON_CreateString(a->run)));
	cJSON_AddItemToObject(o, "problem", annot_ck(cJSON_CreateString(a->problem)));
	cJSON_AddItemToObject(o, "sample", annot_ck(cJSON_CreateNumber((double)a->sample)));
	for (int f = 0; f < AF_ALL; f++) {
		cJSON *v = annot_field_json(a, (enum annot_field)f);
		if (cJSON_IsNull(v))
			cJSON_Delete(v);
		else
			cJSON_AddItemToObject(o, annot_field_name((enum annot_field)f), v);
	}
	if (a->labels) {
		cJSON_AddItemToObject(o, "labels", annot_ck(cJSON_Duplicate(a->labels, true)));
		if (annot_conflict(a))
			cJSON_AddItemToObject(o, "conflict", annot_ck(cJSON_CreateTrue()));
	}
	if (a->notes)
		cJSON_AddItemToObject(o, "notes", annot_ck(cJSON_Duplicate(a->notes, true)));
	if (!history)
		return o;
	h = annot_ck(cJSON_AddArrayToObject(o, "history"));
	for (size_t i = 0; i < a->nhist; i++)
		cJSON_AddItemToArray(h, annot_event_json(&a->hist[i], a->hist[i].id, a->hist[i].undoes));
	return o;
}

char *annot_render(const struct annot_items *it)
{
	cJSON *doc = annot_ck(cJSON_CreateObject()), *items;
	char *s, *out;

	cJSON_AddItemToObject(doc, "format", annot_ck(cJSON_CreateString(FORMAT_NAME)));
	cJSON_AddItemToObject(doc, "version", annot_ck(cJSON_CreateNumber(ANNOT_VERSION)));
	cJSON_AddItemToObject(doc, "next_id", annot_ck(cJSON_CreateNumber((double)it->next_id)));
	items = annot_ck(cJSON_AddArrayToObject(doc, "items"));
	for (size_t i = 0; i < it->n; i++)
		cJSON_AddItemToArray(items, annot_item_json(&it->v[i], true));
	s = cJSON_Print(doc);
	cJSON_Delete(doc);
	if (!s)
		gravel_fatal("out of memory (JSON)");
	out = xasprintf("%s\n", s);
	cJSON_free(s);
	return out;
}
