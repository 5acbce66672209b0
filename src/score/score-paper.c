/* score-paper.c - GraphEval2000 as its paper reports it: the columns of
 * gravel exec's statuses and of off-spec cases in score tables, and the
 * paper's layout (`gravel score --format paper`): per run, a row per
 * problem and a column per graph family, each cell the pass rate. */
#include "config.h"
#include "score.h"
#include "sanitize.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

const char *const score_exec_names[] = { "ok",	    "wrong",  "error",   "timeout",
						  "memory", "no-code", "protocol" };
_Static_assert(ARRAY_SIZE(score_exec_names) == SX__COUNT, "a name for every outcome");

int score_exec_column(const char *status, bool right)
{
	if (!status)
		return 0;
	if (!strcmp(status, "ok"))
		return 1 + (right ? SX_OK : SX_WRONG);
	for (int c = SX_ERROR; c < SX__COUNT; c++)
		if (!strcmp(status, score_exec_names[c]))
			return 1 + c;
	return 0;
}

bool score_groups_have_exec(const struct score_group *g, size_t ng)
{
	for (size_t i = 0; i < ng; i++)
		if (g[i].execs)
			return true;
	return false;
}

bool score_groups_have_offspec(const struct score_group *g, size_t ng)
{
	for (size_t i = 0; i < ng; i++)
		if (g[i].offspec)
			return true;
	return false;
}

/* ---- the paper's layout ------------------------------------------------ */

/* The paper's families first, in its order; any other after them. */
static const char *const paper_families[] = { "sparse", "planar", "regular", "complete" };

struct tally {
	size_t on, on_passed, off, off_passed;
};

static void tally_add(struct tally *t, const struct score_group *g)
{
	t->on += g->scored - g->offspec;
	t->on_passed += g->correct - g->offspec_correct;
	t->off += g->offspec;
	t->off_passed += g->offspec_correct;
}

static void put_rate(FILE *fp, const struct tally *t)
{
	if (t->on)
		fprintf(fp, " %8.1f", 100.0 * (double)t->on_passed / (double)t->on);
	else
		fprintf(fp, " %8s", "-");
}

static size_t name_index(const char **v, size_t *n, const char *s)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (!strcmp(v[i], s))
			return i;
	v[(*n)++] = s;
	return i;
}

/* One row: its cells (one per family), the whole row and its off-spec
 * cases. */
static void put_row(FILE *fp, int wt, const char *name, const char *dir, const struct tally *cell,
		    size_t nf)
{
	struct tally all = { 0, 0, 0, 0 };
	char off[48];

	fprintf(fp, "%-*s  %-10s", wt, name, dir);
	for (size_t f = 0; f < nf; f++) {
		put_rate(fp, &cell[f]);
		all.on += cell[f].on;
		all.on_passed += cell[f].on_passed;
		all.off += cell[f].off;
		all.off_passed += cell[f].off_passed;
	}
	put_rate(fp, &all);
	fprintf(fp, " %6zu", all.on);
	snprintf(off, sizeof off, "%zu/%zu", all.off_passed, all.off);
	fprintf(fp, " %10s\n", off);
}

int score_print_paper(FILE *fp, const struct score_report *rep, const struct score_group *g,
		      size_t ng)
{
	/* runs, problems and families as their groups name them */
	const char **runs = xcalloc(ng + 1, sizeof *runs), **tasks = xcalloc(ng + 1, sizeof *tasks);
	const char **fams = xcalloc(ng + 5, sizeof *fams), **dirs = xcalloc(ng + 1, sizeof *dirs);
	size_t nr = 0, nt = 0, nf = 0;
	int wt = (int)strlen("problem");
	/* the row order: directed problems, then undirected, then others */
	static const char *const dir_order[] = { "directed", "undirected", NULL };

	for (size_t i = 0; i < ARRAY_SIZE(paper_families); i++)
		for (size_t j = 0; j < ng; j++)
			if (!strcmp(g[j].val[2], paper_families[i])) {
				fams[nf++] = paper_families[i];
				break;
			}
	for (size_t j = 0; j < ng; j++) {
		size_t t;
		name_index(runs, &nr, g[j].val[0]);
		name_index(fams, &nf, g[j].val[2]);
		t = name_index(tasks, &nt, g[j].val[1]);
		if (!dirs[t])
			dirs[t] = g[j].direction ? g[j].direction : "-";
		if ((int)strlen(g[j].val[1]) > wt)
			wt = (int)strlen(g[j].val[1]);
	}
	fprintf(fp, "policy %s: pass rate (%%) of the cases within the problem statements' "
		    "constraints,\nby problem and graph family; off-spec cases apart "
		    "(passed/cases)\n", rep->pol->name);
	for (size_t r = 0; r < nr; r++) {
		struct tally *cell = xcalloc(nf + 1, sizeof *cell);
		struct tally *dsum = xcalloc((nf + 1) * 3, sizeof *dsum), *sum = dsum + 2 * (nf + 1);
		char *run = sanitize_dup(runs[r], SANITIZE_LINE);

		fprintf(fp, "\nrun %s\n%-*s  %-10s", run, wt, "problem", "direction");
		free(run);
		for (size_t f = 0; f < nf; f++)
			fprintf(fp, " %8.8s", fams[f]);
		fprintf(fp, " %8s %6s %10s\n", "all", "cases", "off-spec");
		for (size_t d = 0; d < 3; d++)
			for (size_t t = 0; t < nt; t++) {
				bool row = false;
				size_t in = 0;
				/* d == 2: a direction other than the two */
				while (in < 2 && strcmp(dirs[t], dir_order[in]))
					in++;
				if (in != d)
					continue;
				memset(cell, 0, (nf + 1) * sizeof *cell);
				for (size_t j = 0; j < ng; j++) {
					size_t f;
					if (strcmp(g[j].val[0], runs[r]) || strcmp(g[j].val[1], tasks[t]))
						continue;
					for (f = 0; f < nf && strcmp(fams[f], g[j].val[2]); f++)
						;
					tally_add(&cell[f], &g[j]);
					if (d < 2)
						tally_add(&dsum[d * (nf + 1) + f], &g[j]);
					tally_add(&sum[f], &g[j]);
					row = true;
				}
				if (row) {
					char *name = sanitize_dup(tasks[t], SANITIZE_LINE);
					char *dir = sanitize_dup(dirs[t], SANITIZE_LINE);
					put_row(fp, wt, name, dir, cell, nf);
					free(name);
					free(dir);
				}
			}
		for (size_t d = 0; d < 2; d++) {
			size_t any = 0;
			for (size_t f = 0; f < nf; f++)
				any += dsum[d * (nf + 1) + f].on + dsum[d * (nf + 1) + f].off;
			if (any)
				put_row(fp, wt, "all", dir_order[d], &dsum[d * (nf + 1)], nf);
		}
		put_row(fp, wt, "all", "both", sum, nf);
		free(cell);
		free(dsum);
	}
	free(runs);
	free(tasks);
	free(fams);
	free(dirs);
	return ferror(fp) ? -1 : 0;
}
