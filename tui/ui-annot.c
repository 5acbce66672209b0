/* ui-annot.c - the annotation screen: one answer (run, problem, sample)
 * with its verdicts under every policy, the four annotation fields
 * (label, note, tags, override), the history of changes and the model's
 * own answer text, with the question and the graph (its adjacency list)
 * beside it (below it on a screen narrower than 110 columns).
 *
 * j/k pick a field, Enter edits it: the label in a picker of the built-in
 * and workspace labels (and "(none)"), the others in the line editor
 * (edit.h): the note as typed, tags split at blanks and commas, the
 * override in the task's shape (answer-shape.h; empty removes it). Each
 * accepted edit is saved at once (annot.h); an override re-scores the
 * item under both policies and the status bar shows the verdicts before
 * and after. Undo and redo are global keys; [ and ] move along the
 * navigator's rows. */
#include "config.h"
#include "ui-annot.h"
#include "edit.h"
#include "gview.h"
#include "answer-shape.h"
#include "styled.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>

#define EDIT_MAX 4000		/* bytes a field may hold */

/* M_REASON: a label picked where the annotators disagree is an
 * adjudication, and the line editor asks for its reason first. */
enum mode { M_BROWSE, M_PICK, M_EDIT, M_REASON };

struct annot_screen {
	struct screen base;
	struct ui_item it;	/* the item annotated */
	enum annot_row sel;
	enum mode mode;
	struct edit ed;
	size_t pick;		/* picker row: 0 "(none)", 1 + label index */
	char *adj_label;	/* M_REASON: the label adjudicated */
	size_t top;		/* scroll of the lower part */
	struct styled text;	/* the model's own answer */
	const char *text_src;	/* what text was built from */
	bool have_text;
	/* the question and the graph, beside the answer (below it on a
	 * narrow screen): what the label judges the answer against */
	struct styled question;
	size_t q_p;		/* the problem they were built for */
	bool have_q;
	struct gview gv;
};

#define SIDE_MIN_COLS 110	/* narrower: the question and graph go below */

static const struct answer *item_answer(struct annot_screen *as, struct tui *t)
{
	return ui_answer_at(t, as->it.r, as->it.p, as->it.s);
}

/* ---- drawing ------------------------------------------------------------ */

static int row(int y, int cols, const char *label, enum draw_role r, const char *value)
{
	char *clean = text_clean(value);
	int w = draw_text(y, 1, 10, ROLE_LABEL, label);

	w = draw_text(y, 11, cols - 12, r, clean);
	free(clean);
	return 11 + w;
}

static int draw_head(struct annot_screen *as, struct tui *t, int y, int cols)
{
	const struct problem *pr = explore_problem(t->ex, as->it.p);
	size_t ns;
	char *line;

	explore_samples(t->ex, as->it.r, as->it.p, &ns);
	/* samples are numbered as in the file (from 0), everywhere */
	line = xasprintf("%s  sample %ld (%zu of %zu)", pr->id,
			 item_answer(as, t) ? item_answer(as, t)->sample : 0L, as->it.s + 1, ns);
	row(y++, cols, "item", ROLE_NORMAL, line);
	free(line);
	/* a line of its own: after the id, 80 columns cut it to
	 * "connectivity/easy/20230327", not telling the runs apart */
	row(y++, cols, "run", ROLE_NORMAL, explore_run_name(t->ex, as->it.r));
	for (size_t i = 0; i < policy_count(); i++) {
		const struct policy *pol = policy_at(i);
		const struct ex_cell *c = explore_cell(t->ex, pol, as->it.r, as->it.p);
		int x;
		line = xasprintf("%s (%.2f)", ex_verdict_name(c->verdict), c->credit);
		x = row(y, cols, pol->name, ui_verdict_role(c->verdict), line);
		if (ui_overridden(t, as->it.r, as->it.p))
			draw_text(y, x + 1, cols - x - 2, ROLE_DISAGREE, "[override]");
		free(line);
		y++;
	}
	/* the annotators' labels and notes side by side (a merged file, or
	 * a file beside); the label set here adjudicates */
	y += ui_team_draw(t, &as->it, y, 10, 11, cols, 2 + 3 + 1);
	draw_hline(y++, 0, cols, ROLE_DIM);
	return y;
}

