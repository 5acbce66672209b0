/* ui-teach.c - teaching mode (src/teach.h): the algorithm on the selected
 * problem, narrated step by step beside its graph and state tables, with
 * questions the learner answers in the screen.
 *
 * Layout: the title line (what is taught, the step, the score); on the
 * left the graph (Tab cycles its views; what the last step touched and
 * what is done so far highlighted) over the state tables; on the right the
 * narration up to this step, or the summary at the end; at the bottom the
 * question, the answer being typed (a line editor, edit.h) and the verdict.
 *
 * Keys: step-forward (also j, Space, Enter when no question waits),
 * step-back (also k), step-first, step-last (to the next question or the
 * end), lesson-restart (the same graph, answers cleared), lesson-new-graph
 * (the same task and size on the next seed's graph). A question stops
 * stepping until it is answered: type the answer and press Enter; Esc
 * leaves the editor (to look back, or quit) and Enter comes back to it.
 * Step keys never type into the answer box: the step keys act as steps
 * (back, to the start...) even while a question waits, and Space and ,
 * type only as separators inside an answer already begun. Stepping back
 * to an answered question shows its verdict again. */
#include "config.h"
#include "ui.h"
#include "diag.h"
#include "edit.h"
#include "gview.h"
#include "teach.h"
#include "text.h"
#include "problem.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ANSWER_MAX 256
#define QUESTION_ROWS 4		/* rule, question, answer, verdict */

struct teach_screen {
	struct screen base;
	struct teach tc;
	struct gview gv;
	struct edit ed;
	bool editing;		/* the answer editor is open */
	long shown;		/* question whose verdict is shown, or -1 */
	const char *hint;	/* why an answer was refused, or NULL */
	struct problem *own;	/* a new graph's problem (lesson-new-graph), or NULL */
	/* the state table when it does not fit its pane: the first row shown
	 * under its head, and whether it follows the rows the question (or
	 * the last step) is about; scrolling by hand stops following until
	 * the next step */
	size_t scroll;
	bool follow;
	int table_rows, table_first, table_shown;	/* for the footer */
	bool view_chosen;	/* the first view picked to fit the pane */
	bool playing;		/* stepping on by itself (lesson-play) */
	int speed;		/* steps a second while playing */
	double last;		/* when it last stepped while playing */
	bool pasting;		/* collecting a pasted edge list (lesson-paste) */
	struct strbuf paste;
	int paste_lines;
};

#define SPEED_MAX 20
#define PLAY_NAP_S 0.05	/* the longest wait between looks at the keys */

static void open_editor(struct teach_screen *ts)
{
	if (ts->editing || !teach_pending(&ts->tc))
		return;
	edit_init(&ts->ed, "", ANSWER_MAX);	/* "" not NULL: the buffer exists */
	ts->editing = true;
}

static void close_editor(struct teach_screen *ts)
{
	if (!ts->editing)
		return;
	edit_free(&ts->ed);
	ts->editing = false;
}

/* The editor is open exactly while a question waits at this step. */
static void sync_editor(struct teach_screen *ts)
{
	if (teach_pending(&ts->tc))
		open_editor(ts);
	else
		close_editor(ts);
}

static void step(struct teach_screen *ts, int dir)
{
	ts->follow = true;
	if (teach_step(&ts->tc, dir) && dir > 0)
		ts->shown = -1;	/* the verdict stays until the story moves on */
	ts->hint = !teach_pending(&ts->tc) || dir < 0 || ts->tc.k == 0 ? NULL :
		   "answer the question first (type it, then Enter)";
	if (dir < 0)
		ts->shown = -1;
	sync_editor(ts);
}

/* Start the lesson on p again (restart: the same problem). */
static bool restart(struct teach_screen *ts, struct tui *t, const struct problem *p)
{
	struct teach fresh;
	char *err = NULL;

	if (teach_new(&fresh, p, &err) != 0) {
		tui_message(t, true, "cannot teach %s: %s", p->id, err ? err : "no trace");
		free(err);
		return false;
	}
	close_editor(ts);
	teach_free(&ts->tc);
	ts->tc = fresh;
	gview_reset(&ts->gv);	/* another graph's views are not this one's */
	ts->view_chosen = false;
	ts->scroll = 0;
	ts->follow = true;
	ts->shown = -1;
	ts->hint = NULL;
	open_editor(ts);	/* a question before the first step */
	return true;
}

/* The same task and size on the next seed's graph: a generated lesson
 * (teach/TASK/N-nodes/seed-S) goes on to seed S + 1, a benchmark problem
 * to a generated graph of its task and size. */
