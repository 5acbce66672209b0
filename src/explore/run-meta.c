/* run-meta.c - a run's model and method from its name and prompt.txt
 * (run-meta.h). */
#include "config.h"
#include "run-meta.h"
#include "workspace.h"
#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* NLGraph's scripts: model_list = ["text-davinci-003", "code-davinci-002",
 * "gpt-3.5-turbo", "gpt-4"], indexed by --model. */
static const char *const models[] = { "text-davinci-003", "code-davinci-002", "gpt-3.5-turbo",
				       "gpt-4" };
#define NMODELS ARRAY_SIZE(models)

const char *run_meta_model_name(long index)
{
	return index >= 0 && (size_t)index < NMODELS ? models[index] : NULL;
}

/* The value after key= in a namespace: an integer, or a quoted string
 * (copied into buf). Returns false when absent. */
static bool ns_value(const char *ns, const char *key, char *buf, size_t len)
{
	size_t kl = strlen(key);

	for (const char *p = ns; (p = strstr(p, key)); p += kl) {
		size_t i = 0;
		if ((p > ns && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) || p[kl] != '=')
			continue;
		p += kl + 1;
		if (*p == '\'' || *p == '"') {
			char q = *p++;
			while (*p && *p != q && i + 1 < len)
				buf[i++] = *p++;
		} else {
			while (*p && *p != ',' && *p != ')' && i + 1 < len)
				buf[i++] = *p++;
		}
		buf[i] = '\0';
		return true;
	}
	return false;
}

/* The last "Namespace(...)" of a run's prompt.txt, or NULL. */
static char *read_namespace(const struct workspace *ws, const char *run)
{
	const char *s1, *s2;
	char *task, *diff, *folder, *ns = NULL;

	if (!ws || !(s1 = strchr(run, '/')) || !(s2 = strchr(s1 + 1, '/')))
		return NULL;
	task = xstrndup(run, (size_t)(s1 - run));
	diff = xstrndup(s1 + 1, (size_t)(s2 - s1 - 1));
	folder = xstrdup(s2 + 1);
	for (size_t i = 0; i < ws->nruns + ws->nsources && !ns; i++) {
		const char *root = NULL;
		if (i < ws->nruns) {
			if (ws->runs[i].kind == WS_RUNS_NLGRAPH_LOGS)
				root = ws->runs[i].path;
		} else if (ws->sources[i - ws->nruns].kind == WS_SRC_NLGRAPH) {
			root = ws->sources[i - ws->nruns].path;
		}
		for (int sub = 0; root && sub < 2 && !ns; sub++) {
			char *path = xasprintf("%s%s/%s/graph/%s/log/%s/prompt.txt", root,
					       sub ? "/NLGraph" : "", task, diff, folder);
			size_t len;
			char *txt = read_file(path, &len);
			if (txt) {
				const char *last = NULL;
				for (const char *p = txt; (p = strstr(p, "Namespace(")); p++)
					last = p;
				if (last)
					ns = xstrndup(last, strcspn(last, "\n"));
				free(txt);
			}
			free(path);
		}
	}
	free(task);
	free(diff);
	free(folder);
	return ns;
}

void run_meta_get(const struct workspace *ws, const char *run, struct run_meta *m)
{
	const char *sep = run ? strstr(run, "---") : NULL, *slash;
	char *ns = run ? read_namespace(ws, run) : NULL, buf[64];
	char *method = NULL, *model = NULL;

	memset(m, 0, sizeof *m);
	if (sep && (slash = strrchr(run, '/')) && slash < sep && sep - slash == 9 &&
	    strlen(sep) >= 8) {
		/* .../YYYYMMDD---HH-MM-rest */
		const char *d = slash + 1, *t = sep + 3, *rest = sep + 8;
		m->when = xasprintf("%.4s-%.2s-%.2s %.2s:%.2s", d, d + 4, d + 6, t, t + 3);
		if (*rest == '-')
			rest++;
		if (*rest) {
			char *r = xstrdup(rest);
			for (size_t i = 0; i < NMODELS && !model; i++) {
				char *at = strstr(r, models[i]);
				if (at) {
					model = xstrdup(models[i]);
					/* drop "-model" from the method */
					memmove(at > r && at[-1] == '-' ? at - 1 : at,
						at + strlen(models[i]), strlen(at + strlen(models[i])) + 1);
				}
			}
			if (*r && strspn(r, "0123456789") != strlen(r))
				method = r;
			else
				free(r);
		}
	}
	if (!model && ns && ns_value(ns, "model", buf, sizeof buf)) {
		long v;
		const char *name = parse_long(buf, &v) == 0 ? run_meta_model_name(v) : NULL;
		model = xstrdup(name ? name : buf);
	}
	if (!method && ns && ns_value(ns, "prompt", buf, sizeof buf)) {
		char sc[16];
		bool voted = ns_value(ns, "SC", sc, sizeof sc) && !strcmp(sc, "1");
		method = xasprintf("%s%s", buf, voted ? "+SC" : "");
	}
	m->model = model ? model : xstrdup("-");
	m->method = method ? method : xstrdup("-");
	if (!m->when)
		m->when = xstrdup("-");
	free(ns);
}

void run_meta_free(struct run_meta *m)
{
	free(m->model);
	free(m->method);
	free(m->when);
	memset(m, 0, sizeof *m);
}
