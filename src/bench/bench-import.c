/* bench-import.c - the import hooks of the benchmark table (bench-import.h):
 * what `gravel import NAME PATH` reads, reports and writes per row.
 *
 * Everything is read and checked before the first byte is written, and a
 * file named with -o is replaced atomically, so a failed import never
 * leaves half-written output. Records that cannot be read are reported and
 * skipped (exit 3, EXIT_PARTIAL) or, with --strict, refused (65, nothing
 * written). The benchmarks write problems JSONL (grapheval with --audit:
 * its label audit; nlgraph with --logs: its logs as runs); the log formats
 * write runs JSONL (foreign.h). */
#include "config.h"
#include "bench-import.h"
#include "foreign.h"
#include "gracore-import.h"
#include "grapheval-import.h"
#include "hetero.h"
#include "nlgraph.h"
#include "nlgraph-logs.h"
#include "source.h"

#include <errno.h>
#include <string.h>

static int fail_io(const char *path)
{
	fprintf(stderr, "gravel import: %s: %s\n", path ? path : "<stdout>", strerror(errno));
	return EXIT_IOERR;
}

static int write_problems(const struct problemset *ps, const char *path)
{
	return problems_write_file(ps, path) != 0 ? fail_io(path) : EXIT_OK;
}

static int write_runs(const struct runset *rs, const char *path)
{
	return runs_write_file(rs, path) != 0 ? fail_io(path) : EXIT_OK;
}

/* Problems read with records skipped (lenient): write them, then exit
 * EXIT_PARTIAL so a driving tool can tell a clean import from one with
 * skips. */
static int write_records(const struct problemset *ps, size_t skipped, const char *outpath)
{
	int rc;

	fprintf(stderr, "gravel import: %zu problems imported, %zu records skipped\n", ps->n,
		skipped);
	rc = write_problems(ps, outpath);
	return rc == EXIT_OK && skipped ? EXIT_PARTIAL : rc;
}

/* After a reader (rc): its messages, then the problems written; ps and d
 * freed. */
static int finish_records(int rc, struct problemset *ps, size_t skipped, struct diags *d,
			  const char *outpath)
{
	diags_print(d, stderr);
	if (rc == EXIT_OK)
		rc = write_records(ps, skipped, outpath);
	diags_free(d);
	problemset_free(ps);
	return rc;
}

/* Each run's answers written as it is read (the runs are read ahead on
 * another thread: nlgraph-logs.h), into a file replaced at the end. */
struct log_writer {
	struct output out;
	FILE *fp;	/* where the answers go: out.fp, or a spool (log_spool) */
	size_t answers;
	int werr;	/* errno of a failed write, 0 */
};

static int write_run(void *ctx, struct runset *rs, void *prepared)
{
	struct log_writer *lw = ctx;

	(void)prepared;
	for (size_t i = 0; i < rs->n; i++)
		if (answer_write_jsonl(lw->fp, &rs->v[i]) != 0) {
			lw->werr = errno ? errno : EIO;
			return -1;	/* stops the reading */
		}
	lw->answers += rs->n;
	return 0;
}

/* The logs are checked against the checkout's own problems: runs made on
 * other graphs are flagged ("mismatch"), not dropped. They are written a
 * run at a time (memory: a few runs, not all) unless the output cannot
 * be taken back - stdout, a device - and --strict may yet refuse it all:
 * then they are held and written at the end. */
static int import_logs(const char *dir, bool strict, const char *outpath)
{
	struct problemset ps;
	struct runset rs;
	struct diags d, pd;
	struct nlgraph_logs_opts o = { NULL, strict, 0, 0, 0, true };
	struct log_writer lw = { { NULL, NULL, NULL }, NULL, 0, 0 };
	struct run_sink sink = { NULL, write_run, NULL, NULL, &lw };
	bool stream;
	size_t nruns;
	int rc;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	diags_init(&pd);
	/* problems that cannot be read only weaken the check: their messages
	 * belong to `gravel import nlgraph`, not here */
	nlgraph_import_records(dir, NLG_STANDARD | NLG_ATTACK, false, &ps, NULL, &pd);
	o.ps = &ps;
	/* an output that cannot be opened is said after the reading, as a
	 * failed write at the end is */
	stream = output_open(&lw.out, outpath) == 0;
	lw.fp = lw.out.fp;
	if (stream && strict && !lw.out.tmp) {
		output_abort(&lw.out);	/* nothing written yet */
		stream = false;
	}
	if (stream)
		rc = nlgraph_logs_read_each(dir, &o, &sink, &rs, &nruns, &d);
	else
		rc = nlgraph_logs_read_opts(dir, &o, &rs, &nruns, &d);
	diags_print(&d, stderr);
	if (stream && lw.werr) {	/* a write failed: the reading stopped there */
		output_abort(&lw.out);
		errno = lw.werr;
		rc = fail_io(outpath);
	} else if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu runs, %zu answers, %zu runs skipped, "
				"%zu runs flagged \"mismatch\" (not asked on the dataset's graphs)\n",
			nruns, stream ? lw.answers : rs.n, o.skipped + o.unplaced, o.mismatched);
		if (strict && o.unplaced) {
			fprintf(stderr, "gravel import: --strict: runs that cannot be placed, "
					"nothing written\n");
			if (stream)
				output_abort(&lw.out);
			rc = EXIT_DATAERR;
		} else if (stream) {
			rc = output_commit(&lw.out) != 0 ? fail_io(outpath) : EXIT_OK;
		} else {
			rc = write_runs(&rs, outpath);
		}
		if (rc == EXIT_OK && (o.skipped || o.unplaced))
			rc = EXIT_PARTIAL;
	} else if (stream) {
		output_abort(&lw.out);
	}
	diags_free(&pd);
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
	return rc;
}