static void new_graph(struct teach_screen *ts, struct tui *t)
{
	const struct problem *p = ts->tc.p;
	unsigned long long seed = 0;
	int n = p->graph->n;
	bool plain = false;
	char task[64], *err = NULL;
	struct problem *np;

	if (sscanf(p->id, "teach/%63[^/]/%d-nodes/seed-%llu", task, &n, &seed) == 3) {
		plain = strstr(p->id, "/plain") != NULL;
		seed++;
	} else {
		snprintf(task, sizeof task, "%s", p->task_name);
		seed = 1;
	}
	if (!(np = teach_make_problem(task, n, (uint64_t)seed, plain, &err))) {
		tui_message(t, true, "no new graph: %s", err ? err : "none");
		free(err);
		return;
	}
	if (!restart(ts, t, np)) {
		problem_free(np);
		return;
	}
	problem_free(ts->own);	/* the old lesson's graph, no longer borrowed */
	ts->own = np;
	tui_message(t, false, "a new graph: %s", np->id);
}

static void teach_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct teach_screen *ts = (struct teach_screen *)s;

	(void)t;
	sb_puts(out, "teach  ");
	sb_puts(out, teach_plan_title(&ts->tc) ? teach_plan_title(&ts->tc) : ts->tc.p->id);
}

static enum draw_role node_role(const void *ctx, int node, long edge)
{
	const struct teach *tc = ctx;
	const struct trace_state *st = &tc->st;

	if (node >= 0) {
		if (node == st->cur)
			return ROLE_CURRENT;
		return st->mark[node] == MARK_SETTLED ? ROLE_VISITED : ROLE_NORMAL;
	}
	if (edge >= 0 && edge == st->cur_edge)
		return ROLE_CURRENT;
	if (edge >= 0 && (size_t)edge < st->m && st->emark[edge] == EMARK_TREE)
		return ROLE_VISITED;
	return ROLE_NORMAL;
}

/* Lines of text (split at '\n') from row y on, at most rows of them. */
static int draw_lines(const char *text, int y, int x, int width, int rows, enum draw_role r)
{
	struct textlines tl;
	int used = 0;

	textlines_init(&tl);
	text_wrap(text, width, &tl);
	for (size_t i = 0; i < tl.n && used < rows; i++, used++)
		draw_text(y + used, x, width, r, tl.v[i]);
	textlines_free(&tl);
	return used;
}

/* As draw_lines, a line's continuation indented under its text after its
 * first word ("[-] step 10: Edge 5-3 ..." under "step", "      you: 0;
 * ..." under the answer), for the summary's list. */
static int draw_hanging(const char *text, int y, int x, int width, int rows, enum draw_role r)
{
	int used = 0;

	for (const char *p = text; *p && used < rows;) {
		const char *nl = strchr(p, '\n');
		char *line = xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
		size_t hang = strspn(line, " ");
		struct textlines tl;

		hang += strcspn(line + hang, " ") + 1;
		textlines_init(&tl);
		text_wrap_hanging(line, width, (int)hang, &tl);
		for (size_t i = 0; i < tl.n && used < rows; i++)
			draw_text(y + used++, x, width, r, tl.v[i]);
		textlines_free(&tl);
		free(line);
		p = nl ? nl + 1 : p + strlen(p);
	}
	return used;
}

/* Is line i of the graph view wrapped at blanks, rather than cut? The
 * adjacency list and the notes under a drawing are ("weights not drawn:
 * ..."); a drawing's or a matrix's rows keep their columns. */
static bool graph_wraps(const struct gview *gv, const struct textlines *v, size_t i)
{
	return gv->kind == VIEW_LIST || gv->kind == VIEW_EDGES ||
	       (gv->kind == VIEW_DRAW && isalpha((unsigned char)v->v[i][0]));
}

/* The graph pane from row top: the view's tabs, then every line, wrapped
 * where it wraps. Returns the rows it takes (all of them when draw is
 * false, to measure). */
static int draw_graph(struct teach_screen *ts, int top, int rows, int width, bool draw)
{
	const struct textlines *v = gview_lines(&ts->gv, ts->tc.p->graph);
	int y = top + 1;

	if (draw)
		gview_draw_tabs(&ts->gv, top, 1, width - 1);
	for (size_t i = 0; i < v->n && (!draw || y < top + rows); i++) {
		int left = draw ? top + rows - y : 1000;
		if (graph_wraps(&ts->gv, v, i)) {
			y += gview_draw_wrapped(v, i, y, 1, width - 1, left, node_role, &ts->tc, draw);
		} else {
			if (draw)
				gview_draw_line(v, i, y, 1, width - 1, 0, node_role, &ts->tc);
			y++;
		}
	}
	return y - top;
}

/* The state table wrapped to width: its rows in tl, in *start the first
 * row of each of its lines (the caller frees both). */