static void draw_fields(struct annot_screen *as, struct tui *t, int y, int cols)
{
	for (int f = 0; f < AR__COUNT; f++, y++) {
		bool sel = (enum annot_row)f == as->sel;
		char *v;

		if (sel && as->mode == M_REASON) {
			char *s = xasprintf("%s  (adjudicating: type the reason)", as->adj_label);
			draw_fill(y, 0, cols, ROLE_SELECTED);
			draw_text(y, 1, 10, ROLE_SELECTED, annot_row_title[f]);
			draw_text(y, 11, cols - 12, ROLE_SELECTED, s);
			free(s);
			continue;
		}
		if (sel && as->mode == M_EDIT) {
			draw_text(y, 1, 10, ROLE_SELECTED, annot_row_title[f]);
			edit_draw(&as->ed, y, 11, cols - 12, ROLE_PROMPT, ROLE_SELECTED);
			continue;
		}
		v = ui_item_field(t, &as->it, (enum annot_row)f);
		if (sel) {
			char *c = text_clean(*v ? v : "(none)");
			draw_fill(y, 0, cols, ROLE_SELECTED);
			draw_text(y, 1, 10, ROLE_SELECTED, annot_row_title[f]);
			draw_text(y, 11, cols - 12, ROLE_SELECTED, c);
			free(c);
		} else {
			row(y, cols, annot_row_title[f], *v ? ROLE_NORMAL : ROLE_DIM, *v ? v : "(none)");
		}
		free(v);
	}
}

static void draw_picker(struct annot_screen *as, struct tui *t, int y, int end, int cols)
{
	size_t n = annot_nlabels(t->an->st) + 1, first = 0;

	draw_text(y++, 1, cols - 2, ROLE_GROUP, "pick a label (Enter sets it, Esc cancels):");
	if (as->pick >= first + (size_t)(end - y))
		first = as->pick - (size_t)(end - y) + 1;
	for (size_t i = first; i < n && y < end; i++, y++) {
		const char *l = i ? annot_label_at(t->an->st, i - 1) : "(none)";
		bool sel = i == as->pick;
		if (sel)
			draw_fill(y, 0, cols, ROLE_SELECTED);
		draw_text(y, 3, cols - 4, sel ? ROLE_SELECTED : ROLE_NORMAL, l);
	}
}

/* The lower part: the history, newest first, then the model's answer. */
static void build_lower(struct annot_screen *as, struct tui *t, struct textlines *out,
			enum draw_role **roles, size_t *cap)
{
	const struct annot *a = ui_item_annot(t, &as->it);
	size_t n = a ? a->nhist : 0;

#define ADD(role, s)                                                   \
	do {                                                           \
		xgrow(roles, cap, out->n + 1, sizeof **roles);         \
		(*roles)[out->n] = (role);                             \
		textlines_take(out, (s));                              \
	} while (0)
	ADD(ROLE_GROUP, xasprintf("history: %zu change%s", n, n == 1 ? "" : "s"));
	for (size_t i = n; i-- > 0;) {
		const struct annot_event *e = &a->hist[i];
		char *from = cJSON_PrintUnformatted(e->from), *to = cJSON_PrintUnformatted(e->to);
		char *raw = xasprintf("  %s  %s  %s %s%s%ld: %s -> %s%s%s", e->time, e->author,
				      annot_op_name(e->op), annot_field_name(e->field),
				      e->undoes ? " of #" : " #", e->undoes ? e->undoes : e->id,
				      from ? from : "null", to ? to : "null",
				      e->reason ? "  because: " : "", e->reason ? e->reason : "");
		ADD(e->op == AO_UNDO ? ROLE_DIM : ROLE_NORMAL, text_clean(raw));
		free(raw);
		cJSON_free(from);
		cJSON_free(to);
	}
	ADD(ROLE_NORMAL, xstrdup(""));
	ADD(ROLE_GROUP, xstrdup(ui_overridden(t, as->it.r, as->it.p)
					? "the model's own answer (scored: the override)"
					: "the model's answer"));
#undef ADD
}

