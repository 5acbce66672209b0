/* ui-compare-sum.c - the comparison summary: wins, losses and ties of run
 * A against run B per task and difficulty over the navigator's filtered
 * problems, mean partial credit of each, and the exact McNemar p-value
 * of the accuracy difference (compare.h). */
#include "config.h"
#include "ui-annot.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

void ui_lines_add(struct ui_lines *out, enum draw_role r, char *line)
{
	xgrow(&out->roles, &out->cap, out->lines.n + 1, sizeof *out->roles);
	out->roles[out->lines.n] = r;
	textlines_take(&out->lines, line);
}

/* A prose line wrapped to width, its continuations under its text. */
static void add_wrapped(struct ui_lines *out, enum draw_role r, char *line, int width)
{
	struct textlines tl;

	textlines_init(&tl);
	text_wrap_hanging(line, width, 4, &tl);
	for (size_t i = 0; i < tl.n; i++) {
		ui_lines_add(out, r, tl.v[i]);
		tl.v[i] = NULL;
	}
	textlines_free(&tl);
	free(line);
}

/* The table is 95 columns wide; narrower, it leaves out the ties (items
 * less wins, losses and the other tie) and gives the task 12: at 80
 * columns PC B and the p-value were past the edge. */
#define SUM_WIDE 95

static char *tally_row(const char *task, const char *diff, const struct cmp_tally *t, bool wide)
{
	double n = t->items ? (double)t->items : 1;
	char *ct = text_clean(task), *cd = text_clean(diff);
	char *s = wide ? xasprintf("  %-16.16s %-10.10s %6zu %5zu %6zu %6zu %6zu %5zu %6.3f %6.3f "
				   "%9.4f",
				   ct, cd, t->items, t->wins, t->losses, t->both_right,
				   t->both_wrong, t->disagree, t->pca / n, t->pcb / n, t->p)
		       : xasprintf("  %-12.12s %-10.10s %6zu %5zu %6zu %5zu %6.3f %6.3f %9.4f", ct,
				   cd, t->items, t->wins, t->losses, t->disagree, t->pca / n,
				   t->pcb / n, t->p);

	free(ct);
	free(cd);
	return s;
}

void ui_compare_summary(struct tui *t, const struct compare *c, struct ui_lines *out, int width)
{
	char *a = text_clean(explore_run_name(t->ex, c->ra));
	char *b = text_clean(explore_run_name(t->ex, c->rb));
	const struct cmp_tally *tot = &c->total;
	bool wide = width <= 0 || width >= SUM_WIDE;

	if (width <= 0)
		width = 1 << 20;
	add_wrapped(out, ROLE_GROUP, xasprintf("A %s  vs  B %s  under %s", a, b, c->pol->name),
		    width);
	add_wrapped(out, ROLE_DIM,
		    xasprintf("  over the %zu problem%s of the navigator's filter: %zu paired, "
			      "%zu answered by A only, %zu by B only",
			      t->res.n, t->res.n == 1 ? "" : "s", c->n, c->only_a, c->only_b),
		    width);
	ui_lines_add(out, ROLE_NORMAL, xstrdup(""));
	if (wide)
		ui_lines_add(out, ROLE_LABEL,
		    xasprintf("  %-16s %-10s %6s %5s %6s %6s %6s %5s %6s %6s %9s", "task",
			      "difficulty", "items", "wins", "losses", "ties+", "ties-", "diff",
			      "PC A", "PC B", "McNemar p"));
	else
		ui_lines_add(out, ROLE_LABEL,
		    xasprintf("  %-12s %-10s %6s %5s %6s %5s %6s %6s %9s", "task", "difficulty",
			      "items", "wins", "losses", "diff", "PC A", "PC B", "McNemar p"));
	for (size_t g = 0; g < c->ngroups; g++) {
		const struct cmp_group *gr = &c->groups[g];
		const struct cmp_tally *gt = &gr->t;
		ui_lines_add(out, gt->wins != gt->losses ? (gt->p < 0.05 ? ROLE_WARNING : ROLE_NORMAL)
						: ROLE_DIM,
		    tally_row(gr->task ? gr->task : "-", gr->difficulty ? gr->difficulty : "-", gt,
			      wide));
	}
	if (!c->ngroups)
		ui_lines_add(out, ROLE_DIM, xstrdup("  (no problem answered by both runs)"));
	ui_lines_add(out, ROLE_GROUP, tally_row("all", "", tot, wide));
	ui_lines_add(out, ROLE_NORMAL, xstrdup(""));
	add_wrapped(out, ROLE_NORMAL,
	    xasprintf("  accuracy: A %.3f, B %.3f over %zu paired items; A wins %zu, B wins %zu",
		      tot->items ? (double)(tot->wins + tot->both_right) / (double)tot->items : 0.0,
		      tot->items ? (double)(tot->losses + tot->both_right) / (double)tot->items : 0.0,
		      tot->items, tot->wins, tot->losses), width);
	add_wrapped(out, tot->p < 0.05 ? ROLE_WARNING : ROLE_NORMAL,
		    xasprintf("  exact McNemar test (two-sided): p = %.4g%s", tot->p,
			      tot->wins + tot->losses == 0 ? " (no discordant pairs)"
			      : tot->p < 0.05		   ? ": the runs' accuracy differs at 5%"
							   : ": no significant difference at 5%"),
		    width);
	ui_lines_add(out, ROLE_NORMAL, xstrdup(""));
	add_wrapped(out, ROLE_DIM,
		    xstrdup(wide ? "  wins: A right, B not; losses: B right, A not; ties+: both "
				   "right; ties-: both not right;"
				 : "  wins: A right, B not; losses: B right, A not (the ties, "
				   "both right or both not, are left out at this width);"),
		    width);
	add_wrapped(out, ROLE_DIM,
		    xstrdup("  diff: the verdicts differ; PC: mean partial credit; p from "
			    "the binomial on wins vs losses."),
		    width);
	free(a);
	free(b);
}
