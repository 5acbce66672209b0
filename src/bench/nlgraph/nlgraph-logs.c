/* nlgraph-logs.c - finding and reading NLGraph's log folders (see
 * nlgraph-logs.h). */
#include "config.h"
#include "nlgraph-logs.h"
#include "pipeline.h"
#include "problem.h"
#include "nlgraph.h"
#include "nlgraph-ops.h"
#include "npy.h"
#include "task.h"
#include "util.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Whether the log folder holds path to read: false when it is absent;
 * something else there (a FIFO, a device, a folder) is said and *rc set
 * to EXIT_NOINPUT, since reading it could wait forever. */
static bool is_file(const char *path, struct diags *d, int *rc)
{
	struct stat st;

	if (stat(path, &st) != 0)
		return false;
	if (!S_ISREG(st.st_mode)) {
		diag_error(d, path, 0, 0, "cannot read: %s", input_strerror(EINPUT_NOT_REGULAR));
		*rc = EXIT_NOINPUT;
		return false;
	}
	return true;
}

/* Sorted names of the sub-folders of path (NULL-terminated; free with
 * dir_list_free). Returns NULL when path cannot be listed or has none. */
static char **list_dirs(const char *path, size_t *n)
{
	char **v = dir_list(path, DIR_LIST_DIRS, NULL, n);

	if (v && !*n) {
		dir_list_free(v);
		v = NULL;
	}
	return v;
}

/* The argument namespace of prompt.txt: "Namespace(model=0, mode='easy',
 * ..., SC=1, SC_num=5)". Only integer values are read. */
struct log_params {
	long sc, sc_num, layer, city, model;
	char *prompt;		/* prompt.txt, NULL when absent */
	size_t prompt_len;
	const char *ns;		/* its namespace, NULL when none */
};

static long ns_int(const char *ns, const char *key, long dflt)
{
	size_t kl = strlen(key);
	const char *p = ns;

	while ((p = strstr(p, key))) {
		bool start = p == ns || p[-1] == '(' || p[-1] == ' ' || p[-1] == ',';
		if (start && p[kl] == '=') {
			char *end;
			long v = strtol(p + kl + 1, &end, 10);
			if (end != p + kl + 1)
				return v;
		}
		p += kl;
	}
	return dflt;
}

static void read_params(const char *dir, struct log_params *lp)
{
	char *path = xasprintf("%s/prompt.txt", dir);
	size_t len;
	char *txt = read_file(path, &len);
	const char *ns = NULL, *p;

	lp->sc = 0;
	lp->sc_num = 5;
	lp->layer = 1;
	lp->city = 0;
	lp->model = -1;
	if (txt) {
		for (p = txt; (p = strstr(p, "Namespace(")); p++)
			ns = p;
		if (ns) {
			lp->sc = ns_int(ns, "SC", 0);
			lp->sc_num = ns_int(ns, "SC_num", 5);
			lp->layer = ns_int(ns, "layer", 1);
			lp->city = ns_int(ns, "city", 0);
			lp->model = ns_int(ns, "model", -1);
		}
	}
	lp->prompt = txt;
	lp->prompt_len = txt ? len : 0;
	lp->ns = ns;
	free(path);
}

/* Tasks whose scripts never vote: SC in the namespace is ignored there. */
static bool task_votes(const struct task *t)
{
	return !nlgraph_ops_for(t->kind)->no_votes;
}

/* Why the run's prompt.txt does not show the dataset's last item, or NULL
 * (malloc'd). */
static char *mismatch_of(const struct log_params *lp, const struct problemset *ps,
			 const char *last_id)
{
	const struct problem *p = problemset_lookup(ps, last_id);	/* on a reader thread */

	size_t pl = (size_t)(strrchr(last_id, '/') - last_id) + 1, nother = 0;
	const struct problem *other = NULL;
	struct nlgraph_prompt *pr;

	if (!p || !lp->prompt)
		return NULL;
	pr = nlgraph_prompt_new(lp->prompt, lp->prompt_len);
	if (nlgraph_prompt_match(pr, p) != 0) {
		nlgraph_prompt_free(pr);
		return NULL;
	}
	/* the same set's other graphs: when exactly one fits, the run asked
	 * the dataset's questions in another order (answers map to the wrong
	 * problems just the same) */
	for (size_t i = 0; i < ps->n && nother < 2; i++) {
		const struct problem *o = ps->v[i];
		if (o != p && o->task == p->task && !strncmp(o->id, last_id, pl) &&
		    nlgraph_prompt_match(pr, o) == 1) {
			other = o;
			nother++;
		}
	}
	nlgraph_prompt_free(pr);
	if (nother == 1)
		return xasprintf("asked in another order: prompt.txt's last question shows the "
				 "graph of %s, not of %s", other->id, last_id);
	return xasprintf("made on another graph: prompt.txt's last question is not %s's",
			 last_id);
}

