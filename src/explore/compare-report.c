/* compare-report.c - score --compare A,B: the first errors of two runs
 * per kind and the items that moved between kinds, from a score report
 * (compare.h), as the comparison screen's kinds view shows them. */
#include "config.h"
#include "compare.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

struct keyed {
	const char *id;
	size_t kind;
};

static int cmp_keyed(const void *x, const void *y)
{
	return strcmp(((const struct keyed *)x)->id, ((const struct keyed *)y)->id);
}

/* Run name's scored items as (problem id, first error kind), sorted by
 * id; how many. */
static size_t run_items(const struct score_report *rep, const char *name, struct keyed **out)
{
	struct keyed *v = xcalloc(rep->n + 1, sizeof *v);
	size_t n = 0;

	for (size_t i = 0; i < rep->n; i++) {
		const struct score_item *it = &rep->v[i];
		const struct score_fault *fe;
		if (!it->scored || strcmp(it->run, name))
			continue;
		fe = score_first_error(&it->res);
		v[n].id = it->problem_id;
		v[n].kind = fe ? fe->kind : FAULT_NONE;
		n++;
	}
	if (n > 1)
		qsort(v, n, sizeof *v, cmp_keyed);
	*out = v;
	return n;
}

int compare_report(struct compare *c, const struct score_report *rep, const char *ra,
		   const char *rb)
{
	struct keyed *a, *b;
	size_t na = run_items(rep, ra, &a), nb = run_items(rep, rb, &b), i = 0, j = 0;

	c->pol = rep->pol;
	c->n = c->only_a = c->only_b = 0;
	memset(c->moves, 0, sizeof c->moves);
	while (i < na || j < nb) {
		int d = i == na ? 1 : j == nb ? -1 : strcmp(a[i].id, b[j].id);
		if (d < 0) {
			c->only_a++;
			i++;
		} else if (d > 0) {
			c->only_b++;
			j++;
		} else {
			c->moves[a[i].kind][b[j].kind]++;
			c->n++;
			i++;
			j++;
		}
	}
	free(a);
	free(b);
	return na && nb ? 0 : -1;
}

static const char *kind_label(size_t kind)
{
	return kind == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)kind);
}

static double share(size_t k, size_t n)
{
	return n ? 100.0 * (double)k / (double)n : 0.0;
}

int compare_print_kinds(FILE *fp, const struct compare *c, const char *ra, const char *rb)
{
	struct cmp_move mv[CMP_MOVES_MAX];
	size_t nm = compare_moves(c, mv), moved = 0;

	fprintf(fp, "A %s  vs  B %s  under %s\n", ra, rb, c->pol->name);
	fprintf(fp, "%zu items both scored (%zu of A only, %zu of B only): each one's first error\n",
		c->n, c->only_a, c->only_b);
	fprintf(fp, "%-23s %6s %5s %6s %5s %6s\n", "first error", "A", "%", "B", "%", "B-A");
	for (size_t i = 1; i <= FAULT__COUNT; i++) {
		size_t k = i % FAULT__COUNT;
		size_t a = compare_kind_count(c, 0, k), b = compare_kind_count(c, 1, k);
		if (!a && !b && k != FAULT_NONE)
			continue;	/* a kind neither run shows */
		fprintf(fp, "%-23s %6zu %5.1f %6zu %5.1f %+6ld\n", kind_label(k), a, share(a, c->n), b,
			share(b, c->n), (long)b - (long)a);
	}
	for (size_t i = 0; i < nm; i++)
		moved += mv[i].n;
	fprintf(fp, "\nmoved from A's kind to B's, largest first: %zu of %zu items\n", moved, c->n);
	for (size_t i = 0; i < nm; i++)
		fprintf(fp, "  %-22s -> %-22s %6zu\n", kind_label(mv[i].from), kind_label(mv[i].to),
			mv[i].n);
	return ferror(fp) ? -1 : 0;
}
