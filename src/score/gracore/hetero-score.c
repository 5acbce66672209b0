/* hetero-score.c - GraCoRe scorers for the heterogeneous tasks (see
 * gracore-score.h): answers name nodes by id or by name and relations by
 * name; mentions are found as whole words, case ignored. */
#include "config.h"
#include "gracore-score.h"
#include "hetero-graph.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct mention {
	size_t pos;
	int kind;		/* 0 node, 1 relation */
	int idx;
};

static int cmp_mention(const void *a, const void *b)
{
	const struct mention *x = a, *y = b;
	return (x->pos > y->pos) - (x->pos < y->pos);
}

/* Lower-cased copy with '_' read as ' '. */
static char *fold(const char *s)
{
	char *r = xstrdup(s);

	for (char *p = r; *p; p++)
		*p = *p == '_' ? ' ' : (char)tolower((unsigned char)*p);
	return r;
}

/* Every mention of a node (id or name) or relation in r, by position. */
static struct mention *mentions(const struct hetero *h, const char *r, size_t *n)
{
	char *fr = fold(r);
	const char *end = fr + strlen(fr);
	struct mention *v = NULL;
	size_t cap = 0;

	*n = 0;
	for (int pass = 0; pass < 2; pass++) {
		int count = pass ? h->nrel : h->n;
		for (int i = 0; i < count; i++) {
			const char *names[2] = { pass ? h->rels[i] : h->ids[i],
						 pass ? NULL : h->names[i] };
			for (int k = 0; k < 2; k++) {
				char *w;
				if (!names[k] || !*names[k])
					continue;
				w = fold(names[k]);
				for (const char *p = fr; (p = gcs_word(p, end, w)); p++) {
					xgrow(&v, &cap, *n + 1, sizeof *v);
					v[(*n)++] = (struct mention){ (size_t)(p - fr), pass, i };
				}
				free(w);
			}
		}
	}
	free(fr);
	if (*n)
		qsort(v, *n, sizeof *v, cmp_mention);
	return v;
}

/* The region to read in text t: the last [...] of the answer region,
 * else it. */
static char *region_of(const char *t)
{
	bool marked;
	const char *reg = gcs_region(t, &marked), *open, *close = NULL;

	open = strrchr(reg, '[');
	if (open)
		close = strchr(open, ']');
	return open && close ? xstrndup(open, (size_t)(close - open + 1)) : xstrdup(reg);
}

static char *answer_region(const struct score_input *in)
{
	size_t len;
	const char *t = gcs_sample(in, &len);
	char *own, *r;

	if (!t)
		return NULL;
	own = xstrndup(t, len);
	r = region_of(own);
	free(own);
	return r;
}

static struct hetero *load(const struct score_input *in, char **err)
{
	if (!in->p->gold_answer) {
		*err = xasprintf("%s: no gold answer", in->p->id);
		return NULL;
	}
	return hetero_from_problem(in->p, err);
}

static void set_f1(struct score_result *out, size_t hit, size_t got, size_t want)
{
	double pr = got ? (double)hit / (double)got : 0, re = want ? (double)hit / (double)want : 1;

	metrics_set(&out->metrics, "exact", hit == got && hit == want);
	metrics_set(&out->metrics, "f1", pr + re > 0 ? 2 * pr * re / (pr + re) : want == 0 && got == 0);
}

int gcs_neighbours(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err)
{
	struct hetero *h = load(in, err);
	const cJSON *gn, *it;
	bool *want, *got;
	size_t nm = 0, hit = 0, ngot = 0, nwant = 0;
	struct mention *m;
	char *r;
	long q = -1;

	(void)st;
	if (!h)
		return -1;
	gn = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "neighbours");
	want = xcalloc((size_t)h->n + 1, sizeof *want);
	got = xcalloc((size_t)h->n + 1, sizeof *got);
	cJSON_ArrayForEach(it, gn)
		if (it->valueint >= 0 && it->valueint < h->n)
			want[it->valueint] = true;
	problem_query_int(in->p, "node", &q);
	r = answer_region(in);
	m = r ? mentions(h, r, &nm) : NULL;
	for (size_t i = 0; m && i < nm; i++)
		if (m[i].kind == 0 && !(m[i].idx == q && !want[q]))
			got[m[i].idx] = true;
	for (int v = 0; v < h->n; v++) {
		ngot += got[v];
		nwant += want[v];
		hit += got[v] && want[v];
	}
	out->unparsed = ngot == 0;
	set_f1(out, hit, ngot, nwant);
	free(m);
	free(r);
	free(want);
	free(got);
	hetero_free(h);
	return 0;
}

