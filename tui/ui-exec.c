/* ui-exec.c - the failed test cases of GraphEval2000 exec runs (`gravel
 * exec`, src/exec.h): opened with exec-failures on a workspace whose runs
 * JSONL files carry "exec" objects.
 *
 * The list: one row per failed case (status, run, problem, why), filtered
 * by status with filter-verdict (every failure, then each status, then
 * "wrong": ran fine, judged wrong). Enter opens the case: the status, the
 * error and traceback, what the code printed, the arguments of the call,
 * the expected and the returned value side by side and the graph in the
 * ASCII views (next-view) on the left; the reference algorithm's trace on
 * the right, as the trace screen has it for NLGraph. focus-pane moves the
 * scrolling between the two panes. The solution's code follows (RUNS
 * carries it on a solution's first case), numbered, the lines the
 * traceback names marked ">"; an input off its statement's constraints
 * says so, as gravel audit does. The model's text is sanitised before it
 * reaches the screen. */
#include "config.h"
#include "ui.h"
#include "exec.h"
#include "lc.h"
#include "sanitize.h"
#include "solve.h"
#include "trace.h"
#include "view.h"
#include "workspace.h"

#include <stdlib.h>
#include <string.h>

struct xitem {
	struct problem *p;
	char *run;
	struct exec_result r;
	char why[160];
};

/* filter positions: 0 every failure, 1 + status, 1 + EXEC__COUNT "wrong" */
#define XF_WRONG (1 + EXEC__COUNT)
#define XF__COUNT (XF_WRONG + 1)

/* a solution's code, by run and task */
struct xcode {
	char *run, *task, *code;
};

struct ui_exec {
	struct screen base;
	struct xitem *v;
	size_t n, cap, answers;
	struct xcode *codes;
	size_t ncodes, capcodes;
	size_t *rows, nrows;
	int filter;
	size_t cur, top;
	bool detail, focus_right;
	enum view_kind view;
	struct textlines left, right;
	size_t ltop, rtop;
};

static bool judged_right(struct xitem *it)
{
	cJSON *v, *ans = NULL;
	const cJSON *ref, *label = cJSON_GetObjectItemCaseSensitive(it->p->gold_answer, "output");
	char *err = NULL;
	bool ok;

	if (it->r.status != EXEC_OK) {
		snprintf(it->why, sizeof it->why, "%s", it->r.error ? it->r.error : "no value");
		return false;
	}
	v = it->r.value ? lc_parse_output(it->r.value, strlen(it->r.value)) : NULL;
	if (solve_problem(it->p, &ans, NULL, &err) != 0) {
		free(err);
		ans = NULL;
	}
	ref = ans ? cJSON_GetObjectItemCaseSensitive(ans, "output") : label;
	it->why[0] = 0;
	ok = v && ref && (ans ? lc_judge(it->p, ref, v, it->why, sizeof it->why) :
				lc_json_equal(v, ref));
	if (!ok && !it->why[0])
		snprintf(it->why, sizeof it->why, "%s", v ? "differs from the stored label" :
							 "returned no JSON value");
	cJSON_Delete(v);
	cJSON_Delete(ans);
	return ok;
}

static void load(struct ui_exec *x, struct workspace *ws)
{
	for (size_t i = 0; i < ws->nruns; i++) {
		size_t len, pos = 0;
		char *buf;
		if (ws->runs[i].kind != WS_RUNS_JSONL || !ws->runs[i].path)
			continue;
		buf = read_file(ws->runs[i].path, &len);
		while (buf && pos < len) {
			char *nl = memchr(buf + pos, '\n', len - pos);
			size_t end = nl ? (size_t)(nl - buf) : len;
			struct xitem it;
			char *pid = NULL;
			memset(&it, 0, sizeof it);
			if (exec_run_parse(buf + pos, end - pos, &pid, &it.run, &it.r) == 0) {
				it.p = pid ? problemset_find(&ws->problems, pid) : NULL;
				x->answers++;
				if (it.r.code && it.p && it.p->task) {
					xgrow(&x->codes, &x->capcodes, x->ncodes + 1, sizeof *x->codes);
					x->codes[x->ncodes++] = (struct xcode){
						xstrdup(it.run ? it.run : ""),
						xstrdup(it.p->task->name), it.r.code };
					it.r.code = NULL;
				}
				if (it.p && it.p->task && lc_is_task(it.p->task->kind) &&
				    !judged_right(&it)) {
					xgrow(&x->v, &x->cap, x->n + 1, sizeof *x->v);
					x->v[x->n++] = it;
				} else {
					free(it.run);
					exec_result_free(&it.r);
				}
			}
			free(pid);
			pos = end + 1;
		}
		free(buf);
	}
}

