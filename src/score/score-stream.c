/* score-stream.c - scoring runs a part at a time, keeping only the groups
 * or writing the items at once (see score.h, struct score_stream). */
#include "config.h"
#include "score.h"
#include "diag.h"
#include "pipeline.h"
#include "runs-file.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void score_stream_init(struct score_stream *ss, const struct policy *pol)
{
	memset(ss, 0, sizeof *ss);
	ss->pol = pol;
	ss->keys[0] = SK_RUN;
	ss->nkeys = 1;
	ss->fmt = SF_TABLE;
	ss->out = stdout;
	ss->rep.pol = pol;
}

/* The kept copy of s (NULL stays NULL): names outlive the part whose
 * answers they came from. The previous item's name is tried first (a
 * run's items share them, mostly as the same pointer: last[1] is the s
 * that gave last[0]). */
static const char *intern_near(struct score_stream *ss, const char *s, const char *last[2])
{
	if (!s)
		return NULL;
	if (last[0] && (s == last[1] || !strcmp(s, last[0]))) {
		last[1] = s;
		return last[0];
	}
	last[1] = s;
	return last[0] = strtab_intern(&ss->names, s);
}

struct score_part {
	struct score_report rep;
	struct diags drop_d, d;	/* for ss->drop_d and ss->d, in order */
};

void score_stream_ready(struct score_stream *ss, bool shared)
{
	score_sets_ready(&ss->sets, ss->ps, shared);
}

struct score_part *score_stream_part(struct score_stream *ss, struct runset *rs)
{
	struct score_part *part = xcalloc(1, sizeof *part);

	diags_init(&part->drop_d);
	diags_init(&part->d);
	if (ss->drop_mismatched)
		runset_drop_mismatched(rs, &part->drop_d);
	if (rs->n)
		score_runs_sets(ss->pol, ss->resolve, ss->ps, rs, ss->sub, &part->rep, &ss->sets,
				&part->d);
	return part;
}

void score_part_free(struct score_part *part)
{
	if (!part)
		return;
	score_report_free(&part->rep);
	diags_free(&part->drop_d);
	diags_free(&part->d);
	free(part);
}

/* The part's kept items appended to ss->whole, borrowing the answers'
 * text (the caller keeps them); the missing ones counted as below. */
static int stream_keep_whole(struct score_stream *ss, struct score_part *part)
{
	struct score_report *rep = &part->rep, *w = ss->whole;
	size_t from = w->n;

	w->pol = rep->pol;
	w->missing += rep->missing;
	if (!w->v && !ss->keep) {	/* the first part whole: taken, not copied */
		w->v = rep->v;
		w->n = rep->n;
		w->cap = rep->cap;
		rep->v = NULL;
	} else {
		for (size_t i = 0; i < rep->n; i++) {
			struct score_item *it = &rep->v[i];
			if (ss->keep && !ss->keep(ss->keep_ctx, it)) {
				score_result_free(&it->res);
				continue;
			}
			xgrow(&w->v, &w->cap, w->n + 1, sizeof *w->v);
			w->v[w->n++] = *it;
		}
	}
	for (size_t i = from; i < w->n; i++)
		if (!w->v[i].p)
			score_missing_count(&ss->missing, w->v[i].problem_id);
	ss->items_seen += w->n - from;
	rep->n = 0;	/* the results are w's now */
	score_part_free(part);
	return 0;
}

