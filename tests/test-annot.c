/* test-annot.c - the annotation store: changes and history, undo/redo,
 * two handles and two processes on one file, a held lock (the file:
 * test-annot-file.c; overrides and scoring: test-annot-score.c). */
#include "config.h"
#include "unit.h"
#include "test-annot.h"
#include "annot.h"
#include "util.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define K1 annot_test_k1
#define K2 annot_test_k2
#define K3 annot_test_k3

time_t annot_test_clock(void)
{
	return 1714557600;	/* 2024-05-01T10:00:00Z */
}

char *annot_test_dir(void)
{
	const char *t = getenv("TMPDIR");
	char *dir = xasprintf("%s/gravel-annot-XXXXXX", t && *t ? t : "/tmp");

	if (!mkdtemp(dir)) {
		free(dir);
		return NULL;
	}
	return dir;
}

void annot_test_rmdir(char *dir)
{
	DIR *dp = opendir(dir);
	struct dirent *de;

	while (dp && (de = readdir(dp))) {
		char *p;
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		p = xasprintf("%s/%s", dir, de->d_name);
		if (unlink(p) != 0)
			annot_test_rmdir(p);	/* a subdirectory */
		else
			free(p);
	}
	if (dp)
		closedir(dp);
	rmdir(dir);
	free(dir);
}

struct annot_store *annot_test_open(const char *path, bool ro, const char *author)
{
	static const char *const extra[] = { "hallucinated-edge", "Bad Label" };
	/* a minute's wait for the lock, not the default 5 s: test_two_processes
	 * is about both writers' changes landing, and on a loaded machine one
	 * writer's fsync can hold the lock for seconds */
	struct annot_opts o = { .labels = extra, .nlabels = 2, .labels_from = "ws.yaml",
				.author = author, .readonly = ro, .clock = annot_test_clock,
				.lock_wait_ms = 60000 };
	struct annot_store *st = NULL;
	struct diags d;

	diags_init(&d);
	if (annot_open(path, &o, &st, &d) != 0)
		st = NULL;
	diags_free(&d);
	return st;
}

const struct annot_key annot_test_k1 = { "run-a", "demo/flow/easy/standard/0", 0 };
const struct annot_key annot_test_k2 = { "run-a", "demo/flow/easy/standard/0", 1 };
const struct annot_key annot_test_k3 = { "run-b", "demo/cycle/easy/standard/1", 0 };

static bool is_str(const cJSON *j, const char *s)
{
	return cJSON_IsString(j) && !strcmp(j->valuestring, s);
}

static void test_changes_and_history(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *st;
	const struct annot *a;
	const char *tags[] = { "zeta", "alpha", "zeta" };
	cJSON *ov = cJSON_Parse("{\"value\": 5}");
	char *err = NULL;

	REQUIRE(dir);
	path = xasprintf("%s/sub/notes.json", dir);	/* the directory is made on save */
	st = annot_test_open(path, false, "ana");
	REQUIRE(st);
	CHECK_INT(annot_count(st), 0);
	CHECK_INT(annot_set_label(st, &K1, "partial", &err), ANNOT_OK);
	CHECK_INT(annot_set_label(st, &K1, "hallucinated-edge", &err), ANNOT_OK);
	CHECK_INT(annot_set_label(st, &K1, "made-up", &err), ANNOT_INVALID);
	CHECK(err && strstr(err, "made-up"));
	free(err);
	err = NULL;
	CHECK_INT(annot_set_label(st, &K1, "Bad Label", &err), ANNOT_INVALID);	/* not kept */
	free(err);
	err = NULL;
	CHECK_INT(annot_set_note(st, &K1, "naïve: \"right\" idea,\nwrong edge", &err), ANNOT_OK);
	CHECK_INT(annot_set_tags(st, &K1, tags, 3, &err), ANNOT_OK);
	CHECK_INT(annot_set_override(st, &K1, ov, &err), ANNOT_OK);
	CHECK_INT(annot_set_note(st, &K1, "bad\x01", &err), ANNOT_INVALID);
	free(err);
	err = NULL;
	/* the same value again records nothing */
	CHECK_INT(annot_set_label(st, &K1, "hallucinated-edge", &err), ANNOT_OK);
	CHECK_INT(annot_last_id(st), 5);
	annot_close(st);

	/* a new handle reads everything back, with the history */
	st = annot_test_open(path, true, NULL);
	REQUIRE(st);
	a = annot_get(st, &K1);
	REQUIRE(a);
	CHECK_STR(a->label, "hallucinated-edge");
	CHECK_STR(a->note, "naïve: \"right\" idea,\nwrong edge");
	REQUIRE(a->ntags == 2);
	CHECK_STR(a->tags[0], "alpha");
	CHECK_STR(a->tags[1], "zeta");
	CHECK(a->override && cJSON_Compare(a->override, ov, true));
	REQUIRE(a->nhist == 5);
	CHECK_INT(a->hist[0].id, 1);
	CHECK_INT(a->hist[4].id, 5);
	CHECK_STR(a->hist[0].time, "2024-05-01T10:00:00Z");
	CHECK_STR(a->hist[0].author, "ana");
	CHECK_INT(a->hist[0].op, AO_SET);
	CHECK_INT(a->hist[0].field, AF_LABEL);
	CHECK(cJSON_IsNull(a->hist[0].from) && is_str(a->hist[0].to, "partial"));
	CHECK(is_str(a->hist[1].from, "partial") && is_str(a->hist[1].to, "hallucinated-edge"));
	CHECK_INT(a->hist[3].field, AF_TAGS);
	CHECK_INT(cJSON_GetArraySize(a->hist[3].to), 2);
	CHECK(annot_get(st, &K2) == NULL);
	annot_close(st);
	cJSON_Delete(ov);
	free(path);
	annot_test_rmdir(dir);
}

