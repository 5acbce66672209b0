/* ui-trace.c - the trace beside the answer.
 *
 * Left: the reference algorithm's trace at step k (the state after k
 * events): the step line, the narration of the last events (the current
 * one highlighted), the state tables (queue/stack, visited, dist/parent,
 * flows and residual capacities, matching, layer values: trace.h's state
 * text) and the graph view with what the step touches and what is settled
 * so far highlighted. Right: the model's answer (the current sample),
 * sanitised and wrapped, its claims coloured true or false, the first
 * false claim marked, the final answer the parser took in the model's
 * colour, and the parsed answer on top.
 *
 * Keys: step forward/back, first/last, the decisive step (item.h says
 * which step that is per task); j/k, pages, home and end scroll the pane
 * with the focus: the answer, or after focus-pane the trace pane, which
 * then shows every state line (no longer cut to half the pane) and the
 * whole graph view as one document; h/l scroll the graph, Tab the view;
 * samples switch with next-sample/prev-sample. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "gview.h"
#include "item.h"
#include "styled.h"
#include "text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HSTEP 4
#define NARRATION 3		/* narration events shown */
#define SHORT_PANE 25		/* pane rows below which the state tables come first (80x24) */

struct trace_screen {
	struct screen base;
	size_t p;
	const struct answer *a;
	const char *atext;	/* a's text when loaded: an override swaps it in place */
	struct item it;
	bool have_item;
	struct gview gv;
	struct trace_state st;
	bool have_state;
	size_t k;		/* step: events folded */
	size_t state_k;		/* step the state lines are for, SIZE_MAX none */
	struct textlines state;	/* the state's head (trace_state_head), clean */
	struct trace_table tab;	/* the tables after it, a line formatted when shown */
	struct strbuf row;	/* the table line last formatted */
	struct styled text;	/* the model's answer */
	bool have_text;
	size_t top;		/* answer scroll */
	size_t left;		/* graph scroll */
	bool focus_left;	/* j/k and pages scroll the trace pane */
	size_t ltop;		/* trace pane scroll (while it has the focus) */
	size_t lrows;		/* trace pane rows in all, at the last draw */
	int lpage;		/* trace pane height, at the last draw */
	struct text_find find;	/* search in the answer (/, n, N), as less does */
	bool seek_error;	/* scroll to the first error once drawn */
	/* the kinds written after the false claims in the answer: raw text
	 * offset and length of each, in text order (answer_marked) */
	size_t *mark_at, *mark_len, nmarks;
};

/* The trace pane as a document of rows: row r is drawn at screen row
 * top + r - skip when it falls inside [top, end). */
struct lpane {
	int top, end;
	size_t skip, row;
};

/* The screen row of the next document row, or -1 when it is out of
 * sight; counts the row either way. */
static int lpane_row(struct lpane *lp)
{
	size_t r = lp->row++;

	if (r < lp->skip || r - lp->skip >= (size_t)(lp->end - lp->top))
		return -1;
	return lp->top + (int)(r - lp->skip);
}

static void drop_item(struct trace_screen *ts)
{
	if (ts->have_state)
		trace_state_free(&ts->st);
	ts->have_state = false;
	if (ts->have_text)
		styled_free(&ts->text);
	ts->have_text = false;
	ts->find.for_text = NULL;	/* a new text may reuse the old one's address */
	if (ts->have_item)
		item_free(&ts->it);
	ts->have_item = false;
	textlines_free(&ts->state);
	ts->state_k = SIZE_MAX;
	sb_free(&ts->row);
	sb_init(&ts->row);
	free(ts->mark_at);
	free(ts->mark_len);
	ts->mark_at = ts->mark_len = NULL;
	ts->nmarks = 0;
}

struct mark {
	size_t end, i;
};

static int cmp_marks(const void *x, const void *y)
{
	const struct mark *a = x, *b = y;

	if (a->end != b->end)
		return (a->end > b->end) - (a->end < b->end);
	return (a->i > b->i) - (a->i < b->i);
}