static size_t *table_wrap(const char *text, int width, struct textlines *tl, size_t *nlines)
{
	size_t n = 0, cap = 16, *start = xmalloc(cap * sizeof *start);

	textlines_init(tl);
	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		char *line = xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
		struct textlines one;
		if (n + 1 >= cap)
			start = xreallocarray(start, cap *= 2, sizeof *start);
		start[n++] = tl->n;
		textlines_init(&one);
		text_wrap(line, width, &one);
		for (size_t i = 0; i < one.n; i++)
			textlines_add(tl, one.v[i]);
		if (!one.n)
			textlines_add(tl, "");
		textlines_free(&one);
		free(line);
		p = nl ? nl + 1 : p + strlen(p);
	}
	start[n] = tl->n;
	*nlines = n;
	return start;
}

/* The first row under the table's head (the lines before its first row:
 * the queue, the column names), in rows of tl; 0 when it has none. */
static int table_head(const char *text, const struct textlines *tl, const size_t *start,
		      size_t nl)
{
	for (size_t i = 0; i < nl; i++)
		if (text[0] && tl->v[start[i]][0] == ' ')
			return (int)start[i];
	return 0;
}

/* Rows the table needs at width to show its head and the rows the
 * question asks about, or 0 when it asks about none. */
static int table_need(const struct teach_screen *ts, const char *text, int width)
{
	struct textlines tl;
	size_t nl, *start = table_wrap(text, width, &tl, &nl), focus[TEACH_MAX_NODES * 2];
	size_t nf = teach_focus_lines(&ts->tc, text, focus, ARRAY_SIZE(focus));
	int need = 0;

	if (nf && teach_pending(&ts->tc)) {
		need = table_head(text, &tl, start, nl);
		for (size_t k = 0; k < nf; k++)
			need += (int)(start[focus[k] + 1] - start[focus[k]]);
	}
	free(start);
	textlines_free(&tl);
	return need;
}

/* The state table in rows rows from top: all of it when it fits; else
 * its head (the lines before its first row: the queue, the column
 * names) stays and the rows under it scroll, following the rows the
 * question asks about (teach_focus_lines) until scrolled by hand. */
static void draw_table(struct teach_screen *ts, const char *text, int top, int rows, int x,
		       int width)
{
	struct textlines tl;
	size_t nl, *start = table_wrap(text, width, &tl, &nl), focus[TEACH_MAX_NODES * 2];
	size_t nf = teach_focus_lines(&ts->tc, text, focus, ARRAY_SIZE(focus));
	int n = (int)tl.n, head = 0, body, scroll;

	ts->table_rows = n;
	ts->table_first = 0;
	ts->table_shown = n < rows ? n : rows;
	if (rows <= 0) {
		free(start);
		textlines_free(&tl);
		return;
	}
	if (n <= rows) {
		for (int i = 0; i < n; i++)
			draw_text(top + i, x, width, ROLE_NORMAL, tl.v[i]);
		free(start);
		textlines_free(&tl);
		return;
	}
	head = table_head(text, &tl, start, nl);
	if (head + 2 > rows)
		head = 0;
	body = rows - head;
	if (ts->follow && nf && (int)(start[focus[nf - 1] + 1] - start[focus[0]]) > body) {
		/* the rows asked about are further apart than the pane is
		 * tall (the hops of a long augmenting path): the head, then
		 * those rows alone; j/k show the table as it is */
		int yy = top;
		for (int i = 0; i < head; i++)
			draw_text(yy++, x, width, ROLE_NORMAL, tl.v[i]);
		for (size_t k = 0; k < nf; k++)
			for (size_t r = start[focus[k]]; r < start[focus[k] + 1] && yy < top + rows; r++)
				draw_text(yy++, x, width, ROLE_CURRENT, tl.v[r]);
		ts->table_first = head;
		ts->table_shown = 0;	/* the footer offers j/k */
		free(start);
		textlines_free(&tl);
		return;
	}
	/* the keys only add to the scroll (motion.h); it is kept inside
	 * the table here */
	scroll = ts->scroll < (size_t)n ? (int)ts->scroll : n;
	if (ts->follow && nf) {
		int f0 = (int)start[focus[0]] - head, f1 = (int)start[focus[nf - 1] + 1] - 1 - head;
		if (f1 - f0 >= body)
			f1 = f0 + body - 1;
		if (f0 < scroll)
			scroll = f0;
		if (f1 >= scroll + body)
			scroll = f1 - body + 1;
	}
	if (scroll > n - head - body)
		scroll = n - head - body;
	if (scroll < 0)
		scroll = 0;
	ts->scroll = (size_t)scroll;
	for (int i = 0; i < head; i++)
		draw_text(top + i, x, width, ROLE_NORMAL, tl.v[i]);
	for (int i = 0; i < body; i++) {
		int r = head + scroll + i;
		bool asked = false;
		for (size_t k = 0; k < nf; k++)
			asked |= r >= (int)start[focus[k]] && r < (int)start[focus[k] + 1];
		draw_text(top + head + i, x, width, asked ? ROLE_CURRENT : ROLE_NORMAL, tl.v[r]);
	}
	ts->table_first = head + scroll;
	ts->table_shown = body;
	free(start);
	textlines_free(&tl);
}