static void test_undo_redo(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *st;
	const struct annot *a;
	char *err = NULL;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	st = annot_test_open(path, false, "bo");
	REQUIRE(st);
	CHECK(!annot_can_undo(st));
	CHECK_INT(annot_undo(st, &err), ANNOT_NOTHING);
	free(err);
	err = NULL;
	CHECK_INT(annot_set_label(st, &K1, "correct", NULL), ANNOT_OK);	/* id 1 */
	CHECK_INT(annot_set_label(st, &K1, "incorrect", NULL), ANNOT_OK);	/* id 2 */
	CHECK_INT(annot_set_note(st, &K1, "n", NULL), ANNOT_OK);		/* id 3 */
	CHECK(annot_undo_target(st) == annot_get(st, &K1));
	CHECK_INT(annot_undo(st, NULL), ANNOT_OK);				/* id 4 */
	a = annot_get(st, &K1);
	CHECK(a->note == NULL);
	CHECK_INT(annot_undo(st, NULL), ANNOT_OK);				/* id 5 */
	CHECK_STR(annot_get(st, &K1)->label, "correct");
	CHECK(annot_can_redo(st));
	CHECK_INT(annot_redo(st, NULL), ANNOT_OK);				/* id 6 */
	CHECK_STR(annot_get(st, &K1)->label, "incorrect");
	/* a new change empties the redo stack */
	CHECK_INT(annot_set_tags(st, &K1, (const char *[]){ "t" }, 1, NULL), ANNOT_OK);
	CHECK(!annot_can_redo(st));
	CHECK_INT(annot_redo(st, NULL), ANNOT_NOTHING);
	/* clear, and its undo brings every field back */
	CHECK_INT(annot_clear(st, &K1, NULL), ANNOT_OK);			/* id 8 */
	a = annot_get(st, &K1);
	CHECK(!annot_is_set(a));
	CHECK_INT(annot_undo(st, NULL), ANNOT_OK);				/* id 9 */
	a = annot_get(st, &K1);
	CHECK_STR(a->label, "incorrect");
	CHECK_INT(a->ntags, 1);
	annot_close(st);

	/* nothing is lost: every change, undo and redo is in the history */
	st = annot_test_open(path, true, NULL);
	REQUIRE(st);
	a = annot_get(st, &K1);
	REQUIRE(a && a->nhist == 9);
	CHECK_INT(a->hist[3].op, AO_UNDO);
	CHECK_INT(a->hist[3].undoes, 3);
	CHECK_INT(a->hist[4].undoes, 2);
	CHECK_INT(a->hist[5].op, AO_REDO);
	CHECK_INT(a->hist[5].undoes, 5);	/* it reverses the undo, event 5 */
	CHECK_INT(a->hist[7].op, AO_CLEAR);
	CHECK_INT(a->hist[7].field, AF_ALL);
	CHECK(is_str(cJSON_GetObjectItem(a->hist[7].from, "label"), "incorrect"));
	CHECK_INT(a->hist[8].undoes, 8);
	annot_close(st);
	free(path);
	annot_test_rmdir(dir);
}

