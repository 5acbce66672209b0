/* workspace.c - the workspace definition: YAML to struct workspace (see
 * workspace.h for the format). Loading lives in workspace-load.c. */
#include "config.h"
#include "workspace.h"
#include "nlgraph.h"
#include "score.h"
#include "taskcfg.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void workspace_init(struct workspace *ws)
{
	memset(ws, 0, sizeof *ws);
	problemset_init(&ws->problems);
	runset_init(&ws->answers);
	baseline_log_init(&ws->planted);
}

static void strv_free(char **v)
{
	if (!v)
		return;
	for (size_t i = 0; v[i]; i++)
		free(v[i]);
	free(v);
}

void workspace_free(struct workspace *ws)
{
	for (size_t i = 0; i < ws->nsources; i++) {
		free(ws->sources[i].path);
		free(ws->sources[i].benchmark);
		strv_free(ws->sources[i].tasks);
		strv_free(ws->sources[i].difficulties);
	}
	free(ws->sources);
	for (size_t i = 0; i < ws->nruns; i++)
		free(ws->runs[i].path);
	free(ws->runs);
	for (size_t i = 0; i < ws->nlabels; i++)
		free(ws->labels[i]);
	free(ws->labels);
	free(ws->file);
	free(ws->dir);
	free(ws->name);
	free(ws->annotations);
	free(ws->beside);
	free(ws->theme);
	free(ws->policy);
	problemset_free(&ws->problems);
	runset_free(&ws->answers);
	baseline_log_free(&ws->planted);
	memset(ws, 0, sizeof *ws);
}

bool workspace_is_file_name(const char *path)
{
	size_t n = strlen(path);

	return !suffixcmp(path, n, ".yaml") || !suffixcmp(path, n, ".yml");
}

/* path resolved against dir (absolute paths and dir NULL/"" unchanged). */
char *workspace_resolve(const char *dir, const char *path)
{
	if (path[0] == '/' || !dir || !*dir || !strcmp(dir, "."))
		return xstrdup(path);
	return xasprintf("%s/%s", dir, path);
}

static char *dir_of(const char *name)
{
	const char *s = strrchr(name, '/');

	if (!s)
		return xstrdup(".");
	if (s == name)
		return xstrdup("/");
	return xstrndup(name, (size_t)(s - name));
}

static const char *base_of(const char *name)
{
	const char *s = strrchr(name, '/');

	return s ? s + 1 : name;
}

/* ---- value helpers ------------------------------------------------------ */

/* A string or a list of strings into a NULL-terminated vector. */
static char **vstrings(struct yaml_ctx *c, const struct yaml_tnode *n, const char *key)
{
	char **v;

	if (n->type == YT_SCALAR) {
		const char *s = yaml_get_string(c, n, key);
		if (!s)
			return NULL;
		v = xcalloc(2, sizeof *v);
		v[0] = xstrdup(s);
		return v;
	}
	if (n->type != YT_SEQ) {
		yaml_err(c, n, "'%s' must be a string or a list of strings, not %s", key,
		     yaml_type_name(n));
		return NULL;
	}
	v = xcalloc(n->n + 1, sizeof *v);
	for (size_t i = 0, k = 0; i < n->n; i++) {
		const char *s = yaml_get_string(c, n->items[i], key);
		if (s)
			v[k++] = xstrdup(s);
	}
	return v;
}

static bool vseed(struct yaml_ctx *c, const struct yaml_tnode *n, uint64_t *out)
{
	long v;

	if (!yaml_get_int(c, n, "seed", 0, 0x7fffffffffffffffL, &v))
		return false;
	*out = (uint64_t)v;
	return true;
}

