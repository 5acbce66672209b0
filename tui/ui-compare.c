/* ui-compare.c - two runs side by side on the same problem.
 *
 * Side by side (the first view): run A (the current run) on the left and
 * run B (other-run cycles it) on the right, each with its verdict and
 * partial credit under the current policy (an override marked), its
 * annotation label, the parsed answer and the answer text with its claims
 * coloured; between them the reference trace at step k (narration and
 * state tables), stepped with the trace keys. j/k scroll both answers,
 * [ and ] move along the navigator's rows (a filter-compare filter makes
 * those the items where the runs differ). focus-pane picks the side
 * (A or B, its name drawn as selected) that annotate opens; the status
 * bar shows it and the PC-differs threshold, which compare-threshold-up
 * and -down move (ui-annot-filter.c).
 *
 * Summary (Tab): wins, losses and ties per task and difficulty over the
 * navigator's filtered problems with the exact McNemar p-value
 * (ui-compare-sum.c).
 *
 * Kinds (Tab again): the first errors of A and B per kind over the same
 * items, and the items that moved between kinds (ui-compare-kinds.c);
 * Enter lists a row's items, X writes the table as CSV. */
#include "config.h"
#include "ui-annot.h"
#include "item.h"
#include "styled.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define NARRATION 4

struct side {
	struct item it;
	bool have;
	const struct answer *a;
	const char *text;	/* a->text the item was built for */
	struct styled st;
};

enum cmp_view { CV_SIDES, CV_SUMMARY, CV_KINDS, CV__COUNT };

struct compare_screen {
	struct screen base;
	enum cmp_view view;
	size_t kind_sel, kind_top;	/* the kinds view's selected row, scroll */
	bool two_runs;		/* there were two runs to compare when drawn */
	int focus;		/* the side annotate acts on: 0 A, 1 B */
	size_t p;
	struct side side[2];
	struct trace_state ts;
	bool have_ts;
	const struct trace *ts_for;	/* the trace ts is sized for */
	size_t k;		/* trace step */
	size_t top;		/* answer scroll; summary scroll */
	/* the summary, rebuilt when what it depends on changes */
	struct compare cmp;
	struct ui_lines sum;
	bool have_sum;
	int sum_cols;		/* the width the summary's lines were laid out for */
	unsigned gen, agen;
	const struct policy *pol;
	long ra, rb;
};

static void side_drop(struct side *sd)
{
	if (!sd->have)
		return;
	item_free(&sd->it);
	styled_free(&sd->st);
	sd->have = false;
}

static void side_update(struct side *sd, struct tui *t, long r, size_t p)
{
	const struct answer *a = r >= 0 ? ui_answer_at(t, (size_t)r, p, t->sample) : NULL;
	size_t len;

	if (sd->have && sd->a == a && (!a || sd->text == a->text) && sd->it.p == explore_problem(t->ex, p))
		return;
	side_drop(sd);
	item_load(&sd->it, explore_problem(t->ex, p), a);
	sd->a = a;
	sd->text = a ? a->text : NULL;
	if (a && a->text && ui_own_text(t, a, &len) != a->text) {
		/* overridden: the model's own words, uncoloured (the claims
		 * and final answer were found in the override's text) */
		const char *own = ui_own_text(t, a, &len);
		styled_build(&sd->st, own ? own : "", own ? len : 0, NULL);
	} else if (a && a->text) {
		unsigned char *roles = item_answer_roles(&sd->it);
		styled_build(&sd->st, a->text, a->text_len, roles);
		free(roles);
	} else {
		static const char none[] = "(no answer in this run)";
		styled_build(&sd->st, none, sizeof none - 1, NULL);
	}
	sd->have = true;
}

static void update(struct compare_screen *cs, struct tui *t)
{
	size_t p = tui_problem_index(t);

	if (p != cs->p) {
		cs->k = 0;
		cs->top = 0;
	}
	cs->p = p;
	side_update(&cs->side[0], t, t->run, p);
	side_update(&cs->side[1], t, ui_other_run(t), p);
	if (cs->have_ts && cs->ts_for != cs->side[0].it.tr) {
		trace_state_free(&cs->ts);
		cs->have_ts = false;
	}
	if (!cs->have_ts && cs->side[0].it.tr) {
		trace_state_init(&cs->ts, cs->side[0].it.tr);
		cs->ts_for = cs->side[0].it.tr;
		cs->have_ts = true;
	}
}

