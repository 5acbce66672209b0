/* gracore-score-optimisation.c - GraCoRe scorers for the optimisation tasks: TSP,
 * colouring, and GraCoRe's shortest path and maximum flow (see
 * gracore-score.h). */
#include "config.h"
#include "gracore-score.h"
#include "gracore-qa.h"
#include "gracore-solve.h"
#include "compat.h"
#include "solve.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Search limits for the optimum reported next to the exact-match score. */
static const struct gc_limits score_limits = { .max_nodes = 2000000L, .max_seconds = 2.0 };

static const char *sample(const struct score_input *in, char **own)
{
	size_t len;
	const char *t = gcs_sample(in, &len);

	*own = t ? xstrndup(t, len) : NULL;
	return *own;
}

static bool gold_int(const struct score_input *in, const char *key, long *v)
{
	const cJSON *j = in->p->gold_answer ?
		cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, key) : NULL;

	if (!cJSON_IsNumber(j))
		return false;
	*v = (long)ll_of(j->valuedouble);
	return true;
}

/* The number after a length word, in its sentence, skipping bracketed
 * lists (its offset in *at); NULL when none. */
static const char *number_after(const char *p, const char *end)
{
	for (; p < end && *p; p++) {
		if (*p == '[') {
			const char *c = strchr(p, ']');
			if (!c)
				return NULL;
			p = c;
			continue;
		}
		if (*p == '\n' || (*p == '.' && (p + 1 == end || isspace((unsigned char)p[1]))))
			return NULL;	/* the sentence ends first */
		if (isdigit((unsigned char)*p))
			return p;
	}
	return NULL;
}

/* The number after the last of the length words that has one in its
 * sentence, skipping bracketed lists: GraCoRe's own answers say "The TSP
 * path is 17 and path is [0, 3, ...]", the length before the tour. False
 * when none; *at (may be NULL) gets the number's offset. */
static bool stated_length(const char *t, long *v, size_t *at)
{
	static const char *const words[] = { "length", "weight", "cost", "distance", "total",
					     "path is" };
	const char *end = t + strlen(t), *best = NULL, *num = NULL;

	for (size_t i = 0; i < ARRAY_SIZE(words); i++) {
		for (const char *p = t; (p = gcs_word(p, end, words[i])); p++) {
			const char *d = number_after(p + strlen(words[i]), end);
			if (d && (!best || p > best)) {
				best = p;
				num = d;
			}
		}
	}
	if (!num || gcqa_ints(num, end, v, 1) != 1)
		return false;
	if (at)
		*at = (size_t)(num - t);
	return true;
}

/* The last bracketed list of integers of the answer region. */
static long *last_list(const char *t, size_t *n)
{
	bool marked;
	const char *r = gcs_region(t, &marked), *open = NULL, *close;
	long *v, tmp;

	*n = 0;
	for (const char *p = r; (p = strchr(p, '[')); p++) {
		const char *c = strchr(p, ']');
		if (c && gcqa_ints(p, c, &tmp, 1) == 1)
			open = p;
	}
	if (!open)
		return NULL;
	close = strchr(open, ']');
	v = xmalloc(((size_t)(close - open) + 1) * sizeof *v);
	*n = gcqa_ints(open, close, v, (size_t)(close - open) + 1);
	return v;
}

char *gcs_read_tour(const char *t, struct xanswer *walk)
{
	size_t n = 0;
	long *v = last_list(t, &n), stated;
	bool has_len = stated_length(t, &stated, NULL);
	struct strbuf sb;

	if (!v && !has_len)
		return NULL;
	sb_init(&sb);
	if (v)
		gcs_put_walk(&sb, v, n, walk);
	if (has_len)
		sb_printf(&sb, v ? " (length %ld)" : "length %ld", stated);
	free(v);
	return sb_take(&sb);
}

static int *ints(const long *v, size_t n)
{
	int *r = xmalloc((n + 1) * sizeof *r);

	for (size_t i = 0; i < n; i++)
		r[i] = v[i] < -1 || v[i] > 1000000000L ? -1 : (int)v[i];
	return r;
}

/* TSP. The answer is a tour and its length (GraCoRe's gold: "The TSP path
 * is 17 and path is [0, 3, ...]"); a length stated beside a tour is part
 * of the answer. compat: exact = the tour's length (else the stated one)
 * is the gold length (GraCoRe's nearest-neighbour tour), and a stated
 * length is the gold length too. strict (either): the question suggests
 * nearest neighbour and asks for "the optimal solution", so the gold's
 * heuristic length and the proven optimum are both exact; a stated length
 * that is not the given tour's own makes it wrong, flagged "wrong-length"
 * at the number; the flag "heuristic" or "optimum" says which one was
 * given when they differ. */