/* The steps taken, the last at the bottom of rows rows from top: each
 * step's number, then its narration wrapped under itself (never cut at
 * the pane's edge: "edge 5-0 leads back to 0, still on the s"). When
 * they do not all fit, the oldest go, and the oldest shown may lose its
 * first lines. */
static void draw_steps(const struct teach *tc, int top, int rows, int x, int width,
		       struct strbuf *sb)
{
	struct textlines *w;
	size_t n = 0, used = 0;
	int nw = snprintf(NULL, 0, "%zu", tc->k), y = top;

	if (rows <= 0 || tc->k == 0)
		return;
	nw = nw < 2 ? 2 : nw;
	w = xcalloc((size_t)rows, sizeof *w);
	/* newest first, until the rows are full (a step takes one or more) */
	for (size_t i = tc->k; i-- > 0 && used < (size_t)rows;) {
		sb_reset(sb);
		trace_event_text(tc->tr, i, sb);
		textlines_init(&w[n]);
		text_wrap(sb->data, width - nw - 2, &w[n]);
		used += w[n].n ? w[n].n : 1;
		n++;
	}
	for (size_t s = n; s-- > 0;) {
		size_t step = tc->k - 1 - s, skip = 0;
		enum draw_role role = step + 1 == tc->k ? ROLE_LABEL : ROLE_NORMAL;
		char num[24];
		if (s == n - 1 && used > (size_t)rows)
			skip = used - (size_t)rows;
		for (size_t l = skip; l < w[s].n || (l == 0 && !w[s].n); l++, y++) {
			if (l == skip) {
				snprintf(num, sizeof num, "%*zu", nw, step + 1);
				draw_text(y, x, nw, ROLE_DIM, num);
			}
			if (l < w[s].n)
				draw_text(y, x + nw + 2, width - nw - 2, role, w[s].v[l]);
		}
		textlines_free(&w[s]);
	}
	free(w);
}

static void draw_right(struct teach_screen *ts, int top, int height, int x, int width)
{
	const struct teach *tc = &ts->tc;
	struct strbuf sb;

	sb_init(&sb);
	if (teach_finished(tc)) {
		draw_text(top, x, width, ROLE_GROUP, "Summary");
		teach_format_summary(tc, &sb);
		draw_hanging(sb.data, top + 1, x, width, height - 1, ROLE_NORMAL);
		sb_free(&sb);
		return;
	}
	draw_text(top, x, width, ROLE_GROUP, "Steps");
	{
		/* a lesson plan's note for this step, over the steps */
		size_t at = 0;
		const char *note = teach_plan_note(tc, &at);
		if (note && height > 4) {
			char *line = xasprintf("Note (step %zu): %s", at, note);
			int n = draw_lines(line, top + 1, x, width, height / 3 > 1 ? height / 3 : 1,
					   ROLE_LABEL);
			free(line);
			top += n;
			height -= n;
		}
	}
	draw_steps(tc, top + 1, height - 1, x, width, &sb);
	if (tc->k == 0) {
		int y = top + 1;
		if (tc->picked || teach_wanted(tc->p)) {
			char *why = tc->picked
				? xasprintf("This graph was picked for %s.", tc->picked)
				: xasprintf("Asked for %s, but none of this seed's %d graphs has it: "
					    "this is its first.", teach_wanted(tc->p),
					    TEACH_PICK_TRIES);
			y += draw_lines(why, y, x, width, 3, ROLE_LABEL);
			free(why);
		}
		draw_lines(teach_pending(tc) ? "(answer the question below first)"
					     : "(press . or Space to take the first step)",
			   y, x, width, top + height - y, ROLE_DIM);
	}
	sb_free(&sb);
}

/* The last answered question asked at this step, or -1. */
static long answered_here(const struct teach *tc)
{
	long at = -1;

	for (size_t i = 0; i < tc->nq; i++)
		if (tc->q[i].answered && tc->q[i].step == tc->k)
			at = (long)i;
	return at;
}

/* Rows text wraps to at width, at most max. */
static int wrapped_rows(const char *text, int width, int max)
{
	struct textlines tl;
	int n;

	textlines_init(&tl);
	text_wrap(text, width, &tl);
	n = tl.n < (size_t)max ? (int)tl.n : max;
	textlines_free(&tl);
	return n;
}

/* The question area under the panes: a rule, the question (wrapped, up to
 * QUESTION_WRAP rows: a question cut at the edge lost its hint, "(a
 * shortest"), then the answer line and a hint, or the verdict. Drawn from
 * row y when draw is set; returns the rows it takes, at least
 * QUESTION_ROWS so that the panes keep their size. */