/* The question (wrapped to width) and the graph's list view. */
static const struct textlines *build_side(struct annot_screen *as, struct tui *t, int width)
{
	const struct problem *pr = explore_problem(t->ex, as->it.p);

	if (!as->have_q || as->q_p != as->it.p) {
		const char *q = pr->question && *pr->question ? pr->question : "(no question text)";
		size_t n = strlen(q);
		while (n && (q[n - 1] == '\n' || q[n - 1] == '\r'))
			n--;	/* as text_wrap reads it: no last line end */
		if (as->have_q)
			styled_free(&as->question);
		styled_build(&as->question, q, n, NULL);
		gview_reset(&as->gv);
		as->q_p = as->it.p;
		as->have_q = true;
	}
	styled_wrap(&as->question, width);
	return pr->graph ? gview_lines(&as->gv, pr->graph) : NULL;
}

/* Row i of the side part: the question's lines, a blank, the graph. */
static size_t side_rows(const struct annot_screen *as, const struct textlines *g)
{
	return 2 + as->question.nlines + (g ? 2 + g->n : 0);
}

static void draw_side_row(struct annot_screen *as, const struct textlines *g, size_t i, int y,
			  int x, int width)
{
	size_t nq = as->question.nlines;

	if (i == 0)
		draw_text(y, x, width, ROLE_GROUP, "the question");
	else if (i - 1 < nq)
		styled_draw_line(&as->question, i - 1, y, x, width);
	else if (!g || i == nq + 1)
		return;
	else if (i == nq + 2)
		draw_text(y, x, width, ROLE_GROUP, "the graph");
	else if (i - nq - 3 < g->n)
		gview_draw_line(g, i - nq - 3, y, x, width, 0, NULL, NULL);
}

static void draw_lower(struct annot_screen *as, struct tui *t, int y, int end, int cols)
{
	struct textlines lines;
	enum draw_role *roles = NULL;
	size_t cap = 0, total, nside;
	const struct answer *a = item_answer(as, t);
	size_t len = 0;
	const char *own = a ? ui_own_text(t, a, &len) : NULL;
	bool beside = cols >= SIDE_MIN_COLS;
	int lw = beside ? cols / 2 - 1 : cols - 2, sx = cols / 2 + 1;
	const struct textlines *g;

	if (!as->have_text || as->text_src != own) {
		if (as->have_text)
			styled_free(&as->text);
		styled_build(&as->text, own ? own : "(no text)", own ? len : 9, NULL);
		as->text_src = own;
		as->have_text = true;
	}
	styled_wrap(&as->text, lw);
	g = build_side(as, t, beside ? cols - sx - 1 : cols - 2);
	nside = side_rows(as, g);
	textlines_init(&lines);
	build_lower(as, t, &lines, &roles, &cap);
	total = lines.n + as->text.nlines;
	as->base.body_rows = end - y;
	if (beside) {
		as->top = ui_clamp_top(as->top, total > nside ? total : nside, (size_t)(end - y));
		for (int r = y; r < end; r++)
			draw_text(r, cols / 2, 1, ROLE_DIM, "|");
	} else {
		total += 1 + nside;	/* below the answer, after a blank */
		as->top = ui_clamp_top(as->top, total, (size_t)(end - y));
	}
	for (size_t i = as->top; y < end; i++, y++) {
		size_t na = lines.n + as->text.nlines;
		if (beside && i < nside)
			draw_side_row(as, g, i, y, sx, cols - sx - 1);
		if (i >= total)
			continue;
		if (i < lines.n)
			draw_text(y, 1, lw, roles[i], lines.v[i]);
		else if (i < na)
			styled_draw_line(&as->text, i - lines.n, y, 1, lw);
		else if (!beside && i > na)
			draw_side_row(as, g, i - na - 1, y, 1, cols - 2);
	}
	textlines_free(&lines);
	free(roles);
}

