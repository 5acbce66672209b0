/* ui-problem.c - the problem screen: a fixed header (task, graph, query,
 * gold answer, the gold audit (ui-audit.c: the gold against gravel's
 * exact reference, and why they differ), the current run's verdict and
 * parsed answer, the colour legend), then one scrolling document: the question, wrapped, and the
 * graph in one of the text views of src/view.h (Tab cycles them) with the
 * model's answer and the reference answer highlighted in two colours and
 * their overlap in a third.
 *
 * Vertical scrolling moves the whole document; horizontal scrolling moves
 * the graph view only. Once the view's tab row scrolls out of sight it is
 * pinned at the top of the body, together with the view's sticky header
 * rows (the matrix's column labels); its sticky columns (row labels) stay
 * at the left while scrolling right. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "answer-shape.h"
#include "gview.h"
#include "item.h"
#include "styled.h"
#include "text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HSTEP 4			/* columns per left/right step */
#define AUDIT_ROWS 3		/* rows of the gold audit line at most */

struct problem_screen {
	struct screen base;
	size_t p;		/* problem shown, SIZE_MAX: none yet */
	const struct answer *a;	/* answer the item was built for */
	const char *text;	/* its text then: an override replaces it in place */
	struct item it;
	bool have_item;
	struct gview gv;
	struct styled qtext;	/* the question, clean, wrapped to the width */
	bool have_q;
	size_t fold_from, fold_n;	/* wrapped lines shown as one (fold_question) */
	struct text_find find;	/* search in the question (/, n, N), as less does */
	bool unfold;		/* a search showed the folded lines */
	bool to_match;		/* scroll to the current match when drawn */
	int page_rows;		/* rows of the scrolling part */
	size_t top, left;	/* scroll: document row, graph column */
	size_t ninvented;	/* the model's edges not in the graph */
};

static void reset_content(struct problem_screen *ps)
{
	gview_reset(&ps->gv);
	if (ps->have_item)
		item_free(&ps->it);
	ps->have_item = false;
	if (ps->have_q)
		styled_free(&ps->qtext);
	ps->have_q = false;
	ps->find.for_text = NULL;	/* a new text may reuse the old one's address */
}

/* Bring the cached content in line with the item shown and the width. */
static void fold_question(struct problem_screen *ps);
static size_t set_invented(struct problem_screen *ps);

static void update_content(struct problem_screen *ps, struct tui *t, int cols)
{
	size_t p = tui_problem_index(t);
	const struct answer *a = tui_answer(t);
	const struct problem *pr = explore_problem(t->ex, p);

	if (ps->p != p) {
		reset_content(ps);
		ps->top = ps->left = 0;
		ps->p = p;
	}
	/* the answer's text too: an override set or removed on the annotate
	 * screen swaps it under the same answer, and the model line went on
	 * showing the old reading ("yes (override; the model's own answer:
	 * yes)" for an override "no") */
	if (!ps->have_item || ps->a != a || ps->text != (a ? a->text : NULL)) {
		if (ps->have_item)
			item_free(&ps->it);
		item_load(&ps->it, pr, a);
		ps->a = a;
		ps->text = a ? a->text : NULL;
		ps->have_item = true;
		ps->ninvented = set_invented(ps);
	}
	if (!ps->have_q) {
		/* as text_wrap reads it: no CR before a line end, no last newline */
		const char *q = pr->question && *pr->question ? pr->question : "(no question text)";
		size_t n = 0, len = strlen(q);
		char *copy = xmalloc(len + 1);

		for (size_t i = 0; i < len; i++)
			if (!(q[i] == '\r' && (i + 1 == len || q[i + 1] == '\n')))
				copy[n++] = q[i];
		if (n && copy[n - 1] == '\n')
			n--;
		styled_build(&ps->qtext, copy, n, NULL);
		free(copy);
		ps->have_q = true;
	}
	text_find_refresh(&ps->find, &ps->qtext);
	styled_wrap(&ps->qtext, cols - 2);
	fold_question(ps);
}

