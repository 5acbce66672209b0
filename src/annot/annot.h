/* annot.h - the annotation store: hand labels, notes, tags and answer
 * overrides per (run, problem, sample), with their history, kept in one
 * JSON file per workspace.
 *
 * The file (DESIGN.md "Annotations"; this comment is its reference):
 *
 *   {"format": "gravel-annotations", "version": 1, "next_id": 7,
 *    "items": [
 *      {"run": "r", "problem": "nlgraph/flow/easy/standard/3", "sample": 0,
 *       "label": "partial", "note": "right idea, one edge off",
 *       "tags": ["arithmetic"], "override": {"value": 5},
 *       "history": [
 *         {"id": 1, "time": "2024-05-01T10:00:00Z", "author": "ana",
 *          "op": "set", "field": "label", "from": null, "to": "wrong"},
 *         {"id": 2, ..., "op": "undo", "undoes": 1, "field": "label",
 *          "from": "wrong", "to": null},
 *         {"id": 3, ..., "op": "set", "field": "label", "from": null,
 *          "to": "partial", "reason": "the flow is right, one edge off"}]}]}
 *
 * A merged file's items also hold "labels" (every annotator's label by
 * author), "conflict": true when they differ, and "notes" (every
 * annotator's note by author; "note" joins them).
 *
 * Adjudication: a label set with a reason (an event's "reason") settles
 * a disagreement between annotators: the label is the final one, and the
 * annotator's own label, which agreement is measured on, is the one it
 * replaced (annot_own_label). It is recorded even when the label stays
 * the same (the annotator keeps theirs), since the reason is the record.
 * Files without reasons (older ones) read as before.
 *
 * Absent fields mean none. Every change is one history event: op "set"
 * (one field), "clear" (field "all": from/to are objects of the four
 * fields), "undo" or "redo" (of the event "undoes" names); "from" is the
 * value before, "to" after, JSON null for none. Event ids grow by one
 * over the whole file (next_id), so every change ever made keeps its
 * place. Readers ignore unknown keys.
 *
 * Labels: the built-in ones (correct, incorrect, partial, unparseable,
 * ambiguous-question) plus the workspace's (workspace.h labels:), checked
 * by annot_labels_check(). A label in the file that is no longer defined
 * is kept and reported as a warning; setting an unknown label is refused.
 *
 * Durability. Every change is written before the call returns: the whole
 * file goes to a temporary file in the same directory, which is fsync'd
 * and renamed over FILE, and the directory is fsync'd. A killed gravel
 * therefore leaves either the old or the new file, never a mix; what it
 * loses is at most the change it was making. Stale temporary files of a
 * killed writer are removed the next time the file is opened for writing.
 * A file that does not parse (or is not an annotation file) is renamed to
 * FILE.corrupt-YYYYMMDDTHHMMSS[-N] when opened for writing, reported as a
 * diagnostic, and the store starts empty; read-only opens report it and
 * fail (EXIT_DATAERR) without touching it.
 *
 * Concurrency: MERGE, not read-only. Each change takes an exclusive
 * flock() on the sidecar FILE.lock, re-reads FILE when another process
 * replaced it since we last read it, applies the change on top of that
 * state (its "from" is the value found there), writes, and unlocks. Why
 * merge: annotating is long, interactive work; two people (or one person
 * with two terminals, say one per run) annotating one workspace is the
 * normal case, and a second session locked out into read-only would be
 * useless for it, while a whole-session lock would block the other one.
 * The lock is held only for the read-modify-write of one change (a few
 * milliseconds), so nobody waits, and nothing is lost: changes to
 * different items or fields simply both land, and two changes to the same
 * field are ordered by the lock, both kept in the history. Undo and redo
 * are per session (the in-memory stacks of this store); undoing a change
 * whose field someone else has changed since is refused (ANNOT_CONFLICT)
 * rather than silently overwriting their value. annot_refresh() picks up
 * other processes' changes between edits (the TUI calls it when idle).
 *
 * Overrides: the answer the model clearly meant, in the task's typed
 * answer shape (the JSON shape of gold.answer, e.g. {"path": [0,3,2]}).
 * annot_override_check() validates one against a problem; scoring with
 * one (annot_rescore, and gravel score --with-annotations) renders the
 * value as the task's canonical answer sentence (annot_override_text: "The
 * shortest path from node 0 to node 2 is 0,3,2 with a total weight of
 * 4.") and scores that text in place of the sample's:
 *   strict  judges the override value itself: the canonical text is built
 *           so that strict's extractor reads back exactly the value (this
 *           is checked; a value that would not read back is refused); the
 *           text holds no reasoning, so the only claim checked is a shortest
 *           path's stated total;
 *   compat  scores the item as if the model had written the canonical
 *           sentence, with NLGraph's script rules and quirks (cycle's
 *           label still comes from the question's index; topology's
 *           carried result is the previous item's).
 * GraCoRe and GraphEval2000 tasks: "The answer is VALUE." and the JSON
 * output text, read by their own scorers under both policies.
 *
 * Ownership: the store owns every annotation and event; pointers it
 * returns stay valid until the next change, refresh or annot_close. */
