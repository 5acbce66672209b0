/* test-annot-file.c - the annotation file: corrupt files at start-up,
 * killed writers' temporary files, labels, filters and the export formats
 * (suite "annot", with test-annot.c). */
#include "config.h"
#include "unit.h"
#include "test-annot.h"
#include "annot.h"
#include "annot-int.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define K1 annot_test_k1
#define K2 annot_test_k2
#define K3 annot_test_k3

static size_t count_prefixed(const char *dir, const char *prefix)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	size_t n = 0;

	while (dp && (de = readdir(dp)))
		n += !strncmp(de->d_name, prefix, strlen(prefix));
	if (dp)
		closedir(dp);
	return n;
}

static void test_corrupt_startup(void)
{
	static const char garbage[] = "{\"format\": \"gravel-annotations\", \"version\": 1,\n"
				      " \"items\": [{\"run\": \"r\", \"prob";
	char *dir = annot_test_dir(), *path, *text;
	struct annot_opts o = { .author = "t", .readonly = true, .clock = annot_test_clock };
	struct annot_store *st = NULL;
	struct diags d;
	size_t len;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	REQUIRE(write_file_atomic(path, garbage, strlen(garbage)) == 0);
	/* read-only: an error, and the file is left alone */
	diags_init(&d);
	CHECK_INT(annot_open(path, &o, &st, &d), EXIT_DATAERR);
	CHECK(st == NULL);
	REQUIRE(d.n == 1);
	CHECK_INT(d.v[0].line, 2);
	CHECK(strstr(d.v[0].msg, "truncated") != NULL);
	diags_free(&d);
	CHECK_INT(count_prefixed(dir, "a.json.corrupt-"), 0);
	/* for writing: kept aside, reported, the store starts empty */
	diags_init(&d);
	o.readonly = false;
	CHECK_INT(annot_open(path, &o, &st, &d), 0);
	REQUIRE(st);
	REQUIRE(d.n == 1);
	CHECK_INT(d.v[0].level, DIAG_WARNING);
	CHECK(strstr(d.v[0].msg, "kept aside as") && strstr(d.v[0].msg, ".corrupt-20240501T100000"));
	diags_free(&d);
	CHECK_INT(annot_count(st), 0);
	CHECK_INT(count_prefixed(dir, "a.json.corrupt-20240501T100000"), 1);
	CHECK_INT(annot_set_label(st, &K1, "correct", NULL), ANNOT_OK);
	annot_close(st);
	text = xasprintf("%s/a.json.corrupt-20240501T100000", dir);
	free(path);
	path = text;
	text = read_file(path, &len);
	CHECK(text && len == strlen(garbage) && !memcmp(text, garbage, len));	/* untouched */
	free(text);
	free(path);

	/* a second corrupt file the same second gets its own name */
	path = xasprintf("%s/a.json", dir);
	REQUIRE(write_file_atomic(path, "[1,2]", 5) == 0);
	diags_init(&d);
	CHECK_INT(annot_open(path, &o, &st, &d), 0);
	CHECK(d.n == 1 && strstr(d.v[0].msg, "not a gravel annotation file"));
	diags_free(&d);
	annot_close(st);
	CHECK_INT(count_prefixed(dir, "a.json.corrupt-20240501T100000-1"), 1);
	/* a newer format version is not corrupt: refused, not renamed */
	text = xstrdup("{\"format\":\"gravel-annotations\",\"version\":9,\"items\":[]}");
	REQUIRE(write_file_atomic(path, text, strlen(text)) == 0);
	free(text);
	diags_init(&d);
	CHECK_INT(annot_open(path, &o, &st, &d), EXIT_DATAERR);
	diags_free(&d);
	CHECK_INT(count_prefixed(dir, "a.json.corrupt-"), 2);
	free(path);
	annot_test_rmdir(dir);
}

static void test_stale_temp_and_labels(void)
{
	static const char *const labels[] = { "ok-label", "correct", "Bad", "ok-label" };
	char *dir = annot_test_dir(), *path, *tmp;
	struct annot_store *st;
	struct diags d;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	tmp = xasprintf("%s/a.json.tmpAbC123", dir);
	REQUIRE(write_file_atomic(tmp, "{half", 5) == 0);
	st = annot_test_open(path, false, NULL);
	REQUIRE(st);
	CHECK(access(tmp, F_OK) != 0);	/* a killed writer's temp file is gone */
	CHECK(annot_label_known(st, "ambiguous-question"));
	CHECK(annot_label_known(st, "hallucinated-edge"));
	CHECK(!annot_label_known(st, "Bad Label"));
	CHECK_INT(annot_nlabels(st), 6);
	annot_close(st);
	diags_init(&d);
	CHECK_INT(annot_labels_check(labels, 4, "w.yaml", &d), 3);
	CHECK(d.n == 3 && strstr(d.v[0].msg, "built in") && strstr(d.v[2].msg, "twice"));
	diags_free(&d);
	free(tmp);
	free(path);
	annot_test_rmdir(dir);
}