/* Document rows of the question (the folded lines count as one). */
static size_t question_rows(const struct problem_screen *ps)
{
	return ps->qtext.nlines - (ps->fold_n ? ps->fold_n - 1 : 0);
}

/* On a short screen, keep the graph in sight: the question's lines
 * between its first and the one that asks ("Q: ...") list the edges the
 * graph view shows, so they fold into one line. */
static void fold_question(struct problem_screen *ps)
{
	const struct styled *q = &ps->qtext;
	size_t ask = q->nlines;

	ps->fold_from = ps->fold_n = 0;
	if (ps->unfold || !ps->page_rows || q->nlines + 2 + 6 <= (size_t)ps->page_rows)
		return;
	for (size_t i = q->nlines; i-- > 1;)
		if (q->lines[i].len >= 2 && !prefixcmp(q->s + q->lines[i].off, "Q:")) {
			ask = i;
			break;
		}
	if (ask >= q->nlines || ask < 3)
		return;
	ps->fold_from = 1;
	ps->fold_n = ask - 1;
}

/* Draw question row r (a document row below question_rows). */
static void draw_question_row(const struct problem_screen *ps, size_t r, int y, int cols)
{
	char line[96];

	if (ps->fold_n && r == ps->fold_from) {
		snprintf(line, sizeof line, "[... %zu lines of the question: the graph, shown below]",
			 ps->fold_n);
		draw_text(y, 1, cols - 2, ROLE_NORMAL, line);
		return;
	}
	if (ps->fold_n && r > ps->fold_from)
		r += ps->fold_n - 1;
	styled_draw_line(&ps->qtext, r, y, 1, cols - 2);
}

/* "label value" on one header row; value is file text. */
static int header_row(int y, int cols, const char *label, enum draw_role vr, const char *value)
{
	char *clean = text_clean(value);
	int w = draw_text(y, 1, cols - 2, ROLE_LABEL, label);

	w += draw_text(y, 2 + w, cols - 3 - w, vr, clean);
	free(clean);
	return w + 2;
}

/* A header row whose value wraps under itself, on at most max rows (the
 * model's answer and the gold one: a matching's seven pairs ran past 80
 * columns). Returns the rows drawn. */
#define HEADER_WRAP 3
static int header_rows(int y, int cols, const char *label, enum draw_role vr, const char *value,
		       int max)
{
	struct textlines tl;
	int lw = draw_text(y, 1, cols - 2, ROLE_LABEL, label), n = 0;

	textlines_init(&tl);
	text_wrap(value, cols - 3 - lw, &tl);
	for (size_t i = 0; i < tl.n && n < max; i++)
		draw_text(y + n++, 2 + lw, cols - 3 - lw, vr, tl.v[i]);
	textlines_free(&tl);
	return n ? n : 1;
}

/* A header row of parts two spaces apart, a part moved whole to the next
 * row when it does not fit, on at most max rows. Returns the rows drawn. */
static int header_parts(int y, int cols, const char *label, const char *const *part, int n,
			int max)
{
	int lw = draw_text(y, 1, cols - 2, ROLE_LABEL, label), x = 0, row = 0;
	int width = cols - 3 - lw;

	for (int i = 0; i < n; i++) {
		char *clean = text_clean(part[i]);
		int w = (int)text_width(clean);
		if (x > 0 && x + 2 + w > width) {
			if (row + 1 >= max) {
				free(clean);
				break;
			}
			row++;
			x = 0;
		}
		if (x > 0)
			x += 2;
		x += draw_text(y + row, 2 + lw + x, width - x, ROLE_NORMAL, clean);
		free(clean);
	}
	return row + 1;
}

static char *json_compact(const cJSON *j)
{
	char *s = j ? cJSON_PrintUnformatted(j) : NULL;
	char *copy = xstrdup(s ? s : "{}");

	cJSON_free(s);
	return copy;
}