static bool matches_filter(int filter, const struct xitem *it)
{
	if (filter == 0)
		return true;
	if (filter == XF_WRONG)
		return it->r.status == EXEC_OK;
	return (int)it->r.status == filter - 1;
}

static bool matches(const struct ui_exec *x, const struct xitem *it)
{
	return matches_filter(x->filter, it);
}

static void refilter(struct ui_exec *x)
{
	x->nrows = 0;
	for (size_t i = 0; i < x->n; i++)
		if (matches(x, &x->v[i]))
			x->rows[x->nrows++] = i;
	x->cur = x->top = 0;
}

/* The next filter with a failure in it, in the order every failure, ran
 * and judged wrong, then each other status: the status "ok" is the same
 * set as "ran, judged wrong" (it came twice in the cycle), and a status no
 * case has showed an empty list. */
static void next_filter(struct ui_exec *x)
{
	int order[XF__COUNT], n = 0, at = 0;

	order[n++] = 0;
	order[n++] = XF_WRONG;
	for (int st = 0; st < EXEC__COUNT; st++)
		if (st != EXEC_OK)
			order[n++] = 1 + st;
	while (at < n && order[at] != x->filter)
		at++;
	for (int k = 1; k <= n; k++) {
		int f = order[(at + k) % n];
		for (size_t i = 0; i < x->n; i++)
			if (f == 0 || matches_filter(f, &x->v[i])) {
				x->filter = f;
				return;
			}
	}
}

static const char *filter_name(int f)
{
	return f == 0 ? "every failure" : f == XF_WRONG ? "ran, judged wrong" :
							    exec_status_name((enum exec_status)(f - 1));
}

/* Add text (model output: sanitised) line by line, each under prefix. */
static void add_text(struct textlines *tl, const char *prefix, const char *s)
{
	while (s && *s) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);
		char *raw = xstrndup(s, n), *clean = sanitize_dup(raw, SANITIZE_LINE);
		textlines_addf(tl, "%s%s", prefix, clean);
		free(raw);
		free(clean);
		s = nl ? nl + 1 : NULL;
	}
}

/* The code of a run's solution to a task, or NULL. */
static const char *code_of(const struct ui_exec *x, const char *run, const char *task)
{
	for (size_t i = 0; i < x->ncodes; i++)
		if (!strcmp(x->codes[i].run, run ? run : "") && !strcmp(x->codes[i].task, task))
			return x->codes[i].code;
	return NULL;
}

/* Whether the traceback names line n of the solution. */
static bool traceback_names(const char *tb, long n)
{
	static const char at[] = "File \"<solution>\", line ";

	for (const char *s = tb; s && (s = strstr(s, at)); s++)
		if (strtol(s + sizeof at - 1, NULL, 10) == n)
			return true;
	return false;
}

/* The code, numbered, the lines the traceback names marked ">". */
static void add_code(struct textlines *tl, const char *code, const char *tb)
{
	long n = 1;

	textlines_add(tl, "code:");
	for (const char *s = code; s && *s; n++) {
		const char *nl = strchr(s, '\n');
		size_t len = nl ? (size_t)(nl - s) : strlen(s);
		char *raw = xstrndup(s, len), *clean = sanitize_dup(raw, SANITIZE_LINE);
		textlines_addf(tl, "%c%4ld  %s", traceback_names(tb, n) ? '>' : ' ', n, clean);
		free(raw);
		free(clean);
		s = nl ? nl + 1 : NULL;
	}
}