/* Append n bytes of s with roles r (NULL: role) to sb and *roles. */
static void put_roled(struct strbuf *sb, unsigned char **roles, size_t *cap, const char *s,
		      size_t n, const unsigned char *r, int role)
{
	size_t from = sb->len;

	sb_add(sb, s, n);
	xgrow(roles, cap, sb->len + 1, 1);
	if (r)
		memcpy(*roles + from, r, n);
	else
		memset(*roles + from, role, n);
}

/* The answer (raw: its roles, item_answer_roles) into sb with every
 * false claim followed by its kind (" [invented-edge]") in the claim's
 * colour: the kinds are read in the text, where the claim is, not only
 * in the list below it. Where the kinds went is kept (ts->mark_at) so an
 * offset in the raw text can be moved past them. */
static void answer_marked(struct trace_screen *ts, const struct answer *a,
			  const unsigned char *raw, struct strbuf *sb, unsigned char **roles,
			  size_t *cap)
{
	const struct claimset *cs = &ts->it.cs;
	struct mark *m = xcalloc(cs->n + 1, sizeof *m);
	size_t n = 0, at = 0;

	for (size_t i = 0; i < cs->n; i++) {
		const struct claim *c = &cs->v[i];
		size_t e = c->span.off + c->span.len;
		if (c->verdict != CLAIM_FALSE || !c->fault || c->span.off >= a->text_len)
			continue;
		m[n].end = e > a->text_len ? a->text_len : e;
		m[n++].i = i;
	}
	qsort(m, n, sizeof *m, cmp_marks);
	ts->mark_at = xcalloc(n + 1, sizeof *ts->mark_at);
	ts->mark_len = xcalloc(n + 1, sizeof *ts->mark_len);
	for (size_t k = 0; k < n; k++) {
		const struct claim *c = &cs->v[m[k].i];
		char *kind = xasprintf(" [%s]", fault_kind_name(c->fault));
		put_roled(sb, roles, cap, a->text + at, m[k].end - at, raw + at, 0);
		at = m[k].end;
		put_roled(sb, roles, cap, kind, strlen(kind), NULL,
			  (long)m[k].i == cs->first_false ? ROLE_FIRST_FALSE : ROLE_CLAIM_FALSE);
		ts->mark_at[k] = at;
		ts->mark_len[k] = strlen(kind);
		free(kind);
	}
	ts->nmarks = n;
	put_roled(sb, roles, cap, a->text + at, a->text_len - at, raw + at, 0);
	free(m);
}

/* Does s[0..n) hold a single run of digits (a list item "6" or "node 6")? */
static bool one_number(const char *s, size_t n)
{
	size_t runs = 0;

	for (size_t k = 0; k < n; k++)
		runs += s[k] >= '0' && s[k] <= '9' && (k == 0 || s[k - 1] < '0' || s[k - 1] > '9');
	return runs == 1;
}

/* Append one line per claim after the answer: its verdict, kind, the
 * words it was read from (spaces for line ends; styled_build sanitises)
 * and, when false, the kind of error and why; roles colour each line by
 * verdict. */
static void claims_list(const struct item *it, struct strbuf *sb, unsigned char **roles,
			size_t *cap)
{
	const struct answer *a = it->a;
	size_t from;

	from = sb->len;
	sb_puts(sb, it->cs.n ? "\n\n--- claims, in text order ---\n" :
			       "\n\n--- no checkable claims ---\n");
	xgrow(roles, cap, sb->len + 1, 1);
	memset(*roles + from, ROLE_DIM, sb->len - from);
	for (size_t i = 0; i < it->cs.n; i++) {
		const struct claim *c = &it->cs.v[i];
		size_t off = c->span.off < a->text_len ? c->span.off : a->text_len;
		size_t n = c->span.len > 80 ? 80 : c->span.len;
		unsigned char role = c->verdict == CLAIM_TRUE ? ROLE_CLAIM_TRUE :
				     c->verdict == CLAIM_FALSE ? ROLE_CLAIM_FALSE : ROLE_DIM;

		if (off + n > a->text_len)
			n = a->text_len - off;
		if ((long)i == it->cs.first_false)
			role = ROLE_FIRST_FALSE;
		from = sb->len;
		sb_printf(sb, "%s %s: ", c->verdict == CLAIM_TRUE ? "true " :
					c->verdict == CLAIM_FALSE ? "FALSE" : "  ?  ",
			  claim_kind_name(c->kind));

		if (c->term || c->kind == CLAIM_TERMS)	/* its span: the vectors alone */
			sb_printf(sb, "(node %lld) ", (long long)c->u);
		else if (c->kind == CLAIM_EDGE && one_number(a->text + off, n))
			/* a later item of a list ("node 4, 6, or 2"): the node
			 * the list is from */
			sb_printf(sb, "(node %lld) ", (long long)c->u);
		for (size_t k = 0; k < n; k++)
			sb_putc(sb, a->text[off + k] == '\n' || a->text[off + k] == '\r' ? ' ' :
								      a->text[off + k]);
		if (c->span.len > n)
			sb_puts(sb, "...");
		if (c->verdict == CLAIM_FALSE && c->why[0])
			sb_printf(sb, " -- %s", c->why);
		/* why the answer fails here: the error's kind (score-taxonomy.h) */
		if (c->verdict == CLAIM_FALSE && c->fault)
			sb_printf(sb, " [%s]", fault_kind_name(c->fault));
		sb_putc(sb, '\n');
		xgrow(roles, cap, sb->len + 1, 1);
		memset(*roles + from, role, sb->len - from);
	}
	xgrow(roles, cap, sb->len + 1, 1);
}

