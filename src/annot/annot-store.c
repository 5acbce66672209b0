/* annot-store.c - opening, refreshing and closing an annotation store
 * (see annot.h). */
#include "config.h"
#include "annot-int.h"
#include "json-pos.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void steps_free(struct annot_steps *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].run);
		free(s->v[i].problem);
		cJSON_Delete(s->v[i].from);
		cJSON_Delete(s->v[i].to);
	}
	free(s->v);
	memset(s, 0, sizeof *s);
}

void annot_close(struct annot_store *st)
{
	if (!st)
		return;
	if (st->lockfd >= 0)
		close(st->lockfd);
	annot_items_free(&st->it);
	steps_free(&st->undo);
	steps_free(&st->redo);
	free(st->mine);
	for (size_t i = 0; i < st->nlabels; i++)
		free(st->labels[i]);
	free(st->labels);
	diags_free(&st->diags);
	free(st->author);
	free(st->path);
	free(st->lockpath);
	free(st);
}

const char *annot_path(const struct annot_store *st)
{
	return st->path;
}

bool annot_is_readonly(const struct annot_store *st)
{
	return st->readonly;
}

void annot_set_author(struct annot_store *st, const char *author)
{
	free(st->author);
	st->author = xstrdup(author && *author ? author : "unknown");
}

const char *annot_author(const struct annot_store *st)
{
	return st->author;
}

void annot_drain_diags(struct annot_store *st, struct diags *d)
{
	for (size_t i = 0; i < st->diags.n; i++) {
		const struct diag *g = &st->diags.v[i];
		diag_add(d, g->level, g->file, g->line, g->col, "%s", g->msg);
	}
	diags_free(&st->diags);
	diags_init(&st->diags);
}

static void set_labels(struct annot_store *st, const struct annot_opts *o, struct diags *d)
{
	size_t nb = 0;

	while (annot_builtin_labels[nb])
		nb++;
	st->labels = xcalloc(nb + o->nlabels + 1, sizeof *st->labels);
	for (size_t i = 0; i < nb; i++)
		st->labels[st->nlabels++] = xstrdup(annot_builtin_labels[i]);
	for (size_t i = 0; i < o->nlabels; i++) {
		/* a bad label is reported and left out; the others work */
		const char *why = annot_label_problem(o->labels[i]);
		if (!why && annot_label_known(st, o->labels[i]))
			why = "is defined twice";
		if (why)
			diag_error(d, o->labels_from ? o->labels_from : "<workspace>", 0, 0,
				   "label '%s' %s", o->labels[i], why);
		else
			st->labels[st->nlabels++] = xstrdup(o->labels[i]);
	}
}

/* Undefined labels in the file (just loaded: its items in file order): one
 * warning each, at the first item's "label" (the file is read again for
 * the line:col only when there is something to warn about). */
static void warn_labels(const struct annot_store *st, struct diags *d)
{
	char *text = NULL;
	size_t len = 0;
	bool read = false;

	for (size_t i = 0; i < st->it.n; i++) {
		const char *l = st->it.v[i].label;
		bool seen = false;
		long line = 0, col = 0;
		char path[48];
		if (!l || annot_label_known(st, l))
			continue;
		for (size_t k = 0; k < i && !seen; k++)
			seen = st->it.v[k].label && !strcmp(st->it.v[k].label, l);
		if (seen)
			continue;
		if (!read) {
			text = read_file(st->path, &len);
			read = true;
		}
		snprintf(path, sizeof path, "items[%zu].label", i);
		if (text)
			json_pos_near(text, len, path, &line, &col);
		diag_warn(d, st->path, line, col,
			  "label '%s' is not defined (add it to the workspace's labels:)", l);
	}
	free(text);
}

static bool parent_exists(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir;
	bool ok;

	if (!slash)
		return true;
	dir = xstrndup(path, (size_t)(slash - path) + (slash == path));
	ok = is_dir(dir);
	free(dir);
	return ok;
}

