/* ui-scores.c - the scores screen.
 *
 * For the current item (problem, run): every metric under every built
 * policy (strict and compat), the verdict and credit, the flags with what
 * they mean and the text they point at, the claims, and the recorded
 * scores. For the current filter: the per-task partial-credit breakdown
 * (items, accuracy, mean credit, unparsed, invalid, differing from the
 * recorded score) by difficulty and run under the current policy, and
 * GraCoRe-style standardised scores across runs (standardize.h). The
 * heatmap key shows instead the filter's accuracy on every run as a heat
 * map by task x graph size, then by task x difficulty (score-heatmap.h);
 * the heatmap-kind key cycles what its cells show: accuracy, then the
 * share of each first error kind in the taxonomy's order. The
 * lines are rebuilt whenever the policy, filter, run or item changes, so
 * switching the policy re-scores everything on the screen at once. */
#include "config.h"
#include "ui.h"
#include "ui-annot.h"
#include "standardize.h"
#include "score-heatmap.h"
#include "run-meta.h"
#include "text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LAZY_FRAME_S 0.02	/* scoring of visible runs in one frame */
#define LAZY_RUNS 16	/* more runs than this, each of one group: lazy lines */
#define META_FRAME_S 0.01	/* reading runs' models and methods in one frame */
/* ss->lazy[l] <= LAZY_PLOT: line l stands for run LAZY_PLOT - lazy[l] of
 * the difficulty plot, scored between keys (then the screen is rebuilt) */
#define LAZY_PLOT (-2L)

struct scores_screen {
	struct screen base;
	struct textlines lines;
	enum draw_role *roles;
	size_t roles_cap;
	size_t top;
	/* what the lines were built for */
	unsigned gen;
	const struct policy *pol;
	size_t p, sample;
	long run;
	int cols;		/* the width the item's long lines were wrapped to */
	bool built;
	/* many runs (a whole NLGraph checkout): one line per run, scored when
	 * it is first drawn (issue 16) */
	long *lazy;			/* per line: the run to score, or -1 (or
					 * <= LAZY_PLOT: a plot's run) */
	size_t lazy_cap;
	unsigned char *in_filter;	/* per problem: a row of the filter */
	int lazy_runw, lazy_labelw;	/* names' and labels' widths (run_label) */
	int view;		/* the heatmap key's: 0 the table, 1 the heat map by
				 * task x n, 2 by task x difficulty */
	int built_view;
	size_t heat_kind;	/* heatmap-kind's: 0 accuracy, else the enum
				 * fault_kind whose share the heat map shows */
	size_t built_kind;
	/* runs whose model and method the difficulty plot has not read yet
	 * (explore_run_meta: a prompt.txt each), read between keys */
	size_t meta_pending;
};

/* The heat maps the heatmap key shows after the table, as score
 * --heatmap names them. */
static const char *const heat_names[] = { "task,n", "task,difficulty" };

/* The kind the heat map shows the share of, as score --kind names it;
 * NULL: accuracy. */
static const char *heat_kind_name(const struct scores_screen *ss)
{
	return ss->heat_kind ? fault_kind_name((enum fault_kind)ss->heat_kind) : NULL;
}

/* The grouping keys of the heat map shown (heatmap_keys); how many. */
static int heat_keys(const struct scores_screen *ss, enum score_key keys[3])
{
	if (heatmap_parse(heat_names[ss->view - 1], keys) != 0)
		gravel_fatal("scores: heat map '%s' is not one heatmap_parse knows",
			     heat_names[ss->view - 1]);
	return heatmap_keys(keys[1], heat_kind_name(ss), keys);
}

static const struct {
	const char *flag, *meaning;
} flag_help[] = {
	{ "unparsed", "no final answer where the policy looks" },
	{ "invalid-edge", "the answer uses a pair of nodes that is not an edge" },
	{ "not-optimal", "a valid answer that is not the best (weight, value, size)" },
	{ "wrong-length", "an order, path or embedding list of the wrong length" },
	{ "contradiction", "another final answer with a different value" },
};

static void add(struct scores_screen *ss, enum draw_role r, char *line)
{
	xgrow(&ss->roles, &ss->roles_cap, ss->lines.n + 1, sizeof *ss->roles);
	xgrow(&ss->lazy, &ss->lazy_cap, ss->lines.n + 1, sizeof *ss->lazy);
	ss->roles[ss->lines.n] = r;
	ss->lazy[ss->lines.n] = -1;
	textlines_take(&ss->lines, line);
}

/* add() a line of the item's text (clean), wrapped to the screen: its
 * continuations indented by indent ("flag contradiction: ... at \"...\""
 * and "first false claim: ..." quote the answer, cut at 80 columns). */
static void add_wrapped(struct scores_screen *ss, enum draw_role r, char *line, int indent)
{
	struct textlines tl;

	if (ss->cols <= 0) {
		add(ss, r, line);
		return;
	}
	textlines_init(&tl);
	text_wrap_hanging(line, ss->cols - 2, indent, &tl);
	for (size_t i = 0; i < tl.n; i++) {
		add(ss, r, tl.v[i]);
		tl.v[i] = NULL;
	}
	textlines_free(&tl);
	free(line);
}

static void put_metrics(struct strbuf *sb, const struct metrics *m)
{
	for (int i = 0; i < m->n; i++)
		sb_printf(sb, "%s%s=%.3g", i ? " " : "", m->m[i].name, m->m[i].v);
	if (!m->n)
		sb_puts(sb, "(none)");
}

/* A short excerpt of the answer text at a span, cleaned. */
static char *excerpt(const struct answer *a, size_t off, size_t len)
{
	char *raw, *clean;

	if (!a || !a->text || off >= a->text_len)
		return xstrdup("");
	if (len > 60)
		len = 60;
	if (off + len > a->text_len)
		len = a->text_len - off;
	raw = xstrndup(a->text + off, len);
	clean = text_clean(raw);
	free(raw);
	return clean;
}

/* The flags of policy cell c, each with what it means and the text it
 * points at in the judged sample. */
static void add_item_flags(struct scores_screen *ss, const struct ex_cell *c,
			   const struct answer *judged)
{
	for (int f = 0; f < c->res.nflags; f++) {
		const struct score_flag *fl = &c->res.flags[f];
		const char *meaning = "";
		char *ex = excerpt(judged, fl->off, fl->len);
		for (size_t k = 0; k < ARRAY_SIZE(flag_help); k++)
			if (!strcmp(flag_help[k].flag, fl->name))
				meaning = flag_help[k].meaning;
		add_wrapped(ss, ROLE_WARNING,
			    xasprintf("          flag %s: %s%s%s%s", fl->name, meaning,
				      *ex ? " at \"" : "", ex, *ex ? "\"" : ""),
			    15);
		free(ex);
	}
}

/* c's claim counts and its first false claim. */
static void add_item_claims(struct scores_screen *ss, const struct ex_cell *c,
			    const struct answer *judged)
{
	const struct score_claims *cl = &c->res.claims;

	if (!c->res.has_claims)
		return;
	add(ss, cl->has_false ? ROLE_CLAIM_FALSE : ROLE_DIM,
	    xasprintf("          claims: %d checked, %d true, %d false, %d unverifiable", cl->total,
		      cl->truth, cl->falsity, cl->unverifiable));
	if (cl->has_false) {
		char *why = text_clean(cl->why);
		char *ex = excerpt(judged, cl->off, cl->len);
		add_wrapped(ss, ROLE_FIRST_FALSE,
			    xasprintf("          first false claim: \"%s\": %s", ex, why), 28);
		free(ex);
		free(why);
	}
}