static void update(struct trace_screen *ts, struct tui *t)
{
	size_t p = tui_problem_index(t);
	const struct answer *a = tui_answer(t);

	if (ts->have_item && ts->p == p && ts->a == a && ts->atext == (a ? a->text : NULL))
		return;
	if (ts->p != p) {
		gview_reset(&ts->gv);
		ts->k = 0;
		ts->left = 0;
		ts->ltop = 0;
	}
	drop_item(ts);
	ts->p = p;
	ts->a = a;
	ts->atext = a ? a->text : NULL;
	ts->top = 0;
	item_load(&ts->it, explore_problem(t->ex, p), a);
	ts->have_item = true;
	if (ts->it.tr) {
		trace_state_init(&ts->st, ts->it.tr);
		ts->have_state = true;
		if (ts->k > trace_count(ts->it.tr))
			ts->k = trace_count(ts->it.tr);
	}
	if (a && a->text) {
		unsigned char *raw = item_answer_roles(&ts->it), *roles = NULL;
		struct strbuf sb;
		size_t cap = 0;
		/* the answer with its false claims' kinds, then every claim
		 * with its verdict */
		sb_init(&sb);
		answer_marked(ts, a, raw, &sb, &roles, &cap);
		claims_list(&ts->it, &sb, &roles, &cap);
		styled_build(&ts->text, sb.data, sb.len, roles);
		sb_free(&sb);
		free(roles);
		free(raw);
	} else {
		static const char none[] = "(no answer in this run)";
		styled_build(&ts->text, none, sizeof none - 1, NULL);
	}
	ts->have_text = true;
}

static void update_state(struct trace_screen *ts)
{
	struct strbuf sb;

	if (!ts->have_state || ts->state_k == ts->k)
		return;
	trace_state_at(ts->it.tr, ts->k, &ts->st);
	textlines_free(&ts->state);
	textlines_init(&ts->state);
	sb_init(&sb);
	/* the head whole; the tables (a row a node and an edge, 400,000 lines
	 * at 10^5 nodes, were formatted and split at every step: 0.1-0.2 s a
	 * key) a line at a time as they come into sight */
	trace_state_head(ts->it.tr, &ts->st, &sb, &ts->tab);
	text_wrap(sb.data, 1 << 20, &ts->state);	/* split lines, clean */
	sb_free(&sb);
	ts->state_k = ts->k;
}

/* The state's lines: the head's, then the tables'. */
static size_t state_lines(const struct trace_screen *ts)
{
	return ts->state.n + (ts->state.n ? ts->tab.lines : 0);
}

/* State line i (valid until the next call). Table lines hold numbers and
 * the solvers' own words, nothing from the input to clean. */
static const char *state_line(struct trace_screen *ts, size_t i)
{
	if (i < ts->state.n)
		return ts->state.v[i];
	sb_reset(&ts->row);
	trace_state_line(ts->it.tr, &ts->st, &ts->tab, i - ts->state.n, &ts->row);
	return ts->row.data;
}