int score_stream_take(struct score_stream *ss, struct runset *rs, struct score_part *part)
{
	struct score_report *rep = &part->rep;
	const char *last[3][2] = { { NULL, NULL }, { NULL, NULL }, { NULL, NULL } };
	size_t n = 0;

	if (ss->drop_d)	/* else nothing was dropped */
		diags_append(ss->drop_d, &part->drop_d);
	diags_append(ss->d, &part->d);
	ss->answers += rs->n;
	if (!rs->n) {
		score_part_free(part);
		return ss->io_failed;
	}
	ss->rep.missing += rep->missing;
	if (ss->whole)
		return stream_keep_whole(ss, part);
	for (size_t i = 0; i < rep->n; i++) {
		struct score_item *it = &rep->v[i];
		if (ss->keep && !ss->keep(ss->keep_ctx, it)) {
			score_result_free(&it->res);
			continue;
		}
		/* the answers go once this part is done: nothing may borrow them */
		it->run = intern_near(ss, it->run, last[0]);
		it->model = intern_near(ss, it->model, last[1]);
		it->method = intern_near(ss, it->method, last[2]);
		it->text = NULL;
		it->text_len = 0;
		if (!it->p)
			score_missing_count(&ss->missing, it->problem_id);
		if (n != i)	/* an item of 900 bytes: not copied onto itself */
			rep->v[n] = *it;
		n++;
	}
	rep->n = n;
	if (ss->items) {
		if (!ss->io_failed &&
		    score_print_items_part(ss->out, ss->fmt, rep, ss->items_seen == 0) != 0)
			ss->io_failed = -1;
	} else {
		score_groups_add(&ss->groups, rep, ss->keys, ss->nkeys, ss->items_seen);
	}
	ss->items_seen += n;
	score_part_free(part);
	return ss->io_failed;
}

int score_stream_add(struct score_stream *ss, struct runset *rs)
{
	return score_stream_take(ss, rs, score_stream_part(ss, rs));
}

/* The runs of score_stream_add_all: views of a runset's answers, each a
 * run's (they share the runset's strings and are never freed). */
struct run_views {
	struct score_stream *ss;
	struct runset *v;
};

static void *view_part(void *ctx, size_t i)
{
	struct run_views *rv = ctx;

	return score_stream_part(rv->ss, &rv->v[i]);
}

static void view_drop(void *ctx, void *part)
{
	(void)ctx;
	score_part_free(part);
}

static int cmp_ptr(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t) * (const char *const *)a, y = (uintptr_t) * (const char *const *)b;
	return (x > y) - (x < y);
}

int score_stream_add_all(struct score_stream *ss, struct runset *rs)
{
	struct run_views rv = { ss, NULL };
	size_t nv = 0, cap = 0;
	const char **runs;
	bool apart = false;
	unsigned nth;
	struct pipeline *pl;
	int r = 0;

	/* a run's answers share its interned name: a run is where it changes */
	for (size_t i = 0, j; i < rs->n; i = j) {
		for (j = i + 1; j < rs->n && rs->v[j].run == rs->v[i].run; j++)
			;
		xgrow(&rv.v, &cap, nv + 1, sizeof *rv.v);
		rv.v[nv] = *rs;
		rv.v[nv].v = rs->v + i;
		rv.v[nv].n = rv.v[nv].cap = j - i;
		nv++;
	}
	runs = xcalloc(nv ? nv : 1, sizeof *runs);
	for (size_t k = 0; k < nv; k++)
		runs[k] = rv.v[k].v[0].run;
	qsort(runs, nv, sizeof *runs, cmp_ptr);
	for (size_t k = 1; k < nv && !apart; k++)
		apart = runs[k] == runs[k - 1];
	free(runs);
	if (nv < 2 || apart) {
		free(rv.v);
		return score_stream_add(ss, rs);
	}
	/* threads only when the memo is made for them here (not made before,
	 * unshared, by parts scored one at a time) */
	nth = ss->sets ? 0 : pipeline_threads(PIPELINE_MAX_THREADS);
	score_stream_ready(ss, nth > 0);
	pl = pipeline_start(nv, nth + 1, nth, view_part, view_drop, &rv);
	for (size_t k = 0; k < nv && !r; k++)
		r = score_stream_take(ss, &rv.v[k], pipeline_take(pl));
	pipeline_stop(pl);
	free(rv.v);
	return r;
}

/* The runs of score_stream_file: each read from its block and scored on
 * a worker. */
struct file_runs {
	struct score_stream *ss;
	const struct runs_blocks *bl;
	int fd;
	const char *name;
};
struct file_run {
	struct runset rs;
	struct diags d;
	int rc;
	struct score_part *part;	/* NULL when a line could not be read */
};