static void draw_side(struct compare_screen *cs, struct tui *t, int i, int top, int end, int x,
		      int w)
{
	struct side *sd = &cs->side[i];
	long r = i == 0 ? t->run : ui_other_run(t);
	const struct ex_cell *c = explore_cell(t->ex, t->pol, (size_t)r, cs->p);
	const struct annot *an = ui_annot_of(t, (size_t)r, cs->p, t->sample);
	char *name = text_clean(explore_run_name(t->ex, (size_t)r)), *line;
	int y = top;

	{
		/* a name too long keeps its end, where runs differ (date,
		 * time, method), not its start ("connectivity/easy/2023" on
		 * both sides at 80 columns) */
		enum draw_role r0 = i == cs->focus ? ROLE_SELECTED : ROLE_GROUP;
		int nw = (int)text_width(name);
		draw_text(y, x, w, r0, i == 0 ? "A  " : "B  ");
		if (nw <= w - 3 || w < 8) {
			draw_text(y, x + 3, w - 3, r0, name);
		} else {
			draw_text(y, x + 3, 1, r0, "~");
			draw_text_from(y, x + 4, nw - (w - 4), w - 4, r0, name);
		}
		y++;
	}
	line = xasprintf("%s (%.2f)%s", ex_verdict_name(c->verdict), c->credit,
			 ui_override_mark(t, (size_t)r, cs->p));
	draw_text(y++, x, w, ui_verdict_role(c->verdict), line);
	free(line);
	if (an && an->label) {
		line = xasprintf("label: %s", an->label);
		draw_text(y, x, w, ROLE_LABEL, line);
		free(line);
	}
	y++;
	line = xasprintf("answer: %s", sd->it.parsed ? sd->it.parsed : "-");
	draw_text(y++, x, w, ROLE_MODEL, line);
	free(line);
	draw_hline(y++, x, w, ROLE_DIM);
	styled_wrap(&sd->st, w);
	for (size_t l = cs->top; l < sd->st.nlines && y < end; l++, y++)
		styled_draw_line(&sd->st, l, y, x, w);
	free(name);
}

static void draw_trace(struct compare_screen *cs, int top, int end, int x, int w)
{
	struct trace *tr = cs->side[0].it.tr;
	struct trace_table tab;
	struct textlines lines;
	struct strbuf sb;
	int y = top;
	char *line;

	if (!tr) {
		draw_text(y++, x, w, ROLE_DIM, "no reference trace:");
		draw_text(y, x, w, ROLE_DIM, cs->side[0].it.trace_err ? cs->side[0].it.trace_err : "-");
		return;
	}
	if (cs->k > trace_count(tr))
		cs->k = trace_count(tr);
	line = xasprintf("reference %s  step %zu/%zu", tr->algorithm, cs->k, trace_count(tr));
	if ((int)text_width(line) > w) {
		/* the step first where the line is cut (at 80 columns it
		 * read "reference Count nodes  s") */
		free(line);
		line = xasprintf("step %zu/%zu  %s", cs->k, trace_count(tr), tr->algorithm);
	}
	draw_text(y++, x, w, ROLE_REF, line);
	free(line);
	sb_init(&sb);
	for (int i = NARRATION; i >= 1 && y < end; i--) {
		char *clean;
		if (cs->k < (size_t)i)
			continue;
		sb_reset(&sb);
		trace_event_text(tr, cs->k - (size_t)i, &sb);
		clean = text_clean(sb.data);
		draw_text(y++, x, w, i == 1 ? ROLE_CURRENT : ROLE_DIM, clean);
		free(clean);
	}
	sb_free(&sb);
	if (cs->k == 0)
		draw_text(y++, x, w, ROLE_DIM, "(before the first step)");
	draw_hline(y++, x, w, ROLE_DIM);
	trace_state_at(tr, cs->k, &cs->ts);
	/* the head, then the table lines the pane has room for (a row a
	 * node and an edge: formatted whole at every step, 400,000 lines at
	 * 10^5 nodes, for the twenty shown) */
	sb_init(&sb);
	trace_state_head(tr, &cs->ts, &sb, &tab);
	for (size_t i = 0; y < end; i++) {
		textlines_init(&lines);
		text_wrap(sb.data, w, &lines);
		for (size_t j = 0; j < lines.n && y < end; j++)
			draw_text(y++, x, w, ROLE_NORMAL, lines.v[j]);
		textlines_free(&lines);
		if (i >= tab.lines)
			break;
		sb_reset(&sb);
		trace_state_line(tr, &cs->ts, &tab, i, &sb);
	}
	sb_free(&sb);
}