static bool vset_gen(struct yaml_ctx *c, const struct yaml_tnode *n, unsigned *out)
{
	const char *s = yaml_get_string(c, n, "set");

	if (!s)
		return false;
	if (!strcmp(s, "all")) {
		*out = (1u << SET__COUNT) - 1;
		return true;
	}
	for (int i = 0; i < SET__COUNT; i++)
		if (!strcmp(s, cfg_set_name((enum cfg_set)i))) {
			*out = 1u << i;
			return true;
		}
	yaml_err(c, n, "unknown set '%s' (expected standard, full, attack or all)", s);
	return false;
}

/* ---- problem sources --------------------------------------------------- */

static const char *const source_keys[] = { "jsonl", "nlgraph", "generate", "demo", "set",
					   "logs", "seed", "count", "task", "difficulty",
					   "benchmark", NULL };

/* Which options each kind takes (for "not allowed with" errors). */
static bool source_opt_ok(enum ws_source_kind k, const char *key)
{
	switch (k) {
	case WS_SRC_NLGRAPH:
		return !strcmp(key, "set") || !strcmp(key, "logs");
	case WS_SRC_GENERATE:
		return strcmp(key, "logs") != 0;
	default:
		return false;
	}
}

static void parse_source(struct yaml_ctx *c, const struct workspace *ws, const struct yaml_tnode *n,
			 struct ws_source *src)
{
	static const char *const kinds[] = { "jsonl", "nlgraph", "generate", "demo" };
	const struct yaml_tnode *kn = NULL;
	const char *path;
	int nk = 0;

	memset(src, 0, sizeof *src);
	src->line = n->line;
	src->col = n->col;
	src->count = -1;
	src->sets = 0;
	if (n->type == YT_SCALAR) {
		src->kind = WS_SRC_JSONL;
		if ((path = yaml_get_string(c, n, "problems")))
			src->path = workspace_resolve(ws->dir, path);
		return;
	}
	if (!yaml_map_check(c, n, "a problem source", source_keys))
		return;
	for (int k = 0; k < 4; k++) {
		const struct yaml_tnode *v = yaml_map_get(n, kinds[k]);
		if (v) {
			if (nk++)
				yaml_err(c, v, "a problem source takes one of jsonl, nlgraph, generate "
					   "and demo, not several");
			else {
				kn = v;
				src->kind = (enum ws_source_kind)k;
			}
		}
	}
	if (!kn) {
		yaml_err(c, n, "a problem source needs one of: jsonl, nlgraph, generate, demo");
		return;
	}
	if (src->kind == WS_SRC_DEMO) {
		bool on = true;
		if (yaml_get_bool(c, kn, "demo", &on) && !on)
			yaml_err(c, kn, "'demo' can only be true");
	} else if ((path = yaml_get_string(c, kn, kinds[src->kind]))) {
		/* a generate config without a '/' or .yaml is a built-in name */
		if (src->kind == WS_SRC_GENERATE && !strchr(path, '/') &&
		    !workspace_is_file_name(path))
			src->path = xstrdup(path);
		else
			src->path = workspace_resolve(ws->dir, path);
	}
	for (size_t i = 0; i + 1 < n->n; i += 2) {
		const struct yaml_tnode *k = n->items[i], *v = n->items[i + 1];
		const char *key = k->type == YT_SCALAR ? k->value : "";
		bool is_kind = false;

		for (int j = 0; j < 4; j++)
			is_kind |= !strcmp(key, kinds[j]);
		if (is_kind || k->type != YT_SCALAR)
			continue;
		if (!source_opt_ok(src->kind, key)) {
			bool known = false;
			for (size_t j = 0; source_keys[j]; j++)
				known |= !strcmp(source_keys[j], key);
			if (known)
				yaml_err(c, k, "'%s' does not apply to a %s source", key,
				     kinds[src->kind]);
			continue;
		}
		if (!strcmp(key, "set")) {
			if (src->kind == WS_SRC_NLGRAPH) {
				const char *s = yaml_get_string(c, v, "set");
				if (s && nlgraph_parse_sets(s, &src->sets))
					yaml_err(c, v, "unknown set '%s' (expected standard, full, "
						   "attack or all)", s);
			} else {
				vset_gen(c, v, &src->sets);
			}
		} else if (!strcmp(key, "logs")) {
			yaml_get_bool(c, v, "logs", &src->logs);
		} else if (!strcmp(key, "seed")) {
			src->seed_given = vseed(c, v, &src->seed);
		} else if (!strcmp(key, "count")) {
			yaml_get_int(c, v, "count", 0, 100000, &src->count);
		} else if (!strcmp(key, "task")) {
			strv_free(src->tasks);	/* a repeated key: the last one counts */
			src->tasks = vstrings(c, v, "task");
		} else if (!strcmp(key, "difficulty")) {
			strv_free(src->difficulties);
			src->difficulties = vstrings(c, v, "difficulty");
		} else if (!strcmp(key, "benchmark")) {
			const char *s = yaml_get_string(c, v, "benchmark");
			if (s && (strchr(s, '/') || !*s))
				yaml_err(c, v, "'benchmark' must be a name without '/'");
			else if (s) {
				free(src->benchmark);
				src->benchmark = xstrdup(s);
			}
		}
	}
	if (!src->sets)
		src->sets = src->kind == WS_SRC_NLGRAPH ? NLG_ALL : 1u << SET_STANDARD;
}