/* i in decimal at o, NUL-ended: this runs once per answer of every
 * run, where snprintf's format parsing and locale work would cost more
 * than the digits themselves. */
static void put_index(char *o, size_t i)
{
	char tmp[24];
	size_t n = 0;

	do {
		tmp[n++] = (char)('0' + i % 10);
		i /= 10;
	} while (i);
	while (n)
		*o++ = tmp[--n];
	*o = '\0';
}

static const char *const res_names[] = { "res", "res1", "res2" };

/* The run's res.npy, res1.npy and res2.npy where present (have_res), each
 * a 1-D integer array of one length, *q. Returns 0 or the exit status. */
static int read_res(const char *path, struct npy res[3], bool have_res[3], size_t *q,
		    struct diags *d)
{
	int rc = 0;

	for (int i = 0; i < 3 && !rc; i++) {
		char *file = xasprintf("%s/%s.npy", path, res_names[i]);
		if (is_file(file, d, &rc)) {
			rc = npy_read(file, &res[i], d);
			if (!rc && (res[i].type != NPY_INT || res[i].ndim != 1)) {
				diag_error(d, file, 0, 0, "expected a 1-D integer array");
				rc = EXIT_DATAERR;
			}
			if (!rc && *q && res[i].count != *q) {
				/* name both: either of them may be the short one */
				const char *other = res_names[have_res[0] ? 0 : 1];
				diag_error(d, file, 0, 0, "holds %zu values, but %s.npy holds %zu",
					   res[i].count, other, *q);
				rc = EXIT_DATAERR;
			}
			have_res[i] = !rc;
			*q = res[i].count;
		}
		free(file);
	}
	return rc;
}

/* The run's answer.npy where present (*have_ans): a 1-D array of strings,
 * *sc samples for each of *q questions (*q from the res arrays, else from
 * the namespace's SC_num). Returns 0 or the exit status. */
static int read_answers(const char *path, const struct task *t, const struct log_params *lp,
			struct npy *ans, bool *have_ans, size_t *q, size_t *sc, struct diags *d)
{
	char *file = xasprintf("%s/answer.npy", path);
	int rc = 0;

	*have_ans = is_file(file, d, &rc);
	if (*have_ans) {
		rc = npy_read(file, ans, d);
		if (!rc && (ans->type != NPY_STR || ans->ndim != 1)) {
			diag_error(d, file, 0, 0, "expected a 1-D array of strings");
			rc = EXIT_DATAERR;
		}
		if (!rc && !*q && ans->count) {	/* no res*.npy: trust the namespace */
			*sc = lp->sc == 1 && task_votes(t) && lp->sc_num > 0 ? (size_t)lp->sc_num : 1;
			*q = ans->count / *sc;
		}
		if (!rc && *q && ans->count % *q) {
			diag_error(d, file, 0, 0,
				   "%zu answers for %zu questions: not a whole number of samples each",
				   ans->count, *q);
			rc = EXIT_DATAERR;
		}
		if (!rc && *q)
			*sc = ans->count / *q;
	}
	free(file);
	return rc;
}

