/* foreign-lmeval.c - lm-evaluation-harness samples_*.jsonl as runs (see
 * foreign.h). */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Default run name: samples_<task>_<timestamp>.jsonl -> <task>; stdin -> lm-eval. */
static char *run_from_path(const char *path)
{
	const char *b = strrchr(path, '/'), *e;
	char *name;

	if (!strcmp(path, diag_input_name("-")))	/* stdin: no file name to go by */
		return xstrdup("lm-eval");
	b = b ? b + 1 : path;
	if (!prefixcmp(b, "samples_"))
		b += 8;
	e = b + strlen(b);
	if (!suffixcmp(b, e - b, ".jsonl"))
		e -= 6;
	name = xstrndup(b, (size_t)(e - b));
	/* drop a trailing _YYYY-MM-DDTHH-MM-SS... timestamp */
	for (char *u = strrchr(name, '_'); u && u[1] >= '0' && u[1] <= '9' && strlen(u) >= 11;
	     u = NULL)
		*u = 0;
	return name;
}

/* Request k's argument a (0 = context, 1 = continuation or gen_kwargs), in
 * either shape: [[arg0, arg1], ...] or {"gen_args_K": {"arg_0", "arg_1"}}. */
static const cJSON *argument(const cJSON *args, int k, int a)
{
	if (cJSON_IsArray(args))
		return cJSON_GetArrayItem(cJSON_GetArrayItem(args, k), a);
	if (cJSON_IsObject(args)) {
		char key[32], akey[16];
		snprintf(key, sizeof key, "gen_args_%d", k);
		snprintf(akey, sizeof akey, "arg_%d", a);
		return cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(args, key),
							akey);
	}
	return NULL;
}

static double num_of(const cJSON *v, bool *ok)
{
	*ok = true;
	if (cJSON_IsNumber(v))
		return v->valuedouble;
	if (cJSON_IsBool(v))
		return cJSON_IsTrue(v);
	if (cJSON_IsString(v)) {
		char *end;
		double x = strtod(v->valuestring, &end);
		if (end != v->valuestring && !*end)
			return x;
	}
	*ok = false;
	return 0;
}

/* A log-likelihood response: [logprob, is_greedy] (strings or values). */
static bool loglik(const cJSON *r, double *ll)
{
	bool ok;
	if (!cJSON_IsArray(r) || cJSON_GetArraySize(r) != 2)
		return false;
	*ll = num_of(cJSON_GetArrayItem(r, 0), &ok);
	return ok;
}

/* [logprob, is_greedy]: a number (or numeric string) and a boolean (or
 * "True"/"False"), as opposed to repeated generations (strings). */
static bool is_loglik(const cJSON *r)
{
	const cJSON *g = cJSON_GetArrayItem(r, 1);
	double ll;
	return loglik(r, &ll) && (cJSON_IsBool(g) || (cJSON_IsString(g) &&
						     (!strcmp(g->valuestring, "True") ||
						      !strcmp(g->valuestring, "False"))));
}

static void recorded_of(const cJSON *line, struct metrics *ms)
{
	const cJSON *names = cJSON_GetObjectItemCaseSensitive(line, "metrics"), *it;
	bool ok;

	memset(ms, 0, sizeof *ms);
	cJSON_ArrayForEach(it, names) {
		double v;
		if (!cJSON_IsString(it))
			continue;
		v = num_of(cJSON_GetObjectItemCaseSensitive(line, it->valuestring), &ok);
		if (ok && ms->n < METRICS_MAX)
			metrics_set(ms, it->valuestring, v);
	}
}