#ifndef GRAVEL_ANNOT_H
#define GRAVEL_ANNOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>
#include "diag.h"

typedef struct cJSON cJSON;
struct problem;
struct problemset;
struct policy;
struct score_result;
struct answer;
struct annot_store;

#define ANNOT_VERSION 1

enum annot_field { AF_LABEL, AF_NOTE, AF_TAGS, AF_OVERRIDE, AF_ALL, AF__COUNT };
enum annot_op { AO_SET, AO_CLEAR, AO_UNDO, AO_REDO, AO__COUNT };

/* "label", "note", "tags", "override", "all"; parse returns 0 or -1. */
const char *annot_field_name(enum annot_field f);
int annot_field_parse(const char *s, enum annot_field *out);
/* "set", "clear", "undo", "redo". */
const char *annot_op_name(enum annot_op op);

struct annot_key {
	const char *run, *problem;
	long sample;
};

struct annot_event {
	long id;
	char *time;		/* UTC, "2024-05-01T10:00:00Z" */
	char *author;
	enum annot_op op;
	enum annot_field field;	/* AF_ALL for clear (and its undo/redo) */
	long undoes;		/* undo/redo: the id of the event it reverses */
	cJSON *from, *to;	/* values; JSON null for none */
	char *reason;		/* an adjudication's reason, else NULL */
};

struct annot {
	char *run, *problem;
	long sample;
	char *label;		/* NULL: none */
	char *note;		/* NULL: none (UTF-8, may hold newlines) */
	char **tags;		/* ntags tags, sorted, no duplicates */
	size_t ntags;
	cJSON *override;	/* an object, or NULL */
	struct annot_event *hist;	/* oldest first */
	size_t nhist, caphist;
	/* A merged file (gravel annotations merge): every annotator's label,
	 * {"ana": "correct", "bob": "partial"}, kept as read; label is then
	 * the agreed one, none while they conflict. NULL otherwise. */
	cJSON *labels;
	cJSON *notes;		/* likewise every annotator's note, or NULL */
};

/* Do a merged item's annotators give different labels? */
bool annot_conflict(const struct annot *a);
/* The event that set a's label when it was an adjudication (a label set
 * with a reason, not undone since), else NULL. */
const struct annot_event *annot_adjudication(const struct annot *a);
/* a's annotator's own label: the label the adjudications that set the
 * current one replaced, else the label (NULL: none). */
const char *annot_own_label(const struct annot *a);
/* Who set a's label: the author of the last event that set it (NULL:
 * none recorded). */
const char *annot_label_author(const struct annot *a);
/* The store's annotator when it is one person's: the most frequent
 * author of its labels, NULL when no label has one. */
const char *annot_store_annotator(const struct annot_store *st);
/* Does a carry a label, note, tag, override or annotators' labels? */
bool annot_is_set(const struct annot *a);

struct annot_opts {
	const char *const *labels;	/* the workspace's extra labels */
	size_t nlabels;
	const char *labels_from;	/* where they are defined, for messages */
	const char *author;	/* NULL: $USER, else "unknown" */
	bool readonly;		/* no lock, no writes; corrupt file = error */
	time_t (*clock)(void);	/* NULL: time() (tests fix the clock) */
	int lock_wait_ms;	/* give up on a held lock after this; 0: 5000 */
	bool any_label;		/* the workspace's labels are unknown (a bare
				 * annotation file): the built-in ones and
				 * those the file's items carry */
};

struct annot_store;

/* Open (or start) the annotation file at path. Returns 0 (a corrupt file
 * kept aside is a diag warning, and so are undefined labels; a directory
 * where the lock file cannot be made, e.g. a read-only checkout, opens the
 * store read-only with a warning: annot_is_readonly), EXIT_IOERR
 * when the lock or file cannot be used, EXIT_DATAERR for a corrupt file
 * when readonly or a file of a newer format version. *out is NULL on
 * failure. A missing file is an empty store (written on the first
 * change; its directory is created then). */
int annot_open(const char *path, const struct annot_opts *o, struct annot_store **out,
	       struct diags *d);
void annot_close(struct annot_store *st);
const char *annot_path(const struct annot_store *st);
bool annot_is_readonly(const struct annot_store *st);
const char *annot_author(const struct annot_store *st);
/* Sign the next changes with author (the TUI asks for one when none is
 * known). */
void annot_set_author(struct annot_store *st, const char *author);

