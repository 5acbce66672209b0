/* test-annot-adjudicate.c - adjudication: a label set with a reason, the
 * reason in the history and the file, the annotator's own label under it,
 * and files with and without reasons (suite "annot"). */
#include "config.h"
#include "unit.h"
#include "test-annot.h"
#include "annot.h"
#include "annot-int.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define K1 annot_test_k1
#define K2 annot_test_k2

static void test_adjudicate(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *st;
	const struct annot *a;
	const struct annot_event *ev = NULL;
	char *err = NULL;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	st = annot_test_open(path, false, "ana");
	REQUIRE(st);
	CHECK_INT(annot_set_label(st, &K1, "correct", NULL), ANNOT_OK);
	CHECK_INT(annot_adjudicate(st, &K1, "incorrect", "", &err), ANNOT_INVALID);
	CHECK(err && strstr(err, "needs a reason"));
	free(err);
	err = NULL;
	CHECK_INT(annot_adjudicate(st, &K1, "incorrect", "two\nlines", &err), ANNOT_INVALID);
	free(err);
	err = NULL;
	CHECK_INT(annot_adjudicate(st, &K1, "made-up", "why", &err), ANNOT_INVALID);
	free(err);
	err = NULL;
	CHECK_INT(annot_adjudicate(st, &K1, "incorrect", "bob saw the missing edge", &err), ANNOT_OK);
	/* keeping the label is a decision too: recorded with its reason */
	CHECK_INT(annot_set_label(st, &K2, "partial", NULL), ANNOT_OK);
	CHECK_INT(annot_adjudicate(st, &K2, "partial", "mine stands: one edge off", &err), ANNOT_OK);
	CHECK_INT(annot_last_id(st), 4);
	annot_close(st);

	st = annot_test_open(path, true, NULL);
	REQUIRE(st);
	a = annot_get(st, &K1);
	REQUIRE(a && a->nhist == 2);
	CHECK(a->hist[0].reason == NULL);
	CHECK_STR(a->hist[1].reason, "bob saw the missing edge");
	CHECK_STR(a->label, "incorrect");
	CHECK_STR(annot_own_label(a), "correct");
	CHECK(annot_adjudication(a) == &a->hist[1]);
	CHECK_STR(annot_label_author(a), "ana");
	a = annot_get(st, &K2);
	REQUIRE(a && a->nhist == 2);
	CHECK_STR(a->hist[1].reason, "mine stands: one edge off");
	CHECK_STR(annot_own_label(a), "partial");
	CHECK_STR(annot_store_annotator(st), "ana");
	annot_close(st);

	/* undone, the adjudication is gone: the label is the annotator's */
	st = annot_test_open(path, false, "ana");
	REQUIRE(st);
	CHECK_INT(annot_undo_item(st, &K1, &ev, NULL), ANNOT_OK);
	a = annot_get(st, &K1);
	REQUIRE(a);
	CHECK_STR(a->label, "correct");
	CHECK(annot_adjudication(a) == NULL);
	CHECK_STR(annot_own_label(a), "correct");
	/* redone, it is back, reason and all */
	CHECK_INT(annot_redo_item(st, &K1, &ev, NULL), ANNOT_OK);
	a = annot_get(st, &K1);
	REQUIRE(a);
	CHECK_STR(a->label, "incorrect");
	CHECK(annot_adjudication(a) && !strcmp(annot_adjudication(a)->reason, "bob saw the missing edge"));
	CHECK_STR(annot_own_label(a), "correct");
	/* undoing an adjudication that kept the label is recorded too */
	CHECK_INT(annot_undo_item(st, &K2, &ev, NULL), ANNOT_OK);
	REQUIRE(ev);
	CHECK_INT(ev->op, AO_UNDO);
	CHECK(annot_adjudication(annot_get(st, &K2)) == NULL);
	/* a plain label change after an adjudication is the annotator's own */
	CHECK_INT(annot_adjudicate(st, &K1, "partial", "settled", NULL), ANNOT_OK);
	CHECK_INT(annot_set_label(st, &K1, "incorrect", NULL), ANNOT_OK);
	a = annot_get(st, &K1);
	CHECK(annot_adjudication(a) == NULL);
	CHECK_STR(annot_own_label(a), "incorrect");
	annot_close(st);
	free(path);
	annot_test_rmdir(dir);
}

/* Files without reasons (older ones) read as before; a reason that is not
 * a text is refused at its place. */
static void test_reason_in_file(void)
{
	static const char old[] =
		"{\"format\": \"gravel-annotations\", \"version\": 1, \"items\": [{\"run\": \"r\", "
		"\"problem\": \"p\", \"sample\": 0, \"label\": \"correct\", \"history\": [{\"id\": 1, "
		"\"time\": \"2024-01-01T00:00:00Z\", \"op\": \"set\", \"field\": \"label\", "
		"\"from\": null, \"to\": \"correct\"}]}]}";
	static const char bad[] =
		"{\"format\": \"gravel-annotations\", \"version\": 1, \"items\": [{\"run\": \"r\", "
		"\"problem\": \"p\", \"sample\": 0, \"label\": \"correct\", \"history\": [{\"id\": 1, "
		"\"time\": \"2024-01-01T00:00:00Z\", \"op\": \"set\", \"field\": \"label\", "
		"\"from\": null, \"to\": \"correct\", \"reason\": 5}]}]}";
	struct annot_items it;
	struct annot_perr pe;
	char *text;
	cJSON *doc, *ev;

	memset(&pe, 0, sizeof pe);
	REQUIRE(annot_parse(old, sizeof old - 1, &it, &pe) == 0);
	REQUIRE(it.n == 1 && it.v[0].nhist == 1);
	CHECK(it.v[0].hist[0].reason == NULL);
	CHECK_STR(annot_own_label(&it.v[0]), "correct");
	/* written back: no reason key where there is none; one where there is */
	it.v[0].hist[0].reason = xstrdup("as agreed");
	text = annot_render(&it);
	doc = cJSON_Parse(text);
	REQUIRE(doc);
	ev = cJSON_GetArrayItem(cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(doc, "items"), 0),
						     "history"), 0);
	CHECK(cJSON_IsString(cJSON_GetObjectItem(ev, "reason")));
	CHECK_STR(cJSON_GetObjectItem(ev, "reason")->valuestring, "as agreed");
	cJSON_Delete(doc);
	free(text);
	annot_items_free(&it);
	free(pe.msg);

	memset(&pe, 0, sizeof pe);
	CHECK(annot_parse(bad, sizeof bad - 1, &it, &pe) != 0);
	CHECK(pe.msg && strstr(pe.msg, "history[0]: reason is not a text"));
	CHECK(pe.line == 1 && pe.col > 1);
	free(pe.msg);
}

void annot_adjudicate_tests(void)
{
	RUN(test_adjudicate);
	RUN(test_reason_in_file);
}