static enum draw_role hl_role(enum hl h)
{
	switch (h) {
	case HL_MODEL:
		return ROLE_MODEL;
	case HL_REF:
		return ROLE_REF;
	case HL_BOTH:
		return ROLE_BOTH;
	default:
		return ROLE_NORMAL;
	}
}

static enum draw_role answer_role(const void *ctx, int node, long edge)
{
	const struct item *it = ctx;

	/* the drawing's extra edges (set_invented) come after the graph's */
	if (node < 0 && edge >= 0 && (size_t)edge >= it->g->m)
		return ROLE_INVENTED;
	return hl_role(node >= 0 ? item_node_hl(it, node) : item_edge_hl(it, edge));
}

#define INVENTED_MAX 64		/* invented edges drawn at most */

/* Add u-v to the invented edges unless the graph has it (either way when
 * the answer does not say which) or it is there already. */
static void add_invented(const struct graph *g, int64_t u, int64_t v, bool either, int *xu,
			 int *xv, size_t *n)
{
	bool in = u >= 0 && u < g->n && v >= 0 && v < g->n;

	if (*n >= INVENTED_MAX || u < -1000000 || u > 1000000 || v < -1000000 || v > 1000000)
		return;
	if (in && (graph_has_edge(g, (int)u, (int)v) ||
		   (either && graph_has_edge(g, (int)v, (int)u))))
		return;
	for (size_t i = 0; i < *n; i++)
		if ((xu[i] == u && xv[i] == v) || (either && xu[i] == v && xv[i] == u))
			return;
	xu[*n] = (int)u;
	xv[*n] = (int)v;
	++*n;
}

/* The edges the model's answer names that are not in the graph: steps of
 * its path, pairs of its matching, and the edges its false edge claims
 * state; the drawing shows them dotted. Returns how many. */
static size_t set_invented(struct problem_screen *ps)
{
	const struct item *it = &ps->it;
	const struct graph *g = it->g;
	const struct xanswer *x = &it->xa;
	int xu[INVENTED_MAX], xv[INVENTED_MAX];
	int64_t n1 = g->bipartite ? g->parts[0] : 0;
	size_t n = 0;

	if (x->kind == XK_SEQ && answer_shape_is_walk(it->p->task))
		for (size_t i = 1; i < x->n; i++)
			add_invented(g, x->v[i - 1], x->v[i], !g->directed, xu, xv, &n);
	if (x->kind == XK_PAIRS)
		for (size_t i = 0; i + 1 < x->n; i += 2)
			add_invented(g, x->v[i], n1 + x->v[i + 1], true, xu, xv, &n);
	for (size_t i = 0; i < it->cs.n; i++) {
		const struct claim *c = &it->cs.v[i];
		if (c->kind == CLAIM_EDGE && c->verdict == CLAIM_FALSE && !c->reach)
			add_invented(g, c->u, c->job ? n1 + c->v : c->v,
				     !c->directed || !g->directed, xu, xv, &n);
	}
	gview_set_extra(&ps->gv, xu, xv, n);
	return n;
}

/* The gold audit, wrapped under its label on up to AUDIT_ROWS rows;
 * returns the rows drawn. */
static int audit_rows(const char *audit, enum draw_role r, int y, int cols)
{
	int w = draw_text(y, 1, cols - 2, ROLE_LABEL, "audit ");
	struct textlines lines;
	size_t n;

	textlines_init(&lines);
	text_wrap(audit, cols - 3 - w, &lines);
	n = lines.n < AUDIT_ROWS ? lines.n : AUDIT_ROWS;
	for (size_t i = 0; i < n; i++)
		draw_text(y + (int)i, 2 + w, cols - 3 - w, r, lines.v[i]);
	textlines_free(&lines);
	return n ? (int)n : 1;
}