static void *file_run_read(void *ctx, size_t i)
{
	struct file_runs *fr = ctx;
	struct file_run *r = xcalloc(1, sizeof *r);

	runset_init(&r->rs);
	diags_init(&r->d);
	r->rc = runs_read_block(fr->fd, fr->name, &fr->bl->v[i], &r->rs, &r->d);
	if (!r->rc)
		r->part = score_stream_part(fr->ss, &r->rs);
	return r;
}

static void file_run_free(void *ctx, void *p)
{
	struct file_run *r = p;

	(void)ctx;
	score_part_free(r->part);
	runset_free(&r->rs);
	diags_free(&r->d);
	free(r);
}

/* The items of score_stream_file, held in a temporary file until every
 * line is read (none are printed when one cannot be), then copied to out;
 * a temporary file that cannot be written is an error of its own (not of
 * stdout's). Returns rc, or EXIT_IOERR. */
static int items_held(struct score_stream *ss, FILE *tmp, FILE *out, int rc, int e,
		      struct diags *d)
{
	ss->out = out;
	if (ss->io_failed && !rc) {
		diag_error(d, "gravel score", 0, 0, "cannot hold the items in a temporary file: %s",
			   strerror(e));
		rc = EXIT_IOERR;
	}
	if (ss->io_failed || rc)
		ss->io_failed = 0;	/* nothing went to out */
	else if (stream_copy(tmp, out) != 0)
		ss->io_failed = -1;	/* out's own error: said as ever */
	fclose(tmp);
	return rc;
}

int score_stream_file(struct score_stream *ss, const char *path, struct diags *d)
{
	struct runs_blocks bl;
	struct file_runs fr = { ss, &bl, -1, diag_input_name(path) };
	struct pipeline *pl;
	FILE *tmp = NULL, *out = ss->out;
	unsigned nth;
	int rc = 0, held_errno = 0;

	if (!runs_index_jsonl(path, &bl))
		return SCORE_STREAM_WHOLE;
	fr.fd = input_open(path);
	/* items: held aside, not printed as they come (no temporary file:
	 * the file is read whole); a file that cannot be opened: its message
	 * comes from reading it whole */
	if (fr.fd < 0 || (ss->items && !(tmp = temp_stream()))) {
		if (fr.fd >= 0)
			close(fr.fd);
		runs_blocks_free(&bl);
		return SCORE_STREAM_WHOLE;
	}
	if (tmp)
		ss->out = tmp;
	nth = ss->sets ? 0 : pipeline_threads(PIPELINE_MAX_THREADS);
	score_stream_ready(ss, nth > 0);
	pl = pipeline_start(bl.n, nth + 1, nth, file_run_read, file_run_free, &fr);
	/* every run's lines are read, for their messages; once a line cannot
	 * be, nothing more is scored (runs_read_jsonl scores nothing then) */
	for (size_t k = 0; k < bl.n; k++) {
		struct file_run *r = pipeline_take(pl);
		diags_append(d, &r->d);
		if (r->rc && !rc)
			rc = r->rc;
		if (!rc) {
			if (score_stream_take(ss, &r->rs, r->part) && !held_errno)
				held_errno = errno;	/* the temporary file's */
			r->part = NULL;
		}
		file_run_free(NULL, r);
	}
	pipeline_stop(pl);
	close(fr.fd);
	runs_blocks_free(&bl);
	return tmp ? items_held(ss, tmp, out, rc, held_errno, d) : rc;
}

struct score_group *score_stream_groups(struct score_stream *ss, size_t *ng)
{
	return score_groups_take(&ss->groups, ss->keys, ss->nkeys, ng);
}

const struct score_report *score_stream_report(const struct score_stream *ss)
{
	return &ss->rep;
}

char *score_stream_missing_text(const struct score_stream *ss, const char *problems)
{
	return score_missing_say(&ss->missing, ss->rep.missing, problems);
}

void score_stream_free(struct score_stream *ss)
{
	free(ss->groups.v);
	score_sets_free(ss->sets);
	score_missing_free(&ss->missing);
	strtab_free(&ss->names);
	memset(ss, 0, sizeof *ss);
}