static int read_run(const char *path, const char *task_dir, const char *difficulty,
		    const char *run_folder, const struct problemset *ps, struct runset *rs,
		    bool *mismatched, struct diags *d)
{
	const struct task *t = task_find(task_dir);
	const struct nlgraph_ops *ops;
	struct npy res[3], ans;
	bool have_res[3] = { false, false, false }, have_ans = false;
	struct log_params lp;
	const char *set;
	char *run, *model = NULL, *method = NULL, *mismatch = NULL, *id;
	const char *irun, *imodel, *imethod, *imismatch;
	size_t q = 0, sc = 1, idn;
	int rc = 0;

	*mismatched = false;

	if (!t) {
		diag_error(d, path, 0, 0, "unknown NLGraph task folder '%s'", task_dir);
		return EXIT_DATAERR;
	}
	ops = nlgraph_ops_for(t->kind);
	set = !strcmp(difficulty, "line") || !strcmp(difficulty, "clique") ? "attack" : "standard";
	memset(res, 0, sizeof res);
	memset(&ans, 0, sizeof ans);
	read_params(path, &lp);
	rc = read_res(path, res, have_res, &q, d);
	if (!rc)
		rc = read_answers(path, t, &lp, &ans, &have_ans, &q, &sc, d);
	if (rc)
		goto out;
	if (!have_ans && !q) {
		diag_warn(d, path, 0, 0, "no answer.npy and no res*.npy: nothing to read");
		goto out;
	}
	if (have_ans && lp.sc == 1 && task_votes(t) && sc != (size_t)lp.sc_num)
		diag_warn(d, path, 0, 0, "prompt.txt says SC_num=%ld, the answers hold %zu per question",
			  lp.sc_num, sc);
	run = xasprintf("%s/%s/%s", task_dir, difficulty, run_folder);
	nlgraph_run_names(lp.ns, lp.model, lp.sc == 1 && task_votes(t), run_folder, &model,
			  &method);
	if (ps && q) {
		char *last = xasprintf("nlgraph/%s/%s/%s/%zu", t->name, difficulty, set, q - 1);
		mismatch = mismatch_of(&lp, ps, last);
		*mismatched = mismatch != NULL;
		free(last);
	}
	/* one id, its index rewritten per question (q has the most digits) */
	id = xasprintf("nlgraph/%s/%s/%s/%zu", t->name, difficulty, set, q);
	idn = (size_t)(strrchr(id, '/') + 1 - id);
	/* interned once: each answer below then points to the same copies */
	irun = runset_intern(rs, run);
	imodel = runset_intern(rs, model);
	imethod = runset_intern(rs, method);
	imismatch = runset_intern(rs, mismatch);
	/* room for the run's answers at once (each run comes in a runset of
	 * its own: no doubling from one) */
	xgrow(&rs->v, &rs->cap, rs->n + q * (have_ans ? sc : 1), sizeof *rs->v);
	for (size_t i = 0; i < q; i++) {
		put_index(id + idn, i);	/* i < q: fits where q's digits are */
		for (size_t k = 0; k < (have_ans ? sc : 1); k++) {
			size_t ai = i * sc + k;
			struct answer *a = runset_add(rs, id, irun, (long)k,
						      have_ans ? ans.str[ai] : NULL,
						      have_ans ? ans.len[ai] : 0);
			for (int r = 0; r < 3; r++)
				if (have_res[r])
					metrics_set(&a->recorded, res_names[r],
						    (double)res[r].ints[i]);
			if (ops->run_params)
				ops->run_params(a, lp.layer, lp.city, run_folder);
			a->model = imodel;
			a->method = imethod;
			a->mismatch = imismatch;
		}
	}
	free(id);
	free(run);
out:
	free(model);
	free(method);
	free(mismatch);
	free(lp.prompt);
	for (int i = 0; i < 3; i++)
		npy_free(&res[i]);
	npy_free(&ans);
	return rc;
}

int nlgraph_log_read_run(const char *path, const char *task_dir, const char *difficulty,
			 const char *run_folder, struct runset *rs, struct diags *d)
{
	bool mm;
	return read_run(path, task_dir, difficulty, run_folder, NULL, rs, &mm, d);
}

/* The old contract of nlgraph_logs_read: a run that could not be read
 * (o.skipped) fails the whole read; its warnings become errors. */
int nlgraph_logs_fail_skipped(const struct nlgraph_logs_opts *o, struct diags *d)
{
	if (!o->skipped)
		return 0;
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].level == DIAG_WARNING && strstr(d->v[i].msg, "; skipped")) {
			d->v[i].level = DIAG_ERROR;
			d->errors++;
		}
	return EXIT_DATAERR;
}

