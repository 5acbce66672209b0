/* nlgraph.c - import an NLGraph checkout: walk the task folders, read every
 * raw graph file of the chosen sets (nlgraph-raw.c) and join the standard
 * set with main.json (nlgraph-main.c). */
#include "config.h"
#include "nlgraph-ops.h"
#include "pipeline.h"
#include "solve.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int nlgraph_parse_sets(const char *s, unsigned *out)
{
	static const struct {
		const char *name;
		unsigned sets;
	} names[] = {
		{ "standard", NLG_STANDARD },
		{ "full", NLG_FULL },
		{ "attack", NLG_ATTACK },
		{ "all", NLG_ALL },
	};

	for (size_t i = 0; s && i < ARRAY_SIZE(names); i++)
		if (!strcmp(s, names[i].name)) {
			*out = names[i].sets;
			return 0;
		}
	return -1;
}

/* dir holds at least one task folder. */
static bool has_task_dirs(const char *dir)
{
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		char *p;
		bool ok;

		if (!t->nlgraph_dir)
			continue;
		p = xasprintf("%s/%s", dir, t->nlgraph_dir);
		ok = is_dir(p);
		free(p);
		if (ok)
			return true;
	}
	return false;
}

char *nlgraph_root(const char *dir)
{
	size_t n = strlen(dir);
	char *base, *sub;

	/* "DIR/" names DIR: keep messages free of "//" */
	while (n > 1 && dir[n - 1] == '/')
		n--;
	base = xstrndup(dir, n);
	sub = xasprintf("%s/NLGraph", base);
	if (is_dir(sub) && has_task_dirs(sub)) {
		free(base);
		return sub;
	}
	free(sub);
	if (has_task_dirs(base))
		return base;
	free(base);
	return NULL;
}

/* ---- one folder of graphN.txt ------------------------------------------ */

/* What a raw file that cannot be read does (nlgraph_import_records). */
enum bad_record { BAD_FAIL, BAD_SKIP, BAD_STOP };

struct importer {
	struct problemset *ps;
	struct diags *d;
	int rc;		   /* first failure's exit status */
	struct strbuf buf; /* the file being read, reused from file to file */
	enum bad_record bad;
	size_t skipped;	   /* BAD_SKIP: raw files skipped */
	bool stop;	   /* BAD_STOP: a bad file was found */
	struct strbuf missing; /* NLG_PRESENT: the sets left out, "task: folder" */
};

static void fail(struct importer *im, int rc)
{
	if (!im->rc)
		im->rc = rc;
}

/* Task t's set folder what (under its folder) is missing: an error, or
 * with present (NLG_PRESENT) a note for the one warning at the end. */
static void set_missing(struct importer *im, const struct task *t, const char *taskdir,
			const char *what, const char *error, bool present)
{
	if (present) {
		sb_printf(&im->missing, "%s%s/%s", im->missing.len ? ", " : "", t->nlgraph_dir,
			  what);
		return;
	}
	diag_error(im->d, taskdir, 0, 0, "%s", error);
	fail(im, EXIT_NOINPUT);
}

/* N of "graphN.txt" (no leading zeros), or -1. */
static long graph_number(const char *name)
{
	long v = 0;
	const char *p = name + 5;

	if (prefixcmp(name, "graph") != 0 || !(*p >= '0' && *p <= '9') ||
	    (*p == '0' && p[1] != '.'))
		return -1;
	for (; *p >= '0' && *p <= '9'; p++) {
		if (v > 100000000L)
			return -1;
		v = v * 10 + (*p - '0');
	}
	return strcmp(p, ".txt") == 0 ? v : -1;
}

static int long_cmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return (x > y) - (x < y);
}

/* Open dir (*dp, for the files' openat) and list its graph files; their
 * numbers must run 0..N-1. Returns N, or -1 after a diagnostic (*dp NULL
 * then). */
