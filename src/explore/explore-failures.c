/* explore-failures.c - first errors counted per kind and group: the
 * failures table (explore.h). */
#include "config.h"
#include "explore.h"
#include "explore-int.h"
#include "graph.h"
#include "problem.h"
#include "run-meta.h"
#include <stdlib.h>
#include <string.h>

#define META_SLICE_S 0.01	/* reading runs' prompt.txt in one counting */

static const char *const by_names[] = { "runs", "models", "methods", "tasks",
						      "sizes" };
_Static_assert(ARRAY_SIZE(by_names) == EX_FAIL__COUNT, "a name for every grouping");

const char *ex_fail_by_name(enum ex_fail_by by)
{
	return by < EX_FAIL__COUNT ? by_names[by] : "";
}

void ex_failures_init(struct ex_failures *fl)
{
	memset(fl, 0, sizeof *fl);
}

static void drop_cols(struct ex_failures *fl)
{
	for (size_t c = 0; c < fl->ncols; c++)
		free(fl->col[c].label);
	free(fl->col);
	fl->col = NULL;
	fl->ncols = 0;
}

static void drop_meta(struct ex_failures *fl)
{
	for (size_t r = 0; r < fl->nmeta; r++)
		free(fl->meta[r]);
	free(fl->meta);
	fl->meta = NULL;
	fl->nmeta = 0;
}

void ex_failures_free(struct ex_failures *fl)
{
	drop_cols(fl);
	drop_meta(fl);
	memset(fl, 0, sizeof *fl);
}

/* The model or method of each run (explore_run_meta, which may read a
 * prompt.txt per run the first time), kept while the grouping stays and
 * the runs grow; a budget (seconds, 0 = none) leaves the runs not read
 * yet to the next call, for a screen that counts between keys (3,000
 * prompt.txt files are too many for one key). */
static void fill_meta(struct explore *ex, struct ex_failures *fl, enum ex_fail_by by,
		      double budget)
{
	size_t nr = explore_nruns(ex);
	double t0 = budget > 0 ? now_seconds() : 0;
	size_t from;

	if (fl->meta_by != by)
		drop_meta(fl);
	fl->meta_by = by;
	if (fl->nmeta >= nr)
		return;
	fl->meta = xreallocarray(fl->meta, nr, sizeof *fl->meta);
	from = fl->nmeta;
	for (size_t r = from; r < nr; r++) {
		const struct run_meta *m;
		if (budget > 0 && r > from && !explore_run_meta_known(ex, r) &&
		    now_seconds() - t0 >= budget)
			break;
		m = explore_run_meta(ex, r);
		fl->meta[r] = xstrdup(by == EX_FAIL_MODELS ? m->model : m->method);
		fl->nmeta = r + 1;
	}
}

/* A new column labelled label, at the end. */
static size_t col_new(struct ex_failures *fl, size_t *cap, const char *label, long order,
		      int nodes)
{
	struct ex_fail_col *c;

	xgrow(&fl->col, cap, fl->ncols + 1, sizeof *fl->col);
	c = &fl->col[fl->ncols];
	memset(c, 0, sizeof *c);
	c->label = xstrdup(label);
	c->order = order;
	c->nodes = nodes;
	for (size_t k = 0; k < FAULT__COUNT; k++)
		c->best_run[k] = -1;
	return fl->ncols++;
}

/* The column labelled label (made when new). */
static size_t col_of(struct ex_failures *fl, size_t *cap, const char *label, long order,
		     int nodes)
{
	for (size_t i = 0; i < fl->ncols; i++)
		if (!strcmp(fl->col[i].label, label))
			return i;
	return col_new(fl, cap, label, order, nodes);
}

static int cmp_cols(const void *x, const void *y)
{
	const struct ex_fail_col *a = x, *b = y;

	return (a->order > b->order) - (a->order < b->order);
}

/* The label of the column run r's cell on problem p falls in (label's
 * room is used for sizes), and its sort key. */
static const char *cell_label(const struct explore *ex, const struct ex_failures *fl, size_t r,
			      const struct problem *p, char *label, size_t room, long *order)
{
	*order = 0;
	switch (fl->by) {
	case EX_FAIL_RUNS:
		return ex->run[r].name;
	case EX_FAIL_MODELS:
	case EX_FAIL_METHODS:
		return fl->meta[r];
	case EX_FAIL_TASKS:
		*order = (long)fl->ncols;
		return p->task ? p->task->name : "-";
	default:
		*order = p->graph ? p->graph->n : 0;
		snprintf(label, room, "n=%ld", *order);
		return label;
	}
}