#define QUESTION_WRAP 3
static int draw_question(struct teach_screen *ts, int y, int cols, bool draw)
{
	const struct teach *tc = &ts->tc;
	const struct teach_question *q = teach_pending(tc);
	int rows = 2, w = cols - 2;

	if (draw)
		draw_hline(y, 0, cols, ROLE_DIM);
	if (ts->pasting) {
		if (draw) {
			char *line = xasprintf("Paste your graph, one edge a line ('u v' or 'u v weight'); "
					       "an empty line or Esc ends it. %d line%s so far.",
					       ts->paste_lines, ts->paste_lines == 1 ? "" : "s");
			draw_lines(line, y + 1, 1, w, 2, ROLE_GROUP);
			free(line);
		}
		return QUESTION_ROWS;
	}
	if (q) {
		char *text = xasprintf("Question %zu of %zu: %s", tc->cur + 1, tc->nq, q->text);
		int v = 0, n;

		/* the verdict of a question just answered at this same step
		 * comes first: the next question must not hide it ("2 3 1" was
		 * scored wrong with no word of why) */
		if (ts->shown >= 0 && (size_t)ts->shown < tc->cur &&
		    tc->q[ts->shown].step == tc->k) {
			const struct teach_question *a = &tc->q[ts->shown];
			char *said = xasprintf("Question %ld: you said %s. %s", ts->shown + 1,
					       a->given, a->feedback);
			v = draw ? draw_lines(said, y + 1, 1, w, QUESTION_WRAP,
					      a->right ? ROLE_RIGHT : ROLE_WRONG)
				 : wrapped_rows(said, w, QUESTION_WRAP);
			free(said);
		}
		n = v + (draw ? draw_lines(text, y + 1 + v, 1, w, QUESTION_WRAP, ROLE_GROUP)
			      : wrapped_rows(text, w, QUESTION_WRAP));
		free(text);
		rows = 1 + n + 2;
		if (draw) {
			draw_text(y + 1 + n, 1, 8, ROLE_LABEL, "answer:");
			if (ts->editing)
				edit_draw(&ts->ed, y + 1 + n, 9, cols - 10, ROLE_PROMPT,
					  ROLE_SELECTED);
			else
				draw_text(y + 1 + n, 9, cols - 10, ROLE_DIM, "(Enter to answer)");
			if (ts->hint)
				draw_text(y + 2 + n, 1, w, ROLE_WARNING, ts->hint);
		}
	} else if (ts->shown >= 0 || (answered_here(tc) >= 0 && !teach_finished(tc))) {
		const struct teach_question *a = &tc->q[ts->shown >= 0 ? ts->shown
								       : answered_here(tc)];
		char *text = xasprintf("You said %s. %s", a->given, a->feedback);
		enum draw_role r = a->right ? ROLE_RIGHT : ROLE_WRONG;
		int n = draw ? draw_lines(a->text, y + 1, 1, w, QUESTION_WRAP, ROLE_GROUP)
			     : wrapped_rows(a->text, w, QUESTION_WRAP);
		int f = draw ? draw_lines(text, y + 1 + n, 1, w, QUESTION_WRAP, r)
			     : wrapped_rows(text, w, QUESTION_WRAP);
		free(text);
		rows = 1 + n + f;
	} else if (draw) {
		draw_text(y + 1, 1, w, teach_finished(tc) ? ROLE_LABEL : ROLE_DIM,
			  teach_finished(tc) ? "The lesson is over: q to close."
					     : "Step on; a question will come.");
	}
	return rows < QUESTION_ROWS ? QUESTION_ROWS : rows;
}

/* Rows the steps keep when the state table shares their pane; rows under
 * the graph enough for the steps (the table then has the right pane). */
#define STEPS_MIN 6
#define STEPS_LEFT 4

