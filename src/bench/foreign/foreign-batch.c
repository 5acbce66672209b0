/* foreign-batch.c - the output of the OpenAI Batch API and of vLLM's
 * run-batch as runs (see foreign.h): one line per request, {"id",
 * "custom_id", "response": {"status_code", "body": {"model", "choices"}},
 * "error"}. Each choice is one sample of the request's custom_id. */
#include "config.h"
#include "foreign.h"
#include "json-pos.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* A choice's text: message.content of a chat completion, text of a
 * completion; NULL when it has neither as a string. */
static const char *choice_text(const cJSON *choice)
{
	const cJSON *msg = cJSON_GetObjectItemCaseSensitive(choice, "message");
	const cJSON *t = msg ? cJSON_GetObjectItemCaseSensitive(msg, "content")
			     : cJSON_GetObjectItemCaseSensitive(choice, "text");

	return cJSON_IsString(t) ? t->valuestring : NULL;
}

/* The error of a failed request as a phrase: the Batch API's
 * {"code", "message"} (or a body's {"error": {...}}), else a string. */
static char *error_text(const cJSON *err)
{
	const cJSON *code, *msg;

	if (cJSON_IsString(err))
		return xstrdup(err->valuestring);
	if (cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(err, "error")))
		err = cJSON_GetObjectItemCaseSensitive(err, "error");
	code = cJSON_GetObjectItemCaseSensitive(err, "code");
	msg = cJSON_GetObjectItemCaseSensitive(err, "message");
	if (cJSON_IsString(code) && cJSON_IsString(msg))
		return xasprintf("%s: %s", code->valuestring, msg->valuestring);
	if (cJSON_IsString(msg))
		return xstrdup(msg->valuestring);
	if (cJSON_IsString(code))
		return xstrdup(code->valuestring);
	return xstrdup("no message");
}

/* One request's line. Returns true when reading must stop (strict). */
static bool read_line(const struct foreign_ctx *fc, long lineno, const char *line, size_t ll,
		      const cJSON *obj, const char *runbase)
{
	struct runset *rs = fc->rs;
	const cJSON *cid = cJSON_GetObjectItemCaseSensitive(obj, "custom_id");
	const cJSON *err = cJSON_GetObjectItemCaseSensitive(obj, "error");
	const cJSON *resp = cJSON_GetObjectItemCaseSensitive(obj, "response");
	const cJSON *status = cJSON_GetObjectItemCaseSensitive(resp, "status_code");
	const cJSON *body = cJSON_GetObjectItemCaseSensitive(resp, "body");
	const cJSON *choices = cJSON_GetObjectItemCaseSensitive(body, "choices");
	const cJSON *model = cJSON_GetObjectItemCaseSensitive(body, "model");
	const char *id = cJSON_IsString(cid) ? cid->valuestring : NULL, *run;
	long col = json_col(line, ll, "custom_id"), k = 0;
	const cJSON *c;

	if (!id || !*id)
		return foreign_skip(fc, lineno, json_col(line, ll, NULL),
				    "no custom_id (not a Batch API output line)");
	if (err && !cJSON_IsNull(err)) {
		char *e = error_text(err);
		bool stop = foreign_skip(fc, lineno, json_col(line, ll, "error"),
					 "custom_id %s: the request failed: %s", id, e);
		free(e);
		return stop;
	}
	if (!cJSON_IsObject(resp))
		return foreign_skip(fc, lineno, col, "custom_id %s: no response", id);
	if (!cJSON_IsNumber(status) || status->valuedouble != 200) {
		char *e = cJSON_IsObject(body) ? error_text(body) : xstrdup("no body");
		char *code = cJSON_IsNumber(status) ? xasprintf("%.15g", status->valuedouble)
						    : xstrdup("missing");
		bool stop = foreign_skip(fc, lineno,
					 json_col(line, ll, "response.status_code"),
					 "custom_id %s: status %s: %s", id, code, e);
		free(code);
		free(e);
		return stop;
	}
	if (!cJSON_IsArray(choices) || !cJSON_GetArraySize(choices))
		return foreign_skip(fc, lineno, json_col(line, ll, "response.body"),
				    "custom_id %s: no choice in the response", id);
	run = fc->o->run ? fc->o->run : cJSON_IsString(model) && *model->valuestring ? model->valuestring
									    : runbase;
	cJSON_ArrayForEach(c, choices) {
		const cJSON *idx = cJSON_GetObjectItemCaseSensitive(c, "index");
		long sample = cJSON_IsNumber(idx) && whole_ll(idx->valuedouble) &&
					      idx->valuedouble >= 0 && idx->valuedouble < 1e6
				      ? (long)idx->valuedouble
				      : k;
		size_t before = rs->n;
		struct foreign_answer ans = { lineno, col, cid, run, sample, choice_text(c), NULL };
		foreign_add(fc, &ans);
		if (rs->n > before && cJSON_IsString(model))
			rs->v[before].model = runset_intern(rs, model->valuestring);
		k++;
	}
	return false;
}

static bool batch_record(const struct foreign_record *r, void *ctxp)
{
	const struct foreign_ctx *c = ctxp;

	if (!cJSON_IsObject(r->v))
		return foreign_skip(c, r->line, 1, "not a JSON object");
	return read_line(c, r->line, r->text, r->len, r->v, "openai-batch");
}

int foreign_read_batch(const struct foreign_ctx *c, const char *buf, size_t len)
{
	int rc = foreign_each_line(c, buf, len, batch_record, (void *)c);

	if (rc == EXIT_OK && !c->st->samples) {
		diag_error(c->d, c->path, 0, 0, "no answer could be read (no line with a choice)");
		rc = EXIT_DATAERR;
	}
	return rc;
}