/* An NLGraph checkout: its problems of o->sets, or with --logs its logs. */
int bench_import_nlgraph(const char *dir, const struct bench_import_opts *o)
{
	struct problemset ps;
	struct diags d;
	size_t skipped = 0;
	int rc;

	if (o->logs)
		return import_logs(dir, o->strict, o->out);
	problemset_init(&ps);
	diags_init(&d);
	rc = nlgraph_import_records(dir, o->sets, o->strict, &ps, &skipped, &d);
	return finish_records(rc, &ps, skipped, &d, o->out);
}

/* One heterogeneous graph file (hetero.h); each question is a record. */
int bench_import_hetero(const char *path, const struct bench_import_opts *o)
{
	struct problemset ps;
	struct diags d;
	size_t skipped = 0;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = hetero_import_records(path, o->strict, &ps, &skipped, &d);
	return finish_records(rc, &ps, skipped, &d, o->out);
}

/* GraCoRe's pure-graph folder (gracore-import.h); o->sets: the --set bits
 * (0: the paper's task set). */
int bench_import_gracore(const char *path, const struct bench_import_opts *o)
{
	struct gracore_opts go = { (o->sets & BENCH_GRACORE_ALL) != 0,
				   (o->sets & BENCH_GRACORE_RANDOM) != 0, o->strict };
	struct gracore_count cnt = { 0, 0, 0 };
	struct problemset ps;
	struct diags d;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = gracore_import_with(path, &go, &ps, &d, &cnt);
	diags_print(&d, stderr);
	if (o->strict && rc == EXIT_DATAERR)
		fprintf(stderr, "gravel import: --strict: a bad record, nothing written\n");
	if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu problems from %zu records, %zu records skipped",
			ps.n, cnt.records, cnt.skipped);
		if (cnt.files_skipped)
			fprintf(stderr, ", %zu unreadable files skipped", cnt.files_skipped);
		fputc('\n', stderr);
		rc = write_problems(&ps, o->out);
		if (rc == EXIT_OK && (cnt.skipped || cnt.files_skipped))
			rc = EXIT_PARTIAL;
	}
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

/* GraphEval2000's test cases as problems, or with --audit the label audit
 * (grapheval-import.h). */
int bench_import_grapheval(const char *dir, const struct bench_import_opts *o)
{
	struct problemset ps;
	struct grapheval_stats st;
	struct diags d;
	struct output out;
	int rc;

	problemset_init(&ps);
	diags_init(&d);
	rc = grapheval_import_with(dir, &ps, &st, o->strict, &d);
	diags_print(&d, stderr);
	if (rc == EXIT_OK)
		fprintf(stderr,
			"gravel import: %zu problems from %zu files of %zu LeetCode problems "
			"(%zu malformed lines, %zu bad cases skipped)\n",
			ps.n, st.files, st.problems, st.bad_lines, st.bad_cases);
	else if (o->strict && (st.bad_lines || st.bad_cases))
		fprintf(stderr, "gravel import: --strict: stopped at the first bad record, nothing "
				"written\n");
	if (rc == EXIT_OK) {
		if (output_open(&out, o->out) != 0) {
			rc = fail_io(o->out);
		} else {
			if (o->audit) {
				struct grapheval_audit a;
				grapheval_audit(&ps, out.fp, 0, &a);
				grapheval_audit_free(&a);
			} else {
				for (size_t i = 0; i < ps.n && rc == EXIT_OK; i++)
					if (problem_write_jsonl(out.fp, ps.v[i]) != 0)
						rc = EXIT_IOERR;
			}
			if (rc != EXIT_OK || ferror(out.fp)) {
				output_abort(&out);
				rc = fail_io(o->out);
			} else if (output_commit(&out) != 0) {
				rc = fail_io(o->out);
			}
		}
	}
	/* lenient: written, but say that records were skipped */
	if (rc == EXIT_OK && (st.bad_lines || st.bad_cases))
		rc = EXIT_PARTIAL;
	diags_free(&d);
	problemset_free(&ps);
	return rc;
}