static void teach_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct teach_screen *ts = (struct teach_screen *)s;
	struct strbuf sb, state;
	int qrows = draw_question(ts, 0, cols, false);
	int left = cols / 2, body = height - 2 - qrows, most = height - 2 - QUESTION_ROWS;
	int rw = cols - left - 2, graph, y = top + 2;
	size_t answered, right;

	(void)t;
	sb_init(&sb);
	teach_format_title(&ts->tc, &sb);
	teach_score(&ts->tc, &answered, &right);
	{
		/* the title wraps into the blank row under it: at 80 columns
		 * "... the shortest tour from 0 through every nod" was cut */
		struct textlines tl;
		textlines_init(&tl);
		text_wrap(sb.data, cols - 2, &tl);
		for (size_t i = 0; i < tl.n && i < 2; i++)
			draw_text(top + (int)i, 1, cols - 2, ROLE_LABEL, tl.v[i]);
		textlines_free(&tl);
	}
	sb_free(&sb);
	if (body < 2)
		return;
	/* 80x24 is the design size: the graph keeps every node on screen;
	 * the state table goes under it when both fit the tallest body,
	 * else over the steps on the right, scrolled to the rows asked */
	gview_set_fit(&ts->gv, left - 1, body - 1);
	graph = draw_graph(ts, y, body, left, false);
	if (!ts->view_chosen) {
		/* a dense graph's list (tsp's complete graphs) runs past the
		 * pane: its matrix shows every node, when it fits */
		ts->view_chosen = true;
		if (ts->gv.kind == VIEW_LIST && graph > most) {
			ts->gv.kind = VIEW_MATRIX;
			graph = draw_graph(ts, y, body, left, false);
			if (graph > most || gview_lines(&ts->gv, ts->tc.p->graph)->n == 0 ||
			    gview_width(&ts->gv, ts->tc.p->graph) > left - 1) {
				ts->gv.kind = VIEW_LIST;
				graph = draw_graph(ts, y, body, left, false);
			}
		}
	}
	sb_init(&state);
	teach_format_state(&ts->tc, &state);
	{
		struct textlines tl;
		size_t nl, *start = table_wrap(state.data, left - 1, &tl, &nl);
		bool under = graph + 1 + (int)tl.n <= most;
		free(start);
		textlines_free(&tl);
		draw_graph(ts, y, under ? (graph < body ? graph : body) : body, left, true);
		if (under) {
			draw_table(ts, state.data, y + graph + 1, body - graph - 1, 1, left - 1);
			draw_right(ts, y, body, left + 1, rw);
		} else if (teach_finished(&ts->tc)) {
			ts->table_rows = 0;
			draw_right(ts, y, body, left + 1, rw);
		} else if (body - graph - 1 >= STEPS_LEFT) {
			/* the steps under the graph, the table beside them */
			draw_table(ts, state.data, y, body, left + 1, rw);
			draw_right(ts, y + graph + 1, body - graph - 1, 1, left - 1);
		} else {
			int steps = STEPS_MIN < body / 2 ? STEPS_MIN : body / 2;
			int need = table_need(ts, state.data, rw);
			/* the rows asked about before the older steps */
			if (need && body - need < steps)
				steps = body - need < 2 ? 2 : body - need;
			struct textlines tr;
			size_t nr, *sr = table_wrap(state.data, rw, &tr, &nr);
			int rows = (int)tr.n < body - steps ? (int)tr.n : body - steps;
			free(sr);
			textlines_free(&tr);
			draw_table(ts, state.data, y, rows, left + 1, rw);
			draw_right(ts, y + rows, body - rows, left + 1, rw);
		}
	}
	sb_free(&state);
	draw_question(ts, top + height - qrows, cols, true);
}

static void teach_status(struct screen *s, struct tui *t, struct strbuf *hints,
			 struct strbuf *pos)
{
	struct teach_screen *ts = (struct teach_screen *)s;
	size_t answered, right;

	(void)t;
	if (ts->pasting) {
		sb_puts(hints, "paste the edge list  empty line: done  Esc: done");
	} else if (ts->editing) {
		sb_puts(hints, "type the answer  Enter check  , step back  Esc leave the editor");
	} else {
		ui_hint(hints, ACT_STEP_FORWARD, ACT_STEP_BACK, "step");
		if (ts->table_rows > ts->table_shown)
			ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "scroll table");
		if (teach_pending(&ts->tc))
			ui_hint(hints, ACT_ENTER, ACT_NONE, "answer");
		ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "view");
		ui_hint(hints, ACT_LESSON_RESTART, ACT_LESSON_NEW, "restart/new graph");
		ui_hint(hints, ACT_QUIT, ACT_NONE, "close");
	}
	teach_score(&ts->tc, &answered, &right);
	if (ts->playing)
		sb_printf(pos, "playing %d/s  ", ts->speed);
	if (ts->table_rows > ts->table_shown && !ts->table_shown)
		sb_printf(pos, "table: rows asked  ");
	else if (ts->table_rows > ts->table_shown)
		sb_printf(pos, "table %d-%d/%d  ", ts->table_first + 1,
			  ts->table_first + ts->table_shown, ts->table_rows);
	sb_printf(pos, "step %zu/%zu  score %zu/%zu", ts->tc.k, teach_steps(&ts->tc), right,
		  answered);
}

/* The pasted edge list as the lesson's graph (teach_graph_parse), the
 * first error said when it is not one. */