static enum draw_role trace_role(const void *ctx, int node, long edge)
{
	const struct trace_screen *ts = ctx;
	const struct trace_state *st = &ts->st;

	if (!ts->have_state || st->step == 0)
		return ROLE_NORMAL;
	if (node >= 0 && node < st->n) {
		if (node == st->cur)
			return ROLE_CURRENT;
		for (size_t i = 0; i < st->npath; i++)
			if (st->path[i] == node)
				return ROLE_REF;
		if (st->mark[node] == MARK_SETTLED || st->mate[node] >= 0)
			return ROLE_VISITED;
		if (st->mark[node] == MARK_DISCOVERED)
			return ROLE_LABEL;
		return ROLE_NORMAL;
	}
	if (edge >= 0 && (size_t)edge < st->m) {
		if (edge == st->cur_edge)
			return ROLE_CURRENT;
		if (st->emark[edge] == EMARK_TREE || st->emark[edge] == EMARK_SATURATED ||
		    st->emark[edge] == EMARK_CUT || st->flow[edge] > 0)
			return ROLE_VISITED;
		if (st->emark[edge] == EMARK_EXAMINED)
			return ROLE_DIM;
	}
	return ROLE_NORMAL;
}

/* The left pane: step line, narration, state tables, graph view. Without
 * the focus it is an overview from the top: the state tables get at most
 * half of the rows left and the graph the rest. With the focus it is one
 * document, every state line and graph line in it, scrolled by ltop. */
/* The step line: whole fields or none, never a number cut ("decisive:
 * step 2" for step 24): the algorithm's name goes first, then
 * "(truncated)", then the decisive step. */
static void draw_step_line(struct trace_screen *ts, struct lpane *lp, int width)
{
	const struct trace *tr = ts->it.tr;
	char line[200], dec[48] = "";
	int room = width - 2, w, y;
	bool alg = true, trunc = tr->truncated;

	if ((y = lpane_row(lp)) < 0)
		return;
	if (ts->it.decisive >= 0)
		snprintf(dec, sizeof dec, "decisive: step %ld", ts->it.decisive + 1);
	for (int drop = 0;; drop++) {
		alg = drop < 1;
		trunc = tr->truncated && drop < 2;
		if (drop >= 3)
			dec[0] = '\0';
		snprintf(line, sizeof line, "step %zu/%zu%s%s%s", ts->k, trace_count(tr),
			 alg ? "  " : "", alg ? tr->algorithm : "", trunc ? " (truncated)" : "");
		w = (int)text_width(line) + (dec[0] ? 2 + (int)text_width(dec) : 0);
		if (w <= room || drop >= 3)
			break;
	}
	draw_text(y, 1, width - 2, ROLE_LABEL, line);
	if (dec[0]) {
		w = (int)text_width(line) + 3;
		draw_text(y, w, width - w - 1,
			  (size_t)ts->it.decisive + 1 == ts->k ? ROLE_FIRST_FALSE : ROLE_DIM, dec);
	}
}

/* The last NARRATION events up to the current step, blank rows before
 * the first step, each wrapped under its step number, never cut inside a
 * word. */
static void draw_narration(struct trace_screen *ts, struct lpane *lp, int width)
{
	const struct trace *tr = ts->it.tr;
	/* step numbers as wide as the last one (at least 4), then a space:
	 * a fixed 4 ran 10,000 and up into the text ("60655edge 17-3") */
	int nw = snprintf(NULL, 0, "%zu", trace_count(tr)), y;
	char line[32];

	nw = nw < 4 ? 4 : nw;
	for (int i = NARRATION; i >= 1; i--) {
		struct textlines words;
		struct strbuf ev_text;
		size_t ev;
		if (ts->k < (size_t)i) {
			lpane_row(lp);
			continue;
		}
		ev = ts->k - (size_t)i;
		textlines_init(&words);
		sb_init(&ev_text);
		trace_event_text(tr, ev, &ev_text);
		text_wrap(ev_text.data, width - 3 - nw, &words);
		sb_free(&ev_text);
		for (size_t w = 0; w < words.n; w++) {
			if ((y = lpane_row(lp)) < 0)
				continue;
			if (w == 0) {
				snprintf(line, sizeof line, "%*zu ", nw, ev + 1);
				draw_text(y, 1, nw + 1, ROLE_DIM, line);
			}
			draw_text(y, 2 + nw, width - 3 - nw, i == 1 ? ROLE_CURRENT : ROLE_NORMAL,
				  words.v[w]);
		}
		textlines_free(&words);
	}
}