/* c's marks, and why its recorded result differs where it does. */
static void add_item_marks(struct scores_screen *ss, const struct ex_cell *c)
{
	struct strbuf fb;

	if (!c->flags)
		return;
	sb_init(&fb);
	for (unsigned b = 0; b < EXF__COUNT; b++)
		if (c->flags & (1u << b))
			sb_printf(&fb, " %s", ex_flag_name(1u << b));
	add(ss, c->flags & EXF_DIFFERS ? ROLE_DISAGREE : ROLE_DIM,
	    xasprintf("          marks:%s", fb.data));
	sb_free(&fb);
	if (c->why != SW_NONE)
		add_wrapped(ss, ROLE_DISAGREE,
			    xasprintf("          differs because: %s: %s",
				      score_why_name((enum score_why)c->why),
				      score_why_text((enum score_why)c->why)),
			    28);
}

/* Policy pol's verdict on the item (run t->run, problem p) and what it
 * found. */
static void add_item_policy(struct scores_screen *ss, struct tui *t, const struct policy *pol,
			    size_t p, const struct answer *const *samples, size_t ns)
{
	const struct ex_cell *c = explore_cell(t->ex, pol, (size_t)t->run, p);
	const struct answer *judged = NULL;
	struct strbuf sb;

	if (c->res.sample >= 0 && (size_t)c->res.sample < ns)
		judged = samples[c->res.sample];
	else if (ns)
		judged = samples[0];
	sb_init(&sb);
	sb_printf(&sb, "  %-7s %-8s credit %.2f  ", pol->name, ex_verdict_name(c->verdict),
		  c->credit);
	put_metrics(&sb, &c->res.metrics);
	sb_puts(&sb, ui_override_mark(t, (size_t)t->run, p));
	if (pol == t->pol)
		sb_puts(&sb, "   <- current policy");
	add(ss, ui_verdict_role(c->verdict), sb_take(&sb));
	sb_free(&sb);
	if (c->err) {
		char *e = text_clean(c->err);
		add_wrapped(ss, ROLE_ERROR, xasprintf("          not scored: %s", e), 22);
		free(e);
	}
	add_item_flags(ss, c, judged);
	add_item_claims(ss, c, judged);
	add_item_marks(ss, c);
}

/* The item's recorded metrics, as the answers came with them. */
static void add_item_recorded(struct scores_screen *ss, const struct answer *const *samples,
			      size_t ns)
{
	struct strbuf sb;

	if (!ns || !samples[0]->recorded.n) {
		add(ss, ROLE_DIM, xstrdup("  recorded (none)"));
		return;
	}
	sb_init(&sb);
	sb_puts(&sb, "  recorded ");
	put_metrics(&sb, &samples[0]->recorded);
	sb_puts(&sb, "  (came with the answers; never recomputed)");
	add(ss, ROLE_LABEL, sb_take(&sb));
	sb_free(&sb);
}

static void build_item(struct scores_screen *ss, struct tui *t)
{
	size_t p = tui_problem_index(t), ns;
	const struct problem *pr = tui_problem(t);
	const struct answer *const *samples;
	char *id;

	if (!pr) {
		add(ss, ROLE_DIM, xstrdup("No problem matches the filter."));
		return;
	}
	id = text_clean(pr->id);
	add(ss, ROLE_GROUP, xasprintf("This item: %s", id));
	free(id);
	if (t->run < 0) {
		add(ss, ROLE_DIM, xstrdup("  (no runs)"));
		return;
	}
	samples = explore_samples(t->ex, (size_t)t->run, p, &ns);
	{
		char *run = text_clean(tui_run_name(t));
		add(ss, ROLE_LABEL, xasprintf("  run %s, %zu sample%s", run, ns, ns == 1 ? "" : "s"));
		free(run);
	}
	if (ui_overridden(t, (size_t)t->run, p))
		add_wrapped(ss, ROLE_DISAGREE,
			    xstrdup("  [override] scored by the annotation's override, "
				    "not the model's own text"), 13);
	for (size_t i = 0; i < policy_count(); i++)
		add_item_policy(ss, t, policy_at(i), p, samples, ns);
	add_item_recorded(ss, samples, ns);
}

#define RUN_COL_MAX 60

/* The run column's width with name in it (cleaned), at most RUN_COL_MAX. */
static int run_width(int w, const char *name)
{
	char *c = text_clean(name);
	int cw = (int)text_width(c);

	free(c);
	if (cw > RUN_COL_MAX)
		cw = RUN_COL_MAX;
	return cw > w ? cw : w;
}

/* A run name padded to w columns; a longer one keeps its end (where the
 * date, time and method are) after a '~'. Caller frees. */
static char *run_cell(const char *name, int w)
{
	char *c = text_clean(name), *out;
	size_t len = strlen(c), cw = text_width(c);

	if (cw > (size_t)w) {
		/* cleaned names are ASCII-safe enough: cut by bytes from the end */
		size_t keep = (size_t)w - 1 < len ? (size_t)w - 1 : len;
		while (keep && ((unsigned char)c[len - keep] & 0xc0) == 0x80)
			keep--;	/* not inside a UTF-8 character */
		out = xasprintf("~%s", c + len - keep);
	} else {
		out = xasprintf("%s%*s", c, (int)((size_t)w - cw), "");
	}
	free(c);
	return out;
}

/* A run's name in a breakdown row whose task and difficulty columns show
 * them: past a leading "task/difficulty/" (NLGraph's runs are named so,
 * and the stamp after it is what tells them apart), else the whole name.
 * Points into name. */
static const char *run_label(const char *name, const char *task, const char *diff)
{
	size_t tl, dl;

	if (!task || !diff)
		return name;
	tl = strlen(task);
	dl = strlen(diff);
	if (!strncasecmp(name, task, tl) && name[tl] == '/' &&
	    !strncasecmp(name + tl + 1, diff, dl) && name[tl + 1 + dl] == '/' && name[tl + 2 + dl])
		return name + tl + dl + 2;
	return name;
}

/* The label of run r, which answers one group (lazy mode). */
static const char *run_label_of(const struct explore *ex, size_t r)
{
	bool mixed;
	long g = explore_run_group(ex, r, &mixed);
	const struct ex_group *gr = g >= 0 && !mixed ? explore_group(ex, (size_t)g) : NULL;

	return gr ? run_label(explore_run_name(ex, r), gr->task, gr->difficulty)
		  : explore_run_name(ex, r);
}

/* ---- plots ------------------------------------------------------------- */

#define BAR_WIDTH 40

/* The bars' width: BAR_WIDTH from 120 columns, down to half of it at 80
 * (a wide bar pushed the plot's run names past the edge). */
static int bar_width(const struct scores_screen *ss)
{
	int w = ss->cols <= 0 || ss->cols >= 120 ? BAR_WIDTH : BAR_WIDTH - (120 - ss->cols) / 2;

	return w < BAR_WIDTH / 2 ? BAR_WIDTH / 2 : w;
}

/* "label |#######           value" with the label padded to lw columns
 * and the bar scaled to frac of its width. */