int nlgraph_logs_read(const char *dir, struct runset *rs, size_t *nruns, struct diags *d)
{
	struct nlgraph_logs_opts o = { NULL, false, 0, 0, 0, false };
	int rc = nlgraph_logs_read_opts(dir, &o, rs, nruns, d);

	return rc ? rc : nlgraph_logs_fail_skipped(&o, d);
}

static void walk_add(struct nlgraph_logs_walk *w, char *path, const char *task_dir,
		     const char *difficulty, const char *folder)
{
	struct nlgraph_log_entry *e;

	xgrow(&w->v, &w->cap, w->n + 1, sizeof *w->v);
	e = &w->v[w->n++];
	e->path = path;
	e->task_dir = task_dir;
	e->difficulty = xstrdup(difficulty);
	e->folder = xstrdup(folder);
	e->unplaced = false;
}

int nlgraph_logs_walk_open(const char *dir, const struct nlgraph_logs_opts *o,
			   struct nlgraph_logs_walk *w, struct diags *d)
{
	char *root = nlgraph_root(dir);

	memset(w, 0, sizeof *w);
	if (!root) {
		diag_error(d, dir, 0, 0, "not an NLGraph checkout (no task folders)");
		return is_dir(dir) ? EXIT_DATAERR : EXIT_NOINPUT;
	}
	for (size_t ti = 0; ti < task_count(); ti++) {
		const struct task *t = task_at(ti);
		char *gdir, **diffs;
		size_t nd;

		if (!t->nlgraph_dir)
			continue;
		gdir = xasprintf("%s/%s/graph", root, t->nlgraph_dir);
		diffs = list_dirs(gdir, &nd);
		for (size_t di = 0; di < nd; di++) {
			char *ldir = xasprintf("%s/%s", gdir, diffs[di]);
			size_t nr;
			char **runs = o->report_unplaced && !strcmp(diffs[di], "log")
					      ? list_dirs(ldir, &nr) : NULL;

			/* reported when the walk reaches them, in order */
			for (size_t ri = 0; runs && ri < nr; ri++) {
				walk_add(w, xstrdup(ldir), t->nlgraph_dir, diffs[di], runs[ri]);
				w->v[w->n - 1].unplaced = true;
			}
			if (runs)
				dir_list_free(runs);
			free(ldir);
		}
		for (size_t di = 0; di < nd; di++) {
			char *ldir = xasprintf("%s/%s/log", gdir, diffs[di]);
			size_t nr;
			char **runs = list_dirs(ldir, &nr);

			for (size_t ri = 0; ri < nr; ri++)
				walk_add(w, xasprintf("%s/%s", ldir, runs[ri]), t->nlgraph_dir,
					 diffs[di], runs[ri]);
			dir_list_free(runs);
			free(ldir);
		}
		dir_list_free(diffs);
		free(gdir);
	}
	free(root);
	return 0;
}

int nlgraph_logs_walk_read(const struct nlgraph_log_entry *e, struct nlgraph_logs_opts *o,
			   struct runset *rs, size_t *nruns, struct diags *d)
{
	size_t nd0 = d->n, na0 = rs->n;
	bool mm;
	int r;

	if (e->unplaced) {
		diag_warn(d, e->path, 0, 0,
			  "%s: a run outside graph/<difficulty>/log/ has no "
			  "difficulty to map its answers to; not read", e->folder);
		o->unplaced++;
		return 0;
	}
	r = read_run(e->path, e->task_dir, e->difficulty, e->folder, o->ps, rs, &mm, d);
	if (r == EXIT_DATAERR && !o->strict) {
		diags_demote(d, nd0);
		o->skipped++;
	} else if (!r) {
		(*nruns)++;
		o->mismatched += mm;
	}
	if (r)	/* nothing of a failed run is kept */
		runset_truncate(rs, na0);
	return r == EXIT_DATAERR && !o->strict ? 0 : r;
}

void nlgraph_logs_walk_free(struct nlgraph_logs_walk *w)
{
	for (size_t i = 0; i < w->n; i++) {
		free(w->v[i].path);
		free(w->v[i].difficulty);
		free(w->v[i].folder);
	}
	free(w->v);
	memset(w, 0, sizeof *w);
}