/* At the decisive step: why it is the first error. */
static void draw_why(struct trace_screen *ts, struct lpane *lp, int width)
{
	struct textlines why;
	int y;

	if ((size_t)ts->it.decisive + 1 != ts->k || ts->it.decisive < 0)
		return;
	textlines_init(&why);
	text_wrap(ts->it.why, width - 2, &why);
	for (size_t i = 0; i < why.n; i++)
		if ((y = lpane_row(lp)) >= 0)
			draw_text(y, 1, width - 2, ROLE_FIRST_FALSE, why.v[i]);
	textlines_free(&why);
}

/* How many rows the state tables get: what they need, as long as the
 * graph keeps a third of what is left (or all it needs, when less); on a
 * short pane (80x24) the tables come first and the graph keeps its tab
 * row and two lines, the rest a scroll away. */
static int state_room(const struct lpane *lp, int height, size_t graph_lines, size_t nstate)
{
	int rest, graph = 1 + (int)graph_lines, keep, room;

	if (lp->row >= (size_t)height)
		return 0;
	rest = height - (int)lp->row;
	keep = height < SHORT_PANE ? 3 : rest / 3;
	if (keep < 3)
		keep = 3;
	if (keep > graph)
		keep = graph;
	room = rest - keep;
	if (nstate && (size_t)room > nstate - 1)
		room = (int)nstate - 1;
	return room;
}

/* The state tables' lines after the first, in at most room rows unless
 * the pane has the focus (then all, to scroll through). */
static void draw_state(struct trace_screen *ts, struct lpane *lp, int width, int room)
{
	size_t nstate = state_lines(ts);
	char line[200], key[16];
	int y;

	for (size_t i = 1; i < nstate; i++, room--) {
		if (!ts->focus_left && room <= 1) {
			if (room == 1 && i + 1 < nstate && (y = lpane_row(lp)) >= 0) {
				snprintf(line, sizeof line, "(%zu more lines: %s to scroll)",
					 nstate - i,
					 action_key_labels(ACT_FOCUS_PANE, 1, key, sizeof key));
				draw_text(y, 1, width - 2, ROLE_DIM, line);
			} else if (room == 1 && (y = lpane_row(lp)) >= 0) {
				draw_text(y, 1, width - 2, ROLE_NORMAL, state_line(ts, i));
			}
			break;
		}
		/* lines out of sight are counted, not formatted: those above
		 * the window (focus mode) at once ... */
		if (lp->row < lp->skip) {
			size_t k = lp->skip - lp->row < nstate - i ? lp->skip - lp->row : nstate - i;
			lp->row += k;
			i += k - 1;
			continue;
		}
		if ((y = lpane_row(lp)) >= 0) {
			draw_text(y, 1, width - 2, ROLE_NORMAL, state_line(ts, i));
		} else {
			/* ... and those below it */
			lp->row += nstate - i - 1;
			break;
		}
	}
}

static size_t left_pass(struct trace_screen *ts, int top, int height, int width, size_t skip)
{
	const struct textlines *v;
	struct lpane lp = { top, top + height, skip, 0 };
	int y, room;

	if (!ts->it.tr) {
		if (skip == SIZE_MAX)
			return 2;
		draw_text(top, 1, width - 2, ROLE_DIM, "no reference trace:");
		if (height > 1)
			draw_text(top + 1, 1, width - 2, ROLE_DIM,
				  ts->it.trace_err ? ts->it.trace_err : "-");
		return 2;
	}
	update_state(ts);
	draw_step_line(ts, &lp, width);
	draw_narration(ts, &lp, width);
	if (ts->k == 0 && (y = lpane_row(&lp)) >= 0)
		draw_text(y, 1, width - 2, ROLE_DIM, "(before the first step)");
	draw_why(ts, &lp, width);
	v = gview_lines(&ts->gv, ts->it.g);
	room = state_room(&lp, height, v->n, state_lines(ts));
	draw_state(ts, &lp, width, room);
	if (ts->left + (size_t)width > v->width)
		ts->left = v->width > (size_t)width ? v->width - (size_t)width : 0;
	if ((y = lpane_row(&lp)) >= 0)
		gview_draw_tabs(&ts->gv, y, 0, width);
	for (size_t i = 0; i < v->n; i++)
		if ((y = lpane_row(&lp)) >= 0)
			gview_draw_line(v, i, y, 0, width, ts->left, trace_role, ts);
	return lp.row;
}