static void add_bar_w(struct scores_screen *ss, enum draw_role r, const char *label, int lw,
		      double frac, const char *value)
{
	char bar[BAR_WIDTH + 1];
	int w = bar_width(ss), n = (int)(frac * w + 0.5);

	if (n < 0)
		n = 0;
	if (n > w)
		n = w;
	memset(bar, '#', (size_t)n);
	memset(bar + n, ' ', (size_t)(w - n));
	bar[w] = '\0';
	add(ss, r, xasprintf("    %-*s|%s| %s", lw, label, bar, value));
}

static void add_bar(struct scores_screen *ss, enum draw_role r, const char *label, double frac,
		    const char *value)
{
	add_bar_w(ss, r, label, 9, frac, value);
}

static bool same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* Credit histogram of the current run over the filter's rows, one per
 * task. */
static void plot_histograms(struct scores_screen *ss, struct tui *t)
{
	struct {
		const char *task;
		size_t hist[EX_HIST_BINS], n;
		size_t whole[2];	/* credits of exactly 0 and 1 */
	} *per = NULL;
	size_t nt = 0, cap = 0;

	for (size_t i = 0; i < t->res.n; i++) {
		size_t p = t->res.rows[i], k;
		const struct ex_cell *c = explore_cell(t->ex, t->pol, (size_t)t->run, p);
		const struct ex_group *g = explore_group(t->ex, explore_group_of(t->ex, p));
		int b;

		if (c->verdict == EV_NONE)
			continue;
		for (k = 0; k < nt && !same_str(per[k].task, g->task); k++)
			;
		if (k == nt) {
			xgrow(&per, &cap, nt + 1, sizeof *per);
			memset(&per[nt], 0, sizeof *per);
			per[nt++].task = g->task;
		}
		b = (int)(c->credit * EX_HIST_BINS);
		per[k].hist[b >= EX_HIST_BINS ? EX_HIST_BINS - 1 : b < 0 ? 0 : b]++;
		per[k].n++;
		if (c->credit == 0 || c->credit == 1)
			per[k].whole[c->credit == 1]++;
	}
	if (!nt)
		add(ss, ROLE_DIM, xstrdup("  credit histogram: the run answered none of the filter's problems"));
	/* the tasks whose every credit is 0 or 1 (exact match: GraCoRe's, a
	 * yes/no run): one bar each, the share right; ten bins would show two
	 * bars among eight empty ones, eleven lines a task */
	{
		size_t nb = 0;
		int lw = 9;
		for (size_t k = 0; k < nt; k++)
			if (per[k].whole[0] + per[k].whole[1] == per[k].n) {
				int w = (per[k].task ? (int)text_width(per[k].task) : 1) + 1;
				lw = w > lw ? (w > 23 ? 23 : w) : lw;
				nb++;
			}
		if (nb)
			add(ss, ROLE_LABEL, xstrdup("  right by task (each answer's credit 0 or 1)"));
		for (size_t k = 0; nb && k < nt; k++) {
			char value[48], *task;
			double acc;
			if (per[k].whole[0] + per[k].whole[1] != per[k].n)
				continue;
			task = text_clean(per[k].task ? per[k].task : "-");
			if ((int)text_width(task) >= lw)
				task[lw - 1] = '\0';	/* cleaned names are ASCII */
			acc = (double)per[k].whole[1] / (double)per[k].n;
			snprintf(value, sizeof value, "%.3f (%zu of %zu)", acc, per[k].whole[1],
				 per[k].n);
			add_bar_w(ss, 2 * per[k].whole[1] >= per[k].n ? ROLE_NORMAL : ROLE_WARNING,
				  task, lw, acc, value);
			free(task);
		}
	}
	for (size_t k = 0; k < nt; k++) {
		size_t most = 1;
		char *task;
		if (per[k].whole[0] + per[k].whole[1] == per[k].n)
			continue;
		task = text_clean(per[k].task ? per[k].task : "-");
		for (int b = 0; b < EX_HIST_BINS; b++)
			most = per[k].hist[b] > most ? per[k].hist[b] : most;
		add(ss, ROLE_LABEL, xasprintf("  credit histogram, %s: %zu answered", task, per[k].n));
		for (int b = 0; b < EX_HIST_BINS; b++) {
			char label[16], value[32];
			snprintf(label, sizeof label, "%.1f-%.1f", (double)b / EX_HIST_BINS,
				 (double)(b + 1) / EX_HIST_BINS);
			snprintf(value, sizeof value, "%zu", per[k].hist[b]);
			add_bar(ss, b == EX_HIST_BINS - 1 ? ROLE_RIGHT : b == 0 ? ROLE_WRONG : ROLE_PARTIAL,
				label, (double)per[k].hist[b] / (double)most, value);
		}
		free(task);
	}
	free(per);
}

/* Does every problem run r answers belong to task? */
static bool run_one_task(const struct explore *ex, size_t r, const char *task)
{
	size_t n = explore_run_nitems(ex, r);

	for (size_t k = 0; k < n; k++) {
		size_t p = explore_run_item_problem(ex, r, k);
		if (p != SIZE_MAX &&
		    !same_str(explore_group(ex, explore_group_of(ex, p))->task, task))
			return false;
	}
	return true;
}

static void group_widths(const struct explore *ex, int *taskw, int *diffw);

/* Accuracy by difficulty: the current run and the runs of the same task,
 * model and method (NLGraph runs one difficulty each), as the paper's
 * figures compare them. */
