/* nlgraph-prompt.c - what a log run's prompt.txt tells about the run: the
 * model and prompting method, and whether its last question was asked on
 * the graph the dataset holds now (see nlgraph-logs.h). */
#include "config.h"
#include "nlgraph-logs.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The NLGraph scripts' --model index, as the runs themselves show it:
 * every model=1 run is named "...-code-davinci-002" and the model=0 runs
 * that name a model say "text-davinci-003". */
static const char *const script_models[] = { "text-davinci-003", "code-davinci-002" };

/* A model name in the run folder name: "...-<family>-davinci-<nnn>..." or
 * "gpt-..." up to '+' or the end. Returns a malloc'd name or NULL. */
static char *model_in_name(const char *run)
{
	const char *p = strstr(run, "-davinci-"), *s, *e;

	if (p) {
		for (s = p; s > run && s[-1] != '-'; s--)
			;
		e = p + strlen("-davinci-");
		while (*e >= '0' && *e <= '9')
			e++;
		return xstrndup(s, (size_t)(e - s));
	}
	if ((p = strstr(run, "gpt-"))) {
		for (e = p; *e && *e != '+'; e++)
			;
		return xstrndup(p, (size_t)(e - p));
	}
	return NULL;
}

/* The method in a run folder name "YYYYMMDD---HH-MM[-]METHOD[-MODEL][+...]"
 * ("20230410---09-43-CoT", "20230325---21-10CoT"), or NULL. */
static char *method_in_name(const char *run, const char *model)
{
	const char *p = strstr(run, "---"), *e;

	if (!p)
		return NULL;
	p += 3;
	/* HH-MM, then an optional '-' (older runs put seconds "-SS" there) */
	for (int k = 0; k < 2 && *p; k++) {
		while (*p >= '0' && *p <= '9')
			p++;
		if (*p == '-')
			p++;
	}
	e = model ? strstr(p, model) : NULL;
	if (!e)
		e = p + strcspn(p, "+");
	while (e > p && e[-1] == '-')
		e--;
	if (e == p || (*p >= '0' && *p <= '9' && strspn(p, "0123456789") == (size_t)(e - p)))
		return NULL;	/* nothing, or seconds only ("20230317---17-33-17") */
	return xstrndup(p, (size_t)(e - p));
}

/* Value of key='...' in the namespace, malloc'd, or NULL. */
static char *ns_str(const char *ns, const char *key)
{
	size_t kl = strlen(key);

	for (const char *p = ns; (p = strstr(p, key)); p += kl) {
		bool start = p == ns || p[-1] == '(' || p[-1] == ' ' || p[-1] == ',';
		if (start && p[kl] == '=' && p[kl + 1] == '\'') {
			const char *v = p + kl + 2, *e = strchr(v, '\'');
			if (e)
				return xstrndup(v, (size_t)(e - v));
		}
	}
	return NULL;
}

void nlgraph_run_names(const char *ns, long model, bool sc, const char *run_folder,
		       char **model_out, char **method_out)
{
	char *m = model_in_name(run_folder), *meth = ns ? ns_str(ns, "prompt") : NULL;

	if (!m && model >= 0 && (size_t)model < ARRAY_SIZE(script_models))
		m = xstrdup(script_models[model]);
	else if (!m && model >= 0)
		m = xasprintf("model=%ld", model);
	if (!meth)
		meth = method_in_name(run_folder, m);
	if (meth && sc) {
		char *t = xasprintf("%s+SC", meth);
		free(meth);
		meth = t;
	}
	*model_out = m;
	*method_out = meth;
}

/* ---- the last question ----------------------------------------------- */

#define PROMPT_SLACK 8

struct ints {
	int64_t *v;
	size_t n, cap;
};

/* The integers in [s, e) (digit runs, saturated). */
static void ints_of(const char *s, const char *e, struct ints *out)
{
	out->n = 0;
	while (s < e) {
		int64_t x = 0;
		if (*s < '0' || *s > '9') {
			s++;
			continue;
		}
		for (; s < e && *s >= '0' && *s <= '9'; s++)
			x = x > (INT64_MAX - 9) / 10 ? INT64_MAX : x * 10 + (*s - '0');
		xgrow(&out->v, &out->cap, out->n + 1, sizeof *out->v);
		out->v[out->n++] = x;
	}
}