/* One counting of the table: the columns' room, and per column and kind
 * the current run's cells (the run with the most of them lists them),
 * for the columns [lo, hi] the run touched. */
struct fail_count {
	size_t cap;
	size_t *mine, mine_cap;
	size_t lo, hi;
	/* per problem, its column + 1 (tasks, sizes: a problem's column is
	 * always the same, so its label is made and looked up once) */
	size_t *col_of_pid;
};

/* The column of run r's cell on problem p. */
static size_t count_col(const struct explore *ex, struct ex_failures *fl, struct fail_count *fc,
			size_t r, size_t pid)
{
	char label[32];
	const char *lb;
	long order;

	if (fc->col_of_pid[pid])
		return fc->col_of_pid[pid] - 1;
	lb = cell_label(ex, fl, r, ex->ws->problems.v[pid], label, sizeof label, &order);
	fc->col_of_pid[pid] = col_of(fl, &fc->cap, lb, order,
				     fl->by == EX_FAIL_SIZES ? (int)order : 0) + 1;
	return fc->col_of_pid[pid] - 1;
}

/* Count one cell in column c under kind. */
static void count_cell(struct ex_failures *fl, struct fail_count *fc, size_t c, size_t kind)
{
	fl->col[c].answered++;
	fl->col[c].count[kind]++;
	fl->answered++;
	if (fc->mine_cap < fl->ncols * FAULT__COUNT) {
		/* xgrow leaves the new room as it is: zero it */
		size_t had = fc->mine_cap;
		xgrow(&fc->mine, &fc->mine_cap, fl->ncols * FAULT__COUNT, sizeof *fc->mine);
		memset(fc->mine + had, 0, (fc->mine_cap - had) * sizeof *fc->mine);
	}
	fc->mine[c * FAULT__COUNT + kind]++;
	fc->lo = c < fc->lo ? c : fc->lo;
	fc->hi = c > fc->hi ? c : fc->hi;
}

/* Count run r's scored cells (cache->kind, a byte an item). A run, model
 * or method is one column for the whole run; tasks and sizes go by
 * problem. */
static void count_run(const struct explore *ex, struct ex_failures *fl, struct fail_count *fc,
		      size_t r, const struct ex_cache *cache)
{
	const struct ex_run *ru = &ex->run[r];
	size_t rc = SIZE_MAX;

	if (fl->by == EX_FAIL_RUNS || fl->by == EX_FAIL_MODELS || fl->by == EX_FAIL_METHODS) {
		long order;
		/* run names are distinct: a run's column is always new */
		rc = fl->by == EX_FAIL_RUNS ? col_new(fl, &fc->cap, ru->name, (long)r, 0)
					    : col_of(fl, &fc->cap,
						     cell_label(ex, fl, r, NULL, NULL, 0, &order),
						     (long)r, 0);
	}
	fc->lo = SIZE_MAX;
	fc->hi = 0;
	/* an item whose id is not a problem has no verdict (EX_NO_KIND) */
	for (size_t k = 0; k < ru->nitems; k++)
		if (cache->kind[k] != EX_NO_KIND)
			count_cell(fl, fc,
				   rc != SIZE_MAX ? rc : count_col(ex, fl, fc, r, ru->items[k].pid),
				   cache->kind[k]);
	/* the run with the most cells of a kind in a column lists them */
	for (size_t c = fc->lo; c <= fc->hi && c < fl->ncols; c++) {
		struct ex_fail_col *col = &fl->col[c];
		for (size_t kind = 0; kind < FAULT__COUNT; kind++) {
			size_t *n = &fc->mine[c * FAULT__COUNT + kind];
			if (*n > col->best_n[kind]) {
				col->best_n[kind] = *n;
				col->best_run[kind] = (long)r;
			}
			*n = 0;
		}
	}
}

/* Drop the columns no counted cell fell in (runs without answer texts,
 * NLGraph's first logs; tasks no run answers), then sort. */
static void drop_empty(struct ex_failures *fl)
{
	size_t n = 0;

	for (size_t c = 0; c < fl->ncols; c++) {
		if (fl->col[c].answered)
			fl->col[n++] = fl->col[c];
		else
			free(fl->col[c].label);
	}
	fl->ncols = n;
	if (fl->ncols > 1)
		qsort(fl->col, fl->ncols, sizeof *fl->col, cmp_cols);
}