/* expected | returned, each cut in pieces of w columns */
static void side_by_side(struct textlines *tl, const char *a, const char *b, int w)
{
	size_t la = strlen(a), lb = strlen(b), ia = 0, ib = 0;
	textlines_addf(tl, "%-*s | %s", w, "expected", "returned");
	for (int k = 0; k < 12 && (ia < la || ib < lb); k++) {
		size_t na = la - ia < (size_t)w ? la - ia : (size_t)w;
		size_t nb = lb - ib < (size_t)w ? lb - ib : (size_t)w;
		textlines_addf(tl, "%-*.*s | %.*s", w, (int)na, a + ia, (int)nb, b + ib);
		ia += na;
		ib += nb;
	}
	if (ia < la || ib < lb)
		textlines_add(tl, "  ...");
}

static void build_detail(struct ui_exec *x, int cols)
{
	struct xitem *it = &x->v[x->rows[x->cur]];
	struct trace *tr;
	cJSON *ans = NULL, *args;
	char *err = NULL, *method = NULL, *exp = NULL, *got;
	struct textlines view;
	/* expected | returned fit the left pane (x_draw: cols / 2 - 1 wide);
	 * at 80 columns each took 37 and "returned" was past the edge */
	int half = (cols / 2 - 1 - 3) / 2 > 8 ? (cols / 2 - 1 - 3) / 2 : 8;

	textlines_free(&x->left);
	textlines_free(&x->right);
	textlines_init(&x->left);
	textlines_init(&x->right);
	x->ltop = x->rtop = 0;
	got = sanitize_dup(it->r.value ? it->r.value : "(nothing)", SANITIZE_LINE);
	{
		char *run = sanitize_dup(it->run ? it->run : "?", SANITIZE_LINE);
		textlines_addf(&x->left, "%s  run %s", it->p->id, run);
		free(run);
	}
	textlines_addf(&x->left, "status: %s   %.3f ms", exec_status_name(it->r.status), it->r.ms);
	add_text(&x->left, "why: ", it->why);
	{
		/* as gravel audit says it: the case is still run and judged */
		struct lc_offspec spec;
		if (lc_offspec(it->p, &spec))
			textlines_addf(&x->left, "input: off-spec: %s (%s)%s", spec.rules[0],
				       spec.detail, spec.n > 1 ? " and more (gravel audit)" : "");
	}
	if (it->r.traceback) {
		textlines_add(&x->left, "traceback:");
		add_text(&x->left, "  ", it->r.traceback);
	}
	if (it->r.err) {
		textlines_add(&x->left, "stderr:");
		add_text(&x->left, "  ", it->r.err);
	}
	if (it->r.out) {
		textlines_add(&x->left, "stdout:");
		add_text(&x->left, "  ", it->r.out);
	}
	args = exec_case_args(it->p, &method, &err);
	if (args) {
		const cJSON *a;
		int k = 0;
		textlines_addf(&x->left, "call: Solution().%s(...)", method);
		cJSON_ArrayForEach(a, args) {
			char *s = cJSON_PrintUnformatted(a);
			textlines_addf(&x->left, "  arg %d: %.*s%s", ++k, 160, s ? s : "?",
				       s && strlen(s) > 160 ? "..." : "");
			cJSON_free(s);
		}
		cJSON_Delete(args);
	} else {
		add_text(&x->left, "arguments: ", err);
	}
	free(err);
	free(method);
	err = NULL;
	tr = trace_new(it->p->graph, 20000);
	if (solve_problem(it->p, &ans, tr, &err) == 0) {
		char *e = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(ans, "output"));
		exp = xstrdup(e ? e : "?");
		cJSON_free(e);
	} else {
		char *e = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(it->p->gold_answer,
										  "output"));
		exp = xasprintf("%s (stored label)", e ? e : "?");
		cJSON_free(e);
	}
	side_by_side(&x->left, exp, got, half > 40 ? 40 : half);
	textlines_addf(&x->left, "graph (%s view, next-view for another):", view_name(x->view));
	textlines_init(&view);
	if (view_render(it->p->graph, x->view, &view) == 0)
		for (size_t i = 0; i < view.n; i++)
			textlines_add(&x->left, view.v[i]);
	else
		textlines_add(&x->left, "  (this view does not fit this graph)");
	textlines_free(&view);
	/* last: the values and the graph stay in sight at 24 rows */
	if (code_of(x, it->run, it->p->task->name))
		add_code(&x->left, code_of(x, it->run, it->p->task->name), it->r.traceback);
	textlines_addf(&x->right, "reference trace: %zu steps", trace_count(tr));
	if (err)
		add_text(&x->right, "  ", err);
	for (size_t i = 0; i < trace_count(tr); i++)
		textlines_addf(&x->right, "%4zu %s", i + 1, trace_text(tr, i));
	if (!trace_count(tr))
		textlines_addf(&x->right, "  (the %s solver records no steps)", it->p->task_name);
	trace_free(tr);
	cJSON_Delete(ans);
	free(err);
	free(exp);
	free(got);
}

