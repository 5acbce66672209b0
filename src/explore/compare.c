/* compare.c - two runs on the same problems (compare.h). */
#include "config.h"
#include "compare.h"
#include "explore-int.h"
#include "problem.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const filter_names[] = {
	[CF_ALL] = "all",
	[CF_DISAGREE] = "disagree",
	[CF_A_WINS] = "a-right-b-wrong",
	[CF_B_WINS] = "b-right-a-wrong",
	[CF_PC_DIFF] = "pc-differs",
};
_Static_assert(ARRAY_SIZE(filter_names) == CF__COUNT, "a name for every filter");

const char *cmp_filter_name(enum cmp_filter f)
{
	return f >= 0 && f < CF__COUNT ? filter_names[f] : "?";
}

int cmp_filter_parse(const char *s, enum cmp_filter *out)
{
	for (int f = 0; f < CF__COUNT; f++) {
		if (!strcmp(s, filter_names[f])) {
			*out = (enum cmp_filter)f;
			return 0;
		}
	}
	return -1;
}

void compare_init(struct compare *c)
{
	memset(c, 0, sizeof *c);
}

void compare_free(struct compare *c)
{
	free(c->v);
	free(c->groups);
	memset(c, 0, sizeof *c);
}

static bool same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

void cmp_tally_add(struct cmp_tally *t, const struct cmp_item *it)
{
	bool a = it->va == EV_RIGHT, b = it->vb == EV_RIGHT;

	t->items++;
	if (a && b)
		t->both_right++;
	else if (a)
		t->wins++;
	else if (b)
		t->losses++;
	else
		t->both_wrong++;
	t->disagree += it->va != it->vb;
	t->pca += it->pca;
	t->pcb += it->pcb;
}

static struct cmp_group *group_for(struct compare *c, const struct problem *pr, size_t *last)
{
	const char *task = pr->task_name, *diff = pr->difficulty;
	struct cmp_group *g;

	if (*last < c->ngroups && same(c->groups[*last].task, task) &&
	    same(c->groups[*last].difficulty, diff))
		return &c->groups[*last];
	for (size_t i = 0; i < c->ngroups; i++) {
		if (same(c->groups[i].task, task) && same(c->groups[i].difficulty, diff)) {
			*last = i;
			return &c->groups[i];
		}
	}
	xgrow(&c->groups, &c->capg, c->ngroups + 1, sizeof *c->groups);
	g = &c->groups[c->ngroups];
	memset(g, 0, sizeof *g);
	g->task = task;
	g->difficulty = diff;
	*last = c->ngroups++;
	return g;
}

/* The kind of a cell's first error; FAULT_NONE when none was found. */
static size_t cell_kind(const struct ex_cell *cell)
{
	const struct score_fault *fe = score_first_error(&cell->res);

	return fe ? fe->kind : FAULT_NONE;
}

void compare_runs(struct compare *c, struct explore *ex, const struct policy *pol, size_t ra,
		  size_t rb, const size_t *rows, size_t nrows)
{
	size_t last = SIZE_MAX;

	if (!rows) {
		rows = explore_rows(ex);
		nrows = explore_nproblems(ex);
	}
	c->pol = pol;
	c->ra = ra;
	c->rb = rb;
	c->n = c->ngroups = c->only_a = c->only_b = 0;
	memset(&c->total, 0, sizeof c->total);
	memset(c->moves, 0, sizeof c->moves);
	for (size_t i = 0; i < nrows; i++) {
		size_t p = rows[i];
		const struct ex_cell *a = explore_cell(ex, pol, ra, p);
		enum ex_verdict va = a->verdict;
		double pca = a->credit;
		size_t ka = cell_kind(a);
		/* copied: a cell is only valid until the next scoring call */
		const struct ex_cell *b = explore_cell(ex, pol, rb, p);
		struct cmp_item *it;

		if (va == EV_NONE || b->verdict == EV_NONE) {
			c->only_a += va != EV_NONE;
			c->only_b += b->verdict != EV_NONE;
			continue;
		}
		xgrow(&c->v, &c->cap, c->n + 1, sizeof *c->v);
		it = &c->v[c->n++];
		it->p = p;
		it->va = va;
		it->vb = b->verdict;
		it->pca = pca;
		it->pcb = b->credit;
		it->ka = (unsigned char)ka;
		it->kb = (unsigned char)cell_kind(b);
		c->moves[it->ka][it->kb]++;
		cmp_tally_add(&c->total, it);
		cmp_tally_add(&group_for(c, explore_problem(ex, p), &last)->t, it);
	}
	c->total.p = compare_mcnemar(c->total.wins, c->total.losses);
	for (size_t g = 0; g < c->ngroups; g++)
		c->groups[g].t.p = compare_mcnemar(c->groups[g].t.wins, c->groups[g].t.losses);
}

