/* request.c - a problem's prompt and the request that carries it
 * (request.h). */
#include "config.h"
#include "request.h"
#include "grapheval-import.h"
#include "nlgraph.h"
#include "util.h"

#include <string.h>

/* The NLGraph scripts' system message of their chat models. */
#define NLGRAPH_SYSTEM "You are a helpful assistant."
#define DEFAULT_MAX_TOKENS 1024
#define CODE_MAX_TOKENS 2048

static const char *method_of(const struct request_opts *o)
{
	return o->method ? o->method : "none";
}

/* Is p worded by the NLGraph scripts' rules: NLGraph's own problems and
 * the generated problems of its tasks. */
static bool nlgraph_worded(const struct problem *p)
{
	return nlgraph_methods(p->task) && p->benchmark && !strcmp(p->benchmark, "nlgraph");
}

static bool grapheval(const struct problem *p)
{
	return p->benchmark && !strcmp(p->benchmark, "grapheval2000");
}

const char *request_key(const struct problem *p)
{
	return grapheval(p) ? p->task->name : p->id;
}

char *request_prompt(const struct problem *p, const struct request_opts *o, char **err)
{
	const char *m = method_of(o);
	bool none = !strcmp(m, "none");

	*err = NULL;
	if (grapheval(p) && none)
		return grapheval_prompt(p, o->grapheval_root, err);
	if (nlgraph_worded(p) && !(none && p->question && *p->question && !o->city && !o->layers)) {
		struct nlgraph_ask_opts ao = { m, o->nlgraph_root, o->city, o->layers };
		return nlgraph_ask_prompt(p, &ao, err);
	}
	if (!none) {
		*err = xasprintf("%s: method '%s' is NLGraph's; %s problems take only 'none'",
				 p->id, m, p->benchmark ? p->benchmark : "these");
		return NULL;
	}
	if (!p->question || !*p->question) {
		*err = xasprintf("%s: no question to ask", p->id);
		return NULL;
	}
	return xstrdup(p->question);
}

long request_max_tokens(const struct problem *p, const struct request_opts *o)
{
	if (o->max_tokens > 0)
		return o->max_tokens;
	if (nlgraph_worded(p))
		return nlgraph_max_tokens(p->task);
	return grapheval(p) ? CODE_MAX_TOKENS : DEFAULT_MAX_TOKENS;
}

double request_temperature(const struct problem *p, const struct request_opts *o)
{
	(void)p;
	if (o->temperature >= 0)
		return o->temperature;
	/* the scripts' self-consistency (--SC 1) samples at 0.7 */
	return o->samples > 1 ? 0.7 : 0;
}

const char *request_system(const struct problem *p, const struct request_opts *o)
{
	if (o->system)
		return *o->system ? o->system : NULL;
	return nlgraph_worded(p) ? NLGRAPH_SYSTEM : NULL;
}

static cJSON *message(const char *role, const char *content)
{
	cJSON *m = xjson(cJSON_CreateObject());

	xjson(cJSON_AddStringToObject(m, "role", role));
	xjson(cJSON_AddStringToObject(m, "content", content));
	return m;
}

cJSON *request_batch_line(const struct problem *p, const char *prompt,
			  const struct request_opts *o)
{
	cJSON *line = xjson(cJSON_CreateObject()), *body;
	const char *sys = request_system(p, o);

	xjson(cJSON_AddStringToObject(line, "custom_id", request_key(p)));
	xjson(cJSON_AddStringToObject(line, "method", "POST"));
	xjson(cJSON_AddStringToObject(line, "url",
				      o->chat ? "/v1/chat/completions" : "/v1/completions"));
	body = xjson(cJSON_AddObjectToObject(line, "body"));
	if (o->model)
		xjson(cJSON_AddStringToObject(body, "model", o->model));
	if (o->chat) {
		cJSON *msgs = xjson(cJSON_AddArrayToObject(body, "messages"));
		if (sys)
			cJSON_AddItemToArray(msgs, message("system", sys));
		cJSON_AddItemToArray(msgs, message("user", prompt));
	} else {
		xjson(cJSON_AddStringToObject(body, "prompt", prompt));
	}
	xjson(cJSON_AddNumberToObject(body, "temperature", request_temperature(p, o)));
	xjson(cJSON_AddNumberToObject(body, "max_tokens", (double)request_max_tokens(p, o)));
	if (o->samples > 1)
		xjson(cJSON_AddNumberToObject(body, "n", (double)o->samples));
	return line;
}

cJSON *request_plain_line(const struct problem *p, const char *prompt,
			  const struct request_opts *o)
{
	cJSON *line = xjson(cJSON_CreateObject());

	xjson(cJSON_AddStringToObject(line, "id", request_key(p)));
	xjson(cJSON_AddStringToObject(line, "task", p->task->name));
	xjson(cJSON_AddStringToObject(line, "method", method_of(o)));
	xjson(cJSON_AddStringToObject(line, "prompt", prompt));
	return line;
}