static void read_line(const struct foreign_ctx *fc, long lineno, const char *lt, size_t tlen,
		      const cJSON *line, const char *runbase)
{
	const struct foreign_opts *o = fc->o;
	struct foreign_answer a;
	const cJSON *doc = cJSON_GetObjectItemCaseSensitive(line, "doc");
	const cJSON *filt = cJSON_GetObjectItemCaseSensitive(line, "filter");
	const cJSON *fr = cJSON_GetObjectItemCaseSensitive(line, "filtered_resps");
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(line, "arguments"), *key, *first;
	char *run = xasprintf("%s/%s", runbase, cJSON_IsString(filt) ? filt->valuestring : "none");
	struct metrics rec;
	char *kpath = NULL;	/* where the key is, for messages */
	long col;

	if (!fr)
		fr = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(line, "resps"), 0);
	if (o->match_field && strcmp(o->match_field, "id")) {
		key = cJSON_GetObjectItemCaseSensitive(doc, o->match_field);
		if (key)
			kpath = xasprintf("doc.%s", o->match_field);
		if (!key && (key = cJSON_GetObjectItemCaseSensitive(line, o->match_field)))
			kpath = xstrdup(o->match_field);
		if (!key && !strcmp(o->match_field, "question") && (key = argument(args, 0, 0)))
			kpath = xstrdup("arguments");	/* the prompt */
		if (!key && !strcmp(o->match_field, "position") &&
		    (key = cJSON_GetObjectItemCaseSensitive(line, "doc_id")))
			kpath = xstrdup("doc_id");
	} else {
		key = cJSON_GetObjectItemCaseSensitive(doc, "id");
		kpath = xstrdup("doc.id");
		if (!cJSON_IsString(key)) {
			key = cJSON_GetObjectItemCaseSensitive(line, "doc_id");
			strcpy(kpath, "doc_id");
		}
	}
	col = json_col(lt, tlen, kpath);
	free(kpath);
	recorded_of(line, &rec);
	first = cJSON_GetArrayItem(fr, 0);
	a = (struct foreign_answer){ lineno, col, key, run, 0, NULL, &rec };
	if (cJSON_IsString(first)) {
		a.text = first->valuestring;
		foreign_add(fc, &a);
	} else if (cJSON_IsArray(first) && cJSON_IsString(cJSON_GetArrayItem(first, 0)) &&
		   !is_loglik(first)) {
		/* repeats: one string per sample */
		const cJSON *s;
		long k = 0;
		cJSON_ArrayForEach(s, first) {
			a.sample = k++;
			a.text = cJSON_IsString(s) ? s->valuestring : NULL;
			foreign_add(fc, &a);
		}
	} else {
		/* log-likelihood requests: the continuation with the best logprob */
		const cJSON *r, *cont;
		double best = 0, ll;
		int k = 0, bk = -1;
		cJSON_ArrayForEach(r, fr) {
			if (cJSON_IsArray(r) && cJSON_GetArraySize(r) == 1 &&
			    cJSON_IsArray(cJSON_GetArrayItem(r, 0)))
				r = cJSON_GetArrayItem(r, 0);
			if (loglik(r, &ll) && (bk < 0 || ll > best)) {
				best = ll;
				bk = k;
			}
			k++;
		}
		cont = bk >= 0 ? argument(args, bk, 1) : NULL;
		if (cJSON_IsString(cont)) {
			a.text = cont->valuestring;
			while (*a.text == ' ')
				a.text++;
		}
		foreign_add(fc, &a);
	}
	free(run);
}

struct lmeval_ctx {
	const struct foreign_ctx *fc;
	const char *runbase;
};

static bool lmeval_record(const struct foreign_record *r, void *ctxp)
{
	struct lmeval_ctx *c = ctxp;

	if (cJSON_IsObject(r->v) && cJSON_GetObjectItemCaseSensitive(r->v, "doc_id")) {
		read_line(c->fc, r->line, r->text, r->len, r->v, c->runbase);
		return false;
	}
	return foreign_skip(c->fc, r->line, json_col(r->text, r->len, NULL),
			    "not an lm-eval sample (no doc_id)");
}

int foreign_read_lmeval(const struct foreign_ctx *fc, const char *buf, size_t len)
{
	char *runbase = fc->o->run ? xstrdup(fc->o->run) : run_from_path(fc->path);
	struct lmeval_ctx c = { fc, runbase };
	int rc = foreign_each_line(fc, buf, len, lmeval_record, &c);

	free(runbase);
	if (rc == EXIT_OK && fc->st->skipped && !fc->st->samples) {
		diag_error(fc->d, fc->path, 0, 0, "no lm-eval sample could be read");
		rc = EXIT_DATAERR;
	}
	return rc;
}