static void plot_difficulty(struct scores_screen *ss, struct tui *t)
{
	size_t r0 = (size_t)t->run, nruns = explore_nruns(t->ex);
	const struct run_meta *m0 = explore_run_meta(t->ex, r0);
	bool mixed;
	long g0 = explore_run_group(t->ex, r0, &mixed);
	const char *task0 = g0 >= 0 ? explore_group(t->ex, (size_t)g0)->task : NULL;
	char *head;
	int lw;
	double t0 = now_seconds();
	size_t read = 0;

	/* labels as wide as the difficulties (GraphEval2000's "planar-undirected"
	 * pushed its bar out of line with the others') */
	{
		int tw, dw;
		group_widths(t->ex, &tw, &dw);
		lw = dw + 1 > 9 ? (dw + 1 > 21 ? 21 : dw + 1) : 9;
	}
	/* a run of several tasks (GraCoRe's) is plotted over all of them: it
	 * was titled by its first task's name */
	head = mixed && !run_one_task(t->ex, r0, task0) ? xstrdup("every task it answers") :
							    text_clean(task0 ? task0 : "-");
	add(ss, ROLE_LABEL, xasprintf("  accuracy by difficulty: %s, model %s, method %s", head,
				      m0->model, m0->method));
	free(head);
	ss->meta_pending = 0;
	for (size_t r = 0; r < nruns; r++) {
		struct ex_bin *bins;
		size_t nb;
		bool mx;
		long g = explore_run_group(t->ex, r, &mx);

		if (r != r0) {
			const struct run_meta *m;
			if (mixed || mx || g < 0 || !task0 ||
			    !same_str(explore_group(t->ex, (size_t)g)->task, task0))
				continue;
			/* a whole checkout: the prompt.txt files not read yet
			 * are read between keys (sc_idle), not in the key */
			if (nruns > LAZY_RUNS && !explore_run_meta_known(t->ex, r)) {
				if (read && now_seconds() - t0 >= META_FRAME_S) {
					ss->meta_pending++;
					continue;
				}
				read++;
			}
			m = explore_run_meta(t->ex, r);
			if (!strcmp(m0->method, "-") || strcmp(m->method, m0->method) ||
			    strcmp(m->model, m0->model))
				continue;
		}
		if (r != r0 && nruns > LAZY_RUNS && !explore_run_scored(t->ex, t->pol, r)) {
			/* a whole NLGraph checkout: the other difficulties' runs
			 * are scored between keys, not in the key's frame */
			char *run = text_clean(explore_run_name(t->ex, r));
			add(ss, ROLE_DIM, xasprintf("    %-9s %s (scored next)", "", run));
			ss->lazy[ss->lines.n - 1] = LAZY_PLOT - (long)r;
			free(run);
			continue;
		}
		nb = explore_run_breakdown(t->ex, t->pol, r, EX_BY_DIFFICULTY, &bins);
		for (size_t b = 0; b < nb; b++) {
			char value[160], label[32], lead[48];
			double acc = (double)bins[b].right / (double)bins[b].items;
			/* the run's name keeps its end (date, time, method) */
			int room = ss->cols - 2 - (7 + lw + bar_width(ss)) - (r == r0 ? 12 : 0);
			char *run;
			snprintf(lead, sizeof lead, "%.3f (%zu)  ", acc, bins[b].items);
			room -= (int)strlen(lead);
			/* at least 12 columns for a long name, no more than a
			 * short one takes ("buggy" padded to 12 cut "<- this
			 * run") */
			room = room < 12 ? 12 : room;
			if (run_width(0, explore_run_name(t->ex, r)) < room)
				room = run_width(0, explore_run_name(t->ex, r));
			run = run_cell(explore_run_name(t->ex, r), ss->cols <= 0 ? RUN_COL_MAX : room);
			snprintf(label, sizeof label, "%s", bins[b].label);
			snprintf(value, sizeof value, "%s%s%s", lead, run, r == r0 ? " <- this run" : "");
			add_bar_w(ss, r == r0 ? ROLE_NORMAL : ROLE_DIM, label, lw, acc, value);
			free(run);
		}
		free(bins);
	}
	if (ss->meta_pending)
		add(ss, ROLE_DIM, xasprintf("    (%zu run%s of the task looked at next)",
					    ss->meta_pending, ss->meta_pending == 1 ? "" : "s"));
}

static void plot_nodes(struct scores_screen *ss, struct tui *t)
{
	struct ex_bin *bins;
	size_t nb = explore_run_breakdown(t->ex, t->pol, (size_t)t->run, EX_BY_NODES, &bins);

	add(ss, ROLE_LABEL, xstrdup("  accuracy by graph size (nodes)"));
	for (size_t b = 0; b < nb; b++) {
		char label[32], value[64];
		double acc = (double)bins[b].right / (double)bins[b].items;
		snprintf(label, sizeof label, "n=%s", bins[b].label);
		snprintf(value, sizeof value, "%.3f (%zu)", acc, bins[b].items);
		add_bar(ss, ROLE_NORMAL, label, acc, value);
	}
	free(bins);
}

static void build_plots(struct scores_screen *ss, struct tui *t)
{
	char *run;

	if (t->run < 0)
		return;
	run = text_clean(tui_run_name(t));
	add(ss, ROLE_NORMAL, xstrdup(""));
	add(ss, ROLE_GROUP, xasprintf("Plots: run %s under %s", run, t->pol->name));
	free(run);
	plot_histograms(ss, t);
	plot_difficulty(ss, t);
	plot_nodes(ss, t);
}

/* Cell c of run r and problem p as an item of a score report, for
 * score_group (the sums score --by prints). */
static void report_add(struct score_report *rep, struct tui *t, size_t r, size_t p,
		       const struct ex_cell *c)
{
	struct score_item *it;

	xgrow(&rep->v, &rep->cap, rep->n + 1, sizeof *rep->v);
	it = &rep->v[rep->n++];
	memset(it, 0, sizeof *it);
	it->run = explore_run_name(t->ex, r);
	it->problem_id = explore_problem(t->ex, p)->id;
	it->p = explore_problem(t->ex, p);
	it->samples = 1;
	it->scored = true;
	it->correct = c->verdict == EV_RIGHT;
	it->res = c->res;	/* its false claims borrowed from the cell: the
				 * report goes with free(rep.v), never
				 * score_report_free */
	it->credit = c->credit;
	it->has_recorded = (c->flags & EXF_RECORDED) != 0;
	it->recorded_correct = c->recorded_right;
	it->differs = (c->flags & EXF_DIFFERS) != 0;
	it->why = c->why;
}

/* The breakdown table's columns at a screen width: the run column as wide
 * as its names, cut to fit (run_cell keeps a name's end); on a narrow
 * screen (80 columns) shorter task, difficulty and count columns first,
 * so that the figures stay in view (they were all past the edge). */
struct run_cols {
	int run, task, diff, unparsed_w, invalid_w, differs_w;
	const char *unparsed, *invalid, *differs;
};

/* Columns but the run's: the indent, then task, difficulty, three figures
 * of 6 and the three counts, each after a blank. */
static int run_cols_rest(const struct run_cols *c)
{
	return 2 + 1 + c->task + 1 + c->diff + 3 * 7 + 1 + c->unparsed_w + 1 + c->invalid_w + 1 +
	       c->differs_w;
}

/* The widest task and difficulty names of the workspace's groups: the
 * columns' widths, so that GraCoRe's "triplet_reconstruction" is not cut
 * to 14 where a run named "m" leaves the room. */
static void group_widths(const struct explore *ex, int *taskw, int *diffw)
{
	*taskw = *diffw = 4;
	for (size_t g = 0; g < explore_ngroups(ex); g++) {
		const struct ex_group *gr = explore_group(ex, g);
		int tw = gr->task ? (int)text_width(gr->task) : 1;
		int dw = gr->difficulty ? (int)text_width(gr->difficulty) : 1;
		*taskw = tw > *taskw ? tw : *taskw;
		*diffw = dw > *diffw ? dw : *diffw;
	}
}

/* The first layout that leaves the run column its names' width, or 20
 * (a name keeps its end): the task and difficulty columns as wide as their
 * names (up to 22 and 20: GraphEval2000's "complete-undirected") with the
 * counts' full headers, then with short
 * ones, then everything narrow (task 9, difficulty 6: 80 columns of NLGraph
 * runs) with what room is left. */
static struct run_cols run_cols_fit(int cols, int runw, int taskw, int diffw)
{
	static const struct run_cols wide = { 0, 14, 8, 8, 7, 7, "unparsed", "invalid", "differs" };
	static const struct run_cols narrow = { 0, 9, 6, 5, 5, 5, "unpar", "inval", "diffs" };
	int task = taskw > 22 ? 22 : taskw, diff = diffw > 20 ? 20 : diffw;
	int needed = runw < 20 ? runw : 20, room = 0;
	struct run_cols c;

	for (int l = 0; l < 3; l++) {
		c = l == 0 ? wide : narrow;
		c.task = l < 2 ? task : task < c.task ? task : c.task;
		c.diff = l < 2 ? diff : diff < c.diff ? diff : c.diff;
		c.run = runw;
		if (cols <= 0)
			return c;
		room = cols - 2 - run_cols_rest(&c);
		if (room >= needed) {
			c.run = room < runw ? room : runw;
			return c;
		}
	}
	c.run = room < 12 ? 12 : room > runw ? runw : room;
	return c;
}