static void paste_done(struct teach_screen *ts, struct tui *t)
{
	struct diags d;
	struct problem *np;

	ts->pasting = false;
	diags_init(&d);
	np = teach_graph_parse(ts->tc.p->task_name, "paste", ts->paste.data, ts->paste.len, -1,
			       -1, &d);
	if (!np) {
		if (d.n)
			tui_message(t, true, "%s:%ld:%ld: %s", d.v[0].file, d.v[0].line, d.v[0].col,
				    d.v[0].msg);
		else
			tui_message(t, true, "no graph pasted");
	} else if (restart(ts, t, np)) {
		problem_free(ts->own);
		ts->own = np;
		tui_message(t, false, "your graph: %d nodes, %zu edges", np->graph->n, np->graph->m);
	} else {
		problem_free(np);
	}
	diags_free(&d);
	sb_reset(&ts->paste);
}

/* While pasting: every byte goes to the list; a line break ends a line,
 * an empty line (or Esc) ends the list. */
static bool paste_key(struct teach_screen *ts, struct tui *t, int ek, int byte)
{
	if (ek == EK_CANCEL) {
		paste_done(ts, t);
		return true;
	}
	if (ek == EK_ENTER || (ek == EK_BYTE && (byte == '\n' || byte == '\r'))) {
		if (!ts->paste.len || ts->paste.data[ts->paste.len - 1] == '\n') {
			paste_done(ts, t);
			return true;
		}
		sb_putc(&ts->paste, '\n');
		ts->paste_lines++;
		return true;
	}
	if (ek == EK_BACKSPACE && ts->paste.len && ts->paste.data[ts->paste.len - 1] != '\n') {
		ts->paste.data[--ts->paste.len] = '\0';
		return true;
	}
	/* printable ASCII only: an edge list is digits and blanks, and no
	 * escape byte reaches the screen */
	if (ek == EK_BYTE && byte >= ' ' && byte < 127 && ts->paste.len < 65536)
		sb_putc(&ts->paste, (char)byte);
	return true;
}

static bool teach_edit(struct screen *s, struct tui *t, int ek, int byte)
{
	struct teach_screen *ts = (struct teach_screen *)s;
	const char *msg = NULL;

	if (ts->pasting)
		return paste_key(ts, t, ek, byte);
	if (!ts->editing && ek == EK_BYTE && byte == ' ') {
		step(ts, 1);	/* Space steps, as the intro says, though bound to page-down */
		return true;
	}
	if (!ts->editing || ek == EK_NONE)
		return false;
	if (ek == EK_BYTE) {
		/* step keys are steps, not text; Space and , separate numbers in
		 * an answer already begun */
		enum action a = keys_action(byte);
		bool step_key = a == ACT_STEP_FORWARD || a == ACT_STEP_BACK ||
				a == ACT_STEP_FIRST || a == ACT_STEP_LAST ||
				a == ACT_LESSON_PHASE_BACK || byte == ' ';
		bool begun = edit_text(&ts->ed)[0] != '\0';
		if (step_key && !(begun && (byte == ' ' || byte == ',')))
			return false;
	}
	switch (edit_key(&ts->ed, (enum edit_key)ek, byte)) {
	case EDIT_CONTINUE:
		return true;
	case EDIT_CANCEL:
		close_editor(ts);
		ts->hint = NULL;
		return true;
	case EDIT_ACCEPT:
		break;
	}
	if (teach_answer(&ts->tc, edit_text(&ts->ed), &msg) == TEACH_INVALID) {
		ts->hint = msg;	/* the question's own feedback string */
		edit_free(&ts->ed);
		edit_init(&ts->ed, "", ANSWER_MAX);	/* "" not NULL: the buffer exists */
		return true;
	}
	ts->hint = NULL;
	ts->shown = (long)ts->tc.cur - 1;
	close_editor(ts);
	open_editor(ts);	/* a second question at the same step */
	return true;
}