static void an_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct annot_screen *as = (struct annot_screen *)s;
	int y, end = top + height;

	if (!item_answer(as, t)) {
		draw_text(top + height / 2, 2, cols - 4, ROLE_DIM, "No answer to annotate.");
		return;
	}
	y = draw_head(as, t, top, cols);
	draw_fields(as, t, y, cols);
	y += AR__COUNT;
	if (as->mode == M_EDIT && as->sel == AR_OVERRIDE && y < end) {
		char *hint = xasprintf("type %s; empty removes it",
				       answer_shape_hint(explore_problem(t->ex, as->it.p)));
		draw_text(y++, 11, cols - 12, ROLE_DIM, hint);
		free(hint);
	}
	if (as->mode == M_REASON && y < end) {
		draw_text(y, 1, 10, ROLE_SELECTED, "reason");
		edit_draw(&as->ed, y++, 11, cols - 12, ROLE_PROMPT, ROLE_SELECTED);
	}
	draw_hline(y++, 0, cols, ROLE_DIM);
	if (as->mode == M_PICK)
		draw_picker(as, t, y, end, cols);
	else
		draw_lower(as, t, y, end, cols);
}

/* ---- keys --------------------------------------------------------------- */

static void start(struct annot_screen *as, struct tui *t)
{
	char *v;

	if (!ui_annot_ready(t, true))
		return;
	v = ui_item_field(t, &as->it, as->sel);
	if (as->sel == AR_LABEL) {
		as->mode = M_PICK;
		as->pick = 0;
		for (size_t i = 0; i < annot_nlabels(t->an->st); i++)
			if (!strcmp(annot_label_at(t->an->st, i), v))
				as->pick = i + 1;
	} else {
		as->mode = M_EDIT;
		edit_init(&as->ed, v, EDIT_MAX);
	}
	free(v);
}

static void pick(struct annot_screen *as, struct tui *t)
{
	as->mode = M_BROWSE;
	if (as->pick && ui_annot_disagree(t, as->it.r, as->it.p, as->it.s)) {
		/* the final label of a disagreement: recorded with why */
		free(as->adj_label);
		as->adj_label = xstrdup(annot_label_at(t->an->st, as->pick - 1));
		as->mode = M_REASON;
		edit_init(&as->ed, "", EDIT_MAX);
		tui_message(t, false, "adjudicating %s: why? (Enter saves, Esc cancels)", as->adj_label);
		return;
	}
	ui_item_apply(t, &as->it, as->sel, as->pick ? annot_label_at(t->an->st, as->pick - 1) : "");
}

/* Enter on the reason: an empty one is asked for again. */
static void reason_done(struct annot_screen *as, struct tui *t, enum edit_result r)
{
	const char *why = edit_text(&as->ed);

	if (r == EDIT_ACCEPT && !why[strspn(why, " \t")]) {
		tui_message(t, true, "an adjudication needs a reason (Esc cancels)");
		return;
	}
	as->mode = M_BROWSE;
	if (r == EDIT_ACCEPT)
		ui_item_adjudicate(t, &as->it, as->adj_label, why);
	else
		tui_message(t, false, "adjudication cancelled: nothing saved");
	edit_free(&as->ed);
}