static char *export_to_string(const struct annot_store *st, const struct annot_filter *f,
			      enum annot_format fmt)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	if (!fp)
		return NULL;
	if (annot_export(st, f, fmt, fp) != 0) {
		fclose(fp);
		free(buf);
		return NULL;
	}
	fclose(fp);
	return buf;
}

static void test_export_and_filter(void)
{
	char *dir = annot_test_dir(), *path, *out;
	struct annot_store *st;
	struct annot_filter f;
	cJSON *doc, *ov = cJSON_Parse("{\"value\": 7}");
	size_t *idx, n;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	st = annot_test_open(path, false, "cy");
	REQUIRE(st);
	annot_set_label(st, &K1, "partial", NULL);
	annot_set_note(st, &K1, "says \"7\", then 8,\nfinal 7", NULL);
	annot_set_override(st, &K1, ov, NULL);
	annot_set_tags(st, &K2, (const char *[]){ "arith", "edge" }, 2, NULL);
	annot_set_label(st, &K3, "correct", NULL);
	annot_clear(st, &K3, NULL);

	n = annot_list(st, NULL, &idx);
	CHECK_INT(n, 2);	/* K3 was cleared */
	free(idx);
	annot_filter_init(&f);
	f.all = true;
	CHECK_INT((n = annot_list(st, &f, &idx)), 3);
	free(idx);
	annot_filter_init(&f);
	f.tag = "edge";
	CHECK_INT((n = annot_list(st, &f, &idx)), 1);
	CHECK(n == 1 && idx[0] == 1);
	free(idx);
	annot_filter_init(&f);
	f.has_override = 1;
	f.text = "FINAL";
	CHECK_INT((n = annot_list(st, &f, &idx)), 1);
	free(idx);
	f.label = "";
	CHECK_INT((n = annot_list(st, &f, &idx)), 0);
	free(idx);

	out = export_to_string(st, NULL, AFMT_JSON);
	REQUIRE(out);
	doc = cJSON_Parse(out);
	CHECK(doc && cJSON_GetArraySize(cJSON_GetObjectItem(doc, "items")) == 2);
	CHECK(cJSON_GetArraySize(cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "items"), 0),
						     "history")) == 3);
	cJSON_Delete(doc);
	free(out);

	out = export_to_string(st, NULL, AFMT_JSONL);
	REQUIRE(out);
	CHECK(strchr(out, '\n') && strchr(strchr(out, '\n') + 1, '\n') &&
	      !strchr(strchr(strchr(out, '\n') + 1, '\n') + 1, '\n'));
	doc = cJSON_Parse(strchr(out, '\n') + 1);
	CHECK(doc && cJSON_IsArray(cJSON_GetObjectItem(doc, "tags")));
	cJSON_Delete(doc);
	free(out);

	out = export_to_string(st, NULL, AFMT_CSV);
	REQUIRE(out);
	CHECK_STR(out, "run,problem,sample,label,tags,note,override,changes,last_time,last_author\n"
		       "run-a,demo/flow/easy/standard/0,0,partial,,\"says \"\"7\"\", then 8,\nfinal 7\","
		       "\"{\"\"value\"\":7}\",3,2024-05-01T10:00:00Z,cy\n"
		       "run-a,demo/flow/easy/standard/0,1,,arith;edge,,,1,2024-05-01T10:00:00Z,cy\n");
	free(out);
	annot_close(st);
	cJSON_Delete(ov);
	free(path);
	annot_test_rmdir(dir);
}

/* issue 17: a history event without "to" leaked a cJSON node (LSan), and
 * a note with ESC was called "not UTF-8", which it is. */
static void test_hostile_values(void)
{
	static const char file[] =
		"{\"format\": \"gravel-annotations\", \"version\": 1, \"items\": [{\"run\": \"r\", "
		"\"problem\": \"p\", \"sample\": 0, \"note\": \"n\", \"history\": [{\"id\": 1, "
		"\"time\": \"2024-01-01T00:00:00Z\", \"op\": \"set\", \"field\": \"note\"}]}]}";
	struct annot_items it;
	struct annot_perr pe;
	cJSON *note = cJSON_CreateString("a\x1b[2J");
	char *why = NULL;

	memset(&pe, 0, sizeof pe);
	CHECK_INT(annot_parse(file, sizeof file - 1, &it, &pe), 0);
	annot_items_free(&it);
	free(pe.msg);
	REQUIRE(note);
	CHECK(annot_value_norm(AF_NOTE, note, NULL, &why) == NULL);
	CHECK(why && strstr(why, "without control characters"));
	free(why);
	cJSON_Delete(note);
}

void annot_file_tests(void)
{
	RUN(test_corrupt_startup);
	RUN(test_stale_temp_and_labels);
	RUN(test_export_and_filter);
	RUN(test_hostile_values);
}
