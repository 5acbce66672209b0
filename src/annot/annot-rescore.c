/* annot-rescore.c - checking an override against its problem (strict must
 * read its value back from the canonical text), and scoring items with
 * overrides (see annot.h "Overrides"). */
#include "config.h"
#include "annot-int.h"
#include "answer-shape.h"
#include "bench.h"
#include "extract.h"
#include "extract-ops.h"
#include "problem.h"
#include "runs.h"
#include "score.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const cJSON *get(const cJSON *v, const char *k)
{
	return cJSON_GetObjectItemCaseSensitive(v, k);
}

static bool seq_eq(const struct xanswer *a, const cJSON *arr)
{
	const cJSON *e;
	size_t i = 0;

	if (a->kind != XK_SEQ || a->n != (size_t)cJSON_GetArraySize(arr))
		return false;
	cJSON_ArrayForEach(e, arr)
		if (a->v[i++] != (int64_t)ll_of(e->valuedouble))
			return false;
	return true;
}

static bool embed_eq(const struct xanswer *a, const cJSON *rows)
{
	const cJSON *r, *c;
	size_t i = 0;

	if (a->kind != XK_EMBED || a->n != (size_t)cJSON_GetArraySize(rows))
		return false;
	cJSON_ArrayForEach(r, rows) {
		int j = 0;
		if (a->v[i] != (int64_t)i || a->rowdim[i] != cJSON_GetArraySize(r))
			return false;
		cJSON_ArrayForEach(c, r)
			if (a->f[i * (size_t)a->dim + (size_t)j++] != c->valuedouble)
				return false;
		i++;
	}
	return true;
}

/* Does policy strict extract the task's answers? Then an override is
 * checked against the graph and must read back from its text. */
static bool strict_reads(const struct task *t)
{
	return extract_ops_for(t->kind)->answer != NULL;
}

/* Does strict's extractor read v back from text? By the task's answer
 * shape, the value under its key. */
static bool reads_back(const struct problem *p, const cJSON *v, const char *text, size_t len)
{
	struct xquery q = { -1, -1, p->graph->n };
	const char *key = p->task->shape_key;
	struct xanswer a;
	const cJSON *x, *e;
	bool ok = false;
	size_t i = 0;

	problem_query_int(p, "source", &q.source);
	problem_query_int(p, "target", &q.target);
	extract_answer(p->task->kind, text, len, &q, &a);
	switch (p->task->shape) {
	case ANSWER_BOOL:
		ok = a.kind == XK_BOOL && a.yes == cJSON_IsTrue(get(v, key));
		break;
	case ANSWER_IDS:
		ok = seq_eq(&a, get(v, key));
		break;
	case ANSWER_PATH:
		x = get(v, "length");
		ok = seq_eq(&a, get(v, key)) && (!x || (a.has_num && a.num == (int64_t)ll_of(x->valuedouble)));
		break;
	case ANSWER_IDS_OR_NONE:
		/* no path: strict reads a "no" */
		x = get(v, key);
		ok = cJSON_IsArray(x) && x->child ? seq_eq(&a, x) : a.kind == XK_BOOL && !a.yes;
		break;
	case ANSWER_NUMBER:
		ok = a.kind == XK_NUMBER && a.num == (int64_t)ll_of(get(v, key)->valuedouble);
		break;
	case ANSWER_PAIRS:
		x = get(v, key);
		ok = a.kind == XK_PAIRS && a.n == 2 * (size_t)cJSON_GetArraySize(x);
		cJSON_ArrayForEach(e, x) {
			ok = ok && a.v[i] == (int64_t)ll_of(e->child->valuedouble) &&
			     a.v[i + 1] == (int64_t)ll_of(e->child->next->valuedouble);
			i += 2;
		}
		break;
	case ANSWER_ROWS:
		ok = embed_eq(&a, get(v, key));
		break;
	default:
		ok = true;
	}
	xanswer_free(&a);
	return ok;
}