/* ---- runs ---------------------------------------------------------------- */

static const char *const run_keys[] = { "jsonl", "nlgraph-logs", "baseline", "seed", NULL };

static void parse_run(struct yaml_ctx *c, const struct workspace *ws, const struct yaml_tnode *n,
		      struct ws_runs *r)
{
	static const char *const kinds[] = { "jsonl", "nlgraph-logs", "baseline" };
	const struct yaml_tnode *kn = NULL, *seed;
	const char *s;
	int nk = 0;

	memset(r, 0, sizeof *r);
	r->line = n->line;
	r->col = n->col;
	r->seed = 1;
	if (n->type == YT_SCALAR) {
		r->kind = WS_RUNS_JSONL;
		if ((s = yaml_get_string(c, n, "runs")))
			r->path = workspace_resolve(ws->dir, s);
		return;
	}
	if (!yaml_map_check(c, n, "a run source", run_keys))
		return;
	for (int k = 0; k < 3; k++) {
		const struct yaml_tnode *v = yaml_map_get(n, kinds[k]);
		if (v) {
			if (nk++)
				yaml_err(c, v, "a run source takes one of jsonl, nlgraph-logs and "
					   "baseline, not several");
			else {
				kn = v;
				r->kind = (enum ws_runs_kind)k;
			}
		}
	}
	if (!kn) {
		yaml_err(c, n, "a run source needs one of: jsonl, nlgraph-logs, baseline");
		return;
	}
	if (!(s = yaml_get_string(c, kn, kinds[r->kind])))
		return;
	if (r->kind == WS_RUNS_BASELINE) {
		if (baseline_parse(s, &r->baseline))
			yaml_err(c, kn, "unknown baseline '%s' (expected random or noisy-reasoner)", s);
	} else {
		r->path = workspace_resolve(ws->dir, s);
	}
	if ((seed = yaml_map_get(n, "seed"))) {
		if (r->kind != WS_RUNS_BASELINE)
			yaml_err(c, seed, "'seed' applies only to a baseline run");
		else
			vseed(c, seed, &r->seed);
	}
}

/* ---- the document --------------------------------------------------------- */

static const char *const top_keys[] = { "name",  "problems", "runs",   "annotations",
					"theme", "policy",   "labels", NULL };