/* Read the file at start-up; a corrupt one is kept aside (not readonly). */
static int load(struct annot_store *st, struct diags *d)
{
	struct annot_perr pe = { 0, 0, NULL, false };
	int rc = annot_read(st->path, &st->it, &st->stamp, &pe);

	if (rc == -1) {
		diag_error(d, st->path, 0, 0, "cannot read: %s", strerror(errno));
		return EXIT_IOERR;
	}
	if (rc == -3 || (rc == -2 && st->readonly)) {
		diag_error(d, st->path, pe.line, pe.col, "%s", pe.msg);
		free(pe.msg);
		return EXIT_DATAERR;
	}
	if (rc == -2) {
		char *aside = annot_keep_aside(st->path, st->clock ? st->clock() : time(NULL));
		if (!aside) {
			diag_error(d, st->path, pe.line, pe.col, "%s; cannot keep it aside: %s",
				   pe.msg, strerror(errno));
			free(pe.msg);
			return EXIT_IOERR;
		}
		diag_warn(d, st->path, pe.line, pe.col,
			  "%s; the file is kept aside as %s and annotations start empty", pe.msg,
			  aside);
		free(aside);
		free(pe.msg);
		annot_stamp_of(st->path, &st->stamp);
	}
	return 0;
}

int annot_open(const char *path, const struct annot_opts *o, struct annot_store **out,
	       struct diags *d)
{
	struct annot_store *st = xcalloc(1, sizeof *st);
	const char *user = getenv("USER");
	int rc = 0;

	*out = NULL;
	st->path = xstrdup(path);
	st->lockpath = xasprintf("%s.lock", path);
	st->lockfd = -1;
	st->readonly = o->readonly;
	st->author = xstrdup(o->author && *o->author ? o->author :
			     user && *user ? user : "unknown");
	st->clock = o->clock;
	st->any_label = o->any_label;
	st->lock_wait_ms = o->lock_wait_ms > 0 ? o->lock_wait_ms : ANNOT_LOCK_WAIT_MS;
	annot_items_init(&st->it);
	diags_init(&st->diags);
	set_labels(st, o, d);
	if (st->readonly || !parent_exists(path)) {
		rc = load(st, d);
	} else if (annot_lock(st) != 0) {
		if (errno == EACCES || errno == EROFS || errno == EPERM) {
			/* a checkout we may not write to: look, do not touch */
			diag_warn(d, st->lockpath, 0, 0, "cannot lock (%s): annotations are read-only",
				  strerror(errno));
			st->readonly = true;
			rc = load(st, d);
		} else {
			diag_error(d, st->lockpath, 0, 0, "cannot lock: %s", strerror(errno));
			rc = EXIT_IOERR;
		}
	} else {
		annot_clean_temps(path);
		rc = load(st, d);
		st->gen = annot_gen_read(st->lockfd);
		annot_unlock(st);
	}
	if (rc) {
		annot_close(st);
		return rc;
	}
	warn_labels(st, d);
	st->first_id = st->it.next_id;
	*out = st;
	return 0;
}

int annot_refresh(struct annot_store *st, struct diags *d)
{
	struct annot_stamp now;
	struct annot_items fresh;
	struct annot_perr pe = { 0, 0, NULL, false };
	uint64_t gen = annot_gen_read(st->lockfd);
	int rc;

	annot_drain_diags(st, d);
	annot_stamp_of(st->path, &now);
	if (gen == st->gen && annot_stamp_same(&now, &st->stamp))
		return 0;
	rc = annot_read(st->path, &fresh, &now, &pe);
	if (rc == -1) {
		diag_error(d, st->path, 0, 0, "cannot read: %s", strerror(errno));
		return -1;
	}
	if (rc <= -2) {
		/* kept aside by the next change, under the lock */
		diag_warn(d, st->path, pe.line, pe.col, "%s", pe.msg);
		free(pe.msg);
		return -1;
	}
	st->gen = gen;
	st->stamp = now;
	if (rc == 1 && st->it.n)
		return 0;	/* deleted: the next change writes ours again */
	annot_items_free(&st->it);
	st->it = fresh;
	return 1;
}