/* Two handles on one file merge: nothing either one wrote is lost. */
static void test_two_handles(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *h1, *h2;
	const struct annot *a;
	struct diags d;
	char *err = NULL;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	h1 = annot_test_open(path, false, "h1");
	h2 = annot_test_open(path, false, "h2");
	REQUIRE(h1 && h2);
	CHECK_INT(annot_set_label(h1, &K1, "partial", NULL), ANNOT_OK);
	CHECK_INT(annot_set_note(h2, &K1, "from h2", NULL), ANNOT_OK);	/* h2 merges h1's */
	CHECK_INT(annot_set_label(h2, &K3, "correct", NULL), ANNOT_OK);
	CHECK_INT(annot_set_tags(h1, &K2, (const char *[]){ "x" }, 1, NULL), ANNOT_OK);
	a = annot_get(h1, &K1);
	CHECK_STR(a->label, "partial");
	CHECK_STR(a->note, "from h2");
	CHECK_STR(annot_get(h1, &K3)->label, "correct");
	/* h2 sees h1's later change after a refresh */
	diags_init(&d);
	CHECK(annot_get(h2, &K2) == NULL);
	CHECK_INT(annot_refresh(h2, &d), 1);
	CHECK_INT(annot_refresh(h2, &d), 0);
	diags_free(&d);
	CHECK(annot_get(h2, &K2) != NULL);
	/* ids stay unique across both writers */
	CHECK_INT(annot_last_id(h1), 4);
	/* undoing a change someone else changed since is refused */
	CHECK_INT(annot_set_label(h1, &K3, "partial", NULL), ANNOT_OK);
	CHECK_INT(annot_set_label(h2, &K3, "unparseable", NULL), ANNOT_OK);
	CHECK_INT(annot_undo(h1, &err), ANNOT_CONFLICT);
	CHECK(err && strstr(err, "h2"));
	free(err);
	CHECK_STR(annot_get(h1, &K3)->label, "unparseable");
	/* the conflicting step is dropped; the one before it undoes fine */
	CHECK_INT(annot_undo(h1, NULL), ANNOT_OK);
	CHECK(annot_get(h1, &K2)->ntags == 0);
	annot_close(h1);
	annot_close(h2);
	free(path);
	annot_test_rmdir(dir);
}

/* Two processes write at once (flock across processes): every change of
 * both lands. */
static void test_two_processes(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *st;
	pid_t kid[2];
	int status, ok = 1;
	enum { PER = 40 };

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	fflush(NULL);
	for (int c = 0; c < 2; c++) {
		kid[c] = fork();
		REQUIRE(kid[c] >= 0);
		if (kid[c] == 0) {
			struct annot_store *s = annot_test_open(path, false, c ? "p2" : "p1");
			int bad = !s;
			for (long i = 0; s && i < PER; i++) {
				struct annot_key k = { c ? "p2" : "p1", "demo/x/easy/standard/0", i };
				bad |= annot_set_note(s, &k, "written", NULL) != ANNOT_OK;
				/* and one shared item both keep changing */
				bad |= annot_set_tags(s, &(struct annot_key){ "shared", "p", 0 },
						      (const char *[]){ c ? "p2" : "p1" }, 1,
						      NULL) != ANNOT_OK;
			}
			annot_close(s);
			_exit(bad);
		}
	}
	for (int c = 0; c < 2; c++) {
		REQUIRE(waitpid(kid[c], &status, 0) == kid[c]);
		ok &= WIFEXITED(status) && WEXITSTATUS(status) == 0;
	}
	CHECK(ok);
	st = annot_test_open(path, true, NULL);
	REQUIRE(st);
	CHECK_INT(annot_count(st), 2 * PER + 1);
	for (long i = 0; i < PER; i++) {
		CHECK(annot_get(st, &(struct annot_key){ "p1", "demo/x/easy/standard/0", i }));
		CHECK(annot_get(st, &(struct annot_key){ "p2", "demo/x/easy/standard/0", i }));
	}
	{
		/* the shared item's history holds each recorded change once,
		 * ids unique and increasing */
		const struct annot *a = annot_get(st, &(struct annot_key){ "shared", "p", 0 });
		REQUIRE(a);
		CHECK(a->nhist >= 1 && a->nhist <= 2 * PER);
		for (size_t i = 1; i < a->nhist; i++)
			CHECK(a->hist[i].id > a->hist[i - 1].id);
	}
	annot_close(st);
	free(path);
	annot_test_rmdir(dir);
}

/* A writer stuck holding the lock: a change gives up (nothing changes)
 * instead of hanging, and works once the lock is free. */