/* Where a log's answers go as they are read (foreign_opts.sink): the
 * output's temp file when it can be taken back, else (stdout, a device) a
 * temporary stream copied out at the end, so memory does not grow with the
 * log and a refused import still writes nothing. fp NULL: held in the
 * runset and written at the end, as without a sink. */
struct log_spool {
	struct log_writer lw;
	FILE *spool;
};

static bool log_spool_open(struct log_spool *ls, const char *outpath)
{
	memset(ls, 0, sizeof *ls);
	if (output_open(&ls->lw.out, outpath) != 0)
		return false;	/* said after the reading, as a failed write is */
	if (!ls->lw.out.tmp && !(ls->spool = temp_stream())) {
		output_abort(&ls->lw.out);
		return false;
	}
	ls->lw.fp = ls->spool ? ls->spool : ls->lw.out.fp;
	return true;
}

/* The answers still held (rs) written after those handed over, and the
 * output put in place. Returns 0, or -1 with errno set. */
static int log_spool_commit(struct log_spool *ls, struct runset *rs)
{
	if (write_run(&ls->lw, rs, NULL) != 0) {
		errno = ls->lw.werr;
		return -1;
	}
	if (ls->spool && (fflush(ls->spool) != 0 || stream_copy(ls->spool, ls->lw.out.fp) != 0))
		return -1;
	return output_commit(&ls->lw.out);
}

/* What is left: an output not committed is taken back. */
static void log_spool_close(struct log_spool *ls)
{
	if (ls->lw.out.fp)
		output_abort(&ls->lw.out);
	if (ls->spool)
		fclose(ls->spool);
}

/* Another tool's evaluation log (foreign.h) as runs; answers are matched
 * to o->problems when given. Unmatched answers are warnings (--strict: an
 * error). */
static int import_log(enum foreign_format f, const char *path, const struct bench_import_opts *o)
{
	struct problemset ps;
	struct runset rs;
	struct diags d;
	struct foreign_stats st = { 0, 0, 0, 0, 0 };
	struct log_spool ls;
	struct run_sink sink = { NULL, write_run, NULL, NULL, &ls.lw };
	struct foreign_opts fo = { NULL, o->match, o->run, o->strict, NULL };
	bool stream = log_spool_open(&ls, o->out);
	int rc = EXIT_OK;

	problemset_init(&ps);
	runset_init(&rs);
	diags_init(&d);
	if (stream)
		fo.sink = &sink;
	if (o->problems) {
		rc = problems_load(o->problems, &ps, &d);
		fo.ps = &ps;
	}
	if (rc == EXIT_OK)
		rc = foreign_read(f, path, &fo, &rs, &st, &d);
	diags_print(&d, stderr);
	if (stream && ls.lw.werr) {	/* a write failed: the reading stopped there */
		errno = ls.lw.werr;
		rc = fail_io(o->out);
	} else if (rc == EXIT_OK) {
		fprintf(stderr, "gravel import: %zu answers read, %zu written, %zu unmatched, "
				"%zu without text, %zu records skipped\n",
			st.samples, st.matched, st.unmatched, st.notext, st.skipped);
		if (o->strict && (st.unmatched || d.n)) {
			fprintf(stderr, "gravel import: --strict: %s, nothing written\n",
				st.unmatched ? "unmatched answers" : "malformed input");
			rc = EXIT_DATAERR;
		}
	}
	if (rc == EXIT_OK && stream)
		rc = log_spool_commit(&ls, &rs) != 0 ? fail_io(o->out) : EXIT_OK;
	else if (rc == EXIT_OK)
		rc = write_runs(&rs, o->out);
	if (stream)
		log_spool_close(&ls);
	if (rc == EXIT_OK && st.skipped)
		rc = EXIT_PARTIAL;
	diags_free(&d);
	runset_free(&rs);
	problemset_free(&ps);
	return rc;
}

int bench_import_lmeval(const char *path, const struct bench_import_opts *o)
{
	return import_log(FOREIGN_LMEVAL, path, o);
}

int bench_import_inspect(const char *path, const struct bench_import_opts *o)
{
	return import_log(FOREIGN_INSPECT, path, o);
}

int bench_import_openai(const char *path, const struct bench_import_opts *o)
{
	return import_log(FOREIGN_OPENAI, path, o);
}

int bench_import_batch(const char *path, const struct bench_import_opts *o)
{
	return import_log(FOREIGN_BATCH, path, o);
}
