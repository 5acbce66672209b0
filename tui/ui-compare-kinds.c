/* ui-compare-kinds.c - the comparison's kinds view: why run A and run B
 * fail, side by side, and which items moved between kinds.
 *
 * Over the items both runs answered among the navigator's filtered
 * problems (compare.h): a row per kind of first error (the taxonomy's
 * order, then "none": no error found; a kind neither run shows is left
 * out), each with A's and B's count, share of the paired items and a bar
 * of '#' that reads without colour, and the change from A to B. Under it
 * the moves: how many items went from kind X in A to kind Y in B, largest
 * first. Enter on a kind lists its items on both runs, on a move the
 * move's items on both runs (ui_failures_items_list); X writes the kinds
 * table as CSV (compare_kinds_csv). */
#include "config.h"
#include "ui-annot.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define LABEL_W 23	/* "unsupported-conclusion" and a space */
#define CELL_W 18	/* "123456 100% #####" and a space */
#define BAR_W 5
#define HEAD_LINES 3	/* the runs, the items, the column labels */

static const char *kind_label(size_t kind)
{
	return kind == FAULT_NONE ? "none" : fault_kind_name((enum fault_kind)kind);
}

/* The kinds shown, in the taxonomy's order, "none" last (always). */
static size_t kinds_shown(const struct compare *c, size_t *out)
{
	size_t n = 0;

	for (size_t i = 1; i <= FAULT__COUNT; i++) {
		size_t k = i % FAULT__COUNT;
		if (k == FAULT_NONE || compare_kind_count(c, 0, k) || compare_kind_count(c, 1, k))
			out[n++] = k;
	}
	return n;
}

/* "    12  30% ##..." (as the failures screen draws a cell). */
static void put_cell(struct strbuf *sb, size_t n, size_t of)
{
	double share = of ? (double)n / (double)of : 0;
	int bar = (int)(share * BAR_W + 0.5);

	if (n && !bar)
		bar = 1;	/* a kind that occurs never shows an empty bar */
	sb_printf(sb, "%6zu %3.0f%% ", n, share * 100);
	for (int i = 0; i < BAR_W; i++)
		sb_putc(sb, i < bar ? '#' : '.');
	sb_printf(sb, "%*s", CELL_W - 17, "");
}

size_t ui_compare_kinds_rows(const struct compare *c)
{
	size_t kinds[FAULT__COUNT];
	struct cmp_move mv[CMP_MOVES_MAX];

	return kinds_shown(c, kinds) + compare_moves(c, mv);
}

/* The view's lines into out (its selectable rows from line HEAD_LINES:
 * the kinds, a blank and the moves' heading, then the moves); *sel_line
 * is set to the line of row sel. */
static void build_lines(struct tui *t, const struct compare *c, size_t sel, struct ui_lines *out,
			size_t *sel_line)
{
	size_t kinds[FAULT__COUNT], nk = kinds_shown(c, kinds), moved = 0;
	struct cmp_move mv[CMP_MOVES_MAX];
	size_t nm = compare_moves(c, mv);
	char *a = text_clean(explore_run_name(t->ex, c->ra));
	char *b = text_clean(explore_run_name(t->ex, c->rb));
	struct strbuf sb;

	ui_lines_add(out, ROLE_GROUP, xasprintf("A %s  vs  B %s  under %s", a, b, c->pol->name));
	ui_lines_add(out, ROLE_DIM,
		     xasprintf("%zu items both answered of the filter's %zu problems: each "
			       "one's first error",
			       c->n, t->res.n));
	ui_lines_add(out, ROLE_LABEL,
		     xasprintf("%-*s%6s%*s%6s%*s%7s", LABEL_W, "first error", "A", CELL_W - 6, "", "B",
			       CELL_W - 6, "", "B-A"));
	for (size_t i = 0; i < nk; i++) {
		size_t na = compare_kind_count(c, 0, kinds[i]), nb = compare_kind_count(c, 1, kinds[i]);
		sb_init(&sb);
		sb_printf(&sb, "%-*s", LABEL_W, kind_label(kinds[i]));
		put_cell(&sb, na, c->n);
		put_cell(&sb, nb, c->n);
		sb_printf(&sb, "%+7ld", (long)nb - (long)na);
		if (i == sel)
			*sel_line = out->lines.n;
		ui_lines_add(out, na || nb ? ROLE_NORMAL : ROLE_DIM, sb_take(&sb));
	}
	for (size_t i = 0; i < nm; i++)
		moved += mv[i].n;
	ui_lines_add(out, ROLE_NORMAL, xstrdup(""));
	ui_lines_add(out, ROLE_LABEL,
		     nm ? xasprintf("moved from A's kind to B's, largest first: %zu of %zu items",
				    moved, c->n)
			: xasprintf("no item moved between kinds (%zu items)", c->n));
	for (size_t i = 0; i < nm; i++) {
		if (nk + i == sel)
			*sel_line = out->lines.n;
		ui_lines_add(out, ROLE_NORMAL,
			     xasprintf("  %-*s -> %-*s %6zu", LABEL_W - 1, kind_label(mv[i].from),
				       LABEL_W - 1, kind_label(mv[i].to), mv[i].n));
	}
	free(a);
	free(b);
}