static long list_graphs(struct importer *im, const char *dir, DIR **dp)
{
	struct dirent *de;
	long *v = NULL, n = 0;
	size_t cap = 0;

	if (!(*dp = opendir(dir))) {
		diag_error(im->d, dir, 0, 0, "cannot open: %s", strerror(errno));
		fail(im, errno == ENOENT ? EXIT_NOINPUT : EXIT_IOERR);
		return -1;
	}
	while ((de = readdir(*dp))) {
		long k = graph_number(de->d_name);
		if (k < 0)
			continue;
		xgrow(&v, &cap, (size_t)n + 1, sizeof *v);
		v[n++] = k;
	}
	if (n > 1)
		qsort(v, (size_t)n, sizeof *v, long_cmp);
	for (long i = 0; i < n; i++)
		if (v[i] != i) {
			diag_error(im->d, dir, 0, 0,
				   "graph%ld.txt is missing (graph files must be numbered 0..%ld)",
				   i, n - 1);
			fail(im, EXIT_DATAERR);
			free(v);
			closedir(*dp);
			*dp = NULL;
			return -1;
		}
	free(v);
	return n;
}

/* Import dir's graph files; standard problems with a main.json entry of
 * their difficulty (entries[index]) are joined. Returns the problem count. */
static long import_dir(struct importer *im, const struct task *t, const char *dir,
		       const char *difficulty, const char *set, const struct nlgraph_entry *entries,
		       size_t nentries, const char *mainpath)
{
	const struct nlgraph_ops *ops = nlgraph_ops_for(t->kind);
	/* several problems a file: ids count problems, not files */
	bool per_problem = ops && ops->file_problems;
	DIR *dp;
	long count = list_graphs(im, dir, &dp), total = 0;
	struct strbuf path;
	size_t dirlen;

	if (count < 0)
		return total;
	/* "DIR/graphK.txt" for messages, the name part for openat */
	sb_init(&path);
	sb_puts(&path, dir);
	sb_putc(&path, '/');
	dirlen = path.len;
	for (long k = 0; k < count; k++) {
		struct nlgraph_pos pos = { k, per_problem ? total : k, count };
		size_t before = im->ps->n;
		long got;

		size_t ndiag = im->d->n;

		if (im->stop)
			break;
		path.len = dirlen;
		sb_puts(&path, "graph");
		sb_put_i64(&path, k);
		sb_puts(&path, ".txt");
		if (read_file_into_at(dirfd(dp), path.data + dirlen, &im->buf) != 0) {
			int e = errno;
			diag_error(im->d, path.data, 0, 0, "cannot read: %s", input_strerror(e));
			fail(im, e == ENOENT || e == EINPUT_NOT_REGULAR ? EXIT_NOINPUT : EXIT_IOERR);
			continue;
		}
		got = nlgraph_parse_raw_at(t, path.data, im->buf.data, im->buf.len, difficulty, set,
					   &pos, im->ps, im->d);
		if (got < 0 && im->bad == BAD_SKIP) {
			long skip = per_problem ? ops->file_problems(im->buf.data, set) : 1;
			diags_demote(im->d, ndiag);
			im->skipped++;
			if (skip < 0) {
				diag_warn(im->d, path.data, 1, 1,
					  "its query count is unreadable, so the ids of the files "
					  "after it are unknown: the rest of %s skipped", dir);
				im->skipped += (size_t)(count - k - 1);
				break;
			}
			total += per_problem ? skip : 0;
			continue;
		}
		if (got < 0) {
			fail(im, EXIT_DATAERR);
			im->stop = im->bad == BAD_STOP;
			continue;
		}
		total += got;
		for (size_t i = before; i < im->ps->n; i++) {
			struct problem *p = im->ps->v[i];
			if (p->index >= 0 && (size_t)p->index < nentries)
				nlgraph_join(p, &entries[p->index], mainpath, im->d);
		}
	}
	sb_free(&path);
	closedir(dp);
	return total;
}

/* ---- a task ----------------------------------------------------------- */