/* The layout for run names of width runw, or, where they would be cut,
 * for their labels (run_label: past the task and difficulty the row
 * shows) of width labelw; *labels says which. */
static struct run_cols run_cols_pick(int cols, int runw, int labelw, int taskw, int diffw,
				     bool *labels)
{
	struct run_cols c = run_cols_fit(cols, runw, taskw, diffw);

	*labels = c.run < runw && labelw < runw;
	return *labels ? run_cols_fit(cols, labelw, taskw, diffw) : c;
}

static char *run_cols_header(const struct run_cols *c)
{
	return xasprintf("  %-*s %-*s %-*s %6s %6s %6s %*s %*s %*s", c->run, "run", c->task, "task",
			 c->diff, "diff", "items", "acc", "PC", c->unparsed_w, c->unparsed,
			 c->invalid_w, c->invalid, c->differs_w, c->differs);
}

/* A run's row: mark, run cell (run_cell at c->run), task, difficulty, then
 * items, accuracy, PC and the three counts; where recorded results
 * differ under a policy that tests why, the reason for most of them
 * (score_why_main; the legend under the table says what it means). */
static char *run_cols_row(const struct run_cols *c, char mark, const char *run, const char *task,
			  const char *diff, const struct score_group *a)
{
	double acc = (double)a->correct / (double)a->items;
	enum score_why why = score_why_main(a, true);

	return xasprintf(" %c%s %-*.*s %-*.*s %6zu %6.3f %6.3f %*zu %*zu %*zu%s%s", mark, run,
			 c->task, c->task, task, c->diff, c->diff, diff, a->items, acc,
			 a->credit / (double)a->items, c->unparsed_w, a->unparsed, c->invalid_w,
			 a->invalid, c->differs_w, a->differs, why != SW_NONE ? " " : "",
			 score_why_name(why));
}

/* What the reasons of the rows (bits 1 << enum score_why) mean. */
static void add_why_legend(struct scores_screen *ss, unsigned shown)
{
	if (!(shown & ~1u))
		return;
	add(ss, ROLE_NORMAL, xstrdup(""));
	add(ss, ROLE_GROUP, xstrdup("Why recorded and re-scored results differ (after 'differs')"));
	for (int w = SW_NONE + 1; w < SW__COUNT; w++)
		if (shown & (1u << w))
			add_wrapped(ss, ROLE_DIM,
				    xasprintf("  %s: %s", score_why_name((enum score_why)w),
					      score_why_text((enum score_why)w)),
				    4);
}

/* Do two runs answer two tasks or more in common? Standardised scores
 * compare runs across tasks; without that they mean nothing. */
static bool std_shared(const struct std_table *st)
{
	for (size_t a = 0; a < st->nruns; a++)
		for (size_t b = a + 1; b < st->nruns; b++) {
			size_t common = 0;
			for (size_t k = 0; k < st->ntasks; k++)
				common += st->has[a * st->ntasks + k] && st->has[b * st->ntasks + k];
			if (common >= 2)
				return true;
		}
	return false;
}


/* The breakdown line of run r over the filter's rows (lazy mode). */
static void lazy_line(struct scores_screen *ss, struct tui *t, size_t l)
{
	static const enum score_key by_run[1] = { SK_RUN };
	size_t r = (size_t)ss->lazy[l], n = explore_run_nitems(t->ex, r), ng = 0;
	struct score_report rep;
	struct score_group *a;
	const char *task = "-", *diff = "-";
	char *run, *ct, *cd;

	memset(&rep, 0, sizeof rep);
	rep.pol = t->pol;
	for (size_t k = 0; k < n; k++) {
		size_t p = explore_run_item_problem(t->ex, r, k);
		const struct ex_cell *c;
		const struct ex_group *g;
		if (p == SIZE_MAX || !ss->in_filter[p])
			continue;
		c = explore_cell(t->ex, t->pol, r, p);
		if (c->verdict == EV_NONE)
			continue;
		g = explore_group(t->ex, explore_group_of(t->ex, p));
		task = g->task ? g->task : "-";
		diff = g->difficulty ? g->difficulty : "-";
		report_add(&rep, t, r, p, c);
	}
	a = score_group(&rep, by_run, 1, &ng);
	int taskw, diffw;
	char mark;
	group_widths(t->ex, &taskw, &diffw);
	bool labels;
	struct run_cols rc = run_cols_pick(ss->cols, ss->lazy_runw, ss->lazy_labelw, taskw, diffw,
					   &labels);
	run = run_cell(labels ? run_label_of(t->ex, r) : explore_run_name(t->ex, r), rc.run);
	ct = text_clean(task);
	cd = text_clean(diff);
	free(ss->lines.v[l]);
	/* '!' as on the rows scored when the screen opened: a run not asked
	 * on the dataset's graphs (explore_run_mismatch) */
	mark = explore_run_mismatch(t->ex, r) ? '!' : ' ';
	if (ng) {
		ss->lines.v[l] = run_cols_row(&rc, mark, run, ct, cd, a);
		ss->roles[l] = 2 * a->correct >= a->items ? ROLE_NORMAL : ROLE_WARNING;
	} else {
		ss->lines.v[l] = xasprintf(" %c%s %-*.*s %-*.*s %6s  (no answer scored)", mark, run,
					   rc.task, rc.task, ct, rc.diff, rc.diff, cd, "0");
		ss->roles[l] = ROLE_DIM;
	}
	ss->lazy[l] = -1;
	free(a);
	free(rep.v);
	free(run);
	free(ct);
	free(cd);
}

/* Lazy mode: a line per run answering a filtered problem, filled when
 * drawn; the standardised table needs runs that share tasks, and here
 * every run answers one group. Returns false when the workspace is small
 * or has runs over several groups (then everything is scored at once). */
/* ss->in_filter: which problems the filter's rows are. */
static void mark_filter(struct scores_screen *ss, struct tui *t)
{
	free(ss->in_filter);
	ss->in_filter = xcalloc(explore_nproblems(t->ex) + 1, 1);
	for (size_t i = 0; i < t->res.n; i++)
		ss->in_filter[t->res.rows[i]] = 1;
}

static bool build_lazy(struct scores_screen *ss, struct tui *t)
{
	size_t nruns = explore_nruns(t->ex), shown = 0;
	int runw = 3, labelw = 3;
	bool labels;

	if (nruns <= LAZY_RUNS)
		return false;
	for (size_t r = 0; r < nruns; r++) {
		bool mixed;
		explore_run_group(t->ex, r, &mixed);
		if (mixed)
			return false;
	}
	mark_filter(ss, t);
	for (size_t r = 0; r < nruns; r++) {
		runw = run_width(runw, explore_run_name(t->ex, r));
		labelw = run_width(labelw, run_label_of(t->ex, r));
	}
	ss->lazy_runw = runw;
	ss->lazy_labelw = labelw;
	int taskw, diffw;
	group_widths(t->ex, &taskw, &diffw);
	struct run_cols rc = run_cols_pick(ss->cols, runw, labelw, taskw, diffw, &labels);
	add(ss, ROLE_LABEL, run_cols_header(&rc));
	for (size_t r = 0; r < nruns; r++) {
		size_t n = explore_run_nitems(t->ex, r), hit = 0;
		for (size_t k = 0; k < n && !hit; k++) {
			size_t p = explore_run_item_problem(t->ex, r, k);
			hit = p != SIZE_MAX && ss->in_filter[p];
		}
		if (!hit)
			continue;
		add(ss, ROLE_DIM, run_cell(labels ? run_label_of(t->ex, r) : explore_run_name(t->ex, r),
					   rc.run));
		ss->lazy[ss->lines.n - 1] = (long)r;	/* scored when drawn */
		shown++;
	}
	if (!shown)
		add(ss, ROLE_DIM, xstrdup("  (no answers for these problems)"));
	/* rows are scored when drawn: every reason the policy may give */
	add_why_legend(ss, score_why_known(t->pol) ? (1u << SW__COUNT) - 1 : 0);
	add(ss, ROLE_NORMAL, xstrdup(""));
	add(ss, ROLE_GROUP, xstrdup("Standardised scores across runs (GraCoRe: z per task, scaled 0-100)"));
	add_wrapped(ss, ROLE_DIM,
		    xasprintf("  (hidden: each of the %zu runs answers one task and difficulty; "
			      "standardised scores compare runs across tasks they share)", nruns),
		    3);
	return true;
}