static int tsp_judge(const struct score_input *in, struct score_result *out, char **err,
		     bool either)
{
	const struct graph *g = in->p->graph;
	long gold, stated, *v;
	size_t n;
	char *t;
	int64_t len = 0, best = -1, given = -1;
	bool has_len, valid = false, proven = false, len_ok;
	struct check c;
	size_t at = 0;

	if (!gold_int(in, "length", &gold)) {
		*err = xasprintf("%s: gold answer has no length", in->p->id);
		return -1;
	}
	sample(in, &t);
	v = t ? last_list(t, &n) : NULL;
	has_len = t && stated_length(t, &stated, &at);
	out->unparsed = !v && !has_len;
	if (v) {
		int *seq = ints(v, n);
		valid = gc_tsp_check(g, seq, n, &len, &c);
		free(seq);
		if (valid)
			given = len;
	} else if (has_len) {
		given = stated;
	}
	if (given >= 0 && g->n <= GC_TSP_MAX && (valid || either)) {
		int *tour = xmalloc(((size_t)g->n + 1) * sizeof *tour);
		struct gc_search_stats ss;
		best = gc_tsp(g, &score_limits, tour, &proven, &ss, NULL);
		free(tour);
	}
	/* compat: the stated length is the gold's; strict: the tour's own */
	len_ok = !has_len || (either ? !valid || stated == len : stated == gold);
	if (!either)
		metrics_set(&out->metrics, "exact", given >= 0 && given == gold && len_ok);
	else
		metrics_set(&out->metrics, "exact", given >= 0 && len_ok &&
			    (given == gold || (proven && given == best)));
	if (either && has_len && valid && stated != len) {
		char num[32];
		score_flag(out, "wrong-length", at,
			   (size_t)snprintf(num, sizeof num, "%ld", stated));
	}
	metrics_set(&out->metrics, "valid", valid);
	if (valid && proven)
		metrics_set(&out->metrics, "optimal", len == best);
	if (either && proven && gold != best && given >= 0) {
		if (given == gold)
			score_flag(out, "heuristic", 0, 0);
		else if (given == best)
			score_flag(out, "optimum", 0, 0);
	}
	free(v);
	free(t);
	return 0;
}

int gcs_tsp(const struct score_input *in, struct score_runstate *st, struct score_result *out,
	    char **err)
{
	(void)st;
	return tsp_judge(in, out, err, false);
}

int gcs_strict_tsp(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err)
{
	(void)st;
	return tsp_judge(in, out, err, true);
}

/* Colouring. compat: exact = the gold count (GraCoRe's greedy
 * largest_first). strict (either): the question asks for the greedy count
 * but calls it the minimum, so the gold and the proven chromatic number
 * are both exact; the flag "heuristic" or "optimum" says which one was
 * given when they differ. */
static int coloring_judge(const struct score_input *in, struct score_result *out, char **err,
			  bool either)
{
	const struct graph *g = in->p->graph;
	long gold;
	double k = -1;
	char *t;
	int chi = -1;
	bool proven = false;

	if (!gold_int(in, "colors", &gold)) {
		*err = xasprintf("%s: gold answer has no colors", in->p->id);
		return -1;
	}
	sample(in, &t);
	out->unparsed = !t || !gcs_number(t, &k);
	if (!out->unparsed && g->n <= GC_COLOR_MAX) {
		int *col = xmalloc(((size_t)g->n + 1) * sizeof *col);
		struct gc_search_stats ss;
		chi = gc_chromatic(g, &score_limits, col, &proven, &ss, NULL);
		proven = proven && chi >= 0;
		free(col);
	}
	metrics_set(&out->metrics, "exact", !out->unparsed &&
		    (k == gold || (either && proven && k == chi)));
	if (proven)
		metrics_set(&out->metrics, "optimal", k == chi);
	if (either && proven && gold != chi) {
		if (k == gold)
			score_flag(out, "heuristic", 0, 0);
		else if (k == chi)
			score_flag(out, "optimum", 0, 0);
	}
	free(t);
	return 0;
}

int gcs_coloring(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err)
{
	(void)st;
	return coloring_judge(in, out, err, false);
}

int gcs_strict_coloring(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	(void)st;
	return coloring_judge(in, out, err, true);
}

int gcs_compat_shortest_path(const struct score_input *in, struct score_runstate *st,
			     struct score_result *out, char **err)
{
	const struct graph *g = in->p->graph;
	long gold, s = -1, tt = -1, stated, *v;
	size_t n;
	char *t;
	int64_t w = 0;
	struct check c;
	bool res1 = false;

	(void)st;
	if (!gold_int(in, "length", &gold) || !problem_query_int(in->p, "source", &s) ||
	    !problem_query_int(in->p, "target", &tt)) {
		*err = xasprintf("%s: needs query source/target and gold length", in->p->id);
		return -1;
	}
	sample(in, &t);
	v = t ? last_list(t, &n) : NULL;
	if (v) {
		int *seq = ints(v, n);
		res1 = path_check(g, (int)s, (int)tt, seq, n, &w, &c) && w == gold;
		free(seq);
	}
	out->unparsed = !v;
	metrics_set(&out->metrics, "res1", res1);
	metrics_set(&out->metrics, "res2", t && stated_length(t, &stated, NULL) && stated == gold);
	metrics_set(&out->metrics, "exact", res1);
	free(v);
	free(t);
	return 0;
}

int gcs_compat_flow(const struct score_input *in, struct score_runstate *st,
		    struct score_result *out, char **err)
{
	long gold, v;
	int rc;
	char *t;
	const char *at;
	bool marked = false;

	if (!gold_int(in, "value", &gold)) {
		*err = xasprintf("%s: gold answer has no value", in->p->id);
		return -1;
	}
	/* GraCoRe's own wording, "The maximum flow is 13. The flow paths are
	 * [(0, 3, 2), ...]": the number after "flow is" (unless an answer
	 * marker says otherwise), not the last one of the flow list */
	sample(in, &t);
	if (t)
		gcs_region(t, &marked);
	if (t && !marked && (at = gcs_word(t, t + strlen(t), "flow is")) &&
	    gcqa_ints(at, t + strlen(t), &v, 1) == 1) {
		out->unparsed = false;
		metrics_set(&out->metrics, "exact", v == gold);
		metrics_set(&out->metrics, "res2", v == gold);
		free(t);
		return 0;
	}
	free(t);
	/* else the value is read as a count is: the first number after the
	 * answer marker, else the last one */
	rc = gcs_node_count(in, st, out, err);
	if (rc == 0) {
		const double *ex = metrics_get(&out->metrics, "exact");
		metrics_set(&out->metrics, "res2", ex ? *ex : 0);
	}
	return rc;
}