static void x_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	struct ui_exec *x = (struct ui_exec *)s;
	(void)t;
	sb_printf(out, "exec failures: %zu of %zu answers (%s: %zu)", x->n, x->answers,
		  filter_name(x->filter), x->nrows);
}

static void draw_pane(const struct textlines *tl, size_t top, int y0, int x0, int h, int w)
{
	for (int r = 0; r < h && top + (size_t)r < tl->n; r++)
		draw_text(y0 + r, x0, w, r == 0 && top == 0 ? ROLE_LABEL : ROLE_NORMAL,
			  tl->v[top + (size_t)r]);
}

static void x_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct ui_exec *x = (struct ui_exec *)s;
	(void)t;
	s->body_rows = height;
	s->body_cols = cols;
	if (!x->nrows) {
		draw_text(top, 0, cols, ROLE_DIM, "no failed test case matches the filter");
		return;
	}
	if (x->detail) {
		int lw = cols / 2 - 1;
		draw_pane(&x->left, x->ltop, top, 0, height, lw);
		for (int r = 0; r < height; r++)
			draw_text(top + r, lw, 1, ROLE_DIM, "|");
		draw_pane(&x->right, x->rtop, top, lw + 2, height, cols - lw - 2);
		return;
	}
	x->top = ui_clamp_top(x->top, x->nrows, (size_t)height);
	if (x->cur < x->top)
		x->top = x->cur;
	if (x->cur >= x->top + (size_t)height)
		x->top = x->cur - (size_t)height + 1;
	for (int r = 0; r < height && x->top + (size_t)r < x->nrows; r++) {
		size_t i = x->top + (size_t)r;
		const struct xitem *it = &x->v[x->rows[i]];
		char *run = sanitize_dup(it->run ? it->run : "?", SANITIZE_LINE);
		char *why = sanitize_dup(it->why, SANITIZE_LINE);
		char *got = sanitize_dup(it->r.value ? it->r.value : "", SANITIZE_LINE);
		/* a case that ran is wrong, not "ok", and what it returned
		 * comes first: "returned true; expected false" */
		/* an input that breaks its statement: marked after the id */
		const char *off = it->r.off_spec ? " [off-spec]" : "";
		char *line = it->r.status == EXEC_OK && *got ?
			xasprintf("%-8s %-10s %s%s  returned %.40s%s; %s", "wrong", run, it->p->id,
				  off, got, strlen(got) > 40 ? "..." : "", why) :
			xasprintf("%-8s %-10s %s%s  %s",
				  it->r.status == EXEC_OK ? "wrong" : exec_status_name(it->r.status),
				  run, it->p->id, off, why);
		free(got);
		enum draw_role role = i == x->cur ? ROLE_SELECTED :
				      it->r.status == EXEC_OK ? ROLE_WRONG : ROLE_ERROR;
		if (i == x->cur)
			draw_fill(top + r, 0, cols, ROLE_SELECTED);
		draw_text(top + r, 0, cols, role, line);
		free(line);
		free(run);
		free(why);
	}
}