int gcs_relationship(const struct score_input *in, struct score_runstate *st,
		     struct score_result *out, char **err)
{
	struct hetero *h = load(in, err);
	const cJSON *gr, *it;
	bool *want, *got, none = false;
	size_t nm = 0, hit = 0, ngot = 0, nwant = 0;
	struct mention *m;
	char *r;

	(void)st;
	if (!h)
		return -1;
	gr = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "relations");
	want = xcalloc((size_t)h->nrel + 1, sizeof *want);
	got = xcalloc((size_t)h->nrel + 1, sizeof *got);
	cJSON_ArrayForEach(it, gr) {
		int k = cJSON_IsString(it) ? hetero_relation(h, it->valuestring) : -1;
		if (k >= 0)
			want[k] = true;
	}
	r = answer_region(in);
	m = r ? mentions(h, r, &nm) : NULL;
	for (size_t i = 0; m && i < nm; i++)
		if (m[i].kind == 1)
			got[m[i].idx] = true;
	for (int k = 0; k < h->nrel; k++) {
		ngot += got[k];
		nwant += want[k];
		hit += got[k] && want[k];
	}
	if (r && !ngot) {
		const char *end = r + strlen(r);
		none = gcs_word(r, end, "none") || gcs_word(r, end, "no relation") ||
		       gcs_word(r, end, "not related") || gcs_word(r, end, "no relationship");
	}
	out->unparsed = !ngot && !none;
	set_f1(out, hit, ngot, nwant);
	free(m);
	free(r);
	free(want);
	free(got);
	hetero_free(h);
	return 0;
}

int gcs_subgraph(const struct score_input *in, struct score_runstate *st,
		 struct score_result *out, char **err)
{
	struct hetero *h = load(in, err);
	const cJSON *ge, *it;
	size_t nm = 0, nwant = 0, hit = 0, ngot = 0;
	struct mention *m;
	long *want, *gotv;
	char *r, *own;
	size_t len;
	bool marked;
	const char *t;

	(void)st;
	if (!h)
		return -1;
	ge = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "edges");
	want = xcalloc((size_t)cJSON_GetArraySize(ge) * 3 + 3, sizeof *want);
	cJSON_ArrayForEach(it, ge) {
		const cJSON *rel = cJSON_GetArrayItem(it, 1);
		want[3 * nwant] = cJSON_GetArrayItem(it, 0) ? cJSON_GetArrayItem(it, 0)->valueint : -1;
		want[3 * nwant + 1] = cJSON_IsString(rel) ? hetero_relation(h, rel->valuestring) : -1;
		want[3 * nwant + 2] = cJSON_GetArrayItem(it, 2) ? cJSON_GetArrayItem(it, 2)->valueint : -1;
		nwant++;
	}
	/* read the whole answer region: the triples may span many brackets */
	t = gcs_sample(in, &len);
	own = t ? xstrndup(t, len) : NULL;
	r = own ? xstrdup(gcs_region(own, &marked)) : NULL;
	m = r ? mentions(h, r, &nm) : NULL;
	gotv = xcalloc(nm / 3 * 3 + 3, sizeof *gotv);
	for (size_t i = 0; m && i + 2 < nm; i++) {
		if (m[i].kind == 0 && m[i + 1].kind == 1 && m[i + 2].kind == 0) {
			long e[3] = { m[i].idx, m[i + 1].idx, m[i + 2].idx };
			bool dup = false;
			for (size_t k = 0; k < ngot && !dup; k++)
				dup = !memcmp(&gotv[3 * k], e, sizeof e);
			if (!dup) {
				memcpy(&gotv[3 * ngot], e, sizeof e);
				ngot++;
			}
			i += 2;
		}
	}
	for (size_t k = 0; k < ngot; k++)
		for (size_t j = 0; j < nwant; j++)
			if (!memcmp(&gotv[3 * k], &want[3 * j], 3 * sizeof *want) ||
			    (!h->directed && gotv[3 * k] == want[3 * j + 2] &&
			     gotv[3 * k + 1] == want[3 * j + 1] && gotv[3 * k + 2] == want[3 * j])) {
				hit++;
				break;
			}
	out->unparsed = ngot == 0 && nwant > 0;
	set_f1(out, hit, ngot, nwant);
	free(gotv);
	free(want);
	free(m);
	free(r);
	free(own);
	hetero_free(h);
	return 0;
}

