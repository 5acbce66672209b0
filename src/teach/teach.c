/* teach.c - a teaching session (teach.h): stepping, answers, text. The
 * questions are chosen in teach-quiz.c. */
#include "config.h"
#include "teach.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

bool teach_task_taught(const struct task *t)
{
	const struct teach_ops *ops = t ? teach_ops_for(t->kind) : NULL;

	return ops && ops->choose && (!ops->covers || ops->covers(t));
}

bool teach_can(const struct problem *p, char *why, size_t len)
{
	const char *msg = NULL;

	if (!p || !p->graph)
		msg = "no problem";
	else if (!teach_task_taught(p->task))
		msg = "teaching mode does not cover this task";
	else if (p->graph->n < TEACH_MIN_NODES || p->graph->n > TEACH_MAX_NODES)
		msg = "teaching mode wants a graph of 3 to 20 nodes";
	if (msg && why && len)
		snprintf(why, len, "%s", msg);
	return msg == NULL;
}

int teach_new(struct teach *t, const struct problem *p, char **err)
{
	char why[96];
	cJSON *ans = NULL;
	long v;

	memset(t, 0, sizeof *t);
	t->source = t->target = -1;
	if (!teach_can(p, why, sizeof why)) {
		*err = xstrdup(why);
		return -1;
	}
	t->p = p;
	t->picked = teach_picked_for(p);
	if (problem_query_int(p, "source", &v))
		t->source = (int)v;
	if (problem_query_int(p, "target", &v))
		t->target = (int)v;
	t->tr = trace_new(p->graph, TRACE_DEFAULT_LIMIT);
	if (solve_problem(p, &ans, t->tr, err) != 0) {
		trace_free(t->tr);
		t->tr = NULL;
		return -1;
	}
	if (teach_ops_for(p->task->kind)->read)	/* what the lesson needs of it */
		teach_ops_for(p->task->kind)->read(t, ans);
	cJSON_Delete(ans);
	trace_state_init(&t->st, t->tr);
	trace_state_at(t->tr, 0, &t->st);
	teach_choose_questions(t);
	teach_apply_plan(t);
	return 0;
}

void teach_question_free(struct teach_question *q)
{
	free(q->vec);
	free(q->text);
	free(q->expect);
	free(q->accept);
	free(q->given);
	free(q->feedback);
}

void teach_free(struct teach *t)
{
	for (size_t i = 0; i < t->nq; i++)
		teach_question_free(&t->q[i]);
	free(t->q);
	if (t->tr) {
		trace_state_free(&t->st);
		trace_free(t->tr);
	}
	memset(t, 0, sizeof *t);
}

const struct teach_question *teach_pending(const struct teach *t)
{
	if (t->cur < t->nq && t->q[t->cur].step == t->k)
		return &t->q[t->cur];
	return NULL;
}

bool teach_step(struct teach *t, int dir)
{
	if (dir > 0) {
		if (teach_pending(t) || t->k >= teach_steps(t))
			return false;
		trace_state_apply(t->tr, &t->st, t->k);
		t->k++;
		return true;
	}
	if (t->k == 0)
		return false;
	t->k--;
	trace_state_at(t->tr, t->k, &t->st);
	return true;
}

void teach_goto(struct teach *t, size_t k)
{
	if (k > teach_steps(t))
		k = teach_steps(t);
	/* unanswered questions lie ahead: answered in order, never skipped */
	if (t->cur < t->nq && t->q[t->cur].step < k)
		k = t->q[t->cur].step;
	/* a lesson plan's pauses stop a jump forward too */
	if (k > t->k && teach_next_pause(t) < k)
		k = teach_next_pause(t);
	t->k = k;
	trace_state_at(t->tr, k, &t->st);
}

size_t teach_phase_back(const struct teach *t)
{
	/* a phase starts where the solver takes the next node from its
	 * frontier (a Dijkstra extraction) or says a new part begins (a
	 * Dinic phase) */
	for (size_t i = t->k; i-- > 0;) {
		enum trace_kind k = t->tr->ev[i].kind;
		if (k == TR_DEQUEUE || k == TR_POP || k == TR_NOTE || k == TR_PHASE)
			return i;
	}
	return 0;
}

/* ---- answers ----------------------------------------------------------- */

long teach_parse_ints(const char *s, int64_t *out, size_t max, bool sign)
{
	size_t n = 0;

	while (*s) {
		bool neg = sign && *s == '-' && isdigit((unsigned char)s[1]);
		if (neg)
			s++;
		if (isdigit((unsigned char)*s)) {
			int64_t v = 0;
			while (isdigit((unsigned char)*s)) {
				if (v < 1000000000000LL)
					v = v * 10 + (*s - '0');
				s++;
			}
			if (n == max)
				return -1;
			out[n++] = neg ? -v : v;
		} else if (strchr(" \t,;->[]()", *s)) {
			s++;
		} else {
			return -1;
		}
	}
	return (long)n;
}