static void import_set(struct importer *im, const struct task *t, const char *taskdir,
		       const char *set, const struct nlgraph_main *m, const char *mainpath,
		       bool present)
{
	int found = 0;

	for (int k = 0; k < NLG_NDIFF; k++) {
		const char *diff = nlgraph_difficulties[k];
		char *dir = xasprintf("%s/graph/%s/%s", taskdir, diff, set);
		long got;

		if (!is_dir(dir)) {
			if (m && m->n[k])
				diag_warn(im->d, mainpath, 0, 0,
					  "%zu %s entries, but %s is missing", m->n[k], diff, dir);
			free(dir);
			continue;
		}
		found++;
		got = import_dir(im, t, dir, diff, set, m ? m->v[k] : NULL, m ? m->n[k] : 0,
				 mainpath);
		if (m && m->n[k] > (size_t)got && !im->rc)
			diag_warn(im->d, mainpath, 0, 0,
				  "%zu %s entries, but %s gives only %ld problems", m->n[k], diff,
				  dir, got);
		free(dir);
	}
	if (!found) {
		char *what = xasprintf("graph/<difficulty>/%s", set);
		char *error = xasprintf("no %s graphs (expected graph/<difficulty>/%s/)", set, set);
		set_missing(im, t, taskdir, what, error, present);
		free(error);
		free(what);
	}
}

static void import_attack(struct importer *im, const struct task *t, const char *taskdir,
			  bool present)
{
	static const char *const kinds[] = { "clique", "line" };

	for (size_t i = 0; i < ARRAY_SIZE(kinds); i++) {
		char *dir = xasprintf("%s/graph/attack/%s", taskdir, kinds[i]);

		if (!is_dir(dir) && present) {
			char *what = xasprintf("graph/attack/%s", kinds[i]);
			set_missing(im, t, taskdir, what, NULL, true);
			free(what);
		} else if (!is_dir(dir)) {
			diag_error(im->d, dir, 0, 0, "missing attack set folder");
			fail(im, EXIT_NOINPUT);
		} else {
			import_dir(im, t, dir, kinds[i], "attack", NULL, 0, NULL);
		}
		free(dir);
	}
}

static void import_task(struct importer *im, const struct task *t, const char *root, unsigned sets)
{
	char *taskdir = xasprintf("%s/%s", root, t->nlgraph_dir);
	char *mainpath = xasprintf("%s/main.json", taskdir);
	struct nlgraph_main m;
	bool have_main = false;

	if (!is_dir(taskdir))
		goto out;	/* import_begin said which are missing */
	if (sets & NLG_STANDARD) {
		struct stat st;
		if (stat(mainpath, &st) != 0 && errno == ENOENT) {
			diag_warn(im->d, mainpath, 0, 0,
				  "not found: standard problems get no question or gold text");
		} else if (input_not_regular(mainpath)) {
			diag_error(im->d, mainpath, 0, 0, "cannot read: %s",
				   input_strerror(EINPUT_NOT_REGULAR));
			fail(im, EXIT_NOINPUT);
		} else {
			int rc = nlgraph_main_load(mainpath, &m, im->d);
			if (rc)
				fail(im, rc);
			else
				have_main = true;
		}
		import_set(im, t, taskdir, "standard", have_main ? &m : NULL, mainpath,
			   sets & NLG_PRESENT);
	}
	if (sets & NLG_FULL)
		import_set(im, t, taskdir, "full", NULL, NULL, sets & NLG_PRESENT);
	if ((sets & NLG_ATTACK) && nlgraph_ops_for(t->kind)->attack_sets)
		import_attack(im, t, taskdir, sets & NLG_PRESENT);
	if (have_main)
		nlgraph_main_free(&m);
out:
	free(mainpath);
	free(taskdir);
}

/* An import in steps (nlgraph_import_begin): the importer, the checkout
 * and the next task of the registry. */
struct nlgraph_import {
	struct importer im;
	char *root;
	unsigned sets;
	size_t next;
};

/* A checkout may hold only the tasks one works on (a copy of flow/ and
 * hamilton/): what is there is read, and what is missing said once, as a
 * warning. -1 when it holds none of them. */