/* The columns of the standardised table with a run a row: the run, its
 * average z and total (GraCoRe's two summaries) and 14 a task. */
static int std_width(const struct std_table *st)
{
	int runw = 3;

	for (size_t r = 0; r < st->nruns; r++)
		runw = run_width(runw, st->runs[r]);
	return 2 + runw + 7 + 9 + 14 * (int)st->ntasks;
}

/* The standardised table with a task a row and a run a column, where a
 * run a row does not fit (GraCoRe's 19 tasks at 80 columns showed four);
 * the runs that do not fit across are counted under it. */
static void add_std_by_task(struct scores_screen *ss, const struct std_table *st)
{
	int taskw = 7, colw = 7, room;
	size_t shown;
	struct strbuf sb;

	for (size_t k = 0; k < st->ntasks; k++) {
		int w = (int)text_width(st->tasks[k]);
		taskw = w > taskw ? (w > 22 ? 22 : w) : taskw;
	}
	for (size_t r = 0; r < st->nruns; r++)
		colw = run_width(colw, st->runs[r]);
	if (colw > 14)
		colw = 14;	/* a name keeps its end */
	room = ss->cols - 1 - (2 + taskw);
	shown = room > 0 ? (size_t)room / (size_t)(colw + 1) : 0;
	if (shown < 1)
		shown = 1;
	if (shown > st->nruns)
		shown = st->nruns;
	sb_init(&sb);
	sb_printf(&sb, "  %-*s", taskw, "task");
	for (size_t r = 0; r < shown; r++) {
		char *run = run_cell(st->runs[r], colw);
		char *end = run + strlen(run);
		while (end > run && end[-1] == ' ')
			*--end = '\0';	/* right-aligned over the figures */
		sb_printf(&sb, " %*s", colw, run);
		free(run);
	}
	add(ss, ROLE_LABEL, sb_take(&sb));
	sb_init(&sb);
	sb_printf(&sb, "  %-*s", taskw, "avg z");
	for (size_t r = 0; r < shown; r++)
		sb_printf(&sb, " %*.2f", colw, st->avg_z[r]);
	add(ss, ROLE_NORMAL, sb_take(&sb));
	sb_init(&sb);
	sb_printf(&sb, "  %-*s", taskw, "total");
	for (size_t r = 0; r < shown; r++)
		sb_printf(&sb, " %*.1f", colw, st->total[r]);
	add(ss, ROLE_NORMAL, sb_take(&sb));
	for (size_t k = 0; k < st->ntasks; k++) {
		char *task = text_clean(st->tasks[k]);
		if ((int)text_width(task) > taskw)
			task[taskw] = '\0';	/* cleaned names are ASCII */
		sb_init(&sb);
		sb_printf(&sb, "  %-*s", taskw, task);
		for (size_t r = 0; r < shown; r++) {
			size_t at = r * st->ntasks + k;
			if (st->has[at])
				sb_printf(&sb, " %*.1f", colw, st->score[at]);
			else
				sb_printf(&sb, " %*s", colw, "-");
		}
		add(ss, ROLE_NORMAL, sb_take(&sb));
		free(task);
	}
	if (shown < st->nruns)
		add_wrapped(ss, ROLE_DIM,
			    xasprintf("  (%zu more run%s past the edge: widen the terminal, or gravel "
				      "score --standardize)", st->nruns - shown,
				      st->nruns - shown == 1 ? "" : "s"), 3);
}

/* Every run's cells over the filter's problems as a score report; *rp
 * (malloc'd) gets each item's run and problem (two entries an item). */
static void breakdown_report(struct tui *t, struct score_report *rep, size_t **rp)
{
	size_t nruns = explore_nruns(t->ex), cap = 0;

	memset(rep, 0, sizeof *rep);
	rep->pol = t->pol;
	*rp = NULL;
	for (size_t r = 0; r < nruns; r++) {
		for (size_t i = 0; i < t->res.n; i++) {
			size_t p = t->res.rows[i];
			const struct ex_cell *c = explore_cell(t->ex, t->pol, r, p);

			if (c->verdict == EV_NONE)
				continue;
			xgrow(rp, &cap, 2 * (rep->n + 1), sizeof **rp);
			(*rp)[2 * rep->n] = r;
			(*rp)[2 * rep->n + 1] = p;
			report_add(rep, t, r, p, c);
		}
	}
}

/* The table of rep's runs by run, task and difficulty (what score --by
 * run,task,difficulty counts; the names shown are the problems' own,
 * explore_group), and the legend of the reasons its rows give. */
static void add_run_rows(struct scores_screen *ss, struct tui *t, const struct score_report *rep,
			 const size_t *rp)
{
	static const enum score_key keys[3] = { SK_RUN, SK_TASK, SK_DIFFICULTY };
	size_t ng = 0;
	struct score_group *groups = score_group(rep, keys, 3, &ng);
	int runw = 3, labelw = 3, taskw, diffw;
	unsigned shown = 0;
	bool labels;

	/* whole run names (past the task and difficulty their rows show):
	 * their dates, times and methods tell them apart */
	for (size_t k = 0; k < ng; k++) {
		const struct ex_group *g =
			explore_group(t->ex, explore_group_of(t->ex, rp[2 * groups[k].first + 1]));
		runw = run_width(runw, groups[k].val[0]);
		labelw = run_width(labelw, run_label(groups[k].val[0], g->task, g->difficulty));
	}
	group_widths(t->ex, &taskw, &diffw);
	struct run_cols rc = run_cols_pick(ss->cols, runw, labelw, taskw, diffw, &labels);
	add(ss, ROLE_LABEL, run_cols_header(&rc));
	for (size_t k = 0; k < ng; k++) {
		const struct score_group *a = &groups[k];
		size_t r = rp[2 * a->first];
		const struct ex_group *g =
			explore_group(t->ex, explore_group_of(t->ex, rp[2 * a->first + 1]));
		char *run = run_cell(labels ? run_label(a->val[0], g->task, g->difficulty) : a->val[0],
				     rc.run);
		char *task = text_clean(g->task ? g->task : "-");
		char *diff = text_clean(g->difficulty ? g->difficulty : "-");
		/* '!': a run not asked on the dataset's graphs (explore_run_mismatch) */
		add(ss, 2 * a->correct >= a->items ? ROLE_NORMAL : ROLE_WARNING,
		    run_cols_row(&rc, explore_run_mismatch(t->ex, r) ? '!' : ' ', run, task, diff,
				 a));
		shown |= 1u << score_why_main(a, true);
		free(run);
		free(task);
		free(diff);
	}
	if (!ng)
		add(ss, ROLE_DIM, xstrdup("  (no answers for these problems)"));
	add_why_legend(ss, shown);
	free(groups);
}