/* Non-negative integers as ints (node numbers). */
static long parse_ints(const char *s, int *out, size_t max)
{
	int64_t *v = xmalloc((max + 1) * sizeof *v);
	long n = teach_parse_ints(s, v, max, false);

	for (long i = 0; i < n; i++)
		out[i] = v[i] > 1000000 ? 1000000 : (int)v[i];
	free(v);
	return n;
}

static char *trim(const char *s)
{
	size_t n;

	while (isspace((unsigned char)*s))
		s++;
	n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return xstrndup(s, n);
}

static const char *form_hint(enum teach_form f)
{
	switch (f) {
	case TF_NODE:
		return "type a node number, then Enter";
	case TF_NUMBER:
		return "type a number (or inf), then Enter";
	case TF_PATH:
		return "type the nodes in order (e.g. 0 3 2), or none, then Enter";
	case TF_ORDER:
		return "type every node in order (e.g. 2 0 1), then Enter";
	case TF_YESNO:
		return "type yes or no, then Enter";
	case TF_CYCLE:
		return "type the cycle's nodes in order (e.g. 0 3 2), then Enter";
	case TF_AUGPATH:
		return "type the path's nodes from source to sink (e.g. 0 3 5), then Enter";
	case TF_PAIRS:
		return "type applicant job pairs (e.g. 0 1, 1 0), then Enter";
	case TF_HAMPATH:
		return "type every node in path order (e.g. 2 0 1), or none, then Enter";
	case TF_VECTOR:
		return "type the vector's numbers (e.g. 3 -1), then Enter";
	case TF_SEQ:
		return "type the numbers in order (e.g. 0 2 1), then Enter";
	}
	return "";
}

/* A vector question's hint names its length, with an example of it. */
static char *vector_hint(size_t n)
{
	static const char *const eg[] = { "3", "-1", "0", "2", "1", "-2", "4", "1" };
	struct strbuf sb;

	sb_init(&sb);
	sb_printf(&sb, "type the vector's %zu number%s (e.g.", n, n == 1 ? "" : "s");
	for (size_t i = 0; i < n && i < ARRAY_SIZE(eg); i++)
		sb_printf(&sb, " %s", eg[i]);
	sb_puts(&sb, n > ARRAY_SIZE(eg) ? " ...), then Enter" : "), then Enter");
	return sb_take(&sb);
}

/* A TF_PATH or TF_ORDER answer: node numbers (or "none" for a path),
 * judged by the task family. */
static enum teach_verdict judge_final(struct teach *t, struct teach_question *q, const char *s,
				      char *why, size_t len)
{
	const struct graph *g = t->p->graph;
	const struct teach_ops *ops = teach_ops_for(t->p->task->kind);
	int *v = xmalloc(((size_t)g->n * 4 + 4) * sizeof *v);
	long n = parse_ints(s, v, (size_t)g->n * 4 + 4);
	enum teach_verdict r;

	why[0] = '\0';
	if (!ops->judge) {
		free(v);
		return TEACH_INVALID;
	}
	if (q->form == TF_PATH && (!strcmp(s, "none") || !strcmp(s, "no"))) {
		free(v);
		return ops->judge(t, q, NULL, 0, why, len);
	}
	if (n <= 0) {
		free(v);
		return TEACH_INVALID;
	}
	for (long i = 0; i < n; i++)
		if (v[i] >= g->n) {
			snprintf(why, len, "there is no node %d", v[i]);
			free(v);
			return TEACH_WRONG;
		}
	r = ops->judge(t, q, v, (size_t)n, why, len);
	free(v);
	return r;
}

enum teach_verdict teach_answer(struct teach *t, const char *text, const char **msg)
{
	struct teach_question *q;
	enum teach_verdict r = TEACH_WRONG;
	char why[200] = "";
	char *s;