static void draw_left(struct trace_screen *ts, int top, int height, int width)
{
	ts->lpage = height;
	if (ts->focus_left) {
		/* count the rows first (nothing is drawn), then scroll */
		ts->lrows = left_pass(ts, top, height, width, SIZE_MAX);
		ts->ltop = ui_clamp_top(ts->ltop, ts->lrows, (size_t)height);
	}
	ts->lrows = left_pass(ts, top, height, width, ts->focus_left ? ts->ltop : 0);
}

/* Scroll the answer to match line (with two lines above it), or say
 * there is none. */
static void show_match(struct trace_screen *ts, struct tui *t, size_t line)
{
	char *clean;

	if (line == SIZE_MAX) {
		clean = text_clean(ts->find.needle);
		tui_message(t, true, "not found in the answer: %s", clean);
		free(clean);
		return;
	}
	ts->top = line > 2 ? line - 2 : 0;
	ts->focus_left = false;
	tui_message(t, false, "match %zu of %zu in the answer", ts->find.cur + 1, ts->find.n);
}

static bool tscr_search(struct screen *s, struct tui *t, const char *text)
{
	struct trace_screen *ts = (struct trace_screen *)s;

	text_find_set(&ts->find, &ts->text, text);
	show_match(ts, t, text_find_go(&ts->find, &ts->text, 0));
	return true;
}

/* Draw line word-wrapped to width on at most max rows from y (the last row
 * ends in "..." when more was left); returns the row after it. */
static int draw_wrapped(int y, int x, int width, int role, const char *line, int max)
{
	struct textlines lines;

	textlines_init(&lines);
	text_wrap(line, width, &lines);
	for (size_t i = 0; i < lines.n && (int)i < max; i++) {
		if ((int)i == max - 1 && i + 1 < lines.n) {
			char *cut = xasprintf("%.*s...", width > 3 ? width - 3 : 0, lines.v[i]);
			draw_text(y++, x, width, role, cut);
			free(cut);
		} else {
			draw_text(y++, x, width, role, lines.v[i]);
		}
	}
	textlines_free(&lines);
	return y;
}

/* Scroll the answer to its first error (two lines above it) and say
 * what it is: the span's offset is in the raw text, the lines are of the
 * clean one, so the clean length of the text before it is the offset. */
static void seek_first_error(struct trace_screen *ts, struct tui *t, const struct ex_cell *c)
{
	const struct score_fault *fe = c ? score_first_error(&c->res) : NULL;
	const struct answer *a = ts->a;
	char *why;

	ts->seek_error = false;
	if (!fe || !a || !a->text) {
		tui_message(t, false, "no first error in this answer");
		return;
	}
	if (fe->off <= a->text_len) {
		char *head = xstrndup(a->text, fe->off);
		char *clean = text_clean(head);
		size_t off = strlen(clean), line;
		/* past the kinds written before it (answer_marked) */
		for (size_t k = 0; k < ts->nmarks && ts->mark_at[k] <= fe->off; k++)
			off += ts->mark_len[k];
		line = styled_line_of(&ts->text, off);
		ts->top = line > 2 ? line - 2 : 0;
		free(clean);
		free(head);
	}
	why = text_clean(fe->why);
	tui_message(t, false, "first error: %s - %s", fault_kind_name(fe->kind), why);
	free(why);
}