static bool an_edit(struct screen *s, struct tui *t, int ek, int byte)
{
	struct annot_screen *as = (struct annot_screen *)s;
	enum edit_result r;

	if (as->mode == M_PICK) {
		if (ek == EK_CANCEL)
			as->mode = M_BROWSE;
		else if (ek == EK_ENTER)
			pick(as, t);
		else
			return false;
		return true;
	}
	if (as->mode != M_EDIT && as->mode != M_REASON) {
		if (ek != EK_CANCEL)
			return false;
		tui_pop(t);	/* Esc leaves the screen */
		return true;
	}
	r = edit_key(&as->ed, (enum edit_key)ek, byte);
	if (r == EDIT_CONTINUE)
		return true;
	if (as->mode == M_REASON) {
		reason_done(as, t, r);
		return true;
	}
	as->mode = M_BROWSE;
	if (r == EDIT_ACCEPT)
		ui_item_apply(t, &as->it, as->sel, edit_text(&as->ed));
	edit_free(&as->ed);
	return true;
}

/* Follow the navigator to another row: the same run and sample. */
static void repin(struct annot_screen *as, struct tui *t)
{
	size_t p = tui_problem_index(t);

	if (p == SIZE_MAX || t->run < 0)
		return;
	as->it.p = p;
	as->it.r = (size_t)t->run;
	as->it.s = t->sample;
	as->top = 0;
}

static bool an_handle(struct screen *s, struct tui *t, enum action a)
{
	struct annot_screen *as = (struct annot_screen *)s;

	if (as->mode == M_PICK) {
		size_t n = annot_nlabels(t->an->st) + 1;
		if (a == ACT_MOVE_DOWN)
			as->pick = (as->pick + 1) % n;
		else if (a == ACT_MOVE_UP)
			as->pick = (as->pick + n - 1) % n;
		else if (a == ACT_ENTER)
			pick(as, t);
		else if (a == ACT_QUIT)
			as->mode = M_BROWSE;
		return true;	/* nothing else while picking */
	}
	switch (a) {
	/* the field cursor stops at the first and last field: a key
	 * pressed once too often never carries it round to a field whose
	 * editor would then take what is typed next */
	case ACT_MOVE_DOWN:
		if (as->sel + 1 < AR__COUNT)
			as->sel = (enum annot_row)(as->sel + 1);
		return true;
	case ACT_MOVE_UP:
		if (as->sel > 0)
			as->sel = (enum annot_row)(as->sel - 1);
		return true;
	case ACT_ENTER:
		start(as, t);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		/* this screen's item (run A or B) */
		ui_annot_undo_item(t, (long)as->it.r, as->it.p,
				   item_answer(as, t) ? item_answer(as, t)->sample : 0, a == ACT_REDO);
		return true;
	case ACT_NEXT_PROBLEM:
	case ACT_PREV_PROBLEM:
		ui_step_problem(t, a);
		repin(as, t);
		return true;
	case ACT_ANNOTATE:
		tui_pop(t);
		return true;
	default:
		return false;
	}
}

/* Pages scroll the answer, clamped when drawn (the lines move the field
 * cursor: an_handle). */
static bool an_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct annot_screen *as = (struct annot_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &as->top,
			      .page = ui_page(s->body_rows) };
	return motion_is_page(a);
}

static void an_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct annot_screen *as = (struct annot_screen *)s;
	char *id = text_clean(explore_problem(t->ex, as->it.p)->id);

	sb_printf(out, "annotate  %s", id);
	free(id);
}