/* The label the region of text t names first, or -1. */
static int first_label(const struct hetero *h, const char *t)
{
	bool marked;
	char *fr = fold(gcs_region(t, &marked));
	const char *best = NULL;
	int pick = -1;

	for (int l = 0; l < h->nlabels; l++) {
		char *w = fold(h->labels[l]);
		const char *p = gcs_word(fr, fr + strlen(fr), w);
		if (p && (!best || p < best)) {
			best = p;
			pick = l;
		}
		free(w);
	}
	free(fr);
	return pick;
}

int gcs_node_class(const struct score_input *in, struct score_runstate *st,
		   struct score_result *out, char **err)
{
	struct hetero *h = load(in, err);
	const cJSON *gl;
	size_t len;
	const char *t;
	char *own = NULL;
	int pick = -1;

	(void)st;
	if (!h)
		return -1;
	gl = cJSON_GetObjectItemCaseSensitive(in->p->gold_answer, "label");
	t = gcs_sample(in, &len);
	if (t) {
		own = xstrndup(t, len);
		pick = first_label(h, own);
	}
	out->unparsed = pick < 0;
	metrics_set(&out->metrics, "exact", pick >= 0 && cJSON_IsString(gl) &&
						    !strcmp(h->labels[pick], gl->valuestring));
	free(own);
	hetero_free(h);
	return 0;
}

/* ---- what the scorers read, for a person (score_ops.reads) ------------ */

/* The nodes (by id) and relations the region names, in text order, as the
 * neighbourhood, relationship and subgraph scorers find them. */
static char *read_mentions(const struct problem *p, const char *t, struct xanswer *walk)
{
	char *err = NULL, *r;
	struct hetero *h = hetero_from_problem(p, &err);
	struct mention *m;
	struct strbuf sb;
	size_t nm = 0;

	(void)walk;
	free(err);
	if (!h)
		return NULL;
	r = region_of(t);
	m = mentions(h, r, &nm);
	sb_init(&sb);
	for (size_t i = 0; i < nm; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "",
			  m[i].kind ? h->rels[m[i].idx] : h->ids[m[i].idx]);
	free(m);
	free(r);
	hetero_free(h);
	if (!sb.len) {
		sb_free(&sb);
		return NULL;
	}
	return sb_take(&sb);
}

/* The first label the answer region names, as gcs_node_class reads it. */
static char *read_label(const struct problem *p, const char *t, struct xanswer *walk)
{
	char *err = NULL, *r = NULL;
	struct hetero *h = hetero_from_problem(p, &err);
	int pick;

	(void)walk;
	free(err);
	if (!h)
		return NULL;
	pick = first_label(h, t);
	if (pick >= 0)
		r = xstrdup(h->labels[pick]);
	hetero_free(h);
	return r;
}

static const gcs_read_fn read_fns[TASK__COUNT] = {
	[TASK_NEIGHBOURS] = read_mentions,
	[TASK_RELATIONSHIP] = read_mentions,
	[TASK_RELATION_COUNT] = gcs_reads_number,
	[TASK_SUBGRAPH] = read_mentions,
	[TASK_NODE_CLASS] = read_label,
	[TASK_LINK_PRED] = gcs_reads_yes_no,
};

static char *hetero_reads(const struct problem *p, const char *text, size_t len,
			  struct xanswer *walk)
{
	return gcs_reads_by(read_fns, p, text, len, walk);
}

/* ---- the policies' ops of the heterogeneous tasks (score-ops.h) ------- */

/* Both policies score the heterogeneous tasks alike. */
static const score_task_fn hetero_fns[TASK__COUNT] = {
	[TASK_NEIGHBOURS] = gcs_neighbours,
	[TASK_RELATIONSHIP] = gcs_relationship,
	[TASK_RELATION_COUNT] = gcs_node_count,
	[TASK_SUBGRAPH] = gcs_subgraph,
	[TASK_NODE_CLASS] = gcs_node_class,
	[TASK_LINK_PRED] = gcs_yes_no,
};

static int score_hetero(const struct score_input *in, struct score_runstate *st,
			struct score_result *out, char **err)
{
	score_task_fn fn = hetero_fns[in->p->task->kind];

	if (!fn) {
		*err = xasprintf("task %s is not a GraCoRe heterogeneous task", in->p->task->name);
		return -1;
	}
	return fn(in, st, out, err);
}

const struct score_ops hetero_strict_ops = {
	.score = score_hetero,
	.primary = "exact",
	.reads = hetero_reads,
};
const struct score_ops hetero_compat_ops = {
	.score = score_hetero,
	.primary = "exact",
	.reads = hetero_reads,
};