static void build_summary(struct compare_screen *cs, struct tui *t, int cols)
{
	long rb = ui_other_run(t);
	bool same = cs->have_sum && cs->gen == t->gen && cs->agen == t->an->gen &&
		    cs->pol == t->pol && cs->ra == t->run && cs->rb == rb;

	if (same && cs->sum_cols == cols)
		return;
	if (cs->have_sum) {
		textlines_free(&cs->sum.lines);
		free(cs->sum.roles);
		memset(&cs->sum, 0, sizeof cs->sum);
	}
	textlines_init(&cs->sum.lines);
	if (!same)	/* a new width only lays the same figures out again */
		compare_runs(&cs->cmp, t->ex, t->pol, (size_t)t->run, (size_t)rb, t->res.rows,
			     t->res.n);
	ui_compare_summary(t, &cs->cmp, &cs->sum, cols - 2);
	cs->sum_cols = cols;
	cs->have_sum = true;
	cs->gen = t->gen;
	cs->agen = t->an->gen;
	cs->pol = t->pol;
	cs->ra = t->run;
	cs->rb = rb;
}

static void cmp_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct compare_screen *cs = (struct compare_screen *)s;
	int w, end = top + height;

	cs->two_runs = t->run >= 0 && ui_other_run(t) >= 0;
	if (!cs->two_runs) {
		draw_text(top + height / 2, 2, cols - 4, ROLE_DIM, "Comparing needs two runs.");
		return;
	}
	if (cs->view == CV_KINDS) {
		build_summary(cs, t, cols);
		s->body_rows = height;
		ui_compare_kinds_draw(t, &cs->cmp, &cs->kind_sel, &cs->kind_top, top, height, cols);
		return;
	}
	if (cs->view == CV_SUMMARY) {
		build_summary(cs, t, cols);
		cs->top = ui_clamp_top(cs->top, cs->sum.lines.n, (size_t)height);
		for (int i = 0; i < height && cs->top + (size_t)i < cs->sum.lines.n; i++) {
			size_t l = cs->top + (size_t)i;
			draw_text(top + i, 1, cols - 2, cs->sum.roles[l], cs->sum.lines.v[l]);
		}
		return;
	}
	if (!tui_problem(t)) {
		ui_draw_empty(t, top, height, cols);
		return;
	}
	update(cs, t);
	w = (cols - 6) / 3;
	s->body_rows = height - 5;
	draw_side(cs, t, 0, top, end, 1, w);
	for (int y = top; y < end; y++) {
		draw_text(y, w + 2, 1, ROLE_DIM, "|");
		draw_text(y, cols - w - 3, 1, ROLE_DIM, "|");
	}
	draw_trace(cs, top, end, w + 4, cols - 2 * w - 8);
	draw_side(cs, t, 1, top, end, cols - w - 1, w);
}

static void cmp_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct compare_screen *cs = (struct compare_screen *)s;
	const struct problem *p = tui_problem(t);
	char *id = text_clean(p ? p->id : "(none)");

	if (cs->view == CV_KINDS)
		sb_printf(out, "compare runs: first errors by kind under %s", t->pol->name);
	else if (cs->view == CV_SUMMARY)
		sb_printf(out, "compare runs: summary under %s", t->pol->name);
	else
		sb_printf(out, "compare  %s", id);
	free(id);
}

static void cmp_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct compare_screen *cs = (struct compare_screen *)s;

	ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, cs->view == CV_SIDES ? "summary" :
						cs->view == CV_SUMMARY ? "kinds" : "side by side");
	if (cs->view == CV_KINDS) {
		ui_hint(hints, ACT_ENTER, ACT_NONE, "items");
		ui_hint(hints, ACT_EXPORT, ACT_NONE, "csv");
		ui_hint(hints, ACT_NEXT_RUN, ACT_OTHER_RUN, "run A/B");
	} else if (cs->view == CV_SUMMARY) {
		ui_hint(hints, ACT_NEXT_RUN, ACT_OTHER_RUN, "run A/B");
		ui_hint(hints, ACT_RUNS, ACT_NONE, "pick B");
		ui_hint(hints, ACT_FILTER_COMPARE, ACT_NONE, "differ");
	} else {
		ui_hint(hints, ACT_STEP_BACK, ACT_STEP_FORWARD, "step");
		ui_hint(hints, ACT_PREV_PROBLEM, ACT_NEXT_PROBLEM, "prev/next");
		ui_hint(hints, ACT_FOCUS_PANE, ACT_NONE, "side");
	}
	ui_hint(hints, ACT_THRESHOLD_DOWN, ACT_THRESHOLD_UP, "PC");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	if (cs->view == CV_KINDS) {
		size_t n = ui_compare_kinds_rows(&cs->cmp);
		sb_printf(pos, "%zu/%zu", n ? cs->kind_sel + 1 : 0, n);
		return;
	}
	if (cs->view == CV_SIDES)
		sb_printf(pos, "annotate %c  ", cs->focus ? 'B' : 'A');
	sb_printf(pos, "PC>%.2f  %zu/%zu", t->an->threshold, t->res.n ? t->cur + 1 : 0, t->res.n);
}