/* Move what changes reported (a corrupt file kept aside under the lock)
 * into d. annot_refresh does this too. */
void annot_drain_diags(struct annot_store *st, struct diags *d);
/* Re-read the file if another process replaced it. Returns 1 when
 * reloaded, 0 when unchanged, -1 on error (d filled; the store keeps its
 * state). Pointers from the store are invalid after a reload. */
int annot_refresh(struct annot_store *st, struct diags *d);

/* $XDG_DATA_HOME/gravel/annotations, else ~/.local/share/gravel/annotations;
 * NULL when neither variable is set. malloc'd. */
char *annot_data_dir(void);
/* Check a workspace's extra label names (lower-case letters, digits, '-'
 * and '_', starting with a letter or digit, at most 32 bytes, no
 * duplicates, not a built-in one); errors in d against file. Returns the
 * number of errors. */
size_t annot_labels_check(const char *const *labels, size_t n, const char *file,
			  struct diags *d);
/* Labels one can set: the built-in ones, then the workspace's. */
size_t annot_nlabels(const struct annot_store *st);
const char *annot_label_at(const struct annot_store *st, size_t i);
bool annot_label_known(const struct annot_store *st, const char *label);
/* The built-in labels (NULL-terminated). */
extern const char *const annot_builtin_labels[];

/* ---- reading ------------------------------------------------------------ */
size_t annot_count(const struct annot_store *st);
const struct annot *annot_at(const struct annot_store *st, size_t i);
/* The annotation of an item, or NULL when it never had one. */
const struct annot *annot_get(const struct annot_store *st, const struct annot_key *k);
/* The value of one field as JSON (new; JSON null for none; AF_ALL: an
 * object of the four fields). Caller deletes. */
cJSON *annot_field_json(const struct annot *a, enum annot_field f);

struct annot_filter {
	const char *run, *problem;	/* NULL: any */
	const char *label;	/* NULL: any; "": no label */
	const char *tag;	/* NULL: any */
	int has_override;	/* -1 any, 0 without, 1 with */
	int has_note;		/* -1 any, 0 without, 1 with */
	const char *text;	/* case-insensitive (ASCII) substring of the note */
	bool all;		/* also items whose every field was cleared */
};
void annot_filter_init(struct annot_filter *f);
bool annot_matches(const struct annot *a, const struct annot_filter *f);
/* Indices (file order) of the matching annotations; *idx malloc'd. */
size_t annot_list(const struct annot_store *st, const struct annot_filter *f, size_t **idx);

/* ---- changes ------------------------------------------------------------ */
/* Results of the calls below; *err (when not NULL) gets a malloc'd
 * message on failure. Nothing changes on failure. */
enum annot_rc {
	ANNOT_OK = 0,
	ANNOT_INVALID = -1,	/* bad value: unknown label, bad tag, ... */
	ANNOT_IOERR = -2,	/* could not lock, read or save (errno) */
	ANNOT_CONFLICT = -3,	/* undo/redo: the field was changed since */
	ANNOT_NOTHING = -4,	/* nothing to undo / redo */
	ANNOT_READONLY = -5,	/* the store was opened read-only */
};

/* Set one field (value NULL or JSON null removes it). AF_LABEL takes a
 * string, AF_NOTE a string (UTF-8, "" = none), AF_TAGS an array of
 * strings (sorted and made unique; [] = none), AF_OVERRIDE an object;
 * AF_ALL an object of those fields (absent = none). Setting the value a
 * field already has records nothing and returns ANNOT_OK. A new change
 * empties the redo stack. */
int annot_set(struct annot_store *st, const struct annot_key *k, enum annot_field f,
	      const cJSON *value, char **err);
int annot_set_label(struct annot_store *st, const struct annot_key *k, const char *label,
		    char **err);
/* Adjudicate: set the label with a reason (non-empty, one line), recorded
 * even when the label is already that one. */
int annot_adjudicate(struct annot_store *st, const struct annot_key *k, const char *label,
		     const char *reason, char **err);
int annot_set_note(struct annot_store *st, const struct annot_key *k, const char *note,
		   char **err);
int annot_set_tags(struct annot_store *st, const struct annot_key *k, const char *const *tags,
		   size_t n, char **err);
int annot_set_override(struct annot_store *st, const struct annot_key *k, const cJSON *v,
		       char **err);
/* Remove every field (op "clear"). */
int annot_clear(struct annot_store *st, const struct annot_key *k, char **err);
/* Undo this session's last change / redo the last undone one. */
int annot_undo(struct annot_store *st, char **err);
int annot_redo(struct annot_store *st, char **err);
/* Per item, from the history kept in the file (so it survives a restart
 * and works across sessions): undo reverses the item's last change not
 * undone yet (set, clear or redo), redo the item's last undo not redone
 * while no newer change came after it. Recorded as undo/redo events;
 * *done is the new event (valid until the next change). ANNOT_NOTHING
 * when there is nothing to reverse; ANNOT_CONFLICT as annot_undo. */