static void an_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct annot_screen *as = (struct annot_screen *)s;

	if (as->mode == M_REASON) {
		sb_puts(hints, "Enter adjudicate  Esc cancel  C-a/C-e ends  C-w word  C-u/C-k cut");
		sb_printf(pos, "reason  char %zu", edit_cursor_chars(&as->ed));
		return;
	}
	if (as->mode == M_EDIT) {
		sb_puts(hints, "Enter save  Esc cancel  C-a/C-e ends  C-w word  C-u/C-k cut");
		sb_printf(pos, "char %zu  col %zu", edit_cursor_chars(&as->ed),
			  edit_cursor_col(&as->ed));
		return;
	}
	if (as->mode == M_PICK) {
		ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "move");
		sb_puts(hints, "  Enter set  Esc cancel");
	} else {
		ui_hint(hints, ACT_ENTER, ACT_NONE, "edit");
		ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "field");
		ui_hint(hints, ACT_UNDO, ACT_REDO, "undo/redo");
		ui_hint(hints, ACT_PREV_PROBLEM, ACT_NEXT_PROBLEM, "prev/next");
		ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	}
	if (t->an->st) {
		/* the file the annotations go to, by its name (the messages
		 * screen and --help give the directory) */
		const char *path = annot_path(t->an->st), *slash = strrchr(path, '/');
		char *clean = text_clean(slash ? slash + 1 : path);
		sb_printf(pos, "%s  %s  %s", annot_row_title[as->sel], annot_author(t->an->st),
			  clean);
		free(clean);
	} else {
		sb_puts(pos, annot_row_title[as->sel]);
	}
}

static void an_free(struct screen *s)
{
	struct annot_screen *as = (struct annot_screen *)s;

	if (as->mode == M_EDIT || as->mode == M_REASON)
		edit_free(&as->ed);
	free(as->adj_label);
	if (as->have_text)
		styled_free(&as->text);
	if (as->have_q)
		styled_free(&as->question);
	gview_free(&as->gv);
	free(as);
}

/* A note, tags or override being typed when the terminal closes is saved
 * as if Enter had been pressed (the history keeps it, u undoes it): an
 * annotation is never lost to a closed window. A label being picked is
 * a choice not made yet, and stays unset. */
static void an_hangup(struct screen *s, struct tui *t, struct strbuf *said)
{
	struct annot_screen *as = (struct annot_screen *)s;
	const struct problem *p = explore_problem(t->ex, as->it.p);
	char *was;

	if (as->mode == M_REASON) {	/* the label is chosen, the reason typed */
		const char *why = edit_text(&as->ed);
		if (why[strspn(why, " \t")] && ui_item_adjudicate(t, &as->it, as->adj_label, why))
			sb_printf(said, "%s: the adjudication of %s (%s) being typed was saved when "
					"the terminal closed\n",
				  gravel_progname, p ? p->id : "the answer", as->adj_label);
		as->mode = M_BROWSE;
		edit_free(&as->ed);
		return;
	}
	if (as->mode != M_EDIT)
		return;
	was = ui_item_field(t, &as->it, as->sel);
	if (strcmp(was ? was : "", edit_text(&as->ed)) != 0) {
		char *now;
		ui_item_apply(t, &as->it, as->sel, edit_text(&as->ed));
		now = ui_item_field(t, &as->it, as->sel);
		if (!strcmp(now ? now : "", edit_text(&as->ed)))
			sb_printf(said, "%s: the %s being typed for %s was saved when the terminal "
					"closed (its history keeps the change; u undoes it)\n",
				  gravel_progname, annot_row_title[as->sel], p ? p->id : "the answer");
		else	/* refused (an override that does not parse): at least shown */
			sb_printf(said, "%s: the %s being typed for %s could not be saved when the "
					"terminal closed; it read: %s\n",
				  gravel_progname, annot_row_title[as->sel], p ? p->id : "the answer",
				  edit_text(&as->ed));
		free(now);
	}
	free(was);
	as->mode = M_BROWSE;
	edit_free(&as->ed);
}

static const struct screen_ops annot_ops = {
	.name = "annotate",
	.title = an_title,
	.draw = an_draw,
	.status = an_status,
	.handle = an_handle,
	.motion = an_motion,
	.edit = an_edit,
	.hangup = an_hangup,
	.free = an_free,
};

struct screen *ui_annot_new(struct tui *t, size_t r, size_t p, size_t sample)
{
	struct annot_screen *as = xcalloc(1, sizeof *as);

	(void)t;
	as->base.ops = &annot_ops;
	as->it.r = r;
	as->it.p = p;
	as->it.s = sample;
	gview_init(&as->gv);
	return &as->base;
}