void ui_compare_kinds_draw(struct tui *t, const struct compare *c, size_t *sel, size_t *top,
			   int y0, int height, int cols)
{
	struct ui_lines lines;
	size_t n = ui_compare_kinds_rows(c), sel_line = 0;

	memset(&lines, 0, sizeof lines);
	textlines_init(&lines.lines);
	if (n && *sel >= n)
		*sel = n - 1;
	build_lines(t, c, *sel, &lines, &sel_line);
	/* the heading stays; the rows under it scroll to keep sel in view */
	if (height > HEAD_LINES) {
		size_t page = (size_t)height - HEAD_LINES;
		if (sel_line < HEAD_LINES + *top)
			*top = sel_line - HEAD_LINES;
		if (sel_line >= HEAD_LINES + *top + page)
			*top = sel_line - HEAD_LINES - page + 1;
	}
	for (int i = 0; i < height && i < (int)lines.lines.n; i++) {
		size_t l = i < HEAD_LINES ? (size_t)i : (size_t)i + *top;
		if (l >= lines.lines.n)
			break;
		draw_text(y0 + i, 1, cols - 2, n && l == sel_line ? ROLE_SELECTED : lines.roles[l],
			  lines.lines.v[l]);
	}
	textlines_free(&lines.lines);
	free(lines.roles);
}

/* Row sel's items: a kind's on the run(s) where it is the first error, a
 * move's on both runs (A then B, problem by problem). */
static size_t row_items(const struct compare *c, size_t sel, struct ex_fail_item **out,
			char **title)
{
	size_t kinds[FAULT__COUNT], nk = kinds_shown(c, kinds);
	struct cmp_move mv[CMP_MOVES_MAX];
	size_t nm = compare_moves(c, mv), n = 0, cap = 0;
	struct ex_fail_item *v = NULL;

	*out = NULL;
	if (sel >= nk + nm)
		return 0;
	if (sel < nk)
		*title = xasprintf("compare: first error %s in run A or B", kind_label(kinds[sel]));
	else
		*title = xasprintf("compare: %s in A -> %s in B", kind_label(mv[sel - nk].from),
				   kind_label(mv[sel - nk].to));
	for (size_t i = 0; i < c->n; i++) {
		const struct cmp_item *it = &c->v[i];
		bool a, b;
		if (sel < nk) {
			a = it->ka == kinds[sel];
			b = it->kb == kinds[sel];
		} else {
			a = b = it->ka == mv[sel - nk].from && it->kb == mv[sel - nk].to;
		}
		for (int side = 0; side < 2; side++) {
			if (!(side ? b : a))
				continue;
			xgrow(&v, &cap, n + 1, sizeof *v);
			v[n] = (struct ex_fail_item){ side ? c->rb : c->ra, i, it->p, 0 };
			n++;
		}
	}
	*out = v;
	return n;
}

struct screen *ui_compare_kinds_items(struct tui *t, const struct compare *c, size_t sel)
{
	struct ex_fail_item *v;
	char *title = NULL;
	size_t n = row_items(c, sel, &v, &title);

	if (!n) {
		tui_message(t, true, "no items in this row");
		free(title);
		free(v);
		return NULL;
	}
	return ui_failures_items_list(t, v, n, title, (long)c->ra, (long)c->rb);
}

long ui_compare_kinds_csv(struct tui *t, const struct compare *c, FILE *fp)
{
	size_t rows = 0;

	if (compare_kinds_csv(c, explore_run_name(t->ex, c->ra), explore_run_name(t->ex, c->rb),
			      fp) != 0)
		return -1;
	for (size_t a = 0; a < FAULT__COUNT; a++)
		for (size_t b = 0; b < FAULT__COUNT; b++)
			rows += c->moves[a][b] != 0;
	return (long)rows;
}