static void parse_top(struct yaml_ctx *c, const struct yaml_tnode *root, struct workspace *ws)
{
	const struct yaml_tnode *n;
	const char *s;

	if (!yaml_map_check(c, root, "the workspace", top_keys))
		return;
	if ((n = yaml_map_get(root, "name")) && (s = yaml_get_string(c, n, "name"))) {
		free(ws->name);
		ws->name = xstrdup(s);
	}
	n = yaml_map_get(root, "problems");
	if (!n) {
		yaml_err(c, root, "the workspace names no problems (key 'problems')");
	} else if (n->type == YT_SEQ) {
		if (!n->n)
			yaml_err(c, n, "'problems' is an empty list");
		ws->sources = xcalloc(n->n ? n->n : 1, sizeof *ws->sources);
		for (size_t i = 0; i < n->n; i++)
			parse_source(c, ws, n->items[i], &ws->sources[ws->nsources++]);
	} else {
		ws->sources = xcalloc(1, sizeof *ws->sources);
		parse_source(c, ws, n, &ws->sources[ws->nsources++]);
	}
	if ((n = yaml_map_get(root, "runs"))) {
		if (n->type == YT_SEQ) {
			ws->runs = xcalloc(n->n ? n->n : 1, sizeof *ws->runs);
			for (size_t i = 0; i < n->n; i++)
				parse_run(c, ws, n->items[i], &ws->runs[ws->nruns++]);
		} else {
			ws->runs = xcalloc(1, sizeof *ws->runs);
			parse_run(c, ws, n, &ws->runs[ws->nruns++]);
		}
	}
	if ((n = yaml_map_get(root, "annotations")) && (s = yaml_get_string(c, n, "annotations")))
		ws->annotations = workspace_resolve(ws->dir, s);
	if ((n = yaml_map_get(root, "theme")) && (s = yaml_get_string(c, n, "theme")))
		ws->theme = xstrdup(s);
	if ((n = yaml_map_get(root, "policy")) && (s = yaml_get_string(c, n, "policy"))) {
		bool known;
		if (!policy_find(s, &known) && !known)
			yaml_err(c, n, "unknown policy '%s' (expected strict or compat)", s);
		else
			ws->policy = xstrdup(s);
	}
	if ((n = yaml_map_get(root, "labels"))) {
		char **v = vstrings(c, n, "labels");
		size_t k = 0;
		while (v && v[k])
			k++;
		ws->labels = v;
		ws->nlabels = k;
	}
	for (size_t i = 0; i < ws->nruns; i++)
		ws->simulated |= ws->runs[i].kind == WS_RUNS_BASELINE;
}

int workspace_parse(const char *name, const char *dir, const char *text, size_t len,
		    struct workspace *ws, struct diags *d)
{
	struct yaml_ctx c = { name, d, 0 };
	struct yaml_tree doc;

	workspace_init(ws);
	ws->file = xstrdup(name);
	ws->dir = dir ? xstrdup(dir) : dir_of(name);
	ws->name = xstrdup(base_of(name));
	if (yaml_tree_parse(name, text, len, &doc, d)) {
		yaml_tree_free(&doc);	/* what was built before the error */
		return EXIT_CONFIG;
	}
	if (!doc.root) {
		diag_error(d, name, 1, 1, "the workspace is empty");
		c.errors++;
	} else {
		parse_top(&c, doc.root, ws);
	}
	yaml_tree_free(&doc);
	return c.errors ? EXIT_CONFIG : 0;
}

int workspace_read(const char *path, struct workspace *ws, struct diags *d)
{
	size_t len;
	int rc = 0;
	char *text = diag_read_text(d, path, NULL, DIAG_MAX_CONFIG_LINE, 0, &len, &rc);

	if (!text) {
		workspace_init(ws);
		return rc == EXIT_DATAERR ? EXIT_CONFIG : rc;
	}
	rc = workspace_parse(path, NULL, text, len, ws, d);
	free(text);
	return rc;
}

const struct policy *workspace_policy(const struct workspace *ws)
{
	const struct policy *p = NULL;
	bool known;

	if (ws->policy)
		p = policy_find(ws->policy, &known);
	return p ? p : policy_default();
}