	if (!teach_pending(t)) {
		if (msg)
			*msg = "no question is waiting";
		return TEACH_INVALID;
	}
	q = &t->q[t->cur];
	s = trim(text);
	if (q->form == TF_NODE || q->form == TF_NUMBER) {
		int v;
		bool inf = q->form == TF_NUMBER && (!strcmp(s, "inf") || !strcmp(s, "infinity"));
		if (!inf && (parse_ints(s, &v, 1) != 1 || strchr(s, ' ') || strchr(s, ','))) {
			r = TEACH_INVALID;
		} else if (q->form == TF_NODE) {
			r = TEACH_WRONG;
			for (size_t i = 0; i < q->naccept; i++)
				if (q->accept[i] == v)
					r = TEACH_RIGHT;
		} else {
			r = (inf ? TRACE_INF : (int64_t)v) == q->value ? TEACH_RIGHT : TEACH_WRONG;
		}
	} else if (q->form > TF_ORDER) {
		r = teach_judge_more(t, q, s, why, sizeof why);
	} else {
		r = judge_final(t, q, s, why, sizeof why);
	}
	free(q->feedback);
	if (r == TEACH_INVALID) {
		q->feedback = q->form == TF_VECTOR ? vector_hint(q->nvec) : xstrdup(form_hint(q->form));
		free(s);
		if (msg)
			*msg = q->feedback;
		return r;
	}
	q->answered = true;
	q->right = r == TEACH_RIGHT;
	free(q->given);
	q->given = s;
	if (q->right)
		q->feedback = xasprintf("Right: %s.", q->expect);
	else if (*why)
		q->feedback = xasprintf("Not quite (%s): %s.", why, q->expect);
	else
		q->feedback = xasprintf("Not quite: %s.", q->expect);
	t->cur++;
	if (msg)
		*msg = q->feedback;
	return r;
}

bool teach_finished(const struct teach *t)
{
	return t->cur == t->nq && t->k == teach_steps(t);
}

void teach_score(const struct teach *t, size_t *answered, size_t *right)
{
	*answered = *right = 0;
	for (size_t i = 0; i < t->nq; i++) {
		*answered += t->q[i].answered;
		*right += t->q[i].answered && t->q[i].right;
	}
}

/* ---- text --------------------------------------------------------------- */

void teach_format_title(const struct teach *t, struct strbuf *sb)
{
	sb_printf(sb, "%s: ", t->tr->algorithm ? t->tr->algorithm : "algorithm");
	if (teach_ops_for(t->p->task->kind)->title)
		teach_ops_for(t->p->task->kind)->title(t, sb);
	sb_printf(sb, " (%d nodes, %zu edges)", t->p->graph->n, t->p->graph->m);
}

void teach_put_list(struct strbuf *sb, const char *label, const int *v, size_t n)
{
	sb_puts(sb, label);
	if (!n)
		sb_puts(sb, " (empty)");
	for (size_t i = 0; i < n; i++)
		sb_printf(sb, " %d", v[i]);
	sb_putc(sb, '\n');
}

/* When frontier entry v leaves: the index of its next dequeue or pop at
 * or after step k, or the trace's length when it never does. */
static size_t leaves_at(const struct teach *t, int v)
{
	for (size_t i = t->k; i < trace_count(t->tr); i++) {
		const struct trace_event *ev = &t->tr->ev[i];
		if ((ev->kind == TR_DEQUEUE || ev->kind == TR_POP) && ev->a == v)
			return i;
	}
	return trace_count(t->tr);
}

void teach_put_frontier(const struct teach *t, struct strbuf *sb)
{
	const struct trace_state *st = &t->st;
	size_t n = st->nfrontier, *ord = xmalloc((n + 1) * sizeof *ord);
	size_t *at = xmalloc((n + 1) * sizeof *at);

	/* a priority queue in the order it is taken from: by key, ties in
	 * the order the run takes them (the screen showed "3(2) 0(2)" and
	 * the next step took 0); an insertion sort of a lesson's few nodes */
	for (size_t i = 0; i < n; i++) {
		size_t k = i;
		at[i] = t->tr->frontier == TRACE_PQ ? leaves_at(t, st->frontier[i]) : 0;
		if (t->tr->frontier == TRACE_PQ)
			for (; k > 0 && (st->fkey[ord[k - 1]] > st->fkey[i] ||
					 (st->fkey[ord[k - 1]] == st->fkey[i] && at[ord[k - 1]] > at[i]));
			     k--)
				ord[k] = ord[k - 1];
		ord[k] = i;
	}
	sb_puts(sb, t->tr->frontier == TRACE_PQ ? "priority queue:" :
		    t->tr->frontier == TRACE_STACK ? "stack:" : "queue:");
	if (!n)
		sb_puts(sb, " (empty)");
	for (size_t i = 0; i < n; i++) {
		sb_printf(sb, " %d", st->frontier[ord[i]]);
		if (t->tr->frontier == TRACE_PQ)
			sb_printf(sb, "(%" PRId64 ")", st->fkey[ord[i]]);
	}
	sb_putc(sb, '\n');
	free(ord);
	free(at);
}

void teach_put_node(const struct teach *t, struct strbuf *sb, int v, bool parent)
{
	teach_put_node_as(t, sb, v, NULL, parent);
}