static void x_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct ui_exec *x = (struct ui_exec *)s;
	(void)t;
	if (x->detail) {
		ui_hint(hints, ACT_FOCUS_PANE, ACT_NONE, x->focus_right ? "scroll graph" : "scroll trace");
		ui_hint(hints, ACT_NEXT_VIEW, ACT_NONE, "view");
		ui_hint(hints, ACT_QUIT, ACT_NONE, "list");
	} else {
		ui_hint(hints, ACT_ENTER, ACT_NONE, "open");
		ui_hint(hints, ACT_FILTER_VERDICT, ACT_NONE, "status filter");
		ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	}
	if (x->nrows)
		sb_printf(pos, "%zu/%zu", x->cur + 1, x->nrows);
}

static bool x_handle(struct screen *s, struct tui *t, enum action a)
{
	struct ui_exec *x = (struct ui_exec *)s;
	(void)t;
	if (x->detail) {
		switch (a) {
		case ACT_FOCUS_PANE: x->focus_right = !x->focus_right; return true;
		case ACT_NEXT_VIEW:
		case ACT_PREV_VIEW:
			x->view = (enum view_kind)((x->view + (a == ACT_NEXT_VIEW ? 1 : VIEW__COUNT - 1)) %
						   VIEW__COUNT);
			build_detail(x, s->body_cols);
			return true;
		case ACT_QUIT:
		case ACT_ENTER: x->detail = false; return true;
		default: return false;
		}
	}
	switch (a) {
	case ACT_FILTER_VERDICT:
		next_filter(x);
		refilter(x);
		return true;
	case ACT_ENTER:
		if (x->nrows) {
			x->detail = true;
			x->focus_right = false;
			build_detail(x, s->body_cols > 0 ? s->body_cols : 80);
		}
		return true;
	default:
		return false;
	}
}

/* The list moves its cursor; a case's detail scrolls the pane with the
 * focus, kept inside its lines (End keeps its global meaning there). */
static bool x_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct ui_exec *x = (struct ui_exec *)s;
	size_t page = ui_page(s->body_rows);

	if (!x->detail) {
		*m = (struct motion){ .kind = MOTION_CURSOR, .pos = &x->cur, .count = x->nrows,
				      .page = page };
		return true;
	}
	*m = (struct motion){ .kind = MOTION_SCROLL_IN,
			      .pos = x->focus_right ? &x->rtop : &x->ltop,
			      .count = x->focus_right ? x->right.n : x->left.n,
			      .page = page };
	return a != ACT_END;
}

static void x_free(struct screen *s)
{
	struct ui_exec *x = (struct ui_exec *)s;
	for (size_t i = 0; i < x->n; i++) {
		free(x->v[i].run);
		exec_result_free(&x->v[i].r);
	}
	free(x->v);
	for (size_t i = 0; i < x->ncodes; i++) {
		free(x->codes[i].run);
		free(x->codes[i].task);
		free(x->codes[i].code);
	}
	free(x->codes);
	free(x->rows);
	textlines_free(&x->left);
	textlines_free(&x->right);
	free(x);
}

static const struct screen_ops exec_ops = {
	.name = "exec",
	.title = x_title,
	.draw = x_draw,
	.status = x_status,
	.handle = x_handle,
	.motion = x_motion,
	.free = x_free,
};

struct screen *ui_exec_new(struct tui *t)
{
	struct ui_exec *x = xcalloc(1, sizeof *x);

	x->base.ops = &exec_ops;
	textlines_init(&x->left);
	textlines_init(&x->right);
	load(x, t->ws);
	if (!x->answers) {
		x_free(&x->base);
		tui_message(t, true, "no exec runs: load a runs JSONL file written by gravel exec");
		return NULL;
	}
	x->rows = xcalloc(x->n + 1, sizeof *x->rows);
	refilter(x);
	return &x->base;
}