void explore_failures(struct explore *ex, const struct policy *pol, enum ex_fail_by by,
		      bool score, struct ex_failures *fl)
{
	size_t nr = explore_nruns(ex);
	struct fail_count fc = { 0 };
	bool by_meta = by == EX_FAIL_MODELS || by == EX_FAIL_METHODS;

	if (!pol)
		pol = workspace_policy(ex->ws);
	drop_cols(fl);
	fl->by = by;
	fl->runs = nr;
	fl->scored = 0;
	fl->answered = 0;
	if (by_meta)
		fill_meta(ex, fl, by, score ? 0 : META_SLICE_S);
	fc.col_of_pid = xcalloc(ex->np + 1, sizeof *fc.col_of_pid);
	/* tasks in the row order (the navigator's), sizes by nodes */
	if (by == EX_FAIL_TASKS)
		for (size_t g = 0; g < explore_ngroups(ex); g++)
			col_of(fl, &fc.cap,
			       explore_group(ex, g)->task ? explore_group(ex, g)->task : "-",
			       (long)g, 0);
	for (size_t r = 0; r < nr; r++) {
		/* a run counts once scored and, by model or method, once its
		 * metadata is read */
		if ((!score && !explore_run_scored(ex, pol, r)) || (by_meta && r >= fl->nmeta))
			continue;
		fl->scored++;
		count_run(ex, fl, &fc, r, ex_run_scores(ex, ex_policy_index(ex, pol), r));
	}
	free(fc.mine);
	free(fc.col_of_pid);
	drop_empty(fl);
}

static int cmp_items(const void *x, const void *y)
{
	const struct ex_fail_item *a = x, *b = y;

	if (a->runs_n != b->runs_n)
		return a->runs_n < b->runs_n ? 1 : -1;
	if (a->run != b->run)
		return a->run < b->run ? -1 : 1;
	return (a->item > b->item) - (a->item < b->item);
}

static const char *kind_label(size_t kind)
{
	return kind == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)kind);
}

int explore_failures_csv(const struct ex_failures *fl, FILE *fp)
{
	fputs("by,column,kind,count,answered,share\n", fp);
	for (size_t c = 0; c < fl->ncols; c++) {
		const struct ex_fail_col *col = &fl->col[c];
		/* the taxonomy's order, then the cells without an error */
		for (size_t i = 1; i <= FAULT__COUNT; i++) {
			size_t kind = i % FAULT__COUNT;
			fprintf(fp, "%s,", ex_fail_by_name(fl->by));
			ex_csv_field(fp, col->label, false);
			fprintf(fp, "%s,%zu,%zu,%.4f\n", kind_label(kind), col->count[kind],
				col->answered,
				col->answered ? (double)col->count[kind] / (double)col->answered : 0.0);
		}
	}
	return ferror(fp) ? -1 : 0;
}

size_t explore_failures_items(struct explore *ex, const struct policy *pol,
			      const struct ex_failures *fl, size_t col, size_t kind,
			      struct ex_fail_item **out)
{
	struct ex_fail_item *v = NULL;
	size_t n = 0, cap = 0;
	char label[32];

	*out = NULL;
	if (!pol)
		pol = workspace_policy(ex->ws);
	if (col >= fl->ncols)
		return 0;
	for (size_t r = 0; r < explore_nruns(ex); r++) {
		const struct ex_run *ru = &ex->run[r];
		const struct ex_cache *cache;
		size_t first = n;

		/* the runs the table counted: the scored ones */
		if (!explore_run_scored(ex, pol, r) ||
		    ((fl->by == EX_FAIL_MODELS || fl->by == EX_FAIL_METHODS) && r >= fl->nmeta))
			continue;
		cache = ex_run_scores(ex, ex_policy_index(ex, pol), r);
		for (size_t k = 0; k < ru->nitems; k++) {
			const struct problem *p;
			long order;

			if (cache->kind[k] != kind || ru->items[k].pid >= ex->np)
				continue;
			p = ex->ws->problems.v[ru->items[k].pid];
			if (
			    strcmp(cell_label(ex, fl, r, p, label, sizeof label, &order),
				   fl->col[col].label))
				continue;
			xgrow(&v, &cap, n + 1, sizeof *v);
			v[n].run = r;
			v[n].item = k;
			v[n].pid = ru->items[k].pid;
			v[n].runs_n = 0;
			n++;
		}
		for (size_t i = first; i < n; i++)
			v[i].runs_n = n - first;
	}
	/* the run with the most of them first, then the others (a stable
	 * order: run, then the run's item order) */
	if (n > 1)
		qsort(v, n, sizeof *v, cmp_items);
	*out = v;
	return n;
}