static int draw_header(struct problem_screen *ps, struct tui *t, int top, int cols)
{
	const struct problem *p = ps->it.p;
	const struct graph *g = p->graph;
	const struct ex_cell *c = tui_cell(t);
	const char *audit;
	enum draw_role arole;
	struct strbuf sb;
	char *q;
	int y = top, x;

	{
		/* wraps between its parts: at 80 columns GraCoRe's and
		 * GraphEval's category was cut */
		char *part[4];
		part[0] = xasprintf("%s (%s)", p->task->name, p->task->title);
		part[1] = xasprintf("difficulty %s", p->difficulty ? p->difficulty : "-");
		part[2] = xasprintf("set %s", p->set ? p->set : "-");
		part[3] = p->category ? xasprintf("category %s", p->category) : NULL;
		y += header_parts(y, cols, "task  ", (const char *const *)part, part[3] ? 4 : 3, 2);
		for (int i = 0; i < 4; i++)
			free(part[i]);
	}
	sb_init(&sb);
	sb_printf(&sb, "%d node%s, %zu edge%s, %s", g->n, g->n == 1 ? "" : "s", g->m,
		  g->m == 1 ? "" : "s", g->directed ? "directed" : "undirected");
	if (edge_attr_name(g->attr))
		sb_printf(&sb, ", edge %s", edge_attr_name(g->attr));	/* as gravel show says */
	if (g->bipartite)
		sb_printf(&sb, ", bipartite %d+%d", g->parts[0], g->parts[1]);
	if (g->feat_dim)
		sb_printf(&sb, ", features of %d", g->feat_dim);
	header_row(y++, cols, "graph ", ROLE_NORMAL, sb.data);
	q = json_compact(p->query);
	header_row(y++, cols, "query ", ROLE_NORMAL, q);
	free(q);
	if (p->gold_answer) {
		q = json_compact(p->gold_answer);
		y += header_rows(y, cols, "gold  ", ROLE_REF, q, HEADER_WRAP);
		free(q);
	} else {
		y += header_rows(y, cols, "gold  ", ROLE_REF, p->gold_text ? p->gold_text : "(unknown)",
				 HEADER_WRAP);
	}
	sb_reset(&sb);
	audit = tui_audit(t, tui_problem_index(t), &arole);
	if (audit)
		y += audit_rows(audit, arole, y, cols);
	if (c) {
		sb_printf(&sb, "%s (%.2f) under %s  run %s%s", ex_verdict_name(c->verdict), c->credit,
			  t->pol->name, tui_run_name(t),
			  ui_override_mark(t, (size_t)t->run, tui_problem_index(t)));
		x = header_row(y, cols, "run   ", ui_verdict_role(c->verdict), sb.data);
		if (c->flags & EXF_DIFFERS)
			draw_text(y, x + 1, cols - x - 2, ROLE_DISAGREE, " differs from recorded ");
		y++;
		if (ui_overridden(t, (size_t)t->run, tui_problem_index(t))) {
			/* the override and the model's own answer, together */
			size_t olen;
			const char *own = ui_own_text(t, tui_answer(t), &olen);
			char *mine = item_parse_text(p, own, olen);
			char *both = xasprintf("%s   (override; the model's own answer: %s)",
					       ps->it.parsed, mine);
			y += header_rows(y, cols, "model ", ROLE_MODEL, both, HEADER_WRAP);
			free(both);
			free(mine);
		} else {
			y += header_rows(y, cols, "model ", ROLE_MODEL, ps->it.parsed, HEADER_WRAP);
		}
		/* two annotators: their labels and notes side by side */
		y += ui_team_draw(t, &(struct ui_item){ (size_t)t->run, tui_problem_index(t), t->sample },
				  y, 6, 8, cols, 5);
	} else {
		header_row(y++, cols, "run   ", ROLE_DIM, t->run < 0 ? "(no runs)" : "(no answer)");
	}
	/* the legend */
	x = 1 + draw_text(y, 1, cols - 2, ROLE_DIM, "on the graph: ");
	x += draw_text(y, x, cols - x, ROLE_MODEL, " model ") + 1;
	x += draw_text(y, x, cols - x, ROLE_REF, " reference ") + 1;
	x += draw_text(y, x, cols - x, ROLE_BOTH, " both ") + 1;
	if (ps->ninvented)
		draw_text(y, x, cols - x, ROLE_INVENTED, " not in the graph (draw: dotted) ");
	y++;
	draw_hline(y++, 0, cols, ROLE_DIM);
	sb_free(&sb);
	return y - top;
}