static void draw_right(struct trace_screen *ts, struct tui *t, int top, int height, int x,
		       int width)
{
	const struct item *it = &ts->it;
	const struct ex_cell *c = tui_cell(t);
	char line[256];
	int y = top, page;
	size_t nsamples;

	tui_samples(t, &nsamples);
	if (nsamples > 1)
		snprintf(line, sizeof line, "sample %ld (%zu of %zu) answer: %s",
			 tui_answer(t) ? tui_answer(t)->sample : 0L,
			 (t->sample < nsamples ? t->sample : nsamples - 1) + 1, nsamples, it->parsed);
	else
		snprintf(line, sizeof line, "answer: %s", it->parsed);
	draw_text(y++, x, width, ROLE_MODEL, line);
	if (c) {
		snprintf(line, sizeof line, "item: %s (%.2f) under %s%s%s", ex_verdict_name(c->verdict),
			 c->credit, t->pol->name, nsamples > 1 ? ", samples voted" : "",
			 ui_override_mark(t, (size_t)t->run, tui_problem_index(t)));
		draw_text(y++, x, width, ui_verdict_role(c->verdict), line);
	}
	if (c && c->res.pc_formula[0])
		draw_text(y++, x, width, ROLE_DIM, c->res.pc_formula);
	if (c && c->res.vote.voters > 1) {
		snprintf(line, sizeof line, "vote: %d of %d parsed samples, %d class%s%s",
			 c->res.vote.votes, c->res.vote.voters, c->res.vote.classes,
			 c->res.vote.classes == 1 ? "" : "es",
			 c->res.vote.tie ? " (tie: the lowest-scoring class)" : "");
		draw_text(y++, x, width, ROLE_DIM, line);
	}
	if (it->cs.n) {
		int n = snprintf(line, sizeof line, "claims: %zu true, %zu false, %zu unverifiable",
				 it->cs.ntrue, it->cs.nfalse, it->cs.nunverifiable);
		if (n > 0 && n + 26 <= width)
			snprintf(line + n, sizeof line - (size_t)n, " (listed below the answer)");
	} else
		snprintf(line, sizeof line, "no checkable claims");
	/* the claims' lines wrap (a half screen cuts them), up to 3 rows each */
	y = draw_wrapped(y, x, width, it->cs.nfalse ? ROLE_CLAIM_FALSE : ROLE_DIM, line, 3);
	if (it->cs.first_false >= 0) {
		char *why = text_clean(it->cs.v[it->cs.first_false].why);
		snprintf(line, sizeof line, "first false: %s", why);
		y = draw_wrapped(y, x, width, ROLE_FIRST_FALSE, line, 3);
		free(why);
	}
	draw_hline(y++, x, width, ROLE_DIM);
	page = top + height - y;
	ts->base.body_rows = page;
	if (page < 1)
		return;
	text_find_refresh(&ts->find, &ts->text);
	styled_wrap(&ts->text, width);
	if (ts->seek_error)
		seek_first_error(ts, t, c);
	ts->top = ui_clamp_top(ts->top, ts->text.nlines, (size_t)page);
	for (int i = 0; i < page && ts->top + (size_t)i < ts->text.nlines; i++)
		styled_draw_line(&ts->text, ts->top + (size_t)i, y + i, x, width);
}

static void tscr_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct trace_screen *ts = (struct trace_screen *)s;
	int lw = cols / 2;

	if (!tui_problem(t)) {
		ui_draw_empty(t, top, height, cols);
		return;
	}
	update(ts, t);
	draw_left(ts, top, height, lw);
	for (int y = top; y < top + height; y++)
		draw_text(y, lw, 1, ROLE_DIM, "|");
	draw_right(ts, t, top, height, lw + 2, cols - lw - 3);
}

static void tscr_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	const struct problem *p = tui_problem(t);
	char *id = text_clean(p ? p->id : "(none)");

	sb_printf(out, "trace  %s", id);
	free(id);
}

static void tscr_status(struct screen *s, struct tui *t, struct strbuf *hints,
			struct strbuf *pos)
{
	struct trace_screen *ts = (struct trace_screen *)s;