int annot_undo_item(struct annot_store *st, const struct annot_key *k,
		    const struct annot_event **done, char **err);
int annot_redo_item(struct annot_store *st, const struct annot_key *k,
		    const struct annot_event **done, char **err);
/* Item undo picks this session's last change of the item (not undone,
 * its field not changed by anyone else since) when there is one, else
 * the item's last change. The event an item undo / redo would reverse
 * (NULL: none; valid until the next change or refresh), and whether an
 * event is this person's: recorded by this store, or by the same author
 * before this store opened the file (an earlier session; another
 * process's changes since are someone else's, even under the same
 * name). The TUI asks before reversing someone else's change. */
const struct annot_event *annot_item_target(const struct annot_store *st,
					    const struct annot_key *k, bool redo);
bool annot_event_mine(const struct annot_store *st, const struct annot_event *e);
bool annot_can_undo(const struct annot_store *st);
bool annot_can_redo(const struct annot_store *st);
/* Id of the last event this store recorded (0 before any). */
long annot_last_id(const struct annot_store *st);
/* The key the next undo / redo would touch, or NULL. */
const struct annot *annot_undo_target(const struct annot_store *st);
const struct annot *annot_redo_target(const struct annot_store *st);

/* An event as the file holds it, under id (undo/redo: naming undoes);
 * merge renumbers the events of the files it joins. */
cJSON *annot_event_json(const struct annot_event *ev, long id, long undoes);

/* ---- export ------------------------------------------------------------- */
enum annot_format { AFMT_JSON, AFMT_JSONL, AFMT_CSV };
int annot_parse_format(const char *s, enum annot_format *out);
/* Write the matching annotations (f NULL: every annotated item):
 *   json   {"format": ..., "version": 1, "items": [...]}, each item as in
 *          the file, with its history;
 *   jsonl  one item object per line;
 *   csv    run,problem,sample,label,tags,note,override,changes,
 *          last_time,last_author (tags ';'-joined, override as JSON).
 * Returns 0 or -1 on an I/O error. */
int annot_export(const struct annot_store *st, const struct annot_filter *f,
		 enum annot_format fmt, FILE *fp);
/* The same with extra fields per row (explore_export_annotations adds the
 * items' verdicts, question and answer): json() adds keys to an item's
 * object, csv_header() and csv() append ",col..." (no newline). Rows are
 * sorted by problem id, then run and sample. */
struct annot_export_extra {
	void (*json)(void *ctx, const struct annot *a, cJSON *o);
	void (*csv_header)(void *ctx, FILE *fp);
	void (*csv)(void *ctx, const struct annot *a, FILE *fp);
	void *ctx;
};
int annot_export_with(const struct annot_store *st, const struct annot_filter *f,
		      enum annot_format fmt, const struct annot_export_extra *x, FILE *fp);

/* ---- overrides and scoring ---------------------------------------------- */
/* Is v a valid override for p (an object in the task's gold.answer shape,
 * values in range for p's graph)? 0, or -1 with *err. */
int annot_override_check(const struct problem *p, const cJSON *v, char **err);
/* What a well-formed override v contradicts in the question (a path that
 * does not run from the query's source to its target, an order or
 * Hamiltonian path of the wrong length, a node listed twice), as
 * "; "-separated messages appended to out. Returns how many. The override
 * is still allowed (it records what the model meant); the TUI warns. */
size_t annot_override_warnings(const struct problem *p, const cJSON *v, struct strbuf *out);
/* The task's canonical answer text for v (see above), malloc'd, *len set;
 * NULL with *err when v is not a valid override. */
char *annot_override_text(const struct problem *p, const cJSON *v, size_t *len, char **err);
/* Score p as answered by override v under pol (a single sample, fresh run
 * state; ps, which may be NULL, gives the size of p's set, which compat's
 * cycle needs). Returns 0 and fills *out (*correct: the policy's primary
 * metric is 1), or -1 with *err. */
int annot_rescore(const struct policy *pol, const struct problemset *ps, const struct problem *p,
		  const cJSON *v, struct score_result *out, bool *correct, char **err);

/* gravel score --with-annotations: a score_subst (score.h) whose ctx is a
 * struct annot_subst: answers with an override are scored by their
 * override's canonical text; an override that does not fit its problem is
 * a warning in d and the answer's own text is scored. */
struct annot_subst {
	const struct annot_store *st;
	struct diags *d;
	size_t used, bad;	/* overrides applied / refused */
};
char *annot_subst_text(void *ctx, const struct problem *p, const struct answer *a,
		       size_t *len);

#endif