/* Document rows: question lines, a blank row, the tab row, view lines. */
static size_t tab_row(const struct problem_screen *ps)
{
	return question_rows(ps) + 1;
}

static size_t doc_rows(const struct problem_screen *ps, const struct textlines *v)
{
	return tab_row(ps) + 1 + v->n;
}

static void pscr_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct problem_screen *ps = (struct problem_screen *)s;
	const struct textlines *v;
	size_t total, tr, maxleft, r, pin = 0;
	int hdr, y, page;

	if (!tui_problem(t)) {
		ui_draw_empty(t, top, height, cols);
		return;
	}
	update_content(ps, t, cols);
	v = gview_lines(&ps->gv, ps->it.g);
	hdr = draw_header(ps, t, top, cols);
	page = height - hdr;
	s->body_rows = page;	/* the scrolling part, for page moves */
	if (page < 1)
		return;
	if (ps->page_rows != page) {	/* fold the question to fit (fold_question) */
		ps->page_rows = page;
		update_content(ps, t, cols);
		v = gview_lines(&ps->gv, ps->it.g);
	}
	if (ps->to_match && ps->find.n) {
		size_t line = styled_line_of(&ps->qtext, ps->find.match[ps->find.cur]);
		ps->top = line > 2 ? line - 2 : 0;
	}
	ps->to_match = false;
	total = doc_rows(ps, v);
	tr = tab_row(ps);
	ps->top = ui_clamp_top(ps->top, total, (size_t)page);
	maxleft = v->width > (size_t)cols ? v->width - (size_t)cols : 0;
	if (ps->left > maxleft)
		ps->left = maxleft;
	y = top + hdr;
	r = ps->top;
	if (ps->top > tr) {
		pin = (size_t)v->sticky_rows < v->n ? (size_t)v->sticky_rows : v->n;
		while (pin > 0 && 1 + pin + 1 > (size_t)page)
			pin--;
		gview_draw_tabs(&ps->gv, y++, 0, cols);
		for (size_t i = 0; i < pin; i++)
			gview_draw_line(v, i, y++, 0, cols, ps->left, answer_role, &ps->it);
		r = ps->top + 1 + pin;
	}
	for (; y < top + height && r < total; y++, r++) {
		if (r < question_rows(ps))
			draw_question_row(ps, r, y, cols);
		else if (r == tr)
			gview_draw_tabs(&ps->gv, y, 0, cols);
		else if (r > tr)
			gview_draw_line(v, r - tr - 1, y, 0, cols, ps->left, answer_role, &ps->it);
	}
}

static void pscr_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	const struct problem *p = tui_problem(t);
	char *id = text_clean(p ? p->id : "(none)");

	sb_puts(out, id);
	free(id);
}

static void pscr_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "view");
	ui_hint(hints, ACT_TRACE, ACT_NONE, "trace");
	ui_hint(hints, ACT_SCORES, ACT_NONE, "scores");
	ui_hint(hints, ACT_PREV_PROBLEM, ACT_NEXT_PROBLEM, "prev/next");
	ui_hint(hints, ACT_POLICY, ACT_NONE, "policy");
	ui_annot_label_hint(t, hints);
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	if (ps->find.needle && ps->find.n)
		sb_printf(pos, "match %zu/%zu  ", ps->find.cur + 1, ps->find.n);
	sb_printf(pos, "%zu/%zu  line %zu  col %zu", t->res.n ? t->cur + 1 : 0, t->res.n,
		  ps->top + 1, ps->left + 1);
}