	ui_hint(hints, ACT_STEP_BACK, ACT_STEP_FORWARD, "step");
	ui_hint(hints, ACT_STEP_FIRST, ACT_STEP_LAST, "start/end");
	ui_hint(hints, ACT_STEP_DECISIVE, ACT_NONE, "decisive");
	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, ts->focus_left ? "trace" : "answer");
	ui_hint(hints, ACT_FOCUS_PANE, ACT_NONE, ts->focus_left ? "to answer" : "to trace");
	ui_hint(hints, ACT_NEXT_SAMPLE, ACT_NONE, "sample");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	ui_annot_label_hint(t, hints);	/* last: a narrow footer cuts it first */
	if (ts->find.needle && ts->find.n)
		sb_printf(pos, "match %zu/%zu  ", ts->find.cur + 1, ts->find.n);
	if (ts->focus_left)
		sb_printf(pos, "trace %zu/%zu  ", ts->ltop + 1, ts->lrows);
	sb_printf(pos, "step %zu/%zu", ts->k, ts->it.tr ? trace_count(ts->it.tr) : 0);
}

static bool tscr_handle(struct screen *s, struct tui *t, enum action a)
{
	struct trace_screen *ts = (struct trace_screen *)s;
	size_t n = ts->it.tr ? trace_count(ts->it.tr) : 0;

	switch (a) {
	case ACT_SEARCH_NEXT:
	case ACT_SEARCH_PREV:
		if (!ts->find.needle)
			return false;	/* the problems' search */
		show_match(ts, t, text_find_step(&ts->find, &ts->text, a == ACT_SEARCH_NEXT ? 1 : -1));
		return true;
	case ACT_STEP_FORWARD:
		if (ts->k < n)
			ts->k++;
		else
			tui_message(t, false, "end of the trace");
		return true;
	case ACT_STEP_BACK:
		if (ts->k > 0)
			ts->k--;
		else
			tui_message(t, false, "start of the trace");
		return true;
	case ACT_STEP_FIRST:
		ts->k = 0;
		return true;
	case ACT_STEP_LAST:
		ts->k = n;
		return true;
	case ACT_STEP_DECISIVE:
		if (ts->it.decisive >= 0)
			ts->k = (size_t)ts->it.decisive + 1;
		else
			tui_message(t, false, "no decisive step: %s",
				    ts->it.xa.kind == XK_NONE ? "no parsed answer"
							      : "the model's answer agrees");
		return true;
	case ACT_FOCUS_PANE:
		ts->focus_left = !ts->focus_left;
		return true;
	case ACT_SCROLL_LEFT:
		ts->left = ts->left > HSTEP ? ts->left - HSTEP : 0;
		return true;
	case ACT_SCROLL_RIGHT:
		ts->left += HSTEP;
		return true;
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		gview_cycle(&ts->gv, a == ACT_NEXT_VIEW ? 1 : -1);
		ts->left = 0;
		return true;
	case ACT_NEXT_PROBLEM:
	case ACT_PREV_PROBLEM:
		ui_step_problem(t, a);
		return true;
	case ACT_TRACE:
		tui_pop(t);
		return true;
	default:
		return false;
	}
}

/* The pane with the focus scrolls (the answer, or the trace), clamped
 * when drawn; the graph keeps its column. */
static bool tscr_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct trace_screen *ts = (struct trace_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL,
			      .pos = ts->focus_left ? &ts->ltop : &ts->top,
			      .count = SIZE_MAX / 2,
			      .page = ui_page(ts->focus_left ? ts->lpage : s->body_rows) };
	return true;
}

static void tscr_free(struct screen *s)
{
	struct trace_screen *ts = (struct trace_screen *)s;

	text_find_free(&ts->find);
	drop_item(ts);
	gview_free(&ts->gv);
	free(ts);
}

static const struct screen_ops tscr_ops = {
	.name = "trace",
	.title = tscr_title,
	.draw = tscr_draw,
	.status = tscr_status,
	.handle = tscr_handle,
	.motion = tscr_motion,
	.search = tscr_search,
	.free = tscr_free,
};

struct screen *ui_trace_new(struct tui *t)
{
	struct trace_screen *ts = xcalloc(1, sizeof *ts);

	ts->base.ops = &tscr_ops;
	ts->p = SIZE_MAX;
	ts->state_k = SIZE_MAX;
	gview_init(&ts->gv);
	textlines_init(&ts->state);
	sb_init(&ts->row);
	(void)t;
	return &ts->base;
}

struct screen *ui_trace_at_error_new(struct tui *t)
{
	struct trace_screen *ts = (struct trace_screen *)ui_trace_new(t);

	ts->seek_error = true;
	return &ts->base;
}