char *annot_override_text(const struct problem *p, const cJSON *v, size_t *len, char **err)
{
	const cJSON *e;
	struct strbuf sb;

	if (!cJSON_IsObject(v) || !v->child) {
		annot_nope(err, "an override is an object in the task's answer shape (%s)",
			   p->task->answer_keys);
		return NULL;
	}
	cJSON_ArrayForEach(e, v)
		if (!annot_answer_key(p->task, e->string)) {
			annot_nope(err, "override: \"%s\" is not an answer key of %s (%s)", e->string,
				   p->task->name, p->task->answer_keys);
			return NULL;
		}
	if (strict_reads(p->task)) {
		if (!p->graph || !p->graph->finished) {
			annot_nope(err, "%s: no graph to check the override against", p->id);
			return NULL;
		}
		if (answer_shape_check(p, v, err) != 0)
			return NULL;
	}
	sb_init(&sb);
	annot_answer_text(p, v, &sb);
	if (strict_reads(p->task) && !reads_back(p, v, sb.data, sb.len)) {
		annot_nope(err, "override: policy strict would not read this value back from \"%s\"",
			   sb.data);
		sb_free(&sb);
		return NULL;
	}
	if (len)
		*len = sb.len;
	return sb_take(&sb);
}

int annot_override_check(const struct problem *p, const cJSON *v, char **err)
{
	char *t = annot_override_text(p, v, NULL, err);

	free(t);
	return t ? 0 : -1;
}

/* Problems in p's benchmark/task/difficulty/set (the id up to its last
 * '/'), as score.c counts them. */
static long set_size(const struct problemset *ps, const struct problem *p)
{
	const char *slash = strrchr(p->id, '/');
	size_t pl = slash ? (size_t)(slash - p->id) : strlen(p->id);
	long n = 0;

	for (size_t i = 0; ps && i < ps->n; i++)
		n += !strncmp(ps->v[i]->id, p->id, pl) &&
		     (ps->v[i]->id[pl] == '/' || !ps->v[i]->id[pl]) &&
		     !strchr(ps->v[i]->id + pl + (ps->v[i]->id[pl] == '/'), '/');
	return n;
}

int annot_rescore(const struct policy *pol, const struct problemset *ps, const struct problem *p,
		  const cJSON *v, struct score_result *out, bool *correct, char **err)
{
	struct score_runstate rst = { 0 };
	struct score_input in;
	score_task_fn fn = bench_scorer_for(pol, p);
	size_t len;
	char *text;
	const char *texts[1];
	int rc;

	memset(out, 0, sizeof *out);
	if (correct)
		*correct = false;
	if (!fn)
		return annot_nope(err, "policy %s does not score task %s", pol->name, p->task->name);
	if (!(text = annot_override_text(p, v, &len, err)))
		return -1;
	texts[0] = text;
	in = (struct score_input){ p, texts, &len, 1, 0, false, set_size(ps, p), false };
	rc = fn(&in, &rst, out, err);
	free(text);
	/* an override is judged for its verdict: its false claims are kept
	 * nowhere */
	score_result_free(out);
	if (rc == 0) {
		const double *pv = metrics_get(&out->metrics, pol->primary[p->task->kind]);
		if (correct)
			*correct = pv && *pv == 1;
	}
	return rc == 0 ? 0 : -1;
}

char *annot_subst_text(void *ctx, const struct problem *p, const struct answer *a, size_t *len)
{
	struct annot_subst *sub = ctx;
	const struct annot *an;
	char *err = NULL, *text;

	an = annot_get(sub->st, &(struct annot_key){ a->run, a->problem, a->sample });
	if (!an || !an->override || !p)
		return NULL;
	text = annot_override_text(p, an->override, len, &err);
	if (!text) {
		diag_warn(sub->d, annot_path(sub->st), 0, 0, "%s %s sample %ld: %s (not applied)",
			  a->run, a->problem, a->sample, err);
		free(err);
		sub->bad++;
		return NULL;
	}
	sub->used++;
	return text;
}