/* Scroll the question to match line (with two lines above it), or say
 * there is none. */
static void show_match(struct problem_screen *ps, struct tui *t, size_t line)
{
	char *clean;

	if (line == SIZE_MAX) {
		clean = text_clean(ps->find.needle);
		tui_message(t, true, "not found in the question: %s", clean);
		free(clean);
		return;
	}
	/* the folded lines show again, so every match can be reached */
	ps->unfold = true;
	ps->fold_n = 0;
	ps->top = line > 2 ? line - 2 : 0;
	ps->to_match = true;	/* again at the width it is drawn at */
	tui_message(t, false, "match %zu of %zu in the question", ps->find.cur + 1, ps->find.n);
}

static bool pscr_search(struct screen *s, struct tui *t, const char *text)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	if (!tui_problem(t))
		return false;
	update_content(ps, t, ps->qtext.width > 0 ? ps->qtext.width + 2 : 80);
	text_find_set(&ps->find, &ps->qtext, text);
	show_match(ps, t, text_find_go(&ps->find, &ps->qtext, 0));
	return true;
}

static bool pscr_handle(struct screen *s, struct tui *t, enum action a)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	switch (a) {
	case ACT_SEARCH_NEXT:
	case ACT_SEARCH_PREV:
		if (!ps->find.needle || !tui_problem(t))
			return false;	/* the problems' search */
		update_content(ps, t, ps->qtext.width > 0 ? ps->qtext.width + 2 : 80);
		show_match(ps, t, text_find_step(&ps->find, &ps->qtext,
						 a == ACT_SEARCH_NEXT ? 1 : -1));
		return true;
	case ACT_SCROLL_LEFT:
		ps->left = ps->left > HSTEP ? ps->left - HSTEP : 0;
		return true;
	case ACT_SCROLL_RIGHT:
		ps->left += HSTEP;
		return true;
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		gview_cycle(&ps->gv, a == ACT_NEXT_VIEW ? 1 : -1);
		ps->left = 0;
		/* stay on the graph when it was in sight */
		if (ps->top > tab_row(ps))
			ps->top = tab_row(ps);
		return true;
	case ACT_NEXT_PROBLEM:
		if (t->cur + 1 < t->res.n)
			t->cur++;
		else
			tui_message(t, false, "last problem");
		return true;
	case ACT_PREV_PROBLEM:
		if (t->cur > 0)
			t->cur--;
		else
			tui_message(t, false, "first problem");
		return true;
	case ACT_ENTER:
		tui_push(t, ui_trace_new(t));
		return true;
	default:
		return false;
	}
}

/* The document scrolls, clamped when drawn; Home also brings the graph
 * back to its first column. */
static bool pscr_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &ps->top, .count = SIZE_MAX / 2,
			      .page = ui_page(s->body_rows), .left = &ps->left };
	return true;
}

static void pscr_free(struct screen *s)
{
	struct problem_screen *ps = (struct problem_screen *)s;

	reset_content(ps);
	text_find_free(&ps->find);
	gview_free(&ps->gv);
	free(ps);
}

static const struct screen_ops pscr_ops = {
	.name = "problem",
	.title = pscr_title,
	.draw = pscr_draw,
	.status = pscr_status,
	.handle = pscr_handle,
	.motion = pscr_motion,
	.search = pscr_search,
	.free = pscr_free,
};

struct screen *ui_problem_new(struct tui *t)
{
	struct problem_screen *ps = xcalloc(1, sizeof *ps);

	ps->base.ops = &pscr_ops;
	ps->p = SIZE_MAX;
	gview_init(&ps->gv);
	(void)t;
	return &ps->base;
}
