/* foreign-openai.c - OpenAI evals JSONL logs as runs (see foreign.h). */
#include "config.h"
#include "foreign.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* One sample_id's events, in first-appearance order. */
struct oa_sample {
	char *id;
	long line;		/* first event's line */
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
};

static struct oa_sample *sample_for(struct oa_log *lg, const char *id, long line)
{
	for (size_t i = lg->n; i-- > 0;)
		if (!strcmp(lg->v[i].id, id))
			return &lg->v[i];
	xgrow(&lg->v, &lg->cap, lg->n + 1, sizeof *lg->v);
	lg->v[lg->n] = (struct oa_sample){ xstrdup(id), line, NULL, NULL, -1, NULL };
	return &lg->v[lg->n++];
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

/* Parse every line; group the events. Returns the spec (borrowed) or NULL
 * and fills final (borrowed) when the log has a final_report. */
static int parse_log(const char *path, const char *buf, size_t len, struct oa_log *lg,
		     const char *field, const cJSON **spec, const cJSON **final, struct diags *d)
{
	const char *line = buf;
	long lineno = 0;

	while (line < buf + len) {
		const char *nl = memchr(line, '\n', (size_t)(buf + len - line)), *end = NULL;
		size_t ll = nl ? (size_t)(nl - line) : (size_t)(buf + len - line);
		const cJSON *sid, *type, *data;
		cJSON *obj;

		lineno++;
		if (strspn(line, " \t\r") >= ll) {
			line += ll + 1;
			continue;
		}
		obj = cJSON_ParseWithLengthOpts(line, ll, &end, false);
		line += ll + 1;
		if (!cJSON_IsObject(obj)) {
			foreign_json_error(d, path, buf, line - ll - 1, lineno, end);
			cJSON_Delete(obj);
			continue;
		}
		xgrow(&lg->events, &lg->capev, lg->nev + 1, sizeof *lg->events);
		lg->events[lg->nev++] = obj;
		if (cJSON_GetObjectItemCaseSensitive(obj, "spec")) {
			*spec = cJSON_GetObjectItemCaseSensitive(obj, "spec");
			continue;
		}
		if (cJSON_GetObjectItemCaseSensitive(obj, "final_report")) {
			*final = cJSON_GetObjectItemCaseSensitive(obj, "final_report");
			continue;
		}
		sid = cJSON_GetObjectItemCaseSensitive(obj, "sample_id");
		type = cJSON_GetObjectItemCaseSensitive(obj, "type");
		data = cJSON_GetObjectItemCaseSensitive(obj, "data");
		if (!cJSON_IsString(sid) || !cJSON_IsString(type)) {
			diag_warn(d, path, lineno, 0, "event without sample_id and type; skipped");
			continue;
		}
		struct oa_sample *s = sample_for(lg, sid->valuestring, lineno);
		if (!strcmp(type->valuestring, "sampling") && !s->sampled) {
			s->sampled = cJSON_GetObjectItemCaseSensitive(data, "sampled");
			s->data = (cJSON *)data;
		} else if (!strcmp(type->valuestring, "match") && s->correct < 0) {
			const cJSON *c = cJSON_GetObjectItemCaseSensitive(data, "correct");
			if (cJSON_IsBool(c))
				s->correct = cJSON_IsTrue(c);
		}
		if (field && !s->field)
			s->field = cJSON_GetObjectItemCaseSensitive(data, field);
	}
	return 0;
}

int foreign_read_openai(const char *path, const char *buf, size_t len, struct foreign_matcher *m,
			const struct foreign_opts *o, struct runset *rs, struct foreign_stats *st,
			struct diags *d)
{
	struct oa_log lg = { NULL, 0, 0, NULL, 0, 0 };
	const cJSON *spec = NULL, *final = NULL;
	const char *field = o->match_field && strcmp(o->match_field, "id") &&
					    strcmp(o->match_field, "position")
				    ? o->match_field
				    : NULL;
	size_t ncorrect = 0, nmatch = 0;
	char *run;

	parse_log(path, buf, len, &lg, field, &spec, &final, d);
	if (!spec)
		diag_warn(d, path, 1, 0, "no {\"spec\": ...} line; run named from --run or \"openai-evals\"");
	run = run_name(spec, o);
	for (size_t i = 0; i < lg.n; i++) {
		struct oa_sample *s = &lg.v[i];
		struct metrics rec;
		cJSON *idv = cJSON_CreateString(s->id);
		const cJSON *key = field ? s->field : idv;
		long k = 0;

		memset(&rec, 0, sizeof rec);
		if (s->correct >= 0) {
			metrics_set(&rec, "correct", s->correct);
			ncorrect += (size_t)s->correct;
			nmatch++;
		}
		if (cJSON_IsArray(s->sampled)) {
			const cJSON *t;
			cJSON_ArrayForEach(t, s->sampled)
				foreign_add(m, rs, st, d, path, s->line, key, run, k++,
					    cJSON_IsString(t) ? t->valuestring : NULL, &rec);
		} else {
			foreign_add(m, rs, st, d, path, s->line, key, run, 0,
				    cJSON_IsString(s->sampled) ? s->sampled->valuestring : NULL, &rec);
		}
		cJSON_Delete(idv);
	}
	if (final && nmatch) {
		/* the report's accuracy should be the match events' mean */
		const cJSON *acc = cJSON_GetObjectItemCaseSensitive(final, "accuracy");
		double mine = (double)ncorrect / (double)nmatch;
		if (cJSON_IsNumber(acc) && (acc->valuedouble - mine > 1e-9 || mine - acc->valuedouble > 1e-9))
			diag_warn(d, path, 0, 0,
				  "final_report accuracy %.6g differs from the match events' %.6g",
				  acc->valuedouble, mine);
	}
	for (size_t i = 0; i < lg.n; i++)
		free(lg.v[i].id);
	free(lg.v);
	for (size_t i = 0; i < lg.nev; i++)
		cJSON_Delete(lg.events[i]);
	free(lg.events);
	free(run);
	return lg.n || !lg.nev ? EXIT_OK : EXIT_DATAERR;
}