static bool teach_handle(struct screen *s, struct tui *t, enum action a)
{
	struct teach_screen *ts = (struct teach_screen *)s;

	switch (a) {
	case ACT_STEP_FORWARD:
		step(ts, 1);
		return true;
	case ACT_ENTER:
		if (teach_pending(&ts->tc))
			open_editor(ts);
		else
			step(ts, 1);
		return true;
	case ACT_STEP_BACK:
		step(ts, -1);
		return true;
	case ACT_STEP_FIRST:
	case ACT_HOME:
		teach_goto(&ts->tc, 0);
		ts->shown = -1;
		ts->hint = NULL;
		sync_editor(ts);
		return true;
	case ACT_STEP_LAST:
	case ACT_END:
		teach_goto(&ts->tc, teach_steps(&ts->tc));
		ts->hint = NULL;
		sync_editor(ts);
		return true;
	case ACT_LESSON_RESTART:
		if (restart(ts, t, ts->tc.p))
			tui_message(t, false, "the lesson starts again");
		return true;
	case ACT_LESSON_NEW:
		new_graph(ts, t);
		return true;
	case ACT_LESSON_PLAY:
		ts->playing = !ts->playing && !teach_finished(&ts->tc);
		ts->last = now_seconds();
		tui_message(t, false, ts->playing ? "playing, %d step%s a second" : "paused",
			    ts->speed, ts->speed == 1 ? "" : "s");
		return true;
	case ACT_LESSON_SLOWER:
	case ACT_LESSON_FASTER:
		ts->speed += a == ACT_LESSON_FASTER ? 1 : -1;
		ts->speed = ts->speed < 1 ? 1 : ts->speed > SPEED_MAX ? SPEED_MAX : ts->speed;
		tui_message(t, false, "%d step%s a second", ts->speed, ts->speed == 1 ? "" : "s");
		return true;
	case ACT_LESSON_PASTE:
		close_editor(ts);
		ts->playing = false;
		ts->pasting = true;
		ts->paste_lines = 0;
		sb_reset(&ts->paste);
		return true;
	case ACT_LESSON_PHASE_BACK:
		teach_goto(&ts->tc, teach_phase_back(&ts->tc));
		ts->shown = -1;
		ts->hint = NULL;
		ts->follow = true;
		sync_editor(ts);
		return true;
	case ACT_NEXT_VIEW:
	case ACT_PREV_VIEW:
		gview_cycle(&ts->gv, a == ACT_NEXT_VIEW ? 1 : -1);
		return true;
	default:
		return false;
	}
}

/* Lines and pages scroll the state table (draw_table keeps it inside
 * the table) and stop it following the rows asked about; the algorithm
 * steps only on the step keys, Home and End among them (teach_handle). */
static bool teach_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct teach_screen *ts = (struct teach_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &ts->scroll,
			      .page = ts->table_shown > 3 ? (size_t)ts->table_shown - 2 : 1,
			      .follow = &ts->follow };
	return !motion_is_end(a);
}

/* Playing: a step each 1/speed seconds, until a question waits, the
 * plan pauses or the lesson ends; between steps a short nap, so keys are
 * looked at (and the loop does not spin). */
static bool teach_idle(struct screen *s, struct tui *t)
{
	struct teach_screen *ts = (struct teach_screen *)s;
	double due, now;

	if (!ts->playing)
		return false;
	if (teach_pending(&ts->tc) || ts->tc.k >= teach_steps(&ts->tc)) {
		ts->playing = false;
		tui_message(t, false, teach_pending(&ts->tc) ? "paused: a question" : "paused: the end");
		return true;
	}
	due = ts->last + 1.0 / ts->speed;
	now = now_seconds();
	if (now < due) {
		double nap = due - now < PLAY_NAP_S ? due - now : PLAY_NAP_S;
		struct timespec ts_nap = { 0, (long)(nap * 1e9) };
		nanosleep(&ts_nap, NULL);
		return true;
	}
	ts->last = now;
	{
		size_t stop = teach_next_pause(&ts->tc);	/* a lesson plan's pause */
		step(ts, 1);
		if (ts->tc.k == stop && stop < teach_steps(&ts->tc)) {
			ts->playing = false;
			tui_message(t, false, "paused where the lesson plan pauses");
		}
	}
	return true;
}

static void teach_free_screen(struct screen *s)
{
	struct teach_screen *ts = (struct teach_screen *)s;

	close_editor(ts);
	sb_free(&ts->paste);
	gview_free(&ts->gv);
	teach_free(&ts->tc);
	problem_free(ts->own);
	free(ts);
}

static const struct screen_ops teach_ops = {
	.name = "teach",
	.title = teach_title,
	.draw = teach_draw,
	.status = teach_status,
	.handle = teach_handle,
	.motion = teach_motion,
	.edit = teach_edit,
	.idle = teach_idle,
	.free = teach_free_screen,
};

struct screen *ui_teach_new(struct tui *t)
{
	const struct problem *p = tui_problem(t);
	struct teach_screen *ts;
	char why[96], *err = NULL;

	if (!p) {
		tui_message(t, true, "no problem selected");
		return NULL;
	}
	if (!teach_can(p, why, sizeof why)) {
		tui_message(t, true, "cannot teach %s: %s", p->task_name, why);
		return NULL;
	}
	ts = xcalloc(1, sizeof *ts);
	ts->base.ops = &teach_ops;
	ts->shown = -1;
	ts->follow = true;
	ts->speed = 2;
	sb_init(&ts->paste);
	gview_init(&ts->gv);
	if (teach_new(&ts->tc, p, &err) != 0) {
		tui_message(t, true, "cannot teach %s: %s", p->id, err ? err : "no trace");
		free(err);
		gview_free(&ts->gv);
		free(ts);
		return NULL;
	}
	open_editor(ts);	/* a question before the first step */
	return &ts->base;
}