int nlgraph_logs_read_opts(const char *dir, struct nlgraph_logs_opts *o, struct runset *rs,
			   size_t *nruns, struct diags *d)
{
	return nlgraph_logs_read_each(dir, o, NULL, rs, nruns, d);
}

/* One run read (and prepared) on a reader thread (pipeline.h) into its
 * own runset and diagnostics; the caller adds them in order, as if read in
 * turn. */
struct read_ahead {
	const struct nlgraph_logs_walk *w;
	struct nlgraph_logs_opts o;	/* the caller's, counts at 0 (its own
					 * change as runs are taken) */
	const struct run_sink *sink;
};
struct run_read {
	struct runset rs;
	struct diags d;
	struct nlgraph_logs_opts o;	/* its counts */
	size_t nruns;
	int r;
	void *prepared;
};

static void *read_one(void *ctx, size_t i)
{
	const struct read_ahead *ra = ctx;
	struct run_read *rr = xcalloc(1, sizeof *rr);

	runset_init(&rr->rs);
	diags_init(&rr->d);
	rr->o = ra->o;
	rr->r = nlgraph_logs_walk_read(&ra->w->v[i], &rr->o, &rr->rs, &rr->nruns, &rr->d);
	/* a run read, unless reading stops at it */
	if (ra->sink->prepare && rr->nruns && !(rr->r && ra->o.strict))
		rr->prepared = ra->sink->prepare(ra->sink->ctx, &rr->rs);
	return rr;
}

static void read_free(void *ctx, void *p)
{
	const struct read_ahead *ra = ctx;
	struct run_read *rr = p;

	if (rr->prepared && ra->sink->drop)
		ra->sink->drop(ra->sink->ctx, rr->prepared);
	runset_free(&rr->rs);
	diags_free(&rr->d);
	free(rr);
}

int nlgraph_logs_read_each(const char *dir, struct nlgraph_logs_opts *o,
			   const struct run_sink *sink, struct runset *rs, size_t *nruns,
			   struct diags *d)
{
	struct nlgraph_logs_walk w;
	struct read_ahead ra = { &w, *o, sink };
	struct pipeline *pl;
	unsigned nth;
	int rc;

	*nruns = 0;
	rc = nlgraph_logs_walk_open(dir, o, &w, d);
	if (rc)
		return rc;
	if (!sink) {
		for (size_t i = 0; i < w.n; i++) {
			int r = nlgraph_logs_walk_read(&w.v[i], o, rs, nruns, d);
			if (r && !rc)
				rc = r;
			if (r && o->strict)
				break;
		}
		nlgraph_logs_walk_free(&w);
		return rc;
	}
	/* the problems are looked up on the readers: their index first. A
	 * reader per core when runs are prepared there too (scored), else one
	 * ahead of the caller; one run more than readers in hand at most
	 * (more held 4 MiB more and went no faster). */
	if (o->ps)
		problemset_index((struct problemset *)o->ps);
	ra.o.skipped = ra.o.mismatched = ra.o.unplaced = 0;
	nth = pipeline_threads(sink->prepare ? PIPELINE_MAX_THREADS : 1);
	if (sink->start)	/* what prepare shares is made ready for them */
		sink->start(sink->ctx, sink->prepare ? nth : 0);
	pl = pipeline_start(w.n, nth + 1, nth, read_one, read_free, &ra);
	for (size_t i = 0; i < w.n; i++) {
		struct run_read *rr = pipeline_take(pl);
		int r = rr->r;
		bool stop = r && o->strict;

		diags_append(d, &rr->d);
		o->skipped += rr->o.skipped;
		o->mismatched += rr->o.mismatched;
		o->unplaced += rr->o.unplaced;
		*nruns += rr->nruns;
		if (r && !rc)
			rc = r;
		if (!stop && rr->nruns) {	/* a run was read: hand it over */
			int cr = sink->each(sink->ctx, &rr->rs, rr->prepared);
			rr->prepared = NULL;	/* each's now */
			if (cr) {
				rc = cr;
				stop = true;
			}
		}
		read_free(&ra, rr);
		if (stop)
			break;
	}
	pipeline_stop(pl);
	(void)rs;	/* each run comes in its own runset */
	nlgraph_logs_walk_free(&w);
	return rc;
}
