/* teach-judge.c - judging the answers of the later tasks' questions
 * (teach.h): yes/no, cycles, augmenting paths, matchings, Hamilton paths
 * and vectors. Every right answer is accepted: cycles, matchings and
 * Hamilton paths go through the task's checker (solve.h), augmenting
 * paths are checked against the residual graph of the current state. */
#include "config.h"
#include "teach.h"
#include "teach-ops.h"
#include "problem.h"
#include "solve.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static bool is_word(const char *s, const char *a, const char *b)
{
	return !strcasecmp(s, a) || !strcasecmp(s, b);
}

/* Room to push from u to v in state st, over every edge joining them. */
static int64_t room(const struct teach *t, int u, int v)
{
	const struct graph *g = t->p->graph;
	const struct trace_state *st = &t->st;
	int64_t best = 0;

	for (size_t e = 0; e < g->m; e++) {
		int64_t cap = g->ew ? g->ew[e] : 1, r = 0;
		if (g->eu[e] == u && g->ev[e] == v)
			r = cap - st->flow[e];
		else if (g->eu[e] == v && g->ev[e] == u)
			r = g->directed ? st->flow[e] : cap + st->flow[e];
		if (r > best)
			best = r;
	}
	return best;
}

/* Hops of the shortest s-t path with room, or -1. */
static long residual_hops(const struct teach *t)
{
	int n = t->p->graph->n, *d = xmalloc(((size_t)n + 1) * sizeof *d);
	int *queue = xmalloc(((size_t)n + 1) * sizeof *queue);
	size_t head = 0, tail = 0;
	long r;

	for (int v = 0; v < n; v++)
		d[v] = -1;
	d[t->source] = 0;
	queue[tail++] = t->source;
	while (head < tail) {
		int u = queue[head++];
		for (int v = 0; v < n; v++)
			if (d[v] < 0 && room(t, u, v) > 0) {
				d[v] = d[u] + 1;
				queue[tail++] = v;
			}
	}
	r = d[t->target];
	free(d);
	free(queue);
	return r;
}

static enum teach_verdict judge_augpath(const struct teach *t, const int64_t *v, long n,
					char *why, size_t len)
{
	const struct graph *g = t->p->graph;
	unsigned char *seen = xcalloc((size_t)g->n + 1, 1);
	enum teach_verdict r = TEACH_RIGHT;
	long hops;

	if (v[0] != t->source || v[n - 1] != t->target) {
		snprintf(why, len, "an augmenting path goes from %d to %d", t->source, t->target);
		r = TEACH_WRONG;
	}
	for (long i = 0; i < n && r == TEACH_RIGHT; i++) {
		if (seen[v[i]]) {
			snprintf(why, len, "%" PRId64 " comes twice", v[i]);
			r = TEACH_WRONG;
		} else if (i + 1 < n && room(t, (int)v[i], (int)v[i + 1]) <= 0) {
			snprintf(why, len, "no room from %" PRId64 " to %" PRId64, v[i], v[i + 1]);
			r = TEACH_WRONG;
		}
		seen[v[i]] = 1;
	}
	free(seen);
	if (r == TEACH_RIGHT && (hops = residual_hops(t)) != n - 1) {
		snprintf(why, len, "that path has %ld hops, the shortest %ld", n - 1, hops);
		r = TEACH_WRONG;
	}
	return r;
}

enum teach_verdict teach_judge_more(const struct teach *t, const struct teach_question *q,
				    const char *s, char *why, size_t len)
{
	const struct graph *g = t->p->graph;
	size_t max = (size_t)g->n * 4 + 8;
	int64_t *v;
	int *iv;
	long n;
	enum teach_verdict r = TEACH_WRONG;
	struct check c;

	why[0] = '\0';
	check_ok(&c);
	if (q->form == TF_YESNO) {
		if (is_word(s, "yes", "y"))
			return q->value ? TEACH_RIGHT : TEACH_WRONG;
		if (is_word(s, "no", "n"))
			return q->value ? TEACH_WRONG : TEACH_RIGHT;
		return TEACH_INVALID;
	}
	if (q->form == TF_HAMPATH && is_word(s, "none", "no")) {
		if (t->connected)
			snprintf(why, len, "there is one");
		return t->connected ? TEACH_WRONG : TEACH_RIGHT;
	}
	if (q->nvec + 1 > max)
		max = q->nvec + 1;
	v = xmalloc(max * sizeof *v);
	n = teach_parse_ints(s, v, max, q->form == TF_VECTOR);
	if (n <= 0) {
		free(v);
		return TEACH_INVALID;
	}
	if (q->form == TF_VECTOR) {
		/* a vector of another length is not of the asked form (the
		 * table shows every vector's length): refused, not scored */
		r = (size_t)n != q->nvec ? TEACH_INVALID :
		    !memcmp(v, q->vec, q->nvec * sizeof *v) ? TEACH_RIGHT : TEACH_WRONG;
		free(v);
		return r;
	}
	iv = xmalloc((size_t)n * sizeof *iv);
	for (long i = 0; i < n; i++) {
		int lim = g->n;
		if (q->form == TF_PAIRS)
			lim = i % 2 ? g->n - g->parts[0] : g->parts[0];
		if (v[i] >= lim) {
			snprintf(why, len, "there is no %s %" PRId64,
				 q->form != TF_PAIRS ? "node" : i % 2 ? "job" : "applicant", v[i]);
			free(v);
			free(iv);
			return TEACH_WRONG;
		}
		iv[i] = (int)v[i] + (q->form == TF_PAIRS && i % 2 ? g->parts[0] : 0);
	}
	switch (q->form) {
	case TF_CYCLE:
		r = cycle_check(g, iv, (size_t)n, &c) ? TEACH_RIGHT : TEACH_WRONG;
		break;
	case TF_HAMPATH:
		r = hamilton_check(g, iv, (size_t)n, &c) ? TEACH_RIGHT : TEACH_WRONG;
		break;
	case TF_PAIRS:
		if (n % 2) {
			snprintf(why, len, "pairs want an even count of numbers");
			break;
		}
		r = matching_check(g, iv, (size_t)n / 2, &c) ? TEACH_RIGHT : TEACH_WRONG;
		if (r == TEACH_RIGHT && n / 2 != t->best) {
			snprintf(why, len, "your %ld pair%s give%s %ld applicant%s a job, a maximum "
				 "matching gives %" PRId64, n / 2, n / 2 == 1 ? "" : "s",
				 n / 2 == 1 ? "s" : "", n / 2, n / 2 == 1 ? "" : "s", t->best);
			r = TEACH_WRONG;
		}
		break;
	case TF_AUGPATH:
		r = judge_augpath(t, v, n, why, len);
		break;
	case TF_SEQ:
		if (teach_ops_for(t->p->task->kind)->judge)	/* the family's sequence */
			r = teach_ops_for(t->p->task->kind)->judge(t, q, iv, (size_t)n, why, len);
		break;
	default:
		break;
	}
	if (r == TEACH_WRONG && !why[0] && c.msg[0])
		snprintf(why, len, "%s", c.msg);
	free(v);
	free(iv);
	return r;
}