void teach_put_node_as(const struct teach *t, struct strbuf *sb, int v, const char *state,
		       bool parent)
{
	const struct trace_state *st = &t->st;
	static const char *const marks[] = { "-", "seen", "done" };

	if (!state)
		state = marks[st->mark[v] <= MARK_SETTLED ? st->mark[v] : 0];
	sb_printf(sb, "%4d  %-5s", v, state);
	if (!parent)
		return;
	if (st->parent[v] >= 0)
		sb_printf(sb, "  %6d", st->parent[v]);
	else
		sb_printf(sb, "  %6s", "-");
}

void teach_format_search(const struct teach *t, struct strbuf *sb)
{
	teach_put_frontier(t, sb);
	sb_puts(sb, "node  state  parent\n");
	for (int v = 0; v < t->st.n; v++) {
		teach_put_node(t, sb, v, true);
		sb_putc(sb, '\n');
	}
}

void teach_format_state(const struct teach *t, struct strbuf *sb)
{
	if (teach_ops_for(t->p->task->kind)->format)
		teach_ops_for(t->p->task->kind)->format(t, sb);
}

/* Does line start with node v's row ("   3  open ...") or, when u >= 0,
 * the row of edge u->v or u-v ("  5->4     4 ...")? */
static bool row_is(const char *line, int u, int v)
{
	char *end;
	long a, b;

	if (*line != ' ')
		return false;
	a = strtol(line, &end, 10);
	if (end == line)
		return false;
	if (u < 0)
		return a == v && *end == ' ';
	if (a != u || (*end != '-' && *end != '<'))
		return false;
	end += strspn(end, "-<>");
	b = strtol(end, &end, 10);
	return b == v && (*end == ' ' || !*end);
}

size_t teach_focus_lines(const struct teach *t, const char *state, size_t *lines, size_t max)
{
	const struct teach_question *q = teach_pending(t);
	const struct graph *g = t->p->graph;
	int node = q ? q->node : -1, eu[TEACH_MAX_NODES + 2], evv[TEACH_MAX_NODES + 2];
	size_t ne = 0, n = 0, line = 0;

	if (!q) {
		/* no question: the rows of what the last step touched */
		for (const char *p = state; *p && n < max; line++) {
			const char *nl = strchr(p, '\n');
			long e = t->st.cur_edge;
			if ((t->st.cur >= 0 && row_is(p, -1, t->st.cur)) ||
			    (e >= 0 && (size_t)e < g->m && row_is(p, g->eu[e], g->ev[e])))
				lines[n++] = line;
			if (!nl)
				break;
			p = nl + 1;
		}
		return n;
	}
	if (q->kind == TQ_VALUE && q->step < trace_count(t->tr)) {
		/* the path a value question names (a bottleneck is read off
		 * its rows); never the path a question asks for */
		size_t nv = 0;
		const int64_t *sv = t->tr->ev[q->step].kind == TR_FLOW_PATH ? trace_vec(t->tr, q->step, &nv) : NULL;
		for (size_t k = 0; k < nv && ne < TEACH_MAX_NODES + 2; k++) {
			size_t e = (size_t)(sv[k] < 0 ? -sv[k] : sv[k]) - 1;
			if (e < g->m) {
				eu[ne] = g->eu[e];
				evv[ne++] = g->ev[e];
			}
		}
	}
	for (const char *p = state; *p && n < max; line++) {
		const char *nl = strchr(p, '\n');
		bool hit = node >= 0 && row_is(p, -1, node);
		for (size_t k = 0; k < ne && !hit; k++)
			hit = row_is(p, eu[k], evv[k]) || (!g->directed && row_is(p, evv[k], eu[k]));
		if (hit)
			lines[n++] = line;
		if (!nl)
			break;
		p = nl + 1;
	}
	return n;
}

void teach_format_summary(const struct teach *t, struct strbuf *sb)
{
	size_t answered, right;

	teach_score(t, &answered, &right);
	sb_printf(sb, "You answered %zu of %zu question%s right", right, t->nq,
		  t->nq == 1 ? "" : "s");
	if (t->nq)
		sb_printf(sb, " (%zu%%)", right * 100 / t->nq);
	sb_puts(sb, ".\n");
	for (size_t i = 0; i < t->nq; i++) {
		const struct teach_question *q = &t->q[i];
		sb_printf(sb, "%s step %zu: %s\n", !q->answered ? "[ ]" : q->right ? "[+]" : "[-]",
			  q->step, q->text);
		if (q->answered)
			sb_printf(sb, "      you: %s; %s\n", q->given, q->feedback);
	}
}