static bool cmp_handle(struct screen *s, struct tui *t, enum action a)
{
	struct compare_screen *cs = (struct compare_screen *)s;
	size_t n = cs->side[0].have && cs->side[0].it.tr ? trace_count(cs->side[0].it.tr) : 0;

	switch (a) {
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		cs->view = (enum cmp_view)((cs->view + (a == ACT_NEXT_VIEW ? 1 : CV__COUNT - 1)) %
					   CV__COUNT);
		cs->top = 0;
		return true;
	case ACT_ENTER: {
		struct screen *is;
		if (cs->view != CV_KINDS)
			return false;
		is = ui_compare_kinds_items(t, &cs->cmp, cs->kind_sel);
		if (is)
			tui_push(t, is);
		return true;
	}
	case ACT_STEP_FORWARD:
		if (cs->k < n)
			cs->k++;
		return true;
	case ACT_STEP_BACK:
		if (cs->k > 0)
			cs->k--;
		return true;
	case ACT_STEP_FIRST:
		cs->k = 0;
		return true;
	case ACT_STEP_LAST:
		cs->k = n;
		return true;
	case ACT_STEP_DECISIVE:
		for (int i = 0; i < 2; i++) {
			if (cs->side[i].have && cs->side[i].it.decisive >= 0) {
				cs->k = (size_t)cs->side[i].it.decisive + 1;
				tui_message(t, false, "decisive step of run %c", i ? 'B' : 'A');
				return true;
			}
		}
		tui_message(t, false, "no decisive step: neither answer is wrong");
		return true;
	case ACT_NEXT_PROBLEM:
	case ACT_PREV_PROBLEM:
		ui_step_problem(t, a);
		return true;
	case ACT_RUNS: {
		struct screen *rs = ui_runs_new(t, true);	/* run B */
		if (rs)
			tui_push(t, rs);
		return true;
	}
	case ACT_FOCUS_PANE:
		if (cs->view != CV_SIDES)
			return false;
		cs->focus = !cs->focus;
		tui_message(t, false, "annotate acts on run %c", cs->focus ? 'B' : 'A');
		return true;
	case ACT_ANNOTATE:
		if (cs->view != CV_SIDES)
			return false;
		ui_annotate(t, cs->focus ? ui_other_run(t) : t->run);
		return true;
	case ACT_COMPARE:
		tui_pop(t);
		return true;
	default:
		return false;
	}
}

/* Lines and pages scroll the sides (or the summary), clamped when drawn;
 * Home and End keep their global meaning. */
static bool cmp_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct compare_screen *cs = (struct compare_screen *)s;

	if (cs->view == CV_KINDS) {	/* a cursor over the kinds and moves */
		*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &cs->kind_sel,
				      .count = ui_compare_kinds_rows(&cs->cmp),
				      .page = ui_page(s->body_rows) };
		return true;
	}
	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &cs->top,
			      .page = ui_page(s->body_rows) };
	return !motion_is_end(a);
}

/* X on the kinds view: its table, the runs compared first (compared over
 * the navigator's filter as drawn). */
static long cmp_export(struct screen *s, struct tui *t, FILE *fp)
{
	struct compare_screen *cs = (struct compare_screen *)s;

	build_summary(cs, t, cs->sum_cols ? cs->sum_cols : 80);
	return ui_compare_kinds_csv(t, &cs->cmp, fp);
}

static bool cmp_exports(struct screen *s)
{
	const struct compare_screen *cs = (const struct compare_screen *)s;

	return cs->view == CV_KINDS && cs->two_runs;
}

static void cmp_free(struct screen *s)
{
	struct compare_screen *cs = (struct compare_screen *)s;

	side_drop(&cs->side[0]);
	side_drop(&cs->side[1]);
	if (cs->have_ts)
		trace_state_free(&cs->ts);
	if (cs->have_sum) {
		textlines_free(&cs->sum.lines);
		free(cs->sum.roles);
	}
	compare_free(&cs->cmp);
	free(cs);
}

static const struct screen_ops compare_ops = {
	.name = "compare",
	.title = cmp_title,
	.draw = cmp_draw,
	.status = cmp_status,
	.handle = cmp_handle,
	.motion = cmp_motion,
	.export = cmp_export,
	.export_name = "gravel-compare-kinds.csv",
	.exports = cmp_exports,
	.free = cmp_free,
};

struct screen *ui_compare_new(struct tui *t)
{
	struct compare_screen *cs = xcalloc(1, sizeof *cs);

	(void)t;
	cs->base.ops = &compare_ops;
	cs->p = SIZE_MAX;
	compare_init(&cs->cmp);
	return &cs->base;
}