static int missing_tasks(const char *root, struct diags *d)
{
	struct strbuf have, miss;
	size_t nmiss = 0;
	int rc = 0;

	sb_init(&have);
	sb_init(&miss);
	for (size_t i = 0; i < task_count(); i++) {
		const struct task *t = task_at(i);
		char *dir;
		if (!t->nlgraph_dir)
			continue;
		dir = xasprintf("%s/%s", root, t->nlgraph_dir);
		if (is_dir(dir)) {
			sb_printf(&have, "%s%s", have.len ? ", " : "", t->nlgraph_dir);
		} else {
			sb_printf(&miss, "%s%s", miss.len ? ", " : "", t->nlgraph_dir);
			nmiss++;
		}
		free(dir);
	}
	if (!have.len) {
		diag_error(d, root, 0, 0, "no task folders (expected %s)", miss.data);
		rc = -1;
	} else if (nmiss) {
		diag_warn(d, root, 0, 0, "holds %s only; no folder for %s (%zu task%s not loaded)",
			  have.data, miss.data, nmiss, nmiss == 1 ? "" : "s");
	}
	sb_free(&have);
	sb_free(&miss);
	return rc;
}

static struct nlgraph_import *import_begin(const char *dir, unsigned sets, enum bad_record bad,
					   struct problemset *ps, struct diags *d, int *rc)
{
	struct nlgraph_import *ni;
	struct stat st;
	char *root;

	*rc = 0;
	if (stat(dir, &st) != 0) {
		int e = errno;
		diag_error(d, dir, 0, 0, "cannot open: %s", strerror(e));
		*rc = e == ENOENT || e == ENOTDIR ? EXIT_NOINPUT : EXIT_IOERR;
		return NULL;
	}
	if (!S_ISDIR(st.st_mode)) {
		diag_error(d, dir, 0, 0, "not a directory (expected an NLGraph checkout)");
		*rc = EXIT_NOINPUT;
		return NULL;
	}
	root = nlgraph_root(dir);
	if (!root) {
		diag_error(d, dir, 0, 0,
			   "not an NLGraph checkout (no NLGraph/ folder and no task folders "
			   "such as connectivity/)");
		*rc = EXIT_NOINPUT;
		return NULL;
	}
	if (missing_tasks(root, d) != 0) {
		free(root);
		*rc = EXIT_NOINPUT;
		return NULL;
	}
	ni = xcalloc(1, sizeof *ni);
	ni->im = (struct importer){ ps, d, 0, { NULL, 0, 0 }, bad, 0, false, { NULL, 0, 0 } };
	ni->root = root;
	ni->sets = sets;
	return ni;
}

/* Import the next task; true while tasks are left. */
static bool import_next(struct nlgraph_import *ni)
{
	while (ni->next < task_count() && !ni->im.stop) {
		const struct task *t = task_at(ni->next++);
		if (t->nlgraph_dir) {
			import_task(&ni->im, t, ni->root, ni->sets);
			break;
		}
	}
	while (ni->next < task_count() && !task_at(ni->next)->nlgraph_dir)
		ni->next++;
	return ni->next < task_count() && !ni->im.stop;
}

static int import_end(struct nlgraph_import *ni, size_t *skipped)
{
	int rc = ni->im.rc;

	if (ni->im.missing.len)	/* once, for every task */
		diag_warn(ni->im.d, ni->root, 0, 0,
			  "only part of a checkout: left out the sets it lacks (%s)",
			  ni->im.missing.data);
	sb_free(&ni->im.missing);
	free(ni->root);
	sb_free(&ni->im.buf);
	if (skipped)
		*skipped = ni->im.skipped;
	/* Problems the files give no answer for (topology hard 180..199, the
	 * full sets' topology, shortest path and Hamilton graphs, which
	 * main.json does not cover) get the reference solver's answer. */
	if (rc == EXIT_OK)
		solve_fill_gold(ni->im.ps, ni->im.d);
	free(ni);
	return rc;
}

/* A task imported on a thread of its own (import_tasks): its problems,
 * messages and outcome, added to the whole in task order. */
struct task_import {
	struct problemset ps;
	struct diags d;
	int rc;
	size_t skipped;
	bool stop;
	char *missing;		/* importer.missing */
};

struct import_jobs {
	const struct nlgraph_import *ni;
	size_t *tasks;		/* the registry's NLGraph tasks */
};