bool compare_match(const struct cmp_item *it, enum cmp_filter f, double threshold)
{
	bool a = it->va == EV_RIGHT, b = it->vb == EV_RIGHT;

	switch (f) {
	case CF_ALL:
		return true;
	case CF_DISAGREE:
		return it->va != it->vb;
	case CF_A_WINS:
		return a && !b;
	case CF_B_WINS:
		return b && !a;
	case CF_PC_DIFF:
		return fabs(it->pca - it->pcb) > threshold;
	default:
		return false;
	}
}

size_t compare_filter(const struct compare *c, enum cmp_filter f, double threshold,
		      size_t *out)
{
	size_t n = 0;

	for (size_t i = 0; i < c->n; i++) {
		if (!compare_match(&c->v[i], f, threshold))
			continue;
		if (out)
			out[n] = i;
		n++;
	}
	return n;
}

size_t compare_kind_count(const struct compare *c, int side, size_t kind)
{
	size_t n = 0;

	for (size_t k = 0; kind < FAULT__COUNT && k < FAULT__COUNT; k++)
		n += side ? c->moves[k][kind] : c->moves[kind][k];
	return n;
}

/* A kind's place in the taxonomy's order, "none" last. */
static size_t kind_rank(size_t kind)
{
	return (kind + FAULT__COUNT - 1) % FAULT__COUNT;
}

static int cmp_moves(const void *x, const void *y)
{
	const struct cmp_move *a = x, *b = y;

	if (a->n != b->n)
		return a->n < b->n ? 1 : -1;
	if (a->from != b->from)
		return kind_rank(a->from) < kind_rank(b->from) ? -1 : 1;
	return (kind_rank(a->to) > kind_rank(b->to)) - (kind_rank(a->to) < kind_rank(b->to));
}

size_t compare_moves(const struct compare *c, struct cmp_move *out)
{
	size_t n = 0;

	for (size_t from = 0; from < FAULT__COUNT; from++)
		for (size_t to = 0; to < FAULT__COUNT; to++)
			if (from != to && c->moves[from][to])
				out[n++] = (struct cmp_move){ (unsigned char)from, (unsigned char)to,
							      c->moves[from][to] };
	if (n > 1)
		qsort(out, n, sizeof *out, cmp_moves);
	return n;
}

static const char *kind_label(size_t kind)
{
	return kind == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)kind);
}

int compare_kinds_csv(const struct compare *c, const char *run_a, const char *run_b, FILE *fp)
{
	fputs("run_a,run_b,kind_a,kind_b,items\n", fp);
	for (size_t i = 1; i <= FAULT__COUNT; i++)
		for (size_t j = 1; j <= FAULT__COUNT; j++) {
			size_t ka = i % FAULT__COUNT, kb = j % FAULT__COUNT;
			if (!c->moves[ka][kb])
				continue;
			ex_csv_field(fp, run_a, false);
			ex_csv_field(fp, run_b, false);
			fprintf(fp, "%s,%s,%zu\n", kind_label(ka), kind_label(kb), c->moves[ka][kb]);
		}
	return ferror(fp) ? -1 : 0;
}

double compare_mcnemar(size_t b, size_t c)
{
	double n = (double)b + (double)c, k = (double)(b < c ? b : c);
	double logt, sum = 1, r = 1, p;

	if (b == c)
		return 1.0;	/* includes b = c = 0: no evidence either way */
	/* the largest term of the lower tail, t_k = C(n, k) / 2^n */
	logt = lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1) - n * log(2.0);
	/* t_{j-1} / t_j = j / (n - j + 1): sum downwards, stop when the
	 * remaining terms cannot change the sum */
	for (double j = k; j >= 1; j--) {
		r *= j / (n - j + 1);
		sum += r;
		if (r < sum * 1e-17)
			break;
	}
	p = 2.0 * exp(logt + log(sum));
	return p > 1.0 ? 1.0 : p;
}