/* GraCoRe's standardised scores of rep's runs, a run a row (a task a row
 * where that does not fit), or why they are not shown. */
static void add_standardised(struct scores_screen *ss, const struct score_report *rep)
{
	struct std_table st;
	int runw = 3;

	add(ss, ROLE_NORMAL, xstrdup(""));
	add(ss, ROLE_GROUP, xstrdup("Standardised scores across runs (GraCoRe: z per task, scaled 0-100)"));
	memset(&st, 0, sizeof st);
	standardize(rep, &st);
	if (st.nruns < 2) {
		add(ss, ROLE_DIM, xstrdup("  (needs answers from two runs or more)"));
	} else if (!std_shared(&st)) {
		add_wrapped(ss, ROLE_DIM,
			    xstrdup("  (hidden: no two runs answer two tasks in common; each run's "
				    "0-100 would only rank it within its own task)"), 3);
	} else if (ss->cols > 0 &&
		   std_width(&st) > ss->cols - 1) {
		add_std_by_task(ss, &st);
	} else {
		struct strbuf sb;
		for (size_t r = 0; r < st.nruns; r++)
			runw = run_width(runw, st.runs[r]);
		sb_init(&sb);
		sb_printf(&sb, "  %-*s %6s %8s", runw, "run", "avg z", "total");
		for (size_t k = 0; k < st.ntasks; k++)
			sb_printf(&sb, " %13.13s", st.tasks[k]);
		add(ss, ROLE_LABEL, sb_take(&sb));
		for (size_t r = 0; r < st.nruns; r++) {
			char *run = run_cell(st.runs[r], runw);
			sb_reset(&sb);
			sb_printf(&sb, "  %s %6.2f %8.1f", run, st.avg_z[r], st.total[r]);
			for (size_t k = 0; k < st.ntasks; k++) {
				size_t at = r * st.ntasks + k;
				if (st.has[at])
					sb_printf(&sb, " %13.1f", st.score[at]);
				else
					sb_printf(&sb, " %13s", "-");
			}
			add(ss, ROLE_NORMAL, sb_take(&sb));
			free(run);
		}
		sb_free(&sb);
	}
	if (st.nruns >= 2 && std_shared(&st)) {
		/* what the totals of runs lacking a task are over */
		char *note = std_missing_note(&st);
		if (note)
			add_wrapped(ss, ROLE_DIM, xasprintf("  %s", note), 3);
		free(note);
	}
	std_table_free(&st);
}

static void build_breakdown(struct scores_screen *ss, struct tui *t)
{
	struct score_report rep;
	size_t *rp;	/* per report item: its run, problem (2 each) */

	add(ss, ROLE_NORMAL, xstrdup(""));
	add(ss, ROLE_GROUP, xasprintf("The filter's %zu problem%s under %s, by task, difficulty and run",
				      t->res.n, t->res.n == 1 ? "" : "s", t->pol->name));
	if (build_lazy(ss, t))
		return;
	breakdown_report(t, &rep, &rp);
	add_run_rows(ss, t, &rep, rp);
	free(rp);
	add_standardised(ss, &rep);
	free(rep.v);
}

/* The filter's scored cells on every run as a score report (freed with
 * free(rep->v)); with more than LAZY_RUNS runs and !all, only the runs
 * scored already. Returns how many runs were left out. */
static size_t filter_report(struct scores_screen *ss, struct tui *t, bool all,
			    struct score_report *rep)
{
	size_t nruns = explore_nruns(t->ex), pending = 0;

	memset(rep, 0, sizeof *rep);
	rep->pol = t->pol;
	mark_filter(ss, t);
	/* each run's own items, not every row for every run: the picture is
	 * built again after each run scored between keys */
	for (size_t r = 0; r < nruns; r++) {
		if (!all && nruns > LAZY_RUNS && !explore_run_scored(t->ex, t->pol, r)) {
			pending++;
			continue;
		}
		for (size_t k = 0; k < explore_run_nitems(t->ex, r); k++) {
			size_t p = explore_run_item_problem(t->ex, r, k);
			const struct ex_cell *c;
			if (p == SIZE_MAX || !ss->in_filter[p])
				continue;
			c = explore_cell(t->ex, t->pol, r, p);
			if (c->verdict != EV_NONE)
				report_add(rep, t, r, p, c);
		}
	}
	return pending;
}

/* Accuracy of the filter's problems on every run as a heat map (by task
 * and graph size or difficulty; score-heatmap.h), the picture score
 * --heatmap draws. Runs not scored yet (a whole NLGraph checkout) are
 * scored between keys, a line each meanwhile, as the plots' are. */
static void build_heatmap(struct scores_screen *ss, struct tui *t)
{
	size_t nruns = explore_nruns(t->ex), nlines, ng, pending = 0;
	enum score_key keys[3];
	int nkeys = heat_keys(ss, keys);
	struct score_group *groups;
	struct score_report rep;
	struct heatmap hm;
	char **lines;

	add(ss, ROLE_GROUP, xasprintf("Heat map: the filter's %zu problem%s on %zu run%s under %s",
				      t->res.n, t->res.n == 1 ? "" : "s", nruns,
				      nruns == 1 ? "" : "s", t->pol->name));
	pending = filter_report(ss, t, false, &rep);
	groups = score_group(&rep, keys, nkeys, &ng);
	heatmap_build(&hm, keys[1], heat_kind_name(ss), groups, ng,
		      heatmap_fit(ss->cols > 0 ? ss->cols - 2 : 80));
	lines = heatmap_lines(&hm, &nlines);
	for (size_t i = 0; i < nlines; i++)
		add(ss, i == 1 ? ROLE_LABEL : i + 2 >= nlines ? ROLE_DIM : ROLE_NORMAL, lines[i]);
	free(lines);
	heatmap_free(&hm);
	free(groups);
	free(rep.v);
	/* the runs still to score, one a frame between keys (sc_idle) */
	for (size_t r = 0; pending && r < nruns; r++)
		if (!explore_run_scored(t->ex, t->pol, r)) {
			add(ss, ROLE_DIM, xasprintf("  (%zu run%s scored next)", pending,
						    pending == 1 ? "" : "s"));
			ss->lazy[ss->lines.n - 1] = LAZY_PLOT - (long)r;
			break;
		}
}

static void build(struct scores_screen *ss, struct tui *t)
{
	size_t p = tui_problem_index(t);

	if (ss->built && ss->gen == t->gen && ss->pol == t->pol && ss->p == p &&
	    ss->run == t->run && ss->sample == t->sample && ss->built_view == ss->view &&
	    ss->built_kind == ss->heat_kind)
		return;
	textlines_free(&ss->lines);
	textlines_init(&ss->lines);
	ss->meta_pending = 0;
	if (ss->view) {
		build_heatmap(ss, t);
	} else {
		build_item(ss, t);
		build_plots(ss, t);
		build_breakdown(ss, t);
	}
	ss->built = true;
	ss->built_view = ss->view;
	ss->built_kind = ss->heat_kind;
	ss->gen = t->gen;
	ss->pol = t->pol;
	ss->p = p;
	ss->run = t->run;
	ss->sample = t->sample;
}