/* The start of the last "Q:" or "Question:" in [s, e), or e. */
static const char *last_q(const char *s, const char *e)
{
	const char *q = e;

	for (const char *p = s; p + 1 < e; p++)
		if (p[0] == 'Q' && (p[1] == ':' || ((size_t)(e - p) > 9 && !prefixcmp(p, "Question:"))))
			q = p;
	return q;
}

/* An edge as the question words it: two or three integers in a row. */
struct tuple {
	int64_t v[3];
};

static int cmp_tuple(const void *a, const void *b)
{
	const struct tuple *x = a, *y = b;

	for (int i = 0; i < 3; i++)
		if (x->v[i] != y->v[i])
			return (x->v[i] > y->v[i]) - (x->v[i] < y->v[i]);
	return 0;
}

/* A prompt's integers up to its last question, read once and compared with
 * as many problems as needed; the tail's edge tuples, sorted, are kept for
 * the last two (reach, width) asked: the whole prompt's, which every
 * problem compared is first checked against, and one problem's own. */
struct tail_sort {
	size_t k, w;		/* what tu was built for; w == 0: nothing yet */
	struct tuple *tu[3];	/* per alignment */
	size_t nt[3];
};

struct nlgraph_prompt {
	struct ints got;
	struct tail_sort ts[2];
	unsigned last;		/* the slot used last */
};

static void tail_sort_clear(struct tail_sort *ts)
{
	for (size_t i = 0; i < 3; i++) {
		free(ts->tu[i]);
		ts->tu[i] = NULL;
	}
}

/* The tail's tuples at alignment a, sorted (built once per k and w). */
static const struct tuple *tail_tuples(struct nlgraph_prompt *pr, size_t k, size_t w, size_t a,
				       size_t *nt)
{
	const int64_t *t = pr->got.v + pr->got.n - k;
	struct tail_sort *ts = &pr->ts[pr->last];

	if (ts->k != k || ts->w != w) {
		pr->last ^= 1;
		ts = &pr->ts[pr->last];
		if (ts->k != k || ts->w != w) {
			tail_sort_clear(ts);
			ts->k = k;
			ts->w = w;
		}
	}
	if (!ts->tu[a]) {
		size_t n = 0;
		ts->tu[a] = xcalloc(k / w + 1, sizeof *ts->tu[a]);
		for (size_t i = a; i + w <= k; i += w, n++)
			for (size_t c = 0; c < w; c++)
				ts->tu[a][n].v[c] = t[i + c];
		qsort(ts->tu[a], n, sizeof *ts->tu[a], cmp_tuple);
		ts->nt[a] = n;
	}
	*nt = ts->nt[a];
	return ts->tu[a];
}

/* Edge e of g as the question words it (x), and reversed (y). */
static void edge_tuple(const struct graph *g, size_t e, size_t w, struct tuple *x, struct tuple *y)
{
	int v = g->ev[e];

	/* bipartite questions number jobs from 0 */
	*x = (struct tuple){ { g->eu[e], g->bipartite && v >= g->parts[0] ? v - g->parts[0] : v,
			       w == 3 ? g->ew[e] : 0 } };
	*y = (struct tuple){ { x->v[1], x->v[0], x->v[2] } };
}

/* Do the w integers at t equal tuple x (its unused third value 0)? */
static bool tuple_at(const int64_t *t, size_t w, const struct tuple *x)
{
	return t[0] == x->v[0] && t[1] == x->v[1] && (w == 2 || t[2] == x->v[2]);
}

/* Every edge of g is among the last k of got's integers, worded as its
 * ends "u v" (or "v u" when undirected) and then its weight or capacity
 * when g has one: the integers read as consecutive groups of that width,
 * at one of the possible alignments (a header's numbers come first). */