static void *import_job(void *ctx, size_t i)
{
	const struct import_jobs *ij = ctx;
	struct task_import *ti = xcalloc(1, sizeof *ti);
	struct importer im = { &ti->ps, &ti->d, 0, { NULL, 0, 0 }, ij->ni->im.bad, 0, false,
			       { NULL, 0, 0 } };

	problemset_init(&ti->ps);
	diags_init(&ti->d);
	import_task(&im, task_at(ij->tasks[i]), ij->ni->root, ij->ni->sets);
	sb_free(&im.buf);
	ti->rc = im.rc;
	ti->skipped = im.skipped;
	ti->stop = im.stop;
	ti->missing = sb_take(&im.missing);
	return ti;
}

static void import_job_free(void *ctx, void *p)
{
	struct task_import *ti = p;

	(void)ctx;
	problemset_free(&ti->ps);
	diags_free(&ti->d);
	free(ti->missing);
	free(ti);
}

/* Every task of ni, each on a worker (nth of them), taken in task order:
 * the problems, the messages kept and their order, the skipped count, the
 * exit status and where a BAD_STOP import stops are those of importing
 * the tasks in turn. (Past the message limit, d->errors may count fewer:
 * a skipped file's message, made a warning, is made one here even when
 * the limit leaves it out; nothing an import prints reads that count.) */
static void import_tasks(struct nlgraph_import *ni, unsigned nth)
{
	struct import_jobs ij = { ni, xcalloc(task_count(), sizeof *ij.tasks) };
	size_t n = 0;
	struct pipeline *pl;

	for (size_t i = 0; i < task_count(); i++)
		if (task_at(i)->nlgraph_dir)
			ij.tasks[n++] = i;
	pl = pipeline_start(n, n, nth, import_job, import_job_free, &ij);
	for (size_t i = 0; i < n; i++) {
		struct task_import *ti = pipeline_take(pl);
		bool stop = ti->stop;

		diags_append(ni->im.d, &ti->d);
		for (size_t k = 0; k < ti->ps.n; k++)
			problemset_add(ni->im.ps, ti->ps.v[k]);
		ti->ps.n = 0;
		ni->im.skipped += ti->skipped;
		if (*ti->missing)
			sb_printf(&ni->im.missing, "%s%s", ni->im.missing.len ? ", " : "",
				  ti->missing);
		if (ti->rc)
			fail(&ni->im, ti->rc);
		import_job_free(NULL, ti);
		if (stop) {
			ni->im.stop = true;
			break;
		}
	}
	pipeline_stop(pl);
	free(ij.tasks);
}

static int import_all(const char *dir, unsigned sets, enum bad_record bad, struct problemset *ps,
		      size_t *skipped, struct diags *d)
{
	int rc;
	struct nlgraph_import *ni = import_begin(dir, sets, bad, ps, d, &rc);
	unsigned nth = pipeline_threads(PIPELINE_MAX_THREADS);

	if (!ni)
		return rc;
	if (nth)
		import_tasks(ni, nth);
	else
		while (import_next(ni))
			;
	return import_end(ni, skipped);
}

struct nlgraph_import *nlgraph_import_begin(const char *dir, unsigned sets, struct problemset *ps,
					    struct diags *d, int *rc)
{
	return import_begin(dir, sets, BAD_FAIL, ps, d, rc);
}

bool nlgraph_import_next(struct nlgraph_import *ni)
{
	return import_next(ni);
}

size_t nlgraph_import_tasks(const struct nlgraph_import *ni, size_t *done)
{
	size_t n = 0;

	*done = 0;
	for (size_t i = 0; i < task_count(); i++)
		if (task_at(i)->nlgraph_dir) {
			n++;
			*done += i < ni->next;
		}
	return n;
}

int nlgraph_import_end(struct nlgraph_import *ni)
{
	return import_end(ni, NULL);
}

int nlgraph_import(const char *dir, unsigned sets, struct problemset *ps, struct diags *d)
{
	return import_all(dir, sets, BAD_FAIL, ps, NULL, d);
}

int nlgraph_import_records(const char *dir, unsigned sets, bool strict, struct problemset *ps,
			   size_t *skipped, struct diags *d)
{
	return import_all(dir, sets, strict ? BAD_STOP : BAD_SKIP, ps, skipped, d);
}