static void sc_title(struct screen *s, struct tui *t, struct strbuf *out)
{
	sb_printf(out, "scores under %s", t->pol->name);
}

/* Visible lazy lines not scored yet (from the last drawn top and height). */
static size_t lazy_pending(const struct scores_screen *ss)
{
	size_t n = 0;

	for (size_t i = 0; i < (size_t)ss->base.body_rows && ss->top + i < ss->lines.n; i++)
		n += ss->lazy[ss->top + i] >= 0;
	for (size_t l = 0; l < ss->lines.n; l++)
		n += ss->lazy[l] <= LAZY_PLOT;
	return n;
}

static void sc_draw(struct screen *s, struct tui *t, int top, int height, int cols)
{
	struct scores_screen *ss = (struct scores_screen *)s;
	double t0 = now_seconds();

	if (ss->cols != cols) {	/* the item's long lines wrap to the width */
		ss->cols = cols;
		ss->built = false;
	}
	build(ss, t);
	ss->top = ui_clamp_top(ss->top, ss->lines.n, (size_t)height);
	for (int i = 0; i < height && ss->top + (size_t)i < ss->lines.n; i++) {
		size_t l = ss->top + (size_t)i;
		/* score the visible runs while the frame's time lasts; the
		 * rest between keys (sc_idle), the run's name shown meanwhile */
		if (ss->lazy[l] >= 0 && now_seconds() - t0 < LAZY_FRAME_S)
			lazy_line(ss, t, l);
		draw_text(top + i, 1, cols - 2, ss->roles[l], ss->lines.v[l]);
	}
}

/* Between keys: score one more visible run; true when one was. */
static bool sc_idle(struct screen *s, struct tui *t)
{
	struct scores_screen *ss = (struct scores_screen *)s;

	if (!ss->built)
		return false;
	if (ss->meta_pending) {
		/* the plot reads its next runs' models and methods */
		ss->built = false;
		return true;
	}
	for (size_t l = 0; l < ss->lines.n; l++)
		if (ss->lazy[l] <= LAZY_PLOT) {
			/* a run of the difficulty plot: score it, build again */
			explore_score_run(t->ex, t->pol, (size_t)(LAZY_PLOT - ss->lazy[l]));
			ss->built = false;
			return true;
		}
	for (size_t i = 0; i < (size_t)s->body_rows && ss->top + i < ss->lines.n; i++)
		if (ss->lazy[ss->top + i] >= 0) {
			lazy_line(ss, t, ss->top + i);
			return true;
		}
	return false;
}

static void sc_status(struct screen *s, struct tui *t, struct strbuf *hints, struct strbuf *pos)
{
	struct scores_screen *ss = (struct scores_screen *)s;

	size_t pending = ss->built ? lazy_pending(ss) : 0;

	if (pending)	/* sc_idle scores them next */
		sb_printf(hints, "scoring %zu more run%s  ", pending, pending == 1 ? "" : "s");
	ui_hint(hints, ACT_POLICY, ACT_NONE, "policy");
	ui_hint(hints, ACT_NEXT_RUN, ACT_NONE, "run");
	ui_hint(hints, ACT_HEATMAP, ACT_NONE, ss->view == 0 ? "heat map" : ss->view == 1 ?
						"by difficulty" : "table");
	if (ss->view)
		ui_hint(hints, ACT_HEATMAP_KIND, ACT_NONE, "kind");
	ui_hint(hints, ACT_PREV_PROBLEM, ACT_NEXT_PROBLEM, "prev/next");
	ui_hint(hints, ACT_MOVE_DOWN, ACT_MOVE_UP, "scroll");
	ui_hint(hints, ACT_QUIT, ACT_NONE, "back");
	sb_printf(pos, "line %zu/%zu", ss->lines.n ? ss->top + 1 : 0, ss->lines.n);
}

static bool sc_handle(struct screen *s, struct tui *t, enum action a)
{
	struct scores_screen *ss = (struct scores_screen *)s;

	switch (a) {
	case ACT_NEXT_PROBLEM:
	case ACT_PREV_PROBLEM:
		ui_step_problem(t, a);
		return true;
	case ACT_SCORES:
		tui_pop(t);
		return true;
	case ACT_HEATMAP:
		ss->view = (ss->view + 1) % 3;
		ss->top = 0;
		return true;
	case ACT_HEATMAP_KIND:
		/* from the table, straight to the heat map by size */
		if (!ss->view)
			ss->view = 1;
		ss->heat_kind = (ss->heat_kind + 1) % FAULT__COUNT;
		tui_message(t, false, "heat map: %s",
			    ss->heat_kind ? heat_kind_name(ss) : "accuracy");
		ss->top = 0;
		return true;
	default:
		return false;
	}
}

static bool sc_motion(struct screen *s, struct tui *t, enum action a, struct motion *m)
{
	struct scores_screen *ss = (struct scores_screen *)s;

	*m = (struct motion){ .kind = MOTION_SCROLL, .pos = &ss->top, .count = ss->lines.n,
			      .page = ui_page(s->body_rows) };
	return true;
}

/* X: the table (score --by run,task,difficulty --format csv) or the heat
 * map shown (score --heatmap [--kind K] --format csv: a column per size), every run
 * scored first, so a file never holds part of them. */
static long sc_export(struct screen *s, struct tui *t, FILE *fp)
{
	static const enum score_key table[3] = { SK_RUN, SK_TASK, SK_DIFFICULTY };
	struct scores_screen *ss = (struct scores_screen *)s;
	enum score_key keys[3];
	struct score_report rep;
	struct score_group *g;
	size_t ng;
	long rows;
	int rc;

	filter_report(ss, t, true, &rep);
	ss->built = false;	/* the runs just scored join the picture */
	if (!ss->view) {
		g = score_group(&rep, table, 3, &ng);
		rc = score_print_groups(fp, SF_CSV, &rep, table, 3, g, ng);
		rows = (long)ng;
	} else {
		struct heatmap hm;
		int nkeys = heat_keys(ss, keys);
		g = score_group(&rep, keys, nkeys, &ng);
		heatmap_build(&hm, keys[1], heat_kind_name(ss), g, ng, 0);
		rc = heatmap_print_csv(fp, &hm);
		rows = (long)hm.nrows;
		heatmap_free(&hm);
	}
	free(g);
	free(rep.v);
	return rc != 0 ? -1 : rows;
}

static void sc_free(struct screen *s)
{
	struct scores_screen *ss = (struct scores_screen *)s;

	textlines_free(&ss->lines);
	free(ss->roles);
	free(ss->lazy);
	free(ss->in_filter);
	free(ss);
}

static const struct screen_ops sc_ops = {
	.name = "scores",
	.title = sc_title,
	.draw = sc_draw,
	.status = sc_status,
	.handle = sc_handle,
	.motion = sc_motion,
	.idle = sc_idle,
	.export = sc_export,
	.export_name = "gravel-scores.csv",
	.free = sc_free,
};

struct screen *ui_scores_new(struct tui *t)
{
	struct scores_screen *ss = xcalloc(1, sizeof *ss);

	ss->base.ops = &sc_ops;
	textlines_init(&ss->lines);
	(void)t;
	return &ss->base;
}