static bool edges_in_tail(struct nlgraph_prompt *pr, size_t k, const struct graph *g)
{
	size_t w = g->attr != ATTR_NONE && g->ew ? 3 : 2, nt;
	const struct tuple *tu;
	bool all = false;

	if (k > pr->got.n)
		k = pr->got.n;
	if (k < w)
		return false;
	for (size_t a = 0; a < w && !all; a++) {
		struct tuple x, y;
		const int64_t *t = pr->got.v + pr->got.n - k;
		bool first = false;

		/* the first edge, looked for in place: most problems compared
		 * fail here, and their tail is never sorted */
		edge_tuple(g, 0, w, &x, &y);
		for (size_t i = a; i + w <= k && !first; i += w)
			first = tuple_at(t + i, w, &x) || (!g->directed && tuple_at(t + i, w, &y));
		if (!first)
			continue;
		tu = tail_tuples(pr, k, w, a, &nt);
		all = true;
		for (size_t e = 1; e < g->m && all; e++) {
			edge_tuple(g, e, w, &x, &y);
			all = bsearch(&x, tu, nt, sizeof *tu, cmp_tuple) ||
			      (!g->directed && bsearch(&y, tu, nt, sizeof *tu, cmp_tuple));
		}
	}
	return all;
}

struct nlgraph_prompt *nlgraph_prompt_new(const char *prompt, size_t len)
{
	struct nlgraph_prompt *pr = xcalloc(1, sizeof *pr);
	const char *end = prompt + len, *acc = NULL;

	/* the prompt proper ends where the "Acc:" lines begin */
	for (const char *s = prompt; (s = strstr(s, "\nAcc")) && s < end; s++)
		if (!acc)
			acc = s;
	if (acc)
		end = acc;
	/* the question's graph part: up to its "Q:" (connectivity's runs ask
	 * the last graph's queries in another order than main.json) */
	ints_of(prompt, last_q(prompt, end), &pr->got);
	return pr;
}

void nlgraph_prompt_free(struct nlgraph_prompt *pr)
{
	if (!pr)
		return;
	tail_sort_clear(&pr->ts[0]);
	tail_sort_clear(&pr->ts[1]);
	free(pr->got.v);
	free(pr);
}

int nlgraph_prompt_match(struct nlgraph_prompt *pr, const struct problem *p)
{
	const struct graph *g = p->graph;
	size_t k, nedge;

	if (!g || !g->m)
		return -1;
	/* a window that fits holds a part of any wider one (at some
	 * alignment), so a problem whose edges are not all in the whole
	 * prompt fails before its question is read: mismatch_of compares a
	 * run's prompt with every graph of its set, and the whole prompt's
	 * tuples are sorted once for all of them */
	if (!edges_in_tail(pr, pr->got.n, g))
		return 0;
	nedge = g->m * (g->attr != ATTR_NONE && g->ew ? 3 : 2);
	/* how far back the last question reaches: as many integers as the
	 * dataset's question holds before its "Q:" (older prompts dropped or
	 * reworded the node count, so only the edges must be there), or the
	 * edges' where main.json has no text */
	k = nedge;
	if (p->question) {
		struct ints q = { NULL, 0, 0 };
		size_t ql = strlen(p->question);
		ints_of(p->question, last_q(p->question, p->question + ql), &q);
		k = q.n > nedge ? q.n : nedge;
		free(q.v);
	}
	/* and a few more: a header, or recitation prompts' "Q1: Are node 0
	 * and node 2 connected...?" lines between the edges and the "Q:" */
	k += PROMPT_SLACK;
	return edges_in_tail(pr, k, g);
}

int nlgraph_prompt_matches(const char *prompt, size_t len, const struct problem *p)
{
	struct nlgraph_prompt *pr;
	int same;

	if (!p->graph || !p->graph->m)
		return -1;
	pr = nlgraph_prompt_new(prompt, len);
	same = nlgraph_prompt_match(pr, p);
	nlgraph_prompt_free(pr);
	return same;
}
