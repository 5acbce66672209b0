/* foreign-openai.c - OpenAI evals JSONL logs as runs (see foreign.h). */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* One sample_id's events, in first-appearance order. */
struct oa_sample {
	char *id;
	long line, col;		/* first event's line, its sample_id's column */
	cJSON *sampled;		/* borrowed: the sampling event's data.sampled */
	cJSON *data;		/* borrowed: that event's data */
	int correct;		/* match event: 1, 0, or -1 when none */
	cJSON *field;		/* borrowed: match_field's value in any event's data */
};

struct oa_log {
	struct oa_sample *v;
	size_t n, cap;
	cJSON **events;		/* owned parsed lines */
	size_t nev, capev;
	size_t *slot;		/* open-addressing index: sample_id -> v index + 1 */
	size_t nslot;		/* a power of two, at least 2n */
};

static uint64_t oa_hash(const char *s)
{
	uint64_t h = 14695981039346656037ULL;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static void oa_index(struct oa_log *lg, size_t i)
{
	size_t h = (size_t)oa_hash(lg->v[i].id) & (lg->nslot - 1);

	while (lg->slot[h])
		h = (h + 1) & (lg->nslot - 1);
	lg->slot[h] = i + 1;
}

/* The sample with this id, added when new: hashed, so a log of n samples
 * is read in O(n) (issue 17: a linear search made 40k samples take 5 s). */
static struct oa_sample *sample_for(struct oa_log *lg, const char *id, long line)
{
	size_t h;

	if (lg->nslot) {
		for (h = (size_t)oa_hash(id) & (lg->nslot - 1); lg->slot[h];
		     h = (h + 1) & (lg->nslot - 1))
			if (!strcmp(lg->v[lg->slot[h] - 1].id, id))
				return &lg->v[lg->slot[h] - 1];
	}
	xgrow(&lg->v, &lg->cap, lg->n + 1, sizeof *lg->v);
	lg->v[lg->n] = (struct oa_sample){ xstrdup(id), line, 0, NULL, NULL, -1, NULL };
	lg->n++;
	if (2 * lg->n > lg->nslot) {
		free(lg->slot);
		lg->nslot = lg->nslot ? 2 * lg->nslot : 64;
		lg->slot = xcalloc(lg->nslot, sizeof *lg->slot);
		for (size_t i = 0; i < lg->n; i++)
			oa_index(lg, i);
	} else {
		oa_index(lg, lg->n - 1);
	}
	return &lg->v[lg->n - 1];
}

static char *run_name(const cJSON *spec, const struct foreign_opts *o)
{
	const cJSON *name = cJSON_GetObjectItemCaseSensitive(spec, "eval_name");
	const cJSON *fns = cJSON_GetObjectItemCaseSensitive(spec, "completion_fns"), *fn;
	struct strbuf sb;

	if (o->run)
		return xstrdup(o->run);
	sb_init(&sb);
	sb_puts(&sb, cJSON_IsString(name) ? name->valuestring : "openai-evals");
	cJSON_ArrayForEach(fn, fns)
		if (cJSON_IsString(fn))
			sb_printf(&sb, "%c%s", fn == fns->child ? '/' : '+', fn->valuestring);
	return sb_take(&sb);
}

/* Parse every line; group the events. Sets *spec and *final (borrowed)
 * when the log has them, final_pos[0..1] to the line and column of the
 * final report. Returns 0, or -1 when a bad line stops a strict read. */
static int parse_log(const struct foreign_ctx *c, const char *buf, size_t len, struct oa_log *lg,
		     const char *field, const cJSON **spec, const cJSON **final, long *final_pos)
{
	const char *line = buf, *end = buf + len;
	long lineno = 0;

	while (line < end) {
		size_t ll;
		const char *next = foreign_line(line, end, &ll), *err = NULL, *lt = line;
		const cJSON *sid, *type, *data;
		cJSON *obj;

		lineno++;
		if (strspn(line, " \t") >= ll) {
			line = next;
			continue;
		}
		obj = foreign_json_parse(line, ll, &err);
		if (!cJSON_IsObject(obj)) {
			bool stop = !obj ? foreign_json_error(c, line, ll, lineno, err)
					 : foreign_skip(c, lineno, json_col(lt, ll, NULL),
							"expected a JSON object");
			cJSON_Delete(obj);
			if (stop)
				return -1;
			line = next;
			continue;
		}
		line = next;
		xgrow(&lg->events, &lg->capev, lg->nev + 1, sizeof *lg->events);
		lg->events[lg->nev++] = obj;
		if (cJSON_GetObjectItemCaseSensitive(obj, "spec")) {
			*spec = cJSON_GetObjectItemCaseSensitive(obj, "spec");
			continue;
		}
		if (cJSON_GetObjectItemCaseSensitive(obj, "final_report")) {
			*final = cJSON_GetObjectItemCaseSensitive(obj, "final_report");
			final_pos[0] = lineno;
			final_pos[1] = json_col(lt, ll, "final_report");
			continue;
		}
		sid = cJSON_GetObjectItemCaseSensitive(obj, "sample_id");
		type = cJSON_GetObjectItemCaseSensitive(obj, "type");
		data = cJSON_GetObjectItemCaseSensitive(obj, "data");
		if (!cJSON_IsString(sid) || !cJSON_IsString(type)) {
			if (foreign_skip(c, lineno, json_col(lt, ll, NULL),
					 "event without sample_id and type"))
				return -1;
			continue;
		}
		struct oa_sample *s = sample_for(lg, sid->valuestring, lineno);
		if (!s->col)	/* a new sample: where its messages point */
			s->col = json_col(lt, ll, "sample_id");
		if (!strcmp(type->valuestring, "sampling") && !s->sampled) {
			s->sampled = cJSON_GetObjectItemCaseSensitive(data, "sampled");
			s->data = (cJSON *)data;
		} else if (!strcmp(type->valuestring, "match") && s->correct < 0) {
			const cJSON *ok = cJSON_GetObjectItemCaseSensitive(data, "correct");
			if (cJSON_IsBool(ok))
				s->correct = cJSON_IsTrue(ok);
		}
		if (field && !s->field)
			s->field = cJSON_GetObjectItemCaseSensitive(data, field);
	}
	return 0;
}

int foreign_read_openai(const struct foreign_ctx *c, const char *buf, size_t len)
{
	const char *path = c->path;
	const struct foreign_opts *o = c->o;
	struct diags *d = c->d;
	struct oa_log lg = { NULL, 0, 0, NULL, 0, 0, NULL, 0 };
	const cJSON *spec = NULL, *final = NULL;
	const char *field = o->match_field && strcmp(o->match_field, "id") &&
					    strcmp(o->match_field, "position")
				    ? o->match_field
				    : NULL;
	size_t ncorrect = 0, nmatch = 0;
	long final_pos[2] = { 0, 0 };
	char *run;
	int rc = EXIT_OK;

	if (parse_log(c, buf, len, &lg, field, &spec, &final, final_pos) != 0) {
		rc = EXIT_DATAERR;
		goto out;
	}
	if (!lg.n) {
		diag_error(d, path, 0, 0, "no OpenAI evals sample (no event line with a sample_id)");
		rc = EXIT_DATAERR;
		goto out;
	}
	if (!spec)
		diag_warn(d, path, 1, 1, "no {\"spec\": ...} line; run named from --run or \"openai-evals\"");
	run = run_name(spec, o);
	for (size_t i = 0; i < lg.n; i++) {
		struct oa_sample *s = &lg.v[i];
		struct metrics rec;
		cJSON *idv = cJSON_CreateString(s->id);
		struct foreign_answer a = { s->line, s->col, field ? s->field : idv, run, 0, NULL, &rec };

		memset(&rec, 0, sizeof rec);
		if (s->correct >= 0) {
			metrics_set(&rec, "correct", s->correct);
			ncorrect += (size_t)s->correct;
			nmatch++;
		}
		if (cJSON_IsArray(s->sampled)) {
			const cJSON *t;
			cJSON_ArrayForEach(t, s->sampled) {
				a.text = cJSON_IsString(t) ? t->valuestring : NULL;
				foreign_add(c, &a);
				a.sample++;
			}
		} else {
			a.text = cJSON_IsString(s->sampled) ? s->sampled->valuestring : NULL;
			foreign_add(c, &a);
		}
		cJSON_Delete(idv);
	}
	if (final && nmatch) {
		/* the report's accuracy should be the match events' mean */
		const cJSON *acc = cJSON_GetObjectItemCaseSensitive(final, "accuracy");
		double mine = (double)ncorrect / (double)nmatch;
		if (cJSON_IsNumber(acc) && (acc->valuedouble - mine > 1e-9 || mine - acc->valuedouble > 1e-9))
			diag_warn(d, path, final_pos[0], final_pos[1],
				  "final_report accuracy %.6g differs from the match events' %.6g",
				  acc->valuedouble, mine);
	}
	free(run);
out:
	for (size_t i = 0; i < lg.n; i++)
		free(lg.v[i].id);
	free(lg.v);
	free(lg.slot);
	for (size_t i = 0; i < lg.nev; i++)
		cJSON_Delete(lg.events[i]);
	free(lg.events);
	return rc;
}
