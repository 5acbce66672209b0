/* annot-int.h - what the annotation store's files share (annot*.c). */
#ifndef GRAVEL_ANNOT_INT_H
#define GRAVEL_ANNOT_INT_H

#include "annot.h"
#include "util.h"
#include "task.h"

#include <stdint.h>
#include <sys/types.h>

/* The items of one version of the file, with a hash index. */
struct annot_items {
	struct annot *v;
	size_t n, cap;
	size_t *slot;		/* item index + 1, 0 = empty; scap a power of 2 */
	size_t scap;
	long next_id;		/* id of the next event */
};

/* What identifies the file we last read (or wrote). */
struct annot_stamp {
	bool exists;
	dev_t dev;
	ino_t ino;
	off_t size;
	long long mtime_ns, ctime_ns;
};

/* One change of this session, for undo / redo. */
struct annot_step {
	char *run, *problem;
	long sample;
	enum annot_field field;
	cJSON *from, *to;
	long id;
};

struct annot_steps {
	struct annot_step *v;
	size_t n, cap;
};

struct annot_store {
	char *path, *lockpath;
	int lockfd;		/* -1 until the first lock (never when readonly) */
	bool readonly;
	char *author;
	time_t (*clock)(void);
	int lock_wait_ms;
	bool any_label;
	char **labels;		/* built-in, then the workspace's */
	size_t nlabels;
	struct annot_items it;
	struct annot_stamp stamp;
	uint64_t gen;		/* the lock file's generation when last synced */
	long last_id;
	struct annot_steps undo, redo;
	long *mine;		/* ids of the events this store recorded */
	size_t nmine, capmine;
	long first_id;		/* next_id when opened: older events are from
				 * earlier sessions */
	struct diags diags;	/* reported during changes: corrupt file kept aside */
};

/* annot.c: items and values */
void annot_items_init(struct annot_items *it);
void annot_items_free(struct annot_items *it);
/* Index of the item, or -1. */
long annot_items_find(const struct annot_items *it, const char *run, const char *problem,
		      long sample);
/* Find or append (history empty). */
struct annot *annot_items_add(struct annot_items *it, const char *run, const char *problem,
			      long sample);
/* Drop the last item (a rollback of annot_items_add). */
void annot_items_pop(struct annot_items *it);
void annot_event_free(struct annot_event *e);
/* Normalise a value of field f (see annot_set): a new JSON value (null for
 * none), or NULL with *err. labels: when not NULL, the label must be one
 * of them. */
cJSON *annot_value_norm(enum annot_field f, const cJSON *v, const struct annot_store *labels,
			char **err);
/* Why s cannot be a workspace label, or NULL. */
const char *annot_label_problem(const char *s);
/* Store a normalised value into a's field(s). */
void annot_field_assign(struct annot *a, enum annot_field f, const cJSON *v);
/* cJSON allocation checks (out of memory is fatal, as with x*alloc). */
cJSON *annot_ck(cJSON *j);

/* annot-score.c: overrides */
/* Is key one of the task's space-separated gold.answer keys? */
bool annot_answer_key(const struct task *t, const char *key);
/* Append the canonical answer text of a checked override (the family's
 * annot_ops text). */
void annot_answer_text(const struct problem *p, const cJSON *v, struct strbuf *sb);
/* Helpers of the families' ops (annot-<family>.c): v's member k; "; " and
 * a message appended to out, counted in *n; how many node ids of the list
 * a repeat; a number, a comma-separated list, any JSON value as an answer
 * (yes/no, a number, a string, compact JSON); "The answer is X." with x,
 * else the first of the task's answer keys v gives, else v's first member. */
const cJSON *annot_member(const cJSON *v, const char *k);
void annot_warn(struct strbuf *out, size_t *n, const char *fmt, ...) ATTR_FORMAT(3, 4);
size_t annot_repeats(const cJSON *a, int n);
void annot_put_num(struct strbuf *sb, double v);
void annot_put_list(struct strbuf *sb, const cJSON *a);
void annot_put_value(struct strbuf *sb, const cJSON *v);
void annot_text_answer_is(const struct problem *p, const cJSON *v, const cJSON *x,
			  struct strbuf *sb);
/* *err = message; returns -1. */
int annot_nope(char **err, const char *fmt, ...) ATTR_FORMAT(2, 3);

/* annot-file.c, annot-disk.c: the file */
/* Why a file did not parse: where (0 when it does not apply), a malloc'd
 * message, and whether it is a newer format version (not corrupt). */
struct annot_perr {
	long line, col;
	char *msg;
	bool newer;
};
/* Parse file text into it (fresh). Returns 0, or -1 with pe filled. */
int annot_parse(const char *text, size_t len, struct annot_items *it, struct annot_perr *pe);
/* The file's JSON for the items (caller frees). */
char *annot_render(const struct annot_items *it);
cJSON *annot_item_json(const struct annot *a, bool history);
/* How long a change waits for another writer's lock by default. */
#define ANNOT_LOCK_WAIT_MS 5000
/* Lock / unlock the sidecar lock file (creating the directory). */
int annot_lock(struct annot_store *st);
void annot_unlock(struct annot_store *st);
/* Under the lock: re-read the file when another process changed it; a
 * corrupt file is kept aside (st->diags) and our state stands. */
int annot_sync(struct annot_store *st);
/* Under the lock: write the items durably. 0 or -1 (errno). */
int annot_save(struct annot_store *st);
/* Stamp of path now. */
void annot_stamp_of(const char *path, struct annot_stamp *s);
bool annot_stamp_same(const struct annot_stamp *a, const struct annot_stamp *b);
/* Read path into a fresh item set. 0; 1 when missing (empty it); -1 with
 * errno when unreadable; -2 with pe when it does not parse, -3 when it is
 * of a newer format version. */
int annot_read(const char *path, struct annot_items *it, struct annot_stamp *s,
	       struct annot_perr *pe);
/* Rename a corrupt file aside; returns the new name (malloc'd) or NULL. */
char *annot_keep_aside(const char *path, time_t now);
/* Remove temporary files left by killed writers (under the lock). */
void annot_clean_temps(const char *path);
/* The lock file's generation counter (0 when none). */
uint64_t annot_gen_read(int fd);
void annot_gen_write(int fd, uint64_t gen);

#endif