static void test_held_lock(void)
{
	char *dir = annot_test_dir(), *path, *lock, *err = NULL;
	struct annot_opts o = { .author = "t", .clock = annot_test_clock, .lock_wait_ms = 30 };
	struct annot_store *st = NULL;
	struct diags d;
	int fd;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	lock = xasprintf("%s/a.json.lock", dir);
	diags_init(&d);
	REQUIRE(annot_open(path, &o, &st, &d) == 0);
	diags_free(&d);
	fd = open(lock, O_RDWR | O_CREAT, 0666);
	REQUIRE(fd >= 0 && flock(fd, LOCK_EX) == 0);
	CHECK_INT(annot_set_label(st, &K1, "correct", &err), ANNOT_IOERR);
	CHECK(err && strstr(err, "another gravel holds it"));
	free(err);
	CHECK(annot_get(st, &K1) == NULL);
	CHECK(access(path, F_OK) != 0);
	CHECK(!annot_can_undo(st));
	flock(fd, LOCK_UN);
	close(fd);
	CHECK_INT(annot_set_label(st, &K1, "correct", NULL), ANNOT_OK);
	CHECK_INT(annot_last_id(st), 1);
	annot_close(st);
	free(lock);
	free(path);
	annot_test_rmdir(dir);
}

/* Per item, from the history in the file: undo and redo survive closing
 * the store, and act on one item only. */
static void test_item_undo(void)
{
	char *dir = annot_test_dir(), *path;
	struct annot_store *st;
	const struct annot_event *ev = NULL;
	char *err = NULL;

	REQUIRE(dir);
	path = xasprintf("%s/a.json", dir);
	st = annot_test_open(path, false, "bo");
	REQUIRE(st);
	CHECK_INT(annot_undo_item(st, &K1, &ev, &err), ANNOT_NOTHING);
	free(err);
	err = NULL;
	CHECK_INT(annot_set_label(st, &K1, "correct", NULL), ANNOT_OK);	/* id 1 */
	CHECK_INT(annot_set_label(st, &K1, "incorrect", NULL), ANNOT_OK);	/* id 2 */
	CHECK_INT(annot_set_note(st, &K2, "other item", NULL), ANNOT_OK);	/* id 3 */
	annot_close(st);
	/* a new session: undo K1's last change, not K2's */
	st = annot_test_open(path, false, "bo");
	REQUIRE(st);
	CHECK(!annot_can_undo(st));	/* the session stack is empty ... */
	CHECK_INT(annot_undo_item(st, &K1, &ev, NULL), ANNOT_OK);	/* ... the file's is not */
	REQUIRE(ev);
	CHECK_INT(ev->op, AO_UNDO);
	CHECK_INT(ev->undoes, 2);
	CHECK_STR(annot_get(st, &K1)->label, "correct");
	CHECK_STR(annot_get(st, &K2)->note, "other item");
	CHECK_INT(annot_undo_item(st, &K1, &ev, NULL), ANNOT_OK);	/* undoes id 1 */
	CHECK(annot_get(st, &K1)->label == NULL);
	CHECK_INT(annot_undo_item(st, &K1, &ev, NULL), ANNOT_NOTHING);
	annot_close(st);
	st = annot_test_open(path, false, "bo");
	REQUIRE(st);
	CHECK_INT(annot_redo_item(st, &K1, &ev, NULL), ANNOT_OK);	/* back to "correct" */
	CHECK_STR(annot_get(st, &K1)->label, "correct");
	CHECK_INT(annot_redo_item(st, &K1, &ev, NULL), ANNOT_OK);	/* and "incorrect" */
	CHECK_STR(annot_get(st, &K1)->label, "incorrect");
	CHECK_INT(annot_redo_item(st, &K1, &ev, NULL), ANNOT_NOTHING);
	/* undo after redo reverses the redo */
	CHECK_INT(annot_undo_item(st, &K1, &ev, NULL), ANNOT_OK);
	CHECK_STR(annot_get(st, &K1)->label, "correct");
	/* a new change: nothing to redo any more */
	CHECK_INT(annot_set_note(st, &K1, "n", NULL), ANNOT_OK);
	CHECK_INT(annot_redo_item(st, &K1, &ev, NULL), ANNOT_NOTHING);
	annot_close(st);
	free(path);
	annot_test_rmdir(dir);
}

void suite_annot(void)
{
	RUN(test_changes_and_history);
	RUN(test_undo_redo);
	RUN(test_item_undo);
	RUN(test_two_handles);
	RUN(test_two_processes);
	RUN(test_held_lock);
	annot_file_tests();
	annot_score_tests();
	annot_agree_tests();
	annot_adjudicate_tests();
}
